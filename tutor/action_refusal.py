"""A palette entry that cannot act now says why, instead of silently doing nothing.

The palette lists every described key of a screen (``tutor.app.screen_commands``), but a
key's action may be refused where it stands (``check_action`` false or None: a takeback
with nothing to take back). Textual's ``run_action`` then does nothing at all, and the
person who chose "Take back" is left guessing. ``run_or_say`` runs the action where it is
allowed and otherwise shows the screen's reason (``ExplainsRefusals``), or a plain
sentence naming the command.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from textual.actions import parse


@runtime_checkable
class ExplainsRefusals(Protocol):
    """A screen or widget that can say why one of its actions cannot be done now."""

    def action_refusal(self, action: str) -> str | None:
        """Why ``action`` (its name, without parameters) cannot be done now (None: it can)."""
        ...


def refusal_of(source: Any, action: str, title: str) -> str | None:
    """Why ``action`` of ``source`` cannot run now, in words (None: it can)."""
    _, name, parameters = parse(action)
    if source.check_action(name, parameters):
        return None
    if isinstance(source, ExplainsRefusals):
        reason = source.action_refusal(name)
        if reason:
            return reason
    return f"{title}: not possible here just now."


async def run_or_say(source: Any, action: str, title: str) -> None:
    """Run ``action`` on ``source``, or tell the person why it cannot be done now."""
    reason = refusal_of(source, action, title)
    if reason is None:
        await source.run_action(action)
        return
    source.app.notify(reason, title=title, severity="warning", markup=False)
