"""The words of the page's players and season pages (``page.*``, given to their templates as
``w`` with the rest of the page's words): ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    # The games list links to these pages.
    "page.players_link": ("Players", "打ち手の一覧"),
    "page.season_link": ("Season {name}", "シーズン {name}"),
    # The players page: everyone in the ledger.
    "page.players_title": ("Players", "打ち手"),
    "page.no_players": ("No one has played yet: players appear once a game has a round.", "まだ誰も打っていません。"),
    "page.player": ("Player", "名前"),
    "page.games_played": ("Games", "ゲーム"),
    "page.games_won": ("Won", "勝ち"),
    "page.rounds_count": ("Rounds", "局数"),
    "page.rounds_won": ("Rounds won", "勝った局"),
    "page.per_round": ("Points per round", "1局あたりの点"),
    "page.per_round_short": ("Per round", "1局平均"),
    "page.average_place": ("Average place", "平均順位"),
    "page.average_place_short": ("Avg place", "平均順位"),
    "page.win_rate": ("Win rate", "勝率"),
    "page.unreadable": (
        "{count} game(s) could not be read and are left out: {ids}",
        "読めないゲーム{count}件を除いています：{ids}",
    ),
    # One person's page.
    "page.person_sub": ("First played {first} · last played {last}", "最初 {first} · 最後 {last}"),
    "page.points_total": ("Total", "合計"),
    "page.unit.points": ("points", "点"),
    "page.unit.mon": ("mon", "文"),
    "page.rival": ("Rival (most games together)", "ライバル（対局数最多）"),
    "page.toughest": ("Toughest (won − lost lowest)", "苦手な相手（勝ち − 負けが最少）"),
    "page.best_round": ("Best round", "最高の局"),
    "page.worst_round": ("Worst round", "最低の局"),
    "page.yaku_made": ("Yaku made", "できた役"),
    "page.yaku_name": ("Yaku", "役"),
    "page.no_yaku": ("No yaku yet.", "まだ役はありません。"),
    "page.times": ("Times", "回数"),
    "page.head_to_head": ("Head to head", "対戦成績"),
    "page.opponent": ("Opponent", "相手"),
    "page.lost": ("Lost", "負け"),
    "page.net": ("Net", "点差"),
    "page.no_opponents": ("No opponent yet.", "まだ相手がいません。"),
    "page.points_chart": ("Points over the games, per game", "ゲームの種類ごとの点の推移"),
    "page.points_chart_title": (
        "{name}'s running total of {game} points after each of {count} games",
        "{name}の{game}{count}ゲームごとの累計点",
    ),
    "page.points_chart_empty": ("{name} has no points yet", "{name}にはまだ点がありません"),
    "page.game_axis": ("game", "ゲーム"),
    "page.no_such_player": (
        "No one called {name} has played in this ledger.",
        "{name}という人はこの台帳で打っていません。",
    ),
    # A season's page.
    "page.season_title": ("Season {name}", "シーズン {name}"),
    "page.ranking": ("Ranking", "順位表"),
    "page.rank": ("#", "順位"),
    "page.mu": ("μ", "μ"),
    "page.sigma": ("σ", "σ"),
    "page.ordinal": ("Rating", "評価"),
    "page.rating_how": (
        "μ is the skill each game's placements show (openskill's Plackett-Luce model, teams as teams), σ its "
        "uncertainty; the rating is the conservative estimate μ − 3σ, and the ranking follows it.",
        "μ は各ゲームの順位から見た実力（組は組として）、σ はその不確かさです。評価は控えめな推定値 μ − 3σ で、"
        "順位はこの順です。",
    ),
    "page.interval": ("μ ± 2σ", "μ ± 2σ"),
    "page.change": ("Change", "増減"),
    "page.rating_chart": ("Ratings over the season", "シーズン中の評価の推移"),
    "page.no_season_games": ("No game belongs to this season yet.", "このシーズンにはまだゲームがありません。"),
    "page.no_such_season": ("There is no season called {name}.", "{name}というシーズンはありません。"),
}
