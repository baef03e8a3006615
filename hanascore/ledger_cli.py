"""The ledger commands: start a game, add and correct rounds, and read the standings.

Each command opens the store, replays the game's facts (:mod:`hanascore.ledger`) and writes
in one transaction.  Heavy modules (sqlite3, rich, tabulate) load inside the commands, so
importing this module (which ``hanascore score`` does) stays cheap.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from .console import fail, print_json, read_input, stdout
from .errors import HanascoreError, LedgerError, Problem

if TYPE_CHECKING:
    from rich.console import Console

    from .ledger import Ledger, ReplayedRound
    from .sheet import RawSheet
    from .store import Store, StoredGame

DbOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        envvar="HANASCORE_DB",
        show_envvar=True,
        metavar="PATH",
        help="The ledger database (default: hanascore.db in your data directory).",
    ),
]
GameIdOption = Annotated[
    str | None, typer.Option("--game", "-g", metavar="ID", help="The game's id (default: the current game).")
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")]
SheetArgument = Annotated[
    str, typer.Argument(metavar="SHEET", help="Round sheet file (TOML or quick form), or - for standard input.")
]

SPARKS = "▁▂▃▄▅▆▇█"


# --- helpers -----------------------------------------------------------------------------


def _store(db: str | None) -> Store:
    from .store import open_store

    return open_store(db)


def _load(store: Store, game_id: str | None) -> tuple[str, StoredGame, Ledger]:
    """Resolve the game, read its facts and replay them."""
    from .ledger import replay

    resolved = store.resolve_game_id(game_id)
    stored = store.load_game(resolved)
    return resolved, stored, replay(stored.definition, stored.entries)


def _summary(ledger: Ledger) -> dict[str, Any]:
    """The ``games`` listing's line for a game, stored by every write to it."""
    return {
        "rounds_played": ledger.rounds_played,
        "over": ledger.over,
        "winner": ledger.winner,
        "leaders": ledger.leaders,
    }


def _signed(number: int) -> str:
    return f"{number:+d}"


def _totals_line(ledger: Ledger) -> str:
    from .render import safe

    return " · ".join(f"{safe(name)} {total}" for name, total in ledger.totals.items())


def _message(text: str) -> None:
    """A note for people on standard error (standard output carries the data)."""
    from .console import stderr

    stderr().print(text)


def _status_lines(ledger: Ledger) -> list[str]:
    from .render import safe

    if ledger.over:
        if ledger.winner is not None:
            return [f"[bold]game over:[/] {safe(ledger.winner)} wins with {ledger.totals[ledger.winner]}"]
        return [f"[bold]game over:[/] tie for the lead between {', '.join(safe(p) for p in ledger.leaders)}"]
    return [f"next dealer: {safe(ledger.next_dealer)}"]


def _read_sheet(source: str) -> tuple[RawSheet, str]:
    from .sheet import read_sheet

    text = read_input(source)
    return read_sheet(text), text


# --- views -------------------------------------------------------------------------------


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


def render_chart(ledger: Ledger, console: Console) -> None:
    """Running totals after each entry as a sparkline per party, on a common scale."""
    from rich.table import Table
    from rich.text import Text

    from .render import safe

    series = {name: [0] + [row.totals[name] for row in ledger.rows] for name in ledger.totals}
    low = min(min(values) for values in series.values())
    high = max(max(values) for values in series.values())
    name_width = max(len(name) for name in series)
    width = max(console.width - name_width - 20, 10)
    console.print(f"[bold]running totals[/]: the start, then one mark per entry (scale {low} to {high})")
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

    from .games import find_game
    from .render import safe

    definition = ledger.definition
    game = find_game(definition.game)
    variant = f" ({definition.variant})" if definition.variant else ""
    console.print(f"[bold]{safe(definition.name)}[/]  game {game_id} · {game.name}{variant}")
    table = Table(show_edge=False)
    table.add_column("party")
    if definition.teams:
        table.add_column("members")
    table.add_column("victories" if ledger.points is not None else "total", justify="right")
    if ledger.points is not None:
        table.add_column("points", justify="right")
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
        length = f"rounds: {ledger.rounds_played} of {definition.rounds} played"
        if not ledger.over:
            length += f", {ledger.rounds_left} left"
    else:
        length = f"rounds: {ledger.rounds_played} played, first to {definition.target} wins"
    console.print(length)
    if ledger.carry_over:
        console.print(f"carried multipliers: {', '.join(f'×{m}' for m in ledger.carry_over)} (next one first)")
    for line in _status_lines(ledger):
        console.print(line)


