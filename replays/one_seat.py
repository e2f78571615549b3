"""Recording a real game from one seat: what that seat sees, and nothing it cannot.

A player recording their own game knows their hand and their draws, and what the table
shows (every piece played, every pile taken); the others' hidden draws they never see.
Such a record (``Replay.recorded_by``) is still a whole game the engine plays: each draw
the seat did not see is entered as unknown (``?``) and niwa fills it in with an outcome
consistent with everything the seat saw, marked ``unseen`` (never shown as known). When a
hidden piece becomes known (another seat plays a tile from a hand the recorder never saw),
the fill-ins are re-drawn until the shown piece fits: a move is refused only when no
fill-in could allow it, i.e. when it contradicts what the seat saw ("both B9 are already
seen"). A move whose legality rests on a hand the recorder cannot see (a tile played from
it, Sakura's "only a pile you cannot cover") is accepted where some hand allows it and
marked ``unchecked`` with the rule it could not be checked against: never guessed.

Everything here is generic: it reads the engine's ``view``, ``determinize``,
``legal_moves`` and ``sample_chance``, so every game with hidden information is served
by its own rules.
"""

from __future__ import annotations

import random
from typing import Any, Final, NamedTuple

import msgspec

from engine.core import CHANCE, Game, IllegalMove
from engine.i18n import _, ngettext
from replays.timeline import Timeline, move_label

UNKNOWN: Final = "?"
"""What a recorder types for a draw they did not see."""
LOOKBACK = 64
"""How many unseen draws a re-draw considers, the latest first (a bound on the work)."""
CANDIDATES = 40
"""Outcomes tried per unseen draw when re-drawing."""
PROBES = 8
"""Arrangements of the hidden pieces a move is tried against to tell whether its
legality rests on them."""


class Impossible(ValueError):
    """An entry that contradicts everything the recording seat saw (no fill-in allows it)."""


class Entered(NamedTuple):
    """A record after one entry: the new main line, and whether earlier fill-ins changed
    (the journal is then rewritten, not appended to)."""

    timeline: Timeline
    redrawn: bool


def recorder_of(timeline: Timeline) -> int | None:
    """The seat a record was made from (None: an observer's, everything seen)."""
    seat: int | None = timeline.replay.recorded_by
    return seat


def sees_outcome(game: Game[Any, Any, Any], state: Any, seat: int, rng: random.Random) -> bool:
    """Whether ``seat`` sees the outcome of the draw due in ``state``: two outcomes that
    leave it different views (its own draw, a tile set on the garden)."""
    outcomes = _outcomes(game, state, None, rng)
    views = []
    for move in outcomes[:8]:
        views.append(game.view(game.apply(state, move).state, seat))
        if any(view != views[0] for view in views):
            return True
    return False


def _outcomes(game: Game[Any, Any, Any], state: Any, besides: Any, rng: random.Random) -> list[Any]:
    """Chance outcomes in ``state`` other than ``besides``: the listed ones, else samples."""
    listed = list(game.legal_moves(state)[:CANDIDATES]) if game.to_move(state) == CHANCE else []
    if not listed:
        seen: list[Any] = []
        for _candidate in range(CANDIDATES):
            move = game.sample_chance(state, rng)
            if move not in seen:
                seen.append(move)
        listed = seen
    rng.shuffle(listed)
    return [move for move in listed if move != besides]


def enter_unseen(timeline: Timeline, rng: random.Random, comment: str | None = None) -> Timeline:
    """The draw due, which the recording seat did not see: filled in, marked ``unseen``.
    ValueError where the seat does see it (then they type what was drawn)."""
    game = timeline.game
    seat = recorder_of(timeline)
    state = timeline.final_state()
    if seat is None:
        raise ValueError("an observer sees every draw: type what was drawn")
    if game.to_move(state) != CHANCE:
        raise ValueError(f"'{UNKNOWN}' stands for a draw you did not see; no draw is due now")
    if sees_outcome(game, state, seat, rng):
        raise ValueError("you see this draw: type what was drawn")
    return timeline.try_move(len(timeline), game.sample_chance(state, rng), comment, unseen=True)


