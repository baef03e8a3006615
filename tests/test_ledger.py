"""The pure replay (RULES.md section 8): totals, dealers, game end, winners, adjustments.

Expected numbers are worked out by hand (or by the small independent Mushi scorer below,
which shares no code with the game module).
"""

from __future__ import annotations

import random
import tomllib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.cli.session import parse_house_options, parse_team_options
from hanascore.core.errors import LedgerError, SheetError
from hanascore.core.result import english
from hanascore.games.sheets import load_sheet, sheet_text
from hanascore.ledger.definition import build_definition
from hanascore.ledger.replay import (
    Adjustment,
    GameDefinition,
    Ledger,
    RoundEntry,
    replace_round,
    replay,
)
from hanascore.views.shapes import standings_json
from tests.conftest import SAMPLES

# -- an independent Mushi scorer (RULES.md section 3) -------------------------------------------

MUSHI_DECK = [c for month in (1, 2, 3, 4, 5, 8, 9, 10, 11, 12) for c in range(month * 10, month * 10 + 4)]
BRIGHTS = {10, 30, 80, 110, 120}
ANIMALS = {20, 40, 50, 81, 90, 100, 111}
RIBBONS = {11, 21, 31, 41, 51, 91, 101, 112}
MUSHI_YAKU = [({10, 30, 80, 110, 120}, 30), ({10, 20, 30}, 25), ({40, 41, 42, 43}, 10), ({120, 121, 122, 123}, 10)]


def mushi_value(card: int) -> int:
    return 20 if card in BRIGHTS else 10 if card in ANIMALS else 5 if card in RIBBONS else 1


def mushi_scores(first: set[int]) -> tuple[int, int]:
    """Scores of the holder of ``first`` and of the holder of the rest of the Mushi deck."""
    second = set(MUSHI_DECK) - first
    yaku = [sum(points for cards, points in MUSHI_YAKU if cards <= pile) for pile in (first, second)]
    points = sum(mushi_value(c) for c in first)
    score = points - 115 + yaku[0] - yaku[1]
    return score, -score


def mushi_round(first: set[int] | str, players: tuple[str, str] = ("Ann", "Bo"), **extra: Any) -> dict[str, Any]:
    """A played-out Mushi round: ``players[0]`` holds ``first``, the other the rest, field empty."""
    cards = first if isinstance(first, str) else " ".join(map(str, sorted(first)))
    return {"captured": {players[0]: cards, players[1]: "rest"}, **extra}


#: A tie: Ann 3 brights + 5 animals + 1 ribbon = 115, no yaku on either side; scores 0 / 0.
TIE = {80, 110, 120, 20, 40, 50, 81, 90, 11}
#: Ann all of Pine, Plum, Cherry: 71 points, Three Brights; Bo has both Fours: Ann -39, Bo +39.
ANN_LOSES = {10, 11, 12, 13, 20, 21, 22, 23, 30, 31, 32, 33}


def mushi_game(players: tuple[str, ...] = ("Ann", "Bo"), **options: Any) -> GameDefinition:
    return build_definition("mushi", list(players), **options)


def text_of(sheet: dict[str, Any]) -> str:
    """A sheet given as data, as the text a ledger keeps."""
    return sheet_text(sheet)


def entry(ledger: Ledger, sheet: dict[str, Any]) -> RoundEntry:
    """The entry ``add`` would record for ``sheet`` as the next round of ``ledger``."""
    raw = load_sheet(sheet)
    return RoundEntry(text=text_of(sheet), dealer=ledger.dealer_for(raw))


def play(definition: GameDefinition, sheets: list[dict[str, Any]]) -> Ledger:
    ledger = replay(definition, [])
    for sheet in sheets:
        ledger.apply(entry(ledger, sheet))
    return ledger


def test_independent_scorer_agrees_with_the_seed_worked_numbers() -> None:
    assert mushi_scores(TIE) == (0, 0)
    assert mushi_scores(ANN_LOSES) == (-39, 39)


