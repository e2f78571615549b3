"""The engine contract every game follows.

A game is a set of pure functions over immutable states. Chance (shuffles, bag
draws, deals) is not hidden inside ``apply``: it is a move made by the
:data:`CHANCE` actor that carries its outcome, so a move list alone replays a game
exactly, a tabletop game can be typed in by hand, and rewinding is free.

Every point a player earns arrives as a :class:`Score` event naming the rule it
comes from, so a score can always be explained and always equals the sum of its
events.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Generic, Literal, Protocol, TypeVar

import msgspec

from engine.i18n import _

if TYPE_CHECKING:
    from engine.language import Language

CHANCE = -1
"""The actor id of the dealer: whoever draws from the bag, shuffles or deals."""


class Rule(msgspec.Struct, frozen=True):
    """One entry of a game's rule catalogue.

    ``text`` is our own short paraphrase, never the rulebook's words; ``section``
    names the rulebook sections it comes from (their titles as printed, joined by
    ``"; "``; empty where the rulebook does not cover it) so a player can check
    their copy. ``citation`` words it for players; no file name belongs here.
    ``ruling`` marks niwa's decision where the rulebook is silent or ambiguous.
    """

    id: str
    title: str
    text: str
    section: str
    ruling: bool = False


RULEBOOK_SECTIONS = "; "
"""What separates the rulebook sections a ``Rule.section`` names."""


def citation(rule: Rule) -> str:
    """Where a rule comes from, as a player reads it: ``Rulebook: «Preparar, paso 4»``,
    with ``niwa's ruling`` where niwa decided what the rulebook leaves open, and
    ``Not in the rulebook`` for what it does not cover. The one formatter every
    screen and command cites a rule with, so no file name and no rule text twice.
    """
    sections = [part for part in rule.section.split(RULEBOOK_SECTIONS) if part.strip()]
    quoted = ", ".join(f"«{part.strip()}»" for part in sections)
    where = _("Rulebook: {sections}").format(sections=quoted) if sections else not_in_rulebook()
    return _("{where}; niwa's ruling").format(where=where) if rule.ruling else where


def not_in_rulebook() -> str:
    """A rule's source where the rulebook does not cover it, as a player reads it."""
    return _("Not in the rulebook")


class RuleCatalogue:
    """The rules of one game, by id, in the order a player meets them.

    A rule's title and paraphrase are given in English; ``folder`` (the game's own
    folder) may hold them in other languages (``rules.es.toml``: a table per rule id
    with its ``title`` and ``text``; ``engine.translations``). Every lookup answers in
    the language spoken when it is made (``engine.language.current_language``), so
    screens, commands and lessons cite a rule in the player's language without knowing
    it; the id, the rulebook sections (quoted as printed) and the ruling mark are the
    same in every language.
    """

    TRANSLATED: Final = ("title", "text")
    """The fields of a :class:`Rule` written in a language."""

    def __init__(self, rules: Sequence[Rule], folder: Path | None = None) -> None:
        self._rules = tuple(rules)
        self._by_id = {rule.id: rule for rule in self._rules}
        if len(self._by_id) != len(self._rules):
            raise ValueError("duplicate rule id in catalogue")
        self._index = {rule.id: i for i, rule in enumerate(self._rules)}
        # Imported here, not at the top: engine.core is read by the home screen's cheap
        # path (the declarations), which builds no catalogue.
        from engine.translations import Texts

        self.texts = Texts(
            {rule.id: {"title": rule.title, "text": rule.text} for rule in self._rules},
            folder,
            "rules",
        )
        self._spoken: dict[Language, tuple[Rule, ...]] = {}

    def in_language(self, language: Language) -> tuple[Rule, ...]:
        """Every rule, its title and paraphrase in ``language`` (English where it has none)."""
        if language not in self._spoken:
            table = self.texts.table(language)
            self._spoken[language] = tuple(
                msgspec.structs.replace(rule, **table[rule.id]) for rule in self._rules
            )
        return self._spoken[language]

    def rule_in(self, rule_id: str, language: Language) -> Rule:
        """One rule in ``language``, whatever the language spoken (an answer the engine
        computes is in English, the language its values are written in)."""
        return self.in_language(language)[self._index[rule_id]]

    def _current(self) -> tuple[Rule, ...]:
        from engine.language import current_language

        return self.in_language(current_language())

    def __getitem__(self, rule_id: str) -> Rule:
        return self._current()[self._index[rule_id]]

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._by_id

    def __iter__(self) -> Any:
        return iter(self._current())

    def __len__(self) -> int:
        return len(self._rules)

    def search(self, text: str) -> list[Rule]:
        """Rules whose id, title, paraphrase or section mention every word of ``text``,
        in the language spoken now; case and accents do not matter ("bonsai" finds
        "bonsái")."""
        from engine.translations import folded

        words = folded(text).split()
        return [
            rule
            for rule in self._current()
            if all(
                word in folded(f"{rule.id} {rule.title} {rule.text} {rule.section}")
                for word in words
            )
        ]


