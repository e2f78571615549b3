"""DejaVu Sans Mono outlines for pictures (tutor/pictures.py); see LICENSE-DejaVu.txt."""
