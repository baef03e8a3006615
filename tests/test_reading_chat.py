"""A sheet pasted from a chat log: never taken for TOML, each stray line named by its number."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hanascore.core.sheet import looks_like_toml

ROUND = "game: mushi\nplayers: Ann, Bo\nAnn: crane curtain moon 1r 2r 3r\nBo: rest\n"
CHAT = (
    "[21:14] Cy: ok round 3 results 🎴\n"
    "game: mushi\n"
    "players: Ann, Bo\n"
    "<Bo> lol nice 😂\n"
    "Ann: crane curtain moon 1r 2r 3r\n"
    "cy_the_great: gg 🎴🎴\n"
    "Bo: rest\n"
    "[21:15] Ann: same again?\n"
)


@pytest.mark.parametrize(
    "text",
    [
        "[21:14] Cy: ok round 3 results 🎴\ngame: mushi",
        "[21:14] Cy = ok\ngame: mushi",  # a bracket first, then an '=' later on the chat line
        "[Ann] wrote: game = mushi",
        "[] empty\ngame: mushi",
    ],
)
def test_a_line_that_only_starts_with_a_bracket_is_no_toml(text: str) -> None:
    assert looks_like_toml(text) is False


@pytest.mark.parametrize(
    "text", ["[captured]\nA = 'rest'", "[ captured ] # the piles\nA = 'rest'", '["field"]\nend = ""', "[[x]]"]
)
def test_a_table_header_alone_on_its_line_is_still_toml(text: str) -> None:
    assert looks_like_toml(text) is True


def test_every_chat_line_is_named_by_its_number_at_once(cli_json: Callable[..., Any]) -> None:
    status, data = cli_json("score", "-", input=CHAT)
    assert status == 2
    assert [(e["where"], e["message"]) for e in data["errors"]] == [
        (f"line {n}", f"{line!r} is no 'key: value' line of a sheet: delete it, or start it with #")
        for n, line in (
            (1, "[21:14] Cy: ok round 3 results 🎴"),
            (4, "<Bo> lol nice 😂"),
            (6, "cy_the_great: gg 🎴🎴"),
            (8, "[21:15] Ann: same again?"),
        )
    ]


def test_the_chat_lines_commented_out_the_round_scores(cli_json: Callable[..., Any]) -> None:
    commented = "".join(
        f"# {line}\n" if n in (1, 4, 6, 8) else f"{line}\n" for n, line in enumerate(CHAT.splitlines(), start=1)
    )
    status, data = cli_json("score", "-", input=commented)
    clean_status, clean = cli_json("score", "-", input=ROUND)
    assert status == clean_status == 0
    assert data == clean


def test_a_pile_with_a_typo_is_still_read_as_a_pile(cli_json: Callable[..., Any]) -> None:
    # A player's pile whose words name no card is a pile with typos (suggestions), not chat;
    # so is an unknown name holding cards.
    status, data = cli_json("score", "-", input=ROUND.replace("Bo: rest", "Bo: crain wabler\nDan: 4a"))
    assert status == 2
    codes = [(e["code"], e["where"]) for e in data["errors"]]
    assert ("unknown-card", "captured.Bo") in codes and ("unknown-pile", "captured.Dan") in codes
    assert not any(code == "bad-line" for code, _ in codes)
