"""Each game's plug-in in Spanish (issue 29): what a game's own folder puts on screen (its
board's drawing and captions, the help line and prompts, the status line, the standings
and legend panels) and the caption of an exported picture read in the language spoken.

Parametrised over every game of the registry that has a tutor plug-in (the toy game too).
A text of the catalogue shown in English on a Spanish screen is what these tests catch:
an English sentence of a plug-in that does not go through ``_()``, or goes through it
where it is defined and not where it is shown, so the switch never reaches it.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

import pytest
from babel.messages.pofile import read_po
from textual.widget import Widget
from textual.widgets import Select

from engine.i18n import LOCALE_DIR
from engine.language import use_language
from engine.registry import GAMES
from tests.tutor.conftest import quiet_app, settle
from tests.tutor.test_pictures import labels, positions
from tutor.export import picture_of
from tutor.plugins import PLUGINS
from tutor.screens.play import PlayScreen
from tutor.screens.setup import SetupScreen
from tutor.session import Due

WITH_PLUGIN = [game_id for game_id in PLUGINS if game_id in GAMES]
PLACEHOLDER = re.compile(r"\{[^}]*\}")
MOVES = 2
"""Moves made on Play before its words are read (past the setup and the deal; the toy
game is not over yet)."""


@cache
def catalogue() -> dict[str, tuple[str, ...]]:
    """The Spanish catalogue: each English message and its translations (a plural's forms)."""
    with (LOCALE_DIR / "es" / "LC_MESSAGES" / "niwa.po").open("rb") as file:
        read = read_po(file)
    said: dict[str, tuple[str, ...]] = {}
    for message in read:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for english in ids:
            said[english] = tuple(strings)
    return said


@cache
def english_fragments() -> frozenset[str]:
    """The English pieces of the catalogue's sentences that Spanish says otherwise: each
    message's text between its placeholders, where it is a sentence of its own (two words
    or more, ten letters or more) and not in its translation. Read from the catalogue, not
    from the code: a sentence a plug-in forgot to look up is found all the same."""
    found = set()
    for english, said in catalogue().items():
        for piece in PLACEHOLDER.split(english):
            piece = " ".join(piece.split())
            words = re.findall(r"[A-Za-z]{2,}", piece)
            if len(words) >= 2 and len(piece) >= 10 and all(piece not in s for s in said):
                found.add(piece)
    return frozenset(found)


def english_left(text: str) -> list[str]:
    flat = " ".join(text.split())
    return sorted(piece for piece in english_fragments() if piece in flat)


def shown_text(root: Widget, leave_out: Widget | None = None) -> str:
    """Everything the widgets under ``root`` drew (scrolled out of view or not), but
    ``leave_out`` and what it holds."""
    parts = []
    for widget in [root, *root.query(Widget)]:
        if widget.children or not widget.region.area:
            continue
        if leave_out is not None and leave_out in (widget, *widget.ancestors):
            continue
        strips = widget.render_lines(widget.region.reset_offset)
        parts.append("\n".join(strip.text for strip in strips[: widget.region.height]))
    return "\n".join(parts)


async def play_screens(game_id: str, language: str) -> list[str]:
    """Play a few moves of ``game_id`` and read each screen a plug-in words: the board
    and help line, then each side panel the game fills (standings, legend). A game that
    speaks no Spanish itself (the toy game: its engine's texts are English) is read
    without its board, which draws the engine's description."""
    use_language("es" if language == "es" else "en")
    app = quiet_app()
    texts = []
    async with app.run_test(size=(120, 40)) as pilot:
        app.action_play(game_id)
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        for level in setup.query(".seat-level").results(Select):
            level.value = "easy"
        setup.action_start()
        await settle(pilot, app)
        play = app.screen
        assert isinstance(play, PlayScreen)
        for _move in range(MOVES):
            if play.session.due() != Due.PERSON:
                break
            assert play.submit(play.game.legal_moves(play.session.state)[0])
            await settle(pilot, app)
        await pilot.pause()
        engine_text = None if play.game.rules.texts.has("es") else play.board()
        texts.append(shown_text(play, engine_text))
        for panel in ("standings", "legend"):
            if play.desk.has_panel(panel):
                play.action_panel(panel)
                await pilot.pause()
                texts.append(shown_text(play, engine_text))
                play.action_panel(panel)
    return texts


@pytest.mark.parametrize("game_id", WITH_PLUGIN)
async def test_play_shows_the_games_words_in_spanish(game_id: str) -> None:
    english = await play_screens(game_id, "en")
    spanish = await play_screens(game_id, "es")
    assert [english_left(text) for text in spanish] == [[] for _text in spanish]
    if GAMES[game_id].rules.texts.has("es"):  # a shipped game: its plug-in words its screens
        assert any(english_left(text) for text in english)
        assert english != spanish


@pytest.mark.parametrize("game_id", WITH_PLUGIN)
def test_a_picture_says_its_caption_and_board_in_spanish(game_id: str) -> None:
    use_language("es")
    game = GAMES[game_id]
    state = positions(game_id)["mid"]
    moves = game.legal_moves(state)
    move = game.move_text(moves[0]) if moves else "zz"
    root = ET.fromstring(picture_of(game, state, names=["Ana", "Bea"], move=move).svg())
    caption = " ".join(labels(root, "caption"))
    position = game.position_text(state).replace(" ", "")
    assert f"posición:{position}" in caption.replace(" ", "")
    assert f"jugada preguntada: {move}: legal" in caption or f"{move}: rechazada" in caption
    assert root.findtext("{http://www.w3.org/2000/svg}title") == f"Posición de {game.title}"
    drawn = "\n".join(labels(root, "label") + labels(root, "caption"))
    assert english_left(drawn) == []
    english = board_words(state, game_id, "en")
    if english_left(english):  # the game's drawing has words of its own
        assert board_words(state, game_id, "es") != english


def board_words(state: Any, game_id: str, language: str) -> str:
    """The texts a game's drawing writes (its captions, its panels), in ``language``."""
    use_language("es" if language == "es" else "en")
    root = ET.fromstring(picture_of(GAMES[game_id], state, names=["Ana", "Bea"]).svg())
    return "\n".join(labels(root, "label"))
