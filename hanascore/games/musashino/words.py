"""Musashino-bana's words, in English and Japanese: its formula, notes, house rules and
question, a round's result lines (the stake of a stopped round, the capped differences of a
played-out one, what the storms took), its warnings, leftovers and problems.  The registry
adds them to the one word table."""

WORDS: dict[str, tuple[str, str]] = {
    # --- rules GAME: the formula and the notes ------------------------------------------------
    "musashino-bana.formula": (
        "played out: the best dekiyaku total wins and each other party pays it the difference, "
        "at most bet_limit (8); an insta-win (Five Kings, Seven Red Ribbons) stops the round and "
        "each other party pays the stopper insta_win_points (8)",
        "最後まで打った局：出来役の合計が一番多い打ち手（組）が勝ち、ほかのそれぞれがその差を払う"
        "（上限は `bet_limit`、既定は8点）。上がり役（五王・七夕）ができた局はそこで終わり、"
        "ほかのそれぞれが上がった打ち手（組）に `insta_win_points`（既定は8点）を払う",
    ),
    "musashino-bana.note.players": (
        "Three players, or four as two teams of two sharing one pile (name the team piles).",
        "3人、または4人が2人ずつ2組に分かれて打つ（組の2人は取り札を一つにまとめる。取り札には組の名前を書く）。",
    ),
    "musashino-bana.note.no-card-points": (
        "No card points: only dekiyaku score, each at most once per pile.",
        "札そのものに点はない：点になるのは出来役だけで、どの役も一つの取り札につき一度まで。",
    ),
    "musashino-bana.note.four-brights": (
        "Four Brights replaces Three Brights; house rule four_brights picks the Lightning (default) or the "
        "Curtain as its fourth card.",
        "四光ができたら三光は数えない。四光の4枚目はハウスルール `four_brights` で雷（既定）か桜に幕にする。",
    ),
    "musashino-bana.note.insta-wins": (
        "Five Kings and Seven Red Ribbons stop the round: name the party in stopped_by. Nothing else is scored "
        "and the bet limit does not apply to the stake.",
        "五王と七夕はできた時点で上がり、その局は終わる：上がった打ち手（組）を stopped_by に書く。"
        "ほかの役は数えず、払いの上限も掛からない。",
    ),
    "musashino-bana.note.ties": (
        "A tie for the best total goes to the party earliest in turn order from the dealer; the other tied "
        "parties pay nothing. When everybody ties nobody pays and the dealer's party deals again.",
        "一番多い合計が並んだら、親から数えて手番が先の打ち手（組）の勝ち。並んだほかの打ち手（組）は払わない。"
        "全員が並んだら誰も払わず、親の打ち手（組）がもう一度配る。",
    ),
    "musashino-bana.note.storm": (
        "Storm rule (storm = cards or banquets): each live storm card (Rain Man 110, Lightning 113) strikes every "
        "opponent of its holder, never the holder; a party can hold one storm card and be struck by the other.",
        "嵐の決まり（ハウスルール `storm` が cards か banquets）：鎮まっていない嵐の札（小野道風110、雷113）は、"
        "その札を取った打ち手（組）の相手すべてに当たり、取った本人には当たらない。"
        "嵐の札を一枚取った打ち手（組）が、もう一枚の嵐に当たることもある。",
    ),
    "musashino-bana.note.sun": (
        "Sun rule (sun, with a storm): if an opponent took the Crane after the storm card, that storm is calmed "
        "for everybody; the sheet says so in crane_after_storm (true/false, or a table keyed by storm card, "
        "110 and 113).",
        "日の決まり（ハウスルール `sun`、嵐の決まりがあるとき）：嵐の札の後に相手が松に鶴を取ったら、"
        "その嵐は誰に対しても鎮まる。記録表の crane_after_storm に書く（true か false、"
        "または嵐の札ごとに110と113の表）。",
    ),
    "musashino-bana.note.leftovers": (
        "Cards left on the end field are dead unless the sheet's leftover table gives them to a pile. "
        "The winner deals next.",
        "場に残った札は死に札。ただし記録表の leftover の表で取り札に入れた札はその取り札の札になる。"
        "次の局は勝った打ち手（組）が配る。",
    ),
    # --- house rules and the question ---------------------------------------------------------
    "musashino-bana.rule.four-brights": (
        'Four Brights is Crane, Moon, Lightning, Phoenix ("lightning"), or takes the Curtain instead of the '
        'Lightning ("curtain").',
        "四光は松に鶴・芒に月・雷・桐に鳳凰（lightning）か、雷の代わりに桜に幕（curtain）。",
    ),
    "musashino-bana.rule.four-brights@page": (
        "Four Brights is Crane, Moon, Lightning, Phoenix, or takes the Curtain instead of the Lightning.",
        "四光は松に鶴・芒に月・雷・桐に鳳凰か、雷の代わりに桜に幕。",
    ),
    "musashino-bana.rule.insta-win-points": (
        "What each other party pays the player or team whose Five Kings or Seven Red Ribbons stopped the round.",
        "五王か七夕で上がった打ち手（組）に、ほかのそれぞれが払う点。",
    ),
    "musashino-bana.rule.bet-limit": (
        "The most one party pays in a played-out round (0: no limit).",
        "最後まで打った局で一人（一組）が払う点の上限（0なら上限なし）。",
    ),
    "musashino-bana.rule.storm": (
        "Storm rule: \"cards\" voids the Moon, Curtain and Cherry ribbon of the Rain Man's or Lightning's holder's "
        'opponents; "banquets" voids their Moon and Flower Banquets.',
        "嵐の決まり：cards なら小野道風か雷を取った打ち手（組）の相手の芒に月・桜に幕・桜に赤短を数えず、"
        "banquets ならその相手の月の宴と花の宴を数えない。",
    ),
    "musashino-bana.rule.storm@page": (
        "Storm rule: the Rain Man's or Lightning's holder voids its opponents' Moon, Curtain and Cherry ribbon "
        "(cards), or their Moon and Flower Banquets (banquets).",
        "嵐の決まり：小野道風か雷を取った打ち手の相手の芒に月・桜に幕・桜に赤短を数えない（札）か、"
        "その相手の月の宴と花の宴を数えない（宴）。",
    ),
    "musashino-bana.rule.sun": (
        "With a storm: an opponent who captured the Crane after the storm card calms that storm "
        "(sheet key crane_after_storm).",
        "嵐の決まりがあるとき：嵐の札の後に松に鶴を取った相手は、その嵐を鎮める（記録表の crane_after_storm）。",
    ),
    "musashino-bana.rule.sun@page": (
        "With a storm: an opponent who captured the Crane after the storm card calms that storm.",
        "嵐の決まりがあるとき：嵐の札の後に松に鶴を取った相手は、その嵐を鎮める。",
    ),
    "musashino-bana.question.crane-after-storm": (
        "Was the Crane captured after the storm card? (the Sun calms the storm)",
        "松に鶴は嵐の札の後に取ったか？（日が嵐を鎮める）",
    ),
    # --- the page: its place for the Sun rule's answer, and the house rules' choices -----------
    "musashino-bana.where.crane_after_storm": ("The Crane and the storm", "松に鶴と嵐"),
    "musashino-bana.choice.lightning": ("lightning", "雷"),
    "musashino-bana.choice.curtain": ("curtain", "桜に幕"),
    "musashino-bana.choice.cards": ("cards", "札"),
    "musashino-bana.choice.banquets": ("banquets", "宴"),
    # --- a stopped round: the insta-win's stake -------------------------------------------------
    "musashino-bana.stopped.pays": (
        "{stopper} stopped the round with {yaku}: pays {stopper} {stake}",
        "{stopper}が{yaku}で上がり：{stopper}に{stake}点払う",
    ),
    "musashino-bana.stopped.receives": (
        "{yaku} stops the round; receives {received} = +{total}",
        "{yaku}で上がり。{received}を受け取る = +{total}",
    ),
    "musashino-bana.stopped.receives-with": (
        "{yaku} (with {others} by the same capture: paid once) stops the round; receives {received} = +{total}",
        "{yaku}で上がり（同じ取りで{others}もできた：払いは一度だけ）。{received}を受け取る = +{total}",
    ),
    "musashino-bana.from": ("{n} from {name}", "{name}から{n}点"),
    # --- a played-out round: the dekiyaku and the capped differences ---------------------------
    "musashino-bana.yaku": ("{yaku} {n}", "{yaku} {n}"),
    "musashino-bana.sum": ("{terms} = {total}", "{terms} = {total}"),
    "musashino-bana.no-dekiyaku": ("no dekiyaku = 0", "出来役なし = 0"),
    "musashino-bana.pays": (
        "{sum}; pays {winner} {best} - {total} = {owed}",
        "{sum}。{winner}に {best} - {total} = {owed}点払う",
    ),
    "musashino-bana.pays-capped": (
        "{sum}; pays {winner} {best} - {total} = {owed}, capped at {cap}",
        "{sum}。{winner}に {best} - {total} = {owed}点、上限の{cap}点を払う",
    ),
    "musashino-bana.ties": (
        "{sum}; ties {winner} for the lead and pays nothing ({winner} is earlier in turn order)",
        "{sum}。{winner}と一番で並び、払わない（手番は{winner}が先）",
    ),
    "musashino-bana.wins": (
        "{sum}; wins; receives {received} = +{total}",
        "{sum}。勝ち。{received}を受け取る = +{total}",
    ),
    "musashino-bana.wins-unpaid": ("{sum}; wins; nobody pays", "{sum}。勝ち。誰も払わない"),
    "musashino-bana.everybody-ties": ("{sum}; everybody ties: nobody pays", "{sum}。全員が並んだ：誰も払わない"),
    # --- what the storms took (said before the formula) -----------------------------------------
    "musashino-bana.storm.raised": ("{holder}'s {card}", "{holder}の{card}"),
    "musashino-bana.storm.card-voided": (
        "storm ({raised}): {cards} counts for nothing; ",
        "嵐（{raised}）：{cards}は数えない。",
    ),
    "musashino-bana.storm.cards-voided": (
        "storm ({raised}): {cards} count for nothing; ",
        "嵐（{raised}）：{cards}は数えない。",
    ),
    "musashino-bana.storm.yaku-voided": ("storm ({raised}): {yaku} is void; ", "嵐（{raised}）：{yaku}は無効。"),
    "musashino-bana.storm.yakus-voided": ("storm ({raised}): {yaku} are void; ", "嵐（{raised}）：{yaku}は無効。"),
    "musashino-bana.storm.calmed": (
        "{card} storm calmed by the Sun ({by} took the Crane after it); ",
        "{card}の嵐は日で鎮まった（{by}がその後に松に鶴を取った）。",
    ),
    # --- warnings -----------------------------------------------------------------------------------
    "musashino-bana.end-field": (
        "the end field holds {ids}: a played-out Musashino-bana round normally leaves the field empty; "
        "these cards are dead unless a [leftover] table places them",
        "場に{ids}が残った：最後まで打った武蔵野花の局では、ふつう場に札は残らない。"
        "記録表の leftover の表で取り札に入れない限り、これらは死に札",
    ),
    "musashino-bana.end-field@page": (
        "{ids} are left on the field: a played-out Musashino-bana round normally leaves the field empty; "
        "these cards are dead",
        "場に{ids}が残った：最後まで打った武蔵野花の局では、ふつう場に札は残らない。これらは死に札",
    ),
    "musashino-bana.crane-ignored": ("crane_after_storm is ignored: {why}", "crane_after_storm は使わない：{why}"),
    "musashino-bana.crane-ignored@page": (
        "whether the Crane was captured after the storm card is ignored: {why}",
        "松に鶴を嵐の札の後に取ったかは使わない：{why}",
    ),
    "musashino-bana.crane-ignored.storm-off": ("the storm rule is off", "嵐の決まりがない"),
    "musashino-bana.crane-ignored.sun-off": ("the Sun rule is off", "日の決まりがない"),
    "musashino-bana.crane-ignored.stopped": (
        "a stopped round pays only its insta-win",
        "上がった局で払うのは上がり役だけ",
    ),
    "musashino-bana.crane-ignored.not-facing": (
        "the Crane does not sit in a pile opposing a storm card",
        "松に鶴は嵐の札の相手の取り札にない",
    ),
    "musashino-bana.crane-card-ignored": (
        "crane_after_storm.{n} is ignored: the {card} does not face the Crane across piles",
        "crane_after_storm の {n} は使わない：{card}と松に鶴は相手どうしの取り札にない",
    ),
    "musashino-bana.crane-card-ignored@page": (
        "whether the Crane was captured after card {n} is ignored: the {card} does not face the Crane across piles",
        "松に鶴を{card}（{n}）の後に取ったかは使わない：{card}と松に鶴は相手どうしの取り札にない",
    ),
    "musashino-bana.storm-uncounted": (
        "a counted round is scored as if no storm struck: the counts do not say who holds the {rain_man} "
        "or the {lightning} (name only the dekiyaku the storm left, or enter the round card by card)",
        "枚数で書いた局は嵐がなかったものとして数える：枚数からは{rain_man}と{lightning}を誰が取ったか"
        "分からない（嵐の後に残った出来役だけを書くか、札ごとに書く）",
    ),
    # --- leftovers ------------------------------------------------------------------------------
    "musashino-bana.leftover.nobody": (
        "Musashino-bana gives end-field cards to nobody",
        "武蔵野花では場に残った札は誰の札にもならない",
    ),
    # --- problems: the Sun rule's answers -------------------------------------------------------
    "musashino-bana.missing-key.crane-after": (
        "crane_after_storm has no answer for the {storm} ({card}): {crane_holder} holds the Crane and {holder} "
        "the {storm}; add {card} = true if the Crane was captured after it, else false",
        "crane_after_storm に{storm}（{card}）の答えがない：松に鶴は{crane_holder}、{storm}は{holder}が取った。"
        "松に鶴をその後に取ったなら crane_after_storm の {card} に true、そうでなければ false を書く",
    ),
    "musashino-bana.missing-key.crane-after@page": (
        "say whether the Crane was captured after the {storm} ({card}): {crane_holder} holds the Crane and "
        "{holder} the {storm}",
        "松に鶴を{storm}（{card}）の後に取ったかを答える：松に鶴は{crane_holder}、{storm}は{holder}が取った",
    ),
    "musashino-bana.missing-key.sun-rule": (
        "the Sun rule needs crane_after_storm: {crane_holder} holds the Crane and {holder} the {storm} ({card}); "
        "say whether the Crane was captured after the storm card: crane_after_storm = true or false "
        '(or a table such as {{ "110" = true, "113" = false }} when the two storm cards differ)',
        "日の決まりには crane_after_storm が要る：松に鶴は{crane_holder}、{storm}（{card}）は{holder}が取った。"
        "松に鶴を嵐の札の後に取ったかを crane_after_storm に true か false で書く"
        '（2枚の嵐の札で答えが違うなら {{ "110" = true, "113" = false }} のような表で書く）',
    ),
    "musashino-bana.missing-key.sun-rule@page": (
        "the Sun rule asks whether the Crane was captured after the storm card: {crane_holder} holds the Crane "
        "and {holder} the {storm} ({card}); answer the question about the Crane",
        "日の決まりでは、松に鶴を嵐の札の後に取ったかが要る：松に鶴は{crane_holder}、"
        "{storm}（{card}）は{holder}が取った。松に鶴の問いに答える",
    ),
}
