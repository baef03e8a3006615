"""Interactive round entry through a real pseudo-terminal, as a player types it.

A child process (``enter_round`` through a small driver, or the real ``hanascore add``) runs
with its standard streams on a pty of a fixed size (100 x 40, TERM=xterm); the test answers the
terminal's cursor-position requests the way a terminal does and types keys.  What the tests read
is the screen a terminal emulator (pyte) shows once the child has finished drawing it, waited for
until the expected text is there (a generous deadline, never a fixed pause): a line editor
redraws only what changed, so the raw stream is no record of what a player sees.
"""

from __future__ import annotations

import bisect
import fcntl
import json
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pyte
import pytest
from typer.testing import CliRunner

from hanascore.cli.app import app

TIMEOUT = 30.0
ROWS, COLUMNS = 40, 100
ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][A-Za-z0-9]|\x08")
CURSOR_POSITION_REQUEST = b"\x1b[6n"

UP, TAB, ENTER, BACKSPACE = "\x1b[A", "\t", "\r", "\x7f"
CTRL_C, CTRL_D, CTRL_U, CTRL_W = "\x03", "\x04", "\x15", "\x17"

# Ann's pile of the worked round: all of Pine, Plum and Cherry.
# Ann: 2 brights 40 + Warbler 10 + 3 ribbons 15 + 6 chaff 6 = 71 points, Three Brights (25).
# Bo (the rest, 230 - 71 = 159): Four Wisterias (10) and Four Paulownias (10).
# Ann = 71 - 115 + 25 - 20 = -39; Bo = 159 - 115 + 20 - 25 = +39.
ANN = "10 11 12 13 20 21 22 23 30 31 32 33"

pytestmark = pytest.mark.pty

DRIVER = """
import json, sys
from hanascore.games import find_game
from hanascore.cli.interactive import enter_round
from hanascore.core.table import build_table
players = tuple(sys.argv[1].split(","))
from hanascore.core.errors import GaveUp
try:
    sheet = enter_round(build_table(find_game("mushi"), players), sys.argv[2])
except GaveUp as gave_up:
    print("SHEET=null")
    sys.exit(gave_up.status)
print("SHEET=" + json.dumps(sheet.to_dict() if sheet is not None else None))
"""


