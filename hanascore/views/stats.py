"""The tables of ``stats``: everyone's numbers, or one person's card (their numbers, the yaku
they made, their head to head), and CSV.  Across game types they show only what compares
(games, rounds, wins, average place, win rate); points only in one game type's table
(``--game``), in its unit.  The terminal shows the same tables through rich
(:mod:`hanascore.views.stats_terminal`), markdown and plain text come from tabulate
(:mod:`hanascore.views.stats_text`); this module loads neither, so that ``stats --json`` starts
without them."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass

from hanascore.core.errors import SheetError
from hanascore.core.text import spreadsheet_safe
from hanascore.core.words import Language, say
from hanascore.games import find_game
from hanascore.ledger.stats import GameStats, PersonStats


@dataclass(frozen=True, slots=True)
class Amount:
    """A number of a game's larger-unit currency (Hachi-Hachi's mon): shown with its kan
    beside it, written as the bare number in CSV."""

    value: int | float
    #: Mon to the kan.
    kan: int


#: A table's cell: text, a whole number, a mean (shown to 2 decimals), an amount in mon with
#: its kan, or nothing (None).
Cell = str | int | float | Amount | None


@dataclass(frozen=True, slots=True)
class StatsTable:
    """One table of the answer: its title, headers and rows; the last ``numbers`` columns
    hold numbers (flush right)."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    numbers: int
    #: What the table says when it has no row.
    empty: str = ""


def shown(cell: Cell, lang: Language = "en") -> str:
    """A cell as text: a mean to 2 decimals, an amount with its kan, nothing as a dash."""
    if cell is None:
        return say(lang, "stats.none")
    if isinstance(cell, Amount):
        return f"{shown(cell.value, lang)} ({_in_kan(cell, lang)})"
    if isinstance(cell, float):
        return f"{cell:.2f}"
    return str(cell)


def _in_kan(amount: Amount, lang: Language) -> str:
    """An amount in kan: whole kan and the mon left (``-30``: ``-2 kan 6 mon``), a mean in kan
    to 2 decimals."""
    if isinstance(amount.value, float):
        return say(lang, "stats.kan", n=f"{amount.value / amount.kan:.2f}")
    sign = "-" if amount.value < 0 else ""
    kan, mon = divmod(abs(amount.value), amount.kan)
    if not mon:
        return say(lang, "stats.kan", n=f"{sign}{kan}")
    return say(lang, "stats.kan-mon", kan=f"{sign}{kan}", mon=mon)


def _game_name(game_id: str, lang: Language) -> str:
    """A game type's name in ``lang`` (its id where hanascore no longer knows it)."""
    try:
        game = find_game(game_id)
    except SheetError:
        return game_id
    return (game.japanese or game.name) if lang == "ja" else game.name


def _counts(numbers: PersonStats | GameStats) -> list[Cell]:
    """What compares across games: games, rounds, games won, average place, win rate."""
    return [numbers.games, numbers.rounds, numbers.games_won, numbers.average_place, numbers.win_rate]


_COUNT_KEYS = ("games", "rounds", "games-won", "average-place", "win-rate")


def everyone_table(people: Sequence[PersonStats], lang: Language) -> StatsTable:
    """The table of everyone over every game type: a row per person and game type (games,
    rounds, wins, average place, win rate), and a row over all their games for a person of
    several; never a point, which means something within one game only."""
    headers = tuple(say(lang, f"stats.{key}") for key in ("name", "game", *_COUNT_KEYS))
    rows: list[tuple[Cell, ...]] = []
    for person in people:
        for game, numbers in person.by_game.items():
            rows.append((person.name, _game_name(game, lang), *_counts(numbers)))
        if len(person.by_game) > 1:
            rows.append((person.name, say(lang, "stats.all-games"), *_counts(person)))
    return StatsTable(say(lang, "stats.title"), headers, tuple(rows), len(_COUNT_KEYS), say(lang, "stats.nobody"))


def _points(numbers: GameStats, stake: int | None) -> list[Cell]:
    """A person's points in one game type, in its unit (mon with their kan beside)."""

    def amount(value: int | float | None) -> Cell:
        if value is None or numbers.kan is None:
            return value
        return Amount(value, numbers.kan)

    cells = [amount(numbers.total), amount(numbers.per_round), amount(numbers.best_round), amount(numbers.worst_round)]
    if stake is not None:
        cells.append(numbers.total * stake)
    return cells


def _game_title(game: str, people: Sequence[PersonStats], lang: Language, name: str | None = None) -> str:
    """The title of a game type's table: the game, its unit, the kan where the games agree."""
    found = next((p.by_game[game] for p in people if game in p.by_game), None)
    unit = found.unit if found is not None else "points"
    title = say(lang, "stats.game-title", game=_game_name(game, lang)) if name is None else name
    words = say(lang, f"stats.unit.{unit}")
    if found is not None and found.kan is not None:
        words += ", " + say(lang, "stats.kan-note", kan=found.kan)
    return f"{title} ({words})" if name is None else f"{title}: {_game_name(game, lang)} ({words})"


