"""Karesansui positions as one line of text (issue 26; documented in docs/games/karesansui.md).

::

    karesansui/1:1 1 1 bid:3 - - 44344.44444.34243 1R3R3R:2=1W/3B3W
        2W2Y2R2G3R/1Y1B3G3B/1R1G2B3W3Y -/-/- 0,0,0      (one line: written here on two)

Fields, in order: ``round`` (the round, 1..), ``tracker`` (the black stone: its
space ``1``..``5``, ``bag`` once it is in the bag, ``drawn`` once drawn), ``start``
(the round's start player), ``turn`` (``setup``, ``piles`` while the bag fills the
piles, ``bid:S`` seat S to bid or pass, ``draw`` the passer's rock,
``surrender:S`` seat S to hand in sets or say done, ``end``), ``passer`` (this
round's passer, ``-`` before the pass), ``ending`` (what ends the game once this
round is over: ``-``, ``deck``, ``blackpass``; at the end also ``blackpile`` or
``bag``), ``bag`` (rocks in the bag: the counts of white, grey, red, green, blue
for value I, then II, then III, ``.`` between values), ``piles`` (``/`` between
piles: each pile's rocks in the order drawn, ``-`` while empty, then
``:S=ROCKS`` for seat S's standing bid, ``-`` for an empty one), ``gardens``
(``/`` between seats, rocks in niwa order), ``cards`` (``/`` between seats: each
demerit card taken, in order, as its deck letter P T F S and its value, ``?`` for a
face-down value the seat looking cannot see; ``-`` none) and ``scores`` (each
seat's demerits, ``?`` where hidden).

The demerit decks' next values follow from the cards (the k-th card of a deck is
worth k, ruling karesansui.demerits.values); what is left of the internal counters
(the setup draw, the pile being made, the seats done surrendering) follows from the
position, so the line holds every field of :class:`State` once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Final

from engine.core import NOBODY, FinalScoring, Problem, Score, Unseen
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import (
    BID,
    BLACK_DRAWN,
    BLACK_IN_BAG,
    DRAW,
    FILL,
    HIDDEN,
    NO_BID,
    OVER,
    SETUP,
    SURRENDER,
    State,
    final_scoring,
    sides,
    winners,
)
from engine.karesansui.moves import Options
from engine.karesansui.surrender import cheapest_plan
from engine.position_fields import LINE, Field, join_position, parse_count, split_position

GAME_ID: Final = "karesansui"
VERSION: Final = 1
FIELDS: Final = (
    "round",
    "tracker",
    "start",
    "turn",
    "passer",
    "ending",
    "bag",
    "piles",
    "gardens",
    "cards",
    "scores",
)
FIELD_RULES: Final[Mapping[str, str]] = {
    LINE: "karesansui.position",
    "round": "karesansui.tracker.advance",
    "tracker": "karesansui.setup.black",
    "start": "karesansui.round.next",
    "turn": "karesansui.round.steps",
    "passer": "karesansui.pass.card",
    "ending": "karesansui.game.over",
    "bag": "karesansui.setup.rocks",
    "piles": "karesansui.piles.count",
    "gardens": "karesansui.setup.gardens",
    "cards": "karesansui.demerits.values",
    "scores": "karesansui.end.winner",
}
"""The rule each field gives meaning to (a refusal there cites it), and the notation's
own rule for the line's shape."""
ENDINGS: Final = {
    "-": "",
    "deck": "karesansui.end.deck",
    "blackpass": "karesansui.end.black_pass",
    "blackpile": "karesansui.end.black_fill",
    "bag": "karesansui.bag.empty",
}
"""The ``ending`` field's words and the rule each stands for (``State.ending``)."""
_ENDING_WORD: Final = {rule: word for word, rule in ENDINGS.items()}
_FILL_ENDINGS: Final = ("karesansui.end.black_fill", "karesansui.bag.empty")
"""Endings that stop the game while a pile is being made (before any pass)."""
_TURN_WORDS: Final = {SETUP: "setup", FILL: "piles", DRAW: "draw", OVER: "end"}
_DECK_CODES: Final = tuple(deck.code for deck in C.DECKS)


# -- writing ---------------------------------------------------------------------------


def _rocks(types: tuple[int, ...]) -> str:
    return "".join(R.CODES[t] for t in types) or "-"


def _counts(counts: tuple[int, ...]) -> str:
    return ".".join(
        "".join(str(counts[row * R.N_COLOURS + c]) for c in range(R.N_COLOURS))
        for row in range(len(C.VALUES))
    )


