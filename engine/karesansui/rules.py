"""Karesansui's rule catalogue: our paraphrase of each rule and where it comes from.

Sections are named as in ``shared/rulebooks/karesansui.es.txt`` (Spanish). Entries
marked ``ruling=True`` are niwa's decisions where that text is silent or unclear
(``rules-facts.md``); their numbers live in ``components.py``.
"""

from __future__ import annotations

from pathlib import Path

from engine.core import Rule, RuleCatalogue

RULES = RuleCatalogue(
    [
        Rule(
            "karesansui.setup.rocks",
            "The rocks",
            "75 rocks in five colours (white W, grey Y, red R, green G, blue B), each "
            "worth I, II or III: five of every colour and value. Plus one black stone. "
            "niwa writes a rock as its value and colour letter, e.g. 2R.",
            "Componentes",
            ruling=True,
        ),
        Rule(
            "karesansui.rocks.notation",
            "How niwa writes a set of rocks",
            "A set of rocks (a bid, a surrendered set) is written in one order: by "
            "value, then by colour W Y R G B, e.g. 1R 2W 2B. niwa's move notation "
            "puts any set in that order for you.",
            "",
            ruling=True,
        ),
        Rule(
            "karesansui.setup.black",
            "The black stone starts on the tracker",
            "The black stone starts on space 1 of the round tracker around the "
            "bidding board; the other 75 rocks go into the bag.",
            "Preparar",
        ),
        Rule(
            "karesansui.setup.gardens",
            "Five rocks each",
            "Each player draws five rocks from the bag into their own rock garden, in seat order.",
            "Preparar",
        ),
        Rule(
            "karesansui.setup.start",
            "Seat 1 starts",
            "The rulebook lets the table pick the first start player; niwa calls that "
            "player seat 1 and numbers the others clockwise.",
            "Preparar",
            ruling=True,
        ),
        Rule(
            "karesansui.round.steps",
            "A round in five steps",
            "Each round: the start player makes new piles; players bid; bids and "
            "piles change hands; forbidden sets are surrendered for demerits; the "
            "black stone moves on and the next round begins. Steps never overlap.",
            "Como se Juega",
        ),
        Rule(
            "karesansui.piles.count",
            "One pile fewer than players",
            "There is one pile for every player but one: 2 piles with 3 players, up "
            "to 5 with 6. niwa numbers them 1, 2, ...",
            "1. El jugador inicial coloca nuevos montones de rocas",
        ),
        Rule(
            "karesansui.piles.fill",
            "Filling a pile",
            "For each pile in turn, rocks are drawn from the bag one at a time until "
            "the pile's total value is 6 or more.",
            "1. El jugador inicial coloca nuevos montones de rocas",
        ),
        Rule(
            "karesansui.draw",
            "Drawing from the bag",
            "Rocks are drawn blindly from the bag; only a rock that is in the bag can be drawn.",
            "Preparar; Como se Juega",
        ),
        Rule(
            "karesansui.bid.turn",
            "Who bids next",
            "The start player bids first, then play goes clockwise. A player whose bid "
            "still stands on a pile is skipped; a player whose bid was beaten gets a "
            "turn again when play comes round to them.",
            "2. Los jugadores pujan",
            ruling=True,
        ),
        Rule(
            "karesansui.bid.rocks",
            "A bid is rocks from your garden",
            "To bid, offer any rocks from your own garden, all of them or none at all, "
            "for one whole pile. You can only offer rocks you have.",
            "2. Los jugadores pujan: Una oferta",
            ruling=True,
        ),
        Rule(
            "karesansui.bid.lower",
            "Beating a bid means offering less",
            "A pile with a bid on it can be taken over only by a bid of lower total "
            "value, or of equal value made of fewer rocks. An empty bid can never be "
            "beaten.",
            "2. Los jugadores pujan: Una oferta",
            ruling=True,
        ),
        Rule(
            "karesansui.bid.displaced",
            "A beaten bid goes home",
            "The player whose bid is beaten takes those rocks back into their garden "
            "and bids again on their turn, on any pile they like.",
            "2. Los jugadores pujan: Una oferta",
        ),
        Rule(
            "karesansui.pass.when",
            "No passing while a pile is unclaimed",
            "You may pass only when every pile has a bid. While one has none you must "
            "bid, though not necessarily on that pile. Only a player without a standing "
            "bid is ever on turn, and the first pass ends the bidding.",
            "2. Los jugadores pujan: B. Aprobar; "
            "3. Los jugadores entregan sus ofertas y recogen sus nuevas rocas",
            ruling=True,
        ),
        Rule(
            "karesansui.pass.card",
            "The passer's Pass card and rock",
            "The player who passes takes a Pass demerit card for their laziness and "
            "draws one rock from the bag into their garden.",
            "3. Los jugadores entregan sus ofertas y recogen sus nuevas rocas",
        ),
        Rule(
            "karesansui.collect",
            "Bids to the bag, piles to the bidders",
            "Every other player puts the rocks of their bid into the bag and takes the "
            "pile they bid on into their garden.",
            "3. Los jugadores entregan sus ofertas y recogen sus nuevas rocas",
        ),
        Rule(
            "karesansui.sets.forbidden",
            "Three forbidden sets",
            "A garden must not hold Trips, a Foursome or a Straight Flush (below). "
            "Any other rocks are fine.",
            "4. Los jugadores entregan los juegos prohibidos",
        ),
        Rule(
            "karesansui.sets.trips",
            "Trips",
            "Three identical rocks, same colour and same value: one cell of the player-aid grid.",
            "4. Los jugadores entregan los juegos prohibidos",
        ),
        Rule(
            "karesansui.sets.foursome",
            "Foursome",
            "Four rocks of the same value in four different colours: one row of the "
            "player-aid grid. With five colours of a value, you choose which four go.",
            "4. Los jugadores entregan los juegos prohibidos",
        ),
        Rule(
            "karesansui.sets.flush",
            "Straight Flush",
            "A I, a II and a III of the same colour: one column of the player-aid grid.",
            "4. Los jugadores entregan los juegos prohibidos",
        ),
        Rule(
            "karesansui.surrender.order",
            "Surrendering, one set at a time",
            "Starting with the passer and going clockwise, each player in turn gives "
            "up forbidden sets one at a time, choosing which set goes first: the rocks "
            "go into the bag and the player takes the top card of that set's demerit "
            "deck. With 1 2222 333 a player may give the Foursome then the Trips (two "
            "cards) or just the Straight Flush 123, keeping 222 33 (one card). Each "
            "player says 'done' when their garden is clean.",
            "4. Los jugadores entregan los juegos prohibidos",
        ),
        Rule(
            "karesansui.surrender.own",
            "Only sets you have",
            "You can surrender only a forbidden set whose rocks are all in your garden.",
            "4. Los jugadores entregan los juegos prohibidos",
        ),
        Rule(
            "karesansui.surrender.all",
            "Until none remain",
            "A player may not stop while their garden still holds a forbidden set.",
            "4. Los jugadores entregan los juegos prohibidos",
        ),
        Rule(
            "karesansui.surrender.standing",
            "Sets still to hand in, if the game ended now",
            "When the game ends during the surrenders, that round's scoring is finished "
            "first. So the standing 'if the game ended now' counts the forbidden sets "
            "still in the gardens: each player still to hand in, in turn order from the "
            "one on turn, hands in the sets that cost them the fewest demerits with the "
            "decks as the players before left them (the first such way in niwa's order "
            "when two cost the same).",
            "4. Los jugadores entregan los juegos prohibidos; Fin del juego",
            ruling=True,
        ),
        Rule(
            "karesansui.demerits.values",
            "What demerit cards are worth",
            "Pass cards are worth 1 demerit each. The Trips, Foursome and Straight "
            "Flush decks are stacked 1 on top down to 10, so the k-th card taken from "
            "a deck is worth k.",
            "Preparar",
            ruling=True,
        ),
        Rule(
            "karesansui.demerits.beyond",
            "Past an empty deck",
            "Once a deck is empty, further cards of that kind are counted on paper, "
            "going on from the last card: 11, 12, and so on.",
            "Fin del juego",
            ruling=True,
        ),
        Rule(
            "karesansui.demerits.hidden",
            "Demerit cards are face down",
            "Everybody sees which deck a card comes from, so how many cards each "
            "player holds of each kind is public; their values stay face down and "
            "niwa hides other players' values and totals.",
            "4. Los jugadores entregan los juegos prohibidos",
            ruling=True,
        ),
        Rule(
            "karesansui.tracker.advance",
            "The round tracker",
            "After the surrenders the black stone moves one space on the 5-space "
            "round tracker; if it was already on the last space it goes into the bag "
            "instead, so from round 6 on it can be drawn.",
            "5. El nuevo jugador inicial avanza la roca negra",
            ruling=True,
        ),
        Rule(
            "karesansui.round.next",
            "The passer starts the next round",
            "The player who passed becomes the start player and makes the new piles.",
            "5. El nuevo jugador inicial avanza la roca negra",
        ),
        Rule(
            "karesansui.end.black_fill",
            "Black stone drawn for a pile",
            "If the black stone is drawn while the piles are being made, the game ends at once.",
            "Fin del juego",
            ruling=True,
        ),
        Rule(
            "karesansui.end.black_pass",
            "Black stone drawn by the passer",
            "If the passer draws the black stone, they get no rock in its place; the "
            "round is played out to the end of the surrenders, then the game ends.",
            "Fin del juego",
            ruling=True,
        ),
        Rule(
            "karesansui.end.deck",
            "A demerit deck runs out",
            "When the last card of any demerit deck (Pass cards included) is taken, "
            "the round is played out to the end of the surrenders, then the game ends.",
            "Fin del juego",
            ruling=True,
        ),
        Rule(
            "karesansui.bag.empty",
            "An empty bag",
            "If the bag is empty when a pile needs a rock, the game ends at once. If "
            "it is empty when the passer should draw, the passer draws nothing.",
            "Fin del juego",
            ruling=True,
        ),
        Rule(
            "karesansui.end.winner",
            "Fewest demerits wins",
            "At the end, each player adds up their demerit cards; the fewest demerits wins.",
            "Fin del juego",
        ),
        Rule(
            "karesansui.end.tiebreak",
            "Ties: fewest rocks",
            "Among players tied on demerits, the one with the fewest rocks left in "
            "their garden wins.",
            "Fin del juego",
        ),
        Rule(
            "karesansui.end.shared",
            "Still tied: shared",
            "Players tied on both demerits and rocks share the win.",
            "",
        ),
        Rule(
            "karesansui.game.over",
            "The game is over",
            "Once the game has ended no move may be made.",
            "Fin del juego",
        ),
        Rule(
            "karesansui.position",
            "How niwa writes a position",
            "A position is one line: 'karesansui/1:' and then its fields in a fixed order, "
            "separated by single spaces, each written as niwa's notation says "
            "(the position editor writes it for you). A line in another shape is no position.",
            "",
            ruling=True,
        ),
    ],
    Path(__file__).parent,
)
