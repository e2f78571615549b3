"""Karesansui's words shown to players, by stable id: colour, rock and set names,
refusals, what a move did, and the legend. English here; Spanish in ``words.es.toml``
(``engine.translations.Words``: the same ids and placeholders, checked). Rocks and moves
(``2R``, ``1W1Y@2``, ``T:3R3R3R``, ``pass``, ``done``) are the same in every language.
"""

from __future__ import annotations

from pathlib import Path

from engine.translations import Words

WORDS = Words(
    Path(__file__).parent,
    {
        "dealer": "the bag",  # the CHANCE actor, as DECLARATION.dealer_name says it
        # the pieces
        "colour.W": "white",
        "colour.Y": "grey",
        "colour.R": "red",
        "colour.G": "green",
        "colour.B": "blue",
        "rock": "{colour} {numeral}",
        "deck.P": "Pass",
        "deck.T": "Trips",
        "deck.F": "Foursome",
        "deck.S": "Straight Flush",
        "count.rock.one": "{n} rock",
        "count.rock.many": "{n} rocks",
        "count.demerit.one": "{n} demerit",
        "count.demerit.many": "{n} demerits",
        # the legend
        "legend": "Rocks: value + W white, Y grey, R red, G green, B blue (2Y: a grey II).",
        # refusals
        "refused.over": "the game is over",
        "refused.draw_first": "a rock must be drawn from the bag first",
        "refused.not_a_move": "{move} is not a Karesansui move",
        "refused.bidding": (
            "bidding is going on: bid or pass; forbidden sets are surrendered after it"
        ),
        "refused.bidding_over": (
            "bidding is over: now forbidden sets are surrendered, then say done"
        ),
        "refused.not_your_turn": "it is seat {seat}'s turn, not seat {mover}'s",
        "refused.no_rock": (
            "there is no rock '{rock}' (a value 1-3 and a colour W Y R G B, e.g. 2R)"
        ),
        "refused.order": "write the rocks in niwa order (by value, then W Y R G B): {rocks}",
        "refused.bag_turn": "it is seat {seat}'s turn, not the bag's",
        "refused.black_tracker": (
            "the black stone is not in the bag: it is on space {space} of the round tracker"
        ),
        "refused.black_drawn": "the black stone is not in the bag: it is already drawn",
        "refused.no_draw": "there is no rock '{rock}' (e.g. 2R, or K for the black stone)",
        "refused.not_in_bag": "no {rock} is left in the bag",
        "refused.no_pile": "there is no pile {pile}: piles are 1 to {piles}",
        "refused.not_held": "your garden does not hold {rocks}: not enough {missing}",
        "refused.not_lower": (
            "the bid on pile {pile} is {rocks} (value {value}, {count}): offer a lower "
            "value, or the same value in fewer rocks"
        ),
        "refused.unbid": "pile {piles} has no bid yet: you must bid (on any pile)",
        "refused.not_forbidden": (
            "{rocks} is not a forbidden set (Trips, Foursome or Straight Flush)"
        ),
        "refused.no_rocks": "no rocks",
        "refused.not_your_set": "your garden does not hold the {set} {rocks}",
        "refused.still_holds": "your garden still holds a {set}: {rocks}",
        # what happened
        "log.draws": "draws {rock}",
        "log.onto_pile": "{rock} onto pile {pile}",
        "log.draws_pass": "draws {rock} for passing",
        "log.black_fill": "the black stone is drawn for a pile",
        "log.black_pass": "draws the black stone: no rock, and this is the last round",
        "log.starts_bidding": "starts the bidding",
        "log.bag_empty_fill": "the bag is empty: no pile can be made",
        "log.bids": "bids {offer} on pile {pile}",
        "log.lower_value": "a lower value",
        "log.fewer_rocks": "the same value in fewer rocks",
        "log.undercut": "{said}, undercutting seat {seat}'s {offer}: {why}",
        "log.back_home": "takes {rocks} back into the garden, free to bid again",
        "log.no_bid": "{said}, which had no bid",
        "log.empty_bid": "{said}, which had no bid: an empty bid, which nobody can undercut",
        "log.offer_nothing": "nothing (value 0)",
        "log.offer": "{rocks} (value {value}, {count})",
        "log.passes": "passes, which ends the bidding: every pile has a bid",
        "log.bag_empty_pass": "the bag is empty: the passer draws nothing",
        "log.takes_pile": (
            "takes pile {pile} ({rocks}) into the garden; the bid {bid} goes into the bag"
        ),
        "log.takes_pile_free": "takes pile {pile} ({rocks}) into the garden for an empty bid",
        "log.clean": "has a clean garden",
        "log.card": "{deck} card",
        "log.card_paper": "{deck} card (counted on paper)",
        "log.takes_card": "takes a {card}",
        "log.hands_in": "hands in the {deck} {rocks} to the bag and takes a {card}",
        "log.worth": "{said}, worth {points}",
        "score.card": "{deck} card #{number}",
        "score.card_for": "{deck} card #{number} for {rocks}",
        "log.deck_empty": "the {deck} deck is empty: this is the last round",
        "log.black_bag": "the black stone goes into the bag",
        "log.black_moves": "the black stone moves to space {space} of the round tracker",
        "log.starts_round": "starts round {round}",
        "end.black_fill": "the black stone was drawn for a pile: the game ends at once",
        "end.black_pass": "the passer drew the black stone: the game ends with this round",
        "end.deck": "a demerit deck ran out: the game ends with this round",
        "end.bag": "the bag ran out while a pile was made: the game ends at once",
        # niwa show
        "show.black_on": "black stone on space {space}",
        "show.black_bag": "black stone in the bag",
        "show.black_drawn": "black stone drawn",
        "show.tracker": "round tracker: {spaces} -> bag  ({where})",
        "show.left": "{n} left",
        "show.paper": "empty, counted on paper",
        "show.decks": "demerit decks, next card: {decks}",
        "show.no_demerits": "no demerits",
        "show.demerits": "demerits {total}: {cards}",
        "show.setup": "setup: the bag gives seat {seat} rock {rock} of {rocks}",
        "show.fill": "making pile {pile} of {piles}: the bag gives a rock",
        "show.bid": "bidding: seat {seat} to bid or pass",
        "show.draw": "seat {seat} passed and draws a rock",
        "show.surrender": "surrenders: seat {seat} to surrender a forbidden set or say done",
        "show.seat": "seat {seat}",
        "show.over": "game over ({ending}): {winners} ({rule})",
        "show.title": "Karesansui, {players} players, round {round}",
        "show.bag": "bag: {rocks}",
        "show.bag_black": "bag: {rocks} and the black stone",
        "show.piles": "piles (made by start player seat {seat}):",
        "show.pile": "  {pile}: {rocks} (value {value})",
        "show.none_yet": "(none yet)",
        "show.no_bid": "no bid",
        "show.bid_by": "bid: seat {seat}, {rocks} (value {value}, {count})",
        "show.nothing": "nothing",
        "show.start_player": "start player",
        "show.passed": "passed",
        "show.garden": "seat {seat}{mark}: {rocks}, {demerits}",
        "show.last_round": "last round: {ending}",
        "show.seen_by": "(as seen by seat {seat})",
    },
)
