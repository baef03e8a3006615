"""The language a request asks the page for, and how the page names what the terminal names by a
sheet's keys (the words themselves are :mod:`hanascore.core.words`)."""

from __future__ import annotations

from fastapi import Request

from hanascore.core.cards import CARDS
from hanascore.core.errors import Words
from hanascore.core.sheet import SHARED_KEYS
from hanascore.core.words import WORDS, Language, language_of, question_said, say
from hanascore.games import all_games

#: Where a browser keeps the language chosen on the page.
LANGUAGE_COOKIE = "hanascore_lang"


def page_language(request: Request) -> Language:
    """The language of the page ``request`` asks for."""
    return language_of(
        request.query_params.get("lang"), request.cookies.get(LANGUAGE_COOKIE), request.headers.get("accept-language")
    )


#: The header by which the page asks for its own words in an answer's problems (``said`` and
#: ``place``); a script, not sending it, gets the problems exactly as ``--json`` gives them.
READER_HEADER = "x-hanascore-reader"
#: The value of :data:`READER_HEADER` the page sends.
PAGE_READER = "page"

#: Where a problem is, as the page shows it, by the first part of its ``where``: the sheet's
#: sections and keys, and the new-game form's fields, each by the words the page shows for it.
_PLACES = {
    key: f"where.{key}"
    for key in (
        "active",
        "bids",
        "wild_captured",
        "stopped_by",
        "cancelled_by",
        "sage",
        "koi",
        "teyaku",
        "month",
        "unplayed",
        "dropped",
        "multiplier",
        "dealer",
        "next_dealer",
        "game",
        "variant",
        "players",
        "teams",
        "rounds",
        "target",
        "name",
        "house",
    )
}


def for_the_page(request: Request) -> bool:
    """True when ``request`` comes from the page and asks for its words (:data:`READER_HEADER`)."""
    return request.headers.get(READER_HEADER) == PAGE_READER


def page_place(where: str | None, lang: Language) -> str | None:
    """The place ``where`` names, as the page shows it (``captured.Ann``: "Ann's pile";
    ``field.end``: "Left on the field"), or None where the page has no name for it (the
    problem's words then say it alone: a page never shows a sheet's key nor a command's
    option).  Anything else (a request's ``Origin``, its ``body``) is named as it is."""
    if not where:
        return None
    section, _, rest = where.partition(".")
    if section == "captured" and rest:
        return say(lang, "place.pile", name=rest)
    if section == "field" and rest in ("end", "start"):
        return say(lang, f"page.field_{rest}")
    if section == "bids" and rest:
        return say(lang, "where.bid", name=rest)
    key = _PLACES.get(section) or _game_place(section)
    if key:
        return say(lang, key)
    # A sheet's key (a game's facts are written in snake_case), a command's option or argument,
    # or the stamp the page sends unseen with a correction or an undo.
    sheet_or_command = (
        section in SHARED_KEYS or section in ("rest", "N", "stamp") or "_" in section or section[0] == "-"
    )
    return None if sheet_or_command else where


def question_chips(keys: list[str], lang: Language) -> dict[str, str]:
    """The name each of a game's questions (by its sheet key) has on its chip on the entry page:
    the chip's own short words where there are some, else the place the page names by that key
    (a game's own fact: its words for it); a key with neither is left out (its chip shows the
    question itself)."""
    named = {key: say(lang, f"chip.{key}") if f"chip.{key}" in WORDS else page_place(key, lang) for key in keys}
    return {key: name for key, name in named.items() if name}


def _game_place(section: str) -> str | None:
    """The key of the words a game gives a place of its own (a fact only it asks for, such as
    Musashino-bana's ``crane_after_storm``: ``musashino-bana.where.crane_after_storm``), if any."""
    return next((key for game in all_games() if (key := f"{game.id}.where.{section}") in WORDS), None)


def card_choice(card_id: int, lang: Language) -> str:
    """A card as a question's answer: ``Sake Cup 菊に盃 (9a)``; in Japanese ``菊に盃（9a）``."""
    card = CARDS[card_id]
    return f"{card.japanese}（{card.code}）" if lang == "ja" else f"{card.name} {card.japanese} ({card.code})"


def question_text(question: str, lang: Language) -> str:
    """A game's question (its words' key) as the page asks it: in the page's own phrasing where
    the game has one."""
    return question_said(lang, question, "page")


def rule_meaning(meaning: Words, lang: Language) -> str:
    """A house rule's meaning as the form says it: in the page's phrasing where the game has one."""
    return meaning.say(lang, "page")


def choice_label(value: object, lang: Language, game: str | None = None) -> str:
    """A house rule's choice as the form shows it (the form sends the value itself): in the
    words of ``game`` (its id) where it has its own for the value, else the shared ones."""
    for key in (f"{game}.choice.{value}" if game else "", f"choice.{value}"):
        if key in WORDS:
            return say(lang, key)
    return str(value)


def game_name(game_id: str, lang: Language) -> str:
    """A game by its name in ``lang`` (``mushi``: Mushi, むし), or as given when no game has that id."""
    game = next((game for game in all_games() if game.id == game_id), None)
    if game is None:
        return game_id
    return game.japanese if lang == "ja" and game.japanese else game.name