def hidden_rule(
    game: Game[Any, Any, Any], state: Any, seat: int, move: Any, rng: random.Random
) -> str | None:
    """The rule ``move``'s legality rests on that ``seat`` cannot check: one that refuses
    it under some arrangement of what ``seat`` cannot see (None: it holds under all
    tried, or everything is open)."""
    view = game.view(state, seat)
    for _probe in range(PROBES):
        filled = game.determinize(view, seat, rng)
        if filled == view:  # nothing is hidden from the seat (the state itself may hold
            return None  # unknowns: a record that keeps them, as Sakura's hands)
        try:
            game.apply(filled, move)
        except IllegalMove as err:
            return err.rule
    return None


def enter_move(
    timeline: Timeline, move: Any, rng: random.Random, comment: str | None = None
) -> Entered:
    """``move`` entered as the recording seat saw it made: checked with what can be known.

    IllegalMove: the recorder's own move breaks a rule (everything it rests on is known);
    Impossible: no fill-in of the unseen draws allows the move (it contradicts what was
    seen). Where the move rests on a hand the recorder cannot see, it is accepted if some
    hand allows it, and marked ``unchecked`` with that rule.
    """
    game = timeline.game
    seat = recorder_of(timeline)
    if seat is None:
        return Entered(timeline.append(move, comment), False)
    state = timeline.final_state()
    actor = game.to_move(state)
    other = actor >= 0 and actor != seat
    try:
        game.apply(state, move)
    except IllegalMove as refused:
        if actor == seat:
            raise  # the recorder's own move: everything it rests on is known
        if not any(record.unseen for record in timeline.replay.moves):
            raise  # nothing was filled in: the rules' refusal stands as it is
        fitted = redraw(timeline, move, rng)
        if fitted is None:
            raise Impossible(
                f"{move_label(game, move)} cannot be: no draw you did not see could have "
                f"made it possible ({refused.reason})"
            ) from None
        rule = refused.rule if other else None
        return Entered(_append(fitted, move, comment, rule), True)
    rule = hidden_rule(game, state, seat, move, rng) if other else None
    return Entered(_append(timeline, move, comment, rule), False)


def _append(timeline: Timeline, move: Any, comment: str | None, rule: str | None) -> Timeline:
    return timeline.try_move(len(timeline), move, comment, unchecked=rule)


def redraw(timeline: Timeline, move: Any, rng: random.Random) -> Timeline | None:
    """The record with unseen draws filled in otherwise, so that ``move`` can be made
    after it (None: no such fill-in found). Seen entries never change.

    First one unseen draw is drawn otherwise (the latest first: a hidden hand is recent);
    then two unseen draws swap their outcomes (the piece was filled into another hidden
    hand earlier)."""
    game = timeline.game
    unseen = [p for p, r in enumerate(timeline.replay.moves, start=1) if r.unseen]
    recent = list(reversed(unseen[-LOOKBACK:]))

    def fits(again: Timeline | None) -> bool:
        if again is None:
            return False
        try:
            game.apply(again.final_state(), move)
        except IllegalMove:
            return False
        return True

    for ply in recent:
        before = timeline.state_at(ply - 1)
        for outcome in _outcomes(game, before, timeline.move_at(ply), rng):
            again = _replayed(timeline, {ply: outcome}, rng)
            if fits(again):
                return again
    for ply in recent:
        for earlier in unseen:
            if earlier >= ply or timeline.move_at(earlier) == timeline.move_at(ply):
                continue
            swap = {ply: timeline.move_at(earlier), earlier: timeline.move_at(ply)}
            again = _replayed(timeline, swap, rng)
            if fits(again):
                return again
    return None


