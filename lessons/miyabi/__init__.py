"""Miyabi's course: lessons (TOML) and the question and goal kinds only Miyabi needs."""
