"""The position as plain ASCII text, for ``niwa show`` and for tests to read.

Only ASCII is used so that columns line up in any terminal. A pile shows only its
top card and size: the rulebook forbids looking through a pile.
"""

from __future__ import annotations

from engine.sakura import cards as C
from engine.sakura.game import (
    BOTH,
    COIN_TOTAL,
    DEAL,
    HAND_LEFT,
    OVER,
    REFILL,
    ROUNDS,
    SHUFFLE,
    State,
    character_name,
    final_scoring,
    scores,
    shurikens,
    start_seat,
    to_move,
    view,
)
from engine.sakura.piles import pile_name
from engine.sakura.words import WORDS

_W = 34
"""Width of the left pile's column."""


def needs(state: State, pile: int) -> str:
    """What may cover ``pile``, in words (rules sakura.play.*)."""
    top = state.top(pile)
    colour = C.colour_name(C.colour_of(top))
    value = C.value_of(top)
    up = state.up(pile)
    if up and value == 13:
        same = WORDS("show.same", colour=colour, value=1)
    elif not up and value == 1:
        same = WORDS("show.same", colour=colour, value=13)
    else:
        same = WORDS("show.higher" if up else "show.lower", colour=colour)
    return WORDS("show.needs_any", same=same, value=value)


def _cards(count: int, noun: str = "card") -> str:
    return WORDS.count(count, noun)


def pile_lines(state: State) -> list[str]:
    if state.phase == DEAL:
        return [WORDS("show.not_dealt")]
    left, right = ("+", "-") if state.plus_left else ("-", "+")
    tops = [f"[ {C.CODES[state.top(p)]:<3} ]" for p in (0, 1)]
    head = f"  {tops[0]}  <({left})  yin-yang  ({right})>  {tops[1]}"
    sizes = [
        WORDS("show.pile", pile=pile_name(p), cards=_cards(len(state.piles[p]))) for p in (0, 1)
    ]
    wants = [WORDS("show.needs", what=needs(state, p)) for p in (0, 1)]
    return [
        head,
        f"  {sizes[0]:<{_W}}{sizes[1]}",
        f"  {wants[0]:<{_W}}{wants[1]}",
    ]


def row_lines(state: State) -> list[str]:
    characters = state.deck.characters
    if state.phase == DEAL:
        return []
    costs = "".join(f"{cost:<6}" for cost in range(1, len(state.row) + 1))
    codes = "".join(f"{characters[k].code:<6}" for k in state.row)
    powers = [
        f"{c.code} {character_name(c)}: "
        + (WORDS("show.flip") if c.power == "flip" else WORDS("show.cook", amount=c.amount))
        for c in characters
    ]
    return [
        WORDS("show.row", costs=costs, draw=len(state.draw)),
        WORDS("show.row_codes", codes=codes, discard=len(state.discard)),
        "  " + "; ".join(powers[:2]),
        *(["  " + "; ".join(powers[2:])] if len(powers) > 2 else []),
    ]


def seat_lines(state: State) -> list[str]:
    deck = state.deck
    lines = []
    actor = to_move(state)
    when = WORDS("show.last_round" if state.phase == DEAL else "show.this_round")
    for seat, hand in enumerate(state.hands):
        if hand and hand[0] == C.HIDDEN:
            shown = WORDS("show.hidden")
        else:
            shown = " ".join(C.code(c) for c in hand) or WORDS("show.empty")
        mark = WORDS("show.to_move_mark") if seat == actor else ""
        tricks = state.tricks[seat]
        lines.append(
            WORDS("show.hand", seat=seat + 1, mark=mark, cards=shown, count=_cards(len(hand)))
        )
        lines.append(
            WORDS(
                "show.purse",
                coins=state.coins[seat],
                tokens=deck.tokens_each,
                when=when,
                tricks=_cards(len(tricks)),
                shurikens=_cards(shurikens(deck, tricks), "shuriken"),
            )
        )
    return lines


def turn_lines(state: State) -> list[str]:
    actor = to_move(state)
    if state.phase == DEAL:
        return [WORDS("show.to_deal", round=state.round, seat=start_seat(state) + 1)]
    if state.phase == SHUFFLE:
        return [WORDS("show.to_shuffle", places=state.refill)]
    if state.phase == REFILL:
        return [WORDS("show.to_refill", places=state.refill)]
    if state.phase == OVER:
        final = final_scoring(state)
        won = ", ".join(WORDS("show.seat", seat=s + 1) for s in final.winners)
        if final.tiebreak:
            return [WORDS("show.over_tiebreak", winners=won, rule=final.tiebreak)]
        return [WORDS("show.over", winners=won)]
    todo = [pile_name(p) for p in (0, 1) if not state.done >> p & 1]
    if len(todo) > 1:
        status = WORDS("show.due_both", piles=WORDS("refused.and").join(todo))
    elif todo:
        status = WORDS("show.due", pile=todo[0])
    else:
        status = WORDS("show.done")
    notes = [WORDS("show.to_move", seat=actor + 1, status=status)]
    if state.done == BOTH:
        notes.append(WORDS("show.may_hire"))
    if state.cook:
        notes.append(WORDS("show.cook_waiting", amount=state.cook))
    if state.free:
        notes.append(WORDS("show.free"))
    return notes


def describe(state: State, seat: int | None = None) -> str:
    """Piles and yin-yang, the character row, hands (as ``seat`` sees them), money."""
    state = view(state, seat)
    deck = state.deck
    out = [
        WORDS(
            "show.title",
            round=state.round,
            rounds=ROUNDS,
            players=state.players,
            left=HAND_LEFT,
        ),
        "",
        *pile_lines(state),
        "",
        *row_lines(state),
        "",
        *seat_lines(state),
        WORDS("show.supply", supply=state.supply, total=COIN_TOTAL),
        WORDS(
            "show.noted",
            scores=", ".join(
                f"{WORDS('show.seat', seat=s + 1)} {p}" for s, p in enumerate(scores(state))
            ),
        ),
        "",
        *turn_lines(state),
        "",
        WORDS("show.symbols", deck=deck.name),
        WORDS("show.values") + " ".join(f"{v:>2}" for v in range(1, C.VALUES + 1)),
        WORDS("show.shurikens") + " ".join(f"{s:>2}" for s in deck.shurikens),
        WORDS("show.coins") + " ".join(f"{s:>2}" for s in deck.coins),
    ]
    if seat is not None:
        out.append(WORDS("show.seen_by", seat=seat + 1))
    return "\n".join(out)
