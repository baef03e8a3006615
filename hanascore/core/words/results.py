"""The words every game's result shares: a formula's parts (a party's score written out with
its numbers: the card points by value, a worded term, the par, the result) and where the
sheet's own table put a leftover.  A game's own words (its yaku, multipliers, rules) are the
game's (``games/<game>/words.py``)."""

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
}
