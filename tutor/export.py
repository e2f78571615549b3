"""Pictures of positions to share (issue 30): a game's board drawn, with a caption.

Generic: each game's plug-in draws its own board (``tutor/<game>/drawing.py``, a
``draw(state, names) -> Picture``); this module adds the caption every picture
carries (the game, whose turn, the position line, and the move asked about with the
rules' verdict from :mod:`engine.ask`) and writes SVG and PNG files. The command
line (``niwa export``) and the screens' "Export picture" action both come here.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from engine.ask import MoveAnswer, ask
from engine.core import NOBODY, Game, seat_word
from engine.i18n import _
from engine.registry import get_game
from replays.storage import write_atomic
from tutor.explain import seat_label, side_label
from tutor.pictures import INK, Picture, to_png, wrap

CAPTION_SIZE: Final = 13
CAPTION_LINE: Final = 18
EXPORTS: Final = "exports"
"""The folder under niwa's data folder the screens' action writes pictures into."""


def drawing_of(game_id: str) -> Any:
    """The game's drawing module, ``tutor/<game>/drawing.py``."""
    from tutor.plugins import plugin_package

    return importlib.import_module(f"{plugin_package(game_id)}.drawing")


def verdict(answer: MoveAnswer, who: dict[str, str] | None = None) -> str:
    """A move's verdict in one line: legal and its points, or refused with the rule.

    ``who`` names the sides the answer gives as the engine's labels (``seat 2``)."""
    if answer.unseen is not None:  # answered over determinizations: no points invented
        return _(
            "{move}: legal in {legal} of {fills} fills of the unknowns; it depends on {unseen}"
        ).format(move=answer.move, legal=answer.legal_in, fills=answer.fills, unseen=answer.unseen)
    if not answer.legal:
        rule = f" [{answer.rule.id}]" if answer.rule else ""
        return _("{move}: refused, {reason}").format(move=answer.move, reason=answer.reason) + rule
    totals: dict[str, int] = {}
    for line in answer.points:
        totals[line.side] = totals.get(line.side, 0) + line.points
    named = who or {}
    points = ", ".join(f"{named.get(side, side)} {total:+d}" for side, total in totals.items())
    if points:
        return _("{move}: legal, scores {points}").format(move=answer.move, points=points)
    return _("{move}: legal, no points").format(move=answer.move)


def turn_line(game: Game[Any, Any, Any], state: Any, names: Sequence[str]) -> str:
    mover = game.to_move(state)
    if mover == NOBODY:
        return _("game over")
    if mover < 0:
        from tutor.plugins import ui_for  # the dealer in the game's words, in the language spoken

        return _("{dealer} to deal").format(dealer=ui_for(game.id).dealer.noun)
    return _("{player} to move").format(player=seat_label(game, state, names, mover))


@dataclass(frozen=True)
class Caption:
    """What a picture says under the board."""

    title: str
    position: str
    move: MoveAnswer | None = None
    who: dict[str, str] | None = None

    def lines(self, width: int) -> list[str]:
        out = wrap(self.title, width)
        out += wrap(_("position: {position}").format(position=self.position), width)
        if self.move is not None:
            asked = _("move asked: {verdict}").format(verdict=verdict(self.move, self.who))
            out += wrap(asked, width)
        return out


def add_caption(picture: Picture, caption: Caption) -> None:
    """Extend ``picture`` downwards by the caption's lines."""
    chars = max(20, int((picture.width - 24) / picture.text_width("M", CAPTION_SIZE)))
    y = picture.height + 8
    picture.line(12, y, picture.width - 12, y, stroke="#b0a58a")
    for line in caption.lines(chars):
        y += CAPTION_LINE
        picture.text(12, y, line, size=CAPTION_SIZE, fill=INK, kind="caption")
    picture.height = y + 12


def names_for(game: Game[Any, Any, Any], state: Any, names: Sequence[str] | None) -> list[str]:
    seats = game.seats(state)
    given = list(names or [])
    return [given[s] if s < len(given) else seat_word(s) for s in range(seats)]


def picture_of(
    game: Game[Any, Any, Any],
    state: Any,
    *,
    names: Sequence[str] | None = None,
    move: str | None = None,
    heading: str = "",
) -> Picture:
    """The position drawn with its caption; ``move`` asked about with its verdict."""
    names = names_for(game, state, names)
    picture: Picture = drawing_of(game.id).draw(state, names)
    position = game.position_text(state)
    answer = ask(game, position, [move]).moves[0] if move is not None else None
    title = f"{game.title}: {turn_line(game, state, names)}" + (f" ({heading})" if heading else "")
    picture.title = _("{game} position").format(game=game.title)
    sides = game.sides(state)
    who = {label: side_label(game, state, names, side) for side, label in enumerate(sides)}
    add_caption(picture, Caption(title, position, answer, who))
    return picture


def write_picture(picture: Picture, svg: Path | None, png: Path | None) -> list[Path]:
    """Write the SVG and/or PNG (each atomically); the paths written."""
    written = []
    text = picture.svg()
    if svg is not None:
        write_atomic(text.encode("utf-8"), svg, overwrite=True)
        written.append(svg)
    if png is not None:
        write_atomic(to_png(text), png, overwrite=True)
        written.append(png)
    return written


def export_to_folder(
    data_dir: Path, game_id: str, state: Any, names: Sequence[str] | None, heading: str = ""
) -> tuple[Path, Path]:
    """The screens' action: SVG and PNG of ``state`` into ``data_dir/exports/``."""
    game = get_game(game_id)
    folder = data_dir / EXPORTS
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    stem = folder / f"{game_id}-{stamp}"
    svg, png = stem.with_suffix(".svg"), stem.with_suffix(".png")
    write_picture(picture_of(game, state, names=names, heading=heading), svg, png)
    return svg, png


def export_action(screen: Any, game_id: str, state: Any, names: Sequence[str]) -> None:
    """The screens' "Export picture" action: write the SVG and PNG, say where in one line.

    Drawing the PNG takes a second or so, so it runs in a thread and the screen stays
    live; a state is an immutable value, so the thread reads it safely."""
    from replays import ReplayError, data_dir

    app = screen.app
    folder = data_dir()

    def job() -> None:
        try:
            svg, png = export_to_folder(folder, game_id, state, names)
        except (ReplayError, OSError) as err:
            app.call_from_thread(
                app.notify, str(err), title=_("Picture not saved"), severity="error", markup=False
            )
            return
        saved = _("Picture saved: {svg} and {png}").format(svg=svg, png=png.name)
        app.call_from_thread(app.notify, saved, markup=False)

    screen.run_worker(job, thread=True, group="export-picture", exit_on_error=False)
