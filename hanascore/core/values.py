"""Frozen values that are cheap to build: the scoring core's per-round records.

A round builds a handful of frozen dataclasses (the raw sheet, the round, its result and one
result per party).  The ``__init__`` that :mod:`dataclasses` writes for a frozen class sets
each field through ``object.__setattr__``, a call per field that makes a frozen value cost
about four times a plain class's; over the records of one round that was 7% of scoring it
from its text.  :func:`frozen` is ``@dataclass(frozen=True)`` with one change: its
``__init__`` (same signature, defaults, factories and ``__post_init__``) writes the fields
into the new instance's ``__dict__`` directly.  Everything else (``fields``, ``replace``,
equality, hashing, ``repr``, :class:`~dataclasses.FrozenInstanceError` on assignment) is
dataclasses' own, and ``tests/test_values.py`` compares the two.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
def frozen(cls: type[T]) -> type[T]:
    """``@dataclass(frozen=True)`` whose instances are built in one step (see the module)."""
    # dataclasses writes every method but __init__ (writing one costs start-up, too).
    cls = dataclasses.dataclass(frozen=True, init=False)(cls)
    cls.__init__ = _init(cls)  # type: ignore[misc]
    return cls


def _init(cls: type) -> Any:
    """An ``__init__`` for the dataclass ``cls`` taking what its own takes, filling ``__dict__``."""
    namespace: dict[str, Any] = {"MISSING": dataclasses.MISSING}
    parameters, defaulted, stores = ["self"], [], []
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{f.name}"] = f.default
            initial = f"_default_{f.name}"
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{f.name}"] = f.default_factory
            initial = f"_factory_{f.name}()"
        else:
            initial = ""
        if not f.init:
            # Not a parameter: its default (or its factory's) every time, as dataclasses does.
            if initial:
                stores.append(f"{f.name!r}: {initial}")
            continue
        if f.default_factory is not dataclasses.MISSING:
            parameters.append(f"{f.name}=MISSING")
            defaulted.append(f"    if {f.name} is MISSING: {f.name} = {initial}")
        else:
            parameters.append(f"{f.name}={initial}" if initial else f.name)
        stores.append(f"{f.name!r}: {f.name}")
    body = [*defaulted, f"    self.__dict__.update({{{', '.join(stores)}}})"]
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    source = f"def __init__({', '.join(parameters)}):\n" + "\n".join(body)
    exec(source, namespace)  # the way dataclasses writes its own methods
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init
