"""Seikatsu's words shown to players, by stable id: piece names, refusals, what a move
did, the legend of the notation. English here; Spanish in ``words.es.toml`` beside it
(``engine.translations.Words``: the same ids and placeholders, checked). The notation
itself (``Tp-d5``, ``K-c5=T``) is the same in every language: it is what replays store.
"""

from __future__ import annotations

from pathlib import Path

from engine.translations import Words

WORDS = Words(
    Path(__file__).parent,
    {
        "dealer": "the bag",  # the CHANCE actor, as DECLARATION.dealer_name says it
        # the pieces (names as the rulebook prints them; their colours)
        "bird.T": "Scarlet Tanager",
        "bird.W": "Japanese Waxwing",
        "bird.E": "Japanese White-eye",
        "bird.F": "Paradise Flycatcher",
        "flower.p": "Primrose",
        "flower.m": "Plumeria",
        "flower.t": "Tulip",
        "flower.b": "Bluebell",
        "colour.red": "red",
        "colour.grey": "grey",
        "colour.green": "green",
        "colour.dark blue": "dark blue",
        "colour.purple": "purple",
        "colour.pink": "pink",
        "colour.orange": "orange",
        "colour.blue": "blue",
        "tile.koi": "Koi tile",
        "count.point.one": "{n} point",
        "count.point.many": "{n} points",
        "tile.hidden": "hidden tile",
        "tile.garden": "{bird} / {flower}",
        # the legend: what the notation means
        "legend.koi": "Koi tile: any bird the turn it is played, any flower at the end",
        "legend.rows": "{pagoda} rows {first}..{last}; {first} = {cells}",
        "legend.turn_order": (
            "Turn order: pink, blue, green, from whoever the table chose to start. The bag "
            "goes clockwise round the table; on niwa's picture of the garden that order runs "
            "anticlockwise (right, top-left, bottom-left), so follow the > in the seat list, "
            "not the picture."
        ),
        "legend.row_slant": "rows {slant}",
        "pagoda.pink": "pink",
        "pagoda.blue": "blue",
        "pagoda.green": "green",
        # refusals
        "refused.over": "the game is over: the garden is full",
        "refused.not_a_move": "{move} is not a Seikatsu move",
        "refused.no_tile": "there is no tile '{code}' (codes are like Tp, Wb or K)",
        "refused.draw_not_play": "it is seat {seat}'s turn to play a tile, not a draw",
        "refused.koi_not_yet": "setup tiles are drawn before the koi join the bag",
        "refused.not_in_bag": "no {tile} is left in the bag",
        "refused.draw_first": "the bag must be drawn from first",
        "refused.not_your_turn": "it is seat {seat}'s turn, not seat {mover}'s",
        "refused.not_in_hand": "{tile} is not in your hand",
        "refused.no_cell": "there is no cell '{cell}' (rows a-g, e.g. d5)",
        "refused.pond": "d4 is the pond: no tile may go there",
        "refused.taken": "{cell} already holds a tile",
        "refused.pond_not_tile": "{cell} touches the pond but no tile, and the pond is not a tile",
        "refused.not_adjacent": "{cell} is not next to any tile",
        "refused.say_bird": "say which bird the koi is this turn",
        "refused.no_bird": "there is no bird '{bird}' (T, W, E or F)",
        "refused.not_koi": "only a koi tile takes a bird choice; {tile} shows its own bird",
        # what happened
        "log.drew_start": "drew a starting tile",
        "log.drew": "drew a tile",
        "log.drew_private": "drew {tile}",
        "log.set": "{tile} set on {cell}",
        "log.koi_dealt": "the koi tiles are dealt face up",
        "log.koi_bag": "the four koi tiles join the bag",
        "log.played": "played {tile} on {cell}",
        "score.flock": "{bird} on {cell} matches {matches}",
        "score.flock_koi": "{bird} on {cell} (the koi as a bird) matches {matches}",
        "score.row": "row {row}: {size} {flower}",
        "score.row_koi": "row {row}: {size} {flower} (with {koi} koi)",
        "score.row_only_koi": "row {row}: {size} koi, as any one flower",
        "flower.plural": "{flower}s",
        # niwa show
        "show.pagodas": (
            "Pagodas: P pink looks along rows a-g; B blue along lines a1-g4;\n"
            "G green along lines g1-a4. ~~ is the pond, KO a koi tile."
        ),
        "show.empty_hand": "(empty)",
        "show.hand": "{label}: hand {tiles}",
        "show.seat": "seat {seat} ({pagoda})",
        "show.bag": "bag: {count}",
        "count.tile.one": "{n} tile",
        "count.tile.many": "{n} tiles",
        "show.score": "score: {scores}",
        "show.to_move_bag": "to move: the bag (turn {turn} of {total})",
        "show.to_move": "to move: seat {seat} (turn {turn} of {total})",
        "show.over": "the game is over",
        "show.seen_by": "(as seen by seat {seat})",
    },
)
