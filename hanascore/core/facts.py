"""A game's round facts: what a sheet says beyond the piles and the field, declared as data.

Each game (and variant) declares a :class:`Facts` dataclass whose fields are made with
:func:`fact`: the sheet key, the question a player is asked for it, and the kind of answer.
The round layer reads a sheet's game-specific keys through it (any other key is refused),
interactive entry asks from it, and the game's own checks and score read the parsed values.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from hanascore.core.card_phrases import read_token
from hanascore.core.cards import CardNotationError
from hanascore.core.errors import Code, Problem, Words, card_words, joined, msg
from hanascore.core.house import MAX_POINTS
from hanascore.core.names import suggest
from hanascore.core.numbers import too_long_to_write
from hanascore.core.sheet import SHARED_KEYS

#: Who else takes a key a game's sheet does not: the games (and variants, as
#: ``Sakura (Oi-bana)``) whose sheets take it as a fact, in the registry's order.  The games
#: layer answers; the core knows only the game it is handed.
FactOwners = Callable[[str], Sequence[str]]


class Seating(Protocol):
    """What reading a fact needs of the table it is read at (:class:`~hanascore.core.table.Table`
    is one): its names, and what is played there."""

    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def party_names(self) -> tuple[str, ...]: ...
    @property
    def teams(self) -> Mapping[str, tuple[str, ...]] | None: ...
    @property
    def label(self) -> object: ...
    def player_named(self, name: str) -> str | None: ...
    def party_named(self, name: str) -> str | None: ...
    def turn_order(self, dealer: str) -> tuple[str, ...]: ...


class Answer(StrEnum):
    """The kinds of answer a fact takes."""

    #: One card token (a chaff code stands for its month's first plain chaff).
    CARD = "card"
    #: A player or team; a player of a team stands for the team.
    PARTY = "party"
    #: ``{player: whole number >= 0}``.
    BIDS = "bids"
    #: A whole number from the field's ``choices``.
    NUMBER = "number"
    #: true/false, or a table keyed by the card ids in ``choices``.
    YES_NO_BY_CARD = "yes-no-by-card"
    #: Players in an order the sheet gives (a list, or names separated by commas), each once.
    PLAYERS = "player-list"
    #: Cards lying somewhere else than the piles and the fields (not yet played): placed with
    #: the piles, so ``rest`` may stand there; the round holds the cards placed.
    PLACE = "place"
    #: ``{player: text}``: what each player declared, read by the game's facts.
    BY_PLAYER = "by-player"
    #: ``{player: whole number from choices}``: how often each player did something (a quick
    #: sheet writes ``Ann=0, Bo=2``; a name alone is 1); players not named: 0.
    CALLS = "calls"


@dataclass(frozen=True, slots=True)
class FactField:
    """One fact as the sheet, the prompts and the checks know it."""

    key: str
    answer: Answer
    #: The question, in the game's words.
    question: Words
    #: How a quick sheet writes the key (``wild`` for ``wild_captured``).
    quick: str
    choices: tuple[int, ...] = ()
    #: Worked out by a ledger from earlier rounds: a ledger's sheet may not give it.
    ledger_derived: bool = False
    #: When interactive entry asks it unprompted (else only when a problem names it):
    #: ``"deal"`` before the piles (what was declared at the deal), ``"sit-out"`` first where
    #: more sit at the table than play (a drop-out), ``"before-play"`` after who stopped the
    #: round and only where nobody did (what ends a round before play: a lucky hand shown),
    #: ``"yaku"`` once a pile forms a yaku.
    ask: str = ""
    #: The words an answer names things by (Hachi-Hachi's teyaku ids): entry completes them,
    #: and reads a word's unambiguous beginning as the word.
    words: tuple[str, ...] = ()


def fact(
    answer: Answer,
    question: Words,
    *,
    quick: str = "",
    choices: tuple[int, ...] = (),
    ledger_derived: bool = False,
    ask: str = "",
    words: tuple[str, ...] = (),
) -> Any:
    """A Facts field: the kind of answer, the question for players, the quick-sheet key, and
    when interactive entry asks it unprompted (:attr:`FactField.ask`)."""
    meta = {
        "answer": answer,
        "question": question,
        "quick": quick,
        "choices": choices,
        "ledger_derived": ledger_derived,
        "ask": ask,
        "words": words,
    }
    return dataclasses.field(default=None, metadata=meta)


# Not slotted: each game's facts extend it with fields of their own.
@dataclass(frozen=True)
class Facts:
    """Base of every game's facts: a game with nothing to ask declares no fields."""

    @classmethod
    def fields(cls) -> tuple[FactField, ...]:
        """The facts a sheet of this game may give, in the order they are asked."""
        return _fields_of(cls)

    @classmethod
    def key_names(cls) -> frozenset[str]:
        return frozenset(f.key for f in cls.fields())

    def stopper(self) -> str | None:
        """The party that stopped the round early, in games whose yaku can stop it."""
        return None

    def active_players(self, table: Seating, dealer: str) -> tuple[str, ...] | None:
        """Who played, where the facts decide it and the sheet does not say (as an auction's bids may)."""
        return None

    def fewer_active(self, count: int) -> bool:
        """True when ``count`` players may play a round at a table whose rounds take more,
        the facts saying why (the others dropped out); the game's checks say the rest."""
        return False

    @classmethod
    def places(cls) -> tuple[str, ...]:
        """The keys of facts that are places of cards (:attr:`Answer.PLACE`)."""
        return tuple(f.key for f in cls.fields() if f.answer is Answer.PLACE)

    def given(self) -> dict[str, Any]:
        """The facts the sheet gave (unset ones left out)."""
        return {f.key: getattr(self, f.key) for f in self.fields() if getattr(self, f.key) is not None}

    @classmethod
    def parse(
        cls,
        raw: Mapping[str, Any],
        table: Seating,
        *,
        in_ledger: bool,
        problems: list[Problem],
        owners: FactOwners,
    ) -> Facts:
        """Read a sheet's game-specific keys; unknown and foreign keys (``owners`` says
        whose they are) become problems."""
        if not raw:
            return cls()
        fields = {f.key: f for f in cls.fields()}
        values: dict[str, Any] = {}
        for key, value in raw.items():
            spec = fields.get(key)
            if spec is None:
                problems.append(_unknown_fact(key, table, cls.key_names(), owners(key)))
                continue
            if in_ledger and spec.ledger_derived:
                problems.append(
                    Problem(
                        Code.LEDGER_MISMATCH,
                        msg("ledger-mismatch.derived-by", key=key),
                        key,
                    )
                )
                continue
            parsed = _READERS[spec.answer](spec, value, table, problems)
            if parsed is not None:
                values[key] = parsed
        return cls(**values)