class PtySession:
    """A child process on a pseudo-terminal, read through a terminal emulator (pyte) until the
    text a test waits for is on the finished screen.

    The tests read the screen a person would see, never the raw stream: a line editor redraws
    only what changed (a toolbar's "3 cards" becomes "4 cards" by rewriting one digit), so the
    stream need never hold the words the screen shows.  A screen is read only when it is
    finished: the line editor hides the cursor while it draws and shows it again when done.
    """

    def __init__(self, argv: list[str], columns: int = COLUMNS) -> None:
        child_env = dict(os.environ)
        child_env.update({"COLUMNS": str(columns), "LINES": str(ROWS), "TERM": "xterm"})
        child_env.pop("HANASCORE_DEBUG", None)
        pid, fd = pty.fork()
        if pid == 0:  # the child: its stdin, stdout, stderr and controlling terminal are the pty
            try:
                signal.signal(signal.SIGINT, signal.SIG_DFL)  # whatever runs the tests may ignore it
                os.execve(argv[0], argv, child_env)
            finally:
                os._exit(127)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, columns, 0, 0))
        self.pid, self.fd = pid, fd
        #: What a terminal of this size shows, the lines scrolled off the top kept.
        self.screen = pyte.HistoryScreen(columns, ROWS, history=100_000)
        self.screen_feed = pyte.ByteStream(self.screen)
        self.raw = b""
        #: Where the next :meth:`expect` starts reading: (row, column) of the whole transcript.
        self.pos = (0, 0)
        self.closed = False
        self.status: int | None = None
        #: Keys pressed so far (a character, Enter, Tab, an arrow: one each).
        self.keystrokes = 0

    @property
    def text(self) -> str:
        """Everything the child wrote, without colours, cursor moves and carriage returns: for
        what must never have been written at all (a traceback), not for what the screen shows."""
        return ANSI.sub("", self.raw.decode("utf-8", "replace")).replace("\r", "")

    def _read(self, deadline: float) -> None:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or self.closed:
            return
        ready, _, _ = select.select([self.fd], [], [], min(remaining, 0.5))
        if not ready:
            return
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the child has closed the terminal
            chunk = b""
        if not chunk:
            self.closed = True
        # A terminal answers where its cursor is; the line editor lays its menus out by it.
        for part in re.split(b"(" + re.escape(CURSOR_POSITION_REQUEST) + b")", chunk):
            if part == CURSOR_POSITION_REQUEST:
                os.write(self.fd, f"\x1b[{self.screen.cursor.y + 1};{self.screen.cursor.x + 1}R".encode())
            else:
                self.screen_feed.feed(part)
                self.raw += part

    # -- the screen ------------------------------------------------------------------------

    def _cells(self) -> list[Any]:
        """Every row the terminal has shown: those scrolled off the top, then the screen's."""
        return [*self.screen.history.top, *(self.screen.buffer[y] for y in range(self.screen.lines))]

    def _row_text(self, row: Any, end: int | None = None) -> str:
        # A wide character fills two cells, the second holding "".
        return "".join(row[x].data for x in range(self.screen.columns if end is None else end))

    def transcript(self) -> list[str]:
        """The rows of the whole transcript (scrolled-off rows first), trailing blanks cut."""
        return [self._row_text(row).rstrip() for row in self._cells()]

    def finished(self) -> bool:
        """True when the screen is not half drawn: the cursor is shown (the line editor hides
        it while it draws), or the child has closed the terminal."""
        return self.closed or not self.screen.cursor.hidden

    def _cursor(self) -> tuple[int, int]:
        """The cursor as (row, column) of the transcript, the column counted in characters."""
        row = len(self.screen.history.top) + self.screen.cursor.y
        return row, len(self._row_text(self.screen.buffer[self.screen.cursor.y], self.screen.cursor.x))

    def before_cursor(self) -> str:
        """The text left of the cursor, the row above included (a long answer wraps)."""
        y, x = self.screen.cursor.y, self.screen.cursor.x
        above = self._row_text(self.screen.buffer[y - 1]) if y else ""
        return above + self._row_text(self.screen.buffer[y], x)

    def wait_until(self, condition: Callable[[], bool], what: str, timeout: float = TIMEOUT) -> None:
        """Read until ``condition`` holds of a finished screen (or fail after ``timeout``)."""
        deadline = time.monotonic() + timeout
        while not (self.finished() and condition()):
            if self.closed or time.monotonic() >= deadline:
                shown = "\n".join(self.transcript()).rstrip()
                raise AssertionError(f"{what} never appeared; the terminal shows:\n{shown}")
            self._read(deadline)

    def expect(self, pattern: str, timeout: float = TIMEOUT) -> re.Match[str]:
        """Wait until ``pattern`` is on the finished screen after what earlier expects read.

        Reading stops at the cursor at the latest: what is drawn below it (a toolbar, a
        message under the answer) is redrawn, and what comes next may be written over it.
        """
        regex = re.compile(pattern)
        found: list[re.Match[str]] = []

        def seen() -> bool:
            rows = self.transcript()
            text = "\n".join(rows)
            starts = [0]
            for row in rows:
                starts.append(starts[-1] + len(row) + 1)
            row, column = self.pos
            start = starts[row] + min(column, len(rows[row])) if row < len(rows) else len(text)
            match = regex.search(text, start)
            if match is None:
                return False
            end_row = bisect.bisect_right(starts, match.end()) - 1
            self.pos = min((end_row, match.end() - starts[end_row]), self._cursor())
            found.append(match)
            return True

        self.wait_until(seen, repr(pattern), timeout)
        return found[0]

    def shown_text(self) -> str:
        """The screen's rows joined by spaces: words a narrow terminal folded read whole."""
        return " ".join(line.strip() for line in self.screen.display if line.strip())

    def expect_shown(self, text: str, timeout: float = TIMEOUT) -> None:
        """Wait until ``text`` is on the finished screen, read across folded rows."""
        self.wait_until(lambda: text in self.shown_text(), repr(text), timeout)

    # -- typing ----------------------------------------------------------------------------

    def keys(self, *keys: str) -> None:
        """Press ``keys``: each string is typed character by character, a named key once."""
        for key in keys:
            self.keystrokes += 1 if key in (UP, TAB, ENTER, BACKSPACE, CTRL_C, CTRL_D, CTRL_U, CTRL_W) else len(key)
            os.write(self.fd, key.encode())

    def complete(self, typed: str, completed: str) -> None:
        """Type ``typed``, press Tab, and wait until the answer reads ``completed`` left of
        the cursor: the next key must not overtake the completion."""
        self.keys(typed, TAB)
        self.wait_until(lambda: self.before_cursor().endswith(completed), f"the completion {completed!r}")

    def send(self, line: str) -> None:
        """Type ``line`` and press Enter."""
        self.keys(line, ENTER)

    def wait_for_input(self, timeout: float = TIMEOUT) -> None:
        """Until the child sleeps waiting for a key: an interrupt that lands before the line
        editor reads can be lost (a person never types that fast)."""
        stat = Path(f"/proc/{self.pid}/stat")
        deadline = time.monotonic() + timeout
        while stat.exists() and time.monotonic() < deadline:
            if stat.read_text().rpartition(")")[2].split()[0] == "S":
                break
            time.sleep(0.005)

    def wait(self, timeout: float = TIMEOUT) -> int:
        """Read to the end and return the exit status."""
        deadline = time.monotonic() + timeout
        while self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                break
            if time.monotonic() >= deadline:
                shown = "\n".join(self.transcript()).rstrip()
                raise AssertionError(f"the child did not exit; the terminal shows:\n{shown}")
            if self.closed:
                time.sleep(0.01)
            else:
                self._read(deadline)
        while not self.closed:
            self._read(time.monotonic() + 1)
            if not select.select([self.fd], [], [], 0)[0]:
                break
        return self.status

    def close(self) -> None:
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        os.close(self.fd)

    def sheet(self) -> object:
        """The JSON line the driver prints once ``enter_round`` returns (its data, printed
        once after the line editor is done: read from what it wrote)."""
        match = re.search(r"^SHEET=(.*)$", self.text, re.MULTILINE)
        assert match, f"no sheet printed; the terminal shows:\n{self.text}"
        return json.loads(match.group(1))


