"""Stored text is kept as sent and shown neutralised (issue 18, point 5): escape sequences,
C1 and bidi controls reach no terminal and no document raw, rich markup and markdown in names
are text, and JSON writes hidden characters as ``\\u`` escapes that read back the same.

The inputs are the issue's: a sheet comment with OSC 52 (``\\x1b]52;c;aGk=\\x07`` writes "hi" to
the clipboard), a name ``[link=https://evil.example]x[/link]``, a name
``![x](http://evil.example/a.png)``, and U+202E and U+2028 in what ``--json`` prints.  Every
check reads the raw bytes the command wrote.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hanascore.cli.app import app
from tests.test_pty_entry import PtySession, terminal  # noqa: F401 (the fixture)

OSC_52 = "\x1b]52;c;aGk=\x07"
#: A sheet whose comment carries every kind of control the issue names, and a tab.
HOSTILE_SHEET = (
    f"# clipboard {OSC_52} title \x1b]0;pwned\x07 csi \x9b2J bidi \u202egnp.exe\u202c zero\u200bwidth\n"
    "Ann: 10 11\t12\nBo: rest\n"
)
LINK = "[link=https://evil.example]x[/link]"
IMAGE = "![x](http://evil.example/a.png)"
#: What no terminal or document may receive raw.
RAW_CONTROLS = [b"\x1b]52", b"\x1b]0;", b"\x07", "\x9b".encode(), "\u202e".encode(), "\u200b".encode()]


def hanascore(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """The real command, its output read as bytes (standard output a pipe)."""
    return subprocess.run([sys.executable, "-m", "hanascore", *args], input=stdin, capture_output=True)


def set_up(*args: str) -> None:
    """A command a test only sets its ledger up with, run in this process (the typer app the
    command runs): the bytes under test are those of the real command lines that follow."""
    done = CliRunner().invoke(app, list(args), catch_exceptions=False)
    assert done.exit_code == 0, done.output


def new_game(*options: str) -> None:
    set_up("new", "mushi", "-p", "Ann", "-p", "Bo", *options)


def store_as_another_program_did(db: Path, name: str, reason: str | None = None) -> None:
    """A game name (and adjustment reason) written into the ledger by another program or an
    older hanascore: the commands refuse such text, but they must show what is stored safely."""
    with sqlite3.connect(db) as connection:
        (definition,) = connection.execute("SELECT definition FROM games WHERE id = 1").fetchone()
        changed = {**json.loads(definition), "name": name}
        connection.execute(
            "UPDATE games SET name = ?, definition = ? WHERE id = 1", (name, json.dumps(changed, ensure_ascii=False))
        )
        if reason is not None:
            connection.execute("UPDATE entries SET reason = ? WHERE kind = 'adjustment'", (reason,))


# -- show N --sheet ---------------------------------------------------------------------------


def test_show_sheet_on_a_terminal_shows_escapes_instead_of_acting_on_them(terminal: type[PtySession]) -> None:  # noqa: F811
    new_game()
    assert hanascore("add", "-", stdin=HOSTILE_SHEET.encode()).returncode == 0
    session = terminal([sys.executable, "-m", "hanascore", "show", "1", "--sheet"])
    assert session.wait() == 0
    for control in RAW_CONTROLS:
        assert control not in session.raw, control
    # Visible instead, where they were; the tab and the line ends are the sheet's layout.
    shown = session.raw.decode().replace("\r\n", "\n")
    assert "clipboard \\x1b]52;c;aGk=\\x07 title \\x1b]0;pwned\\x07 csi \\x9b2J bidi \\u202egnp.exe\\u202c" in shown
    assert "zero\\u200bwidth\nAnn: 10 11\t12\nBo: rest\n" in shown


def test_show_sheet_piped_gives_back_the_exact_bytes_to_edit(tmp_path: Path) -> None:
    new_game()
    assert hanascore("add", "-", stdin=HOSTILE_SHEET.encode()).returncode == 0
    shown = hanascore("show", "1", "--sheet")
    assert shown.returncode == 0 and shown.stdout == HOSTILE_SHEET.encode()
    copy = tmp_path / "r1.txt"
    copy.write_bytes(shown.stdout.replace(b"Ann: 10 11\t12", b"Ann: 10 11\t12 13"))
    assert hanascore("edit", "1", str(copy), "--yes").returncode == 0
    assert hanascore("show", "1", "--sheet").stdout == copy.read_bytes()


# -- rich markup: a name is text -------------------------------------------------------------


def test_rename_confirms_the_name_as_typed_not_as_a_link(terminal: type[PtySession]) -> None:  # noqa: F811
    new_game()
    session = terminal([sys.executable, "-m", "hanascore", "rename", "1", LINK])
    assert session.wait() == 0
    assert f"game 1 is now called {LINK}".encode() in session.raw
    assert b"\x1b]8;" not in session.raw  # no hyperlink escape (OSC 8)
    piped = hanascore("rename", "1", LINK)
    assert piped.returncode == 0 and piped.stderr == f"game 1 is now called {LINK}\n".encode()


def test_every_view_of_a_name_shows_its_markup_as_typed() -> None:
    started = hanascore("new", "mushi", "-p", "Ann", "-p", "Bo", "--name", LINK)
    assert started.returncode == 0 and LINK.encode() in started.stderr
    adjusted = hanascore("adjust", "--party", "Ann", "--amount", "2", "--reason", LINK)
    assert adjusted.returncode == 0 and LINK.encode() in adjusted.stderr
    refused = hanascore("adjust", "--party", LINK, "--amount", "2", "--reason", "x")
    assert refused.returncode == 2 and LINK.encode() in refused.stderr  # a problem quoting the input
    for command in (["standings"], ["history"], ["games"], ["use", "1"], ["undo"]):
        done = hanascore(*command)
        assert done.returncode == 0
        assert LINK.encode() in done.stdout + done.stderr, command


def test_notes_quoting_a_path_keep_its_brackets(tmp_path: Path) -> None:
    new_game()
    target = tmp_path / "[bold]copy.db"
    done = hanascore("db", "backup", str(target))
    assert done.returncode == 0 and str(target).encode() in done.stderr


def test_views_of_stored_control_characters_show_them_as_escapes(isolated_store: Path) -> None:
    new_game()
    set_up("adjust", "--party", "Ann", "--amount", "2", "--reason", "tip")
    store_as_another_program_did(isolated_store, "Club\x1b[2J\u202enight\x85", "late\x1b]52;c;aGk=\x07\u2066")
    for command in (["standings"], ["history"], ["games"]):
        done = hanascore(*command)
        assert done.returncode == 0
        output = done.stdout + done.stderr
        for control in (b"\x1b", b"\x07", "\x85".encode(), "\u202e".encode(), "\u2066".encode()):
            assert control not in output, (command, control)
    assert b"Club\\x1b[2J\\u202enight\\x85" in hanascore("standings").stdout
    assert b"late\\x1b]52;c;aGk=\\x07\\u2066" in hanascore("history").stdout


def test_delete_asks_with_the_name_neutralised(isolated_store: Path, terminal: type[PtySession]) -> None:  # noqa: F811
    new_game()
    store_as_another_program_did(isolated_store, "Club\x1b[2J\u202enight")
    session = terminal([sys.executable, "-m", "hanascore", "delete", "1"])
    session.expect(r"Delete game 1 \(Club\\x1b\[2J\\u202enight, 0 rounds\)\? There is no undo")
    session.send("n")
    assert session.wait() == 2
    assert b"\x1b[2J" not in session.raw and "\u202e".encode() not in session.raw


# -- documents: markdown and CSV ---------------------------------------------------------------


def test_markdown_export_renders_no_link_image_or_html_from_names_and_reasons(isolated_store: Path) -> None:
    from markdown_it import MarkdownIt  # rich's own markdown parser

    new_game("--name", IMAGE)
    for reason in (IMAGE, "[click](http://evil.example) <img src=x> <http://evil.example> `code` **bold**"):
        assert hanascore("adjust", "--party", "Ann", "--amount", "2", "--reason", reason).returncode == 0
    done = hanascore("export", "--format", "markdown")
    assert done.returncode == 0
    markdown = done.stdout.decode()
    assert IMAGE not in markdown and "# \\!\\[x\\]\\(http://evil.example/a.png\\)\n" in markdown
    html = MarkdownIt("commonmark").enable("table").render(markdown)
    for tag in ("<img", "<a ", "<code", "<strong", "<em"):
        assert tag not in html, tag
    assert "![x](http://evil.example/a.png)" in html  # shown as typed


def test_markdown_and_csv_show_stored_control_characters_as_escapes(isolated_store: Path) -> None:
    new_game()
    set_up("adjust", "--party", "Ann", "--amount", "2", "--reason", "tip")
    store_as_another_program_did(isolated_store, "Club\x1b[2J\u202e", "=late\x1b]52;c;aGk=\x07\u2066")
    markdown = hanascore("export", "--format", "markdown").stdout
    csv_text = hanascore("export", "--format", "csv", "--reasons").stdout
    for document in (markdown, csv_text):
        for control in (b"\x1b", b"\x07", "\u202e".encode(), "\u2066".encode()):
            assert control not in document, (document, control)
    assert b"# Club\\\\x1b\\[2J\\\\u202e\n" in markdown  # \x1b, its backslash escaped for markdown
    assert b",'=late\\x1b]52;c;aGk=\\x07\\u2066\n" in csv_text  # the formula guard stays


# -- JSON: hidden characters as \\u escapes, read back the same ---------------------------------

HIDDEN_NAME = "Ann\u202egnp.exe\u2028Bo\u200b\x85"


def test_json_output_writes_bidi_zero_width_c1_and_line_separators_as_escapes(isolated_store: Path) -> None:
    new_game()
    store_as_another_program_did(isolated_store, HIDDEN_NAME)
    for command in (["games", "--json"], ["standings", "--json"], ["export", "--format", "json"]):
        done = hanascore(*command)
        assert done.returncode == 0, command
        for raw in ("\u202e", "\u2028", "\u200b", "\x85"):
            assert raw.encode() not in done.stdout, (command, raw)
        assert b"Ann\\u202egnp.exe\\u2028Bo\\u200b\\u0085" in done.stdout, command
        parsed = json.loads(done.stdout)
        names = [game["name"] for game in parsed] if command[0] == "games" else [parsed["name"]]
        assert names == [HIDDEN_NAME], command


def test_a_json_export_with_hidden_characters_imports_back_the_same(isolated_store: Path, tmp_path: Path) -> None:
    new_game()
    sheet = "# \u202ereversed\u2066 and \x9b\nAnn: 10 11\nBo: rest\n"  # (U+2028 and U+0085 end a line)
    assert hanascore("add", "-", stdin=sheet.encode()).returncode == 0
    exported = hanascore("export", "--format", "json").stdout
    assert "\u202e".encode() not in exported and b"\\u202ereversed\\u2066 and \\u009b" in exported
    copy = tmp_path / "game.json"
    copy.write_bytes(exported)
    assert hanascore("import", str(copy), "--yes").returncode == 0  # a second copy, in the same ledger
    assert hanascore("show", "1", "--sheet", "--game", "2").stdout == sheet.encode()
    assert (
        json.loads(hanascore("export", "--format", "json", "--game", "2").stdout)["entries"]
        == json.loads(exported)["entries"]
    )


def test_the_web_api_writes_hidden_characters_as_escapes(isolated_store: Path) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from hanascore.web.app import create_app

    new_game()
    store_as_another_program_did(isolated_store, HIDDEN_NAME)
    client = TestClient(create_app(str(isolated_store)), raise_server_exceptions=False, base_url="http://127.0.0.1")
    for path in ("/api/games", "/api/games/1/standings"):
        answer = client.get(path)
        assert answer.status_code == 200 and answer.headers["content-type"] == "application/json"
        assert "\u202e".encode() not in answer.content and b"\\u202egnp.exe\\u2028" in answer.content
    assert client.get("/api/games").json()[0]["name"] == HIDDEN_NAME


def test_the_page_and_the_html_export_show_hidden_characters_as_escapes(isolated_store: Path) -> None:
    """A bidi override in a stored name reordered the page around it; the page and the HTML
    export now show it as the terminal does, in text and in the chart alike."""
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from hanascore.web.app import create_app

    new_game()
    set_up("adjust", "--party", "Ann", "--amount", "3", "--reason", "late")
    store_as_another_program_did(isolated_store, HIDDEN_NAME, reason="fee\u202e")
    client = TestClient(create_app(str(isolated_store)), raise_server_exceptions=False, base_url="http://127.0.0.1")
    exported = hanascore("export", "--format", "html").stdout.decode()
    for text in (client.get("/").text, client.get("/games/1").text, exported):
        assert not any(hidden in text for hidden in ("\u202e", "\u2028", "\u200b", "\x85")), text
        assert "Ann\\u202egnp.exe\\u2028Bo\\u200b\\x85" in text


def test_the_hidden_characters_are_unicodes_controls_and_format_characters() -> None:
    """The written-out list covers every Cc, Cf, Zl, Zp and Cs character this Python knows."""
    from hanascore.core.text import json_text, visible

    for code in range(0x110000):
        char = chr(code)
        if unicodedata.category(char) in {"Cc", "Cf", "Zl", "Zp", "Cs"}:
            assert visible(char) != char, hex(code)
            if code >= 0x20:
                assert json_text(char).isascii(), hex(code)
    assert visible("Ann ボブ 🎴") == "Ann ボブ 🎴"
    assert visible("a\tb\r\nc\rd", lines=True) == "a\tb\r\nc\\x0dd"
