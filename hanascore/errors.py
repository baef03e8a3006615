"""Problems found in a round sheet or a command, reported all at once."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with the input.

    ``code`` is a stable machine-readable identifier, ``where`` names the key, pile or
    card at fault (``captured.Alice``, ``field.start``), and ``message`` says what is wrong
    and how to fix it.
    """

    code: str
    message: str
    where: str | None = None

    def as_dict(self) -> dict[str, str]:
        data = {"code": self.code, "message": self.message}
        if self.where is not None:
            data["where"] = self.where
        return data

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class HanascoreError(ValueError):
    """Base class of every error caused by the user's input (exit status 2)."""

    def __init__(self, problems: list[Problem] | Problem | str) -> None:
        if isinstance(problems, str):
            problems = [Problem("invalid", problems)]
        elif isinstance(problems, Problem):
            problems = [problems]
        self.problems: list[Problem] = list(problems)
        super().__init__("; ".join(str(p) for p in self.problems))


class SheetError(HanascoreError):
    """A round sheet that cannot be parsed, or that describes no possible round."""


class LedgerError(HanascoreError):
    """A ledger command that cannot be carried out as asked."""


@dataclass
class Problems:
    """A collector: checks add problems, and :meth:`raise_if_any` reports them together."""

    items: list[Problem] = field(default_factory=list)

    def add(self, code: str, message: str, where: str | None = None) -> None:
        self.items.append(Problem(code, message, where))

    def extend(self, problems: list[Problem]) -> None:
        self.items.extend(problems)

    def __bool__(self) -> bool:
        return bool(self.items)

    def raise_if_any(self, error: type[HanascoreError] = SheetError) -> None:
        if self.items:
            raise error(self.items)
