"""The one explanation layer: events, names and results told as sentences.

The CLI (``niwa score``, ``niwa show``, ``niwa record``) and the app build every
sentence about a game from the pieces here, so both say the same thing the same way:

- names: a seat is its player ("You", "Ann", "Computer 2"), with what the game
  calls its side only where that says more ("Ann (pink)", never "Seat 1 (seat 1)");
  a side that scores is its player, or a team "Aki & Chie (pink team)"; the
  dealer is what it is at that table (``Game.dealer_name``: the bag, the deck,
  the box), never a player;
- agreement: "You win", "Ann wins", "Ann and Bob share the win";
- counted nouns: "1 shuriken", "3 points" (``engine.words``).

Rich ``Text`` is built from plain strings, never parsed as markup (a player called
"[bold]Ann" shows as typed); ``.plain`` gives the CLI its string.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from rich.text import Text

from engine.core import (
    CHANCE,
    Event,
    FinalScoring,
    Game,
    GameOver,
    Log,
    Rule,
    Score,
    citation,
    name_of,
    seat_word,
)
from engine.i18n import _, ngettext
from engine.language import current_language
from engine.said import now
from replays.timeline import Timeline

AnyGame = Game[Any, Any, Any]


# -- names -----------------------------------------------------------------------------

SeatName = Callable[[int], str]
"""A seat's player as the table knows them (``Board.seat_name``): "Ann", "You", "seat 2"."""


YOU_WORDS = frozenset({"you", "tú"})
""""You" in every language niwa speaks: a replay saved in one is read in the other."""


def is_you(name: str) -> bool:
    """A seat whose player is addressed as "You" (the verb agrees: "You win")."""
    return name.casefold() in YOU_WORDS


def possessive(name: str) -> str:
    """A name owning something: "Ann's hand", "your hand" (never "You's")."""
    return "your" if is_you(name) else f"{name}'s"


def as_object(name: str) -> str:
    """A name after a verb or preposition: "beats Ann", "made by you"."""
    return "you" if is_you(name) else name


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do"}


def agree(phrase: str, plural: bool) -> str:
    """A Log phrase (written for "he/she": "is dealt", "draws 2G", "passes") for a
    plural subject or "You": "are dealt", "draw 2G", "pass". Past tenses stay; a
    second verb joined by "and" agrees too ("receive the bonsai and start")."""
    if not plural or not phrase or current_language() != "en":
        return phrase  # English grammar: another language's phrases are whole sentences
    first, joined, second = phrase.partition(" and ")
    if joined and second.split(" ", 1)[0].isalpha():
        return _agree_verb(first) + joined + _agree_verb(second)
    return _agree_verb(phrase)


def _agree_verb(phrase: str) -> str:
    verb, space, rest = phrase.partition(" ")
    mark = verb[len(verb.rstrip(",.;:!?")) :]  # "passes, which ..." agrees as "pass, which"
    verb = verb[: len(verb) - len(mark)]
    rest = mark + space + rest if mark else rest
    space = "" if mark else space
    if verb in _IRREGULAR:
        verb = _IRREGULAR[verb]
    elif verb.endswith(("sses", "shes", "ches", "xes")):
        verb = verb[:-2]
    elif verb.endswith("s") and not verb.endswith("ss"):
        verb = verb[:-1]
    return verb + space + rest


