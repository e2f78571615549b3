"""Seikatsu's part of the app: its board widget, tile colours and screen helpers."""
