"""Key names as people read them, in plain ASCII (no ambiguous-width arrows)."""

from __future__ import annotations

from typing import Final

_NAMES: Final = {
    "left": "Left",
    "right": "Right",
    "up": "Up",
    "down": "Down",
    "home": "Home",
    "end": "End",
    "pageup": "PgUp",
    "pagedown": "PgDn",
    "escape": "Esc",
    "enter": "Enter",
    "space": "Space",
    "tab": "Tab",
    "question_mark": "?",
    "slash": "/",
    "colon": ":",
    "plus": "+",
    "minus": "-",
}


def key_name(keys: str) -> str:
    """``"left,h"`` -> ``"Left/h"``; ``"ctrl+p"`` -> ``"Ctrl+P"``."""
    out = []
    for key in keys.split(","):
        key = key.strip()
        if key.startswith("ctrl+"):
            out.append("Ctrl+" + _NAMES.get(key[5:], key[5:].upper()))
        else:
            out.append(_NAMES.get(key, key))
    return "/".join(out)
