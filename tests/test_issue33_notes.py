"""Issue 33, notes per game: ``hanascore note [--game ID] TEXT`` keeps a note with the game, in
the order of its rounds and adjustments, shown in ``history``, the exports and the page;
``undo`` removes the last entry, a note too (what was added last goes first).

A note is the players' text: shown neutralised everywhere (no markup, HTML or formula in it
acts), and refused at entry where it holds invisible characters, as an adjustment's reason is.
"""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hanascore.ledger.definition import build_definition
from hanascore.ledger.migrations import MIGRATIONS, migrate
from hanascore.ledger.replay import Note, RoundEntry
from hanascore.ledger.rows import definition_json
from hanascore.ledger.store import Store
from hanascore.web.app import create_app
from tests.test_ledger import ANN_LOSES
from tests.test_ledger_cli import add, new_game, sheet

#: A note that would act if any output interpreted it: rich markup, HTML, markdown, a formula.
TRICKY = "=1+1 [red]late[/] <b>bold</b> *sake* | Ann's"


def history(cli_json: Callable[..., Any]) -> list[dict[str, Any]]:
    code, data = cli_json("history")
    assert code == 0, data
    return data


def test_a_note_is_kept_in_order_and_shown_in_history(cli, cli_json) -> None:
    game = new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES)).exit_code == 0
    code, data = cli_json("note", "played at Ann's")
    assert (code, data) == (0, {"id": game, "note": "played at Ann's"})
    assert cli("adjust", "--party", "Ann", "--amount", "5", "--reason", "late").exit_code == 0
    rows = history(cli_json)
    assert [row["kind"] for row in rows] == ["round", "note", "adjustment"]
    assert rows[1] == {"kind": "note", "text": "played at Ann's", "totals": {"Ann": -39, "Bo": 39}}
    shown = cli("history").stdout
    assert "played at Ann's" in shown
    assert shown.index("played at Ann's") < shown.index("adjustment: late")
    # A note moves no total: standings and the chart's points are those of the round and the adjustment.
    code, chart = cli_json("chart")
    assert chart == {"Ann": [0, -39, -34], "Bo": [0, 39, 39]}


def test_note_takes_game_and_a_finished_game_takes_one_too(cli, cli_json) -> None:
    first = new_game(cli_json, "--rounds", "1")
    new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES), "--game", first).exit_code == 0
    code, data = cli_json("note", "--game", first, "Bo's first win")
    assert (code, data["id"]) == (0, first)
    assert history(cli_json) == []  # the current game (the second) has none
    code, rows = cli_json("history", "--game", first)
    assert rows[-1]["text"] == "Bo's first win"


def test_undo_removes_the_last_note_first(cli, cli_json) -> None:
    new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES)).exit_code == 0
    assert cli("note", "misdeal in round 2, replayed").exit_code == 0
    code, data = cli_json("undo")
    assert code == 0
    assert data["removed"] == {"kind": "note", "text": "misdeal in round 2, replayed"}
    assert [row["kind"] for row in history(cli_json)] == ["round"]
    assert cli("note", "again").exit_code == 0
    said = cli("undo").output  # a confirmation: on standard error
    assert "removed the note (again)" in said


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("  ", "TEXT", "the note must not be empty"),
        ("bell\x07", "TEXT", "the note must not contain invisible or control characters (U+0007)"),
        ("x" * 1001, "TEXT", "the note is longer than 1000 characters"),
    ],
)
def test_a_note_that_says_nothing_or_hides_characters_is_refused(cli_json, text, where, words) -> None:
    new_game(cli_json)
    code, data = cli_json("note", text)
    assert code == 2
    assert [(e["where"], e["message"]) for e in data["errors"]] == [(where, words)]
    assert history(cli_json) == []


def test_a_note_without_a_game_is_the_usual_problem(cli_json) -> None:
    code, data = cli_json("note", "hello")
    assert code == 2
    assert data["errors"][0]["where"] == "--db"  # no ledger yet: nothing made


def test_the_exports_show_the_note_neutralised(cli, cli_json) -> None:
    new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES)).exit_code == 0
    assert cli("note", TRICKY).exit_code == 0
    # CSV: a note row; its text in the reason column (a game with notes has it), formula-guarded.
    rows = list(csv.reader(io.StringIO(cli("export", "--format", "csv").stdout)))
    assert rows[0][-1] == "reason"
    assert rows[2] == ["note", "", "", "0", "0", "-39", "39", "'" + TRICKY]
    # JSON: an entry of its own, read back by import.
    document = json.loads(cli("export", "--format", "json").stdout)
    assert document["entries"][1] == {"kind": "note", "text": TRICKY}
    # Markdown: every piece of syntax escaped, HTML as entities.
    markdown = cli("export", "--format", "markdown").stdout
    assert r"note: =1+1 \[red\]late\[/\] &lt;b&gt;bold&lt;/b&gt; \*sake\* \| Ann's" in markdown
    # HTML: escaped, isolated.
    page = cli("export", "--format", "html").stdout
    assert "<bdi>=1+1 [red]late[/] &lt;b&gt;bold&lt;/b&gt; *sake* | Ann&#39;s</bdi>" in page
    assert "<b>bold</b>" not in page
    # The terminal: the markup is shown as typed, not applied.
    assert "[red]late[/]" in cli("history").stdout


