"""Koi-Koi counted piles (CONTRACT.md "Counted piles"): its kinds, its yaku as named after
``+`` (grouped or stacked), the koi-koi calls against them, a drawn round's 40 cards."""

from __future__ import annotations

from typing import Any

import pytest

from hanascore.core.errors import SheetError
from hanascore.games.scoring import score_text

HEAD = "game: koi-koi\nplayers: Ann, Bo\n"


def codes(text: str) -> list[tuple[str, str | None]]:
    with pytest.raises(SheetError) as error:
        score_text(HEAD + text)
    return [(str(p.code), p.where) for p in error.value.problems]


def test_a_counted_shoubu(cli_json: Any) -> None:
    text = (
        HEAD
        + "stopped by: Ann\nkoi: Bo\nAnn: 7 animals 2 chaff + boar-deer-butterflies\nBo: 5 ribbons 3 chaff + ribbons\n"
    )
    status, data = cli_json("score", "-", input=text)
    assert status == 0, data
    # Boar-Deer-Butterflies 5 + (7 - 3) = 9 >= 7: x2; Bo's call: x2: 36.
    assert data["counted"] is True and data["multiplier"] == 4
    ann, bo = data["parties"]
    assert ann["counts"] == {"brights": 0, "animals": 7, "ribbons": 0, "chaff": 2}
    assert ann["yaku"] == [{"id": "boar-deer-butterflies", "name": "Boar-Deer-Butterflies", "points": 9}]
    assert (ann["score"], bo["score"]) == (36, 0)


def test_a_yaku_is_named_with_or_without_its_hyphens_and_a_slip_is_pointed_to_its_name() -> None:
    written = "stopped by: Ann\nkoi: Bo\nAnn: 7 animals 2 chaff + {}\nBo: 5 ribbons 3 chaff + ribbons\n"
    named = score_text(HEAD + written.format("boar-deer-butterflies")).scores()
    for as_written in ("inoshikacho", "Ino Shika Cho", "Boar Deer Butterflies", "boar_deer_butterflies"):
        assert score_text(HEAD + written.format(as_written)).scores() == named, as_written
    with pytest.raises(SheetError) as raised:
        score_text(HEAD + written.format("boar-deer-butterfly"))
    [problem] = raised.value.problems
    assert problem.code == "unknown-yaku" and "(did you mean 'boar-deer-butterflies'?)" in problem.message
    assert "（'boar-deer-butterflies' のことか）" in problem.say("ja")
    with pytest.raises(SheetError) as raised:
        score_text(HEAD + written.format("zzz"))
    assert "did you mean" not in raised.value.problems[0].message  # nothing near: no guess


def test_counted_brights() -> None:
    rainy = score_text(HEAD + "stopped by: Ann\nAnn: 4 brights + rainy-four-brights\nBo: 3 ribbons\n")
    assert rainy.scores() == {"Ann": 14, "Bo": 0}  # 7 x 2
    four = score_text(HEAD + "stopped by: Ann\nAnn: 4 brights + 四光\nBo: 3 ribbons\n")
    assert four.scores() == {"Ann": 16, "Bo": 0}  # 8 x 2
    # Five brights are certain Five Brights, which must be named.
    assert any(
        code == "certain-yaku" for code, _ in codes("stopped by: Ann\nAnn: 5 brights + four-brights\nBo: 3 ribbons\n")
    )


def test_counted_grouped_and_stacked() -> None:
    # Nine animals make Boar-Deer-Butterflies certain; grouped it replaces Animals.
    text = "stopped by: Ann\nAnn: 9 animals + boar-deer-butterflies\nBo: 3 ribbons\n"
    assert score_text(HEAD + text).scores()["Ann"] == 22  # 5 + 6 = 11, x2
    assert any(
        code == "certain-yaku" for code, _ in codes("stopped by: Ann\nAnn: 9 animals + animals\nBo: 3 ribbons\n")
    )
    stacked = (
        HEAD
        + "house: yaku_style=stacked\nstopped by: Ann\nAnn: 9 animals + boar-deer-butterflies + animals\nBo: 3 ribbons\n"
    )
    assert score_text(stacked).scores()["Ann"] == 20  # 5 + (9 - 4) = 10, x2
    # Poetry and Blue Ribbons exists only grouped.
    pb = "house: yaku_style=stacked\nstopped by: Ann\nAnn: 6 ribbons + poetry-and-blue-ribbons\nBo: 3 chaff\n"
    assert codes(pb)


def test_counted_calls_are_checked() -> None:
    # Bo named Ribbons but never called koi-koi.
    found = codes("stopped by: Ann\nAnn: 3 brights + three-brights\nBo: 5 ribbons + ribbons\n")
    assert ("bad-call", "koi") in found


def test_a_counted_drawn_round_holds_forty_cards() -> None:
    piles = "koi: Ann, Bo\nAnn: 4 brights 10 chaff + four-brights + chaff\nBo: 5 animals 4 ribbons 9 chaff + animals\n"
    drawn = score_text(HEAD + piles + "end: 1 bright 4 animals 3 ribbons\n")
    assert drawn.scores() == {"Ann": 0, "Bo": 0} and drawn.extras["outcome"] == "exhaustive-draw"
    assert ("missing-cards", "captured") in codes(piles + "end: 1 bright 4 animals 2 ribbons\n")