# -- definitions --------------------------------------------------------------------------------


def test_definition_resolves_every_house_rule_and_defaults_to_twelve_rounds() -> None:
    definition = mushi_game(house={"five_brights": False})
    assert definition.house == {"five_brights": False, "willow_misdeal": True, "four_pairs_misdeal": False}
    assert (definition.rounds, definition.target) == (12, None)
    assert definition.first_dealer == "Ann"
    assert mushi_game(target=100).rounds is None


def test_definition_reports_every_problem_at_once() -> None:
    with pytest.raises(LedgerError) as caught:
        build_definition(
            "mushi",
            ["Ann", "ann", "x:y"],
            dealer="Cy",
            rounds=5,
            target=10,
            house={"five_brights": 3, "colour": "red"},
        )
    messages = " | ".join(p.message for p in caught.value.problems)
    for text in ("same ignoring case", "may not contain", "'Cy' is not one of the players", "not both", "colour"):
        assert text in messages
    wheres = {p.where for p in caught.value.problems}
    assert {"--player", "--dealer", "--rounds", "--house.five_brights", "--house.colour"} <= wheres


@pytest.mark.parametrize(
    ("game", "players", "teams", "message"),
    [
        ("sakura", ["A", "B", "C", "D"], {"Red": ["A", "B", "C"], "Blue": ["D"]}, "4 players play as 2 teams of 2"),
        ("sakura", ["A", "B", "C", "D"], {"Red": ["A", "B"], "Blue": ["C", "Z"]}, "'Z' is not a player"),
        ("sakura", ["A", "B", "C", "D"], {"Red": ["A", "B"], "Blue": ["B", "C"]}, "'B' is in team 'Red' and in 'Blue'"),
        ("mushi", ["A", "B"], {"Red": ["A"], "Blue": ["B"]}, "Mushi with 2 players has no teams"),
        ("mushi", ["A"], None, "Mushi is played by 2 to 4 players, not 1"),
        ("mushi", [], None, "name the players"),
    ],
)
def test_definition_checks_players_and_team_shapes(game, players, teams, message) -> None:
    with pytest.raises(LedgerError) as caught:
        build_definition(game, players, teams=teams)
    assert any(message in p.message for p in caught.value.problems), caught.value.problems


def test_teams_are_parties_in_the_order_of_their_first_member() -> None:
    definition = build_definition("sakura", ["A", "B", "C", "D"], teams={"Blue": ["D", "B"], "Red": ["C", "A"]})
    assert definition.party_names == ("Red", "Blue")


def test_variant_only_where_the_game_has_it() -> None:
    assert build_definition("sakura", ["A", "B", "C"], variant="oi-bana").variant == "oi-bana"
    with pytest.raises(LedgerError, match="Mushi has no variants"):
        build_definition("mushi", ["A", "B"], variant="oi-bana")


def test_house_and_team_options_parse_like_the_contract_says() -> None:
    house, problems = parse_house_options(
        ["five-brights=false", "storm=cards", "bet_limit=8", 'four_brights="curtain"']
    )
    assert house == {"five_brights": False, "storm": "cards", "bet_limit": 8, "four_brights": "curtain"}
    assert problems == []
    _, problems = parse_house_options(["nonsense", "a=1", "a=2"])
    assert [p.code for p in problems] == ["bad-house", "duplicate-house"]
    teams, problems = parse_team_options(["Red=Ann, Cy", "Blue=Bo,Di", "oops"])
    assert teams == {"Red": ["Ann", "Cy"], "Blue": ["Bo", "Di"]}
    assert [p.code for p in problems] == ["bad-team"]


