"""A season's ratings kept per season revision, like the game records
(:mod:`hanascore.ledger.records`): rating ten thousand games with openskill takes about a
second, so a season's ratings are kept in ``season_ratings`` with the season's revision (a
digest of its options and of every game's id, start, type and revision, which every change of
a game moves on, by trigger).  Ratings kept at another revision are never served: they are
rated again from the records and kept.  A kept row's digest catches changes by hand;
``db check`` compares each kept row with a fresh rating (:func:`stale_ratings`) and keeps a
fresh one where they differ (:func:`refresh_ratings`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from openskill import __version__ as openskill_version

from hanascore.ledger.caches import compact, digest, write_cache
from hanascore.ledger.records import read_records
from hanascore.ledger.season_rating import RankingRow, Rating, SeasonRanking, SeasonRatings, season_ratings
from hanascore.ledger.seasons import Season, records_of_season, seasons
from hanascore.ledger.store import Store

#: Moved on whenever the rating or the kept text changes, so that ratings kept by another
#: version are rated again; openskill's version too (another may rate otherwise).
RATINGS_FORMAT = f"1 openskill {openskill_version}"


def season_revision(store: Store, season: Season) -> str:
    """The season's revision: a digest of what its ratings are a function of.  The season's
    options and hand-picked games, and every game's id, start, type and revision (which every
    change of a game moves on, by trigger): the games outside the season too, since a person
    is named as first written in the whole ledger.  Read in one query (10,000 games: a few
    milliseconds)."""
    (games,) = store.db.execute(
        "SELECT group_concat(line, char(10)) FROM "
        "(SELECT id || ' ' || revision || ' ' || created_at || ' ' || game AS line FROM games ORDER BY id)"
    ).fetchone()
    options = [
        RATINGS_FORMAT,
        season.id,
        season.starts,
        season.ends,
        season.game,
        season.min_games,
        season.include_unfinished,
        list(season.added),
        list(season.removed),
    ]
    return digest(f"{compact(options)}\n{games or ''}")


def kept_text(ratings: SeasonRatings) -> str:
    """Ratings as their cache row keeps them, in lines: the digest of the others; the games,
    the unreadable and each game type's ranking; then each game type's history, a line each in
    the rankings' order, kept as its JSON text (read only for the chart: a kept season is
    served without reading, or writing, its tens of thousands of steps)."""
    head = {
        "games": list(ratings.games),
        "unreadable": [list(pair) for pair in ratings.unreadable],
        "by_game": {
            kind: {
                "games": list(ranking.games),
                "rated": list(ranking.rated),
                "initial": [ranking.initial.mu, ranking.initial.sigma, ranking.initial.ordinal],
                "rows": [
                    [
                        row.rank,
                        row.name,
                        row.key,
                        row.games,
                        list(row.placements),
                        row.points,
                        row.rating.mu,
                        row.rating.sigma,
                        row.rating.ordinal,
                        row.change,
                        row.provisional,
                    ]
                    for row in ranking.rows
                ],
            }
            for kind, ranking in ratings.by_game.items()
        },
    }
    # Each history is compact JSON (no newline in it) already: kept as it is.
    body = "\n".join([compact(head), *(ranking.history_json for ranking in ratings.by_game.values())])
    return f"{digest(body)}\n{body}"


def _kept_ratings(season: Season, text: object) -> SeasonRatings | None:
    """The ratings a kept row holds, or None where it cannot be served: its digest does not
    match (changed outside hanascore) or it is in another shape.  Such a row is rated again."""
    if not isinstance(text, str):
        return None
    kept_digest, _, body = text.partition("\n")
    if kept_digest != digest(body):
        return None
    head_text, *histories = body.split("\n")
    try:
        head = json.loads(head_text)
        if len(histories) != len(head["by_game"]):
            return None
        by_game = {
            kind: SeasonRanking(
                games=tuple(data["games"]),
                rated=tuple(data["rated"]),
                rows=tuple(
                    RankingRow(
                        rank,
                        name,
                        key,
                        games,
                        tuple(places),
                        points,
                        Rating(mu, sigma, ordinal),
                        change=change,
                        provisional=provisional,
                    )
                    for rank, name, key, games, places, points, mu, sigma, ordinal, change, provisional in data["rows"]
                ),
                initial=Rating(*data["initial"]),
                history_json=history,
            )
            for (kind, data), history in zip(head["by_game"].items(), histories, strict=True)
        }
        unreadable = tuple((str(game), str(problem)) for game, problem in head["unreadable"])
        return SeasonRatings(season, tuple(head["games"]), by_game, unreadable)
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


_UPSERT = (
    "INSERT INTO season_ratings (season_id, revision, ratings) VALUES (?, ?, ?) "
    "ON CONFLICT (season_id) DO UPDATE SET revision = excluded.revision, ratings = excluded.ratings"
)


def kept_season_ratings(store: Store, season: Season) -> SeasonRatings:
    """The season's ratings: those kept where they are at the season's revision
    (:func:`season_revision`), else rated afresh from the games' records and kept (when the
    ledger can be written now), all in one snapshot of the ledger."""
    if not store.db.in_transaction:
        with store.reading():
            return kept_season_ratings(store, season)
    revision = season_revision(store, season)
    row = store.db.execute("SELECT revision, ratings FROM season_ratings WHERE season_id = ?", (season.id,)).fetchone()
    if row is not None and row["revision"] == revision:
        kept = _kept_ratings(season, row["ratings"])
        if kept is not None:
            return kept
    fresh = season_ratings(records_of_season(season, read_records(store)))
    write_cache(store, _UPSERT, [(season.id, revision, kept_text(fresh))])
    return fresh


def stale_ratings(store: Store) -> list[Season]:
    """The seasons whose kept ratings, at the season's current revision, differ from a fresh
    rating of the games' records (``db check`` asks, after refreshing the records): a row
    changed outside hanascore, whether or not its digest was changed with it.  Ratings kept at
    another revision are never read, and are rated again when next needed."""
    stale = []
    records = read_records(store)
    for season in seasons(store):
        row = store.db.execute(
            "SELECT revision, ratings FROM season_ratings WHERE season_id = ?", (season.id,)
        ).fetchone()
        if row is None or row["revision"] != season_revision(store, season):
            continue
        if row["ratings"] != kept_text(season_ratings(records_of_season(season, records))):
            stale.append(season)
    return stale


def refresh_ratings(store: Store, stale: Iterable[Season]) -> None:
    """Keep fresh ratings of each of the ``stale`` seasons in place of the kept ones."""
    records = read_records(store)
    fresh = [
        (season.id, season_revision(store, season), kept_text(season_ratings(records_of_season(season, records))))
        for season in stale
    ]
    write_cache(store, _UPSERT, fresh)
