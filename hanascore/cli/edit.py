"""``hanascore edit N [SHEET]``: correct a stored round, from a file or in the user's editor.

Either way the change is worked out first and shown (round N's scores, the totals, who the
rotation names for later rounds) on standard error; on a terminal it is saved only when
confirmed.  Standard output carries the answer: the corrected round's result (or ``--json``).
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from hanascore.cli.console import read_input
from hanascore.cli.interactive import enter_round
from hanascore.cli.options import DbOption, GameIdOption, JsonOption
from hanascore.cli.prompts import confirm_on_terminal
from hanascore.cli.session import emit, fail, note, report, run
from hanascore.core.errors import Code, GaveUp, HanascoreError, LedgerError, Problem, msg
from hanascore.core.sheet import RawSheet, looks_like_toml
from hanascore.core.words import Language, locale_language, say
from hanascore.games.sheets import read_sheet, sheet_text
from hanascore.ledger.actions import no_such_round, read_game, round_sheet
from hanascore.ledger.edit import PlannedEdit, plan_edit, save_edit, stored_sheet
from hanascore.ledger.replay import replay, round_index
from hanascore.views.console import safe, stderr
from hanascore.views.edits import change_lines
from hanascore.views.shapes import edited_json
from hanascore.views.standings import render_shown_round, status_lines

#: Tried in order when neither VISUAL nor EDITOR is set (Debian's choice, then the usual ones).
DEFAULT_EDITORS = ("sensible-editor", "editor", "nano", "vi")


def edit(
    number: Annotated[int, typer.Argument(metavar="N", help="The round to replace.")],
    sheet: Annotated[
        str | None,
        typer.Argument(
            metavar="[SHEET]",
            help="The corrected sheet (TOML or quick form), or - for standard input; "
            "none: open round N's sheet in your editor ($VISUAL, else $EDITOR).",
        ),
    ] = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Save without asking.")] = False,
    ask_again: Annotated[
        bool, typer.Option("--ask", help="Ask round N again on the terminal, its stored answers as the defaults.")
    ] = False,
    game_id: GameIdOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Replace round N's sheet; every later round is re-scored with the dealer who dealt it."""
    terminal = sys.stdin.isatty()
    if ask_again:
        if sheet is not None or not terminal:
            why = msg("usage.sheet-or-ask") if sheet is not None else msg("usage.ask-on-terminal")
            fail(LedgerError(Problem(Code.USAGE, why, "--ask")), json_output)
        planned = run(json_output, lambda: _plan_by_asking(number, game_id, db, json_output))
        if planned is None:
            note(say(locale_language(), "done.nothing-written"))
            return
        # Confirmed once, at the end of the questions, where what changes was shown.
        _confirm_and_save(planned, db, json_output, ask=False, shown=True)
        return
    elif sheet is None:
        if not terminal and not yes:
            fail(
                LedgerError(
                    Problem(
                        Code.NOT_CONFIRMED,
                        msg("not-confirmed.edit-without", number=number),
                        "--yes",
                    )
                ),
                json_output,
            )
        planned = _edit_in_editor(number, game_id, db, json_output, terminal=terminal)
    else:
        planned = run(json_output, lambda: _plan_from(sheet, number, game_id, db))
    _confirm_and_save(planned, db, json_output, ask=terminal and not yes and sheet != "-")


def _plan_by_asking(number: int, game_id: str | None, db: str | None, json_output: bool) -> PlannedEdit | None:
    """Round N asked again, each stored answer put on the line ready to change (offered as the
    default without a line editor); what the correction changes is shown with its result before
    the one question that saves it.  None when declined."""
    resolved, ledger = read_game(db, game_id)
    stored = round_sheet(ledger, number)
    if stored is None:
        raise no_such_round(resolved, number, ledger.rounds_played)
    table = ledger.definition.table
    row = ledger.rounds[number - 1]
    entries = [r.entry for r in ledger.rows]
    before = replay(ledger.definition, entries[: round_index(entries, number)])
    planned: list[PlannedEdit] = []

    def changes(raw: RawSheet) -> list[str]:
        planned[:] = [plan_edit(db, resolved, number, sheet_text(raw.to_dict(), table.game))]
        return change_lines(planned[0], locale_language())

    raw = enter_round(
        table,
        row.dealer,
        before.carried,
        console=stderr() if json_output else None,
        defaults=read_sheet(stored, table=table),
        correcting=number,
        before_saving=changes,
        lang=locale_language(),
    )
    return None if raw is None else planned[0]


