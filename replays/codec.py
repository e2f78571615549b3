"""Bytes <-> Replay: JSON (``.niwa.json``) and MessagePack (``.niwa``), strictly.

Both encodings carry the same Structs. The JSON layout is fixed by hand so that a
file diffs well and can be typed in: one field per line in the Struct's order,
one move per line. Reading detects the encoding from the content (a JSON file
renamed ``.niwa`` still loads) and turns every decoding failure into one
``ReplayError`` line; a ``$.moves[11]`` path becomes "ply 12".
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Literal, Union, cast

import msgspec

from engine.core import Game
from engine.i18n import N_, _
from engine.options import player_count_refusal
from engine.registry import DECLARATIONS, GAMES, UnknownGame, get_game
from replays.errors import ReplayError
from replays.format import (
    FORMAT_MAJOR,
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_FILE_BYTES,
    AnyReplay,
    MoveRecord,
    Replay,
    Short,
    check_texts,
)

Encoding = Literal["json", "msgpack"]


class _Header(msgspec.Struct):
    """What is read first: enough to refuse a stranger file before typing its moves."""

    format: Short | None = None
    version: Short | None = None
    game: Short | None = None
    niwa_version: Short = "?"


_JSON_HEADER = msgspec.json.Decoder(_Header)
_MSGPACK_HEADER = msgspec.msgpack.Decoder(_Header)
_ENCODER = msgspec.json.Encoder()
_RAW_JSON: msgspec.json.Decoder[Any] = msgspec.json.Decoder()
_RAW_MSGPACK: msgspec.msgpack.Decoder[Any] = msgspec.msgpack.Decoder()
_VERSION = re.compile(r"^(\d{1,4})\.(\d{1,4})$")
_BOM = b"\xef\xbb\xbf"


# -- encoding ---------------------------------------------------------------------


def encode(replay: AnyReplay, fmt: Encoding) -> bytes:
    """The replay as bytes: readable JSON or compact MessagePack."""
    if fmt == "msgpack":
        return msgspec.msgpack.encode(replay_tree(replay))
    if fmt == "json":
        return encode_json(replay)
    raise ValueError(f"unknown replay encoding {fmt!r} (json or msgpack)")  # a caller's bug


def _compact(value: Any) -> str:
    """One JSON value on one line, with a space after ':' and ',' for reading."""
    return msgspec.json.format(_ENCODER.encode(value), indent=0).decode()


def _records(records: list[Any], indent: str) -> str:
    if not records:
        return "[]"
    lines = ",\n".join(indent + "  " + _compact(record) for record in records)
    return f"[\n{lines}\n{indent}]"


def replay_tree(replay: AnyReplay) -> dict[str, Any]:
    """The replay as plain data; ``start`` only where set, so a file from the set-up is
    exactly a 1.0 file."""
    tree: dict[str, Any] = msgspec.to_builtins(replay)
    for optional in ("start", "recorded_by"):  # written only where set
        if tree.get(optional) is None:
            tree.pop(optional, None)
    return tree


def encode_json(replay: AnyReplay) -> bytes:
    """Stable key order (the Struct's), one move per line, a final newline."""
    return encode_tree_json(replay_tree(replay))


def encode_tree_json(tree: dict[str, Any]) -> bytes:
    """A replay as plain data (fields a newer minor version added included) in niwa's layout."""
    out = []
    for name, value in tree.items():
        if name == "moves" and isinstance(value, list):
            text = _records(value, "  ")
        elif name == "variations" and isinstance(value, list):
            text = _variations(value)
        else:
            text = _compact(value)
        out.append(f"  {_compact(name)}: {text}")
    return ("{\n" + ",\n".join(out) + "\n}\n").encode()


def _variations(variations: list[Any]) -> str:
    if not variations:
        return "[]"
    items = []
    for variation in variations:
        if not isinstance(variation, dict) or not isinstance(variation.get("moves"), list):
            items.append(f"    {_compact(variation)}")
            continue
        head = ", ".join(
            f"{_compact(key)}: {_compact(value)}"
            for key, value in variation.items()
            if key != "moves"
        )
        items.append(f'    {{{head}, "moves": {_records(variation["moves"], "    ")}}}')
    return "[\n" + ",\n".join(items) + "\n  ]"


def encode_tree(tree: dict[str, Any], fmt: Encoding) -> bytes:
    """A replay's plain-data tree as bytes; ReplayError if it holds what the encoding cannot."""
    try:
        if fmt == "msgpack":
            return msgspec.msgpack.encode(tree)
        return encode_tree_json(tree)
    except (TypeError, msgspec.EncodeError) as err:
        raise ReplayError(
            "<replay>",
            _("holds values {format} cannot carry: {error}").format(format=fmt, error=err),
        ) from None


def raw_tree(data: bytes, source: str) -> dict[str, Any]:
    """The file as plain data, every field kept (those of a newer minor version too).

    Rewriting a file from this tree, not from the typed Replay, keeps what this niwa
    does not know: a 1.1 file stays a whole 1.1 file.
    """
    fmt = detect(data)
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    tree = bounded_decode(_RAW_JSON if fmt == "json" else _RAW_MSGPACK, data, source)
    if not isinstance(tree, dict):
        raise ReplayError(source, _("not a niwa replay (not an object)"))
    return tree


# -- decoding ---------------------------------------------------------------------


def detect(data: bytes) -> Encoding | None:
    """JSON starts with '{' (after blanks or a BOM); a MessagePack map with 0x8_ or 0xde/0xdf."""
    body = data[len(_BOM) :] if data.startswith(_BOM) else data
    body = body.lstrip(b" \t\r\n")
    if not body:
        return None
    first = body[0]
    if first == ord("{"):
        return "json"
    if 0x80 <= first <= 0x8F or first in (0xDE, 0xDF):
        return "msgpack"
    return None


def move_union(game: Game[Any, Any, Any]) -> Any:
    """The game's moves as one tagged union type for msgspec."""
    return Union[tuple(game.move_types)]  # noqa: UP007 - built at run time from a tuple


@cache
def _decoders(game_id: str, moves: bool = True) -> tuple[Any, Any, Any]:
    """Typed decoders for one game (made once: msgspec compiles the type on creation).

    ``moves`` False: each move stays ``msgspec.Raw`` (well-formed, undecoded), so the
    decoders need only the game's declared options and load none of its rules (the lists
    of files: the home screen starts without any game's engine, issue 24)."""
    if moves:
        game = GAMES[game_id]
        options, union = game.options_type, move_union(game)
    else:
        options, union = DECLARATIONS[game_id].options_type, msgspec.Raw
    # Parametrised at run time from the registry: opaque to a static checker.
    typed = cast(Any, Replay)[options, union]
    record = cast(Any, MoveRecord)[union]
    return (
        msgspec.json.Decoder(typed),
        msgspec.msgpack.Decoder(typed),
        msgspec.json.Decoder(record),
    )


def record_decoder(game_id: str, moves: bool = True) -> msgspec.json.Decoder[Any]:
    """A JSON decoder of one MoveRecord of ``game_id`` (one journal line); ``moves`` False:
    its move left undecoded (``msgspec.Raw``)."""
    decoder: msgspec.json.Decoder[Any] = _decoders(game_id, moves)[2]
    return decoder


def replay_decoder(game_id: str, fmt: Encoding, moves: bool = True) -> Any:
    return _decoders(game_id, moves)[0 if fmt == "json" else 1]


_PATH = re.compile(r"^(?P<what>.*) - at `\$(?P<path>.*)`$", re.S)
_MOVE_PATH = re.compile(r"^\.moves\[(?P<index>\d+)\]\.?(?P<rest>.*)$")
_VARIATION_PATH = re.compile(
    r"^\.variations\[(?P<v>\d+)\]\.moves\[(?P<index>\d+)\]\.?(?P<rest>.*)$"
)


NESTED_TOO_DEEP = N_("nested too deep: a replay's values are a few levels deep, not hundreds")
_LONE_SURROGATE = re.compile(
    rb"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    rb"|(?<![0-9a-fA-F]{2}\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)
"""A ``\\uD800``-style escape with no partner: no character at all (msgspec calls it
truncation)."""


def bounded_decode(decoder: Any, data: bytes, source: str) -> Any:
    """``decoder.decode(data)``, with every failure one ReplayError line.

    msgspec's decoders recurse into nested arrays and maps; a hostile file nested a
    thousand deep makes them raise RecursionError (cleanly: the C decoder counts its
    depth with Python's own recursion guard), which is reported as such here, the
    one place every replay, journal line and header is decoded.
    """
    try:
        return decoder.decode(data)
    except RecursionError:
        raise ReplayError(source, _(NESTED_TOO_DEEP)) from None
    except msgspec.MsgspecError as err:
        raise decode_problem(source, err, data) from None


def decode_problem(
    source: str, err: msgspec.MsgspecError, data: bytes | None = None
) -> ReplayError:
    """msgspec's message with its ``$`` path made readable ("ply 12: ... at move.cell")."""
    text = str(err)
    if isinstance(err, msgspec.DecodeError) and not isinstance(err, msgspec.ValidationError):
        lone = data is not None and _LONE_SURROGATE.search(data)
        if lone and ("truncated" in text or "escape" in text):
            return ReplayError(
                source, _("malformed file: a \\u escape names half a character (a lone surrogate)")
            )
        return ReplayError(source, _("truncated or malformed file: {problem}").format(problem=text))
    m = _PATH.match(text)
    if not m:
        return ReplayError(source, text)
    what, path = m["what"], m["path"]
    what = what[:1].lower() + what[1:]
    if mm := _MOVE_PATH.match(path):
        at = _(" at `{path}`").format(path=mm["rest"]) if mm["rest"] else ""
        return ReplayError(source, f"{what}{at}", ply=int(mm["index"]) + 1)
    if mm := _VARIATION_PATH.match(path):
        at = _(" at `{path}`").format(path=mm["rest"]) if mm["rest"] else ""
        number, index = int(mm["v"]) + 1, int(mm["index"]) + 1
        said = _("variation {number}, its move {index}: {problem}{at}")
        return ReplayError(source, said.format(number=number, index=index, problem=what, at=at))
    said = _("{problem} at `{path}`").format(problem=what, path=path.lstrip("."))
    return ReplayError(source, said)


def _game_of(header: _Header, source: str) -> str:
    if header.format != FORMAT_NAME:
        if header.format is None:
            raise ReplayError(source, _("not a niwa replay"))
        said = _("not a niwa replay (format is {format})").format(format=repr(header.format))
        raise ReplayError(source, said)
    m = _VERSION.match(header.version or "")
    if not m:
        said = _("bad format version {version} (expected like 1.0)")
        raise ReplayError(source, said.format(version=repr(header.version)))
    if int(m[1]) > FORMAT_MAJOR:
        writer = header.niwa_version
        advice = (
            _("it was written by niwa {writer}: use niwa {writer} or later to read it")
            if writer != "?"
            else _("use a newer niwa to read it")
        ).format(writer=writer)
        said = _("replay format {version} is newer than this niwa reads ({major}.x); {advice}")
        raise ReplayError(
            source, said.format(version=header.version, major=FORMAT_MAJOR, advice=advice)
        )
    if int(m[1]) < 1:
        said = _("replay format {version} is no longer read")
        raise ReplayError(source, said.format(version=header.version))
    if header.game is None:
        raise ReplayError(source, _("the file names no game"))
    if header.game not in GAMES:  # asks the registry only: loads no game's rules
        raise ReplayError(source, str(UnknownGame(header.game)))
    return header.game


def decode(data: bytes, source: str = "<bytes>") -> AnyReplay:
    """The Replay in ``data`` (JSON or MessagePack), typed for its game, its texts checked.

    The one decoding of an envelope: whoever reads a replay or a journal's first line
    (the viewer, ``niwa verify``, and through :func:`decode_envelope` the home screen's
    lists and the palette) gets every check of the format's texts (``check_texts``:
    names, comments, short fields), so no listing can show a name that ``niwa verify``
    refuses. Its moves are not played yet (``Timeline.verify`` does that).
    """
    return _decode(data, source, moves=True)


def decode_envelope(data: bytes, source: str = "<bytes>") -> AnyReplay:
    """The Replay in ``data`` as :func:`decode` reads it, every check included, except that
    each move stays ``msgspec.Raw``: well-formed, counted, its comment checked, but not
    typed for its game, so no game's rules are loaded. What lists a file without opening
    it (the home screen, the palette, the Replays screen) reads this; a move its game
    would refuse is found, like an illegal one, when the file is opened."""
    return _decode(data, source, moves=False)


def _decode(data: bytes, source: str, *, moves: bool) -> AnyReplay:
    if len(data) > MAX_FILE_BYTES:
        said = _("larger than {size} MiB").format(size=MAX_FILE_BYTES // (1024 * 1024))
        raise ReplayError(source, said)
    fmt = detect(data)
    if fmt is None:
        what = (
            _("empty file")
            if not data.strip()
            else _("not a niwa replay (neither JSON nor MessagePack)")
        )
        raise ReplayError(source, what)
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    header = bounded_decode(_JSON_HEADER if fmt == "json" else _MSGPACK_HEADER, data, source)
    game_id = _game_of(header, source)
    try:
        replay: AnyReplay = bounded_decode(replay_decoder(game_id, fmt, moves), data, source)
    except ReplayError as err:
        if "`options.players`" in str(err):
            _refuse_player_count(game_id, data, fmt, source)
        raise
    check_texts(replay, source)
    return replay


def _refuse_player_count(game_id: str, data: bytes, fmt: Encoding, source: str) -> None:
    """A player count outside the bounds the game declares on its options, refused in the
    game's own words (its ``new_game``: "Seikatsu is for 2 or 3 players, or 4 in teams"),
    as the file's other impossible options are (timeline.py); returns where it cannot."""
    tree = bounded_decode(_RAW_JSON if fmt == "json" else _RAW_MSGPACK, data, source)
    game = get_game(game_id)
    refusal = player_count_refusal(game, tree.get("options") if isinstance(tree, dict) else None)
    if refusal is not None:
        said = _("options describe no {game} game: {refusal}")
        raise ReplayError(source, said.format(game=game.title, refusal=refusal))


__all__ = ["FORMAT_VERSION", "decode", "decode_envelope", "detect", "encode", "move_union"]