@pytest.fixture
def terminal() -> Iterator[type[PtySession]]:
    """Open sessions, closed (and their children killed) however the test ends."""
    sessions: list[PtySession] = []

    class Tracked(PtySession):
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]
            sessions.append(self)

    yield Tracked
    for session in sessions:
        session.close()


def driver(
    terminal: type[PtySession], players: str = "Ann,Bo", dealer: str = "Ann", columns: int = COLUMNS
) -> PtySession:
    return terminal([sys.executable, "-c", DRIVER, players, dealer], columns)


def hanascore(*args: str) -> list[str]:
    return [sys.executable, "-m", "hanascore", *args]


def in_process(*args: str) -> str:
    """A command a test only prepares its ledger with, or reads it back by, run in this process
    by the typer app the command runs: its standard output.  Only the entry under test runs on a
    terminal, as its own program (a second of start-up saved each time)."""
    done = CliRunner().invoke(app, list(args), catch_exceptions=False)
    assert done.exit_code == 0, done.output
    return str(done.stdout)


def ledger(terminal: type[PtySession], tmp_path: Path, game: str, *options: str) -> str:
    """A new ledger with a game of Ann, Bo and Cy; its path (made in-process: ``terminal``, the
    callers' session type, is no longer needed for it)."""
    db = str(tmp_path / "ledger.db")
    in_process("new", game, "-p", "Ann", "-p", "Bo", "-p", "Cy", *options, "--db", db)
    return db


def standings(db: str) -> dict[str, object]:
    return json.loads(in_process("standings", "--db", db, "--json"))


def quick_sheet(db: str, number: int) -> str:
    shown = subprocess.run(hanascore("show", str(number), "--sheet", "--db", db), capture_output=True, text=True)
    return shown.stdout


# -- enter_round on a terminal ------------------------------------------------------------------


