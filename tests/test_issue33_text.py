"""Issue 33, results to share: ``show N --format text`` and ``standings --format text`` give a
few plain lines for a chat message, in the command's language (``--lang``, else the locale's):
the game, the round, what each party got, the running totals, and who pays whom at a stake;
no colour, no table rules, no markup, at most 60 columns.

Pinned for a round of each of the seven games (a sample sheet each), in English and Japanese.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from wcwidth import wcswidth

from hanascore.games.sheets import read_sheet_text
from hanascore.ledger.definition import build_definition
from hanascore.ledger.replay import replay
from hanascore.views.chat import standings_text
from tests.conftest import SAMPLES
from tests.test_issue33_jsonl import new_options
from tests.test_ledger import ANN_LOSES
from tests.test_ledger_cli import add, new_game, sheet

SHOWN = {
    ("mushi-three-players.toml", "en"): """\
Mushi: Alice, Bob, Carol · round 1 of 12
Alice +33 · Bob -33 · Carol +0
won by Alice
totals: Alice 33 · Carol 0 · Bob -33
at 10 per point:
  Bob pays Alice 330
""",
    ("mushi-three-players.toml", "ja"): """\
Mushi: Alice, Bob, Carol · 虫 · 第1局（全12局）
Alice +33 · Bob -33 · Carol +0
この局の勝ち：Alice
合計：Alice 33 · Carol 0 · Bob -33
1点10で：
  BobはAliceに330払う
""",
    ("sakura-victories.toml", "en"): """\
Sakura: Iolani, Kai, Leilani, Makoa, Noe · round 1 of 12
Iolani +0 · Kai +0 · Leilani +0 · Makoa +0 · Noe +2
won by Noe
victories: Noe 2 · Iolani 0 · Kai 0 · Leilani 0 · Makoa 0
at 10 per point:
  Iolani pays Noe 20
  Kai pays Noe 20
  Leilani pays Noe 20
  Makoa pays Noe 20
""",
    ("sakura-victories.toml", "ja"): """\
Sakura: Iolani, Kai, Leilani, Makoa, Noe · 桜
第1局（全12局）
Iolani +0 · Kai +0 · Leilani +0 · Makoa +0 · Noe +2
この局の勝ち：Noe
勝数: Noe 2 · Iolani 0 · Kai 0 · Leilani 0 · Makoa 0
1点10で：
  IolaniはNoeに20払う
  KaiはNoeに20払う
  LeilaniはNoeに20払う
  MakoaはNoeに20払う
""",
    ("kyurei-four-players.toml", "en"): """\
Kyu-Rei Hana: Ann, Bo, Cy, Di · round 1 of 12
Ann +0 · Bo +0 · Cy -85 · Di +85
won by Di
totals: Di 85 · Ann 0 · Bo 0 · Cy -85
at 10 per point:
  Cy pays Di 850
""",
    ("kyurei-four-players.toml", "ja"): """\
Kyu-Rei Hana: Ann, Bo, Cy, Di · 九十花 · 第1局（全12局）
Ann +0 · Bo +0 · Cy -85 · Di +85
この局の勝ち：Di
合計：Di 85 · Ann 0 · Bo 0 · Cy -85
1点10で：
  CyはDiに850払う
""",
    ("matsu-kiri-bozu-stopped.toml", "en"): """\
Matsu-Kiri-Bozu: Ann, Bo · round 1 of 12
Ann -90 · Bo +90
won by Bo
totals: Bo 90 · Ann -90
at 10 per point:
  Ann pays Bo 900
""",
    ("matsu-kiri-bozu-stopped.toml", "ja"): """\
Matsu-Kiri-Bozu: Ann, Bo · 松桐坊主 · 第1局（全12局）
Ann -90 · Bo +90
この局の勝ち：Bo
合計：Bo 90 · Ann -90
1点10で：
  AnnはBoに900払う
""",
    ("musashino-teams.toml", "en"): """\
