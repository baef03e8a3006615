"""Problem messages of counted piles (``3 brights 4 animals + three-brights``): reading the
counts and the yaku named, and what the counts must add up to: ``key: (english, japanese)``."""

WORDS: dict[str, tuple[str, str]] = {
    # Parts of the messages below.
    "count.kind": ("{count} {kind}", "{kind} {count}枚"),
    "count.of-deck": ("{count} {kind} of {deck}", "{kind} {deck}枚中 {count}枚"),
    "yaku.named-by": ("{yaku} ({name})", "{yaku}（{name}）"),
    "count.any-of": ("{count} of its cards ({kinds})", "その札 {count}枚（{kinds} のうち）"),
    # A pile of glued card codes that adds up to nothing, offered as the counts it reads as.
    "did-you-mean-counts": (
        "{problem} (did you mean counts: {counts}? {pile}'s {text!r} is read as card codes)",
        "{problem}（枚数のつもりなら {counts} と書く。{pile} の {text!r} は札の記号として読んだ）",
    ),
    # Reading a counted pile.
    "bad-count.no-kind": (
        "{token!r}: a count needs its kind after it ({kinds})",
        "{token!r}：数のあとに種類を書く（{kinds}）",
    ),
    "bad-count.unknown-kind": (
        "{token!r} is not a kind this game counts (its kinds: {kinds}; see 'hanascore rules')",
        "{token!r} はこの遊びで数える種類ではない（種類：{kinds}。'hanascore rules' で見られる）",
    ),
    "bad-count.no-number": (
        "{token!r}: write how many before the kind (3 {token})",
        "{token!r}：種類の前に枚数を書く（3 {token}）",
    ),
    "bad-count.twice": (
        "{kind} are counted twice in this pile: give each kind once",
        "この取り札で {kind} を二度数えている。種類ごとに一度だけ書く",
    ),
    "unknown-yaku.counted": (
        "'+ {name}' names no yaku of this game{hint}: name it by its id or name (see 'hanascore rules')",
        "'+ {name}' はこの遊びの役ではない{hint}。役の id か名前で書く（'hanascore rules' で見られる）",
    ),
    "unknown-yaku.twice": (
        "'+ {name}' is named twice: name each yaku once",
        "'+ {name}' が二度書かれている。役は一度だけ書く",
    ),
    "counted-mix": (
        "a sheet is counted or card by card, never both: {counted} counted, {cards} card by card; write them all one way",
        "記録表は数えるか札ごとか、どちらか一方で書く：{counted} は数えて、{cards} は札ごとに書かれている。どちらかにそろえる",
    ),
    "counted-leftover": (
        "a counted sheet has no [leftover] table: count the leftover cards in the piles they went to (end holds only dead cards)",
        "数えた記録表に [leftover] は書けない。残り札は行った先の取り札に数える（end には死に札だけ）",
    ),
    # What the counts add up to.
    "leftover-unplaced.counted": (
        "a played-out {name} round leaves no card on the field: count the end field's cards in the piles that took them",
        "{name}で打ち切らずに終わった局は場に札が残らない。場に残った札は取った人の取り札に数える",
    ),
    # The page's own phrasing of those that name a sheet's key (``key@page``).
    "counted-leftover@page": (
        "a counted round leaves no card to hand out: count the leftover cards in the piles that took them",
        "数えて入力した局に残り札の行き先はない。残り札は取った人の取り札に数える",
    ),
    "counts-sum.exact@page": (
        "{kind}: the piles and the field hold {total}, the deck {deck}; every card is in one place (or take “All the rest” on the last pile)",
        "{kind}：取り札と場で {total}枚、札は {deck}枚だ。どの札もどこか一か所にある（最後の取り札には「残りすべて」をタップできる）",
    ),
    "counts-sum.rest@page": (
        "{kind}: the other piles hold {total} already, more than the {deck} of the deck, so “All the rest” has none to take",
        "{kind}：ほかの取り札ですでに {total}枚あり、札の {deck}枚より多いので「残りすべて」に残る札がない",
    ),
    "count-too-big": (
        "{count} {kind}: the deck holds only {deck}",
        "{kind} {count}枚：札には {deck}枚しかない",
    ),
    "counts-sum.exact": (
        "{kind}: the piles and end hold {total}, the deck {deck}; every card is in one place (or write 'rest' for the last pile)",
        "{kind}：取り札と場に残った札で {total}枚、札は {deck}枚だ。どの札もどこか一か所にある（最後の取り札は 'rest' と書ける）",
    ),
    "counts-sum.at-most": (
        "{kind}: the piles and end hold {total}, more than the {deck} of the deck",
        "{kind}：取り札と場に残った札で {total}枚あり、札の {deck}枚より多くなっている",
    ),
    "counts-sum.rest": (
        "{kind}: the other piles hold {total} already, more than the {deck} of the deck, so 'rest' has none to take",
        "{kind}：ほかの取り札ですでに {total}枚あり、札の {deck}枚より多いので 'rest' に残る札がない",
    ),
    "yaku-not-in-play": (
        "{yaku} is not played under these house rules ({rule}): remove '+ {yaku_id}'",
        "{yaku} はこの決まりでは数えない（{rule}）。'+ {yaku_id}' を消す",
    ),
    "yaku-not-in-play.plain": (
        "{yaku} is not played under these house rules: remove '+ {yaku_id}'",
        "{yaku} はこの決まりでは数えない。'+ {yaku_id}' を消す",
    ),
    "yaku-not-in-round": (
        "{yaku} is not scored in this round: {why}; or remove '+ {yaku_id}'",
        "この局は {yaku} を数えない：{why}。または '+ {yaku_id}' を消す",
    ),
    "impossible-yaku": (
        "{yaku} needs {needed}; {name}'s pile counts {held}: correct the counts or remove '+ {yaku_id}'",
        "{yaku} には {needed} が要るが、{name} の取り札は {held} だ。数を直すか '+ {yaku_id}' を消す",
    ),
    "yaku-in-two-piles": (
        "{yaku} named by {name} and {name2} needs {label} in both piles, and there is one: remove it from one of them",
        "{name} と {name2} がともに {yaku} を書いているが、どちらにも {label} が要り、この札は一枚だ。どちらかから消す",
    ),
    "yaku-in-two-piles.joint": (
        "{yaku} ({name}) and {yaku2} ({name2}) both need {label}, and there is one: one of them was not formed",
        "{yaku}（{name}）と {yaku2}（{name2}）はともに {label} が要るが、この札は一枚だ。どちらかは出来ていない",
    ),
    "certain-yaku": (
        "{name}'s counts make {yaku} certain ({why}): add '+ {yaku_id}' to the pile (or correct the counts)",
        "{name} の枚数なら必ず {yaku} が出来ている（{why}）。取り札に '+ {yaku_id}' を書き足す（または数を直す）",
    ),
    "counts-impossible.formed": (
        "the yaku named cannot all be formed with these counts: {yaku_names}; correct the counts or the yaku",
        "書かれた役はこの枚数では全部は出来ない： {yaku_names}。数か役を直す",
    ),
    "counts-impossible.avoided": (
        "{name}'s counts cannot avoid {yaku} alongside what the others hold: add '+ {yaku_id}' (or correct the counts)",
        "ほかの取り札と合わせると、{name} の枚数では {yaku} が必ず出来る。'+ {yaku_id}' を書き足す（または数を直す）",
    ),
    "counts-impossible.none": (
        "no cards fit these counts and yaku together: correct the counts or the yaku",
        "この枚数と役に合う札の分け方がない。数か役を直す",
    ),
}
