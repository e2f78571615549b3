"""Every move told in the engine's events, with the rule that made it legal: a bid and
what it undercut, the pass with its card and rock, each pile taken, each set handed in
with its card, and what ended the game (test_karesansui_end.py).

The round is the three-player start of karesansui_script.py: seat 1 holds 2W 2Y 2R 2G
3R, seat 2 1W 1Y 1B 3G 3B, seat 3 1G 2B 3W 3Y 1R; pile 1 is 1R 3R 3R, pile 2 3B 3W.
"""

from __future__ import annotations

from engine.core import Event, Log, Score
from engine.karesansui import GAME
from replays.explain import Table, event_texts
from tests.engine.karesansui_script import START_3P, build, play


def logs(events: list[Event]) -> list[tuple[int, str, str]]:
    return [(e.seat, e.rule, e.text) for e in events if isinstance(e, Log)]


def test_a_first_bid_names_its_value_and_rocks() -> None:
    # karesansui.bid.rocks: 2W offered for pile 1, which nobody has bid on.
    _, events = build(f"{START_3P} 2W@1")
    assert logs(events)[-1] == (
        0,
        "karesansui.bid.rocks",
        "bids 2W (value 2, 1 rock) on pile 1, which had no bid",
    )


def test_an_undercut_names_whose_bid_it_beat_and_why_and_the_bid_goes_home() -> None:
    # karesansui.bid.lower: seat 2's 1W (value 1) against seat 1's 2W (value 2): a
    # lower value. karesansui.bid.displaced: seat 1 takes 2W back.
    state, _ = build(f"{START_3P} 2W@1")
    _, events = play(state, "1W@1")
    bid, home = (e for e in events if isinstance(e, Log))
    assert (bid.seat, bid.rule, bid.others) == (1, "karesansui.bid.lower", (0,))
    assert bid.text == (
        "bids 1W (value 1, 1 rock) on pile 1, undercutting seat 1's 2W (value 2, 1 rock): "
        "a lower value"
    )
    assert (home.seat, home.rule, home.text) == (
        0,
        "karesansui.bid.displaced",
        "takes 2W back into the garden, free to bid again",
    )


def test_the_same_value_in_fewer_rocks() -> None:
    # karesansui.bid.lower: 3G 3B (value 6, 2 rocks) against 2W 2Y 2R (value 6, 3 rocks).
    state, _ = build(f"{START_3P} 2W2Y2R@1")
    _, events = play(state, "3G3B@1")
    assert logs(events)[0][2] == (
        "bids 3G 3B (value 6, 2 rocks) on pile 1, undercutting seat 1's 2W 2Y 2R "
        "(value 6, 3 rocks): the same value in fewer rocks"
    )


def test_an_empty_bid_says_nobody_can_undercut_it() -> None:
    _, events = build(f"{START_3P} -@2")
    assert logs(events)[-1] == (
        0,
        "karesansui.bid.lower",
        "bids nothing (value 0) on pile 2, which had no bid: an empty bid, which nobody can "
        "undercut",
    )


def test_the_pass_its_card_the_rock_drawn_and_each_pile_taken() -> None:
    # Seat 1 2W@1, seat 2 1W@1 (seat 1's 2W goes home), seat 3 -@2, seat 1 -@1 (seat
    # 2's 1W goes home), seat 2 passes: karesansui.pass.when, a Pass card worth 1
    # (karesansui.pass.card), then draws 1Y. karesansui.collect: seat 1 takes pile 1
    # and seat 3 pile 2, both for empty bids.
    state, _ = build(f"{START_3P} 2W@1 1W@1 -@2 -@1")
    _, passed = play(state, "pass")
    assert logs(passed) == [
        (1, "karesansui.pass.when", "passes, which ends the bidding: every pile has a bid"),
        (1, "karesansui.pass.card", "takes a Pass card"),
    ]
    card = next(e for e in passed if isinstance(e, Log) and e.rule == "karesansui.pass.card")
    assert card.private == "takes a Pass card, worth 1"
    score = next(e for e in passed if isinstance(e, Score))
    assert (score.side, score.points, score.private) == (1, 1, True)
    state, _ = play(state, "pass")
    _, drawn = play(state, "+1Y")
    assert logs(drawn) == [
        (1, "karesansui.pass.card", "draws 1Y for passing"),
        (0, "karesansui.collect", "takes pile 1 (1R 3R 3R) into the garden for an empty bid"),
        (2, "karesansui.collect", "takes pile 2 (3B 3W) into the garden for an empty bid"),
    ]


def test_a_pile_bought_with_rocks_sends_them_to_the_bag() -> None:
    # karesansui.collect: seat 1's 2W 2Y on pile 1 goes into the bag as seat 1 takes it.
    _, events = build(f"{START_3P} 2W2Y@1 -@2 pass +1W")
    assert (
        0,
        "karesansui.collect",
        "takes pile 1 (1R 3R 3R) into the garden; the bid 2W 2Y goes into the bag",
    ) in logs(events)


def test_a_set_handed_in_with_its_card_and_the_value_only_its_owner_reads() -> None:
    # The rulebook's 1 2222 333: seat 1 hands in the Straight Flush 1R 2R 3R and takes
    # the top Straight Flush card, worth 1 (karesansui.sets.flush, demerits.values).
    state, _ = build(f"{START_3P} 2W@1 1W@1 -@2 -@1 pass +1Y done done")
    _, events = play(state, "S:1R2R3R")
    log = next(e for e in events if isinstance(e, Log))
    assert (log.seat, log.rule) == (0, "karesansui.sets.flush")
    assert (
        log.text
        == "hands in the Straight Flush 1R 2R 3R to the bag and takes a Straight Flush card"
    )
    assert log.private == f"{log.text}, worth 1"
    # karesansui.demerits.hidden: seat 2 reads that a card was taken, not its value
    names = ["Ann", "Bob", "Cy"]
    as_bob = "\n".join(t.plain for t in event_texts(GAME, state, names, events, perspective=1))
    assert "Ann hands in the Straight Flush 1R 2R 3R" in as_bob
    assert "worth" not in as_bob and "how much is hidden from you" in as_bob
    as_ann = "\n".join(t.plain for t in event_texts(GAME, state, names, events, perspective=0))
    assert "takes a Straight Flush card, worth 1." in as_ann


def test_the_viewer_says_the_players_names_and_the_rule() -> None:
    # The explanation layer puts the undercut player's name in place of "seat 1".
    state, _ = build(f"{START_3P} 2W@1")
    after, events = play(state, "1W@1")
    texts = [
        t.plain for t in event_texts(GAME, after, ["Ann", "Bob", "Cy"], events, log_rules=True)
    ]
    assert texts[0].startswith(
        "Bob bids 1W (value 1, 1 rock) on pile 1, undercutting Ann's 2W (value 2, 1 rock): "
        "a lower value.\nRule: Beating a bid means offering less."
    )
    assert texts[1].startswith("Ann takes 2W back into the garden, free to bid again.")
    as_you = [t.plain for t in event_texts(GAME, after, ["You", "Bob", "Cy"], events)]
    assert as_you[0].startswith("Bob bids 1W (value 1, 1 rock) on pile 1, undercutting your 2W")
    assert as_you[1].startswith("You take 2W back into the garden")
    assert Table(GAME, after, ["You", "Bob"]).name(2) == "seat 3"
