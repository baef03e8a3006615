"""Matsu-Kiri-Bozu's words, in English and Japanese: its formula and notes, a party's score
written out, why an end-field card is dead, its house rule.  The registry adds them to the
one word table."""

WORDS: dict[str, tuple[str, str]] = {
    "matsu-kiri-bozu.formula": (
        "stopped round: the stopper's dekiyaku, paid by the opponent; played out: the difference of card points, "
        "paid by the lower total",
        "上がった局：上がった打ち手の出来役を相手が払う。打ち切った局：札の点の差を少ない方が払う",
    ),
    # A party's score written out.
    "matsu-kiri-bozu.formula.dekiyaku": ("dekiyaku {paid} = {value}", "出来役 {paid} = {value}"),
    "matsu-kiri-bozu.formula.yaku": ("{yaku} {points}", "{yaku} {points}"),
    "matsu-kiri-bozu.formula.pays": ("pays {stopper}'s dekiyaku: -{value}", "{stopper}の出来役を払う：-{value}"),
    "matsu-kiri-bozu.formula.opponent-cards": (", - opponent's cards {n}", "、- 相手の札 {n}"),
    # Why an end-field card no [leftover] table places is dead.
    "matsu-kiri-bozu.dead.stopped": (
        "on the field when the round stopped: scored by nobody",
        "上がったときに場にあった札：誰の点にもならない",
    ),
    "matsu-kiri-bozu.dead.wild-capture": (
        "left on the field by a wild capture: scored by nobody",
        "化け札の取りで場に残った札：誰の点にもならない",
    ),
    "matsu-kiri-bozu.note.wilds": (
        "The Crane (10), the Full Moon (80) and the Phoenix (120) are wild: each matches any card, and each is "
        "worth 100.",
        "松に鶴（10）・芒に月（80）・桐に鳳凰（120）は化け札：どの札とも合い、どれも100点。",
    ),
    "matsu-kiri-bozu.note.stop": (
        "The first dekiyaku formed ends the round: name its maker in 'stopped_by'. With dekiyaku_payout = \"max\" "
        "a capture forming several pays only the largest.",
        "最初にできた出来役でその局は終わる：作った打ち手を `stopped_by` に書く。"
        "ローカルルール `dekiyaku_payout` が max なら、一度の取りで複数できても一番大きい役だけを払う。",
    ),
    "matsu-kiri-bozu.note.stopped-sheet": (
        "A stopped round's sheet lists only what was captured; the hands and the draw pile need not be written down.",
        "上がった局の記録表には取った札だけを書けばよい。手札と山札は書かなくてよい。",
    ),
    "matsu-kiri-bozu.note.captures": (
        "Dekiyaku count only from captures during play; cards placed by a leftover table add card points only.",
        "出来役は打っている間に取った札だけで数える。`[leftover]` の表で割り当てた札は札の点にだけ足す。",
    ),
    "matsu-kiri-bozu.note.played-out": (
        "A played-out round pays the difference of card points (the deck holds 504). A tie pays nothing and the "
        "dealer keeps the deal.",
        "打ち切った局は札の点の差を払う（札全部で504点）。引き分けは払いなしで、親はそのまま。",
    ),
    "matsu-kiri-bozu.note.dead": (
        "Cards a wild capture left on the field with no mate to take them are dead, unless a leftover table "
        "places them.",
        "化け札の取りで場に残り、合う札がなくて取れない札は死に札。`[leftover]` の表で割り当てればその打ち手の札になる。",
    ),
    "matsu-kiri-bozu.rule.dekiyaku-payout": (
        'One capture forming several dekiyaku: "sum" pays them all, "max" pays only the largest.',
        "一度の取りで出来役が複数できたとき：sum ならすべて払い、max なら一番大きい役だけ払う。",
    ),
    "matsu-kiri-bozu.rule.dekiyaku-payout@page": (
        "One capture forming several dekiyaku: pay them all, or only the largest.",
        "一度の取りで出来役が複数できたとき：すべて払うか、一番大きいものだけ払う。",
    ),
}
