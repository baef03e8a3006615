"""Issue 31, "Done when": in Japanese, what hanascore shows holds no ASCII word outside the
players' names, ids, card codes, units and what a reader must type (a house rule's key, an
option).  Every sample's score view, every game's ``rules``, and for a game of each sample that
a ledger takes: ``standings``, ``history``, ``show`` and the markdown and HTML exports.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from hanascore.games import all_games
from hanascore.games.hachihachi.teyaku import TEYAKU as HACHI_TEYAKU
from hanascore.games.koikoi.teyaku import LUCKY_HANDS
from tests.test_render_japanese import ROUNDS, SAMPLES, english_words, names_of, new_game_from

#: Every sample, in both sheet forms (quick ``.txt`` and TOML).
EVERY_SAMPLE = sorted([*SAMPLES.glob("*.toml"), *SAMPLES.glob("*.txt")])
#: What may stay in the Latin alphabet beside Japanese: the program's name, the token a
#: player types for "the rest", and the words a reader types (house-rule keys and values are
#: added per game below).
KEPT = {"hanascore", "rest", "true", "false", "house", "lang"}
#: Hachi-Hachi's teyaku groups, named by letter as the rulebook names them (A組, B組).
GROUPS = {"A", "B"}


def without_codes(text: str) -> str:
    """``text`` without what is quoted to be typed as it is (`` `active` ``)."""
    return re.sub(r"`[^`\n]*`", " ", text)


def quick_names(text: str) -> set[str]:
    """The players' and teams' names of a quick sheet (``players: Ann, Bo``, ``teams: ...``)."""
    names: set[str] = set()
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("players", "teams", "dealer"):
            names |= {part.strip() for part in re.split(r"[,=+()]", value) if part.strip()}
    return names


def sample_names(sample: Path) -> set[str]:
    text = sample.read_text(encoding="utf-8")
    if sample.suffix == ".toml":
        return names_of(tomllib.loads(text))
    return quick_names(text) | {game.name for game in all_games()}


def rule_words() -> set[str]:
    """Every game's house-rule keys and choices, yaku and kind ids and the aliases typed for them,
    and its sheet keys: what ``rules`` names for a reader to type."""
    words: set[str] = set()
    for game in all_games():
        for option in game.rules.options():
            words |= {option.name, *map(str, option.choices)}
        words |= {word for y in game.yaku for word in (y.id, *y.aliases)}
        words |= {word for kind in game.kinds for word in (kind.id, *kind.aliases)}
        words |= {part for hand in HACHI_TEYAKU for part in (hand.id, *hand.aliases)}
        words |= {part for hand in LUCKY_HANDS for part in (hand.id, hand.alias)}
        for facts in (game.facts, *(variant.facts for variant in game.variants)):
            words |= {word for spec in facts.fields() for part in (spec.key, spec.quick) for word in part.split()}
    return words


class _Text(HTMLParser):
    """The text of a page a reader sees (not its script or style)."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self.hidden += 1
        for name, value in attrs:
            if name in ("aria-label", "title", "alt") and value:
                self.parts.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.parts.append(data)


def page_text(html: str) -> str:
    reader = _Text()
    reader.feed(html)
    return " ".join(reader.parts)


@pytest.mark.parametrize("sample", EVERY_SAMPLE, ids=lambda path: path.name)
def test_every_sample_is_scored_in_japanese(cli: Callable[..., Any], sample: Path) -> None:
    shown = cli("score", str(sample), "--lang", "ja")
    assert shown.exit_code == 0, shown.stderr
    found = english_words(shown.stdout, sample_names(sample) | KEPT | rule_words())
    assert not found, shown.stdout


@pytest.mark.parametrize("game_id", [game.id for game in all_games()])
def test_every_games_rules_are_said_in_japanese(
    cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    monkeypatch.setenv("COLUMNS", "400")  # a long alias stays on one line of its table cell
    shown = cli("rules", game_id, "--lang", "ja")
    assert shown.exit_code == 0, shown.stderr
    found = english_words(without_codes(shown.stdout), rule_words() | KEPT | GROUPS)
    assert not found, shown.stdout


@pytest.mark.parametrize("sample", ROUNDS, ids=lambda path: path.stem)
def test_a_ledgers_views_and_exports_are_japanese(
    cli: Callable[..., Any], cli_json: Callable[..., Any], isolated_store: Path, tmp_path: Path, sample: Path
) -> None:
    sheet = tomllib.loads(sample.read_text(encoding="utf-8"))
    new_game_from(sheet, cli_json)
    for _ in range(2):
        added = cli("add", str(sample), "--yes")
        assert added.exit_code == 0, added.stderr
    assert cli("adjust", "--party", sheet["players"][0], "--amount", "5", "--reason", "遅刻の罰").exit_code == 0
    _, standings = cli_json("standings")
    allowed = names_of(sheet) | {standings["name"]} | KEPT | rule_words()
    for args in (("standings",), ("history",), ("show", "1")):
        shown = cli(*args, "--lang", "ja")
        assert shown.exit_code == 0, shown.stderr
        found = english_words(shown.stdout, allowed)
        assert not found, f"{args}: {found}\n{shown.stdout}"
    for export_format in ("markdown", "html"):
        out = tmp_path / f"game.{export_format}"
        exported = cli("export", "--format", export_format, "--lang", "ja", "--output", str(out))
        assert exported.exit_code == 0, exported.stderr
        text = out.read_text(encoding="utf-8")
        text = page_text(text) if export_format == "html" else text
        found = english_words(text, allowed)
        assert not found, f"{export_format}: {found}\n{text[:3000]}"
    json.dumps(standings)  # the JSON is the contract's, in English: not scanned
