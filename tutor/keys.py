"""Key names as people read them, in plain ASCII (no ambiguous-width arrows), in the
language spoken (the names a Spanish keyboard prints: "Inicio", "AvPág")."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding

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
    """``"left,h"`` -> ``"Left/h"``; ``"ctrl+p"`` -> ``"Ctrl+P"``; ``"shift+up"`` ->
    ``"Shift+Up"`` (``"Mayús+Arriba"`` on a Spanish keyboard)."""
    names = _names()
    return "/".join(_one_key(key.strip(), names) for key in keys.split(","))


def _one_key(key: str, names: dict[str, str]) -> str:
    modifier, plus, rest = key.partition("+")
    if plus and modifier in ("ctrl", "shift"):
        said = pgettext("key", "Ctrl") if modifier == "ctrl" else pgettext("key", "Shift")
        return f"{said}+{names.get(rest, rest.upper())}"
    return names.get(key, key)


def declared_keys(owner: Any) -> list[Binding]:
    """The described keys niwa's classes give ``owner`` (a class or an object), merged
    down its class tree as Textual merges ``BINDINGS``: a key a subclass binds again
    replaces its base's, in its base's place. A board's cursor keys are its base's, its
    page keys ``ScrollingBoard``'s: reading the class's own list alone left them out of
    Help. Textual's own classes' keys (a list's Home, a screen's Tab) are Textual's."""
    cls = owner if isinstance(owner, type) else type(owner)
    keys: dict[str, Binding] = {}
    for base in reversed(cls.__mro__):
        if base.__module__.startswith("textual.") or "BINDINGS" not in vars(base):
            continue
        for binding in vars(base)["BINDINGS"]:
            if isinstance(binding, Binding) and binding.description:
                keys[binding.key] = binding
    return list(keys.values())
