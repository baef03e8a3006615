"""The scoring core's per-round records are plain values: frozen, slotted dataclasses."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle

import pytest

from hanascore.core.result import YakuHit
from hanascore.core.round import Round
from hanascore.core.sheet import RawSheet

# The results (core/result.py) are plain ``dataclass(frozen=True, slots=True)`` values.
CORE_VALUES = [RawSheet, Round]


@pytest.mark.parametrize("cls", CORE_VALUES, ids=lambda c: c.__name__)
def test_the_core_values_are_frozen_slotted_dataclasses(cls: type) -> None:
    assert dataclasses.is_dataclass(cls)
    assert cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert "__slots__" in vars(cls) and "__dict__" not in vars(cls)
    parameters = inspect.signature(cls).parameters
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    assert list(parameters) == list(fields)  # the same parameters, in the fields' order


def test_frozen_replace_hash_copy_and_pickle_behave_as_values() -> None:
    hit = YakuHit("three-brights", "Three Brights", 25, (10, 20, 30))
    with pytest.raises(dataclasses.FrozenInstanceError):
        hit.points = 30  # type: ignore[misc]
    assert dataclasses.replace(hit, points=30).points == 30 and hit.points == 25
    assert hash(hit) == hash(YakuHit("three-brights", "Three Brights", 25, (10, 20, 30)))
    assert pickle.loads(pickle.dumps(hit)) == hit
    sheet = RawSheet(game="mushi", players=("A", "B"), captured={"A": "rest"})
    assert copy.deepcopy(sheet) == sheet and sheet.replace(dealer="B").dealer == "B"
    assert RawSheet().captured is not RawSheet().captured  # a fresh table each time, as a factory gives it
