"""The HTML views: card faces, the running-totals chart, and ``export --format html``."""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.cards import CARDS, DECK, FLOWERS, Kind
from hanascore.games import find_game
from hanascore.views.html.chart import nice_ticks, running_totals_svg
from hanascore.views.html.faces import (
    BLUE,
    MONTH_COLOURS,
    POETRY_RED,
    RIBBONS,
    card_use_svg,
    deck_sprite,
    symbol_id,
)
from tests.conftest import SAMPLES
from tests.test_ledger_cli import new_game, standings

SVG = "{http://www.w3.org/2000/svg}"


def drawn_face(card_id: int, size: float = 48) -> str:
    """A card's face as a page draws it: its symbol in the page's sprite, and the ``<svg>``
    that uses it (its second child), in one SVG document."""
    return f'<svg xmlns="http://www.w3.org/2000/svg">{deck_sprite([card_id])}{card_use_svg(card_id, size=size)}</svg>'


LEDGER = SAMPLES / "ledger"
HOSTILE_NAME = '"><img src=x onerror=alert(1)> <b>Night</b> & more'
SCRIPT_PLAYER = "<script>alert(1)</script>"
MARKUP_PLAYER = "Bo <i>x</i>"


class Page(HTMLParser):
    """The parts of a page the tests look at: its tags and attributes, the standings table's
    rows, and the text of the elements with a class."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.standings: list[list[str]] = []
        self._in_standings = False
        self._row: list[str] | None = None
        self._cell: list[str] | None = None
        self.text: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag == "table" and ("class", "standings") in attrs:
            self._in_standings = True
        elif self._in_standings and tag == "tr":
            self._row = []
        elif self._row is not None and tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            self._in_standings = False
        elif tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.standings.append(self._row)
            self._row = None

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def run_cli(*args: str, db: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "hanascore", *args, "--db", str(db)], capture_output=True, text=True, cwd=cwd
    )
    assert done.returncode == 0, done.stderr
    return done


def rename(sheet: Path, players: dict[str, str]) -> str:
    """A sample ledger sheet with its players renamed."""
    text = sheet.read_text()
    for old, new in players.items():
        text = re.sub(rf"^{old}:", f"{new}:", text, flags=re.MULTILINE)
    return text


def play(cli, rounds: int, players: tuple[str, str] = ("Ann", "Bo")) -> None:
    """``rounds`` rounds of the README's ledger example, its two sheets in turn."""
    names = dict(zip(("Ann", "Bo"), players, strict=True))
    sheets = [rename(LEDGER / "round1.txt", names), rename(LEDGER / "round2.txt", names)]
    for number in range(rounds):
        result = cli("add", "-", input=sheets[number % 2])
        assert result.exit_code == 0, result.stderr


def html_export(cli, *options: str) -> str:
    result = cli("export", "--format", "html", *options)
    assert result.exit_code == 0, result.stderr
    return result.stdout


# -- the export, through the real command line ---------------------------------------------------


def test_the_export_runs_through_the_real_cli_and_is_self_contained(tmp_path: Path) -> None:
    db = tmp_path / "ledger.db"
    run_cli("new", "mushi", "--player", "Ann", "--player", "Bo", db=db, cwd=tmp_path)
    run_cli("add", str(LEDGER / "round1.txt"), db=db, cwd=tmp_path)
    run_cli("add", str(LEDGER / "round2.txt"), db=db, cwd=tmp_path)
    done = run_cli("export", "--format", "html", "-o", "f.html", db=db, cwd=tmp_path)
    assert "wrote game" in done.stderr
    text = (tmp_path / "f.html").read_text(encoding="utf-8")
    assert text.startswith("<!doctype html>")
    assert "<script" not in text.lower()
    assert "http://" not in text and "https://" not in text
    page = Page(text)
    for tag, attrs in page.tags:
        assert not any(name.startswith("on") for name in attrs), (tag, attrs)
        assert "src" not in attrs, tag
        href = attrs.get("href")
        assert href is None or href.startswith("#"), (tag, href)
    assert {tag for tag, _ in page.tags} >= {"style", "svg", "polyline", "table", "article"}


