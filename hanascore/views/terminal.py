"""Terminal views of results, decks and rules (rich), kept apart from scoring."""

from __future__ import annotations

import json
from collections.abc import Iterable

from rich.cells import cell_len
from rich.console import Console
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from hanascore.core import words
from hanascore.core.cards import DECK, FLOWERS, Kind, card_tokens
from hanascore.core.errors import Problem
from hanascore.core.result import Payment, RoundResult
from hanascore.core.words import Language
from hanascore.games.base import Game
from hanascore.views.console import JapaneseText, folds, safe, safe_text, say, whole_lines
from hanascore.views.round_view import CardView, PileGroup, RoundView, card_view, round_view

KIND_STYLE = {Kind.BRIGHT: "bold yellow", Kind.ANIMAL: "green", Kind.RIBBON: "red", Kind.CHAFF: "dim"}


def card_text(card: CardView) -> Text:
    """``10 Crane`` in the colour of the card's type."""
    return Text(f"{card.id} {card.name}", style=KIND_STYLE[card.kind])


def listing_comma(lang: Language) -> Text:
    """What separates the items of a list: Japanese takes the ideographic comma."""
    return Text("、" if lang == "ja" else ", ")


def cards_line(cards: Iterable[CardView], lang: Language) -> Text:
    """Cards one after the other, comma separated."""
    return listing_comma(lang).join(card_text(c) for c in cards)


def groups_line(groups: Iterable[PileGroup], lang: Language) -> Text:
    """Groups of cards on one line, by name, alike ones counted once (cards nobody scores need
    no id): ``brights Full Moon · chaff Susuki chaff ×2``."""
    return Text(" · ").join(
        Text(f"{group.label} ").append_text(
            listing_comma(lang).join(
                Text(card.name if count == 1 else f"{card.name} ×{count}", style=KIND_STYLE[card.kind])
                for card, count in group.alike
            )
        )
        for group in groups
    )


def pile_by_kind(groups: tuple[PileGroup, ...], lang: Language) -> Table:
    """The pile as a grid, one row per value (or type), the cards folding at words."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")  # a long word is folded, never cut short with an ellipsis
    for group in groups:
        grid.add_row(_group_head(group, lang), cards_line(group.cards, lang))
    if not groups:
        grid.add_row(words.say(lang, "pile"), Text(words.say(lang, "empty"), style="dim"))
    return grid


def _group_head(group: PileGroup, lang: Language) -> str:
    """A group of a pile and how many cards it holds: ``20 points (2)``, ``20点（2枚）``."""
    count = len(group.cards)
    return f"{group.label}（{count}枚）" if lang == "ja" else f"{group.label} ({count})"


def _print_pile(console: Console, groups: tuple[PileGroup, ...], lang: Language) -> None:
    """The pile, indented: a grid folding at the reader's width, else whole lines."""
    if folds(console):
        console.print(Padding(pile_by_kind(groups, lang), (0, 0, 0, 2)))
        return
    heads = [_group_head(group, lang) for group in groups]
    width = max(map(cell_len, heads), default=0)
    for head, group in zip(heads, groups, strict=True):
        head += " " * (width - cell_len(head))
        say(console, Text(f"{head} ", style="bold").append_text(cards_line(group.cards, lang)), 2)
    if not groups:
        say(console, Text(f"{words.say(lang, 'pile')} {words.say(lang, 'empty')}"), 2)


def score_heading(name: str, members: tuple[str, ...], score: int) -> Text:
    """``Ann (Ann, Cy)  +46``: who, and the round's score, where the eye lands first."""
    heading = Text(safe_text(name), style="bold")
    if members != (name,):
        heading.append(f" ({safe_text(', '.join(members))})")
    heading.append("  ")
    style = "bold green" if score > 0 else "bold red" if score < 0 else "bold"
    heading.append(f"{'+' if score > 0 else ''}{score}", style=style)
    return heading


def render_result(result: RoundResult, game: Game, console: Console, lang: Language) -> None:
    """The score view a player reads at the table (:func:`render_round_view` of the round's view)."""
    render_round_view(round_view(result, game, lang), console)


