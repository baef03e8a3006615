"""Sheets read and resolved knowing the games: the registry's games say which keys of a quick
sheet are facts, which game a sheet's game line names, and whose a key of another game is.

The core reads text and checks rounds for the game it is handed (:mod:`hanascore.core.sheet`,
:mod:`hanascore.core.quick_sheet`, :mod:`hanascore.core.round`); this module hands it the game
and adds the shared checks of what a round adds up to.  Every command reads and resolves
sheets through it: ``game`` is the game a sheet is for when it does not say (a ledger's rounds).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hanascore.core.card_checks import check_cards
from hanascore.core.cards import CARDS
from hanascore.core.counted_piles import is_counted, offer_counts
from hanascore.core.errors import Code, Problem, Problems, SheetError, Words, joined, msg
from hanascore.core.facts import FactField
from hanascore.core.piles import Placement, resolve_piles, tokens
from hanascore.core.quick_sheet import quick_key, read_quick
from hanascore.core.round import Round, resolve_at_table, resolve_sheet
from hanascore.core.sheet import TABLE_KEYS, RawSheet, looks_like_toml, parse_toml, prepared_text, shape_sheet
from hanascore.core.table import Table
from hanascore.core.written_sheet import sheet_text as written_text
from hanascore.games import all_games, find_game, game_ids
from hanascore.games.base import Game, check_stopper
from hanascore.games.counted.reading import problems_of as counted_problems
from hanascore.games.counted.reading import resolve_counted, sheet_is_counted

# -- which keys are facts ----------------------------------------------------------------------


def fact_keys(game: Game | None) -> dict[str, FactField]:
    """The game's facts (and its variants') by each key a quick sheet may write them with."""
    if game is None:
        return {}
    known = _FACT_KEYS.get(game.id)
    if known is None or known[0] is not game:  # a game registered again under its id: afresh
        found: dict[str, FactField] = {}
        for facts in (game.facts, *(v.facts for v in game.variants)):
            for spec in facts.fields():
                found[quick_key(spec.quick)] = spec
                found[quick_key(spec.key)] = spec
        known = _FACT_KEYS[game.id] = (game, found)
    return known[1]


#: Game id -> the game and its facts by quick key: worked out once per game, as every quick
#: sheet asks (measured: 1.4% of scoring one).
_FACT_KEYS: dict[str, tuple[Game, dict[str, FactField]]] = {}


@dataclass(frozen=True, slots=True)
class GameFacts:
    """The facts a quick sheet's keys may be (:class:`hanascore.core.quick_sheet.SheetFacts`):
    those of ``game`` when the sheet is known to be for it, else of the game its game line
    names; ``names``: the table's, casefolded, when the sheet is a ledger game's."""

    game: Game | None = None
    names: frozenset[str] = frozenset()

    def of_game(self, game_line: str | None) -> Mapping[str, FactField]:
        if self.game is not None:
            return fact_keys(self.game)
        return fact_keys(_game_named(game_line)) if game_line else {}

    def of_any_game(self, key: str) -> FactField | None:
        return next(
            (spec for game in all_games() for spec in fact_keys(game).values() if quick_key(spec.quick) == key), None
        )

    def counted(self, pile: str, game_line: str | None) -> bool:
        game = self.game if self.game is not None else _game_named(game_line)
        return game is not None and bool(game.kinds) and is_counted(pile, game.counted_words)


#: The facts of the game a sheet's game line names (most sheets: one value serves them all).
_SHEETS_OWN_GAME = GameFacts()


def _game_named(name: str | None) -> Game | None:
    """The game called ``name``, or None (an unknown game is reported when the sheet is resolved)."""
    if name is None:
        return None
    try:
        return find_game(name)
    except SheetError:
        return None


def fact_owners(key: str) -> list[str]:
    """The games whose sheets take the fact ``key`` (a variant's as ``Sakura (Oi-bana)``)."""
    owners: list[object] = []
    for game in all_games():
        if key in game.facts.key_names():
            owners.append(game)
        else:
            owners.extend(
                msg("game-variant", game=game, variant=v.name) for v in game.variants if key in v.facts.key_names()
            )
    return owners


# -- reading -------------------------------------------------------------------------------------


def read_sheet_text(text: str, game: Game | None = None) -> dict[str, Any]:
    """Either form of a sheet into a plain dict of the TOML shape."""
    data, problems, _quick = _read_form(text, game)
    if problems:
        raise SheetError(problems)
    return data


def _read_form(text: str, game: Game | None, table: Table | None = None) -> tuple[dict[str, Any], list[Problem], bool]:
    """The data, the problems found reading it, and whether the text is the quick form."""
    text = prepared_text(text)
    if looks_like_toml(text):
        return parse_toml(text), [], False
    if table is not None:
        names = frozenset(name.casefold() for name in (*table.players, *table.party_names))
        return *read_quick(text, GameFacts(table.game, names)), True
    return *read_quick(text, GameFacts(game) if game is not None else _SHEETS_OWN_GAME), True


def load_sheet(data: Mapping[str, Any], game: Game | None = None, *, quick: bool = False) -> RawSheet:
    """Shape-check a sheet dict: keys not shared by every game are kept for the game's facts.
    Ill-typed values are reported together with what the rest of the sheet says wrong (its
    keys, names and cards), so that one of them does not hide the others.  ``quick``: the
    dict was read from the quick form (its problems say their fixes in that form's words)."""
    sheet, problems = shape_sheet(data)
    if quick:
        sheet = sheet.replace(quick=True)
    if problems:
        raise SheetError(problems + _problems_past_reading(sheet, game, problems))
    return sheet


def read_sheet(text: str, game: Game | None = None, *, table: Table | None = None) -> RawSheet:
    """Parse sheet text of either form into a :class:`RawSheet`; ``table``: the ledger game's
    the sheet is a round of (its game, and its names: a line keyed by one is a pile, whatever
    other game's key it may be).

    A sheet with problems in its lines (a pile given twice, a stray line) is read past them
    and checked on, so that every problem is reported at once, not the first kind found.
    """
    if table is not None:
        game = table.game
    data, problems, quick = _read_form(text, game, table)
    if not problems:
        return load_sheet(data, game, quick=quick)
    raw, shape = shape_sheet(data)
    raise SheetError(problems + shape + _problems_past_reading(raw.replace(quick=quick), game, shape))


def sheet_text(data: Mapping[str, Any], game: Game | None = None) -> str:
    """A sheet (TOML-shaped data) written back as text that reads as the same sheet: the
    quick form where it can say everything, else TOML."""
    return written_text(data, lambda text: read_sheet_text(text, game))


def _problems_past_reading(raw: RawSheet, game: Game | None, found_already: list[Problem]) -> list[Problem]:
    """The problems of a sheet's lines once read past its faulty ones (``found_already``):
    its names, keys and cards where the sheet is its own table (no ``game`` given), else (a
    ledger's sheet, whose table is the game's, or a table of the wrong type) its cards.  Not
    what the round adds up to: that would echo the faulty lines (a pile given twice leaves
    cards "missing")."""
    # A table of the wrong type is no table to check names and keys against.
    table_given = not any((p.where or "").partition(".")[0] in TABLE_KEYS for p in found_already)
    if game is None and table_given:
        try:
            resolve(raw, whole=False)
        except SheetError as error:
            return error.problems
        return []
    if sheet_is_counted(raw, game):
        return counted_problems(raw, game)  # type: ignore[arg-type]  # counted: a game is known
    found = Problems()
    piles = [
        (f"captured.{name}", msg("place.pile", name=name), tokens(pile, f"captured.{name}", found))
        for name, pile in raw.captured.items()
    ]
    piles.append(("field.end", msg("place.end-field"), tokens(raw.field_end, "field.end", found)))
    if game is not None:  # where the cards go needs the game's deck
        resolve_piles(piles, Placement(game, found), found)
    tokens(raw.field_start, "field.start", found)
    for name, pile in (raw.leftover or {}).items():
        tokens(pile, f"leftover.{name}", found)
    return found.items


# -- resolving -----------------------------------------------------------------------------------


def resolve(
    raw: RawSheet,
    table: Table | None = None,
    *,
    dealer: str | None = None,
    carried: tuple[int, ...] = (),
    whole: bool = True,
) -> tuple[Round, list[str]]:
    """Check ``raw`` and resolve its cards: the round and its warnings.

    ``table`` is a ledger game's (the sheet may only repeat it), else the sheet's own is
    checked; ``dealer`` and ``carried`` are what a ledger derived.  Raises
    :class:`SheetError` with every problem found.  ``whole=False`` checks what each line says
    (names, keys, cards) but not what the round adds up to (every card placed, the deal, the
    game's rules): for a sheet read past faulty lines, where those would only echo them.

    A pile of glued card codes that reads as counts (``3b 4a 5r 10c``) has that reading
    offered on its problem (:func:`~hanascore.core.counted_piles.offer_counts`).
    """
    game = table.game if table is not None else _sheet_game(raw)
    try:
        return _resolve(raw, game, table, dealer=dealer, carried=carried, whole=whole)
    except SheetError as error:
        if not game.kinds or not raw.captured:
            raise
        offered = offer_counts(error.problems, raw.captured, game.counted_words)
        raise SheetError(offered, error.omitted) from None


def _resolve(
    raw: RawSheet, game: Game, table: Table | None, *, dealer: str | None, carried: tuple[int, ...], whole: bool
) -> tuple[Round, list[str]]:
    """:func:`resolve` once the game is known."""
    if sheet_is_counted(raw, game):  # type: ignore[arg-type]  # a table's game is the registry's
        counted = resolve_counted(
            raw,
            game,  # type: ignore[arg-type]  # a table's game is the registry's
            table,
            owners=fact_owners,
            sheet_game=_game_named(raw.game) if table is not None else None,
            dealer=dealer,
            carried=carried,
            whole=whole,
        )
        return counted, counted.warnings
    if table is None:
        round_ = resolve_sheet(raw, game, owners=fact_owners, dealer=dealer, carried=carried)
    else:
        sheet_game = _game_named(raw.game)
        round_ = resolve_at_table(raw, table, sheet_game=sheet_game, owners=fact_owners, dealer=dealer, carried=carried)
    if whole:
        problems = Problems()
        check_round(round_, problems, round_.warnings)
        problems.raise_if_any()
    return round_, round_.warnings


def _sheet_game(raw: RawSheet) -> Game:
    """The game a sheet that states its own table names; SheetError if it names none known."""
    if raw.game is None:
        message = msg("missing-key.sheet-name", game_ids=", ".join(game_ids()))
        raise SheetError(Problem(Code.MISSING_KEY, message, "game"))
    return find_game(raw.game)


def check_round(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """The shared checks of a resolved round, then the game's own."""
    game: Game = round_.game  # type: ignore[assignment]  # a round of one of the registry's games
    check_cards(round_, problems, warnings)
    if game.stopping_yaku:
        check_stopper(round_, problems)
    leftovers = round_.leftovers
    if leftovers.unplaced:
        problems.add(
            Code.LEFTOVER_UNPLACED,
            msg(
                "leftover-unplaced.leftover-rule",
                name=game,
                unplaced=joined(leftovers.unplaced),
                hint=leftovers.hint,
            ),
            "field.end",
        )
    if game.end_field_empty and not round_.stopped:
        unplaced = sorted(round_.field_end - round_.leftover.keys())
        if unplaced:
            labels = joined(CARDS[c] for c in unplaced)
            problems.add(
                Code.LEFTOVER_UNPLACED,
                msg("leftover-unplaced.played-out", name=game, labels=labels),
                "field.end",
            )
    if game.check is not None:
        game.check(round_, problems, warnings)
