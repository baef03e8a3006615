"""Terminal views of results, decks and rules (rich), kept apart from scoring."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable

from rich.cells import cell_len
from rich.console import Console
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from hanascore.core.cards import CARDS, DECK, FLOWERS, Kind, card_tokens
from hanascore.core.errors import Problem
from hanascore.core.result import Payment, RoundResult, YakuHit
from hanascore.core.text import visible
from hanascore.games.base import Game
from hanascore.views import language as i18n
from hanascore.views.console import markup_escaped, whole_lines

KIND_STYLE = {Kind.BRIGHT: "bold yellow", Kind.ANIMAL: "green", Kind.RIBBON: "red", Kind.CHAFF: "dim"}


#: User-supplied text for a markup string (rich markup escaped, hidden characters made
#: visible), and for a :class:`Text` (no markup is parsed there): console.py's one helper.
safe = markup_escaped
safe_text = visible


def folds(console: Console) -> bool:
    """True when the reader's width is known (a terminal, or ``COLUMNS`` says it): lines are
    folded to it.  A pipe or a file gets every line whole, not broken at rich's default 80."""
    return console.is_terminal or bool(os.environ.get("COLUMNS"))


def say(console: Console, text: str | Text, indent: int = 0) -> None:
    """Print one message line, folded at words only where :func:`folds` says so; an
    indented line folds under its own indent."""
    if not folds(console):
        console.print(Text(" " * indent) + text if indent else text, soft_wrap=True, highlight=False)
    elif indent:
        console.print(Padding(text, (0, 0, 0, indent), expand=False), highlight=False)
    else:
        console.print(text, highlight=False)


def card_name(card_id: int) -> str:
    """The card's name in the views' language (cards.py holds both)."""
    card = CARDS[card_id]
    return card.japanese if i18n.japanese() else card.name


def yaku_name(hit: YakuHit, game: Game) -> str:
    """The yaku's name in the views' language: the game's table holds the Japanese one."""
    if i18n.japanese():
        found = next((y for y in game.yaku if y.id == hit.id), None)
        if found is not None and found.japanese:
            return found.japanese
    return hit.name


def card_text(card_id: int | str, values: dict[int, int] | None = None) -> Text:
    card = CARDS[int(card_id)]
    label = f"{card.id} {card_name(card.id)}"
    if values is not None and card.id in values:
        label += f" ({values[card.id]})"
    return Text(label, style=KIND_STYLE[card.kind])


def cards_line(cards: Iterable[int | str], values: dict[int, int] | None = None) -> Text:
    return Text(", ").join(card_text(c, values) for c in cards)


def _pile_groups(cards: Iterable[int], values: dict[int, int]) -> dict[str, list[int]]:
    """The pile grouped the way the game counts it: by card value where cards have values
    (so the rows match the formula's ``2x20 + 3x10``), else by the standard types."""
    groups: dict[str, list[int]] = {}
    ordered = sorted(cards, key=lambda c: (-values[c], c) if values else (list(Kind).index(CARDS[c].kind), c))
    for c in ordered:
        if values:
            label = i18n.t("points", value=values[c], plural="" if values[c] == 1 else "s")
        else:
            label = i18n.t("chaff" if CARDS[c].kind is Kind.CHAFF else f"{CARDS[c].kind.value}s")
        groups.setdefault(label, []).append(c)
    return groups


def pile_by_kind(cards: Iterable[int], values: dict[int, int]) -> Table:
    """The pile as a grid, one row per value (or type), the cards folding at words."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    groups = _pile_groups(cards, values)
    for label, group in groups.items():
        grid.add_row(f"{label} ({len(group)})", cards_line(group))
    if not groups:
        grid.add_row(i18n.t("pile"), Text(i18n.t("empty"), style="dim"))
    return grid


def _print_pile(console: Console, cards: Iterable[int], values: dict[int, int]) -> None:
    """The pile, indented: a grid folding at the reader's width, else whole lines."""
    if folds(console):
        console.print(Padding(pile_by_kind(cards, values), (0, 0, 0, 2)))
        return
    groups = _pile_groups(cards, values)
    heads = {label: f"{label} ({len(group)})" for label, group in groups.items()}
    width = max(map(cell_len, heads.values()), default=0)
    for label, group in groups.items():
        head = heads[label] + " " * (width - cell_len(heads[label]))
        say(console, Text(f"{head} ", style="bold").append_text(cards_line(group)), 2)
    if not groups:
        say(console, Text(f"{i18n.t('pile')} {i18n.t('empty')}"), 2)


