"""What the page says speaks to people tapping cards (issue 20, part 3): no sheet key and no
command in any problem, notice or question the page shows, in English and in Japanese, and every
word of it Japanese on the Japanese page; and a round identical to the last one is asked about.

The browser's side of the same (the pages as a phone shows them) is in
``test_page_words_browser.py``; here the server's answers and pages are read directly.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.core.errors import Problem, msg
from hanascore.core.words import WORDS, phrasing, problems, say
from hanascore.games import all_games
from hanascore.games.scoring import score_text
from hanascore.web.app import create_app
from hanascore.web.entry import pile_tags
from hanascore.web.words import PAGE_READER, READER_HEADER, page_place

from .conftest import SAMPLES
from .test_render_japanese import _Text

#: What the page must never say: a sheet's key (``captured.Ann``, ``'active'``, ``[leftover]``,
#: and every game fact or house rule, all written in snake_case), a command or one of its options.
SHEET_OR_COMMAND = re.compile(
    r"\b[a-z]+_[a-z_]+\b"
    r"|'(?:active|rest|bids)'|\"rest\"|\[leftover\]|\b(?:captured|field)\.\w"
    r"|\bhanascore (?:serve|undo|new|add|edit|games|use|cards|delete|score|show)\b"
    r"|(?<![\w-])--[a-z]|\?duplicate=|HANASCORE_DB"
)
#: Problems only a terminal meets (a command's options, interactive entry, files, a sheet typed
#: by hand): the page never shows them, so their words may name what the terminal types.
TERMINAL_ONLY = {
    "unknown-player.next-dealer-player",  # a typed sheet's next_dealer: the page asks no such thing
    "bad-amount.adjustment-changes",  # adjust --amount
    "no-current-game",  # the page always names its game
    "bad-format.say-which",  # export
    "bad-export.too-long",  # import FILE: the page imports nothing
    "not-confirmed.import-copy",  # import without --yes
    "cannot-write.give-output",  # export --output
    "not-confirmed.edit-without",  # edit N on a terminal
    "not-confirmed.nothing-deleted",  # delete on a terminal
    "not-confirmed.identical-round",  # add without --yes (the page asks its own question)
    "usage.unknown-lang",  # --lang
    "usage.no-such-option",  # a command line the parser refused
    "usage.missing",  # a command line the parser refused
    "bad-house",  # new --house
    "usage.sheet-or-ask",  # edit N --ask
    "usage.ask-on-terminal",  # edit N --ask
    "usage.install-serve",  # said before any page is served
    # import FILE: what it reads, and what the file looks like instead (the page imports nothing)
    "bad-export.not-a-game",
    "looks.history",
    "looks.result",
    "looks.sheet",
    "looks.standings",
}
NAMES = ("Ann", "Bo", "Cy")
#: The Latin words a Japanese page may hold: the players' names, the program's name.
KEPT = {*NAMES, "hanascore"}
PAGE = {READER_HEADER: PAGE_READER}


def placeholders_out(text: str) -> str:
    return re.sub(r"\{[^{}]*\}", " ", text)


def latin_words(text: str) -> list[str]:
    """The Latin words of ``text`` other than :data:`KEPT` and a card's code (``9a``, ``12y``)."""
    return [w for w in re.findall(r"(?<![0-9A-Za-z])[A-Za-z]+", text) if w not in KEPT]


# -- the word table ----------------------------------------------------------------------------


def test_no_page_phrasing_names_a_sheet_key_or_a_command() -> None:
    for key, both in WORDS.items():
        if key.endswith("@page") or key.startswith(("page.", "where.", "question.")):
            for text in both:
                assert not SHEET_OR_COMMAND.search(placeholders_out(text)), (key, text)


def test_every_problem_that_names_a_key_or_a_command_has_the_pages_own_words() -> None:
    wanting = {
        key
        for key, both in problems.WORDS.items()
        if "@" not in key and any(SHEET_OR_COMMAND.search(placeholders_out(text)) for text in both)
    }
    assert {key for key in wanting - TERMINAL_ONLY if phrasing(key, "page") == key} == set()
    assert wanting >= TERMINAL_ONLY  # none listed that needs no listing


