"""The app's settings: the knobs the tests turn (a fixed seed, no delays, no blinking)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    """Knobs the tests turn: a fixed seed, no delays, no blinking, no animation."""

    seed: int | None = None
    """Seed of the computer's draws and tie-breaks (None: a fresh one each game)."""
    computer_delay: float = 0.6
    """Seconds the computer waits before each move, so people can follow it."""
    cursor_blink: bool = True
    animations: bool = True
    playouts: int | None = None
    """Simulations per search move and hint, fixed (tests: the same on every machine), or
    None: the computer thinks for its level's time."""
    notification_seconds: float | None = None
    """How long toasts stay (None: Textual's default). Tests keep them for good, so a
    snapshot never depends on whether a toast timed out on a slow machine."""
