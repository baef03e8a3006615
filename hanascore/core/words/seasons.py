"""The words of ``seasons``: ``key: (english, japanese)``.

The problems of the ``season`` commands come first (their English is what ``--json`` prints),
then the words of the season's views (terminal, markdown, HTML report and its chart) and the
notes the commands print.
"""

WORDS: dict[str, tuple[str, str]] = {
    # Problems.
    "thing.season-name": ("season name", "シーズンの名前"),
    "season.bad-day": (
        "expected a day as YYYY-MM-DD (got {value!r})",
        "日付は YYYY-MM-DD の形で書く（書かれていたのは {value!r}）",
    ),
    "season.ends-before": (
        "the season ends ({ends}) before it starts ({starts})",
        "シーズンの終わり（{ends}）が始まり（{starts}）より前だ",
    ),
    "season.name-taken": (
        "there is a season {taken!r} already (names are the same ignoring case): choose another name for {name!r}",
        "シーズン {taken!r} がすでにある（大文字・小文字を除けば同じ名前だ）。{name!r} には別の名前を付ける",
    ),
    "season.none-yet": (
        "there is no season yet: make one with 'hanascore season new NAME'",
        "シーズンがまだない。'hanascore season new NAME' で作る",
    ),
    "season.unknown": (
        "there is no season {name!r} (seasons: {known})",
        "シーズン {name!r} はない（シーズン：{known}）",
    ),
    "season.unknown-none": (
        "there is no season {name!r}: there are no seasons yet ('hanascore season new NAME' makes one)",
        "シーズン {name!r} はない。シーズンがまだない（'hanascore season new NAME' で作れる）",
    ),
    "season.bad-min-games": (
        "--min-games must be a whole number of games from 1 up (got {value})",
        "--min-games には 1 以上のゲーム数を書く（書かれていたのは {value}）",
    ),
    "season.other-game": (
        "game {game} is a {kind} game, and season {name!r} rates {wanted} games only: "
        "add a {wanted} game, or make a season without --game",
        "ゲーム {game} は {kind} のゲームだが、シーズン {name!r} は {wanted} のゲームだけを"
        "レーティングする。{wanted} のゲームを追加するか、--game なしのシーズンを作る",
    ),
    "bad-db.stale-ratings": (
        "season {name!r}: its kept ratings differed from a fresh rating of its games "
        "(rated again; the sheets are unharmed)",
        "シーズン {name!r}：保存したレーティングがゲームからの再計算と違っていた"
        "（レーティングし直した。記録表は無事だ）",
    ),
    # The season's views.
    "season.title": ("Season {name}", "シーズン {name}"),
    "season.period.both": ("games started {starts} to {ends}", "{starts} から {ends} までに始めたゲーム"),
    "season.period.from": ("games started from {starts} on", "{starts} 以降に始めたゲーム"),
    "season.period.to": ("games started until {ends}", "{ends} までに始めたゲーム"),
    "season.period.all": ("every game of the ledger", "台帳のすべてのゲーム"),
    "season.by-hand": ("{added} added and {removed} left out by hand", "手で {added}件追加、{removed}件除外"),
    "season.count": ("games: {games} ({rated} rated)", "ゲーム {games}件（うちレーティング {rated}件）"),
    "season.how": (
        "Ratings: openskill's Plackett-Luce model on each game's placements (teams as teams), each game "
        "type apart; ranked by the conservative estimate, mu − 3 sigma.",
        "レーティング：各ゲームの順位から openskill の Plackett-Luce モデルで、ゲームの種類ごとに算出"
        "（組は組として）。順位は控えめな推定値 μ − 3σ の順だ。",
    ),
    "season.empty": (
        "no game of this season is rated yet",
        "このシーズンにはレーティングしたゲームがまだない",
    ),
    "season.game-empty": (
        "no game of this type is rated yet",
        "このゲームでレーティングしたゲームはまだない",
    ),
    "season.finished-only": ("finished games rated", "終わったゲームのみレーティング"),
    "season.unfinished-rated": (
        "unfinished games rated as they stand",
        "終わっていないゲームも現時点の点でレーティング",
    ),
    "season.provisional": (
        "{mark} provisional: fewer than {count} rated games, not ranked yet",
        "{mark} 暫定：レーティングしたゲームが {count}件未満のため、まだ順位はない",
    ),
    "season.every-game": ("every game, each apart", "すべて（ゲームごと）"),
    "season.col.rank": ("#", "順位"),
    "season.col.name": ("player", "打ち手"),
    "season.col.games": ("games", "ゲーム"),
    "season.col.firsts": ("1st", "1位"),
    "season.col.points": ("points", "点"),
    "season.col.mu": ("mu", "実力 μ"),
    "season.col.sigma": ("sigma", "不確かさ σ"),
    "season.col.ordinal": ("rating", "レーティング"),
    "season.col.interval": ("mu ± 2 sigma", "μ ± 2σ"),
    "season.col.change": ("change", "増減"),
    "season.col.game": ("game", "ゲーム"),
    "season.col.from": ("from", "開始"),
    "season.col.to": ("to", "終了"),
    "season.col.season": ("season", "シーズン"),
    "season.open": ("—", "—"),
    "season.list-empty": ("no seasons yet: 'hanascore season new NAME' makes one", "シーズンはまだない"),
    # The HTML report and its chart.
    "season.report-title": ("Season {name} — hanascore", "シーズン {name} — hanascore"),
    "season.ranking": ("Ranking", "順位表"),
    "season.chart.heading": ("Ratings over the season", "シーズンのレーティングの推移"),
    "season.games-heading": ("Games", "ゲーム"),
    "season.game-line": ("game {id}: {name} ({game}), {started}", "ゲーム {id}: {name}（{game}）{started}"),
    "season.unrated": ("not rated", "レーティングなし"),
    "season.chart.title": (
        "{game}: each player's rating (conservative estimate) after each game they played (up to {count})",
        "{game}：各打ち手のレーティング（控えめな推定値）の推移、打ったゲームごと（最大 {count}件）",
    ),
    "season.chart.empty": ("No rated game yet", "レーティングしたゲームはまだない"),
    "season.chart.line": ("{name} {rating}", "{name} {rating}"),
    "season.chart.axis": ("games played", "打ったゲーム数"),
    "season.generated": ("Written by hanascore {version}.", "hanascore {version} で作成した。"),
    # The commands' notes.
    "season.made": ("made season {name} (games: {games})", "シーズン {name} を作った（ゲーム {games}件）"),
    "season.added": ("game {game} is in season {name}", "ゲーム {game} をシーズン {name} に入れた"),
    "season.removed": ("game {game} is left out of season {name}", "ゲーム {game} をシーズン {name} から外した"),
    "season.unreadable": (
        "warning: game {game} cannot be read and is left out of the season: {problem}",
        "警告：ゲーム {game} は読めないためシーズンから除いた：{problem}",
    ),
    "season.wrote": ("wrote season {name} to {path}", "シーズン {name} を {path} に書いた"),
}
