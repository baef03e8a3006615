"""Terminal views of a game's ledger: standings, history, the chart, and what a command did.

rich is imported inside the functions, so importing this module costs nothing a ``--json``
command does not need.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from hanascore.views import language as i18n
from hanascore.views.terminal import safe, say

if TYPE_CHECKING:
    from rich.console import Console

    from hanascore.core.settle import Settlement
    from hanascore.ledger.replay import Adjustment, GameDefinition, Ledger, ReplayedRound
    from hanascore.ledger.store import GameListing

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


def status_lines(ledger: Ledger) -> list[str]:
    """What comes next: the next dealer, or who won."""
    if ledger.over:
        if ledger.winner is not None:
            return [i18n.t("game over winner", name=safe(ledger.winner), total=ledger.totals[ledger.winner])]
        return [i18n.t("game over tie", names=", ".join(safe(p) for p in ledger.leaders))]
    return [i18n.t("next dealer line", name=safe(ledger.next_dealer))]


def print_totals(console: Console, ledger: Ledger, *, dealer_shown: bool = False) -> None:
    """The running totals and what comes next (the next dealer, unless the round's result
    just said it, or the winner)."""
    totals = " · ".join(f"{safe(name)} {total}" for name, total in ledger.totals.items())
    say(console, f"[bold]{i18n.t('totals')}[/] {totals}")
    if dealer_shown and not ledger.over:
        return
    for line in status_lines(ledger):
        say(console, line)


def render_chart(ledger: Ledger, console: Console) -> None:
    """Running totals after each entry as a sparkline per party, on a common scale."""
    from rich.table import Table
    from rich.text import Text

    if not ledger.rows:
        say(console, i18n.t("no rounds"))
        return
    series = {name: [0] + [row.totals[name] for row in ledger.rows] for name in ledger.totals}
    low = min(min(values) for values in series.values())
    high = max(max(values) for values in series.values())
    name_width = max(len(name) for name in series)
    width = max(console.width - name_width - 20, 10)
    say(console, f"[bold]running totals[/]: the start, then one mark per entry (scale {low} to {high})")
    table = Table(show_edge=False, box=None, padding=(0, 1))
    table.add_column("party", no_wrap=True)
    table.add_column("", no_wrap=True)
    table.add_column("total", justify="right")
    leaders = set(ledger.leaders)
    for name, values in series.items():
        style = "bold green" if name in leaders else "cyan"
        table.add_row(safe(name), Text(sparkline(_sample(values, width), low, high), style=style), str(values[-1]))
    console.print(table)


def render_standings(game_id: str, ledger: Ledger, console: Console) -> None:
    """Totals, how far the game is, who deals next, carried multipliers."""
    from rich.table import Table

    from hanascore.games import find_game

    definition = ledger.definition
    game = find_game(definition.game)
    variant = f" ({definition.variant})" if definition.variant else ""
    title = game.japanese if i18n.japanese() else game.name
    say(console, f"[bold]{safe(definition.name)}[/]  {i18n.t('game')} {game_id} · {title}{variant}")
    table = Table(show_edge=False)
    table.add_column(i18n.t("party"))
    if definition.teams:
        table.add_column(i18n.t("members"))
    table.add_column(i18n.t("victories" if ledger.points is not None else "total"), justify="right")
    if ledger.points is not None:
        table.add_column(i18n.t("points column"), justify="right")
    leaders = set(ledger.leaders)
    for name, total in ledger.totals.items():
        marker = " ★" if name in leaders and ledger.rounds_played else ""
        row = [f"{safe(name)}{marker}"]
        if definition.teams:
            row.append(safe(", ".join(definition.teams[name])))
        row.append(str(total))
        if ledger.points is not None:
            row.append(str(ledger.points[name]))
        table.add_row(*row)
    console.print(table)
    if definition.rounds is not None:
        length = i18n.t("rounds of", played=ledger.rounds_played, rounds=definition.rounds)
        if not ledger.over:
            length += i18n.t("rounds left", left=ledger.rounds_left)
    else:
        length = i18n.t("rounds target", played=ledger.rounds_played, target=definition.target)
    say(console, length)
    if ledger.carry_over:
        say(console, i18n.t("carried multipliers", list=", ".join(f"×{m}" for m in ledger.carry_over)))
    for line in status_lines(ledger):
        say(console, line)


def render_settlement(settlement: Settlement, console: Console) -> None:
    """``standings --stake N``: what each party wins or owes in money, and the fewest
    payments that settle the session."""
    from rich.text import Text

    from hanascore.views.terminal import payment_line

    console.print()
    say(console, f"[bold]{i18n.t('stake', stake=i18n.number(settlement.stake))}[/]")
    if settlement.basis == "differences":
        say(console, i18n.t("differences"))
    for name, amount in settlement.balances.items():
        key = "wins money" if amount > 0 else "owes money" if amount < 0 else "even"
        say(console, "  " + i18n.t(key, name=safe(name), amount=i18n.number(abs(amount))))
    count = len(settlement.payments)
    if not count:
        say(console, i18n.t("nobody pays"))
        return
    say(console, i18n.t("settled", count=count, plural="" if count == 1 else "s"))
    for payment in settlement.payments:
        say(console, Text(f"  {payment_line(payment)}", style="bold"))


def _round_note(row: ReplayedRound) -> str:
    result = row.result
    notes = []
    if result.multiplier != 1:
        notes.append(f"×{result.multiplier}")
    if result.victory:
        notes.append(result.victory)
    if result.stopped_by:
        notes.append(i18n.t("stopped by", name=safe(result.stopped_by)))
    active = row.sheet.active
    if active:
        notes.append(i18n.t("played", names=safe(", ".join(active))))
    return ", ".join(notes)


def render_history(ledger: Ledger, console: Console) -> None:
    """One row per entry: dealer, winner, each party's score and running total; where that
    table is wider than the terminal (many players, a phone), one short block per entry."""
    from rich.cells import cell_len
    from rich.table import Table

    if not ledger.rows:
        say(console, i18n.t("no rounds"))
        return
    table = Table(show_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(i18n.t("dealer"), no_wrap=True)
    table.add_column(i18n.t("winner column"), no_wrap=True)
    for name in ledger.totals:
        table.add_column(safe(name), justify="right", no_wrap=True)
    table.add_column(i18n.t("note"))
    rows = _history_rows(ledger)
    for first, cells, note in rows:
        table.add_row(*first, *cells, note)

    # Every column as wide as its widest cell (3 columns of rule and padding each), the note
    # allowed to fold into 10: a narrower terminal gets the blocks, nothing cut short.
    headers = ["#", i18n.t("dealer"), i18n.t("winner column"), *ledger.totals]
    columns = zip(headers, *(first + cells for first, cells, _ in rows), strict=True)
    wanted = sum(max(map(cell_len, column)) + 3 for column in columns) + 10
    if wanted <= console.width:
        console.print(table)
        return
    for first, cells, note in rows:
        heading = (
            i18n.t("history block", number=first[0], dealer=first[1], winner=first[2])
            if first[1]
            else f"[bold]{first[0]}[/]"
        )
        say(console, f"{heading}{' · ' + note if note else ''}")
        parts = [f"{safe(name)} {cell.strip()}" for name, cell in zip(ledger.totals, cells, strict=True)]
        say(console, "  " + " · ".join(parts))


def _history_rows(ledger: Ledger) -> list[tuple[list[str], list[str], str]]:
    """Each entry of the history: its first cells, a cell per party, its note."""
    from hanascore.ledger.replay import ReplayedRound

    rows = []
    for row in ledger.rows:
        if isinstance(row, ReplayedRound):
            first = [str(row.number), safe(row.dealer), safe(row.result.winner)]
            note = _round_note(row)
        else:
            first = [i18n.t("adj."), "", ""]
            note = i18n.t("adjustment note", reason=safe(row.entry.reason))
        cells = [
            f"{signed(row.adds[name])} → {row.totals[name]}" if name in row.adds else f"  → {row.totals[name]}"
            for name in ledger.totals
        ]
        rows.append((first, cells, note))
    return rows


def render_games(listing: list[GameListing], console: Console) -> None:
    """Every game in the ledger; the current one is marked."""
    from rich.table import Table

    if not listing:
        say(console, "no games yet: start one with 'hanascore new GAME --player NAME --player NAME'")
        return
    table = Table(show_edge=False)
    for title, justify in (("", "left"), ("id", "right"), ("name", "left"), ("game", "left"), ("players", "left")):
        table.add_column(title, justify=justify)  # type: ignore[arg-type]
    table.add_column("rounds", justify="right")
    table.add_column("status")
    table.add_column("started")
    for item in listing:
        summary = item.summary or {}
        if item.damaged is not None:
            status = "damaged"
        elif summary.get("over"):
            status = f"won by {safe(summary['winner'])}" if summary.get("winner") else "over (tie)"
        else:
            status = "in play"
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
            say(
                console,
                f"game {item.id} is damaged ({safe(item.damaged)}): "
                f"'hanascore delete {item.id}' removes it, or restore a backup",
            )


def render_round(
    game_id: str, number: int, ledger: Ledger, row: ReplayedRound, console: Console, *, explain: bool = True
) -> None:
    """A round just added or shown: who dealt it, its explained result, the totals."""
    from hanascore.games import find_game
    from hanascore.views.terminal import render_result

    key = "round added" if explain else "round recorded"
    say(console, i18n.t(key, number=number, game=game_id, dealer=safe(row.dealer)))
    _say_dealer_override(ledger, row, console)
    if explain:
        render_result(row.result, find_game(ledger.definition.game), console)
    print_totals(console, ledger, dealer_shown=explain)


def render_shown_round(game_id: str, number: int, ledger: Ledger, row: ReplayedRound, console: Console) -> None:
    """``show N``: the round's explained result."""
    from hanascore.games import find_game
    from hanascore.views.terminal import render_result

    say(console, i18n.t("round shown", number=number, game=game_id, dealer=safe(row.dealer)))
    _say_dealer_override(ledger, row, console)
    render_result(row.result, find_game(ledger.definition.game), console)


