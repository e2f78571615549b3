"""Sakura positions as one line of text (issue 26), like chess's FEN.

``sakura/1:`` and eleven fields, in this order (docs/games/sakura.md, "Positions")::

    round turn left right hands tricks coins shurikens row draw discard

- ``round``: 1, 2 or 3.
- ``turn``: ``deal`` (the dealer deals the round), ``over`` (three rounds played),
  or the seat on turn (1-based) followed by what its turn holds so far, comma
  separated: ``L``/``R``/``LR`` the piles already dealt with, ``cookN`` a Cook of
  N waiting for the next card, ``free`` a free hire owed after a new row,
  ``shuffle`` the dealer to reshuffle the character discard pile first.
- ``left``, ``right``: the yin-yang side facing the pile (``+`` higher, ``-``
  lower), then its cards from the bottom up, so the last card is the top one.
- ``hands``, ``tricks``, ``coins``, ``shurikens``: one entry per seat, ``/``
  between seats; cards by ``,``; ``-`` is nothing; a seat's shurikens per finished
  round are joined by ``+`` (``3+0``).
- ``row`` (from the 1-coin place), ``draw`` (top first), ``discard`` (oldest
  first): character codes of the deck.

``?N`` stands for N things the writer cannot see: cards in another seat's hand,
under a pile's top card, and the character draw pile. The supply is not written:
it is what the players' coins leave of the box's 80. The undealt cards are not
written either: they are out of the round (rule sakura.setup.undealt).

Parsing checks the form only (:class:`PositionError` names the field and column);
:func:`check_position` (``consistency.py``) says what no game can reach, each with
its rule.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Final

from engine.core import FinalScoring, Score
from engine.position_fields import LINE, Field, join_position, parse_count, split_position, unknown
from engine.sakura import cards as C
from engine.sakura.consistency import check_position
from engine.sakura.deck import DEFAULT_DECK, ROW_SIZE, Deck
from engine.sakura.game import (
    COIN_TOTAL,
    DEAL,
    HAND_SIZE,
    MOST_CHARACTERS,
    OVER,
    PLAY,
    REFILL,
    ROUNDS,
    SHUFFLE,
    Options,
    State,
    final_scoring,
    round_lines,
    scores,
    sides,
    winners,
)
from engine.sakura.piles import PILES
from engine.words import count

__all__ = ["check_position", "parse_position", "position_text", "standing"]

GAME_ID: Final = "sakura"
VERSION: Final = 1
FIELDS: Final = (
    "round",
    "turn",
    "left",
    "right",
    "hands",
    "tricks",
    "coins",
    "shurikens",
    "row",
    "draw",
    "discard",
)
FIELD_RULES: Final[Mapping[str, str]] = {
    LINE: "sakura.position",
    "round": "sakura.round.next",
    "turn": "sakura.turn.order",
    "left": "sakura.turn.both_piles",
    "right": "sakura.turn.both_piles",
    "hands": "sakura.setup.deal",
    "tricks": "sakura.take.forced",
    "coins": "sakura.setup.coins",
    "shurikens": "sakura.round.score",
    "row": "sakura.setup.characters",
    "draw": "sakura.setup.characters",
    "discard": "sakura.characters.reshuffle",
}
"""The rule each field gives meaning to (a refusal there cites it), and the notation's
own rule for the line's shape."""
NOTHING: Final = "-"
"""An empty list: a hand, a trick pile, the row, the draw or discard pile."""
SEATS: Final = "/"
ITEMS: Final = ","
ROUND_SCORES: Final = "+"
TURN_DEAL: Final = "deal"
TURN_OVER: Final = "over"
FLAG_FREE: Final = "free"
FLAG_SHUFFLE: Final = "shuffle"
FLAG_REFILL: Final = "refill"
"""The dealer turns up the row's refill (a game recorded from one seat)."""
FLAG_COOK: Final = "cook"


# -- writing ---------------------------------------------------------------------


def position_text(state: State) -> str:
    """The position as one line; what ``state`` hides (HIDDEN) is written ``?N``."""
    deck = state.deck
    fields = [
        str(state.round),
        _turn_text(state),
        *(_pile_text(state, pile) for pile in (0, 1)),
        _per_seat(_list_text(C.CODES, hand) for hand in state.hands),
        _per_seat(_list_text(C.CODES, tricks) for tricks in state.tricks),
        _per_seat(str(coins) for coins in state.coins),
        _per_seat(
            ROUND_SCORES.join(str(r[seat]) for r in state.rounds) or NOTHING
            for seat in range(state.players)
        ),
        *(_list_text(deck.codes, kinds) for kinds in (state.row, state.draw, state.discard)),
    ]
    return join_position(GAME_ID, VERSION, fields)


