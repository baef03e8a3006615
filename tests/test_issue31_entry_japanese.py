"""Issue 31, "the terminal speaks Japanese": under ``LANG=ja_JP.UTF-8`` one interactive round
(``hanascore add`` on a real pseudo-terminal) shows no English word outside names, the words the
player typed, key names and ``rest``; every question, note, toolbar and confirmation comes from
the word table in both languages, and a game's questions are said in the words the page asks
them in (``question.*``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hanascore.cli.answers import prompt_layout
from hanascore.cli.line_editing import toolbar_text
from hanascore.core.words import WORDS, question_said
from hanascore.games import all_games, find_game
from tests import test_pty_entry
from tests.test_hachihachi_entry import ANN_A, BO_A
from tests.test_koikoi import A_ANN, A_BO, A_END
from tests.test_pty_entry import ENTER, PtySession, hanascore, standings

#: The pty sessions, closed however a test ends (the fixture of tests/test_pty_entry.py).
terminal = test_pty_entry.terminal

ROOT = Path(__file__).resolve().parent.parent
#: The modules of interactive entry: every word they show comes from the word table.
ENTRY_MODULES = ("interactive", "pile_questions", "fact_questions", "round_form", "prompts", "answers", "line_editing")
#: Words that stay in ASCII on a Japanese screen: the keys a player presses, the token for
#: "every card not placed yet" (typed as is), and the players' names.
KEYS_AND_TOKENS = {"Ctrl", "Tab", "Shift", "Enter", "rest"}  # Shift-Tab: back a question (issue 32)
NAMES = {"Ann", "Bo", "Cy"}


def english_words(lines: list[str], allowed: set[str]) -> list[str]:
    """The ASCII words (two letters or more) of ``lines`` that are not ``allowed``: what leaks
    English onto a Japanese screen (card codes such as ``1b`` and ``y/n`` are no such word)."""
    return [
        f"{word!r} in {line.strip()!r}"
        for line in lines
        for word in re.findall(r"[A-Za-z]{2,}", line)
        if word not in allowed
    ]


def japanese_ledger(
    terminal: type[PtySession], tmp_path: Path, game: str, *players: str, options: tuple[str, ...] = ()
) -> str:
    """A new ledger of ``game`` with ``players`` (and ``options`` of ``hanascore new``); its path."""
    db = str(tmp_path / f"{game}.db")
    args = [part for player in players for part in ("-p", player)]
    session = terminal(hanascore("new", game, *args, *options, "--db", db))
    assert session.wait() == 0, session.text
    return db


@pytest.fixture
def japanese(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Japanese locale, inherited by the pty's child (PtySession copies the environment)."""
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")


def answer(session: PtySession, question: str, typed: str) -> None:
    """Wait for ``question`` on the finished screen, then type ``typed`` and Enter."""
    session.expect_shown(question)
    session.keys(typed, ENTER)


def finish(session: PtySession, db: str, typed: set[str]) -> list[str]:
    """Save the round; the screen's English words beyond the allowed ones."""
    session.expect_shown("この局を保存しますか？（y/n、答えを直すならe）：")
    session.keys("y")  # one key
    assert session.wait() == 0, session.text
    return english_words(session.transcript(), KEYS_AND_TOKENS | NAMES | typed)


@pytest.mark.pty
def test_a_mushi_round_counted_speaks_japanese(terminal: type[PtySession], tmp_path: Path, japanese: None) -> None:
    db = japanese_ledger(terminal, tmp_path, "mushi", "Ann", "Bo", "Cy")
    session = terminal(hanascore("add", "--db", db))
    session.expect_shown("虫の新しい局 — 親はAnn。順番：Ann、Bo、Cy")
    session.expect_shown("種類（光、タネ、短冊、カス）")
    answer(session, "この局を打ったのは誰ですか？", "Ann、Bo")
    session.expect_shown("Annの取り札：")
    session.keys("3 光 4 タネ 3 短冊 8 カス + 三光")
    session.expect_shown("数えた形：18枚（光3枚、タネ4枚、短冊3枚、カス8枚） · 役：三光")
    session.keys(ENTER)
    answer(session, "Boの取り札［rest］：", "")
    answer(session, "場に残った札［なし］：", "")
    answer(session, "最初の場札（配ったとき）［なし］", "")
    leaks = finish(session, db, set())
    assert not leaks, "\n".join(leaks)
    assert {p["name"]: p["total"] for p in standings(db)["parties"]} == {"Ann": 33, "Bo": -33, "Cy": 0}  # type: ignore[index]


@pytest.mark.pty
def test_a_koi_koi_round_with_a_koi_koi_call_speaks_japanese(
    terminal: type[PtySession], tmp_path: Path, japanese: None
) -> None:
    db = japanese_ledger(terminal, tmp_path, "koi-koi", "Ann", "Bo")
    session = terminal(hanascore("add", "--db", db))
    # Who called shoubu first: a round stopped had no lucky hand (not asked).
    answer(session, "勝負を宣言して局を終えたのは誰ですか？", "Ann")
    answer(session, "Annの取り札：", A_ANN)
    answer(session, "Boの取り札：", A_BO)
    answer(session, "場に残った札［なし］：", A_END)
    answer(session, "最初の場札（配ったとき）［なし］", "")
    answer(session, "それぞれ何回こいこいしましたか？［Bo=1］：", "")  # offered: the call the piles need
    leaks = finish(session, db, set())
    assert not leaks, "\n".join(leaks)
    assert {p["name"]: p["total"] for p in standings(db)["parties"]} == {"Ann": 64, "Bo": 0}  # type: ignore[index]


