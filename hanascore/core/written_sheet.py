"""A sheet written back as text: the quick form where it can say everything, else TOML.

A ledger stores each round's sheet as entered; rounds without their text (entered on the
terminal, or by older versions) are shown and edited as the text this writes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

#: The quick sheet's names for keys whose TOML name it does not use as is.
_QUICK_NAMES = {"wild_captured": "wild", "stopped_by": "stopped by", "next_dealer": "next dealer"}


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    return (
        "{ "
        + ", ".join(f"{json.dumps(str(k), ensure_ascii=False)} = {_toml_value(v)}" for k, v in value.items())
        + " }"
    )


def sheet_text(data: Mapping[str, Any], read_back: Callable[[str], Mapping[str, Any]]) -> str:
    """A sheet (TOML-shaped data) written back as text that reads as the same sheet: the
    quick form where it can say everything, else TOML.  ``read_back`` reads sheet text as the
    sheet will be read (for the game it is for): the quick form is kept only where it reads
    back as ``data``."""
    quick = _quick_text(data)
    if quick is not None and read_back(quick) == _as_read_back(data):
        return quick
    tables = ("house", "captured", "field", "leftover")
    lines = [f"{key} = {_toml_value(value)}" for key, value in data.items() if key not in tables]
    for table in tables:
        if data.get(table):
            lines += [
                "",
                f"[{table}]",
                *(f"{json.dumps(k, ensure_ascii=False)} = {_toml_value(v)}" for k, v in data[table].items()),
            ]
    return "\n".join(lines) + "\n"


def _as_read_back(data: Mapping[str, Any]) -> dict[str, Any]:
    # The quick form keeps name lists as written ("Ann, Bo"): compare in that shape.
    return {k: ", ".join(v) if k in ("players", "active") and isinstance(v, list) else v for k, v in data.items()}


def _quick_text(data: Mapping[str, Any]) -> str | None:
    if {"teams", "leftover"} & data.keys():
        return None
    lines = []
    for key, value in data.items():
        if key in ("captured", "field", "house"):
            continue
        if isinstance(value, dict) and all(isinstance(v, int) for v in value.values()):
            value = ", ".join(f"{name}={bid}" for name, bid in value.items())  # bids, koi-koi calls
        elif isinstance(value, dict) and all(isinstance(v, str) for v in value.values()):
            value = "; ".join(f"{name}={shown}" for name, shown in value.items())  # shown cards
        elif isinstance(value, list) and key in ("players", "active"):
            value = ", ".join(value)
        elif isinstance(value, bool):
            value = "true" if value else "false"
        elif not isinstance(value, str | int):
            return None
        lines.append(f"{_QUICK_NAMES.get(key, key)}: {value}")
    if data.get("house"):
        lines.append("house: " + ", ".join(f"{k}={_toml_value(v)}" for k, v in data["house"].items()))
    for name, pile in data.get("captured", {}).items():
        if not isinstance(pile, str) or "#" in name:
            return None
        lines.append(f"{name}: {pile}")
    for moment, cards in data.get("field", {}).items():
        if not isinstance(cards, str):
            return None
        lines.append(f"{moment}: {cards}")
    return "\n".join(lines) + "\n"
