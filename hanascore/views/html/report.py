"""A game as one self-contained HTML file: ``hanascore export --format html``.

Everything is inline (the stylesheet, the chart, the card faces) and nothing runs: no script,
no address outside the file.  The page is rendered by Jinja2 with autoescaping on, so every
name, reason and token a player typed is written as text.  :func:`environment` is the one
place the templates are set up: the served page uses it (or chains :data:`TEMPLATES` after its
own loader and calls :func:`add_helpers`), and includes the same partials
(``_standings.html.j2``, ``_round.html.j2``, ``_round_view.html.j2``, ``_adjustment.html.j2``,
``_card.html.j2``), each documenting its context in its header; :func:`entries` makes what
``_round`` and ``_adjustment`` show, and the page renders ``_round_view`` of
:func:`~hanascore.views.round_view.round_view`, and the page must hold :func:`~hanascore.views.html.faces.deck_sprite` once.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, pass_context
from jinja2.runtime import Context
from markupsafe import Markup, escape

from hanascore import __version__
from hanascore.core.text import visible
from hanascore.core.words import WORDS, Language, number, players_said, say
from hanascore.games import find_game
from hanascore.games.base import Game
from hanascore.ledger.replay import Ledger
from hanascore.views.game_view import GameView, HistoryRow, game_view
from hanascore.views.html.chart import running_totals_svg
from hanascore.views.html.faces import card_title, card_use_svg, deck_sprite
from hanascore.views.round_view import RoundView, round_view

#: The width the faces of a yaku's cards are drawn at, in CSS pixels.
FACE_SIZE = 34


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """What ``_round.html.j2`` shows of one round of a game (see the template's header)."""

    number: int
    dealer: str
    view: RoundView
    totals: dict[str, int]
    kind: str = "round"


def round_entry(row: HistoryRow, game: Game, lang: Language = "en") -> RoundEntry:
    """The export's entry of a round of the game view, explained in ``lang``."""
    assert row.result is not None and row.number is not None  # a round's row
    return RoundEntry(row.number, row.dealer, round_view(row.result, game, lang), dict(row.totals))


def signed(number: int) -> str:
    """``+5``, ``-5`` or ``0``: a score as the tables write it."""
    return f"{number:+d}" if number else "0"


def multipliers(carried: list[int]) -> str:
    """Carried multipliers as the views write them: ``×2, ×4``."""
    return ", ".join(f"×{m}" for m in carried)


def money(amount: int) -> Markup:
    """An amount of money with thousands separators (``1,200``), as the terminal writes it."""
    return Markup(number(int(amount)))


@pass_context
def card_face(context: Context, card_id: int, size: float = FACE_SIZE, lang: Language | None = None) -> Markup:
    """A card's face drawn from the page's sprite (the page must hold ``deck_sprite``), named
    for a screen reader in ``lang`` (else the page's language: its ``lang``, else the view's)."""
    lang = lang or context.get("lang") or getattr(context.get("view"), "lang", None) or "en"
    return Markup(card_use_svg(int(card_id), size=size, lang=lang))


#: Where the templates are: a page with templates of its own chains this loader after its own.
TEMPLATES = PackageLoader("hanascore.views.html", "templates")


def shown(value: Any) -> Any:
    """What a template prints of ``value``: a text with its hidden characters (bidi overrides,
    zero-width spaces, escape codes) written as visible escapes, as the terminal shows them,
    so that no name can reorder or hide what stands around it; markup the templates built
    themselves is theirs.  Line ends and tabs stay (a sheet in the correction form)."""
    if isinstance(value, str) and not isinstance(value, Markup):
        return visible(value, lines=True)
    return value


def phrase(lang: Language, key: str, /, **params: object) -> Markup:
    """The words of ``key`` in ``lang`` as markup, each name in them isolated (``<bdi>``), so
    that no name reorders the words around it; the words and the names are escaped."""
    english, japanese = WORDS[key]
    filled = {
        name: Markup("<bdi>{}</bdi>").format(shown(value))
        if isinstance(value, str) and not isinstance(value, Markup)
        else value
        for name, value in params.items()
    }
    return Markup(escape(japanese if lang == "ja" else english)).format(**filled)


def add_helpers(env: Environment) -> Environment:
    """Give ``env`` what the partials use: ``card_face``, ``card_title``, ``phrase`` and
    ``round_view`` (globals) and ``signed`` (a filter); and every printed text :func:`shown`."""
    env.finalize = shown
    env.globals.update(
        card_face=card_face,
        card_title=card_title,
        phrase=phrase,
        round_view=round_view,
        say=say,
        players_said=players_said,
    )
    env.filters["signed"] = signed
    env.filters["money"] = money
    env.filters["multipliers"] = multipliers
    return env


@functools.cache
def environment() -> Environment:
    """The templates, autoescaped, with the helpers they use (:func:`add_helpers`)."""
    env = Environment(
        loader=TEMPLATES,
        autoescape=True,  # every template: the names and reasons in them are the players'
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return add_helpers(env)


def stylesheet() -> str:
    """The shared stylesheet (``static/hanascore.css``), for a page that inlines it."""
    return resources.files("hanascore.views.html").joinpath("static/hanascore.css").read_text(encoding="utf-8")


def entries(view: GameView) -> list[RoundEntry | HistoryRow]:
    """Every entry of the game in order: a :class:`RoundEntry`, or the view's row of an
    adjustment (``party``, ``amount``, ``reason``, ``totals``) or a note (``text``)."""
    game = find_game(view.game)
    return [round_entry(row, game, view.lang) if row.kind == "round" else row for row in view.rows]


def report_html(game_id: str, ledger: Ledger | GameView, lang: Language = "en") -> str:
    """The whole game as one HTML page in ``lang``: standings, chart, every round explained,
    adjustments (of a replayed game, or of its view in the view's language)."""
    view = ledger if isinstance(ledger, GameView) else game_view(game_id, ledger, lang)
    lang = view.lang
    views = entries(view)
    shown = {
        c.id
        for entry in views
        if isinstance(entry, RoundEntry)
        for p in entry.view.parties
        for y in p.yaku
        for c in y.cards
    }
    return (
        environment()
        .get_template("report.html.j2")
        .render(
            game_view=view,
            game_title=view.game_title,
            lang=lang,
            entries=views,
            chart=Markup(running_totals_svg(view.chart, list(view.totals), standalone=False, lang=lang)),
            sprite=Markup(deck_sprite(shown)),
            css=Markup(stylesheet()),
            version=__version__,
        )
    )


def exported(
    game_id: str, ledger: Ledger | GameView, *, reasons: bool = False, bom: bool = False, lang: Language = "en"
) -> str:
    """``export --format html`` (:data:`hanascore.views.outputs.WRITERS`; the CSV options are
    not its): :func:`report_html` in ``lang``."""
    return report_html(game_id, ledger, lang)
