"""Karesansui course: one TOML file per lesson, taken in file-name order."""
