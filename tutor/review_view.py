"""How a game review reads on screen: the marks, their thresholds, a judged move in words.

Pure functions over a review's notes (``replays.annotations.ReviewNote``, read back
from the replay or just computed), for the viewer's move list, its explanation
panel, its legend and the help screen. A mark always carries its symbol and its
word ("?! slip"), never a colour alone. Every text is built as rich ``Text`` from
plain strings: a replay's review came from a file, and the best move's text is
shown as written, never read as markup.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from rich.text import Text

from engine.core import Game
from engine.i18n import N_, _, ngettext
from engine.players.review import MARKS
from engine.words import units
from replays.annotations import ReviewNote
from replays.explain import is_you
from tutor.ui import InfoLine

SYMBOLS: Final = {"slip": "?!", "mistake": "?", "blunder": "??"}
"""The chess annotator's signs, shown beside the word."""

STYLES: Final = {"slip": "yellow", "mistake": "dark_orange", "blunder": "bold red"}

WORDS: Final = {"slip": N_("slip"), "mistake": N_("mistake"), "blunder": N_("blunder")}
"""Each mark's word, translated where shown (the mark itself is what a replay stores)."""

A_MARK: Final = {"slip": N_("a slip"), "mistake": N_("a mistake"), "blunder": N_("a blunder")}
"""The mark with its article, whole: the article agrees with the word in each language."""


def amount(value: float, unit: str, game: Game[Any, Any, Any] | None) -> str:
    """``4.0`` -> "4 points", ``1.0`` -> "1 point", ``1.5`` -> "1.5 points", in the
    language spoken: in ``game``'s words where it scores in ``unit`` ("4 puntos"). The
    caller's game, never looked up: finding it among the registered games loaded every
    game's engine. A unit the game does not score in (an old file's): as written."""
    if game is None or game.score_unit != unit:
        return units(int(value), unit) if value == int(value) else f"{value:g} {unit}"
    if value == int(value):
        return game.units(int(value))
    many = game.units(2).split(" ", 1)[1]  # the plural noun, for a fraction
    return f"{value:g} {many}"


def mark_label(mark: str) -> str:
    """ "?! slip", "? mistake", "?? blunder"."""
    return f"{SYMBOLS[mark]} {_(WORDS[mark])}"


def least_for(unit: str, mark: str) -> float:
    return dict(MARKS[unit])[mark]


def mark_cell(note: ReviewNote | None) -> Text:
    """The move list's review column: the mark with its word, or nothing for a good move."""
    if note is None or note.mark is None:
        return Text("")
    return Text(mark_label(note.mark), style=STYLES[note.mark])


def mark_suffix(note: ReviewNote | None) -> Text:
    """The mark's sign after a move, where the list has no room for a column: " ??"."""
    if note is None or note.mark is None:
        return Text("")
    return Text(f" {SYMBOLS[note.mark]}", style=STYLES[note.mark])


def thresholds(game: Game[Any, Any, Any]) -> list[str]:
    """One line per mark, the least loss that earns it, lightest first:
    "?! slip: 1.5 points or more" (of the loss the review is sure of, as the legend's
    heading says), in ``game``'s unit."""
    unit = game.score_unit
    return [
        _("{mark}: {amount} or more").format(
            mark=mark_label(mark), amount=amount(least, unit, game)
        )
        for mark, least in reversed(MARKS[unit])
    ]


def thresholds_short(unit: str) -> str:
    """The legend in one line: "?! slip 1.5+, ? mistake 4+, ?? blunder 8+ points"."""
    parts = [f"{mark_label(mark)} {least:g}+" for mark, least in reversed(MARKS[unit])]
    return _("{marks} {unit} surely lost").format(marks=", ".join(parts), unit=unit)


def legend_lines(game: Game[Any, Any, Any]) -> list[InfoLine]:
    """The review's part of the viewer's legend panel."""
    lines = [InfoLine(Text(_("Review marks (R), by the loss it is sure of:"), style="bold"))]
    lines.extend(InfoLine(Text(line)) for line in thresholds(game))
    return lines