def score_heading(name: str, members: tuple[str, ...], score: int) -> Text:
    """``Ann (Ann, Cy)  +46``: who, and the round's score, where the eye lands first."""
    heading = Text(safe_text(name), style="bold")
    if members != (name,):
        heading.append(f" ({safe_text(', '.join(members))})")
    heading.append("  ")
    style = "bold green" if score > 0 else "bold red" if score < 0 else "bold"
    heading.append(f"{'+' if score > 0 else ''}{score}", style=style)
    return heading


def render_result(result: RoundResult, game: Game, console: Console) -> None:
    """The score view a player reads at the table: each party's score first, then its pile,
    yaku and the formula in words; then the leftovers and who pays whom."""
    # A game without card values (only its yaku score) shows neither per-card values nor card points.
    values = dict(game.values) if game.deck_total else {}
    names = {y.name: y.japanese for y in game.yaku}
    title = f"{game.name} {game.japanese}"
    if result.multiplier != 1:
        title += f"  ×{result.multiplier}"
    if result.stopped_by:
        title += f"  — {i18n.t('stopped by', name=safe_text(result.stopped_by))}"
    say(console, Text(title, style="bold"))
    for party in result.parties:
        console.print()
        say(console, score_heading(party.name, party.members, party.score))
        if not party.active:
            say(console, Text(i18n.t("sat out"), style="dim"), 2)
            continue
        _print_pile(console, party.cards, values)
        if values:
            say(console, Text(i18n.t("card points", points=party.card_points)), 2)
        for yaku in party.yaku:
            line = Text(f"{yaku_name(yaku, game)} ({yaku.points}): ", style="bold cyan")
            say(console, line.append_text(cards_line(yaku.cards)), 2)
        if party.formula:
            formula = i18n.formula(safe_text(party.formula), names)
            say(console, Text(f"{i18n.t('score')}: ", style="bold").append(formula, style="italic"), 2)
        for word, value in game.shows.party(party):  # the game's own lines (Sakura's victories)
            say(console, Text(f"{i18n.t(word)}: {value}"), 2)
    console.print()
    for note in result.leftover_notes:
        where = safe_text(note.to) if note.to else i18n.t("nobody dead")
        say(console, card_text(note.card).append(f" → {where}: {note.reason}"))
    if result.dead and not any(n.to is None for n in result.leftover_notes):
        say(console, Text(i18n.t("dead")).append_text(cards_line(result.dead)))
    waiting = game.shows.multipliers(result.carried)
    if waiting:
        say(console, Text(i18n.t("carried", list=", ".join(f"×{m}" for m in waiting))))
    paid = game.round_payments(result)
    if paid is not None:
        for payment in paid:
            say(console, Text(payment_line(payment), style="bold"))
        if not paid:
            say(console, Text(i18n.t("nobody pays")))
    outcome = game.shows.outcome(result)
    won = f" ({outcome})" if outcome else ""
    line = Text(i18n.t("winner"), style="bold").append(f" {safe_text(result.winner)}{won}    ")
    say(console, line.append(i18n.t("next dealer"), style="bold").append(f" {safe_text(result.next_dealer)}"))
    for warning in result.warnings:
        say(console, Text(i18n.t("warning"), style="yellow").append(f" {safe_text(warning)}"))


def payment_line(payment: Payment) -> str:
    """``Bo pays Ann 1,200`` (in the views' language)."""
    return i18n.t(
        "pays", payer=safe_text(payment.payer), payee=safe_text(payment.payee), amount=i18n.number(payment.amount)
    )


def render_problems(problems: list[Problem], console: Console, omitted: int = 0) -> None:
    """Every problem as one bullet, naming where it is (and how many more were left out)."""
    total = len(problems) + omitted
    console.print(f"[bold red]{total} problem{'s' if total != 1 else ''}:[/]")
    for problem in problems:
        where = f"[bold]{safe(problem.where)}[/]: " if problem.where else ""
        console.print(f" • {where}{safe(problem.message)}", highlight=False, soft_wrap=whole_lines(console))
    if omitted:
        console.print(
            f" … and {omitted} more problem{'s' if omitted != 1 else ''} (the first {len(problems)} are shown)"
        )


