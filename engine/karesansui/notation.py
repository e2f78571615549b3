"""Karesansui's short move notation (documented in docs/games/karesansui.md).

    +2R          the bag gives a red II (setup, a pile, or the passer's rock)
    +K           the black stone is drawn
    1R1R2W@2     bid 1R 1R 2W on pile 2
    -@3          bid nothing on pile 3
    pass         pass (ends the bidding)
    T:3R3R3R     surrender Trips (F: a Foursome, S: a Straight Flush)
    done         my garden is free of forbidden sets

The seat is always whoever is to move, so it is never written. Rocks may be typed
in any order, in either case, with spaces or commas between them; the move
always holds them in niwa order.
"""

from __future__ import annotations

import re
from typing import Final

from engine.core import CHANCE
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import State, to_move
from engine.karesansui.moves import Bid, Done, Draw, Move, Pass, Surrender

_KIND_LETTERS: Final = {C.DECKS[k].code: k for k in (C.TRIPS, C.FOURSOME, C.FLUSH)}
_ROCK_RE: Final = re.compile(r"([0-9])\s*([A-Za-z])")
_DRAW_RE: Final = re.compile(r"^\s*\+?\s*(?P<rock>[0-9]?\s*[A-Za-z])\s*$")
_BID_RE: Final = re.compile(r"^\s*(?P<rocks>[-0-9A-Za-z,.\s]*?)\s*@\s*(?P<pile>[0-9]+)\s*$")
_SURRENDER_RE: Final = re.compile(r"^\s*(?:(?P<kind>[A-Za-z])\s*:)?\s*(?P<rocks>[0-9A-Za-z,.\s]+)$")


def rocks_text(codes: tuple[str, ...]) -> str:
    """Rock codes run together, as in a move: ``1R1R2W``; ``-`` for none."""
    return "".join(codes) or "-"


def move_text(move: Move) -> str:
    if isinstance(move, Draw):
        return f"+{move.rock}"
    if isinstance(move, Bid):
        return f"{rocks_text(move.rocks)}@{move.pile + 1}"
    if isinstance(move, Pass):
        return "pass"
    if isinstance(move, Done):
        return "done"
    return f"{_kind_letter(move.rocks)}:{rocks_text(move.rocks)}"


def _kind_letter(codes: tuple[str, ...]) -> str:
    types = [R.BY_CODE.get(code, -1) for code in codes]
    kind = None if -1 in types else R.kind_of(tuple(sorted(types)))
    return "X" if kind is None else C.DECKS[kind].code


def parse_rocks(text: str) -> tuple[str, ...]:
    """Rock codes from text such as ``2r 1R,1r``: checked and put in niwa order."""
    body = re.sub(r"[\s,.]", "", text)
    if body in ("", "-"):
        return ()
    found = _ROCK_RE.findall(body)
    if "".join(v + c for v, c in found) != body:
        raise ValueError(f"'{text}' is not a list of rocks; write them like 1R1R2W or 1R 2W")
    types = []
    for value, colour in found:
        code = value + colour.upper()
        if code not in R.BY_CODE:
            raise ValueError(
                f"there is no rock '{code}': values are 1-3, colours W Y R G B (e.g. 2R)"
            )
        types.append(R.BY_CODE[code])
    return R.codes(sorted(types))


def parse_move(state: State, text: str) -> Move:
    """Read the notation of :func:`move_text`; the player is whoever is to move."""
    actor = to_move(state)
    if actor == CHANCE:
        m = _DRAW_RE.match(text)
        if not m:
            raise ValueError(f"'{text}' is not a draw; write the rock drawn, e.g. +2R or +K")
        rock = re.sub(r"\s", "", m["rock"]).upper()
        if rock != C.BLACK_CODE:
            rock = parse_rocks(rock)[0]
        return Draw(rock)
    seat = max(actor, 0)
    word = text.strip().lower()
    if word == "pass":
        return Pass(seat)
    if word == "done":
        return Done(seat)
    m = _BID_RE.match(text)
    if m:
        return Bid(seat, int(m["pile"]) - 1, parse_rocks(m["rocks"]))
    m = _SURRENDER_RE.match(text)
    if m and re.search(r"[0-9]", text):
        rocks = parse_rocks(m["rocks"])
        if m["kind"]:
            kind = _KIND_LETTERS.get(m["kind"].upper())
            if kind is None:
                raise ValueError(
                    f"'{m['kind']}' is no forbidden set: write T (Trips), F (Foursome) "
                    "or S (Straight Flush)"
                )
            found = R.kind_of(tuple(R.BY_CODE[c] for c in rocks))
            if found != kind:
                what = "no forbidden set" if found is None else f"a {C.DECKS[found].name}"
                raise ValueError(f"{R.text([R.BY_CODE[c] for c in rocks])} is {what}")
        return Surrender(seat, rocks)
    raise ValueError(
        f"'{text}' is not a move; write a bid like 1R2W@1 or -@2, pass, "
        "a surrender like T:3R3R3R, or done"
    )