#: A sheet's key a game's warning names bare (one word, which the pattern above misses), and a
#: house rule's setting.
BARE_KEYS = re.compile(r"^start is|場札 start|= (?:true|false)")


def test_every_warning_that_names_a_key_has_the_pages_own_words() -> None:
    # A game's warnings are shown under the round on the page too: "start is missing" and
    # "(carry_over = false)" were said there as the terminal says them.
    wanting = {
        key
        for key, both in WORDS.items()
        if key.startswith("said.")
        and "@" not in key
        and any(SHEET_OR_COMMAND.search(placeholders_out(t)) or BARE_KEYS.search(t) for t in both)
    }
    assert {key for key in wanting if phrasing(key, "page") == key} == set()
    for key in wanting:
        for text in WORDS[phrasing(key, "page")]:
            assert not BARE_KEYS.search(text), (key, text)


def test_a_page_phrasing_is_a_phrasing_of_a_problem_with_no_parameter_it_lacks() -> None:
    fields = string.Formatter()
    for key in WORDS:
        if not key.endswith("@page"):
            continue
        plain = key.removesuffix("@page")
        assert plain in WORDS, key
        given = {name for text in WORDS[plain] for _, name, _, _ in fields.parse(text) if name}
        for text in WORDS[key]:
            used = {name for _, name, _, _ in fields.parse(text) if name}
            assert used <= given, (key, used - given)


def test_the_page_names_its_buttons_as_it_shows_them() -> None:
    # "All the rest" is the page's button: a problem that tells to tap it says its very words.
    for lang, index in (("en", 0), ("ja", 1)):
        assert say(lang, "page.rest") in WORDS["missing-cards@page"][index]


def test_a_problem_said_to_the_page_keeps_its_message_for_scripts() -> None:
    problem = Problem(
        "missing-key", msg("missing-key.with-players", count_players=3, per_round=2, example="Bo, Cy"), "active"
    )
    assert problem.message == (
        "with 3 players only 2 play a round: name them with 'active' (e.g. active: Bo, Cy), or give only their piles"
    )
    assert problem.say("en", "page") == "with 3 players only 2 play a round: tick who played this round"
    assert "'active'" not in problem.say("ja", "page")
    # Words inside a message are said to the page too (a hint inside a card's problem).
    assert page_place("captured.Ann", "en") == "Ann's pile"
    assert page_place("field.end", "ja") == say("ja", "page.field_end")
    assert page_place("wild_captured", "en") == say("en", "where.wild_captured")
    assert page_place("--game", "en") is None and page_place("leftover.Ann", "en") is None
    assert page_place("house.five_brights", "en") == say("en", "where.house")
    assert page_place("Origin", "en") == "Origin"  # a request's header, as the server names it


# -- the page's answers: a corpus of bad rounds, as tapped ----------------------------------------

GAMES: dict[str, dict[str, Any]] = {
    "mushi3": {"game": "mushi", "players": list(NAMES)},
    "mushi2": {"game": "mushi", "players": ["Ann", "Bo"]},
    "mkb": {"game": "matsu-kiri-bozu", "players": ["Ann", "Bo"]},
    "musashino": {"game": "musashino-bana", "players": list(NAMES)},
    "oi-bana": {"game": "sakura", "players": list(NAMES), "variant": "oi-bana"},
    "sakura": {"game": "sakura", "players": ["Ann", "Bo"], "house": {"gaji_on_start_field": "discard"}},
    "kyurei": {"game": "kyu-rei-hana", "players": list(NAMES)},
    "koikoi": {"game": "koi-koi", "players": ["Ann", "Bo"]},
    "hachi": {"game": "hachi-hachi", "players": list(NAMES)},
}