def test_the_format_comes_from_the_output_suffix(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json)
    play(cli, 1)
    for name in ("game.html", "game.HTM"):
        assert cli("export", "-o", str(tmp_path / name)).exit_code == 0
        assert (tmp_path / name).read_text(encoding="utf-8").startswith("<!doctype html>")
    assert html_export(cli) == cli("export", "--format", "HTML").stdout


def test_every_face_the_page_draws_is_in_its_sprite(cli, cli_json) -> None:
    new_game(cli_json)
    play(cli, 2)
    page = Page(html_export(cli))
    symbols = {attrs["id"] for tag, attrs in page.tags if tag == "symbol"}
    drawn = {attrs["href"][1:] for tag, attrs in page.tags if tag == "use"}
    # Round 2 of the example is Bo's Three Brights (Mushi's: Crane, Bush Warbler, Curtain) and
    # Ann's Four Paulownias: their cards are drawn as faces.
    assert {symbol_id(c) for c in (10, 20, 30, 120, 121, 122, 123)} <= drawn
    assert drawn == symbols  # every face drawn is defined, and only those are defined


def test_hostile_names_and_reasons_come_out_as_text(cli, cli_json) -> None:
    new_game(cli_json, "--name", HOSTILE_NAME, players=(SCRIPT_PLAYER, MARKUP_PLAYER))
    play(cli, 2, (SCRIPT_PLAYER, MARKUP_PLAYER))
    reason = '</q><script>alert(2)</script> "quoted" & <u>tea</u>'
    assert cli("adjust", "--party", MARKUP_PLAYER, "--amount", "5", "--reason", reason).exit_code == 0
    text = html_export(cli)
    assert "<script" not in text and "<img" not in text and "<b>" not in text and "<i>" not in text
    assert "<u>" not in text and "</q><script>" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert "&lt;u&gt;tea&lt;/u&gt;" in text
    page = Page(text)
    shown = "".join(page.text)
    # The text a reader sees is the names as typed, each isolated from the text around it.
    for typed in (HOSTILE_NAME, SCRIPT_PLAYER, MARKUP_PLAYER, reason):
        assert typed in shown
    assert text.count(f"<bdi>{SCRIPT_PLAYER.replace('<', '&lt;').replace('>', '&gt;')}</bdi>") >= 3


def test_a_bidi_override_is_refused_at_the_door_and_isolated_in_the_page(cli, cli_json) -> None:
    from hanascore.ledger.replay import GameDefinition, replay
    from hanascore.views.html.report import report_html

    code, problems = cli_json("new", "mushi", "--player", "Ann\u202e", "--player", "Bo")
    assert code == 2 and "U+202E" in json.dumps(problems)
    # Should a name ever get past the checks (an old database), the page shows the override
    # as an escape, as the terminal does, and still isolates the name.
    definition = GameDefinition(
        game="mushi", players=("An\u202en", "Bo"), first_dealer="An\u202en", house={}, name="x\u202ey"
    )
    text = report_html("1", replay(definition, []))
    assert "<bdi>An\\u202en</bdi>" in text and "<bdi>x\\u202ey</bdi>" in text
    assert "\u202e" not in text


def test_the_standings_in_the_page_are_the_standings(cli, cli_json) -> None:
    new_game(cli_json, "--dealer", "Bo")
    play(cli, 3)
    assert cli("adjust", "--party", "Bo", "--amount", "-7", "--reason", "late").exit_code == 0
    expected = standings(cli_json)
    page = Page(html_export(cli))
    header, *rows = page.standings
    assert header == ["party", "total"]
    shown = [(re.sub(r" (leads|winner)$", "", name), int(total)) for name, total in rows]
    assert shown == [(p["name"], p["total"]) for p in expected["parties"]]
    leaders = [name for name, _ in rows if name.endswith("leads")]
    assert [name.removesuffix(" leads") for name in leaders] == expected["leaders"]
    assert f"Next dealer: {expected['next_dealer']}" in " ".join("".join(page.text).split())


