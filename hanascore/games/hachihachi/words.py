"""Hachi-Hachi's words, in English and Japanese: its formula and notes, its house rules and
questions, the terms of a party's formula, its warnings and the lines its results show; its
problems are in :mod:`hanascore.games.hachihachi.words_problems`.  The registry adds them to
the one word table."""

from hanascore.games.hachihachi.words_problems import PROBLEMS

WORDS: dict[str, tuple[str, str]] = {
    # ``rules hachi-hachi``: the formula and the notes.
    "hachi-hachi.formula": (
        "(teyaku + dekiyaku + special hands + achievements + drop-out fees, in kan) x kan x field multiplier "
        "+ (card points - 88) x field multiplier when no dekiyaku was formed",
        "（手役＋出来役＋特別な手＋飛び込み・抜け役＋降り賃、いずれも貫）× 一貫の文 × 場の倍"
        " ＋ 出来役がなければ（札の点 − 88）× 場の倍",
    ),
    "hachi-hachi.note.deck": (
        "Bright 20, animal 10, ribbon 5, chaff 1: the deck is worth 264, a third is 88.",
        "光札20、タネ10、短冊5、カス1：札全部で264文、その三分の一が88文。",
    ),
    "hachi-hachi.note.kan": (
        "Payments are in kan (kan = 12 points by default; 10 or 6 by house rule) and run on the field multiplier: "
        "Crane, Curtain or Moon on the starting field doubles the round, Rain Man or Phoenix quadruples it; "
        "several: the largest applies and the others wait for later rounds (as in Kyu-Rei Hana).",
        "払いは貫で数え（一貫は既定で12文、ローカルルールで10文か6文）、場の倍が掛かる：最初の場札に鶴・幕・月が"
        "あればその局は二倍、小野道風か鳳凰なら四倍。いくつもあれば一番大きい倍を使い、ほかは後の局に持ち越す（九十花と同じ）。",
    ),
    "hachi-hachi.note.teyaku": (
        "Teyaku: declare them in [teyaku]: group A by the cards shown (41 42 43), group B by id (karasu); "
        "each is paid by each opponent.",
        "手役は [teyaku] に書く：A組は見せた札で（41 42 43）、B組は記号で（karasu）。どの手役も相手それぞれが払う。",
    ),
    "hachi-hachi.note.dekiyaku": (
        "Dekiyaku: name who called sage (in order), and who called shoubu (stopped_by) or cancelled (cancelled_by). "
        "Shoubu pays the caller's dekiyaku by each opponent (a lone sage caller pays double); a cancel pays half; "
        "hands played out with dekiyaku pay each player half of their own.",
        "出来役：下げた打ち手（下げた順に）と、勝負した打ち手（stopped_by）か取り消した打ち手（cancelled_by）を書く。"
        "勝負なら相手それぞれが出来役を払う（一人だけ下げていればその打ち手が倍を払う）。取り消しなら半分を払う。"
        "出来役があって手札が尽きた局は、それぞれが自分の出来役の半分を受け取る。",
    ),
    "hachi-hachi.note.no-dekiyaku": (
        "No dekiyaku: All Eights, Double Eights and Sixteen Chaff cancel everything else; otherwise each scores "
        "(card points - 88) x multiplier, plus teyaku, diving and escape.",
        "出来役がない局：総八・二八・素十六はほかをすべて消す。そうでなければそれぞれ（札の点 − 88）× 場の倍に、"
        "手役・飛び込み・抜け役を足す。",
    ),
    "hachi-hachi.note.dropped": (
        "Four to seven at the table: three play (active); dropped (in order) pay 1, 1.5, 2 ... kan into the winner's pot.",
        "卓に四〜七人：三人が打つ（`active`）。降りた打ち手は（降りた順に）一貫、一貫半、二貫…を勝った打ち手に払う。",
    ),
    "hachi-hachi.note.two-active": (
        "Two active: the difference of card points is paid; no achievements or special hands.",
        "打つのが二人：札の点の差を払う。飛び込み・抜け役と特別な手はない。",
    ),
    "hachi-hachi.note.teyaku-group": ("Teyaku group {group} (kan): {teyaku}", "手役{group}組（貫）：{teyaku}"),
    "hachi-hachi.note.teyaku-row": ("{id} {name} {japanese} {kan}", "{id} {japanese} {kan}"),
    # The house rules.
    "hachi-hachi.rule.kan": (
        "Points per kan: 12 (the traditional dozenal value), 10 (decimal) or 6.",
        "一貫の文：12（昔ながらの十二進）、10（十進）または6。",
    ),
    "hachi-hachi.rule.carry-over": (
        "Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, "
        "x4 first (false: the others are dropped).",
        "最初の場札に倍の札がいくつもあるとき：一番大きい倍を使い、ほかは後の局に持ち越す（×4が先）。false ならほかは捨てる。",
    ),
    "hachi-hachi.rule.carry-over@page": (
        "Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, "
        "x4 first (off: the others are dropped).",
        "最初の場札に倍の札がいくつもあるとき：一番大きい倍を使い、ほかは後の局に持ち越す（×4が先）。外すとほかは捨てる。",
    ),
    "hachi-hachi.rule.stack-multipliers": (
        "Every multiplier card on the starting field multiplies this round (4 x 4 x 2 = 32); nothing waits.",
        "最初の場札の倍の札をすべてこの局に掛ける（4 × 4 × 2 = 32）。持ち越しはない。",
    ),
    "hachi-hachi.rule.sage-liability": (
        "Shoubu: when exactly one opponent called sage, that one pays the stopper double and the other nothing.",
        "勝負：相手のうち一人だけが下げていたら、その打ち手が勝負した打ち手に倍を払い、もう一人は払わない。",
    ),
    "hachi-hachi.rule.achievements": (
        "Diving and escape are paid (1 kan from each opponent).",
        "飛び込みと抜け役を払う（相手それぞれから一貫）。",
    ),
    "hachi-hachi.rule.inoshikacho": (
        "Boar, Deer, Butterflies (60 70 100) is a dekiyaku worth 7 kan.",
        "猪鹿蝶（60 70 100）を七貫の出来役とする。",
    ),
    "hachi-hachi.rule.seven-ribbons-extra": (
        "Seven Ribbons pays 1 kan more per ribbon beyond seven, the Willow ribbon counted.",
        "七短は七枚を超える短冊一枚ごとに一貫増し（柳の短冊も数える）。",
    ),
    # The questions (the terminal's; the page's own phrasing where it differs).
    "hachi-hachi.question.dropped": (
        "Who dropped out, in the order they dropped (Enter if nobody did)?",
        "降りた打ち手は？降りた順に（いなければ空のまま）",
    ),
    "hachi-hachi.question.dropped@page": (
        "Who dropped out, in the order they dropped? (none: leave it empty)",
        "降りた打ち手は？降りた順に（いなければ空のまま）",
    ),
    "hachi-hachi.question.teyaku": (
        "Teyaku declared (e.g. Ann=41 42 43; Bo=karasu; Enter if none)?",
        "出した手役は？（例：Ann=41 42 43、Bo=空素。なければ空のまま）",
    ),
    "hachi-hachi.question.teyaku@page": (
        "Teyaku declared: each player's cards shown and hand's id (e.g. 41 42 43, karasu)",
        "出した手役：打ち手ごとに見せた札と手役の名（例：41 42 43、空素）",
    ),
    "hachi-hachi.question.sage": (
        "Who called sage, in the order of their first call (Enter if nobody)?",
        "下げた打ち手は？最初に下げた順に（いなければ空のまま）",
    ),
    "hachi-hachi.question.sage@page": (
        "Who called sage, in the order of their first call?",
        "下げた打ち手は？最初に下げた順に",
    ),
    "hachi-hachi.question.stopped-by": (
        "Who called shoubu (Enter if nobody)?",
        "勝負した打ち手は？（いなければ空のまま）",
    ),
    "hachi-hachi.question.stopped-by@page": (
        "Who called shoubu? (none: leave it empty)",
        "勝負した打ち手は？（いなければ空のまま）",
    ),
    "hachi-hachi.question.cancelled-by": (
        "Who cancelled (Enter if nobody)?",
        "取り消した打ち手は？（いなければ空のまま）",
    ),
    "hachi-hachi.question.cancelled-by@page": (
        "Who cancelled? (none: leave it empty)",
        "取り消した打ち手は？（いなければ空のまま）",
    ),
    "hachi-hachi.question.unplayed": (
        "The cards not yet played (Enter if not listed)?",
        "まだ打っていない札は？（手札と山札。書かないなら空のまま）",
    ),
    "hachi-hachi.question.unplayed@page": (
        "The cards not yet played (the hands and the draw pile)",
        "まだ打っていない札（手札と山札）",
    ),
    # A party's formula: each payment in kan from or to an opponent, then the card points.
    "hachi-hachi.pay.from": ("{what} +{kan} from {name}", "{what} {name}から+{kan}"),
    "hachi-hachi.pay.to": ("{what} -{kan} to {name}", "{what} {name}へ-{kan}"),
    "hachi-hachi.term.teyaku": ("teyaku", "手役"),
    "hachi-hachi.term.dekiyaku": ("dekiyaku", "出来役"),
    "hachi-hachi.term.dekiyaku-liable": ("dekiyaku (sage liability)", "出来役（下げた責任）"),
    "hachi-hachi.term.half-dekiyaku": ("half dekiyaku", "出来役の半分"),
    "hachi-hachi.term.all-eights": ("All Eights", "総八"),
    "hachi-hachi.term.double-eights": ("Double Eights", "二八"),
    "hachi-hachi.term.sixteen-chaff": ("Sixteen Chaff", "素十六"),
    "hachi-hachi.term.diving": ("diving", "飛び込み"),
    "hachi-hachi.term.escape": ("escape", "抜け役"),
    "hachi-hachi.fee.paid": ("drop-out fee -{kan}", "降り賃 -{kan}"),
    "hachi-hachi.fee.pot": ("drop-out pot +{kan}", "降り賃の受け取り +{kan}"),
    "hachi-hachi.formula.in-kan": (
        "{terms} = {kan} kan x {k}{times} = {total}",
        "{terms} = {kan}貫 × {k}{times} = {total}",
    ),
    "hachi-hachi.formula.times": (" x {m}", " × {m}"),
    "hachi-hachi.formula.cards-par": ("cards {points} - {par} = {diff}{times}", "札 {points} - {par} = {diff}{times}"),
    "hachi-hachi.formula.cards-opponent": (
        "cards {points} - the opponent's = {diff}{times}",
        "札 {points} - 相手の札 = {diff}{times}",
    ),
    "hachi-hachi.formula.cards-times": (" x {m} = {n}", " × {m} = {n}"),
    "hachi-hachi.formula.parts": ("{parts}", "{parts}"),
    "hachi-hachi.formula.sum": ("{parts}; = {score}", "{parts}；= {score}"),
    # Warnings.
    "hachi-hachi.warning.diving-unpaid": (
        "{name}'s diving is not paid: a counted pile names no cards (enter it card by card)",
        "{name}の飛び込みは払わない：数えた取り札には札の名がない（札ごとに書く）",
    ),
    "hachi-hachi.warning.four-captured": (
        "{other}'s pile holds {cards}, of the four {player} showed as dealt: only {player} could capture them",
        "{other}の取り札に{cards}がある：{player}が配られたと見せた同じ月の四枚のうちの札で、取れるのは{player}だけ",
    ),
    #: A card as a warning names it: its id in English, its id and name in Japanese.
    "hachi-hachi.card": ("{id}", "{card}"),
    # How a round ended (beside its winner, in the history).
    "hachi-hachi.victory.shoubu": ("shoubu", "勝負"),
    "hachi-hachi.victory.cancel": ("cancel", "取り消し"),
    "hachi-hachi.victory.exhausted": ("hands exhausted", "手札が尽きた"),
    "hachi-hachi.victory.card-points": ("most card points", "札の点が最多"),
    "hachi-hachi.victory.all-eights": ("All Eights", "総八"),
    "hachi-hachi.victory.double-eights": ("Double Eights", "二八"),
    "hachi-hachi.victory.sixteen-chaff": ("Sixteen Chaff", "素十六"),
    "hachi-hachi.victory.walkover": ("walkover", "不戦勝"),
    # A party that dropped out, the lines under a party, and the round's note.
    "hachi-hachi.out.dropped": ("dropped out: pays {amount:,}", "降りた：降り賃{amount:,}を払う"),
    "hachi-hachi.line.teyaku": ("teyaku", "手役"),
    "hachi-hachi.line.achievements": ("achievements", "飛び込み・抜け役"),
    "hachi-hachi.line.teyaku-kan": ("{name} {kan} kan", "{name} {kan}貫"),
    "hachi-hachi.line.teyaku-total": ("{list} = {kan} kan", "{list} = {kan}貫"),
    "hachi-hachi.line.diving": ("diving", "飛び込み"),
    "hachi-hachi.line.escape": ("escape", "抜け役"),
    "hachi-hachi.line.times": ("{what} ×{count}", "{what} ×{count}"),
    "hachi-hachi.note.dropped-out": ("dropped out: {names}", "降りた打ち手：{names}"),
    **PROBLEMS,
}
