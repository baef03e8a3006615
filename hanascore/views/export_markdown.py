"""A game as markdown: a heading, the round-by-round table and the standings (tabulate's
"github" tables of :mod:`hanascore.views.markdown_tables`), every piece of user text escaped
so that nothing in it renders."""

from __future__ import annotations

import functools

from hanascore.core import words
from hanascore.core.words import Language
from hanascore.ledger.replay import Ledger
from hanascore.views.game_view import GameView, game_view
from hanascore.views.markdown_tables import markdown_cell, markdown_table


def exported(
    game_id: str, ledger: Ledger | GameView, *, reasons: bool = False, bom: bool = False, lang: Language = "en"
) -> str:
    """``export --format markdown`` (:data:`hanascore.views.outputs.WRITERS`; the CSV options
    are not its): :func:`to_markdown` in ``lang``."""
    return to_markdown(game_id, ledger, lang)


def to_markdown(game_id: str, ledger: Ledger | GameView, lang: Language = "en") -> str:
    """The game as markdown in ``lang``: a heading, the round-by-round table, and the
    standings (of a replayed game, or of its view in the view's language)."""
    view = ledger if isinstance(ledger, GameView) else game_view(game_id, ledger, lang)
    lang = view.lang

    def said(key: str, **params: object) -> str:
        return words.say(lang, f"doc.{key}", **params)

    parties = list(view.totals)
    # Names recur on every row: each is escaped once.
    escaped = functools.cache(markdown_cell)
    lines = [f"# {escaped(view.name)}", ""]
    if view.rounds is not None:
        length = said("length-rounds", rounds=view.rounds)
    else:
        length = said("length-target", target=view.target)
    players = ", ".join(escaped(p) for p in view.players)
    game = escaped(view.game) if lang == "en" else view.game_name  # English names the game by its id
    lines.append(said("summary", game=game, id=view.id, length=length, played=view.rounds_played, players=players))
    if view.teams:
        teams = "; ".join(
            f"{escaped(name)}: {', '.join(escaped(m) for m in members)}" for name, members in view.teams.items()
        )
        lines.append(said("teams", teams=teams))
    lines.append("")
    headers = [said("round"), said("dealer"), said("winner"), *(escaped(p) for p in parties), said("note")]
    table: list[list[str]] = []
    for row in view.rows:
        cells: list[str]
        if row.kind == "round":
            note = row.note.text(escaped)
            cells = [str(row.number), escaped(row.dealer), escaped(row.winner)]
        elif row.kind == "note":  # the players' words; no total moved
            text = said("note-entry", text=markdown_cell(row.text))
            table.append([said("note"), "", "", *([""] * len(parties)), text])
            continue
        else:
            note = said("adjustment", reason=markdown_cell(row.reason))
            cells = [said("adj"), "", ""]
        cells += [f"{row.score(p):+d} → {row.totals[p]}" for p in parties]
        cells.append(note)
        table.append(cells)
    lines.append(markdown_table(headers, table) if table else said("no-rounds"))
    lines.append("")
    points = view.points
    party = said("team" if view.teams else "party")
    standing_headers = [party, said("total")] + ([said("points")] if points is not None else [])
    standing_rows = [
        [escaped(s.name), str(s.total), *([str(s.points)] if s.points is not None else [])] for s in view.standings
    ]
    lines.append(markdown_table(standing_headers, standing_rows, numbers=len(standing_headers) - 1))
    lines.append("")
    if view.over:
        result = (
            said("winner-is", name=escaped(view.winner))
            if view.winner
            else said("tied", names=", ".join(map(escaped, view.leaders)))
        )
        lines.append(said("game-over", result=result))
    else:
        lines.append(said("next-dealer", name=escaped(view.next_dealer)))
    return "\n".join(lines) + "\n"