def test_a_note_comes_back_with_an_imported_game(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES)).exit_code == 0
    assert cli("note", "played at Ann's").exit_code == 0
    exported = tmp_path / "game.json"
    assert cli("export", "--format", "json", "--output", str(exported)).exit_code == 0
    code, data = cli_json("import", str(exported), "--db", str(tmp_path / "other.db"))
    assert code == 0, data
    code, rows = cli_json("history", "--db", str(tmp_path / "other.db"))
    assert [row["kind"] for row in rows] == ["round", "note"]
    assert rows[1]["text"] == "played at Ann's"


def test_an_imported_note_is_checked_as_the_command_checks_it(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json)
    assert cli("note", "fine").exit_code == 0
    document = json.loads(cli("export", "--format", "json").stdout)
    document["entries"][0]["text"] = "bad\u202etext"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    code, data = cli_json("import", str(path))
    assert code == 2
    assert [(e["where"], e["message"]) for e in data["errors"]] == [
        ("entries.1", "the note must not contain invisible or control characters (U+202E)")
    ]


def test_the_page_shows_the_note_escaped(cli, cli_json, isolated_store: Path) -> None:
    game = new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES)).exit_code == 0
    assert cli("note", TRICKY).exit_code == 0
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    page = client.get(f"/games/{game}").text
    assert '<article class="note">' in page
    assert "=1+1 [red]late[/] &lt;b&gt;bold&lt;/b&gt; *sake* | Ann&#39;s" in page
    assert "<b>bold</b>" not in page
    japanese = client.get(f"/games/{game}", headers={"Accept-Language": "ja"}).text
    assert "<h3>メモ</h3>" in japanese


def test_renaming_a_player_keeps_the_note_as_written(cli, cli_json) -> None:
    new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES)).exit_code == 0
    assert cli("note", "Ann hosted").exit_code == 0
    assert cli("players", "rename", "Ann", "Anna", "--yes").exit_code == 0
    assert history(cli_json)[1]["text"] == "Ann hosted"


def test_a_ledger_of_the_last_schema_is_migrated_and_keeps_its_entries(tmp_path: Path) -> None:
    """The entries table is made again for the new kind: rows, their order and the revision
    triggers survive it."""
    path = tmp_path / "old.db"
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, MIGRATIONS[:-1])
    definition = build_definition("mushi", ["Ann", "Bo"])
    db.execute(
        "INSERT INTO games (name, game, definition, created_at) VALUES (?, 'mushi', ?, 'then')",
        (definition.name, json.dumps(definition_json(definition))),
    )
    text = sheet(ANN_LOSES)
    db.execute(
        "INSERT INTO entries (game_id, seq, kind, round, sheet_text, dealer, created_at) "
        "VALUES (1, 1, 'round', 1, ?, 'Ann', 'then')",
        (text,),
    )
    db.execute(
        "INSERT INTO entries (game_id, seq, kind, party, amount, reason, created_at) "
        "VALUES (1, 2, 'adjustment', 'Bo', -3, 'late', 'then')"
    )
    db.close()
    store = Store(path)
    stored = store.load_game("1")
    assert stored.entries[0] == RoundEntry(text=text, dealer="Ann")
    before = store.game_stamp("1")
    with store.writing():
        store.append("1", Note("kept"))
    assert store.load_game("1").entries[-1] == Note("kept")
    assert store.game_stamp("1") != before  # the triggers were made again
    with pytest.raises(sqlite3.IntegrityError):
        store.db.execute("INSERT INTO entries (game_id, seq, kind, created_at) VALUES (1, 9, 'other', 'now')")


def test_a_note_changed_by_hand_is_a_damaged_game(cli, cli_json, isolated_store: Path) -> None:
    new_game(cli_json)
    assert cli("note", "fine").exit_code == 0
    db = sqlite3.connect(isolated_store, isolation_level=None)
    db.execute("UPDATE entries SET note = NULL WHERE kind = 'note'")
    db.close()
    code, data = cli_json("history")
    assert code == 2
    assert "its note is missing (NULL), not text" in data["errors"][0]["message"]
    code, games = cli_json("games")
    assert games[0]["damaged"] == "entry 1: its note is missing (NULL), not text"
