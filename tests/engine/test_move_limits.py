"""Every list inside a move is capped by what the game allows, so no file can make the
engine walk a list longer than a game could ever hold (issue 17, item 3)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from engine.registry import GAMES


def unbounded_lists(info: Any, where: str) -> list[str]:
    """Paths of the variable-length arrays in ``info`` that carry no max_length."""
    found: list[str] = []
    if isinstance(info, msgspec.inspect.UnionType):
        for member in info.types:
            found += unbounded_lists(member, where)
    elif isinstance(info, msgspec.inspect.Metadata):
        found += unbounded_lists(info.type, where)
    elif isinstance(info, msgspec.inspect.StructType):
        for field in info.fields:
            found += unbounded_lists(field.type, f"{where}.{field.name}")
    elif isinstance(
        info, msgspec.inspect.VarTupleType | msgspec.inspect.ListType | msgspec.inspect.SetType
    ):
        if info.max_length is None:
            found.append(where)
        found += unbounded_lists(info.item_type, f"{where}[]")
    elif isinstance(info, msgspec.inspect.TupleType):
        for number, item in enumerate(info.item_types):
            found += unbounded_lists(item, f"{where}[{number}]")
    elif isinstance(info, msgspec.inspect.DictType):
        if info.max_length is None:
            found.append(where)
        found += unbounded_lists(info.value_type, f"{where}{{}}")
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_list_in_a_move_has_a_length_limit(game_id: str) -> None:
    game = GAMES[game_id]
    problems = [
        path
        for move_type in game.move_types
        for path in unbounded_lists(msgspec.inspect.type_info(move_type), move_type.__name__)
    ]
    assert problems == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_game_options_hold_no_unbounded_list(game_id: str) -> None:
    info = msgspec.inspect.type_info(GAMES[game_id].options_type)
    assert unbounded_lists(info, "options") == []


def test_the_check_finds_an_unbounded_list() -> None:
    class Loose(msgspec.Struct):
        items: tuple[str, ...]

    assert unbounded_lists(msgspec.inspect.type_info(Loose), "Loose") == ["Loose.items"]
