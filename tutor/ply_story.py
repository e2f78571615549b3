"""What the viewer's panel says of a ply, and of a line of the final score sheet.

Pure text from a line of a replay (no widget, no app): the viewer shows it, and the
review panel adds its note under it. A move is told with what it scored and the rule
behind it; the end with every line on the sheet, the winners and a tie-break.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from engine.core import CHANCE, GameOver, Log, Score
from engine.i18n import _
from replays import Timeline
from replays.annotations import player_comment
from tutor.explain import (
    Table,
    event_texts,
    move_label,
    round_caption,
    rule_line,
    score_text,
    side_label,
    tiebreak_text,
)
from tutor.ui import GamePlugin


def is_final(line: Timeline, ply: int) -> bool:
    """Whether move ``ply`` of ``line`` ended the game."""
    return ply > 0 and any(isinstance(e, GameOver) for e in line.events_at(ply))


def round_shown(line: Timeline, ply: int) -> int:
    """The round of move ``ply``, as the game counts rounds; at ply 0 the round the game
    opens with (0: setup)."""
    if ply == 0:
        return int(line.game.round_of(line.state_at(0)))
    return line.round_at(ply)


def the_start(line: Timeline) -> Text:
    """Ply 0: nothing played yet, or a given position and what it gave each side."""
    if not line.starts_from_position:
        text = Text.assemble((_("The start: "), "bold"))
        text.append(_("nothing played yet. Right steps through the moves; w tries your own."))
        return text
    text = Text.assemble((_("The start: a given position"), "bold"))
    scores = ", ".join(str(points) for points in line.given_scores())
    text.append(" " + _("(its scores {scores} were given, not played here)").format(scores=scores))
    problems = line.start_problems()
    if problems:
        text.append("\n" + _("No game reaches it: "), style="bold yellow")
        text.append("; ".join(problem.text for problem in problems))
    text.append(".\n" + _("Right steps through the moves; w tries your own."))
    return text


def ply_story(
    line: Timeline, ply: int, ui: GamePlugin, names: Sequence[str], perspective: int | None
) -> Text:
    """Move ``ply`` of ``line`` told: who played what, its points and their rules."""
    if ply == 0:
        return the_start(line)
    game = line.game
    names = list(names)
    before = line.state_at(ply - 1)
    actor = game.to_move(before)
    events = line.events_at(ply)
    caption = round_caption(round_shown(line, ply)).lower()
    text = Text.assemble((_("Ply {ply}, {round}: ").format(ply=ply, round=caption), "bold"))
    who = Table(game, before, names).name(actor)
    label = move_label(game, before, line.move_at(ply), events, perspective, names)
    if actor == CHANCE:  # the dealer's move, told as its own
        text.append(_("{dealer}: {move}.").format(dealer=f"{who[:1].upper()}{who[1:]}", move=label))
    else:
        text.append(_("{player} played {move}.").format(player=who, move=label))
    scored = [e for e in events if isinstance(e, Score)]
    said: list[Any] = []
    if ui.explains_logs:  # the first Log of a dealer's move is its label already
        logs = [e for e in events if isinstance(e, Log)]
        said = logs[1:] if actor == CHANCE else logs
    if is_final(line, ply):
        return the_end(line, ply, ui, names, said, text)
    told = [e for e in events if isinstance(e, Score) or any(e is s for s in said)]
    if not scored and actor >= 0 and not told:
        text.append("\n" + _("No points for this move."), style="dim")
    shown = event_texts(
        game, line.state_at(ply), names, told, perspective, log_rules=ui.explains_logs
    )
    for part in shown:
        text.append("\n")
        text.append_text(part)
    comment = player_comment(line, ply)  # a review's lines are told as such
    if comment:
        text.append("\n" + _("Comment: "), style="bold")
        text.append(comment)
    return text


def the_end(
    line: Timeline,
    ply: int,
    ui: GamePlugin,
    names: list[str],
    said: list[Any],
    text: Text | None = None,
) -> Text:
    """The last move: what it scored in play, then the end scored on the sheet."""
    game = line.game
    state = line.state_at(ply)
    events = line.events_at(ply)
    text = text if text is not None else Text()
    over = [e for e in events if isinstance(e, GameOver)]
    final = game.final_scoring(state)
    during = [
        e
        for e in events
        if (isinstance(e, Score) and e not in final.lines) or any(e is s for s in said)
    ]
    for part in event_texts(game, state, names, during, log_rules=ui.explains_logs):
        text.append("\n")
        text.append_text(part)
    text.append("\n" + _("The end is scored: every line is on the sheet."))
    for part in event_texts(game, state, names, over):
        text.append("\n")
        text.append_text(part)
    if final.tiebreak and final.tiebreak in game.rules:
        text.append("\n")
        text.append_text(tiebreak_text(game, state, names, final))
        text.append("\n")
        text.append_text(rule_line(game.rules[final.tiebreak]))
    return text


def sheet_note(
    state: Any,
    ui: GamePlugin,
    names: Sequence[str],
    line: Score | None,
    lines: tuple[Score, ...],
) -> Text:
    """What made the sheet's number under the cursor: its Score lines and their rules."""
    game = ui.game
    if line is None:
        return Text(
            _(
                "Move the cursor on the sheet (s, then arrows) or click a number: what made "
                "it is listed here, and {board}"
            ).format(board=ui.sheet_hint),
            style="dim",
        )
    text = Text.assemble((side_label(game, state, names, line.side), "bold"))
    parts = lines or (line,)
    if len(parts) > 1:
        total = score_text(game, sum(part.points for part in parts))
        text.append(_(": {total}, from {n} lines").format(total=total, n=len(parts)))
    rules: list[str] = []
    for part in parts:
        text.append("\n" if len(parts) == 1 else "\n  ")
        text.append(f"{part.detail} = {score_text(game, part.points)}")
        if part.refs:
            text.append(": ")
            text.append_text(Text(" ").join(ui.ref_text(state, ref) for ref in part.refs))
        if part.rule not in rules:
            rules.append(part.rule)
    for rule in rules:
        if rule in game.rules:
            text.append("\n")
            text.append_text(rule_line(game.rules[rule]))
    return text
