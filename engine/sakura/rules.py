"""Sakura's rule catalogue: our paraphrase of each rule and where it comes from.

Sections are named as in ``shared/rulebooks/sakura.es.txt`` (Spanish). That text
stops inside the character list, so the card symbols, the characters and the
tokens are niwa's rulings (``ruling=True``), with their numbers in ``deck.toml``.
"""

from __future__ import annotations

from pathlib import Path

from engine.core import Rule, RuleCatalogue

RULES = RuleCatalogue(
    [
        Rule(
            "sakura.setup.cards",
            "The cards",
            "52 Sakura cards: four colours, each with the values 1 to 13. The rulebook "
            "does not name the colours; niwa calls them pink, blue, green and yellow and "
            "writes a card as its letter and value (P, B, G, Y: B7 is the blue 7).",
            "Componentes del juego",
        ),
        Rule(
            "sakura.setup.deal",
            "Dealing a round",
            "Each player gets 14, 12, 10, 8 or 6 cards with 2, 3, 4, 5 or 6 players, "
            "then two more cards go face up on the table: the left and the right pile.",
            "Preparación",
        ),
        Rule(
            "sakura.setup.undealt",
            "Undealt cards",
            "The cards left after the deal are set aside unseen and take no part in the round.",
            "Preparación",
            ruling=True,
        ),
        Rule(
            "sakura.setup.yinyang",
            "The yin-yang card",
            "The yin-yang card lies between the two piles, its + side towards one and "
            "its - side towards the other. niwa starts every round with + towards the "
            "left pile.",
            "Preparación; Carta Yin-Yang",
            ruling=True,
        ),
        Rule(
            "sakura.setup.coins",
            "Starting money and tokens",
            "Each player starts the game with 5 coins from the supply and one yin-yang "
            "token. No money is handed out in later rounds.",
            "Preparación; Puntuación de final de ronda",
        ),
        Rule(
            "sakura.setup.characters",
            "The character row",
            "Shuffle the 15 character cards and lay 5 face up in a row beside the "
            "face-down rest, the character draw pile. The one next to the draw pile "
            "costs 5 coins, then 4, 3, 2, and the farthest costs 1. niwa fills the row "
            "from the cheap end with the first five cards of the shuffled deck.",
            "Preparación; Cómo se juega",
        ),
        Rule(
            "sakura.setup.start",
            "Who starts",
            "The table picks the first player (the rulebook: whoever last saw a cherry "
            "tree in bloom); in niwa that is seat 1. Each new round starts with the "
            "player to the left of the previous start player.",
            "Preparación; Puntuación de final de ronda",
        ),
        Rule(
            "sakura.turn.order",
            "Taking turns",
            "Play passes clockwise (to the left). Only the player on turn acts; the "
            "dealer acts only to deal a round or reshuffle the characters.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.turn.both_piles",
            "One card on each pile",
            "On your turn you deal with both piles, one card from your hand on each: "
            "you cover a pile, or take it and start it again. Each pile once per turn, "
            "in the order you like, so every turn uses exactly two cards.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.turn.end",
            "Ending your turn",
            "Because you may still hire characters after your second card, niwa asks "
            "you to end your turn yourself once both piles are dealt with.",
            "Cómo se juega, nota",
            ruling=True,
        ),
        Rule(
            "sakura.play.from_hand",
            "Play from your hand",
            "The card you put on a pile comes from your hand.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.play.colour",
            "Same colour, or the same value",
            "A card may cover the top card of a pile if it has the same colour (and "
            "goes the right way), or else the same value.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.play.direction",
            "Higher on +, lower on -",
            "A card of the same colour must be higher than the top card on the pile "
            "facing the yin-yang's + side, and lower on the pile facing its - side. "
            "The values need not be next to each other.",
            "Cómo se juega; Carta Yin-Yang",
        ),
        Rule(
            "sakura.play.wrap",
            "Round the end",
            "The values join up between 13 and 1: on the + side a 1 may follow a 13 of "
            "its colour, on the - side a 13 may follow a 1. Then it is the only "
            "same-colour card that may.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.play.same_value",
            "...or the same value",
            "A card with the same value as the top card may cover it whatever its "
            "colour and whichever way the yin-yang card faces.",
            "Cómo se juega; Carta Yin-Yang",
        ),
        Rule(
            "sakura.play.follow_top",
            "Follow the top card as printed",
            "The next player always follows the top card of a pile exactly as printed "
            "(whatever a Cook made it count as). You may not look through a pile: only "
            "its top card is shown.",
            "Cómo se juega, regla general",
        ),
        Rule(
            "sakura.take.forced",
            "Taking a pile",
            "If you cannot cover a pile, you take the whole pile and put it in front of "
            "you as tricks, then start that pile again with any card from your hand.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.take.only_if_stuck",
            "Only a pile you cannot cover",
            "You may not take a pile that a card in your hand could legally cover "
            "(counting any Cook you have hired for that card).",
            "Cómo se juega",
            ruling=True,
        ),
        Rule(
            "sakura.take.coins",
            "Coins for tricks",
            "When you take a pile you take from the supply as many coins as the coin "
            "symbols on its cards.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.coins.supply",
            "The supply",
            "The box holds 40 coins, 30 worth 1 and 10 worth 5: 80 in all, shared "
            "between the supply and the players at every moment. Hiring pays into the "
            "supply. niwa counts money by value and makes change freely.",
            "Componentes del juego; Cómo se juega",
        ),
        Rule(
            "sakura.coins.short",
            "When the supply runs short",
            "If the supply holds fewer coins than a taken pile shows, the player takes "
            "what is left.",
            "Componentes del juego",
            ruling=True,
        ),
        Rule(
            "sakura.characters.hire",
            "Hiring a character",
            "At any moment of your turn, before or after your cards, you may hire any "
            "number of characters from the row. Its power is used at once, then the "
            "card goes to the character discard pile.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.characters.cost",
            "A character's price",
            "A character costs what its place in the row says: 5 next to the draw pile, "
            "then 4, 3, 2 and 1 at the far end. You must have the coins.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.characters.shift",
            "The row moves up",
            "After a hire the characters slide towards the 1-coin end and the gap at "
            "the draw pile's end is filled from the draw pile.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.characters.reshuffle",
            "Reshuffling the characters",
            "When a character must be drawn and the draw pile is empty, the discard "
            "pile is shuffled into a new draw pile. niwa's reading: draw what the pile "
            "still holds first, and reshuffle only when it is empty.",
            "Cómo se juega",
            ruling=True,
        ),
        Rule(
            "sakura.characters.replace",
            "A new row for 6 coins",
            "At any moment of your turn you may pay 6 coins to discard the whole row "
            "and draw 5 new characters. You may then hire one of the new five for free. "
            "niwa's reading: the free hire must be your next action; doing anything "
            "else gives it up.",
            "Cómo se juega",
            ruling=True,
        ),
        Rule(
            "sakura.character.samurai",
            "Samurai",
            "Hiring a Samurai turns the yin-yang card over: the pile that needed higher "
            "cards now needs lower ones, and the other way round. Hired after your "
            "cards, it changes what the next player must do.",
            "Personajes; Cómo se juega, ejemplo",
            ruling=True,
        ),
        Rule(
            "sakura.character.cook",
            "Cooks",
            "A Cook shows an amount (1, 2 or 3 in niwa's deck). The next card you play "
            "this turn counts as its value raised or lowered by exactly that amount, "
            "your choice (see 'A Cook's count'). That card uses the Cook up, even if it "
            "only restarts a pile you had to take. Hire a Cook only while you still have "
            "a card to play this turn, and one at a time.",
            "Personajes, Cocinero",
            ruling=True,
        ),
        Rule(
            "sakura.character.count",
            "A Cook's count",
            "niwa's reading: a Cook's count is plain arithmetic and never goes round the "
            "end. A 12 raised by 2 counts as 14, higher than any card; a 1 lowered by 2 "
            "counts as -1, lower than any. The count replaces the printed value in every "
            "comparison: higher, lower and the same value. The step round the end (a 1 "
            "after a 13 on the + side, a 13 after a 1 on the - side) needs a count of "
            "exactly 1 or 13.",
            "Personajes, Cocinero",
            ruling=True,
        ),
        Rule(
            "sakura.deck.data",
            "Card symbols and characters are data",
            "The rulebook text ends inside the character list. The symbols on each "
            "card (shurikens and coins), the character deck and the tokens come from "
            "niwa's deck data file. niwa's deck: 5 Samurai, Cooks of 1 (4 cards), 2 (4) "
            "and 3 (2); every card carries 1 shuriken and the 1s and 13s carry 2; the "
            "5s to 9s carry 1 coin each. A player whose copy differs can give niwa "
            "their own file.",
            "",
            ruling=True,
        ),
        Rule(
            "sakura.deck.tokens",
            "Yin-yang tokens",
            "Each player has a yin-yang token. The text never says what it does, so in "
            "niwa the tokens are shown and have no effect.",
            "Componentes del juego; Preparación",
            ruling=True,
        ),
        Rule(
            "sakura.round.end",
            "End of a round",
            "The round ends when every player has only 2 cards left in hand; those "
            "cards are not played.",
            "Cómo se juega",
        ),
        Rule(
            "sakura.round.score",
            "Counting shurikens",
            "At the end of a round each player counts the shurikens on their tricks "
            "and notes them. niwa records them as points: a Score of 3 means 3 "
            "shurikens, and fewer is better.",
            "Puntuación de final de ronda",
        ),
        Rule(
            "sakura.round.next",
            "The next round",
            "All the Sakura cards are shuffled and dealt again, and the characters are "
            "shuffled into a new row (niwa reads the rulebook's 'both decks' as the "
            "Sakura cards and the characters). Money carries over: a player with no "
            "coins starts the round with none. niwa turns the yin-yang card back to + "
            "on the left.",
            "Puntuación de final de ronda",
            ruling=True,
        ),
        Rule(
            "sakura.end.winner",
            "Fewest shurikens wins",
            "After the third round, add up each player's shurikens; the fewest wins.",
            "Puntuación de final de ronda",
        ),
        Rule(
            "sakura.end.tiebreak",
            "Ties: most money",
            "Among players tied on shurikens, the one with the most money wins.",
            "Puntuación de final de ronda",
        ),
        Rule(
            "sakura.end.shared",
            "Ties on money too: shared",
            "Players still tied on money share the victory.",
            "Puntuación de final de ronda",
        ),
        Rule(
            "sakura.game.over",
            "The game is over",
            "After the third round no move may be made.",
            "Puntuación de final de ronda",
        ),
        Rule(
            "sakura.position",
            "How niwa writes a position",
            "A position is one line: 'sakura/1:' and then its fields in a fixed order, "
            "separated by single spaces, each written as niwa's notation says "
            "(the position editor writes it for you). A line in another shape is no position.",
            "",
            ruling=True,
        ),
    ],
    Path(__file__).parent,
)
