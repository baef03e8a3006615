"""Terminal views of results, decks and rules (rich), kept apart from scoring."""

from __future__ import annotations

import json
from collections.abc import Iterable

from rich.console import Console, Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .cards import CARDS, DECK, FLOWERS, Kind, card_tokens
from .errors import Problem
from .games.base import Game
from .result import RoundResult

KIND_STYLE = {Kind.BRIGHT: "bold yellow", Kind.ANIMAL: "green", Kind.RIBBON: "red", Kind.CHAFF: "dim"}


def safe(text: object) -> str:
    """Escape rich markup and drop control characters from user-supplied text."""
    cleaned = "".join(ch for ch in str(text) if ch.isprintable())
    return escape(cleaned)


def card_text(card_id: int | str, values: dict[int, int] | None = None) -> Text:
    card = CARDS[int(card_id)]
    label = f"{card.id} {card.name}"
    if values is not None and card.id in values:
        label += f" ({values[card.id]})"
    return Text(label, style=KIND_STYLE[card.kind])


def cards_line(cards: Iterable[int | str], values: dict[int, int] | None = None) -> Text:
    return Text(", ").join(card_text(c, values) for c in cards)


def pile_by_kind(cards: Iterable[int], values: dict[int, int]) -> Table:
    """The pile grouped the way the game counts it: by card value where cards have values
    (so the rows match the formula's ``2(20) + 3(10)``), else by the standard types."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    groups: dict[str, list[int]] = {}
    ordered = sorted(cards, key=lambda c: (-values[c], c) if values else (list(Kind).index(CARDS[c].kind), c))
    for c in ordered:
        if values:
            label = f"{values[c]} point{'' if values[c] == 1 else 's'}"
        else:
            label = "chaff" if CARDS[c].kind is Kind.CHAFF else f"{CARDS[c].kind.value}s"
        groups.setdefault(label, []).append(c)
    for label, group in groups.items():
        grid.add_row(f"{label} ({len(group)})", cards_line(group))
    if not groups:
        grid.add_row("pile", Text("(empty)", style="dim"))
    return grid


def render_result(result: RoundResult, game: Game, console: Console) -> None:
    """The score view a player reads at the table."""
    # A game without card values (only its yaku score) shows neither per-card values nor card points.
    values = dict(game.values) if game.deck_total else {}
    title = f"{game.name} {game.japanese}"
    if result.multiplier != 1:
        title += f"  ×{result.multiplier}"
    if result.stopped_by:
        title += f"  — stopped by {safe(result.stopped_by)}"
    console.print(Text(title, style="bold"))
    for party in result.parties:
        body: list[object] = []
        if not party.active:
            body.append(Text("sat this round out: scores 0", style="dim"))
        else:
            body.append(pile_by_kind(party.cards, values))
            if values:
                body.append(Text(f"card points: {party.card_points}"))
            for yaku in party.yaku:
                line = Text(f"{yaku.name} ({yaku.points}): ", style="bold cyan")
                line.append_text(cards_line(yaku.cards))
                body.append(line)
            if party.formula:
                body.append(Text(party.formula, style="italic"))
            if party.victories is not None:
                body.append(Text(f"victories: {party.victories}"))
        members = "" if party.members == (party.name,) else f" ({', '.join(party.members)})"
        sign = "+" if party.score > 0 else ""
        console.print(
            Panel(
                Group(*body),  # type: ignore[arg-type]
                title=f"[bold]{safe(party.name)}[/]{safe(members)}",
                subtitle=f"[bold]{sign}{party.score}[/]",
                title_align="left",
                subtitle_align="right",
            )
        )
    for note in result.leftover_notes:
        where = safe(note.to) if note.to else "nobody (dead)"
        line = card_text(note.card)
        line.append(f" → {where}: {note.reason}")
        console.print(line)
    if result.dead and not any(n.to is None for n in result.leftover_notes):
        console.print(Text("dead (scored by nobody): ").append_text(cards_line(result.dead)))
    if result.carry_over:
        console.print(f"carried over to later rounds: {', '.join(f'×{m}' for m in result.carry_over)}")
    for payment in result.payments or []:
        console.print(f"{safe(payment.payer)} pays {safe(payment.payee)} {payment.amount}")
    victory = f" ({result.victory})" if result.victory else ""
    console.print(
        f"[bold]winner:[/] {safe(result.winner)}{victory}    [bold]next dealer:[/] {safe(result.next_dealer)}"
    )
    for warning in result.warnings:
        console.print(f"[yellow]warning:[/] {safe(warning)}")


def render_problems(problems: list[Problem], console: Console, omitted: int = 0) -> None:
    """Every problem as one bullet, naming where it is (and how many more were left out)."""
    total = len(problems) + omitted
    console.print(f"[bold red]{total} problem{'s' if total != 1 else ''}:[/]")
    for problem in problems:
        where = f"[bold]{safe(problem.where)}[/]: " if problem.where else ""
        # A message is one line, however narrow the terminal or long the message: a terminal
        # folds it, and a pipe or a file gets it whole.
        console.print(f" • {where}{safe(problem.message)}", highlight=False, soft_wrap=True)
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
