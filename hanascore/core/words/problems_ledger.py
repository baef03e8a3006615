"""Problem messages of the ledger, its files and the export: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    "stale.game-changed-since": (
        "game {game_id} changed since this page was read (another phone or a command wrote; it has {rounds} now): nothing was written; reload to see the change",
        "このページを読んだ後にゲーム {game_id} が変わった（別の端末かコマンドが書き込み、今は {rounds}）。何も書いていない。読み直して変更を確かめる",
    ),
    "stale.without-stamp": (
        "the form came without the stamp of the game it was shown with: nothing was written; send it from the game's page, which always sends its stamp",
        "フォームに、表示したときのゲームのスタンプがない。何も書いていない。ゲームのページから送る（ページは必ずスタンプを送る）",
    ),
    "duplicate-round": (
        "this round is identical to round {number} of game {game_id}: nothing was written; to add it anyway, send it again with ?duplicate=ok or without ?duplicate=ask",
        "この局はゲーム {game_id} の第{number}局とまったく同じだ。何も書いていない。それでも加えるなら '?duplicate=ask' を外すか '?duplicate=ok' を付けて送り直す",
    ),
    "nothing-to-undo": (
        "game {game_id} has no rounds or adjustments to undo",
        "ゲーム {game_id} には取り消せる局も点の調整もない",
    ),
    "no-such-round.ledger": (
        "game {game_id} has no round {number} ({rounds})",
        "ゲーム {game_id} に第{number}局はない（{rounds}）",
    ),
    "stale.game-changed-while": (
        "game {game_id} changed while round {number} was being edited: nothing was written; run the edit again",
        "第{number}局を編集している間にゲーム {game_id} が変わった。何も書いていない。もう一度編集する",
    ),
    "unknown-player.dealer-of-game": (
        "dealer {dealer} is not a player{suggest}",
        "親 {dealer} は打ち手ではない{suggest}",
    ),
    "bad-text.empty": (
        "the {what} must not be empty",
        "{what}が空だ",
    ),
    "bad-text.contain-invisible": (
        "the {what} must not contain invisible or control characters (U+{ord:04X})",
        "{what}に見えない文字や制御文字（U+{ord:04X}）は使えない",
    ),
    "bad-text.longer-than": (
        "the {what} is longer than {MAX_GAME_NAME} characters",
        "{what}が {MAX_GAME_NAME}文字を超えている",
    ),
    "bad-amount.adjustment-changes": (
        "an adjustment of 0 changes nothing: give a non-zero --amount",
        "0点の調整では何も変わらない。0 でない --amount を指定する",
    ),
    "missing-players": (
        "name the players in seating order: --player NAME --player NAME",
        "打ち手を座順に挙げる：--player NAME --player NAME",
    ),
    "bad-length.give-rounds": (
        "give --rounds or --target, not both",
        "--rounds か --target のどちらか一方を指定する",
    ),
    "bad-length.game-lasts": (
        "a game lasts from 1 to {MAX_ROUNDS:,} rounds, not {rounds}",
        "ゲームは 1局から {MAX_ROUNDS:,}局まで（書かれていたのは {rounds}局）",
    ),
    "bad-length.target-from": (
        "the target is from 1 to {MAX_POINTS:,}, not {target}",
        "目標点は 1 から {MAX_POINTS:,} まで（書かれていたのは {target}）",
    ),
    "bad-amount.adjustment-at": (
        "an adjustment is at most {MAX_POINTS:,} either way, not {amount}",
        "点の調整は上下とも {MAX_POINTS:,}点まで（書かれていたのは {amount}）",
    ),
    "unknown-player.dealer-one-players": (
        "the dealer {dealer} is not one of the players{value}",
        "親 {dealer} は打ち手の中にいない{value}",
    ),
    "unknown-party.party-game": (
        "{party!r} is not a party of this game ({totals})",
        "{party!r} はこのゲームの打ち手・組ではない（{totals}）",
    ),
    "bad-db.unreadable": (
        "the ledger {path} could not be read or written ({name}: {error}): nothing was written",
        "台帳 {path} を読み書きできなかった（{name}: {error}）。何も書いていない",
    ),
    "bad-db.cannot-open-ledger": (
        "cannot open the ledger {path}: {value}",
        "台帳 {path} を開けない：{value}",
    ),
    "bad-db.damaged": (
        "the ledger {path} is damaged ({error}): nothing was written; restore a backup, or export what still reads",
        "台帳 {path} が壊れている（{error}）。何も書いていない。控えから戻すか、読める分を書き出す",
    ),
    "bad-db.disk-full": (
        "the disk holding the ledger {path} is full: nothing was written; free some space and try again",
        "台帳 {path} のあるディスクがいっぱいだ。何も書いていない。空きを作ってからやり直す",
    ),
    "bad-db.too-large": (
        "the ledger {path} would grow past {why}: nothing was written; {fix} and try again",
        "台帳 {path} が {why} を超えてしまう。何も書いていない。{fix}てからやり直す",
    ),
    "bad-db.busy": (
        "another program holds the ledger {path} (waited {BUSY_TIMEOUT:g} s): nothing was written; try again when it is done",
        "別のプログラムが台帳 {path} を使っている（{BUSY_TIMEOUT:g}秒待った）。何も書いていない。終わってからやり直す",
    ),
    "bad-db.read-only": (
        "the ledger {path} is read-only: nothing was written; make it writable",
        "台帳 {path} は読み出し専用だ。何も書いていない。書き込めるようにする",
    ),
    "bad-db.io-error": (
        "reading or writing the ledger {path} failed ({name}: {error}): nothing was written; check the disk and try again",
        "台帳 {path} の読み書きに失敗した（{name}: {error}）。何も書いていない。ディスクを確かめてやり直す",
    ),
    "bad-db.not-a-ledger": (
        "cannot open the ledger {path}: it is not a hanascore ledger ({error}): check --db",
        "台帳 {path} を開けない：hanascore の台帳ではない（{error}）。--db を確かめる",
    ),
    "bad-db.no-permission": (
        "cannot open the ledger {path} ({error}): check that the file and its folder may be read and written",
        "台帳 {path} を開けない（{error}）。ファイルとそのフォルダが読み書きできるか確かめる",
    ),
    "newer-ledger": (
        "this ledger has schema version {version}, newer than this hanascore knows ({count_migrations}): upgrade hanascore",
        "この台帳の形式は第 {version} 版で、この hanascore が知る版（{count_migrations}）より新しいものだ。hanascore を更新する",
    ),
    "bad-db.damaged-game": (
        "game {game_id}'s {part} is damaged in the ledger {path} ({what}): 'hanascore delete {game_id}' removes the game, or restore a backup",
        "台帳 {path} の中でゲーム {game_id} の{part}が壊れている（{what}）。'hanascore delete {game_id}' でそのゲームを消すか、控えから戻す",
    ),
    "unknown-game-id.there-game-with-id-hanascore": (
        "there is no game with id {wanted!r}: 'hanascore games' lists them",
        "ID が {wanted!r} のゲームはない。'hanascore games' で一覧できる",
    ),
    "bad-db.other-application": (
        "{path} belongs to another program (application id {stamp:#x}): give --db a hanascore ledger",
        "{path} は別のプログラムのファイルだ（application id {stamp:#x}）。--db には hanascore の台帳を指定する",
    ),
    "bad-db.other-database": (
        "{path} is another program's SQLite database (tables: {sorted}): give --db a hanascore ledger, or a new file name",
        "{path} は別のプログラムの SQLite データベースだ（表：{sorted}）。--db には hanascore の台帳か、新しいファイル名を指定する",
    ),
    "no-ledger": (
        "there is no ledger at {path}: check --db or HANASCORE_DB, or start a game with 'hanascore new'",
        "{path} に台帳がない。--db か HANASCORE_DB を確かめるか、'hanascore new' でゲームを始める",
    ),
    "unknown-game-id.there-game-with-id": (
        "there is no game with id {game_id!r}",
        "ID が {game_id!r} のゲームはない",
    ),
    "unknown-game-id.there-game": (
        "there is no game {game_id}",
        "ゲーム {game_id} はない",
    ),
    "no-such-round.round-does-exist": (
        "round {number} does not exist",
        "第{number}局はない",
    ),
    "no-current-game": (
        "there is no current game: start one with 'hanascore new' or pick one with 'hanascore use ID'",
        "今のゲームがない。'hanascore new' で始めるか、'hanascore use ID' で選ぶ",
    ),
    "bad-db.cannot-open-sqlite": (
        "cannot open the ledger {path}: {error}",
        "台帳 {path} を開けない：{error}",
    ),
    "bad-format.say-which": (
        "say which format: --format {formats} (or -o FILE{suffixes})",
        "形式を --format {formats} のどれかで書く（または -o FILE{suffixes}）",
    ),
    "bad-export.export-format": (
        "export format version {version} is newer than this hanascore reads",
        "書き出しの形式の第 {version} 版は、この hanascore には新しすぎて読めない",
    ),
    "bad-format.offered": (
        "unknown format {name!r}: {command} writes {formats}",
        "{name!r} という形式はない：{command} が書けるのは {formats}",
    ),
    "bad-export.game-ended": (
        "the game ended after round {ended_after} ({length}), but the export holds {rounds_played} rounds: fix 'length' in the file",
        "ゲームは第{ended_after}局で終わっている（{length}）が、書き出しには {rounds_played}局ある。ファイルの 'length' を直す",
    ),
    "bad-format.belongs-csv": (
        "belongs to the csv format; this export is {chosen}",
        "csv 形式の指定だ。この書き出しは {chosen} だ",
    ),
    "bad-export.not-a-game": (
        "import reads a JSON game document as 'hanascore export --format json' writes it, or a log as 'hanascore export --format jsonl' writes it; {source} looks like {kind}",
        "import が読むのは 'hanascore export --format json' が書く JSON のゲーム文書か、'hanascore export --format jsonl' が書くログだ。{source} は{kind}のようだ",
    ),
    "looks.csv": ("a CSV export", "CSV の書き出し"),
    "looks.markdown": ("a markdown export", "markdown の書き出し"),
    "looks.html": ("an HTML export", "HTML の書き出し"),
    "looks.sheet": (
        "a round sheet (add it to a game with 'hanascore add FILE')",
        "一局分の記録表（'hanascore add FILE' でゲームに加える）",
    ),
    "looks.result": ("one round's result ('hanascore score --json')", "一局分の結果（'hanascore score --json'）"),
    "looks.standings": (
        "a game's standings ('hanascore standings --json')",
        "ゲームの順位（'hanascore standings --json'）",
    ),
    "looks.history": ("a game's history ('hanascore history --json')", "ゲームの履歴（'hanascore history --json'）"),
    "looks.other-json": ("JSON of another kind", "別の種類の JSON"),
    "looks.empty": ("an empty file", "空のファイル"),
    "looks.binary": (
        "binary data, not text",
        "文字ではないバイナリのデータ",
    ),
    "bad-export.too-long": (
        "{source} is longer than {limit:,} bytes: no game document is (a 10,000-round export is a few MB); "
        "import reads a JSON game document as 'hanascore export --format json' writes it",
        "{source} は {limit:,} バイトを超えている。ゲーム文書はそこまで長くならない（一万局の書き出しでも数 MB だ）。"
        "import が読むのは 'hanascore export --format json' が書く JSON のゲーム文書だ",
    ),
    "looks.text": ("text that is not JSON ({error})", "JSON ではない文字（{error}）"),
    "bad-export.log-line": (
        "line {line} is not JSON: {error}",
        "{line}行目が JSON ではない：{error}",
    ),
    "bad-export.log-first": (
        'a log starts with its game\'s line (\'"type": "game"\'); line {line} is a {kind} line',
        'ログはゲームの行（\'"type": "game"\'）で始まる。{line}行目は {kind} の行だ',
    ),
    "bad-export.log-version": (
        "log version {version} is newer than this hanascore reads",
        "ログの第 {version} 版は、この hanascore には新しすぎて読めない",
    ),
    "bad-export.nested-too": (
        "{source} is nested too deep to be a game export",
        "{source} は入れ子が深すぎて、ゲームの書き出しではない",
    ),
    "bad-export.round-text": (
        "round {number}: its text and its sheet differ; keep one of them",
        "第{number}局：文字と記録表が食い違っている。どちらか一方にする",
    ),
    "cannot-write.give-output": (
        "{path} is {kind}: give --output a file's name",
        "{path} は{kind}だ。--output にはファイル名を指定する",
    ),
    "duplicate-name.teams": (
        "names {given!r} and {team!r} are the same ignoring case (as a sheet reads them)",
        "名前 {given!r} と {team!r} は（記録表の読み方で）大文字・小文字を除けば同じだ",
    ),
    "prefix.round": (
        "round {number}: {message}",
        "第{number}局：{message}",
    ),
    "prefix.any": (
        "{prefix}: {message}",
        "{prefix}: {message}",
    ),
    "prefix.round-n": (
        "round {number}",
        "第{number}局",
    ),
    "prefix.adjustment": (
        "adjustment",
        "点の調整",
    ),
    "prefix.game": (
        "game {game}: {message}",
        "ゲーム {game}: {message}",
    ),
    "game-over.played-one": (
        "{count} round played",
        "{count}局終了",
    ),
    "game-over.played": (
        "{count} rounds played",
        "{count}局終了",
    ),
    "game-over.won": (
        "the game is over ({played}): {winner} won with {total}; 'hanascore undo' reopens it",
        "ゲームは終わった（{played}）：{winner} が {total}点で勝った。'hanascore undo' で再開できる",
    ),
    "game-over.tied": (
        "the game is over ({played}): {leaders} tied for the lead with {total}; 'hanascore undo' reopens it",
        "ゲームは終わった（{played}）：{leaders} が {total}点で首位に並んだ。'hanascore undo' で再開できる",
    ),
    "count.round": (
        "{count} round",
        "{count}局",
    ),
    "count.rounds": (
        "{count} rounds",
        "{count}局",
    ),
    "stale.round-was": (
        "round {number} was",
        "第{number}局が",
    ),
    "stale.rounds-were": (
        "rounds {first} to {last} were",
        "第{first}局から第{last}局が",
    ),
    "stale.added-meanwhile": (
        "{added} added meanwhile by another phone (game {game_id} has {rounds} now): nothing was written; reload to see it",
        "その間に別の端末から{added}加えられた（ゲーム {game_id} は今 {rounds}）。何も書いていない。読み直して確かめる",
    ),
    "stale.undone-meanwhile": (
        "game {game_id} has {rounds}, so the next is round {next}, not round {number} (a round was undone meanwhile?): nothing was written; reload to see the game",
        "ゲーム {game_id} は {rounds} なので、次は第{number}局ではなく第{next}局だ（その間に取り消されたか）。何も書いていない。読み直してゲームを確かめる",
    ),
    "write-failure.disk-full": (
        "disk full",
        "ディスクがいっぱいだ",
    ),
    "write-failure.quota": (
        "disk quota exceeded",
        "ディスクの割り当てを超えた",
    ),
    "write-failure.too-large": (
        "file too large",
        "ファイルが大きすぎる",
    ),
    "write-failure.reader-stopped": (
        "the program reading it stopped",
        "読む側のプログラムが止まった",
    ),
    "cannot-write.folder": (
        "a folder",
        "フォルダ",
    ),
    "cannot-write.no-file": (
        "no file (a block device or a socket)",
        "ファイルではないもの（ブロックデバイスかソケット）",
    ),
    "thing.reason": (
        "reason",
        "理由",
    ),
    "thing.note": (
        "note",
        "メモ",
    ),
    "thing.game-name": (
        "game name",
        "ゲームの名前",
    ),
}
