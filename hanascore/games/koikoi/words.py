"""Koi-Koi's words, in English and Japanese: its formula and notes, its house rules and their
choices, its questions, its lucky hands, what a round's result and warnings say, its problems
(and the page's own phrasing of those that name a sheet's key, ``@page``).  The registry adds
them to the one word table."""

WORDS: dict[str, tuple[str, str]] = {
    # ``rules koi-koi``.
    "koi-koi.formula": (
        "the stopper's yaku x 2 at 7 or more x 2 for the opponent's koi-koi; the opponent scores 0",
        "勝負した打ち手の役 ×（7点以上で2）×（相手のこいこいで2）。相手は0点",
    ),
    "koi-koi.note.stopper": (
        "Only yaku score, and only the player who calls shoubu is paid: name them in 'stopped_by'. "
        "The other player scores 0 (minus that amount with zero_sum).",
        "点になるのは役だけで、点を得るのは勝負した打ち手だけ：その打ち手を 'stopped_by' に書く。"
        "もう一人は0点（`zero_sum` なら同じ点を払う）。",
    ),
    "koi-koi.note.koi": (
        "Give each player's koi-koi calls in 'koi' (koi = {{ Bo = 1 }}): a pile holding a yaku whose owner never "
        "called would have ended the round.",
        "それぞれのこいこいの回数を 'koi' に書く（例：`koi = {{ 太郎 = 1 }}`）。こいこいしていない打ち手の取り札に役があれば、"
        "その局はそこで終わっていたはず。",
    ),
    "koi-koi.note.doubling": (
        "Yaku worth 7 or more are doubled (seven_doubles); an opponent's koi-koi call doubles again (koi_bonus).",
        "7点以上の役は二倍（`seven_doubles`）。相手のこいこいでさらに二倍（`koi_bonus`）。",
    ),
    "koi-koi.note.lucky-hand": (
        "A lucky hand (Four of a Kind, Four Pairs) is shown in [teyaku] with its cards: it pays 6 before play.",
        "手役（手四・喰付）は札と共に [teyaku] に書く：打つ前に6点。",
    ),
    "koi-koi.note.drawn": (
        "Hands played out without a shoubu is a drawn round: 40 cards in the piles and on the field, 8 in the "
        "draw pile; the dealer scores oya_ken and deals again (draw_deal).",
        "勝負のないまま手札を打ち切った局は流局：取り札と場に残った札で40枚、山札に8枚。"
        "親は `oya_ken` の点を得て、もう一度配る（`draw_deal`）。",
    ),
    "koi-koi.note.month": (
        "In a ledger each round is a month of the year (round 1 is Pine): its four cards are Cards of the Month. "
        "A sheet scored on its own states 'month'.",
        "台帳では局ごとに一年の月が決まる（一局目は松）：その月の四枚が月札。台帳の外で数える記録表には 'month' を書く。",
    ),
    "koi-koi.note.unplayed": (
        "Cards on the end field are dead; 'unplayed' lists the cards still in the hands and the draw pile.",
        "場に残った札は死に札。手札と山札に残った札は 'unplayed' に書く。",
    ),
    # The house rules (RULES.md 9.7); on the page, the choices by their words (``koi-koi.choice.*``).
    "koi-koi.rule.bright-values": (
        'Bright yaku points: "common" (Five 15, Four 8, Rainy Four 7, Three 6) or "nintendo" (Five 10, Three 5).',
        '光の役の点："common"（五光15点、四光8点、雨四光7点、三光6点）か "nintendo"（五光10点、三光5点）。',
    ),
    "koi-koi.rule.bright-values@page": (
        'Bright yaku points: "common" (Five 15, Four 8, Rainy Four 7, Three 6) or "nintendo" (Five 10, Three 5).',
        "光の役の点：一般（五光15点、四光8点、雨四光7点、三光6点）か任天堂（五光10点、三光5点）。",
    ),
    "koi-koi.rule.yaku-style": (
        '"grouped": only the best bright, animal and ribbon yaku is paid, named sets add 1 per card of their '
        'kind beyond the set; "stacked": Boar-Deer-Butterflies, Poetry and Blue Ribbons are a flat 5 and stack '
        "with Animals and Ribbons.",
        '"grouped"：光・タネ・短冊の役はそれぞれ一番高いものだけを払い、揃いの役は同じ種類の札が一枚増すごとに1点増し。'
        '"stacked"：猪鹿蝶・赤短・青短は5点で、タネ・短冊と重ねて数える。',
    ),
    "koi-koi.rule.yaku-style@page": (
        '"grouped": only the best bright, animal and ribbon yaku is paid, named sets add 1 per card of their '
        'kind beyond the set; "stacked": Boar-Deer-Butterflies, Poetry and Blue Ribbons are a flat 5 and stack '
        "with Animals and Ribbons.",
        "種類ごと：光・タネ・短冊の役はそれぞれ一番高いものだけを払い、揃いの役は同じ種類の札が一枚増すごとに1点増し。"
        "重ねる：猪鹿蝶・赤短・青短は5点で、タネ・短冊と重ねて数える。",
    ),
    "koi-koi.rule.sake-cup": (
        'The Sake Cup (90): "both" an animal and a chaff, "animal" an animal only, "either" whichever pays more.',
        '菊に盃（90）："both" ならタネにもカスにも数え、"animal" ならタネだけ、"either" なら得な方。',
    ),
    "koi-koi.rule.sake-cup@page": (
        'The Sake Cup (90): "both" an animal and a chaff, "animal" an animal only, "either" whichever pays more.',
        "菊に盃（90）：両方ならタネにもカスにも数え、タネのみならタネだけ、得な方なら点の多い方に数える。",
    ),
    "koi-koi.rule.viewing": (
        'Flower and Moon Viewing: "on", "off", "with-other-yaku" (only beside another yaku), or "weather" '
        "(a Willow on the end field voids Flower Viewing, a Paulownia Moon Viewing).",
        '花見酒と月見酒："on"（あり）、"off"（なし）、"with-other-yaku"（他の役がある時だけ）、'
        '"weather"（場に残った札に柳があれば花見酒、桐があれば月見酒が消える）。',
    ),
    "koi-koi.rule.viewing@page": (
        'Flower and Moon Viewing: "on", "off", "with-other-yaku" (only beside another yaku), or "weather" '
        "(a Willow on the end field voids Flower Viewing, a Paulownia Moon Viewing).",
        "花見酒と月見酒：あり、なし、他の役と共に（他の役がある時だけ）、天気（場に残った札に柳があれば花見酒、"
        "桐があれば月見酒が消える）。",
    ),
    "koi-koi.rule.cards-of-the-month": (
        "Cards of the Month: the four cards of the round's month pay 4 (month from the round in a ledger).",
        "月札：その局の月の四枚で4点（台帳では局の番号から月を決める）。",
    ),
    "koi-koi.rule.seven-doubles": (
        "A stopper's yaku worth 7 or more are doubled.",
        "勝負した打ち手の役が7点以上なら二倍。",
    ),
    "koi-koi.rule.koi-bonus": (
        'Doubling for koi-koi calls: "opponent" (x2 if the opponent called), "self", "anyone", '
        '"count" (1 + the opponent\'s calls), "count-all" (1 + all calls) or "none".',
        'こいこいの倍："opponent"（相手がこいこいしたら×2）、"self"（自分がしたら）、"anyone"（誰かがしたら）、'
        '"count"（1＋相手の回数）、"count-all"（1＋二人の回数）、"none"（倍なし）。',
    ),
    "koi-koi.rule.koi-bonus@page": (
        'Doubling for koi-koi calls: "opponent" (x2 if the opponent called), "self", "anyone", '
        '"count" (1 + the opponent\'s calls), "count-all" (1 + all calls) or "none".',
        "こいこいの倍：相手（相手がこいこいしたら×2）、自分（自分がしたら）、誰でも（誰かがしたら）、"
        "相手の回数（1＋相手の回数）、全員の回数（1＋二人の回数）、倍なし。",
    ),
    "koi-koi.rule.zero-sum": (
        "The opponent pays what the winner scores (the gambling variation).",
        "負けた打ち手が勝った打ち手の点を払う（賭けの遊び方）。",
    ),
    "koi-koi.rule.oya-ken": (
        "What the dealer scores in a drawn round (the dealer's privilege; 1 or 6 are usual).",
        "流局の時に親が得る点（親権。1点か6点が多い）。",
    ),
    "koi-koi.rule.draw-deal": (
        'Who deals after a drawn round: "stays" (the dealer) or "passes" (the opponent).',
        '流局の後の親："stays"（親のまま）か "passes"（相手に移る）。',
    ),
    "koi-koi.rule.draw-deal@page": (
        'Who deals after a drawn round: "stays" (the dealer) or "passes" (the opponent).',
        "流局の後の親：親のまま、または相手に移る。",
    ),
    "koi-koi.rule.lucky-hands": (
        'A dealt lucky hand: "score" (6 points, the round ends) or "misdeal" (the deal is redone).',
        '配られた手役："score"（6点でその局は終わる）か "misdeal"（配り直し）。',
    ),
    "koi-koi.rule.lucky-hands@page": (
        'A dealt lucky hand: "score" (6 points, the round ends) or "misdeal" (the deal is redone).',
        "配られた手役：点にする（6点でその局は終わる）か配り直し。",
    ),
    "koi-koi.rule.lucky-hands-stack": (
        "A hand that is both Four of a Kind and Four Pairs pays 12 (false: 6).",
        "手四と喰付の両方になる手は12点（false なら6点）。",
    ),
    "koi-koi.rule.lucky-hands-stack@page": (
        "A hand that is both Four of a Kind and Four Pairs pays 12 (false: 6).",
        "手四と喰付の両方になる手は12点（外すと6点）。",
    ),
    "koi-koi.rule.four-pairs-misdeal": (
        "Four pairs of months dealt to the field is a misdeal.",
        "同じ月の二枚組が四つ最初の場札に配られたら配り直し。",
    ),
    "koi-koi.choice.common": ("common", "一般"),
    "koi-koi.choice.nintendo": ("nintendo", "任天堂"),
    "koi-koi.choice.grouped": ("grouped", "種類ごと"),
    "koi-koi.choice.stacked": ("stacked", "重ねる"),
    "koi-koi.choice.both": ("both", "両方"),
    "koi-koi.choice.animal": ("animal", "タネのみ"),
    "koi-koi.choice.either": ("either", "得な方"),
    "koi-koi.choice.on": ("on", "あり"),
    "koi-koi.choice.off": ("off", "なし"),
    "koi-koi.choice.with-other-yaku": ("with-other-yaku", "他の役と共に"),
    "koi-koi.choice.weather": ("weather", "天気"),
    "koi-koi.choice.opponent": ("opponent", "相手"),
    "koi-koi.choice.self": ("self", "自分"),
    "koi-koi.choice.anyone": ("anyone", "誰でも"),
    "koi-koi.choice.count": ("count", "相手の回数"),
    "koi-koi.choice.count-all": ("count-all", "全員の回数"),
    "koi-koi.choice.none": ("none", "倍なし"),
    "koi-koi.choice.stays": ("stays", "親のまま"),
    "koi-koi.choice.passes": ("passes", "相手に移る"),
    "koi-koi.choice.score": ("score", "点にする"),
    "koi-koi.choice.misdeal": ("misdeal", "配り直し"),
    # The questions: as the terminal asks them, and as the page does (``@page``).
    "koi-koi.question.stopped-by": (
        "Who called shoubu and ended the round (Enter if the hands were played out)?",
        "勝負を宣言して局を終えたのは誰ですか？（最後まで打ったならEnter）",
    ),
    "koi-koi.question.stopped-by@page": (
        "Who called shoubu and ended the round? (leave it empty if the hands were played out)",
        "勝負を宣言して局を終えたのは誰ですか？（最後まで打ったなら空のまま）",
    ),
    "koi-koi.question.koi": (
        "How many times did each player call koi-koi? (e.g. Bo=1)",
        "それぞれ何回こいこいしましたか？",
    ),
    "koi-koi.question.koi@page": (
        "How many times did each player call koi-koi?",
        "それぞれ何回こいこいしましたか？",
    ),
    "koi-koi.question.teyaku": (
        "Lucky hand shown (its cards, e.g. Bo=40 41 42 43; Enter if none)?",
        "見せた手役（その札を書く。例：Bo=40 41 42 43。なければEnter）",
    ),
    "koi-koi.question.teyaku@page": (
        "Lucky hand shown: each player's cards shown (e.g. 40 41 42 43)",
        "見せた手役：各自の見せた札（例：40 41 42 43）",
    ),
    "koi-koi.question.unplayed": (
        "Which cards were still in the hands or the draw pile ('rest')?",
        "手札と山札に残っていた札はどれですか？（残り全部なら 'rest'）",
    ),
    "koi-koi.question.unplayed@page": (
        "Which cards were still in the hands or the draw pile?",
        "手札と山札に残っていた札はどれですか？",
    ),
    "koi-koi.question.month": (
        "Which month is the round (1-12), for Cards of the Month?",
        "この局は何月ですか？（1〜12、月札のため）",
    ),
    # The lucky hands (RULES.md 9.1), by id.
    "koi-koi.lucky-hand.teshi": ("Four of a Kind", "手四"),
    "koi-koi.lucky-hand.kuttsuki": ("Four Pairs", "喰付"),
    # A party's formula: the stopper's yaku and multipliers, a lucky hand, a draw; the other's line.
    "koi-koi.formula.yaku": ("{yaku} {points}", "{yaku} {points}点"),
    "koi-koi.formula.sum": ("{listed} = {base}", "{listed} = {base}点"),
    "koi-koi.formula.seven": (" x 2 (7 or more)", " ×2（7点以上）"),
    "koi-koi.formula.koi": (" x {n} (koi-koi)", " ×{n}（こいこい）"),
    "koi-koi.formula.equals": (" = {n}", " = {n}点"),
    # Without a multiplier the English says the sum again; the Japanese says it once.
    "koi-koi.formula.equals-sum": (" = {n}", ""),
    "koi-koi.formula.lucky-hand": ("lucky hand: {hands} = {total}", "手役：{hands} = {total}点"),
    "koi-koi.formula.lucky-hand.one": ("lucky hand: {hands} = {total}", "手役：{hands}"),
    "koi-koi.formula.drawn": ("drawn: the dealer's privilege = {amount}", "流局：親権 {amount}点"),
    "koi-koi.formula.pays": ("pays {winner}: {score}", "{winner}に{paid}点払う"),
    "koi-koi.formula.stopped": ("{winner} stops the round: 0", "{winner}が勝負して上がった：0点"),
    "koi-koi.formula.nobody-pays": ("nobody pays: 0", "支払いなし：0点"),
    # How a round without a shoubu went (the round's note).
    "koi-koi.note.shown": ("lucky hand: {hands} (shown before play)", "手役：{hands}（打つ前に見せた）"),
    "koi-koi.note.lucky-draw": ("drawn: both players showed a lucky hand", "流局：二人とも手役を見せた"),
    "koi-koi.note.played-out": ("drawn: the hands ran out without a shoubu", "流局：勝負のないまま手札が尽きた"),
    # Warnings.
    "koi-koi.month-ignored": (
        "month {month} is ignored: cards_of_the_month = false",
        "{month}月の指定は使わない：この卓では月札を数えない（ローカルルール `cards_of_the_month`）",
    ),
    "koi-koi.month-ignored@page": (
        "month {month} is ignored: Cards of the Month is not played at this table",
        "{month}月の指定は使わない：この卓では月札を数えない",
    ),
    "koi-koi.weather-call": (
        "{player} called koi-koi {count} time(s) but holds no yaku: the weather voided a viewing yaku",
        "{player}は{count}回こいこいしたが役がない：場に残った柳か桐で花見酒か月見酒が消えた",
    ),
    "koi-koi.cup-taken": (
        "{player}'s pile is taken to hold the Sake Cup, which forms {names} there (sake_cup): "
        "the counts do not say {player} holds it",
        "{player}の取り札に菊に盃があるものとした（それで{names}ができる。ローカルルール `sake_cup`）："
        "数えた枚数からは{player}が持つかは分からない",
    ),
    "koi-koi.cup-taken@page": (
        "{player}'s pile is taken to hold the Sake Cup, which forms {names} there (at this table it is a chaff too): "
        "the counts do not say {player} holds it",
        "{player}の取り札に菊に盃があるものとした（それで{names}ができる。この卓では菊に盃はカスでもある）："
        "数えた枚数からは{player}が持つかは分からない",
    ),
    "koi-koi.cup-left-out": (
        "{player}'s animals are taken without the Sake Cup: with it, {player} would hold {names} (sake_cup)",
        "{player}のタネに菊に盃はないものとした：あれば{names}ができる（ローカルルール `sake_cup`）",
    ),
    "koi-koi.cup-left-out@page": (
        "{player}'s animals are taken without the Sake Cup: with it, {player} would hold {names} "
        "(at this table it is a chaff too)",
        "{player}のタネに菊に盃はないものとした：あれば{names}ができる（この卓では菊に盃はカスでもある）",
    ),
    # Problems: the calls (RULES.md 9.3).
    "koi-koi.stopper-without-yaku": (
        "{stopper} called shoubu, but {stopper}'s pile holds no yaku: add the cards that formed it, or remove stopped_by if the hands were played out",
        "{stopper}が勝負したが、その取り札に役がない。役になった札を書き足すか、最後まで打ったなら stopped_by を消す",
    ),
    "koi-koi.stopper-without-yaku@page": (
        "{stopper} called shoubu, but {stopper}'s pile holds no yaku: tap the cards that formed it, or answer that nobody called shoubu if the hands were played out",
        "{stopper}が勝負したが、その取り札に役がない。役になった札をタップするか、最後まで打ったなら勝負した打ち手を空にする",
    ),
    "koi-koi.yaku-without-koi": (
        "{name}'s pile holds {yaku_names}, but {name} made no koi-koi call in koi: the round would have ended when it was formed (give {name}'s calls in koi, or correct the pile)",
        "{name}の取り札に{yaku_names}があるが、koi に{name}のこいこいがない。役ができた時に局は終わっていたはず（koi に{name}のこいこいを書くか、取り札を直す）",
    ),
    "koi-koi.yaku-without-koi@page": (
        "{name}'s pile holds {yaku_names}, but {name} made no koi-koi call: the round would have ended when it was formed (give {name}'s koi-koi calls, or correct the pile)",
        "{name}の取り札に{yaku_names}があるが、{name}のこいこいがない。役ができた時に局は終わっていたはず（{name}のこいこいの回数を入れるか、取り札を直す）",
    ),
    "koi-koi.yaku-unended": (
        "{name}'s pile holds {yaku_names}, but nobody called shoubu (no stopped_by) and {name} made no koi-koi call in koi: a yaku ends the round unless its maker calls koi-koi (if {name} called shoubu, add stopped_by: {name}; if {name} called koi-koi, give the calls in koi; or correct the pile)",
        "{name}の取り札に{yaku_names}があるが、勝負した打ち手（stopped_by）も{name}のこいこい（koi）もない。役ができたら、こいこいしない限り局は終わる（{name}が勝負したなら stopped_by: {name} を、こいこいしたなら koi に回数を書くか、取り札を直す）",
    ),
    "koi-koi.yaku-unended@page": (
        "{name}'s pile holds {yaku_names}, but nobody called shoubu and {name} made no koi-koi call: a yaku ends the round unless its maker calls koi-koi (if {name} called shoubu, say so; if {name} called koi-koi, give how many times; or correct the pile)",
        "{name}の取り札に{yaku_names}があるが、勝負した打ち手も{name}のこいこいもない。役ができたら、こいこいしない限り局は終わる（{name}が勝負したならそう選び、こいこいしたなら回数を入れるか、取り札を直す）",
    ),
    "koi-koi.koi-without-yaku": (
        "koi gives {name} {count} koi-koi call(s), but {name}'s pile holds no yaku: a call follows a yaku",
        "koi に{name}のこいこいが{count}回あるが、{name}の取り札に役がない。こいこいは役ができた後にする",
    ),
    # The cards (RULES.md 9.6).
    "koi-koi.draw-count": (
        "the hands were played out (no stopped_by), so the piles and the end field hold 40 cards and 8 stay in the draw pile; they hold {count}",
        "stopped_by がないので最後まで打った局になる。取り札と場に残った札で40枚、山札に8枚残るはずだが、書かれているのは{count}枚",
    ),
    "koi-koi.draw-count@page": (
        "nobody called shoubu, so the hands were played out: the piles and the end field hold 40 cards and 8 stay in the draw pile; they hold {count} (if a player called shoubu, say who)",
        "誰も勝負していないので最後まで打った局になる。取り札と場に残った札で40枚、山札に8枚残るはずだが、選ばれているのは{count}枚（勝負した打ち手がいれば選ぶ）",
    ),
    "koi-koi.start-unplayed": (
        "{cards} of the starting field cannot be unplayed: a dealt field card is captured or still on the field",
        "最初の場札の{cards}は unplayed に入らない。最初の場札は取られるか、場に残る",
    ),
    "koi-koi.no-leftover": (
        "Koi-Koi has no leftover rule: remove [leftover] (cards on the end field are dead)",
        "こいこいには残り札の決まりがない。[leftover] を消す（場に残った札は死に札）",
    ),
    "koi-koi.no-leftover@page": (
        "Koi-Koi has no leftover rule: cards on the end field are dead",
        "こいこいには残り札の決まりがない。場に残った札は死に札",
    ),
    "koi-koi.four-pairs-misdeal": (
        "misdeal: the starting field holds four pairs of months: the deal must be redone (four_pairs_misdeal)",
        "配り直し：最初の場札に同じ月の二枚組が四つある。配り直す（ローカルルール `four_pairs_misdeal`）",
    ),
    "koi-koi.four-pairs-misdeal@page": (
        "misdeal: the starting field holds four pairs of months: the deal must be redone",
        "配り直し：最初の場札に同じ月の二枚組が四つある。配り直す",
    ),
    # Cards of the Month and the viewing yaku (RULES.md 9.2, 9.7).
    "koi-koi.month-unknown": (
        "the round's month gives its four cards: add 'month: N' (1-12) to the sheet",
        "その四枚は局の月で決まる。記録表に 'month: N'（1〜12）を書く",
    ),
    "koi-koi.viewing-alone": (
        "{yaku} counts only beside another yaku at this table (viewing = \"with-other-yaku\"): name the pile's other yaku, or remove '+ {yaku_id}'",
        "この卓では{yaku}はほかの役と一緒の時だけ数える（ローカルルール `viewing`）。取り札のほかの役を書くか、'+ {yaku_id}' を消す",
    ),
    "koi-koi.weather-needs-end": (
        'viewing = "weather": a pile holds the Sake Cup with the Curtain or the Moon, so give the end field ("end", empty if nothing was left)',
        'この卓では場に残った柳や桐で花見酒・月見酒が消える（ローカルルール `viewing`）。菊に盃と、桜に幕か芒に月のある取り札があるので、場に残った札を書く（何も残っていなければ空の "end"）',
    ),
    # A lucky hand (RULES.md 9.1).
    "koi-koi.lucky-hand-misdeal": (
        'misdeal: lucky_hands = "misdeal", so a lucky hand means the deal must be redone',
        "配り直し：この卓では手役があれば配り直す（ローカルルール `lucky_hands`）",
    ),
    "koi-koi.lucky-hand-misdeal@page": (
        "misdeal: at this table a lucky hand means the deal must be redone",
        "配り直し：この卓では手役があれば配り直す",
    ),
    "koi-koi.koi-with-lucky-hand": (
        "koi cannot be given with a lucky hand: nobody played, so nobody called koi-koi",
        "手役の局に koi は書けない。誰も打っていないので、こいこいもない",
    ),
    "koi-koi.stopped-with-lucky-hand": (
        "stopped_by cannot be given with a lucky hand: the round ended before play",
        "手役の局に stopped_by は書けない。打つ前に局が終わっている",
    ),
    "koi-koi.stopped-with-lucky-hand@page": (
        "nobody can call shoubu with a lucky hand: the round ended before play",
        "手役の局には勝負がない。打つ前に局が終わっている",
    ),
    "koi-koi.lucky-pile": (
        "{name}'s pile must be empty: a lucky hand ends the round before play",
        "{name}の取り札は空のはず。手役で、打つ前に局が終わっている",
    ),
    "koi-koi.lucky-field": (
        "the end field must be the field as dealt (start): a lucky hand ends the round before play",
        "場に残った札は最初の場札（start）と同じはず。手役で、打つ前に局が終わっている",
    ),
    "koi-koi.lucky-field-size": (
        "the field as dealt holds 8 cards, not {count}",
        "最初の場札は8枚で、{count}枚ではない",
    ),
    # Reading [teyaku].
    "koi-koi.unknown-teyaku": (
        "{token!r} is no card nor lucky hand (did you mean {name}?)",
        "{token!r} は札でも手役でもない（{name} のことか）",
    ),
    "koi-koi.teyaku-two-ids": (
        "{player}'s lucky hand names two ids: write the cards, and at most one id",
        "{player}の手役に名前が二つある。札と、名前は一つまでを書く",
    ),
    "koi-koi.place-shown": ("{name}'s lucky hand", "{name}の手役"),
    "koi-koi.shown-on-start": (
        "{player} shows {cards}, which lie on the starting field: a lucky hand is in the hand",
        "{player}が見せた{cards}は最初の場札にある。手役は手札で作る",
    ),
    "koi-koi.no-lucky-hand": (
        "{player}'s {count} shown cards form no lucky hand: show the 4 cards of a month (teshi) or the whole hand of 8 in four pairs (kuttsuki)",
        "{player}が見せた{count}枚は手役にならない。同じ月の4枚（手四）か、二枚組が四つの手札8枚（喰付）を書く",
    ),
    "koi-koi.lucky-hand-unshown": (
        "{player} names {id} but shows no card: a lucky hand is shown, so give its cards after its name ({player}={id} 40 41 42 43)",
        "{player}は{hand}と書いたが、見せた札がない。手役は見せるものなので、名前の後に札を書く（{player}={id} 40 41 42 43）",
    ),
    "koi-koi.lucky-hand-unshown@page": (
        "{player} names {id} but shows no card: a lucky hand is shown, so tap the cards shown too",
        "{player}は{hand}と書いたが、見せた札がない。手役は見せるものなので、見せた札もタップする",
    ),
    "koi-koi.lucky-hand-mismatch": (
        "{player} names {id}, but the cards shown form {formed}",
        "{player}は{hand}と書いたが、見せた札は{formed_names}になる",
    ),
}
