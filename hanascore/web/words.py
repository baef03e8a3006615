"""The page's words in English and Japanese (card and yaku names come from the games' data)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fastapi import Request

LANGUAGES = ("en", "ja")
#: Where a browser keeps the language chosen on the page.
LANGUAGE_COOKIE = "hanascore_lang"

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "games": "Games",
        "no_games": "No games yet.",
        "new_game": "New game",
        "start": "Start the game",
        "game": "Game",
        "players": "Players",
        "players_hint": "One per line, in seating order",
        "teams": "Teams",
        "teams_hint": "One team per line: Red = Ann, Cy (leave empty to play alone)",
        "dealer": "First dealer",
        "dealer_hint": "Empty: the first player",
        "rounds": "Rounds",
        "target": "Or play until a total reaches",
        "house_rules": "House rules",
        "variant": "Variant",
        "name": "Name",
        "none": "none",
        "standings": "Standings",
        "total": "Total",
        "points": "Points",
        "rounds_played": "Rounds played",
        "of": "of",
        "leaders": "Leading",
        "next_dealer": "Next dealer",
        "winner": "Winner",
        "game_over": "Game over",
        "damaged": "Damaged: its records in the ledger cannot be read",
        "tie": "Tie for the lead",
        "carry_over": "Carried over",
        "chart": "Running totals",
        "rounds_title": "Rounds",
        "round": "Round {n}",
        "adjustment": "Adjustment",
        "dealt_by": "dealt by",
        "enter_round": "Enter a round",
        "undo": "Undo the last entry",
        "correct": "Correct",
        "save": "Save the round",
        "save_correction": "Save the correction",
        "sheet": "The round's sheet",
        "pile": "Pile",
        "cards": "cards",
        "field_end": "Left on the field",
        "field_start": "Field as dealt",
        "rest": "All the rest",
        "clear_pile": "Clear",
        "problems": "To fix",
        "no_problems": "The round adds up.",
        "questions": "Questions",
        "result": "Result",
        "card_points": "card points",
        "score": "score",
        "sat_out": "sat this round out: scores 0",
        "dead": "dead (scored by nobody)",
        "pays": "pays",
        "view_only": "View only: open the edit link printed by 'hanascore serve' to change the ledger.",
        "yes": "yes",
        "no": "no",
        "back": "Back",
        "stopped_by": "stopped by",
        "multiplier": "multiplier",
        "warning": "warning",
        "moved_on": "Round {n} was saved meanwhile on another phone: this page now enters the next round.",
        "game_changed": "The game changed meanwhile on another phone: this page shows it as it is now.",
        "language": "日本語",
    },
    "ja": {
        "games": "ゲーム",
        "no_games": "まだゲームがありません。",
        "new_game": "新しいゲーム",
        "start": "ゲームを始める",
        "game": "ゲーム",
        "players": "プレイヤー",
        "players_hint": "一行に一人、座順に",
        "teams": "チーム",
        "teams_hint": "一行に一チーム：Red = Ann, Cy（個人戦なら空欄）",
        "dealer": "最初の親",
        "dealer_hint": "空欄：最初のプレイヤー",
        "rounds": "回戦数",
        "target": "または目標点",
        "house_rules": "ローカルルール",
        "variant": "変種",
        "name": "名前",
        "none": "なし",
        "standings": "成績",
        "total": "合計",
        "points": "点",
        "rounds_played": "終了した回",
        "of": "／",
        "leaders": "首位",
        "next_dealer": "次の親",
        "winner": "勝者",
        "game_over": "ゲーム終了",
        "damaged": "破損：台帳の記録を読めません",
        "tie": "首位が同点",
        "carry_over": "持ち越し",
        "chart": "得点の推移",
        "rounds_title": "各回",
        "round": "第{n}回",
        "adjustment": "調整",
        "dealt_by": "親",
        "enter_round": "回を入力",
        "undo": "最後の記録を取り消す",
        "correct": "訂正",
        "save": "この回を保存",
        "save_correction": "訂正を保存",
        "sheet": "この回の記録",
        "pile": "取り札",
        "cards": "枚",
        "field_end": "場に残った札",
        "field_start": "配られた場札",
        "rest": "残りすべて",
        "clear_pile": "消す",
        "problems": "要修正",
        "no_problems": "計算が合います。",
        "questions": "質問",
        "result": "結果",
        "card_points": "札の点",
        "score": "得点",
        "sat_out": "この回は休み：0点",
        "dead": "死に札（誰の点にもならない）",
        "pays": "→",
        "view_only": "閲覧のみ：記録を変えるには 'hanascore serve' が表示した編集用リンクを開いてください。",
        "yes": "はい",
        "no": "いいえ",
        "back": "戻る",
        "stopped_by": "上がり",
        "multiplier": "倍",
        "warning": "注意",
        "moved_on": "第{n}回は他の端末で保存されました：このページは次の回の入力です。",
        "game_changed": "他の端末で対局が変わりました：今の状態を表示しています。",
        "language": "English",
    },
}


def words_for(language: str) -> Mapping[str, str]:
    """The page's words in ``language`` (English where it is not one the page speaks)."""
    return WORDS.get(language, WORDS["en"])


def language_of(query: str | None, cookie: str | None, accept_language: str | None) -> str:
    """The page's language: asked for in the query, kept in a cookie, else the browser's."""
    for asked in (query, cookie):
        if asked in LANGUAGES:
            return asked
    first = (accept_language or "").split(",")[0].strip().lower()
    return "ja" if first.startswith("ja") else "en"


def page_language(request: Request) -> str:
    """The language of the page ``request`` asks for."""
    return language_of(
        request.query_params.get("lang"), request.cookies.get(LANGUAGE_COOKIE), request.headers.get("accept-language")
    )
