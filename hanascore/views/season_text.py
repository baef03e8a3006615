"""A season's rankings as markdown (tabulate): ``season show --format markdown``, loaded only
when that format is asked for."""

from __future__ import annotations

from hanascore.core.words import Language, say
from hanascore.ledger.season_rating import SeasonRatings
from hanascore.views.markdown_tables import markdown_cell, markdown_table
from hanascore.views.season import (
    COLUMNS,
    PROVISIONAL_MARK,
    _cells,
    game_title,
    has_provisional,
    headers,
    name_cell,
    provisional_note,
    summary,
)


def season_markdown(ratings: SeasonRatings, lang: Language = "en") -> str:
    """The season as markdown: a heading, the period, a ranking table per game type under its
    name (every name escaped: nothing in it renders), what the mark means and how it is rated."""
    lines = [f"# {markdown_cell(say(lang, 'season.title', name=ratings.season.name))}", ""]
    lines += [summary(ratings, lang), ""]  # the words and numbers: no player's text
    if not any(ranking.rows for ranking in ratings.by_game.values()):
        lines.append(f"_{say(lang, 'season.empty')}_")
        return "\n".join(lines) + "\n"
    for game, ranking in ratings.by_game.items():
        lines += [f"## {markdown_cell(game_title(game, lang))}", ""]
        if not ranking.rows:
            lines += [f"_{say(lang, 'season.game-empty')}_", ""]
            continue
        rows = []
        for row in ranking.rows:
            cells = _cells(row)
            cells[1] = name_cell(row, markdown_cell(cells[1]), markdown_cell(PROVISIONAL_MARK))
            rows.append(cells)
        lines += [markdown_table(headers(lang), rows, numbers=len(COLUMNS) - 2), ""]
    # The note names the mark, an asterisk: escaped, so that markdown shows it.
    if has_provisional(ratings):
        lines += [markdown_cell(provisional_note(ratings.season, lang)), ""]
    lines.append(say(lang, "season.how"))
    return "\n".join(lines) + "\n"
