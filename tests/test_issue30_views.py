"""Issue 30, points 13-15: the views say plainly what a round did, in English and Japanese.

13. Hachi-Hachi: a dropped player paid a fee (not "sat this round out: scores 0"); a teyaku is
    shown by name and kan (not "teyaku: 3"); a score line ends with its score once (not
    "= 372; = 372"); the history says who dropped out; a winner by card points "deals next".
14. Koi-Koi's lucky-hand and drawn rounds get a note in the view, the history and the CSV
    reasons; a drawn round says the dealer's privilege (not ``oya_ken``) and its dead cards
    take one line, grouped by kind.
15. ``rules`` and the page's new-game list say "2 players", "2–7 players" (「2人」「2〜7人」).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from hanascore.games import find_game
from hanascore.games.scoring import score_text
from hanascore.views.round_view import round_view
from hanascore.web.app import create_app
from tests.conftest import SAMPLES, add_json, start_game

Cli = Callable[..., Any]

DROPPED = SAMPLES / "hachihachi-dropped.toml"
CARD_POINTS = SAMPLES / "hachihachi-card-points.toml"
SHOUBU = SAMPLES / "hachihachi-shoubu.toml"
DRAWN = SAMPLES / "koikoi-drawn.toml"
LUCKY = SAMPLES / "koikoi-lucky-hand.txt"

#: Two teyaku for one player (group A shown, group B by id): Ann's Standing Triplet and Red.
TWO_TEYAKU = """\
game = "hachi-hachi"
players = ["Ann", "Bo", "Cy"]
dealer = "Ann"

[teyaku]
Ann = "41 42 43 aka"
Bo = "karasu"

[captured]
Ann = "10 11 12 13 20 21 22 23 40 41 42 43 50 51 52 53"
Bo = "30 31 32 33 60 61 62 63 70 71 72 73 80 81 82 83"
Cy = "rest"

[field]
start = "30 33 53 63 93 103"
"""

#: Four at the table, three play, nobody dropped out: Di was forced out and scores 0.
FORCED_OUT = """\
game = "hachi-hachi"
players = ["Ann", "Bo", "Cy", "Di"]
dealer = "Ann"
active = ["Ann", "Bo", "Cy"]

[captured]
Ann = "10 11 12 13 20 21 22 23 40 41 42 43 50 51 52 53"
Bo = "30 31 32 33 60 61 62 63 70 71 72 73 80 81 82 83"
Cy = "rest"
"""


def _sheet_body(path: Path) -> str:
    """A sample sheet as a ledger round: without its game and players (the game has them)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return "\n".join(line for line in lines if not line.startswith(("game", "players", "#"))) + "\n"


def _score(cli: Cli, path: Path | str, lang: str = "en") -> str:
    result = cli("score", str(path), "--lang", lang)
    assert result.exit_code == 0, result.stdout + result.stderr
    return result.stdout


def _block(text: str, party: str) -> str:
    """A party's block of the score view: its heading line up to the next blank line."""
    found = re.search(rf"^{party}  [-+]?\d+\n(?:  .*\n)*", text, re.MULTILINE)
    assert found, text
    return found.group(0)


# -- 13: Hachi-Hachi -----------------------------------------------------------------------------


def test_a_dropped_player_paid_its_fee_not_sat_out(cli: Cli) -> None:
    # Issue: "Di −24 / sat this round out: scores 0".
    en = _score(cli, DROPPED)
    assert "dropped out: pays 24" in _block(en, "Di")
    assert "dropped out: pays 36" in _block(en, "Ed")
    assert "sat this round out" not in en
    # What it paid, written out as any score is.
    assert "drop-out fee -1 = -1 kan x 12 x 2 = -24" in _block(en, "Di")
    ja = _score(cli, DROPPED, "ja")
    assert "降りた：降り賃24を払う" in _block(ja, "Di")
    assert "この回は休み" not in ja


def test_a_forced_out_player_still_sat_out_and_scores_0(cli: Cli, tmp_path: Path) -> None:
    sheet = tmp_path / "forced.toml"
    sheet.write_text(FORCED_OUT, encoding="utf-8")
    assert "sat this round out: scores 0" in _block(_score(cli, sheet), "Di")
    assert "この局は休み：0点" in _block(_score(cli, sheet, "ja"), "Di")


