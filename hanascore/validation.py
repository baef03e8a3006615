"""Turn a raw sheet into a resolved :class:`~hanascore.games.base.Round`, or report
everything that is wrong with it at once.

The checks here are the ones every game shares (RULES.md section 2): names, teams, sit-outs,
card tokens, duplicates, deck membership, completeness, misdeals and the parity hint.  Each
game adds its own checks through ``Game.check``.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from .cards import (
    CARDS,
    FLOWERS,
    MONTH_CARDS,
    REST,
    CardNotationError,
    CardToken,
    format_cards,
    parse_token,
    split_tokens,
)
from .errors import Problem, Problems, SheetError
from .games import find_game
from .games.base import Game, HouseRules, Party, Round
from .sheet import Pile, RawSheet

RESERVED_NAMES = frozenset({"game", "players", "dealer", "start", "end", "wild", "stopped by", "house", REST})
_BAD_NAME = re.compile(r"[,=:#\[\]\x00-\x1f\x7f]")


@dataclass(frozen=True)
class GameSetup:
    """What a ledger fixes for every round of a game (the sheet may only repeat it)."""

    game: str
    players: tuple[str, ...]
    teams: dict[str, tuple[str, ...]] | None = None
    house: dict[str, Any] = field(default_factory=dict)
    variant: str | None = None
    dealer: str | None = None
    #: Kyu-Rei Hana: multipliers carried over from earlier rounds, next one first.
    carry_over: tuple[int, ...] = ()


def name_problems(names: Iterable[str], where: str) -> list[Problem]:
    """Problems with player or team names (RULES: unique ignoring case, no odd characters)."""
    problems = []
    seen: dict[str, str] = {}
    for name in names:
        if not isinstance(name, str) or not name.strip():
            problems.append(Problem("bad-name", "a name must not be empty", where))
            continue
        if name != name.strip():
            problems.append(Problem("bad-name", f"name {name!r} has leading or trailing space", where))
        if _BAD_NAME.search(name):
            problems.append(
                Problem("bad-name", f"name {name!r} may not contain , = : # [ ] or control characters", where)
            )
        # Compared the way the quick sheet reads its keys, so "Stopped_By" cannot pose as a pile.
        if re.sub(r"[\s_-]+", " ", name.strip().lower()) in RESERVED_NAMES:
            problems.append(Problem("bad-name", f"{name!r} is a sheet keyword and cannot be a name", where))
        folded = name.lower()
        if folded in seen:
            problems.append(
                Problem("duplicate-name", f"names {seen[folded]!r} and {name!r} are the same ignoring case", where)
            )
        seen[folded] = name
    return problems


OI_BANA = "oi-bana"
#: The variants each game knows.
VARIANTS: dict[str, tuple[str, ...]] = {"sakura": (OI_BANA,)}


def seating_problems(
    game: Game,
    players: Sequence[str],
    teams: Mapping[str, Sequence[str]] | None,
    variant: str | None,
    *,
    where: Mapping[str, str] | None = None,
) -> list[Problem]:
    """Problems with who sits at the table: names, variant, player count and team shape.

    Shared by round sheets and ``hanascore new``; ``where`` renames the keys problems are
    reported at (``{"players": "--player", "teams": "--team", "variant": "--variant"}``).
    """
    at = {"players": "players", "teams": "teams", "variant": "variant"} | dict(where or {})
    problems = name_problems(players, at["players"])
    known = VARIANTS.get(game.id, ())
    if variant is not None and variant not in known:
        also = f" ({game.name} has {', '.join(known)})" if known else f"; {game.name} has no variants"
        problems.append(Problem("bad-variant", f"unknown variant {variant!r}{also}", at["variant"]))
    low, high = (2, 6) if variant == OI_BANA else game.players
    if not low <= len(players) <= high:
        count = f"{low} to {high} players" if low != high else f"{low} players"
        problems.append(Problem("player-count", f"{game.name} is played by {count}, not {len(players)}", at["players"]))
    if not teams:
        if len(players) in game.teams_required:
            shapes = " or ".join(f"{len(players) // size} teams of {size}" for size in game.team_shapes[len(players)])
            problems.append(
                Problem(
                    "bad-teams",
                    f"{len(players)} players play {game.name} as {shapes} sharing a pile: name the teams",
                    at["teams"],
                )
            )
        return problems
    problems.extend(name_problems([*teams, *players], at["teams"]))
    allowed = () if variant == OI_BANA else game.team_shapes.get(len(players), ())
    sizes = {len(members) for members in teams.values()}
    if variant == OI_BANA:
        problems.append(Problem("bad-teams", "Oi-bana is a round between two players, not teams", at["teams"]))
    elif not allowed:
        problems.append(Problem("bad-teams", f"{game.name} with {len(players)} players has no teams", at["teams"]))
    elif len(sizes) != 1 or next(iter(sizes)) not in allowed:
        shapes = " or ".join(f"{len(players) // size} teams of {size}" for size in allowed)
        problems.append(Problem("bad-teams", f"{len(players)} players play as {shapes}", at["teams"]))
    placed: dict[str, str] = {}
    for team, members in teams.items():
        for member in members:
            if member not in players:
                problems.append(
                    Problem(
                        "bad-teams",
                        f"team {team!r}: {member!r} is not a player{_suggest(member, players)}",
                        at["teams"],
                    )
                )
            elif member in placed:
                problems.append(
                    Problem("bad-teams", f"{member!r} is in team {placed[member]!r} and in {team!r}", at["teams"])
                )
            else:
                placed[member] = team
    problems.extend(
        Problem("bad-teams", f"player {player!r} is in no team", at["teams"])
        for player in players
        if player not in placed
    )
    return problems


def _suggest(name: str, choices: Iterable[str]) -> str:
    choices = list(choices)
    lowered = {c.lower(): c for c in choices}
    if name.lower() in lowered:
        return f" (did you mean {lowered[name.lower()]!r}?)"
    close = difflib.get_close_matches(name, choices, n=1, cutoff=0.5)
    return f" (did you mean {close[0]!r}?)" if close else f" (expected one of {', '.join(choices)})"


def check_house(game: Game, house: Mapping[str, Any], where: str = "house") -> tuple[Any, list[Problem]]:
    """``game``'s house rules with ``house`` applied, or None and every unknown or ill-typed rule."""
    # Every round of a game repeats its house table: a valid one of plain values is checked once.
    kinds = tuple(map(type, house.values()))
    if _PLAIN_TYPES.issuperset(kinds):
        rules = _valid_house_rules(game.rules, tuple(house.items()), kinds)
        if rules is not None:
            return rules, []
    try:
        return game.rules.model_validate(dict(house)), []
    except ValidationError as error:
        problems = []
        known = tuple(game.rules.model_fields)
        for item in error.errors():
            key = str(item["loc"][0]) if item["loc"] else "house"
            if item["type"] == "extra_forbidden":
                close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
                hint = f"did you mean {close[0]!r}? " if close else ""
                problems.append(
                    Problem(
                        "unknown-house-rule",
                        f"{game.name} has no house rule {key!r} ({hint}rules: {', '.join(known)})",
                        f"{where}.{key}",
                    )
                )
            elif not item["loc"]:
                # A rule about several keys at once (a model validator): its own message says it all.
                message = str(item["msg"]).removeprefix("Value error, ")
                problems.append(Problem("bad-house-rule", message, where))
            else:
                problems.append(
                    Problem("bad-house-rule", f"{key}: {item['msg']} (got {item['input']!r})", f"{where}.{key}")
                )
        return None, problems


