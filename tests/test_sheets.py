"""Round sheets: the TOML and quick forms, strictness, and the shared checks of RULES.md §2."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.core.cards import CardNotationError, parse_token
from hanascore.core.errors import SheetError
from hanascore.core.quick_sheet import parse_house
from hanascore.core.sheet import is_table_header, looks_like_toml
from hanascore.games.scoring import score_text
from hanascore.games.sheets import load_sheet, read_sheet, read_sheet_text
from hanascore.views.round_shapes import result_json
from tests.conftest import SAMPLES, problem_places, score

SEED_PILE = "10 11 12 13 20 21 22 23 30 31 32 33 50 52 100 102 122 123"


def problems_of(text: str) -> list[tuple[str, str | None]]:
    with pytest.raises(SheetError) as error:
        score(text)
    return [(p.code, p.where) for p in error.value.problems]


def test_quick_sheet_and_toml_sheet_score_the_same() -> None:
    quick = f"game: mushi\nplayers: A, B\n# a comment\nA: {SEED_PILE}  # A's pile\nB: rest\n"
    toml = f'game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "{SEED_PILE}"\nB = "rest"\n'
    assert result_json(score(quick)) == result_json(score(toml))
    assert score(quick).scores() == {"A": -5, "B": 5}


@pytest.mark.parametrize(
    ("text", "is_toml"),
    [
        ('game = "mushi"', True),
        ("[captured]\nA = 'rest'", True),
        ("# note: hello\ngame = 'mushi'", True),
        ("game: mushi\nhouse: five_brights=false", False),
        ("players: A, B", False),
    ],
)
def test_form_detection(text: str, is_toml: bool) -> None:
    assert looks_like_toml(text) is is_toml


def whole_text_form(text: str) -> bool:
    """How the form was told before it was read a part at a time: every line split at once."""
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith("[") and is_table_header(stripped):  # a chat's "[21:14] Cy:" is none
            return True
        equals, colon = stripped.find("="), stripped.find(":")
        if equals >= 0 and (colon < 0 or equals < colon):
            return True
        if colon >= 0:
            return False
    return False


@settings(max_examples=400, deadline=None)
@given(text=st.text(alphabet=" \t\n\r\x0b\x0c\x1c\x85\u2028\u3000#[=:ab", max_size=60), part=st.integers(1, 4))
def test_the_form_is_told_a_part_at_a_time_as_from_every_line(text: str, part: int) -> None:
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr("hanascore.core.sheet.FORM_PART", part)  # parts of a few characters: many boundaries
        assert looks_like_toml(text) is whole_text_form(text)


def test_quick_sheet_keys_map_to_the_toml_form() -> None:
    data = read_sheet_text(
        "game: mushi\nplayers: Alice, Bob\ndealer: Bob\nstart: 10 20\nend: 112 92\nwild: 9a\n"
        "stopped by: Bob\nhouse: five_brights=false, willow_misdeal=false\nAlice: crane\nBob: rest\n"
    )
    assert data == {
        "game": "mushi",
        "players": "Alice, Bob",
        "dealer": "Bob",
        "field": {"start": "10 20", "end": "112 92"},
        "wild_captured": "9a",
        "stopped_by": "Bob",
        "house": {"five_brights": False, "willow_misdeal": False},
        "captured": {"Alice": "crane", "Bob": "rest"},
    }
    assert read_sheet("players: Alice, Bob").players == ("Alice", "Bob")


def test_house_values_are_toml_where_they_parse_else_bare_strings() -> None:
    house, problems = parse_house('storm=cards, bet_limit=8, sun=false, four_brights="curtain"')
    assert house == {"storm": "cards", "bet_limit": 8, "sun": False, "four_brights": "curtain"}
    assert problems == []


def test_unknown_keys_are_errors_with_a_suggestion() -> None:
    found = problems_of(
        f'game = "mushi"\nplayers = ["A", "B"]\nwild_capture = "9a"\n[captured]\nA = "{SEED_PILE}"\nB = "rest"\n'
    )
    assert ("unknown-key", "wild_capture") in found
    with pytest.raises(SheetError, match="did you mean 'wild_captured'"):
        score(f'game = "mushi"\nplayers = ["A", "B"]\nwild_capture = "9a"\n[captured]\nA = "{SEED_PILE}"\nB = "rest"\n')
    with pytest.raises(SheetError, match="unknown key 'ending'"):
        read_sheet('[field]\nending = "10"')


def test_broken_toml_names_the_line() -> None:
    with pytest.raises(SheetError, match=r"not valid TOML: .*at line 3"):
        read_sheet('game = "mushi"\nplayers = ["A", \n[captured]')


@pytest.mark.parametrize(
    "syntax",
    ['teams = { Red = ["A"], }', 'teams = {\n  Red = ["A"]\n}', 'dealer = "\\e"', 'dealer = "\\x41"', "dealer = 12:30"],
)
def test_toml_1_1_syntax_is_refused_as_the_standard_librarys_reader_refuses_it(syntax: str) -> None:
    # The sheet is read by tomli (compiled, faster); what it refuses and how it words it stay tomllib's.
    import tomllib

    text = f'game = "mushi"\nplayers = ["A", "B"]\n{syntax}\n'
    with pytest.raises(tomllib.TOMLDecodeError) as expected:
        tomllib.loads(text)
    with pytest.raises(SheetError) as error:
        read_sheet(text)
    assert [p.message for p in error.value.problems] == [f"the sheet is not valid TOML: {expected.value}"]


@pytest.mark.parametrize("depth", [600, 20_000])
def test_toml_nested_too_deep_is_refused_not_a_crash(depth: int) -> None:
    # How deep the reader follows depends on the interpreter and tomli's build: past it, the
    # sheet is refused (exit status 2), never an unexpected failure.
    text = f'game = "mushi"\nplayers = ["A", "B"]\nx = {"[" * depth}{"]" * depth}\n[captured]\nA = "rest"\nB = ""\n'
    with pytest.raises(SheetError) as error:
        score_text(text)
    assert error.value.problems
    house, problems = parse_house(f"storm={'[' * depth}{']' * depth}")
    assert problems == []
    if depth > 10_000:
        assert [p.message for p in error.value.problems] == ["the sheet nests arrays or tables deeper than can be read"]
        assert house["storm"] == "[" * depth + "]" * depth  # no TOML value: the bare string


def test_a_quick_line_without_a_colon_is_reported() -> None:
    with pytest.raises(
        SheetError,
        match="line 2: 'this is not a key' is no 'key: value' line of a sheet: delete it, or start it with #",
    ):
        read_sheet("game: mushi\nthis is not a key\n")


def test_every_problem_is_reported_at_once() -> None:
    text = (
        'game = "mushi"\nplayers = ["A", "B"]\ndealer = "Zed"\n[house]\nfive_brite = true\n'
        '[captured]\nA = "10 cran 10"\nBobb = "rest"\n'
    )
    found = problems_of(text)
    codes = {code for code, _ in found}
    assert {
        "unknown-player",
        "unknown-house-rule",
        "unknown-card",
        "duplicate-card",
        "unknown-pile",
        "missing-pile",
    } <= codes


def test_unknown_game_suggests_the_closest() -> None:
    with pytest.raises(SheetError, match="did you mean mushi"):
        score('game = "mushy"\nplayers = ["A", "B"]')


@pytest.mark.parametrize("alias", ["kyurei", "mkb", "musashino", "higo-bana", "hawaiian", "Kyu-Rei-Hana", "MUSHI"])
def test_game_aliases(alias: str) -> None:
    from hanascore.games import aliases

    assert alias.lower() in aliases()


def test_duplicate_card_names_both_places() -> None:
    with pytest.raises(SheetError) as error:
        score(
            f'game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "{SEED_PILE}"\nB = "rest"\n[field]\nend = "crane"\n'
        )
    message = str(error.value)
    assert "10 Crane is in A's pile and again in the end field" in message


def test_plain_chaff_codes_resolve_after_exact_cards() -> None:
    # "1c" in A and "13" in B are two different chaff; a third Pine chaff is the error.
    ok = score(
        'game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "1c 10 11"\nB = "13 rest"\n'.replace("13 rest", "rest")
    )
    assert 12 in ok.party("A").cards
    text = 'game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "1c 1c"\nB = "13"\n'
    with pytest.raises(SheetError, match="Pine has only two plain chaff"):
        score(text)


def test_rest_must_stand_alone_and_only_once() -> None:
    found = problems_of('game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "rest 10"\nB = "rest"\n')
    assert ("bad-rest", "captured.A") in found


@pytest.mark.parametrize(
    ("players", "message"),
    [
        ('["A", "a"]', "same ignoring case"),
        ('["A", " B"]', "leading or trailing space"),
        ('["A", "B=C"]', "may not contain"),
        ('["A", "rest"]', "sheet keyword"),
        ('["A", "dealer"]', "sheet keyword"),
        ('["A", ""]', "must not be empty"),
    ],
)
def test_bad_names_are_rejected(players: str, message: str) -> None:
    with pytest.raises(SheetError, match=message):
        score(f'game = "mushi"\nplayers = {players}\n[captured]\n')


def test_names_may_start_with_a_dash() -> None:
    result = score(f'game = "mushi"\nplayers = ["-z", "B"]\n[captured]\n"-z" = "{SEED_PILE}"\nB = "rest"\n')
    assert result.scores() == {"-z": -5, "B": 5}


def test_wrong_player_count() -> None:
    with pytest.raises(SheetError, match="2 to 4 players"):
        score('game = "mushi"\nplayers = ["A"]\n[captured]\nA = "rest"\n')


def test_unknown_pile_name_suggests_the_player() -> None:
    with pytest.raises(SheetError, match="did you mean 'Alice'"):
        score(f'game = "mushi"\nplayers = ["Alice", "Bob"]\n[captured]\nAlise = "{SEED_PILE}"\nBob = "rest"\n')


def test_pile_names_match_players_ignoring_case() -> None:
    # CONTRACT.md: 'bob:' is Bob's pile.
    result = score(f'game = "mushi"\nplayers = ["Alice", "Bob"]\n[captured]\nalice = "{SEED_PILE}"\nBOB = "rest"\n')
    assert [p.name for p in result.parties] == ["Alice", "Bob"] and result.party("Alice").cards


def test_every_bundled_sample_scores() -> None:
    samples = sorted(p for p in SAMPLES.iterdir() if p.suffix in (".toml", ".txt"))
    assert samples
    for path in samples:
        result = score(path.read_text())
        assert result.parties, path


# --- independent hand-worked cases (ties, turn order, leftovers, thresholds, sheet quirks) ---


@pytest.mark.parametrize(
    "text",
    [
        "\ufeffgame: mushi\r\nplayers: A, B\r\nA: 10 20 30 # the three\r\nB: rest\r\n",
        '\ufeffgame = "mushi"\r\nplayers = ["A", "B"]\r\n[captured]\r\nA = "10 20 30"\r\nB = "rest"\r\n',
    ],
    ids=["quick", "toml"],
)
def test_a_byte_order_mark_and_crlf_line_ends_are_read(text: str) -> None:
    result = score_text(text)
    # A: 10 30 (40) + 20 (10) = 50; Three Brights 25; B holds both Four Wisterias and Four
    # Paulownias (20): A = 50 - 115 + 25 - 20 = -60.
    assert result.scores() == {"A": -60, "B": 60}


@pytest.mark.parametrize("key", ["end", "start"])
def test_a_field_line_given_twice_in_a_quick_sheet_is_an_error(key: str) -> None:
    # Before: the second line silently replaced the first.
    text = f"game: mushi\nplayers: A, B\nA: 10\nB: rest\n{key}: 112\n{key}: 113\n"
    with pytest.raises(SheetError) as info:
        score_text(text)
    assert [(p.code, p.where) for p in info.value.problems] == [("duplicate-key", f"field.{key}")]


def test_an_unrelated_problem_does_not_turn_team_piles_into_unknown_piles() -> None:
    text = (
        'game = "sakura"\nplayers = ["A", "B", "C", "D"]\nteams = { X = ["A", "C"], Y = ["B", "D"] }\n'
        '[house]\nleftover = "everything"\n[captured]\nX = "10"\nY = "rest"\n'
    )
    assert problem_places(text) == [("bad-house-rule", "house.leftover")]


def test_a_house_rule_conflict_between_keys_is_reported_once_at_house() -> None:
    text = (
        'game = "sakura"\nplayers = ["A", "B"]\n[house]\nchu = false\nchu_basa_combined = true\n'
        '[captured]\nA = "10"\nB = "rest"\n'
    )
    with pytest.raises(SheetError) as info:
        score_text(text)
    [problem] = info.value.problems
    assert (problem.code, problem.where) == ("bad-house-rule", "house")
    assert problem.message.startswith("chu_basa_combined = true turns chu on")


def test_an_id_with_leading_zeros_names_the_card() -> None:
    # Before: '010' was refused with "Pine has no card 10 (its ids are 10 11 12 13)".
    token = parse_token("010")
    assert token.card is not None and token.card.id == 10


def test_suggestions_and_month_listings_name_each_code_once() -> None:
    with pytest.raises(CardNotationError) as info:
        parse_token("9")
    assert len(info.value.suggestions) == len(set(info.value.suggestions))
    with pytest.raises(CardNotationError, match=r"\(it has 8b Full Moon, 8a Geese, 8c Susuki chaff\)$"):
        parse_token("8r")


@pytest.mark.parametrize("name", ["Stopped_By", "stopped-by", "STOPPED BY"])
def test_names_the_quick_sheet_reads_as_a_key_are_refused(name: str) -> None:
    text = f'game = "mushi"\nplayers = ["{name}", "B"]\n[captured]\n"{name}" = "10"\nB = "rest"\n'
    assert ("bad-name", "players") in problem_places(text)


def test_quick_sheet_quirks_score_like_the_plain_sheet(cli_json: Callable[..., tuple[int, Any]]) -> None:
    quirky = (
        "# a round played on Friday\r\n"
        "GAME: Mushi\r\n"
        "Players: -z, Bob   # seats\r\n"
        "Dealer: Bob\r\n"
        "-z: CRANE,WARBLER;Curtain,1R;2r  2C,2c\r\n"
        "Bob: Rest\r\n"
        "House: five_brights = false ; willow_misdeal=false,four_pairs_misdeal=true\r\n"
    )
    status, data = cli_json("score", "-", input=quirky)
    assert status == 0
    # -z: 10 30 (40) + 20 (10) + 11 21 (10) + 22 23 (2) = 62 - 115 + 25 - 20 = -48.
    assert [(p["name"], p["score"]) for p in data["parties"]] == [("-z", -48), ("Bob", 48)]
    assert data["winner"] == "Bob"


def test_a_sheet_pasted_from_a_chat_scores() -> None:
    # A code fence, list markers, and a stray line named with its number and what to do.
    fenced = (
        "```\n- game: mushi\n- players: Alice, Bob\n* Alice: crane 1c plum-ribbon 2c curtain cherry-ribbon "
        "wisteria-ribbon 4c 5c 5c moon geese mum-ribbon 9c deer maple-ribbon rain-man swallow 12c 12c\n"
        "• Bob: rest\nend: 112 92\nwild: 9a\n```\n"
    )
    assert score(fenced).scores() == {"Alice": 33, "Bob": -33}
    with pytest.raises(SheetError) as error:
        score(fenced.replace("```\n- game", "thanks!! 👍\n- game", 1))
    [problem] = error.value.problems
    assert problem.where == "line 1" and "start it with #" in problem.message


def test_a_field_key_that_is_no_text_is_an_unknown_key_not_a_crash() -> None:
    # TOML keys are text; a sheet handed over as a dict (score_data, an import) may hold others.
    with pytest.raises(SheetError) as error:
        load_sheet({"game": "mushi", "players": ["A", "B"], "field": {1: "10"}})
    # The sheet's other problems are reported with it: it has no piles.
    assert [(p.code, p.where) for p in error.value.problems] == [
        ("unknown-key", "field.1"),
        ("missing-pile", "captured"),
        ("missing-pile", "captured"),
    ]
