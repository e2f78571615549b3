"""Miyabi's words shown to players, by stable id: object and tile names, refusals, what
a move did, niwa show and the legend. English here; Spanish in ``words.es.toml``
(``engine.translations.Words``: the same ids and placeholders, checked). Tile ids and
moves (``K2-c3E``) are the same in every language: they are what replays store.
"""

from __future__ import annotations

from pathlib import Path

from engine.translations import Words

WORDS = Words(
    Path(__file__).parent,
    {
        "dealer": "the box",  # the CHANCE actor, as DECLARATION.dealer_name says it
        # the objects: name, and what is counted (one / many)
        "object.M": "maple",
        "object.P": "pagoda",
        "object.K": "koi pond",
        "object.A": "azalea",
        "object.B": "boxwood",
        "object.S": "stone",
        "count.M.one": "{n} maple",
        "count.M.many": "{n} maples",
        "count.P.one": "{n} pagoda",
        "count.P.many": "{n} pagodas",
        "count.K.one": "{n} fish",
        "count.K.many": "{n} fish",
        "count.A.one": "{n} azalea",
        "count.A.many": "{n} azaleas",
        "count.B.one": "{n} boxwood",
        "count.B.many": "{n} boxwoods",
        "count.S.one": "{n} stone",
        "count.S.many": "{n} stones",
        "unit.M": "maple",
        "unit.P": "pagoda",
        "unit.K": "fish",
        "unit.A": "azalea",
        "unit.B": "boxwood",
        "unit.S": "stone",
        "units.M": "maples",
        "units.P": "pagodas",
        "units.K": "fish",
        "units.A": "azaleas",
        "units.B": "boxwoods",
        "units.S": "stones",
        "shape.1": "single",
        "shape.2": "double",
        "shape.L": "left corner",
        "shape.R": "right corner",
        "shape.I": "straight",
        "tile": "{shape} {object} ({count})",
        # the legend: what the notation means
        "legend.squares": "A square shows its layer, then a letter per object; '.' bare board.",
        "legend.tiles": (
            "Tiles: the object's letter, then 1 single, 2 double, L or R a corner turning "
            "left or right, I a straight (M2: a double maple)."
        ),
        # refusals
        "refused.over": "the game is over: the last building round is done",
        "refused.reveal_first": "the round's tiles must be laid out first",
        "refused.not_your_turn": "it is seat {seat}'s turn, not seat {mover}'s",
        "refused.not_a_move": "{move} is not a Miyabi move",
        "refused.revealed": "this round's tiles are already on offer",
        "refused.no_tile": "there is no tile '{tile}' (ids are like M1, K2, PL, AR or SI)",
        "refused.reveal_size": (
            "a round lays out {size} {group} tiles with {players} players, not {got}"
        ),
        "refused.box": "only {left} {tile} left in the box, not {count}",
        "refused.fits": (
            "a tile on offer still fits in your garden: you may pass only when none does"
        ),
        "refused.not_on_offer": "no {tile} is on offer",
        "refused.no_cell": "there is no cell '{cell}' (columns a-f, rows 1-6, e.g. c3)",
        "refused.single_facing": "a single has no facing: write {tile}-{cell}",
        "refused.say_facing": "say which way {tile} runs from {cell}: N, E, S or W",
        "refused.outside": "{tile} on {cell} facing {facing} would stick out of the grid",
        "refused.row": "{units} belong in row {row}, not row {given}",
        "refused.lantern": "column {column} already has its lantern this round",
        "refused.overhang": (
            "part of the tile would rest on the bare board and part on tiles (heights {where})"
        ),
        "refused.level": "the tiles underneath are not level (heights {where})",
        "group.single": "single",
        "group.double": "double",
        "group.corner": "corner",
        "group.straight": "straight",
        # what happened
        "log.reveal": "round {round}: {tiles} on offer",
        "log.bonsai": "holds the bonsai and starts",
        "log.placed": "placed {tile} on {cell}, layer {layer}; lantern on column {column}",
        "log.placed_facing": (
            "placed {tile} on {cell} facing {facing}, layer {layer}; lantern on column {column}"
        ),
        "log.pass": "cannot place a tile and is out this round",
        "log.leave": "unused tiles leave the game: {tiles}",
        "log.next_bonsai": "receives the bonsai and starts the next round",
        "log.round": "scored {points} in round {round}: {parts}",
        "log.round_tiles": "{tiles} placed",
        "log.round_lanterns": "{lanterns} used",
        "log.round_bonus": "the {object} bonus tile (+{bonus})",
        "log.round_passed": "passed",
        "count.tile.one": "{n} tile",
        "count.tile.many": "{n} tiles",
        "count.lantern.one": "{n} lantern",
        "count.lantern.many": "{n} lanterns",
        "count.point.one": "{n} point",
        "count.point.many": "{n} points",
        "count.object.one": "{n} object",
        "count.object.many": "{n} objects",
        "count.square.one": "{n} square",
        "count.square.many": "{n} squares",
        "count.green.one": "{n} green square",
        "count.green.many": "{n} green squares",
        "score.layer": "{objects} x layer {layer}",
        "score.bonus": (
            "first {object} on layer {bonus_layer} or higher (layer {layer}): the bonus tile"
        ),
        "score.bonus_subject": "{object} bonus",
        "sheet.bonus": "{name} bonus",
        "score.row": "row {row} ({object}): {objects} visible, {place}",
        "score.row_subject": "row {row} ({object})",
        "place.most": "the most",
        "place.second": "the second most",
        "place.tie_first": "tied for the most",
        "place.tie_second": "tied for second",
        "score.colourful": "{objects} joined on {squares}",
        "score.colourful_subject": "Colourful garden",
        "score.meadow": "{squares} joined",
        "score.meadow_subject": "Big meadow",
        # niwa show
        "show.bonsai": "bonsai",
        "show.to_move_mark": "to move",
        "show.passed": "passed",
        "show.seat": "seat {seat}: {points}{marks}",
        "show.lanterns": "lanterns",
        "show.none": "(none)",
        "show.squares": (
            "Squares: height, then a letter per visible object (M maple, P pagoda, K fish,\n"
            "A azalea, B boxwood, S stone); a lone height is green, '.' bare board."
        ),
        "show.round": "building round {round} of {rounds}",
        "show.offer": "on offer: {tiles}",
        "show.box": "in the box: {box} tiles; out of the game: {removed}",
        "show.bonus_holder": " (seat {seat})",
        "show.bonuses": "5th-layer bonus tiles: {bonuses}",
        "show.to_move_dealer": "to move: the dealer lays out the round's tiles",
        "show.to_move": "to move: seat {seat}",
        "show.over": "the game is over",
        "show.seen_by": "(as seen by seat {seat})",
    },
)