def render_round_view(view: RoundView, console: Console) -> None:
    """Each party's score first, then its pile, yaku and the formula in words; then the
    leftovers and who pays whom."""
    lang = view.lang
    colon = "：" if lang == "ja" else ": "  # Japanese text takes the full-width marks
    gap = "" if lang == "ja" else " "  # after a label: its full-width colon needs no space

    def bracketed(text: str) -> str:
        return f"（{text}）" if lang == "ja" else f" ({text})"

    title = view.game_title
    if view.multiplier != 1:
        title += f"  ×{view.multiplier}"
    if view.stopped_by:
        title += f"  — {view.word('stopped-by', name=safe_text(view.stopped_by))}"
    say(console, Text(title, style="bold"))
    if view.counted:
        say(console, Text(view.word("counted-round"), style="yellow"))
    for note in view.notes:  # why the multiplier is what it is
        say(console, Text(safe_text(note), style="dim"))
    for party in view.parties:
        console.print()
        say(console, score_heading(party.name, party.members, party.score))
        if not party.active:
            say(console, Text(safe_text(party.out), style="dim"), 2)
            if party.formula:  # what it paid (a drop-out fee)
                line = Text(f"{view.word('score')}{colon}", style="bold")
                say(console, line.append(safe_text(party.formula_text), style="italic"), 2)
            continue
        if party.counts is not None:
            counted = " · ".join(f"{kind} {count}" for kind, count in party.counts)
            say(console, Text(f"{view.word('counted-pile')}{colon}", style="bold").append(counted), 2)
        else:
            _print_pile(console, party.piles, lang)
        if party.card_points is not None:
            say(console, Text(view.word("card-points", points=party.card_points)), 2)
        for yaku in party.yaku:
            line = Text(f"{yaku.name}{bracketed(str(yaku.points))}" + (colon if yaku.cards else ""), style="bold cyan")
            say(console, line.append_text(cards_line(yaku.cards, lang)), 2)
        if party.formula:
            line = Text(f"{view.word('score')}{colon}", style="bold")
            say(console, line.append(safe_text(party.formula_text), style="italic"), 2)
        for word, value in party.lines:  # the game's own lines (Sakura's victories)
            say(console, Text(f"{word}{colon}{value}"), 2)
    console.print()
    for note in view.leftovers:
        where = safe_text(note.to) if note.to else view.word("nobody-dead")
        say(console, card_text(note.card).append(f" → {where}{colon}{note.reason}"))
    for dead in view.dead:
        head = view.word("dead-because", reason=safe_text(dead.reason)) if dead.reason else view.word("dead")
        say(console, Text(head).append_text(groups_line(dead.groups, lang)))
    if view.carry_over:
        say(console, Text(view.word("carried", list=view.carried)))
    if view.payments is not None:
        for payment in view.payments:
            say(console, Text(safe_text(payment.text), style="bold"))
        if not view.payments:
            say(console, Text(view.word("nobody-pays")))
    victory = bracketed(view.victory) if view.victory else ""
    if view.deals_next_only:  # the winner only deals next: "winner" would read wrong beside a better score
        say(console, Text(view.word("deals-next"), style="bold").append(f"{gap}{safe_text(view.winner)}{victory}"))
    else:
        line = Text(view.word("winner"), style="bold").append(f"{gap}{safe_text(view.winner)}{victory}    ")
        say(console, line.append(view.word("next-dealer"), style="bold").append(f"{gap}{safe_text(view.next_dealer)}"))
    for warning in view.warnings:
        say(console, Text(view.word("warning"), style="yellow").append(f"{gap}{safe_text(warning)}"))


def payment_line(payment: Payment, lang: Language) -> str:
    """``Bo pays Ann 1,200`` (in ``lang``)."""
    return words.say(
        lang,
        "pays",
        payer=safe_text(payment.payer),
        payee=safe_text(payment.payee),
        amount=words.number(payment.amount),
    )


def render_problems(problems: list[Problem], console: Console, omitted: int = 0, lang: Language = "en") -> None:
    """Every problem as one bullet in ``lang``, naming where it is (and how many more were left out)."""
    total = len(problems) + omitted
    heading = words.say(lang, "problems.heading" if total != 1 else "problems.heading-one", total=total)
    console.print(f"[bold red]{safe(heading)}[/]")
    for problem in problems:
        where = f"[bold]{safe(problem.where)}[/]: " if problem.where else ""
        console.print(f" • {where}{safe(problem.say(lang))}", highlight=False, soft_wrap=whole_lines(console))
    if omitted:
        more = words.say(
            lang, "problems.more" if omitted != 1 else "problems.more-one", omitted=omitted, shown=len(problems)
        )
        console.print(safe(more))


#: Below this many columns (a phone) the tables drop what a player can do without.
NARROW = 60