def test_rejected_pile_comes_back_to_fix_one_token(terminal: type[PtySession]) -> None:
    session = driver(terminal)
    session.expect(r"New round of Mushi .*Ann deals; turn order Ann, Bo")
    session.expect(r"Tab completes a name, Up recalls your last answer to the question")
    session.expect(r"Ann's pile:")
    session.send("10 11 12 13 crain")
    session.expect(r"'crain': unknown card \(did you mean [^)]*crane")
    session.expect(r"Ann's pile: 10 11 12 13 crain")  # asked again, the answer ready to fix
    session.keys(*[BACKSPACE] * 5, ANN.removeprefix("10 11 12 13 "), ENTER)
    session.expect(r"Bo's pile \[rest\]")
    session.send("60 10")
    session.expect(r"60 Butterflies is not in the Mushi deck \(Peony and Bush Clover are removed\)")
    session.expect(r"10 Crane is in Ann's pile and again in Bo's pile")
    session.expect(r"Bo's pile \[rest\]: 60 10")
    session.keys(CTRL_U, ENTER)  # cleared: Enter takes every card not yet placed
    session.expect(r"End field \(cards left on the table\) \[none\]")
    session.send("")
    session.expect(r"Start field, as dealt \[skip\]")
    session.send("")
    session.expect(r"Three Brights \(25\)")
    session.expect(r"winner: Bo\s+next dealer: Bo")
    session.expect(r"Save this round\?")
    session.keys("y")  # one key
    assert session.wait() == 0
    assert session.sheet() == {"captured": {"Ann": ANN, "Bo": "rest"}}
    assert "Traceback" not in session.text


def test_a_narrow_terminal_gets_the_notes_and_problems_wrapped_between_words(terminal: type[PtySession]) -> None:
    # A phone's terminal at the table: 40 columns.  Folded by the terminal, words would break
    # ("separate" / "d by spaces").
    session = driver(terminal, columns=40)
    session.expect(r"Ann's pile:")
    session.send("10 xyz 20")
    session.expect(r"Ann's pile: 10 xyz 20")
    session.expect_shown("gives up without saving")
    shown = session.shown_text()
    assert "separated by spaces" in shown
    assert "'xyz': unknown card (a card is its id, its code such as 1b, or its name" in shown
    session.keys(CTRL_C)
    assert session.wait() == 130


def test_problems_on_a_narrow_terminal_are_folded_between_words(terminal: type[PtySession], tmp_path: Path) -> None:
    sheet = tmp_path / "bad.txt"
    sheet.write_text("game: mushi\nplayers: A, B\nA: 10 xyz\nB: 11\n", encoding="utf-8")
    session = terminal(hanascore("score", str(sheet)), 40)
    assert session.wait() == 2
    lines = [line.rstrip() for line in session.screen.display if line.strip()]
    assert max(map(len, lines)) <= 40 and len(lines) > 3
    shown = " ".join(line.strip() for line in lines)
    assert "'xyz': unknown card (a card is its id, its code such as 1b, or its name: see 'hanascore cards')" in shown


def test_a_card_named_twice_is_refused_while_typing(terminal: type[PtySession]) -> None:
    session = driver(terminal)
    session.expect(r"Ann's pile:")
    session.keys("10 11 crane ")
    session.expect(r"named twice in this answer: 10 Crane")
    session.keys(ENTER)  # refused: the line stays open
    session.keys(*[BACKSPACE] * 6, " 12", ENTER)
    session.expect(r"Bo's pile \[rest\]")
    session.send("")
    for prompt in ("End field", "Start field"):
        session.expect(prompt)
        session.send("")
    session.expect(r"Save this round\?")
    session.keys("y")
    assert session.wait() == 0
    assert session.sheet() == {"captured": {"Ann": "10 11 12", "Bo": "rest"}}


def test_toolbar_counts_the_cards_and_names_unknown_tokens(terminal: type[PtySession]) -> None:
    session = driver(terminal)
    session.expect(r"Ann's pile:")
    session.keys("10 11 1c 1c ")
    session.expect(r"4 cards so far")
    session.keys("crain 2")
    session.expect(r"unknown: crain")
    session.keys(CTRL_C)
    assert session.wait() == 130