_PLAIN_TYPES = frozenset({str, int, bool})


@functools.lru_cache(maxsize=256)
def _valid_house_rules(
    rules: type[HouseRules], items: tuple[tuple[str, Any], ...], kinds: tuple[type, ...]
) -> HouseRules | None:
    # The values' types are part of the key, so that true and 1 (equal in Python) stay apart.
    try:
        return rules.model_validate(dict(items))
    except ValidationError:
        return None


def house_problems(game: Game, house: Mapping[str, Any], where: str = "house") -> list[Problem]:
    """Unknown or ill-typed house rules of ``game``."""
    return check_house(game, house, where)[1]


def resolve_house(game: Game, house: Mapping[str, Any]) -> Any:
    """The game's house rules with ``house`` applied (SheetError on a bad key or value)."""
    rules, problems = check_house(game, house)
    if problems:
        raise SheetError(problems)
    return rules


def _apply_setup(raw: RawSheet, setup: GameSetup, problems: Problems) -> RawSheet:
    game = find_game(setup.game)
    if raw.game is not None and find_game_id(raw.game) != game.id:
        problems.add("ledger-mismatch", f"this game is {game.id}, the sheet says {raw.game!r}", "game")
    if raw.players is not None and tuple(raw.players) != setup.players:
        problems.add(
            "ledger-mismatch",
            f"this game's players are {', '.join(setup.players)}; the sheet says {', '.join(raw.players)}",
            "players",
        )
    # A team is who is in it: the members may be listed in any order.
    if raw.teams is not None and {k: frozenset(v) for k, v in raw.teams.items()} != {
        k: frozenset(v) for k, v in (setup.teams or {}).items()
    }:
        problems.add("ledger-mismatch", "the sheet's teams differ from this game's teams", "teams")
    if raw.variant is not None and raw.variant != setup.variant:
        problems.add(
            "ledger-mismatch", f"this game's variant is {setup.variant!r}, the sheet says {raw.variant!r}", "variant"
        )
    if raw.multiplier is not None:
        problems.add(
            "ledger-mismatch",
            "the multiplier is derived by the ledger from earlier rounds; remove 'multiplier'",
            "multiplier",
        )
    if raw.house:
        # A key the game does not have, or an ill-typed value, is an error here too: the
        # sheet's house table is replaced by the game's, so it must not be silently dropped.
        sheet_house_issues = house_problems(game, raw.house)
        problems.extend(sheet_house_issues)
        faulty = {p.where for p in sheet_house_issues}
        resolved = resolve_house(game, setup.house).model_dump(mode="json")
        for key, value in raw.house.items():
            if key in resolved and f"house.{key}" not in faulty and resolved[key] != value:
                problems.add(
                    "ledger-mismatch",
                    f"this game plays {key} = {resolved[key]!r}; the sheet says {value!r}",
                    f"house.{key}",
                )
    return raw.model_copy(
        update={
            "game": setup.game,
            "players": list(setup.players),
            "teams": {k: list(v) for k, v in setup.teams.items()} if setup.teams else None,
            "variant": setup.variant,
            "house": setup.house,
            "dealer": raw.dealer or setup.dealer,
        }
    )


