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
    # The places a problem names, as the page shows them (a pile is "{name}'s pile": place.pile).
    "where.active": ("Who played", "打った人"),
    "where.bids": ("Bids", "競り"),
    "where.bid": ("{name}'s bid", "{name}の競り"),
    "where.wild_captured": ("The wild card's capture", "鬼札が取った札"),
    "where.stopped_by": ("Who stopped the round", "上がった人"),
    "where.crane_after_storm": ("The Crane and the storm", "鶴と嵐"),
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
    # The games' questions, by their English text (core.facts: each game's Facts).
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
    "question.Who dropped out, in the order they dropped (Enter if nobody did)?": (
        "Who dropped out, in the order they dropped? (none: leave it empty)",
        "降りたのは誰ですか？降りた順に（いなければ空のまま）",
    ),
    "question.Teyaku declared (e.g. Ann=41 42 43; Bo=karasu; Enter if none)?": (
        "Teyaku declared: each player's cards shown and hand's id (e.g. 41 42 43, karasu)",
        "出した手役：各自の見せた札と役の名（例：41 42 43、空素）",
    ),
    "question.Who called sage, in the order of their first call (Enter if nobody)?": (
        "Who called sage, in the order of their first call?",
        "下げを宣言したのは誰ですか？最初の宣言の順に",
    ),
    "question.Who called shoubu (Enter if nobody)?": (
        "Who called shoubu? (none: leave it empty)",
        "勝負を宣言したのは誰ですか？（いなければ空のまま）",
    ),
    "question.Who cancelled (Enter if nobody)?": (
        "Who cancelled? (none: leave it empty)",
        "取り消したのは誰ですか？（いなければ空のまま）",
    ),
    "question.The cards not yet played (Enter if not listed)?": (
        "The cards not yet played (the hands and the draw pile)",
        "まだ打っていない札（手札と山札）",
    ),
    "question.Who called shoubu and ended the round (Enter if the hands were played out)?": (
        "Who called shoubu and ended the round? (leave it empty if the hands were played out)",
        "勝負を宣言して回を終えたのは誰ですか？（最後まで打ったなら空のまま）",
    ),
    "question.How many times did each player call koi-koi? (e.g. Bo=1)": (
        "How many times did each player call koi-koi?",
        "それぞれ何回こいこいしましたか？",
    ),
    "question.Lucky hand shown (its cards, e.g. Bo=40 41 42 43; Enter if none)?": (
        "Lucky hand shown: each player's cards shown (e.g. 40 41 42 43)",
        "見せた手役：各自の見せた札（例：40 41 42 43）",
    ),
    "question.Which cards were still in the hands or the draw pile ('rest')?": (
        "Which cards were still in the hands or the draw pile?",
        "手札と山札に残っていた札はどれですか？",
    ),
    "question.Which month is the round (1-12), for Cards of the Month?": (
        "Which month is the round (1-12), for Cards of the Month?",
        "この回は何月ですか？（1〜12、月札のため）",
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
    "said.end field holds@page": (
        "{ids} are left on the field: a played-out Musashino-bana round normally leaves the field empty; "
        "these cards are dead",
        "場に{ids}が残っている: 打ち切った武蔵野花の回は普通場が空になる; これらは死に札",
    ),
    "said.crane ignored@page": (
        "whether the Crane was captured after the storm card is ignored",
        "鶴を雨札の後に取ったかは数えない",
    ),
    "said.crane card ignored@page": (
        "whether the Crane was captured after card {n} is ignored: the {a} does not face the Crane across piles",
        "鶴を{n}番の後に取ったかは数えない: {a}は別の取り札の鶴と向き合っていない",
    ),
    "said.cup taken@page": (
        "{a}'s pile is taken to hold the Sake Cup, which forms {list} there (at this table it is a chaff too): "
        "the counts do not say {b} holds it",
        "{a}の取り札に菊に盃があるものとした ({list}が出来る。この卓では菊に盃はカスでもある): 数えた枚数ではそれは分からない",
    ),
    "said.cup left out@page": (
        "{a}'s animals are taken without the Sake Cup: with it, {b} would hold {list} (at this table it is a chaff too)",
        "{a}のタネに菊に盃はないものとした: あれば{a}に{list}が出来る (この卓では菊に盃はカスでもある)",
    ),
    "said.no start@page": (
        "the field as dealt is not given: the multiplier was taken as 1 (tap the field as dealt if a multiplier card was dealt to it)",
        "配りの場札がない: 倍率を1とした (倍率の札が場札に配られていたら、配りの場札をタップしてください)",
    ),
    "said.multipliers dropped@page": (
        "{list} dropped (at this table multipliers are not carried over)",
        "{list}は数えない (この卓では倍率を持ち越さない)",
    ),
    "said.koikoi month ignored@page": (
        "month {n} is ignored: Cards of the Month is not played at this table",
        "{n}月は数えない: この卓では月札の役はない",
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
    "rule.The Bush Warbler (20) and the Deer (100) on the starting field also double the round (the later revision).": (
        "The Bush Warbler (20) and the Deer (100) on the starting field also double the round (the later revision).",
        "配りの場の鶯（20）と鹿（100）でもその回は倍になる（後の改訂）。",
    ),
    "rule.Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, x4 first (false: the others are dropped).": (
        "Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, x4 first (off: the others are dropped).",
        "配りの場に倍の札が複数あるとき: 一番大きい倍を使い、ほかは後の回に持ち越す（×4 が先）。外すとほかは捨てる。",
    ),
    'rule.One capture forming several dekiyaku: "sum" pays them all, "max" pays only the largest.': (
        "One capture forming several dekiyaku: pay them all, or only the largest.",
        "一度の取りで出来役が複数できたとき: すべて払うか、一番大きいものだけ払う。",
    ),
    'rule.Four Brights is Crane, Moon, Lightning, Phoenix ("lightning"), or takes the Curtain instead of the Lightning ("curtain").': (
        "Four Brights is Crane, Moon, Lightning, Phoenix, or takes the Curtain instead of the Lightning.",
        "四光は鶴・月・雷・鳳凰か、雷の代わりに幕。",
    ),
    "rule.What each other party pays the player or team whose Five Kings or Seven Red Ribbons stopped the round.": (
        "What each other party pays the player or team whose Five Kings or Seven Red Ribbons stopped the round.",
        "五王か七夕で上がった人（組）に、ほかのそれぞれが払う点。",
    ),
    "rule.The most one party pays in a played-out round (0: no limit).": (
        "The most one party pays in a played-out round (0: no limit).",
        "打ち切った回に一人が払う上限（0 なら上限なし）。",
    ),
    'rule.Storm rule: "cards" voids the Moon, Curtain and Cherry ribbon of the Rain Man\'s or Lightning\'s holder\'s opponents; "banquets" voids their Moon and Flower Banquets.': (
        "Storm rule: the Rain Man's or Lightning's holder voids its opponents' Moon, Curtain and Cherry ribbon (cards), or their Moon and Flower Banquets (banquets).",
        "嵐の決まり: 小野道風か雷の持ち主の相手の月・幕・桜の短冊を無効にする（札）か、その相手の月の宴と花の宴を無効にする（宴）。",
    ),
    "rule.With a storm: an opponent who captured the Crane after the storm card calms that storm (sheet key crane_after_storm).": (
        "With a storm: an opponent who captured the Crane after the storm card calms that storm.",
        "嵐のとき: 雨札の後に鶴を取った相手はその嵐を鎮める。",
    ),
    "rule.Points per kan: 12 (the traditional dozenal value), 10 (decimal) or 6.": (
        "Points per kan: 12 (the traditional dozenal value), 10 (decimal) or 6.",
        "一貫の点: 12（昔ながらの十二進）、10（十進）または 6。",
    ),
    "rule.Every multiplier card on the starting field multiplies this round (4 x 4 x 2 = 32); nothing waits.": (
        "Every multiplier card on the starting field multiplies this round (4 x 4 x 2 = 32); nothing waits.",
        "配りの場の倍率札をすべてこの回に掛ける（4 × 4 × 2 = 32）。持ち越しなし。",
    ),
    "rule.Shoubu: when exactly one opponent called sage, that one pays the stopper double and the other nothing.": (
        "Shoubu: when exactly one opponent called sage, that one pays the stopper double and the other nothing.",
        "勝負: 相手の一人だけが下げていたら、その人が倍を払い、もう一人は払わない。",
    ),
    "rule.Diving and escape are paid (1 kan from each opponent).": (
        "Diving and escape are paid (1 kan from each opponent).",
        "飛び込みと抜け役を払う（相手それぞれから一貫）。",
    ),
    "rule.Boar, Deer, Butterflies (60 70 100) is a dekiyaku worth 7 kan.": (
        "Boar, Deer, Butterflies (60 70 100) is a dekiyaku worth 7 kan.",
        "猪鹿蝶（60 70 100）を七貫の出来役とする。",
    ),
    "rule.Seven Ribbons pays 1 kan more per ribbon beyond seven, the Willow ribbon counted.": (
        "Seven Ribbons pays 1 kan more per ribbon beyond seven, the Willow ribbon counted.",
        "七短は七枚を超える短冊一枚ごとに一貫増し（柳の短冊も数える）。",
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
    "choice.lightning": ("lightning", "雷"),
    "choice.curtain": ("curtain", "幕"),
    "choice.off": ("off", "なし"),
    "choice.cards": ("cards", "札"),
    "choice.banquets": ("banquets", "宴"),
    # A game's variants, by their id.
    "choice.oi-bana": ("Oi-bana", "追い花"),
}

WORDS.update(SAID)
WORDS.update(RULES)
