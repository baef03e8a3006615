"""Problems found in a round sheet or a command, reported all at once, and their codes."""

from __future__ import annotations

import errno
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from hanascore.core.cards import UNKNOWN_CARD, Card, CardNotationError, Kind
from hanascore.core.numbers import too_long_to_write
from hanascore.core.words import Audience, Language, phrasing, say


class Code(StrEnum):
    """Every problem code hanascore reports: one code per situation, whatever the game.

    Codes are stable, machine-readable (``--json`` prints them) and each is triggered by a
    test (``tests/test_problem_codes.py``).
    """

    # The command line and files.
    USAGE = "usage"
    NO_FILE = "no-file"
    BAD_ENCODING = "bad-encoding"
    NO_SHEET = "no-sheet"
    CANNOT_WRITE = "cannot-write"
    BAD_FORMAT = "bad-format"
    # Reading a sheet.
    EMPTY_SHEET = "empty-sheet"
    BAD_TOML = "bad-toml"
    BAD_LINE = "bad-line"
    DUPLICATE_KEY = "duplicate-key"
    UNKNOWN_KEY = "unknown-key"
    FOREIGN_KEY = "foreign-key"
    BAD_VALUE = "bad-value"
    MISSING_KEY = "missing-key"
    # The table: game, players, teams, variant, house rules.
    UNKNOWN_GAME = "unknown-game"
    BAD_VARIANT = "bad-variant"
    BAD_NAME = "bad-name"
    DUPLICATE_NAME = "duplicate-name"
    PLAYER_COUNT = "player-count"
    BAD_TEAMS = "bad-teams"
    BAD_TEAM = "bad-team"
    BAD_HOUSE = "bad-house"
    DUPLICATE_HOUSE = "duplicate-house"
    UNKNOWN_HOUSE_RULE = "unknown-house-rule"
    BAD_HOUSE_RULE = "bad-house-rule"
    # The round: who played, the piles, the field.
    UNKNOWN_PLAYER = "unknown-player"
    BAD_ACTIVE = "bad-active"
    UNKNOWN_PILE = "unknown-pile"
    MISSING_PILE = "missing-pile"
    INACTIVE_PILE = "inactive-pile"
    UNKNOWN_CARD = "unknown-card"
    NOT_IN_DECK = "not-in-deck"
    DUPLICATE_CARD = "duplicate-card"
    TOO_MANY_CHAFF = "too-many-chaff"
    BAD_REST = "bad-rest"
    MISSING_CARDS = "missing-cards"
    MISDEAL = "misdeal"
    BAD_DEAL = "bad-deal"
    BAD_LEFTOVER = "bad-leftover"
    LEFTOVER_UNPLACED = "leftover-unplaced"
    # A game's own facts and rules.
    BAD_FACT = "bad-fact"
    BAD_BIDS = "bad-bids"
    STOPPER_WITHOUT_YAKU = "stopper-without-yaku"
    STOPPING_YAKU_NOT_STOPPER = "stopping-yaku-not-stopper"
    STOPPING_YAKU_NOT_STOPPED = "stopping-yaku-not-stopped"
    #: Teyaku declared that the cards shown, the hand or the table contradict.
    BAD_TEYAKU = "bad-teyaku"
    #: A call (sage) that the piles contradict: made without a yaku, or missing for one.
    BAD_CALL = "bad-call"
    # Counted piles (``3 brights 4 animals + three-brights``).
    COUNTED_MIX = "counted-mix"
    BAD_COUNT = "bad-count"
    UNKNOWN_YAKU = "unknown-yaku"
    COUNTED_LEFTOVER = "counted-leftover"
    COUNT_TOO_BIG = "count-too-big"
    COUNTS_SUM = "counts-sum"
    IMPOSSIBLE_YAKU = "impossible-yaku"
    YAKU_IN_TWO_PILES = "yaku-in-two-piles"
    CERTAIN_YAKU = "certain-yaku"
    YAKU_NOT_IN_PLAY = "yaku-not-in-play"
    COUNTS_IMPOSSIBLE = "counts-impossible"
    # The ledger.
    BAD_DB = "bad-db"
    NO_LEDGER = "no-ledger"
    NEWER_LEDGER = "newer-ledger"
    LEDGER_MISMATCH = "ledger-mismatch"
    NO_CURRENT_GAME = "no-current-game"
    UNKNOWN_GAME_ID = "unknown-game-id"
    NO_SUCH_ROUND = "no-such-round"
    NOTHING_TO_UNDO = "nothing-to-undo"
    GAME_OVER = "game-over"
    #: A write made from a view of the game that is no longer the stored one (another phone wrote).
    STALE = "stale"
    #: A round identical to the one just before it, added again (asked about, not stored).
    DUPLICATE_ROUND = "duplicate-round"
    MISSING_PLAYERS = "missing-players"
    BAD_LENGTH = "bad-length"
    BAD_TEXT = "bad-text"
    BAD_AMOUNT = "bad-amount"
    UNKNOWN_PARTY = "unknown-party"
    NOT_CONFIRMED = "not-confirmed"
    BAD_EXPORT = "bad-export"
    #: A player's rename or merge that would change a game's results, not only its names.
    RENAME_CHANGES_RESULTS = "rename-changes-results"
    #: A season name that names no season of the ledger (``season show``, ``season add``).
    UNKNOWN_SEASON = "unknown-season"
    # Interactive entry.
    BAD_ANSWER = "bad-answer"