def test_a_teyaku_is_shown_by_name_and_kan(cli: Cli, tmp_path: Path) -> None:
    # Issue: "teyaku: 3" without its name.
    en = _score(cli, CARD_POINTS)
    assert "teyaku: Standing Triplet 3 kan" in _block(en, "Ann")
    assert "teyaku: Empty Hand 4 kan" in _block(en, "Bo")
    assert not re.search(r"teyaku: \d", en)
    ja = _score(cli, CARD_POINTS, "ja")
    assert "手役：立三本 3貫" in _block(ja, "Ann")
    assert "手役：空素 4貫" in _block(ja, "Bo")
    # Achievements by name, not a count.
    assert "achievements: diving" in _block(en, "Ann") and "飛び込み・抜け役：飛び込み" in _block(ja, "Ann")
    sheet = tmp_path / "two.toml"
    sheet.write_text(TWO_TEYAKU, encoding="utf-8")
    assert "teyaku: Standing Triplet 3 kan + Red 2 kan = 5 kan" in _score(cli, sheet)
    assert "手役：立三本 3貫 + 赤 2貫 = 5貫" in _score(cli, sheet, "ja")


@pytest.mark.parametrize("sample", [DROPPED, CARD_POINTS, SHOUBU], ids=lambda p: p.stem)
def test_a_score_line_ends_with_its_score_once(cli: Cli, sample: Path) -> None:
    # Issue: score lines end "= 372; = 372".
    for lang in ("en", "ja"):
        text = _score(cli, sample, lang)
        assert not re.search(r"= (-?\d+); = \1$", text, re.MULTILINE), text
    shoubu = _score(cli, SHOUBU)
    assert "= 30 kan x 12 = 360\n" in _block(shoubu, "Ann")
    # Two parts still add up to the score.
    assert _block(_score(cli, CARD_POINTS), "Ann").count("; = 52") == 1


def test_a_winner_by_card_points_deals_next(cli: Cli) -> None:
    # Issue: "winner: Bo (card points)" under a round Ann won: Bo only holds the most card points.
    en = _score(cli, CARD_POINTS)
    assert "deals next: Bo (most card points)" in en
    assert "winner:" not in en
    ja = _score(cli, CARD_POINTS, "ja")
    assert "次の親：Bo（札の点が最多）" in ja and "勝者:" not in ja
    # A round won by a shoubu keeps its winner.
    assert "winner: Ann (shoubu)    next dealer: Ann" in _score(cli, SHOUBU)
    # The HTML export and the page share the view.
    result = score_text(CARD_POINTS.read_text(encoding="utf-8"))
    view = round_view(result, find_game(result.game), "en")
    assert view.deals_next_only and view.victory == "most card points"


def test_the_history_and_csv_say_who_dropped_out(cli: Cli, cli_json: Cli) -> None:
    # Issue: `history` never mentions a drop-out.
    start_game(cli_json, "hachi-hachi", ["Ann", "Bo", "Cy", "Di", "Ed"], "--dealer=Cy")
    status, added = add_json(cli_json, _sheet_body(DROPPED))
    assert status == 0, added
    assert "dropped out: Di, Ed" in cli("history").stdout
    rows = list(csv.reader(io.StringIO(cli("export", "--format", "csv", "--reasons").stdout)))
    # The reason column says of a round what the history's note says.
    assert rows[1][-1] == "×2, most card points, played: Ann, Bo, Cy, dropped out: Di, Ed"
    assert "dropped out: Di, Ed" in cli("export", "--format", "markdown").stdout