def _turn_text(state: State) -> str:
    if state.phase == DEAL:
        return TURN_DEAL
    if state.phase == OVER:
        return TURN_OVER
    parts = [str(state.seat + 1)]
    done = "".join(name for pile, name in enumerate(PILES) if state.done >> pile & 1)
    if done:
        parts.append(done)
    if state.cook:
        parts.append(f"{FLAG_COOK}{state.cook}")
    if state.free:
        parts.append(FLAG_FREE)
    if state.phase == SHUFFLE:
        parts.append(FLAG_SHUFFLE)
    if state.phase == REFILL:
        parts.append(FLAG_REFILL)
    return ITEMS.join(parts)


def _pile_text(state: State, pile: int) -> str:
    side = "+" if state.up(pile) else "-"
    cards = state.piles[pile]
    return side + (_list_text(C.CODES, cards) if cards else "")


def _per_seat(entries: Iterator[str]) -> str:
    return SEATS.join(entries)


def _list_text(codes: Sequence[str], items: Sequence[int]) -> str:
    """Items by their codes, each run of HIDDEN as ``?N``; ``-`` for none."""
    if not items:
        return NOTHING
    parts: list[str] = []
    hidden = 0
    for item in items:
        if item == C.HIDDEN:
            hidden += 1
            continue
        if hidden:
            parts.append(unknown(hidden))
            hidden = 0
        parts.append(codes[item])
    if hidden:
        parts.append(unknown(hidden))
    return ITEMS.join(parts)


# -- reading ---------------------------------------------------------------------


def parse_position(text: str, deck: Deck = DEFAULT_DECK) -> State:
    """Read a line of :func:`position_text`; :class:`PositionError` names the field
    and column where it does not parse. ``deck`` is the deck data the position is
    played with (niwa's by default: the line does not carry it)."""
    fields = dict(
        zip(FIELDS, split_position(text, GAME_ID, VERSION, FIELDS, FIELD_RULES), strict=True)
    )
    round_no = _round(fields["round"])
    # The hands say how many seats there are, which the turn needs: read them next.
    hands_field = fields["hands"]
    hand_texts = _split(hands_field, SEATS)
    players = len(hand_texts)
    if players not in HAND_SIZE:
        raise hands_field.error(
            f"Sakura is for {min(HAND_SIZE)} to {max(HAND_SIZE)} players: "
            f"got {count(players, 'hand')} (seats are separated by '/')"
        )
    hands = tuple(
        tuple(sorted(_cards(hands_field, part, offset, hidden=True))) for part, offset in hand_texts
    )
    phase, seat, done, cook, free = _turn(fields["turn"], players, round_no)
    plus_left, left = _pile(fields["left"], phase)
    plus_right, right = _pile(fields["right"], phase)
    if plus_left == plus_right:
        other = "-" if plus_left else "+"
        raise fields["right"].error(
            f"the yin-yang card has one + side and one - side: the left pile faces "
            f"{'+' if plus_left else '-'}, so write the right pile as {other}..."
        )
    tricks = tuple(
        _cards(fields["tricks"], part, offset, hidden=False)
        for part, offset in _seat_parts(fields["tricks"], players)
    )
    coins = tuple(
        parse_count(part, fields["coins"], offset)
        for part, offset in _seat_parts(fields["coins"], players)
    )
    finished = ROUNDS if phase == OVER else round_no - 1
    rounds = _shurikens(fields["shurikens"], players, finished)
    row = _characters(fields["row"], deck, hidden=False)
    if len(row) > ROW_SIZE:
        raise fields["row"].error(f"the row has {ROW_SIZE} places, not {len(row)}")
    draw = _characters(fields["draw"], deck, hidden=True)
    discard = _characters(fields["discard"], deck, hidden=False)
    return State(
        options=Options(players=players, deck=deck),
        phase=phase,
        seat=seat,
        hands=hands,
        piles=(left, right),
        plus_left=plus_left,
        done=done,
        cook=cook,
        free=free,
        row=row,
        draw=draw,
        discard=discard,
        refill=ROW_SIZE - len(row) if phase in (SHUFFLE, REFILL) else 0,
        tricks=tricks,
        coins=coins,
        supply=COIN_TOTAL - sum(coins),
        rounds=rounds,
    )


