"""Sakura's words shown to players, by stable id: colour, card and character names,
refusals, what a move did, and the legend. English here; Spanish in ``words.es.toml``
(``engine.translations.Words``: the same ids and placeholders, checked). Card codes and
moves (``L:B8+2``, ``xR:P3``, ``$3=C2``) are the same in every language.
"""

from __future__ import annotations

from pathlib import Path

from engine.translations import Words

WORDS = Words(
    Path(__file__).parent,
    {
        "dealer": "the deck",  # the CHANCE actor, as DECLARATION.dealer_name says it
        # the pieces
        "colour.P": "pink",
        "colour.B": "blue",
        "colour.G": "green",
        "colour.Y": "yellow",
        "card": "{colour} {value}",
        "pile.L": "left",
        "pile.R": "right",
        "character.flip": "Samurai",
        "character.cook": "Cook {amount}",
        "count.card.one": "{n} card",
        "count.card.many": "{n} cards",
        "count.coin.one": "{n} coin",
        "count.coin.many": "{n} coins",
        "count.shuriken.one": "{n} shuriken",
        "count.shuriken.many": "{n} shurikens",
        "count.trick.one": "{n} trick card",
        "count.trick.many": "{n} trick cards",
        # the legend
        "legend.colour": "{code} = {colour}",
        "legend.symbols": "* a shuriken (bad), $ a coin, ## a card you may not see",
        # refusals
        "refused.over": "the game is over: three rounds have been played",
        "refused.not_a_move": "{move} is not a Sakura move",
        "refused.deal_first": "round {round} must be dealt first",
        "refused.reshuffle_first": "the character discard pile must be reshuffled first",
        "refused.not_your_turn": "it is seat {seat}'s turn, not seat {mover}'s",
        "refused.no_pile": "there is no pile '{pile}': the piles are L and R",
        "refused.pile_done": "you have already played on the {pile} pile this turn",
        "refused.no_card": "there is no card '{card}' (cards are like B7 or Y13)",
        "refused.not_in_hand": "{card} is not in your hand",
        "refused.seen_elsewhere": "{card} cannot come from seat {seat}'s hand: it is {where}",
        "where.hand": "in seat {seat}'s hand",
        "where.pile": "in the {pile} pile",
        "where.tricks": "among seat {seat}'s trick cards",
        "refused.no_cook": "only a Cook hired for this card lets it count as another value",
        "refused.cook_amount": (
            "your Cook makes this card count exactly {amount} higher or lower: "
            "write {card}+{amount} or {card}-{amount}"
        ),
        "refused.could_cover": (
            "you could cover the {pile} pile's {top} with {card}, so you may not take it"
        ),
        "refused.no_place": "the row's places cost 1 to {size}; there is no place {slot}",
        "refused.wrong_character": ("the {slot}-coin place holds {name} ({code}), not '{given}'"),
        "refused.too_dear": "{name} costs {cost} at that place and you have {have}",
        "refused.cook_late": (
            "{name} changes the next card you play, and you have played both of this turn's cards"
        ),
        "refused.cook_waiting": "a Cook is already waiting for your next card: play it first",
        "refused.row_cost": "a new row costs {cost} coins and you have {have}",
        "refused.end_early": (
            "play a card on each pile before ending your turn (still to do: {piles})"
        ),
        "refused.and": " and ",
        "refused.no_character": "there is no character '{code}' (known: {known})",
        "refused.dealt": "the round has been dealt already",
        "refused.deal_size": "deal {n} hands of {size} cards with {n} players",
        "refused.dealt_twice": "{card} is dealt twice: there is one of each card",
        "refused.character_deck": "the character deck '{deck}' has {cards}: shuffle exactly those",
        "refused.deal_unknown": "name the cards of at least one hand: your own",
        "refused.refill_first": "the characters that refill the row must be turned up first",
        "refused.no_refill": "no place of the character row is waiting to be refilled",
        "refused.refill_count": "turn up {places} characters, one for each empty place",
        "refused.not_face_down": (
            "{code} cannot be turned up: every {code} is already in the row or discarded"
        ),
        "refused.not_empty": "the character draw pile is not empty: nothing to reshuffle",
        "refused.shuffle_discard": "shuffle exactly the discard pile: {cards}",
        # covering a pile (engine/sakura/piles.py)
        "cover.counted": " (counted as {value})",
        "cover.colour": "a card must match the top card's colour, or its value {value}",
        "cover.wrap": (
            "on the {side} side the only {colour} card that may follow {top} is the {only}, "
            "going round the end"
        ),
        "cover.wrap_cook_up": " (or a Cook's count above 13)",
        "cover.wrap_cook_down": " (or a Cook's count below 1)",
        "cover.direction_be_up": (
            "this pile faces the {side} side of the yin-yang card, so a {colour} card must "
            "be higher than {value}"
        ),
        "cover.direction_be_down": (
            "this pile faces the {side} side of the yin-yang card, so a {colour} card must "
            "be lower than {value}"
        ),
        "cover.direction_count_up": (
            "this pile faces the {side} side of the yin-yang card, so a {colour} card must "
            "count higher than {value}"
        ),
        "cover.direction_count_down": (
            "this pile faces the {side} side of the yin-yang card, so a {colour} card must "
            "count lower than {value}"
        ),
        "cover.no_wrap": (
            "; niwa's reading: a Cook's count never goes round the end, it stays {value}"
        ),
        "cover.refusal": "{card}{counted} on {top}: {why}",
        "allow.same": ": the same value, {value}, in any colour",
        "allow.same_cook": ": the same value, {value}",
        "allow.wrap": (
            ": on the {side} side a {colour} {shown} may follow the {value}, going round the end"
        ),
        "allow.up": ": a {colour} {shown} is higher than {value} on the {side} side",
        "allow.down": ": a {colour} {shown} is lower than {value} on the {side} side",
        "allow.counted": "counted as {value}",
        "need.wrap": "the {colour} {only} or a {value}",
        "need.up": "a higher {colour} or a {value}",
        "need.down": "a lower {colour} or a {value}",
        # what happened
        "log.covered": "covered the {pile} pile's {top} with {card}",
        "log.covered_counted": "covered the {pile} pile's {top} with {card} (counted as {value})",
        "log.cook_played": "played {card} with the Cook {shift}: {card} counted as {value}",
        "log.cook_no_wrap": (
            "played {card} with the Cook {shift}: {card} counted as {value}; niwa's reading: "
            "a Cook's count never goes round the end"
        ),
        "log.took": (
            "could not cover the {pile} pile's {top} (no card in hand is {need}): took its "
            "{cards}, {codes}, with {shurikens}, and started it again with {card}"
        ),
        "log.took_cook": (
            "could not cover the {pile} pile's {top} (no card in hand is {need}): took its "
            "{cards}, {codes}, with {shurikens}, and started it again with {card}; the Cook "
            "waiting is used up"
        ),
        "log.coins": "took {coins} from the supply, for the coins on {cards}",
        "log.short": "the supply held only {paid} of the {due} shown: took what was left",
        "log.free": "free, with the new row",
        "log.hired": "hired {name} from the {slot}-coin place ({paid})",
        "log.refill": "; the row slides and {code} fills the {place}-coin place",
        "log.refill_turned": (
            "; the row slides and a character is turned up for the {place}-coin place"
        ),
        "log.row_turned": "turned up from the draw pile",
        "log.turned": "turned up for the row: {row}",
        "log.refill_empty": "; the row slides and the draw pile is empty",
        "log.samurai": "{hired}: the yin-yang card turns over, + now faces the {side} pile{refill}",
        "log.cook": "{hired}: the next card counts {amount} higher or lower{refill}",
        "log.new_row": (
            "paid {cost} coins for a new row of characters ({row}); one of them may be hired free"
        ),
        "log.for": "{code} for {cost}",
        "log.rest": "the rest after a reshuffle",
        "log.draw_empty": "the character draw pile is empty",
        "log.end": "ended the turn",
        "log.round_end": "round {round} ends: every hand is down to 2",
        "log.deal": (
            "round {round}: {size} cards each; the piles start with {left} (left) and "
            "{right} (right)"
        ),
        "log.dealt": "is dealt {size} cards",
        "log.dealt_private": "is dealt {cards}",
        "log.row": "characters for hire: {row}",
        "log.shuffled": "the {count} discarded characters are shuffled into a new draw pile",
        "score.round": "round {round}: {shurikens} on {cards}",
        "score.round_total": "round {round}: {shurikens}",
        "score.round_subject": "round {round}",
        # niwa show
        "show.same": "the {colour} {value}",
        "show.higher": "a higher {colour}",
        "show.lower": "a lower {colour}",
        "show.needs_any": "{same} or any {value}",
        "show.not_dealt": "  [ -- ]   yin-yang   [ -- ]      (not dealt yet)",
        "show.pile": "{pile} pile, {cards}",
        "show.needs": "needs {what}",
        "show.flip": "turns the yin-yang card over",
        "show.cook": "next card +/-{amount}",
        "show.row": "Characters  cost:  {costs}| draw pile: {draw} face down",
        "show.row_codes": "                   {codes}| discard: {discard}",
        "show.last_round": "last round",
        "show.this_round": "this round",
        "show.hidden": "(hidden)",
        "show.empty": "(empty)",
        "show.to_move_mark": " (to move)",
        "show.hand": "seat {seat}{mark}: hand {cards}  [{count}]",
        "show.purse": (
            "    coins {coins}, yin-yang tokens {tokens}, tricks {when} {tricks} = {shurikens}"
        ),
        "show.to_deal": "to move: the dealer deals round {round} (seat {seat} starts)",
        "show.to_shuffle": (
            "to move: the dealer reshuffles the character discard pile "
            "({places} row places to fill)"
        ),
        "show.to_refill": (
            "to move: the dealer turns up characters for the row ({places} places to fill)"
        ),
        "show.seat": "seat {seat}",
        "show.over": "the game is over: {winners} won",
        "show.over_tiebreak": "the game is over: {winners} won (decided by {rule})",
        "show.due_both": "a card still due on the {piles} piles",
        "show.due": "a card still due on the {pile} pile",
        "show.done": "both piles done",
        "show.to_move": "to move: seat {seat}; {status}",
        "show.may_hire": "  (may still hire characters, then end the turn)",
        "show.cook_waiting": "  a Cook is waiting: the next card counts {amount} higher or lower",
        "show.free": "  one character of the new row may be hired free now",
        "show.title": (
            "Sakura - round {round} of {rounds} - players {players}, each round ends when every "
            "hand is down to {left}"
        ),
        "show.supply": "supply: {supply} coins (supply + players = {total})",
        "show.noted": "shurikens noted (fewer wins): {scores}",
        "show.symbols": (
            "Card symbols come from the deck data '{deck}' (niwa's ruling, sakura.deck.data):"
        ),
        "show.values": "  value     ",
        "show.shurikens": "  shurikens ",
        "show.coins": "  coins     ",
        "show.seen_by": "(as seen by seat {seat})",
    },
)
