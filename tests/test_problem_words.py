"""Every problem message in English and Japanese from one word table (core/words).

The English text is what ``--json`` and the API give (pinned by the other tests); here: each
key has a Japanese text with the same placeholders, every key a call site names exists, and a
sheet's problems said in Japanese hold no English word.
"""

from __future__ import annotations

import json
import re
import string
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.errors import Code, Problem, msg
from hanascore.core.words import WORDS, problems
from hanascore.games import all_games

HANASCORE = Path(__file__).resolve().parent.parent / "hanascore"


def placeholders(text: str) -> set[tuple[str, str | None, str | None]]:
    """The ``{name!conversion:spec}`` fields of a template."""
    return {
        (name, conversion, spec) for _, name, spec, conversion in string.Formatter().parse(text) if name is not None
    }


@pytest.mark.parametrize("key", sorted(problems.WORDS))
def test_every_problem_key_has_japanese_with_the_same_placeholders(key: str) -> None:
    english, japanese = problems.WORDS[key]
    assert english and japanese.strip(), key
    assert placeholders(japanese) == placeholders(english), key


def test_every_key_a_call_site_names_is_in_the_table() -> None:
    named = {
        match[1]
        for path in HANASCORE.rglob("*.py")
        for match in re.finditer(r'\bmsg\(\s*"([^"]+)"', path.read_text(encoding="utf-8"))
    }
    assert named, "no call site found"
    assert sorted(named - WORDS.keys()) == []


def test_a_problem_keeps_its_english_message_and_says_it_in_japanese() -> None:
    problem = Problem(Code.MISSING_PILE, msg("missing-pile", name="Cy"), "captured")
    assert problem.message == "no pile for 'Cy': list the cards it captured (\"\" if none, or 'rest')"
    assert problem.as_dict() == {"code": "missing-pile", "message": problem.message, "where": "captured"}
    assert problem.say("ja").startswith("'Cy' の取り札がない")
    # A text with no key (a library's own message) is said as it is, in either language.
    assert Problem(Code.USAGE, "as is").say("ja") == "as is"
    # Problems compare by what they say in English, however they were made.
    assert Problem(Code.UNKNOWN_CARD, "unknown card") == Problem(Code.UNKNOWN_CARD, msg("card.reason.unknown"))


MUSHI = 'game = "mushi"\nplayers = ["Ann", "Bo"]\ndealer = "Ann"\n'
GOOD_PILE = (
    "crane warbler curtain pine-ribbon plum-ribbon cherry-ribbon 1c 1c 2c 2c 3c 3c bridge 5c deer maple-chaff 12c 12c"
)

#: Bad sheets of several kinds: (what is wrong, the sheet).
BAD_SHEETS = {
    "unknown card": MUSHI + f'[captured]\nAnn = "{GOOD_PILE} zz"\nBo = "rest"\n',
    "unknown card, close to one": MUSHI + f'[captured]\nAnn = "{GOOD_PILE} cran"\nBo = "rest"\n',
    "duplicate card": MUSHI + f'[captured]\nAnn = "{GOOD_PILE} 10"\nBo = "rest"\n',
    "missing pile": MUSHI + f'[captured]\nAnn = "{GOOD_PILE}"\n',
    "bad TOML": MUSHI + "[captured]\nAnn 12\n",
    "bad TOML at the end": MUSHI + '[captured]\nAnn = "12\n',
    "bad house rule": MUSHI + f'[house]\nwillow_misdeal = 3\n[captured]\nAnn = "{GOOD_PILE}"\nBo = "rest"\n',
    "unknown house rule": MUSHI + f'[house]\nwillow_misdeel = true\n[captured]\nAnn = "{GOOD_PILE}"\nBo = "rest"\n',
    "wrong player count": 'game = "mushi"\nplayers = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]\ndealer = "Ann"\n'
    '[captured]\nAnn = "rest"\n',
    "unknown pile": MUSHI + f'[captured]\nAnn = "{GOOD_PILE}"\nBob = "rest"\n',
    "not in the deck": 'game = "mushi"\nplayers = ["Ann", "Bo", "Cy"]\ndealer = "Ann"\nactive = ["Ann", "Bo"]\n'
    '[captured]\nAnn = "60 61 62 63 70"\nBo = "rest"\n',
}

#: ASCII words a Japanese problem may hold besides the sheet's own names, tokens and keys:
#: what is typed as it is (TOML's true and false, the format's name, 'rest', the command).
TYPED_AS_IS = {"true", "false", "TOML", "UTF", "rest", "hanascore", "cards"}
#: Ids: the games' and their house rules'.
IDS = {game.id for game in all_games()} | {option.name for game in all_games() for option in game.rules.options()}
#: An ASCII word, not a card code's letter (``1b``, ``12y``).
WORD = re.compile(r"(?<![0-9A-Za-z_])[A-Za-z][A-Za-z_-]*")


def english_words(line: str, allowed: set[str]) -> list[str]:
    """ASCII words of ``line`` that are none of ``allowed`` (quoted text is the user's own)."""
    line = re.sub(r"'[^']*'|\"[^\"]*\"", " ", line)
    return [word for word in WORD.findall(line) if word not in allowed]


@pytest.mark.parametrize("kind", sorted(BAD_SHEETS))
def test_a_bad_sheets_problems_in_japanese_hold_no_english_word(
    kind: str, cli: Callable[..., Any], tmp_path: Path
) -> None:
    sheet = tmp_path / "round.toml"
    sheet.write_text(BAD_SHEETS[kind], encoding="utf-8")
    english = cli("score", str(sheet), "--lang", "en")
    japanese = cli("score", str(sheet), "--lang", "ja")
    assert english.exit_code == japanese.exit_code == 2
    errors = json.loads(cli("score", str(sheet), "--json").stdout)["errors"]
    wheres = {part for problem in errors for part in re.split(r"[.\s]", problem.get("where", ""))}
    # The sheet's own words: names, card tokens, keys (a word typed is shown as typed).
    typed = set(WORD.findall(BAD_SHEETS[kind]))
    allowed = TYPED_AS_IS | IDS | wheres | typed
    lines = japanese.stderr.splitlines()
    assert lines and "問題が" in lines[0], japanese.stderr
    for line in lines:
        assert english_words(line, allowed) == [], line
    assert "problem" in english.stderr and "problem" not in japanese.stderr


def test_the_page_says_a_drafts_problems_in_its_language(isolated_store: Path, cli_json: Callable[..., Any]) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from hanascore.web.app import create_app

    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")
    assert code == 0
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    url = f"/api/games/{answer['id']}/draft"
    draft = {"captured": {"Ann": "crane zz", "Bo": "rest"}}
    english = client.post(url, json=draft, headers={"accept-language": "en"}).json()["errors"]
    japanese = client.post(url, json=draft, headers={"accept-language": "ja"}).json()["errors"]
    # The API's problems are as --json gives them; the page's language only adds what it shows.
    assert [{k: v for k, v in e.items() if k != "said"} for e in japanese] == english
    assert all("said" not in e for e in english)
    unknown = next(e for e in japanese if e["code"] == "unknown-card")
    assert unknown["said"].startswith("'zz': そのような札はない")
    # A page's problems (here: a round that does not exist) are said in the page's language.
    page = client.get(f"/games/{answer['id']}/rounds/9/edit", headers={"accept-language": "ja"})
    assert "第9局はない" in page.text, page.text