#: (game, draft, the codes the page must say): each a round as a phone taps it, gone wrong.
BAD_ROUNDS: list[tuple[str, dict[str, Any], set[str]]] = [
    ("mushi3", {"captured": {"Ann": "10 20", "Bo": "", "Cy": ""}}, {"missing-key"}),
    ("mushi3", {"captured": {"Ann": "rest", "Bo": "", "Cy": ""}, "active": list(NAMES)}, {"bad-active"}),
    ("mushi2", {"captured": {"Ann": "10 20", "Bo": ""}}, {"missing-cards"}),
    ("mushi2", {"captured": {"Ann": "10 rest", "Bo": ""}}, {"bad-rest"}),
    ("mushi2", {"captured": {"Ann": "rest", "Bo": "rest"}}, {"bad-rest"}),
    ("mushi2", {"captured": {"Ann": "10", "Bo": "rest"}, "field": {"start": "110 111 112 20 30 40 50 80"}}, {"misdeal"}),
    ("mushi2", {"captured": {"Ann": "113 90", "Bo": "rest"}, "field": {"end": "91 10"}}, {"leftover-unplaced"}),
    ("mkb", {"captured": {"Ann": "10", "Bo": "rest"}, "facts": {"stopped_by": "Ann"}}, {"stopper-without-yaku"}),
    ("mkb", {"captured": {"Ann": "10 30 80 110 120", "Bo": "rest"}}, {"stopping-yaku-not-stopped"}),
    ("musashino", {"captured": {"Ann": "rest", "Bo": "110", "Cy": "10"}, "facts": {"stopped_by": "Bo"}}, {"stopping-yaku-not-stopper"}),
    ("oi-bana", {"captured": {"Ann": "rest", "Bo": "10", "Cy": ""}}, {"missing-key"}),
    ("oi-bana", {"captured": {"Ann": "rest", "Bo": "10", "Cy": ""}, "active": ["Ann", "Bo"]}, {"missing-key"}),
    ("sakura", {"captured": {"Ann": "rest", "Bo": "113"}, "field": {"start": "113 10 11 20 21 30 31 40"}}, {"gaji-discarded"}),
    ("sakura", {"captured": {"Ann": "rest", "Bo": "10"}, "field": {"start": "10 11 12 13 20 21 30 31"}}, {"four-of-a-suit"}),
    ("sakura", {"captured": {"Ann": "rest", "Bo": "10"}, "facts": {"wild_captured": "113"}}, {"bad-wild"}),
    ("sakura", {"captured": {"Ann": "113 90", "Bo": "rest"}, "field": {"end": "91 92"}}, {"missing-key"}),
    ("kyurei", {"captured": {"Ann": "rest", "Bo": "10", "Cy": ""}, "field": {"start": "10"}}, {"bad-deal"}),
    # A yaku in a round nobody ended: the maker's call or the stop is missing.
    ("koikoi", {"captured": {"Ann": "10 30 80 110 120", "Bo": "11 13"}}, {"bad-call"}),
    ("koikoi", {"captured": {"Ann": "10 30 80 110 120", "Bo": "11 21 31"}, "facts": {"stopped_by": "Bo"}}, {"bad-call"}),
    ("hachi", {"captured": {"Ann": "11 12 21 22 31 32", "Bo": "rest", "Cy": ""}}, {"bad-call"}),
]  # fmt: skip


@pytest.fixture
def client(isolated_store: Path) -> Iterator[TestClient]:
    yield TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")


@pytest.fixture
def games(client: TestClient) -> dict[str, str]:
    made = {name: client.post("/api/games", json=game) for name, game in GAMES.items()}
    assert all(answer.status_code == 201 for answer in made.values()), {k: v.text for k, v in made.items()}
    return {name: answer.json()["id"] for name, answer in made.items()}


def drafted(client: TestClient, game_id: str, draft: dict[str, Any], lang: str, page: bool = True) -> Any:
    headers = {"accept-language": lang, **(PAGE if page else {})}
    answer = client.post(f"/api/games/{game_id}/draft", json=draft, headers=headers)
    assert answer.status_code == 200, answer.text
    return answer.json()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    ("game", "draft", "codes"), BAD_ROUNDS, ids=[f"{g}-{i}" for i, (g, _, _) in enumerate(BAD_ROUNDS)]
)
def test_a_bad_round_tapped_in_is_said_with_no_key_and_no_command(
    client: TestClient, games: dict[str, str], game: str, draft: dict[str, Any], codes: set[str], lang: str
) -> None:
    answer = drafted(client, games[game], draft, lang)
    assert codes <= {e["code"] for e in answer["errors"]}, answer["errors"]
    shown = [(e["said"], e.get("place") or "") for e in answer["errors"]]
    shown += [(q["text"], " ".join(c[1] for c in q["choices"] if isinstance(c, list))) for q in answer["questions"]]
    for said, place in shown:
        assert not SHEET_OR_COMMAND.search(said), said
        assert not SHEET_OR_COMMAND.search(place), place
        if lang == "ja":
            assert latin_words(said + " " + place) == [], said + " | " + place
    # The contract's fields stay as --json gives them: the page's words come beside them.
    plain = drafted(client, games[game], draft, "en", page=False)
    assert [{k: v for k, v in e.items() if k not in ("said", "place")} for e in answer["errors"]] == plain["errors"]
    assert all("said" not in e and "place" not in e for e in plain["errors"])


