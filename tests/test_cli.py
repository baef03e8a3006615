"""The real ``hanascore`` command: score, cards, rules, errors, help and start-up cost."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import PARTY_KEYS, RESULT_KEYS, SAMPLES
from tests.test_mushi import MUSHI_LEFTOVER

SEED = str(SAMPLES / "mushi-seed-example.toml")


def test_score_shows_the_formula_winner_and_next_dealer(cli) -> None:
    result = cli("score", SEED)
    assert result.exit_code == 0
    assert "cards 2x20 + 3x10 + 3x5 + 10x1 = 95, - 115, + own yaku 25, - opponent's yaku 10 = -5" in result.stdout
    assert "Three Brights" in result.stdout and "Four Wisterias" in result.stdout
    assert "winner: B" in result.stdout and "next dealer: B" in result.stdout


def test_score_json_is_the_contract_object(cli_json) -> None:
    code, data = cli_json("score", str(SAMPLES / "mushi-leftover.txt"))
    assert code == 0
    assert list(data) == RESULT_KEYS
    alice = data["parties"][0]
    assert list(alice) == PARTY_KEYS
    assert alice["cards"] == sorted(alice["cards"], key=int)
    assert all(isinstance(c, str) for c in alice["cards"])
    assert data["leftover"] == {"112": "Alice", "92": "Bob"}
    assert (data["game"], data["multiplier"], data["stopped_by"], data["winner"]) == ("mushi", 1, None, "Alice")


def test_score_reads_standard_input(cli_json) -> None:
    sheet = (SAMPLES / "mushi-leftover.txt").read_text()
    code, data = cli_json("score", "-", input=sheet)
    assert code == 0 and data["parties"][1]["score"] == -33


@pytest.mark.parametrize(
    ("sheet", "culprit"),
    [
        ("game: mushi\nplayers: A, B\nA: crane zzz\nB: rest\n", "'zzz'"),
        ('game = "mushi"\nplayers = ["A", \n', "not valid TOML"),
        ('game = "mushi"\nplayers = ["A", "B"]\ncolour = "red"\n', "unknown key 'colour'"),
        ("game: mushi\nplayers: A, B\nC: rest\n", "'C' is not a player"),
        ("game: chess\nplayers: A, B\n", "unknown game 'chess'"),
        ("", "the sheet is empty"),
        ("\x00\x01garbage::::", "must name the game"),
    ],
)
def test_bad_input_exits_2_naming_the_culprit_without_traceback(cli, sheet: str, culprit: str) -> None:
    result = cli("score", "-", input=sheet)
    assert result.exit_code == 2
    assert culprit in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_json_errors_go_to_stdout_as_an_errors_list(cli) -> None:
    result = cli("score", "-", "--json", input="game: mushi\nplayers: A, B\nA: crane zzz\nB: rest\n")
    assert result.exit_code == 2
    errors = json.loads(result.stdout)["errors"]
    assert errors[0]["message"].startswith("'zzz': unknown card")
    assert errors[0]["where"] == "captured.A"


def test_missing_file_is_a_user_error(cli) -> None:
    result = cli("score", "no-such-sheet.toml")
    assert result.exit_code == 2 and "no such file" in result.stderr


def test_cards_lists_the_deck_with_tokens_and_game_values(cli) -> None:
    result = cli("cards", "--game", "mushi")
    assert result.exit_code == 0
    assert "12y" in result.stdout and "yellow-bottom" in result.stdout
    assert "Butterflies" not in result.stdout  # Peony is not in the Mushi deck
    assert cli("cards", "--game", "nope").exit_code == 2


def test_rules_shows_yaku_and_house_rules(cli) -> None:
    result = cli("rules", "mushi")
    assert result.exit_code == 0
    for text in ("Three Brights", "five_brights", "willow_misdeal", "115"):
        assert text in result.stdout


def test_every_command_has_help(cli) -> None:
    from hanascore.cli.app import COMMANDS

    names = list(COMMANDS)
    assert {"score", "cards", "rules", "new", "add", "standings", "import"} <= set(names)
    listing = cli("--help").stdout
    assert all(name in listing for name in names)
    for name in names:
        result = cli(name, "--help")
        assert result.exit_code == 0, name
        assert "Usage" in result.stdout


def test_version(cli) -> None:
    assert cli("--version").stdout.startswith("hanascore ")


def test_usage_errors_with_json_are_reported_as_json(tmp_path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "hanascore", "adjust", "--party", "A", "--amount", "abc", "--reason", "x", "--json"],
        capture_output=True,
        text=True,
        env={**os.environ, "HANASCORE_DB": str(tmp_path / "x.db")},
    )
    assert run.returncode == 2
    errors = json.loads(run.stdout)["errors"]
    assert "--amount" in errors[0]["message"]


def test_unexpected_failures_exit_1_without_a_traceback(tmp_path) -> None:
    db = tmp_path / "not-a-database.db"
    db.write_text("this is not sqlite")
    run = subprocess.run(
        [sys.executable, "-m", "hanascore", "standings", "--db", str(db)], capture_output=True, text=True
    )
    assert run.returncode in (1, 2)
    assert "Traceback" not in run.stderr


# --- independent hand-worked cases (ties, turn order, leftovers, thresholds, sheet quirks) ---


def test_cli_reads_a_sheet_file_saved_with_a_byte_order_mark(
    tmp_path: Path, cli_json: Callable[..., tuple[int, Any]]
) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes("game: mushi\r\nplayers: A, B\r\nA: 10 20 30\r\nB: rest\r\n".encode("utf-8-sig"))
    status, data = cli_json("score", str(path))
    assert status == 0
    assert [p["score"] for p in data["parties"]] == [-60, 60]


def test_json_object_keys_order_and_numeric_card_order(cli_json: Callable[..., tuple[int, Any]]) -> None:
    status, data = cli_json("score", "-", input=MUSHI_LEFTOVER)  # the Mushi leftover case of test_mushi.py
    assert status == 0
    assert list(data) == RESULT_KEYS
    party = data["parties"][1]
    assert list(party) == PARTY_KEYS
    assert party["cards"] == sorted(party["cards"], key=int)
    assert party["cards"][-3:] == ["121", "122", "123"]
    assert json.loads(json.dumps(data)) == data


def test_errors_object_on_exit_status_2(cli_json: Callable[..., tuple[int, Any]]) -> None:
    status, data = cli_json("score", "-", input="game: mushi\nplayers: A, B\nA: 8r 60\nB: rest\n")
    assert status == 2
    assert list(data) == ["errors"]
    messages = [e["message"] for e in data["errors"]]
    assert any("Susuki Grass has no ribbon" in m for m in messages)
    assert any("60 Butterflies is not in the Mushi deck" in m for m in messages)
    assert json.dumps(data)  # plain JSON all the way down


def test_cards_and_rules_answer_in_json_too(cli_json) -> None:
    code, deck = cli_json("cards", "--game", "mushi")
    assert code == 0 and len(deck) == 40
    crane = next(card for card in deck if card["id"] == "10")
    assert crane["value"] == 20 and "crane" in crane["tokens"] and crane["japanese"] == "松に鶴"
    code, rules = cli_json("rules", "sakura")
    assert code == 0 and rules["id"] == "sakura" and rules["variants"] == ["oi-bana"]
    assert {"name": "leftover", "default": "gaji-suit"}.items() <= rules["house"][0].items()
    assert next(y for y in rules["yaku"] if y["id"] == "ni")["cards"] == [["61"], ["91"], ["101"]]
    assert cli_json("rules", "chess")[0] == 2


def test_shell_completion_can_be_shown_and_installed() -> None:
    import shutil

    script = shutil.which("hanascore", path=str(Path(sys.executable).parent)) or "hanascore"
    # --show-completion is a flag: typer finds the shell among the command's parent processes,
    # so the command runs under a bash that stays its parent (no exec of a lone last command),
    # whatever runs the tests (a terminal, CI, a detached job).
    shown = f"{shlex.quote(script)} --show-completion; exit $?"
    done = subprocess.run(["bash", "-c", shown], capture_output=True, text=True)
    assert done.returncode == 0 and "_HANASCORE_COMPLETE=complete_bash" in done.stdout


def test_usage_errors_are_reported_like_every_other_problem() -> None:
    done = subprocess.run([sys.executable, "-m", "hanascore", "adjust", "--party", "A"], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.startswith("1 problem:\n • command line: '--amount' is missing (--help says what goes there)")
    assert "Usage: " in done.stderr and "--help' for help." in done.stderr and "╭" not in done.stderr


@pytest.mark.parametrize(
    ("args", "english", "japanese"),
    [
        (
            ["standings", "--stak", "3"],
            "there is no option --stak (did you mean --stake?); --help lists them",
            "オプション --stak はない（--stake のことか）。--help で一覧を見られる",
        ),
        (
            ["show"],
            "'N' is missing (--help says what goes there)",
            "'N' がない（--help で何を書くか確かめられる）",
        ),
    ],
)
def test_a_refused_command_line_is_said_in_the_language_asked_for(
    args: list[str], english: str, japanese: str, isolated_store: Path
) -> None:
    # The parser's own English ("No such option", "Missing argument") before, whatever the language.
    command = [sys.executable, "-m", "hanascore", *args]
    env = {**os.environ, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
    said = subprocess.run(command, capture_output=True, text=True, env=env)
    assert said.returncode == 2 and f" • command line: {english}\n" in said.stderr
    said = subprocess.run(command, capture_output=True, text=True, env={**env, "LANG": "ja_JP.UTF-8"})
    assert said.returncode == 2 and f" • command line: {japanese}\n" in said.stderr
    said = subprocess.run([*command, "--lang", "ja"], capture_output=True, text=True, env=env)
    assert said.returncode == 2 and "問題が 1件ある" in said.stderr
    asked = subprocess.run([*command, "--json"], capture_output=True, text=True, env=env)
    assert json.loads(asked.stdout)["errors"][0] == {"code": "usage", "message": english, "where": "command line"}


def test_a_commands_problems_are_said_in_the_language_of_its_view(isolated_store: Path) -> None:
    # 'add' has no --lang: its view follows the locale, and so do its problems (they were
    # English under a Japanese locale); '--lang' still decides where a command takes it.
    env = {**os.environ, "LANG": "ja_JP.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "HANASCORE_DB": str(isolated_store)}
    hanascore = [sys.executable, "-m", "hanascore"]
    subprocess.run([*hanascore, "new", "mushi", "-p", "Ann", "-p", "Bo"], env=env, check=True, capture_output=True)
    said = subprocess.run(
        [*hanascore, "add", "-"], input="Ann: crain\nBo: rest\n", capture_output=True, text=True, env=env
    )
    assert said.returncode == 2 and "問題が 1件ある" in said.stderr and "そのような札はない" in said.stderr
    said = subprocess.run([*hanascore, "standings", "-g", "99"], capture_output=True, text=True, env=env)
    assert said.returncode == 2 and "ID が '99' のゲームはない" in said.stderr
    said = subprocess.run(
        [*hanascore, "standings", "-g", "99", "--lang", "en"], capture_output=True, text=True, env=env
    )
    assert said.returncode == 2 and "there is no game with id '99'" in said.stderr


def test_what_a_ledger_command_says_it_did_is_said_in_the_locales_language(
    isolated_store: Path, tmp_path: Path
) -> None:
    env = {**os.environ, "LC_ALL": "", "LC_MESSAGES": "", "HANASCORE_DB": str(isolated_store)}
    japanese, english = {**env, "LANG": "ja_JP.UTF-8"}, {**env, "LANG": "C.UTF-8"}

    def said(*args: str, env: dict[str, str], input: str | None = None) -> str:
        done = subprocess.run(
            [sys.executable, "-m", "hanascore", *args], input=input, capture_output=True, text=True, env=env
        )
        assert done.returncode == 0, done.stderr
        return done.stderr

    assert "ゲーム 1 を開始：Mushi: Ann, Bo（12局）。最初の親：Ann" in said(
        "new", "mushi", "-p", "Ann", "-p", "Bo", env=japanese
    )
    said("add", "-", input="Ann: rest\nBo:\n", env=english)
    assert "ゲーム 1 の名前は Friday になった" in said("rename", "1", "Friday", env=japanese)
    export = str(tmp_path / "game.json")
    assert f"ゲーム 1 を {export} に書き出した" in said("export", "-f", "json", "-o", export, env=japanese)
    imported = said("import", export, "--yes", env=japanese)
    assert "注意： このゲームは台帳にゲーム 1 として既にある" in imported
    assert "Friday をゲーム 2 として読み込んだ：1局" in imported
    assert "imported Friday as game 3: 1 round\n" in said(
        "import", export, "--yes", env=english
    )  # one round, not "1 rounds"
    assert "ゲーム 3 を削除した" in said("delete", "3", "--yes", env=japanese)


def test_messages_are_not_folded_when_piped() -> None:
    sheet = "game: mushi\nplayers: A, B\nA: 10\nB: 11\n"
    done = subprocess.run(
        [sys.executable, "-m", "hanascore", "score", "-"], input=sheet, capture_output=True, text=True
    )
    missing = next(line for line in done.stderr.splitlines() if "card(s) of the deck" in line)
    assert missing.endswith("(or write 'rest' for the last pile)")


@pytest.mark.parametrize("columns", ["80", "40"])
@pytest.mark.parametrize(
    "args", [["cards"], ["cards", "--game", "sakura"], ["rules", "sakura"], ["rules", "musashino"]]
)
def test_deck_and_rules_cut_nothing_short_at_80_or_40_columns(cli, monkeypatch, args: list[str], columns: str) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    shown = cli(*args).stdout
    assert "…" not in shown
    assert "plum-blossom-ribbon" in shown.replace("\n", "").replace("│", "").replace(" ", "") or args[0] == "rules"