#: The problem codes the games bring (:func:`add_codes`): situations only a game's rules know
#: (Sakura's discarded Gaji, a teyaku the cards contradict).  Stable and reported like the
#: shared codes; each game keeps its own with its words.
_GAME_CODES: set[str] = set()


def add_codes(codes: Iterable[str]) -> None:
    """Make a game's own problem codes known (the games' registry does, loading the game).
    Two games may bring the same code (a teyaku the cards contradict)."""
    _GAME_CODES.update(codes)


@dataclass(frozen=True, slots=True)
class Words:
    """A message by its key in the word table (:mod:`hanascore.core.words`) and its
    parameters, so that it can be said in English or Japanese.

    A parameter may itself be :class:`Words` (a message inside a message), :class:`Joined`
    values, a :class:`Card`, or anything with a ``name`` and a ``japanese`` name (a flower, a
    game, a yaku), said in the language; other values are formatted as they are.  The empty
    key is a text that has no entry (a library's own message, a path): said as is.
    """

    key: str
    params: tuple[tuple[str, object], ...] = ()

    def say(self, lang: Language = "en", audience: Audience | None = None) -> str:
        """The message in ``lang``, in the phrasing ``audience`` has of it where it has one
        (its words inside it too)."""
        values = {name: _said(value, lang, audience) for name, value in self.params}
        if not self.key:
            return str(values["text"])
        return say(lang, phrasing(self.key, audience), **values)


def msg(key: str, /, **params: object) -> Words:
    """The words of ``key`` with ``params``: what a check passes to :class:`Problem`."""
    return Words(key, tuple(params.items()))


def plain(text: str) -> Words:
    """A text with no entry in the word table (said the same in every language)."""
    return Words("", (("text", text),))


@dataclass(frozen=True, slots=True)
class Joined:
    """Several values said one after the other, each in the language, with the language's
    separator between them (a list of cards, of places)."""

    items: tuple[object, ...]
    english: str = ", "
    japanese: str = "、"


def joined(items: Iterable[object], english: str = ", ", japanese: str = "、") -> Joined:
    """``items`` joined by ``english`` (or ``japanese``) when the message is said."""
    return Joined(tuple(items), english, japanese)


def _said(value: object, lang: Language, audience: Audience | None = None) -> object:
    """A parameter as ``lang`` says it (to ``audience``): words said, a card or flower by its
    name, and a game, variant or yaku (anything with a ``japanese`` name) by its name in the
    language."""
    if isinstance(value, Words):
        return value.say(lang, audience)
    if isinstance(value, Joined):
        separator = value.japanese if lang == "ja" else value.english
        return separator.join(str(_said(item, lang, audience)) for item in value.items)
    if isinstance(value, Card):
        return f"{value.id} {value.japanese}" if lang == "ja" else value.label
    japanese = getattr(value, "japanese", None)
    if isinstance(japanese, str) and hasattr(value, "name"):
        return japanese if lang == "ja" and japanese else value.name
    return _long_numbers_said(value, lang, audience)


def _long_numbers_said(value: object, lang: Language, audience: Audience | None) -> object:
    """``value`` with every whole number Python cannot write out (past its limit of digits)
    said by its length, inside lists and tables too (a message shows them with ``!r``)."""
    if type(value) is dict:  # as a sheet's reader makes them (a subclass keeps its own repr)
        return {key: _long_numbers_said(item, lang, audience) for key, item in value.items()}
    if type(value) in (list, tuple):
        return type(value)(_long_numbers_said(item, lang, audience) for item in value)
    digits = too_long_to_write(value)
    if digits is not None:  # Python writes no number that long: it is said by its length
        return _AsIs(msg("number.digits", digits=digits).say(lang, audience))
    return value