def _pile(state: State, pile: int) -> str:
    text = _rocks(state.piles[pile])
    bidder = state.bidders[pile]
    if bidder != NO_BID:
        text += f":{bidder + 1}={_rocks(state.bids[pile])}"
    return text


def _card(deck: int, value: int) -> str:
    return f"{_DECK_CODES[deck]}{'?' if value == HIDDEN else value}"


def position_text(state: State) -> str:
    """The whole position (or a seat's view of it) as one ``karesansui/1:`` line."""
    if state.black < C.TRACKER_SPACES:
        tracker = str(state.black + 1)
    else:
        tracker = "bag" if state.black == BLACK_IN_BAG else "drawn"
    if state.phase in (BID, SURRENDER):
        turn = f"{'bid' if state.phase == BID else 'surrender'}:{state.seat + 1}"
    else:
        turn = _TURN_WORDS[state.phase]
    return join_position(
        GAME_ID,
        VERSION,
        [
            str(state.round),
            tracker,
            str(state.start + 1),
            turn,
            "-" if state.passer == NO_BID else str(state.passer + 1),
            _ENDING_WORD[state.ending],
            _counts(state.bag),
            "/".join(_pile(state, p) for p in range(len(state.piles))),
            "/".join(_rocks(R.types_of(garden)) for garden in state.gardens),
            "/".join(",".join(_card(d, v) for d, v in mine) or "-" for mine in state.cards),
            ",".join("?" if s == HIDDEN else str(s) for s in state.scores),
        ],
    )


_ROCKS: Final = "karesansui.setup.rocks"
_BID: Final = "karesansui.bid.rocks"


# -- reading ---------------------------------------------------------------------------


def _parts(field: Field, separator: str, count: int, what: str) -> list[tuple[str, int]]:
    """``count`` parts of a field split by ``separator``, with their offsets."""
    parts = field.text.split(separator)
    if len(parts) != count:
        raise field.error(f"expected {count} {what} separated by '{separator}', got {len(parts)}")
    out: list[tuple[str, int]] = []
    offset = 0
    for part in parts:
        if not part:
            raise field.error(f"empty {what[:-1]} (write '-' for none)", offset)
        out.append((part, offset))
        offset += len(part) + 1
    return out


def _read_rocks(text: str, field: Field, offset: int) -> tuple[int, ...]:
    """Rock codes run together (``1R2W2W``), ``-`` for none: their types, in the order written."""
    if text == "-":
        return ()
    if len(text) % 2 or len(text) > 2 * C.COPIES * R.N_TYPES:
        raise field.error(
            f"expected rock codes such as 1R2W (value 1-3, colour WYRGB), got '{text}'",
            offset,
            _ROCKS,
        )
    types: list[int] = []
    for at in range(0, len(text), 2):
        t = R.BY_CODE.get(text[at : at + 2])
        if t is None:
            raise field.error(
                f"expected a rock code (value 1-3, colour W Y R G B), got '{text[at : at + 2]}'",
                offset + at,
                _ROCKS,
            )
        types.append(t)
    return tuple(types)


def _read_seat(text: str, field: Field, offset: int, players: int) -> int:
    if not text.isdigit() or not 1 <= int(text) <= players:
        raise field.error(f"expected a seat 1..{players}, got '{text}'", offset)
    return int(text) - 1


def _read_bag(field: Field) -> tuple[int, ...]:
    rows = _parts(field, ".", len(C.VALUES), "values")
    counts: list[int] = []
    for row, offset in rows:
        if len(row) != R.N_COLOURS or not row.isdigit():
            raise field.error(
                f"expected five counts (white grey red green blue), one digit each, got '{row}'",
                offset,
            )
        counts.extend(int(digit) for digit in row)
    return tuple(counts)


def _read_piles(
    field: Field, piles: int, players: int
) -> tuple[list[tuple[int, ...]], list[int], list[tuple[int, ...]]]:
    drawn: list[tuple[int, ...]] = []
    bidders: list[int] = []
    bids: list[tuple[int, ...]] = []
    for text, offset in _parts(field, "/", piles, "piles"):
        rocks, colon, bid = text.partition(":")
        drawn.append(_read_rocks(rocks, field, offset))
        if not colon:
            bidders.append(NO_BID)
            bids.append(())
            continue
        seat, equals, offered = bid.partition("=")
        at = offset + len(rocks) + 1
        if not equals or not offered:
            raise field.error(
                f"expected ':SEAT=ROCKS' for a bid (e.g. :2=1W), got ':{bid}'", at, _BID
            )
        bidders.append(_read_seat(seat, field, at, players))
        bids.append(tuple(sorted(_read_rocks(offered, field, at + len(seat) + 1))))
    return drawn, bidders, bids


