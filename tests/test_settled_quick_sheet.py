"""The quick sheet's ``variant`` key and the chat debris a pasted sheet may carry (CONTRACT.md,
"Quick sheet"), through the real ``hanascore score --json`` and ``add``.

The Oi-bana round here is test_settled.py's (section 3), worked by hand there.
"""

from __future__ import annotations

from hanascore.games.sheets import sheet_text
from tests.test_settled import Run, problems, scored, scores

# The Oi-bana round of section 3 without victory scoring, as plain lines: Bo beats Ann
# (195 against -255), Ann pays Bo's bid 10.
QUICK_OI_BANA = """\
game: sakura
variant: oi-bana
players: Ann, Bo, Cy
dealer: Ann
bids: Ann=5, Bo=10, Cy=3
Ann: 10 11 20 21
Bo: rest
"""


def test_the_quick_sheet_takes_a_variant_key(cli_json: Run) -> None:
    result = scored(cli_json, QUICK_OI_BANA)
    assert scores(result) == {"Ann": -10, "Bo": 10, "Cy": 0}
    assert result["payments"] == [{"from": "Ann", "to": "Bo", "amount": 10}]


def test_the_quick_variant_key_is_checked_like_the_toml_one(cli_json: Run) -> None:
    assert ("bad-variant", "variant") in problems(cli_json, QUICK_OI_BANA.replace("oi-bana", "oy-bana"))
    mushi = "game: mushi\nvariant: oi-bana\nplayers: Ann, Bo\nAnn: rest\nBo: 10\n"
    assert ("bad-variant", "variant") in problems(cli_json, mushi)


def test_variant_is_a_sheet_keyword_no_player_may_be_called(cli_json: Run) -> None:
    sheet = "game: sakura\nplayers: Ann, Variant\nAnn: rest\nVariant: 10\n"
    assert ("bad-name", "players") in problems(cli_json, sheet)


def test_chat_debris_around_a_quick_sheet(cli_json: Run) -> None:
    # A code fence around it, list markers ('- ', '* ', '• ') in front of lines, and a
    # player whose name starts with '-' (whose line is no list item).
    sheet = (
        "```\n- game: sakura\n* variant: oi-bana\n• players: Ann, Bo, -z\n- dealer: Ann\n"
        "- bids: Ann=5, Bo=10, -z=3\n* ann: 10 11 20 21\n• bo: rest\n-z:\n```\n"
    )
    result = scored(cli_json, sheet)
    assert scores(result) == {"Ann": -10, "Bo": 10, "-z": 0}


def test_a_chat_line_is_an_error_naming_its_line_number(cli_json: Run) -> None:
    sheet = "```\n" + QUICK_OI_BANA + "[21:14] Cy: ok round 3 results 🎴\n```\n"
    status, result = cli_json("score", "-", input=sheet)
    assert status == 2
    assert [(p["code"], p["where"]) for p in result["errors"]] == [("bad-line", "line 9")]
    assert "[21:14] Cy: ok round 3" in result["errors"][0]["message"]


def test_a_sheet_with_a_variant_is_written_back_in_the_quick_form(cli_json: Run) -> None:
    # A round kept without its text (entered on the terminal) is written back as a quick sheet
    # wherever one says everything: with the variant key, an Oi-bana round can.
    data = {
        "game": "sakura",
        "variant": "oi-bana",
        "players": ["Ann", "Bo", "Cy"],
        "dealer": "Ann",
        "bids": {"Ann": 5, "Bo": 10, "Cy": 3},
        "captured": {"Ann": "10 11 20 21", "Bo": "rest"},
    }
    text = sheet_text(data)
    assert text.splitlines() == QUICK_OI_BANA.splitlines()
    assert scores(scored(cli_json, text)) == {"Ann": -10, "Bo": 10, "Cy": 0}


def test_a_ledger_sheet_may_repeat_the_games_variant_and_no_other(cli, cli_json: Run) -> None:
    assert cli("new", "sakura", "-p", "Ann", "-p", "Bo", "-p", "Cy", "--variant", "oi-bana").exit_code == 0
    status, added = cli_json("add", "-", input=QUICK_OI_BANA.replace("game: sakura\n", ""))
    assert status == 0, added
    status, refused = cli_json("add", "-", input=QUICK_OI_BANA.replace("oi-bana", "oy-bana"))
    assert status == 2 and [(p["code"], p["where"]) for p in refused["errors"]] == [("ledger-mismatch", "variant")]
    # A game played without a variant takes a sheet naming one no more than another game's.
    assert cli("new", "mushi", "-p", "Ann", "-p", "Bo").exit_code == 0
    mushi = "variant: oi-bana\nAnn: crane 1c plum-ribbon 2c\nBo: rest\n"
    status, refused = cli_json("add", "-", input=mushi)
    assert status == 2 and [(p["code"], p["where"]) for p in refused["errors"]] == [("ledger-mismatch", "variant")]
    assert "played without a variant" in refused["errors"][0]["message"]
    toml = 'variant = "oi-bana"\n\n[captured]\nAnn = "crane 1c plum-ribbon 2c"\nBo = "rest"\n'
    status, refused = cli_json("add", "-", input=toml)
    assert status == 2 and [(p["code"], p["where"]) for p in refused["errors"]] == [("ledger-mismatch", "variant")]