Musashino-bana: Ann, Bo, Cy, Di · round 1 of 12
Red +1 · Blue -1
won by Red
totals: Red 1 · Blue -1
at 10 per point:
amounts are per team (each team's players share its amount)
  Blue pays Red 10
""",
    ("musashino-teams.toml", "ja"): """\
Musashino-bana: Ann, Bo, Cy, Di · 武蔵野花 · 第1局（全12局）
Red +1 · Blue -1
この局の勝ち：Red
合計：Red 1 · Blue -1
1点10で：
金額は組ごと（組の金額を組の打ち手で分け合う）
  BlueはRedに10払う
""",
    ("koikoi-shoubu.toml", "en"): """\
Koi-Koi: Ann, Bo · round 1 of 12
Ann +64 · Bo +0
won by Ann
totals: Ann 64 · Bo 0
at 10 per point:
  Bo pays Ann 640
""",
    ("koikoi-shoubu.toml", "ja"): """\
Koi-Koi: Ann, Bo · こいこい · 第1局（全12局）
Ann +64 · Bo +0
この局の勝ち：Ann
合計：Ann 64 · Bo 0
1点10で：
  BoはAnnに640払う
""",
    ("hachihachi-shoubu.toml", "en"): """\
Hachi-Hachi: Ann, Bo, Cy · round 1 of 12
Ann +360 · Bo -456 · Cy +96
won by Ann
totals: Ann 360 · Cy 96 · Bo -456
at 10 per point:
  Bo pays Ann 3,600
  Bo pays Cy 960
""",
    ("hachihachi-shoubu.toml", "ja"): """\
Hachi-Hachi: Ann, Bo, Cy · 八八 · 第1局（全12局）
Ann +360 · Bo -456 · Cy +96
この局の勝ち：Ann
合計：Ann 360 · Cy 96 · Bo -456
1点10で：
  BoはAnnに3,600払う
  BoはCyに960払う
""",
}

STANDINGS = {
    ("mushi-three-players.toml", "en"): """\
Mushi: Alice, Bob, Carol
rounds: 1 of 12 played, 11 left
1. Alice 33
2. Carol 0
3. Bob -33
next dealer: Alice
at 100 per point:
  Bob pays Alice 3,300
""",
    ("mushi-three-players.toml", "ja"): """\
Mushi: Alice, Bob, Carol · 虫
局数：全12局中1局終了、残り11局
1. Alice 33
2. Carol 0
3. Bob -33
次の親：Alice
1点100で：
  BobはAliceに3,300払う
""",
    ("sakura-victories.toml", "en"): """\
Sakura: Iolani, Kai, Leilani, Makoa, Noe
rounds: 1 of 12 played, 11 left
1. Noe 2
2. Iolani 0
2. Kai 0
2. Leilani 0
2. Makoa 0
next dealer: Noe
at 100 per point:
  Iolani pays Noe 200
  Kai pays Noe 200
  Leilani pays Noe 200
  Makoa pays Noe 200
""",
    ("sakura-victories.toml", "ja"): """\
Sakura: Iolani, Kai, Leilani, Makoa, Noe · 桜
局数：全12局中1局終了、残り11局
1. Noe 2
2. Iolani 0
2. Kai 0
2. Leilani 0
2. Makoa 0
次の親：Noe
1点100で：
  IolaniはNoeに200払う
  KaiはNoeに200払う
  LeilaniはNoeに200払う
  MakoaはNoeに200払う
""",
    ("kyurei-four-players.toml", "en"): """\
Kyu-Rei Hana: Ann, Bo, Cy, Di
rounds: 1 of 12 played, 11 left
1. Di 85
2. Ann 0
2. Bo 0
4. Cy -85
next dealer: Di
at 100 per point:
  Cy pays Di 8,500
""",
    ("kyurei-four-players.toml", "ja"): """\
Kyu-Rei Hana: Ann, Bo, Cy, Di · 九十花
局数：全12局中1局終了、残り11局
1. Di 85
2. Ann 0
2. Bo 0
4. Cy -85
次の親：Di
1点100で：
  CyはDiに8,500払う
""",
    ("matsu-kiri-bozu-stopped.toml", "en"): """\
Matsu-Kiri-Bozu: Ann, Bo
rounds: 1 of 12 played, 11 left
1. Bo 90
2. Ann -90
next dealer: Bo
at 100 per point:
  Ann pays Bo 9,000
""",
    ("matsu-kiri-bozu-stopped.toml", "ja"): """\
Matsu-Kiri-Bozu: Ann, Bo · 松桐坊主
局数：全12局中1局終了、残り11局
1. Bo 90
2. Ann -90
次の親：Bo
1点100で：
  AnnはBoに9,000払う
""",
    ("musashino-teams.toml", "en"): """\
Musashino-bana: Ann, Bo, Cy, Di
rounds: 1 of 12 played, 11 left
1. Red 1
2. Blue -1
next dealer: Cy
at 100 per point:
amounts are per team (each team's players share its amount)
  Blue pays Red 100
""",
    ("musashino-teams.toml", "ja"): """\
Musashino-bana: Ann, Bo, Cy, Di · 武蔵野花
局数：全12局中1局終了、残り11局
1. Red 1
2. Blue -1
次の親：Cy
1点100で：
金額は組ごと（組の金額を組の打ち手で分け合う）
  BlueはRedに100払う
""",
    ("koikoi-shoubu.toml", "en"): """\
Koi-Koi: Ann, Bo
rounds: 1 of 12 played, 11 left
1. Ann 64
2. Bo 0
next dealer: Ann
at 100 per point:
  Bo pays Ann 6,400
""",
    ("koikoi-shoubu.toml", "ja"): """\
Koi-Koi: Ann, Bo · こいこい
局数：全12局中1局終了、残り11局
1. Ann 64
2. Bo 0
次の親：Ann
1点100で：
  BoはAnnに6,400払う
""",
    ("hachihachi-shoubu.toml", "en"): """\
Hachi-Hachi: Ann, Bo, Cy
rounds: 1 of 12 played, 11 left
1. Ann 360
2. Cy 96
3. Bo -456
next dealer: Ann
at 100 per point:
  Bo pays Ann 36,000
  Bo pays Cy 9,600
""",
    ("hachihachi-shoubu.toml", "ja"): """\
Hachi-Hachi: Ann, Bo, Cy · 八八
局数：全12局中1局終了、残り11局
1. Ann 360
2. Cy 96
3. Bo -456
次の親：Ann
1点100で：
  BoはAnnに36,000払う
  BoはCyに9,600払う
""",
}


def sample_game(cli: Callable[..., Any], cli_json: Callable[..., Any], name: str) -> None:
    """A game of the sample's own players and house rules, with the sample as its round 1."""
    data = read_sheet_text((SAMPLES / name).read_text(encoding="utf-8"))
    code, answer = cli_json("new", *new_options(data))
    assert code == 0, answer
    assert cli("add", str(SAMPLES / name)).exit_code == 0


def assert_plain(text: str) -> None:
    """A chat message's lines: no escape sequence, no rule, none wider than 60 columns."""
    assert "\x1b" not in text
    assert not set(text) & set("│┃━─╇┏┓")
    assert all(wcswidth(line) <= 60 for line in text.splitlines()), text


@pytest.mark.parametrize(("name", "lang"), list(SHOWN))
def test_a_round_for_a_chat(cli, cli_json, name: str, lang: str) -> None:
    sample_game(cli, cli_json, name)
    result = cli("show", "1", "--format", "text", "--lang", lang, "--stake", "10")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == SHOWN[(name, lang)]
    assert_plain(result.stdout)


@pytest.mark.parametrize(("name", "lang"), list(STANDINGS))
def test_the_standings_for_a_chat(cli, cli_json, name: str, lang: str) -> None:
    sample_game(cli, cli_json, name)
    result = cli("standings", "--format", "text", "--lang", lang, "--stake", "100")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == STANDINGS[(name, lang)]
    assert_plain(result.stdout)


def test_the_language_is_the_locales_without_lang(cli, cli_json, monkeypatch: pytest.MonkeyPatch) -> None:
    sample_game(cli, cli_json, "koikoi-shoubu.toml")
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert cli("show", "1", "--format", "text").stdout == SHOWN[("koikoi-shoubu.toml", "ja")].split("1点")[0]
    assert "次の親：Ann" in cli("standings", "--format", "text").stdout


def test_long_and_wide_names_fold_within_60_columns(cli, cli_json) -> None:
    long_name = "Annabelle-" * 4
    wide = "山田太郎" * 10  # 80 columns: cut
    new_game(cli_json, "--name", "名前の長い人たちの金曜日の花札の会" * 2, players=(long_name, wide))
    assert add(cli, sheet(ANN_LOSES, players=(long_name, wide))).exit_code == 0
    for command in (["show", "1"], ["standings"]):
        for lang in ("en", "ja"):
            result = cli(*command, "--format", "text", "--lang", lang, "--stake", "1000")
            assert result.exit_code == 0, result.stderr
            assert_plain(result.stdout)
            assert wide[:5] in result.stdout


def test_stored_text_is_shown_as_typed_and_hidden_characters_as_escapes(cli, cli_json) -> None:
    new_game(cli_json, "--name", "[bold]Friday[/] <b>", players=("Ann", "*Bo*"))
    assert add(cli, sheet(ANN_LOSES, players=("Ann", "*Bo*"))).exit_code == 0
    shown = cli("show", "1", "--format", "text").stdout
    assert shown.splitlines()[:2] == ["[bold]Friday[/] <b> · Mushi · round 1 of 12", "Ann -39 · *Bo* +39"]
    # A name no command takes, as a ledger changed by another program may hold it.
    definition = replace(build_definition("mushi", ["Ann", "Bo"]), name="Friday\u202e\x1b[31m")
    text = standings_text(replay(definition, []), None, "en")
    assert text.splitlines()[0] == "Friday\\u202e\\x1b[31m · Mushi"


def test_another_format_is_refused_naming_text(cli, cli_json) -> None:
    new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES)).exit_code == 0
    for command in (["show", "1"], ["standings"]):
        result = cli(*command, "--format", "csv")
        assert result.exit_code == 2
        assert f"unknown format 'csv': {command[0]} writes table, text" in result.stderr
    # --json answers as it always did, whatever --format says.
    code, data = cli_json("standings", "--format", "text")
    assert code == 0 and json.dumps(data)
