"""Shell completion of what the earlier completion left out: the game of ``new GAME`` (and of
``rules GAME`` and ``cards --game``), and team names where a party may be a team
(``adjust --party``).  Through the real command and bash's completion protocol."""

from __future__ import annotations

from pathlib import Path

from tests.test_cli_conventions import completions, new_game

GAMES = ["mushi", "sakura", "kyu-rei-hana", "matsu-kiri-bozu", "musashino-bana"]


def test_new_completes_the_games_hanascore_plays() -> None:
    offered = completions("hanascore new ")
    # Every game of RULES.md sections 3-7 (games registered later come on top of these).
    assert [game for game in offered if game in GAMES] == GAMES
    assert completions("hanascore new mu") == ["mushi", "musashino-bana"]
    assert completions("hanascore new matsu") == ["matsu-kiri-bozu"]


def test_a_game_is_completed_by_its_aliases_too() -> None:
    # No id starts so: the aliases that do (each a name 'new' takes).
    assert completions("hanascore new mk") == ["mkb"]
    assert completions("hanascore new oi") == ["oi-bana"]


def test_rules_and_cards_complete_the_game_too() -> None:
    assert completions("hanascore rules kyu") == ["kyu-rei-hana"]
    assert completions("hanascore cards --game sa") == ["sakura"]


def test_new_completes_the_game_before_the_players(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    new_game(db, "Ann", "Bo")
    # The game word, then the players the ledger knows.
    assert completions(f"hanascore --db {db} new sa") == ["sakura"]
    assert completions(f"hanascore --db {db} new sakura -p ") == ["Ann", "Bo"]


def test_adjust_party_completes_team_names_then_players(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    teams = ("--team", "Red=Ann,Cy", "--team", "Blue=Bo,Di")
    new_game(db, "Ann", "Bo", "Cy", "Di", game="sakura", extra=teams)
    # Teams in seating order of their first member (Red: Ann sits first), then the players.
    assert completions(f"hanascore --db {db} adjust --party ") == ["Red", "Blue", "Ann", "Bo", "Cy", "Di"]
    assert completions(f"hanascore --db {db} adjust --party B") == ["Blue", "Bo"]
    assert completions(f"hanascore --db {db} adjust --game 1 --party R") == ["Red"]


def test_a_game_without_teams_offers_only_its_players_for_a_party(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    new_game(db, "Ann", "Bo", "Cy", "Di", game="sakura", extra=("--team", "Red=Ann,Cy", "--team", "Blue=Bo,Di"))
    second = new_game(db, "Ed", "Flo")
    assert completions(f"hanascore --db {db} adjust --party ") == ["Ed", "Flo"]
    assert completions(f"hanascore --db {db} adjust --game {second} --party ") == ["Ed", "Flo"]
    # A new game's players are players, never teams.
    assert completions(f"hanascore --db {db} new mushi -p ") == ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
