"""Kyu-Rei Hana's words, in English and Japanese: its formula and notes, its house rules.
The registry adds them to the one word table; why a round runs on its multiplier is said by
the field multiplier's own words (``multiplier.*``), shared with Hachi-Hachi."""

WORDS: dict[str, tuple[str, str]] = {
    "kyu-rei-hana.formula": (
        "(card points + 2 x own yaku - both opponents' yaku - {par}) x field multiplier",
        "（札の点 ＋ 自分の役 × 2 − 相手二人の役 − {par}）× 場の倍率",
    ),
    # A party's score written out: ``(cards ... = 85, - 90, + own yaku 2 x 20, ...) x 4 = -20``.
    "kyu-rei-hana.formula.own-yaku": (", + own yaku 2 x {n}", "、+ 自分の役 2 × {n}"),
    "kyu-rei-hana.formula.multiplied": ("({terms}) x {m} = {score}", "（{terms}）× {m} = {score}"),
    "kyu-rei-hana.note.par": (
        "The deck is worth 270, so each of the three players is measured against 90; the three scores sum to zero.",
        "札全部で270点なので、三人の打ち手それぞれを90点と比べる。三人の点の合計は0になる。",
    ),
    "kyu-rei-hana.note.yaku": (
        "Yaku pay twice: a player adds twice its own yaku and loses every yaku its two opponents formed.",
        "役は二重に払われる：自分の役の二倍を足し、相手二人が揃えた役をすべて引く。",
    ),
    "kyu-rei-hana.note.field": (
        "The starting field sets the multiplier: Crane, Curtain or Moon doubles the round, Rain Man or Phoenix "
        "quadruples it; with warbler_deer_double the Bush Warbler and Deer double it too.",
        "最初の場札で倍率が決まる：松に鶴・桜に幕・芒に月でその局は二倍、柳に小野道風か桐に鳳凰で四倍。"
        "ローカルルール `warbler_deer_double` では梅に鶯と紅葉に鹿でも二倍。",
    ),
    "kyu-rei-hana.note.several": (
        "Several multiplier cards: the largest applies now, the others wait for the next rounds, x4 first. A round "
        "that already runs on a carried multiplier sends all of its own to the back of the queue.",
        "倍率の札が複数：一番大きい倍率をこの局に使い、ほかは次の局に持ち越す（×4が先）。"
        "持ち越しの倍率で打つ局は、自分の場札の倍率をすべて順番の最後に回す。",
    ),
    "kyu-rei-hana.note.carry-over": (
        "With carry_over = false nothing waits: a round runs on its field's largest multiplier and the rest are "
        "dropped.",
        "ローカルルール `carry_over` を false にすると持ち越しはない：その局は場札の一番大きい倍率で打ち、ほかは捨てる。",
    ),
    "kyu-rei-hana.note.stated": (
        "A sheet scored outside a ledger may say 'multiplier = 2' (or 4) for a round running on a carried "
        "multiplier; its own field's multipliers then all wait for later rounds.",
        "台帳の外で数える記録表には、持ち越しの倍率で打つ局の倍率（2か4）を `multiplier` に書ける。"
        "そのときその局の場札の倍率はすべて後の局に持ち越す。",
    ),
    "kyu-rei-hana.note.players": (
        "Four to seven players: three play each round (name them in 'active'); the others score 0.",
        "打ち手が4〜7人なら毎局3人が打つ（`active` に名前を書く）。ほかの打ち手は0点。",
    ),
    "kyu-rei-hana.note.leftovers": (
        "The field is empty when a round is played out: any card left on it must be placed in a leftover table.",
        "打ち切った局では場札は残らない：場に残った札は `[leftover]` の表で誰かに割り当てる。",
    ),
    "kyu-rei-hana.rule.warbler-deer-double": (
        "The Bush Warbler (20) and the Deer (100) on the starting field also double the round (the later revision).",
        "最初の場札の梅に鶯（20）と紅葉に鹿（100）でもその局は二倍になる（後の改訂）。",
    ),
    "kyu-rei-hana.rule.carry-over": (
        "Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, "
        "x4 first (false: the others are dropped).",
        "最初の場札に倍率の札が複数あるとき：一番大きい倍率を使い、ほかは後の局に持ち越す（×4が先）。"
        "false ならほかは捨てる。",
    ),
    "kyu-rei-hana.rule.carry-over@page": (
        "Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, "
        "x4 first (off: the others are dropped).",
        "最初の場札に倍率の札が複数あるとき：一番大きい倍率を使い、ほかは後の局に持ち越す（×4が先）。"
        "外すとほかは捨てる。",
    ),
}