def test_each_round_says_who_pays_whom_as_show_does(cli, cli_json) -> None:
    """The export and ``show`` render one view of a round: the payment line ``show N`` prints
    is in the export's round N, in the same words."""
    new_game(cli_json)
    play(cli, 2)
    page = " ".join("".join(Page(html_export(cli)).text).split())
    for number in (1, 2):
        shown = cli("show", str(number))
        assert shown.exit_code == 0, shown.stderr
        paying = [line.strip() for line in shown.stdout.splitlines() if " pays " in line]
        assert paying, shown.stdout  # a zero-sum Mushi round has a payment
        for line in paying:
            assert line in page


def test_points_appear_where_the_game_keeps_them(cli, cli_json) -> None:
    import tomllib

    data = tomllib.loads((SAMPLES / "sakura-victories.toml").read_text())
    options = ["--dealer", "Kai", "--house", "scoring=victories", "--house", "chu=true", "--house", "basa=true"]
    new_game(cli_json, *options, game="sakura", players=tuple(data["players"]))
    assert cli("add", str(SAMPLES / "sakura-victories.toml")).exit_code == 0
    expected = standings(cli_json)
    header, *rows = Page(html_export(cli)).standings
    assert header == ["party", "total", "points"]
    shown = [(re.sub(r" (leads|winner)$", "", n), int(t), int(p)) for n, t, p in rows]
    assert shown == [(p["name"], p["total"], p["points"]) for p in expected["parties"]]


def test_a_twelve_round_game_stays_under_100_kb(cli, cli_json) -> None:
    new_game(cli_json)
    play(cli, 12)
    size = len(html_export(cli).encode("utf-8"))
    assert size < 100_000, size


def test_a_game_without_rounds_has_a_page_too(cli, cli_json) -> None:
    new_game(cli_json)
    text = html_export(cli)
    assert "No rounds yet." in text
    chart = ET.fromstring(re.search(r'<svg id="hs-chart".*?</svg>', text, re.S)[0])
    assert len(chart.findall("polyline")) == 2


def test_jinja2_is_imported_by_exports_not_by_score(tmp_path: Path) -> None:
    code = (
        "import sys, atexit\n"
        "atexit.register(lambda: print('jinja2' in sys.modules, file=sys.stderr))\n"
        "from hanascore.cli.main import main\n"
        "sys.argv = ['hanascore', *sys.argv[1:]]\n"
        "main()\n"
    )
    db = str(tmp_path / "db")
    subprocess.run([sys.executable, "-m", "hanascore", "new", "mushi", "--player", "A", "--player", "B", "--db", db])

    def loads_jinja2(*args: str) -> bool:
        done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True)
        return done.stderr.strip().splitlines()[-1] == "True"

    assert not loads_jinja2("score", str(SAMPLES / "mushi-seed-example.toml"), "--json")
    # Every export loads its formats' modules at the top: the HTML one among them.
    assert loads_jinja2("export", "--format", "html", "--db", db)
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, hanascore.views.html.faces, hanascore.views.html.chart; print('jinja2' in sys.modules)",
        ],
        capture_output=True,
        text=True,
    )
    assert done.stdout.strip() == "False"


# -- card faces -----------------------------------------------------------------------------------


@pytest.mark.parametrize("card", DECK, ids=lambda c: str(c.id))
def test_each_face_is_valid_svg_titled_with_the_cards_names(card) -> None:
    root = ET.fromstring(drawn_face(card.id, size=60))
    drawn = root[1]
    assert drawn.tag == f"{SVG}svg" and drawn.get("role") == "img" and drawn.get("width") == "60"
    title = drawn.find(f"{SVG}title")
    assert title is not None
    assert card.name in title.text and card.japanese in title.text and str(card.id) in title.text
    assert card.code in title.text.split()
    texts = "".join(t.text or "" for t in root.iter(f"{SVG}text"))
    assert FLOWERS[card.month].japanese in texts
    assert f'fill="{MONTH_COLOURS[card.month]}"' in drawn_face(card.id)


