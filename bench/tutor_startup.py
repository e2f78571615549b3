"""The app's speed: process start to the home screen ready, next to a minimal Textual
app started the same way in the same run (target: within 1.2x of it, issue 24), and the time to
step one ply in the replay viewer (target: under 50 ms). Prints figures; asserts nothing.

Startup is measured from just before the process is spawned to the moment the home
screen has been mounted and painted once (the app's first auto-pilot callback), with a
data directory holding a few replays so the recent list has work to do. niwa is started
as a user starts it, through the ``niwa`` entry point with no arguments (``tutor.cli``).
The two apps alternate, and the median of the runs is reported.

A step is the viewer's own work for one Right key (find the position, redraw the
board, the seats, the timeline, the explanation and the move list's cursor) plus
laying out and rendering the whole screen's frame, as the compositor does.

Run: .venv/bin/python bench/tutor_startup.py [--runs N] [--steps N]
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_RATIO = 1.2
TARGET_STEP_MS = 50.0

READY_HOOK = """
import sys, time
begun = time.perf_counter()
from textual.app import App
app_run = App.run
started = []
def first_paint(self, *args, **kwargs):  # the same app, headless, stopped once Home is up
    started.append(time.perf_counter())
    return app_run(self, headless=True, auto_pilot=ready, size=(120, 40))
App.run = first_paint
async def ready(pilot):
    await pilot.pause()
    CHECK
    print(started[0] - begun, time.perf_counter() - started[0], len(sys.modules))
    print(time.time())
    pilot.app.exit()
"""
"""Both children time the same stretches: from the first line to the app's ``run`` (imports,
and for niwa its command line), and from there to the first paint. ``App.run`` is wrapped,
not replaced: the app runs headless, auto-piloted to its first screen, then exits."""

NIWA_CHILD = (
    READY_HOOK.replace(
        "CHECK", "assert type(pilot.app.screen).__name__ == 'HomeScreen', pilot.app.screen"
    )
    + """
from tutor.cli import main
sys.exit(main())
"""
)
"""What a user runs: ``niwa`` with no arguments, the console script's ``tutor.cli:main`` (its
command line parsed, the data folder and the language chosen, then the app on Home).
Measured through the entry point, not by importing the app: the command line's own imports
are part of every start."""

MINIMAL_CHILD = (
    READY_HOOK.replace("CHECK", "")
    + """
from textual.widgets import Footer, Header, Static
class Minimal(App):
    def compose(self):
        yield Header()
        yield Static("hello")
        yield Footer()
Minimal().run()
"""
)


class Start(NamedTuple):
    """One start: from spawning to the first screen ready, and inside the process the
    imports, the app's run to that point, and the modules loaded; ``cpu`` is the whole
    process's CPU time (user and system, to its exit), which a loaded machine disturbs
    less than the clock."""

    total: float
    imports: float
    run: float
    modules: int
    cpu: float


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def startup(code: str, env: dict[str, str]) -> Start:
    cpu = children_cpu()
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    *_, inside, ready = out.stdout.strip().splitlines()
    imports, run, modules = inside.split()
    return Start(
        float(ready) - start, float(imports), float(run), int(modules), children_cpu() - cpu
    )


def breakdown(starts: list[Start]) -> str:
    """The in-process medians: interpreter start-up is what is left of the total; "imports"
    is everything before the app's ``run`` (for niwa, its command line too)."""
    total = statistics.median(s.total for s in starts)
    imports = statistics.median(s.imports for s in starts)
    run = statistics.median(s.run for s in starts)
    rest = total - imports - run
    modules = statistics.median(s.modules for s in starts)
    return (
        f"imports (to App.run) {imports * 1000:.0f} ms, app to first paint {run * 1000:.0f} ms, "
        f"interpreter and exit {rest * 1000:.0f} ms; {modules:.0f} modules"
    )


def import_seconds(module: str, env: dict[str, str]) -> float:
    """How long importing ``module`` takes in a fresh process (its own clock)."""
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    return float(out.stdout.strip())


def fill_data_dir(folder: Path) -> None:
    from replays import save
    from tests.tutor.games import greedy_replay

    for seed in range(5):
        save(greedy_replay(seed), folder / "replays" / f"game-{seed}.niwa.json")
    save(miyabi_replay(), folder / "replays" / "miyabi.niwa.json")


def miyabi_replay() -> Any:
    """A whole two-player Miyabi game, the greedy computer on both seats (its garden board)."""
    import random

    from engine.greedy import greedy_or_deal
    from engine.miyabi import GAME, Options
    from replays import MoveRecord, new_replay

    rng = random.Random(3)
    state = GAME.new_game(Options(players=2))
    replay = new_replay(GAME.id, Options(players=2), ["Aki", "Ben"])
    while not GAME.is_over(state):
        move = greedy_or_deal(GAME, state, rng)
        state = GAME.apply(state, move).state
        replay.moves.append(MoveRecord(move))
    return replay


