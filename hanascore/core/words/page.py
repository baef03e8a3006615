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
    "page.show_cards": ("Tap the cards shown", "見せた札を選ぶ"),
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
    "where.cancelled_by": ("Who cancelled", "取り消した人"),
    "where.sage": ("Who called sage", "下げた人"),
    "where.koi": ("Koi-koi calls", "こいこいの回数"),
    "where.teyaku": ("Hands shown at the deal", "手役"),
    "where.month": ("Month", "月"),
    "where.unplayed": ("Cards still in the hands or the draw pile", "手札と山に残った札"),
    "where.dropped": ("Who dropped out", "降りた人"),
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
    "where.round": ("Round {n}", "第{n}回"),
    "where.sheet": ("The round's record", "この回の記録"),
    "where.edit": ("Editing", "編集"),
    # The games' questions, by their English text (core.facts: each game's Facts).
    "question.Which card did the Gaji capture? (leftovers of its suit go to the Gaji's holder)": (
        "Which card did the Gaji capture? (leftovers of its suit go to the Gaji's holder)",
        "ガジ（鬼札）が取った札はどれですか？（その月の残り札はガジの持ち主へ）",
    ),
    "question.What did each player bid? (e.g. Ann=5, Bo=12)": (
        "What did each player bid?",
        "それぞれの競りはいくつでしたか？",
    ),
}

#: The games' warnings and leftover reasons as the page says them (``said.X@page``: see
#: :mod:`hanascore.views.said`), where the terminal's name a sheet's key.
SAID: dict[str, tuple[str, str]] = {
    "said.gaji ignored@page": (
        "the card the Gaji captured is ignored: nobody captured the Gaji this round",
        "鬼札が取った札は数えない: この回は誰も鬼札を取っていない",
    ),
    "said.chu basa@page": (
        "chu and basa count only when round wins are counted, and in Oi-bana payments",
        "中と場佐は勝数で数える時と追い花の支払いでのみ数える",
    ),
    "said.gaji unknown@page": (
        "which card the Gaji captured is not said",
        "鬼札が取った札が答えられていない",
    ),
}

#: The house rules' meanings on the new-game form, by the English meaning each game declares
#: (``rule.`` and the meaning), and a rule's choices by their value (``choice.`` and the value:
#: the form sends the value, and shows these words).  The page's English leaves out a sheet's key.
RULES: dict[str, tuple[str, str]] = {
    "rule.End-field cards: suit-mates of the Gaji's capture go to its holder (gaji-suit), all go to the holder (all-to-gaji), or all are dead (none).": (
        "End-field cards: suit-mates of the Gaji's capture go to its holder, all go to the holder, or all are dead.",
        "場に残った札: ガジが取った札と同じ月の札はガジの持ち主へ、すべてガジの持ち主へ、またはすべて死に札。",
    ),
    "rule.A Gaji dealt to the field stays in play (keep) or is dead at once (discard).": (
        "A Gaji dealt to the field stays in play or is dead at once.",
        "場に配られたガジは場に残るか、すぐに死に札になる。",
    ),
    "rule.The game counts points (points) or round wins (victories, Paradise Factors).": (
        "The game counts points or round wins (Paradise Factors).",
        "点数で数えるか、勝った回数で数える。",
    ),
    "rule.Chu: a win by 50 or more over every opponent counts double (victories; Oi-bana payments).": (
        "Chu: a win by 50 or more over every opponent counts double (round wins; Oi-bana payments).",
        "中: どの相手にも 50 点以上の差で勝つと二倍（勝数で数えるときと追い花の支払い）。",
    ),
    "rule.Basa: a win by 100 or more over every opponent counts double (victories; Oi-bana payments).": (
        "Basa: a win by 100 or more over every opponent counts double (round wins; Oi-bana payments).",
        "場佐: どの相手にも 100 点以上の差で勝つと二倍（勝数で数えるときと追い花の支払い）。",
    ),
    "rule.Chu counts double and Basa triple; turns both chu and basa on.": (
        "Chu counts double and Basa triple; turns both Chu and Basa on.",
        "中は二倍、場佐は三倍。中と場佐の両方が入ります。",
    ),
    "rule.Oi-bana: the loser pays the winner's bid (winner-bid) or its own bid (loser-bid).": (
        "Oi-bana: the loser pays the winner's bid or its own bid.",
        "追い花: 負けた人が勝った人の競りの分を払うか、自分の競りの分を払う。",
    ),
    "rule.Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, x4 first (false: the others are dropped).": (
        "Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, x4 first (off: the others are dropped).",
        "配りの場に倍の札が複数あるとき: 一番大きい倍を使い、ほかは後の回に持ち越す（×4 が先）。外すとほかは捨てる。",
    ),
    "choice.gaji-suit": ("gaji-suit", "ガジと同じ月"),
    "choice.all-to-gaji": ("all-to-gaji", "すべてガジの持ち主へ"),
    "choice.none": ("none", "すべて死に札"),
    "choice.keep": ("keep", "場に残す"),
    "choice.discard": ("discard", "死に札にする"),
    "choice.points": ("points", "点数"),
    "choice.victories": ("victories", "勝数"),
    "choice.winner-bid": ("winner-bid", "勝った人の競り"),
    "choice.loser-bid": ("loser-bid", "負けた人の競り"),
    "choice.sum": ("sum", "すべて"),
    "choice.max": ("max", "一番大きいもの"),
    "choice.off": ("off", "なし"),
    # A game's variants, by their id.
    "choice.oi-bana": ("Oi-bana", "追い花"),
}

WORDS.update(SAID)
WORDS.update(RULES)
