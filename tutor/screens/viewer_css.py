"""The viewer's look: its rules as the app's own CSS, by the ids its parts compose.

The screen sets them as its ``CSS``, not as a widget's ``DEFAULT_CSS``: they beat the
shared rules of app.tcss and widgets.tcss by specificity, as the .tcss beside the screen
did (default CSS always loses to the app's: the narrow scrubber's one row). They name the
app's ``-narrow`` class above the screen, so the screen does not scope them.
"""

CSS = """
ViewerScreen #viewer-body { height: 1fr; }
ViewerScreen #viewer-main { width: 1fr; }
ViewerScreen #board { height: 1fr; }
ViewerScreen #board:focus { background: $boost; }
ViewerScreen #seats { height: auto; padding: 0 1; }
ViewerScreen #viewer-side { width: 46; min-width: 36; }
ViewerScreen #whatif { height: auto; }
ViewerScreen #explain-box {
    height: auto;
    max-height: 60%;
    border: round $primary 50%;
    padding: 0 1;
}
ViewerScreen #viewer-side.-final #moves { height: 6; min-height: 3; }
ViewerScreen #viewer-side.-final #explain-box { height: 1fr; max-height: 100%; }
ViewerScreen #explain { height: auto; }
ViewerScreen #sheet { height: auto; margin: 1 0 0 0; }
ViewerScreen #sheet-note { height: auto; }
.-narrow ViewerScreen #viewer-side { width: 40; min-width: 30; }
.-narrow ViewerScreen #scrubber { height: 1; }
ViewerScreen #choices { height: auto; max-height: 8; }
ViewerScreen #info {
    display: none;
    height: 1fr;
    min-height: 5;
    border: round $primary 40%;
}
"""
