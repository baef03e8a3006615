"""Issue 30, point 8: romaji yaku names (RULES.md 9.2 and 10.2, settled 2026-12-07).

"`goko`, `shiko`, `ame-shiko`, `sanko`, `inoshikacho`, `tane`, `akatan`, `aotan`, `tan`,
`hanami`, `tsukimi`, `tsukifuda`, `kasu`, `shichitan`, ... are how most tables say them.
Accepted wherever a yaku id is (card sheets, counted piles, the terminal's completion, the
page's chips by their display name), and listed by `rules --json`.  In a counted pile a word
after a count is a kind (`6 tane`), after `+` a yaku."

The aliases are read from RULES.md itself (every alias list it has: Sakura's table, the
romaji bullets of 9.2 and 10.2, the Japanese names of the yaku tables, the teyaku tables'
names), so a name the rules add later is checked without editing this file.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from hanascore.cli.line_editing import AnswerCompleter
from hanascore.cli.round_form import RoundAnswers
from hanascore.core.counted_piles import read_counted, word_key
from hanascore.core.errors import Problems, SheetError
from hanascore.games import find_game
from hanascore.games.hachihachi import teyaku as hachihachi_teyaku
from hanascore.games.koikoi import teyaku as koikoi_teyaku
from hanascore.games.scoring import score_text
from hanascore.web.entry import counting
from tests.conftest import SAMPLES
from tests.test_interactive import setup


def rules_md() -> Path | None:
    """RULES.md beside the repository: ``shared/`` in a folder above it (``../shared`` in CI,
    ``/work/shared`` beside a worktree)."""
    here = Path(__file__).resolve().parent.parent
    return next((p / "shared" / "RULES.md" for p in here.parents if (p / "shared" / "RULES.md").is_file()), None)


RULES = rules_md()
needs_rules = pytest.mark.skipif(RULES is None, reason="RULES.md (shared/) is not beside this checkout")


def sections() -> dict[str, tuple[str, str]]:
    """Each numbered section of RULES.md (``9.2``, ``4``) -> (its game's id, its text)."""
    assert RULES is not None
    found: dict[str, tuple[str, str]] = {}
    game, number, lines = "", "", []  # type: ignore[var-annotated]
    for line in RULES.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", line)
        if heading:
            if number:
                found[number] = (game, "\n".join(lines))
            number, lines = heading.group(1), []
            if "." not in number:
                game = ""
        named = re.match(r"^Game id `([a-z-]+)`", line)
        if named:
            game = named.group(1)
        lines.append(line)
    found[number] = (game, "\n".join(lines))
    return found


def sakura_game_id(text: str) -> str:
    """Section 4 names its game in its heading (Sakura), not by a ``Game id`` line."""
    return "sakura" if text.startswith("## 4. Sakura") else ""


def romaji_aliases() -> list[tuple[str, str, str]]:
    """(game, yaku id, alias) of every "Romaji aliases" bullet of RULES.md."""
    found = []
    for game, text in sections().values():
        flat = " ".join(text.split())
        for bullet in re.findall(r"- Romaji aliases \(.*?\): (.*?)\. ", flat):
            for yaku_id, written in re.findall(r"([a-z][a-z-]*) ((?:`[^`]+`(?:, )?)+)", bullet):
                found += [(game, yaku_id, alias) for alias in re.findall(r"`([^`]+)`", written)]
    return found


def table_rows(text: str) -> list[list[str]]:
    """The body rows of every Markdown table in ``text``, as cells."""
    rows = []
    for line in (line.strip() for line in text.splitlines()):
        if line.startswith("|") and not line.startswith("|---") and not line.startswith("| id "):
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def sakura_aliases() -> list[tuple[str, str, str]]:
    """(game, yaku id, alias) of Sakura's table (RULES.md 4: ``| i | 1, drinking, nomi | ...``)."""
    _, text = sections()["4"]
    assert sakura_game_id(text) == "sakura"
    return [("sakura", row[0], alias.strip()) for row in table_rows(text) for alias in row[1].split(",")]


def japanese_names(number: str) -> list[tuple[str, str, str]]:
    """(game, yaku id, Japanese name) of a yaku table: the name cell's last word."""
    game, text = sections()[number]
    return [(game, row[0], row[1].split()[-1]) for row in table_rows(text)]


def teyaku_names(number: str) -> list[tuple[str, str, str]]:
    """(game, teyaku id, name) of a teyaku table: the English name and the Japanese one."""
    game, text = sections()[number]
    found = []
    for row in table_rows(text):
        words = row[1].replace("(", "").replace(")", "").split()
        japanese = next(w for w in words if not w.isascii())
        english = " ".join(words[: words.index(japanese)])
        found += [(game, row[0], english), (game, row[0], japanese)]
    return found


def every_alias() -> list[tuple[str, str, str]]:
    return romaji_aliases() + sakura_aliases()


def spellings(alias: str) -> set[str]:
    """An alias as tables write it: as listed, without hyphens, in another case."""
    return {alias, alias.replace("-", ""), alias.upper(), alias.title()}


def named_in_counted_pile(game_id: str, written: str) -> tuple[str, ...]:
    """The yaku ids a counted pile ``0 KIND + written`` names (a problem if any word is unknown)."""
    game = find_game(game_id)
    problems = Problems()
    pile = read_counted(f"0 {game.kinds[0].id} + {written}", "captured.Ann", game.counted_words, problems)
    assert not problems, (written, [p.message for p in problems])
    return pile.yaku


@needs_rules
def test_rules_md_lists_the_settled_aliases() -> None:
    # The parse finds what the issue quotes: a parse that finds nothing checks nothing.
    koikoi = {alias for game, _, alias in romaji_aliases() if game == "koi-koi"}
    hachihachi = {alias for game, _, alias in romaji_aliases() if game == "hachi-hachi"}
    assert {"goko", "shiko", "ame-shiko", "ameshiko", "sanko", "inoshikacho", "ino-shika-cho", "tane"} <= koikoi
    assert {"akatan-aotan", "akatan", "aotan", "tan", "tanzaku", "hanami", "tsukimi", "tsukifuda", "kasu"} <= koikoi
    assert {"goko", "shiko", "shichitan", "nanatan", "akatan", "aotan", "inoshikacho"} <= hachihachi
    assert ("sakura", "chi", "inoshikagan") in sakura_aliases()
    assert ("koi-koi", "flower-viewing", "花見酒") in japanese_names("9.2")
    assert ("hachi-hachi", "pikaichi", "One Bright") in teyaku_names("10.1")


@needs_rules
def test_every_alias_rules_md_lists_is_in_rules_json(cli_json: Callable[..., Any]) -> None:
    listed: dict[str, dict[str, list[str]]] = {}
    for game_id in {game for game, _, _ in every_alias()}:
        status, data = cli_json("rules", game_id)
        assert status == 0, data
        listed[game_id] = {y["id"]: y["aliases"] for y in data["yaku"]}
    for game_id, yaku_id, alias in every_alias():
        assert alias in listed[game_id][yaku_id], (game_id, yaku_id, alias)


@needs_rules
def test_every_alias_rules_md_lists_names_its_yaku_after_plus_with_or_without_hyphens() -> None:
    for game_id, yaku_id, alias in every_alias():
        for written in spellings(alias):
            assert named_in_counted_pile(game_id, written) == (yaku_id,), (game_id, written)


@needs_rules
def test_the_japanese_names_of_the_yaku_tables_are_aliases_too() -> None:
    for game_id, yaku_id, japanese in japanese_names("9.2") + japanese_names("10.2"):
        assert named_in_counted_pile(game_id, japanese) == (yaku_id,), (game_id, japanese)
        assert find_game(game_id).yaku[[y.id for y in find_game(game_id).yaku].index(yaku_id)].japanese == japanese


@needs_rules
def test_teyaku_answer_to_their_english_and_japanese_names_with_or_without_hyphens() -> None:
    # RULES 10.1 ("the English names are aliases") and 9.1; a sheet's token has no spaces, so
    # "One Bright" is written one-bright, One_Bright or OneBright.
    for number, table in (("9.1", koikoi_teyaku.BY_KEY), ("10.1", hachihachi_teyaku.BY_KEY)):
        for _, teyaku_id, name in teyaku_names(number):
            for written in {name.replace(" ", "-"), name.replace(" ", ""), name.replace(" ", "_").upper()}:
                assert table.get(word_key(written)) == teyaku_id, (number, written)


def test_no_alias_changes_what_another_word_of_its_game_means() -> None:
    # Every word is one yaku's; a word that is also a kind's ("tane": Animals) is the yaku
    # that counts that kind, so its place (after a count, after '+') only says which is meant.
    for game_id in ("koi-koi", "hachi-hachi", "sakura", "mushi", "kyu-rei-hana", "matsu-kiri-bozu", "musashino"):
        game = find_game(game_id)
        owners: dict[str, set[str]] = {}
        for y in game.yaku:
            for word in (y.id, *y.aliases, y.name, y.japanese):
                if word:
                    owners.setdefault(word_key(word), set()).add(y.id)
        assert all(len(ids) == 1 for ids in owners.values()), {w: i for w, i in owners.items() if len(i) > 1}
        words = game.counted_words
        for key, kind in words.kinds.items():
            if key in words.yaku:
                assert words.yaku[key] == kind, (game_id, key)


# Counted piles: a word after a count is a kind, after '+' a yaku.

KOIKOI = "game: koi-koi\nplayers: Ann, Bo\nstopped by: Ann\n"


def scores(text: str) -> dict[str, int]:
    return score_text(text).scores()


def test_plus_goko_is_five_brights() -> None:
    goko = score_text(KOIKOI + "Ann: 5 brights + goko\nBo: 3 ribbons\n")
    assert [h.id for h in goko.party("Ann").yaku] == ["five-brights"]
    assert goko.scores() == scores(KOIKOI + "Ann: 5 brights + five-brights\nBo: 3 ribbons\n")


def test_six_tane_is_six_animals_and_plus_tane_the_animals_yaku(cli_json: Callable[..., Any]) -> None:
    status, tane = cli_json("score", "-", input=KOIKOI + "Ann: 6 tane 2 kasu + tane\nBo: 4 tan 3 chaff\n")
    assert status == 0, tane
    ann, bo = tane["parties"]
    assert ann["counts"] == {"brights": 0, "animals": 6, "ribbons": 0, "chaff": 2}
    assert bo["counts"] == {"brights": 0, "animals": 0, "ribbons": 4, "chaff": 3}
    assert ann["yaku"] == [{"id": "animals", "name": "Animals", "points": 2}]
    status, animals = cli_json("score", "-", input=KOIKOI + "Ann: 6 animals 2 chaff + animals\nBo: 4 ribbons 3 chaff\n")
    assert [p["score"] for p in tane["parties"]] == [p["score"] for p in animals["parties"]]


def test_the_counted_sample_written_in_romaji_scores_the_same() -> None:
    sample = (SAMPLES / "koikoi-counted.txt").read_text(encoding="utf-8")
    romaji = sample.replace("7 animals 2 chaff + boar-deer-butterflies", "7 tane 2 kasu + Ino-Shika-Cho")
    romaji = romaji.replace("5 ribbons 3 chaff + ribbons", "5 tanzaku 3 kasu + tan")
    assert romaji != sample and "animals" not in romaji.split("koi: Bo", 1)[1]
    assert scores(romaji) == scores(sample)


def test_a_tane_after_plus_is_refused_as_a_yaku_not_read_as_a_kind() -> None:
    # After "+" tane is the Animals yaku: "+ tane + animals" names that yaku twice.
    with pytest.raises(SheetError) as raised:
        score_text(KOIKOI + "Ann: 6 tane + tane + animals\nBo: 3 ribbons\n")
    assert [p.code for p in raised.value.problems] == ["unknown-yaku"]


def test_hachi_hachi_seven_ribbons_as_shichitan_or_nanatan() -> None:
    text = (
        "game: hachi-hachi\nplayers: Ann, Bo, Cy\nstopped by: Ann\nstart: 22 42 52 62 72 92\nteyaku: Ann=toichi\n"
        "Ann: 1 bright 3 animals 7 ribbons 5 chaff + {}\nBo: 2 brights 3 animals 0 ribbons 11 chaff\nCy: 1 bright\n"
    )
    named = score_text(text.format("seven-ribbons"))
    assert [h.id for h in named.party("Ann").yaku] == ["seven-ribbons"]
    for written in ("shichitan", "NanaTan", "七短"):
        assert scores(text.format(written)) == named.scores(), written


# Card sheets: where a card sheet names what was formed, its [teyaku].


def test_a_card_sheet_declares_a_lucky_hand_by_its_english_name_without_hyphens() -> None:
    sample = (SAMPLES / "koikoi-lucky-hand.txt").read_text(encoding="utf-8")
    expected = scores(sample)
    for written in ("FourOfAKind", "four_of_a_kind", "TESHI", "手四"):
        sheet = sample.replace("teyaku: Bo=40", f"teyaku: Bo={written} 40")
        assert sheet != sample
        assert scores(sheet) == expected, written


def test_a_card_sheet_declares_a_teyaku_by_its_english_name_without_hyphens() -> None:
    sample = (SAMPLES / "hachihachi-shoubu.toml").read_text(encoding="utf-8")
    expected = scores(sample)
    for written in ("OneBright", "one_bright", "One-Bright", "光一"):
        sheet = sample.replace('Cy = "pikaichi"', f'Cy = "{written}"')
        assert sheet != sample
        assert scores(sheet) == expected, written


# The terminal's completion and the page's chips.


def completions(game_id: str, text: str, **house: Any) -> list[str]:
    at = setup(game_id, ("Ann", "Bo"), "Ann", house=house)
    editing = RoundAnswers(at.table, at.dealer, None, None).cards_editing  # type: ignore[arg-type]
    found = AnswerCompleter(editing).get_completions(Document(text), CompleteEvent(completion_requested=True))
    return [c.text for c in found]


def test_tab_completes_a_romaji_name_after_plus() -> None:
    assert completions("koi-koi", "5 brights + go") == ["goko"]
    assert completions("koi-koi", "5 brights +go") == ["+ goko"]
    assert "inoshikacho" in completions("koi-koi", "7 animals + ino")
    assert "boar-deer-butterflies" in completions("koi-koi", "7 animals + b")
    assert completions("hachi-hachi", "7 ribbons + shi") == ["shiko", "shichitan"]
    # A bare '+' lists each yaku once, by its id.
    assert completions("koi-koi", "5 brights + ")[:2] == ["five-brights", "four-brights"]
    assert "goko" not in completions("koi-koi", "5 brights + ")


@needs_rules
def test_tab_completes_every_alias_of_a_yaku_in_play() -> None:
    house: dict[str, dict[str, Any]] = {"hachi-hachi": {"inoshikacho": True}}
    for game_id, yaku_id, alias in every_alias():
        at = setup(game_id, ("Ann", "Bo"), "Ann", house=house.get(game_id, {}))
        if yaku_id not in {y.id for y in at.table.game.yaku_for(at.table.rules)} or len(alias) == 1:
            continue  # not namable at this table (Cards of the Month counted), or complete already ("1")
        assert alias in completions(game_id, f"+ {alias[:-1]}", **house.get(game_id, {})), (game_id, alias)


def test_the_page_chips_name_the_yaku_by_its_display_name_and_send_its_id() -> None:
    # The page shows a chip per yaku by its name (English or Japanese) and sends its id: there
    # is nothing to type there.  A sheet saved with a romaji name lights the chip of its yaku.
    game = find_game("koi-koi")
    table = setup("koi-koi", ("Ann", "Bo"), "Ann").table
    chips = counting(game, table.rules, "ja")
    assert chips is not None
    assert ("five-brights", "五光") in [(c.id, c.label) for c in chips.yaku]
    assert named_in_counted_pile("koi-koi", "goko") == ("five-brights",)