def test_the_narrow_history_says_who_deals_next_not_who_won(
    cli: Cli, cli_json: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_game(cli_json, "hachi-hachi", ["Ann", "Bo", "Cy", "Di", "Ed"], "--dealer=Cy")
    add_json(cli_json, _sheet_body(DROPPED))
    monkeypatch.setenv("COLUMNS", "60")  # a phone: one block per round
    history = cli("history").stdout
    assert "round 1 · dealt by Cy · Cy deals next" in history and "won by" not in history
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert "第1局 · 親 Cy · 次の親 Cy" in cli("history").stdout


def test_the_japanese_history_says_who_dropped_out(cli: Cli, cli_json: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    start_game(cli_json, "hachi-hachi", ["Ann", "Bo", "Cy", "Di", "Ed"], "--dealer=Cy")
    add_json(cli_json, _sheet_body(DROPPED))
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.setenv("COLUMNS", "200")  # the note on one line
    history = cli("history").stdout
    assert "降りた打ち手：Di、Ed" in history and "札の点が最多" in history


# -- 14: lucky hands and drawn rounds ----------------------------------------------------------------


def test_a_drawn_round_is_said_in_players_words_with_its_dead_cards_on_one_line(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue: 12 "dead" lines and the setting name oya_ken.
    monkeypatch.setenv("COLUMNS", "400")  # the line unfolded, to read it whole
    en = _score(cli, DRAWN)
    assert "oya_ken" not in en
    assert "drawn: the hands ran out without a shoubu" in en
    assert "score: drawn: the dealer's privilege = 6" in _block(en, "Bo")
    dead = [line for line in en.splitlines() if "dead" in line]
    assert len(dead) == 1, en
    assert dead[0].startswith("dead (left on the end field: scored by nobody): brights Full Moon · animals Geese")
    assert "chaff Susuki chaff ×2, Chrysanthemum chaff ×2, Maple chaff ×2" in dead[0]
    ja = _score(cli, DRAWN, "ja")
    assert "oya_ken" not in ja
    assert "流局：勝負のないまま手札が尽きた" in ja and "流局：親権 6点" in _block(ja, "Bo")
    dead_ja = [line for line in ja.splitlines() if "死に札" in line]
    assert len(dead_ja) == 1 and "光 芒に月 · タネ 芒に雁" in dead_ja[0]


def test_a_drawn_rounds_dead_cards_are_one_line_in_the_html_too() -> None:
    result = score_text(DRAWN.read_text(encoding="utf-8"))
    view = round_view(result, find_game(result.game), "en")
    assert len(view.dead) == 1 and not view.leftovers
    assert [group.label for group in view.dead[0].groups] == ["brights", "animals", "ribbons", "chaff"]


def test_a_lucky_hand_round_says_so(cli: Cli) -> None:
    assert "lucky hand: Four of a Kind (shown before play)" in _score(cli, LUCKY)
    assert "手役：手四（打つ前に見せた）" in _score(cli, LUCKY, "ja")


def test_lucky_hand_and_drawn_rounds_get_a_note_in_history_and_csv(
    cli: Cli, cli_json: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_game(
        cli_json, "koi-koi", ["Ann", "Bo"], "--dealer=Bo", "--house=oya_ken=6", "--house=zero_sum=true",
        "--house=draw_deal=passes",
    )  # fmt: skip
    house = ("[house]", "oya_ken", "zero_sum", "draw_deal")  # the game's house rules, not the round's
    drawn = "\n".join(line for line in _sheet_body(DRAWN).splitlines() if not line.startswith(house)) + "\n"
    assert add_json(cli_json, drawn)[0] == 0
    assert add_json(cli_json, "teyaku: Bo=40 41 42 43 50 51 60 70\nstart: 10 20 30 52 62 72 82 92\nAnn:\nBo:\n")[0] == 0
    history = cli("history").stdout
    assert "drawn: the hands ran out without a shoubu" in history
    assert "lucky hand: Four of a Kind (shown before play)" in history
    rows = list(csv.reader(io.StringIO(cli("export", "--format", "csv", "--reasons").stdout)))
    assert [row[-1] for row in rows[1:]] == [
        "drawn: the hands ran out without a shoubu",
        "lucky hand: Four of a Kind (shown before play)",
    ]
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.setenv("COLUMNS", "200")
    history = cli("history").stdout
    assert "流局：勝負のないまま手札が尽きた" in history and "手役：手四（打つ前に見せた）" in history


# -- 15: how many play -----------------------------------------------------------------------------


def test_rules_say_how_many_play_in_words(cli: Cli) -> None:
    # Issue: `rules` says "players: 2–2".
    koikoi = cli("rules", "koi-koi").stdout
    assert "2 players" in koikoi and "2–2" not in koikoi
    assert "2–7 players, 3 play each round" in cli("rules", "hachi-hachi").stdout


def test_the_new_game_list_says_how_many_play(isolated_store: Path) -> None:
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    english = client.get("/new?lang=en").text
    assert "2 players" in english and "2–7 players" in english and "2–2" not in english
    japanese = client.get("/new?lang=ja").text
    assert "2人" in japanese and "2〜7人" in japanese and "2–2" not in japanese
    chosen = client.get("/new?game=koi-koi&lang=ja").text
    assert "(2人)" in chosen


def test_the_html_report_shows_a_dropped_player_and_who_deals_next(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    start_game(cli_json, "hachi-hachi", ["Ann", "Bo", "Cy", "Di", "Ed"], "--dealer=Cy")
    add_json(cli_json, _sheet_body(DROPPED))
    out = tmp_path / "game.html"
    assert cli("export", "--format", "html", "--output", str(out)).exit_code == 0
    page = out.read_text(encoding="utf-8")
    assert "dropped out: pays 24" in page and "sat this round out" not in page
    assert "deals next:" in page and "dropped out: Di, Ed" in page