class _AsIs(str):
    """Words put in a message as they are, whatever its placeholder asks of the value there
    (``{value:,}``, ``{value!r}``): a number said by its length where the number stood."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return str(self)

    def __repr__(self) -> str:
        return str(self)


def card_words(error: CardNotationError, suggested: bool = True) -> Words:
    """The words of ``str(error)`` (or of ``error.plain()`` when not ``suggested``): its reason
    as the card reader gave it in words (a kind of card said as the word for it)."""
    params = {
        name: msg(f"card.kind.{value.value}") if isinstance(value, Kind) else value
        for name, value in error.params.items()
    }
    reason = msg(error.key, **params)
    if not suggested:
        return msg("card.plain", token=error.token, reason=reason)
    if error.suggestions:
        return msg("card.suggest", token=error.token, reason=reason, suggestions=", ".join(error.suggestions))
    if error.reason == UNKNOWN_CARD:
        return msg("card.help", token=error.token, reason=reason)
    return msg("card.plain", token=error.token, reason=reason)


# The patterns below are kept as text and matched with ``re.fullmatch``, which compiles a
# pattern when it is first used and keeps it in ``re``'s own cache: compiling them at import
# cost every command part of its start (``-X importtime``), and most commands never report a
# problem.

_TOML_AT = r"(?P<what>.*) \(at line (?P<line>\d+), column (?P<column>\d+)\)"
_TOML_END = r"(?P<what>.*) \(at end of document\)"
#: The TOML reader's complaints (tomli's), by their English text: the key of their words.
_TOML_COMPLAINTS = (
    (r"Expected '=' after a key in a key/value pair", "toml.expected-equals"),
    (r"Expected newline or end of document after a statement", "toml.expected-newline"),
    (r"Expected ']' at the end of a table declaration", "toml.expected-table-end"),
    (r"Expected ']]' at the end of an array declaration", "toml.expected-array-table-end"),
    (r"Expected (?P<expected>'.*')", "toml.expected"),
    (r"Invalid value", "toml.invalid-value"),
    (r"Invalid statement", "toml.invalid-statement"),
    (r"Invalid date or datetime", "toml.invalid-date"),
    (r"Invalid hex value", "toml.invalid-hex"),
    (r"Invalid initial character for a key part", "toml.invalid-key-start"),
    (r"Unclosed array", "toml.unclosed-array"),
    (r"Unclosed inline table", "toml.unclosed-inline-table"),
    (r"Unterminated string", "toml.unterminated-string"),
    (r"Unescaped '\\' in a string", "toml.unescaped-backslash"),
    (r"Escaped character is not a Unicode scalar value", "toml.bad-escape"),
    (r"Cannot overwrite a value", "toml.cannot-overwrite"),
    (r"Cannot declare (?P<table>.*) twice", "toml.cannot-declare-twice"),
    (r"Cannot mutate immutable namespace (?P<table>.*)", "toml.immutable"),
    (r"Cannot redefine namespace (?P<table>.*)", "toml.redefine"),
    (r"Duplicate inline table key (?P<key>.*)", "toml.duplicate-inline-key"),
    (r"Illegal character (?P<char>.*)", "toml.illegal-character"),
    (r"Found invalid character (?P<char>.*)", "toml.invalid-character"),
    (r"TOML key has more than the allowed (?P<count>\d+) parts", "toml.key-too-long"),
)


def toml_words(error: Exception) -> Words:
    """The words of a TOML reader's error: its complaint and where it is in the text."""
    text = str(error)
    for pattern, key in ((_TOML_AT, "toml.at"), (_TOML_END, "toml.at-end")):
        found = re.fullmatch(pattern, text, re.DOTALL)
        if found:
            what = found["what"]
            complaint: Words = plain(what)
            for known, complaint_key in _TOML_COMPLAINTS:
                said = re.fullmatch(known, what, re.DOTALL)
                if said:
                    complaint = msg(complaint_key, **said.groupdict())
                    break
            return msg(key, **{**found.groupdict(), "what": complaint})
    return plain(text)


#: What a failed write says of its cause, by its errno (a full disk is said as one).
_WRITE_FAILURES = {
    errno.ENOSPC: "write-failure.disk-full",
    errno.EDQUOT: "write-failure.quota",
    errno.EFBIG: "write-failure.too-large",
    errno.EPIPE: "write-failure.reader-stopped",
}
#: The failures that say the place written to has no room: the user's to fix, never a bug.
NO_ROOM = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})


