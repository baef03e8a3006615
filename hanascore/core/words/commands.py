"""What the ledger commands say they did, on standard error (``new``, ``rename``, ``export``,
``import``, ``delete``, ``edit``...): in the locale's language, as their views are.  Their keys
are ``done.*``."""

WORDS: dict[str, tuple[str, str]] = {
    # A command that ends with nothing stored (a round declined, a correction not saved).
    "done.nothing-recorded": ("nothing recorded", "何も記録していない"),
    "done.nothing-written": ("nothing written", "何も書き込んでいない"),
    "done.started": (
        "started game {id}: {name} ({length}); {dealer} deals first",
        "ゲーム {id} を開始：{name}（{length}）。最初の親：{dealer}",
    ),
    "done.length-rounds": ("{count} rounds", "{count}局"),
    "done.length-target": ("first to {target}", "{target}点先取"),
    "done.current": ("current game: {id} ({name})", "現在のゲーム：{id}（{name}）"),
    "done.renamed": ("game {id} is now called {name}", "ゲーム {id} の名前は {name} になった"),
    "done.delete-ask": (
        "Delete game {id} ({name}, {count} rounds)? There is no undo",
        "ゲーム {id}（{name}、{count}局）を削除しますか。元に戻せません",
    ),
    "done.deleted": ("deleted game {id}", "ゲーム {id} を削除した"),
    "done.wrote": ("wrote game {id} to {path}", "ゲーム {id} を {path} に書き出した"),
    "done.wrote-log": (
        "wrote the ledger's log ({count} game{plural}) to {path}",
        "台帳のログ（{count} ゲーム）を {path} に書き出した",
    ),
    "done.imported": (
        "imported {name} as game {id}: {count} round{plural}",
        "{name} をゲーム {id} として読み込んだ：{count}局",
    ),
    "done.import-copy": (
        "this game is in the ledger already, as game {id}: the import is a second copy",
        "このゲームは台帳にゲーム {id} として既にある。読み込んだのは二つ目の写しだ",
    ),
    "done.import-rescored": (
        "round {number} scores differently here than in the export: the ledger keeps the re-derived result",
        "第{number}局の得点が書き出しと違う。台帳には計算し直した結果を残す",
    ),
    "done.backup": ("copied the ledger {source} to {target}", "台帳 {source} を {target} に写した"),
    "done.replaced": ("round {number} of game {id} replaced", "ゲーム {id} の第{number}局を置き換えた"),
    "done.unchanged": (
        "round {number} is unchanged: nothing written",
        "第{number}局は変わっていない。何も書いていない",
    ),
    "done.no-editor": (
        "no editor found: set VISUAL or EDITOR (e.g. export EDITOR=nano); nothing written",
        "エディタが見つからない。VISUAL か EDITOR を設定する（例：export EDITOR=nano）。何も書いていない",
    ),
    "done.editor-failed": (
        "cannot run the editor {editor}: {error}; set VISUAL or EDITOR. Nothing written",
        "エディタ {editor} を起動できない：{error}。VISUAL か EDITOR を設定する。何も書いていない",
    ),
    "done.editor-status": (
        "the editor {editor} ended with status {status}: nothing written",
        "エディタ {editor} が状態 {status} で終わった。何も書いていない",
    ),
    # What a correction warns of (ledger/replay.py): the rounds after it, replayed.
    "replay.dealer-differs": (
        "round {number}: by the corrected rounds {chain} would have dealt, but {dealer} dealt it; it stays as played "
        "(edit the round with a 'dealer' key to change it)",
        "第{number}局：直した局どおりなら{chain}が親だったが、{dealer}が配った。打ったとおりのままにする"
        "（変えるには、その局に `dealer` を書いて直す）",
    ),
    "replay.played-after-end": (
        "the game reached its end after round {ended}, but {more} more round(s) were played after it",
        "対局は第{ended}局で終わっていたが、そのあとにさらに{more}局打った",
    ),
    # What `serve` prints: its addresses, in the locale's language (or --lang).
    "serve.view-link": ("view:  {url}", "閲覧用：{url}"),
    "serve.edit-link": ("edit:  {url}", "編集用：{url}"),
    "serve.edit-warning": (
        "the edit link lets a phone change the ledger: share it only with the players",
        "編集用リンクを開いた端末は台帳を変えられる。打ち手にだけ渡す",
    ),
}
