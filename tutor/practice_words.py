"""What Practice says: a puzzle and where it came from, a lesson step come back, when an
item is due again, the verdict, why there is no hint, and what is left once none is due."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.i18n import _, ngettext
from engine.safe_text import shown
from lessons.course import CourseLesson
from lessons.practice import Puzzle, StepCard, Verdict, load_deck, until, utc_now
from tutor.review_view import STYLES, SYMBOLS, amount
from tutor.review_view import WORDS as MARK_WORDS


def puzzle_words(game: Any, puzzle: Puzzle) -> Text:
    """ "You played Tm-b2 here: a ?? blunder, surely 8 points or more lost (about 23.2,
    18.0 to 28.4). Find a better move." (the source, a file name, escaped)."""
    text = Text()
    if puzzle.source:
        text.append(_("From {source}.").format(source=shown(puzzle.source)) + "\n", style="dim")
    said = _("You played {move} here: ").format(move=puzzle.played)
    start = len(text) + said.find(puzzle.played)
    text.append(said)
    text.stylize("bold", start, start + len(puzzle.played))
    mark = _(MARK_WORDS[puzzle.mark])
    text.append(f"{SYMBOLS[puzzle.mark]} {mark}", style=STYLES[puzzle.mark])
    figures = {
        "amount": amount(puzzle.loss, puzzle.unit, game),
        "low": f"{puzzle.low:.1f}",
        "high": f"{puzzle.high:.1f}",
    }
    if game.lower_wins:  # fewest wins: more is worse
        text.append(_(", about {amount} worse off ({low} to {high}).").format(**figures))
    else:
        text.append(_(", about {amount} lost ({low} to {high}).").format(**figures))
    text.append("\n")
    text.append(_("Find a better move."), style="bold")
    return text


def step_words(game: Any, lessons: list[CourseLesson], card: StepCard, finished: bool) -> Text:
    """ "From the lesson «Covering a pile», step 3: Cover the left pile. You got it
    wrong before: o answers it again." with the rules it cites."""
    lesson = next(item for item in lessons if item.id == card.lesson)
    step = lesson.lesson.steps[card.step]
    text = Text(
        _("From the lesson «{lesson}», step {number}: {step}.").format(
            lesson=lesson.lesson.title, number=card.step + 1, step=step.title
        )
        + "\n",
        style="dim",
    )
    text.append(_("You got this step wrong before: answer it again."), style="bold")
    text.append("\n")
    titles = [game.rules[rule].title for rule in step.rules if rule in game.rules]
    if titles:
        text.append(_("Its rules: {rules}.").format(rules="; ".join(titles)) + "\n")
    if not finished:
        text.append(_("o opens the step."), style="dim")
    return text


def comes_back(item: Puzzle | StepCard | None) -> str:
    """When ``item`` is due again ("" without one)."""
    if item is None:
        return ""
    return _("It comes back {when} (n: next puzzle).").format(
        when=until(item.schedule.due, utc_now())
    )


def end_words(game: Any, total: int) -> Text:
    """What is left: none due now, how many are kept, when the next one is due."""
    kept = load_deck()
    mine = len(kept.of_game(game.id)) + len(kept.steps_of(game.id))
    if not mine:
        return Text(
            _(
                "No puzzles yet. Review a game in the replay viewer (R): each move the "
                "review marks becomes a puzzle here, and each lesson step you get wrong "
                "comes back here too."
            )
        )
    text = Text(_("No puzzle is due now.") if not total else _("That was the last one due."))
    nearest = kept.next_due(game.id)
    text.append(" ")
    text.append(
        ngettext("{count} puzzle of {game} kept.", "{count} puzzles of {game} kept.", mine).format(
            count=mine, game=game.title
        )
    )
    if nearest:
        text.append(" ")
        text.append(_("The next comes back {when}.").format(when=until(nearest, utc_now())))
    return text


def checking_text(tried: str) -> Text:
    """While the answer is judged off the UI thread."""
    said = _("Checking {move} against the review's best over paired endings...")
    return Text(said.format(move=tried), "italic")


def verdict_text(verdict: Verdict, puzzle: Puzzle | None, comes_back: str | None) -> Text:
    """Right or not yet, and why; once the puzzle is done (``comes_back``: when it is due
    again) the review's move, else how to go on."""
    text = Text(_("Right: ") if verdict.solved else _("Not yet: "), style="bold")
    text.append(verdict.reason)
    if comes_back is not None and puzzle is not None:
        text.append("\n" + _("The review's move: {move}.").format(move=puzzle.best))
    if comes_back is not None:
        text.append(f"\n{comes_back}", style="dim")
    elif not verdict.solved:
        text.append("\n" + _("Try again, h for a hint, s for the answer."), style="dim")
    return text


def item_words(
    game: Any,
    lessons: list[CourseLesson],
    item: Puzzle | StepCard | None,
    place: dict[str, int],
    done: bool,
) -> tuple[Text, Text]:
    """The heading ("Puzzle 2 of 5": ``place``'s number and total) and the words of ``item``
    (``done``: answered already), or of the end of the queue (None)."""
    if item is None:
        return Text(_("Practice"), style="bold"), end_words(game, place["total"])
    head = Text(_("Puzzle {number} of {total}").format(**place), style="bold")
    if isinstance(item, StepCard):
        return head, step_words(game, lessons, item, done)
    return head, puzzle_words(game, item)


def feedback_words(
    game: Any, item: Puzzle | StepCard | None, verdict: Verdict | None, tried: Any, done: bool
) -> tuple[Text | None, bool | None]:
    """What the verdict's box says (None: nothing yet) and whether the answer was right
    (None: it is being judged, ``tried`` being the move); once ``done``, when it comes back."""
    if tried is not None:
        return checking_text(game.move_text(tried)), None
    if verdict is None:
        return None, None
    puzzle = item if isinstance(item, Puzzle) else None
    return verdict_text(verdict, puzzle, comes_back(item) if done else None), verdict.solved


def no_hint_words(item: Puzzle | StepCard | None, done: bool) -> Text:
    """Why ``h`` gives nothing: a lesson step has its own, the ``item`` is ``done`` (or
    none is left), or the learner has not tried yet."""
    if isinstance(item, StepCard) and not done:
        return Text(_("The lesson step has its own hint: o opens it."), "italic")
    if item is None or done:
        return Text(_("No hint: this puzzle is done (n: the next one)."), "italic")
    return Text(_("The hint comes after a first try: find a better move first."), "italic")


def left_out_words(count: int) -> str:
    """The warning for kept items that no longer read (practice.json, or a changed course)."""
    return ngettext(
        "Left out {count} puzzle whose position or lesson step does not read in this niwa.",
        "Left out {count} puzzles whose position or lesson step does not read in this niwa.",
        count,
    ).format(count=count)