def write_failure(target: object, error: OSError) -> Words:
    """What went wrong writing ``target`` (a file's path, standard output), in words."""
    reason = _WRITE_FAILURES.get(error.errno or 0)
    return msg(
        "cannot-write.cannot-write", target=target, error=msg(reason) if reason else error.strerror or str(error)
    )


@dataclass(frozen=True, init=False)
class Problem:
    """One thing wrong with the input.

    ``code`` is a stable machine-readable identifier, ``where`` names the key, pile or
    card at fault (``captured.Alice``, ``field.start``), and ``message`` says what is wrong
    and how to fix it, in English (what ``--json`` and the API give); ``words`` are the same
    message by its key, to be said in another language (:meth:`say`).  ``fix`` is the sheet
    key the fix names where that is another than ``where`` (a stopping yaku in a pile: who
    stopped the round), for entry to point the user at that question without reading words.
    """

    #: A shared :class:`Code`, or a code a game brought (:func:`add_codes`).
    code: str
    message: str
    where: str | None
    #: Not compared: two problems that read the same are the same problem.
    words: Words = field(compare=False, repr=False)
    fix: str | None = field(default=None, compare=False, repr=False)

    def __init__(
        self, code: Code | str, message: str | Words, where: str | None = None, *, fix: str | None = None
    ) -> None:
        words = message if isinstance(message, Words) else plain(message)
        # A code outside the registry is a bug: it fails here, where it is made.
        object.__setattr__(self, "code", code if code in _GAME_CODES else Code(code))
        object.__setattr__(self, "message", words.say("en") if words.key else message)
        object.__setattr__(self, "where", where)
        object.__setattr__(self, "words", words)
        object.__setattr__(self, "fix", fix)

    def say(self, lang: Language = "en", audience: Audience | None = None) -> str:
        """The message in ``lang``; to ``audience`` (the page), in the phrasing it has for
        it where it has one."""
        if lang == "en" and audience is None:
            return self.message
        return self.words.say(lang, audience)

    def as_dict(self) -> dict[str, str]:
        data = {"code": str(self.code), "message": self.message}
        if self.where is not None:
            data["where"] = self.where
        return data

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


#: Problems reported at most; past that, how many more there are (CONTRACT.md, exit status).
MAX_PROBLEMS = 100


class HanascoreError(ValueError):
    """Base class of every error caused by the user's input (exit status 2).

    Holds the first :data:`MAX_PROBLEMS` problems and the count of the ones left out.
    """

    def __init__(self, problems: list[Problem] | Problem, omitted: int = 0) -> None:
        if isinstance(problems, Problem):
            problems = [problems]
        problems = list(problems)
        self.problems: list[Problem] = problems[:MAX_PROBLEMS]
        self.omitted = omitted + len(problems) - len(self.problems)
        super().__init__("; ".join(str(p) for p in self.problems[:10]))


class GaveUp(Exception):
    """Interactive entry given up (Ctrl-C, Ctrl-D): nothing was saved; ``status`` is the
    command's exit status (130, as for any command interrupted)."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class SheetError(HanascoreError):
    """A round sheet that cannot be parsed, or that describes no possible round."""


class LedgerError(HanascoreError):
    """A ledger command that cannot be carried out as asked."""


@dataclass(eq=False)
class Problems:
    """A collector: checks add problems, and :meth:`raise_if_any` reports them together."""

    items: list[Problem] = field(default_factory=list)
    #: Problems found past :data:`MAX_PROBLEMS`: counted, not kept (a sheet of a million bad
    #: tokens stays cheap to report).
    omitted: int = 0

    def add(self, code: Code | str, message: str | Words, where: str | None = None, *, fix: str | None = None) -> None:
        """Add a problem at ``where`` (``fix``: the other sheet key its fix names)."""
        if len(self.items) < MAX_PROBLEMS:
            self.items.append(Problem(code, message, where, fix=fix))
        else:
            self.omitted += 1

    def extend(self, problems: list[Problem]) -> None:
        if not problems:  # the usual answer of a check: nothing to add
            return
        room = MAX_PROBLEMS - len(self.items)
        self.items.extend(problems[: max(room, 0)])
        self.omitted += max(len(problems) - max(room, 0), 0)

    def __bool__(self) -> bool:
        return bool(self.items)

    def raise_if_any(self, error: type[HanascoreError] = SheetError) -> None:
        if self.items:
            raise error(self.items, self.omitted)
