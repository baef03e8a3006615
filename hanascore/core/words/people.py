"""The words of ``people``: ``key: (english, japanese)``.

``hanascore players``: the table of everyone, ``players rename``/``merge`` (their questions,
notes and problems) and ``players log``.  The English text of a problem's key is what ``--json``
prints: never change it without the contract.
"""

WORDS: dict[str, tuple[str, str]] = {
    # The table of everyone (``hanascore players``).
    "people.name": ("player", "プレイヤー"),
    "people.games": ("games", "ゲーム数"),
    "people.rounds": ("rounds", "回数"),
    "people.first": ("first played", "初回"),
    "people.last": ("last played", "最終"),
    "people.none": (
        "no players yet: 'hanascore new' starts a game",
        "プレイヤーはまだいません: 'hanascore new' でゲームを始めます",
    ),
    "people.unreadable": (
        "game {game} is left out: {why}",
        "ゲーム {game} は数えていません: {why}",
    ),
    # ``players log``.
    "people.log.at": ("when", "日時"),
    "people.log.change": ("change", "変更"),
    "people.log.games": ("games", "ゲーム"),
    "people.log.rename": ("{old} renamed {new}", "{old} を {new} に改名"),
    "people.log.merge": ("{old} merged into {new}", "{old} を {new} に統合"),
    "people.log.none": (
        "no player has been renamed or merged yet",
        "改名や統合はまだありません",
    ),
    # ``players rename`` and ``players merge``: the question and the note after.
    "people.ask.rename": (
        "Rename {old} to {new} in {count} game(s) ({games})?",
        "{old} を {new} に改名します（{count} ゲーム: {games}）。よろしいですか?",
    ),
    "people.ask.merge": (
        "Merge {old} into {new}: {old}'s {count} game(s) ({games}) become {new}'s?",
        "{old} を {new} に統合します（{old} の {count} ゲーム: {games}）。よろしいですか?",
    ),
    "people.done.rename": (
        "{old} is now {new} in {count} game(s): {games}",
        "{old} は {count} ゲームで {new} になりました: {games}",
    ),
    "people.done.merge": (
        "{old} merged into {new} in {count} game(s): {games}",
        "{old} を {count} ゲームで {new} に統合しました: {games}",
    ),
    # Problems.
    "people.unknown": (
        "nobody called {name!r} plays in this ledger{hint}",
        "{name!r} という名前のプレイヤーはこの台帳にいません{hint}",
    ),
    "people.rename-taken": (
        "{new!r} is another person's name already: 'hanascore players merge' makes {old!r} and {new!r} one person",
        "{new!r} はすでに別のプレイヤーの名前です: 'hanascore players merge' で {old!r} と {new!r} を一人にできます",
    ),
    "people.same-name": (
        "{old!r} is called {new!r} in every game already: nothing to rename",
        "{old!r} はどのゲームでもすでに {new!r} です: 改名することはありません",
    ),
    "people.merge-same": (
        "{a!r} and {b!r} are one person already (names match ignoring case and width)",
        "{a!r} と {b!r} はすでに同じプレイヤーです（大文字小文字と全角半角は区別しません）",
    ),
    "people.merge-together": (
        "{a!r} and {b!r} both play in game {game} ({name}): they are two people, and cannot be merged",
        "{a!r} と {b!r} はどちらもゲーム {game}（{name}）に参加しています: 別の二人なので統合できません",
    ),
    "people.changes-results": (
        "game {game} ({name}): the change would alter {part}, not only its names; nothing was changed",
        "ゲーム {game}（{name}）: この変更では名前だけでなく {part} が変わってしまいます。何も変更していません",
    ),
    "people.part-round": ("round {number}", "第 {number} 回"),
    "people.part-adjustment": ("adjustment {number}", "調整 {number}"),
    "people.part-end": ("the game's end", "ゲームの結果"),
    "people.not-confirmed": (
        "nothing was changed: confirm on a terminal, or add --yes",
        "何も変更していません: 端末で確かめるか、--yes を付けてください",
    ),
}
