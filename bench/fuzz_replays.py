"""A long fuzz run over hostile replays (issue 17), lesson progress and plans (issue 23).

Damages real random games of all four games in JSON and MessagePack with the
mutations of tests/replays/mutations.py (flipped bytes, truncation, lost fields,
junk values, terminal escapes and markup in texts, lists up to 100,000 long,
values nested up to 50,000 deep, unknown fields, other versions) and loads each
result. Prints: mutations tried, rejected cleanly (one ReplayError line),
accepted, uncaught (goal 0), and the slowest load of a file under the 4 MiB limit
(goal under 0.5 s, CPU time). Asserts nothing; exits 1 if a goal is missed.

Then the same damage done to lesson progress files (each read, then saved over,
merging) and table plans (each read for a game being resumed): read, refused in one
clean line (an unreadable progress file), or uncaught (goal 0; a save that lost a
damaged file's bytes counts as uncaught too).

Run: nice .venv/bin/python bench/fuzz_replays.py [--mutations N] [--files N] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import msgspec

from engine.registry import GAMES
from replays import Variation, encode, loads
from replays.format import MAX_VARIATIONS
from tests.replays.factory import random_game_replay
from tests.replays.mutations import (
    file_outcome,
    file_samples,
    mutate,
    mutate_file,
    outcome,
    sample,
    under_limit,
)

GOAL_SLOWEST = 0.5
SAMPLES_PER_GAME = 4


def heaviest_legal_load() -> tuple[float, str]:
    """The most work a valid file can ask: 100 variations, each a whole game from ply 0."""
    slowest = (0.0, "")
    for game_id in sorted(GAMES):
        longest = max(
            (random_game_replay(game_id, s) for s in range(5)), key=lambda r: len(r.moves)
        )
        every = [Variation(f"v{n}", 0, longest.moves) for n in range(MAX_VARIATIONS)]
        replay = msgspec.structs.replace(longest, variations=every)
        for fmt in ("json", "msgpack"):
            data = encode(replay, fmt)
            if not under_limit(data):
                continue
            start = time.process_time()
            loads(data)
            seconds = time.process_time() - start
            if seconds > slowest[0]:
                label = f"{game_id}/{fmt}, {len(longest.moves)} plies x {MAX_VARIATIONS + 1}"
                slowest = (seconds, f"{label}, {len(data):,} bytes")
    return slowest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutations", type=int, default=100_000)
    parser.add_argument("--files", type=int, default=100_000, help="progress and plan cases")
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    ok = fuzz_replays(args)
    return 0 if fuzz_files(args.files, args.seed) and ok else 1


def fuzz_files(cases: int, seed: int) -> bool:
    """Progress and plan files damaged like the replays; the figures printed; 0 uncaught?"""
    rng = random.Random(seed)
    bases = file_samples()
    counts: Counter[str] = Counter()
    by_kind: Counter[tuple[str, str]] = Counter()
    uncaught: list[str] = []
    slowest = (0.0, "")
    started = time.monotonic()
    memory = "/dev/shm" if os.path.isdir("/dev/shm") else None  # fsync is free there
    with tempfile.TemporaryDirectory(dir=memory) as name:
        folder = Path(name)
        for number in range(1, cases + 1):
            base = rng.choice(bases)
            mutation, data = mutate_file(rng, base)
            result = file_outcome(base.game_id, data, folder, mutation)
            counts[result.outcome] += 1
            by_kind[(f"{base.game_id}/{mutation}", result.outcome)] += 1
            if result.outcome == "uncaught" and len(uncaught) < 10:
                uncaught.append(f"{base.game_id}/{mutation}: {result.detail}")
            if result.seconds > slowest[0]:
                slowest = (result.seconds, f"{base.game_id}/{mutation}, {len(data):,} bytes")
            if number % 20_000 == 0:
                print(
                    f"  ... {number:,} files tried ({time.monotonic() - started:.0f} s)", flush=True
                )
    print(f"progress and plan files tried: {cases:,} (seed {seed}, {len(bases)} real files)")
    print(f"read:             {counts['accepted']:,}")
    print(f"refused cleanly:  {counts['rejected']:,}")
    print(f"uncaught:         {counts['uncaught']:,} (goal 0)")
    print(f"slowest:          {slowest[0]:.3f} s CPU ({slowest[1]})")
    print("by kind/mutation (read/refused/uncaught):")
    for name in sorted({n for n, _ in by_kind}):
        parts = "/".join(str(by_kind[(name, o)]) for o in ("accepted", "rejected", "uncaught"))
        print(f"  {name:<24} {parts}")
    for line in uncaught:
        print(f"UNCAUGHT {line}")
    return counts["uncaught"] == 0


def fuzz_replays(args: argparse.Namespace) -> bool:
    """The replay files of issue 17; True when both goals are met."""
    rng = random.Random(args.seed)
    bases = [sample(g, seed) for g in sorted(GAMES) for seed in range(SAMPLES_PER_GAME)]
    counts: Counter[str] = Counter()
    by_mutation: Counter[tuple[str, str]] = Counter()
    slowest = (0.0, "")
    uncaught: list[str] = []
    started = time.monotonic()
    for number in range(1, args.mutations + 1):
        base = rng.choice(bases)
        fmt = rng.choice(("json", "msgpack"))
        name, data = mutate(rng, base, fmt)
        result = outcome(data)
        counts[result.outcome] += 1
        by_mutation[(name, result.outcome)] += 1
        if result.outcome == "uncaught" and len(uncaught) < 10:
            uncaught.append(f"{base.game_id}/{fmt}/{name}: {result.detail}")
        if under_limit(data) and result.seconds > slowest[0]:
            slowest = (result.seconds, f"{base.game_id}/{fmt}/{name}, {len(data):,} bytes")
        if number % 10_000 == 0:
            print(f"  ... {number:,} tried ({time.monotonic() - started:.0f} s)", flush=True)
    print(f"mutations tried:  {args.mutations:,} (seed {args.seed}, {len(bases)} real games)")
    print(f"rejected cleanly: {counts['rejected']:,}")
    print(f"accepted:         {counts['accepted']:,}")
    ok = counts["uncaught"] == 0 and slowest[0] < GOAL_SLOWEST
    print(f"uncaught:         {counts['uncaught']:,} (goal 0)")
    print(f"slowest load:     {slowest[0]:.3f} s CPU ({slowest[1]}; goal < {GOAL_SLOWEST} s)")
    print("by mutation (rejected/accepted/uncaught):")
    for name in sorted({n for n, _ in by_mutation}):
        parts = "/".join(str(by_mutation[(name, o)]) for o in ("rejected", "accepted", "uncaught"))
        print(f"  {name:<14} {parts}")
    for line in uncaught:
        print(f"UNCAUGHT {line}")
    heaviest = heaviest_legal_load()
    ok = ok and heaviest[0] < GOAL_SLOWEST
    print(f"heaviest legal file: {heaviest[0]:.3f} s CPU ({heaviest[1]}; goal < {GOAL_SLOWEST} s)")
    print("verdict: " + ("meets both goals" if ok else "MISSES a goal"))
    return ok


if __name__ == "__main__":
    sys.exit(main())
