"""Replays: the versioned move-log format, loading (= verifying), the timeline, recording.

The public API the app codes against (see docs/replay-format.md for the files).
Everything here is generic over ``engine.registry.GAMES``: a new game plugs in
through its ``move_types`` and ``options_type`` with no change to this package.
"""

from __future__ import annotations

from replays.codec import decode, detect, encode
from replays.errors import ReplayError, ReplayExistsError
from replays.explain import explain, rule_title
from replays.format import (
    FORMAT_NAME,
    FORMAT_VERSION,
    AnyReplay,
    MoveRecord,
    Replay,
    Variation,
    new_replay,
    niwa_version,
)
from replays.recorder import Recorder, journals, journals_dir, read_journal
from replays.report import ScoreReport, score_report, seat_name, side_names
from replays.storage import (
    data_dir,
    encoding_for,
    load,
    loads,
    recent_replays,
    replays_dir,
    save,
    set_data_dir,
)
from replays.timeline import Timeline, verify

__all__ = [
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "AnyReplay",
    "MoveRecord",
    "Recorder",
    "Replay",
    "ReplayError",
    "ReplayExistsError",
    "ScoreReport",
    "Timeline",
    "Variation",
    "data_dir",
    "decode",
    "detect",
    "encode",
    "encoding_for",
    "explain",
    "journals",
    "journals_dir",
    "load",
    "loads",
    "new_replay",
    "niwa_version",
    "read_journal",
    "recent_replays",
    "replays_dir",
    "rule_title",
    "save",
    "score_report",
    "seat_name",
    "set_data_dir",
    "side_names",
    "verify",
]