@functools.cache  # once per class: every sheet with facts asks (measured: 1.7% of scoring a quick sheet)
def _fields_of(facts: type[Facts]) -> tuple[FactField, ...]:
    return tuple(
        FactField(
            f.name,
            f.metadata["answer"],
            f.metadata["question"],
            f.metadata["quick"] or f.name.replace("_", " "),
            f.metadata["choices"],
            f.metadata["ledger_derived"],
            f.metadata.get("ask", ""),
            f.metadata.get("words", ()),
        )
        for f in dataclasses.fields(facts)  # type: ignore[arg-type]
    )


def _unknown_fact(key: str, table: Seating, known: frozenset[str], owners: Sequence[object]) -> Problem:
    """A key this game's sheets do not take (``known``): another game's fact, or a typo."""
    if owners:
        return Problem(
            Code.FOREIGN_KEY,
            msg("foreign-key", key=key, where=table.label, owners=joined(owners, " and ", "、")),
            key,
        )
    close = difflib.get_close_matches(key, sorted(SHARED_KEYS | known), n=1, cutoff=0.6)
    hint = msg("hint.did-you-mean", name=repr(close[0])) if close else ""
    return Problem(Code.UNKNOWN_KEY, msg("unknown-key.unknown-key", key=key, hint=hint), key)


def _read_card(spec: FactField, value: Any, table: Seating, problems: list[Problem]) -> int | None:
    # A number too long for Python to write out is no card's id either.
    if isinstance(value, bool) or not isinstance(value, str | int) or too_long_to_write(value) is not None:
        problems.append(Problem(Code.BAD_FACT, msg("bad-fact.takes-one-card", key=spec.key, value=value), spec.key))
        return None
    try:
        token = read_token(str(value))  # "sake cup" and "90 Sake Cup" too
    except CardNotationError as error:
        problems.append(Problem(Code.UNKNOWN_CARD, card_words(error), spec.key))
        return None
    return token.card.id if token.card is not None else token.chaff_of[0]


