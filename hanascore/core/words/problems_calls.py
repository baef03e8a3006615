"""Problem messages of dealt hands, calls and drop-outs (Hachi-Hachi's teyaku, sage, shoubu
and cancel, RULES.md section 10): ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    # Reading [teyaku].
    "bad-teyaku.unknown": (
        "{token!r} is neither a card nor a teyaku{hint}",
        "{token!r} は札でも手役でもありません{hint}",
    ),
    "bad-teyaku.no-chaff-left": (
        "{text!r}: no plain chaff of that month is left to show",
        "{text!r}: その月のカスはもう残っていません",
    ),
    "bad-teyaku.shown-twice": (
        "{card} is shown by both {first} and {second}",
        "{card} を {first} と {second} の両方が見せています",
    ),
    "bad-teyaku.two-of-group": (
        "{player} declares two teyaku of group {group} ({ids}): each player is paid one of each group",
        "{player} がグループ {group} の手役を二つ出しています（{ids}）。各グループ一つだけです",
    ),
    "bad-teyaku.no-row": (
        "{player} shows {cards}, which form no group A teyaku (show exactly the cards of the combination)",
        "{player} の見せた {cards} はグループ A の手役になりません（役の札だけを見せます）",
    ),
    "bad-teyaku.other-row": (
        "{player} declares {written}, but the cards shown form {formed}",
        "{player} は {written} と書いていますが、見せた札は {formed} です",
    ),
    "bad-teyaku.no-cards": (
        "{player} declares {id} without its cards: group A is decided by the cards shown",
        "{player} の {id} に札がありません。グループ A は見せた札で決まります",
    ),
    "bad-teyaku.b-contradicted": (
        "{player} declares {id}, but the cards shown ({cards}) are of the same hand and contradict it",
        "{player} の {id} は、同じ手の見せた札（{cards}）と矛盾します",
    ),
    "bad-teyaku.sits-out": (
        "{player} sits this round out and declares no teyaku",
        "{player} はこの回に出ていないので手役はありません",
    ),
    "bad-teyaku.on-start": (
        "{player} shows {cards}, dealt to the starting field: shown cards are hand cards",
        "{player} の見せた {cards} は配りの場の札です。見せる札は手札です",
    ),
    # Who played and dropped out.
    "hachi.dropped-small-table": (
        "nobody drops out with {count} at the table (everybody plays)",
        "{count} 人の卓では降りる人はいません（全員が打ちます）",
    ),
    "hachi.everybody-plays": (
        "with {count} at the table everybody plays",
        "{count} 人の卓では全員が打ちます",
    ),
    "hachi.dropped-and-active": (
        "{names} cannot both drop out and play",
        "{names} は降りたのに打っています",
    ),
    "hachi.dropped-all-others": (
        "with {count} left playing, every other player dropped out; {names} not listed",
        "残りが {count} 人なら、ほかの全員が降りています。{names} が書かれていません",
    ),
    "hachi.stated-multiplier-stacked": (
        "no multiplier is carried with stack_multipliers = true",
        "stack_multipliers = true では持ち越しの倍率はありません",
    ),
    # A walkover: one left.
    "hachi.walkover-fact": (
        "everybody else dropped out, so no cards were played and nothing was declared or called",
        "ほかの全員が降りたので、札は打たれず、役も宣言もありません",
    ),
    "hachi.walkover-pile": (
        "everybody else dropped out, so {name} captured no cards",
        "ほかの全員が降りたので、{name} の取り札はありません",
    ),
    # Sage, shoubu, cancel.
    "hachi.call-sits-out": (
        "{name} sits this round out",
        "{name} はこの回に出ていません",
    ),
    "hachi.shoubu-and-cancel": (
        "stopped_by and cancelled_by: a round ends by shoubu or by a cancel, not both",
        "勝負か取り消しのどちらか一つです",
    ),
    "hachi.ender-without-dekiyaku": (
        "{name}'s pile holds no dekiyaku",
        "{name}の取り札に出来役がありません",
    ),
    "hachi.cancel-without-sage": (
        "{name} cancelled without having called sage",
        "{name} は下げを宣言せずに取り消しています",
    ),
    "hachi.sage-without-dekiyaku": (
        "{name} called sage, but their pile holds no dekiyaku",
        "{name} は下げを宣言していますが、取り札に出来役がありません",
    ),
    "hachi.dekiyaku-without-sage": (
        "{name}'s pile holds {yaku} but {name} is not in sage (the round would have ended when it was formed)",
        "{name}の取り札に {yaku} がありますが、下げの宣言がありません（できた時点で回が終わっていたはずです）",
    ),
    "hachi.dekiyaku-unended": (
        "{name}'s pile holds {yaku}, but nobody ended the round (no stopped_by or cancelled_by) and {name} is not in sage: a dekiyaku ends the round unless its maker calls sage (if {name} called shoubu, add stopped_by: {name}; if {name} called sage, add {name} to sage; or correct the pile)",
        "{name}の取り札に {yaku} がありますが、回を終えた人（stopped_by、cancelled_by）も {name} の下げ（sage）もありません。出来役ができたら下げない限り回は終わります（{name} が勝負したなら stopped_by: {name} を、下げたなら sage に {name} を書くか、取り札を直してください）",
    ),
    # Where the cards lie.
    "hachi.start-unplayed": (
        "{cards} were dealt to the field, so they are captured or still on it",
        "{cards} は場に配られた札なので、取られたか場に残っています",
    ),
    "hachi.end-field-played-out": (
        "the end field holds {cards}, but three played the hands out: every card was captured",
        "終わりの場に {cards} がありますが、三人で打ち切ったので全部取られています",
    ),
    "hachi.unplayed-played-out": (
        "{cards}, but three played the hands out: every card was captured",
        "{cards} とありますが、三人で打ち切ったので全部取られています",
    ),
    "hachi.two-active-count": (
        "two played the hands out: the piles and the end field hold 34 cards, not {count} (14 stay in the draw pile)",
        "二人で打ち切ったので、取り札と終わりの場は 34 枚です（{count} 枚ではありません。山に 14 枚残ります）",
    ),
    "hachi.no-leftover": (
        "Hachi-Hachi has no leftover rule: cards left on the end field are dead (remove [leftover])",
        "八八に残り札の規則はありません。終わりの場の札は誰のものにもなりません（[leftover] を消してください）",
    ),
    "bad-house-rule.kan": (
        "kan must be 12, 10 or 6, not {value!r}",
        "kan は 12、10、6 のどれか（書かれていたのは {value!r}）",
    ),
    # The page's own phrasing of those that name a sheet key (people tapping type no sheet).
    "hachi.shoubu-and-cancel@page": (
        "a round ends by shoubu or by a cancel, not both",
        "勝負か取り消しのどちらか一つです",
    ),
    "hachi.stated-multiplier-stacked@page": (
        "no multiplier is carried over when every multiplier card of the field multiplies the round",
        "場の倍率をすべて掛ける決まりでは、持ち越しの倍率はありません",
    ),
    "hachi.dekiyaku-without-sage@page": (
        "{name}'s pile holds {yaku}, but {name} did not call sage: the round would have ended when it was formed (say that {name} called sage, or correct the pile)",
        "{name}の取り札に {yaku} がありますが、{name} の下げがありません。できた時点で回が終わっていたはずです（{name} が下げたと選ぶか、取り札を直してください）",
    ),
    "hachi.dekiyaku-unended@page": (
        "{name}'s pile holds {yaku}, but nobody ended the round and {name} did not call sage: a dekiyaku ends the round unless its maker calls sage (if {name} called shoubu, say so; if {name} called sage, say that; or correct the pile)",
        "{name}の取り札に {yaku} がありますが、回を終えた人も {name} の下げもありません。出来役ができたら下げない限り回は終わります（{name} が勝負したか下げたかを選ぶか、取り札を直してください）",
    ),
    "hachi.no-leftover@page": (
        "cards left on the field at the end are nobody's in Hachi-Hachi",
        "八八では終わりの場に残った札は誰のものにもなりません",
    ),
    "bad-fact.takes-cards@page": (
        "this answer is cards, as a pile is given; got {value!r}",
        "この答えは取り札と同じく札だ。書かれていたのは {value!r}",
    ),
}
