"""Pictures of positions (issue 30), for every game: structure, a snapshot, the PNG, the CLI.

Each game's picture is checked for what it must show: every piece the position holds
appears with its code (``data-code`` on the drawn shape, the same code as a label),
the position line and the asked move's verdict in the caption, sizes that match the
view box; the SVG is kept as a plain snapshot; the PNG's header and size are read.
"""

from __future__ import annotations

import importlib
import struct
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from syrupy.extensions.image import SVGImageSnapshotExtension

from engine.registry import GAMES
from tests.engine.test_contract import play
from tests.tutor.test_cli_positions import game_file
from tutor.cli import main
from tutor.export import picture_of
from tutor.pictures import to_png
from tutor.plugins import PLUGINS, plugin_package

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ["Ann <&> \x1b[2J", "Bo"]
"""A name with markup, an entity and an escape sequence: drawn as text, never obeyed."""


def seikatsu_pieces(state: Any) -> Counter[str]:
    from engine.seikatsu import tiles as T

    on = [t for t in state.board if 0 <= t < T.HIDDEN]
    held = [t for hand in state.hands for t in hand]
    return Counter(T.CODES[t] for t in on + held)


def miyabi_pieces(state: Any) -> Counter[str]:
    from engine.miyabi import tiles as T

    codes: Counter[str] = Counter()
    for garden in state.objects:
        for cell, count in enumerate(garden):
            if count:
                codes[T.OBJECTS[cell // 6].code + (str(count) if count > 1 else "")] += 1
    return codes


def sakura_pieces(state: Any) -> Counter[str]:
    from engine.sakura import cards as C
    from tutor.sakura.drawing import SHOWN_UNDER

    cards = [c for pile in state.piles for c in pile[-(SHOWN_UNDER + 1) :]]
    cards += [c for hand in state.hands for c in hand]
    cards += [c for trick in state.tricks for c in trick[-(SHOWN_UNDER + 1) :]]
    return Counter(C.code(c) for c in cards)


def karesansui_pieces(state: Any) -> Counter[str]:
    from engine.karesansui import rocks as R

    rocks = [t for garden in state.gardens for t, n in enumerate(garden) if n]
    rocks += [t for pile in state.piles for t in pile]
    rocks += [t for bid in state.bids for t in bid]
    return Counter(R.CODES[t] for t in rocks)


PIECES: dict[str, tuple[str, Callable[[Any], Counter[str]]]] = {
    "seikatsu": ("tile", seikatsu_pieces),
    "miyabi": ("object", miyabi_pieces),
    "sakura": ("card", sakura_pieces),
    "karesansui": ("rock", karesansui_pieces),
}
"""What each game's pieces are drawn as, and the codes a position holds (worked from the
state, not from the drawing)."""


def piece_facts(game_id: str) -> tuple[str, Callable[[Any], Counter[str]]]:
    """A shipped game's entry of :data:`PIECES`; a game registered at run time (the toy
    game) keeps its own in its plug-in's ``pieces`` module (``KIND``, ``pieces``)."""
    if game_id in PIECES:
        return PIECES[game_id]
    facts = importlib.import_module(f"{plugin_package(game_id)}.picture_facts")
    return facts.KIND, facts.pieces


def positions(game_id: str) -> dict[str, Any]:
    """A start, a mid-game, an end, and a seat's view with unknowns (mid-game, seat 1)."""
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(), 4)
    middle = states[len(states) // 2]
    return {
        "start": states[0],
        "mid": middle,
        "end": states[-1],
        "seat": game.view(middle, 0),
    }


def labels(root: ET.Element, kind: str) -> list[str]:
    return [g.get("aria-label", "") for g in root.iter(f"{SVG}g") if g.get("class") == kind]


@pytest.mark.parametrize("which", ["start", "mid", "end", "seat"])
@pytest.mark.parametrize("game_id", PLUGINS)
def test_a_picture_shows_every_piece_with_its_code(game_id: str, which: str) -> None:
    game = GAMES[game_id]
    state = positions(game_id)[which]
    picture = picture_of(game, state, names=NAMES)
    root = ET.fromstring(picture.svg())  # well-formed: names and texts are escaped
    kind, pieces = piece_facts(game_id)
    drawn = Counter(e.get("data-code") for e in root.iter() if e.get("class") == kind)
    assert drawn == pieces(state)
    texts = Counter(labels(root, "label"))
    for code, count in pieces(state).items():
        if code != "??" and game_id != "seikatsu":  # Seikatsu writes bird and flower apart
            assert texts[code] >= count, code
    caption = " ".join(labels(root, "caption"))
    assert game.position_text(state).replace(" ", "") in caption.replace(" ", "")
    width, height = float(root.get("width", 0)), float(root.get("height", 0))
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
    assert 300 < width < 2000 and 300 < height < 3000
    assert all("\x1b" not in label for label in labels(root, "label"))
    assert not list(root.iter(f"{SVG}text"))  # letters are paths: no reader's font matters


@pytest.mark.parametrize("game_id", PLUGINS)
def test_the_caption_gives_the_move_asked_and_its_verdict(game_id: str) -> None:
    game = GAMES[game_id]
    state = positions(game_id)["mid"]
    move = game.move_text(game.legal_moves(state)[0]) if game.legal_moves(state) else "zz"
    root = ET.fromstring(picture_of(game, state, move=move).svg())
    caption = " ".join(labels(root, "caption"))
    assert f"move asked: {move}: legal" in caption or f"move asked: {move}: refused" in caption


@pytest.mark.parametrize("game_id", PLUGINS)
def test_the_svg_snapshot(game_id: str, snapshot: Any) -> None:
    state = positions(game_id)["mid"]
    svg = picture_of(GAMES[game_id], state, names=NAMES).svg()
    assert svg == snapshot.use_extension(SVGImageSnapshotExtension)


@pytest.mark.parametrize("game_id", PLUGINS)
def test_the_png_decodes_at_the_pictures_size(game_id: str) -> None:
    picture = picture_of(GAMES[game_id], positions(game_id)["seat"], names=NAMES)
    png = to_png(picture.svg(), scale=2)
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and png[12:16] == b"IHDR"
    width, height = struct.unpack(">II", png[16:24])
    assert (width, height) == (round(picture.width * 2), round(picture.height * 2))


@pytest.mark.parametrize("game_id", PLUGINS)
def test_export_from_a_replay_and_from_a_position(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, states = game_file(tmp_path, game_id)
    svg, png = tmp_path / "a.svg", tmp_path / "a.png"
    assert main(["export", str(path), "--ply", "3", "--svg", str(svg), "--png", str(png)]) == 0
    assert ET.parse(svg).getroot().tag == f"{SVG}svg"
    assert png.read_bytes()[:4] == b"\x89PNG"
    position = GAMES[game_id].position_text(states[3])
    out = tmp_path / "b.svg"
    assert main(["export", game_id, position, "--svg", str(out)]) == 0
    assert position.split()[0] in out.read_text()


@pytest.mark.parametrize("game_id", PLUGINS)
def test_a_bad_position_is_one_line_naming_field_and_column(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.svg"
    assert main(["export", game_id, f"{game_id}/1:zz", "--svg", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "column" in err and err.startswith("niwa: bad ")
    assert not out.exists()


def test_export_needs_somewhere_to_write(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "seikatsu", "seikatsu/1:zz"]) == 1
    assert "--svg" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_x_in_the_viewer_and_in_play_writes_the_picture_and_says_where(
    game_id: str, data_dir: Path
) -> None:
    """The "Export picture" action: SVG and PNG into the data folder's exports/, said in
    one line; a palette command too (the help lists every binding)."""
    from tests.tutor.conftest import quiet_app
    from tests.tutor.test_review import short_game
    from tutor.screens.play import PlayScreen
    from tutor.screens.viewer import ViewerScreen
    from tutor.session import COMPUTER, PERSON, TablePlan

    app = quiet_app()
    exports = data_dir / "exports"
    async with app.run_test(size=(120, 40)) as pilot:
        viewer = app.open_replay(short_game(game_id))
        assert isinstance(viewer, ViewerScreen)
        await pilot.pause()
        assert "Export picture" in {command.title for command in app.get_system_commands(viewer)}
        await pilot.press("X")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert sorted(p.suffix for p in exports.iterdir()) == [".png", ".svg"]
        said = [n.message for n in app._notifications if "Picture saved" in n.message]
        assert len(said) == 1 and "\n" not in said[0] and str(exports) in said[0]
        game = GAMES[game_id]
        options = game.options_type()
        seats = game.seats(game.new_game(options))
        names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][:seats]
        plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        play = app.start_game(game_id, options, names, plan)
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        assert "Export picture" in {command.title for command in app.get_system_commands(play)}
        await pilot.press("X")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert len(list(exports.iterdir())) == 4


@pytest.mark.parametrize("game_id", PLUGINS)
def test_export_as_a_seat_sees_it_and_a_ply_out_of_range(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, states = game_file(tmp_path, game_id)
    game, ply = GAMES[game_id], len(states) // 2
    out = tmp_path / "seat.svg"
    assert main(["export", str(path), "--ply", str(ply), "--seat", "1", "--svg", str(out)]) == 0
    root = ET.parse(out).getroot()
    assert game.position_text(game.view(states[ply], 0)).replace(" ", "") in " ".join(
        labels(root, "caption")
    ).replace(" ", "")
    assert main(["export", str(path), "--ply", "9999", "--svg", str(out)]) == 1
    assert "--ply must be" in capsys.readouterr().err


def test_names_are_drawn_in_the_shipped_letters_and_others_as_a_question_mark() -> None:
    """Latin, Greek and Cyrillic names are drawn letter by letter (a combining accent
    composed first); a character the font lacks is a ``?``; the label keeps the name."""
    from tutor.pictures import Picture, glyph_id

    picture = Picture(400, 40)
    picture.text(0, 20, "Анна Ελένη Łukasz Rene\u0301 李")
    root = ET.fromstring(picture.svg())
    (group,) = [g for g in root.iter(f"{SVG}g") if g.get("class") == "label"]
    assert group.get("aria-label") == "Анна Ελένη Łukasz René 李"
    drawn = [u.get("{http://www.w3.org/1999/xlink}href") for u in group]
    assert drawn.count(f"#{glyph_id('?')}") == 1 and f"#{glyph_id('é')}" in drawn
    assert len(drawn) == len("АннаΕλένηŁukaszRené?")


async def test_an_export_that_cannot_be_written_says_why(data_dir: Path) -> None:
    """exports/ is a file here: the action says so in one error line and the app lives on."""
    from tests.tutor.conftest import quiet_app
    from tests.tutor.test_review import short_game

    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "exports").write_text("in the way")
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_replay(short_game("seikatsu"))
        await pilot.pause()
        await pilot.press("X")
        await app.workers.wait_for_complete()
        await pilot.pause()
        errors = [n for n in app._notifications if n.title == "Picture not saved"]
        assert len(errors) == 1 and "exports" in errors[0].message
        assert "\n" not in errors[0].message