def _round_note(row: ReplayedRound) -> str:
    from .render import safe

    result = row.result
    notes = []
    if result.multiplier != 1:
        notes.append(f"×{result.multiplier}")
    if result.victory:
        notes.append(result.victory)
    if result.stopped_by:
        notes.append(f"stopped by {safe(result.stopped_by)}")
    active = row.entry.sheet.get("active")
    if active:
        notes.append(f"played: {safe(', '.join(active))}")
    return ", ".join(notes)


def render_history(ledger: Ledger, console: Console) -> None:
    """One row per entry: dealer, winner, each party's score and running total."""
    from rich.table import Table

    from .ledger import ReplayedRound
    from .render import safe

    table = Table(show_edge=False)
    table.add_column("#", justify="right")
    table.add_column("dealer")
    table.add_column("winner")
    for name in ledger.totals:
        table.add_column(safe(name), justify="right")
    table.add_column("note")
    for row in ledger.rows:
        if isinstance(row, ReplayedRound):
            first = [str(row.number), safe(row.dealer), safe(row.result.winner)]
            note = _round_note(row)
        else:
            first = ["adj.", "", ""]
            note = f"adjustment: {safe(row.entry.reason)}"
        cells = [
            f"{_signed(row.adds[name])} → {row.totals[name]}" if name in row.adds else f"  → {row.totals[name]}"
            for name in ledger.totals
        ]
        table.add_row(*first, *cells, note)
    if not ledger.rows:
        console.print("no rounds yet")
        return
    console.print(table)


def _history_json(ledger: Ledger) -> list[dict[str, Any]]:
    from .ledger import ReplayedRound

    rows: list[dict[str, Any]] = []
    for row in ledger.rows:
        if isinstance(row, ReplayedRound):
            rows.append(
                {
                    "kind": "round",
                    "round": row.number,
                    "dealer": row.dealer,
                    "winner": row.result.winner,
                    "multiplier": row.result.multiplier,
                    "scores": row.adds,
                    "totals": row.totals,
                    **({"points": row.points} if row.points is not None else {}),
                    **({"victory": row.result.victory} if row.result.victory else {}),
                }
            )
        else:
            rows.append(
                {
                    "kind": "adjustment",
                    "party": row.entry.party,
                    "amount": row.entry.amount,
                    "reason": row.entry.reason,
                    "totals": row.totals,
                }
            )
    return rows


# --- commands ----------------------------------------------------------------------------