def _read_cards(field: Field, players: int) -> list[tuple[tuple[int, int], ...]]:
    cards: list[tuple[tuple[int, int], ...]] = []
    for text, offset in _parts(field, "/", players, "seats"):
        mine: list[tuple[int, int]] = []
        if text != "-":
            for item in text.split(","):
                code, value = item[:1], item[1:]
                if code not in _DECK_CODES or not (value == "?" or value.isdigit()):
                    raise field.error(
                        "expected a card: a deck letter (P T F S) and its value or ?, "
                        f"got '{item}'",
                        offset,
                    )
                number = HIDDEN if value == "?" else parse_count(value, field, offset + 1)
                mine.append((_DECK_CODES.index(code), number))
                offset += len(item) + 1
        cards.append(tuple(mine))
    return cards


def parse_position(text: str) -> State:
    """Read a ``karesansui/1:`` line; PositionError naming the field and column if malformed."""
    f = dict(zip(FIELDS, split_position(text, GAME_ID, VERSION, FIELDS, FIELD_RULES), strict=True))
    players = f["gardens"].text.count("/") + 1
    if not C.MIN_PLAYERS <= players <= C.MAX_PLAYERS:
        raise f["gardens"].error(
            f"expected {C.MIN_PLAYERS} to {C.MAX_PLAYERS} gardens separated by '/', got {players}"
        )
    round_no = parse_count(f["round"].text, f["round"])
    if round_no < 1:
        raise f["round"].error("rounds are counted from 1")
    tracker = f["tracker"].text
    if tracker in ("bag", "drawn"):
        black = BLACK_IN_BAG if tracker == "bag" else BLACK_DRAWN
    elif tracker.isdigit() and 1 <= int(tracker) <= C.TRACKER_SPACES:
        black = int(tracker) - 1
    else:
        raise f["tracker"].error(
            f"expected a space 1..{C.TRACKER_SPACES}, 'bag' or 'drawn', got '{tracker}'"
        )
    start = _read_seat(f["start"].text, f["start"], 0, players)
    word, colon, seat_text = f["turn"].text.partition(":")
    phases = {"setup": SETUP, "piles": FILL, "bid": BID, "draw": DRAW, "surrender": SURRENDER}
    phases["end"] = OVER
    phase = phases.get(word)
    if phase is None or (colon != "") != (phase in (BID, SURRENDER)):
        raise f["turn"].error(
            f"expected setup, piles, bid:SEAT, draw, surrender:SEAT or end, got '{f['turn'].text}'"
        )
    passer = (
        NO_BID if f["passer"].text == "-" else _read_seat(f["passer"].text, f["passer"], 0, players)
    )
    ending = ENDINGS.get(f["ending"].text)
    if ending is None:
        raise f["ending"].error(f"expected one of {', '.join(ENDINGS)}, got '{f['ending'].text}'")
    bag = _read_bag(f["bag"])
    piles, bidders, bids = _read_piles(f["piles"], players - 1, players)
    gardens = []
    for garden_text, offset in _parts(f["gardens"], "/", players, "gardens"):
        counts = Counter(_read_rocks(garden_text, f["gardens"], offset))
        gardens.append(tuple(counts[t] for t in range(R.N_TYPES)))
    cards = _read_cards(f["cards"], players)
    scores = []
    for item, offset in _parts(f["scores"], ",", players, "scores"):
        scores.append(HIDDEN if item == "?" else parse_count(item, f["scores"], offset))
    complete = sum(1 for pile in piles if R.value(pile) >= C.PILE_TARGET)
    if phase == SETUP:
        seat, step = 0, sum(map(sum, gardens))
    elif phase == FILL:
        seat, step = (0 if round_no == 1 else (start - 1) % players), complete
    elif phase in (BID, SURRENDER):
        seat = _read_seat(seat_text, f["turn"], len(word) + 1, players)
        step = players - 1 if phase == BID else (seat - passer) % players
    elif phase == DRAW:
        seat, step = passer, players - 1
    else:
        seat = NOBODY
        step = complete if ending in _FILL_ENDINGS else players
    return State(
        options=Options(players=players),
        phase=phase,
        seat=seat,
        step=step,
        round=round_no,
        start=start,
        passer=passer,
        bag=bag,
        black=black,
        gardens=tuple(gardens),
        piles=tuple(piles),
        bidders=tuple(bidders),
        bids=tuple(bids),
        taken=tuple(sum(1 for mine in cards for d, _ in mine if d == deck) for deck in range(4)),
        cards=tuple(cards),
        scores=tuple(scores),
        ending=ending,
    )


# -- consistency -----------------------------------------------------------------------