def find_game_id(name: str) -> str:
    try:
        return find_game(name).id
    except SheetError:
        return name


@dataclass
class _Placement:
    """Where each card of the end state was put, to name both places of a duplicate."""

    game: Game
    problems: Problems
    #: Every card placed so far.
    placed: set[int] = field(default_factory=set)
    #: Where they went, as (label, cards) in placing order: read only to word a duplicate.
    places: list[tuple[str, set[int]]] = field(default_factory=list)

    def label_of(self, card_id: int) -> str:
        """Where ``card_id`` was placed."""
        return next(label for label, cards in self.places if card_id in cards)

    def place(self, card_id: int, where: str, label: str) -> bool:
        if card_id not in self.game.deck:
            self.problems.add(
                "not-in-deck",
                f"{CARDS[card_id].label} is not in the {self.game.name} deck{_deck_note(self.game)}",
                where,
            )
            return False
        if card_id in self.placed:
            self.problems.add(
                "duplicate-card",
                f"{CARDS[card_id].label} is in {self.label_of(card_id)} and again in {label}; a card can be in one place only",
                where,
            )
            return False
        self.placed.add(card_id)
        self.places.append((label, {card_id}))
        return True

    def place_all(self, card_ids: Collection[int], where: str, label: str) -> set[int]:
        """Place several cards at once; returns those placed (all, unless some are reported)."""
        fresh = set(card_ids)
        if len(fresh) == len(card_ids) and fresh <= self.game.deck and self.placed.isdisjoint(fresh):
            self.placed |= fresh
            self.places.append((label, fresh))
            return fresh
        # Something is wrong: place them one by one, so each problem names its card.
        return {c for c in card_ids if self.place(c, where, label)}


