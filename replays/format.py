"""The replay envelope: one set of msgspec Structs for every game.

A replay is the game id, its options, the players and the ordered moves, CHANCE
moves included, so a file replays exactly with no seed. The Structs are generic
over the game's options and move types: decoding parametrises them with
``game.options_type`` and the union of ``game.move_types`` (see ``codec.py``), so
a new game needs no change here.

Limits live in the annotations: msgspec refuses an over-long string or list while
decoding, before anything reaches the engine.
"""

from __future__ import annotations

import datetime as _dt
from typing import Annotated, Any, Final, Generic, TypeVar

import msgspec

from engine.i18n import _
from engine.position_fields import MAX_POSITION
from engine.safe_text import UNSAFE_IN_LINES, bad_character, text_problem
from replays.errors import ReplayError

FORMAT_NAME: Final = "niwa-replay"
FORMAT_VERSION: Final = "1.0"
"""major.minor of a file that starts from the set-up. Minor versions only add optional
fields (readers ignore fields they do not know); anything else is a new major, which
older readers refuse."""
START_VERSION: Final = "2.0"
"""The version of a file that starts from a position (``start``): a reader that ignored
the field would replay its moves from the set-up, so older readers must refuse it."""
FORMAT_MAJOR: Final = int(START_VERSION.split(".")[0])
"""The newest major this niwa reads (it reads every major from 1)."""

MAX_FILE_BYTES: Final = 4 * 1024 * 1024
MAX_MOVES: Final = 10_000
MAX_VARIATIONS: Final = 100
MAX_PLAYERS: Final = 8
MAX_NAME: Final = 80
MAX_COMMENT: Final = 2_000
MAX_SHORT: Final = 64
"""Longest id-like string: game id, version, timestamps, and any text inside a move."""

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME)]
Comment = Annotated[str, msgspec.Meta(max_length=MAX_COMMENT)]
Short = Annotated[str, msgspec.Meta(max_length=MAX_SHORT)]
Position = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_POSITION)]
"""A position line in the game's notation (``Game.position_text``)."""

M = TypeVar("M")
O = TypeVar("O")  # noqa: E741 - the options type, named like engine.core's


class MoveRecord(msgspec.Struct, Generic[M], frozen=True, omit_defaults=True):
    """One ply: the game's move as it is (a tagged Struct) and an optional annotation."""

    move: M
    comment: Comment | None = None
    unseen: bool = False
    """A chance move the recording seat did not see (a record made from one seat,
    ``Replay.recorded_by``): its outcome is niwa's fill-in, consistent with everything the
    seat saw, never shown as if it were known. Written only where true."""
    unchecked: Short | None = None
    """A rule the move was checked against only as far as the recording seat could know
    (it depends on a hand they cannot see); its id. Written only where set."""


class Variation(msgspec.Struct, Generic[M], frozen=True):
    """A "what if" branch: the main line's first ``from_ply`` moves, then ``moves``."""

    name: Name
    from_ply: Annotated[int, msgspec.Meta(ge=0, le=MAX_MOVES)]
    moves: Annotated[list[MoveRecord[M]], msgspec.Meta(max_length=MAX_MOVES)]


class Replay(msgspec.Struct, Generic[O, M], frozen=True, kw_only=True):
    """The envelope, the same for every game; field order is the files' key order."""

    format: Short = FORMAT_NAME
    version: Short = FORMAT_VERSION
    game: Short
    options: O
    players: Annotated[list[Name], msgspec.Meta(min_length=1, max_length=MAX_PLAYERS)]
    created_at: Short
    niwa_version: Short
    moves: Annotated[list[MoveRecord[M]], msgspec.Meta(max_length=MAX_MOVES)]
    variations: Annotated[list[Variation[M]], msgspec.Meta(max_length=MAX_VARIATIONS)] = []
    start: Position | None = None
    """The position the game starts from (format 2.0), in the game's notation; None: the
    game's own set-up. Written only where set, so a file without it is a 1.0 file."""
    recorded_by: Annotated[int, msgspec.Meta(ge=0, lt=MAX_PLAYERS)] | None = None
    """The seat (from 0) a record was made from, seeing only what that seat sees (format
    x.1): draws it did not see are marked ``unseen``. None: an observer saw everything.
    Written only where set."""


AnyReplay = Replay[Any, Any]


def niwa_version() -> str:
    """The installed niwa's version, written into every file it makes (importlib.metadata
    is read here, not at import: it costs the app's start some 40 ms, and only a file
    written needs it)."""
    from importlib import metadata

    try:
        return metadata.version("niwa")
    except metadata.PackageNotFoundError:  # running from a bare checkout
        return "0+unknown"


def utc_now() -> str:
    """ISO 8601 UTC to the second, e.g. 2026-03-01T14:05:09Z."""
    return _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


ONE_SEAT_MINOR: Final = ".1"
"""The minor version of a record made from one seat (``recorded_by``: an added optional
field, so an older reader still replays it, as if its fill-ins had been seen)."""


def new_replay(
    game_id: str,
    options: Any,
    players: list[str],
    start: str | None = None,
    recorded_by: int | None = None,
) -> AnyReplay:
    """An empty replay of ``game_id``, stamped now and with this niwa's version; from the
    position ``start`` (a line in the game's notation) where one is given.

    The options and names are checked at once (``verify`` checks the rest), so a
    recording cannot start from something no file could hold.
    """
    version = START_VERSION if start is not None else FORMAT_VERSION
    if recorded_by is not None:
        version = version.split(".")[0] + ONE_SEAT_MINOR
    replay: AnyReplay = Replay(
        version=version,
        game=game_id,
        options=options,
        players=list(players),
        created_at=utc_now(),
        niwa_version=niwa_version(),
        moves=[],
        start=start,
        recorded_by=recorded_by,
    )
    check_texts(replay, _("<new replay>"))
    return replay


