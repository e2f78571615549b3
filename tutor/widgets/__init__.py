"""Widgets shared by several screens (game-specific boards live with their game)."""