class Table:
    """Who sits at one game's table, named for sentences.

    ``names`` are the players by seat (as typed: never markup). A seat without a
    name is "seat N"; the side a game gives a seat is added to its name only where
    it tells something the name does not (a colour, a team).
    """

    def __init__(self, game: AnyGame, state: Any, names: Sequence[str]) -> None:
        self.game = game
        self.state = state
        self.names = list(names)
        self.side_names = game.sides(state)
        self.seats = game.seats(state)

    @property
    def dealer(self) -> str:
        """The CHANCE actor: 'the bag', 'the deck', 'the box'."""
        return self.game.dealer_name

    def name(self, seat: int) -> str:
        """The player at ``seat`` ("You", "Ann"), or the dealer for CHANCE."""
        if seat == CHANCE:
            return self.dealer
        name = name_of(self.names, seat)
        return _("You") if is_you(name) else name

    def seats_of(self, side: int) -> list[int]:
        return [s for s in range(self.seats) if self.game.side_of(self.state, s) == side]

    def _says_more(self, side: int, names: Sequence[str]) -> bool:
        """Whether the side's own name adds to its players' names ('pink': yes; 'seat 1',
        the contract's plain name for a seat, or the player's own name: no)."""
        side_name = self.side_names[side].casefold()
        seats = self.seats_of(side)
        plain = len(seats) == 1 and side_name == f"seat {seats[0] + 1}"
        return not plain and side_name not in {n.casefold() for n in names}

    def side_note(self, side: int) -> str:
        """The game's name for a side where it says more than its players' names
        ("pink", "pink team"), else "" (never "seat 1" under "Seat 1")."""
        names = [self.name(s) for s in self.seats_of(side)]
        return self.side_names[side] if self._says_more(side, names) else ""

    def seat(self, seat: int) -> str:
        """A seat as a player list shows it: "Ann (pink)", "Ann", "the bag"."""
        return self.dealer if seat == CHANCE else self.with_kind(seat, computer=False)

    def side(self, side: int) -> str:
        """Who scores: a player "Ann" (as named in the file), or a team with the
        game's name for it, "Aki & Chie (pink team)"."""
        names = [self.name(s) for s in self.seats_of(side)]
        who = " & ".join(names)
        if len(names) != 1 and self._says_more(side, names):
            return f"{who} ({self.side_names[side]})"
        return who

    def plural(self, side: int) -> bool:
        """A side the verb agrees with as "they": a team, or "You"."""
        seats = self.seats_of(side)
        return len(seats) != 1 or is_you(self.name(seats[0]))

    def sides(self, sides: Iterable[int]) -> str:
        return listed([self.side(s) for s in sides])

    def says(self, side: int, you: str, one: str, many: str) -> str:
        """The sentence whose verb agrees with ``side``: ``you`` for "You", ``many`` for a
        team, ``one`` for one player (each a whole sentence, so each language agrees in
        its own way: "You win" / "Ganas", "Ann wins" / "Ana gana", "ganan")."""
        seats = self.seats_of(side)
        if len(seats) == 1 and is_you(self.name(seats[0])):
            return you
        return one if len(seats) == 1 else many

    def wins(self, winners: Sequence[int]) -> str:
        """ "You win", "Ann wins", "Ann and Bob share the win" (no full stop)."""
        if len(winners) != 1:
            return _("{players} share the win").format(players=self.sides(winners))
        side = winners[0]
        said = self.says(side, _("You win"), _("{player} wins"), _("{players} win"))
        who = self.side(side)
        return said.format(player=who, players=who)

    def turn(self, seat: int) -> str:
        """ "Your turn." for "You", "Your turn, Ann." for a named player at a shared device."""
        name = self.name(seat)
        return _("Your turn.") if is_you(name) else _("Your turn, {player}.").format(player=name)

    def with_kind(self, seat: int, computer: bool) -> str:
        """A seat in a player list: "Ann (blue, computer)", "Computer 2 (blue)" (the
        name says it already), "Ann"."""
        name = self.name(seat)
        side = self.game.side_of(self.state, seat)
        notes = []
        if len(self.seats_of(side)) == 1 and self._says_more(side, [name]):
            notes.append(self.side_names[side])
        computer_word = _("computer")
        if computer and computer_word.casefold() not in name.casefold():
            notes.append(computer_word)
        return f"{name} ({', '.join(notes)})" if notes else name


