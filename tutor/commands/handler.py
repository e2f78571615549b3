"""A sub-command's handler named by its module and function, imported only when it runs.

``niwa`` with no arguments builds the whole parser (``--help`` lists every sub-command, a
mistyped one is refused with the list) but runs none of them. The parsers are built from
light modules (``*_args.py``) and each names its handler instead of importing it, so the
handlers' imports (the lesson checker, the explanations, the search, the readline loop)
stay out of the app's start (issue 24).
"""

from __future__ import annotations

import argparse
from importlib import import_module


class Handler:
    """``set_defaults(run=Handler("replay_commands", "run_verify"))``: called as the
    function it names is (with the parsed arguments, returning the exit code)."""

    def __init__(self, module: str, function: str) -> None:
        self.module = f"tutor.commands.{module}"
        self.function = function

    def __call__(self, args: argparse.Namespace) -> int:
        run = getattr(import_module(self.module), self.function)
        code: int = run(args)
        return code