def _rock_problems(state: State) -> list[Problem]:
    total = list(state.bag)
    for garden in state.gardens:
        for t, count in enumerate(garden):
            total[t] += count
    for rocks in (*state.piles, *state.bids):
        for t in rocks:
            total[t] += 1
    return [
        Problem(
            "karesansui.setup.rocks",
            f"{count} {R.CODES[t]} rocks in the bag, gardens, piles and bids: the game has "
            f"{C.COPIES}",
        )
        for t, count in enumerate(total)
        if count != C.COPIES
    ]


def _tracker_problems(state: State) -> list[Problem]:
    black, rnd = state.black, state.round
    if black < C.TRACKER_SPACES:
        fine = black == rnd - 1
        said = f"the black stone on space {black + 1} in round {rnd}"
    elif black == BLACK_IN_BAG:
        fine = rnd > C.TRACKER_SPACES
        said = f"the black stone in the bag in round {rnd}"
    else:
        fine = rnd > C.TRACKER_SPACES and state.ending in (
            "karesansui.end.black_fill",
            "karesansui.end.black_pass",
            "karesansui.end.deck",
        )
        said = f"the black stone drawn in round {rnd}" + (
            "" if state.ending else " with no ending named"
        )
    if fine:
        return []
    return [
        Problem(
            "karesansui.tracker.advance",
            f"{said}: it moves one space a round and enters the bag after space {C.TRACKER_SPACES}",
        )
    ]


def _card_problems(state: State) -> list[Problem]:
    problems: list[Problem] = []
    for deck, spec in enumerate(C.DECKS):
        given = Counter(C.card_value(deck, k) for k in range(state.taken[deck]))
        held = Counter(v for mine in state.cards for d, v in mine if d == deck and v != HIDDEN)
        if held - given:
            problems.append(
                Problem(
                    "karesansui.demerits.values",
                    f"{spec.name} cards worth {sorted((held - given).elements())} are held, "
                    f"but the {state.taken[deck]} taken from its deck are worth "
                    f"{sorted(given.elements())}",
                )
            )
    for seat, (mine, score) in enumerate(zip(state.cards, state.scores, strict=True)):
        if score == HIDDEN or any(v == HIDDEN for _, v in mine):
            continue
        if sum(v for _, v in mine) != score:
            problems.append(
                Problem(
                    "karesansui.demerits.values",
                    f"seat {seat + 1} has {score} demerits but its cards add up to "
                    f"{sum(v for _, v in mine)}",
                )
            )
    passed_rounds = state.round - 1 + (state.passer != NO_BID)
    if state.taken[C.PASS] != passed_rounds:
        problems.append(
            Problem(
                "karesansui.pass.card",
                f"{state.taken[C.PASS]} Pass cards taken in {passed_rounds} rounds that had a "
                "pass (each round's bidding ends with exactly one)",
            )
        )
    emptied = any(
        taken >= len(spec.values) for taken, spec in zip(state.taken, C.DECKS, strict=True)
    )
    if emptied and not state.ending:
        problems.append(
            Problem("karesansui.end.deck", "a demerit deck is empty but no ending is named")
        )
    return problems


def _turn_problems(state: State) -> list[Problem]:
    problems: list[Problem] = []
    n = state.players
    if state.round == 1 and state.start != 0:
        problems.append(
            Problem("karesansui.setup.start", "seat 1 starts round 1 (niwa's first start player)")
        )
    before_pass = state.phase in (SETUP, FILL, BID)
    if before_pass == (state.passer != NO_BID) and state.phase != OVER:
        problems.append(
            Problem(
                "karesansui.pass.when",
                "a passer is named before the bidding ended"
                if before_pass
                else "the bidding is over but nobody passed",
            )
        )
    if state.phase == OVER and not state.ending:
        problems.append(Problem("karesansui.game.over", "the game is over, but nothing ended it"))
    if state.ending and state.phase in (SETUP, FILL, BID):
        problems.append(Problem(state.ending, "the game is ending, yet a new round is under way"))
    if state.phase == SETUP and (state.round != 1 or any(map(any, state.piles))):
        problems.append(Problem("karesansui.setup.gardens", "setup happens before round 1"))
    if state.phase in (FILL, BID, DRAW) or (state.phase == OVER and state.ending in _FILL_ENDINGS):
        problems.extend(_pile_problems(state))
    if state.phase in (BID, DRAW):
        holders = [b for b in state.bidders if b != NO_BID]
        for seat, count in Counter(holders).items():
            if count > 1:
                problems.append(
                    Problem("karesansui.bid.turn", f"seat {seat + 1} holds {count} standing bids")
                )
        if state.phase == BID and state.seat in holders:
            problems.append(
                Problem(
                    "karesansui.bid.turn",
                    f"seat {state.seat + 1} is on turn with a standing bid (it is skipped)",
                )
            )
        if state.phase == DRAW and NO_BID in state.bidders:
            problems.append(
                Problem("karesansui.pass.when", "somebody passed while a pile had no bid")
            )
    for k in _done_seats(state):
        seat = k % n
        if R.has_forbidden(state.gardens[seat]):
            problems.append(
                Problem(
                    "karesansui.surrender.all",
                    f"seat {seat + 1}'s garden holds a forbidden set after its surrenders",
                )
            )
    return problems


