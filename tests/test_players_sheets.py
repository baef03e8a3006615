"""A player renamed inside a stored sheet's text: every place a sheet names a player, in both
forms, with everything else kept as written (comments, layout, other names)."""

from __future__ import annotations

import pytest

from hanascore.games import find_game
from hanascore.games.sheets import read_sheet_text
from hanascore.ledger.definition import build_definition
from hanascore.ledger.people_sheets import Renaming, renamed_data, renamed_definition, renamed_text
from hanascore.ledger.records import person_key

ANN = Renaming(lambda name: person_key(name) == "ann", "Anna Lee")
MUSHI = find_game("mushi")
SAKURA = find_game("sakura")
MKB = find_game("matsu-kiri-bozu")
KOI = find_game("koi-koi")
HACHI = find_game("hachi-hachi")


def test_the_quick_form_is_rewritten_line_by_line_where_it_names_the_player() -> None:
    text = (
        "# round 4, typed on Bo's phone\r\n"
        "game: mushi\r\n"
        "players: Ann、 Bo ,Cy\r\n"
        "dealer:  ann   # she shuffled\r\n"
        "next dealer: Bo\r\n"
        "active: Bo, ANN\r\n"
        "- ann: 10 11 12 13 20 21 22 23 30 31 32 33 40 41 42 43 50 51 52 53  # Ann's pile\r\n"
        "2. Bo: rest\r\n"
        "# Annie: next time\r\n"
    )
    assert renamed_text(text, MUSHI, ANN) == (
        "# round 4, typed on Bo's phone\r\n"
        "game: mushi\r\n"
        "players: Anna Lee、 Bo ,Cy\r\n"
        "dealer:  Anna Lee   # she shuffled\r\n"
        "next dealer: Bo\r\n"
        "active: Bo, Anna Lee\r\n"
        "- Anna Lee: 10 11 12 13 20 21 22 23 30 31 32 33 40 41 42 43 50 51 52 53  # Ann's pile\r\n"
        "2. Bo: rest\r\n"
        "# Annie: next time\r\n"
    )


def test_a_full_width_line_is_read_as_a_sheet_reads_it() -> None:
    # "Ａｎｎ：" is "Ann:" to a sheet; only the line that names her is rewritten (in plain width).
    text = "Ａｎｎ：10 11 12 13 20 21 22 23 30 31 32 33 40 41 42 43 50 51 52 53\nＢｏ：rest  # 残り\n"
    assert renamed_text(text, MUSHI, ANN) == (
        "Anna Lee:10 11 12 13 20 21 22 23 30 31 32 33 40 41 42 43 50 51 52 53\nＢｏ：rest  # 残り\n"
    )


def test_facts_that_name_a_player_or_are_keyed_by_them() -> None:
    stopped = "stopped by: ann\nAnn: crane pine-ribbon 1c 1c warbler plum-ribbon 2c 2c curtain cherry-ribbon\nBo: 4c\n"
    assert renamed_text(stopped, MKB, ANN).startswith("stopped by: Anna Lee\nAnna Lee: crane")
    bids = "bids: ann=15; Dai = 10\nactive: Ann, Dai\n"
    data = renamed_data(read_sheet_text(bids, SAKURA), SAKURA, ANN)
    assert data == {"bids": {"Anna Lee": 15, "Dai": 10}, "active": "Anna Lee, Dai"}
    assert renamed_text(bids, SAKURA, ANN) == "bids: Anna Lee=15; Dai = 10\nactive: Anna Lee, Dai\n"


def test_koi_koi_calls_and_lucky_hands_name_the_player() -> None:
    quick = "koi: ann=2, Bo 、Cy\nteyaku: Bo=40 41 42 43; ANN = 10 20 30 40\n"
    assert renamed_text(quick, KOI, ANN) == "koi: Anna Lee=2, Bo 、Cy\nteyaku: Bo=40 41 42 43; Anna Lee = 10 20 30 40\n"
    data = renamed_data(read_sheet_text(quick, KOI), KOI, ANN)
    assert data["koi"] == {"Anna Lee": 2, "Bo": 1, "Cy": 1}
    assert data["teyaku"] == "Bo=40 41 42 43; Anna Lee = 10 20 30 40"


