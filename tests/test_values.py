"""``values.frozen``: a frozen dataclass built in one step, otherwise dataclasses' own."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle

import pytest

from hanascore.core.result import YakuHit
from hanascore.core.round import Round
from hanascore.core.sheet import RawSheet
from hanascore.core.values import frozen

# The results (core/result.py) are plain ``dataclass(frozen=True, slots=True)`` values.
CORE_VALUES = [RawSheet, Round]


@pytest.mark.parametrize("cls", CORE_VALUES, ids=lambda c: c.__name__)
def test_the_core_values_take_what_dataclasses_would_have_them_take(cls: type) -> None:
    assert dataclasses.is_dataclass(cls)
    assert cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    parameters = inspect.signature(cls).parameters
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    assert list(parameters) == list(fields)  # the same parameters, in the fields' order
    for name, f in fields.items():
        default = parameters[name].default
        if f.default is not dataclasses.MISSING:
            assert default is f.default
        elif f.default_factory is not dataclasses.MISSING:
            assert default is dataclasses.MISSING  # the marker that a factory fills in
        else:
            assert default is inspect.Parameter.empty


@frozen
class Sample:
    name: str
    count: int = 3
    tags: list[str] = dataclasses.field(default_factory=list)
    hidden: int = dataclasses.field(default=7, init=False)
    derived: str = dataclasses.field(default="", init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "derived", f"{self.name}:{self.count}")


def test_defaults_factories_and_post_init_are_dataclasses() -> None:
    one, two = Sample("a"), Sample("a")
    assert (one.count, one.tags, one.hidden, one.derived) == (3, [], 7, "a:3")
    assert one.tags is not two.tags  # a fresh list each time, as a factory gives it
    assert Sample("b", 4, ["x"]) == Sample(name="b", count=4, tags=["x"])
    assert Sample("b") != Sample("c")
    assert repr(one) == "Sample(name='a', count=3, tags=[], hidden=7, derived='a:3')"
    with pytest.raises(TypeError):
        Sample()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Sample("a", hidden=1)  # type: ignore[call-arg]


def test_frozen_replace_hash_copy_and_pickle_behave_as_dataclasses() -> None:
    one = Sample("a", 1, ["t"])
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.count = 2  # type: ignore[misc]
    changed = dataclasses.replace(one, count=5)
    assert (changed.count, changed.derived, one.count) == (5, "a:5", 1)
    hit = YakuHit("three-brights", "Three Brights", 25, (10, 20, 30))
    assert hash(hit) == hash(YakuHit("three-brights", "Three Brights", 25, (10, 20, 30)))
    assert pickle.loads(pickle.dumps(hit)) == hit
    assert copy.deepcopy(one) == one