def _split(
    field: Field, mark: str, text: str | None = None, start: int = 0
) -> list[tuple[str, int]]:
    """The parts of ``text`` (the field's whole text by default, found ``start``
    characters into the field) between ``mark``s, each with its offset in the field."""
    whole = field.text if text is None else text
    parts = []
    offset = start
    for part in whole.split(mark):
        parts.append((part, offset))
        offset += len(part) + len(mark)
    return parts


def _seat_parts(field: Field, players: int) -> list[tuple[str, int]]:
    parts = _split(field, SEATS)
    if len(parts) != players:
        raise field.error(
            f"expected one entry per seat, {players} separated by '/' "
            f"(as many as the hands), got {len(parts)}"
        )
    return parts


def _items(field: Field, text: str, start: int) -> list[tuple[str, int]]:
    """The ``,``-separated items of a list; ``-`` is the empty list."""
    if text == NOTHING:
        return []
    if not text:
        raise field.error(f"empty entry: write '{NOTHING}' for nothing", start)
    items = _split(field, ITEMS, text, start)
    for item, offset in items:
        if not item:
            raise field.error("empty item (items are separated by one ',')", offset)
    return items


def _unknown_count(field: Field, item: str, offset: int, limit: int) -> int:
    number = parse_count(item[1:], field, offset + 1)
    if not 1 <= number <= limit:
        raise field.error(f"'?N' counts 1 to {limit} unseen things, got {number}", offset)
    return number


def _cards(field: Field, text: str, start: int, *, hidden: bool) -> tuple[int, ...]:
    """A list of cards; ``?N`` for N unseen cards where ``hidden`` allows it. At most
    the deck's 52 in one list, so no line can make the reader build a large state."""
    found: list[int] = []
    for item, offset in _items(field, text, start):
        if item.startswith("?"):
            if not hidden:
                raise field.error(f"'{item}': {field.name} are face up, write their cards", offset)
            found.extend([C.HIDDEN] * _unknown_count(field, item, offset, C.N_CARDS))
        else:
            card = C.BY_CODE.get(item.upper())
            if card is None:
                raise field.error(
                    f"'{item}' is not a card: a colour (P, B, G, Y) and 1 to 13, like B7",
                    offset,
                )
            found.append(card)
        if len(found) > C.N_CARDS:
            raise field.error(f"more than the deck's {C.N_CARDS} cards", offset)
    return tuple(found)


def _characters(field: Field, deck: Deck, *, hidden: bool) -> tuple[int, ...]:
    by_code = {code: kind for kind, code in enumerate(deck.codes)}
    found: list[int] = []
    for item, offset in _items(field, field.text, 0):
        if item.startswith("?"):
            if not hidden:
                raise field.error(f"'{item}': the {field.name} is face up, write it", offset)
            found.extend([C.HIDDEN] * _unknown_count(field, item, offset, MOST_CHARACTERS))
        elif item.upper() in by_code:
            found.append(by_code[item.upper()])
        else:
            known = ", ".join(deck.codes)
            raise field.error(f"'{item}' is not a character of the deck ({known})", offset)
        if len(found) > MOST_CHARACTERS:
            raise field.error(f"more than {MOST_CHARACTERS} characters", offset)
    return tuple(found)


def _round(field: Field) -> int:
    if field.text not in {str(r) for r in range(1, ROUNDS + 1)}:
        raise field.error(f"expected a round 1 to {ROUNDS}, got '{field.text}'")
    return int(field.text)