def test_hachi_hachi_calls_drop_outs_and_teyaku_name_the_player() -> None:
    quick = "sage: Bo, ann\ndropped: Ann\nteyaku: ann=pikaichi; Bo=karasu\n"
    assert renamed_text(quick, HACHI, ANN) == (
        "sage: Bo, Anna Lee\ndropped: Anna Lee\nteyaku: Anna Lee=pikaichi; Bo=karasu\n"
    )
    toml = 'sage = ["Bo", "Ann"]\n\n[teyaku]\nAnn = "pikaichi"\n'
    data = renamed_data(read_sheet_text(toml, HACHI), HACHI, ANN)
    assert data == {"sage": ["Bo", "Anna Lee"], "teyaku": {"Anna Lee": "pikaichi"}}


def test_toml_keeps_its_comments_and_quotes_a_name_a_bare_key_cannot_be() -> None:
    text = (
        "# Ann's big round\n"
        'game = "sakura"\n'
        'players = [\'Ann\', "Bo", "Cy", "Di"]\n'
        'teams = { Red = ["ann", "Cy"], Blue = ["Bo", "Di"] }  # Ann with Cy\n'
        'dealer = "Ann"\n'
        "[captured]\n"
        'Red = "10 20"\n'
        'Blue = "rest"\n'
    )
    assert renamed_text(text, SAKURA, ANN) == text.replace("['Ann'", '["Anna Lee"').replace(
        '"ann"', '"Anna Lee"'
    ).replace('dealer = "Ann"', 'dealer = "Anna Lee"')
    piles = 'game = "mushi"\n[captured]\nAnn = "10 11"  # Ann\n"Bo" = "rest"\n'
    rewritten = renamed_text(piles, MUSHI, Renaming(ANN.is_player, "Anna"))
    assert rewritten == piles.replace("Ann =", "Anna =")
    assert '"Anna Lee" = "10 11"' in renamed_text(piles, MUSHI, ANN)


def test_a_text_the_rewrite_cannot_say_is_written_anew_and_reads_the_same() -> None:
    # A name written with an escape is no name the line rewrite sees: the sheet is written
    # from its data instead (its comments are lost, its facts kept).
    text = '# mine\ngame = "mushi"\ndealer = "\\u0041nn"\n[captured]\nBo = "rest"\n'
    rewritten = renamed_text(text, MUSHI, ANN)
    assert "# mine" not in rewritten
    assert read_sheet_text(rewritten, MUSHI) == {"game": "mushi", "dealer": "Anna Lee", "captured": {"Bo": "rest"}}


@pytest.mark.parametrize(
    "text",
    ["Bo: 10 11\nCy: rest\n# Ann was not here\n", 'game = "mushi"\n[captured]\nBo = "rest"  # not Ann\n'],
)
def test_a_sheet_that_does_not_name_the_player_is_left_as_it_is(text: str) -> None:
    assert renamed_text(text, MUSHI, ANN) is text


def test_the_definition_renames_players_teams_and_dealer_and_a_name_made_of_them() -> None:
    made = build_definition("sakura", ["Ann", "Bo", "Cy", "Di"], teams={"Red": ["Ann", "Cy"], "Blue": ["Bo", "Di"]})
    changed = renamed_definition(made, ANN)
    assert changed.players == ("Anna Lee", "Bo", "Cy", "Di")
    assert changed.teams == {"Red": ("Anna Lee", "Cy"), "Blue": ("Bo", "Di")}
    assert changed.first_dealer == "Anna Lee"
    assert changed.name == "Sakura: Anna Lee, Bo, Cy, Di"
    named = build_definition("mushi", ["Ann", "Bo"], dealer="Bo", name="Friday with Ann")
    assert renamed_definition(named, ANN).name == "Friday with Ann"  # a name given by hand is the user's
    assert renamed_definition(named, ANN).first_dealer == "Bo"
