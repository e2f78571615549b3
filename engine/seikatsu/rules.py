"""Seikatsu's rule catalogue: our paraphrase of each rule and where it comes from.

Sections are named as in ``shared/rulebooks/seikatsu.es.txt`` (Spanish). Entries
marked ``ruling=True`` are niwa's decisions where that text is silent; the rules
screen says so, and so does every ruling that decides an outcome.
"""

from __future__ import annotations

from pathlib import Path

from engine.core import Rule, RuleCatalogue

RULES = RuleCatalogue(
    [
        Rule(
            "seikatsu.setup.board",
            "The garden",
            "The garden is a hexagon of 37 cells. The centre cell is the pond; the "
            "other 36 take one tile each. Three pagodas (pink, blue, green) stand at "
            "alternate corners.",
            "Preparar",
        ),
        Rule(
            "seikatsu.setup.box",
            "What is in the box",
            "32 garden tiles, two of each of the 16 bird and flower faces, and 4 koi pond "
            "tiles: every tile is in the garden, in a hand or in the bag, and no more of "
            "any face than the box holds.",
            "Componentes; Mareas de jardín",
        ),
        Rule(
            "seikatsu.setup.pagodas",
            "Your pagoda is your colour",
            "Each player faces one pagoda, which gives their colour and the direction "
            "of their flower rows. Two players use pink and blue; three use all three.",
            "Preparar, paso 1",
        ),
        Rule(
            "seikatsu.setup.tiles",
            "Setup tiles",
            "Before the koi go into the bag, draw one garden tile for each player and "
            "place it on a flower space next to the pond.",
            "Preparar, paso 4",
        ),
        Rule(
            "seikatsu.setup.flower_spaces",
            "Which pond neighbours are flower spaces",
            "The three flower spaces are the pond neighbours d5, c3 and e3, each "
            "between the pond and its own pagoda (pink, blue, green). With two players "
            "the setup tiles go on pink's and blue's, d5 and c3.",
            "Preparar, paso 4",
            ruling=True,
        ),
        Rule(
            "seikatsu.setup.koi",
            "Koi join the bag",
            "After the setup tiles are placed, the four koi tiles go into the bag.",
            "Preparar, paso 5",
        ),
        Rule(
            "seikatsu.setup.hands",
            "Starting hands",
            "Each player draws two tiles into a hand the others may not see.",
            "Preparar, paso 6",
        ),
        Rule(
            "seikatsu.turn.order",
            "Taking turns",
            "Players take turns clockwise from the first player until the garden is "
            "full: 17 turns each with two players, 11 with three (8 with four in "
            "teams). Only the player holding the bag may play.",
            "Como se Juega",
        ),
        Rule(
            "seikatsu.place.from_hand",
            "Play a tile from your hand",
            "On your turn you play one tile of your hand.",
            "1. Jugar una ficha",
        ),
        Rule(
            "seikatsu.place.empty",
            "An empty cell",
            "The tile goes on an empty cell.",
            "1. Jugar una ficha, regla 1",
        ),
        Rule(
            "seikatsu.place.adjacent",
            "Next to a tile",
            "The tile goes next to a tile already in the garden.",
            "1. Jugar una ficha, regla 2",
        ),
        Rule(
            "seikatsu.place.pond_not_tile",
            "The pond is not a tile",
            "The pond is not a tile to play next to: a cell that touches the pond "
            "but no tile is not next to a tile. So with two players green's flower space "
            "e3, which touches only the pond and empty cells, cannot be played at first.",
            "1. Jugar una ficha, regla 2 y nota",
            ruling=True,
        ),
        Rule(
            "seikatsu.place.pond",
            "Never the pond",
            "The centre cell is the pond: it is never empty and never takes a tile, "
            "not even a koi tile.",
            "1. Jugar una ficha, nota",
        ),
        Rule(
            "seikatsu.birds.flock",
            "Flocks score at once",
            "If the bird on the tile you played matches the bird on at least one "
            "neighbouring tile, score 1 for your tile and 1 for each matching "
            "neighbour. Only neighbours count, not the whole flock. No match, no points.",
            "2. Puntuación de aves coincidentes",
        ),
        Rule(
            "seikatsu.birds.koi",
            "A koi is a bird of your choice",
            "A koi tile counts as a bird you choose, on the turn you play it only: "
            "say which bird when you play it. Other tiles have their own bird and take "
            "no choice.",
            "2. Puntuación de aves coincidentes; Azulejos de estanque de Koi",
        ),
        Rule(
            "seikatsu.birds.koi_after",
            "Later, a koi is no bird",
            "On every later turn, yours or another's, a koi tile already in the garden "
            "is not a bird and never joins a flock. It is still a tile: a tile may be "
            "played next to it.",
            "2. Puntuación de aves coincidentes",
        ),
        Rule(
            "seikatsu.draw",
            "Draw a new tile",
            "After scoring, draw a tile from the bag if any are left, then pass the bag "
            "on. In the base game the bag is empty for everyone's last two turns (earlier in "
            "tournament mode, where hands start larger).",
            "3. Dibuja una nueva marea",
        ),
        Rule(
            "seikatsu.hand.hidden",
            "Hands are hidden",
            "Keep the tiles in your hand hidden from the others until you play them.",
            "Mareas de jardín, nota",
        ),
        Rule(
            "seikatsu.end.trigger",
            "The game ends with a full garden",
            "When every player has played the last tile of their hand the garden is "
            "full and the game ends; nothing more may be played.",
            "Fin del juego",
        ),
        Rule(
            "seikatsu.flowers.rows",
            "Flower rows from your pagoda",
            "At the end, look along the seven rows that run away from your pagoda. In "
            "each row only your largest set of one flower scores; the flowers need not "
            "be next to each other. A tie for largest scores once.",
            "Flores de puntuación",
        ),
        Rule(
            "seikatsu.flowers.sets",
            "Flower set values",
            "A set of 1, 2, 3, 4, 5 or 6 flowers scores 1, 3, 6, 10, 15 or 21 points.",
            "Flores de puntuación",
        ),
        Rule(
            "seikatsu.flowers.koi",
            "A koi is any flower, for each player",
            "At the end every koi tile counts as a flower of each player's own choice, "
            "so the same koi may be a tulip for one player and a bluebell for another. "
            "niwa picks the choice that scores most for you in each row.",
            "Azulejos de estanque de Koi; Flores de puntuación",
        ),
        Rule(
            "seikatsu.end.winner",
            "Most points wins",
            "Add flower points to the bird points scored during play; the most points wins.",
            "Flores de puntuación",
        ),
        Rule(
            "seikatsu.end.tiebreak",
            "Ties go to the later player",
            "If players tie, the tied player latest in turn order wins.",
            "Flores de puntuación",
        ),
        Rule(
            "seikatsu.variant.tournament",
            "Tournament mode",
            "The koi tiles are not put in the bag: they are dealt face up into "
            "hands at setup (two players: two each; three players: one each and the "
            "fourth to the last player in turn order; four players: one each). Hands "
            "are still drawn as usual; everyone can see the dealt koi.",
            "Modo de torneo",
            ruling=True,
        ),
        Rule(
            "seikatsu.variant.teams",
            "Four players in teams",
            "Two teams, teammates in alternate seats: seats 1 and 3 play the pink "
            "pagoda, seats 2 and 4 the blue one, each team sharing one score. Setup "
            "tiles go on pink's and blue's flower spaces and on the two pond "
            "neighbours either side of green's (d3 and e4). Eight turns each.",
            "",
        ),
        Rule(
            "seikatsu.variant.teams_tiebreak",
            "Team ties",
            "If the teams tie, the team with the last seat in turn order wins, "
            "following the later-in-turn-order rule.",
            "Flores de puntuación",
            ruling=True,
        ),
        Rule(
            "seikatsu.game.over",
            "The game is over",
            "Once the garden is full no move may be made.",
            "Fin del juego",
        ),
        Rule(
            "seikatsu.position",
            "How niwa writes a position",
            "A position is one line: 'seikatsu/1:' and then its fields in a fixed order, "
            "separated by single spaces, each written as niwa's notation says "
            "(the position editor writes it for you). A line in another shape is no position.",
            "",
            ruling=True,
        ),
    ],
    Path(__file__).parent,
)
