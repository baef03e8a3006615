"""``hanascore edit N [SHEET]``: a stored round corrected from a file or in the user's editor.

The editor is a small Python script named by $EDITOR (or $VISUAL): each time it runs it keeps
a copy of the file it was given and writes the next of the texts a test lined up (or fails
when told to), so a test sees exactly what the editor was handed.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from hanascore.games.sheets import read_sheet
from hanascore.ledger.actions import add_round
from tests.conftest import SAMPLES
from tests.test_ledger import ANN_LOSES, MUSHI_DECK, TIE
from tests.test_ledger_cli import add, new_game, sheet, standings
from tests.test_pty_entry import PtySession, terminal  # noqa: F401 (a fixture)
from tests.test_pty_entry import hanascore as _hanascore

ANN_WINS = set(MUSHI_DECK) - ANN_LOSES

EDITOR = """\
import json, pathlib, sys
state = pathlib.Path(sys.argv[1])
target = pathlib.Path(sys.argv[-1])
runs = sorted(state.glob("given-*"))
(state / f"given-{len(runs)}{target.suffix}").write_bytes(target.read_bytes())
texts = json.loads((state / "texts.json").read_text(encoding="utf-8"))
step = texts[min(len(runs), len(texts) - 1)]
if isinstance(step, int):
    sys.exit(step)
if step is not None:
    target.write_bytes(step.encode("utf-8"))
"""


class Editor:
    """The scripted editor: ``texts`` are written in turn (None: leave the file, an int: fail
    with that status)."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *texts: str | int | None) -> None:
        self.state = tmp_path / "editor state"  # a space: the command must be split as a shell would
        self.state.mkdir()
        script = self.state / "editor.py"
        script.write_text(EDITOR, encoding="utf-8")
        (self.state / "texts.json").write_text(json.dumps(list(texts)), encoding="utf-8")
        self.command = shlex.join([sys.executable, str(script), str(self.state)])
        monkeypatch.delenv("VISUAL", raising=False)
        monkeypatch.setenv("EDITOR", self.command)

    @property
    def given(self) -> list[Path]:
        """The files the editor was handed, one per run, as it received them."""
        return sorted(self.state.glob("given-*"))


# -- show N --sheet, then edit N FILE: the same round, byte for byte -------------------------------


def test_a_file_entered_round_round_trips_byte_for_byte(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json, game="mushi", players=("Alice", "Bob"))
    original = (SAMPLES / "mushi-leftover.txt").read_bytes()
    assert cli("add", str(SAMPLES / "mushi-leftover.txt")).exit_code == 0
    shown = cli("show", "1", "--sheet").stdout_bytes
    assert shown == original
    path = tmp_path / "r1.txt"
    path.write_bytes(shown)
    before = standings(cli_json)
    result = cli("edit", "1", str(path))
    assert result.exit_code == 0, result.stderr
    assert "stay as they are" in result.stderr
    assert cli("show", "1", "--sheet").stdout_bytes == original
    assert standings(cli_json) == before


def test_a_sheet_saved_on_windows_comes_back_with_its_mark_and_line_ends(cli, cli_json, tmp_path: Path) -> None:
    # CONTRACT: "exactly as it was entered (the same bytes, newlines included)": a byte-order
    # mark and CRLF line ends are part of those bytes (the sheet reader reads past both).
    new_game(cli_json, game="mushi", players=("Alice", "Bob"))
    original = (SAMPLES / "mushi-leftover.txt").read_text(encoding="utf-8").replace("\n", "\r\n").encode("utf-8-sig")
    path = tmp_path / "windows.txt"
    path.write_bytes(original)
    assert cli("add", str(path)).exit_code == 0
    assert cli("show", "1", "--sheet").stdout_bytes == original
    code, data = cli_json("edit", "1", str(path))
    assert code == 0 and data["changes"] == {}
    assert cli("show", "1", "--sheet").stdout_bytes == original