def test_a_question_is_asked_in_the_pages_language(client: TestClient, games: dict[str, str]) -> None:
    draft = {"captured": {"Ann": "113 90", "Bo": "rest"}, "field": {"end": "91 92"}}
    english = drafted(client, games["sakura"], draft, "en")["questions"]
    japanese = drafted(client, games["sakura"], draft, "ja")["questions"]
    assert [q["key"] for q in english] == [q["key"] for q in japanese] == ["wild_captured"]
    assert english[0]["text"].startswith("Which card did the Gaji capture?")
    assert japanese[0]["text"].startswith("ガジが取った札")
    assert ["91", "菊に青短（9r）"] in japanese[0]["choices"]
    assert [q["value"] for q in english] == [q["value"] for q in japanese]
    who = drafted(client, games["mushi3"], {"captured": {"Ann": "rest", "Bo": "", "Cy": ""}}, "ja")["questions"]
    assert who[0]["text"] == say("ja", "page.who_played")


def test_every_game_question_has_its_japanese() -> None:
    facts = [facts for game in all_games() for facts in (game.facts, *(v.facts for v in game.variants))]
    asked = {spec.question for kind in facts for spec in kind.fields()}
    assert len(asked) >= 5
    # A game's question is its words (or, until every game says words, its English keyed ``question.``).
    assert {text for text in asked if isinstance(text, str) and f"question.{text}" not in WORDS} == set()


# -- the pages the server renders ----------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pages_problem_lists_name_places_as_the_page_does(client: TestClient, lang: str) -> None:
    # The new-game form names its fields by their labels; the field's name stays for scripts.
    answer = client.post(f"/new?lang={lang}", data={"game": "mushi", "players": "Ann", "rounds": "abc"})
    assert answer.status_code == 422
    items = re.findall(r'<li data-code="[^"]+" data-where="([^"]*)">(.*?)</li>', answer.text)
    assert {where for where, _ in items} >= {"rounds", "players"}, answer.text
    for _, shown in items:
        text = re.sub(r"<[^>]+>", "", shown).replace("&#39;", "'").replace("&#34;", '"')
        assert not SHEET_OR_COMMAND.search(text), text
        if lang == "ja":
            assert set(latin_words(text)) <= {"abc"}, text
    assert f"<b>{say(lang, 'where.rounds')}</b>" in answer.text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_fact_of_every_game_is_a_place_the_page_names(lang: str) -> None:
    # Koi-Koi's and Hachi-Hachi's facts (koi, teyaku, sage, month...) were named on the page
    # by their sheet keys: "koi" beside a problem of the calls.
    for game in all_games():
        for field in game.facts.fields():
            for where in (field.key, f"{field.key}.Ann"):
                place = page_place(where, lang)
                assert place is not None and place != where and "_" not in place, (game.id, where, place)
                if lang == "ja":
                    assert latin_words(place) == [], (game.id, where, place)


def test_a_view_only_page_tells_how_to_edit_without_a_command(isolated_store: Path) -> None:
    guarded = TestClient(create_app(str(isolated_store), token="t0ken"), base_url="http://127.0.0.1")
    for lang in ("en", "ja"):
        page = guarded.get(f"/?lang={lang}")
        notice = re.search(r'<p class="notice" role="status">(.*?)</p>', page.text)
        assert notice and not SHEET_OR_COMMAND.search(notice[1]), page.text
        refused = guarded.post(f"/games/1/undo?lang={lang}", data={})
        assert refused.status_code == 403
        assert "hanascore serve" not in refused.text
        # A script is told as the contract says; the page, as it says it.
        api = guarded.post("/api/games/1/rounds", content=b"Ann: rest")
        assert "'hanascore serve'" in api.json()["errors"][0]["message"]
        said = guarded.post("/api/games/1/rounds", content=b"Ann: rest", headers={**PAGE, "accept-language": lang})
        assert not SHEET_OR_COMMAND.search(said.json()["errors"][0]["said"])