def _yes(lang: Language, question: str) -> bool:
    """Ask ``question`` (a word key) on the terminal: y or n, one key on a line editor, Enter
    for yes; Ctrl-C or Ctrl-D gives up with nothing written (status 130)."""
    try:
        return confirm_on_terminal(
            say(lang, question), say(lang, "entry.yes-or-no"), default=True, lang=lang, gave_up="entry.edit-given-up"
        )
    except GaveUp as gave_up:
        raise typer.Exit(gave_up.status) from None


def _plan_from(source: str, number: int, game_id: str | None, db: str | None) -> PlannedEdit:
    return plan_edit(db, game_id, number, read_input(source))


def _confirm_and_save(
    planned: PlannedEdit, db: str | None, json_output: bool, *, ask: bool, shown: bool = False
) -> None:
    """Show what changes (unless ``shown`` already), ask where there is someone to ask, save,
    and print the answer."""
    if not shown and (ask or not json_output):
        for line in change_lines(planned, locale_language()):
            note(line)
    if ask and not _yes(locale_language(), "entry.save-change"):
        fail(LedgerError(Problem(Code.NOT_CONFIRMED, msg("not-confirmed.nothing-written"), "--yes")), json_output)
    run(json_output, lambda: save_edit(db, planned))

    number, after = planned.number, planned.after
    edited = planned.new_row
    warnings = after.dealer_warnings(after=number)

    def view(console: Console) -> None:
        render_shown_round(planned.game_id, number, after, edited, console, locale_language())
        note(say(locale_language(), "done.replaced", number=number, id=planned.game_id))
        for line in status_lines(after, locale_language()):
            note(line)
        for warning in warnings:
            note(f"[yellow]{say(locale_language(), 'warning')}[/] {safe(warning.say(locale_language()))}")

    emit(
        json_output, lambda: edited_json(planned.game_id, number, edited, planned.total_changes, warnings, after), view
    )


def _edit_in_editor(
    number: int, game_id: str | None, db: str | None, json_output: bool, *, terminal: bool
) -> PlannedEdit:
    """Round ``number``'s stored sheet opened in the editor until it reads as a round (or the
    user stops); the planned edit.  Unchanged text or a failing editor end the command with
    nothing written; a sheet with problems is offered back to the editor on a terminal and
    otherwise kept in its file, so that no edit is lost."""
    resolved, stored = run(json_output, lambda: stored_sheet(db, game_id, number))
    handle, name = tempfile.mkstemp(
        prefix=f"hanascore-round-{number}-", suffix=".toml" if looks_like_toml(stored) else ".txt"
    )
    path = Path(name)
    with os.fdopen(handle, "wb") as file:
        file.write(stored.encode("utf-8"))  # the bytes 'show N --sheet' prints
    keep = False
    try:
        while True:
            _run_editor(path)
            edited = run(json_output, lambda: read_input(str(path)))
            if edited == stored:
                note(say(locale_language(), "done.unchanged", number=number))
                raise typer.Exit(0)
            try:
                return plan_edit(db, resolved, number, edited)
            except HanascoreError as error:
                if terminal:
                    report(error)
                    if _yes(locale_language(), "entry.editor-again"):
                        continue
                keep = True
                note(
                    f"nothing written; your edit is kept in {path}: fix it, then "
                    f"'hanascore edit {number} {shlex.quote(str(path))}'"
                )
                fail(error, json_output)
    finally:
        if not keep:
            path.unlink(missing_ok=True)


def editor_command() -> list[str]:
    """The user's editor as a command line: $VISUAL, else $EDITOR (split as a shell would),
    else the first of :data:`DEFAULT_EDITORS` installed (Notepad on Windows)."""
    for variable in ("VISUAL", "EDITOR"):
        value = os.environ.get(variable, "").strip()
        if value:
            return shlex.split(value, posix=os.name != "nt")
    if os.name == "nt":
        return ["notepad"]
    found = next((name for name in DEFAULT_EDITORS if shutil.which(name)), None)
    return [found] if found is not None else []


def _run_editor(path: Path) -> None:
    """Run the editor on ``path``; one that cannot start or fails ends the command (status 1,
    as interactive entry given up: nothing written)."""
    command = editor_command()
    if not command:
        note(say(locale_language(), "done.no-editor"))
        raise typer.Exit(1)
    shown = shlex.join(command)
    try:
        status = subprocess.run([*command, str(path)], check=False).returncode
    except OSError as error:
        note(say(locale_language(), "done.editor-failed", editor=repr(shown), error=error.strerror or error))
        raise typer.Exit(1) from None
    if status != 0:
        note(say(locale_language(), "done.editor-status", editor=repr(shown), status=status))
        raise typer.Exit(1)
