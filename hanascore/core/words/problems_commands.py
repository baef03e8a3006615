"""Problem messages of the command line, interactive entry and the page: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    "no-file.such-file": (
        "no such file: {source}",
        "ファイルがない：{source}",
    ),
    "no-file.directory-sheet": (
        "{source} is a directory, not a sheet",
        "{source} はフォルダだ。記録表ではない",
    ),
    "no-file.cannot-read": (
        "cannot read {source}: {value}",
        "{source} を読めない：{value}",
    ),
    "cannot-write.exists-already": (
        "{target} exists already: name a new file",
        "{target} はもうある。新しいファイル名を付ける",
    ),
    "bad-db.sqlite-integrity-check": (
        "SQLite's integrity check: {integrity}",
        "SQLite の整合性検査：{integrity}",
    ),
    "thing.standard-output": (
        "standard output",
        "標準出力",
    ),
    "cannot-write.cannot-write": (
        "cannot write {target}: {error}",
        "{target} に書けない：{error}",
    ),
    "not-confirmed.nothing-written": (
        "nothing written: the change was not saved",
        "何も書いていない：変更は保存されなかった",
    ),
    "not-confirmed.edit-without": (
        "'edit {number}' without a sheet opens an editor and asks before saving, which needs a terminal: add --yes, or give the sheet ('hanascore edit {number} FILE')",
        "記録表なしの 'edit {number}' はエディタを開いて保存の前に確かめるので、端末が要る。--yes を付けるか、記録表を渡す（'hanascore edit {number} FILE'）",
    ),
    "bad-answer.name-one": (
        "name one card, e.g. 9a or sake",
        "札を一枚書く（例：9a、sake）",
    ),
    "bad-answer.answer-y": (
        "answer y or n",
        "y か n で答える",
    ),
    "bad-answer.type-whole": (
        "type a whole number, not {answer!r}",
        "整数を入れる（入れたのは {answer!r}）",
    ),
    "bad-answer.bid-whole": (
        "a bid is a whole number of points, not {answer!r}",
        "競りは点数の整数で書く（書かれていたのは {answer!r}）",
    ),
    "not-confirmed.import-copy": (
        "this game is in the ledger already, as game {id}: nothing imported (import a second copy with --yes; "
        "stats and seasons then count it twice)",
        "このゲームは台帳にゲーム {id} として既にある：何も読み込んでいない（二つ目の写しを読み込むには --yes を"
        "付ける。統計とシーズンでは二度数えられる）",
    ),
    "not-confirmed.identical-round": (
        "identical to round {number}: nothing added (add it anyway with --yes)",
        "第{number}局と同じだ：何も加えていない（それでも加えるには --yes を付ける）",
    ),
    "identical-round.ask": (
        "identical to round {number}: add anyway? [y/N]",
        "第{number}局と同じです。それでも加えますか？［y/N］",
    ),
    "identical-round.back": (
        "not added: back to the round, to change what differs (Ctrl-C leaves it)",
        "加えなかった。局に戻るので、違うところを直す（やめるなら Ctrl-C）",
    ),
    "not-confirmed.nothing-deleted": (
        "nothing deleted: confirm on a terminal, or add --yes",
        "何も消していない：端末で確かめるか、--yes を付ける",
    ),
    "bad-answer.name-players": (
        "name the players of this round, e.g. {players}",
        "この局を打った人の名前を書く（例：{players}）",
    ),
    "unknown-party.one-game": (
        "{party!r} is not one of this game's {kind}{suggest}",
        "{party!r} はこのゲームの{kind}ではない{suggest}",
    ),
    "bad-answer.type-cards": (
        "type the cards {party} captured, or 'none' for an empty pile",
        "{party} が取った札を入れる。取り札がなければ 'none'",
    ),
    "usage.no-such-option": (
        "there is no option {option}{hint}; --help lists them",
        "オプション {option} はない{hint}。--help で一覧を見られる",
    ),
    "usage.missing": (
        "{name} is missing (--help says what goes there)",
        "{name} がない（--help で何を書くか確かめられる）",
    ),
    "usage.unknown-lang": (
        "--lang {lang!r} is not a language hanascore speaks: use --lang en or --lang ja",
        "--lang {lang!r} は hanascore の話す言葉ではない：--lang en か --lang ja を使う",
    ),
    "bad-house": (
        "{option!r} is not KEY=VALUE, e.g. five_brights=false",
        "{option!r} は KEY=VALUE の形ではない（例：'five_brights=false'）",
    ),
    "duplicate-house.option": (
        "house rule {key!r} is given twice",
        "ローカルルール {key!r} が二度指定されている",
    ),
    "bad-team.name-player": (
        "{option!r} is not NAME=PLAYER,PLAYER, e.g. Red=Ann,Cy",
        "{option!r} は NAME=PLAYER,PLAYER の形ではない（例：Red=Ann,Cy）",
    ),
    "bad-team.team-given": (
        "team {name!r} is given twice",
        "組 {name!r} が二度指定されている",
    ),
    "usage.cross-site": (
        "a write sent by another site's page (Sec-Fetch-Site: {site}) is refused: change the ledger from this server's own pages, or from a script",
        "ほかのサイトのページから送られた書き込み（Sec-Fetch-Site: {site}）は受け付けない。台帳はこのサーバーのページか、スクリプトから変える",
    ),
    "usage.other-origin": (
        "a write sent by a page of {origin!r} is refused: change the ledger from this server's own pages, or from a script",
        "{origin!r} のページから送られた書き込みは受け付けない。台帳はこのサーバーのページか、スクリプトから変える",
    ),
    "usage.needs-edit-link": (
        "editing needs the edit link (with its token) that 'hanascore serve' printed",
        "編集には 'hanascore serve' が表示した編集用リンク（トークン付き）が要る",
    ),
    "no-such-round.page": (
        "game {resolved} has no round {number}",
        "ゲーム {resolved} に第{number}局はない",
    ),
    "usage.unknown-host": (
        "this server is not served as {host!r}: open it by the address 'hanascore serve' printed, or as localhost",
        "このサーバーは {host!r} という名前では公開されていない。'hanascore serve' が表示したアドレスか、localhost で開く",
    ),
    "bad-length.write-whole": (
        "write a whole number from 1 to {most:,}, not {quoted!r}",
        "1 から {most:,} までの整数を書く（書かれていたのは {quoted!r}）",
    ),
    "usage.sheet-or-ask": (
        "give a sheet or --ask, not both",
        "記録表か --ask のどちらか一方にしてください",
    ),
    "usage.ask-on-terminal": (
        "--ask asks on a terminal",
        "--ask は端末で尋ねます",
    ),
    "no-sheet": (
        "no round sheet given: pass a sheet file, or - to read it from standard input",
        "記録表がない。記録表のファイルを渡すか、- で標準入力から読む",
    ),
    "usage.view-only": (
        "View only: open the edit link printed by 'hanascore serve' to change the ledger.",
        "閲覧のみ：記録を変えるには 'hanascore serve' が表示した編集用リンクを開く。",
    ),
    "usage.too-large": (
        "the request body is larger than 1 MB ({most:,} bytes): it was read no further and nothing was written; send a smaller one (a round's sheet is a few hundred bytes)",
        "送られた本文が 1 MB（{most:,} バイト）を超えている。それ以上は読まず、何も書いていない。小さくして送る（一局の記録表は数百バイトだ）",
    ),
    "party.players": (
        "players",
        "打ち手",
    ),
    "party.teams": (
        "teams",
        "組",
    ),
    "usage.install-serve": (
        "hanascore serve needs its extra: pip install 'hanascore[serve]'",
        "hanascore serve には追加の部品が要る：pip install 'hanascore[serve]'",
    ),
}