def test_the_faces_mark_the_card_types() -> None:
    marks = {Kind.BRIGHT: "光", Kind.ANIMAL: "タネ"}
    for card in DECK:
        face = drawn_face(card.id)
        for kind, mark in marks.items():
            assert (f">{mark}<" in face) == (card.kind is kind), card
    assert set(RIBBONS) == {c.id for c in DECK if c.kind is Kind.RIBBON}
    yaku = {y.id: {c for slot in y.slots for c in slot} for y in find_game("matsu-kiri-bozu").yaku}
    assert {c for c, r in RIBBONS.items() if r is POETRY_RED} == yaku["poetry-ribbons"]
    assert {c for c, r in RIBBONS.items() if r is BLUE} == yaku["blue-ribbons"]
    # The poetry ribbons carry writing; the plain red ones are the same red without it.
    assert drawn_face(11).count("<path") == 1 and drawn_face(41).count("<path") == 0
    assert BLUE.fill in drawn_face(61) and BLUE.fill not in drawn_face(41)


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_month_colours_carry_white_text_and_differ() -> None:
    assert sorted(MONTH_COLOURS) == list(range(1, 13)) and len(set(MONTH_COLOURS.values())) == 12
    for month, colour in MONTH_COLOURS.items():
        contrast = 1.05 / (_luminance(colour) + 0.05)
        assert contrast >= 4.5, (month, colour, round(contrast, 2))
        # ...and each stands out from a near-black page.
        assert (_luminance(colour) + 0.05) / (_luminance("#161513") + 0.05) >= 1.5, month


def test_the_sprite_defines_each_face_once_for_the_page_to_draw() -> None:
    # Written for an HTML page, where an <svg> needs no namespace.
    root = ET.fromstring(deck_sprite())
    ids = [symbol.get("id") for symbol in root.iter("symbol")]
    assert ids == [symbol_id(card.id) for card in DECK]
    subset = ET.fromstring(deck_sprite([30, 10, 10]))
    assert [s.get("id") for s in subset.iter("symbol")] == [symbol_id(10), symbol_id(30)]
    drawn = ET.fromstring(card_use_svg(80).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1))
    assert drawn.find(f"{SVG}use").get("href") == f"#{symbol_id(80)}"
    assert CARDS[80].name in drawn.find(f"{SVG}title").text


# -- the chart ------------------------------------------------------------------------------------


HISTORY: list[dict[str, Any]] = [
    {"kind": "round", "round": 1, "totals": {"Ann": 30, "Bo": -30, "Cy": 0}},
    {"kind": "adjustment", "party": "Cy", "amount": 5, "reason": "tea", "totals": {"Ann": 30, "Bo": -30, "Cy": 5}},
    {"kind": "round", "round": 2, "totals": {"Ann": -10, "Bo": 20, "Cy": 5}},
]


def _points(polyline: ET.Element) -> list[tuple[float, float]]:
    return [tuple(map(float, pair.split(","))) for pair in polyline.get("points").split()]  # type: ignore[misc]


def test_the_chart_draws_one_line_per_party_through_every_total() -> None:
    root = ET.fromstring(running_totals_svg(HISTORY))
    assert root.get("role") == "img"
    assert root.find(f"{SVG}title").text and "Ann: from 0 to -10" in root.find(f"{SVG}desc").text
    lines = root.findall(f"{SVG}polyline")
    assert [line.find(f"{SVG}title").text for line in lines] == ["Ann", "Bo", "Cy"]
    ann, bo, cy = (_points(line) for line in lines)
    assert len(ann) == len(HISTORY) + 1
    xs = [x for x, _ in ann]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    # All start at 0; a higher total is drawn higher (a smaller y).
    assert ann[0][1] == bo[0][1] == cy[0][1]
    assert ann[1][1] < cy[1][1] < bo[1][1] and bo[3][1] < cy[3][1] < ann[3][1]
    zero = [
        float(line.get("y1"))
        for line in root.findall(f"{SVG}line")
        if line.get("stroke-width") == "1.2"  # the zero line is drawn heavier than the grid
    ]
    assert zero == [ann[0][1]]
    legend = [t.text for t in root.iter(f"{SVG}text") if t.text and t.text.startswith(("Ann", "Bo", "Cy"))]
    assert legend == ["Ann -10", "Bo 20", "Cy 5"]


