"""Mushi's words, in English and Japanese: its rules and notes, its question, its formula,
its leftovers and misdeals.  The registry adds them to the one word table."""

WORDS: dict[str, tuple[str, str]] = {
    "mushi.formula": (
        "(card points - 115) + own yaku - opponent's yaku",
        "（札の点 − 115）＋自分の役 − 相手の役",
    ),
    "mushi.note.deck": (
        "Peony and Bush Clover are removed: 40 cards worth 230, half is 115.",
        "牡丹と萩を抜く：40枚で230点、その半分が115点。",
    ),
    "mushi.note.wild": (
        "The Lightning (113) is wild: it captures any single card but another Willow.",
        "雷（113）は化け札：ほかの柳の札を除き、どの札でも一枚取れる。",
    ),
    "mushi.note.leftovers": (
        "Leftovers: the Willow goes to the holder of the other two Willows, the other card to the Lightning's holder.",
        "場に残った札：柳の札は残りの柳二枚を取った打ち手へ、もう一枚は雷を取った打ち手へ。",
    ),
    "mushi.rule.five-brights": (
        "Score Five Brights (false: the three-yaku variant).",
        "五光を数える（false なら三役だけの遊び方）。",
    ),
    "mushi.rule.five-brights@page": (
        "Score Five Brights (off: the three-yaku variant).",
        "五光を数える（外すと三役だけの遊び方）。",
    ),
    "mushi.rule.willow-misdeal": (
        "Rain Man, Swallow and Willow ribbon all dealt to the field is a misdeal.",
        "小野道風・燕・柳の短冊がすべて最初の場札に配られたら配り直し。",
    ),
    "mushi.rule.four-pairs-misdeal": (
        "Four pairs of different months dealt to the field is a misdeal.",
        "違う月の札が二枚ずつ四組、最初の場札に配られたら配り直し。",
    ),
    "mushi.question.wild": (
        "Which card did the Lightning capture? (its month's leftover goes to the Lightning's holder)",
        "雷（柳のカス）が取った札は？（その月の残り札は雷を取った打ち手へ）",
    ),
    "mushi.leftover.willow": (
        "the Willow goes to the holder of the other two Willows",
        "柳は残りの柳二枚を取った打ち手へ",
    ),
    "mushi.leftover.lightning-mate": (
        "the mate of the card the Lightning captured goes to the Lightning's holder",
        "雷が取った札の相方は雷を取った打ち手へ",
    ),
    "mushi.leftover.hint": (
        "normally one Willow and one mate of the Lightning's capture stay on the field; ",
        "ふつうは柳が一枚と、雷が取った札の相方が一枚、場に残る。",
    ),
    "mushi.leftover.willow-mates-apart": (
        "{card} (its two Willow mates are not in one pile)",
        "{card}（残りの柳二枚が一つの取り札にない）",
    ),
    "mushi.leftover.lightning-month": (
        "{card} (the Lightning captured a month-{month} card)",
        "{card}（雷が取ったのは{month}月の札）",
    ),
    "mushi.misdeal.rain-man": (
        "the Rain Man, Swallow and Willow ribbon were all dealt to the field (none could be captured): a misdeal, the deal must be redone (house rule willow_misdeal)",
        "小野道風・燕・柳の短冊がすべて最初の場札に配られた（どれも取れない）：配り直し（ローカルルール `willow_misdeal`）",
    ),
    "mushi.misdeal.rain-man@page": (
        "the Rain Man, Swallow and Willow ribbon were all dealt to the field (none could be captured): a misdeal under this game's house rules, the deal must be redone",
        "小野道風・燕・柳の短冊がすべて最初の場札に配られた（どれも取れない）：このゲームのローカルルールでは配り直し",
    ),
    "mushi.misdeal.four-pairs@page": (
        "four pairs of different months were dealt to the field: a misdeal under this game's house rules, the deal must be redone",
        "違う月の札が二枚ずつ四組、最初の場札に配られた：このゲームのローカルルールでは配り直し",
    ),
    "mushi.misdeal.four-pairs": (
        "four pairs of different months were dealt to the field: a misdeal under four_pairs_misdeal, the deal must be redone",
        "違う月の札が二枚ずつ四組、最初の場札に配られた：配り直し（ローカルルール `four_pairs_misdeal`）",
    ),
}