def game_table(people: Sequence[PersonStats], game: str, lang: Language, stake: int | None = None) -> StatsTable:
    """The table of everyone in one game type (``stats --game``): the counts, then the points
    in the game's unit: total, per round, best and worst round (and the money at ``stake``)."""
    keys = ("name", *_COUNT_KEYS, "rounds-won", "total", "per-round", "best-round", "worst-round")
    headers = [say(lang, f"stats.{key}") for key in keys]
    unit = next((p.by_game[game].unit for p in people if game in p.by_game), "points")
    if unit != "points":  # the total's column says what it counts: Hachi-Hachi's mon
        headers[keys.index("total")] = say(lang, f"stats.unit.{unit}")
    if stake is not None:
        headers.append(say(lang, "stats.money", stake=stake))
    rows = []
    for person in people:
        numbers = person.by_game.get(game)
        if numbers is None:  # one person asked for, with no game of this type
            continue
        rows.append((person.name, *_counts(numbers), numbers.rounds_won, *_points(numbers, stake)))
    return StatsTable(
        _game_title(game, people, lang), tuple(headers), tuple(rows), len(headers) - 1, say(lang, "stats.nobody")
    )


def _yaku_name(game_id: str, yaku_id: str, lang: Language) -> tuple[str, str]:
    """A game's and a yaku's names in ``lang`` (the ids where the game no longer knows them)."""
    try:
        game = find_game(game_id)
    except SheetError:
        return game_id, yaku_id
    game_name = (game.japanese or game.name) if lang == "ja" else game.name
    yaku = next((y for y in game.yaku if y.id == yaku_id), None)
    if yaku is None:
        return game_name, yaku_id
    return game_name, (yaku.japanese or yaku.name) if lang == "ja" else yaku.name


def card_tables(
    person: PersonStats, lang: Language, stake: int | None = None, game: str | None = None
) -> list[StatsTable]:
    """One person's card: their numbers per game type (with ``game``, that game's points in
    its unit), the yaku they made, their head to head (a row per opponent and game type: the
    net is a game's points) and their rival and toughest opponent."""
    if game is None:
        numbers = everyone_table([person], lang)
        headers, rows = numbers.headers[1:], tuple(row[1:] for row in numbers.rows)
        numbers = StatsTable(person.name, headers, rows, numbers.numbers, say(lang, "stats.nobody"))
    else:
        numbers = game_table([person], game, lang, stake)
        title = _game_title(game, [person], lang, name=person.name)
        numbers = StatsTable(title, numbers.headers, numbers.rows, numbers.numbers, say(lang, "stats.nobody"))
    yaku_rows = tuple(
        (*_yaku_name(kind, yaku_id, lang), count)
        for kind, counts in person.by_game.items()
        for yaku_id, count in counts.yaku.items()
    )
    yaku = StatsTable(
        say(lang, "stats.yaku"),
        (say(lang, "stats.game"), say(lang, "stats.yaku-name"), say(lang, "stats.count")),
        yaku_rows,
        1,
        say(lang, "stats.no-yaku"),
    )
    rivals = StatsTable(
        say(lang, "stats.head-to-head"),
        tuple(say(lang, f"stats.{key}") for key in ("opponent", "game", "games", "games-won", "lost", "net")),
        tuple(
            (h.opponent, _game_name(kind, lang), *numbers)
            for h in person.head_to_head
            for kind, numbers in h.by_game.items()
        ),
        4,
        say(lang, "stats.no-opponents"),
    )
    tables = [numbers, yaku, rivals]
    if person.rival is not None:
        pairs = ((say(lang, "stats.rival"), person.rival), (say(lang, "stats.toughest"), person.toughest))
        tables.append(StatsTable(say(lang, "stats.rivals"), ("", say(lang, "stats.opponent")), pairs, 0))
    return tables


def _bare(cell: str | int | float | Amount) -> str | int | float:
    """A cell as CSV writes it: an amount as its bare number (the kan are the header's)."""
    return cell.value if isinstance(cell, Amount) else cell


def to_csv(tables: Sequence[StatsTable], lang: Language = "en") -> str:
    """The tables as CSV: each its header row then its rows, a blank line between tables;
    numbers stay numbers, text is guarded for spreadsheets, nothing is an empty cell (the
    headers are in the language the tables were made in, so ``lang`` changes nothing)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    for index, table in enumerate(tables):
        if index:
            writer.writerow([])
        writer.writerow([spreadsheet_safe(header) for header in table.headers])
        for row in table.rows:
            writer.writerow(["" if cell is None else spreadsheet_safe(_bare(cell)) for cell in row])
    return buffer.getvalue()
