"""The app's own styles: the rules every screen shares, and the few that must rank as app CSS.

Each screen's and widget's styles are its ``DEFAULT_CSS``, added when the first one is
mounted, so the start parses only what Home shows (issue 24); these are the app's.
"""

from __future__ import annotations

from typing import Final

SHARED_CSS: Final = """
Screen {
    background: $surface;
}

.muted {
    color: $text-muted;
}

.section-title {
    text-style: bold;
    color: $accent;
    padding: 0 1;
}

.ruling {
    color: $warning;
    text-style: bold;
}

.panel {
    border: round $primary 50%;
    padding: 0 1;
}

.panel:focus-within {
    border: round $accent;
}

/* Dialogs: every modal box looks the same. */

.dialog {
    width: 60;
    max-width: 95%;
    height: auto;
    border: thick $accent;
    background: $panel;
    padding: 1 2;
}

.dialog-title {
    text-style: bold;
    margin-bottom: 1;
}

.dialog OptionList {
    height: auto;
    max-height: 12;
}

.dialog-buttons {
    height: auto;
    margin-top: 1;
}

.dialog-buttons Button {
    margin-right: 2;
}

/* Stacked, they keep that margin as they did when this was app CSS (ChoiceRow's own
   "-stacked > Button" rule, more specific, would take it away). */
.dialog-buttons.-stacked > Button {
    margin-right: 2;
}

.error {
    color: $error;
    height: auto;
}

/* 80x24: the move box takes one row (its border took two that the side panel's log
   needed, issue 22). */
.-narrow MoveInput {
    border: none;
    height: 1;
    padding: 0 1;
    margin-top: 1;
}

.-narrow MoveInput:focus {
    background: $boost;
}

/* A title longer than the header wraps onto a second row rather than losing its end
   (a replay's file name, "lesson 10 of 11": issue 22). "Screen" before the names: Textual's
   Header states its own height and wrapping, and a tie goes to it (added after the app's). */
Screen Header {
    height: auto;
}

Screen HeaderTitle {
    height: auto;
    text-wrap: wrap;
}
"""
"""Styles shared by every screen (``NiwaApp.DEFAULT_CSS``). Default CSS like the
widgets', so their order of precedence is the one the app's sheets had among themselves:
a screen's rule wins a tie with these."""

APP_LEVEL_CSS: Final = """
#hand.-none {
    display: none;
}
"""
"""``NiwaApp.CSS``: the move-entry screens' own rules are screen CSS (``CSS``, as an app
sheet ranks), so their row of pieces, when there are none, is hidden at that level too."""
