"""What the scoring core works out once and reuses must still answer as if worked out afresh:
per-table and per-class answers follow the table's players and rules, and a formula written
only when read says what it said when written at once."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hanascore.core.errors import SheetError, Words
from hanascore.core.table import build_table
from hanascore.games import find_game, register, unregister
from hanascore.games.kyurei.rules import KyuReiFacts
from hanascore.games.mushi.rules import MushiFacts
from hanascore.games.sakura.rules import SakuraFacts
from hanascore.games.scoring import score_sheet
from hanascore.games.sheets import fact_owners, load_sheet, read_sheet_text, sheet_text
from hanascore.ledger.definition import build_definition
from hanascore.ledger.replay import RoundEntry, replay
from tests.conftest import score_data

SAMPLES = Path(__file__).resolve().parent.parent / "samples"

ALICE_BOB = {
    "Alice": "10 12 21 23 30 31 41 42 52 53 80 81 91 93 100 101 110 111 120 123",
    "Bob": "11 13 20 22 32 33 40 43 50 51 82 83 90 113 102 103 121 122",
}


def three_at_mushi(active: list[str], house: dict[str, object] | None = None) -> dict[str, object]:
    piles = dict(zip(active, ALICE_BOB.values(), strict=True))
    return {
        "game": "mushi",
        "players": ["Alice", "Bob", "Carol"],
        "dealer": active[0],
        "active": active,
        "house": house or {},
        "captured": piles,
        "field": {"end": "112 92"},
    }


def test_who_plays_follows_each_rounds_line_up_at_one_table() -> None:
    table = build_table(find_game("mushi"), ["Alice", "Bob", "Carol"])
    assert table.parties_playing(("Alice", "Bob")) == {"Alice", "Bob"}
    assert table.parties_playing(("Bob", "Carol")) == {"Bob", "Carol"}
    assert table.parties_playing(("Alice", "Bob")) == {"Alice", "Bob"}
    first = score_sheet(load_sheet(three_at_mushi(["Alice", "Bob"])), table)
    second = score_sheet(load_sheet(three_at_mushi(["Bob", "Carol"])), table)
    assert [p.active for p in first.parties] == [True, True, False]
    assert [p.active for p in second.parties] == [False, True, True]
    assert second.party("Alice").score == 0 and second.party("Alice").formula == "sat this round out: 0"


def test_a_tables_house_rules_still_decide_each_round() -> None:
    # The same piles at tables differing only by a house rule: the cached table is per rules.
    with_five = score_data(three_at_mushi(["Alice", "Bob"]))
    without = score_data(three_at_mushi(["Alice", "Bob"], {"five_brights": False}))
    assert [y.id for y in with_five.party("Alice").yaku] == ["five-brights"]
    assert without.party("Alice").yaku == ()


def test_facts_of_a_sheet_that_gives_none_are_each_games_own() -> None:
    mushi = build_table(find_game("mushi"), ["A", "B"])
    sakura = build_table(find_game("sakura"), ["A", "B"])
    kyurei = build_table(find_game("kyu-rei-hana"), ["A", "B", "C"])
    for table, kind in ((mushi, MushiFacts), (sakura, SakuraFacts), (kyurei, KyuReiFacts)):
        facts = kind.parse({}, table, in_ledger=False, problems=[], owners=fact_owners)
        assert type(facts) is kind and facts == kind()
    given = MushiFacts.parse({"wild_captured": "9a"}, mushi, in_ledger=False, problems=[], owners=fact_owners)
    assert (
        given.wild_captured == 90
        and MushiFacts.parse({}, mushi, in_ledger=False, problems=[], owners=fact_owners).wild_captured is None
    )


def test_a_formula_written_when_read_is_the_one_written_at_once() -> None:
    result = score_data(read_sheet_text((SAMPLES / "mushi-seed-example.toml").read_text(encoding="utf-8")))
    a = result.party("A")
    expected = "cards 2x20 + 3x10 + 3x5 + 10x1 = 95, - 115, + own yaku 25, - opponent's yaku 10 = -5"
    assert a.formula == expected and a.formula == expected  # read twice: said once, kept
    assert isinstance(a.written, Words)


def test_a_replayed_ledger_round_explains_itself_as_a_sheet_scored_alone() -> None:
    data = read_sheet_text((SAMPLES / "mushi-seed-example.toml").read_text(encoding="utf-8"))
    definition = build_definition("mushi", ["A", "B"], dealer="A")
    sheet = load_sheet({"captured": data["captured"]})
    ledger = replay(definition, [RoundEntry(text=sheet_text(sheet.to_dict()), dealer="A")])
    alone = score_data(data)
    replayed = ledger.rounds[0].result
    assert replayed == alone
    assert [p.formula for p in replayed.parties] == [p.formula for p in alone.parties]


def test_words_added_to_a_formula_written_when_read_are_kept() -> None:
    def formulas(sample: str) -> dict[str, str]:
        text = (SAMPLES / sample).read_text(encoding="utf-8")
        return {p.name: p.formula for p in score_data(read_sheet_text(text)).parties}

    oi_bana = formulas("sakura-oi-bana.toml")
    assert oi_bana["Ben"] == (
        "cards 2x20 + 3x10 + 4x5 = 90, - 50 x 1 opponents' yaku = 40; lost: Dai's bid 10 x 2 (Chu) = -20"
    )
    assert formulas("sakura-victories.toml")["Noe"] == "cards 3x20 + 4x5 = 80; Basa: 2 victories"


def test_a_pile_read_in_one_pass_is_the_pile_read_token_by_token() -> None:
    from hanascore.core.errors import Problems
    from hanascore.core.piles import card_ids, tokens

    # "10 crane" is the id with its card's name, as the views print it: one Crane, then another.
    assert card_ids("10 crane,Crane;113") == (10, 10, 113)
    assert card_ids("10 10 crane") == (10, 10)
    for pile in ("1c 10", "rest", "REST", "10 zzz", "9a 9x", "10 81 zz1"):
        assert card_ids(pile) is None
        assert tokens(pile, "captured.A", Problems()) is not None
    assert card_ids("") == () and card_ids(None) is None and card_ids(["10"]) is None  # type: ignore[arg-type]
    casings = ["".join(c.upper() if n >> i & 1 else c for i, c in enumerate("lightning")) for n in range(1 << 9)]
    one_pass = card_ids(" ".join(casings))
    assert one_pass == tuple(t.card.id for t in tokens(" ".join(casings), "captured.A", Problems()))  # type: ignore[union-attr]


def test_a_game_found_by_a_name_once_is_forgotten_with_its_registration() -> None:
    assert find_game("kyurei") is find_game(" Kyu_Rei_Hana ") is find_game("kyu-rei-hana")
    # A copy under another id brings no words of its own: Mushi's stay Mushi's.
    tsuki = replace(find_game("mushi"), id="tsuki-test", aliases=("tsuki",), words={})
    register(tsuki)
    assert find_game("tsuki") is tsuki
    unregister("tsuki-test")
    with pytest.raises(SheetError, match="unknown game 'tsuki'"):
        find_game("tsuki")  # not answered from what was found while it was registered