def test_definition_json_round_trips_and_is_what_a_game_document_writes() -> None:
    from hanascore.ledger.documents import DefinitionDocument
    from hanascore.ledger.rows import definition_from_json, definition_json

    definition = build_definition(
        "sakura", ["A", "B", "C", "D"], teams={"Red": ["A", "C"], "Blue": ["B", "D"]}, target=500, name="Friday"
    )
    assert definition_from_json(definition_json(definition)) == definition
    # The store keeps the definition as the game document writes (and reads) it.
    document = DefinitionDocument.model_validate(definition_json(definition))
    assert document.model_dump() == definition_json(definition)


# -- replay: totals, dealers, end ---------------------------------------------------------------


def test_totals_and_dealers_follow_the_rounds() -> None:
    ledger = play(
        mushi_game(dealer="Bo"), [mushi_round(ANN_LOSES), mushi_round(TIE), mushi_round(set(MUSHI_DECK) - ANN_LOSES)]
    )
    rows = ledger.rounds
    # Round 1: Bo deals, wins +39 and keeps the deal; round 2 ties: the dealer (Bo) stays;
    # round 3: Ann holds Bo's old pile, wins 39 and takes the deal.
    assert [r.dealer for r in rows] == ["Bo", "Bo", "Bo"]
    assert [r.adds for r in rows] == [{"Ann": -39, "Bo": 39}, {"Ann": 0, "Bo": 0}, {"Ann": 39, "Bo": -39}]
    assert [r.result.winner for r in rows] == ["Bo", "Bo", "Ann"]
    assert ledger.totals == {"Ann": 0, "Bo": 0}
    assert ledger.next_dealer == "Ann"
    assert ledger.leaders == ["Ann", "Bo"] and ledger.winner is None


def test_a_game_of_n_rounds_is_over_after_the_nth_and_names_the_single_leader() -> None:
    ledger = play(mushi_game(rounds=2), [mushi_round(ANN_LOSES), mushi_round(TIE)])
    assert ledger.over and ledger.ended_after == 2
    assert ledger.winner == "Bo" and ledger.next_dealer is None
    assert "Bo won with 39" in ledger.finished_words().say("en")


def test_a_tie_for_the_lead_has_no_winner() -> None:
    ledger = play(mushi_game(rounds=1), [mushi_round(TIE)])
    assert ledger.over and ledger.winner is None and ledger.leaders == ["Ann", "Bo"]
    assert "Ann and Bo tied for the lead with 0" in ledger.finished_words().say("en")


def test_a_target_game_ends_after_the_round_that_reaches_it() -> None:
    definition = mushi_game(target=78)
    ledger = play(definition, [mushi_round(ANN_LOSES)])
    assert not ledger.over and ledger.totals["Bo"] == 39
    ledger.apply(entry(ledger, mushi_round(ANN_LOSES)))
    assert ledger.over and ledger.winner == "Bo" and ledger.totals["Bo"] == 78


def test_adjustments_count_in_totals_and_can_reach_a_target() -> None:
    ledger = play(mushi_game(target=50), [mushi_round(ANN_LOSES)])
    ledger.apply(Adjustment(party="Ann", amount=-5, reason="late"))
    assert ledger.totals == {"Ann": -44, "Bo": 39} and not ledger.over
    ledger.apply(Adjustment(party="Bo", amount=11, reason="correction"))
    assert ledger.over and ledger.winner == "Bo"
    with pytest.raises(LedgerError, match="'Cy' is not a party"):
        ledger.apply(Adjustment(party="Cy", amount=1, reason="x"))


def test_sit_out_passes_the_deal_to_the_next_active_player() -> None:
    definition = mushi_game(("Ann", "Bo", "Cy"))
    assert definition.table.pass_on("Ann", ["Bo", "Cy"]) == "Bo"
    assert definition.table.pass_on("Cy", ["Ann", "Bo"]) == "Ann"  # turn order wraps round the table
    assert definition.table.pass_on("Bo", ["Ann", "Bo"]) == "Bo"
    # Names match ignoring case (CONTRACT): "bo" and "CY" play, "cy" deals.
    assert definition.table.pass_on("Ann", ["bo", "CY"]) == "Bo"
    assert definition.table.pass_on("Cy", ["ann", "cy"]) == "Cy"
    ledger = play(definition, [mushi_round(ANN_LOSES, ("Bo", "Cy"), active=["Bo", "Cy"])])
    row = ledger.rounds[0]
    assert (row.scheduled_dealer, row.dealer) == ("Ann", "Bo")
    assert row.adds == {"Ann": 0, "Bo": -39, "Cy": 39}
    assert ledger.next_dealer == "Cy"


