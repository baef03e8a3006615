"""``rules GAME`` lists the short kinds a counted pile may write after a count (issue 32:
"short kinds in every game ... listed in `rules`"), and each one listed reads back as its kind."""

from __future__ import annotations

import re
from typing import Any

import pytest

from hanascore.core.counted_piles import read_counted
from hanascore.core.errors import Problems
from hanascore.games import all_games

COUNTED = {game.id: game for game in all_games() if game.kinds}


@pytest.mark.parametrize("game_id", sorted(COUNTED))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_rules_list_the_short_kinds_and_each_reads_back_as_its_kind(cli: Any, game_id: str, lang: str) -> None:
    shown = cli("rules", game_id, "--lang", lang).stdout.replace("\n", " ")
    shown = shown.split("first letter will do: " if lang == "en" else "頭の一字でよい：", 1)[1]
    words = COUNTED[game_id].counted_words
    spaced = re.search(r"\d+ [a-z]+(?: \d+ [a-z]+)+", shown)
    glued = re.search(r"\d+[^\x00-\x7f\s]+(?: \d+[^\x00-\x7f\s]+)+", shown)
    assert glued is not None and (spaced is not None or lang == "ja"), shown
    # In Japanese the kinds are glued to their counts (a letter is no Japanese word).
    for written in (glued.group(0), *([spaced.group(0)] if lang == "en" and spaced else [])):
        problems = Problems()
        pile = read_counted(written, "captured.Ann", words, problems)
        assert problems.items == [], written
        numbers = [int(n) for n in re.findall(r"\d+", written)]
        assert [pile.counts[kind] for kind in words.order] == numbers, written
