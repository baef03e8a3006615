"""Round sheets: the TOML form and the quick ``key: value`` form, read into one raw model.

A sheet holds the facts of a round as players wrote them.  This module only reads and
shape-checks them; :mod:`hanascore.validation` turns a :class:`RawSheet` into a resolved
round, and the games score it.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError, field_validator

from .errors import Problem, SheetError

Pile = str | list[str | int]


class FieldSection(BaseModel):
    """The table's field: as dealt (``start``) and when the round ended (``end``)."""

    model_config = ConfigDict(extra="forbid")

    start: Pile | None = None
    end: Pile | None = None


class RawSheet(BaseModel):
    """A round sheet as entered: names and card tokens, not yet resolved or checked."""

    model_config = ConfigDict(extra="forbid")

    game: str | None = None
    players: list[str] | None = None
    dealer: str | None = None
    teams: dict[str, list[str]] | None = None
    active: list[str] | None = None
    variant: str | None = None
    bids: dict[str, int] | None = None
    wild_captured: str | int | None = None
    stopped_by: str | None = None
    crane_after_storm: bool | dict[str, bool] | None = None
    #: Strict: ``multiplier = true`` or ``2.5`` is a typo to report, not a number to guess.
    multiplier: StrictInt | None = None
    next_dealer: str | None = None
    house: dict[str, Any] = Field(default_factory=dict)
    captured: dict[str, Pile] = Field(default_factory=dict)
    field: FieldSection = Field(default_factory=FieldSection)
    leftover: dict[str, Pile] | None = None

    @field_validator("players", "active", mode="before")
    @classmethod
    def _split_names(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [name.strip() for name in value.split(",") if name.strip()]
        return value

    def facts(self) -> dict[str, Any]:
        """The sheet as a plain dict with unset keys left out (what a ledger stores)."""
        return self.model_dump(exclude_defaults=True, exclude_none=True)


SHEET_KEYS = tuple(RawSheet.model_fields)

#: Keys of the quick sheet, mapped to where they go in the TOML form.
QUICK_KEYS: dict[str, str] = {
    "game": "game",
    "players": "players",
    "dealer": "dealer",
    "start": "start",
    "end": "end",
    "wild": "wild_captured",
    "stopped by": "stopped_by",
    "house": "house",
}


def looks_like_toml(text: str) -> bool:
    """True when ``text`` is the TOML form of a sheet rather than the quick form."""
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith("["):
            return True
        equals, colon = stripped.find("="), stripped.find(":")
        if equals >= 0 and (colon < 0 or equals < colon):
            return True
        if colon >= 0:
            return False
    return False


def parse_value(text: str) -> Any:
    """A house-rule value: a TOML value where it parses as one, else the bare string."""
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text.strip()


def parse_house(text: str, where: str = "house") -> tuple[dict[str, Any], list[Problem]]:
    """``key=value, key=value`` into a dict (quick sheets and ``--house``)."""
    house: dict[str, Any] = {}
    problems: list[Problem] = []
    for item in re.split(r"[,;]\s*(?=[^,;=]+=)", text.strip()):
        if not item.strip():
            continue
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            problems.append(Problem("bad-house", f"{item.strip()!r} is not key=value, e.g. storm=cards", where))
            continue
        house[key.strip().replace("-", "_")] = parse_value(value.strip())
    return house, problems


def parse_quick(text: str) -> dict[str, Any]:
    """Read the quick ``key: value`` form into the TOML form's shape."""
    data: dict[str, Any] = {}
    captured: dict[str, str] = {}
    problems: list[Problem] = []
    for number, line in enumerate(text.splitlines(), start=1):
        content = line.split("#", 1)[0].strip()
        if not content:
            continue
        key, sep, value = content.partition(":")
        key, value = key.strip(), value.strip()
        if not sep or not key:
            problems.append(Problem("bad-line", f"line {number}: expected 'key: value', got {content!r}"))
            continue
        target = QUICK_KEYS.get(re.sub(r"[\s_-]+", " ", key.lower()))
        if target is None:
            if key in captured:
                problems.append(Problem("duplicate-key", f"line {number}: pile {key!r} given twice", key))
            captured[key] = value
        elif target in ("start", "end"):
            field = data.setdefault("field", {})
            if target in field:
                problems.append(Problem("duplicate-key", f"line {number}: {key!r} given twice", f"field.{target}"))
            field[target] = value
        elif target == "house":
            house, house_problems = parse_house(value)
            data.setdefault("house", {}).update(house)
            problems.extend(house_problems)
        elif target in data:
            problems.append(Problem("duplicate-key", f"line {number}: {key!r} given twice", key))
        else:
            data[target] = value
    if captured:
        data["captured"] = captured
    if problems:
        raise SheetError(problems)
    return data


def parse_toml(text: str) -> dict[str, Any]:
    """Read the TOML form, reporting a syntax error with its line."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise SheetError(Problem("bad-toml", f"the sheet is not valid TOML: {error}", "sheet")) from None


def read_sheet_text(text: str) -> dict[str, Any]:
    """Either form of a sheet into a plain dict of the TOML shape."""
    # Editors on Windows often save UTF-8 with a byte-order mark; it is not part of the sheet.
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise SheetError(Problem("empty-sheet", "the sheet is empty", "sheet"))
    return parse_toml(text) if looks_like_toml(text) else parse_quick(text)


def _closest_key(key: str, keys: tuple[str, ...]) -> str:
    close = difflib.get_close_matches(key, keys, n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


_SECTION_KEYS = {"field": tuple(FieldSection.model_fields), "": SHEET_KEYS}


def _pydantic_problems(error: ValidationError) -> list[Problem]:
    problems = []
    for item in error.errors():
        loc = [str(part) for part in item["loc"] if not str(part).startswith(("str", "list", "dict", "bool", "int"))]
        where = ".".join(loc) or "sheet"
        if item["type"] == "extra_forbidden":
            key = loc[-1]
            parent = loc[0] if len(loc) > 1 else ""
            hint = _closest_key(key, _SECTION_KEYS.get(parent, SHEET_KEYS))
            problems.append(Problem("unknown-key", f"unknown key {key!r}{hint}", where))
        else:
            problems.append(Problem("bad-value", f"{item['msg']} (got {item['input']!r})", where))
    unique: dict[str, Problem] = {}
    for problem in problems:
        unique.setdefault(problem.where or "", problem)
    return list(unique.values())


def load_sheet(data: dict[str, Any]) -> RawSheet:
    """Shape-check a sheet dict: unknown keys and ill-typed values are reported together."""
    try:
        return RawSheet.model_validate(data)
    except ValidationError as error:
        raise SheetError(_pydantic_problems(error)) from None


def read_sheet(text: str) -> RawSheet:
    """Parse sheet text of either form into a :class:`RawSheet`."""
    return load_sheet(read_sheet_text(text))