def test_expect_reads_the_screen_a_redraw_leaves(terminal: type[PtySession]) -> None:
    # The toolbar's count redrawn as a line editor does, by rewriting only the digit that
    # changed (back up over the echoed Enter), the cursor hidden while it draws: "4 cards so
    # far" is never in the stream.
    script = (
        "import sys; sys.stdout.write('\\x1b[?25l3 cards so far\\x1b[1G'); sys.stdout.flush(); input(); "
        "sys.stdout.write('\\x1b[A4\\x1b[?25h'); sys.stdout.flush(); input()"
    )
    session = terminal([sys.executable, "-c", script])
    deadline = time.monotonic() + TIMEOUT
    while "3 cards so far" not in session.shown_text() and time.monotonic() < deadline:
        session._read(deadline)
    assert not session.finished()  # half drawn (the cursor hidden): expect does not read it yet
    session.send("")
    session.expect("4 cards so far")
    assert "4 cards so far" not in session.text
    session.send("")
    assert session.wait() == 0


def test_terminal_decline_returns_none(terminal: type[PtySession]) -> None:
    session = driver(terminal)
    for prompt, answer in [(r"Ann's pile:", ANN), (r"Bo's pile \[rest\]", ""), ("End field", ""), ("Start field", "")]:
        session.expect(prompt)
        session.send(answer)
    session.expect(r"Save this round\?")
    session.keys("n")
    assert session.wait() == 0
    assert session.sheet() is None


def test_terminal_ctrl_d_gives_up_without_traceback(terminal: type[PtySession]) -> None:
    session = driver(terminal)
    session.expect(r"Ann's pile:")
    session.send(ANN)
    session.expect(r"Bo's pile \[rest\]")
    session.wait_for_input()
    session.keys(CTRL_D)
    session.expect("nothing was saved")
    assert session.wait() == 130  # the end of input: as Ctrl-C (issue 30), never a bug's 1
    assert session.sheet() is None
    assert "Traceback" not in session.text


def test_terminal_drop_out_asks_who_played_and_completes_names(terminal: type[PtySession]) -> None:
    session = driver(terminal, "Ann,Bo,Cy", "Ann")
    session.expect(r"Who played this round\?")
    session.complete("b", "Bo")
    session.complete(", C", "Bo, Cy")
    session.keys(ENTER)
    session.expect("Ann sits this round out: Bo deals it")
    session.expect(r"Bo's pile:")
    session.send(ANN)
    session.expect(r"Cy's pile \[rest\]")
    session.send("")
    session.expect("End field")
    session.send("")
    session.expect("Start field")
    session.send("")
    session.expect(r"sat this round out")
    session.expect(r"Save this round\?")
    session.keys("y")
    assert session.wait() == 0
    # Ann was scheduled and sat out: the ledger passes the deal on (to Bo), so the sheet need not say.
    assert session.sheet() == {"active": ["Bo", "Cy"], "captured": {"Bo": ANN, "Cy": "rest"}}


# -- ``hanascore add`` on a terminal ------------------------------------------------------------

# The measured round: 3-player Mushi, Ann and Bo play, Ann captures all of Pine, Plum and
# Cherry, typed by name as players say them, and Bo takes the rest.  The player mistypes the
# Curtain (refused, fixed) and forgets the Warbler (seen in the result, added from the menu).
NAMES = "crane pine-ribbon 1c 1c plum-ribbon 2c 2c curtain cherry-ribbon 3c 3c"
#: What the same round cost to enter with plain input() (every answer typed whole, a refused
#: or wrong pile typed again in full): the keys of ``plain_keys`` (their characters and one
#: Enter each), typed through a pty into ``hanascore add`` of the code before the line editor.
KEYSTROKES_BEFORE = 237


def plain_keys() -> list[str]:
    """The measured round as typed without a line editor (Enter ends each answer)."""
    mistyped = NAMES.replace("curtain", "curtian")
    return ["Ann, Bo", mistyped, NAMES, "", "", "", "e", "Ann", NAMES + " warbler", "y"]


