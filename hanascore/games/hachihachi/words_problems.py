"""Hachi-Hachi's problem messages, in English and Japanese (RULES.md section 10): the
``[teyaku]`` shown, who played and dropped out, the sage / shoubu / cancel calls, where the
cards lie, the ``kan`` house rule; and the page's own phrasing of those naming a sheet key
(``key@page``).  Part of :data:`hanascore.games.hachihachi.words.WORDS`."""

PROBLEMS: dict[str, tuple[str, str]] = {
    # Reading [teyaku].
    "hachi-hachi.bad-teyaku.unknown": (
        "{token!r} is neither a card nor a teyaku{hint}",
        "{token!r} は札でも手役でもない{hint}",
    ),
    "hachi-hachi.hint.teyaku-or-card": (
        ": 'hanascore rules hachi-hachi' lists the teyaku, 'hanascore cards' the cards",
        "。手役は 'hanascore rules hachi-hachi'、札は 'hanascore cards' で確かめられる",
    ),
    "hachi-hachi.hint.teyaku-or-card@page": (
        ": write a teyaku by its name, or the cards shown",
        "。手役はその名前か、見せた札で書く",
    ),
    "hachi-hachi.bad-teyaku.no-chaff-left": (
        "{text!r}: no plain chaff of that month is left to show",
        "{text!r}：見せられるその月のカスはもう残っていない",
    ),
    "hachi-hachi.bad-teyaku.shown-twice": (
        "{card} is shown by both {first} and {second}",
        "{card} を {first} と {second} の両方が見せている",
    ),
    "hachi-hachi.bad-teyaku.two-of-group": (
        "{player} declares two teyaku of group {group} ({ids}): each player is paid one of each group",
        "{player} が{group}組の手役を二つ書いている（{ids}）：払われるのは組ごとに一つだけ",
    ),
    "hachi-hachi.bad-teyaku.no-row": (
        "{player} shows {cards}, which form no group A teyaku (show exactly the cards of the combination)",
        "{player} の見せた {cards} はA組の手役にならない（役になる札だけを見せる）",
    ),
    "hachi-hachi.bad-teyaku.other-row": (
        "{player} declares {written}, but the cards shown form {formed}",
        "{player} は {written} と書いているが、見せた札は {formed} になる",
    ),
    "hachi-hachi.bad-teyaku.no-cards": (
        "{player} declares {id} without its cards: group A is decided by the cards shown",
        "{player} の {id} に札がない：A組は見せた札で決まる",
    ),
    "hachi-hachi.bad-teyaku.b-contradicted": (
        "{player} declares {id}, but the cards shown ({cards}) are of the same hand and contradict it",
        "{player} の {id} は、同じ手から見せた札（{cards}）と食い違う",
    ),
    "hachi-hachi.bad-teyaku.sits-out": (
        "{player} sits this round out and declares no teyaku",
        "{player} はこの局を打っていないので、手役はない",
    ),
    "hachi-hachi.bad-teyaku.on-start": (
        "{player} shows {cards}, dealt to the starting field: shown cards are hand cards",
        "{player} の見せた {cards} は最初の場札に配られた札：見せる札は手札",
    ),
    # Who played and dropped out.
    "hachi-hachi.dropped-small-table": (
        "nobody drops out with {count} at the table (everybody plays)",
        "{count}人の卓では誰も降りない（全員が打つ）",
    ),
    "hachi-hachi.everybody-plays": (
        "with {count} at the table everybody plays",
        "{count}人の卓では全員が打つ",
    ),
    "hachi-hachi.dropped-and-active": (
        "{names} cannot both drop out and play",
        "{names} が降りて、しかも打つことはできない",
    ),
    "hachi-hachi.dropped-all-others": (
        "with {count} left playing, every other player dropped out; {names} not listed",
        "残って打つのが{count}人なら、ほかの全員が降りている：{names} が書かれていない",
    ),
    "hachi-hachi.stated-multiplier-stacked": (
        "no multiplier is carried with stack_multipliers = true",
        "ローカルルール `stack_multipliers` では倍を持ち越さない",
    ),
    # A walkover: one left.
    "hachi-hachi.walkover-fact": (
        "everybody else dropped out, so no cards were played and nothing was declared or called",
        "ほかの全員が降りたので、札は打たれず、手役も下げも勝負もない",
    ),
    "hachi-hachi.walkover-pile": (
        "everybody else dropped out, so {name} captured no cards",
        "ほかの全員が降りたので、{name} は札を取っていない",
    ),
    # Sage, shoubu, cancel.
    "hachi-hachi.call-sits-out": (
        "{name} sits this round out",
        "{name} はこの局を打っていない",
    ),
    "hachi-hachi.shoubu-and-cancel": (
        "stopped_by and cancelled_by: a round ends by shoubu or by a cancel, not both",
        "stopped_by と cancelled_by：局が終わるのは勝負か取り消しのどちらか一つ",
    ),
    "hachi-hachi.ender-without-dekiyaku": (
        "{name}'s pile holds no dekiyaku",
        "{name}の取り札に出来役がない",
    ),
    "hachi-hachi.cancel-without-sage": (
        "{name} cancelled without having called sage",
        "{name} は下げずに取り消している",
    ),
    "hachi-hachi.sage-without-dekiyaku": (
        "{name} called sage, but their pile holds no dekiyaku",
        "{name} は下げたが、取り札に出来役がない",
    ),
    "hachi-hachi.dekiyaku-without-sage": (
        "{name}'s pile holds {yaku} but {name} is not in sage (the round would have ended when it was formed)",
        "{name}の取り札に {yaku} があるが、sage に {name} がない（できたときに局が終わっていたはず）",
    ),
    "hachi-hachi.dekiyaku-unended": (
        "{name}'s pile holds {yaku}, but nobody ended the round (no stopped_by or cancelled_by) and {name} is not in sage: a dekiyaku ends the round unless its maker calls sage (if {name} called shoubu, add stopped_by: {name}; if {name} called sage, add {name} to sage; or correct the pile)",
        "{name}の取り札に {yaku} があるが、局を終えた打ち手（stopped_by、cancelled_by）も {name} の下げ（sage）もない：出来役ができたら、作った打ち手が下げない限り局は終わる（{name} が勝負したなら stopped_by: {name} を、下げたなら sage に {name} を書き足すか、取り札を直す）",
    ),
    # Where the cards lie.
    "hachi-hachi.start-unplayed": (
        "{cards} were dealt to the field, so they are captured or still on it",
        "{cards} は最初の場札に配られた札なので、取られたか場に残っている",
    ),
    "hachi-hachi.end-field-played-out": (
        "the end field holds {cards}, but three played the hands out: every card was captured",
        "場に残った札に {cards} があるが、三人が手札を打ち切ったので札はすべて取られている",
    ),
    "hachi-hachi.unplayed-played-out": (
        "{cards}, but three played the hands out: every card was captured",
        "{cards} とあるが、三人が手札を打ち切ったので札はすべて取られている",
    ),
    "hachi-hachi.two-active-count": (
        "two played the hands out: the piles and the end field hold 34 cards, not {count} (14 stay in the draw pile)",
        "二人が手札を打ち切ったので、取り札と場に残った札は合わせて34枚（{count}枚ではない。山札に14枚残る）",
    ),
    "hachi-hachi.no-leftover": (
        "Hachi-Hachi has no leftover rule: cards left on the end field are dead (remove [leftover])",
        "八八に残り札の決まりはない：場に残った札は誰のものにもならない（[leftover] を消す）",
    ),
    "hachi-hachi.bad-house-rule.kan": (
        "kan must be 12, 10 or 6, not {value!r}",
        "kan は 12、10、6 のどれか（{value!r} ではない）",
    ),
    # The page's own phrasing of those that name a sheet key (people tapping type no sheet).
    "hachi-hachi.shoubu-and-cancel@page": (
        "a round ends by shoubu or by a cancel, not both",
        "局が終わるのは勝負か取り消しのどちらか一つ",
    ),
    "hachi-hachi.stated-multiplier-stacked@page": (
        "no multiplier is carried over when every multiplier card of the field multiplies the round",
        "最初の場札の倍の札をすべて掛ける決まりでは、倍を持ち越さない",
    ),
    "hachi-hachi.dekiyaku-without-sage@page": (
        "{name}'s pile holds {yaku}, but {name} did not call sage: the round would have ended when it was formed (say that {name} called sage, or correct the pile)",
        "{name}の取り札に {yaku} があるが、{name} は下げていない：できたときに局が終わっていたはず（{name} が下げたと選ぶか、取り札を直す）",
    ),
    "hachi-hachi.dekiyaku-unended@page": (
        "{name}'s pile holds {yaku}, but nobody ended the round and {name} did not call sage: a dekiyaku ends the round unless its maker calls sage (if {name} called shoubu, say so; if {name} called sage, say that; or correct the pile)",
        "{name}の取り札に {yaku} があるが、局を終えた打ち手も {name} の下げもない：出来役ができたら、作った打ち手が下げない限り局は終わる（{name} が勝負したか下げたかを選ぶか、取り札を直す）",
    ),
    "hachi-hachi.no-leftover@page": (
        "cards left on the field at the end are nobody's in Hachi-Hachi",
        "八八では場に残った札は誰のものにもならない",
    ),
}
