"""Sakura's short move notation (docs/games/sakura.md has the whole story).

- ``L:B7`` covers the left pile with the blue 7 (``R:`` the right pile);
  ``L:B7+2`` is the same with a Cook hired for it: B7 counts as 9 (``-2``: 5).
- ``xR:G3`` takes the right pile as tricks and starts it again with G3.
- ``$3=S`` hires the Samurai from the 3-coin place of the row; ``$row`` pays 6
  coins for a new row; ``end`` ends the turn.
- ``deal:P1,B5,../G2,..;piles=B7,G4;chars=S,C1,..`` is the dealer's deal (hands by
  seat); ``shuffle:S,C1,..`` the dealer's reshuffle of the character discard pile.
  Recorded from one seat, a hand not seen is ``?`` and only the row's five characters
  are named (``deal:?/B1,..;piles=B7,G4;chars=S,C1,C2,C1,S``), and each refill of the
  row is the dealer's ``turn:C2`` (the characters turned face up, in order).
  Each move is one word, so a script of moves splits on spaces (lessons, tests);
  spaces in place of ``:`` and ``;`` are read too (``deal H1/H2 piles=.. chars=..``).
"""

from __future__ import annotations

import re
from typing import Final

from engine.sakura import cards as C
from engine.sakura.game import (
    HAND_SIZE,
    UNKNOWN,
    Deal,
    End,
    Hire,
    Move,
    Play,
    Refill,
    Replace,
    Shuffle,
    State,
    Take,
)

_CARD: Final = r"[A-Za-z]\d{1,2}"
_PILE_RE: Final = re.compile(
    rf"^\s*(?P<take>[xX])?\s*(?P<pile>[LlRr])\s*:\s*(?P<card>{_CARD})\s*"
    r"(?P<cook>[+-]\s*\d{1,2})?\s*$"
)
_HIRE_RE: Final = re.compile(r"^\s*\$\s*(?P<slot>\d)\s*=\s*(?P<code>[A-Za-z][A-Za-z0-9]?)\s*$")
_REPLACE_RE: Final = re.compile(r"^\s*\$\s*row\s*$", re.IGNORECASE)
_END_RE: Final = re.compile(r"^\s*end\s*$", re.IGNORECASE)
_PART: Final = r"[^\s;]+"
_DEAL_RE: Final = re.compile(
    rf"^\s*deal(?:\s+|:)(?P<hands>{_PART})(?:\s+|;)piles\s*=\s*(?P<piles>{_PART})"
    rf"(?:\s+|;)chars\s*=\s*(?P<chars>{_PART})\s*$",
    re.IGNORECASE,
)
_SHUFFLE_RE: Final = re.compile(r"^\s*shuffle(?:\s+|:)(?P<chars>\S+)\s*$", re.IGNORECASE)
_REFILL_RE: Final = re.compile(r"^\s*turn(?:\s+|:)(?P<chars>\S+)\s*$", re.IGNORECASE)

PLAYER_HELP: Final = "write L:B7, L:B7+2 (with a Cook), xR:G3 (take), $3=S (hire), $row or end"


def move_text(move: Move) -> str:
    if isinstance(move, Play):
        cook = f"{move.cook:+d}" if move.cook else ""
        return f"{move.pile}:{move.card}{cook}"
    if isinstance(move, Take):
        return f"x{move.pile}:{move.card}"
    if isinstance(move, Hire):
        return f"${move.slot}={move.character}"
    if isinstance(move, Replace):
        return "$row"
    if isinstance(move, End):
        return "end"
    if isinstance(move, Refill):
        return f"turn:{','.join(move.characters)}"
    if isinstance(move, Deal):
        hands = "/".join(_hand_text(hand) for hand in move.hands)
        return f"deal:{hands};piles={','.join(move.piles)};chars={','.join(move.characters)}"
    return f"shuffle:{','.join(move.characters)}"


def parse_move(state: State, text: str) -> Move:
    """Read the notation of :func:`move_text`.

    A player's move is made for the seat whose turn it is (or was, while the dealer
    acts), so that ``apply`` can say why it is not the time for it.
    """
    if re.match(r"^\s*(deal|shuffle|turn)\b", text, re.IGNORECASE):
        return _parse_chance(state, text)
    seat = state.seat
    m = _PILE_RE.match(text)
    if m:
        card = C.CODES[C.parse_card(m["card"])]
        pile = m["pile"].upper()
        cook = int(m["cook"].replace(" ", "")) if m["cook"] else 0
        if m["take"]:
            if cook:
                raise ValueError(f"'{text}': a taken pile restarts with a plain card, no Cook")
            return Take(seat, pile, card)
        return Play(seat, pile, card, cook)
    m = _HIRE_RE.match(text)
    if m:
        return Hire(seat, int(m["slot"]), m["code"].upper())
    if _REPLACE_RE.match(text):
        return Replace(seat)
    if _END_RE.match(text):
        return End(seat)
    raise ValueError(f"'{text}' is not a Sakura move: {PLAYER_HELP}")


def _hand_text(hand: tuple[str, ...]) -> str:
    """A hand's cards, or ``?`` for a hand the recording seat did not see."""
    if hand and all(code == UNKNOWN for code in hand):
        return UNKNOWN
    return ",".join(hand)


def _hand(state: State, text: str) -> tuple[str, ...]:
    """A hand of a deal: its cards, or ``?`` (``?14``) for one not seen."""
    text = text.strip()
    if text.startswith(UNKNOWN):
        size = HAND_SIZE.get(state.players, 0)
        said = text[1:].strip()
        if said and (not said.isdigit() or len(said) > 2 or int(said) != size):
            raise ValueError(f"'{text}': a hand not seen is ? (it holds {size} cards)")
        return (UNKNOWN,) * size
    return tuple(C.CODES[C.parse_card(c)] for c in _codes(text))


def _codes(text: str) -> tuple[str, ...]:
    return tuple(part.strip().upper() for part in text.split(",") if part.strip())


def _parse_chance(state: State, text: str) -> Deal | Shuffle | Refill:
    m = _SHUFFLE_RE.match(text)
    if m:
        return Shuffle(_codes(m["chars"]))
    m = _REFILL_RE.match(text)
    if m:
        return Refill(_codes(m["chars"]))
    m = _DEAL_RE.match(text)
    if not m:
        raise ValueError(
            f"'{text}' is not a dealer's move: write 'deal:P1,B2,../G3,..;piles=B7,G3;"
            "chars=S,C1,..', 'shuffle:S,C2,..' or 'turn:C2'"
        )
    piles = _codes(m["piles"])
    if len(piles) != 2:
        raise ValueError(f"'{m['piles']}': name the two pile cards, left then right, e.g. B7,G3")
    hands = tuple(_hand(state, h) for h in m["hands"].split("/"))
    return Deal(
        hands=hands,
        piles=(C.CODES[C.parse_card(piles[0])], C.CODES[C.parse_card(piles[1])]),
        characters=tuple(code for code in _codes(m["chars"]) if code != UNKNOWN),
    )