#: Below this many columns (a phone) the tables drop what a player can do without.
NARROW = 60


def render_deck(game: Game | None, console: Console) -> None:
    """The deck as a table: ids, the tokens to type and each card's value in ``game``.

    Tokens fold rather than being cut short (they are what a player types); on a narrow
    terminal the month and type columns make room.
    """
    narrow = console.width < NARROW
    table = Table(
        title=f"{game.name} deck ({len(game.deck)} cards, {game.deck_total} points)" if game else "The 48-card deck"
    )
    table.add_column("id", justify="right")
    if not narrow:
        table.add_column("month")
    table.add_column("card", overflow="fold")
    if not narrow:
        table.add_column("type")
    table.add_column("type it as", overflow="fold", ratio=2 if narrow else None)
    if game is not None:
        table.add_column("pts" if narrow else "value", justify="right")
    for card in DECK:
        if game is not None and card.id not in game.deck:
            continue
        month = [] if narrow else [f"{card.month} {FLOWERS[card.month].name}"]
        kind = [] if narrow else [card.kind.value]
        row = [str(card.id), *month, card_text(card.id), *kind, " ".join(card_tokens(card))]
        if game is not None:
            row.append(str(game.values[card.id]))
        table.add_row(*row)
    console.print(table)


def render_rules(game: Game, console: Console) -> None:
    """Everything a player would otherwise look up on the wiki for ``game``; every text
    folds rather than being cut short, and a narrow terminal gets lists, not tables."""
    narrow = console.width < NARROW
    console.print(Text(f"{game.name} {game.japanese}", style="bold"))
    console.print(
        f"players: {game.players[0]}–{game.players[1]}"
        + (f", {game.active_per_round} play each round" if game.active_per_round else "")
    )
    console.print(f"score: {game.formula}")
    by_value: dict[int, list[int]] = {}
    for c in sorted(game.deck):
        by_value.setdefault(game.values[c], []).append(c)
    if not game.deck_total:
        console.print("card values: none (only yaku score)")
    elif narrow:
        console.print(Text("card values", style="bold"))
        for value, cards in sorted(by_value.items(), reverse=True):
            console.print(Text(f" {value}: ").append_text(cards_line(cards)))
    else:
        values = Table(title=f"card values (deck total {game.deck_total})")
        values.add_column("value", justify="right")
        values.add_column("cards", overflow="fold")
        for value, cards in sorted(by_value.items(), reverse=True):
            values.add_row(str(value), cards_line(cards))
        console.print(values)
    yaku = Table(title="yaku")
    for title in ("id", "name", "points", "cards"):
        yaku.add_column(title, overflow="fold", justify="right" if title == "points" else "left")
    if narrow:
        console.print(Text("yaku", style="bold"))
    for y in game.yaku:
        slots = Text(" + ").join(
            cards_line(sorted(slot)) if len(slot) == 1 else Text("one of ").append_text(cards_line(sorted(slot)))
            for slot in y.slots
        )
        extra = " (stops the round)" if y.stops_round else ""
        if y.aliases:
            extra += f" (also {', '.join(y.aliases)})"
        if narrow:
            console.print(Text(f" • {y.id}: {y.name} {y.japanese}{extra}, {y.points}: ").append_text(slots))
        else:
            yaku.add_row(y.id, f"{y.name} {y.japanese}{extra}", str(y.points), slots)
    if not narrow:
        console.print(yaku)
    house = Table(title="house rules (--house KEY=VALUE)")
    for title in ("rule", "default", "meaning"):
        house.add_column(title, overflow="fold")
    if narrow:
        console.print(Text("house rules (--house KEY=VALUE)", style="bold"))
    for option in game.rules.options():
        if narrow:
            console.print(Text(f" • {option.name} = {json.dumps(option.default)}: {option.meaning}"))
        else:
            house.add_row(option.name, json.dumps(option.default), Text(option.meaning))
    if not narrow:
        console.print(house)
    for note in game.notes:
        console.print(Text(f" • {note}"))