def _read_party(spec: FactField, value: Any, table: Seating, problems: list[Problem]) -> str | None:
    if not isinstance(value, str):
        problems.append(Problem(Code.BAD_FACT, msg("bad-fact.takes-player-name", key=spec.key, value=value), spec.key))
        return None
    party = table.party_named(value)
    if party is None:
        names = [*table.party_names, *(table.players if table.teams else ())]
        problems.append(
            Problem(
                Code.UNKNOWN_PLAYER,
                msg(
                    "unknown-player.neither-player-nor-team",
                    key=spec.key,
                    value=value,
                    suggest=suggest(value, names),
                ),
                spec.key,
            )
        )
    return party


def _unknown_player(spec: FactField, name: object, table: Seating, where: str) -> Problem:
    """``name``, given for ``spec``, is no player of ``table``: the closest player suggested."""
    message = msg("unknown-player.player", name=name, key=spec.key, suggest=suggest(str(name), table.players))
    return Problem(Code.UNKNOWN_PLAYER, message, where)


def _read_bids(spec: FactField, value: Any, table: Seating, problems: list[Problem]) -> dict[str, int] | None:
    if not isinstance(value, Mapping):
        problems.append(Problem(Code.BAD_FACT, msg("bad-fact.table-bids-ann", key=spec.key, value=value), spec.key))
        return None
    bids: dict[str, int] = {}
    for name, bid in value.items():
        player = table.player_named(str(name))
        if player is None:
            problems.append(_unknown_player(spec, name, table, spec.key))
        elif isinstance(bid, bool) or not isinstance(bid, int) or not 0 <= bid <= MAX_POINTS:
            problems.append(
                Problem(
                    Code.BAD_BIDS,
                    msg("bad-bids", player=player, MAX_POINTS=MAX_POINTS, bid=bid),
                    spec.key,
                )
            )
        else:
            bids[player] = bid
    return bids


def _allowed(spec: FactField) -> object:
    """The numbers a fact takes, as its problem says them: a run of them by its ends (1 to 12),
    a few by name (1, 2 or 4)."""
    choices = sorted(spec.choices or ())
    if not choices:
        return msg("house.whole-number")
    if len(choices) > 3 and choices == list(range(choices[0], choices[-1] + 1)):
        return msg("house.whole-number-range", low=choices[0], high=choices[-1])
    if len(choices) == 1:
        return str(choices[0])
    return joined([joined(map(str, choices[:-1]), ", ", "、"), str(choices[-1])], " or ", "、")


def _read_number(spec: FactField, value: Any, table: Seating, problems: list[Problem]) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or (spec.choices and value not in spec.choices):
        problems.append(
            Problem(Code.BAD_FACT, msg("bad-fact.must-be", key=spec.key, allowed=_allowed(spec), value=value), spec.key)
        )
        return None
    return value


def _read_yes_no_by_card(
    spec: FactField, value: Any, table: Seating, problems: list[Problem]
) -> bool | dict[int, bool] | None:
    if isinstance(value, bool):
        return value
    cards = " and ".join(map(str, spec.choices))
    if not isinstance(value, Mapping):
        problems.append(
            Problem(Code.BAD_FACT, msg("bad-fact.true-false-table", key=spec.key, cards=cards, value=value), spec.key)
        )
        return None
    answers: dict[int, bool] = {}
    for key, answer in value.items():
        card = _read_card(spec, key, table, problems)
        if card is None:
            continue
        if card not in spec.choices:
            problems.append(
                Problem(Code.BAD_FACT, msg("bad-fact.keyed-by-card", key=spec.key, cards=cards, key2=key), spec.key)
            )
        elif not isinstance(answer, bool):
            problems.append(
                Problem(Code.BAD_FACT, msg("bad-fact.true-false", key=spec.key, key2=key), f"{spec.key}.{key}")
            )
        else:
            answers[card] = answer
    return answers