def _deck_note(game: Game) -> str:
    missing = sorted({m for m in FLOWERS if not any(c // 10 == m for c in game.deck)})
    if not missing:
        return ""
    return f" ({' and '.join(FLOWERS[m].name for m in missing)} are removed)"


def _tokens(pile: Pile | None, where: str, problems: Problems) -> list[CardToken | str]:
    """Parse a pile into tokens; ``rest`` stays a string marker."""
    if pile is None:
        return []
    if isinstance(pile, str):
        texts = split_tokens(pile)
        whole = pile
    else:
        texts = [str(t) for t in pile]
        whole = " ".join(texts)
    try:
        # No token can be 'rest' when the pile's text does not hold the word at all.
        if REST not in whole.lower():
            return list(map(parse_token, texts))
        return [REST if text.lower() == REST else parse_token(text) for text in texts]
    except CardNotationError:
        pass  # go token by token, to report every token that names no card
    out: list[CardToken | str] = []
    for text in texts:
        if text.lower() == REST:
            out.append(REST)
            continue
        try:
            out.append(parse_token(text))
        except CardNotationError as error:
            problems.add("unknown-card", str(error), where)
    return out


def _resolve_group(
    piles: list[tuple[str, str, list[CardToken | str]]],
    placement: _Placement,
    problems: Problems,
    out_of_play: frozenset[int] = frozenset(),
) -> dict[str, set[int]]:
    """Resolve exact cards first, then plain chaff, then ``rest``, across ``piles``.

    ``piles`` holds (key, label, tokens); the result maps each key to its card ids.  ``rest``
    leaves ``out_of_play`` alone (cards removed from the round at the deal).
    """
    resolved: dict[str, set[int]] = {key: set() for key, _, _ in piles}
    rest_key: str | None = None
    # Piles with a token that is not an exact card: only these need the second pass.
    unfinished: list[tuple[str, str, list[CardToken | str]]] = []
    for key, label, tokens in piles:
        exact = [token.card.id for token in tokens if token is not REST and token.card is not None]  # type: ignore[union-attr]
        # Only a pile with a token that is not an exact card can hold 'rest'.
        if len(exact) < len(tokens) and REST in tokens:
            if len(tokens) > 1:
                problems.add("bad-rest", "'rest' must stand alone in its pile", key)
            elif rest_key is not None:
                problems.add("bad-rest", f"'rest' is used in {rest_key} already; only one pile may be 'rest'", key)
            else:
                rest_key = key
        resolved[key].update(placement.place_all(exact, key, label))
        if len(exact) < len(tokens):
            unfinished.append((key, label, tokens))
    for key, label, tokens in unfinished:
        for token in tokens:
            if isinstance(token, CardToken) and token.card is None:
                free = [c for c in token.chaff_of if c not in placement.placed]
                if not free:
                    month = FLOWERS[token.month]
                    if not any(c in placement.game.deck for c in token.chaff_of):
                        problems.add(
                            "not-in-deck",
                            f"{token.text!r}: {month.name} is not in the {placement.game.name} deck{_deck_note(placement.game)}",
                            key,
                        )
                        continue
                    where_now = "; ".join(f"{c} in {placement.label_of(c)}" for c in token.chaff_of)
                    problems.add(
                        "too-many-chaff",
                        f"{token.text!r}: {month.name} has only two plain chaff ({where_now}); a third cannot be in {label}",
                        key,
                    )
                    continue
                placement.place(free[0], key, label)
                resolved[key].add(free[0])
    if rest_key is not None:
        rest = placement.game.deck.difference(placement.placed, out_of_play)
        rest_label = next(label for key, label, _ in piles if key == rest_key)
        placement.place_all(rest, rest_key, rest_label)
        resolved[rest_key] |= rest
    return resolved


#: ``seating_problems`` of sheets by (game id, players, teams, variant), with the game they
#: were worked out for: every round of a game repeats its seating.
_SHEET_SEATING: dict[tuple[Any, ...], tuple[Game, list[Problem]]] = {}


def _sheet_seating_problems(
    game: Game, players: tuple[str, ...], teams: tuple[tuple[str, tuple[str, ...]], ...] | None, variant: str | None
) -> list[Problem]:
    key = (game.id, players, teams, variant)
    known = _SHEET_SEATING.get(key)
    if known is None or known[0] is not game:  # a Game rebuilt under the same id is checked afresh
        if len(_SHEET_SEATING) >= 256:
            _SHEET_SEATING.clear()
        known = _SHEET_SEATING[key] = (game, seating_problems(game, players, dict(teams) if teams else None, variant))
    return list(known[1])


@functools.lru_cache(maxsize=256)
def _parties(players: tuple[str, ...], teams: tuple[tuple[str, tuple[str, ...]], ...] | None) -> tuple[Party, ...]:
    """Who shares a pile: the teams in seating order of their first member, else each player.

    Every round of a game seats the same parties, so they are worked out once.
    """
    # Team piles are used whenever every player is in exactly one team, even if the shape is
    # wrong, so that one mistake is reported once rather than as every pile being unknown.
    if teams and sorted(m for _, members in teams for m in members) == sorted(players):
        order = [p for p in players]
        return tuple(
            Party(name, tuple(sorted(members, key=order.index)))
            for name, members in sorted(teams, key=lambda kv: min(order.index(m) for m in kv[1]))
        )
    return tuple(Party(p, (p,)) for p in players)


def resolve(raw: RawSheet, setup: GameSetup | None = None) -> tuple[Round, list[str]]:
    """Check ``raw`` against its game and resolve its cards.

    Returns the round and the warnings; raises :class:`SheetError` with every problem found.
    """
    problems = Problems()
    if setup is not None:
        raw = _apply_setup(raw, setup, problems)
    if raw.game is None:
        problems.add("missing-key", 'the sheet must name the game, e.g. game = "mushi"', "game")
        problems.raise_if_any()
    try:
        game = find_game(raw.game)  # type: ignore[arg-type]
    except SheetError as error:
        problems.extend(error.problems)
        problems.raise_if_any()
        raise
    rules, house_issues = check_house(game, raw.house)
    problems.extend(house_issues)

    players = tuple(raw.players or ())
    if not players:
        problems.add("missing-key", "the sheet must list the players in seating order", "players")
        problems.raise_if_any()
    variant = raw.variant
    oi_bana = variant == OI_BANA
    teams = {name: tuple(members) for name, members in raw.teams.items()} if raw.teams else None
    team_items = tuple(teams.items()) if teams else None
    problems.extend(_sheet_seating_problems(game, players, team_items, variant))
    parties = _parties(players, team_items)
    party_names = [p.name for p in parties]

    # Dealer and who plays.
    dealer = raw.dealer if raw.dealer is not None else players[0]
    if dealer not in players:
        problems.add("unknown-player", f"dealer {dealer!r} is not a player{_suggest(dealer, players)}", "dealer")
        dealer = players[0]
    per_round = 2 if oi_bana else game.active_per_round
    if raw.active is not None:
        active = tuple(raw.active)
        for name in active:
            if name not in players:
                problems.add(
                    "unknown-player", f"active player {name!r} is not a player{_suggest(name, players)}", "active"
                )
        if per_round is None:
            if set(active) != set(players):
                problems.add("bad-active", f"everybody plays every round of {game.name}; remove 'active'", "active")
        elif len(set(active)) != per_round:
            problems.add(
                "bad-active",
                f"{per_round} players play each round of {game.name}{' (Oi-bana)' if oi_bana else ''}; 'active' names {len(set(active))}",
                "active",
            )
        if not oi_bana and dealer not in active and dealer in players:
            problems.add("bad-active", f"the dealer {dealer!r} must be one of the active players", "dealer")
        active = tuple(p for p in players if p in active)
    else:
        active = players
        if per_round is not None and len(players) > per_round:
            problems.add(
                "missing-key",
                f"with {len(players)} players only {per_round} play a round: name them with 'active'",
                "active",
            )

    # Bids (Oi-bana).
    bids = dict(raw.bids or {})
    if oi_bana:
        for name in active:
            if name not in bids:
                problems.add("missing-key", f"Oi-bana needs the bid of {name!r} in 'bids'", "bids")
        for name, bid in bids.items():
            if name not in active:
                problems.add("bad-bids", f"bids are for the two active players; {name!r} is not one", "bids")
            elif bid < 0:
                problems.add("bad-bids", f"the bid of {name!r} must not be negative", "bids")
    elif raw.bids is not None:
        problems.add("bad-bids", 'bids belong to Oi-bana only (variant = "oi-bana")', "bids")

    # Who stopped the round, who deals next.
    stopped_by = raw.stopped_by
    if stopped_by is not None:
        if stopped_by in party_names:
            pass
        elif stopped_by in players and teams:
            stopped_by = next(p.name for p in parties if stopped_by in p.members)
        else:
            problems.add(
                "unknown-player",
                f"stopped_by {stopped_by!r} is neither a player nor a team{_suggest(stopped_by, party_names)}",
                "stopped_by",
            )
            stopped_by = None
    next_dealer = raw.next_dealer
    if next_dealer is not None and next_dealer not in players:
        problems.add(
            "unknown-player",
            f"next_dealer {next_dealer!r} is not a player{_suggest(next_dealer, players)}",
            "next_dealer",
        )
    if raw.multiplier is not None and game.id != "kyu-rei-hana":
        problems.add("bad-key", "'multiplier' applies only to Kyu-Rei Hana", "multiplier")
    elif raw.multiplier is not None and raw.multiplier < 1:
        problems.add("bad-key", "the multiplier must be 1 or more", "multiplier")

    # The field as dealt: its own moment, resolved on its own (first: it can take
    # a card out of play, which 'rest' must then leave alone).
    field_start: frozenset[int] | None = None
    if raw.field.start is not None:
        start_tokens = _tokens(raw.field.start, "field.start", problems)
        if REST in start_tokens:
            problems.add("bad-rest", "'rest' cannot describe the starting field", "field.start")
            start_tokens = [t for t in start_tokens if t != REST]
        field_start = frozenset(
            _resolve_group([("field.start", "the starting field", start_tokens)], _Placement(game, problems), problems)[
                "field.start"
            ]
        )

    out_of_play = game.out_of_play(rules, field_start) if game.out_of_play and rules is not None else frozenset()

    # Cards of the end state: captured piles and the end field.
    playing = set(active)
    active_party_names = {p.name for p in parties if not playing.isdisjoint(p.members)}
    placement = _Placement(game, problems)
    groups: list[tuple[str, str, list[CardToken | str]]] = []
    for name, pile in raw.captured.items():
        where = f"captured.{name}"
        tokens = _tokens(pile, where, problems)
        if name not in party_names:
            kind = "team" if teams else "player"
            problems.add("unknown-pile", f"{name!r} is not a {kind} of this round{_suggest(name, party_names)}", where)
            continue
        if name not in active_party_names and tokens:
            problems.add("inactive-pile", f"{name!r} sat this round out and cannot have captured cards", where)
            continue
        groups.append((where, f"{name}'s pile", tokens))
    for name in party_names:
        if name in active_party_names and name not in raw.captured:
            problems.add(
                "missing-pile",
                f"no pile for {name!r}: list the cards it captured (\"\" if none, or 'rest')",
                "captured",
            )
    groups.append(("field.end", "the end field", _tokens(raw.field.end, "field.end", problems)))
    resolved = _resolve_group(groups, placement, problems, out_of_play)
    piles = {p.name: frozenset(resolved.get(f"captured.{p.name}", ())) for p in parties}
    field_end = frozenset(resolved["field.end"])

    # Explicit leftover allocation: cards from the end field.
    leftover: dict[int, str] = {}
    for name, pile in (raw.leftover or {}).items():
        where = f"leftover.{name}"
        if name not in party_names:
            problems.add(
                "unknown-pile",
                f"{name!r} is not a {'team' if teams else 'player'} of this round{_suggest(name, party_names)}",
                where,
            )
            continue
        if name not in active_party_names:
            problems.add("inactive-pile", f"{name!r} sat this round out and cannot take leftover cards", where)
            continue
        for token in _tokens(pile, where, problems):
            if token == REST:
                problems.add("bad-rest", "'rest' cannot be used in leftover", where)
                continue
            assert isinstance(token, CardToken)
            options = (token.card.id,) if token.card else token.chaff_of
            choice = next((c for c in options if c in field_end and c not in leftover), None)
            if choice is None:
                problems.add(
                    "bad-leftover",
                    f"{token.text!r} is not on the end field (or is allocated twice); leftover cards come from field.end",
                    where,
                )
            else:
                leftover[choice] = name

    wild_captured = _single_card(raw.wild_captured, "wild_captured", problems)
    crane_after_storm: bool | dict[int, bool] | None = None
    if isinstance(raw.crane_after_storm, dict):
        crane_after_storm = {}
        for key, value in raw.crane_after_storm.items():
            storm = _single_card(key, f"crane_after_storm.{key}", problems)
            if storm is not None and storm not in (110, 113):
                problems.add(
                    "bad-key",
                    f"crane_after_storm is keyed by storm card: 110 (Rain Man) or 113 (Lightning), not {key!r}",
                    "crane_after_storm",
                )
            elif storm is not None:
                crane_after_storm[storm] = value
    else:
        crane_after_storm = raw.crane_after_storm

    problems.raise_if_any()
    round_ = Round(
        game=game,
        rules=rules,
        players=players,
        parties=parties,
        teams=teams,
        dealer=dealer,
        active=active,
        piles=piles,
        field_end=field_end,
        field_start=field_start,
        leftover=leftover,
        variant=variant,
        bids=bids,
        wild_captured=wild_captured,
        stopped_by=stopped_by,
        crane_after_storm=crane_after_storm,
        carried=setup.carry_over if setup is not None else ((raw.multiplier,) if raw.multiplier else ()),
        next_dealer=next_dealer,
    )
    warnings: list[str] = []
    check_round(round_, problems, warnings)
    problems.raise_if_any()
    return round_, warnings


def _single_card(value: str | int | None, where: str, problems: Problems) -> int | None:
    if value is None:
        return None
    try:
        token = parse_token(str(value))
    except CardNotationError as error:
        problems.add("unknown-card", str(error), where)
        return None
    return token.card.id if token.card is not None else token.chaff_of[0]


#: Each card as a one in its month's 3-bit counter: summed over some cards, one integer counts
#: the cards of every month (at most 4, so a counter never overflows into the next month's).
_MONTH_ONE: dict[int, int] = {card_id: 1 << 3 * (card_id // 10) for card_id in CARDS}
#: A one in every month's counter.
_EVERY_MONTH = sum(1 << 3 * month for month in FLOWERS)
_ODD, _ALL_FOUR = 1, 4


def _months_counted(cards: Iterable[int], bit: int) -> list[int]:
    """The months whose count in ``cards`` has ``bit`` set (``_ODD``: an odd count, ``_ALL_FOUR``:
    all four cards), in month order."""
    counts = sum(map(_MONTH_ONE.__getitem__, cards))
    if not counts & bit * _EVERY_MONTH:
        return []
    return [month for month in FLOWERS if counts >> 3 * month & bit]


def check_round(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """The shared checks of RULES.md section 2 on a resolved round, then the game's own."""
    game = round_.game
    start = round_.field_start
    if start is not None:
        misdealt = _months_counted(start, _ALL_FOUR) if game.four_of_a_month_misdeal else []
        for month in misdealt:
            problems.add(
                "misdeal",
                f"all four {FLOWERS[month].name} cards ({format_cards(MONTH_CARDS[month])}) were dealt to the field: that is a misdeal, the deal must be redone",
                "field.start",
            )
        deal = game.deals.get(len(round_.active))
        if deal and len(start) not in {f for _, f in deal}:
            sizes = " or ".join(str(f) for _, f in deal)
            problems.add(
                "bad-deal",
                f"the starting field holds {len(start)} cards; {len(round_.active)} players are dealt {sizes} to the field",
                "field.start",
            )
    if not round_.stopped:
        out_of_play = game.out_of_play(round_.rules, start) if game.out_of_play else frozenset()
        missing = sorted(game.deck.difference(*round_.piles.values(), round_.field_end, game.junkable, out_of_play))
        if missing:
            labels = ", ".join(CARDS[c].label for c in missing)
            problems.add(
                "missing-cards",
                f"{len(missing)} card(s) of the deck are in no pile and not on the end field: {labels}; add them where they went (or write 'rest' for the last pile)",
                "captured",
            )
    if game.parity_hint:
        for party, pile in round_.piles.items():
            odd = _months_counted(pile, _ODD)
            wild = len(pile & game.wild_cards)
            if len(odd) > 2 * wild:
                months = ", ".join(FLOWERS[m].name for m in odd)
                warnings.append(
                    f"{party}'s pile has an odd number of cards of {months}: captures come in pairs, so check this pile"
                )
    if game.check is not None:
        game.check(round_, problems, warnings)
