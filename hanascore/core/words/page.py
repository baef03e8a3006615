"""The page's own words (``page.*``, given to its templates as ``w``), and what the page calls
the places a problem names: ``key: (english, japanese)``.

The page speaks to people tapping cards: a place is named as the page shows it ("Ann's pile",
"Left on the field"), never by a sheet's key (``captured.Ann``, ``field.end``).  A game's
questions, house rules and choices are the game's own words (``<game>.question.*``, with a
phrasing for the page as ``...@page``).
"""

WORDS: dict[str, tuple[str, str]] = {
    # The same round saved twice in a row: asked before it is written.
    "page.duplicate": (
        "This round is identical to round {n}. Add it anyway?",
        "この局は第{n}局とまったく同じです。それでも加えますか？",
    ),
    "page.duplicate_add": ("Add it anyway", "それでも加える"),
    "page.duplicate_cancel": ("Don't add it", "加えない"),
    "page.who_played": ("Who played this round?", "この局を打ったのは誰ですか？"),
    "page.show_cards": ("Tap the cards shown", "見せた札を選ぶ"),
    "page.offline": (
        "The server did not answer: check the connection, then tap again.",
        "サーバーから返事がありません。接続を確かめて、もう一度タップしてください。",
    ),
    # The game's questions as a row of chips above the piles, each opened by a tap.
    "page.questions": ("The round's questions", "この局の質問"),
    "page.no_questions": ("Questions show here when needed.", "必要になると、ここに質問が出ます。"),
    "page.question_new": ("New question: {names}", "新しい質問：{names}"),
    "page.question_wanted": ("needs an answer", "答えが必要"),
    "page.question_done": ("Done", "閉じる"),
    # A question's name on its chip: short, beside its answer.
    "chip.active": ("Who played", "打った人"),
    "chip.bids": ("Bids", "競り"),
    "chip.wild_captured": ("Wild card took", "化け札が取った札"),
    "chip.stopped_by": ("Stopped by", "上がった人"),
    "chip.cancelled_by": ("Cancelled by", "取り消した人"),
    "chip.sage": ("Sage called by", "下げた人"),
    "chip.koi": ("Koi-koi calls", "こいこい"),
    "chip.teyaku": ("Hands shown", "手役"),
    "chip.month": ("Month", "月"),
    "chip.unplayed": ("Not played", "残った札"),
    "chip.dropped": ("Dropped out", "降りた人"),
    "chip.multiplier": ("Multiplier", "倍率"),
    # The places a problem names, as the page shows them (a pile is "{name}'s pile": place.pile).
    "where.active": ("Who played", "打った人"),
    "where.bids": ("Bids", "競り"),
    "where.bid": ("{name}'s bid", "{name}の競り"),
    "where.wild_captured": ("The wild card's capture", "化け札が取った札"),
    "where.stopped_by": ("Who stopped the round", "上がった人"),
    "where.cancelled_by": ("Who cancelled", "取り消した人"),
    "where.sage": ("Who called sage", "下げた人"),
    "where.koi": ("Koi-koi calls", "こいこいの回数"),
    "where.teyaku": ("Hands shown at the deal", "手役"),
    "where.month": ("Month", "月"),
    "where.unplayed": ("Cards still in the hands or the draw pile", "手札と山札に残った札"),
    "where.dropped": ("Who dropped out", "降りた人"),
    "where.multiplier": ("Multiplier", "倍率"),
    "where.dealer": ("Dealer", "親"),
    "where.next_dealer": ("Next dealer", "次の親"),
    "where.game": ("Game", "遊び"),
    "where.variant": ("Variant", "変種"),
    "where.players": ("Players", "打ち手"),
    "where.teams": ("Teams", "組"),
    "where.rounds": ("Rounds", "局数"),
    "where.target": ("Target", "目標点"),
    "where.name": ("Name", "名前"),
    "where.house": ("House rules", "ローカルルール"),
    "where.round": ("Round {n}", "第{n}局"),
    "where.sheet": ("The round's record", "この局の記録"),
    "where.edit": ("Editing", "編集"),
}

#: A house rule's choices on the new-game form, by their value (``choice.`` and the value: the
#: form sends the value, and shows these words).
RULES: dict[str, tuple[str, str]] = {
    # Shared by games that bring no words of their own for it (a game's own: ``<game>.choice.<value>``).
    "choice.none": ("none", "なし"),
    "choice.sum": ("sum", "すべて"),
    "choice.max": ("max", "一番大きいもの"),
    "choice.off": ("off", "なし"),
}

WORDS.update(RULES)
