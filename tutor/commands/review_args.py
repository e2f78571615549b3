"""The parser of ``niwa review``; its handler (``review``, the engine's search behind it)
is imported when it runs."""

from __future__ import annotations

from typing import Any

from engine.i18n import _
from tutor.commands.handler import Handler
from tutor.commands.replay_args import PLAYOUTS, SEAT, SECONDS, SEED


def register(sub: Any) -> None:
    p = sub.add_parser(
        "review",
        help=_(
            "judge one seat's moves in a replay: the best move found and the loss, "
            "with its interval"
        ),
    )
    p.add_argument("file", metavar="FILE")
    p.add_argument("--seat", type=SEAT, required=True, help=_("the seat to review (1, 2, ...)"))
    budget = p.add_mutually_exclusive_group()
    budget.add_argument(
        "--playouts",
        type=PLAYOUTS,
        help=_("simulations per judged move, and as many paired endings"),
    )
    budget.add_argument(
        "--seconds",
        type=SECONDS,
        help=_("CPU seconds of search per judged move (default 1)"),
    )
    p.add_argument("--seed", type=SEED, default=None, help=_("random seed (repeatable reviews)"))
    p.add_argument("--json", action="store_true", help=_("machine-readable"))
    p.set_defaults(run=Handler("review", "run_review"))
