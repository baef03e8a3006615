"""The game document hanascore exchanges (``export --format json``, ``import``): one pydantic
model that both writes it and reads it back.

A document holds a game's facts (its definition and its entries: round sheets with their
dealers, adjustments with their reasons, notes) and, for people and other programs reading it, what
this hanascore derived from them (each round's result, the running totals, the standings).
Reading takes the facts alone: ``import`` re-derives everything else.

pydantic is loaded with this module, so the store (every ledger command) never imports it:
a ledger's own rows are read by :mod:`hanascore.ledger.rows`.  The models build their
validators when first used (``defer_build``): ``export`` to CSV, markdown or HTML imports this
module with the export's writers but never validates a document, and building them all at
import cost it about 10 ms, a twentieth of its start (measured with ``-X importtime``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from hanascore.ledger.replay import Adjustment, GameDefinition, Note, RoundEntry
from hanascore.ledger.rows import definition_json

FORMAT_NAME = "hanascore-game"
FORMAT_VERSION = 1


class LengthDocument(BaseModel):
    """How long a game lasts: a number of rounds, or a target total (the other null)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    rounds: int | None = None
    target: int | None = None


class DefinitionDocument(BaseModel):
    """What a game fixes for all of its rounds, as a document writes it."""

    model_config = ConfigDict(extra="ignore", defer_build=True)
    name: str
    game: str
    players: list[str]
    teams: dict[str, list[str]] | None = None
    dealer: str
    house: dict[str, Any] = Field(default_factory=dict)
    variant: str | None = None
    length: LengthDocument = Field(default_factory=LengthDocument)

    def definition_arguments(self) -> dict[str, Any]:
        """The arguments of :func:`~hanascore.ledger.replay.build_definition` that check the
        game this document defines (a document is input: it is checked as ``new`` checks)."""
        return {
            "game": self.game,
            "players": self.players,
            "teams": self.teams,
            "dealer": self.dealer,
            "rounds": self.length.rounds,
            "target": self.length.target,
            "house": self.house,
            "variant": self.variant,
            "name": self.name,
        }


class RoundDocument(BaseModel):
    """A round: its sheet (as data, and as the text entered where there was one), who dealt
    it, and (written only) what it came to."""

    model_config = ConfigDict(extra="ignore", defer_build=True)
    kind: Literal["round"]
    # Written for readers and ignored when read (whatever a file holds there): an import
    # numbers the rounds and re-derives results and totals itself (saying where they differ).
    round: Any = None
    dealer: str
    sheet: dict[str, Any]
    text: str | None = None
    result: Any = None
    totals: Any = None


class AdjustmentDocument(BaseModel):
    """An adjustment of one party's total, with its reason."""

    model_config = ConfigDict(extra="ignore", defer_build=True)
    kind: Literal["adjustment"]
    party: str
    amount: int
    reason: str
    #: Written for readers, ignored when read.
    totals: Any = None

    def entry(self) -> Adjustment:
        """The adjustment as the ledger keeps it."""
        return Adjustment(party=self.party, amount=self.amount, reason=self.reason)


class NoteDocument(BaseModel):
    """A note kept with the game (``hanascore note``), in the order of the entries."""

    model_config = ConfigDict(extra="ignore", defer_build=True)
    kind: Literal["note"]
    text: str

    def entry(self) -> Note:
        """The note as the ledger keeps it."""
        return Note(text=self.text)


EntryDocument = Annotated[RoundDocument | AdjustmentDocument | NoteDocument, Field(discriminator="kind")]


class FormatDocument(BaseModel):
    """What a file says it is, first thing in it: a hanascore game, in a format's version."""

    model_config = ConfigDict(extra="ignore", defer_build=True)
    format: Literal["hanascore-game"]
    #: Strict: ``true`` or ``"1"`` is not a version, and versions start at 1.
    version: StrictInt = Field(ge=1)


# The bases in this order put FormatDocument's fields first (pydantic collects them from the
# last base on), then the definition's: the file's order.
class GameDocument(DefinitionDocument, FormatDocument):
    """A complete game: its format and version, the definition, the entries in order, and the
    standings (written for readers, ignored when read)."""

    entries: list[EntryDocument] = Field(default_factory=list)
    #: Written for readers, ignored when read.
    standings: Any = None


def round_document(
    number: int, entry: RoundEntry, sheet: dict[str, Any], result: dict[str, Any], totals: dict[str, int]
) -> RoundDocument:
    """Round ``number`` of a game being written out, its ``sheet`` as read from its text
    (trusted values: not validated again); a text hanascore wrote back is written as none."""
    return RoundDocument.model_construct(
        kind="round",
        round=number,
        dealer=entry.dealer,
        sheet=sheet,
        text=None if entry.written_back else entry.text,
        result=result,
        totals=totals,
    )


def adjustment_document(entry: Adjustment, totals: dict[str, int]) -> AdjustmentDocument:
    """An adjustment of a game being written out."""
    return AdjustmentDocument.model_construct(
        kind="adjustment", party=entry.party, amount=entry.amount, reason=entry.reason, totals=totals
    )


def note_document(entry: Note) -> NoteDocument:
    """A note of a game being written out."""
    return NoteDocument.model_construct(kind="note", text=entry.text)


def game_document(
    definition: GameDefinition,
    entries: list[RoundDocument | AdjustmentDocument | NoteDocument],
    standings: dict[str, Any],
) -> GameDocument:
    """A game being written out: its definition, its entries and its standings."""
    # The definition as the store keeps it (one description of it: rows.definition_json).
    described = DefinitionDocument.model_validate(definition_json(definition))
    return GameDocument.model_construct(
        format=FORMAT_NAME,
        version=FORMAT_VERSION,
        **dict(described),
        entries=entries,
        standings=standings,
    )
