"""Koi-Koi's problem messages, in English and Japanese (RULES.md section 9): its calls, lucky
hands and cards, and the page's own phrasing of those that name a sheet's key (``@page``)."""

WORDS: dict[str, tuple[str, str]] = {
    # The calls (RULES.md 9.3).
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
