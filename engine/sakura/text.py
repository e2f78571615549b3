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
    ROUNDS,
    SHUFFLE,
    State,
    final_scoring,
    scores,
    shurikens,
    start_seat,
    to_move,
    view,
)
from engine.sakura.piles import PILE_NAMES

_W = 34
"""Width of the left pile's column."""


def needs(state: State, pile: int) -> str:
    """What may cover ``pile``, in words (rules sakura.play.*)."""
    top = state.top(pile)
    colour = C.COLOURS[C.colour_of(top)].name
    value = C.value_of(top)
    up = state.up(pile)
    if up and value == 13:
        same = f"the {colour} 1"
    elif not up and value == 1:
        same = f"the {colour} 13"
    else:
        same = f"a {'higher' if up else 'lower'} {colour}"
    return f"{same} or any {value}"


def _cards(count: int, noun: str = "card") -> str:
    return f"{count} {noun}{'s' if count != 1 else ''}"


def pile_lines(state: State) -> list[str]:
    if state.phase == DEAL:
        return ["  [ -- ]   yin-yang   [ -- ]      (not dealt yet)"]
    left, right = ("+", "-") if state.plus_left else ("-", "+")
    tops = [f"[ {C.CODES[state.top(p)]:<3} ]" for p in (0, 1)]
    head = f"  {tops[0]}  <({left})  yin-yang  ({right})>  {tops[1]}"
    sizes = [f"{PILE_NAMES[p]} pile, {_cards(len(state.piles[p]))}" for p in (0, 1)]
    wants = [f"needs {needs(state, p)}" for p in (0, 1)]
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
        f"{c.code} {c.name}: "
        + ("turns the yin-yang card over" if c.power == "flip" else f"next card +/-{c.amount}")
        for c in characters
    ]
    return [
        f"Characters  cost:  {costs}| draw pile: {len(state.draw)} face down",
        f"                   {codes}| discard: {len(state.discard)}",
        "  " + "; ".join(powers[:2]),
        *(["  " + "; ".join(powers[2:])] if len(powers) > 2 else []),
    ]


def seat_lines(state: State) -> list[str]:
    deck = state.deck
    lines = []
    actor = to_move(state)
    when = "last round" if state.phase == DEAL else "this round"
    for seat, hand in enumerate(state.hands):
        if hand and hand[0] == C.HIDDEN:
            shown = "(hidden)"
        else:
            shown = " ".join(C.code(c) for c in hand) or "(empty)"
        mark = " (to move)" if seat == actor else ""
        tricks = state.tricks[seat]
        lines.append(f"seat {seat + 1}{mark}: hand {shown}  [{_cards(len(hand))}]")
        lines.append(
            f"    coins {state.coins[seat]}, yin-yang tokens {deck.tokens_each}, "
            f"tricks {when} {_cards(len(tricks))} = {_cards(shurikens(deck, tricks), 'shuriken')}"
        )
    return lines


def turn_lines(state: State) -> list[str]:
    actor = to_move(state)
    if state.phase == DEAL:
        return [
            f"to move: the dealer deals round {state.round} (seat {start_seat(state) + 1} starts)"
        ]
    if state.phase == SHUFFLE:
        return [
            "to move: the dealer reshuffles the character discard pile "
            f"({state.refill} row places to fill)"
        ]
    if state.phase == OVER:
        final = final_scoring(state)
        won = ", ".join(f"seat {s + 1}" for s in final.winners)
        rule = f" (decided by {final.tiebreak})" if final.tiebreak else ""
        return [f"the game is over: {won} won{rule}"]
    todo = [PILE_NAMES[p] for p in (0, 1) if not state.done >> p & 1]
    piles = " and ".join(todo) + (" piles" if len(todo) > 1 else " pile")
    status = f"a card still due on the {piles}" if todo else "both piles done"
    notes = [f"to move: seat {actor + 1}; {status}"]
    if state.done == BOTH:
        notes.append("  (may still hire characters, then end the turn)")
    if state.cook:
        notes.append(f"  a Cook is waiting: the next card counts {state.cook} higher or lower")
    if state.free:
        notes.append("  one character of the new row may be hired free now")
    return notes


def describe(state: State, seat: int | None = None) -> str:
    """Piles and yin-yang, the character row, hands (as ``seat`` sees them), money."""
    state = view(state, seat)
    deck = state.deck
    out = [
        f"Sakura - round {state.round} of {ROUNDS} - players {state.players}, "
        f"each round ends when every hand is down to {HAND_LEFT}",
        "",
        *pile_lines(state),
        "",
        *row_lines(state),
        "",
        *seat_lines(state),
        f"supply: {state.supply} coins (supply + players = {COIN_TOTAL})",
        "shurikens noted (fewer wins): "
        + ", ".join(f"seat {s + 1} {p}" for s, p in enumerate(scores(state))),
        "",
        *turn_lines(state),
        "",
        f"Card symbols come from the deck data '{deck.name}' (niwa's ruling, sakura.deck.data):",
        "  value     " + " ".join(f"{v:>2}" for v in range(1, C.VALUES + 1)),
        "  shurikens " + " ".join(f"{s:>2}" for s in deck.shurikens),
        "  coins     " + " ".join(f"{s:>2}" for s in deck.coins),
    ]
    if seat is not None:
        out.append(f"(as seen by seat {seat + 1})")
    return "\n".join(out)
