"""A game as one self-contained HTML file: ``hanascore export --format html``.

Everything is inline (the stylesheet, the chart, the card faces) and nothing runs: no script,
no address outside the file.  The page is rendered by Jinja2 with autoescaping on, so every
name, reason and token a player typed is written as text.  :func:`environment` is the one
place the templates are set up: the served page uses it (or chains :data:`TEMPLATES` after its
own loader and calls :func:`add_helpers`), and includes the same partials
(``_standings.html.j2``, ``_round.html.j2``, ``_adjustment.html.j2``, ``_card.html.j2``), each
documenting its context in its header; :func:`entries` makes what ``_round`` and
``_adjustment`` show, and the page must hold :func:`~hanascore.views.html.faces.deck_sprite` once.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from hanascore import __version__
from hanascore.core.cards import CARDS, Kind
from hanascore.core.text import visible
from hanascore.games import find_game
from hanascore.views.html.chart import running_totals_svg
from hanascore.views.html.faces import card_title, card_use_svg, deck_sprite
from hanascore.views.shapes import history_json, standings_json

if TYPE_CHECKING:
    from hanascore.core.result import Payment, RoundResult
    from hanascore.games.base import Game
    from hanascore.ledger.replay import Ledger, ReplayedRound

#: The width the faces of a yaku's cards are drawn at, in CSS pixels.
FACE_SIZE = 34


@dataclass(frozen=True)
class PileGroup:
    """Cards of a pile that count alike: ``20 points (3)`` or ``ribbons (2)``, by name."""

    label: str
    cards: tuple[int, ...]

    @property
    def names(self) -> list[str]:
        """The cards by name, alike ones counted once: ``Crane``, ``Pine chaff ×2``."""
        counts: dict[str, int] = {}
        for c in self.cards:
            counts[CARDS[c].name] = counts.get(CARDS[c].name, 0) + 1
        return [name if count == 1 else f"{name} ×{count}" for name, count in counts.items()]


@dataclass(frozen=True)
class RoundView:
    """What ``_round.html.j2`` shows of one round (see the template's header)."""

    number: int
    dealer: str
    game_name: str
    result: RoundResult
    #: Each party's pile grouped as the game counts it, by party name.
    piles: dict[str, list[PileGroup]]
    #: Whether the game values cards (a game scored only by yaku has no card points).
    valued: bool
    totals: dict[str, int]
    kind: str = "round"
    #: What the game adds of its own, as its hooks show it: a word beside the winner, lines
    #: under each party (by name), the multipliers waiting for later rounds, who pays whom.
    outcome: str | None = None
    party_lines: dict[str, Any] | None = None
    waiting: tuple[int, ...] = ()
    paid: tuple[Payment, ...] = ()


def pile_groups(cards: tuple[int, ...], values: dict[int, int]) -> list[PileGroup]:
    """A pile grouped the way the game counts it: by card value where cards have values (the
    groups match the formula's ``2(20) + 3(10)``), else by the standard types."""
    kinds = list(Kind)
    ordered = sorted(cards, key=lambda c: (-values[c], c) if values else (kinds.index(CARDS[c].kind), c))
    groups: dict[str, list[int]] = {}
    for c in ordered:
        if values:
            label = f"{values[c]} point{'' if values[c] == 1 else 's'}"
        else:
            label = "chaff" if CARDS[c].kind is Kind.CHAFF else f"{CARDS[c].kind.value}s"
        groups.setdefault(label, []).append(c)
    return [PileGroup(f"{label} ({len(group)})", tuple(group)) for label, group in groups.items()]


def round_view(row: ReplayedRound, game: Game, values: dict[int, int]) -> RoundView:
    """The view of a replayed round (``values``: the game's card values, empty if it has none)."""
    shows = game.shows
    return RoundView(
        number=row.number,
        dealer=row.dealer,
        game_name=game.name,
        result=row.result,
        piles={p.name: pile_groups(p.cards, values) for p in row.result.parties},
        valued=bool(values),
        totals=dict(row.totals),
        outcome=shows.outcome(row.result),
        party_lines={p.name: shows.party(p) for p in row.result.parties},
        waiting=shows.multipliers(row.result.carried),
        paid=tuple(shows.payments(row.result) or ()),
    )


def signed(number: int) -> str:
    """``+5``, ``-5`` or ``0``: a score as the tables write it."""
    return f"{number:+d}" if number else "0"


def card_name(card_id: int) -> str:
    """A card's English name (``Crane``): how piles and notes list cards."""
    return CARDS[int(card_id)].name


def card_face(card_id: int, size: float = FACE_SIZE) -> Markup:
    """A card's face drawn from the page's sprite (the page must hold ``deck_sprite``)."""
    return Markup(card_use_svg(int(card_id), size=size))


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


def add_helpers(env: Environment) -> Environment:
    """Give ``env`` what the partials use: ``card_face``, ``card_name`` and ``card_title``
    (globals) and ``signed`` (a filter); and every printed text :func:`shown`."""
    env.finalize = shown
    env.globals.update(card_face=card_face, card_name=card_name, card_title=card_title)
    env.filters["signed"] = signed
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


def entries(ledger: Ledger) -> list[Any]:
    """Every entry of the game in order: a :class:`RoundView`, or an adjustment as
    ``history --json`` gives it (``kind``, ``party``, ``amount``, ``reason``, ``totals``)."""
    from hanascore.ledger.replay import ReplayedRound

    game = find_game(ledger.definition.game)
    values = dict(game.values) if game.deck_total else {}
    history = history_json(ledger)
    views: list[Any] = []
    for row, shaped in zip(ledger.rows, history, strict=True):
        views.append(round_view(row, game, values) if isinstance(row, ReplayedRound) else shaped)
    return views


def report_html(game_id: str, ledger: Ledger) -> str:
    """The whole game as one HTML page: standings, chart, every round explained, adjustments."""
    views = entries(ledger)
    shown = {
        c for view in views if isinstance(view, RoundView) for p in view.result.parties for y in p.yaku for c in y.cards
    }
    game = find_game(ledger.definition.game)
    return (
        environment()
        .get_template("report.html.j2")
        .render(
            standings=standings_json(game_id, ledger),
            game_title=f"{game.name} {game.japanese}",
            entries=views,
            chart=Markup(running_totals_svg(history_json(ledger), list(ledger.totals), standalone=False)),
            sprite=Markup(deck_sprite(shown)),
            css=Markup(stylesheet()),
            version=__version__,
        )
    )
