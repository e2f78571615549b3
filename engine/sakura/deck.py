"""The deck data: card symbols, the character deck and the yin-yang tokens.

Our rulebook stops inside the character list, so these values are niwa's rulings
(shared/rules-facts.md) kept in ``deck.toml`` beside this module, read once at
import. A player whose copy differs writes their own file and decodes it with
:func:`load_deck`; the resulting :class:`Deck` goes into ``Options.deck``. The
deck is part of the options, so a replay carries the values it was played with
and the engine itself never reads a file.
"""

from __future__ import annotations

from functools import cached_property
from importlib.resources import files
from typing import Annotated, Final, Literal

import msgspec

from engine.safe_text import text_problem
from engine.sakura.cards import N_CARDS, VALUES, value_of

MAX_DECK_BYTES: Final = 16_384
"""A deck file larger than this is refused unread: the real one is under 2 KB."""

MAX_KINDS: Final = 8
MAX_COPIES: Final = 15
"""At most 8 kinds of character, up to 15 cards of each."""
MAX_DECK_NAME: Final = 40
MAX_CHARACTER_NAME: Final = 24
"""Deck and character names are shown: one visible line each (engine.safe_text)."""

Symbols = Annotated[int, msgspec.Meta(ge=0, le=9)]
ByValue = Annotated[tuple[Symbols, ...], msgspec.Meta(min_length=VALUES, max_length=VALUES)]


class Character(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One kind of character card: ``count`` copies in the character deck.

    ``power`` is ``flip`` (turn the yin-yang card over) or ``cook`` (the next card
    played counts as its value plus or minus exactly ``amount``).
    """

    code: Annotated[str, msgspec.Meta(pattern=r"^[A-Z][A-Z0-9]?$")]
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_CHARACTER_NAME)]
    power: Literal["flip", "cook"]
    count: Annotated[int, msgspec.Meta(ge=0, le=MAX_COPIES)]
    amount: Annotated[int, msgspec.Meta(ge=0, le=VALUES - 1)] = 0


class Deck(msgspec.Struct, frozen=True, forbid_unknown_fields=True, dict=True):
    """Symbols per card value (index 0 is value 1) and the character deck.

    The cached properties spell the data out per card and per character kind, once
    per deck, for the rules' hot paths; they are not part of the encoded deck.
    """

    name: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_DECK_NAME)]
    shurikens: ByValue
    coins: ByValue
    characters: Annotated[tuple[Character, ...], msgspec.Meta(min_length=1, max_length=MAX_KINDS)]
    tokens_each: Annotated[int, msgspec.Meta(ge=0, le=9)] = 1

    def character_deck(self) -> tuple[int, ...]:
        """Every character card as its kind index, kinds in file order."""
        return tuple(kind for kind, c in enumerate(self.characters) for _ in range(c.count))

    @cached_property
    def card_shurikens(self) -> tuple[int, ...]:
        """Shurikens on each card, by card id."""
        return tuple(self.shurikens[value_of(card) - 1] for card in range(N_CARDS))

    @cached_property
    def card_coins(self) -> tuple[int, ...]:
        """Coin symbols on each card, by card id."""
        return tuple(self.coins[value_of(card) - 1] for card in range(N_CARDS))

    @cached_property
    def codes(self) -> tuple[str, ...]:
        """Each character kind's code."""
        return tuple(c.code for c in self.characters)

    @cached_property
    def cook_amounts(self) -> tuple[int, ...]:
        """Each character kind's Cook amount; 0 for a kind that is no Cook."""
        return tuple(c.amount if c.power == "cook" else 0 for c in self.characters)


ROW_SIZE: Final = 5
"""Characters face up for hire (the rulebook's costs 1..5)."""


def deck_problem(deck: Deck) -> str | None:
    """Why a deck cannot be played, or None. Checks what field types cannot say."""
    for what, text, longest in (
        ("the deck's name", deck.name, MAX_DECK_NAME),
        *((f"character {c.code}'s name", c.name, MAX_CHARACTER_NAME) for c in deck.characters),
    ):
        problem = text_problem(text, what, longest)
        if problem:
            return problem
    codes = [c.code for c in deck.characters]
    if len(set(codes)) != len(codes):
        return "two kinds of character share a code"
    for c in deck.characters:
        if c.power == "cook" and c.amount == 0:
            return f"the cook {c.code} needs an amount of 1 or more"
        if c.power == "flip" and c.amount:
            return f"{c.code} flips the yin-yang card and takes no amount"
    if len(deck.character_deck()) < ROW_SIZE:
        return f"the character deck needs at least {ROW_SIZE} cards to fill the row"
    return None


def load_deck(data: bytes | str) -> Deck:
    """Decode a deck file (TOML) strictly; raise ValueError saying what is wrong."""
    raw = data.encode() if isinstance(data, str) else data
    if len(raw) > MAX_DECK_BYTES:
        raise ValueError(f"a deck file is at most {MAX_DECK_BYTES} bytes")
    try:
        deck = msgspec.toml.decode(raw, type=Deck)
    except (msgspec.DecodeError, UnicodeDecodeError) as err:
        raise ValueError(f"bad deck file: {err}") from None
    except RecursionError:  # TOML nested a thousand deep
        raise ValueError("bad deck file: nested too deep") from None
    problem = deck_problem(deck)
    if problem:
        raise ValueError(f"bad deck file: {problem}")
    return deck


# Shipped inside the package: niwa's own data, read whole (no untrusted-file checks).
DEFAULT_DECK: Final = load_deck(files("engine.sakura").joinpath("deck.toml").read_bytes())
"""niwa's rulings, from ``engine/sakura/deck.toml``."""
