"""A record made from one seat (issue 28): fed only what that seat sees of a selfplay
game, it verifies, its final scores equal the true game's where the seat can know them,
and nothing hidden from the seat is ever shown to it before it is revealed."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from engine.core import CHANCE, Game, IllegalMove
from engine.playout import random_moves
from engine.registry import GAMES
from engine.sakura import cards as C
from engine.sakura.game import Play, Take
from replays import loads, new_replay, verify
from replays.codec import encode
from replays.one_seat import Impossible, enter_move, enter_unseen, unknowns, unknowns_text
from tests.replays.one_seat_feed import seat_feed
from tests.replays.sakura_seat_feed import GAME as SAKURA
from tests.replays.sakura_seat_feed import sakura_feed

WHOLE_GAMES = ["seikatsu", "karesansui"]
"""Games whose every draw a seat either sees whole or not at all."""


def true_states(game: Game[Any, Any, Any], options: Any, seed: int) -> list[Any]:
    state = game.new_game(options)
    states = [state]
    for move in random_moves(game, options, random.Random(seed)):
        state = game.apply(state, move).state
        states.append(state)
    return states


@pytest.mark.parametrize("game_id", WHOLE_GAMES)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_whole_game_recorded_from_one_seat(game_id: str, seat: int) -> None:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    truth = true_states(game, options, 11)
    record = verify(new_replay(game_id, options, [f"P{s + 1}" for s in range(seats)], None, seat))
    rng = random.Random(5)
    for ply, (_, move) in enumerate(seat_feed(game, options, seat, 11), start=1):
        if move is None:
            record = enter_unseen(record, rng)
        else:
            record = enter_move(record, move, rng).timeline
        # What the seat is shown of the record is exactly what it saw of the true game,
        # at every ply so far (a re-drawn fill-in never shows anything either).
        for at in range(max(0, ply - 3), ply + 1):
            shown = game.view(record.state_at(at), seat)
            assert shown == game.view(truth[at], seat), f"{game_id}: ply {at} after {ply}"
    final = record.final_state()
    assert len(record) == len(truth) - 1 and game.is_over(final)
    assert game.scores(final) == game.scores(truth[-1])  # public: the seat knows them
    again = loads(encode(record.replay, "json"))  # the file verifies, its marks kept
    assert again.replay.recorded_by == seat
    found = unknowns(again)
    assert found is not None and found.seat == seat
    assert found.unseen == sum(1 for r in again.replay.moves if r.unseen)
    for ply, r in enumerate(again.replay.moves, start=1):
        if r.unseen:
            assert game.to_move(again.state_at(ply - 1)) == CHANCE
    if game_id == "seikatsu":  # the others' draws were never seen, their plays unchecked
        assert found.unseen > 0 and found.unchecked.get("seikatsu.place.from_hand", 0) > 0


def test_a_draw_the_seat_sees_cannot_be_left_unknown() -> None:
    game = GAMES["seikatsu"]
    options = game.options_type(players=2)
    record = verify(new_replay("seikatsu", options, ["Pink", "Blue"], None, 0))
    with pytest.raises(ValueError, match="you see this draw"):
        enter_unseen(record, random.Random(1))  # a setup tile, face up on the garden


def test_a_tile_already_seen_twice_cannot_be_played_by_another() -> None:
    """Pink holds a Tp and the other Tp lies on the garden (a setup tile): both copies
    («Componentes»: 2 of each tile) are seen, so blue cannot play a Tp."""
    game = GAMES["seikatsu"]
    options = game.options_type(players=2)
    record = verify(new_replay("seikatsu", options, ["Pink", "Blue"], None, 0))
    rng = random.Random(2)
    for text in ("+Tp", "+Wm", "+Tp", "+Eb"):  # setup Tp, Wm; pink draws Tp, Eb
        record = enter_move(record, game.parse_move(record.final_state(), text), rng).timeline
    record = enter_unseen(record, rng)
    record = enter_unseen(record, rng)  # blue's two tiles
    play = next(m for m in game.legal_moves(record.final_state()) if m.tile == "Eb")
    record = enter_move(record, play, rng).timeline  # pink plays Eb, keeps Tp
    record = enter_move(record, game.parse_move(record.final_state(), "+Fm"), rng).timeline
    state = record.final_state()
    assert game.to_move(state) == 1
    blue_cell = next(m.cell for m in game.legal_moves(state))
    with pytest.raises(Impossible, match="cannot be"):
        enter_move(record, game.parse_move(state, f"Tp-{blue_cell}"), rng)
    # A tile pink has not seen twice is accepted, its check marked as resting on blue's
    # hidden hand.
    entered = enter_move(record, game.parse_move(state, f"Wb-{blue_cell}"), rng)
    assert entered.timeline.replay.moves[-1].unchecked == "seikatsu.place.from_hand"


@pytest.mark.parametrize("seat", [0, 2])
def test_a_whole_sakura_game_recorded_from_one_seat(seat: int) -> None:
    """Sakura, the issue's headline: each deal typed as the seat saw it (its own hand,
    ``?`` for the others, the row), every card played, every character turned up. The
    record verifies, scores as the selfplay game did (every trick card was seen played),
    and holds no card of another hand the seat has not seen played: nothing to show."""
    game = SAKURA
    options = game.options_type()
    names = [f"P{s + 1}" for s in range(options.players)]
    record = verify(new_replay("sakura", options, names, None, seat))
    rng = random.Random(5)
    truth = None
    for truth, entry in sakura_feed(options, seat, 11):
        record = enter_move(record, entry, rng).timeline
        state = record.final_state()
        for other, hand in enumerate(state.hands):
            if other != seat:  # never a card of another hand: not even a fill-in
                assert set(hand) <= {C.HIDDEN}, f"ply {len(record)}"
        if state.phase == truth.phase:
            shown = msgspec.structs.replace(game.view(state, seat), revealing=False)
            assert shown == game.view(truth, seat), f"ply {len(record)}"
    assert truth is not None and game.is_over(record.final_state())
    assert game.scores(record.final_state()) == game.scores(truth)
    assert record.final_state().coins == truth.coins  # the tie-break, known too
    again = loads(encode(record.replay, "json"))
    assert again.replay.recorded_by == seat
    found = unknowns(again)
    assert found is not None and found.unseen == 0 and found.partial == 3  # three deals
    assert found.unchecked.get("sakura.take.only_if_stuck", 0) > 0
    said = unknowns_text(again)
    assert said is not None and "3 draws P" in said and "saw only in part" in said


def test_a_sakura_one_seat_record_determinizes_consistently() -> None:
    """The computer and hints fill the recording seat's view of a Sakura record (the
    others' hands, the face-down characters, the cards under each pile's top) with one
    arrangement that view allows: the same view back, and no impossible position."""
    game = SAKURA
    options = game.options_type()
    names = [f"P{s + 1}" for s in range(options.players)]
    record = verify(new_replay("sakura", options, names, None, 1))
    rng = random.Random(3)
    for ply, (_, entry) in enumerate(sakura_feed(options, 1, 7), start=1):
        record = enter_move(record, entry, rng).timeline
        if ply % 9:
            continue
        seen = game.view(record.final_state(), 1)
        filled = game.determinize(seen, 1, rng)
        assert game.view(filled, 1) == seen, f"ply {ply}"
        assert C.HIDDEN not in (*filled.draw, *(c for h in filled.hands for c in h))
        assert game.check_position(filled) == [], f"ply {ply}"


def test_with_nothing_filled_in_another_players_illegal_move_keeps_the_rules_reason() -> None:
    """A Sakura record from one seat fills nothing in (the hands stay unknown), so an
    illegal move of another player is the rules' refusal, not "no draw you did not see
    could have made it possible": here a second card on a pile already played this turn
    («Cómo se juega»: one card on each pile)."""
    game = SAKURA
    options = game.options_type(players=2)
    record = verify(new_replay("sakura", options, ["Ann", "Bo"], None, 1))
    rng = random.Random(1)
    for _, entry in sakura_feed(options, 1, 2):  # the deal, then Ann's first card
        record = enter_move(record, entry, rng).timeline
        if isinstance(entry, Play | Take):
            break
    again = Play(0, entry.pile, "Y13")
    with pytest.raises(IllegalMove) as err:
        enter_move(record, again, rng)
    assert not isinstance(err.value, Impossible)
    assert err.value.rule == "sakura.turn.both_piles"


@pytest.mark.usefixtures("spanish")
def test_what_stayed_unknown_is_said_in_the_language_spoken() -> None:
    game = SAKURA
    options = game.options_type(players=2)
    record = verify(new_replay("sakura", options, ["Ana", "Bo"], None, 1))
    rng = random.Random(1)
    for _, entry in sakura_feed(options, 1, 2):
        record = enter_move(record, entry, rng).timeline
        if isinstance(entry, Take) and entry.seat == 0:
            break
    said = unknowns_text(record)
    assert said is not None
    assert said.startswith("grabada por Bo (asiento 2): 1 robo que Bo vio solo en parte")
    assert "1 jugada comprobada solo hasta donde Bo veía (sakura.take.only_if_stuck" in said
