"""The app's plain-Python parts: seats and dealer, names, the library, explanations."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from rich.text import Text

from engine.core import CHANCE, Log, Score
from engine.greedy import greedy_or_deal as computer_move
from engine.seikatsu import GAME, Options
from replays import journals
from tests.tutor.games import saved_game, unfinished_game
from tutor import library
from tutor.explain import event_texts, move_label
from tutor.names import MAX_NAME, clean_name
from tutor.session import (
    COMPUTER,
    DEALER_TABLE,
    PERSON,
    Due,
    PlaySession,
    TablePlan,
    load_plan,
    new_session,
    resume_session,
)


def test_a_table_plan_accepts_only_people_and_the_computer() -> None:
    with pytest.raises(ValueError, match="a person or the computer"):
        TablePlan(("person", "robot"))
    with pytest.raises(ValueError, match="the computer or the table"):
        TablePlan((PERSON,), dealer="croupier")


def session(kinds: tuple[str, ...], dealer: str = "computer", players: int = 3) -> PlaySession:
    state = GAME.new_game(Options(players=players))
    names = ["Aki", "Ben", "Chie", "Dai"][:players]
    return PlaySession(GAME, state, names, TablePlan(kinds, dealer), rng=random.Random(1))


def test_the_session_says_who_acts_next() -> None:
    alone = session((PERSON, COMPUTER, COMPUTER))
    assert alone.due() == Due.DEAL and not alone.needs_pass()
    alone.run_computer()
    assert alone.due() == Due.PERSON and alone.actor == 0
    alone.play(GAME.legal_moves(alone.state)[0])
    alone.run_computer()
    assert alone.due() == Due.PERSON and alone.actor == 0  # both computers moved
    assert len(alone.moves) == 9 + 2 * 3  # setup and deal, then three plays and draws

    table = session((PERSON, PERSON, PERSON), DEALER_TABLE)
    assert table.due() == Due.TABLE_DRAW and not table.needs_pass()
    with pytest.raises(ValueError, match="nothing to do"):
        table.computer_step()
    assert session((PERSON, PERSON, COMPUTER)).needs_pass()


def test_the_computer_takes_the_best_immediate_score() -> None:
    s = session((COMPUTER, COMPUTER, COMPUTER))
    s.run_computer(limit=9)  # setup and the deal
    state = s.state
    best = max(GAME.apply(state, m).state.scores[0] for m in GAME.legal_moves(state))
    move = computer_move(GAME, state, random.Random(3))
    assert GAME.apply(state, move).state.scores[0] == best


def test_names_are_cleaned_and_cut() -> None:
    assert clean_name("  Ann \t Lee ", "x") == "Ann Lee"
    assert clean_name("\x1b[31m", "Player 1") == "[31m"
    assert clean_name("   ", "Player 2") == "Player 2"
    assert len(clean_name("x" * 100, "y")) == MAX_NAME


def test_sessions_are_recorded_and_resume_with_their_seats(data_dir: Path) -> None:
    plan = TablePlan((PERSON, COMPUTER, COMPUTER))
    s = new_session("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], plan, seed=2)
    s.run_computer()
    s.play(GAME.legal_moves(s.state)[0])
    [journal] = journals()
    assert load_plan(journal, 3) == plan
    s.log.close()  # type: ignore[union-attr]
    again = resume_session(journal, seed=2)
    assert again.moves == s.moves and again.state == s.state and again.plan == plan


def test_a_journal_from_niwa_record_resumes_as_people_at_a_table(data_dir: Path) -> None:
    journal = unfinished_game(plies=12)
    assert load_plan(journal, 3) == TablePlan((PERSON, PERSON, PERSON), DEALER_TABLE)


def test_the_library_lists_replays_and_says_which_cannot_be_read(data_dir: Path) -> None:
    good = saved_game("good.niwa.json", mtime=1_772_000_000)
    bad = good.with_name("bad.niwa.json")
    bad.write_text("[1, 2")
    os.utime(bad, (1_771_000_000, 1_771_000_000))
    items = library.recent()
    assert [i.path for i in items] == [good, bad]
    assert items[0].label().plain.startswith("2026-03-01 14:05  Seikatsu  Aki, Ben, Chie")
    assert items[1].problem and "bad.niwa.json" in items[1].label().plain


def test_draws_are_told_as_the_viewer_may_know_them() -> None:
    state = GAME.new_game(Options(players=2))
    for code in ("Tp", "Wp"):  # the two setup tiles
        state = GAME.apply(state, GAME.parse_move(state, f"+{code}")).state
    move = GAME.parse_move(state, "+Tm")
    step = GAME.apply(state, move)
    names = ["Ann", "Bob"]  # the dealer's move, told with the seat it went to
    assert move_label(GAME, state, move, step.events, None, names) == "Ann drew Tm"
    assert move_label(GAME, state, move, step.events, 0, names) == "Ann drew Tm"  # her own
    assert move_label(GAME, state, move, step.events, 1, names) == "Ann drew a starting tile"
    assert GAME.to_move(state) == CHANCE


def test_explanations_never_read_markup_in_names() -> None:
    state = GAME.new_game(Options(players=2))
    events = [
        Score(0, 2, "seikatsu.birds.flock", "Scarlet Tanager on d6 matches d5", ("d6", "d5")),
        Log(1, "seikatsu.draw", "drew a tile", (), "drew Tp"),
    ]
    texts = event_texts(GAME, state, ["[red]Ann[/]", "Bob"], events, perspective=0)
    assert all(isinstance(t, Text) for t in texts)
    assert texts[0].plain.startswith("+2 [red]Ann[/]: Scarlet Tanager on d6 matches d5")
    assert "Rule: Flocks score at once." in texts[0].plain
    assert texts[1].plain == "Bob drew a tile."
