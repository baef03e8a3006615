"""Problem messages of reading a round sheet: the table, the piles, the facts and a game's own rules: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    "unknown-key.unknown-key": (
        "unknown key {key!r}{hint}",
        "{key!r} という項目はありません{hint}",
    ),
    "foreign-key": (
        "'{key}' is not a {where} key (it belongs to {owners}); remove it",
        "'{key}' は{where}の項目ではありません（{owners}の項目です）。消してください",
    ),
    "bad-fact.takes-one-card": (
        '{key} takes one card, e.g. "9a"; got {value!r}',
        '{key} には札を一枚だけ書きます（例: "9a"）。書かれていたのは {value!r}',
    ),
    "bad-fact.takes-player-name": (
        "{key} takes a player's name; got {value!r}",
        "{key} には打ち手の名前を書きます。書かれていたのは {value!r}",
    ),
    "unknown-player.neither-player-nor-team": (
        "{key} {value!r} is neither a player nor a team{suggest}",
        "{key} の {value!r} は打ち手でも組でもありません{suggest}",
    ),
    "bad-fact.table-bids-ann": (
        "{key} is a table of bids, e.g. Ann=5, Bo=12; got {value!r}",
        "{key} は競りの表です（例: Ann=5, Bo=12）。書かれていたのは {value!r}",
    ),
    "bad-fact.must-be": (
        "{key} must be {allowed}, not {value!r}",
        "{key} は {allowed} のどれかです。{value!r} ではありません",
    ),
    "bad-fact.true-false-table": (
        "{key} is true, false, or a table keyed by card ({cards}); got {value!r}",
        "{key} は true、false、または札ごとの表（{cards}）です。書かれていたのは {value!r}",
    ),
    "unknown-player.player": (
        "{name!r} in {key} is not a player{suggest}",
        "{key} の {name!r} は打ち手ではありません{suggest}",
    ),
    "bad-fact.keyed-by-card": (
        "{key} is keyed by card {cards}, not {key2!r}",
        "{key} の見出しは札 {cards} です。{key2!r} ではありません",
    ),
    "ledger-mismatch.derived-by": (
        "'{key}' is derived by the ledger from earlier rounds; remove it from the sheet",
        "'{key}' は台帳がそれまでの回から求めます。手札表から消してください",
    ),
    "bad-bids": (
        "the bid of {player!r} must be a whole number from 0 to {MAX_POINTS:,}, not {bid!r}",
        "{player!r} の競りは 0 から {MAX_POINTS:,} までの整数です。{bid!r} ではありません",
    ),
    "bad-fact.true-false": (
        "{key}.{key2} must be true or false",
        "{key}.{key2} は true か false です",
    ),
    "unknown-house-rule": (
        "{owner} has no house rule {key!r} ({hint}rules: {known})",
        "{owner} に {key!r} というローカルルールはありません（{hint}ルール: {known}）",
    ),
    "bad-house-rule": (
        "{key}: {wrong}",
        "{key}: {wrong}",
    ),
    "too-many-chaff": (
        "{text!r}: {name} has only two plain chaff ({where_now}); a third cannot be in {label}",
        "{text!r}: {name}の素札は二枚だけです（{where_now}）。三枚目を{label}に入れることはできません",
    ),
    "not-in-deck.token": (
        "{text!r}: {name} is not in the {name2} deck{deck_note}",
        "{text!r}: {name2}の札には{name}がありません{deck_note}",
    ),
    "not-in-deck.card": (
        "{label} is not in the {name} deck{deck_note}",
        "{label} は{name}の札にはありません{deck_note}",
    ),
    "duplicate-card": (
        "{label} is in {label_of} and again in {label2}; a card can be in one place only",
        "{label} が{label_of}にも{label2}にもあります。一枚の札は一か所にしか置けません",
    ),
    "bad-deal": (
        "the starting field holds {count_start} cards; {count_active} players are dealt {sizes} to the field",
        "配りの場札が {count_start} 枚です。打ち手 {count_active} 人なら場に {sizes} 枚配ります",
    ),
    "missing-cards": (
        "{count_missing} card(s) of the deck are in no pile and not on the end field: {labels}; add them where they went (or write 'rest' for the last pile)",
        "どの取り札にも終わりの場にもない札が {count_missing} 枚あります: {labels}。行った先に書き足してください（最後の取り札は 'rest' と書けます）",
    ),
    "bad-rest.rest-stand-alone": (
        "'rest' must stand alone in its pile",
        "'rest' は取り札にそれだけで書きます",
    ),
    "misdeal.all-four": (
        "all four {name} cards ({format_cards}) were dealt to the field: that is a misdeal, the deal must be redone",
        "{name}の四枚（{format_cards}）がすべて場に配られました。配り直し（流れ）です",
    ),
    "bad-rest.rest-used-already": (
        "'rest' is used in {rest_key} already; only one pile may be 'rest'",
        "'rest' はもう {rest_key} で使われています。'rest' にできる取り札は一つだけです",
    ),
    "unknown-player.piles-named-not-players": (
        "the players line names {players}, but {value} named {map}: did you mean 'players: {corrected}'? (or correct the pile names)",
        "打ち手の行は {players} ですが、取り札の名前は {map}（{value}）です。'players: {corrected}' のことですか（それとも取り札の名前を直してください）",
    ),
    "missing-key.sheet-name": (
        "the sheet must name the game: one of {game_ids}",
        "手札表に遊びの名前を書いてください: {game_ids} のどれか",
    ),
    "missing-key.sheet-list": (
        "the sheet must list the players in seating order",
        "手札表に打ち手を座順に書いてください",
    ),
    "ledger-mismatch.sheet-for": (
        "the sheet is for {game!r}, but this game is {id}: add it to a {game} game (--game ID), or correct its game line",
        "この手札表は {game!r} のものですが、このゲームは {id} です。{game} のゲームに加える（--game ID）か、遊びの行を直してください",
    ),
    "ledger-mismatch.game-players": (
        "this game's players are {players}; the sheet says {players2}",
        "このゲームの打ち手は {players} ですが、手札表では {players2} です",
    ),
    "ledger-mismatch.sheet-teams": (
        "the sheet's teams differ from this game's teams",
        "手札表の組がこのゲームの組と違います",
    ),
    "ledger-mismatch.game-variant": (
        "this game's variant is {variant!r}, the sheet says {variant2!r}",
        "このゲームの型は {variant!r} ですが、手札表では {variant2!r} です",
    ),
    "unknown-player.dealer-player": (
        "dealer {dealer!r} is not a player{suggest}",
        "親 {dealer!r} は打ち手ではありません{suggest}",
    ),
    "bad-active.dealer-one": (
        "the dealer {dealer!r} must be one of the active players",
        "親 {dealer!r} はこの回を打つ人でなければなりません",
    ),
    "bad-rest.rest-cannot-describe": (
        "'rest' cannot describe the starting field",
        "'rest' で配りの場札は書けません",
    ),
    "leftover-unplaced.leftover-rule": (
        "the {name} leftover rule cannot place {unplaced}: {hint}allocate them in a [leftover] table",
        "{name}の残り札の決まりでは {unplaced} を置けません: {hint}[leftover] の表で割り当ててください",
    ),
    "missing-key.with-players": (
        "with {count_players} players only {per_round} play a round: name them with 'active'",
        "打ち手 {count_players} 人のうち一回を打つのは {per_round} 人です。'active' で名前を挙げてください",
    ),
    "unknown-player.active-player-player": (
        "active player {name!r} is not a player{suggest}",
        "この回を打つ {name!r} は打ち手ではありません{suggest}",
    ),
    "bad-active.everybody-plays": (
        "everybody plays every round of {where}; remove 'active'",
        "{where}では毎回全員が打ちます。'active' を消してください",
    ),
    "bad-active.players-play": (
        "{per_round} players play each round of {where}; 'active' names {count_named}",
        "{where}では一回を {per_round} 人で打ちます。'active' には {count_named} 人書かれています",
    ),
    "duplicate-key.pile-given": (
        "{party}'s pile is given twice",
        "{party}の取り札が二度書かれています",
    ),
    "inactive-pile.sat-round-out-cannot-have": (
        "{party!r} sat this round out and cannot have captured cards",
        "{party!r} はこの回を休んだので、取り札はありません",
    ),
    "missing-pile": (
        "no pile for {name!r}: list the cards it captured (\"\" if none, or 'rest')",
        "{name!r} の取り札がありません。取った札を書いてください（なければ \"\"、または 'rest'）",
    ),
    "unknown-pile.round": (
        "{name!r} is not a {kind} of this round{suggest}",
        "{name!r} はこの回の{kind}ではありません{suggest}",
    ),
    "inactive-pile.sat-round-out-cannot-take": (
        "{party!r} sat this round out and cannot take leftover cards",
        "{party!r} はこの回を休んだので、残り札は受け取れません",
    ),
    "unknown-player.next-dealer-player": (
        "next_dealer {next_dealer!r} is not a player{suggest}",
        "次の親 {next_dealer!r} は打ち手ではありません{suggest}",
    ),
    "leftover-unplaced.played-out": (
        "a played-out {name} round ends with an empty field, but the sheet leaves {labels} on it: put each card in the pile that captured it, or place them in a [leftover] table",
        "{name}で打ち切った回は場が空で終わりますが、手札表では場に {labels} が残っています。それぞれ取った人の取り札に入れるか、[leftover] の表で割り当ててください",
    ),
    "ledger-mismatch.game-plays": (
        "this game plays {key} = {resolved!r}; the sheet says {value!r}",
        "このゲームは {key} = {resolved!r} で遊びますが、手札表では {value!r} です",
    ),
    "unknown-pile.round-either": (
        "{name!r} is not a {kind} of this round{suggest}{either}",
        "{name!r} はこの回の{kind}ではありません{suggest}{either}",
    ),
    "bad-rest.rest-cannot-used": (
        "'rest' cannot be used in leftover",
        "'rest' は残り札には使えません",
    ),
    "bad-leftover": (
        "{text!r} is not on the end field (or is allocated twice); leftover cards come from field.end",
        "{text!r} は終わりの場にありません（または二度割り当てられています）。残り札は field.end の札です",
    ),
    "bad-value.expected-got": (
        "expected {expected} (got {value!r})",
        "{expected} を書いてください（書かれていたのは {value!r}）",
    ),
    "empty-sheet": (
        "the sheet is empty",
        "手札表が空です",
    ),
    "duplicate-house.sheet": (
        "house rule {rule!r} is given twice",
        "ローカルルール {rule!r} が二度書かれています",
    ),
    "bad-line": (
        "{content!r} is no 'key: value' line of a sheet: delete it, or start it with #",
        "{content!r} は手札表の「項目: 値」の行ではありません。消すか、行頭に # を付けてください",
    ),
    "bad-toml": (
        "the sheet is not valid TOML: {error}",
        "手札表が TOML として読めません: {error}",
    ),
    "duplicate-key.line-given": (
        "line {number}: {key!r} given twice",
        "{number} 行目: {key!r} が二度書かれています",
    ),
    "unknown-key.line-key": (
        "line {number}: {key!r} is no key of a sheet (did you mean {slip!r}?); a pile's line starts with its player's name",
        "{number} 行目: {key!r} は手札表の項目ではありません（{slip!r} のことですか）。取り札の行は打ち手の名前で始めます",
    ),
    "duplicate-key.line-bid": (
        "line {number}: the bid of {name!r} is given twice",
        "{number} 行目: {name!r} の競りが二度書かれています",
    ),
    "duplicate-key.line-pile": (
        "line {number}: pile {key!r} given twice",
        "{number} 行目: 取り札 {key!r} が二度書かれています",
    ),
    "bad-teams.team-player-name-teams": (
        "team {team!r} has a player's name: teams and players are told apart by name, so rename the team",
        "組 {team!r} の名前が打ち手と同じです。組と打ち手は名前で見分けるので、組の名前を変えてください",
    ),
    "bad-teams.played-by-single-players": (
        "{name} is played by single players, not teams",
        "{name}は組ではなく一人ずつで打ちます",
    ),
    "bad-teams.team-members-list-players": (
        "team {team!r} has no members: list its players, or leave the team out",
        "組 {team!r} に人がいません。打ち手を挙げるか、その組を外してください",
    ),
    "bad-teams.with-players-teams": (
        "{name} with {count_players} players has no teams",
        "{name}を {count_players} 人で打つときは組がありません",
    ),
    "player-count": (
        "{name} is played by {count}, not {count_players}",
        "{name}は{count}で打ちます。{count_players} 人ではありません",
    ),
    "bad-name.name-empty": (
        "a name must not be empty",
        "名前が空です",
    ),
    "bad-name.name-leading": (
        "name {name!r} has leading or trailing space",
        "名前 {name!r} の前後に空白があります",
    ),
    "bad-name.name-contains": (
        "name {name!r} contains {what}: names may not contain , = : # [ ] or invisible characters",
        "名前 {name!r} に {what} が入っています。名前には , = : # [ ] や見えない文字は使えません",
    ),
    "bad-name.name-longer": (
        "name {name!r}… is longer than {MAX_NAME} characters",
        "名前 {name!r}… が {MAX_NAME} 文字を超えています",
    ),
    "bad-name.sheet-keyword": (
        "{name!r} is a sheet keyword and cannot be a name",
        "{name!r} は手札表の決まり文句なので名前にできません",
    ),
    "bad-teams.team-expected-list-players": (
        "team {team!r}: expected a list of players' names (got {members!r:.60})",
        "組 {team!r}: 打ち手の名前の並びを書いてください（書かれていたのは {members!r:.60}）",
    ),
    "bad-teams.players-play-as": (
        "{count_players} players play as {shapes}",
        "{count_players} 人なら {shapes} で打ちます",
    ),
    "bad-teams.player-team": (
        "player {player!r} is in no team",
        "打ち手 {player!r} がどの組にも入っていません",
    ),
    "bad-variant": (
        "unknown variant {variant!r}{also}",
        "{variant!r} という型はありません{also}",
    ),
    "bad-teams.players-play-as-sharing": (
        "{count_players} players play {name} as {shapes} sharing a pile: name the teams",
        "{count_players} 人で{name}を打つときは {shapes} で取り札を共にします。組の名前を書いてください",
    ),
    "bad-teams.team-player": (
        "team {team!r}: {member!r} is not a player{suggest}",
        "組 {team!r}: {member!r} は打ち手ではありません{suggest}",
    ),
    "bad-teams.team-lists-twice": (
        "team {team!r} lists {member!r} twice",
        "組 {team!r} に {member!r} が二度書かれています",
    ),
    "bad-teams.team-player-plays-one": (
        "{member!r} is in team {placed!r} and in {team!r}: a player plays in one team",
        "{member!r} が組 {placed!r} にも {team!r} にも入っています。打ち手は一つの組でだけ打ちます",
    ),
    "no-file.longer-than": (
        "{name} is longer than {limit:,} bytes: nothing to score is",
        "{name} は {limit:,} バイトを超えています。点を数える手札表ではありません",
    ),
    "bad-encoding": (
        "{name} is not UTF-8 text (byte {data:#04x} on line {line}): save the sheet as UTF-8",
        "{name} は UTF-8 の文字ではありません（{line} 行目のバイト {data:#04x}）。手札表を UTF-8 で保存してください",
    ),
    "stopper-without-yaku": (
        "{stopper} stopped the round, but its pile holds no yaku that stops a round ({value}): add the cards that formed it, or remove stopped_by if the round was played out",
        "{stopper} が上がりましたが、その取り札に上がれる役がありません（{value}）。役になった札を書き足すか、打ち切った回なら stopped_by を消してください",
    ),
    "stopping-yaku-not-stopper": (
        "{name}'s pile holds {yaku_names}, so the round would have stopped when {name} formed it, before {stopper} stopped it: check both piles and stopped_by",
        "{name}の取り札に {yaku_names} があるので、{stopper} が上がる前に {name} がその役で上がっていたはずです。両方の取り札と stopped_by を確かめてください",
    ),
    "stopping-yaku-not-stopped": (
        '{name}\'s pile holds {yaku_names}, which stops the round at once: add stopped_by = "{name}" (or correct the pile)',
        '{name}の取り札の {yaku_names} はその場で上がる役です。stopped_by = "{name}" を書き足してください（または取り札を直してください）',
    ),
    "missing-key.crane-after": (
        "crane_after_storm has no answer for the {storm_name} ({card}): {crane_holder} holds the Crane and {holder} the {storm_name}; add {card} = true if the Crane was captured after it, else false",
        "crane_after_storm に {storm_name}（{card}）の答えがありません: 鶴は {crane_holder}、{storm_name}は {holder} が持っています。鶴をその後に取ったなら {card} = true、でなければ false を書き足してください",
    ),
    "missing-key.sun-rule": (
        'the Sun rule needs crane_after_storm: {crane_holder} holds the Crane and {holder} the {storm_name} ({card}); say whether the Crane was captured after the storm card: crane_after_storm = true or false (or a table such as {{ "110" = true, "113" = false }} when the two storm cards differ)',
        '日の出の決まりには crane_after_storm が要ります: 鶴は {crane_holder}、{storm_name}（{card}）は {holder} が持っています。鶴を雨札の後に取ったかを crane_after_storm = true か false で書いてください（二枚の雨札で違うなら {{ "110" = true, "113" = false }} のような表で）',
    ),
    "misdeal.rain-man": (
        "the Rain Man, Swallow and Willow ribbon were all dealt to the field (none could be captured): a misdeal, the deal must be redone (house rule willow_misdeal)",
        "小野道風・燕・柳の短冊がすべて場に配られました（どれも取れません）。配り直し（流れ）です（ローカルルール willow_misdeal）",
    ),
    "misdeal.four-pairs": (
        "four pairs of different months were dealt to the field: a misdeal under four_pairs_misdeal, the deal must be redone",
        "違う月の札が二枚ずつ四組、場に配られました。four_pairs_misdeal で配り直し（流れ）です",
    ),
    "missing-key.wild-captured": (
        'wild_captured is needed: {holder} holds the Gaji and cards stayed on the field ({labels}); those of the suit the Gaji captured go to {holder}, so say which card it took (wild_captured = "9a", or "wild: 9a" in the quick form)',
        'wild_captured が要ります: 鬼札（ガジ）は {holder} が持ち、場に札が残りました（{labels}）。ガジが取った月の札は {holder} のものになるので、ガジがどの札を取ったかを書いてください（wild_captured = "9a"、略式なら "wild: 9a"）',
    ),
    "gaji-discarded.gaji-was-discarded": (
        "the Gaji (113) was discarded at the deal (gaji_on_start_field = discard); no one can be given it",
        "ガジ（113）は配りで捨てられました（gaji_on_start_field = discard）。誰にも渡せません",
    ),
    "missing-key.gaji-pile": (
        "the Gaji (113) is in no pile: if it was dealt to the field and discarded (gaji_on_start_field = discard), give the starting field in field.start",
        "ガジ（113）がどの取り札にもありません。場に配られて捨てられたなら（gaji_on_start_field = discard）、配りの場札を field.start に書いてください",
    ),
    "four-of-a-suit": (
        "all four {flower} cards were dealt to the field, so {capturer} captured them at the deal; {label} is {place}: move it to {capturer}'s pile",
        "{flower}の四枚がすべて場に配られたので、{capturer} が配りで取りました。{label} は{place}にあります。{capturer}の取り札に移してください",
    ),
    "bad-wild.wild-captured-names": (
        "wild_captured names the card the Gaji captured; the Gaji cannot capture itself",
        "wild_captured にはガジが取った札を書きます。ガジはガジ自身を取れません",
    ),
    "bad-wild.wild-captured-gaji": (
        "wild_captured: the Gaji's partner {label} stays with the Gaji in {holder}'s pile, but it is {place}",
        "wild_captured: ガジと組んだ {label} はガジと同じ {holder} の取り札に入りますが、{place}にあります",
    ),
    "missing-key.oi-bana": (
        "Oi-bana needs the bid of {name!r} in 'bids'",
        "追い花には 'bids' に {name!r} の競りが要ります",
    ),
    "gaji-discarded.gaji-was-dealt": (
        "the Gaji (113) was dealt to the field and is discarded there (gaji_on_start_field = discard): it cannot be in {name}'s pile; remove it (if that pile is 'rest', list the Gaji on field.end, where it stays dead)",
        "ガジ（113）は場に配られて捨てられました（gaji_on_start_field = discard）。{name}の取り札には入れられません。消してください（その取り札が 'rest' なら、ガジは field.end に書きます。そこで死に札になります）",
    ),
}