def render_deck(game: Game | None, console: Console, lang: Language = "en") -> None:
    """The deck as a table: ids, the tokens to type and each card's value in ``game``; the
    cards named in ``lang``.

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
        row = [str(card.id), *month, card_text(card_view(card.id, lang)), *kind, " ".join(card_tokens(card))]
        if game is not None:
            row.append(str(game.values[card.id]))
        table.add_row(*row)
    console.print(table)


def render_rules(game: Game, console: Console, lang: Language = "en") -> None:
    """Everything a player would otherwise look up on the wiki for ``game``, in ``lang``; every
    text folds rather than being cut short, and a narrow terminal gets lists, not tables.
    Ids, aliases, house-rule keys and their values stay as typed in either language."""
    narrow = console.width < NARROW
    ja = lang == "ja"
    comma = "、" if ja else ", "

    def said(key: str, **params: object) -> str:  # a game counting in mon has words of its own
        own = f"rules.{key}.{game.unit}"
        return words.say(lang, own if own in words.WORDS else f"rules.{key}", **params)

    def cards(ids: Iterable[int]) -> Text:
        return cards_line((card_view(c, lang) for c in ids), lang)

    def bulleted() -> Table:  # Japanese lists: a hanging bullet, the text folded between characters
        grid = Table.grid()
        grid.add_column(no_wrap=True)
        grid.add_column(overflow="fold")  # a yaku's ids and cards fold, never cut short
        return grid

    console.print(Text(game.japanese if ja else f"{game.name} {game.japanese}", style="bold"))
    active = f"{comma}{words.say(lang, 'players.active', count=game.active_per_round)}" if game.active_per_round else ""
    console.print(words.players_said(lang, game.players) + active)
    formula = said("score", formula=game.formula_in(lang))
    console.print(JapaneseText(formula) if ja else formula)

    # The values table grouped by the kinds a counted pile counts (``3 brights``), each kind's word beside it.
    groups = [(k.value, k.japanese if ja else f"{k.id} ({k.japanese})", sorted(k.cards)) for k in game.kinds]
    if not groups:
        by_value: dict[int, list[int]] = {}
        for c in sorted(game.deck):
            by_value.setdefault(game.values[c], []).append(c)
        groups = [(value, "", ids) for value, ids in sorted(by_value.items(), reverse=True)]
    if not game.deck_total:
        console.print(said("no-values"))
        if game.kinds:
            console.print(said("counted-kinds", kinds=comma.join(kind for _, kind, _ in groups)))
    elif narrow:
        console.print(Text(said("values"), style="bold"))
        for value, kind, ids in groups:
            console.print(Text(f" {value} {kind}{'：' if ja else ': '}").append_text(cards(ids)))
    else:
        values = Table(title=said("values-total", total=game.deck_total))
        values.add_column(said("value"), justify="right")
        values.add_column(said("kind"), overflow="fold")
        values.add_column(said("cards"), overflow="fold")
        for value, kind, ids in groups:
            values.add_row(str(value), kind, cards(ids))
        console.print(values)
    if game.kinds:  # what a counted pile may write for each kind after its count
        counted = game.counted_words
        examples = dict(zip(counted.order, (3, 4, 5, 10, 2, 1, 6, 7), strict=False))  # a game has up to 8 kinds
        spaced = " ".join(f"{n} {counted.shortest(k, ascii_only=True)}" for k, n in examples.items())
        glued = " ".join(f"{n}{counted.shortest(k, ascii_only=False)}" for k, n in examples.items())
        console.print(said("short-kinds", spaced=spaced, glued=glued), soft_wrap=not narrow)
    yaku, yaku_list = Table(title=said("yaku")), bulleted()
    for title in ("id", "name", "points", "cards"):
        yaku.add_column(said(title), overflow="fold", justify="right" if title == "points" else "left")
    if narrow:
        console.print(Text(said("yaku"), style="bold"))
    for y in game.yaku:
        slots = Text("＋" if ja else " + ").join(
            cards(sorted(slot))
            if len(slot) == 1
            else Text(said("any-of", least=y.least) if y.least else said("one-of")).append_text(cards(sorted(slot)))
            for slot in y.slots
        )
        extra = said("stops") if y.stops_round else ""
        if y.least and not y.slots[0]:  # cards the round decides: the game's notes say which
            slots = Text(said("see-below", least=y.least))
        elif y.least and y.per_extra:  # a counted yaku pays more for each card beyond
            slots.append(said("per-extra", extra=y.per_extra, least=y.least))
        if y.aliases:
            extra += said("also", aliases=comma.join(y.aliases))
        name = f"{y.japanese}{extra}" if ja else f"{y.name} {y.japanese}{extra}"
        if narrow and ja:
            yaku_list.add_row(" • ", Text(f"{y.id}：{name}、{y.points}：").append_text(slots))
        elif narrow:
            console.print(Text(f" • {y.id}: {name}, {y.points}: ").append_text(slots))
        else:
            yaku.add_row(y.id, name, str(y.points), slots)
    if not narrow:
        console.print(yaku)
    elif ja:
        console.print(yaku_list)
    house, house_list = Table(title=said("house")), bulleted()
    for title in ("rule", "default", "meaning"):
        house.add_column(said(title), overflow="fold")
    if narrow:
        console.print(Text(said("house"), style="bold"))
    for option in game.rules.options():
        meaning = option.meaning_in(lang)
        if narrow and ja:
            house_list.add_row(" • ", JapaneseText(f"{option.name} = {json.dumps(option.default)}：{meaning}"))
        elif narrow:
            console.print(Text(f" • {option.name} = {json.dumps(option.default)}: {meaning}"))
        else:
            house.add_row(option.name, json.dumps(option.default), JapaneseText(meaning) if ja else Text(meaning))
    if not narrow:
        console.print(house)
    elif ja:
        console.print(house_list)
    if ja:
        notes = bulleted()
        for note in game.notes_in(lang):
            notes.add_row(" • ", JapaneseText(note))
        console.print(notes)
        return
    for note in game.notes_in(lang):
        console.print(Text(f" • {note}"))
