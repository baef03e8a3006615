"""Problem messages of a round read from a sheet: who played, the piles, the cards, and each game's own rules: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    "unknown-player.neither-player-nor-team": (
        "{key} {value!r} is neither a player nor a team{suggest}",
        "{key} の {value!r} は打ち手でも組でもない{suggest}",
    ),
    "unknown-player.player": (
        "{name!r} in {key} is not a player{suggest}",
        "{key} の {name!r} は打ち手ではない{suggest}",
    ),
    "ledger-mismatch.derived-by": (
        "'{key}' is derived by the ledger from earlier rounds; remove it from the sheet",
        "'{key}' は台帳がそれまでの局から求める。記録表から消す",
    ),
    "too-many-chaff": (
        "{text!r}: {name} has only two plain chaff ({where_now}); a third cannot be in {label}",
        "{text!r}: {name}の素札は二枚だけだ（{where_now}）。三枚目を{label}に入れることはできない",
    ),
    "not-in-deck.token": (
        "{text!r}: {name} is not in the {name2} deck{deck_note}",
        "{text!r}: {name2}の札には{name}がない{deck_note}",
    ),
    "not-in-deck.card": (
        "{label} is not in the {name} deck{deck_note}",
        "{label} は{name}の札にはない{deck_note}",
    ),
    "duplicate-card": (
        "{label} is in {label_of} and again in {label2}; a card can be in one place only",
        "{label} が{label_of}にも{label2}にもある。一枚の札は一か所にしか置けない",
    ),
    "bad-deal": (
        "the starting field holds {count_start} cards; {count_active} players are dealt {sizes} to the field",
        "最初の場札が {count_start}枚だ。打ち手 {count_active}人なら場に {sizes}枚配る",
    ),
    "missing-cards": (
        "{count_missing} card(s) of the deck are in no pile and not on the end field: {labels}; add them where they went (or write 'rest' for the last pile)",
        "どの取り札にも場に残った札にもない札が {count_missing}枚ある：{labels}。行った先に書き足す（最後の取り札は 'rest' と書ける）",
    ),
    "missing-cards.more": ("and {count} more", "ほか {count}枚"),
    "bad-rest.rest-stand-alone": (
        "'rest' must stand alone in its pile",
        "'rest' は取り札にそれだけで書く",
    ),
    "misdeal.all-four": (
        "all four {name} cards ({format_cards}) were dealt to the field: that is a misdeal, the deal must be redone",
        "{name}の四枚（{format_cards}）がすべて場に配られた。配り直し（流れ）だ",
    ),
    "bad-rest.rest-used-already": (
        "'rest' is used in {rest_key} already; only one pile may be 'rest'",
        "'rest' はもう {rest_key} で使われている。'rest' にできる取り札は一つだけだ",
    ),
    "unknown-player.piles-named-not-players": (
        "the players line names {players}, but {value} named {map}: did you mean 'players: {corrected}'? (or correct the pile names)",
        "打ち手の行は {players} だが、{value} {map} だ。'players: {corrected}' のことか（それとも取り札の名前を直す）",
    ),
    "ledger-mismatch.sheet-for": (
        "the sheet is for {game!r}, but this game is {id}: add it to a {game} game (--game ID), or correct its game line",
        "この記録表は {game!r} のものだが、このゲームは {id} だ。{game} のゲームに加える（--game ID）か、遊びの行を直す",
    ),
    "ledger-mismatch.game-players": (
        "this game's players are {players}; the sheet says {players2}",
        "このゲームの打ち手は {players} だが、記録表では {players2} だ",
    ),
    "ledger-mismatch.sheet-teams": (
        "the sheet's teams differ from this game's teams",
        "記録表の組がこのゲームの組と違う",
    ),
    "ledger-mismatch.game-variant": (
        "this game's variant is {variant!r}, the sheet says {variant2!r}",
        "このゲームの型は {variant!r} だが、記録表では {variant2!r} だ",
    ),
    "ledger-mismatch.game-no-variant": (
        "this game is played without a variant, the sheet says {variant2!r}",
        "このゲームは型なしで遊ぶが、記録表では {variant2!r} だ",
    ),
    "unknown-player.dealer-player": (
        "dealer {dealer!r} is not a player{suggest}",
        "親 {dealer!r} は打ち手ではない{suggest}",
    ),
    "bad-active.dealer-one": (
        "the dealer {dealer!r} must be one of the active players",
        "親 {dealer!r} はこの局を打つ人でなければならない",
    ),
    "bad-rest.rest-cannot-describe": (
        "'rest' cannot describe the starting field",
        "'rest' で最初の場札は書けない",
    ),
    "leftover-unplaced.leftover-rule": (
        "the {name} leftover rule cannot place {unplaced}: {hint}allocate them in a [leftover] table",
        "{name}の残り札の決まりでは {unplaced} を置けない：{hint}[leftover] の表で割り当てる",
    ),
    "missing-key.with-players": (
        "with {count_players} players only {per_round} play a round: name them with 'active' (e.g. active: {example}), or give only their piles",
        "打ち手 {count_players}人のうち一局を打つのは {per_round}人だ。'active' で名前を挙げるか（例：active: {example}）、打った人の取り札だけを書く",
    ),
    "unknown-player.active-player-player": (
        "active player {name!r} is not a player{suggest}",
        "この局を打つ {name!r} は打ち手ではない{suggest}",
    ),
    "bad-active.everybody-plays": (
        "everybody plays every round of {where}; remove 'active'",
        "{where}では毎局全員が打つ。'active' を消す",
    ),
    "bad-active.players-play": (
        "{per_round} players play each round of {where}; 'active' names {count_named}",
        "{where}では一局を {per_round}人で打つ。'active' には {count_named}人書かれている",
    ),
    "duplicate-key.pile-given": (
        "{party}'s pile is given twice",
        "{party}の取り札が二度書かれている",
    ),
    "inactive-pile.sat-round-out-cannot-have": (
        "{party!r} sat this round out and cannot have captured cards",
        "{party!r} はこの局を休んだので、取り札はない",
    ),
    "missing-pile": (
        "no pile for {name!r}: list the cards it captured (\"\" if none, or 'rest')",
        "{name!r} の取り札がない。取った札を書く（なければ \"\"、または 'rest'）",
    ),
    "missing-pile.quick": (
        "no pile for {name!r}: write its line with the cards it captured ('{name}:' alone if none, or '{name}: rest')",
        "{name!r} の取り札がない。取った札をその行に書く（なければ '{name}:' だけ、または '{name}: rest'）",
    ),
    "unknown-pile.round": (
        "{name!r} is not a {kind} of this round{suggest}",
        "{name!r} はこの局の{kind}ではない{suggest}",
    ),
    "inactive-pile.sat-round-out-cannot-take": (
        "{party!r} sat this round out and cannot take leftover cards",
        "{party!r} はこの局を休んだので、残り札は受け取れない",
    ),
    "unknown-player.next-dealer-player": (
        "next_dealer {next_dealer!r} is not a player{suggest}",
        "次の親 {next_dealer!r} は打ち手ではない{suggest}",
    ),
    "leftover-unplaced.played-out": (
        "a played-out {name} round ends with an empty field, but the sheet leaves {labels} on it: put each card in the pile that captured it, or place them in a [leftover] table",
        "{name}で打ち切った局は場が空で終わるが、記録表では場に {labels} が残っている。それぞれ取った人の取り札に入れるか、[leftover] の表で割り当てる",
    ),
    "ledger-mismatch.game-plays": (
        "this game plays {key} = {resolved!r}; the sheet says {value!r}",
        "このゲームは {key} = {resolved!r} で遊ぶが、記録表では {value!r} だ",
    ),
    "unknown-pile.round-either": (
        "{name!r} is not a {kind} of this round{suggest}{either}",
        "{name!r} はこの局の{kind}ではない{suggest}{either}",
    ),
    "bad-rest.rest-cannot-used": (
        "'rest' cannot be used in leftover",
        "'rest' は残り札には使えない",
    ),
    "bad-leftover": (
        "{text!r} is not on the end field (or is allocated twice); leftover cards come from field.end",
        "{text!r} は場に残った札にはない（または二度割り当てられている）。残り札は field.end の札だ",
    ),
    "stopper-without-yaku": (
        "{stopper} stopped the round, but its pile holds no yaku that stops a round ({value}): add the cards that formed it, or remove stopped_by if the round was played out",
        "{stopper} が上がったが、その取り札に上がれる役がない（{value}）。役になった札を書き足すか、打ち切った局なら stopped_by を消す",
    ),
    "stopping-yaku-not-stopper": (
        "{name}'s pile holds {yaku_names}, so the round would have stopped when {name} formed it, before {stopper} stopped it: check both piles and stopped_by",
        "{name}の取り札に {yaku_names} があるので、{stopper} が上がる前に {name} がその役で上がっていたはずだ。両方の取り札と stopped_by を確かめる",
    ),
    "stopping-yaku-not-stopped": (
        '{name}\'s pile holds {yaku_names}, which stops the round at once: add stopped_by = "{name}" (or correct the pile)',
        "{name}の取り札の {yaku_names} はその場で上がる役だ。'stopped_by = \"{name}\"' を書き足す（または取り札を直す）",
    ),
    "party.player": (
        "player",
        "打ち手",
    ),
    "party.team": (
        "team",
        "組",
    ),
    "party.pile-is": (
        "a pile is",
        "取り札の名前は",
    ),
    "party.piles-are": (
        "piles are",
        "取り札の名前は",
    ),
    "unknown-pile.or-players-line": (
        "; or, if the pile's name is right, correct the players line",
        "。取り札の名前が正しいなら、打ち手の行を直す",
    ),
    # What a game's leftover rule could not place, and why (each said in the reader's language).
    "yaku.points": (
        "{yaku} ({points})",
        "{yaku}（{points}）",
    ),
}
