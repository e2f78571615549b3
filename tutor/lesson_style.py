"""The lesson screen's rules (:class:`tutor.screens.lesson.LessonScreen` ``CSS``).

They stay the screen's ``CSS``, not its widgets' ``DEFAULT_CSS``: app-level rules, as
lesson.tcss was, they beat the shared rules of app.tcss and widgets.tcss by specificity
(a widget's default CSS always loses to the app's, whatever its specificity), and they
name the app's ``-narrow`` class above the screen (``SCOPED_CSS = False``). They live
here only to keep the screen's module to its one job.
"""

from __future__ import annotations

LESSON_CSS = """
LessonScreen #lesson-body { height: 1fr; }
LessonScreen #board { width: 1fr; height: 1fr; }
LessonScreen #board:focus { background: $boost; }
LessonScreen #lesson-side { width: 46; min-width: 38; }
LessonScreen #step-head { height: auto; padding: 0 1; background: $boost; }
LessonScreen #step-scroll {
    height: 1fr;
    min-height: 4;
    padding: 0 1;
    scrollbar-gutter: stable;
}
LessonScreen #step-scroll:focus { background: $boost; }
LessonScreen #step-rules { color: $text-muted; }
LessonScreen #sheet { height: auto; margin-bottom: 1; }
LessonScreen #seats { height: auto; padding: 0 1; border-top: solid $primary 40%; }
LessonScreen #feedback {
    height: auto;
    max-height: 14;
    overflow-y: auto;
    padding: 0 1;
    border: round $primary 50%;
}
LessonScreen #feedback.-right { border: round $success; }
LessonScreen #feedback.-wrong { border: round $error; }
LessonScreen #prompt { height: auto; min-height: 1; padding: 0 1; }
LessonScreen #choices { height: auto; max-height: 8; }
LessonScreen #log {
    height: 8;
    overflow-y: auto;
    scrollbar-gutter: stable;
    border: round $primary 40%;
    padding: 0 1;
}
.-narrow LessonScreen #lesson-side { width: 40; min-width: 30; }
.-narrow LessonScreen #log { height: 5; }
/* 80x24: the move list and the hand give rows to the rest of the side panel. */
.-narrow LessonScreen #choices { max-height: 4; }
.-narrow LessonScreen #hand { margin-top: 0; }
/* Where the board draws every piece to pick, a lesson's side panel leaves out the row
   of pieces (the step's text, prompt and log keep their rows); below 100 columns,
   where the board lists every player, the seats too. */
.-narrow LessonScreen.-board-lists-hands #seats,
LessonScreen.-board-shows-pieces #hand {
    display: none;  /* the board shows them too: keys 1-4 still pick */
}
"""
"""Every rule names ``LessonScreen`` (or sits under the app's ``-narrow``), so as app CSS
they touch no other screen."""
