"""One adapter for every game: the engine contract (:class:`engine.core.Game`) assembled
from a game's declaration and its modules of rule functions.

A game writes its rules as plain module functions (``game.py``: ``new_game``,
``apply`` ...; its notation, position, text and hidden-information modules beside
it) and fills in a :class:`~engine.core.Declaration`; ``engine/<game>/contract.py``
then builds ``GAME = Adapter(...)`` in a few declarative lines. The functions are
bound as they are (no extra call per move: playouts call ``apply`` millions of
times), and the declaration's fields are exposed under the contract's names.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from engine.core import Declaration, FinalScoring, Problem, RuleCatalogue, Step
from engine.i18n import N_, _
from engine.translations import Words
from engine.words import singular, units

DEFAULT_DEALER = N_("the dealer")
"""What a sentence calls the CHANCE actor of a game that declares none (it never acts)."""


class Adapter:
    """The contract for one game. Modules, each providing the named functions:

    - ``play``: ``new_game seats sides side_of to_move is_over round_of legal_moves apply
      scores final_scoring view sample_chance``;
    - ``notation``: ``move_text parse_move``;
    - ``position``: ``position_text parse_position check_position standing``, and
      ``FIELDS`` (the names of the position line's fields, in order: the editor's form);
    - ``text``: ``describe``; ``hidden``: ``determinize``.
    """

    new_game: Callable[[Any], Any]
    seats: Callable[[Any], int]
    sides: Callable[[Any], tuple[str, ...]]
    side_of: Callable[[Any, int], int]
    to_move: Callable[[Any], int]
    is_over: Callable[[Any], bool]
    round_of: Callable[[Any], int]
    legal_moves: Callable[[Any], Sequence[Any]]
    apply: Callable[[Any, Any], Step[Any]]
    scores: Callable[[Any], tuple[int, ...]]
    final_scoring: Callable[[Any], FinalScoring]
    view: Callable[[Any, int | None], Any]
    sample_chance: Callable[[Any, random.Random], Any]
    move_text: Callable[[Any], str]
    parse_move: Callable[[Any, str], Any]
    describe: Callable[[Any, int | None], str]
    position_text: Callable[[Any], str]
    parse_position: Callable[[str], Any]
    check_position: Callable[[Any], list[Problem]]
    standing: Callable[[Any], FinalScoring]
    position_fields: tuple[str, ...]
    determinize: Callable[[Any, int, random.Random], Any]

    def __init__(
        self,
        declaration: Declaration,
        *,
        rules: RuleCatalogue,
        move_types: tuple[type[Any], ...],
        play: ModuleType,
        notation: ModuleType,
        position: ModuleType,
        text: ModuleType,
        hidden: ModuleType,
        words: Words | None = None,
    ) -> None:
        self.declaration = declaration
        self.words = words
        """The game's words (``engine/<game>/words.py``), for its score unit's name."""
        self.rules = rules
        self.move_types = move_types
        self.new_game = play.new_game
        self.seats = play.seats
        self.sides = play.sides
        self.side_of = play.side_of
        self.to_move = play.to_move
        self.is_over = play.is_over
        self.round_of = play.round_of
        self.legal_moves = play.legal_moves
        self.apply = play.apply
        self.scores = play.scores
        self.final_scoring = play.final_scoring
        self.view = play.view
        self.sample_chance = play.sample_chance
        self.move_text = notation.move_text
        self.parse_move = notation.parse_move
        self.position_text = position.position_text
        self.parse_position = position.parse_position
        self.check_position = position.check_position
        self.standing = position.standing
        self.position_fields = tuple(position.FIELDS)
        self.describe = text.describe
        self.determinize = hidden.determinize

    def __repr__(self) -> str:
        return f"<game {self.id}>"

    # The declaration under the contract's names, so existing callers keep working.

    @property
    def id(self) -> str:
        return self.declaration.id

    @property
    def title(self) -> str:
        return self.declaration.title

    @property
    def options_type(self) -> type[Any]:
        return self.declaration.options_type

    @property
    def lower_wins(self) -> bool:
        return self.declaration.lower_wins

    @property
    def score_unit(self) -> str:
        return self.declaration.score_unit

    def units(self, n: int) -> str:
        """``n`` of the game's score unit agreeing with it, in the language spoken ("1
        punto", "3 shurikens"): the game's words ``count.<unit>.one/many`` where it has
        them, else the declared unit in English."""
        noun = singular(self.score_unit)
        if self.words is not None and self.words.has(f"count.{noun}.one"):
            return self.words.count(n, noun)
        return units(n, self.score_unit)

    @property
    def dealer_name(self) -> str:
        """The declared dealer, in the language spoken where the game's words name it
        (``dealer``: "la bolsa"), else as declared."""
        if self.words is not None and self.words.has("dealer"):
            return self.words("dealer")
        return self.declaration.dealer_name or _(DEFAULT_DEALER)

    @property
    def playout_horizon(self) -> str:
        return self.declaration.playout_horizon

    @property
    def determinize_loose_rules(self) -> frozenset[str]:
        return self.declaration.determinize_loose_rules
