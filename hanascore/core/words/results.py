"""The words every game's result shares: a formula's parts (a party's score written out with
its numbers: the card points by value, a worded term, the par, the result) and where the
sheet's own table put a leftover; what the field multiplier of the games that have one says
(``multiplier.*``: Kyu-Rei Hana and Hachi-Hachi share it), the question of every game whose
yaku can stop a round (``stop.question``), and the warnings the shared checks give.  A game's own words (its yaku, rules) are the game's (``games/<game>/words.py``)."""

WORDS: dict[str, tuple[str, str]] = {
    # A formula: its terms said one after the other.
    "formula": ("{terms}", "{terms}"),
    "formula.cards": ("cards {parts} = {total}", "札 {parts} = {total}"),
    "formula.times": ("{n}x{m}", "{n}×{m}"),
    "formula.term": (", {sign} {words} {n}", "、{sign} {words} {n}"),
    "formula.par": ("{cards}, - {par}", "{cards}、- {par}"),
    "formula.equals": (" = {n}", " = {n}"),
    "formula.sat-out": ("sat this round out: 0", "この局は休み：0"),
    "formula.own-yaku": ("own yaku", "自分の役"),
    "formula.opponents-yaku": ("opponents' yaku", "相手の役"),
    "formula.opponent-yaku": ("opponent's yaku", "相手の役"),
    # Where a leftover went, when the sheet's [leftover] table placed it.
    "leftover.by-sheet": ("allocated by the sheet's [leftover] table", "記録表の[leftover]で割り当て"),
    "leftover.by-sheet@page": ("placed by hand", "手で割り当てた"),
    "leftover.nobody": ("left on the end field: scored by nobody", "場に残った札：誰の点にもならない"),
    # Why a round runs on its field multiplier (games/multiplier.py), and the question asked
    # outside a ledger.
    "multiplier.from-field": ("x{m} from the starting field's {card}", "最初の場札の{card}で×{m}"),
    "multiplier.carried": ("x{m} carried over from an earlier round", "前の局から持ち越した×{m}"),
    "multiplier.cards": ("{first} and {last}", "{first}・{last}"),
    "multiplier.others-wait": ("{why}; {cards} wait for later rounds", "{why}；{cards}は後の局に持ち越す"),
    "multiplier.other-waits": ("{why}; {cards} waits for later rounds", "{why}；{cards}は後の局に持ち越す"),
    "multiplier.others-dropped": (
        "{why}; {cards} dropped (carry_over = false)",
        "{why}；{cards}は持ち越さずに捨てる（ローカルルール `carry_over`）",
    ),
    "multiplier.others-dropped@page": (
        "{why}; {cards} dropped (at this table multipliers are not carried over)",
        "{why}；{cards}は持ち越さずに捨てる（この卓では倍率を持ち越さない）",
    ),
    "multiplier.no-start": (
        "start is missing: the multiplier was taken as 1 (give the starting field if a multiplier card was dealt to it)",
        "最初の場札（`start`）がない：倍率を1とした（倍率の札が配られていたら、`start` に最初の場札を書く）",
    ),
    "multiplier.no-start@page": (
        "the field as dealt is not given: the multiplier was taken as 1 (tap the field as dealt if a multiplier card was dealt to it)",
        "最初の場札がない：倍率を1とした（倍率の札が配られていたら、最初の場札をタップする）",
    ),
    "multiplier.question": (
        "Does this round run on a multiplier carried over from an earlier round (1, 2 or 4)?",
        "この局は前の局から持ち越した倍率（1、2、4）で打ちますか？",
    ),
    # The question of every game whose yaku can stop a round (core.facts.StopFacts).
    "stop.question": (
        "Did a yaku stop the round early? Who made it? (leave it empty if the round was played out)",
        "役で上がって局が途中で終わりましたか？上がったのは誰ですか？（最後まで打ったなら空のまま）",
    ),
    # The shared checks' warnings (core/card_checks.py, games/counted/reading.py).
    "warning.odd-pile": (
        "{party}'s pile has an odd number of cards of {months}: captures come in pairs, so check this pile",
        "{party}の取り札は{months}の札が奇数枚：札は二枚ずつ取るので、この取り札を確かめる",
    ),
    "warning.counted-unchecked": (
        "the counts could not be checked card by card (the search gave up): the round is scored as named",
        "枚数を札ごとに確かめきれなかった（探すのを打ち切った）：書かれた役のとおりに数える",
    ),
}
