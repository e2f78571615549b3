"""What the replay viewer says: its title, the seats at a ply, the scrubber's captions,
the what-if prompt."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text

from engine.core import CHANCE, NOBODY
from engine.i18n import _
from engine.safe_text import shown_path
from replays import Timeline
from tutor.explain import round_caption, seat_label
from tutor.ply_story import round_shown
from tutor.ui import GamePlugin


def viewer_titles(game: Any, names: list[str], path: Path | None, journal: bool) -> tuple[str, str]:
    """The viewer's title and subtitle: the game and its players; the file (its name
    made safe to show), and for an unfinished game's journal that nothing is saved."""
    title = _("{game} replay: {players}").format(game=game.title, players=", ".join(names))
    sub_title = shown_path(path.name) if path else ""
    if journal:
        sub_title += " " + _("(unfinished: what-ifs and reviews are not saved)")
    return title, sub_title


def perspective_name(game: Any, line: Timeline, names: list[str], perspective: int | None) -> str:
    """Whose view the viewer shows: everything, or a seat's."""
    if perspective is None:
        return _("everything open")
    return seat_label(game, line.state_at(0), names, perspective)


def seats_text(
    ui: GamePlugin, state: Any, names: list[str], perspective: int | None, narrow: bool
) -> Text:
    """Every seat at the ply shown: who is to move, name, score and hand (as the
    perspective may know them)."""
    game = ui.game
    actor = game.to_move(state)
    scores = game.scores(state)  # as the perspective may know them
    out = Text()
    for seat in range(game.seats(state)):
        if seat:
            out.append("\n")
        out.append("> " if actor == seat else "  ", style="bold yellow")
        side = game.side_of(state, seat)
        out.append(seat_label(game, state, names, seat))
        out.append(f" {ui.seat_score(state, scores[side])}  ", style="bold")
        visible = perspective is None or perspective == seat
        out.append_text(ui.seat_hand_text(narrow, state, seat, visible))
    return out


def scrubber_captions(
    line: Timeline, ply: int, seen_as: str, line_name: str | None
) -> tuple[Text, Text]:
    """The scrubber's caption (ply, round, perspective, line) and its short form."""
    total = len(line)
    round_no = round_shown(line, ply)
    where = _("Ply {ply} of {total}").format(ply=ply, total=total)
    caption = Text.assemble((where, "bold"))
    caption.append(f"   {round_caption(round_no)}", style="")
    caption.append("   " + _("seen as: "), style="dim")
    caption.append(seen_as)
    if line_name is not None:
        caption.append("   " + _("line: {name}").format(name=line_name), style="magenta")
    if round_no:
        short = _("{ply}/{total} R{round}").format(ply=ply, total=total, round=round_no)
    else:
        short = _("{ply}/{total} setup").format(ply=ply, total=total)
    return caption, Text.assemble((short, "bold"))


def what_if_prompt(
    ui: GamePlugin, state: Any, names: list[str], ply: int, piece: str | None, board_help: str
) -> Text:
    """The prompt while trying moves: who moves (or the draw due) at the ply shown."""
    actor = ui.game.to_move(state)
    text = Text()
    text.append(_("What if, after ply {ply}: ").format(ply=ply), style="bold magenta")
    if actor == NOBODY:
        text.append(_("the game is over here."))
    elif actor == CHANCE:
        text.append(_("a draw is due. {how}").format(how=ui.what_if_draw_hint))
    else:
        mover = seat_label(ui.game, state, names, actor)
        text.append(_("{player} to move. ").format(player=mover))
        if piece is None:
            text.append(board_help)
        else:
            said = _("{piece} picked: choose a {place}.")
            text.append(said.format(piece=piece, place=ui.place_word))
    text.append("\n" + _("Esc stops trying moves."), style="dim")
    return text
