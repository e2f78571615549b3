"""Why a Sakura hint is worth playing, in the game's terms: shurikens later, coins now.

A take puts a pile's cards in the taker's tricks: their shurikens count against the
taker at the round's end, their coins are paid out at once (rulebook: «Cómo se juega»,
rules ``sakura.take.forced`` and ``sakura.take.coins``). A character costs its place in
the row, 1 to 5 coins, at once («el personaje más alejado cuesta 1 moneda»); a Cook makes
the next card count exactly its amount higher or lower (``sakura.character.cook``), a
Samurai turns the yin-yang card (``sakura.character.samurai``). So the words weigh what a
move pays now against what it saves later: "a Cook for 3 coins lets you cover the left
pile instead of taking its 4 cards (at least 4 shurikens at the round's end)".

Everything is worked out on the seat's view: a pile's cards under the top are hidden
(«¡No puedes examinar una pila!»), so a pile's shurikens are then "at least" the count
its hidden cards could carry, and its coins "at least" those shown.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.i18n import _, ngettext
from engine.sakura import Hire, Play, Replace, Take
from engine.sakura import cards as C
from engine.sakura.game import BOTH, REPLACE_COST, State, character_name
from engine.sakura.game import view as seat_view
from engine.sakura.piles import covering_mask, pile_name


class PileCost(NamedTuple):
    """What taking a pile brings its taker, as far as the seat can see."""

    cards: int
    shurikens: int
    coins: int
    exact: bool
    """False where cards under the top are hidden: then both counts are the least."""


def pile_cost(view: State, pile: int) -> PileCost:
    """The cards, shurikens and coins of ``pile`` as the view shows them (hidden cards
    counted at the fewest symbols the deck prints on any card)."""
    cards = view.piles[pile]
    deck = view.deck
    hidden = sum(card == C.HIDDEN for card in cards)
    shown = [card for card in cards if card != C.HIDDEN]
    least_shurikens = min(deck.card_shurikens)
    least_coins = min(deck.card_coins)
    return PileCost(
        len(cards),
        sum(deck.card_shurikens[c] for c in shown) + hidden * least_shurikens,
        sum(deck.card_coins[c] for c in shown) + hidden * least_coins,
        hidden == 0,
    )


def cost_words(cost: PileCost) -> str:
    """ "4 cards: 5 shurikens at the round's end, you get 2 coins now" ("at least" where cards are
    hidden; coins left out where none show)."""
    cards = ngettext("{count} card", "{count} cards", cost.cards).format(count=cost.cards)
    if cost.exact:
        shurikens = ngettext(
            "{count} shuriken at the round's end",
            "{count} shurikens at the round's end",
            cost.shurikens,
        )
        coins = ngettext("you get {count} coin now", "you get {count} coins now", cost.coins)
    else:
        shurikens = ngettext(
            "at least {count} shuriken at the round's end",
            "at least {count} shurikens at the round's end",
            cost.shurikens,
        )
        coins = ngettext(
            "you get at least {count} coin now", "you get at least {count} coins now", cost.coins
        )
    said = shurikens.format(count=cost.shurikens)
    if cost.coins:
        return _("{cards}: {shurikens}, {coins}").format(
            cards=cards, shurikens=said, coins=coins.format(count=cost.coins)
        )
    if cost.exact:
        return _("{cards}: {shurikens}, no coins").format(cards=cards, shurikens=said)
    return _("{cards}: {shurikens}").format(cards=cards, shurikens=said)


def left_words(cost: PileCost) -> str:
    """ "4 cards (5 shurikens)", "4 cards (at least 4 shurikens)": a pile left for others."""
    cards = ngettext("{count} card", "{count} cards", cost.cards).format(count=cost.cards)
    if cost.exact:
        shurikens = ngettext("{count} shuriken", "{count} shurikens", cost.shurikens)
    else:
        shurikens = ngettext(
            "at least {count} shuriken", "at least {count} shurikens", cost.shurikens
        )
    return _("{cards} ({shurikens})").format(
        cards=cards, shurikens=shurikens.format(count=cost.shurikens)
    )


def coverable(view: State, pile: int, shift: int = 0, up: bool | None = None) -> bool:
    """Whether a card of the hand on turn may cover ``pile`` (counted ``shift`` away by a
    Cook, either way; with the yin-yang as ``up`` says, else as it stands)."""
    hand = [card for card in view.hands[view.seat] if card != C.HIDDEN]
    side = view.up(pile) if up is None else up
    shifts = (shift, -shift) if shift else (0,)
    masks = [covering_mask(view.top(pile), side, s) for s in shifts]
    return any(mask >> card & 1 for mask in masks for card in hand)


def due_piles(view: State) -> list[int]:
    """The piles the seat on turn has still to deal with this turn."""
    return [pile for pile in (0, 1) if not view.done >> pile & 1]


def price(view: State, move: Hire) -> int:
    return 0 if view.free else move.slot


def price_words(amount: int) -> str:
    if amount == 0:
        return _("free (after a new row)")
    return ngettext("for {count} coin", "for {count} coins", amount).format(count=amount)


def spends(state: Any, move: Any) -> bool:
    """A hire that costs coins, or a new row: coins, which break a tie at the end."""
    if isinstance(move, Replace):
        return True
    return isinstance(move, Hire) and isinstance(state, State) and price(state, move) > 0


def take_words(view: State, move: Take) -> str:
    pile = 0 if move.pile == "L" else 1
    said = _("Taking the {pile} pile costs {cost}; you restart it with {card}").format(
        pile=pile_name(pile), cost=cost_words(pile_cost(view, pile)), card=move.card
    )
    cook = cheapest_cook(view, pile)
    if cook is not None:
        slot, name = cook
        said += _(
            "; the {name} {price} would let you cover it instead, but the endings favour the take"
        ).format(name=name, price=price_words(price(view, Hire(view.seat, slot, ""))))
    return said


def cheapest_cook(view: State, pile: int) -> tuple[int, str] | None:
    """The cheapest Cook in the row the seat may pay for that would let a card of its hand
    cover ``pile``: (its place, its name); None where no Cook would."""
    if view.cook or view.done == BOTH:
        return None
    coins = view.coins[view.seat]
    for slot, kind in enumerate(view.row, start=1):
        character = view.deck.characters[kind]
        if character.power != "cook" or (not view.free and slot > coins):
            continue
        if coverable(view, pile, character.amount):
            return slot, character_name(character)
    return None


def hire_words(view: State, move: Hire) -> str:
    kind = view.row[move.slot - 1]
    character = view.deck.characters[kind]
    name = character_name(character)
    paid = price_words(price(view, move))
    stuck = [pile for pile in due_piles(view) if not coverable(view, pile)]
    if character.power == "cook":
        saved = [pile for pile in stuck if coverable(view, pile, character.amount)]
    else:
        saved = [pile for pile in stuck if coverable(view, pile, up=not view.up(pile))]
    if saved:
        pile = saved[0]
        return _(
            "The {name} {price} buys a cover for the {pile} pile instead of taking it ({cost})"
        ).format(
            name=name, price=paid, pile=pile_name(pile), cost=cost_words(pile_cost(view, pile))
        )
    if character.power != "cook" and view.done == BOTH:
        plus = pile_name(1 if view.plus_left else 0)
        return _(
            "The {name} {price} turns the yin-yang for the next player: + will face the {pile} pile"
        ).format(name=name, price=paid, pile=plus)
    if character.power != "cook":
        plus = pile_name(1 if view.plus_left else 0)
        return _("The {name} {price} turns the yin-yang: + will face the {pile} pile").format(
            name=name, price=paid, pile=plus
        )
    return _("The {name} {price} lets your next card count {amount} higher or lower").format(
        name=name, price=paid, amount=character.amount
    )


def play_words(view: State, move: Play) -> str:
    pile = 0 if move.pile == "L" else 1
    return _("Covering the {pile} pile leaves its {cards} to whoever must take it").format(
        pile=pile_name(pile), cards=left_words(pile_cost(view, pile))
    )


def hint_words(state: Any, seat: int, move: Any) -> str:
    """The words for ``move`` (the hint for ``seat``), from the seat's view of ``state``;
    "" for a move with nothing to weigh (the end of a turn, the dealer's)."""
    if not isinstance(state, State) or state.seat != seat:
        return ""
    view = seat_view(state, seat)
    coins = view.coins[seat]
    if isinstance(move, Take):
        return take_words(view, move)
    if isinstance(move, Play):
        return play_words(view, move)
    if isinstance(move, Hire):
        left = coins - price(view, move)
        return _("{words}; you keep {coins}").format(
            words=hire_words(view, move),
            coins=ngettext("{count} coin", "{count} coins", left).format(count=left),
        )
    if isinstance(move, Replace):
        return _("A new row for {count} coins, and one of its five characters free").format(
            count=REPLACE_COST
        )
    return ""
