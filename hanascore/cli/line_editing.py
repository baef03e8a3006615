"""What the line editor offers while an answer is typed: completion, live counts, refusals.

Built from the deck and the table, never from a list of game names: a pile question completes
the card tokens of the game's deck (ids, month codes, English names and aliases, Japanese
names), a name question the players and teams of the table.  Imported only by the terminal
side of interactive entry (it loads prompt_toolkit).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache

from prompt_toolkit.application.current import get_app
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.filters import Condition, has_completions
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent, merge_key_bindings
from prompt_toolkit.key_binding.key_bindings import KeyBindingsBase
from prompt_toolkit.validation import ValidationError, Validator

from hanascore.cli.answers import BACK_MARK, EMPTY_WORDS, Editing
from hanascore.core.card_phrases import group_words, read_token
from hanascore.core.cards import (
    CARDS,
    FLOWERS,
    JAPANESE_SHORT,
    PLAIN_CHAFF,
    REST,
    CardNotationError,
    card_tokens,
    parse_token,
)
from hanascore.core.counted_piles import CountedWords, is_counted, read_counted
from hanascore.core.errors import Problems
from hanascore.core.words import Language, card_name, say

#: What separates tokens in an answer (as ``split_tokens`` reads a pile, and names lists).
SEPARATORS = " ,;、"


def _words(text: str) -> list[tuple[int, str]]:
    """The tokens of ``text`` with where each starts."""
    found: list[tuple[int, str]] = []
    start: int | None = None
    for i, char in enumerate(text + " "):
        if char in SEPARATORS:
            if start is not None:
                found.append((start, text[start:i]))
                start = None
        elif start is None:
            start = i
    return found


def _current_word(document: Document) -> str:
    """The token the cursor is in (empty right after a separator)."""
    before = document.text_before_cursor
    cut = max(before.rfind(s) for s in SEPARATORS)
    return before[cut + 1 :]


@cache
def card_vocabulary(deck: frozenset[int], lang: Language = "en") -> tuple[tuple[str, str], ...]:
    """Every token that names a card of ``deck``, with what it stands for in ``lang`` (``rest`` last)."""
    tokens: dict[str, str] = {}
    for card_id in sorted(deck):
        card = CARDS[card_id]
        for token in (*card_tokens(card), card.japanese.split(" ")[0]):
            if token.isdigit() and len(token) < 2:
                continue
            label = (
                _label(card_id, lang) if not card.is_plain_chaff or token == str(card.id) else _chaff(card.month, lang)
            )
            tokens.setdefault(token, label)
    for written, card_id in JAPANESE_SHORT.items():
        if card_id in deck:
            tokens.setdefault(written, _label(card_id, lang))
    for month, chaff in PLAIN_CHAFF.items():
        if set(chaff) & deck:
            tokens.setdefault(f"{FLOWERS[month].japanese}のカス", _chaff(month, lang))
    tokens[REST] = say(lang, "entry.rest-card")
    return tuple(tokens.items())


def _label(card_id: int, lang: Language) -> str:
    """A card as the editor names it: ``Crane (1a)``, ``松に鶴（1a）``."""
    return f"{card_name(lang, card_id)}（{CARDS[card_id].code}）" if lang == "ja" else CARDS[card_id].label


def _chaff(month: int, lang: Language) -> str:
    """Either plain chaff of ``month``: ``a Pine chaff``, ``松のカス``."""
    flower = FLOWERS[month]
    return say(lang, "entry.chaff-of", flower=flower.japanese if lang == "ja" else flower.name)


def _card_of(token: str) -> int | None:
    """The one card ``token`` names (None for a chaff code, which stands for either chaff)."""
    try:
        parsed = parse_token(token)
    except CardNotationError:
        return None
    return parsed.card.id if parsed.card is not None else None


class AnswerCompleter(Completer):
    """Tab completes the token under the cursor: card tokens of the deck, or names."""

    def __init__(self, editing: Editing, lang: Language = "en") -> None:
        self.editing = editing
        self.lang = lang

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterator[Completion]:
        word = _current_word(document)
        folded = word.lower()
        first = not _words(document.text_before_cursor[: len(document.text_before_cursor) - len(word)])
        words = [w for w in self.editing.words if w.startswith(folded) and w != folded] if first and word else []
        if words:  # the answer's first word: what it names (a teyaku), before any card
            for found in words:
                yield Completion(found, -len(word))
            return
        counted = self.editing.counted
        if counted is not None:
            before = [w for _, w in _words(document.text_before_cursor[: len(document.text_before_cursor) - len(word)])]
            # After '+': a yaku.  After a count: its kind (a card name only where no kind fits).
            if word.startswith("+") or before[-1:] == ["+"] or "+" in "".join(before):
                typed = word.removeprefix("+").lower()
                written = "+ " if word.startswith("+") else ""
                for yaku in self.editing.yaku:
                    if yaku.startswith(typed) and yaku != typed:
                        yield Completion(
                            f"{written}{yaku}", -len(word), display=yaku, display_meta=say(self.lang, "entry.meta-yaku")
                        )
                # The other words for a yaku (``goko``, ``五光``) once something is typed: a bare
                # '+' lists each yaku once, by its id.
                for alias, yaku in self.editing.yaku_aliases if typed else ():
                    if alias.lower().startswith(typed) and alias.lower() != typed:
                        yield Completion(f"{written}{alias}", -len(word), display=alias, display_meta=yaku)
                return
            if before and before[-1].isdecimal():
                kinds = [k for k in counted.order if k.startswith(folded) and k != folded]
                if kinds:
                    for kind in kinds:
                        yield Completion(kind, -len(word), display_meta=say(self.lang, "entry.meta-kind"))
                    return
        if self.editing.deck is not None:
            # A card already named in this answer is not offered again.
            named = {_card_of(t) for _, t in _words(document.text)} - {None}
            for token, meaning in card_vocabulary(self.editing.deck, self.lang):
                if token.lower().startswith(folded) and token != word and _card_of(token) not in named:
                    yield Completion(token, -len(word), display_meta=meaning)
        for name in self.editing.names:
            if name.lower().startswith(folded) and name != word:
                yield Completion(name, -len(word))


@dataclass(frozen=True)
class PileReading:
    """A card answer as read so far: how many cards, which tokens mean nothing, which repeat."""

    cards: int
    unknown: tuple[str, ...]
    outside: tuple[str, ...]
    twice: tuple[str, ...]
    rest: bool


def read_pile(text: str, deck: frozenset[int], *, typing: bool, lang: Language = "en") -> PileReading:
    """Read ``text`` as a pile; with ``typing``, the token under a cursor at the end is not judged
    yet (a card named twice is said in ``lang``)."""
    # Grouped as a sheet reads them: "rain man" and "10 Crane" are one card, "1c x2" two.
    words = group_words([w for _, w in _words(text)])
    if text.strip().lower() in EMPTY_WORDS:
        words = []
    pending = words[-1] if typing and words and text[-1:] not in SEPARATORS else None
    unknown: list[str] = []
    outside: list[str] = []
    seen: Counter[int] = Counter()
    chaff: Counter[tuple[int, ...]] = Counter()
    twice: list[str] = []
    count = 0
    rest = False
    for index, word in enumerate(words):
        judged = not (pending is not None and index == len(words) - 1)
        if word.lower() == REST:
            rest = True
            continue
        try:
            parsed = read_token(word)
        except CardNotationError:
            if judged:
                unknown.append(word)
            continue
        if parsed.card is not None:
            card_id = parsed.card.id
            if card_id not in deck:
                outside.append(word)
                continue
            seen[card_id] += 1
            if seen[card_id] == 2:
                twice.append(_label(card_id, lang))
        else:
            chaff[parsed.chaff_of] += 1
            if chaff[parsed.chaff_of] == len(parsed.chaff_of) + 1:
                twice.append(say(lang, "entry.only-chaff", token=word, count=len(parsed.chaff_of)))
        count += 1
    return PileReading(count, tuple(unknown), tuple(outside), tuple(twice), rest)


def _plural(count: int) -> str:
    return "s" if count != 1 else ""


def counted_toolbar(
    text: str, words: CountedWords, lang: Language = "en", japanese: Mapping[str, str] | None = None
) -> str:
    """The line under a pile written counted: each kind's count, the pile's size, the yaku (in
    Japanese by their ``japanese`` words where they have one)."""
    named = (japanese or {}) if lang == "ja" else {}
    problems = Problems()
    pile = read_counted(text, "pile", words, problems)
    comma = "、" if lang == "ja" else ", "
    counts = ("、" if lang == "ja" else " · ").join(
        say(lang, "entry.kind-count", count=n, kind=named.get(kind, kind)) for kind, n in pile.counts.items() if n
    )
    size = say(lang, "entry.counted-size", count=pile.size, plural=_plural(pile.size))
    parts = [size + (say(lang, "entry.counted-counts", counts=counts) if counts else "")]
    if pile.yaku:
        parts.append(say(lang, "entry.counted-yaku-list", yaku=comma.join(named.get(y, y) for y in pile.yaku)))
    unread = len(problems.items)
    if unread:
        parts.append(say(lang, "entry.not-read", count=unread, plural=_plural(unread)))
    return " · ".join(parts) + say(lang, "entry.tab-counted")


def toolbar_text(
    text: str,
    deck: frozenset[int],
    counted: CountedWords | None = None,
    lang: Language = "en",
    japanese: Mapping[str, str] | None = None,
) -> str:
    """The line under a pile question, in ``lang``: the cards so far and the tokens that name
    none (a counted pile: its counts, :func:`counted_toolbar`)."""
    if counted is not None and is_counted(text, counted):
        return counted_toolbar(text, counted, lang, japanese)
    reading = read_pile(text, deck, typing=True, lang=lang)
    comma = "、" if lang == "ja" else ", "
    parts = [say(lang, "entry.so-far", count=reading.cards, plural=_plural(reading.cards))]
    if reading.rest:
        parts.append(say(lang, "entry.rest-means"))
    if reading.unknown:
        parts.append(say(lang, "entry.unknown", tokens=comma.join(reading.unknown)))
    if reading.outside:
        parts.append(say(lang, "entry.not-in-deck", tokens=comma.join(reading.outside)))
    return " · ".join(parts) + say(lang, "entry.tab-card")


class PileValidator(Validator):
    """Refuses, as it is typed, a card named twice in the same answer."""

    def __init__(self, deck: frozenset[int], counted: CountedWords | None = None, lang: Language = "en") -> None:
        self.deck = deck
        self.counted = counted
        self.lang = lang

    def validate(self, document: Document) -> None:
        if self.counted is not None and is_counted(document.text, self.counted):
            return  # counts name no card: none can be named twice
        twice = read_pile(document.text, self.deck, typing=False, lang=self.lang).twice
        if twice:
            # Short: the validator's one line is cut at the terminal's width (40 on a phone);
            # that the line is refused until one goes says the rest.
            comma = "、" if self.lang == "ja" else ", "
            raise ValidationError(len(document.text), say(self.lang, "entry.twice", cards=comma.join(twice)))


def completer_for(editing: Editing, lang: Language = "en") -> Completer | None:
    """What Tab completes for ``editing``'s question (its meanings said in ``lang``)."""
    return AnswerCompleter(editing, lang) if editing.deck is not None or editing.names or editing.words else None


