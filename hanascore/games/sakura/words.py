"""Sakura's words, in English and Japanese: its formula and notes, its house rules and
questions, where its leftovers go, its warnings, its victories (Chu, Basa, Shira Basa), the
Oi-bana bid, and its problems (the Gaji, four of a suit).  The registry adds them to the one
word table.

Hawaiian terms are katakana (チュー, バサ, シラバサ), the Gaji is ガジ and a wild card 化け札;
the card ids a message names are its parameters, never part of the words.
"""

WORDS: dict[str, tuple[str, str]] = {
    # -- What ``rules sakura`` says ----------------------------------------------------------
    "sakura.formula": (
        "card points - 50 x (yaku held by all opponents)",
        "札の点 − 50 ×（相手全員の役の数）",
    ),
    "sakura.note.values": (
        "Values: 20 Crane, Curtain, Moon, Phoenix; 10 every ribbon and the yellow-bottom Paulownia; "
        "5 every animal and the Rain Man; 0 other chaff (deck 240).",
        "札の点：鶴・幕・月・鳳凰が20、短冊すべてと桐の黄カスが10、タネすべてと小野道風が5、ほかのカスは0（札全部で240点）。",
    ),
    "sakura.note.own-yaku": (
        "Your own yaku cost your opponents 50 each; they add nothing to your score. Not zero-sum.",
        "自分の役は一つにつき相手それぞれの点から50を引き、自分の点には足さない。打ち手の点を合わせても0にはならない。",
    ),
    "sakura.note.junk": (
        "Zero-point chaff may be left out of the sheet (junked); every card worth points, and the Gaji, must be placed.",
        "0点のカスは記録表に書かなくてよい（捨て札とする）。点のある札とガジはすべて書く。",
    ),
    "sakura.note.gaji": (
        "The Gaji ({gaji}) is wild. Leftovers of the suit it captured go to its holder (say which card with "
        "wild_captured); other leftovers are dead.",
        "ガジ（{gaji}）は化け札。場に残った札のうちガジが取った札と同じ月の札はガジを取った打ち手へ"
        "（どの札を取ったかは `wild_captured` に書く）。ほかの場に残った札は死に札。",
    ),
    "sakura.note.four-of-a-suit": (
        "Four of a suit dealt to the field is no misdeal: the dealer's party captures them (Oi-bana: the active "
        "player earliest from the dealer).",
        "同じ月の四枚が最初の場札に配られても配り直しにしない：親の側が四枚とも取る（追い花では、その局を打つ二人のうち親から数えて先の打ち手）。",
    ),
    "sakura.note.numbers": (
        "Yaku numbers 1-8 follow the seed page (I Ro Ha Ni Ho He To Chi); the later revision says the Paradise "
        "Factors leaflet swaps 5 (He) and 6 (Ho).",
        "役の番号1〜8は元のページの順（い・ろ・は・に・ほ・へ・と・ち）。後の改訂によれば、パラダイス・ファクターズのちらしでは5（へ）と6（ほ）が入れ替わっている。",
    ),
    "sakura.note.victories": (
        "Victory scoring: Basa (100+) is checked before Chu (50+); alone each counts double; chu_basa_combined "
        "makes Chu double and Basa triple.",
        "勝数で数えるとき：バサ（100点以上の差）をチュー（50点以上の差）より先に見る。どちらも単独なら二倍。"
        "`chu_basa_combined` ではチューが二倍、バサが三倍。",
    ),
    "sakura.note.oi-bana": (
        "Oi-bana: two active players, bids for both; the loser pays a bid (times Chu/Basa); a tie pays nothing.",
        "追い花：打つのは二人で、二人とも競る。負けた打ち手が競りの分を払う（チュー・バサならその倍）。引き分けは支払いなし。",
    ),
    # -- House rules (``@page``: the new-game form, which names no sheet's key) ---------------
    "sakura.rule.leftover": (
        "End-field cards: suit-mates of the Gaji's capture go to its holder (gaji-suit), all go to the holder "
        "(all-to-gaji), or all are dead (none).",
        "場に残った札：ガジが取った札と同じ月の札はガジを取った打ち手へ（gaji-suit）、すべてガジを取った打ち手へ"
        "（all-to-gaji）、またはすべて死に札（none）。",
    ),
    "sakura.rule.leftover@page": (
        "End-field cards: suit-mates of the Gaji's capture go to its holder, all go to the holder, or all are dead.",
        "場に残った札：ガジが取った札と同じ月の札はガジを取った打ち手へ、すべてガジを取った打ち手へ、またはすべて死に札。",
    ),
    "sakura.rule.gaji-on-start-field": (
        "A Gaji dealt to the field stays in play (keep) or is dead at once (discard).",
        "最初の場札に配られたガジは場に残る（keep）か、すぐに死に札になる（discard）。",
    ),
    "sakura.rule.gaji-on-start-field@page": (
        "A Gaji dealt to the field stays in play or is dead at once.",
        "最初の場札に配られたガジは場に残るか、すぐに死に札になる。",
    ),
    "sakura.rule.scoring": (
        "The game counts points (points) or round wins (victories, Paradise Factors).",
        "点で数える（points）か、勝った局の数で数える（victories、パラダイス・ファクターズの数え方）。",
    ),
    "sakura.rule.scoring@page": (
        "The game counts points or round wins (Paradise Factors).",
        "点で数えるか、勝った局の数で数える（パラダイス・ファクターズの数え方）。",
    ),
    "sakura.rule.chu": (
        "Chu: a win by 50 or more over every opponent counts double (victories; Oi-bana payments).",
        "チュー：どの相手にも50点以上の差で勝つと二倍（勝数で数えるときと追い花の支払い）。",
    ),
    "sakura.rule.chu@page": (
        "Chu: a win by 50 or more over every opponent counts double (round wins; Oi-bana payments).",
        "チュー：どの相手にも50点以上の差で勝つと二倍（勝数で数えるときと追い花の支払い）。",
    ),
    "sakura.rule.basa": (
        "Basa: a win by 100 or more over every opponent counts double (victories; Oi-bana payments).",
        "バサ：どの相手にも100点以上の差で勝つと二倍（勝数で数えるときと追い花の支払い）。",
    ),
    "sakura.rule.basa@page": (
        "Basa: a win by 100 or more over every opponent counts double (round wins; Oi-bana payments).",
        "バサ：どの相手にも100点以上の差で勝つと二倍（勝数で数えるときと追い花の支払い）。",
    ),
    "sakura.rule.chu-basa-combined": (
        "Chu counts double and Basa triple; turns both chu and basa on.",
        "チューは二倍、バサは三倍。チューとバサの両方が入る。",
    ),
    "sakura.rule.chu-basa-combined@page": (
        "Chu counts double and Basa triple; turns both Chu and Basa on.",
        "チューは二倍、バサは三倍。チューとバサの両方が入る。",
    ),
    "sakura.rule.oi-bana-pays": (
        "Oi-bana: the loser pays the winner's bid (winner-bid) or its own bid (loser-bid).",
        "追い花：負けた打ち手が、勝った打ち手の競りの分（winner-bid）か自分の競りの分（loser-bid）を払う。",
    ),
    "sakura.rule.oi-bana-pays@page": (
        "Oi-bana: the loser pays the winner's bid or its own bid.",
        "追い花：負けた打ち手が、勝った打ち手の競りの分か自分の競りの分を払う。",
    ),
    # The house rules' choices and the variant as the new-game form shows them (it sends the value).
    "sakura.choice.gaji-suit": ("gaji-suit", "ガジと同じ月"),
    "sakura.choice.all-to-gaji": ("all-to-gaji", "すべてガジを取った打ち手へ"),
    "sakura.choice.none": ("none", "すべて死に札"),
    "sakura.choice.keep": ("keep", "場に残す"),
    "sakura.choice.discard": ("discard", "死に札にする"),
    "sakura.choice.points": ("points", "点"),
    "sakura.choice.victories": ("victories", "勝数"),
    "sakura.choice.winner-bid": ("winner-bid", "勝った打ち手の競り"),
    "sakura.choice.loser-bid": ("loser-bid", "負けた打ち手の競り"),
    "sakura.choice.oi-bana": ("Oi-bana", "追い花"),
    # -- Questions ---------------------------------------------------------------------------
    "sakura.question.wild": (
        "Which card did the Gaji capture? (leftovers of its suit go to the Gaji's holder)",
        "ガジが取った札は？（その月の残り札はガジを取った打ち手へ）",
    ),
    "sakura.question.bids": (
        "What did each player bid? (e.g. Ann=5, Bo=12)",
        "それぞれの打ち手の競りは？（例：Ann=5, Bo=12）",
    ),
    "sakura.question.bids@page": ("What did each player bid?", "それぞれの打ち手の競りは？"),
    # -- Where a leftover went, and why ------------------------------------------------------
    "sakura.leftover.unknown": (
        "the sheet does not say which card the Gaji captured (wild_captured)",
        "ガジが取った札が記録表にない（`wild_captured`）",
    ),
    "sakura.leftover.unknown@page": (
        "which card the Gaji captured is not said",
        "ガジが取った札が答えられていない",
    ),
    "sakura.leftover.gaji-suit": (
        "of the suit the Gaji captured ({flower}): goes to the Gaji's holder",
        "ガジが取った札と同じ月（{flower}）：ガジを取った打ち手へ",
    ),
    "sakura.leftover.not-gaji-suit": (
        "not of the suit the Gaji captured ({flower})",
        "ガジが取った札の月（{flower}）ではない",
    ),
    "sakura.leftover.all-to-gaji": (
        "every leftover card goes to the Gaji's holder (leftover = all-to-gaji)",
        "場に残った札はすべてガジを取った打ち手へ（ローカルルール `leftover`）",
    ),
    "sakura.leftover.none": (
        "leftover cards score for nobody (leftover = none)",
        "場に残った札は誰の点にもならない（ローカルルール `leftover`）",
    ),
    "sakura.leftover.discarded": (
        "the Gaji was dealt to the field and discarded (gaji_on_start_field = discard)",
        "ガジは最初の場札に配られて捨てられた（ローカルルール `gaji_on_start_field`）",
    ),
    "sakura.leftover.gaji-uncaptured": (
        "the Gaji itself was never captured",
        "ガジは誰にも取られなかった",
    ),
    "sakura.leftover.no-holder": (
        "nobody captured the Gaji, so no one claims the leftovers",
        "ガジを誰も取っていないので、場に残った札は誰のものにもならない",
    ),
    # -- Warnings ----------------------------------------------------------------------------
    "sakura.warning.wild-ignored": (
        "wild_captured is ignored: nobody captured the Gaji this round",
        "`wild_captured` は数えない：この局は誰もガジを取っていない",
    ),
    "sakura.warning.wild-ignored@page": (
        "the card the Gaji captured is ignored: nobody captured the Gaji this round",
        "ガジが取った札は数えない：この局は誰もガジを取っていない",
    ),
    "sakura.warning.chu-basa": (
        "chu and basa count only in victory scoring (scoring = victories) and Oi-bana payments",
        "チューとバサを数えるのは、勝った局の数で数えるとき（`scoring` が `victories`）と追い花の支払いだけ",
    ),
    "sakura.warning.chu-basa@page": (
        "chu and basa count only when round wins are counted, and in Oi-bana payments",
        "チューとバサを数えるのは、勝った局の数で数えるときと追い花の支払いだけ",
    ),
    # -- A party's score written out ---------------------------------------------------------
    "sakura.formula.penalty": (
        ", - {penalty} x {n} opponents' yaku",
        "、- {penalty} ×（相手の役 {n}）",
    ),
    "sakura.formula.tie": ("; a tie: nobody pays", "、引き分け：支払いなし"),
    "sakura.formula.won": ("; won: {how} = +{amount}", "、勝ち：{how} = +{amount}"),
    "sakura.formula.lost": ("; lost: {how} = -{amount}", "、負け：{how} = -{amount}"),
    "sakura.formula.bid": ("{bidder}'s bid {bid}", "{bidder}の競り {bid}"),
    "sakura.formula.bid-times": (
        "{bidder}'s bid {bid} x {count} ({victory})",
        "{bidder}の競り {bid} ×{count}（{victory}）",
    ),
    "sakura.formula.victory": ("; {victory}: {count} victory", "、{victory}：{count}勝"),
    "sakura.formula.victories": ("; {victory}: {count} victories", "、{victory}：{count}勝"),
    # -- Victories: the views' word beside the winner, and the formula's name of it ----------
    "sakura.victories": ("victories", "勝数"),
    "sakura.victory.win": ("win", "勝ち"),
    "sakura.victory.chu": ("chu", "チュー"),
    "sakura.victory.basa": ("basa", "バサ"),
    "sakura.victory.shira-basa": ("shira-basa", "シラバサ"),
    "sakura.victory-name.win": ("Win", "勝ち"),
    "sakura.victory-name.chu": ("Chu", "チュー"),
    "sakura.victory-name.basa": ("Basa", "バサ"),
    "sakura.victory-name.shira-basa": ("Shira Basa", "シラバサ"),
    # -- Problems (``@page``: the page names no sheet's key and no house rule's) --------------
    "sakura.missing-key.wild-captured": (
        "wild_captured is needed: {holder} holds the Gaji and cards stayed on the field ({labels}); those of the "
        'suit the Gaji captured go to {holder}, so say which card it took (wild_captured = "9a", or "wild: 9a" '
        "in the quick form)",
        "`wild_captured` が要る：ガジは {holder} が取り、場に札が残った（{labels}）。ガジが取った札と同じ月の札は "
        '{holder} のものになるので、ガジがどの札を取ったかを書く（`wild_captured = "9a"`、略式なら `wild: 9a`）',
    ),
    "sakura.missing-key.wild-captured@page": (
        "{holder} holds the Gaji and cards stayed on the field ({labels}); those of the suit the Gaji captured go "
        "to {holder}: say which card it took",
        "ガジは {holder} が取り、場に札が残った（{labels}）。ガジが取った札と同じ月の札は {holder} のものになるので、"
        "ガジがどの札を取ったかを選ぶ",
    ),
    "sakura.missing-key.gaji-pile": (
        "the Gaji ({gaji}) is in no pile: if it was dealt to the field and discarded (gaji_on_start_field = "
        "discard), give the starting field in field.start",
        "ガジ（{gaji}）がどの取り札にもない：最初の場札に配られて捨てられたなら（ローカルルール `gaji_on_start_field`）、"
        "最初の場札を `field.start` に書く",
    ),
    "sakura.missing-key.gaji-pile@page": (
        "the Gaji ({gaji}) is in no pile: if it was dealt to the field and discarded (this game's house rule), "
        "tap the field as dealt",
        "ガジ（{gaji}）がどの取り札にもない：最初の場札に配られて捨てられたなら（この卓のローカルルール）、最初の場札をタップする",
    ),
    "sakura.missing-key.bid": (
        "Oi-bana needs the bid of {name!r} in 'bids'",
        "追い花では 'bids' に {name!r} の競りが要る",
    ),
    "sakura.missing-key.bid@page": (
        "Oi-bana needs the bid of {name!r}",
        "追い花では {name!r} の競りが要る",
    ),
    "sakura.gaji-discarded.dealt": (
        "the Gaji ({gaji}) was dealt to the field and is discarded there (gaji_on_start_field = discard): it "
        "cannot be in {name}'s pile; remove it (if that pile is 'rest', list the Gaji on field.end, where it "
        "stays dead)",
        "ガジ（{gaji}）は最初の場札に配られて捨てられた（ローカルルール `gaji_on_start_field`）：{name}の取り札には入らない。"
        "消す（その取り札が 'rest' なら、ガジを `field.end` に書く。そこで死に札になる）",
    ),
    "sakura.gaji-discarded.dealt@page": (
        "the Gaji ({gaji}) was dealt to the field and is discarded there (this game's house rule): it cannot be "
        "in {name}'s pile; tap it as left on the field, where it stays dead",
        "ガジ（{gaji}）は最初の場札に配られて捨てられた（この卓のローカルルール）：{name}の取り札には入らない。"
        "場に残った札としてタップする。そこで死に札になる",
    ),
    "sakura.gaji-discarded.discarded": (
        "the Gaji ({gaji}) was discarded at the deal (gaji_on_start_field = discard); no one can be given it",
        "ガジ（{gaji}）は配りで捨てられた（ローカルルール `gaji_on_start_field`）。誰にも渡せない",
    ),
    "sakura.gaji-discarded.discarded@page": (
        "the Gaji ({gaji}) was discarded at the deal (this game's house rule); no one can be given it",
        "ガジ（{gaji}）は配りで捨てられた（この卓のローカルルール）。誰にも渡せない",
    ),
    "sakura.four-of-a-suit": (
        "all four {flower} cards were dealt to the field, so {capturer} captured them at the deal; {label} is "
        "{place}: move it to {capturer}'s pile",
        "{flower}の四枚がすべて最初の場札に配られたので、{capturer} が配りで取った。{label} は{place}にある："
        "{capturer}の取り札に移す",
    ),
    "sakura.four-of-a-suit.gaji-discarded": (
        "all four {flower} cards were dealt to the field: the Gaji is discarded (gaji_on_start_field = discard) "
        "and {capturer} captured the other three at the deal; {label} is {place}: move it to {capturer}'s pile",
        "{flower}の四枚がすべて最初の場札に配られた：ガジは捨てられ（ローカルルール `gaji_on_start_field`）、"
        "残りの三枚は {capturer} が配りで取った。{label} は{place}にある：{capturer}の取り札に移す",
    ),
    "sakura.four-of-a-suit.gaji-discarded@page": (
        "all four {flower} cards were dealt to the field: the Gaji is discarded (this game's house rule) and "
        "{capturer} captured the other three at the deal; {label} is {place}: move it to {capturer}'s pile",
        "{flower}の四枚がすべて最初の場札に配られた：ガジは捨てられ（この卓のローカルルール）、"
        "残りの三枚は {capturer} が配りで取った。{label} は{place}にある：{capturer}の取り札に移す",
    ),
    "sakura.four-of-a-suit.counted": (
        "all four cards of {flowers} were dealt to the field, so {capturer} captured them at the deal: "
        "{capturer}'s pile needs at least {count} {kind}, it counts {held}",
        "{flowers}の四枚が最初の場札に配られたので {capturer} が配りで取った：{capturer} の取り札には{kind}が "
        "{count} 枚以上要るが、{held} 枚しかない",
    ),
    "sakura.bad-wild.itself": (
        "wild_captured names the card the Gaji captured; the Gaji cannot capture itself",
        "`wild_captured` にはガジが取った札を書く。ガジはガジ自身を取れない",
    ),
    "sakura.bad-wild.itself@page": (
        "the Gaji cannot capture itself: choose the card it captured",
        "ガジはガジ自身を取れない：ガジが取った札を選ぶ",
    ),
    "sakura.bad-wild.partner": (
        "wild_captured: the Gaji's partner {label} stays with the Gaji in {holder}'s pile, but it is {place}",
        "`wild_captured`：ガジと組んだ {label} はガジと同じ {holder} の取り札に入るはずだが、{place}にある",
    ),
    "sakura.bad-wild.partner@page": (
        "the Gaji's partner {label} stays with the Gaji in {holder}'s pile, but it is {place}",
        "ガジと組んだ {label} はガジと同じ {holder} の取り札に入るはずだが、{place}にある",
    ),
    "sakura.bad-house-rule.chu-basa-combined": (
        "chu_basa_combined = true turns {key} on; remove {key} = false",
        "`chu_basa_combined = true` なら `{key}` も入る：`{key} = false` を消す",
    ),
    "sakura.bad-house-rule.chu-basa-combined@page": (
        "chu and basa counted together turn {key} on: leave it on",
        "チューとバサをまとめて数えるなら {key} も入る：入れたままにする",
    ),
}