# -- the same round twice in a row ------------------------------------------------------------------

ROUND_1 = (SAMPLES / "ledger" / "round1.txt").read_text(encoding="utf-8")


def rounds_played(client: TestClient, game_id: str) -> int:
    return int(client.get(f"/api/games/{game_id}/standings").json()["rounds_played"])


def posted(client: TestClient, game_id: str, text: str, query: str = "", lang: str = "en") -> Any:
    headers = {"accept-language": lang, **PAGE}
    return client.post(f"/api/games/{game_id}/rounds{query}", content=text.encode(), headers=headers)


@pytest.fixture
def mushi(client: TestClient) -> str:
    game_id = str(client.post("/api/games", json={"game": "mushi", "players": ["Ann", "Bo"]}).json()["id"])
    assert posted(client, game_id, ROUND_1, "?duplicate=ask").status_code == 201
    return game_id


def test_the_same_round_asked_about_is_refused_and_names_the_round(client: TestClient, mushi: str) -> None:
    again = posted(client, mushi, ROUND_1, "?round=2&duplicate=ask", lang="ja")
    assert again.status_code == 409
    assert again.json()["duplicate_of"] == 1
    (problem,) = again.json()["errors"]
    assert problem["code"] == "duplicate-round"
    assert "第1局" in problem["said"] and not SHEET_OR_COMMAND.search(problem["said"])
    assert rounds_played(client, mushi) == 1  # nothing written
    # The player said yes: the same round is added.
    assert posted(client, mushi, ROUND_1, "?round=2&duplicate=ok").status_code == 201
    assert rounds_played(client, mushi) == 2


def test_the_same_round_is_the_same_cards_however_written(client: TestClient, mushi: str) -> None:
    # Round 1 again as another phone would send it: Bo's cards tapped one by one, not "rest".
    result = score_text("game: mushi\nplayers: Ann, Bo\n" + ROUND_1)
    bo = next(party for party in result.parties if party.name == "Bo")
    given = {card for card, party in result.leftover.items() if party == "Bo"}
    tapped = ROUND_1.replace("Bo: rest", "Bo: " + " ".join(str(c) for c in sorted(set(bo.cards) - given)))
    assert tapped != ROUND_1
    assert posted(client, mushi, tapped, "?duplicate=ask").json().get("duplicate_of") == 1


def test_another_round_or_an_adjustment_between_is_no_repeat(
    client: TestClient, mushi: str, cli: Callable[..., Any]
) -> None:
    other = ROUND_1.replace("Ann: crane ", "Ann: ")  # the Crane went to Bo this time
    assert posted(client, mushi, other, "?duplicate=ask").status_code == 201
    assert cli("adjust", "--game", mushi, "--party", "Ann", "--amount", "1", "--reason", "tea").exit_code == 0
    same_as_last = posted(client, mushi, ROUND_1, "?duplicate=ask")
    assert same_as_last.status_code == 201, same_as_last.text


def test_a_script_that_does_not_ask_adds_the_round_as_before(client: TestClient, mushi: str) -> None:
    answer = client.post(f"/api/games/{mushi}/rounds", content=ROUND_1.encode())
    assert answer.status_code == 201
    assert client.post(f"/api/games/{mushi}/rounds?duplicate=maybe", content=ROUND_1.encode()).status_code == 422
    assert rounds_played(client, mushi) == 2


# -- every page in Japanese (the game page's scan, test_render_japanese.py, extended to all) ------


class _Shown(_Text):
    """The text a reader sees of a page, without the card faces' sprite (each face's title is
    the faces' own: views/html/faces.py) and without a sheet shown to be edited as text."""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.hidden += tag in ("script", "style", "svg", "textarea")

    def handle_endtag(self, tag: str) -> None:
        self.hidden -= tag in ("script", "style", "svg", "textarea")