def listed(items: Sequence[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cy": the language's own "and"."""
    if len(items) < 2:
        return "".join(items)
    return _("{players} and {last}").format(players=", ".join(items[:-1]), last=items[-1])


# -- amounts ------------------------------------------------------------------------------


def unit(game: AnyGame) -> str:
    """What the game counts: points, shurikens, demerits."""
    return game.score_unit


def score_text(game: AnyGame, points: int) -> str:
    """``12 points``, ``1 shuriken``; a score a view hides (negative) reads ``? demerits``."""
    if points < 0:
        return f"? {unit(game)}"
    return game.units(points)


def gained_text(game: AnyGame, points: int) -> str:
    """``+3`` (points), ``+1 shuriken``: what one Score added."""
    return f"+{points}" if unit(game) == "points" else f"+{game.units(points)}"


# -- rules and hidden information ---------------------------------------------------------


def rule_title(game: AnyGame, rule_id: str) -> str:
    return game.rules[rule_id].title if rule_id in game.rules else rule_id


def rule_line(rule: Rule) -> Text:
    """``Rule: <title>. <our paraphrase> (Rulebook: «<section>»; niwa's ruling)``."""
    text = Text.assemble((_("Rule: "), "bold"))
    text.append(rule.title, style="bold")
    text.append(". ")
    text.append(rule.text)
    text.append(f" ({citation(rule)})", style="dim")
    return text


def hidden_from(game: AnyGame, state: Any, event: Score, perspective: int | None) -> bool:
    """A private Score (a face-down card) that ``perspective`` may not read; once the
    game is over nothing is hidden any more."""
    if not event.private or perspective is None or game.is_over(state):
        return False
    return game.side_of(state, perspective) != event.side


def log_text(log: Log, perspective: int | None, table: Table | None = None) -> str:
    """The log line as ``perspective`` may read it (None: everything open), with the
    other seats it names (``Log.others``) called by ``table``'s names where given."""
    said = now(log.text)
    if log.private is not None and (perspective is None or perspective == log.seat):
        said = now(log.private)
    return said if table is None else name_others(said, log.others, table)


def name_others(text: str, others: Iterable[int], table: Table) -> str:
    """``text`` with each of ``others`` written ``seat N`` replaced by its player's name:
    "seat 2's bid" -> "Ann's bid" / "your bid", "beating seat 2" -> "beating Ann" /
    "beating you" (a Log names others only in object position or as a possessive)."""
    for seat in others:
        name, plain = table.name(seat), seat_word(seat)
        if name == plain:
            continue
        text = _put_in(rf"\b{plain}'s\b", possessive(name), text)
        text = _put_in(rf"\b{plain}\b", as_object(name), text)
    return text


def _put_in(pattern: str, name: str, text: str) -> str:
    """``text`` with every match of ``pattern`` replaced by ``name`` as it is typed (a
    function, so that a backslash in a name is never read as a group reference)."""
    return re.sub(pattern, lambda _match: name, text)


def log_sentence(table: Table, log: Log, perspective: int | None) -> str:
    """ "Ann drew a tile." / "The deck: round 1: 14 cards each." (the dealer's own)."""
    said = log_text(log, perspective, table)
    if log.seat == CHANCE:
        return _("{dealer}: {said}.").format(dealer=capital(table.dealer), said=said)
    name = table.name(log.seat)
    if is_you(name):
        return _("You {said}.").format(said=agree(said, True))
    return _("{player} {said}.").format(player=capital(name), said=said)


# -- events ---------------------------------------------------------------------------------


def event_texts(
    game: AnyGame,
    state: Any,
    names: Sequence[str],
    events: Iterable[Any],
    perspective: int | None = None,
    *,
    with_rules: bool = True,
    log_rules: bool = False,
) -> list[Text]:
    """One paragraph per event: what happened, the points, and the rule behind them
    (``with_rules``; under a Log too with ``log_rules``: why a move was legal)."""
    table = Table(game, state, names)
    out: list[Text] = []
    cited: set[str] = set()  # a rule's text is told once, under its first event
    for event in events:
        if isinstance(event, Score):
            text = Text()
            if hidden_from(game, state, event, perspective):
                text.append(
                    table.says(
                        event.side,
                        _("You scored {units}: how much is hidden from you."),
                        _("{player} scored {units}: how much is hidden from you."),
                        _("{players} scored {units}: how much is hidden from you."),
                    ).format(
                        player=table.side(event.side),
                        players=table.side(event.side),
                        units=unit(game),
                    )
                )
                out.append(text)
                continue
            text.append(f"{gained_text(game, event.points)} ", style="bold green")
            text.append(table.side(event.side), style="bold")
            text.append(f": {event.detail}")
        elif isinstance(event, Log):
            text = Text(log_sentence(table, event, perspective))
            if event.seat == CHANCE:
                text.stylize("dim")
            if not log_rules:
                out.append(text)
                continue
        elif isinstance(event, GameOver):
            text = Text.assemble((_("Game over: "), "bold"))
            text.append(f"{table.wins(event.winners)}.")
        else:
            continue
        if with_rules and event.rule in game.rules and event.rule not in cited:
            cited.add(event.rule)
            text.append("\n")
            text.append_text(rule_line(game.rules[event.rule]))
        out.append(text)
    return out


def tiebreak_text(game: AnyGame, state: Any, names: Sequence[str], final: FinalScoring) -> Text:
    """Where a tie-break decided: who tied, the rule, and each tied side's count under it.

    Empty when the scores alone decided (a tie-break is never named otherwise).
    """
    if final.tiebreak is None:
        return Text()
    table = Table(game, state, names)
    best = min(final.totals) if game.lower_wins else max(final.totals)
    tied = [s for s, total in enumerate(final.totals) if total == best]
    tie = _("{players} tied on {score}; ").format(
        players=table.sides(tied), score=score_text(game, best)
    )
    text = Text(tie, style="italic")
    text.append(rule_title(game, final.tiebreak), style="bold")
    if final.tiebreak_values:
        counts = ", ".join(f"{table.side(s)} {final.tiebreak_values[s]}" for s in tied)
        text.append(f": {counts}")
    text.append(".")
    return text


def move_label(
    game: AnyGame,
    state_before: Any,
    move: Any,
    events: Sequence[Any],
    perspective: int | None = None,
    names: Sequence[str] = (),
) -> str:
    """A move in notation; a dealer's move as the seat watching may know it, with the
    player it went to ("Ann drew a tile"), never credited to a player as theirs."""
    if game.to_move(state_before) == CHANCE:
        logs = [e for e in events if isinstance(e, Log)]
        if logs:
            first = logs[0]
            table = Table(game, state_before, names)
            said = log_text(first, perspective, table)
            if first.seat >= 0:
                return log_sentence(table, first, perspective)[:-1]
            return said
    return str(game.move_text(move))


def points_of(events: Iterable[Any]) -> int:
    return sum(e.points for e in events if isinstance(e, Score))


def shown_points(
    game: AnyGame, state: Any, events: Iterable[Any], perspective: int | None
) -> int | None:
    """The points of a move as ``perspective`` may know them (None: some are hidden)."""
    scores = [e for e in events if isinstance(e, Score)]
    if any(hidden_from(game, state, e, perspective) for e in scores):
        return None
    return sum(e.points for e in scores)


def moves_from(ply: int, moves: int) -> str:
    """A stretch of a game, counted one way everywhere (every ply, draws included):
    "10 moves from ply 27" (a takeback in Play, the same variation in the viewer)."""
    return ngettext("{count} move from ply {ply}", "{count} moves from ply {ply}", moves).format(
        count=moves, ply=ply
    )


def round_caption(round_no: int) -> str:
    """ "Round 3", or "Setup" before the game's first round (``Game.round_of`` 0)."""
    return _("Round {number}").format(number=round_no) if round_no else _("Setup")


# -- for the command line: one sentence per event of a replay -------------------------------


def timeline_table(timeline: Timeline, ply: int) -> Table:
    return Table(timeline.game, timeline.state_at(ply), timeline.replay.players)


def explain(timeline: Timeline, ply: int, event: Event, seat: int | None = None) -> str:
    """One sentence for ``event`` of move ``ply``, as ``seat`` may know it (None: all open)."""
    game = timeline.game
    state = timeline.state_at(ply)
    table = timeline_table(timeline, ply)
    if isinstance(event, Score):
        who = table.side(event.side)
        title = rule_title(game, event.rule)
        if hidden_from(game, state, event, seat):
            said = table.says(
                event.side,
                _("You score, how much is hidden from you — {rule}."),
                _("{player} scores, how much is hidden from you — {rule}."),
                _("{players} score, how much is hidden from you — {rule}."),
            )
            return said.format(player=who, players=who, rule=title)
        said = table.says(
            event.side,
            _("You score {score} — {rule}: {detail}."),
            _("{player} scores {score} — {rule}: {detail}."),
            _("{players} score {score} — {rule}: {detail}."),
        )
        return said.format(
            player=who,
            players=who,
            score=score_text(game, event.points),
            rule=title,
            detail=event.detail,
        )
    if isinstance(event, Log):
        return _("{event} — {rule}.").format(
            event=log_sentence(table, event, seat)[:-1], rule=rule_title(game, event.rule)
        )
    if isinstance(event, GameOver):
        return _("The game is over: {result} — {rule}.").format(
            result=table.wins(event.winners), rule=rule_title(game, event.rule)
        )
    return f"{type(event).__name__}: {event}"
