"""Tic-tac-toe's course (the test suite's toy game): eight short lessons, registered by the
test session (``lessons.course.register``), as a shipped game's course is ``lessons/<game>/``."""