def new(
    game: Annotated[
        str, typer.Argument(help="The game: mushi, sakura, kyu-rei-hana, matsu-kiri-bozu, musashino-bana.")
    ],
    player: Annotated[
        list[str] | None, typer.Option("--player", "-p", metavar="NAME", help="A player, in seating order (repeat).")
    ] = None,
    team: Annotated[
        list[str] | None, typer.Option("--team", "-t", metavar="NAME=P1,P2", help="A team and its members (repeat).")
    ] = None,
    dealer: Annotated[
        str | None, typer.Option("--dealer", metavar="NAME", help="Who deals first (default: the first player).")
    ] = None,
    rounds: Annotated[int | None, typer.Option("--rounds", metavar="N", help="Play N rounds (default 12).")] = None,
    target: Annotated[int | None, typer.Option("--target", metavar="N", help="Play until a total reaches N.")] = None,
    house: Annotated[
        list[str] | None,
        typer.Option("--house", metavar="KEY=VALUE", help="A house rule (repeat); see 'hanascore rules GAME'."),
    ] = None,
    variant: Annotated[str | None, typer.Option("--variant", help="Sakura's oi-bana.")] = None,
    name: Annotated[str | None, typer.Option("--name", help="A name for the game.")] = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Start a game in the ledger; it becomes the current game. Prints its id."""
    from .ledger import Ledger, build_definition, parse_house_options, parse_team_options

    try:
        house_rules, problems = parse_house_options(house or [])
        teams, team_problems = parse_team_options(team or [])
        problems += team_problems
        try:
            definition = build_definition(
                game,
                player or [],
                teams=teams,
                dealer=dealer,
                rounds=rounds,
                target=target,
                house=house_rules,
                variant=variant,
                name=name,
            )
        except LedgerError as error:
            raise LedgerError(problems + error.problems) from None
        if problems:
            raise LedgerError(problems)
        store = _store(db)
        with store.writing():
            game_id = store.create_game(definition)
            store.set_summary(game_id, _summary(Ledger(definition)))
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json({"id": game_id})
        return
    sys.stdout.write(f"{game_id}\n")
    from .render import safe

    length = f"{definition.rounds} rounds" if definition.rounds is not None else f"first to {definition.target}"
    _message(f"started game {game_id}: {safe(definition.name)} ({length}); {safe(definition.first_dealer)} deals first")


def games(json_output: JsonOption = False, db: DbOption = None) -> None:
    """List the games in the ledger; the current one is marked."""
    try:
        store = _store(db)
        listing = store.list_games()
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json(
            [
                {
                    "id": item.id,
                    "name": item.name,
                    "game": item.game,
                    "players": item.players,
                    "rounds_played": item.rounds_played,
                    "over": (item.summary or {}).get("over", False),
                    "winner": (item.summary or {}).get("winner"),
                    "current": item.current,
                    "created": item.created_at,
                }
                for item in listing
            ]
        )
        return
    from rich.table import Table

    from .render import safe

    console = stdout()
    if not listing:
        console.print("no games yet: start one with 'hanascore new GAME --player NAME --player NAME'")
        return
    table = Table(show_edge=False)
    table.add_column("")
    table.add_column("id", justify="right")
    table.add_column("name")
    table.add_column("game")
    table.add_column("players")
    table.add_column("rounds", justify="right")
    table.add_column("status")
    for item in listing:
        summary = item.summary or {}
        if summary.get("over"):
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
        )
    console.print(table)


def use(
    game_id: Annotated[str, typer.Argument(metavar="ID", help="The game to make current.")],
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Make a game the current one (the default of every ledger command)."""
    try:
        store = _store(db)
        with store.writing():
            resolved = store.resolve_game_id(game_id)
            store.set_current_game(resolved)
            name = store.load_game(resolved).definition.name
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json({"id": resolved})
        return
    from .render import safe

    stdout().print(f"current game: {resolved} ({safe(name)})")


def _interactive_sheet(store: Store, game_id: str | None, json_output: bool = False) -> RawSheet | None:
    """Ask for the round on the terminal (a sheet argument is required elsewhere).

    With ``--json`` the questions go to standard error, keeping standard output for the answer.
    """
    if not sys.stdin.isatty():
        raise LedgerError(
            Problem("no-sheet", "no round sheet given: pass a sheet file, or - to read it from standard input", "SHEET")
        )
    from .console import stderr
    from .interactive import enter_round

    with store.reading():
        _, _, ledger = _load(store, game_id)
    if ledger.over:
        raise LedgerError(Problem("game-over", ledger.finished_message(), "--game"))
    console = stderr() if json_output else None
    return enter_round(ledger.definition.table, ledger.scheduled_dealer, ledger.carry_over, console=console)


def add(
    sheet: Annotated[
        str | None,
        typer.Argument(
            metavar="[SHEET]", help="Round sheet file, or - for standard input (none: ask on the terminal)."
        ),
    ] = None,
    game_id: GameIdOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Add a round to the current (or given) game from its sheet."""
    from .ledger import RoundEntry

    try:
        store = _store(db)
        text: str | None = None
        raw: RawSheet | None = None
        if sheet is None:
            raw = _interactive_sheet(store, game_id, json_output)
            if raw is None:
                _message("nothing recorded")
                return
        else:
            text = read_input(sheet)
        with store.writing():
            # Everything below runs under the write lock: the round is numbered and its
            # dealer and carry-over derived from exactly the rounds it follows.
            resolved, _, ledger = _load(store, game_id)
            if ledger.over:
                raise LedgerError(Problem("game-over", ledger.finished_message(), "--game"))
            if raw is None:
                assert text is not None
                from .sheet import read_sheet

                raw = read_sheet(text, ledger.definition.table.game)
            entry = RoundEntry(sheet=raw.to_dict(), dealer=ledger.dealer_for(raw), text=text)
            row = ledger.apply_round(entry)
            number = store.append(resolved, entry)
            store.set_summary(resolved, _summary(ledger))
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json(
            {
                "id": resolved,
                "round": number,
                "dealer": entry.dealer,
                "result": row.result.to_json_dict(),
                "standings": ledger.standings(resolved),
            }
        )
        return
    # Interactive entry has just shown the scored round: only confirm it.
    _print_round(resolved, number, ledger, row, explain=sheet is not None)


def _print_totals(console: Console, ledger: Ledger) -> None:
    """The running totals and what comes next (rounds left, next dealer, or the winner)."""
    console.print(f"[bold]totals:[/] {_totals_line(ledger)}")
    for line in _status_lines(ledger):
        console.print(line)


def _print_round(game_id: str, number: int, ledger: Ledger, row: ReplayedRound, *, explain: bool = True) -> None:
    from .games import find_game
    from .render import render_result, safe

    console = stdout()
    recorded = "" if explain else " recorded"
    console.print(f"[bold]round {number}[/]{recorded} in game {game_id}, dealt by {safe(row.dealer)}")
    if explain:
        render_result(row.result, find_game(ledger.definition.game), console)
    _print_totals(console, ledger)


def undo(game_id: GameIdOption = None, json_output: JsonOption = False, db: DbOption = None) -> None:
    """Remove the last entry (round or adjustment); reopens a finished game."""
    from .ledger import Adjustment, replay

    try:
        store = _store(db)
        with store.writing():
            resolved, stored, before = _load(store, game_id)
            if not stored.entries:
                raise LedgerError(
                    Problem("nothing-to-undo", f"game {resolved} has no rounds or adjustments to undo", "--game")
                )
            removed = store.remove_last(resolved)
            ledger = replay(before.definition, stored.entries[:-1])
            store.set_summary(resolved, _summary(ledger))
    except HanascoreError as error:
        fail(error, json_output)
    if isinstance(removed, Adjustment):
        described: dict[str, Any] = {
            "kind": "adjustment",
            "party": removed.party,
            "amount": removed.amount,
            "reason": removed.reason,
        }
    else:
        described = {"kind": "round", "round": before.rounds_played, "dealer": removed.dealer}  # type: ignore[union-attr]
    if json_output:
        print_json({"id": resolved, "removed": described, "standings": ledger.standings(resolved)})
        return
    from .render import safe

    console = stdout()
    if described["kind"] == "round":
        console.print(f"removed round {described['round']} (dealt by {safe(described['dealer'])})")
    else:
        console.print(
            f"removed the adjustment {safe(described['party'])} {_signed(described['amount'])} ({safe(described['reason'])})"
        )
    if before.over and not ledger.over:
        console.print("the game is open again")
    _print_totals(console, ledger)


def edit(
    number: Annotated[int, typer.Argument(metavar="N", help="The round to replace.")],
    sheet: SheetArgument,
    game_id: GameIdOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Replace round N's sheet; every later round is re-scored with the dealer who dealt it."""
    from .ledger import replace_round, replay, round_index

    try:
        raw, text = _read_sheet(sheet)
        store = _store(db)
        with store.writing():
            resolved, stored, before = _load(store, game_id)
            entries = stored.entries
            if round_index(entries, number) is None:
                played = before.rounds_played
                raise LedgerError(
                    Problem(
                        "no-such-round",
                        f"game {resolved} has no round {number} ({played} round{'s' if played != 1 else ''} played)",
                        "N",
                    )
                )
            corrected = replace_round(entries, number, raw, text)
            after = replay(before.definition, corrected)
            index = round_index(corrected, number)
            assert index is not None
            store.replace_round(resolved, number, corrected[index])  # type: ignore[arg-type]
            store.set_summary(resolved, _summary(after))
    except HanascoreError as error:
        fail(error, json_output)
    warnings = after.dealer_warnings(after=number)
    changes = {
        name: {"before": before.totals[name], "after": after.totals[name]}
        for name in after.totals
        if before.totals[name] != after.totals[name]
    }
    edited = after.rounds[number - 1]
    if json_output:
        print_json(
            {
                "id": resolved,
                "round": number,
                "result": edited.result.to_json_dict(),
                "changes": changes,
                "warnings": warnings,
                "standings": after.standings(resolved),
            }
        )
        return
    from .games import find_game
    from .render import render_result, safe

    console = stdout()
    console.print(f"[bold]round {number}[/] of game {resolved} replaced (dealt by {safe(edited.dealer)})")
    render_result(edited.result, find_game(after.definition.game), console)
    if changes:
        console.print("[bold]totals changed:[/]")
        for name, change in changes.items():
            difference = change["after"] - change["before"]
            console.print(f"  {safe(name)}: {change['before']} → {change['after']} ({_signed(difference)})")
    else:
        console.print("no total changed")
    for warning in warnings:
        _message(f"[yellow]warning:[/] {safe(warning)}")
    if before.over != after.over:
        console.print("the game is over now" if after.over else "the game is open again")
    for line in _status_lines(after):
        console.print(line)


def adjust(
    party: Annotated[str, typer.Option("--party", metavar="NAME", help="The player (or team) whose total changes.")],
    amount: Annotated[int, typer.Option("--amount", metavar="N", help="What to add (negative to take away).")],
    reason: Annotated[str, typer.Option("--reason", metavar="TEXT", help="Why: shown in the history and exports.")],
    game_id: GameIdOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Record an adjustment: a fine, a correction, a drop-out fee (counted in the totals)."""
    from .ledger import Adjustment, text_problems

    try:
        problems = text_problems(reason, "reason", "--reason")
        if amount == 0:
            problems.append(
                Problem("bad-amount", "an adjustment of 0 changes nothing: give a non-zero --amount", "--amount")
            )
        store = _store(db)
        with store.writing():
            resolved, _, ledger = _load(store, game_id)
            if party not in ledger.totals:
                import difflib

                close = difflib.get_close_matches(party, list(ledger.totals), n=1, cutoff=0.5)
                lowered = {name.lower(): name for name in ledger.totals}
                suggestion = lowered.get(party.lower()) or (close[0] if close else None)
                hint = f" (did you mean {suggestion!r}?)" if suggestion else ""
                kind = "teams" if ledger.definition.teams else "players"
                problems.append(
                    Problem(
                        "unknown-party",
                        f"{party!r} is not one of this game's {kind}: {', '.join(ledger.totals)}{hint}",
                        "--party",
                    )
                )
            if problems:
                raise LedgerError(problems)
            entry = Adjustment(party=party, amount=amount, reason=reason)
            was_over = ledger.over
            ledger.apply(entry)
            store.append(resolved, entry)
            store.set_summary(resolved, _summary(ledger))
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json(
            {
                "id": resolved,
                "adjustment": {"party": party, "amount": amount, "reason": reason},
                "standings": ledger.standings(resolved),
            }
        )
        return
    from .render import safe

    console = stdout()
    console.print(f"adjustment recorded: {safe(party)} {_signed(amount)} ({safe(reason)})")
    if ledger.over and not was_over:
        console.print("the game has reached its target")
    _print_totals(console, ledger)


def standings(game_id: GameIdOption = None, json_output: JsonOption = False, db: DbOption = None) -> None:
    """The game's totals, rounds played and left, next dealer, carried multipliers."""
    try:
        store = _store(db)
        with store.reading():
            resolved, _, ledger = _load(store, game_id)
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json(ledger.standings(resolved))
        return
    render_standings(resolved, ledger, stdout())


def history(
    game_id: GameIdOption = None,
    chart: Annotated[bool, typer.Option("--chart", help="Also draw the running totals.")] = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Every round (and adjustment): dealer, winner, each party's score and running total."""
    try:
        store = _store(db)
        with store.reading():
            _, _, ledger = _load(store, game_id)
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json(_history_json(ledger))
        return
    console = stdout()
    render_history(ledger, console)
    if chart and ledger.rows:
        render_chart(ledger, console)


def chart(game_id: GameIdOption = None, db: DbOption = None) -> None:
    """Draw each party's running total across the game."""
    try:
        store = _store(db)
        with store.reading():
            _, _, ledger = _load(store, game_id)
    except HanascoreError as error:
        fail(error)
    console = stdout()
    if not ledger.rows:
        console.print("no rounds yet")
        return
    render_chart(ledger, console)


def show(
    number: Annotated[int, typer.Argument(metavar="N", help="The round to show.")],
    game_id: GameIdOption = None,
    sheet: Annotated[bool, typer.Option("--sheet", help="Also print the sheet as it was entered.")] = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """The full score view of a stored round (re-derived from its sheet)."""
    try:
        store = _store(db)
        with store.reading():
            resolved, _, ledger = _load(store, game_id)
        rounds = ledger.rounds
        if not 1 <= number <= len(rounds):
            raise LedgerError(
                Problem("no-such-round", f"game {resolved} has no round {number} ({len(rounds)} played)", "N")
            )
    except HanascoreError as error:
        fail(error, json_output)
    row = rounds[number - 1]
    if json_output:
        print_json(row.result.to_json_dict())
        return
    from .games import find_game
    from .render import render_result, safe

    console = stdout()
    console.print(f"[bold]round {number}[/] of game {resolved}, dealt by {safe(row.dealer)}")
    render_result(row.result, find_game(ledger.definition.game), console)
    if sheet:
        original = (
            row.entry.text if row.entry.text is not None else json.dumps(row.entry.sheet, indent=2, ensure_ascii=False)
        )
        console.print("[bold]sheet as entered:[/]")
        console.print(safe(original), highlight=False)


EXPORT_FORMATS = ("csv", "json", "markdown")


def export(
    format: Annotated[str, typer.Option("--format", "-f", metavar="csv|json|markdown", help="csv, json or markdown.")],
    output: Annotated[
        Path | None, typer.Option("--output", "-o", metavar="FILE", help="Write to FILE instead of standard output.")
    ] = None,
    game_id: GameIdOption = None,
    db: DbOption = None,
) -> None:
    """Write a game out: CSV for spreadsheets, JSON to import again, or a markdown table."""
    from . import export as exporting

    try:
        chosen = format.strip().lower()
        if chosen not in EXPORT_FORMATS:
            raise LedgerError(
                Problem("bad-format", f"unknown format {format!r}: use csv, json or markdown", "--format")
            )
        store = _store(db)
        with store.reading():
            resolved, _, ledger = _load(store, game_id)
        if chosen == "csv":
            text = exporting.to_csv(ledger)
        elif chosen == "json":
            text = json.dumps(exporting.game_document(resolved, ledger), indent=2, ensure_ascii=False) + "\n"
        else:
            text = exporting.to_markdown(resolved, ledger)
        if output is None:
            sys.stdout.write(text)
            return
        _write_file(output, text)
    except HanascoreError as error:
        fail(error)
    _message(f"wrote game {resolved} to {output}")


def _write_file(path: Path, text: str) -> None:
    """Write ``text`` whole or not at all (a temporary file renamed into place)."""
    import os
    import tempfile

    try:
        directory = path.parent if str(path.parent) else Path(".")
        handle, temporary = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
                file.write(text)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as error:
        raise LedgerError(Problem("cannot-write", f"cannot write {path}: {error}", "--output")) from None


def import_game(
    file: Annotated[
        str, typer.Argument(metavar="FILE", help="A JSON export ('hanascore export --format json'), or -.")
    ],
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Restore a JSON export as a new game (same rounds, same results); it becomes current."""
    from .export import read_game_document
    from .ledger import build_definition, replay

    try:
        text = read_input(file)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise LedgerError(Problem("bad-export", f"{file} is not JSON: {error}", "FILE")) from None
        arguments, entries = read_game_document(data)
        definition = build_definition(**arguments)
        ledger = replay(definition, entries)
        differences = _result_differences(data, ledger)
        store = _store(db)
        with store.writing():
            game_id = store.create_game(definition)
            for entry in entries:
                store.append(game_id, entry)
            store.set_summary(game_id, _summary(ledger))
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json({"id": game_id})
    else:
        sys.stdout.write(f"{game_id}\n")
    from .render import safe

    for difference in differences:
        _message(f"[yellow]warning:[/] {safe(difference)}")
    if not json_output:
        _message(f"imported {safe(definition.name)} as game {game_id}: {ledger.rounds_played} rounds")


def _result_differences(data: dict[str, Any], ledger: Ledger) -> list[str]:
    """Rounds whose exported result differs from the one re-derived here (other versions)."""
    exported = [e.get("result") for e in data.get("entries", []) if isinstance(e, dict) and e.get("kind") == "round"]
    differences = []
    for row, result in zip(ledger.rounds, exported, strict=False):
        if isinstance(result, dict):
            derived = row.result.to_json_dict()
            if {p["name"]: p["score"] for p in derived["parties"]} != {
                p.get("name"): p.get("score") for p in result.get("parties", []) if isinstance(p, dict)
            }:
                differences.append(
                    f"round {row.number} scores differently here than in the export: the ledger keeps the re-derived result"
                )
    return differences


def register(app: typer.Typer) -> None:
    """Add the ledger commands to the ``hanascore`` app."""
    app.command()(new)
    app.command()(games)
    app.command()(use)
    app.command()(add)
    app.command()(undo)
    app.command()(edit)
    app.command()(adjust)
    app.command()(standings)
    app.command()(history)
    app.command()(chart)
    app.command()(show)
    app.command()(export)
    app.command(name="import")(import_game)