async def step_times(steps: int, name: str) -> tuple[list[float], list[float]]:
    """(the viewer's own work, work + layout + full frame) per step, in seconds."""
    from replays import load, replays_dir
    from tutor.app import NiwaApp, Settings
    from tutor.screens.viewer import ViewerScreen

    path = sorted(replays_dir().glob(name))[0]
    timeline = load(path)
    app = NiwaApp(Settings(computer_delay=0, cursor_blink=False, animations=False))
    own: list[float] = []
    whole: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(ViewerScreen(timeline, path))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        for i in range(steps):
            if screen.ply == len(screen.line):
                screen.seek(0)
                await pilot.pause()
            t0 = time.perf_counter()
            screen.nav.action_step(1)
            t1 = time.perf_counter()
            screen._refresh_layout()
            screen._compositor.render_update(full=True)
            t2 = time.perf_counter()
            own.append(t1 - t0)
            whole.append(t2 - t0)
            if i % 10 == 0:
                await pilot.pause()  # let the app catch up, as between key presses
    return own, whole


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--steps", type=int, default=60)
    args = parser.parse_args()

    # An installed niwa runs from bytecode (pip compiles it; Textual's was compiled so):
    # compiled here too, or under PYTHONDONTWRITEBYTECODE every niwa start would compile
    # its ~100 modules from source while the minimal app's Textual would not.
    for package in ("engine", "replays", "lessons", "tutor"):
        compileall.compile_dir(ROOT / package, quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        fill_data_dir(Path(tmp))  # a test helper: it enters the tests' sandbox (tests/sandbox.py)
        os.environ["NIWA_DATA_DIR"] = tmp  # so the data folder is chosen after it
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        env.pop("NO_COLOR", None)
        startup(MINIMAL_CHILD, env)  # warm the file cache for both
        startup(NIWA_CHILD, env)
        niwa_starts, minimal_starts = [], []
        for _ in range(args.runs):
            minimal_starts.append(startup(MINIMAL_CHILD, env))
            niwa_starts.append(startup(NIWA_CHILD, env))
        niwa = [s.total for s in niwa_starts]
        minimal = [s.total for s in minimal_starts]
        registry = statistics.median(import_seconds("engine.registry", env) for _ in range(3))
        own, whole = asyncio.run(step_times(args.steps, "game-*.niwa.json"))
        miyabi_own, miyabi_whole = asyncio.run(step_times(args.steps, "miyabi.niwa.json"))

    niwa_s, minimal_s = statistics.median(niwa), statistics.median(minimal)
    ratio = niwa_s / minimal_s
    step_ms = statistics.median(whole) * 1000
    print(f"startup to home screen ready: {niwa_s * 1000:.0f} ms (median of {args.runs})")
    print(f"  {breakdown(niwa_starts)}")
    print(f"minimal Textual app, same way: {minimal_s * 1000:.0f} ms")
    print(f"  {breakdown(minimal_starts)}")
    print(
        f"ratio: {ratio:.2f} (target <= {TARGET_RATIO}): "
        + ("met" if ratio <= TARGET_RATIO else "NOT met")
    )
    niwa_cpu = statistics.median(s.cpu for s in niwa_starts)
    minimal_cpu = statistics.median(s.cpu for s in minimal_starts)
    print(
        f"  process CPU time: {niwa_cpu * 1000:.0f} ms against {minimal_cpu * 1000:.0f} ms, "
        f"ratio {niwa_cpu / minimal_cpu:.2f} (less disturbed by a loaded machine)"
    )
    print(
        f"  of which importing engine.registry (the engine core; each game loads on first use): "
        f"{registry * 1000:.0f} ms; without it the ratio would be "
        f"{(niwa_s - registry) / minimal_s:.2f}"
    )
    print(
        f"viewer step: {step_ms:.1f} ms median, {max(whole) * 1000:.1f} ms worst "
        f"(the viewer's own work {statistics.median(own) * 1000:.1f} ms; "
        f"target < {TARGET_STEP_MS:.0f} ms): " + ("met" if step_ms < TARGET_STEP_MS else "NOT met")
    )
    miyabi_ms = statistics.median(miyabi_whole) * 1000
    print(
        f"viewer step, Miyabi (garden board): {miyabi_ms:.1f} ms median, "
        f"{max(miyabi_whole) * 1000:.1f} ms worst (own work "
        f"{statistics.median(miyabi_own) * 1000:.1f} ms; target < {TARGET_STEP_MS:.0f} ms): "
        + ("met" if miyabi_ms < TARGET_STEP_MS else "NOT met")
    )


if __name__ == "__main__":
    main()
