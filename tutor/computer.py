"""Left only for two test fixtures (tests/tutor/test_parts.py, tests/tutor/games.py) until
they import ``engine.greedy.greedy_or_deal`` themselves; then this module goes. The app's
computer is ``PlaySession.computer_choice`` (engine.players)."""

from engine.greedy import greedy_or_deal as computer_move

__all__ = ["computer_move"]
