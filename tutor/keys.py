"""Key names as people read them, in plain ASCII (no ambiguous-width arrows), in the
language spoken (the names a Spanish keyboard prints: "Inicio", "AvPág")."""

from __future__ import annotations

from engine.i18n import pgettext

_SIGNS = {
    "question_mark": "?",
    "slash": "/",
    "colon": ":",
    "plus": "+",
    "minus": "-",
}


def _names() -> dict[str, str]:
    """Each named key as it reads now (asked when shown: a switch of language follows)."""
    return {
        "left": pgettext("key", "Left"),
        "right": pgettext("key", "Right"),
        "up": pgettext("key", "Up"),
        "down": pgettext("key", "Down"),
        "home": pgettext("key", "Home"),
        "end": pgettext("key", "End"),
        "pageup": pgettext("key", "PgUp"),
        "pagedown": pgettext("key", "PgDn"),
        "escape": pgettext("key", "Esc"),
        "enter": pgettext("key", "Enter"),
        "space": pgettext("key", "Space"),
        "tab": pgettext("key", "Tab"),
        **_SIGNS,
    }


def key_name(keys: str) -> str:
    """``"left,h"`` -> ``"Left/h"``; ``"ctrl+p"`` -> ``"Ctrl+P"``."""
    names = _names()
    out = []
    for key in keys.split(","):
        key = key.strip()
        if key.startswith("ctrl+"):
            out.append("Ctrl+" + names.get(key[5:], key[5:].upper()))
        else:
            out.append(names.get(key, key))
    return "/".join(out)
