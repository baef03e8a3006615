"""Musashino-bana (武蔵野花): three players or two teams, dekiyaku only, capped zero-sum payments.

There are no card points. A played-out round is settled by dekiyaku totals: the best total
wins and every other party pays it the difference, up to ``bet_limit``. Five Kings and Seven
Red Ribbons stop the round at once; then each other party pays the stopper a flat
``insta_win_points``. The optional storm rule lets the holder of the Rain Man or the
Lightning spoil some of its opponents' dekiyaku, and the Sun rule lets the Crane calm a storm.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import partial

from hanascore.core.cards import CARDS
from hanascore.core.errors import Code, Problems, msg
from hanascore.core.result import RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.games.base import Game, card_kinds, find_yaku
from hanascore.games.helpers import PartyScore, make_result, party_scores, with_points
from hanascore.games.musashino.deck import (
    DECK,
    STORM_VOIDED_CARDS,
    STORM_VOIDED_YAKU,
    VALUES,
    YAKU,
    MusashinoFacts,
    MusashinoRules,
    Storm,
    crane_after,
    insta_wins,
    leftovers_of,
    played_out_dekiyaku,
    split_table,
    storms,
    storms_against,
    sun_questions,
    yaku_table,
)

# --- checks ------------------------------------------------------------------------------------


def _insta_names(hits: Iterable[YakuHit]) -> str:
    return " and ".join(h.name for h in hits)


def check(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """Musashino-bana's own checks: the Sun rule's answers, cards left on the field."""
    _check_sun(round_, problems, warnings)
    dead = round_.field_end - round_.leftover.keys()
    if dead and not round_.stopped:
        warnings.append(
            f"the end field holds {' '.join(map(str, sorted(dead)))}: a played-out Musashino-bana round normally "
            "leaves the field empty; these cards are dead unless a [leftover] table places them"
        )


def _check_sun(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """``crane_after_storm`` is required where the Sun rule needs it, and flagged where it is ignored."""
    rules: MusashinoRules = round_.rules
    answer = round_.facts.crane_after_storm
    questions = sun_questions(round_)
    if answer is not None and not questions:
        if rules.storm == "off":
            why = "the storm rule is off"
        elif not rules.sun:
            why = "the Sun rule is off"
        elif round_.stopped:
            why = "a stopped round pays only its insta-win"
        else:
            why = "the Crane does not sit in a pile opposing a storm card"
        warnings.append(f"crane_after_storm is ignored: {why}")
        return
    asked = {card for card, _, _ in questions}
    # Storm cards in different piles may get different answers: each is asked for by its card.
    by_card = len({holder for _, holder, _ in questions}) > 1 or isinstance(answer, dict)
    for card, holder, crane_holder in questions:
        if crane_after(round_, card) is not None:
            continue
        storm_name = CARDS[card].name
        if by_card:
            problems.add(
                Code.MISSING_KEY,
                msg(
                    "missing-key.crane-after",
                    storm_name=storm_name,
                    card=card,
                    crane_holder=crane_holder,
                    holder=holder,
                ),
                f"crane_after_storm.{card}",
            )
        else:
            problems.add(
                Code.MISSING_KEY,
                msg("missing-key.sun-rule", crane_holder=crane_holder, holder=holder, storm_name=storm_name, card=card),
                "crane_after_storm",
            )
    if isinstance(answer, dict):
        for card in sorted(answer.keys() - asked):
            warnings.append(
                f"crane_after_storm.{card} is ignored: the {CARDS[card].name} does not face the Crane across piles"
            )


# --- scoring ----------------------------------------------------------------------------------


def _storm_note(party: str, against: list[Storm], pile: frozenset[int], rules: MusashinoRules, formed: set[str]) -> str:
    """What the storms striking ``party`` took from it, or "" when they took nothing."""
    if not against:
        return ""
    raised = " and ".join(f"{s.holder}'s {s.label}" for s in against)
    if rules.storm == "cards":
        lost = [CARDS[c].name for c in sorted(pile & STORM_VOIDED_CARDS)]
        if not lost:
            return ""
        verb = "counts" if len(lost) == 1 else "count"
        return f"storm ({raised}): {' and '.join(lost)} {verb} for nothing; "
    lost = [y.name for y in YAKU if y.id in STORM_VOIDED_YAKU and y.id in formed]
    if not lost:
        return ""
    return f"storm ({raised}): {' and '.join(lost)} {'is' if len(lost) == 1 else 'are'} void; "


def _sum_text(hits: Sequence[YakuHit]) -> str:
    total = sum(h.points for h in hits)
    if not hits:
        return "no dekiyaku = 0"
    return " + ".join(f"{h.name} {h.points}" for h in hits) + f" = {total}"


def _score_stopped(round_: Round, parties: list[PartyScore]) -> str:
    rules: MusashinoRules = round_.rules
    stopper = round_.stopped_by
    assert stopper is not None
    stake = rules.insta_win_points
    winner = next(p for p in parties if p.party.name == stopper)
    # Insta-wins are formed by captures: looked for in the captured pile, as the stop rule does.
    formed = insta_wins(round_.piles[stopper], yaku_table(rules))
    # One stop, one stake: insta-wins formed by the same capture are listed and paid once.
    winner.yaku = [with_points(formed[0], stake), *(with_points(hit, 0) for hit in formed[1:])]
    also = f" (with {_insta_names(formed[1:])} by the same capture: paid once)" if len(formed) > 1 else ""
    losers = [p for p in parties if p is not winner]
    for p in losers:
        p.score = -stake
        p.formula = f"{stopper} stopped the round with {formed[0].name}: pays {stopper} {stake}"
    winner.score = stake * len(losers)
    received = " + ".join(f"{stake} from {p.party.name}" for p in losers)
    winner.formula = f"{formed[0].name}{also} stops the round; receives {received} = +{winner.score}"
    return stopper


def _score_played_out(round_: Round, parties: list[PartyScore]) -> str:
    rules: MusashinoRules = round_.rules
    _, played_out = split_table(rules.four_brights)
    all_storms = storms(round_)
    struck: dict[str, list[Storm]] = {}
    unstormed: dict[str, list[YakuHit]] = {}
    for p in parties:
        name = p.party.name
        against = struck[name] = storms_against(name, all_storms)
        voided_cards = STORM_VOIDED_CARDS if against and rules.storm == "cards" else frozenset()
        voided_yaku = STORM_VOIDED_YAKU if against and rules.storm == "banquets" else frozenset()
        hits = unstormed[name] = find_yaku(played_out, p.cards)
        if voided_cards or voided_yaku:
            p.yaku = played_out_dekiyaku(p.cards, played_out, voided_cards, voided_yaku)
        else:  # no storm strikes this party: its dekiyaku stand as formed
            p.yaku = hits

    totals = {p.party.name: p.yaku_points for p in parties}
    order = round_.party_order(totals)
    best = max(totals.values())
    winner_name = next(name for name in order if totals[name] == best)
    cap = rules.bet_limit
    for p in parties:
        if p.party.name != winner_name:
            owed = best - totals[p.party.name]
            p.score = -(min(owed, cap) if cap else owed)
    winner = next(p for p in parties if p.party.name == winner_name)
    winner.score = -sum(p.score for p in parties if p is not winner)
    # Written when a view reads them (a ledger's replay never does): the numbers are final.
    write = partial(_played_out_formulas, parties, all_storms, struck, unstormed, winner_name, rules)
    written: dict[str, str] = {}
    for p in parties:
        p.formula = partial(_written_for, written, write, p.party.name)
    return winner_name


def _written_for(written: dict[str, str], write: Callable[[], dict[str, str]], name: str) -> str:
    """Party ``name``'s formula: every party's written at the first that is read."""
    if not written:
        written.update(write())
    return written[name]


def _played_out_formulas(
    parties: list[PartyScore],
    all_storms: list[Storm],
    struck: dict[str, list[Storm]],
    unstormed: dict[str, list[YakuHit]],
    winner_name: str,
    rules: MusashinoRules,
) -> dict[str, str]:
    """Each party's played-out score in words: its dekiyaku, what it pays or receives, and
    what the storms took from it."""
    notes = {
        p.party.name: _storm_note(
            p.party.name, struck[p.party.name], p.cards, rules, {h.id for h in unstormed[p.party.name]}
        )
        for p in parties
    }
    for s in all_storms:
        if not s.live:
            notes[s.holder] += f"{s.label} storm calmed by the Sun ({s.calmed_by} took the Crane after it); "
    totals = {p.party.name: p.yaku_points for p in parties}
    best = totals[winner_name]
    cap = rules.bet_limit
    formulas: dict[str, str] = {}
    received: list[str] = []
    for p in parties:
        name = p.party.name
        if name == winner_name:
            continue
        owed, paid = best - totals[name], -p.score
        if owed == 0:
            formulas[name] = (
                f"{_sum_text(p.yaku)}; ties {winner_name} for the lead and pays nothing "
                f"({winner_name} is earlier in turn order)"
            )
            continue
        capped = f", capped at {cap}" if paid < owed else ""
        formulas[name] = f"{_sum_text(p.yaku)}; pays {winner_name} {best} - {totals[name]} = {owed}{capped}"
        received.append(f"{paid} from {name}")
    winner = next(p for p in parties if p.party.name == winner_name)
    if all(total == best for total in totals.values()):
        tail = "everybody ties: nobody pays"
    elif received:
        tail = f"wins; receives {' + '.join(received)} = +{winner.score}"
    else:
        tail = "wins; nobody pays"
    formulas[winner_name] = f"{_sum_text(winner.yaku)}; {tail}"
    return {name: notes[name] + formula for name, formula in formulas.items()}


def score(round_: Round) -> RoundResult:
    """Score a checked round: an insta-win's flat stake, or the capped dekiyaku differences."""
    leftovers = round_.leftovers
    parties = party_scores(round_, leftovers, VALUES)
    winner = _score_stopped(round_, parties) if round_.stopped else _score_played_out(round_, parties)
    return make_result(round_, parties, leftovers, winner=winner)


