"""Every game's words (piece names, refusals, what a move did, niwa show) in Spanish
(issue 29): the same ids and placeholders as the English, and every text a random
game shows a player, refusal or event, written anew; a game with none speaks English."""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.core import CHANCE, IllegalMove, Log, Score
from engine.language import use_language
from engine.playout import random_moves
from engine.registry import GAMES, SHIPPED, get_game
from engine.translations import CATALOGUES, Texts, TranslationError, Words

WORDS_SHORT: frozenset[str] = frozenset()
"""Shipped games whose refusals and events are not all in Spanish yet (strict xfail)."""


def _folder(game_id: str) -> Path:
    """The game's own folder: where its options, rules and words live."""
    module = importlib.import_module(get_game(game_id).options_type.__module__)
    return Path(module.__file__ or "").parent


def _catalogues(game_id: str) -> list[Texts]:
    folder = _folder(game_id)
    return [texts for texts in CATALOGUES if texts.folder == folder]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_catalogue_reads_in_every_language_it_has(game_id: str) -> None:
    for texts in _catalogues(game_id):
        for language in texts.languages():
            assert set(texts.table(language)) == set(texts.english), texts.name


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_shipped_game_has_its_words_in_spanish(game_id: str) -> None:
    catalogues = _catalogues(game_id)
    assert {texts.stem for texts in catalogues} >= {"rules"}
    assert all(texts.has("es") for texts in catalogues), [t.name for t in catalogues]


def _shown(game_id: str, seed: int) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a random game shows: each event's words, and the
    refusal of each move tried again one and two moves later."""
    game = get_game(game_id)
    options = game.options_type()
    moves = random_moves(game, options, random.Random(seed))
    state = game.new_game(options)
    states = [state]
    for move in moves:
        step = game.apply(state, move)
        for event in step.events:
            if isinstance(event, Log):
                yield f"log of {game.move_text(move)}", event.text
                if event.private:
                    yield f"private log of {game.move_text(move)}", event.private
            elif isinstance(event, Score):
                yield f"score of {game.move_text(move)}", event.detail
        state = step.state
        states.append(state)
    for i, move in enumerate(moves[:80]):
        for later in states[i + 2 : i + 4]:
            if game.to_move(later) == CHANCE and game.to_move(states[i]) != CHANCE:
                continue
            try:
                game.apply(later, move)
            except IllegalMove as err:
                yield f"refusal of {game.move_text(move)}", err.reason


def _every_game_words() -> list[Any]:
    return [
        pytest.param(game_id, marks=pytest.mark.xfail(strict=True, reason="words short"))
        if game_id in WORDS_SHORT
        else pytest.param(game_id)
        for game_id in SHIPPED
    ]


@pytest.mark.parametrize("game_id", _every_game_words())
def test_every_text_a_game_shows_is_in_spanish(game_id: str) -> None:
    use_language("en")
    english = list(_shown(game_id, 7))
    try:
        use_language("es")
        spanish = list(_shown(game_id, 7))
    finally:
        use_language("en")
    assert [where for where, _ in spanish] == [where for where, _ in english]
    same = {
        f"{where}: {text}"
        for (where, text), (_, theirs) in zip(english, spanish, strict=True)
        if text == theirs and any(c.isalpha() and c.islower() for c in text)
    }
    assert sorted(same) == []
    assert any(where.startswith("refusal") for where, _ in english)


def test_words_without_a_file_speak_english(tmp_path: Path) -> None:
    words = Words(tmp_path, {"greeting": "hello {name}"})
    try:
        use_language("es")
        assert words("greeting", name="Ana") == "hello Ana"
    finally:
        use_language("en")


def test_words_read_their_language_when_drawn(tmp_path: Path) -> None:
    (tmp_path / "words.es.toml").write_text(
        '"greeting" = "hola {name}"\n"count.tile.one" = "{n} ficha"\n'
        '"count.tile.many" = "{n} fichas"\n',
        encoding="utf-8",
    )
    english = {"greeting": "hello {name}", "count.tile.one": "{n} tile"}
    words = Words(tmp_path, english | {"count.tile.many": "{n} tiles"})
    assert words("greeting", name="Ana") == "hello Ana"
    assert words.count(1, "tile") == "1 tile"
    try:
        use_language("es")
        assert words("greeting", name="Ana") == "hola Ana"
        assert words.english("greeting", name="Ana") == "hello Ana"
        assert (words.count(1, "tile"), words.count(3, "tile")) == ("1 ficha", "3 fichas")
    finally:
        use_language("en")
    assert words("greeting", name="Ana") == "hello Ana"


@pytest.mark.parametrize(
    "body",
    [
        '"greeting" = "hola {nombre}"\n',
        '"greeting" = "hola {name}"\n"extra" = "x"\n',
        '"other" = "hola {name}"\n',
        '"greeting" = 3\n',
    ],
)
def test_words_that_drifted_are_refused(tmp_path: Path, body: str) -> None:
    (tmp_path / "words.es.toml").write_text(body, encoding="utf-8")
    words = Words(tmp_path, {"greeting": "hello {name}"})
    try:
        use_language("es")
        with pytest.raises(TranslationError):
            words("greeting", name="Ana")
    finally:
        use_language("en")


ENGLISH_WORDS = frozenset({"the", "to", "of", "seat", "and", "move", "is", "on", "by", "in"})
"""Words that mark a line as an English sentence (a board row or a code is no sentence)."""


@pytest.mark.parametrize("game_id", SHIPPED)
def test_niwa_show_is_in_spanish(game_id: str) -> None:
    """Every sentence of ``niwa show`` (``describe``) at points of a random game, as a
    seat sees it and as everybody does, is written anew in Spanish."""
    game = get_game(game_id)
    options = game.options_type()
    moves = random_moves(game, options, random.Random(3))
    state = game.new_game(options)
    states = [state]
    for move in moves:
        state = game.apply(state, move).state
        states.append(state)
    untranslated = set()
    for state in states[:: max(1, len(states) // 6)] + [states[-1]]:
        for seat in (None, 0):
            use_language("en")
            english = game.describe(state, seat).split("\n")
            try:
                use_language("es")
                spanish = game.describe(state, seat).split("\n")
            finally:
                use_language("en")
            assert len(spanish) == len(english)
            untranslated |= {
                line
                for line, theirs in zip(english, spanish, strict=True)
                if line == theirs and ENGLISH_WORDS & set(line.casefold().split())
            }
    assert sorted(untranslated) == []
