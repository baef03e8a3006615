"""The card faces a player recognises without reading: every bright and animal has an emblem
of its own, ribbons their colour and writing, chaff the plain tile of its month."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from hanascore.core.cards import DECK, FLOWERS, Kind
from hanascore.views.html.emblems import EMBLEMS, PANEL_FILL
from hanascore.views.html.faces import face_body
from tests.test_html_report import drawn_face

SVG = "{http://www.w3.org/2000/svg}"
#: The subject every bright and animal is known by (the issue's list).
SUBJECTS = {
    10: "crane",
    30: "curtain",
    80: "moon",
    110: "rain man",
    120: "phoenix",
    20: "warbler",
    40: "cuckoo",
    50: "bridge",
    60: "butterflies",
    70: "boar",
    81: "geese",
    90: "sake cup",
    100: "deer",
    111: "swallow",
}
PICTURED = [card for card in DECK if card.kind in (Kind.BRIGHT, Kind.ANIMAL)]


def test_every_bright_and_animal_and_only_they_have_an_emblem() -> None:
    assert set(EMBLEMS) == set(SUBJECTS) == {card.id for card in PICTURED}
    for card in DECK:
        assert (PANEL_FILL in face_body(card.id)) == (card.id in EMBLEMS), card


def test_no_two_emblems_are_alike() -> None:
    drawn = [EMBLEMS[card.id] for card in PICTURED]
    assert len(set(drawn)) == len(drawn)
    # Each is more than one shape (a picture, not a mark), and a few shapes only (legible small).
    for card in PICTURED:
        shapes = ET.fromstring(f'<g xmlns="http://www.w3.org/2000/svg">{EMBLEMS[card.id]}</g>')
        assert 2 <= len(list(shapes)) <= 8, card


@pytest.mark.parametrize("card", PICTURED, ids=lambda c: SUBJECTS[c.id])
def test_a_pictured_face_keeps_its_month_its_flower_and_its_type(card) -> None:
    root = ET.fromstring(drawn_face(card.id))
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert str(card.month) in texts and FLOWERS[card.month].japanese in texts
    assert ("光" if card.kind is Kind.BRIGHT else "タネ") in texts
    assert EMBLEMS[card.id] in drawn_face(card.id)