def _done_seats(state: State) -> range:
    """The seats whose gardens must be clean: they surrendered all their sets this round
    (from the passer on), or, before this round's pass, in the round before."""
    n = state.players
    if state.phase == SURRENDER:
        return range(state.passer, state.passer + state.step)
    if state.phase == SETUP or (
        (state.phase != OVER or state.ending in _FILL_ENDINGS) and (state.round == 1)
    ):
        return range(0)
    return range(n)


def _pile_problems(state: State) -> list[Problem]:
    problems: list[Problem] = []
    made = True
    for p, pile in enumerate(state.piles):
        value = R.value(pile)
        if pile and value - R.VALUE_OF[pile[-1]] >= C.PILE_TARGET:
            problems.append(
                Problem(
                    "karesansui.piles.fill",
                    f"pile {p + 1} went on being drawn after reaching {C.PILE_TARGET}",
                )
            )
        if pile and not made:
            problems.append(
                Problem("karesansui.piles.fill", f"pile {p + 1} started before pile {p} was made")
            )
        made = made and value >= C.PILE_TARGET
    if state.phase in (BID, DRAW) and not made:
        problems.append(
            Problem("karesansui.piles.fill", "bidding before every pile reached its value")
        )
    return problems


def check_position(state: State) -> list[Problem]:
    """What makes the position impossible, each with its rule (empty if reachable)."""
    return [
        *_rock_problems(state),
        *_tracker_problems(state),
        *_card_problems(state),
        *_turn_problems(state),
    ]


def standing(state: State) -> FinalScoring:
    """The end as if it came now: fewest demerits wins, then fewest rocks.

    The game's end finishes the round's scoring ("termine de puntuar esa ronda"), so
    during the surrenders the sets still in the gardens are handed in first, each seat
    in turn the cheapest way for it (niwa's reading karesansui.surrender.standing):
    those are the standing's lines. In a seat's view other seats' totals are face-down
    cards, so no total or winner can be given: :class:`Unseen`."""
    if state.phase == OVER:
        return final_scoring(state)
    hidden = [seat + 1 for seat, points in enumerate(state.scores) if points == HIDDEN]
    if hidden:
        whose = " and ".join(str(seat) for seat in hidden)
        raise Unseen(f"the face-down demerit cards of seat{'s' if len(hidden) > 1 else ''} {whose}")
    lines, gardens = _sets_to_hand_in(state) if state.phase == SURRENDER else ((), state.gardens)
    totals = list(state.scores)
    for line in lines:
        totals[line.side] += line.points
    rocks = tuple(sum(garden) for garden in gardens)
    won, rule = winners(tuple(totals), rocks)
    return FinalScoring.of(
        sides(state), tuple(totals), lines, (won, rule), "karesansui.end.winner", rocks
    )


def _sets_to_hand_in(state: State) -> tuple[tuple[Score, ...], tuple[tuple[int, ...], ...]]:
    """The demerits of the sets the seats still to surrender hand in (from the one on
    turn, in turn order), and the gardens they leave."""
    n = state.players
    taken = state.taken
    gardens = list(state.gardens)
    lines: list[Score] = []
    for k in range(state.step, n):
        seat = (state.passer + k) % n
        plan, _ = cheapest_plan(gardens[seat], taken)
        for kind, types in plan:
            number = taken[kind] + 1
            points = C.card_value(kind, taken[kind])
            spec = C.DECKS[kind]
            codes = R.codes(types)
            lines.append(
                Score(
                    seat,
                    points,
                    "karesansui.surrender.standing",
                    f"still to hand in: the {spec.name} {' '.join(codes)}, "
                    f"{spec.name} card #{number}",
                    codes,
                    subject=spec.name,
                )
            )
            taken = taken[:kind] + (number,) + taken[kind + 1 :]
            garden = list(gardens[seat])
            for t in types:
                garden[t] -= 1
            gardens[seat] = tuple(garden)
    return tuple(lines), tuple(gardens)