def test_oi_bana_dealer_need_not_play() -> None:
    definition = build_definition("sakura", ["A", "B", "C"], variant="oi-bana")
    assert definition.table.pass_on("A", ["B", "C"]) == "A"


def test_the_sheets_dealer_overrides_the_chain() -> None:
    ledger = play(mushi_game(), [mushi_round(TIE, dealer="Bo")])
    assert ledger.rounds[0].dealer == "Bo" and ledger.next_dealer == "Bo"


def test_a_stored_round_that_no_longer_scores_names_its_round() -> None:
    definition = mushi_game()
    good = RoundEntry(text=text_of(mushi_round(TIE)), dealer="Ann")
    bad = RoundEntry(text="Ann: 10 zz\nBo: rest\n", dealer="Ann")
    with pytest.raises(LedgerError) as caught:
        replay(definition, [good, bad])
    assert caught.value.problems[0].message.startswith("round 2: 'zz'")


def test_a_new_round_with_a_bad_sheet_raises_the_sheet_problems() -> None:
    ledger = replay(mushi_game(), [])
    with pytest.raises(SheetError):
        ledger.apply(entry(ledger, {"game": "sakura", "captured": {"Ann": "rest", "Bo": ""}}))
    assert ledger.rounds_played == 0 and ledger.rows == []


def test_editing_an_early_round_rescores_later_ones_with_their_recorded_dealers() -> None:
    definition = mushi_game(dealer="Ann")
    ledger = play(definition, [mushi_round(ANN_LOSES), mushi_round(TIE), mushi_round(TIE)])
    entries = [row.entry for row in ledger.rounds]
    assert [e.dealer for e in entries] == ["Ann", "Bo", "Bo"]
    # Correct round 1: Ann actually won it.  Round 2 was dealt by Bo as played, though the
    # corrected chain names Ann.
    corrected = replace_round(
        entries,
        1,
        load_sheet(mushi_round(set(MUSHI_DECK) - ANN_LOSES)),
        text_of(mushi_round(set(MUSHI_DECK) - ANN_LOSES)),
    )
    after = replay(definition, corrected)
    assert [r.dealer for r in after.rounds] == ["Ann", "Bo", "Bo"]
    assert [r.chain_dealer for r in after.rounds] == ["Ann", "Ann", "Bo"]
    assert after.totals == {"Ann": 39, "Bo": -39}
    warnings = after.dealer_warnings(after=1)
    assert len(warnings) == 1 and english(warnings[0]).startswith(
        "round 2: by the corrected rounds Ann would have dealt"
    )


def test_kyu_rei_carry_over_is_replayed_and_follows_an_edit() -> None:
    definition = build_definition("kyu-rei-hana", ["A", "B", "C"])
    piles = {
        "A": "10 11 12 13 20 21 22 23 30 31 32 33 40 41 42 43",
        "B": "50 51 52 53 60 61 62 63 70 71 72 73 80 81 82 83",
        "C": "rest",
    }
    # Rain Man, Phoenix and Crane dealt: x4 now, x4 and x2 wait.
    first = {"captured": piles, "field": {"start": "110 120 10 22 42 53"}}
    plain = {"captured": piles}
    ledger = play(definition, [first, plain, plain, plain])
    assert [r.result.multiplier for r in ledger.rounds] == [4, 4, 2, 1]
    assert [r.result.carried for r in ledger.rounds] == [(4, 2), (2,), (), ()]
    # A: 20+20+20 + 5+5+5 + 10+5 = 90 points, Big Three is not formed (no Moon), Small Three is:
    # (90 + 40 - 0 - 90) = 40 per x1.
    assert ledger.rounds[3].adds["A"] == 40
    assert ledger.rounds[1].adds["A"] == 160
    # Correct round 1: the field had no multiplier card; every later round runs on x1.
    entries = [row.entry for row in ledger.rounds]
    after = replay(definition, replace_round(entries, 1, load_sheet(plain), text_of(plain)))
    assert [r.result.multiplier for r in after.rounds] == [1, 1, 1, 1]
    assert after.totals["A"] == 4 * 40 and after.carried == ()


