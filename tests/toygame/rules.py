"""Tic-tac-toe's rule catalogue (the game is folklore; sections name the usual rules)."""

from __future__ import annotations

from engine.core import Rule, RuleCatalogue

RULES = RuleCatalogue(
    [
        Rule("tictactoe.turn", "Turns", "X moves first, then the players alternate.", "Play"),
        Rule("tictactoe.cell", "Marking", "A move marks one empty cell of the 3x3 grid.", "Play"),
        Rule("tictactoe.line", "Three in a row", "Three own marks in a line win.", "Winning"),
        Rule("tictactoe.draw", "Full grid", "A full grid with no line is a draw.", "Winning"),
        Rule(
            "tictactoe.position",
            "Positions",
            "A position is 'tictactoe/1:', the grid and whose turn.",
            "",
            ruling=True,
        ),
        Rule("tictactoe.over", "The end", "Nothing is played once the game is over.", "Winning"),
    ]
)
