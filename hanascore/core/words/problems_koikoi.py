"""Koi-Koi's problem messages (RULES.md section 9): its calls, lucky hands and cards."""

WORDS: dict[str, tuple[str, str]] = {
    "koikoi.stopper-without-yaku": (
        "{stopper} called shoubu, but {stopper}'s pile holds no yaku: add the cards that formed it, or remove stopped_by if the hands were played out",
        "{stopper} が勝負しましたが、その取り札に役がありません。役になった札を書き足すか、最後まで打ったなら stopped_by を消してください",
    ),
    "koikoi.yaku-without-koi": (
        "{name}'s pile holds {yaku_names}, but {name} made no koi-koi call in koi: the round would have ended when it was formed (give {name}'s calls in koi, or correct the pile)",
        "{name}の取り札に {yaku_names} がありますが、koi に {name} のこいこいがありません。役ができた時に回は終わっていたはずです（koi に {name} のこいこいを書くか、取り札を直してください）",
    ),
    "koikoi.koi-without-yaku": (
        "koi gives {name} {count} koi-koi call(s), but {name}'s pile holds no yaku: a call follows a yaku",
        "koi に {name} のこいこいが {count} 回ありますが、{name}の取り札に役がありません。こいこいは役ができた後です",
    ),
    "koikoi.draw-count": (
        "the hands were played out (no stopped_by), so the piles and the end field hold 40 cards and 8 stay in the draw pile; they hold {count}",
        "stopped_by がないので最後まで打った回です。取り札と場で 40 枚、山に 8 枚残ります。書かれているのは {count} 枚です",
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
    "koikoi.lucky-hand-mismatch": (
        "{player} names {id}, but the cards shown form {formed}",
        "{player} は {id} と書いていますが、見せた札は {formed} です",
    ),
}