class IllegalMove(Exception):
    """A move the rules forbid. The old state is untouched.

    ``rule`` is a rule id in the game's catalogue, so the refusal can always be
    explained with the rule it comes from.
    """

    def __init__(self, reason: str, rule: str) -> None:
        super().__init__(f"{reason} [{rule}]")
        self.reason = reason
        self.rule = rule


class Unseen(Exception):
    """The rules need something the position does not show (a ``?``): the cards under a
    pile's top, a face-down card's value, the next character of a face-down pile.

    Raised instead of guessing, so no answer ever scores an unknown piece as if it were
    a known one; ``engine/ask.py`` then answers over determinizations and says so.
    ``what`` names the unknown things in a player's words.
    """

    def __init__(self, what: str) -> None:
        super().__init__(
            _("it depends on what the position does not show: {what}").format(what=what)
        )
        self.what = what


class InvalidOptions(ValueError):
    """Options that describe no game the rules allow."""


class Event(msgspec.Struct, frozen=True, tag=True):
    """Something a move caused, worth telling a player."""


class Score(Event, frozen=True, tag="score"):
    """Points for one side, with the rule and what earned them.

    ``side`` is who scores: a seat, or a team where seats share a score.
    ``refs`` names the cells, cards or rocks involved (in the game's notation) so a
    screen can highlight them; ``detail`` is a short phrase for a sentence.
    ``private`` marks points only the scoring side may know (a face-down demerit
    card): a view as another seat shows that a score happened, not how much.
    ``subject`` is what scored, as a short label a score sheet can use for its row
    (a row ``P4``, a cell ``d5``, a deck ``trips``, ``round 2``, a variant's title),
    so screens and tests never parse ``detail``. Events are recomputed from the
    moves when a replay loads (they are not stored), so a new field costs no
    format change.
    """

    side: int
    points: int
    rule: str
    detail: str
    refs: tuple[str, ...] = ()
    private: bool = False
    subject: str = ""


def seat_word(seat: int) -> str:
    """A seat where no player's name is known: "seat 2" (how a Log writes the seats it
    names in ``others``, for the explanation layer to put names in)."""
    return f"seat {seat + 1}"


def name_of(names: Sequence[str], seat: int) -> str:
    """The player typed for ``seat``, or "seat N" in the language spoken where none is known."""
    if 0 <= seat < len(names) and names[seat].strip():
        return names[seat]
    return _("seat {number}").format(number=seat + 1)


class Log(Event, frozen=True, tag="log"):
    """A move's visible effect, told for the record.

    ``text`` is what everybody may know, a phrase whose subject is ``seat`` ("drew a
    tile", "passes"): screens put the player's name in front. ``private`` (when set) is
    the fuller version that only ``seat`` may see, e.g. which tile they drew.
    ``others`` are the other seats the text names: it writes each as ``seat N``
    (N = seat + 1, as :meth:`Game.sides` names a seat), in object position ("beating
    seat 2") or as a possessive ("seat 2's bid"), and the explanation layer puts the
    players' names in their place ("beating Ann", "your bid"). A text never names a
    seat it does not list (tests/replays/test_explain_names.py checks every game).
    """

    seat: int
    rule: str
    text: str
    refs: tuple[str, ...] = ()
    private: str | None = None
    others: tuple[int, ...] = ()


class GameOver(Event, frozen=True, tag="game_over"):
    """The game has ended; ``winners`` are sides."""

    winners: tuple[int, ...]
    rule: str


S = TypeVar("S")
M = TypeVar("M")
O = TypeVar("O")  # noqa: E741 - the options type, named like its siblings