#: What a counted round cannot say under the storm rule (RULES.md 7).
STORM_UNCOUNTED = (
    "a counted round is scored as if no storm struck: the counts do not say who holds the Rain Man "
    "or the Lightning (name only the dekiyaku the storm left, or enter the round card by card)"
)


def counted_rules(round_: Round) -> tuple[MusashinoRules, str | None]:
    """A counted round is scored with the storm off: the counts cannot say who holds a storm
    card.  A played-out round under the storm rule is told so (a stopped one pays only its
    insta-win, which no storm touches)."""
    rules: MusashinoRules = round_.rules
    unsaid = STORM_UNCOUNTED if rules.storm != "off" and not round_.stopped else None
    return replace(rules, storm="off"), unsaid


GAME = Game(
    zero_sum=True,
    id="musashino-bana",
    name="Musashino-bana",
    japanese="武蔵野花",
    aliases=("musashino-bana", "musashino", "musashinobana"),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    kinds=card_kinds(DECK, VALUES, ("brights", "animals", "ribbons", "chaff")),
    yaku_in_play=yaku_table,
    counted_rules=counted_rules,
    rules=MusashinoRules,
    score=score,
    facts=MusashinoFacts,
    leftovers=leftovers_of,
    check=check,
    players=(3, 4),
    team_shapes={4: (2,)},
    teams_required=frozenset({4}),
    deals={3: ((7, 6),), 4: ((5, 8), (6, 0))},
    formula=(
        "played out: the best dekiyaku total wins and each other party pays it the difference, "
        "at most bet_limit (8); an insta-win (Five Kings, Seven Red Ribbons) stops the round and "
        "each other party pays the stopper insta_win_points (8)"
    ),
    notes=(
        "Three players, or four as two teams of two sharing one pile (name the team piles).",
        "No card points: only dekiyaku score, each at most once per pile.",
        "Four Brights replaces Three Brights; house rule four_brights picks the Lightning (default) or the Curtain as its fourth card.",
        "Five Kings and Seven Red Ribbons stop the round: name the party in stopped_by. Nothing else is scored "
        "and the bet limit does not apply to the stake.",
        "A tie for the best total goes to the party earliest in turn order from the dealer; the other tied "
        "parties pay nothing. When everybody ties nobody pays and the dealer's party deals again.",
        "Storm rule (storm = cards or banquets): each live storm card (Rain Man 110, Lightning 113) strikes every "
        "opponent of its holder, never the holder; a party can hold one storm card and be struck by the other.",
        "Sun rule (sun, with a storm): if an opponent took the Crane after the storm card, that storm is calmed for everybody; "
        "the sheet says so in crane_after_storm (true/false, or a table keyed by storm card, 110 and 113).",
        "Cards left on the end field are dead unless the sheet's leftover table gives them to a pile. The winner deals next.",
    ),
    formula_japanese="打ち切った回：出来役の合計が一番多い人が勝ち、ほかのそれぞれがその差を払う（上限は bet_limit、8）。一発上がり（五王・七夕）でその回は終わり、ほかのそれぞれが上がった人に insta_win_points（8）を払う",
    notes_japanese=(
        "三人、または四人で二人ずつ二組（組は一つの取り札を共にする。組の取り札に名前を付ける）。",
        "札の点はない：出来役だけが点になり、どの役も一つの取り札に一度まで。",
        "四光があれば三光は数えない。ハウスルール four_brights で四枚目を雷（既定）か幕に決める。",
        "五王と七夕でその回は終わる：その組を stopped_by に書く。ほかは何も数えず、賭けの上限はその払いに掛からない。",
        "一番多い合計が並んだら、親から順に早い方が勝つ。並んだほかの組は払わない。全員が並んだら誰も払わず、親の組がもう一度配る。",
        "嵐（storm = cards か banquets）：生きている雨札（小野道風110、雷113）はそれぞれ、取った人の相手すべてに当たり、取った人には当たらない。一つの組が一枚を持ち、もう一枚に当たることもある。",
        "日（sun、嵐のとき）：雨札の後に相手が鶴を取ったら、その嵐は全員に対して鎮まる。手札表では crane_after_storm に書く（true か false、または雨札110と113ごとの表）。",
        "終わりの場に残った札は死に札。手札表の leftover の表で取り札に置けばその人の札になる。勝った人が次に配る。",
    ),
)
