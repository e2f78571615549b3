"""Does every key of a screen do something, and is it in Help? A screen's keys are its
own and those of the widgets around the focus (the viewer's arrows are
:class:`ReplayNav`'s); Help lists a widget's keys only if the screen names it
(``KEY_WIDGETS``), and a binding runs an action only if the widget that holds it has
one by that name (the review's ``n`` once named an action that had moved into
``ReplayNav``: the key did nothing). Both are read off a screen as it is."""

from __future__ import annotations

from typing import Any

from textual.actions import parse
from textual.dom import DOMNode
from textual.screen import ModalScreen, Screen

from tutor.keys import declared_keys
from tutor.screens.help import sections_of


def acting_nodes(screen: Screen[Any]) -> list[DOMNode]:
    """The screen and each widget on it around something that takes the focus: only
    there do a widget's keys act."""
    acting = {node for widget in screen.focus_chain for node in widget.ancestors_with_self}
    return [screen, *(node for node in screen.walk_children() if node in acting)]


def keys_not_in_help(screen: Screen[Any]) -> list[str]:
    """Each key that can act on ``screen`` missing from Help's sections for it. A dialog
    names its keys on its buttons: none are due."""
    if isinstance(screen, ModalScreen):
        return []
    listed = {
        (b.key, b.description)
        for _, bindings in sections_of(screen, getattr(screen, "ui", None))
        for b in bindings
    }
    return [
        f"{type(node).__name__}: {binding.key} {binding.description!r} is not in Help"
        for node in acting_nodes(screen)
        for binding in declared_keys(node)
        if (binding.key, binding.description) not in listed
    ]


def keys_that_do_nothing(screen: Screen[Any]) -> list[str]:
    """Each key on ``screen`` (a dialog's too) whose action the widget holding it, or the
    app or screen it names, does not have."""
    found = []
    for node in acting_nodes(screen):
        for key, binding in node._bindings:
            target, name, _ = parse(binding.action)
            owner = {"app": screen.app, "screen": screen, "": node}.get(target, node)
            if not hasattr(owner, f"action_{name}") and not hasattr(owner, f"_action_{name}"):
                found.append(
                    f"{type(node).__name__}: {key} runs {binding.action!r}: no such action"
                )
    return found