class Step(msgspec.Struct, Generic[S], frozen=True):
    """What :meth:`Game.apply` returns: the new state and the events it caused."""

    state: S
    events: tuple[Event, ...]


class FinalScoring(msgspec.Struct, frozen=True):
    """The end of a game, explained.

    ``lines`` are the end-of-game Score events (the same ones ``apply`` emitted);
    ``during_play`` is each side's total from Score events before the end;
    ``totals`` adds both. ``tiebreak`` is the rule id that decided between tied
    sides, or None when the scores alone did; ``tiebreak_values`` is then each
    side's count under that rule (Sakura's coins, Karesansui's rocks), empty where
    the rule counts nothing (Seikatsu's turn order) or no tie-break was needed.
    A game that scores in rounds (Sakura) lists every round's lines, so a sheet
    shows one row per round; ``during_play`` is then the points outside them.
    """

    sides: tuple[str, ...]
    during_play: tuple[int, ...]
    lines: tuple[Score, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    tiebreak: str | None
    tiebreak_values: tuple[int, ...] = ()

    @classmethod
    def of(
        cls,
        sides: tuple[str, ...],
        totals: tuple[int, ...],
        lines: Sequence[Score],
        winners: tuple[tuple[int, ...], str],
        decided_by_scores: str,
        tiebreak_values: tuple[int, ...] = (),
    ) -> FinalScoring:
        """Build from the end lines and ``winners`` = (sides, rule id that decided).

        ``decided_by_scores`` is the game's plain "most points wins" rule id: when
        that decided, there was no tie-break (and ``tiebreak_values`` are dropped).
        """
        at_end = [0] * len(totals)
        for line in lines:
            at_end[line.side] += line.points
        won, rule = winners
        broken = rule != decided_by_scores
        return cls(
            sides=sides,
            during_play=tuple(t - e for t, e in zip(totals, at_end, strict=True)),
            lines=tuple(lines),
            totals=totals,
            winners=won,
            tiebreak=rule if broken else None,
            tiebreak_values=tiebreak_values if broken else (),
        )


class PositionError(ValueError):
    """A position string that does not parse (python-chess's ``set_fen`` refusing).

    ``field`` names the part of the notation that is wrong ("turn", "bag", "row 2")
    and ``column`` is the 1-based character where reading stopped, so one line can
    point at the mistake: ``turn (column 14): expected a seat 1..3, got '7'``.
    ``rule`` is the id, in the game's catalogue, of the rule the line breaks (the
    field's meaning, or the game's notation rule for the line's own shape), so a
    refusal cites its rule as a consistency problem does (``engine.ask.refusal``).
    """

    def __init__(self, message: str, field: str, column: int, rule: str) -> None:
        said = _("{field} (column {column}): {problem}")
        super().__init__(said.format(field=field, column=column, problem=message))
        self.message = message
        self.field = field
        self.column = column
        self.rule = rule


class Problem(msgspec.Struct, frozen=True):
    """One way a parsed position breaks the rules or the box (python-chess's
    ``is_valid`` saying why not): ``rule`` is a rule id of the game's catalogue and
    ``text`` says what is wrong in a player's words ("3 koi tiles on the board and
    in hands: the box has 2"). A position with problems can still be shown and
    asked about; every answer about it says that it is inconsistent."""

    rule: str
    text: str


Marks = tuple[tuple[str, float], ...]
"""A review's thresholds, worst mark first: ``(("blunder", 8.0), ("mistake", 4.0),
("slip", 1.5))``, each the least loss (in the game's unit) that earns the mark."""

MARK_NAMES: Final = ("blunder", "mistake", "slip")
"""The marks a review gives, worst first; every game declares a threshold for each."""


class PlayerCounts(msgspec.Struct, frozen=True):
    """The player counts a game allows, read from its options' ``players`` bounds."""

    least: int
    most: int
    default: int

    def __iter__(self) -> Any:
        return iter(range(self.least, self.most + 1))


_COUNTS: dict[type[Any], PlayerCounts] = {}


def player_counts(options_type: type[Any]) -> PlayerCounts:
    """The bounds of ``options_type``'s ``players`` field (``Annotated[int, Meta(ge=..,
    le=..)]``) and its default: the one place a game states how many may play."""
    found = _COUNTS.get(options_type)
    if found is None:
        found = _COUNTS[options_type] = _read_player_counts(options_type)
    return found


def _read_player_counts(options_type: type[Any]) -> PlayerCounts:
    info = msgspec.inspect.type_info(options_type)
    assert isinstance(info, msgspec.inspect.StructType), options_type
    for field in info.fields:
        if field.name == "players":
            kind = field.type
            if not isinstance(kind, msgspec.inspect.IntType) or kind.ge is None or kind.le is None:
                raise TypeError(f"{options_type.__name__}.players needs Meta(ge=..., le=...)")
            if not isinstance(field.default, int) or not kind.ge <= field.default <= kind.le:
                raise TypeError(
                    f"{options_type.__name__}.players needs a default within its bounds"
                )
            return PlayerCounts(kind.ge, kind.le, field.default)
    raise TypeError(f"{options_type.__name__} has no players field")


class Declaration(msgspec.Struct, frozen=True, kw_only=True):
    """What a game says of itself, so generic code reads it instead of guessing.

    Each game fills one in its own folder (``engine/<game>/declaration.py``), importing
    nothing of its rules: the registry reads titles and player counts from it without
    loading an engine. The adapter (:mod:`engine.adapter`) exposes its fields as the
    contract's attributes (``game.title``, ``game.lower_wins`` ...).
    """

    id: str
    title: str
    options_type: type[Any]
    """The options Struct; its ``players`` field's ``Meta(ge=, le=)`` bounds and its
    default are the game's player counts (:attr:`players`)."""
    score_unit: str
    """What a point is called: 'points', 'shurikens', 'demerits' (plural, for counts)."""
    review_marks: Marks
    """The review's thresholds in ``score_unit`` (see :data:`MARK_NAMES`)."""
    lower_wins: bool = False
    """True where the fewest points win (Sakura's shurikens, Karesansui's demerits)."""
    dealer_name: str | None = None
    """What the CHANCE actor is at this table ('the bag', 'the deck', 'the box'); None
    for a game with no chance (no draws, no deals: nobody to ask "who deals?")."""
    hides_information: bool = False
    """True where a seat's view hides something (hands, face-down cards): hot-seat play
    hands the device over, and the computer determinizes."""
    scores_by_round: bool = False
    """True where each round is scored in full (Sakura): score sheets have a row per round."""
    playout_horizon: Literal["game", "round"] = "game"
    """Where the computer's random playouts stop: the game's end, or the round's end for a
    game whose rounds are scored in full and dealt afresh (engine/players/search.py)."""
    determinize_loose_rules: frozenset[str] = frozenset()
    """Rules a determinized view may break (engine/players: the search needs less)."""

    def __post_init__(self) -> None:
        if tuple(mark for mark, _ in self.review_marks) != MARK_NAMES:
            raise TypeError(f"{self.id}: review_marks must name {MARK_NAMES}, worst first")
        least = [least for _, least in self.review_marks]
        if least != sorted(least, reverse=True) or least[-1] <= 0:
            raise TypeError(f"{self.id}: review thresholds must be positive, worst highest")

    @property
    def has_chance(self) -> bool:
        return self.dealer_name is not None

    @property
    def players(self) -> PlayerCounts:
        return player_counts(self.options_type)


class Game(Protocol[S, M, O]):
    """What every game module exposes. States and moves are immutable values.

    ``declaration`` is what the game says of itself; ``id``, ``title``, ``lower_wins``,
    ``score_unit``, ``dealer_name`` and ``options_type`` read it.
    """

    @property
    def declaration(self) -> Declaration: ...

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def options_type(self) -> type[O]: ...

    @property
    def move_types(self) -> tuple[type[Any], ...]:
        """msgspec tagged Structs, the union of which is this game's move type."""
        ...

    @property
    def rules(self) -> RuleCatalogue: ...

    @property
    def lower_wins(self) -> bool:
        """True where the fewest points win (Sakura's shurikens, Karesansui's demerits)."""
        ...

    @property
    def score_unit(self) -> str:
        """What a point is called in this game: 'points', 'shurikens', 'demerits'."""
        ...

    def units(self, n: int) -> str:
        """``n`` of :attr:`score_unit`, agreeing, in the language spoken ("3 puntos")."""
        ...

    @property
    def dealer_name(self) -> str:
        """What the CHANCE actor is at this game's table, for sentences: 'the bag',
        'the deck', 'the box' ('the dealer' where the game has no chance). Never a
        player: the dealer's moves are told as its own."""
        ...

    def new_game(self, options: O) -> S:
        """The state before the first move (setup is made of CHANCE moves)."""
        ...

    def seats(self, state: S) -> int:
        """How many players sit at the table."""
        ...

    def sides(self, state: S) -> tuple[str, ...]:
        """Names of who scores (seats, or teams), indexed like Score.side."""
        ...

    def side_of(self, state: S, seat: int) -> int:
        """The side a seat scores for."""
        ...

    def to_move(self, state: S) -> int:
        """The seat to move, or CHANCE; raises nothing when the game is over (-2)."""
        ...

    def is_over(self, state: S) -> bool: ...

    def round_of(self, state: S) -> int:
        """The round the next move belongs to, counted as the game counts them
        (Seikatsu: turns of the table; Miyabi, Sakura, Karesansui: their rounds);
        0 during setup. Never decreases along a game; at the end, the last round."""
        ...

    def legal_moves(self, state: S) -> Sequence[M]:
        """Every legal move of the actor to move, best-looking choices first.

        A sequence (length, indexing, iteration, ``in``), not always a list: where
        moves run into thousands (Karesansui's bids) it may make them lazily, as
        python-chess's ``board.legal_moves`` does. For CHANCE it may be empty when
        the outcomes are too many to list (a whole deal): use ``sample_chance``,
        or type the outcome in; ``apply`` checks it either way.
        """
        ...

    def apply(self, state: S, move: M) -> Step[S]:
        """Play ``move``; raise IllegalMove (with a reason and rule id) if it is not legal."""
        ...

    def scores(self, state: S) -> tuple[int, ...]:
        """Each side's points so far: the sum of its Score events."""
        ...

    def final_scoring(self, state: S) -> FinalScoring:
        """The end-of-game breakdown and winner; only for a finished game."""
        ...

    def view(self, state: S, seat: int | None) -> S:
        """What ``seat`` may see (None: everything, cards open)."""
        ...

    def sample_chance(self, state: S, rng: random.Random) -> M:
        """A CHANCE move drawn as a fair dealer would, for the computer as dealer."""
        ...

    def move_text(self, move: M) -> str:
        """The move in the game's short notation (see docs/replay-format.md)."""
        ...

    def parse_move(self, state: S, text: str) -> M:
        """Read the short notation; raise ValueError with a reason on bad text."""
        ...

    def describe(self, state: S, seat: int | None) -> str:
        """The position as plain text, as ``seat`` sees it (None: all open)."""
        ...

    def position_text(self, state: S) -> str:
        """The position as one short versioned line (``seikatsu/1:...``), like chess's FEN.

        Holds everything that decides the game from here; what ``state`` hides
        (a view's ``HIDDEN`` parts) is written as unknown (``?``) with its count.
        ``parse_position(position_text(s)) == s`` for every reachable state and view.
        """
        ...

    def parse_position(self, text: str) -> S:
        """Read a position line; raise :class:`PositionError` (field and column) when it
        does not parse. Parsing checks the form only: see ``check_position``."""
        ...

    @property
    def position_fields(self) -> tuple[str, ...]:
        """The names of the position line's fields, in order (``players garden ...``):
        the position editor offers one box per field, for any game."""
        ...

    def check_position(self, state: S) -> list[Problem]:
        """What makes a position impossible (counts beyond the box, a card twice, an
        illegal stack, a turn order no game reaches, scores that do not add up), each
        with the rule it breaks; empty for every position a game can reach."""
        ...

    def standing(self, state: S) -> FinalScoring:
        """The end-of-game breakdown as if the game ended now (for ``niwa ask`` and
        the position editor): the same lines ``final_scoring`` gives at a real end."""
        ...

    def determinize(self, view_state: S, seat: int, rng: random.Random) -> S:
        """A whole state behind ``view_state`` (what ``view(state, seat)`` showed), its hidden
        parts filled with one arrangement consistent with everything ``seat`` has seen.

        ``view(determinize(v, seat, rng), seat) == v``, components are conserved, and the
        result depends only on the view and the generator: the computer plays on these,
        so it never peeks at the truth.
        """
        ...


NOBODY = -2
"""What ``to_move`` answers once the game is over."""

HIDDEN_SCORE = -1
"""A score that ``view`` hides from the seat looking (no real score is negative)."""
