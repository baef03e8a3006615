"""Issue 32: each of a game's questions has a short name on its chip on the entry page, in the
page's language: the chip's own words, else the name the page gives the place (a game's own fact
by the game's words); a key with neither is left out, and its chip shows the question itself."""

from __future__ import annotations

from hanascore.games import all_games
from hanascore.web.words import question_chips


def test_the_chips_are_named_by_their_own_words_or_the_pages_name_of_the_place() -> None:
    assert question_chips(["active", "koi", "teyaku", "dropped"], "en") == {
        "active": "Who played",
        "koi": "Koi-koi calls",
        "teyaku": "Hands shown",
        "dropped": "Dropped out",
    }
    assert question_chips(["stopped_by", "koi"], "ja") == {"stopped_by": "上がった人", "koi": "こいこい"}
    # A game's own fact: the game's words for the place.
    assert question_chips(["crane_after_storm"], "en") == {"crane_after_storm": "The Crane and the storm"}
    # A key the page has no name for: left out (the chip shows the question).
    assert question_chips(["no_such_key"], "en") == {}


def test_every_question_of_every_game_has_a_short_name_in_both_languages() -> None:
    for game in all_games():
        keys = [spec.key for spec in game.facts.fields() if not spec.ledger_derived]
        for lang in ("en", "ja"):
            named = question_chips(keys, lang)
            assert set(named) == set(keys), (game.id, lang, set(keys) - set(named))
            assert all(len(name) <= 24 for name in named.values()), (game.id, named)
