"""The explained result of one scored round, as ``score --json`` prints it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class YakuHit(BaseModel):
    """A yaku a party is paid for, with the cards that formed it."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    points: int
    cards: list[str] = Field(default_factory=list, exclude=True)


class Payment(BaseModel):
    """One transfer between parties (Oi-bana)."""

    model_config = ConfigDict(populate_by_name=True)

    from_: str = Field(alias="from", serialization_alias="from")
    to: str
    amount: int


class PartyResult(BaseModel):
    """One player or team: its final pile, what it is worth, and what the round pays it."""

    name: str
    members: list[str]
    active: bool
    cards: list[str]
    card_points: int
    yaku: list[YakuHit]
    yaku_points: int
    score: int
    victories: int | None = None
    #: The score written out with its numbers, for the terminal view.
    formula: str = Field(default="", exclude=True)


class LeftoverNote(BaseModel):
    """Why a leftover card went where it went (terminal view only)."""

    card: str
    to: str | None
    reason: str


class RoundResult(BaseModel):
    """Everything the round adds to the game, and why."""

    game: str
    multiplier: int = 1
    stopped_by: str | None = None
    parties: list[PartyResult]
    winner: str
    next_dealer: str
    leftover: dict[str, str] = Field(default_factory=dict)
    dead: list[str] = Field(default_factory=list)
    carry_over: list[int] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    victory: str | None = None
    payments: list[Payment] | None = None
    dealer: str = Field(default="", exclude=True)
    leftover_notes: list[LeftoverNote] = Field(default_factory=list, exclude=True)

    def party(self, name: str) -> PartyResult:
        """The party called ``name``."""
        for party in self.parties:
            if party.name == name:
                return party
        raise KeyError(name)

    def scores(self) -> dict[str, int]:
        """Each party's score, by name."""
        return {party.name: party.score for party in self.parties}

    def to_json_dict(self) -> dict[str, object]:
        """The contract's result object: optional keys appear only where the game has them."""
        data = self.model_dump(mode="json", by_alias=True)
        if self.victory is None:
            data.pop("victory")
            for party in data["parties"]:
                party.pop("victories")
        if self.payments is None:
            data.pop("payments")
        return data
