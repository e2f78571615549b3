"""Miyabi's rule catalogue: our paraphrase of each rule and where it comes from.

Sections are named as in ``shared/rulebooks/miyabi.es.txt`` (Spanish, whose
headings are themselves rough translations). Entries marked ``ruling=True`` are
niwa's decisions where that text is silent or its numbers could not be read
(``shared/rules-facts.md``); the values they name live in ``tiles.py``.
"""

from __future__ import annotations

from pathlib import Path

from engine.core import Rule, RuleCatalogue
from engine.miyabi.tiles import BONUS_LAYER, COLOURFUL_POINTS, MEADOW_POINTS, OBJECTS, ROUNDS
from engine.words import count


def _values(field: str) -> str:
    return ", ".join(f"{o.name} {getattr(o, field)}" for o in OBJECTS)


def _points(n: int) -> str:
    return count(n, "point")


def _row_values() -> str:
    return ", ".join(f"{o.name} {o.most}/{o.second}" for o in OBJECTS)


RULES = RuleCatalogue(
    [
        Rule(
            "miyabi.setup.garden",
            "Your garden",
            "Each player builds a garden of 6 x 6 squares with a lantern field above "
            "each of its six columns. Each row belongs to one object, top to bottom: "
            "maple, pagoda, koi pond, azalea, boxwood, stone.",
            "Componentes; Coloque una loseta de jardín o pase",
        ),
        Rule(
            "miyabi.setup.tiles",
            "The garden tiles",
            "There are 96 tiles of four kinds: 32 singles, 32 doubles, 16 corners "
            "(three squares in an L) and 16 straights (three in a line). One square of "
            "a tile shows its objects, as many as the tile has squares; the other "
            "squares are plain green.",
            "Componentes",
        ),
        Rule(
            "miyabi.setup.inventory",
            "Which objects the tiles show",
            "Singles and doubles: 6 each of stone and boxwood, 5 each of the other "
            "four objects. Corners and straights: 3 each of maple, pagoda, koi pond and "
            "azalea, 2 each of boxwood and stone. A straight's objects sit on an end; "
            "a corner's on an end, not the bend, so corners come in two mirror images "
            "(niwa's L and R tiles), alternating within each object.",
            "Componentes",
            ruling=True,
        ),
        Rule(
            "miyabi.round.count",
            "Building rounds",
            "The game lasts "
            + ", ".join(f"{r} building rounds with {n} players" for n, r in ROUNDS.items())
            + ".",
            "Como se Juega",
        ),
        Rule(
            "miyabi.round.reveal",
            "Tiles for the round",
            "At the start of each building round, take from the box 2 singles, 2 "
            "doubles, 1 corner and 1 straight per player, at random within each kind, "
            "and lay them face up in the middle.",
            "Construcción de orden redondo",
        ),
        Rule(
            "miyabi.round.order",
            "Whose turn",
            "The bonsai holder plays first, then the others clockwise, each placing one "
            "tile per turn, up to six turns each per round. Seat 1 holds the bonsai in "
            "the first round (the rulebook gives it to the youngest player).",
            "Construcción de orden redondo",
        ),
        Rule(
            "miyabi.take.offer",
            "Take a tile on offer",
            "On your turn take one of the tiles lying face up in the middle and place "
            "it in your garden at once.",
            "Coloque una loseta de jardín o pase",
        ),
        Rule(
            "miyabi.place.rotation",
            "Turn it, never flip it",
            "A tile may be turned to any of its four orientations but not turned over. "
            "niwa names a tile's orientation by the direction it runs from its object "
            "square; a single has none.",
            "Coloque una loseta de jardín o pase",
            ruling=True,
        ),
        Rule(
            "miyabi.place.grid",
            "Inside the grid",
            "The whole tile must lie inside the 6 x 6 grid; nothing may stick out.",
            "Coloque una loseta de jardín o pase",
        ),
        Rule(
            "miyabi.place.row",
            "Objects in their row",
            "The square showing objects must lie in the row of that object.",
            "Coloque una loseta de jardín o pase",
        ),
        Rule(
            "miyabi.place.lantern",
            "A column without a lantern",
            "The square showing objects must lie in a column whose lantern field is "
            "still empty this round.",
            "Coloque una loseta de jardín o pase",
        ),
        Rule(
            "miyabi.place.green",
            "Green squares go anywhere",
            "A tile's plain green squares may lie in any row and any column, lantern or not.",
            "Coloque una loseta de jardín o pase",
        ),
        Rule(
            "miyabi.place.overhang",
            "All of it on tiles, or all on the board",
            "A tile may go on top of tiles already placed only if every square of it "
            "rests on a tile; part on tiles and part on the bare board is not allowed. "
            "Objects underneath may be covered.",
            "Coloque una loseta de jardín o pase",
        ),
        Rule(
            "miyabi.place.level",
            "Only on a level surface",
            "Every square under a new tile must be at the same height; the tile then "
            "lies one layer higher (on the bare board, layer 1). No gaps underneath.",
            "Coloque una loseta de jardín o pase",
            ruling=True,
        ),
        Rule(
            "miyabi.turn.pass",
            "Passing",
            "You pass only when no tile on offer can be placed in your garden. Having "
            "passed, you place nothing more (no lantern, no points) until the next "
            "round while the others play on.",
            "Coloque una loseta de jardín o pase",
            ruling=True,
        ),
        Rule(
            "miyabi.lantern.place",
            "Put up a lantern",
            "After placing a tile, put a lantern on the lantern field of the column of "
            "its object square.",
            "Coloca una linterna",
        ),
        Rule(
            "miyabi.score.layer",
            "Objects times layer",
            "Score at once the objects on the tile you placed times the layer it lies "
            "on. Each fish in a pond counts as one object.",
            "Puntuación",
        ),
        Rule(
            "miyabi.score.bonus",
            "The fifth-layer bonus",
            f"The first player to place a tile showing an object on layer {BONUS_LAYER} or "
            "higher takes that object's bonus tile: " + _values("bonus") + " points. Each "
            "bonus is taken once.",
            "Nota para la capa 5",
            ruling=True,
        ),
        Rule(
            "miyabi.round.end",
            "End of a building round",
            "The round ends when every player has put up all six lanterns or passed. "
            "Tiles left in the middle leave the game, the lanterns come back, and the "
            "bonsai passes clockwise to the next start player.",
            "Edificio Round End",
        ),
        Rule(
            "miyabi.end.visible",
            "Only what you can see",
            "At the end only visible objects count: those on the top tile of each "
            "square, not those covered by a later tile.",
            "Fin del juego",
            ruling=True,
        ),
        Rule(
            "miyabi.end.rows",
            "Most objects in each row",
            "After the last round each row is scored alone: the player with the most "
            "visible objects in it takes the row's higher value, the player with the "
            "second most its lower value, everyone else nothing. Values (higher/lower): "
            + _row_values()
            + ". A player with no visible object in a row scores nothing for it; with "
            "two players the second still takes the lower value.",
            "Fin del juego",
            ruling=True,
        ),
        Rule(
            "miyabi.end.tie_first",
            "Tie for the most",
            "If several players tie for the most objects in a row, each of them takes "
            "the higher value and nobody takes the lower one.",
            "Fin del juego",
        ),
        Rule(
            "miyabi.end.tie_second",
            "Tie for second",
            "If one player has the most and several tie for second, each of those takes "
            "the lower value.",
            "Fin del juego",
        ),
        Rule(
            "miyabi.end.winner",
            "Most points wins",
            "Add the end scoring to the points of play; the most points wins.",
            "Fin del juego",
        ),
        Rule(
            "miyabi.end.shared",
            "Tied players share",
            "Players tied for the most points share the victory.",
            "Fin del juego",
        ),
        Rule(
            "miyabi.variant.colourful",
            "Variant: colourful garden",
            "At the end each player also scores their group of object squares joined "
            "side by side that shows the most objects, whatever the objects and their layers: "
            f"{_points(COLOURFUL_POINTS)} per visible object in it. Plain green squares and "
            "bare board break a group. niwa reads 'largest' as the group showing the most "
            "objects (fish one each), not the most squares.",
            "",
            ruling=True,
        ),
        Rule(
            "miyabi.variant.meadow",
            "Variant: big meadow",
            "At the end each player also scores their largest group of visible plain "
            "green squares joined side by side, whatever their layers: "
            f"{_points(MEADOW_POINTS)} per square. niwa's reading: only the green squares "
            "of tiles count; bare board is no meadow and breaks a group.",
            "",
            ruling=True,
        ),
        Rule(
            "miyabi.game.over",
            "The game is over",
            "After the last building round is scored no move may be made.",
            "Fin del juego",
        ),
        Rule(
            "miyabi.position",
            "How niwa writes a position",
            "A position is one line: 'miyabi/1:' and then its fields in a fixed order, "
            "separated by single spaces, each written as niwa's notation says "
            "(the position editor writes it for you). A line in another shape is no position.",
            "",
            ruling=True,
        ),
    ],
    Path(__file__).parent,
)