def shown_text(html: str) -> str:
    reader = _Shown()
    reader.feed(html)
    return " ".join(reader.parts)


#: What a Japanese page may keep in the Latin alphabet besides the players' names (and their piles'
#: tags, the first letters of each name): the games' own names, the program's, the link to the
#: English page, an id, and the teams' example (Red=Ann,Cy).
JAPANESE_KEPT = {*KEPT, *pile_tags(list(NAMES)), "English", "ID", "Red"} | {game.name for game in all_games()}


def english_left(text: str) -> list[str]:
    """The English words of a Japanese page's ``text``: Latin words once :data:`JAPANESE_KEPT`
    is taken out, a card's code (``1b``, ``12y``) not counted."""
    for name in sorted(JAPANESE_KEPT, key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", " ", text)
    return re.findall(r"(?<![0-9A-Za-z])[A-Za-z]+", text)


@pytest.mark.parametrize("path", ["/", "/new", *(f"/new?game={game.id}" for game in all_games()), "/games/1",
                                  "/games/1/round", "/games/2/round", "/games/9", "/games/1/rounds/9/edit",
                                  "/games/3", "/games/3/round", "/games/4", "/games/4/round",
                                  "/games/1/rounds/1/edit", "/games/3/rounds/1/edit"])  # fmt: skip
def test_every_page_in_japanese_has_no_english_word(client: TestClient, path: str) -> None:
    client.post("/api/games", json={"game": "mushi", "players": ["Ann", "Bo"]})
    client.post("/api/games", json={"game": "sakura", "players": list(NAMES), "variant": "oi-bana"})
    client.post("/api/games", json={"game": "koi-koi", "players": ["Ann", "Bo"]})
    client.post("/api/games", json={"game": "hachi-hachi", "players": list(NAMES)})
    assert client.post("/api/games/1/rounds", content=ROUND_1.encode()).status_code == 201
    for game in ("koi-koi", "hachi-hachi"):  # each game's own parts of a round: calls, hands shown
        sample = next(SAMPLES.glob(f"{game.replace('-', '')}-*counted.txt"))
        sheet = "\n".join(
            line
            for line in sample.read_text(encoding="utf-8").splitlines()
            if not line.startswith(("game:", "players:"))
        )
        assert (
            client.post(f"/api/games/{3 if game == 'koi-koi' else 4}/rounds", content=sheet.encode()).status_code == 201
        )
    page = client.get(path + ("&" if "?" in path else "?") + "lang=ja")
    text = shown_text(page.text)
    assert english_left(text) == [], " ".join(text.split())
    assert not SHEET_OR_COMMAND.search(text), text


def test_a_sheet_typed_in_the_correction_form_is_told_by_its_keys(client: TestClient) -> None:
    client.post("/api/games", json={"game": "mushi", "players": list(NAMES)})
    assert client.post("/api/games/1/rounds", content=b"active: Ann, Bo\n" + ROUND_1.encode()).status_code == 201
    stamp = client.get("/api/games/1/stamp").json()["stamp"]
    # Who played is left out of the typed sheet, and Cy's (empty) pile is there: it is named as the sheet names it.
    typed = ROUND_1 + "Cy: \n"
    answer = client.post("/games/1/rounds/1/edit", data={"sheet": typed, "stamp": stamp})
    assert answer.status_code == 422
    assert "<b>active</b>: round 1: with 3 players only 2 play a round: name them with &#39;active&#39;" in answer.text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_rounds_warnings_on_the_page_name_no_key(client: TestClient, games: dict[str, str], lang: str) -> None:
    # Cards left on the field of a played-out Musashino-bana round: dead, and warned about.
    draft = {"captured": {"Ann": "rest", "Bo": "10 20", "Cy": ""}, "field": {"end": "11 12"}}
    answer = drafted(client, games["musashino"], draft, lang)
    assert answer["result"] is not None and answer["result"]["warnings"], answer
    assert any("[leftover]" in warning for warning in answer["result"]["warnings"])  # the contract's, unchanged
    preview = shown_text(answer["preview"])
    assert "11" in preview and not SHEET_OR_COMMAND.search(preview), preview
    if lang == "ja":
        assert english_left(preview) == [], preview
