"""The words of the page's round entry (``page.*``, given to its templates as ``w``): the pile
bar's short names and dealer mark, clearing a pile and its undo, ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    # The field's piles named short, where their whole names do not fit a narrow pile bar.
    "page.short_end": ("Left", "場の残り"),
    "page.short_start": ("Dealt", "最初の場"),
    # The dealer's pile: a mark one character wide (it fits the narrowest pile), and its words.
    "page.dealer_mark": ("D", "親"),
    "page.dealer_said": ("(dealer)", "（親）"),
    "page.clear_this": ("Clear {pile}", "{pile}を消す"),
    "page.cleared": ("{pile}: cleared.", "{pile}を消しました。"),
    "page.undo_clear": ("Undo", "元に戻す"),
    # The game's page: the last round's correction a tap away, at its top.
    "page.correct_round": ("Correct round {n}", "第{n}局を訂正"),
}
