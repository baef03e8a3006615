"""Problem messages of reading a round sheet: its lines, keys, names, teams, facts and house rules: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    "unknown-key.unknown-key": (
        "unknown key {key!r}{hint}",
        "{key!r} という項目はない{hint}",
    ),
    "foreign-key": (
        "'{key}' is not a {where} key (it belongs to {owners}); remove it",
        "'{key}' は{where}の項目ではない（{owners}の項目だ）。消す",
    ),
    "bad-fact.takes-one-card": (
        '{key} takes one card, e.g. "9a"; got {value!r}',
        '{key} には札を一枚だけ書く（例："9a"）。書かれていたのは {value!r}',
    ),
    "bad-fact.takes-player-name": (
        "{key} takes a player's name; got {value!r}",
        "{key} には打ち手の名前を書く。書かれていたのは {value!r}",
    ),
    "bad-fact.takes-player-names": (
        '{key} takes players\' names in order, e.g. ["Bo", "Ann"] or Bo, Ann; got {value!r}',
        "{key} には打ち手の名前を順に書く（例：Bo, Ann）。書かれていたのは {value!r}",
    ),
    "bad-fact.named-twice": (
        "{key} names {name} twice",
        "{key} に {name} が二度書かれている",
    ),
    "bad-fact.takes-cards": (
        '{key} takes cards like a pile, e.g. "rest" or "12 13 22"; got {value!r}',
        '{key} には取り札のように札を書く（例："rest" や "12 13 22"）。書かれていたのは {value!r}',
    ),
    "bad-fact.by-player": (
        "{key} is a table by player, e.g. Ann=41 42 43; Bo=karasu; got {value!r}",
        "{key} は打ち手ごとの表だ（例：Ann=41 42 43; Bo=karasu）。書かれていたのは {value!r}",
    ),
    "bad-fact.table-bids-ann": (
        "{key} is a table of bids, e.g. Ann=5, Bo=12; got {value!r}",
        "{key} は競りの表で書く（例：Ann=5, Bo=12。書かれていたのは {value!r}）",
    ),
    "bad-fact.table-by-player": (
        "{key} is a table by player, e.g. {example}; got {value!r}",
        "{key} は打ち手ごとの表だ（例：{example}）。書かれていたのは {value!r}",
    ),
    "bad-fact.must-be": (
        "{key} must be {allowed}, not {value!r}",
        "{key} は {allowed} のどれか（書かれていたのは {value!r}）",
    ),
    "bad-fact.true-false-table": (
        "{key} is true, false, or a table keyed by card ({cards}); got {value!r}",
        "{key} は true、false、または札ごとの表（{cards}）だ。書かれていたのは {value!r}",
    ),
    "bad-fact.keyed-by-card": (
        "{key} is keyed by card {cards}, not {key2!r}",
        "{key} の見出しは札 {cards}（書かれていたのは {key2!r}）",
    ),
    "bad-bids": (
        "the bid of {player!r} must be a whole number from 0 to {MAX_POINTS:,}, not {bid!r}",
        "{player!r} の競りは 0 から {MAX_POINTS:,} までの整数で書く（書かれていたのは {bid!r}）",
    ),
    "bad-fact.true-false": (
        "{key}.{key2} must be true or false",
        "{key}.{key2} は true か false だ",
    ),
    "unknown-house-rule": (
        "{owner} has no house rule {key!r} ({hint}rules: {known})",
        "{owner}に {key!r} というローカルルールはない（{hint}ルール：{known}）",
    ),
    "bad-house-rule": (
        "{key}: {wrong}",
        "{key}: {wrong}",
    ),
    "missing-key.sheet-name": (
        "the sheet must name the game: one of {game_ids}",
        "記録表に遊びの名前を書く：{game_ids} のどれか",
    ),
    "missing-key.sheet-list": (
        "the sheet must list the players in seating order",
        "記録表に打ち手を座順に書く",
    ),
    "number.digits": (
        "a number of {digits:,} digits",
        "{digits:,}桁の数",
    ),
    "bad-value.too-long": (
        "line {line}: a number of {digits:,} digits is too long to be a count, bid or multiplier; write the number meant",
        "{line}行目：{digits:,}桁の数は長すぎて、札の数にも競りにも倍率にもならない。正しい数を書く",
    ),
    "bad-value.too-long-somewhere": (
        "a number of more than {most:,} digits is too long to be a count, bid or multiplier; write the number meant",
        "{most:,}桁を超える数は長すぎて、札の数にも競りにも倍率にもならない。正しい数を書く",
    ),
    "bad-value.expected-got": (
        "expected {expected} (got {value!r})",
        "{expected} を書く（書かれていたのは {value!r}）",
    ),
    "empty-sheet": (
        "the sheet is empty",
        "記録表が空だ",
    ),
    "duplicate-house.sheet": (
        "house rule {rule!r} is given twice",
        "ローカルルール {rule!r} が二度書かれている",
    ),
    "bad-line": (
        "{content!r} is no 'key: value' line of a sheet: delete it, or start it with #",
        "{content!r} は記録表の「項目：値」の行ではない。消すか、行頭に # を付ける",
    ),
    "bad-toml": (
        "the sheet is not valid TOML: {error}",
        "記録表が TOML として読めない：{error}",
    ),
    "duplicate-key.line-given": (
        "line {number}: {key!r} given twice",
        "{number}行目：{key!r} が二度書かれている",
    ),
    "unknown-key.line-key": (
        "line {number}: {key!r} is no key of a sheet (did you mean {slip!r}?); a pile's line starts with its player's name",
        "{number}行目：{key!r} は記録表の項目ではない（{slip!r} のことか）。取り札の行は打ち手の名前で始める",
    ),
    "duplicate-key.line-name": (
        "line {number}: {name!r} is given twice in {key}",
        "{number}行目：{key} に {name!r} が二度書かれている",
    ),
    "duplicate-key.line-bid": (
        "line {number}: the bid of {name!r} is given twice",
        "{number}行目：{name!r} の競りが二度書かれている",
    ),
    "duplicate-key.line-pile": (
        "line {number}: pile {key!r} given twice",
        "{number}行目：取り札 {key!r} が二度書かれている",
    ),
    "bad-teams.team-player-name-teams": (
        "team {team!r} has a player's name: teams and players are told apart by name, so rename the team",
        "組 {team!r} の名前が打ち手と同じだ。組と打ち手は名前で見分けるので、組の名前を変える",
    ),
    "bad-teams.played-by-single-players": (
        "{name} is played by single players, not teams",
        "{name}は組ではなく一人ずつで打つ",
    ),
    "bad-teams.team-members-list-players": (
        "team {team!r} has no members: list its players, or leave the team out",
        "組 {team!r} に人がいない。打ち手を挙げるか、その組を外す",
    ),
    "bad-teams.with-players-teams": (
        "{name} with {count_players} players has no teams",
        "{name}を {count_players}人で打つときは組がない",
    ),
    "player-count": (
        "{name} is played by {count}, not {count_players}",
        "{name}は {count}で打つ（{count_players}人では打たない）",
    ),
    "bad-name.name-empty": (
        "a name must not be empty",
        "名前が空だ",
    ),
    "bad-name.name-leading": (
        "name {name!r} has leading or trailing space",
        "名前 {name!r} の前後に空白がある",
    ),
    "bad-name.name-contains": (
        "name {name!r} contains {what}: names may not contain , = : # [ ] or invisible characters",
        "名前 {name!r} に {what} が入っている。名前には , = : # [ ] や見えない文字は使えない",
    ),
    "bad-name.name-longer": (
        "name {name!r}… is longer than {MAX_NAME} characters",
        "名前 {name!r}… が {MAX_NAME}文字を超えている",
    ),
    "bad-name.sheet-keyword": (
        "{name!r} is a sheet keyword and cannot be a name",
        "{name!r} は記録表の決まり文句なので名前にできない",
    ),
    "bad-teams.team-expected-list-players": (
        "team {team!r}: expected a list of players' names (got {members!r:.60})",
        "組 {team!r}：打ち手の名前の並びを書く（書かれていたのは {members!r:.60}）",
    ),
    "bad-teams.players-play-as": (
        "{count_players} players play as {shapes}",
        "{count_players}人なら {shapes} で打つ",
    ),
    "bad-teams.player-team": (
        "player {player!r} is in no team",
        "打ち手 {player!r} がどの組にも入っていない",
    ),
    "bad-variant": (
        "unknown variant {variant!r}{also}",
        "{variant!r} という型はない{also}",
    ),
    "bad-teams.players-play-as-sharing": (
        "{count_players} players play {name} as {shapes} sharing a pile: name the teams",
        "{count_players}人で{name}を打つときは {shapes} で取り札を共にする。組の名前を書く",
    ),
    "bad-teams.team-player": (
        "team {team!r}: {member!r} is not a player{suggest}",
        "組 {team!r}: {member!r} は打ち手ではない{suggest}",
    ),
    "bad-teams.team-lists-twice": (
        "team {team!r} lists {member!r} twice",
        "組 {team!r} に {member!r} が二度書かれている",
    ),
    "bad-teams.team-player-plays-one": (
        "{member!r} is in team {placed!r} and in {team!r}: a player plays in one team",
        "{member!r} が組 {placed!r} にも {team!r} にも入っている。打ち手は一つの組でだけ打つ",
    ),
    "no-file.longer-than": (
        "{name} is longer than {limit:,} bytes: nothing to score is",
        "{name} は {limit:,} バイトを超えている。点を数える記録表ではない",
    ),
    "bad-encoding": (
        "{name} is not UTF-8 text (byte {data:#04x} on line {line}): save the sheet as UTF-8",
        "{name} は UTF-8 の文字ではない（{line}行目のバイト {data:#04x}）。記録表を UTF-8 で保存する",
    ),
    "bad-toml.too-deep": (
        "the sheet nests arrays or tables deeper than can be read",
        "記録表の配列や表の入れ子が深すぎて読めない",
    ),
    "bad-variant.has": (
        " ({game} has {known})",
        "（{game}の型は {known}）",
    ),
    "bad-variant.none": (
        "; {game} has no variants",
        "。{game}には型がない",
    ),
    "teams.shape": (
        "{teams} teams of {size}",
        "{size}人ずつ {teams} 組",
    ),
    "name.reads-as": (
        "{typed!r} as {read!r}",
        "{typed!r} を {read!r}",
    ),
    "name.sheet-reads": (
        " (a sheet reads {reads})",
        "（記録表では {reads} と読む）",
    ),
    "duplicate-name.twice": (
        "{name!r} is named twice: each player once",
        "{name!r} が二度書かれている。打ち手はそれぞれ一度だけ書く",
    ),
    "duplicate-name.same-ignoring-case": (
        "names {first!r} and {as_typed!r} are the same ignoring case{how}",
        "名前 {first!r} と {as_typed!r} は大文字・小文字を除けば同じだ{how}",
    ),
    "house.this-game": (
        "this game",
        "このゲーム",
    ),
    "house.true-false": (
        "true or false",
        "true か false",
    ),
    "house.whole-number": (
        "a whole number",
        "整数",
    ),
    "house.whole-number-range": ("a whole number from {low} to {high}", "{low}から{high}までの整数"),
    "house.text": (
        "text",
        "文字",
    ),
    "house.expected": (
        "expected {expected}, got {value!r}",
        "{expected} を書く（書かれていたのは {value!r}）",
    ),
    "house.at-least": (
        "must be at least {minimum}, got {value!r}",
        "{minimum} 以上にする（書かれていたのは {value!r}）",
    ),
    "house.at-most": (
        "must be at most {most:,} either way, got {value!r}",
        "上下とも {most:,} までにする（書かれていたのは {value!r}）",
    ),
    "unknown-game": (
        "unknown game {name!r}{hint}; games: {games}",
        "{name!r} という遊びはない{hint}。遊び：{games}",
    ),
    "game-variant": (
        "{game} ({variant})",
        "{game}（{variant}）",
    ),
    "expected.text": (
        "text",
        "文字",
    ),
    "expected.names": (
        "a list of names",
        "名前の並び",
    ),
    "expected.card-tokens": (
        "card tokens, as text or a list",
        "札（文字か並びで）",
    ),
    "expected.piles": (
        "a table of piles",
        "取り札の表",
    ),
    "expected.table": (
        "a table",
        "表",
    ),
    "hint.field-keys": (
        " (the field has start and end)",
        "（場の項目は start と end だ）",
    ),
    "bad-name.marks": (
        "a , = : # [ or ]",
        "「, = : # [ ]」のどれか",
    ),
}
