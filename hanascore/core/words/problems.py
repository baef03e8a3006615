"""Every problem message, by key: ``key: (english, japanese)``.

The messages live in sections by where the problem is found (``problems_sheet``: reading a
round sheet; ``problems_round``: the round it describes; ``problems_ledger``: the ledger and
the export; ``problems_commands``: the command line, interactive entry and the page;
``problems_page``: the page's own phrasing of a problem, ``key@page``); this module merges them, with the words shared by all: hints inside a message, a problem list's
heading, and what the card reader and the TOML reader say about a token or a line.  The
English text of a key is what ``--json`` prints: never change it without the contract.
"""

from hanascore.core.words import (
    problems_commands,
    problems_counted,
    problems_ledger,
    problems_page,
    problems_round,
    problems_sheet,
    problems_stats,
)

SHARED: dict[str, tuple[str, str]] = {
    # Hints put inside a message (``table.suggest``, the house rules' "did you mean").
    "hint.did-you-mean": (" (did you mean {name}?)", "（{name} のことか）"),
    "hint.expected-one-of": (" (expected one of {names})", "（{names} のどれか）"),
    "hint.did-you-mean-rule": ("did you mean {name!r}? ", "{name!r} のことか。"),
    "hint.no-rules": ("none", "なし"),
    # How many players a game is played by.
    "count.players-range": ("{low} to {high} players", "{low}人から{high}人"),
    "count.players": ("{count} players", "{count}人"),
    # A problem list's heading and its end (the terminal's rendering).
    "problems.heading-one": ("{total} problem:", "問題が {total}件ある："),
    "problems.heading": ("{total} problems:", "問題が {total}件ある："),
    "problems.more-one": (
        " … and {omitted} more problem (the first {shown} are shown)",
        " … ほかに {omitted}件の問題がある（最初の {shown}件を表示した）",
    ),
    "problems.more": (
        " … and {omitted} more problems (the first {shown} are shown)",
        " … ほかに {omitted}件の問題がある（最初の {shown}件を表示した）",
    ),
    # The card reader (``cards.CardNotationError``): a token that names no card, and why.
    "card.plain": ("{token!r}: {reason}", "{token!r}: {reason}"),
    "card.suggest": (
        "{token!r}: {reason} (did you mean {suggestions}?)",
        "{token!r}: {reason}（{suggestions} のことか）",
    ),
    "card.help": (
        "{token!r}: {reason} (a card is its id, its code such as 1b, or its name: see 'hanascore cards')",
        "{token!r}: {reason}（札は番号、1b のような略号、または名前で書く。'hanascore cards' で一覧できる）",
    ),
    "card.reason.unknown": ("unknown card", "そのような札はない"),
    "card.reason.no-month": (
        "there is no month {month} (months are 1 to 12)",
        "{month}月はない（月は 1 から 12）",
    ),
    "card.reason.yellow": (
        "'y' (yellow-bottom) exists only for Paulownia: 12y",
        "'y'（黄色いカス）は桐にだけある：12y",
    ),
    "card.reason.empty": ("empty card token", "札が空だ"),
    "card.reason.no-id": (
        "{flower} has no card {number} (its ids are {ids})",
        "{flower}に {number} の札はない（{flower}の札は {ids}）",
    ),
    "card.reason.bad-id": (
        "no card has this id (ids are month*10+index, 10 to 123)",
        "この番号の札はない（番号は 月×10＋順番 で、10 から 123）",
    ),
    "card.reason.no-kind-have": (
        "{flower} has no {kind} (it has {have})",
        "{flower}に{kind}はない（あるのは {have}）",
    ),
    "card.reason.one-card": (
        "{name} is one card: only a month's plain chaff can repeat (1c x2)",
        "{name} は1枚だけの札だ。繰り返せるのは各月の素のカスだけだ（1c x2）",
    ),
    "card.reason.no-repeat": ("a repeat is x1 or more (1c x2)", "繰り返しは x1 以上（1c x2）"),
    "card.reason.other-card": (
        "{number} is the {card}, not the {name}",
        "{number} は {card} の番号で、{name} ではない",
    ),
    "card.reason.no-kind": ("{flower} has no {kind}", "{flower}に{kind}はない"),
    "card.kind.bright": ("bright", "光札"),
    "card.kind.animal": ("animal", "タネ"),
    "card.kind.ribbon": ("ribbon", "短冊"),
    "card.kind.chaff": ("chaff", "カス"),
    # Where a card is (a pile, a field), as a message names it.
    "place.pile": ("{name}'s pile", "{name}の取り札"),
    "place.end-field": ("the end field", "場に残った札"),
    "place.start-field": ("the starting field", "最初の場札"),
    "place.fact": ("{key}", "{key}"),
    "place.card-in": ("{card} in {place}", "{card} は{place}"),
    "place.on-end-field": ("on the end field", "場に残った札"),
    "place.in-pile": ("in {name}'s pile", "{name}の取り札"),
    "deck-note": (" ({months} are removed)", "（{months}は抜いてある）"),
    # The TOML reader's complaints (tomli's English, said again in Japanese) and their place.
    "toml.at": ("{what} (at line {line}, column {column})", "{line} 行 {column}桁目：{what}"),
    "toml.at-end": ("{what} (at end of document)", "記録表の終わり：{what}"),
    "toml.expected-equals": (
        "Expected '=' after a key in a key/value pair",
        "キーと値の組で、キーの後に '=' がない",
    ),
    "toml.expected-newline": (
        "Expected newline or end of document after a statement",
        "文の後は改行か、文書の終わりでなければならない",
    ),
    "toml.expected-table-end": (
        "Expected ']' at the end of a table declaration",
        "表の見出しの終わりに ']' がない",
    ),
    "toml.expected-array-table-end": (
        "Expected ']]' at the end of an array declaration",
        "配列の表の見出しの終わりに ']]' がない",
    ),
    "toml.expected": ("Expected {expected}", "{expected} がない"),
    "toml.invalid-value": ("Invalid value", "値が正しくない"),
    "toml.invalid-statement": ("Invalid statement", "文が正しくない"),
    "toml.invalid-date": ("Invalid date or datetime", "日付か日時が正しくない"),
    "toml.invalid-hex": ("Invalid hex value", "16 進の値が正しくない"),
    "toml.invalid-key-start": ("Invalid initial character for a key part", "キーの最初の文字が正しくない"),
    "toml.unclosed-array": ("Unclosed array", "配列が閉じていない"),
    "toml.unclosed-inline-table": ("Unclosed inline table", "インラインの表が閉じていない"),
    "toml.unterminated-string": ("Unterminated string", "文字列が閉じていない"),
    "toml.unescaped-backslash": ("Unescaped '\\' in a string", "文字列にエスケープしていない '\\' がある"),
    "toml.bad-escape": (
        "Escaped character is not a Unicode scalar value",
        "エスケープした文字が正しい文字ではない",
    ),
    "toml.cannot-overwrite": ("Cannot overwrite a value", "値を上書きすることはできない"),
    "toml.cannot-declare-twice": ("Cannot declare {table} twice", "{table} は二度宣言できない"),
    "toml.immutable": ("Cannot mutate immutable namespace {table}", "{table} は変えられない"),
    "toml.redefine": ("Cannot redefine namespace {table}", "{table} は定義し直せない"),
    "toml.duplicate-inline-key": ("Duplicate inline table key {key}", "インラインの表のキー {key} が重なっている"),
    "toml.illegal-character": ("Illegal character {char}", "使えない文字 {char} がある"),
    "toml.invalid-character": ("Found invalid character {char}", "正しくない文字 {char} がある"),
    "toml.key-too-long": ("TOML key has more than the allowed {count} parts", "キーが {count}個の部分を超えている"),
}

WORDS: dict[str, tuple[str, str]] = {
    **SHARED,
    **problems_sheet.WORDS,
    **problems_round.WORDS,
    **problems_counted.WORDS,
    **problems_ledger.WORDS,
    **problems_commands.WORDS,
    **problems_page.WORDS,
    **problems_stats.WORDS,
}