def test_an_interactively_entered_round_round_trips_as_its_quick_sheet(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json, game="sakura", players=("Ann", "Bo"))
    # What 'add' on a terminal stores: the entered sheet, kept as the quick sheet reproducing it.
    entered = read_sheet("Ann: 113 90 10 11\nBo: rest\nwild: 9a\nend: 92\n", None)
    add_round(None, None, raw=entered)
    shown = cli("show", "1", "--sheet").stdout_bytes
    assert b"Ann: 113 90 10 11\n" in shown and b"wild: 9a\n" in shown
    path = tmp_path / "r1.txt"
    path.write_bytes(shown)
    before = standings(cli_json)
    code, data = cli_json("edit", "1", str(path))
    assert code == 0 and data["changes"] == {} and data["warnings"] == []
    assert cli("show", "1", "--sheet").stdout_bytes == shown
    assert standings(cli_json) == before


# -- what changes, shown before it is saved ----------------------------------------------------------


def test_edit_shows_round_scores_totals_and_later_dealers_that_change(cli, cli_json) -> None:
    new_game(cli_json, "--dealer", "Ann")
    for first in (ANN_LOSES, TIE, TIE):
        assert add(cli, sheet(first), "--yes").exit_code == 0  # a tie twice, on purpose
    result = cli("edit", "1", "-", input=sheet(ANN_WINS))
    assert result.exit_code == 0
    told = result.stderr
    assert "round 1's scores: Ann -39 → 39 · Bo 39 → -39" in told
    assert "winner: Bo → Ann" in told
    assert "Ann: -39 → 39 (+78)" in told
    # Round 2 was dealt by Bo, the winner of round 1 as first entered; the rotation now names Ann.
    assert "round 2: the rotation now names Ann to deal (it named Bo; Bo dealt it, and that stays)" in told
    # The summary comes before the answer is saved; the answer (the corrected round) is on stdout.
    assert told.index("as corrected") < told.index("replaced")
    assert result.stdout.startswith("round 1 of game 1, dealt by Ann")
    assert "totals changed" not in result.stdout


# -- edit N in the editor --------------------------------------------------------------------------