def test_the_parties_tell_apart_without_colour_and_in_the_dark() -> None:
    text = running_totals_svg(HISTORY)
    root = ET.fromstring(text)
    dashes = [line.get("stroke-dasharray") for line in root.findall(f"{SVG}polyline")]
    assert len(set(dashes)) == 3
    assert "prefers-color-scheme:dark" in text


def test_the_chart_escapes_names_and_stands_empty() -> None:
    hostile = [{"kind": "round", "round": 1, "totals": {SCRIPT_PLAYER: 1, "B&B": -1}}]
    root = ET.fromstring(running_totals_svg(hostile))
    assert [line.find(f"{SVG}title").text for line in root.findall(f"{SVG}polyline")] == [SCRIPT_PLAYER, "B&B"]
    empty = ET.fromstring(running_totals_svg([], ["A", "B"]))
    assert [len(_points(line)) for line in empty.findall(f"{SVG}polyline")] == [1, 1]


@pytest.mark.parametrize(("low", "high"), [(0, 0), (-115, 33), (0, 7), (-3, 1_000_000), (-50, -20)])
def test_nice_ticks_cover_the_range(low: int, high: int) -> None:
    ticks = nice_ticks(low, high)
    assert ticks[0] <= low and ticks[-1] >= high and len(ticks) >= 2
    steps = {b - a for a, b in itertools.pairwise(ticks)}
    assert len(steps) == 1 and str(steps.pop()).lstrip("125").strip("0") == ""


def test_a_json_history_draws_the_same_as_the_ledgers(cli, cli_json) -> None:
    new_game(cli_json)
    play(cli, 2)
    code, history = cli_json("history")
    assert code == 0
    root = ET.fromstring(running_totals_svg(json.loads(json.dumps(history))))
    assert len(root.findall(f"{SVG}polyline")) == 2


def test_a_pile_is_grouped_as_the_game_counts_it_alike_cards_once() -> None:
    from hanascore.views.round_view import pile_groups

    mushi = dict(find_game("mushi").values)
    groups = pile_groups((13, 10, 12, 31), mushi, "en")
    assert [(g.label, len(g.cards), g.names) for g in groups] == [
        ("20 points", 1, ["Crane"]),
        ("5 points", 1, ["Cherry Poetry Ribbon"]),
        ("1 point", 2, ["Pine chaff ×2"]),
    ]
    by_type = pile_groups((13, 61, 10), {}, "en")
    assert [g.label for g in by_type] == ["brights", "ribbons", "chaff"]


def test_teams_show_their_members(cli, cli_json) -> None:
    import tomllib

    sample = SAMPLES / "sakura-four-player-teams.toml"
    data = tomllib.loads(sample.read_text())
    teams = [f"--team={name}={','.join(members)}" for name, members in data["teams"].items()]
    new_game(cli_json, "--dealer", "Bo", *teams, game="sakura", players=tuple(data["players"]))
    assert cli("add", str(sample)).exit_code == 0
    shown = " ".join("".join(Page(html_export(cli)).text).split())
    assert "Teams: Red (Ann, Cy); Blue (Bo, Di)" in shown
    assert "Red (Ann, Cy)" in shown.split("Round 1", 1)[1]


def test_an_unknown_format_names_html_among_the_formats(cli, cli_json) -> None:
    new_game(cli_json)
    result = cli("export", "--format", "pdf")
    assert result.exit_code == 2 and "export writes html, csv, json, markdown" in result.stderr
