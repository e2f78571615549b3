"""A hint in words, for any game: the hard player's move and why, from its numbers.

:func:`engine.players.advice.hint` says which move the hard player would make and
what its playouts found; this says it to the player: the move, what it scores now
(a cost where the lower score wins), and how much better it finishes
on average than the next-best move over the simulated endings. Plain ``Text``: a
move's notation is never markup.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from engine.core import Game, IllegalMove, Log, Unseen, seat_word
from engine.i18n import _
from engine.players.advice import Hint
from replays.explain import Table, log_sentence
from tutor.plugins import ui_for

HINT = "hint"
"""The board contract's kind for the hinted move's refs (each game's look gives it a style)."""

EVEN = 0.05
"""Averages closer than this are 'about as well': the search cannot tell them apart."""


def now_words(game: Game[Any, Any, Any], hint: Hint) -> str:
    """What the move scores at once: '+3 points now', or where the lower score wins
    '2 <unit> now (fewer is better)'."""
    unit = hint.unit
    if hint.now == 0:
        return _("no {unit} now").format(unit=unit)
    if game.lower_wins:
        return _("{count} {unit} now (fewer is better)").format(count=hint.now, unit=unit)
    return _("{count} {unit} now").format(count=f"{hint.now:+d}", unit=unit)


def gain_words(hint: Hint) -> str:
    """What the playouts say it gains over the next-best move."""
    if not hint.alternatives:
        return _("it is the only move worth trying")
    other = hint.alternatives[0]
    endings = hint.visits + other.visits
    if other.behind < EVEN:
        said = _("in {endings} simulated endings it finishes about as well as {move}")
        return said.format(endings=endings, move=other.text)
    said = _(
        "in {endings} simulated endings it finishes {amount} {unit} better on average than {move}"
    )
    return said.format(
        endings=endings, amount=f"{other.behind:.1f}", unit=hint.unit, move=other.text
    )


def does_words(game: Game[Any, Any, Any], hint: Hint, state: Any, seat: int) -> str:
    """What the hinted move does at once where it scores nothing at once, from its own
    Log lines as the seat may read them; "" where it says nothing. A move whose cost
    is counted later (at a round's end) would otherwise read "no <unit> now", the
    opposite of what it does."""
    try:
        events = game.apply(state, hint.move).events
    except (IllegalMove, ValueError, Unseen):  # Unseen: a view that hides what it does
        return ""
    names = [_("You") if s == seat else seat_word(s) for s in range(game.seats(state))]
    table = Table(game, state, names)
    said = [
        log_sentence(table, e, seat).rstrip(".")
        for e in events
        if isinstance(e, Log) and e.seat == seat
    ]
    return "; ".join(said)


MAX_CHANGES = 3
"""Standing changes said at most (the largest first); the rest are counted."""


def standing_words(
    game: Game[Any, Any, Any],
    hint: Hint,
    state: Any,
    seat: int,
    names: Sequence[str] | None = None,
) -> str:
    """What the move changes in the standing (what each side would score if the game
    ended now), in the game's own score lines: "row P4: 3 Primroses (+3 points for you);
    row B2: 2 Tulips (-3 points for seat 2)"; "" where it changes nothing there (or the
    game keeps no standing during play). Worked out on the seat's view, so nothing
    hidden from the seat is said; private lines of other sides are left out."""
    view = game.view(state, seat)
    try:
        after = game.apply(view, hint.move).state
        lines_before, lines_after = game.standing(view).lines, game.standing(after).lines
    except Exception:  # a view's hidden pieces may not take the move: say nothing then
        return ""
    mine = game.side_of(view, seat)

    def by_subject(lines: Any) -> dict[tuple[int, str], tuple[int, str]]:
        found: dict[tuple[int, str], tuple[int, str]] = {}
        for line in lines:
            if line.private and line.side != mine:
                continue
            key = (line.side, line.subject or line.detail)
            points, _ = found.get(key, (0, ""))
            found[key] = (points + line.points, line.detail)
        return found

    before, later = by_subject(lines_before), by_subject(lines_after)
    changes = []
    for key in dict.fromkeys([*later, *before]):
        delta = later.get(key, (0, ""))[0] - before.get(key, (0, ""))[0]
        if delta:
            changes.append((key[0] != mine, -abs(delta), key, delta))
    if not changes:
        return ""
    changes.sort(key=lambda change: change[:2])
    seats = range(game.seats(view))
    table = Table(game, view, [names[s] if names else seat_word(s) for s in seats])
    said = []
    for _others, _size, (side, subject), delta in changes[:MAX_CHANGES]:
        detail = later.get((side, subject), (0, ""))[1] or subject
        who = _("you") if side == mine else table.side(side)
        said.append(
            _("{detail} ({delta} {unit} for {who})").format(
                detail=detail, delta=f"{delta:+d}", unit=hint.unit, who=who
            )
        )
    if len(changes) > MAX_CHANGES:
        said.append(_("{count} more").format(count=len(changes) - MAX_CHANGES))
    return _("If the game ended now: {changes}").format(changes="; ".join(said))


def hint_text(
    game: Game[Any, Any, Any],
    hint: Hint,
    state: Any = None,
    seat: int | None = None,
    names: Sequence[str] | None = None,
) -> Text:
    """'Hint: <move>. +3 points now; in 400 simulated endings it finishes 4.1 points better
    on average than <next move>.' ('No <unit> now; ...' where the lower score wins). In
    a game whose points come at the round's end, a move that scores nothing at once but
    does something (a take) says what it does, given the position it is for ("no <unit>
    now" would say the opposite); elsewhere "no <unit> now" is what it does now, and a
    move's log words ("You played <move>") would only repeat the move. Then what the move
    changes in the standing, in the game's own score lines (:func:`standing_words`;
    ``names`` by seat name the other players there)."""
    text = Text.assemble((_("Hint: "), "bold"), (hint.text, "bold reverse"), ". ")
    now = now_words(game, hint)
    later = game.declaration.scores_by_round  # its points come at the round's end
    if later and hint.now == 0 and state is not None and seat is not None:
        now = does_words(game, hint, state, seat) or now
    text.append(f"{now[:1].upper()}{now[1:]}; {gain_words(hint)}.")
    if state is not None and seat is not None:
        for words in why_words(game, hint, state, seat, names):
            text.append(f" {words}.")
    return text


def NOTHING_CHANGES() -> str:
    """What a hint says where neither the game nor the standing has words for its move."""
    return _("It changes nothing in the standing now: its worth shows in the endings simulated")


def why_words(
    game: Game[Any, Any, Any],
    hint: Hint,
    state: Any,
    seat: int,
    names: Sequence[str] | None = None,
) -> list[str]:
    """Why the move, beyond its points: the game's own words (its plug-in's
    ``GamePlugin.hint_words``: what a take costs now against later, what a bid costs if it
    stands), then what it changes in the standing (:func:`standing_words`); where neither
    says anything, that its worth lies only in the endings."""
    said = []
    try:
        own = ui_for(game.id).hint_words(state, seat, hint.move)
    except (IllegalMove, ValueError, Unseen):  # a view that cannot say: say nothing
        own = ""
    if own:
        said.append(own)
    changes = standing_words(game, hint, state, seat, names)
    if changes:
        said.append(changes)
    return said or [NOTHING_CHANGES()]


def thinking_text() -> Text:
    return Text(_("Thinking about a hint (the hard player, from what you can see)..."), "italic")