def _replayed(timeline: Timeline, changes: dict[int, Any], rng: random.Random) -> Timeline | None:
    """Unseen draws filled with ``changes`` (ply: outcome), every later entry played
    again: a later unseen draw that no longer holds is filled afresh; a seen entry that
    fails, or a change that cannot be made, ends it (None)."""
    first = min(changes)
    game = timeline.game
    records = timeline.replay.moves
    line = timeline.prefix(first - 1)
    for ply in range(first, len(timeline) + 1):
        record = records[ply - 1]
        if ply in changes:
            record = msgspec.structs.replace(record, move=changes[ply])
        try:
            line = line.append_record(record)
            continue
        except IllegalMove:
            if not record.unseen or ply in changes:
                return None
        state = line.final_state()
        for other in _outcomes(game, state, record.move, rng)[:8]:
            try:
                line = line.append_record(msgspec.structs.replace(record, move=other))
                break
            except IllegalMove:
                continue
        else:
            return None
    return line


class Unknowns(NamedTuple):
    """What a record from one seat could not know: the draws filled in, the draws seen
    only in part (entered with ``?`` for the rest: another seat's hand in a deal, which
    the record keeps unknown), and the moves checked only as far as the seat could (by
    rule id, with how many)."""

    seat: int
    unseen: int
    unchecked: dict[str, int]
    partial: int = 0


def seen_in_part(game: Game[Any, Any, Any], move: Any) -> bool:
    """Whether a chance entry was typed with unknowns (``?``, as a position writes them):
    the game keeps those unknown instead of filling them in."""
    return UNKNOWN in game.move_text(move)


def unknowns(timeline: Timeline) -> Unknowns | None:
    """What stayed unknown in a record from one seat (None: an observer's record)."""
    seat = recorder_of(timeline)
    if seat is None:
        return None
    unchecked: dict[str, int] = {}
    for record in timeline.replay.moves:
        if record.unchecked is not None:
            unchecked[record.unchecked] = unchecked.get(record.unchecked, 0) + 1
    unseen = sum(1 for record in timeline.replay.moves if record.unseen)
    game = timeline.game
    partial = sum(
        1
        for ply, record in enumerate(timeline.replay.moves, start=1)
        if not record.unseen
        and game.to_move(timeline.state_at(ply - 1)) == CHANCE
        and seen_in_part(game, record.move)
    )
    return Unknowns(seat, unseen, unchecked, partial)


def unknowns_text(timeline: Timeline) -> str | None:
    """What a record from one seat could not check, in a sentence (None: an observer's):
    "recorded by Ann (seat 1): 22 draws Ann did not see (filled in consistently, not
    known); checked only as far as Ann could see: 21 moves (seikatsu.place.from_hand)"."""
    found = unknowns(timeline)
    if found is None:
        return None
    name = timeline.replay.players[found.seat]
    said = _("recorded by {name} (seat {seat})").format(name=name, seat=found.seat + 1)
    parts: list[str] = []
    if found.unseen:
        parts.append(
            ngettext(
                "{n} draw {name} did not see (filled in consistently, not known)",
                "{n} draws {name} did not see (filled in consistently, not known)",
                found.unseen,
            ).format(n=found.unseen, name=name)
        )
    elif not found.partial:
        parts.append(_("every draw seen"))
    if found.partial:
        parts.append(
            ngettext(
                "{n} draw {name} saw only in part (what was not seen, written ?, stays "
                "unknown: never guessed)",
                "{n} draws {name} saw only in part (what was not seen, written ?, stays "
                "unknown: never guessed)",
                found.partial,
            ).format(n=found.partial, name=name)
        )
    if found.unchecked:
        total = sum(found.unchecked.values())
        rules = ", ".join(f"{rule} x{n}" for rule, n in sorted(found.unchecked.items()))
        parts.append(
            ngettext(
                "{n} move checked only as far as {name} could see ({rules})",
                "{n} moves checked only as far as {name} could see ({rules})",
                total,
            ).format(n=total, name=name, rules=rules)
        )
    return said + ": " + "; ".join(parts)


def seen_from_one_seat(names: list[str], seat: int) -> str:
    """Why a record from one seat is shown only as that seat saw it."""
    name = names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"
    return (
        f"Recorded by {name}: shown as {name} saw it. The others' hidden draws were never "
        "seen, so no other view of this game exists."
    )
