"""``niwa position FILE --ply N`` and ``niwa ask GAME POSITION [MOVE ...]`` (issue 26).

A position is one line of text in the game's notation (docs/games/<game>.md), so a
dispute at the table can be settled without replaying a whole game: write the
position, ask about the moves. A line that does not parse is one line naming the
field and column, and a non-zero exit. Everything a file or a typed line holds
reaches the terminal through :func:`engine.safe_text.shown`.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

import msgspec

from engine.ask import Answer, MoveAnswer, Points, RuleRef, Spread, ask, refusal
from engine.core import PositionError
from engine.i18n import _
from engine.registry import get_game
from engine.safe_text import shown
from engine.said import enc_hook
from engine.words import units
from replays import ReplayError, load
from replays.explain import listed
from tutor.commands.replay_commands import fail

_JSON = msgspec.json.Encoder(enc_hook=enc_hook)
BAD_POSITION = 2
"""Exit status for a position line that does not parse."""


# -- position ---------------------------------------------------------------------


def run_position(args: argparse.Namespace) -> int:
    try:
        timeline = load(args.file)
    except ReplayError as err:
        return fail(err)
    ply = len(timeline) if args.ply is None else args.ply
    if not 0 <= ply <= len(timeline):
        said = _("{file}: --ply must be 0..{last}, not {ply}")
        return fail(said.format(file=shown(args.file), last=len(timeline), ply=ply))
    game = timeline.game
    seat: int | None = None
    if args.seat is not None:
        seats = game.seats(timeline.state_at(0))
        if not 1 <= args.seat <= seats:
            said = _("{file}: --seat must be 1..{seats}, not {seat}")
            return fail(said.format(file=shown(args.file), seats=seats, seat=args.seat))
        seat = args.seat - 1
    print(game.position_text(game.view(timeline.state_at(ply), seat)))
    return 0


# -- ask --------------------------------------------------------------------------


def run_ask(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    try:
        answer = ask(game, args.position, list(args.moves))
    except PositionError as err:
        said = _("niwa: bad {game} position: {problem}")
        print(said.format(game=game.title, problem=shown(refusal(game, err))), file=sys.stderr)
        return BAD_POSITION
    except ValueError as err:
        return fail(shown(str(err)))
    if args.json:
        print(_JSON.encode(answer).decode())
    else:
        print("\n".join(shown(line) for line in answer_lines(game, answer)))
    refused = any(not move.legal for move in answer.moves)
    return 1 if refused else 0


def rule_text(rule: RuleRef) -> str:
    """``Title (Rulebook: «section»; niwa's ruling)``: cited as every screen cites a rule
    (the rule's id is in ``--json``)."""
    return f"{rule.title} ({rule.citation})"


def points_line(game: Any, line: Points) -> str:
    return f"  {line.points:+3d} {line.side}: {line.detail} -- {rule_text(line.rule)}"


def answer_lines(game: Any, answer: Answer) -> list[str]:
    """The answer in words, one fact a line."""
    lines = [_("{game} position: {position}").format(game=game.title, position=answer.position)]
    if not answer.consistent:
        lines.append(
            _(
                "INCONSISTENT: no game reaches this position; "
                "the answers below hold for it as written:"
            )
        )
        lines += [f"  - {p.text} -- {rule_text(p.rule)}" for p in answer.problems]
    for number, move in enumerate(answer.moves, start=1):
        lines += move_lines(game, number, move, answer.consistent)
    asked = len(answer.moves)
    if asked and not answer.moves[-1].legal:
        lines.append(_("(the moves after a refused one are not tried)"))
    to_move = _("after the moves: to move: {side}") if asked else _("to move: {side}")
    lines.append(to_move.format(side=answer.to_move))
    if not answer.over:
        lines.append(legal_line(answer))
    lines += standing_lines(game, answer)
    return lines


def spread_text(game: Any, spread: Spread) -> str:
    """``seat 2: 4 to 7 points (4.64 on average)``, or the one value all fills agree on."""
    if spread.least == spread.most:
        return f"{spread.side}: {units(spread.least, game.score_unit)}"
    return _("{side}: {least} to {most} ({mean} on average)").format(
        side=spread.side,
        least=spread.least,
        most=units(spread.most, game.score_unit),
        mean=f"{spread.mean:g}",
    )


def unseen_lines(move: MoveAnswer) -> list[str]:
    """A move answered over determinizations: what it depends on, and how it went."""
    out = [
        _(
            "  it depends on what the position does not show ({unseen}): niwa played it "
            "on {fills} fills of the unknowns (determinizations), it invents no card"
        ).format(unseen=move.unseen, fills=move.fills),
        _("  legal in {legal} of {fills} fills").format(legal=move.legal_in, fills=move.fills),
    ]
    return out


def move_lines(game: Any, number: int, move: MoveAnswer, consistent: bool) -> list[str]:
    note = "" if consistent else _(" (in an inconsistent position)")
    if move.unseen is not None:
        verdict = _("legal") if move.legal else _("NOT SURE") if move.legal_in else _("REFUSED")
        out = [
            _("move {number}, {move}: {verdict}").format(
                number=number, move=move.move, verdict=verdict
            )
            + note
        ]
        out += unseen_lines(move)
        if move.reason:
            out.append(f"  {move.reason}")
        if move.rule is not None:
            out.append(_("  rule: {rule}").format(rule=rule_text(move.rule)))
        out += [
            _("  points over those fills: {points}").format(points=spread_text(game, s))
            for s in move.spread
        ]
        out += [f"  {said}" for said in move.said]
        return out
    if not move.legal:
        said = _("move {number}, {move}: REFUSED{note}: {reason}")
        out = [said.format(number=number, move=move.move, note=note, reason=move.reason)]
        if move.rule is not None:
            out.append(_("  rule: {rule}").format(rule=rule_text(move.rule)))
        return out
    scored = sum(p.points for p in move.points)
    if move.points:
        what = _("scores {score}").format(score=units(scored, game.score_unit))
    else:
        what = _("scores nothing")
    said = _("move {number}, {move}: legal{note}, {what}")
    out = [said.format(number=number, move=move.move, note=note, what=what)]
    out += [points_line(game, p) for p in move.points]
    out += [f"  {said}" for said in move.said]
    return out


def legal_line(answer: Answer) -> str:
    line = _legal_line(answer)
    if answer.unknowns:
        line = line.replace("legal moves", "legal moves as far as the position shows", 1)
    return line


def _legal_line(answer: Answer) -> str:
    shown_moves = " ".join(answer.legal_moves)
    if not answer.legal_moves and answer.unknowns:
        return _("legal moves: they depend on what the position does not show")
    if answer.legal_listed_in_full:
        said = _("legal moves ({count}): {moves}")
        return said.format(count=answer.legal_count, moves=shown_moves)
    if answer.legal_count == 0:
        return _("legal moves: too many outcomes to list, e.g. {moves}").format(moves=shown_moves)
    said = _("legal moves ({count}), the first {first}: {moves} ...")
    return said.format(count=answer.legal_count, first=len(answer.legal_moves), moves=shown_moves)


def standing_lines(game: Any, answer: Answer) -> list[str]:
    standing = answer.standing
    if standing is None:
        return [_("if the game ended now: this impossible position cannot be scored")]
    if standing.unseen is not None:
        head = (
            _(
                "the end: it depends on what the position does not show ({unseen}); "
                "over {fills} fills of the unknowns:"
            )
            if answer.over
            else _(
                "if the game ended now: it depends on what the position does not show "
                "({unseen}); over {fills} fills of the unknowns:"
            )
        )
        out = [head.format(unseen=standing.unseen, fills=standing.fills)]
        for spread, share in zip(standing.spread, standing.win_share, strict=True):
            out.append(
                _("  {points} in all, wins in {share} of fills").format(
                    points=spread_text(game, spread), share=f"{share:.0%}"
                )
            )
        return out
    out = [_("the end:") if answer.over else _("if the game ended now:")]
    out += [points_line(game, line) for line in standing.lines]
    for side, so_far, total in zip(standing.sides, standing.so_far, standing.totals, strict=True):
        said = _("  {side}: {so_far} so far, {total} in all")
        out.append(said.format(side=side, so_far=so_far, total=units(total, game.score_unit)))
    if standing.winners:
        if len(standing.winners) == 1:
            said = _("  {player} wins").format(player=standing.winners[0])
        else:
            said = _("  {players} win").format(players=listed(standing.winners))
        out.append(said)
    if standing.tiebreak is not None:
        out.append(_("  tie broken by: {rule}").format(rule=rule_text(standing.tiebreak)))
    return out