def _say_dealer_override(ledger: Ledger, row: ReplayedRound, console: Console) -> None:
    """Never silently: the round's sheet named a dealer the rotation did not."""
    scheduled = ledger.definition.table.pass_on(row.scheduled_dealer, row.sheet.active)
    if row.dealer_overridden and row.dealer != scheduled:
        say(console, f"[yellow]{i18n.t('dealer override', dealer=safe(row.dealer), scheduled=safe(scheduled))}[/]")


def render_undone(removed: dict[str, Any], reopened: bool, ledger: Ledger, console: Console) -> None:
    """What ``undo`` removed, and the totals after it."""
    if removed["kind"] == "round":
        say(console, f"removed round {removed['round']} (dealt by {safe(removed['dealer'])})")
    else:
        say(
            console,
            f"removed the adjustment {safe(removed['party'])} {signed(removed['amount'])} ({safe(removed['reason'])})",
        )
    if reopened:
        say(console, "the game is open again")
    print_totals(console, ledger)


def render_edited(
    game_id: str,
    number: int,
    row: ReplayedRound,
    changes: dict[str, dict[str, int]],
    before_over: bool,
    ledger: Ledger,
    console: Console,
) -> None:
    """A replaced round, what it changed in the totals, and what comes next."""
    from hanascore.games import find_game
    from hanascore.views.terminal import render_result

    say(console, i18n.t("round replaced", number=number, game=game_id, dealer=safe(row.dealer)))
    render_result(row.result, find_game(ledger.definition.game), console)
    if changes:
        say(console, "[bold]totals changed:[/]")
        for name, change in changes.items():
            difference = change["after"] - change["before"]
            say(console, f"  {safe(name)}: {change['before']} → {change['after']} ({signed(difference)})")
    else:
        say(console, "no total changed")
    if before_over != ledger.over:
        say(console, "the game is over now" if ledger.over else "the game is open again")
    for line in status_lines(ledger):
        say(console, line)


def render_adjusted(entry: Adjustment, reached_target: bool, ledger: Ledger, console: Console) -> None:
    """A recorded adjustment and the totals after it."""
    say(console, f"adjustment recorded: {safe(entry.party)} {signed(entry.amount)} ({safe(entry.reason)})")
    if reached_target:
        say(console, "the game has reached its target")
    print_totals(console, ledger)


def started_message(game_id: str, definition: GameDefinition) -> str:
    """``new``'s note on standard error."""
    length = f"{definition.rounds} rounds" if definition.rounds is not None else f"first to {definition.target}"
    return f"started game {game_id}: {safe(definition.name)} ({length}); {safe(definition.first_dealer)} deals first"
