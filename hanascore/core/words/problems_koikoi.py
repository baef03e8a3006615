"""Koi-Koi's problem messages (RULES.md section 9): its calls, lucky hands and cards; the
page's own phrasing of those that name a sheet key (``key@page``), and its questions as the
page asks them (``question.``)."""

WORDS: dict[str, tuple[str, str]] = {
    "koikoi.stopper-without-yaku": (
        "{stopper} called shoubu, but {stopper}'s pile holds no yaku: add the cards that formed it, or remove stopped_by if the hands were played out",
        "{stopper} が勝負しましたが、その取り札に役がありません。役になった札を書き足すか、最後まで打ったなら stopped_by を消してください",
    ),
    "koikoi.yaku-without-koi": (
        "{name}'s pile holds {yaku_names}, but {name} made no koi-koi call in koi: the round would have ended when it was formed (give {name}'s calls in koi, or correct the pile)",
        "{name}の取り札に {yaku_names} がありますが、koi に {name} のこいこいがありません。役ができた時に回は終わっていたはずです（koi に {name} のこいこいを書くか、取り札を直してください）",
    ),
    "koikoi.yaku-unended": (
        "{name}'s pile holds {yaku_names}, but nobody called shoubu (no stopped_by) and {name} made no koi-koi call in koi: a yaku ends the round unless its maker calls koi-koi (if {name} called shoubu, add stopped_by: {name}; if {name} called koi-koi, give the calls in koi; or correct the pile)",
        "{name}の取り札に {yaku_names} がありますが、勝負した人（stopped_by）も {name} のこいこい（koi）もありません。役ができたらこいこいしない限り回は終わります（{name} が勝負したなら stopped_by: {name} を、こいこいしたなら koi に回数を書くか、取り札を直してください）",
    ),
    "koikoi.koi-without-yaku": (
        "koi gives {name} {count} koi-koi call(s), but {name}'s pile holds no yaku: a call follows a yaku",
        "koi に {name} のこいこいが {count} 回ありますが、{name}の取り札に役がありません。こいこいは役ができた後です",
    ),
    "koikoi.draw-count": (
        "the hands were played out (no stopped_by), so the piles and the end field hold 40 cards and 8 stay in the draw pile; they hold {count}",
        "stopped_by がないので最後まで打った回です。取り札と場で 40 枚、山に 8 枚残ります。書かれているのは {count} 枚です",
    ),
    "koikoi.viewing-alone": (
        "{yaku} counts only beside another yaku at this table (viewing = \"with-other-yaku\"): name the pile's other yaku, or remove '+ {yaku_id}'",
        "この卓では {yaku} はほかの役と一緒のときだけ数えます（viewing = \"with-other-yaku\"）。取り札のほかの役を書くか、'+ {yaku_id}' を消してください",
    ),
    "koikoi.month-unknown": (
        "the round's month gives its four cards: add 'month: N' (1-12) to the sheet",
        "役の四枚はこの回の月で決まります。手札表に 'month: N'（1〜12）を書いてください",
    ),
    "koikoi.start-unplayed": (
        "{cards} of the starting field cannot be unplayed: a dealt field card is captured or still on the field",
        "配りの場の {cards} は unplayed にはなりません。場札は取られるか場に残ります",
    ),
    "koikoi.no-leftover": (
        "Koi-Koi has no leftover rule: remove [leftover] (cards on the end field are dead)",
        "こいこいに残り札の決まりはありません。[leftover] を消してください（終わりの場の札は誰の点にもなりません）",
    ),
    "koikoi.four-pairs-misdeal": (
        "misdeal: the starting field holds four pairs of months: the deal must be redone (four_pairs_misdeal)",
        "配り直し: 配りの場に同じ月の二枚組が四つあります。配り直してください（four_pairs_misdeal）",
    ),
    "koikoi.weather-needs-end": (
        'viewing = "weather": a pile holds the Sake Cup with the Curtain or the Moon, so give the end field ("end", empty if nothing was left)',
        'viewing = "weather": 盃と幕か月がある取り札があるので、終わりの場を書いてください（何も残っていなければ空の "end"）',
    ),
    "koikoi.lucky-hand-misdeal": (
        'misdeal: lucky_hands = "misdeal", so a lucky hand means the deal must be redone',
        '配り直し: lucky_hands = "misdeal" なので、手役があれば配り直しです',
    ),
    "koikoi.koi-with-lucky-hand": (
        "koi cannot be given with a lucky hand: nobody played, so nobody called koi-koi",
        "手役の回に koi は書けません。誰も打っていないので、こいこいもありません",
    ),
    "koikoi.stopped-with-lucky-hand": (
        "stopped_by cannot be given with a lucky hand: the round ended before play",
        "手役の回に stopped_by は書けません。打つ前に回が終わっています",
    ),
    "koikoi.lucky-pile": (
        "{name}'s pile must be empty: a lucky hand ends the round before play",
        "{name}の取り札は空のはずです。手役で打つ前に回が終わっています",
    ),
    "koikoi.lucky-field": (
        "the end field must be the field as dealt (start): a lucky hand ends the round before play",
        "終わりの場は配りの場（start）と同じはずです。手役で打つ前に回が終わっています",
    ),
    "koikoi.lucky-field-size": (
        "the field as dealt holds 8 cards, not {count}",
        "配りの場は 8 枚です。{count} 枚ではありません",
    ),
    "koikoi.unknown-teyaku": (
        "{token!r} is no card nor lucky hand (did you mean {name}?)",
        "{token!r} は札でも手役でもありません（{name} のことですか）",
    ),
    "koikoi.teyaku-two-ids": (
        "{player}'s lucky hand names two ids: write the cards, and at most one id",
        "{player}の手役に名前が二つあります。札と、名前は一つまで書いてください",
    ),
    "koikoi.place-shown": ("{name}'s lucky hand", "{name}の手役"),
    "koikoi.shown-on-start": (
        "{player} shows {cards}, which lie on the starting field: a lucky hand is in the hand",
        "{player} が見せた {cards} は配りの場にあります。手役は手札です",
    ),
    "koikoi.no-lucky-hand": (
        "{player}'s {count} shown cards form no lucky hand: show the 4 cards of a month (teshi) or the whole hand of 8 in four pairs (kuttsuki)",
        "{player} が見せた {count} 枚は手役になりません。同じ月の 4 枚（手四）か、四組の二枚組になる手札 8 枚（喰付）を書いてください",
    ),
    "koikoi.lucky-hand-unshown": (
        "{player} names {id} but shows no card: a lucky hand is shown, so give its cards after its name ({player}={id} 40 41 42 43)",
        "{player} は {id} と書いていますが、見せた札がありません。手役は見せるものなので、名前の後に札を書いてください（{player}={id} 40 41 42 43）",
    ),
    "koikoi.lucky-hand-mismatch": (
        "{player} names {id}, but the cards shown form {formed}",
        "{player} は {id} と書いていますが、見せた札は {formed} です",
    ),
    # The page's phrasing: its readers tap, they type no sheet keys.
    "bad-fact.takes-cards@page": (
        "{key} takes cards; got {value!r}",
        "{key} には札を選びます。書かれていたのは {value!r}",
    ),
    "koikoi.draw-count@page": (
        "nobody called shoubu, so the hands were played out: the piles and the end field hold 40 cards and 8 stay in the draw pile; they hold {count} (if a player called shoubu, say who)",
        "誰も勝負していないので最後まで打った回です。取り札と場で 40 枚、山に 8 枚残ります。選ばれているのは {count} 枚です（勝負した人がいれば選んでください）",
    ),
    "koikoi.yaku-without-koi@page": (
        "{name}'s pile holds {yaku_names}, but {name} made no koi-koi call: the round would have ended when it was formed (give {name}'s koi-koi calls, or correct the pile)",
        "{name}の取り札に {yaku_names} がありますが、{name} のこいこいがありません。役ができた時に回は終わっていたはずです（{name} のこいこいの回数を入れるか、取り札を直してください）",
    ),
    "koikoi.yaku-unended@page": (
        "{name}'s pile holds {yaku_names}, but nobody called shoubu and {name} made no koi-koi call: a yaku ends the round unless its maker calls koi-koi (if {name} called shoubu, say so; if {name} called koi-koi, give how many times; or correct the pile)",
        "{name}の取り札に {yaku_names} がありますが、勝負した人も {name} のこいこいもありません。役ができたらこいこいしない限り回は終わります（{name} が勝負したならそう選び、こいこいしたなら回数を入れるか、取り札を直してください）",
    ),
    "koikoi.lucky-hand-unshown@page": (
        "{player} names {id} but shows no card: a lucky hand is shown, so tap the cards shown too",
        "{player} は {id} と書いていますが、見せた札がありません。手役は見せるものなので、見せた札もタップしてください",
    ),
    "koikoi.four-pairs-misdeal@page": (
        "misdeal: the starting field holds four pairs of months: the deal must be redone",
        "配り直し: 配りの場に同じ月の二枚組が四つあります。配り直してください",
    ),
    "koikoi.lucky-hand-misdeal@page": (
        "misdeal: at this table a lucky hand means the deal must be redone",
        "配り直し: この卓では手役があれば配り直しです",
    ),
    "koikoi.no-leftover@page": (
        "Koi-Koi has no leftover rule: cards on the end field are dead",
        "こいこいに残り札の決まりはありません。終わりの場の札は誰の点にもなりません",
    ),
    "koikoi.stopped-with-lucky-hand@page": (
        "nobody can call shoubu with a lucky hand: the round ended before play",
        "手役の回には勝負はありません。打つ前に回が終わっています",
    ),
    "koikoi.stopper-without-yaku@page": (
        "{stopper} called shoubu, but {stopper}'s pile holds no yaku: tap the cards that formed it, or answer that nobody called shoubu if the hands were played out",
        "{stopper} が勝負しましたが、その取り札に役がありません。役になった札をタップするか、最後まで打ったなら勝負した人を空にしてください",
    ),
    # The game's questions as the page asks them.
    "question.Who called shoubu and ended the round (Enter if the hands were played out)?": (
        "Who called shoubu and ended the round (none if the hands were played out)?",
        "勝負して回を終えたのは誰ですか（最後まで打ったならなし）",
    ),
    "question.How many times did each player call koi-koi? (e.g. Bo=1)": (
        "How many times did each player call koi-koi?",
        "それぞれ何回こいこいしましたか",
    ),
    "question.Lucky hand shown (its cards, e.g. Bo=40 41 42 43; Enter if none)?": (
        "Lucky hand shown: each player's cards shown (e.g. 40 41 42 43)",
        "見せた手役: 各自の見せた札（例: 40 41 42 43）",
    ),
    "question.Which cards were still in the hands or the draw pile ('rest')?": (
        "Which cards were still in the hands or the draw pile?",
        "手札と山に残っていた札はどれですか",
    ),
    "question.Which month is the round (1-12), for Cards of the Month?": (
        "Which month is the round (1-12), for Cards of the Month?",
        "この回は何月ですか（1〜12、月札のため）",
    ),
    # The house rules as the new-game form shows them: their meanings and choices.
    'rule.Bright yaku points: "common" (Five 15, Four 8, Rainy Four 7, Three 6) or "nintendo" (Five 10, Three 5).': (
        'Bright yaku points: "common" (Five 15, Four 8, Rainy Four 7, Three 6) or "nintendo" (Five 10, Three 5).',
        "光の役の点: 一般（五光15、四光8、雨四光7、三光6）か任天堂（五光10、三光5）。",
    ),
    'rule."grouped": only the best bright, animal and ribbon yaku is paid, named sets add 1 per card of their kind beyond the set; "stacked": Boar-Deer-Butterflies, Poetry and Blue Ribbons are a flat 5 and stack with Animals and Ribbons.': (
        '"grouped": only the best bright, animal and ribbon yaku is paid, named sets add 1 per card of their kind beyond the set; "stacked": Boar-Deer-Butterflies, Poetry and Blue Ribbons are a flat 5 and stack with Animals and Ribbons.',
        "種類ごと: 光・タネ・短冊の役はそれぞれ一番高いものだけを払い、揃いの役は同じ種類の札が一枚増すごとに1点増し。重ねる: 猪鹿蝶・赤短・青短は5点で、タネ・短冊と重ねて数える。",
    ),
    'rule.The Sake Cup (90): "both" an animal and a chaff, "animal" an animal only, "either" whichever pays more.': (
        'The Sake Cup (90): "both" an animal and a chaff, "animal" an animal only, "either" whichever pays more.',
        "菊に盃（90）: 両方ならタネでもカスでもあり、タネのみ、または得な方の一つ。",
    ),
    'rule.Flower and Moon Viewing: "on", "off", "with-other-yaku" (only beside another yaku), or "weather" (a Willow on the end field voids Flower Viewing, a Paulownia Moon Viewing).': (
        'Flower and Moon Viewing: "on", "off", "with-other-yaku" (only beside another yaku), or "weather" (a Willow on the end field voids Flower Viewing, a Paulownia Moon Viewing).',
        "花見酒と月見酒: あり、なし、他の役と共に（他の役がある時だけ）、天気（終わりの場の柳で花見酒、桐で月見酒が消える）。",
    ),
    "rule.Cards of the Month: the four cards of the round's month pay 4 (month from the round in a ledger).": (
        "Cards of the Month: the four cards of the round's month pay 4 (month from the round in a ledger).",
        "月札: その回の月の四枚で4点（帳簿では回の番号から月を決める）。",
    ),
    "rule.A stopper's yaku worth 7 or more are doubled.": (
        "A stopper's yaku worth 7 or more are doubled.",
        "勝負した人の役が7点以上なら倍。",
    ),
    'rule.Doubling for koi-koi calls: "opponent" (x2 if the opponent called), "self", "anyone", "count" (1 + the opponent\'s calls), "count-all" (1 + all calls) or "none".': (
        'Doubling for koi-koi calls: "opponent" (x2 if the opponent called), "self", "anyone", "count" (1 + the opponent\'s calls), "count-all" (1 + all calls) or "none".',
        "こいこいの倍: 相手（相手がこいこいしたら×2）、自分、誰でも、相手の回数（1＋相手の回数）、全員の回数（1＋全部の回数）、なし。",
    ),
    "rule.The opponent pays what the winner scores (the gambling variation).": (
        "The opponent pays what the winner scores (the gambling variation).",
        "負けた人が勝った人の点を払う（賭けの遊び方）。",
    ),
    "rule.What the dealer scores in a drawn round (the dealer's privilege; 1 or 6 are usual).": (
        "What the dealer scores in a drawn round (the dealer's privilege; 1 or 6 are usual).",
        "流局の時に親が得る点（親権。1か6が多い）。",
    ),
    'rule.Who deals after a drawn round: "stays" (the dealer) or "passes" (the opponent).': (
        'Who deals after a drawn round: "stays" (the dealer) or "passes" (the opponent).',
        "流局の後の親: 親のまま、または相手に移る。",
    ),
    'rule.A dealt lucky hand: "score" (6 points, the round ends) or "misdeal" (the deal is redone).': (
        'A dealt lucky hand: "score" (6 points, the round ends) or "misdeal" (the deal is redone).',
        "配られた手役: 点にする（6点で回が終わる）か配り直し。",
    ),
    "rule.A hand that is both Four of a Kind and Four Pairs pays 12 (false: 6).": (
        "A hand that is both Four of a Kind and Four Pairs pays 12 (false: 6).",
        "手四と喰付の両方になる手は12点（しなければ6点）。",
    ),
    "rule.Four pairs of months dealt to the field is a misdeal.": (
        "Four pairs of months dealt to the field is a misdeal.",
        "配りの場に同じ月の二枚組が四つあれば配り直し。",
    ),
    "choice.common": ("common", "一般"),
    "choice.nintendo": ("nintendo", "任天堂"),
    "choice.grouped": ("grouped", "種類ごと"),
    "choice.stacked": ("stacked", "重ねる"),
    "choice.both": ("both", "両方"),
    "choice.animal": ("animal", "タネのみ"),
    "choice.either": ("either", "得な方"),
    "choice.on": ("on", "あり"),
    "choice.with-other-yaku": ("with-other-yaku", "他の役と共に"),
    "choice.weather": ("weather", "天気"),
    "choice.opponent": ("opponent", "相手"),
    "choice.self": ("self", "自分"),
    "choice.anyone": ("anyone", "誰でも"),
    "choice.count": ("count", "相手の回数"),
    "choice.count-all": ("count-all", "全員の回数"),
    "choice.stays": ("stays", "親のまま"),
    "choice.passes": ("passes", "相手に移る"),
    "choice.score": ("score", "点にする"),
    "choice.misdeal": ("misdeal", "配り直し"),
}