@pytest.mark.pty
def test_a_hachi_hachi_round_speaks_japanese(terminal: type[PtySession], tmp_path: Path, japanese: None) -> None:
    db = japanese_ledger(terminal, tmp_path, "hachi-hachi", "Ann", "Bo", "Cy")
    session = terminal(hanascore("add", "--db", db))
    answer(session, "Ann：出した手役［なし］（なければEnter）：", "41 42 43")
    answer(session, "Bo：出した手役［なし］（なければEnter）：", "karasu")
    answer(session, "Cy：出した手役［なし］（なければEnter）：", "")
    answer(session, "Annの取り札：", ANN_A)
    answer(session, "Boの取り札：", BO_A)
    # Played out by three, no dekiyaku: Cy's pile is the rest, the end field empty (not asked).
    session.expect_shown("Cyの取り札：残りの札すべて")
    session.expect_shown("（この局の倍率が決まります。倍率の札が配られていなければEnter）")
    answer(session, "最初の場札（配ったとき）［なし］", "30 33 53 63 93 103")
    leaks = finish(session, db, {"karasu"})
    assert not leaks, "\n".join(leaks)
    assert {p["name"]: p["total"] for p in standings(db)["parties"]} == {"Ann": 52, "Bo": 154, "Cy": -206}  # type: ignore[index]


# -- the words themselves -------------------------------------------------------------------------


def entry_keys() -> set[str]:
    """Every ``entry.*`` key the entry modules say (each must be in the table)."""
    said: set[str] = set()
    for module in ENTRY_MODULES:
        source = (ROOT / "hanascore" / "cli" / f"{module}.py").read_text(encoding="utf-8")
        said |= set(re.findall(r'"(entry\.[a-z-]+)"', source))
        # Keys made from a word: ``f"entry.{english}"`` (nothing), ``f"entry.menu-{...}"``.
        said |= {f"entry.{w}" for w in ("none", "skip", "no")} if 'f"entry.{english}"' in source else set()
    return said


def test_every_entry_prompt_key_has_both_languages() -> None:
    table = {key: both for key, both in WORDS.items() if key.startswith(("entry.", "corrected."))}
    assert len(table) > 60
    assert entry_keys() <= set(table), sorted(entry_keys() - set(table))
    for key, (english, japanese) in table.items():
        assert english.strip() and japanese.strip(), key
        # Japanese punctuation is full width (card codes, key names and y/n stay ASCII).
        assert not re.search(r"[(),:;]|\[(?!y/N)", japanese.replace("{answer!r}", "")), (key, japanese)
        # The same placeholders (Japanese has no plural ending).
        assert set(re.findall(r"\{(\w+)", english)) - {"plural"} == set(re.findall(r"\{(\w+)", japanese)), key


def test_no_english_prose_is_left_in_the_entry_modules() -> None:
    # The old prompts, one of each kind: a question, a note, a toolbar, a confirmation.
    for module in ENTRY_MODULES:
        source = (ROOT / "hanascore" / "cli" / f"{module}.py").read_text(encoding="utf-8")
        for old in (
            "Who played this round?",
            "End field (cards",
            "card{'s' if",
            "Save this round?",
            "Discard this round? [y",
        ):
            assert f'"{old}' not in source, (module, old)


def test_every_game_question_is_said_in_japanese() -> None:
    for game in all_games():
        for spec in game.facts.fields():
            if spec.ledger_derived and spec.key != "month":
                continue
            said = question_said("ja", spec.question)
            assert said != spec.question, (game.id, spec.question)
            assert not english_words([said], {"Ann", "Bo", "Enter", "rest"}), (game.id, said)


def test_a_japanese_question_is_framed_and_folded_in_japanese() -> None:
    parts = prompt_layout("Annの取り札", "rest", None, 80, "ja")
    assert "".join(text for _, text in parts) == "Annの取り札［rest］："
    # At 40 columns the note goes above the question, folded between characters.
    note = "この局の倍率が決まります。倍率の札が配られていなければEnter"
    shown = "".join(text for _, text in prompt_layout("最初の場札（配ったとき）", "なし", note, 40, "ja"))
    assert all(len(line.encode("utf-16-le")) // 2 <= 40 for line in shown.split("\n"))
    assert shown.replace("\n", "").startswith(f"（{note}）最初の場札（配ったとき）［なし］：")
    # English is as it was.
    assert "".join(t for _, t in prompt_layout("Ann's pile", "rest", None, 80)) == "Ann's pile [rest]: "


def test_the_toolbar_speaks_japanese() -> None:
    deck = frozenset(find_game("mushi").deck)
    assert toolbar_text("10 11 rest xyz 60", deck, lang="ja") == (
        "ここまで2枚 · rest：まだ置いていない札すべて · 読めない：xyz · この札にはない：60　（Tabで札を補完）"
    )
