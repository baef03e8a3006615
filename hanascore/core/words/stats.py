"""The words of ``stats``: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    # The table of everyone, and a person's card.
    "stats.title": ("Players", "プレイヤー"),
    "stats.name": ("name", "名前"),
    "stats.games": ("games", "対局"),
    "stats.games-won": ("won", "勝ち"),
    "stats.rounds": ("rounds", "回"),
    "stats.rounds-won": ("rounds won", "勝った回"),
    "stats.total": ("points", "得点"),
    "stats.per-round": ("per round", "1回平均"),
    "stats.best-round": ("best", "最高"),
    "stats.worst-round": ("worst", "最低"),
    "stats.money": ("money x{stake}", "金額 ×{stake}"),
    "stats.yaku": ("Yaku", "役"),
    "stats.game": ("game", "ゲーム"),
    "stats.yaku-name": ("yaku", "役"),
    "stats.count": ("made", "回数"),
    "stats.head-to-head": ("Head to head", "対戦成績"),
    "stats.opponent": ("opponent", "相手"),
    "stats.lost": ("lost", "負け"),
    "stats.net": ("net", "差引"),
    "stats.none": ("-", "-"),
    "stats.no-yaku": ("no yaku made", "役なし"),
    "stats.no-opponents": ("no opponents yet", "対戦相手なし"),
    "stats.nobody": ("no game played here matches", "条件に合う対局はありません"),
    # Said on standard error beside the answer.
    "stats.left-out": ("game {game} left out: {problem}", "対局 {game} は除きました: {problem}"),
    "stats.stake-note": (
        "money: each person's points x {stake} (games keep no stake: --stake sets it)",
        "金額: 各人の得点 × {stake}（対局は賭け金を記録しません。--stake で指定します）",
    ),
}