def validator_for(editing: Editing, lang: Language = "en") -> Validator | None:
    """What refuses a card named twice as it is typed (said in ``lang``)."""
    return PileValidator(editing.deck, editing.counted, lang) if editing.deck is not None else None


def bindings_for(editing: Editing) -> KeyBindingsBase:
    """The keys of one question: Shift-Tab back (:func:`back_bindings`), and ``editing``'s
    one-key answers (:func:`one_key_bindings`)."""
    one_key = one_key_bindings(editing)
    return merge_key_bindings([back_bindings(), *([one_key] if one_key is not None else [])])


def back_bindings() -> KeyBindings:
    """Shift-Tab, while no completion is open (there it steps back through the completions):
    the answer ``<``, back to the question before."""
    bindings = KeyBindings()

    @bindings.add("s-tab", filter=~has_completions)
    def _back(event: KeyPressEvent) -> None:
        event.app.exit(result=BACK_MARK)

    return bindings


def one_key_bindings(editing: Editing) -> KeyBindings | None:
    """Each of ``editing``'s one keys (either case), typed on an empty line, is the whole answer:
    put on the line and accepted at once, no Enter (a yes/no question).  Anything else is typed
    as usual (``yes``, ``はい`` from an input method), ended by Enter."""
    if not editing.one_key:
        return None
    bindings = KeyBindings()
    empty = Condition(lambda: not get_app().current_buffer.text)

    def answer(event: KeyPressEvent) -> None:
        event.current_buffer.insert_text(event.data)
        event.current_buffer.validate_and_handle()

    for key in editing.one_key:
        for typed in dict.fromkeys((key.lower(), key.upper())):
            bindings.add(typed, filter=empty)(answer)
    return bindings
