"""How Sakura's cards look: each card on its colour AND with its letter and value.

The four suits are niwa's labels (engine/sakura/cards.py): pink, blue, green and
yellow. A card is drawn as its code on a light face edged in the suit's colour, so
a colour-blind player or a monochrome terminal still reads ``B7``; its symbols are
ASCII: ``*`` a shuriken, ``$`` a coin. Hidden cards are backs: ``##``.
"""

from __future__ import annotations

from typing import Final

from rich.style import Style
from rich.text import Text

from engine.sakura import cards as C
from engine.sakura.deck import Deck
from engine.sakura.words import WORDS

SUIT_COLOURS: Final = ("#c2185b", "#1565c0", "#2e7d32", "#9a7d0a")
"""Pink, blue, green, yellow: dark enough to read on the light card face."""
CARD_FACE: Final = "#fbf6ea"
BACK_STYLE: Final = Style(color="#d7ccc8", bgcolor="#5d4037", bold=True)
DIM: Final = Style(color="#9e9e9e")

HIGHLIGHT_BG: Final = {
    "target": "#a5d6a7",  # a pile the picked card may go to
    "refused": "#ef9a9a",  # the pile of a refused move
    "last": "#ffe0b2",  # the pile or character of the last move
    "score": "#fff59d",  # cards a score counted
    "lesson": "#fff59d",  # what a lesson step points at
    "row": "#bbdefb",
    "picked": "#ffcc80",  # the card in hand being placed
    "hint": "#ce93d8",  # the pile or character of the hinted move, underlined too
}


def card_style(card: int, mark: str | None = None) -> Style:
    face = HIGHLIGHT_BG.get(mark or "", CARD_FACE)
    return Style(color=SUIT_COLOURS[C.colour_of(card)], bgcolor=face, bold=True)


def card_text(card: int, mark: str | None = None, width: int = 3) -> Text:
    """A card as its code on its face (``B7 ``, ``Y13``), or a back for a hidden card."""
    if card == C.HIDDEN:
        return Text("#" * width, BACK_STYLE)
    return Text(f"{C.code(card):<{width}}", card_style(card, mark))


def code_text(code: str) -> Text:
    """A card given by its code, no wider than the code (in a sentence or on a button)."""
    return card_text(C.BY_CODE[code], width=len(code))


def symbols(deck: Deck, card: int) -> str:
    """The symbols printed on a card: ``*`` per shuriken, ``$`` per coin (``**$``)."""
    return "*" * deck.card_shurikens[card] + "$" * deck.card_coins[card]


def colour_legend() -> list[Text]:
    """One line per suit: a sample card in its colour and the colour's name."""
    lines = []
    for i, colour in enumerate(C.COLOURS):
        line = Text()
        line.append_text(card_text(C.card_of(i, 7)))
        line.append(f" {WORDS('legend.colour', code=colour.code, colour=C.colour_name(i))}")
        lines.append(line)
    lines.append(Text(WORDS("legend.symbols")))
    return lines