def test_hanascore_add_round_with_completion_and_recall(terminal: type[PtySession], tmp_path: Path) -> None:
    db = ledger(terminal, tmp_path, "mushi")
    session = terminal(hanascore("add", "--db", db))
    session.expect(r"Who played this round\?")
    session.complete("A", "Ann")
    session.complete(",B", "Ann,Bo")
    session.keys(ENTER)
    session.expect(r"Ann's pile:")
    # Tab completes card names; the Curtain is mistyped "curtian", the Warbler forgotten.
    session.complete("cr", "crane")
    session.complete(" pine-r", "crane pine-ribbon")
    session.complete(" 1c 1c plum-r", "1c 1c plum-ribbon")
    session.complete(" 2c 2c curtian cherry-r", "curtian cherry-ribbon")
    session.keys(" 3c 3c", ENTER)
    session.expect(r"'curtian': unknown card")
    # Asked again with the answer as typed: Ctrl-W takes back the last four tokens, as in a shell.
    session.expect(r"Ann's pile: crane pine-ribbon 1c 1c plum-ribbon 2c 2c curtian cherry-ribbon 3c 3c")
    session.keys(*[CTRL_W] * 4)
    session.complete("curt", "2c 2c curtain")
    session.complete(" cherry-r", "curtain cherry-ribbon")
    session.keys(" 3c 3c", ENTER)
    session.expect(r"Bo's pile \[rest\]")
    session.keys(ENTER)
    session.expect("End field")
    session.keys(ENTER)
    session.expect("Start field")
    session.keys(ENTER)
    session.expect(r"Save this round\?")
    session.keys("e")
    session.expect(r"Which answer do you want to give again\?")
    session.send("Ann")
    session.expect(r"Ann's pile \[crane")
    # Up recalls Ann's pile as given; the Warbler is added at its end.
    session.keys(UP)
    session.complete(" war", "3c 3c warbler")
    session.keys(ENTER)
    session.expect(r"Save this round\?")
    session.keys("y")
    assert session.wait() == 0, session.text
    assert "Traceback" not in session.text
    assert quick_sheet(db, 1) == f"active: Ann, Bo\nAnn: {NAMES} warbler\nBo: rest\n"
    totals = standings(db)["parties"]
    assert {p["name"]: p["total"] for p in totals} == {"Ann": -39, "Bo": 39, "Cy": 0}  # type: ignore[index]
    print(f"keystrokes: {session.keystrokes} with the line editor, {KEYSTROKES_BEFORE} before")
    assert session.keystrokes < KEYSTROKES_BEFORE / 2


def test_hanascore_add_ctrl_c_and_ctrl_d_record_nothing(terminal: type[PtySession], tmp_path: Path) -> None:
    db = ledger(terminal, tmp_path, "mushi")
    # Ctrl-C asks first (tests/test_interactive_discard.py): a second one discards.
    for key, status in ((CTRL_C, 130), (CTRL_D, 130)):
        session = terminal(hanascore("add", "--db", db))
        session.expect(r"Who played this round\?")
        session.send("Ann, Bo")
        session.expect(r"Ann's pile:")
        session.send(ANN)
        session.expect(r"Bo's pile \[rest\]")
        session.wait_for_input()
        session.keys(key)
        if key == CTRL_C:
            session.expect(r"Discard this round\? \[y/N\]")
            session.wait_for_input()
            session.keys(CTRL_C)
        session.expect("nothing was saved")
        assert session.wait() == status
        assert "Traceback" not in session.text
        assert standings(db)["rounds_played"] == 0


def test_hanascore_add_musashino_storm_round_asks_the_sun_question(terminal: type[PtySession], tmp_path: Path) -> None:
    db = ledger(terminal, tmp_path, "musashino-bana", "--house", "storm=cards")
    session = terminal(hanascore("add", "--db", db))
    # Both storm cards in Bo's pile, the Crane in Cy's: the Sun question matters.
    for prompt, answer in [
        (r"Did a yaku stop the round early\?", ""),
        (r"Ann's pile:", "20 21"),
        (r"Bo's pile:", "110 111 112 113"),
        (r"Cy's pile \[rest\]", ""),
        ("End field", ""),
        ("Start field", ""),
    ]:
        session.expect(prompt)
        session.send(answer)
    session.expect(r"Was the Crane captured after the storm card\?")
    session.send("y")
    session.expect(r"Save this round\?")
    session.keys("y")
    assert session.wait() == 0, session.text
    assert "crane_after_storm" not in session.text  # asked in the players' words
    assert "crane_after_storm: true" in quick_sheet(db, 1)