def _read_players(spec: FactField, value: Any, table: Seating, problems: list[Problem]) -> tuple[str, ...] | None:
    if isinstance(value, str):
        value = [name for name in (n.strip() for n in value.replace("、", ",").split(",")) if name]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        problems.append(Problem(Code.BAD_FACT, msg("bad-fact.takes-player-names", key=spec.key, value=value), spec.key))
        return None
    players: list[str] = []
    for name in value:
        player = table.player_named(name)
        if player is None:
            problems.append(_unknown_player(spec, name, table, spec.key))
        elif player in players:
            problems.append(Problem(Code.BAD_FACT, msg("bad-fact.named-twice", key=spec.key, name=player), spec.key))
        else:
            players.append(player)
    return tuple(players)


def _read_place(spec: FactField, value: Any, table: Seating, problems: list[Problem]) -> Any:
    # Kept as written: the round places its cards with the piles' (``rest`` may stand here).
    if isinstance(value, str) or (
        isinstance(value, list) and all(isinstance(v, str | int) and not isinstance(v, bool) for v in value)
    ):
        return value
    problems.append(Problem(Code.BAD_FACT, msg("bad-fact.takes-cards", key=spec.key, value=value), spec.key))
    return None


def _read_by_player(spec: FactField, value: Any, table: Seating, problems: list[Problem]) -> dict[str, str] | None:
    if isinstance(value, str):  # the quick form: "Ann=tatesanbon 41 42 43; Bo=karasu"
        pairs = [item.partition("=") for item in value.split(";") if item.strip()]
        if any(not sep for _, sep, _ in pairs):
            problems.append(Problem(Code.BAD_FACT, msg("bad-fact.by-player", key=spec.key, value=value), spec.key))
            return None
        value = {name.strip(): text.strip() for name, _, text in pairs}
    if not isinstance(value, Mapping):
        problems.append(Problem(Code.BAD_FACT, msg("bad-fact.by-player", key=spec.key, value=value), spec.key))
        return None
    said: dict[str, str] = {}
    for name, text in value.items():
        player = table.player_named(str(name))
        if player is None:
            problems.append(_unknown_player(spec, name, table, f"{spec.key}.{name}"))
        elif not isinstance(text, str):
            problems.append(Problem(Code.BAD_FACT, msg("bad-fact.by-player", key=spec.key, value=text), spec.key))
        elif player in said:
            problems.append(Problem(Code.BAD_FACT, msg("bad-fact.named-twice", key=spec.key, name=player), spec.key))
        else:
            said[player] = text
    return said


def _read_calls(spec: FactField, value: Any, table: Seating, problems: list[Problem]) -> dict[str, int] | None:
    if not isinstance(value, Mapping):
        example = "Ann=0, Bo=2"
        message = msg("bad-fact.table-by-player", key=spec.key, example=example, value=value)
        problems.append(Problem(Code.BAD_FACT, message, spec.key))
        return None
    # The names are read as a declaration table's are (unknown ones reported); then the counts.
    _read_by_player(spec, dict.fromkeys(value, ""), table, problems)  # the counts are read below
    calls: dict[str, int] = {}
    for name, count in value.items():
        player = table.player_named(str(name))
        if player is None:
            continue
        if isinstance(count, bool) or not isinstance(count, int) or (spec.choices and count not in spec.choices):
            message = msg("bad-fact.must-be", key=f"{spec.key}.{player}", allowed=_allowed(spec), value=count)
            problems.append(Problem(Code.BAD_FACT, message, spec.key))
        else:
            calls[player] = count
    return calls


_READERS: dict[Answer, Callable[[FactField, Any, Seating, list[Problem]], Any]] = {
    Answer.CARD: _read_card,
    Answer.PARTY: _read_party,
    Answer.BIDS: _read_bids,
    Answer.NUMBER: _read_number,
    Answer.YES_NO_BY_CARD: _read_yes_no_by_card,
    Answer.PLAYERS: _read_players,
    Answer.PLACE: _read_place,
    Answer.BY_PLAYER: _read_by_player,
    Answer.CALLS: _read_calls,
}


@dataclass(frozen=True)
class StopFacts(Facts):
    """Facts of a game whose yaku can stop a round: who stopped it."""

    stopped_by: str | None = fact(
        Answer.PARTY,
        msg("stop.question"),
        quick="stopped by",
    )

    def stopper(self) -> str | None:
        return self.stopped_by
