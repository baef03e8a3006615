"""The page's own words (``page.*``, given to its templates as ``w``), and what the page calls
the places a problem names: ``key: (english, japanese)``.

The page speaks to people tapping cards: a place is named as the page shows it ("Ann's pile",
"Left on the field"), never by a sheet's key (``captured.Ann``, ``field.end``).  The questions
of the games' facts are said by their English text (``question.`` and the text): the games
declare them in English, and the page asks them in its reader's language.
"""

WORDS: dict[str, tuple[str, str]] = {
    # The same round saved twice in a row: asked before it is written.
    "page.duplicate": (
        "This round is identical to round {n}. Add it anyway?",
        "この回は第{n}回とまったく同じです。それでも加えますか？",
    ),
    "page.duplicate_add": ("Add it anyway", "それでも加える"),
    "page.duplicate_cancel": ("Don't add it", "加えない"),
    "page.who_played": ("Who played this round?", "この回を打ったのは誰ですか？"),
    "page.offline": (
        "The server did not answer: check the connection, then tap again.",
        "サーバーから返事がありません。接続を確かめて、もう一度タップしてください。",
    ),
    # The places a problem names, as the page shows them (a pile is "{name}'s pile": place.pile).
    "where.active": ("Who played", "打った人"),
    "where.bids": ("Bids", "競り"),
    "where.bid": ("{name}'s bid", "{name}の競り"),
    "where.wild_captured": ("The wild card's capture", "鬼札が取った札"),
    "where.stopped_by": ("Who stopped the round", "上がった人"),
    "where.crane_after_storm": ("The Crane and the storm", "鶴と嵐"),
    "where.multiplier": ("Multiplier", "倍率"),
    "where.dealer": ("Dealer", "親"),
    "where.next_dealer": ("Next dealer", "次の親"),
    "where.game": ("Game", "遊び"),
    "where.variant": ("Variant", "変種"),
    "where.players": ("Players", "プレイヤー"),
    "where.teams": ("Teams", "チーム"),
    "where.rounds": ("Rounds", "回戦数"),
    "where.target": ("Target", "目標点"),
    "where.name": ("Name", "名前"),
    "where.house": ("House rules", "ローカルルール"),
    "where.house_rule": ("House rule {name}", "ローカルルール {name}"),
    "where.round": ("Round {n}", "第{n}回"),
    "where.sheet": ("The round's record", "この回の記録"),
    "where.edit": ("Editing", "編集"),
    # The games' questions, by their English text (core.facts: each game's Facts).
    "question.Which card did the Lightning capture? (its month's leftover goes to the Lightning's holder)": (
        "Which card did the Lightning capture? (its month's leftover goes to the Lightning's holder)",
        "雷（柳のカス）が取った札はどれですか？（その月の残り札は雷の持ち主へ）",
    ),
    "question.Which card did the Gaji capture? (leftovers of its suit go to the Gaji's holder)": (
        "Which card did the Gaji capture? (leftovers of its suit go to the Gaji's holder)",
        "ガジ（鬼札）が取った札はどれですか？（その月の残り札はガジの持ち主へ）",
    ),
    "question.What did each player bid? (e.g. Ann=5, Bo=12)": (
        "What did each player bid?",
        "それぞれの競りはいくつでしたか？",
    ),
    "question.Did a yaku stop the round early? Who made it (Enter if the round was played out)?": (
        "Did a yaku stop the round early? Who made it? (leave it empty if the round was played out)",
        "役で途中で上がりましたか？上がったのは誰ですか？（打ち切った回なら空のまま）",
    ),
    "question.Was the Crane captured after the storm card? (the Sun calms the storm)": (
        "Was the Crane captured after the storm card? (the Sun calms the storm)",
        "鶴は雨札の後に取りましたか？（日の出で嵐が鎮まります）",
    ),
    "question.Does this round run on a multiplier carried over from an earlier round (1, 2 or 4)?": (
        "Does this round run on a multiplier carried over from an earlier round (1, 2 or 4)?",
        "この回は前の回から持ち越した倍率（1、2、4）で打ちますか？",
    ),
}
