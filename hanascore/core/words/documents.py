"""The words of a game written out as markdown (``export --format markdown``): ``key:
(english, japanese)``; the names, ids and numbers in them are the document's own."""

WORDS: dict[str, tuple[str, str]] = {
    "doc.summary": (
        "{game} · game {id} · {length} · {played} played · players: {players}",
        "{game} · ゲーム {id} · {length} · {played}局終了 · 打ち手：{players}",
    ),
    "doc.length-rounds": ("{rounds} rounds", "全{rounds}局"),
    "doc.length-target": ("first to {target}", "{target}点先取"),
    "doc.teams": ("teams: {teams}", "チーム：{teams}"),
    "doc.round": ("round", "局"),
    "doc.dealer": ("dealer", "親"),
    "doc.winner": ("winner", "勝者"),
    "doc.note": ("note", "メモ"),
    "doc.adj": ("adj.", "調整"),
    "doc.note-entry": ("note: {text}", "メモ：{text}"),
    "doc.adjustment": ("adjustment: {reason}", "調整：{reason}"),
    "doc.no-rounds": ("_no rounds yet_", "_まだ局がない_"),
    "doc.party": ("party", "打ち手"),
    "doc.team": ("party", "チーム"),
    "doc.total": ("total", "合計"),
    "doc.points": ("points", "点"),
    "doc.game-over": ("**Game over** — {result}", "**終了** — {result}"),
    "doc.winner-is": ("winner: {name}", "勝者：{name}"),
    "doc.tied": ("tied for the lead: {names}", "首位で同点：{names}"),
    "doc.next-dealer": ("next dealer: {name}", "次の親：{name}"),
}
