"""A hint in words, for any game: the hard player's move and why, from its numbers.

:func:`engine.players.advice.hint` says which move the hard player would make and
what its playouts found; this says it to the player: the move, what it scores now
(a cost where the lower score wins), and how much better it finishes
on average than the next-best move over the simulated endings. Plain ``Text``: a
move's notation is never markup.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.core import Game, IllegalMove, Log, seat_word
from engine.i18n import _
from engine.players.advice import Hint
from replays.explain import Table, log_sentence

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
    except (IllegalMove, ValueError):
        return ""
    names = [_("You") if s == seat else seat_word(s) for s in range(game.seats(state))]
    table = Table(game, state, names)
    said = [
        log_sentence(table, e, seat).rstrip(".")
        for e in events
        if isinstance(e, Log) and e.seat == seat
    ]
    return "; ".join(said)


def hint_text(
    game: Game[Any, Any, Any], hint: Hint, state: Any = None, seat: int | None = None
) -> Text:
    """'Hint: <move>. +3 points now; in 400 simulated endings it finishes 4.1 points better
    on average than <next move>.' ('No <unit> now; ...' where the lower score wins). In
    a game whose points come at the round's end, a move that scores nothing at once but
    does something (a take) says what it does, given the position it is for ("no <unit>
    now" would say the opposite); elsewhere "no <unit> now" is what it does now, and a
    move's log words ("You played <move>") would only repeat the move."""
    text = Text.assemble((_("Hint: "), "bold"), (hint.text, "bold reverse"), ". ")
    now = now_words(game, hint)
    later = game.declaration.scores_by_round  # its points come at the round's end
    if later and hint.now == 0 and state is not None and seat is not None:
        now = does_words(game, hint, state, seat) or now
    text.append(f"{now[:1].upper()}{now[1:]}; {gain_words(hint)}.")
    return text


def thinking_text() -> Text:
    return Text(_("Thinking about a hint (the hard player, from what you can see)..."), "italic")