_BAD_IN_COMMENT = UNSAFE_IN_LINES


def check_name(text: str, what: str, source: str) -> None:
    """Names are one printable line: they are shown in terminals and file lists."""
    if text_problem(text, what, MAX_NAME) is not None:
        raise ReplayError(
            source,
            _("{what} must be 1 to {most} printable characters, not {text}").format(
                what=what, most=MAX_NAME, text=repr(text)
            ),
        )


def check_comment(text: str | None, source: str, ply: int | None = None) -> None:
    """Comments may span lines (newline, tab) but carry no other control characters."""
    if text is None:
        return
    if len(text) > MAX_COMMENT:
        said = _("comment longer than {most} characters").format(most=MAX_COMMENT)
        raise ReplayError(source, said, ply=ply)
    if _BAD_IN_COMMENT.search(text):
        raise ReplayError(source, _("comment holds control characters"), ply=ply)


def check_texts(replay: AnyReplay, source: str) -> None:
    """What msgspec's length limits cannot say: no control characters, sane sizes.

    Run on decoded files and on replays built in memory alike, so that whatever
    niwa saves, it can load again.
    """
    if len(replay.players) > MAX_PLAYERS or not replay.players:
        raise ReplayError(source, _("a replay names 1 to {most} players").format(most=MAX_PLAYERS))
    for seat, name in enumerate(replay.players):
        check_name(name, _("player {seat}'s name").format(seat=seat + 1), source)
    for what, text in (
        ("format", replay.format),
        ("version", replay.version),
        ("game", replay.game),
        ("created_at", replay.created_at),
        ("niwa_version", replay.niwa_version),
    ):
        if len(text) > MAX_SHORT or bad_character(text) is not None:
            said = _("{field} is not a short printable text: {text}")
            raise ReplayError(source, said.format(field=what, text=repr(text)))
    if replay.start is not None:
        check_start(replay.start, replay.version, source)
    if replay.recorded_by is not None and not 0 <= replay.recorded_by < len(replay.players):
        said = _("recorded by seat {seat}, but the game has no such seat")
        raise ReplayError(source, said.format(seat=replay.recorded_by + 1))
    if len(replay.moves) > MAX_MOVES:
        raise ReplayError(source, too_many_moves())
    if len(replay.variations) > MAX_VARIATIONS:
        raise ReplayError(source, too_many_variations())
    for ply, record in enumerate(replay.moves, start=1):
        check_comment(record.comment, source, ply)
        if record.unchecked is not None and bad_character(record.unchecked) is not None:
            said = _("move {ply}'s unchecked rule is not a rule id").format(ply=ply)
            raise ReplayError(source, said)
    for number, variation in enumerate(replay.variations, start=1):
        check_name(variation.name, _("variation {number}'s name").format(number=number), source)
        for record in variation.moves:
            check_comment(record.comment, source)


def too_many_moves() -> str:
    """Said where a replay would hold more moves than the format keeps."""
    return _("more than {most} moves").format(most=MAX_MOVES)


def too_many_variations() -> str:
    """Said where a replay would hold more variations than the format keeps."""
    return _("more than {most} variations").format(most=MAX_VARIATIONS)


def major_of(version: str) -> int:
    """The major number of a ``major.minor`` version (0 where it is not one)."""
    head = version.split(".", 1)[0]
    return int(head) if head.isdigit() and len(head) <= 4 else 0


def check_start(start: str, version: str, source: str) -> None:
    """A start position is one short line of printable ASCII, in a file of format 2 or later
    (a 1.x reader would ignore it and replay the moves from the set-up)."""
    if major_of(version) < major_of(START_VERSION):
        said = _("a replay that starts from a position is format {needed}, not {version}")
        raise ReplayError(source, said.format(needed=START_VERSION, version=version))
    if not 0 < len(start) <= MAX_POSITION or not all(" " <= c <= "~" for c in start):
        said = _("the start position must be 1 to {most} printable ASCII characters")
        raise ReplayError(source, said.format(most=MAX_POSITION))


_SOUND_MOVES: set[Any] = set()
"""Moves whose texts were found sound (moves are frozen, hashable values): a game
repeats the same draws and plays, so most checks are one set lookup."""


def _texts_problem(value: Any) -> Any:
    """The first malformed text inside ``value`` (a str, or a tuple/list of them), or None."""
    if isinstance(value, str):
        return value if len(value) > MAX_SHORT or bad_character(value) else None
    if isinstance(value, tuple | list):
        for item in value:
            found = _texts_problem(item)
            if found is not None:
                return found
    return None


def check_move_texts(move: Any, source: str, ply: int, context: str | None = None) -> None:
    """Strings inside a move (cells, tiles, cards, also inside its lists) are short ids."""
    if not isinstance(move, msgspec.Struct):
        return  # not a move at all: the engine refuses it with its own reason
    try:
        if move in _SOUND_MOVES:
            return
        hashable = True
    except TypeError:  # a move type that is not frozen: check it every time
        hashable = False
    for value in msgspec.structs.astuple(move):
        found = _texts_problem(value)
        if found is not None:
            raise ReplayError(
                source,
                _("the move holds a malformed text {text}").format(text=repr(found)),
                ply=ply,
                context=context,
            )
    if hashable:
        if len(_SOUND_MOVES) >= 8192:
            _SOUND_MOVES.clear()
        _SOUND_MOVES.add(move)