def test_edit_in_the_editor_hands_it_the_stored_sheet_and_saves_the_edit(
    cli, cli_json, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_game(cli_json, "--dealer", "Bo")
    stored = "# first try\n" + sheet(ANN_LOSES)
    add(cli, stored)
    editor = Editor(tmp_path, monkeypatch, "# corrected\n" + sheet(ANN_WINS))
    result = cli("edit", "1", "--yes")
    assert result.exit_code == 0, result.stderr
    (given,) = editor.given
    assert given.suffix == ".txt" and given.read_bytes() == stored.encode()
    assert "Ann: -39 → 39 (+78)" in result.stderr
    assert cli("show", "1", "--sheet").stdout == "# corrected\n" + sheet(ANN_WINS)
    assert [p["total"] for p in standings(cli_json)["parties"]] == [39, -39]


def test_a_toml_sheet_opens_as_toml_and_visual_wins_over_editor(
    cli, cli_json, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_game(cli_json, "--house", "five_brights=false", game="mushi", players=("Alice", "Bob", "Carol"))
    toml = (SAMPLES / "mushi-three-players.toml").read_text(encoding="utf-8")
    assert cli("add", "-", input=toml).exit_code == 0
    editor = Editor(tmp_path, monkeypatch, None)
    monkeypatch.setenv("VISUAL", editor.command)
    monkeypatch.setenv("EDITOR", "false")  # would fail: VISUAL is the one run
    result = cli("edit", "1", "--yes")
    assert result.exit_code == 0, result.stderr
    (given,) = editor.given
    assert given.suffix == ".toml" and given.read_text(encoding="utf-8") == toml


def test_unchanged_text_or_a_failing_editor_writes_nothing(
    cli, cli_json, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    Editor(tmp_path, monkeypatch, None)
    unchanged = cli("edit", "1", "--yes")
    assert unchanged.exit_code == 0 and "unchanged: nothing written" in unchanged.stderr
    monkeypatch.setenv("EDITOR", shlex.join([sys.executable, "-c", "import sys; sys.exit(3)"]))
    failed = cli("edit", "1", "--yes")
    assert failed.exit_code == 1 and "ended with status 3: nothing written" in failed.stderr
    monkeypatch.setenv("EDITOR", "no-such-editor-here")
    missing = cli("edit", "1", "--yes")
    assert missing.exit_code == 1 and "cannot run the editor" in missing.stderr and "Traceback" not in missing.stderr
    assert cli("show", "1", "--sheet").stdout == sheet(ANN_LOSES)


def test_without_a_terminal_edit_in_the_editor_needs_yes(
    cli, cli_json, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    editor = Editor(tmp_path, monkeypatch, sheet(ANN_WINS))
    result = cli("edit", "1")
    assert result.exit_code == 2 and "--yes" in result.stderr and "needs a terminal" in result.stderr
    assert editor.given == []  # refused before the editor ran
    assert cli("edit", "2", "--yes").exit_code == 2  # no round 2: no editor either
    assert editor.given == []


def test_an_edit_with_problems_is_kept_in_its_file_and_nothing_is_written(
    cli, cli_json, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    typo = "Ann: 10 11 crain\nBo: rest\n"
    Editor(tmp_path, monkeypatch, typo)
    result = cli("edit", "1", "--yes")
    assert result.exit_code == 2 and "'crain'" in result.stderr
    kept = Path(shlex.split(result.stderr.split("'hanascore edit 1 ")[1].split("'\n")[0])[0])
    assert kept.read_text(encoding="utf-8") == typo
    kept.unlink()
    assert cli("show", "1", "--sheet").stdout == sheet(ANN_LOSES)


# -- on a terminal ------------------------------------------------------------------------------


def test_on_a_terminal_problems_reopen_the_editor_and_the_change_is_confirmed(
    terminal: type[PtySession],  # noqa: F811 (the fixture)
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    db = str(tmp_path / "ledger.db")
    assert terminal(_hanascore("new", "mushi", "-p", "Ann", "-p", "Bo", "--dealer", "Bo", "--db", db)).wait() == 0
    first = sheet(ANN_LOSES)
    path = tmp_path / "r1.txt"
    path.write_text(first)
    assert terminal(_hanascore("add", str(path), "--db", db)).wait() == 0
    editor = Editor(tmp_path, monkeypatch, "Ann: 10 crain\nBo: rest\n", sheet(ANN_WINS))
    session = terminal(_hanascore("edit", "1", "--db", db))
    session.expect("'crain'")
    session.expect(r"open the editor again")
    session.keys("y")
    session.expect(r"Ann: -39 → 39 \(\+78\)")
    session.expect(r"save this change\?")
    session.keys("y")
    assert session.wait() == 0, session.text
    assert len(editor.given) == 2
    assert editor.given[1].read_text() == "Ann: 10 crain\nBo: rest\n"  # the edit came back, not the stored text
    declined = terminal(_hanascore("edit", "1", str(path), "--db", db))
    declined.expect(r"save this change\?")
    declined.keys("n")
    assert declined.wait() == 2 and "nothing written" in declined.text


def test_a_game_changed_between_showing_and_saving_is_not_overwritten(cli, cli_json) -> None:
    from hanascore.core.errors import LedgerError
    from hanascore.ledger.edit import plan_edit, save_edit

    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    planned = plan_edit(None, None, 1, sheet(ANN_WINS))
    add(cli, sheet(TIE))  # meanwhile, from another terminal (or the page)
    with pytest.raises(LedgerError, match="changed while round 1 was being edited"):
        save_edit(None, planned)
    assert cli("show", "1", "--sheet").stdout == sheet(ANN_LOSES)
    assert standings(cli_json)["rounds_played"] == 2


def test_edit_ask_offers_the_stored_answers_as_defaults(
    terminal: type[PtySession],  # noqa: F811 (the fixture)
    tmp_path: Path,
) -> None:
    db = str(tmp_path / "ledger.db")
    assert terminal(_hanascore("new", "mushi", "-p", "Ann", "-p", "Bo", "--db", db)).wait() == 0
    path = tmp_path / "r1.txt"
    path.write_text(sheet(ANN_LOSES))
    assert terminal(_hanascore("add", str(path), "--db", db)).wait() == 0
    session = terminal(_hanascore("edit", "1", "--ask", "--db", db))
    # Every stored answer comes back on the line: Enter keeps it, until the one save question.
    for prompt in (
        r"Ann's pile: 10 11 12 13 20 21 22 23 30 31 32 33",
        r"Bo's pile: rest",
        "End field",
        "Start field",
    ):
        session.expect(prompt)
        session.send("")
    session.expect(r"Save this correction\?")
    session.keys("n")
    assert session.wait() == 0, session.text
    assert "nothing written" in session.text
    assert "Ann's pile" in session.text  # asked again, on the terminal