def test_a_game_carries_the_queue_into_its_standings() -> None:
    definition = build_definition("kyu-rei-hana", ["A", "B", "C"])
    sheet = {"captured": {"A": "rest", "B": "", "C": ""}, "field": {"start": "110 120 10 22 42 53"}}
    ledger = play(definition, [sheet])
    assert standings_json("1", ledger)["carry_over"] == [4, 2]


def test_sakura_victory_scoring_counts_victories_and_keeps_points() -> None:
    data = tomllib.loads((SAMPLES / "sakura-victories.toml").read_text())
    house = data.pop("house")
    for key in ("game", "players", "dealer"):
        data.pop(key)
    definition = build_definition(
        "sakura", ["Iolani", "Kai", "Leilani", "Makoa", "Noe"], dealer="Kai", house=house, rounds=2
    )
    ledger = play(definition, [data])
    # Noe's Basa (a win by 100+ over everyone) counts two victories; points are the round scores.
    assert ledger.totals == {"Iolani": 0, "Kai": 0, "Leilani": 0, "Makoa": 0, "Noe": 2}
    assert ledger.points == {"Iolani": -115, "Kai": -125, "Leilani": -110, "Makoa": -100, "Noe": 80}
    parties = standings_json("9", ledger)["parties"]
    assert parties[-1] == {"name": "Noe", "total": 2, "points": 80}
    ledger.apply(Adjustment(party="Kai", amount=1, reason="a victory forgotten"))
    assert ledger.totals["Kai"] == 1 and ledger.points["Kai"] == -125


def test_standings_object_has_exactly_the_contract_keys() -> None:
    ledger = play(mushi_game(), [mushi_round(ANN_LOSES)])
    data = standings_json("7", ledger)
    assert set(data) == {
        "id", "name", "game", "players", "teams", "variant", "house", "length", "rounds_played",
        "over", "winner", "leaders", "next_dealer", "carry_over", "parties",
    }  # fmt: skip
    assert data["parties"] == [{"name": "Ann", "total": -39}, {"name": "Bo", "total": 39}]
    assert data["id"] == "7" and data["length"] == {"rounds": 12, "target": None}


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(min_value=1, max_value=8))
def test_random_mushi_games_are_zero_sum_and_match_the_independent_scorer(rng: random.Random, rounds: int) -> None:
    definition = mushi_game(rounds=rounds)
    ledger = replay(definition, [])
    expected = {"Ann": 0, "Bo": 0}
    dealer = "Ann"
    for _ in range(rounds):
        first = set(rng.sample(MUSHI_DECK, rng.randrange(8, 33)))
        row = ledger.apply(entry(ledger, mushi_round(first)))
        ann, bo = mushi_scores(first)
        expected["Ann"] += ann
        expected["Bo"] += bo
        assert row.dealer == dealer
        if ann != bo:
            dealer = "Ann" if ann > bo else "Bo"
        assert sum(row.adds.values()) == 0
    assert ledger.totals == expected
    assert ledger.over and ledger.next_dealer is None
    assert ledger.winner == (None if expected["Ann"] == expected["Bo"] else max(expected, key=expected.__getitem__))
