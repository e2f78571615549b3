"""A move's texts follow the language spoken when they are shown, not when the move was
applied (issue 29): every text a random game of every game makes in English (each event's
words, each refusal) reads, once the language switches to Spanish, exactly as the same
move applied in Spanish says it (``engine.said``)."""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator

import msgspec
import pytest

from engine.core import CHANCE, Event, IllegalMove
from engine.language import use_language
from engine.playout import random_moves
from engine.registry import GAMES, get_game
from engine.said import Said, enc_hook, joined, now, said


def _texts(event: Event) -> Iterator[tuple[str, str]]:
    """Every text field of ``event`` (a Score's detail and subject, a Log's texts)."""
    for field in msgspec.structs.fields(event):
        value = getattr(event, field.name)
        if isinstance(value, str):
            yield f"{type(event).__name__}.{field.name}", value


def _made(game_id: str, seed: int) -> list[tuple[str, str]]:
    """(where, text) for every text a random game makes: events, and the refusals of
    moves tried again two and three moves later."""
    game = get_game(game_id)
    options = game.options_type()
    moves = random_moves(game, options, random.Random(seed))
    state = game.new_game(options)
    states = [state]
    made: list[tuple[str, str]] = []
    for ply, move in enumerate(moves, 1):
        step = game.apply(state, move)
        made += [(f"ply {ply} {where}", text) for e in step.events for where, text in _texts(e)]
        state = step.state
        states.append(state)
    for i, move in enumerate(moves[:60]):
        for later in states[i + 2 : i + 4]:
            if game.to_move(later) == CHANCE and game.to_move(states[i]) != CHANCE:
                continue
            try:
                game.apply(later, move)
            except IllegalMove as err:
                made.append((f"refusal of ply {i + 1}", err.reason))
    return made


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_move_made_in_english_reads_in_spanish_once_switched(game_id: str) -> None:
    english = _made(game_id, 5)
    try:
        use_language("es")
        spanish = _made(game_id, 5)
        again = [(where, now(text)) for where, text in english]
    finally:
        use_language("en")
    assert [where for where, _ in again] == [where for where, _ in spanish]
    stale = [
        f"{where}: {text!r} should read {theirs!r}"
        for (where, text), (_, theirs) in zip(again, spanish, strict=True)
        if text != theirs
    ]
    assert stale == []
    assert [(where, now(text)) for where, text in english] == english


def test_a_said_text_is_a_plain_string_said_again() -> None:
    words = ["one"]
    text = said(lambda: words[0])
    words[0] = "uno"
    assert text == "one"
    assert (str(text), f"{text}", f"{text:>4}", now(text)) == ("uno", "uno", " uno", "uno")
    assert now("x" + text + "y") == "xunoy"
    assert isinstance("x" + text, Said)
    assert now(joined(", ", [text, "dos"])) == "uno, dos"
    assert pickle.loads(pickle.dumps(text)) == "uno"
    assert msgspec.json.Encoder(enc_hook=enc_hook).encode([text]) == b'["uno"]'
