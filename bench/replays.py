"""Replay speed and size: load+verify of a full 3-player Seikatsu game, seek after load,
bytes per game in JSON and MessagePack, and files verified per second over self-played
games written to a temporary directory. Prints its figures; asserts nothing.

Run: .venv/bin/python bench/replays.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.playout import random_moves
from engine.seikatsu import GAME, Options
from replays import AnyReplay, MoveRecord, encode, load, loads, new_replay, save

TARGET_LOAD_MS = 5.0
TARGET_SEEK_MS = 0.1


def selfplay(seed: int) -> AnyReplay:
    options = Options(players=3)
    moves = random_moves(GAME, options, random.Random(seed))
    replay = new_replay(GAME.id, options, ["Aki", "Ben", "Chie"])
    return msgspec.structs.replace(replay, moves=[MoveRecord(move) for move in moves])


def verdict(value: float, target: float) -> str:
    return f"meets the target of < {target:g} ms" if value < target else f"MISSES < {target:g} ms"


def time_loads(data: bytes, rounds: int) -> float:
    """Median milliseconds of one loads() (decode + re-simulate every move)."""
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        loads(data)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()

    replay = selfplay(2026)
    as_json, as_msgpack = encode(replay, "json"), encode(replay, "msgpack")
    loads(as_json), loads(as_msgpack)  # warm up: the typed decoders are built once
    plies = len(replay.moves)
    load_json = time_loads(as_json, 300)
    load_msgpack = time_loads(as_msgpack, 300)
    print(
        f"load+verify, full 3p game ({plies} plies): JSON {load_json:.2f} ms "
        f"({verdict(load_json, TARGET_LOAD_MS)}), MessagePack {load_msgpack:.2f} ms "
        f"({verdict(load_msgpack, TARGET_LOAD_MS)})"
    )

    timeline = loads(as_msgpack)
    rng = random.Random(7)
    targets = [rng.randrange(plies + 1) for _ in range(100_000)]
    start = time.perf_counter()
    for ply in targets:
        timeline.state_at(ply)
        timeline.events_at(ply)
        timeline.scores_at(ply)
    seek = (time.perf_counter() - start) / len(targets) * 1e3
    print(
        f"seek to a random ply (state, events and scores): {seek * 1e3:.2f} us "
        f"({verdict(seek, TARGET_SEEK_MS)})"
    )

    with tempfile.TemporaryDirectory(prefix="niwa-bench-") as tmp:
        folder = Path(tmp)
        sizes: dict[str, list[int]] = {"json": [], "msgpack": []}
        paths: dict[str, list[Path]] = {"json": [], "msgpack": []}
        start = time.perf_counter()
        for seed in range(args.games):
            game = selfplay(seed)
            for fmt, suffix in (("json", ".niwa.json"), ("msgpack", ".niwa")):
                path = save(game, folder / f"game-{seed}{suffix}")
                sizes[fmt].append(path.stat().st_size)
                paths[fmt].append(path)
        made = time.perf_counter() - start
        print(
            f"bytes per game over {args.games} games: JSON {statistics.mean(sizes['json']):,.0f}, "
            f"MessagePack {statistics.mean(sizes['msgpack']):,.0f} "
            f"(written in {made:.1f} s)"
        )
        for fmt, label in (("json", "JSON"), ("msgpack", "MessagePack")):
            start = time.perf_counter()
            for path in paths[fmt]:
                load(path)
            rate = len(paths[fmt]) / (time.perf_counter() - start)
            print(f"files verified per second ({label}, {args.games} files): {rate:,.0f}")


if __name__ == "__main__":
    main()
