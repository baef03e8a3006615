"""Problem messages as the page says them (``key@page``: ``key: (english, japanese)``).

The page's readers tap cards and answer questions; they write no sheet and run no command.  A
problem whose words name a sheet's key (``'active'``, ``'rest'``, ``[leftover]``,
``field.start``, ``stopped_by``), a house rule's key or a command (``hanascore undo``,
``--game``) has a phrasing of its own here, with the same parameters, saying what to tap or
answer instead.  The page's buttons and questions are named as the page shows them
(``page.rest`` is "All the rest": a test keeps the two the same).  Every other problem is said
on the page as the terminal says it.
"""

WORDS: dict[str, tuple[str, str]] = {
    # The cards and the piles.
    "bad-fact.takes-cards@page": (
        "{key} takes cards; got {value!r}",
        "{key} には札を選ぶ（書かれていたのは {value!r}）",
    ),
    "card.help@page": (
        "{token!r}: {reason} (a card is its id, its code such as 1b, or its name)",
        "{token!r}: {reason}（札は番号、1b のような略号、または名前で書く）",
    ),
    "missing-cards@page": (
        "{count_missing} card(s) of the deck are in no pile and not left on the field: {labels}; tap each into the pile that took it (or tap “All the rest” on the last pile)",
        "どの取り札にも場にもない札が {count_missing}枚ある：{labels}。それぞれ取った人の取り札にタップする（最後の取り札には「残りすべて」をタップできる）",
    ),
    "bad-rest.rest-stand-alone@page": (
        "“All the rest” takes a pile of its own: clear the cards tapped into this pile, or take “All the rest” off it",
        "「残りすべて」はそれだけで一つの取り札になる。この取り札にタップした札を消すか、「残りすべて」を外す",
    ),
    "bad-rest.rest-used-already@page": (
        "“All the rest” is on another pile already; only one pile may take it",
        "「残りすべて」はもうほかの取り札にある。「残りすべて」にできる取り札は一つだけだ",
    ),
    "bad-rest.rest-cannot-describe@page": (
        "“All the rest” cannot be the field as dealt: tap its cards",
        "配られた場札を「残りすべて」にはできない。その札をタップする",
    ),
    "bad-rest.rest-cannot-used@page": (
        "“All the rest” cannot be given to a leftover card",
        "残り札に「残りすべて」は使えない",
    ),
    "missing-pile@page": (
        "no pile for {name!r}: tap the cards it captured (none if it took nothing)",
        "{name!r} の取り札がない。取った札をタップする（取らなかったなら何もしなくてよい）",
    ),
    "duplicate-card@page": (
        "{label} is in {label_of} and again in {label2}; a card can be in one place only: tap it where it went",
        "{label} が{label_of}にも{label2}にもある。一枚の札は一か所にしか置けない。行った先でタップする",
    ),
    "leftover-unplaced.leftover-rule@page": (
        "the {name} leftover rule cannot place {unplaced}: tap each into the pile that took it",
        "{name}の残り札の決まりでは {unplaced} を置けない。それぞれ取った人の取り札にタップする",
    ),
    "leftover-unplaced.played-out@page": (
        "a played-out {name} round ends with an empty field, but {labels} are left on it: tap each card into the pile that captured it",
        "{name}で打ち切った局は場が空で終わるが、場に {labels} が残っている。それぞれ取った人の取り札にタップする",
    ),
    "bad-leftover@page": (
        "{text!r} is not left on the field (or is given twice): only cards left on the field are leftovers",
        "{text!r} は場に残った札ではない（または二度割り当てられている）。残り札は場に残った札だけだ",
    ),
    # Who played.
    "missing-key.with-players@page": (
        "with {count_players} players only {per_round} play a round: tick who played this round",
        "打ち手 {count_players}人のうち一局を打つのは {per_round}人だ。この局を打った人に印を付ける",
    ),
    "bad-active.everybody-plays@page": (
        "everybody plays every round of {where}: tick nobody as sitting out",
        "{where}では毎局全員が打つ。休んだ人はいない",
    ),
    "bad-active.players-play@page": (
        "{per_round} players play each round of {where}, but {count_named} are ticked as playing",
        "{where}では一局を {per_round}人で打つが、打った人に {count_named}人の印が付いている",
    ),
    # The games' facts: answered by the questions at the top of the page.
    "stopper-without-yaku@page": (
        "{stopper} stopped the round, but its pile holds no yaku that stops a round ({value}): tap the cards that formed it, or answer that nobody stopped the round if it was played out",
        "{stopper} が上がったが、その取り札に上がれる役がない（{value}）。役になった札をタップするか、打ち切った局なら上がった人を空にする",
    ),
    "stopping-yaku-not-stopper@page": (
        "{name}'s pile holds {yaku_names}, so the round would have stopped when {name} formed it, before {stopper} stopped it: check both piles and who stopped the round",
        "{name}の取り札に {yaku_names} があるので、{stopper} が上がる前に {name} がその役で上がっていたはずだ。両方の取り札と上がった人を確かめる",
    ),
    "stopping-yaku-not-stopped@page": (
        "{name}'s pile holds {yaku_names}, which stops the round at once: answer that {name} stopped the round (or correct the pile)",
        "{name}の取り札の {yaku_names} はその場で上がる役だ。上がった人に {name} を選ぶ（または取り札を直す）",
    ),
    # The game and the ledger: the page's buttons, not the commands.
    "duplicate-round@page": (
        "this round is identical to round {number}: nothing was written",
        "この局は第{number}局とまったく同じだ。何も書いていない",
    ),
    "game-over.won@page": (
        "the game is over ({played}): {winner} won with {total}; undoing the last entry reopens it",
        "ゲームは終わった（{played}）：{winner} が {total}点で勝った。最後の記録を取り消すと再開できる",
    ),
    "game-over.tied@page": (
        "the game is over ({played}): {leaders} tied for the lead with {total}; undoing the last entry reopens it",
        "ゲームは終わった（{played}）：{leaders} が {total}点で首位に並んだ。最後の記録を取り消すと再開できる",
    ),
    # A write refused as stale: the page reloads itself (or answers with the game as it is
    # now), so its words say what happened and what to do, never "stamp" nor "reload".
    "stale.game-changed-since@page": (
        "game {game_id} changed meanwhile on another phone (it has {rounds} now), so nothing was changed: check the game as it is now, then try again",
        "その間に別の端末でゲーム {game_id} が変わったため（今は {rounds}）、何も変えていない。今のゲームを確かめてから、もう一度やり直す",
    ),
    "stale.without-stamp@page": (
        "this form did not say which state of the game it was shown with, so nothing was changed: open the game again and try again from there",
        "このフォームはゲームのどの状態で表示されたかを伝えていないため、何も変えていない。ゲームを開き直して、そこからもう一度やり直す",
    ),
    "stale.added-meanwhile@page": (
        "{added} added meanwhile by another phone (game {game_id} has {rounds} now), so this one was not saved",
        "その間に別の端末から{added}加えられたため（ゲーム {game_id} は今 {rounds}）、この局は保存していない",
    ),
    "stale.undone-meanwhile@page": (
        "game {game_id} has {rounds}, so the next is round {next}, not round {number} (a round was undone meanwhile on another phone?): this one was not saved",
        "ゲーム {game_id} は {rounds} なので、次は第{number}局ではなく第{next}局だ（その間に別の端末で取り消されたか）。この局は保存していない",
    ),
    "stale.game-changed-while@page": (
        "game {game_id} changed while round {number} was being corrected: nothing was written; correct it again",
        "第{number}局を訂正している間にゲーム {game_id} が変わった。何も書いていない。もう一度訂正する",
    ),
    "ledger-mismatch.sheet-for@page": (
        "the round is for {game!r}, but this game is {id}: add it to a {game} game",
        "この局は {game!r} のものだが、このゲームは {id} だ。{game} のゲームに加える",
    ),
    "ledger-mismatch.derived-by@page": (
        "'{key}' is worked out from earlier rounds: leave it out",
        "'{key}' はそれまでの局から求める。書かない",
    ),
    "unknown-game-id.there-game-with-id-hanascore@page": (
        "there is no game with id {wanted!r}: the games page lists them",
        "ID が {wanted!r} のゲームはない。ゲームの一覧で確かめる",
    ),
    "bad-db.damaged-game@page": (
        "game {game_id}'s {part} is damaged in the ledger ({what}): whoever runs hanascore can remove the game or restore a backup",
        "台帳の中でゲーム {game_id} の{part}が壊れている（{what}）。hanascore を動かしている人がゲームを消すか、控えから戻せる",
    ),
    "bad-db.not-a-ledger@page": (
        "cannot open the ledger {path}: it is not a hanascore ledger ({error}): whoever runs hanascore should start it on a ledger",
        "台帳 {path} を開けない：hanascore の台帳ではない（{error}）。hanascore を動かしている人に台帳で始め直してもらう",
    ),
    "bad-db.other-application@page": (
        "{path} belongs to another program: whoever runs hanascore should start it on a hanascore ledger",
        "{path} は別のプログラムのファイルだ。hanascore を動かしている人に hanascore の台帳で始め直してもらう",
    ),
    "bad-db.other-database@page": (
        "{path} is another program's database: whoever runs hanascore should start it on a hanascore ledger",
        "{path} は別のプログラムのデータベースだ。hanascore を動かしている人に hanascore の台帳で始め直してもらう",
    ),
    "no-ledger@page": (
        "there is no ledger at {path}: start a game on the games page",
        "{path} に台帳がない。ゲームの一覧から新しいゲームを始める",
    ),
    "usage.needs-edit-link@page": (
        "editing needs the edit link (with its token): ask whoever started hanascore on this network for it",
        "編集には編集用リンク（トークン付き）が要る。この場で hanascore を始めた人に聞く",
    ),
    "usage.view-only@page": (
        "View only: to change the scores, open the edit link (ask whoever started hanascore for it).",
        "閲覧のみ：記録を変えるには編集用リンクを開く（hanascore を始めた人に聞く）。",
    ),
    "usage.unknown-host@page": (
        "this server is not served as {host!r}: open it by the address it was started with, or as localhost",
        "このサーバーは {host!r} という名前では公開されていない。始めたときのアドレスか、localhost で開く",
    ),
    # The new game's form: its fields, not the command's options.
    "missing-players@page": (
        "name the players, one per line, in seating order",
        "打ち手を一行に一人、座順に書く",
    ),
    "bad-length.give-rounds@page": (
        "give a number of rounds or a target, not both",
        "局数か目標点のどちらか一方にする",
    ),
    "bad-team.name-player@page": (
        "{option!r} is not a team line such as Red=Ann,Cy",
        "{option!r} は組の行（例：Red=Ann,Cy）ではない",
    ),
    "bad-house-rule@page": (
        "{wrong}",
        "{wrong}",
    ),
    "bad-name.sheet-keyword@page": (
        "{name!r} is a word hanascore keeps for itself and cannot be a name",
        "{name!r} は hanascore が使う言葉なので名前にできない",
    ),
}