def _turn(field: Field, players: int, round_no: int) -> tuple[int, int, int, int, bool]:
    """phase, seat, piles done, Cook waiting, free hire owed."""
    start = (round_no - 1) % players  # who deals with the piles first this round
    if field.text == TURN_DEAL:
        return DEAL, start, 0, 0, False
    if field.text == TURN_OVER:
        if round_no != ROUNDS:
            raise field.error(f"the game is over only after round {ROUNDS}: write round {ROUNDS}")
        return OVER, (ROUNDS - 1) % players, 0, 0, False
    (head, _), *flags = _split(field, ITEMS)
    if not head.isdigit() or not 1 <= int(head) <= players:
        raise field.error(
            f"expected '{TURN_DEAL}', '{TURN_OVER}' or the seat on turn 1 to {players}, "
            f"got '{head}'"
        )
    phase, done, cook, free = PLAY, 0, 0, False
    seen: set[str] = set()
    for flag, offset in flags:
        kind = FLAG_COOK if flag.startswith(FLAG_COOK) else flag
        if kind in seen or (kind in PILES + ("LR", "RL") and seen & {"L", "R", "LR", "RL"}):
            raise field.error(f"'{flag}' is said twice", offset)
        seen.add(kind)
        if flag in ("L", "R", "LR", "RL"):
            done = sum(1 << pile for pile, name in enumerate(PILES) if name in flag)
        elif kind == FLAG_COOK:
            cook = parse_count(flag[len(FLAG_COOK) :], field, offset + len(FLAG_COOK))
            if not 1 <= cook < C.VALUES:
                raise field.error(f"a Cook's amount is 1 to {C.VALUES - 1}", offset)
        elif flag == FLAG_FREE:
            free = True
        elif flag == FLAG_SHUFFLE:
            phase = SHUFFLE
        elif flag == FLAG_REFILL:
            phase = REFILL
        else:
            raise field.error(
                f"'{flag}' is not part of a turn: L, R or LR (piles done), "
                f"{FLAG_COOK}N (a Cook waiting), {FLAG_FREE}, {FLAG_SHUFFLE}, {FLAG_REFILL}",
                offset,
            )
    return phase, int(head) - 1, done, cook, free


def _pile(field: Field, phase: int) -> tuple[bool, tuple[int, ...]]:
    """Whether the pile faces the + side, and its cards bottom first. While a seat
    is on turn a pile always shows a top card (a pile taken is started again)."""
    sign, rest = field.text[0], field.text[1:]
    if sign not in "+-":
        raise field.error(
            "expected '+' or '-' (the yin-yang side facing the pile), then its cards "
            "from the bottom up"
        )
    if not rest:
        if phase in (PLAY, SHUFFLE, REFILL):
            raise field.error("while a seat is on turn a pile shows its top card: write it")
        return sign == "+", ()
    cards = _cards(field, rest, 1, hidden=True)
    if cards[-1] == C.HIDDEN:
        last = rest.rsplit(ITEMS, 1)[-1]
        raise field.error("a pile's top card is face up: write it last", 1 + len(rest) - len(last))
    return sign == "+", cards


def _shurikens(field: Field, players: int, finished: int) -> tuple[tuple[int, ...], ...]:
    """Each finished round's shurikens per seat (the state's ``rounds``)."""
    per_seat: list[list[int]] = []
    for part, offset in _seat_parts(field, players):
        items = [] if part == NOTHING else _split(field, ROUND_SCORES, part, offset)
        if len(items) != finished:
            words = count(finished, "finished round")
            raise field.error(
                f"{words} so far: write {finished} number{'s' if finished != 1 else ''} "
                f"per seat joined by '+' ('{NOTHING}' for none), got '{part}'",
                offset,
            )
        per_seat.append([parse_count(item, field, at) for item, at in items])
    return tuple(tuple(seat[r] for seat in per_seat) for r in range(finished))


# -- the standing --------------------------------------------------------------------


def standing(state: State) -> FinalScoring:
    """The game's end as if it ended now: the rounds played, and during a round its
    end scored now (each seat's shurikens on its tricks, rule sakura.round.score);
    fewest wins, then most money, then shared (sakura.end.*)."""
    if state.phase == OVER:
        return final_scoring(state)
    lines: list[Score] = [
        Score(
            seat,
            points,
            "sakura.round.score",
            f"round {number}: {count(points, 'shuriken')}",
            subject=f"round {number}",
        )
        for number, per_seat in enumerate(state.rounds, start=1)
        for seat, points in enumerate(per_seat)
    ]
    totals = scores(state)
    if state.phase in (PLAY, SHUFFLE, REFILL):
        now = round_lines(state)
        lines.extend(now)
        totals = tuple(t + line.points for t, line in zip(totals, now, strict=True))
    return FinalScoring.of(
        sides(state),
        totals,
        lines,
        winners(totals, state.coins),
        "sakura.end.winner",
        state.coins,
    )
