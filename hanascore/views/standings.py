"""Terminal views of a game's ledger: standings, history, the chart, and what a command did,
each in the language it is given."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

from hanascore.core import words
from hanascore.core.settle import Settlement
from hanascore.core.words import Language
from hanascore.games import find_game
from hanascore.ledger.replay import Adjustment, GameDefinition, Ledger, Note, ReplayedRound
from hanascore.ledger.rows import GameListing
from hanascore.views.console import safe, say, stdout
from hanascore.views.game_view import GameView, game_view
from hanascore.views.terminal import payment_line, render_result

SPARKS = "▁▂▃▄▅▆▇█"


def signed(number: int) -> str:
    return f"{number:+d}"


def sparkline(values: Sequence[int], low: int, high: int) -> str:
    """One block character per value, scaled between ``low`` and ``high``."""
    if high == low:
        return SPARKS[len(SPARKS) // 2 - 1] * len(values)
    steps = len(SPARKS) - 1
    return "".join(SPARKS[round((value - low) * steps / (high - low))] for value in values)


def _sample(values: list[int], width: int) -> list[int]:
    """At most ``width`` values evenly picked from ``values``, the last one always kept."""
    if len(values) <= width:
        return values
    return [values[round(i * (len(values) - 1) / (width - 1))] for i in range(width)]


def status_lines(game: Ledger | GameView, lang: Language) -> list[str]:
    """What comes next: the next dealer, or who won (of a replayed game or its view)."""
    if game.over:
        if game.winner is not None:
            return [words.say(lang, "game-over-winner", name=safe(game.winner), total=game.totals[game.winner])]
        return [words.say(lang, "game-over-tie", names=", ".join(safe(p) for p in game.leaders))]
    return [words.say(lang, "next-dealer-line", name=safe(game.next_dealer))]


def print_totals(console: Console, ledger: Ledger, lang: Language, *, dealer_shown: bool = False) -> None:
    """The running totals and what comes next (the next dealer, unless the round's result
    just said it, or the winner)."""
    totals = " · ".join(f"{safe(name)} {total}" for name, total in ledger.totals.items())
    say(console, f"[bold]{words.say(lang, 'totals')}[/] {totals}")
    if dealer_shown and not ledger.over:
        return
    for line in status_lines(ledger, lang):
        say(console, line)


def render_chart(ledger: Ledger | GameView, console: Console, lang: Language = "en") -> None:
    """Running totals after each entry as a sparkline per party, on a common scale (of a
    replayed game, or of its view in the view's language)."""
    view = ledger if isinstance(ledger, GameView) else game_view("", ledger, lang)
    lang = view.lang
    if not view.rows:
        say(console, words.say(lang, "no-rounds"))
        return
    series = {name: [0] + [point.totals[name] for point in view.chart] for name in view.totals}
    low = min(min(values) for values in series.values())
    high = max(max(values) for values in series.values())
    name_width = max(len(name) for name in series)
    width = max(console.width - name_width - 20, 10)
    say(console, words.say(lang, "running-totals", low=low, high=high))
    table = Table(show_edge=False, box=None, padding=(0, 1))
    table.add_column(words.say(lang, "party"), no_wrap=True)
    table.add_column("", no_wrap=True)
    table.add_column(words.say(lang, "total"), justify="right")
    leaders = set(view.leaders)
    for name, values in series.items():
        style = "bold green" if name in leaders else "cyan"
        table.add_row(safe(name), Text(sparkline(_sample(values, width), low, high), style=style), str(values[-1]))
    console.print(table)


def render_standings(game_id: str, ledger: Ledger | GameView, console: Console, lang: Language = "en") -> None:
    """Totals, how far the game is, who deals next, carried multipliers (of a replayed game,
    or of its view in the view's language)."""
    # The standings need no history: a long game's rows are not said for them.
    view = ledger if isinstance(ledger, GameView) else game_view(game_id, ledger, lang, history=False)
    lang = view.lang
    variant = (f"（{view.variant}）" if lang == "ja" else f" ({view.variant})") if view.variant else ""
    say(console, f"[bold]{safe(view.name)}[/]  {words.say(lang, 'game')} {view.id} · {view.game_name}{variant}")
    table = Table(show_edge=False)
    table.add_column(words.say(lang, "party"))
    if view.teams:
        table.add_column(words.say(lang, "members"))
    table.add_column(view.unit, justify="right")
    if view.points is not None:
        table.add_column(words.say(lang, "points-column"), justify="right")
    for standing in view.standings:
        marker = " ★" if standing.leads and view.rounds_played else ""
        row = [f"{safe(standing.name)}{marker}"]
        if view.teams:
            row.append(safe(", ".join(standing.members)))
        row.append(str(standing.total))
        if standing.points is not None:
            row.append(str(standing.points))
        table.add_row(*row)
    console.print(table)
    say(console, view.length)
    if view.carried:
        say(console, words.say(lang, "carried-multipliers", list=", ".join(f"×{m}" for m in view.carried)))
    for line in status_lines(view, lang):
        say(console, line)
    if view.settlement is not None:
        render_settlement(view.settlement, console, lang, teams=bool(view.teams))


def render_settlement(settlement: Settlement, console: Console, lang: Language, *, teams: bool = False) -> None:
    """``standings --stake N``: what each party wins or owes in money, and the fewest
    payments that settle the session; with ``teams``, said to be amounts per team."""
    console.print()
    say(console, f"[bold]{words.say(lang, 'stake', stake=words.number(settlement.stake))}[/]")
    if teams:  # "Red owes 120": the team's, or each of its players'? Said, not guessed.
        say(console, words.say(lang, "per-team"))
    if settlement.basis == "differences":
        say(console, words.say(lang, "differences"))
    for name, amount in settlement.balances.items():
        key = "wins-money" if amount > 0 else "owes-money" if amount < 0 else "even"
        say(console, "  " + words.say(lang, key, name=safe(name), amount=words.number(abs(amount))))
    count = len(settlement.payments)
    if not count:
        say(console, words.say(lang, "nobody-pays"))
        return
    say(console, words.say(lang, "settled", count=count, plural="" if count == 1 else "s"))
    for payment in settlement.payments:
        say(console, Text(f"  {payment_line(payment, lang)}", style="bold"))


def render_history(ledger: Ledger | GameView, console: Console, lang: Language = "en") -> None:
    """One row per entry: dealer, winner, each party's score and running total; where that
    table is wider than the terminal (many players, a phone), one short block per entry (of a
    replayed game, or of its view in the view's language)."""
    view = ledger if isinstance(ledger, GameView) else game_view("", ledger, lang)
    lang = view.lang
    if not view.rows:
        say(console, words.say(lang, "no-rounds"))
        return
    table = Table(show_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(words.say(lang, "dealer"), no_wrap=True)
    table.add_column(words.say(lang, "winner-column"), no_wrap=True)
    for name in view.totals:
        table.add_column(safe(name), justify="right", no_wrap=True)
    table.add_column(words.say(lang, "note"))
    rows = _history_rows(view)
    for first, cells, note in rows:
        table.add_row(*first, *cells, note)

    # Every column as wide as its widest cell (3 columns of rule and padding each), the note
    # allowed to fold into 10: a narrower terminal gets the blocks, nothing cut short.
    headers = ["#", words.say(lang, "dealer"), words.say(lang, "winner-column"), *view.totals]
    columns = zip(headers, *(first + cells for first, cells, _ in rows), strict=True)
    wanted = sum(max(map(cell_len, column)) + 3 for column in columns) + 10
    if wanted <= console.width:
        console.print(table)
        return
    for (first, cells, note), row in zip(rows, view.rows, strict=True):
        if not first[1]:
            heading = f"[bold]{first[0]}[/]"
        else:
            # A winner who only deals next (the most card points) is not said to have won it.
            key = "history-block-deals" if row.deals_only else "history-block"
            heading = words.say(lang, key, number=first[0], dealer=first[1], winner=first[2])
        say(console, f"{heading}{' · ' + note if note else ''}")
        if not any(cells):  # a note: no totals moved
            continue
        parts = [f"{safe(name)} {cell.strip()}" for name, cell in zip(view.totals, cells, strict=True)]
        say(console, "  " + " · ".join(parts))


def _history_rows(view: GameView) -> list[tuple[list[str], list[str], str]]:
    """Each entry of the history: its first cells, a cell per party, its note."""
    rows = []
    for row in view.rows:
        note = row.note.text(safe)
        if row.kind == "round":
            first = [str(row.number), safe(row.dealer), safe(row.winner)]
        elif row.kind == "note":  # the players' words, under the totals they were written at
            rows.append(([words.say(view.lang, "note-entry"), "", ""], [""] * len(view.totals), note))
            continue
        else:
            first = [words.say(view.lang, "doc.adj"), "", ""]
        cells = [
            f"{signed(row.adds[name])} → {row.totals[name]}" if name in row.adds else f"  → {row.totals[name]}"
            for name in view.totals
        ]
        rows.append((first, cells, note))
    return rows


def render_games(listing: list[GameListing], console: Console, lang: Language) -> None:
    """Every game in the ledger; the current one is marked."""
    if not listing:
        say(console, words.say(lang, "no-games"))
        return
    table = Table(show_edge=False)
    table.add_column("")
    table.add_column(words.say(lang, "games.id"), justify="right")
    for key in ("games.name", "games.game", "games.players"):
        table.add_column(words.say(lang, key))
    table.add_column(words.say(lang, "games.rounds"), justify="right")
    table.add_column(words.say(lang, "games.status"))
    table.add_column(words.say(lang, "games.started"))
    for item in listing:
        summary = item.summary or {}
        if item.damaged is not None:
            status = words.say(lang, "games.damaged")
        elif summary.get("over"):
            won = summary.get("winner")
            status = words.say(lang, "games.won-by", name=safe(won)) if won else words.say(lang, "games.tie")
        else:
            status = words.say(lang, "games.in-play")
        table.add_row(
            "*" if item.current else "",
            item.id,
            safe(item.name),
            item.game,
            safe(", ".join(item.players)),
            str(item.rounds_played),
            status,
            item.created_at[:10],
        )
    console.print(table)
    for item in listing:
        if item.damaged is not None:
            say(console, words.say(lang, "games.damaged-note", id=item.id, why=safe(item.damaged)))


def render_round(
    game_id: str,
    number: int,
    ledger: Ledger,
    row: ReplayedRound,
    console: Console,
    lang: Language,
    *,
    explain: bool = True,
) -> None:
    """A round just added or shown: who dealt it, its explained result, the totals."""
    key = "round-added" if explain else "round-recorded"
    say(console, words.say(lang, key, number=number, game=game_id, dealer=safe(row.dealer)))
    _say_dealer_override(ledger, row, console, lang)
    if explain:
        render_result(row.result, find_game(ledger.definition.game), console, lang)
    print_totals(console, ledger, lang, dealer_shown=explain)


def render_shown_round(
    game_id: str, number: int, ledger: Ledger, row: ReplayedRound, console: Console, lang: Language
) -> None:
    """``show N``: the round's explained result."""
    say(console, words.say(lang, "round-shown", number=number, game=game_id, dealer=safe(row.dealer)))
    _say_dealer_override(ledger, row, console, lang)
    render_result(row.result, find_game(ledger.definition.game), console, lang)


def _say_dealer_override(ledger: Ledger, row: ReplayedRound, console: Console, lang: Language) -> None:
    """Never silently: the round's sheet named a dealer the rotation did not."""
    scheduled = ledger.definition.table.pass_on(row.scheduled_dealer, row.sheet.active)
    if row.dealer_overridden and row.dealer != scheduled:
        say(
            console,
            f"[yellow]{words.say(lang, 'dealer-override', dealer=safe(row.dealer), scheduled=safe(scheduled))}[/]",
        )


def render_undone(removed: dict[str, Any], reopened: bool, ledger: Ledger, console: Console, lang: Language) -> None:
    """What ``undo`` removed, and the totals after it."""
    if removed["kind"] == "round":
        say(console, words.say(lang, "removed-round", number=removed["round"], dealer=safe(removed["dealer"])))
    elif removed["kind"] == "note":
        say(console, words.say(lang, "removed-note", text=safe(removed["text"])))
    else:
        say(
            console,
            words.say(
                lang,
                "removed-adjustment",
                party=safe(removed["party"]),
                amount=signed(removed["amount"]),
                reason=safe(removed["reason"]),
            ),
        )
    if reopened:
        say(console, words.say(lang, "open-again"))
    print_totals(console, ledger, lang)


def render_noted(game_id: str, entry: Note, console: Console, lang: Language) -> None:
    """A note kept with the game, as it will be shown."""
    say(console, words.say(lang, "note-recorded", id=game_id, text=safe(entry.text)))


def render_adjusted(entry: Adjustment, reached_target: bool, ledger: Ledger, console: Console, lang: Language) -> None:
    """A recorded adjustment and the totals after it."""
    recorded = words.say(
        lang, "adjustment-recorded", party=safe(entry.party), amount=signed(entry.amount), reason=safe(entry.reason)
    )
    say(console, recorded)
    if reached_target:
        say(console, words.say(lang, "reached-target"))
    print_totals(console, ledger, lang)


def started_message(game_id: str, definition: GameDefinition, lang: Language) -> str:
    """``new``'s note on standard error, in ``lang``."""
    if definition.rounds is not None:
        length = words.say(lang, "done.length-rounds", count=definition.rounds)
    else:
        length = words.say(lang, "done.length-target", target=definition.target)
    return words.say(
        lang,
        "done.started",
        id=game_id,
        name=safe(definition.name),
        length=length,
        dealer=safe(definition.first_dealer),
    )


# --- the ``table`` format of the commands that read a game (:mod:`hanascore.views.outputs`) ---


def drawn_standings(game_id: str, ledger: Ledger, settlement: Settlement | None, lang: Language = "en") -> None:
    """``standings`` on standard output, with the payments that settle up when staked."""
    console = stdout()
    render_standings(game_id, ledger, console, lang)
    if settlement is not None:
        render_settlement(settlement, console, lang, teams=bool(ledger.definition.table.teams))


def drawn_history(ledger: Ledger, lang: Language = "en", chart: bool = False) -> None:
    """``history`` on standard output; ``chart``: the running totals drawn below."""
    console = stdout()
    render_history(ledger, console, lang)
    if chart and ledger.rows:
        render_chart(ledger, console, lang)


def drawn_chart(ledger: Ledger, lang: Language = "en") -> None:
    """``chart`` on standard output."""
    render_chart(ledger, stdout(), lang)


def drawn_round(game_id: str, number: int, ledger: Ledger, row: ReplayedRound, lang: Language = "en") -> None:
    """``show N`` on standard output."""
    render_shown_round(game_id, number, ledger, row, stdout(), lang)
