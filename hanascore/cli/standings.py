"""The terminal views of the ledger commands that read a game: ``standings``, ``history``,
``chart`` and ``show`` are :mod:`hanascore.cli.reading`'s commands (the same options and help),
their answer shown by a view of :mod:`hanascore.views.standings`.
"""

from __future__ import annotations

from rich.console import Console

from hanascore.cli import reading
from hanascore.cli.console import write_utf8
from hanascore.cli.session import viewed
from hanascore.core.settle import Settlement
from hanascore.core.words import Language, locale_language
from hanascore.ledger.replay import Ledger, ReplayedRound
from hanascore.views.chat import round_text, standings_text
from hanascore.views.standings import (
    render_chart,
    render_history,
    render_settlement,
    render_shown_round,
    render_standings,
)


def _standings(
    console: Console,
    game_id: str,
    ledger: Ledger,
    settlement: Settlement | None,
    lang: Language | None,
    as_text: bool,
) -> None:
    if as_text:  # ``--format text``: a few plain lines for a chat
        write_utf8(standings_text(ledger, settlement, lang or "en"))
        return
    render_standings(game_id, ledger, console, lang or locale_language())
    if settlement is not None:
        teams = bool(ledger.definition.table.teams)
        render_settlement(settlement, console, lang or locale_language(), teams=teams)


def _history(console: Console, ledger: Ledger, chart: bool) -> None:
    render_history(ledger, console, locale_language())
    if chart and ledger.rows:
        render_chart(ledger, console, locale_language())


def _chart(console: Console, ledger: Ledger) -> None:
    render_chart(ledger, console, locale_language())


def _show(
    console: Console,
    game_id: str,
    number: int,
    ledger: Ledger,
    row: ReplayedRound,
    chat: tuple[Settlement | None, Language] | None,
) -> None:
    if chat is not None:  # ``--format text``: the round in a few plain lines, for a chat
        write_utf8(round_text(ledger, row, *chat))
        return
    render_shown_round(game_id, number, ledger, row, console, locale_language())


standings = viewed(reading.standings, _standings)
history = viewed(reading.history, _history)
chart = viewed(reading.chart, _chart)
show = viewed(reading.show, _show)
