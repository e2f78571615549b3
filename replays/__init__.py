"""Replays: the versioned move-log format, loading (= verifying), the timeline, recording.

The public API the app codes against (see docs/replay-format.md for the files), each name
imported from its module on first use. ``explain`` is imported from ``replays.explain``
itself: the package's attribute of that name is the submodule once it is loaded.
Everything here is generic over ``engine.registry.GAMES``: a new game plugs in
through its ``move_types`` and ``options_type`` with no change to this package.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from replays.codec import decode, detect, encode
    from replays.errors import ReplayError, ReplayExistsError
    from replays.explain import rule_title
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

_HOMES = {
    "AnyReplay": "replays.format",
    "FORMAT_NAME": "replays.format",
    "FORMAT_VERSION": "replays.format",
    "MoveRecord": "replays.format",
    "Recorder": "replays.recorder",
    "Replay": "replays.format",
    "ReplayError": "replays.errors",
    "ReplayExistsError": "replays.errors",
    "ScoreReport": "replays.report",
    "Timeline": "replays.timeline",
    "Variation": "replays.format",
    "data_dir": "replays.storage",
    "decode": "replays.codec",
    "detect": "replays.codec",
    "encode": "replays.codec",
    "encoding_for": "replays.storage",
    "journals": "replays.recorder",
    "journals_dir": "replays.recorder",
    "load": "replays.storage",
    "loads": "replays.storage",
    "new_replay": "replays.format",
    "niwa_version": "replays.format",
    "read_journal": "replays.recorder",
    "rule_title": "replays.explain",
    "recent_replays": "replays.storage",
    "replays_dir": "replays.storage",
    "save": "replays.storage",
    "score_report": "replays.report",
    "seat_name": "replays.report",
    "set_data_dir": "replays.storage",
    "side_names": "replays.report",
    "verify": "replays.timeline",
}
"""Each public name -> the module that holds it, imported on first use (PEP 562): reading
one part (``replays.errors`` for lesson progress, the headers for Home's recent list)
loads neither the recorder nor the explanations, so the app starts cheaper."""


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'replays' has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOMES[name]), name)
    setattr(sys.modules[__name__], name, value)
    return value
