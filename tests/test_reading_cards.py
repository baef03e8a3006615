"""Card tokens as people write them and as the views print them: names of several words, an id
with its card's name, repeats of a plain chaff; and every view's pile lines read back as the same
cards."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.cli.line_editing import read_pile
from hanascore.core.card_phrases import group_words
from hanascore.core.cards import DECK, split_tokens
from tests.conftest import start_game

# Ann's pile: every type, plain chaff of several months, the Lightning and the yellow-bottom one.
ANN = "10 11 12 13 20 21 22 30 41 42 43 50 60 61 62 70 71 80 81 82 90 91 113 121 122"
TWO = "game: sakura\nplayers: Ann, Bo\n"  # the whole deck


def scored(cli_json: Callable[..., Any], sheet: str) -> dict[str, Any]:
    status, data = cli_json("score", "-", input=sheet)
    assert status == 0, data
    return data


def cards_of(data: dict[str, Any]) -> dict[str, list[str]]:
    parties = data["result"]["parties"] if "result" in data else data["parties"]
    return {p["name"]: p["cards"] for p in parties}


def test_names_of_several_words_read_as_their_cards(cli_json: Callable[..., Any]) -> None:
    written = "rain man, plum ribbon, full moon, sake cup, pine chaff, bush clover ribbon, bush warbler"
    ids = "110 21 80 90 1c 71 20"
    assert scored(cli_json, f"{TWO}Ann: {written}\nBo: rest\n") == scored(cli_json, f"{TWO}Ann: {ids}\nBo: rest\n")


def test_an_id_with_its_own_name_is_that_card_once(cli_json: Callable[..., Any]) -> None:
    printed = "10 Crane, 30 Curtain, 11 Pine Poetry Ribbon, 121 Yellow-bottom chaff, 12 Pine chaff, 13 Pine chaff"
    ids = "10 30 11 121 12 13"
    assert scored(cli_json, f"{TWO}Ann: {printed}\nBo: rest\n") == scored(cli_json, f"{TWO}Ann: {ids}\nBo: rest\n")


def test_a_count_before_a_word_is_left_for_counted_piles() -> None:
    # Only a card's own id pairs with its name: counts such as "3 brights" and an id followed by
    # another card's name stay apart.
    assert group_words(split_tokens("3 brights 4 animals 12 chaff + three-brights")) == [
        "3",
        "brights",
        "4",
        "animals",
        "12",
        "chaff",
        "+",
        "three-brights",
    ]
    assert group_words(split_tokens("10 Curtain 10 10")) == ["10", "Curtain", "10", "10"]


@pytest.mark.parametrize("repeat", ["1c x2", "1c×2", "1cx2", "1c x 2", "pine chaff ×2", "pine-chaff x2", "松のカス ×2"])
def test_a_plain_chaff_repeated(cli_json: Callable[..., Any], repeat: str) -> None:
    data = scored(cli_json, f"{TWO}Ann: crane {repeat}\nBo: rest\n")
    assert cards_of(data)["Ann"] == ["10", "12", "13"]


def test_a_third_chaff_of_a_month_is_refused_as_before(cli_json: Callable[..., Any]) -> None:
    status, data = cli_json("score", "-", input=f"{TWO}Ann: 1c x3\nBo: rest\n")
    assert status == 2 and [e["code"] for e in data["errors"]] == ["too-many-chaff"]


@pytest.mark.parametrize(
    ("repeat", "message"),
    [
        ("crane x2", "'crane x2': crane is one card: only a month's plain chaff can repeat (1c x2)"),
        ("10 Crane ×2", "'10 Crane x2': 10 Crane is one card: only a month's plain chaff can repeat (1c x2)"),
        ("1c x0", "'1c x0': a repeat is x1 or more (1c x2)"),
    ],
)
def test_a_repeat_of_one_card_says_why(cli_json: Callable[..., Any], repeat: str, message: str) -> None:
    status, data = cli_json("score", "-", input=f"{TWO}Ann: {repeat} 2c\nBo: rest\n")
    assert status == 2
    assert [(e["where"], e["message"]) for e in data["errors"]] == [("captured.Ann", message)]


def test_a_repeat_of_one_card_says_why_in_japanese(cli: Callable[..., Any], monkeypatch) -> None:
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    result = cli("score", "-", input=f"{TWO}Ann: crane x2\nBo: rest\n")
    assert result.exit_code == 2
    assert "crane は1枚だけの札だ" in result.stderr


def test_toml_list_items_of_several_words(cli_json: Callable[..., Any]) -> None:
    toml = (
        'game = "sakura"\nplayers = ["Ann", "Bo"]\n[captured]\nAnn = ["rain man", "10 Crane", "1c x2"]\nBo = "rest"\n'
    )
    assert cards_of(scored(cli_json, toml))["Ann"] == ["10", "12", "13", "110"]


# -- every view's pile lines, read back --------------------------------------------------------

#: A pile line of the terminal view: a group's label and count, then its cards ("20 points (3) 10
#: Crane, ...", in Japanese "20点（3枚） 10 松に鶴"); a yaku's line has a colon after its count.
TERMINAL_PILE = re.compile(r"^  \S.*?(?: \((?P<count>\d+)\)|（(?P<count_ja>\d+)枚）)\s+(?P<cards>\S.*)$")
TERMINAL_PARTY = re.compile(r"^(?P<name>Ann|Bo)\s+[+-]?\d+$")


def terminal_piles(text: str) -> dict[str, str]:
    """Each party's pile lines of the terminal view, joined as one pile."""
    piles: dict[str, list[str]] = {}
    party = None
    for line in text.splitlines():
        header = TERMINAL_PARTY.match(line)
        if header:
            party = header["name"]
            continue
        found = TERMINAL_PILE.match(line)
        if found and party is not None:
            piles.setdefault(party, []).append(found["cards"].strip())
        elif line.startswith("    ") and party in piles and line.strip():  # a pile line folded
            piles[party][-1] += " " + line.strip()
    return {name: ", ".join(lines) for name, lines in piles.items()}


