"""The test session's set-up: the toy fifth game joins the registry, so every test that
iterates over ``engine.registry.GAMES`` proves the generic code on a game with no chance,
nothing hidden and its own score unit. The shipped app never registers it."""

from engine.registry import register

register("tictactoe", "tests.toygame")
