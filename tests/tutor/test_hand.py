"""The hand mounts the buttons a hand needs, as it first needs them (issue 24: Play, the
viewer and every lesson mounted 24 buttons, most never shown; a screen with a hand
opened about a sixth slower)."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Button

from tutor.widgets.hand import MAX_HAND, Hand


class HandApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Hand(id="hand")


def labels(hand: Hand) -> list[str]:
    """The shown buttons' labels, in order."""
    buttons = hand.query(".hand-piece").results(Button)
    return [str(button.label) for button in buttons if button.display]


async def test_a_hand_mounts_buttons_as_a_longer_hand_needs_them() -> None:
    app = HandApp()
    async with app.run_test() as pilot:
        hand = app.query_one(Hand)
        assert not hand.query(".hand-piece")  # nothing shown yet: nothing mounted
        hand.show(["a", "b", "c"], "b", Text)
        await pilot.pause()
        assert labels(hand) == ["1 a", "2 b", "3 c"]
        assert [b.id for b in hand.query(Button)] == ["hand-0", "hand-1", "hand-2"]
        assert hand.query_one("#hand-1").has_class("-picked")
        codes = [f"p{i}" for i in range(6)]
        hand.show(codes, None, Text)
        hand.show(codes, None, Text)  # shown again before the new buttons' mount ran
        await pilot.pause()
        assert labels(hand) == ["1 p0", "2 p1", "3 p2", "4 p3", "p4", "p5"]
        assert len(hand.query(Button)) == 6
        hand.show(["x"], None, Text)  # a shorter hand hides the rest, keeps them
        await pilot.pause()
        assert labels(hand) == ["1 x"]
        assert len(hand.query(Button)) == 6
        assert not hand.query_one("#hand-0").has_class("-picked")
        hand.show([f"q{i}" for i in range(MAX_HAND + 3)], None, Text)
        await pilot.pause()
        assert len(labels(hand)) == MAX_HAND  # the most a hand shows
        hand.show([], None, Text)
        await pilot.pause()
        assert labels(hand) == [] and hand.has_class("-none")


def test_a_hand_not_yet_in_a_screen_shows_nothing_and_raises_nothing() -> None:
    """Drawn before its screen mounted it (Textual refuses to mount into it then), a hand
    shows nothing, as a hand whose buttons were not composed yet did."""
    hand = Hand()
    hand.show(["a", "b"], None, Text)
    assert not hand.query(".hand-piece") and not hand.has_class("-none")