def html_piles(text: str) -> dict[str, str]:
    """Each party's pile groups of the HTML view (the ``<dd>`` of its groups), joined."""
    piles = {}
    for section in re.findall(r'<section class="party[^"]*">(.*?)</section>', text, re.S):
        name = re.search(r"<bdi>(.*?)</bdi>", section)[1]  # type: ignore[index]
        piles[html.unescape(name)] = ", ".join(html.unescape(d) for d in re.findall(r"<dd>(.*?)</dd>", section))
    return piles


def read_back(cli_json: Callable[..., Any], piles: dict[str, str]) -> dict[str, list[str]]:
    lines = "".join(f"{name}: {pile}\n" for name, pile in piles.items())
    return cards_of(scored(cli_json, TWO + lines))


@pytest.mark.parametrize(("lang", "columns"), [("C.UTF-8", "120"), ("C.UTF-8", "40"), ("ja_JP.UTF-8", "120")])
def test_the_terminal_views_pile_lines_read_back(cli, cli_json, monkeypatch, lang: str, columns: str) -> None:
    # At 40 columns (a phone) the pile lines fold: read back joined, as they are copied.
    sheet = f"{TWO}Ann: {ANN}\nBo: rest\n"
    original = cards_of(scored(cli_json, sheet))
    monkeypatch.setenv("LANG", lang)
    monkeypatch.setenv("COLUMNS", columns)
    shown = cli("score", "-", input=sheet)
    assert shown.exit_code == 0
    piles = terminal_piles(shown.stdout)
    assert set(piles) == {"Ann", "Bo"}
    assert read_back(cli_json, piles) == original
    # show prints the stored round with the same view.
    start_game(cli_json, "sakura", ["Ann", "Bo"])
    assert cli("add", "-", input=f"Ann: {ANN}\nBo: rest\n").exit_code == 0
    assert read_back(cli_json, terminal_piles(cli("show", "1").stdout)) == original


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_html_exports_pile_text_reads_back(cli, cli_json, tmp_path: Path, lang: str) -> None:
    original = cards_of(scored(cli_json, f"{TWO}Ann: {ANN}\nBo: rest\n"))
    start_game(cli_json, "sakura", ["Ann", "Bo"])
    assert cli("add", "-", input=f"Ann: {ANN}\nBo: rest\n").exit_code == 0
    out = tmp_path / "game.html"
    options = ["--lang", lang] if "--lang" in cli("export", "--help").stdout else []
    assert cli("export", "--format", "html", "--output", str(out), *options).exit_code == 0
    piles = html_piles(out.read_text(encoding="utf-8"))
    assert set(piles) == {"Ann", "Bo"}
    assert read_back(cli_json, piles) == original


def test_the_cards_commands_labels_read_back(cli, cli_json) -> None:
    # Every card of the deck, as the "card" column of `hanascore cards` prints it ("10 Crane").
    listed = cli("cards")
    labels = re.findall(r"│\s+\d+ │[^│]+│ (\d+ [^│]*?)\s+│", listed.stdout)
    assert len(labels) == len(DECK)
    status, data = cli_json("score", "-", input=f"{TWO}Ann: {', '.join(labels)}\nBo:\n")
    assert status == 0, data
    assert cards_of(data)["Ann"] == sorted((str(c.id) for c in DECK), key=int)
    assert json.dumps(data["parties"][1]["cards"]) == "[]"


def test_the_entry_prompts_count_names_of_several_words_as_one_card() -> None:
    # The line under a pile question counts cards as the sheet will read them.
    reading = read_pile("rain man, 10 Crane, 1c x2", frozenset(c.id for c in DECK), typing=False)
    assert (reading.cards, reading.unknown, reading.twice) == (4, (), ())


def test_japanese_names_written_with_a_space(cli_json: Callable[..., Any]) -> None:
    # A space (or the full-width one) at the particle, and the id with its Japanese name.
    written = "松に 鶴, 桜に\u3000幕, 柳 に 小野道風, 松 の 短冊, 80 芒に月 松のカス ×2"
    data = scored(cli_json, f"{TWO}Ann: {written}\nBo: rest\n")
    assert cards_of(data)["Ann"] == ["10", "11", "12", "13", "30", "80", "110"]
