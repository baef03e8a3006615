"""The words of interactive entry (``hanascore add`` on a terminal, ``hanascore edit N --ask``):
its questions, notes, the line editor's toolbar and its refusals, ``key: (english, japanese)``.

A game's own questions are its facts' (``question.*``, shared with the page); these are the
questions every game asks (the piles, the fields, who played) and what frames them.  The
Japanese says a round 局, a pile 取り札, the field 場札, the dealer 親, as the rest of the table.
"""

WORDS: dict[str, tuple[str, str]] = {
    # -- the round's introduction ---------------------------------------------------------------
    "entry.new-round": ("New round of {game}", "{game}の新しい局"),
    "entry.correcting": ("Correcting round {number} of {game}", "{game}の第{number}局を訂正"),
    "entry.deals": ("— {dealer} deals; turn order {order}", "— 親は{dealer}。順番：{order}"),
    "entry.carried": (
        "This round runs on the carried-over multiplier ×{multiplier}.",
        "この局は持ち越しの倍率×{multiplier}で打ちます。",
    ),
    "entry.how-to-type": (
        "Type cards by id (10), month code (1b, 2c) or name (crane, pine-chaff), separated by spaces;"
        " '?' shows the deck.",
        "札は番号（10）、月の記号（1b、2c）、名前（松に鶴、松のカス）で、空白で区切って入れてください。"
        "「?」で札の一覧を表示します。",
    ),
    "entry.keys": (
        " Tab completes a name, Up recalls your last answer to the question.",
        "Tabで名前を補完、↑でこの質問への前の答えを呼び出せます。",
    ),
    "entry.give-up-keys": (
        " Ctrl-C or Ctrl-D gives up without saving.",
        "Ctrl-CかCtrl-Dで保存せずにやめます。",
    ),
    "entry.back-keys": (
        " Type < (or back) to go back a question.",
        "「<」（または「戻る」）で前の質問に戻れます。",
    ),
    "entry.back-keys-editor": (
        " Shift-Tab (or < typed) goes back a question.",
        "Shift-Tab（または「<」）で前の質問に戻れます。",
    ),
    "entry.back-word": ("back", "戻る"),
    "entry.first-question": ("This is the first question: there is none before it.", "これが最初の質問です。"),
    "entry.counted-form": (
        "Or type a pile as you counted it: a count before each kind ({kinds}),"
        " then + each yaku its holder formed{yaku}; Tab completes them.",
        "取り札は数えた形でも入れられます：種類（{kinds}）ごとに枚数を前に書き、"
        "続けて作った役を＋の後に書きます{yaku}。Tabで補完できます。",
    ),
    "entry.counted-yaku": (" ({first}, ...)", "（「{first}」など）"),
    # -- who played ------------------------------------------------------------------------------
    "entry.who-played": ("Who played this round?", "この局を打ったのは誰ですか？"),
    "entry.who-played-note": (
        "names, comma-separated; at the table: {players}",
        "名前を読点かカンマで区切って。卓にいるのは：{players}",
    ),
    "entry.sits-out": (
        "{scheduled} sits this round out: {dealer} deals it.",
        "{scheduled}はこの局を休みます。親は{dealer}です。",
    ),
    # -- the piles and the fields ----------------------------------------------------------------
    "entry.pile": ("{party}'s pile", "{party}の取り札"),
    "entry.team-pile": ("{party}'s pile ({members})", "{party}の取り札（{members}）"),
    "entry.end-field": ("End field (cards left on the table)", "場に残った札"),
    "entry.start-field": ("Start field, as dealt", "最初の場札（配ったとき）"),
    "entry.start-field-multiplies": (
        "it sets this round's multiplier; Enter if no card that multiplies was dealt",
        "この局の倍率が決まります。倍率の札が配られていなければEnter",
    ),
    "entry.optional": ("optional", "省略可"),
    "entry.no-leftover": (
        "The end field is empty: there are no leftover cards to allocate.",
        "場に残った札はありません。割り振る札はありません。",
    ),
    "entry.leftover-intro": (
        "End field: {end}. Name the end-field cards each pile takes (Enter: none).",
        "場に残った札：{end}。それぞれの取り札に入る札を書いてください（Enterでなし）。",
    ),
    "entry.leftover-to": ("Leftover cards to {party}", "{party}に入る残り札"),
    "entry.enter-none": ("Enter: none", "Enterでなし"),
    "entry.none-for-none": ("'none' for none", "なければ「なし」"),
    # What an answer of nothing is written as, in the language's word (each is accepted in both).
    "entry.none": ("none", "なし"),
    "entry.skip": ("skip", "なし"),
    "entry.no": ("no", "なし"),
    # -- the game's facts --------------------------------------------------------------------------
    "entry.bid": ("{player}'s bid", "{player}の競り"),
    "entry.parties-none": ("{parties}; Enter for none", "{parties}。いなければEnter"),
    "entry.players-in-order": (
        "names in order, comma-separated: {players}; Enter for none",
        "順に名前をカンマで区切って：{players}。いなければEnter",
    ),
    "entry.certain-named": (
        "{party}'s pile: + {yaku} named, as its counts make it certain ({pile}).",
        "{party}の取り札：数から確かな役 {yaku} を書き加えました（{pile}）。",
    ),
    "entry.pile-inferred": (
        "{party}'s pile: the rest (every card was captured; Shift-Tab to change it).",
        "{party}の取り札：残りの札すべて（札はすべて取られました。直すにはShift-Tab）。",
    ),
    "entry.active-inferred": (
        "Playing this round: {players} (everybody else dropped out).",
        "この局を打つのは{players}です（ほかの打ち手は降りました）。",
    ),
    "entry.by-player": ("{player}: {topic}", "{player}：{topic}"),
    "entry.enter-for-none": ("Enter for none", "なければEnter"),
    "entry.calls-note": ("{players}; Enter for nobody", "{players}。二回以上は名前=回数。いなければEnter"),
    "entry.card-question": ("{question} ({card})?", "{question}（{card}）？"),
    "entry.yes-no": ("y/n", "y/n"),
    # -- the commands' own yes/no questions (add's identical round, edit's saving) -------------------
    "entry.identical-refused": (
        "answer y (add it) or n (back to the round)",
        "y（加える）かn（局に戻る）で答えてください",
    ),
    "entry.save-change": ("save this change? [Y/n]", "この変更を保存しますか？［Y/n］"),
    "entry.editor-again": ("open the editor again to fix them? [Y/n]", "エディタをもう一度開いて直しますか？［Y/n］"),
    "entry.yes-or-no": ("answer y (yes) or n (no)", "y（はい）かn（いいえ）で答えてください"),
    "entry.edit-given-up": ("aborted: nothing was written", "やめました。何も書いていません"),
    # -- checking, the menu, saving ------------------------------------------------------------------
    "entry.keep-or-fix": (
        "  (fix it here, or type the same again to keep it and fix the other place later)",
        "  （ここで直すか、同じ答えをもう一度入れて残し、もう一方を後で直してください）",
    ),
    # The menu's words for the answers that are not a pile or a fact (a fact: its ``where.*``).
    "entry.menu-end": ("end", "場に残った札"),
    "entry.menu-start": ("start", "最初の場札"),
    "entry.menu-leftover": ("leftover", "残り札"),
    "entry.menu-players": ("players", "打った人"),
    "entry.which-again": ("Which answer do you want to give again?", "どの答えを入れ直しますか？"),
    "entry.menu-note": (
        "{choices}, or an answer's number; Ctrl-C to give up",
        "{choices}、または答えの番号。Ctrl-Cでやめます",
    ),
    "entry.answers": ("Your answers (to change one: e, then its number):", "答え（直すにはeの後に番号）："),
    "entry.answer-line": ("{number}. {question}: {answer}", "{number}. {question}：{answer}"),
    "entry.answer-leftover": ("Leftovers taken", "残り札の行き先"),
    "entry.answer-none": ("—", "—"),
    "entry.none-of": ("{answer!r} is none of {choices}", "「{answer}」は{choices}のどれでもありません"),
    "entry.save-round": ("Save this round?", "この局を保存しますか？"),
    "entry.save-correction": ("Save this correction?", "この訂正を保存しますか？"),
    "entry.save-note": ("y/n, or e to change an answer", "y/n、答えを直すならe"),
    "entry.save-refused": (
        "answer y (save), n (discard) or e (change an answer)",
        "y（保存）、n（破棄）、e（答えを直す）のどれかで答えてください",
    ),
    "entry.discard-ask": ("Discard this round? [y/N]", "この局を破棄しますか？［y/N］"),
    "entry.discard-refused": (
        "answer y (discard the round) or n (go back to the question)",
        "y（この局を破棄）かn（質問に戻る）で答えてください",
    ),
    "entry.given-up": ("Round entry given up: nothing was saved.", "局の入力をやめました。何も保存していません。"),
    # -- the line editor's toolbar, completions and refusals -------------------------------------------
    "entry.so-far": ("{count} card{plural} so far", "ここまで{count}枚"),
    "entry.rest-means": ("rest: every card not yet placed", "rest：まだ置いていない札すべて"),
    "entry.rest-card": ("every card not yet placed", "まだ置いていない札すべて"),
    "entry.unknown": ("unknown: {tokens}", "読めない：{tokens}"),
    "entry.not-in-deck": ("not in this deck: {tokens}", "この札にはない：{tokens}"),
    "entry.tab-card": ("   (Tab completes a card)", "　（Tabで札を補完）"),
    "entry.counted-size": ("counted: {count} card{plural}", "数えた形：{count}枚"),
    "entry.counted-counts": (" ({counts})", "（{counts}）"),
    "entry.kind-count": ("{count} {kind}", "{kind}{count}枚"),
    "entry.counted-yaku-list": ("yaku: {yaku}", "役：{yaku}"),
    "entry.not-read": ("{count} word{plural} not read yet", "まだ読めない語が{count}つ"),
    "entry.tab-counted": ("   (Tab completes a kind or, after +, a yaku)", "　（Tabで種類を、＋の後は役を補完）"),
    "entry.twice": ("named twice in this answer: {cards}", "この答えに二度出た札：{cards}"),
    "entry.only-chaff": ("{token} (only {count} plain chaff)", "{token}（カスは{count}枚だけ）"),
    "entry.chaff-of": ("a {flower} chaff", "{flower}のカス"),
    "entry.meta-yaku": ("yaku", "役"),
    "entry.meta-kind": ("kind", "種類"),
    # -- what a correction changes, shown before it is saved (``edit N``) -------------------------------
    "corrected.title": ("round {number} of game {id}, as corrected:", "訂正後のゲーム {id} 第{number}局："),
    "corrected.scores": ("round {number}'s scores: {scores}", "第{number}局の得点：{scores}"),
    "corrected.winner": ("winner: {old} → {new}", "勝者：{old} → {new}"),
    "corrected.totals": ("totals changed:", "変わる合計："),
    "corrected.colon": (": ", "："),
    "corrected.same": (
        "round {number}'s scores and the totals stay as they are",
        "第{number}局の得点も合計も変わらない",
    ),
    "corrected.rotation": (
        "round {number}: the rotation now names {now} to deal (it named {was}; {dealt} dealt it, and that stays)",
        "第{number}局：順番では親が{now}になる（前は{was}。実際の親は{dealt}のままだ）",
    ),
    "corrected.over": ("the game is over then", "その時点でゲームは終わる"),
    "corrected.open": ("the game is open again then", "その時点でゲームは再開する"),
    "corrected.next-dealer": ("next dealer: {old} → {new}", "次の親：{old} → {new}"),
}