def note_text(note: ReviewNote, who: str, game: Game[Any, Any, Any]) -> Text:
    """The explanation panel's words for one judged move, e.g. "Review: best was Tb-c4:
    Ann lost about 4.5 points (2.3 to 6.7, over 100 paired endings): a mistake (?, surely
    4 points or more)." Where the fewest win, a loss is more of the unit taken, so it
    says so. A mark needs the interval's lower end past its threshold, so the words say
    "surely"; a line saved before intervals were kept reads as it was written. Amounts
    are in ``game``'s words (the game reviewed)."""
    text = Text.assemble((_("Review: "), "bold"))
    you = is_you(who)
    if note.loss == 0 and not note.high:
        if note.endings:
            said = (
                _("You played the best move found over {count} simulated endings.")
                if you
                else _("{player} played the best move found over {count} simulated endings.")
            )
        else:
            said = (
                _("You played the best move found.")
                if you
                else _("{player} played the best move found.")
            )
        text.append(said.format(player=who, count=note.endings))
        return text
    text.append(_("best was {move}: ").format(move=note.best))
    about = _("about {loss} {unit}").format(loss=f"{note.loss:.1f}", unit=note.unit)
    if note.low is not None and note.high is not None:
        about += _(" ({low} to {high}, over {pairs} paired endings)").format(
            low=f"{note.low:.1f}", high=f"{note.high:.1f}", pairs=note.pairs
        )
    elif note.endings:
        about += _(" on average over {count} simulated endings").format(count=note.endings)
    if game.lower_wins:
        said = (
            _("You ended {about} worse off: ") if you else _("{player} ended {about} worse off: ")
        )
    else:
        said = _("You lost {about}: ") if you else _("{player} lost {about}: ")
    text.append(said.format(player=who, about=about))
    sure = note.low is not None
    if note.mark is None:
        slip = amount(least_for(note.unit, "slip"), note.unit, game)
        if sure:
            said = _("not marked (a slip is a loss of surely {amount} or more).")
        else:
            said = _("not marked (a slip is a loss of {amount} or more).")
        text.append(said.format(amount=slip))
    else:
        least = amount(least_for(note.unit, note.mark), note.unit, game)
        text.append(_(A_MARK[note.mark]) + " ", style=STYLES[note.mark])
        said = (
            _("({symbol}, surely {amount} or more).")
            if sure
            else _("({symbol}, {amount} or more).")
        )
        text.append(said.format(symbol=SYMBOLS[note.mark], amount=least))
    return text


def summary(notes: Iterable[ReviewNote]) -> str:
    """ "2 slips, 1 mistake, no blunder" over the notes given."""
    found = [note.mark for note in notes]
    parts = []
    none = {"slip": _("no slip"), "mistake": _("no mistake"), "blunder": _("no blunder")}
    for mark in SYMBOLS:
        n = found.count(mark)
        parts.append(_counted(mark, n) if n else none[mark])
    return ", ".join(parts)


def _counted(mark: str, n: int) -> str:
    """ "1 slip", "2 mistakes": each mark's own plural forms."""
    forms = {
        "slip": ngettext("{count} slip", "{count} slips", n),
        "mistake": ngettext("{count} mistake", "{count} mistakes", n),
        "blunder": ngettext("{count} blunder", "{count} blunders", n),
    }
    return forms[mark].format(count=n)


def marked_plies(notes: Mapping[int, ReviewNote]) -> list[int]:
    """The plies whose move earned a mark, in order."""
    return sorted(ply for ply, note in notes.items() if note.mark is not None)


def next_marked(notes: Mapping[int, ReviewNote], ply: int, delta: int) -> int | None:
    """The first marked ply after ``ply`` (``delta`` 1) or before it (-1), if any."""
    plies = marked_plies(notes)
    later = [p for p in plies if p > ply] if delta > 0 else [p for p in reversed(plies) if p < ply]
    return later[0] if later else None
