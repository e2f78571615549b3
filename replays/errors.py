"""The one error a bad replay or journal ever produces.

Replay files come from anywhere (a friend, a hand-typed tabletop game, a disk
that filled up mid-write), so every failure — undecodable bytes, a wrong type, an
unknown game, an illegal move — is reported the same way: one line a person can
act on, naming the file, the ply, the move and the rule. Never a traceback.
"""

from __future__ import annotations

from engine.safe_text import escaped

MAX_MESSAGE = 400
"""Longest message we print: a hostile file must not flood the terminal."""


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` made safe for a terminal line: control characters escaped, length capped.

    Escaping (rather than dropping) keeps a corrupt name recognisable while making
    terminal escape sequences in a hostile file harmless.
    """
    if len(text) > 4 * limit:  # escaping a multi-megabyte text only to cut it
        text = text[: 4 * limit]
    safe = escaped(text)  # engine.safe_text's rule: controls, bidi, separators, blanks
    return safe if len(safe) <= limit else safe[: limit - 1] + "…"


class ReplayError(Exception):
    """Any bad replay or journal. ``str(err)`` is one clear line.

    e.g. ``game.niwa.json: ply 12 (Tp-d9): there is no cell 'd9' [seikatsu.setup.board]``.
    ``source`` names the file; ``ply`` (1-based, when a move is at fault) and
    ``rule`` (a rule id, when the engine refused a move) let a screen point at it;
    ``context`` says which line of play, e.g. "variation 2 (what if 12)".
    """

    def __init__(
        self,
        source: str,
        problem: str,
        *,
        ply: int | None = None,
        move: str | None = None,
        rule: str | None = None,
        context: str | None = None,
    ) -> None:
        parts = [context] if context else []
        if ply is not None:
            parts.append(f"ply {ply}" + (f" ({move})" if move else ""))
        where = ", ".join(parts) + ": " if parts else ""
        tail = f" [{rule}]" if rule else ""
        super().__init__(one_line(f"{source}: {where}{problem}{tail}"))
        self.source = source
        self.problem = problem
        self.ply = ply
        self.rule = rule


class ReplayExistsError(ReplayError):
    """Saving would overwrite an existing file, which niwa never does silently."""


class StorageError(ReplayError):
    """The machine failed, not the file: a full disk, a read-only folder, a file in the way.

    Raised by replays.fsio; a recording stops on it (keeping its journal) where a
    refused move would only be typed again.
    """
