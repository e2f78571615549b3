"""Print the words of an English lesson as the skeleton of its translation file.

A translator starts a lesson's file in another language from this (see
lessons/translation.py for the shape): every key the translation must give, in order,
with the English text to put into the other language.

    python tools/lesson_words.py lessons/seikatsu/04-birds.toml > lessons/seikatsu/es/04-birds.toml
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from lessons.format import QuizStep, decode_lesson
from lessons.translation import step_words


def _string(text: str) -> str:
    if "\n" in text:
        return '"""\n' + text.lstrip("\n").replace("\\", "\\\\").replace('"""', '\\"""') + '"""'
    return json.dumps(text, ensure_ascii=False)


def _words(choice: str) -> bool:
    """Whether a choice holds a word to translate (not a number, cell or code)."""
    return any(part.isalpha() and part.islower() and len(part) > 1 for part in choice.split())


def skeleton(path: Path) -> str:
    lesson = decode_lesson(path.read_bytes(), str(path))
    out = [f"title = {_string(lesson.title)}", f"summary = {_string(lesson.summary)}"]
    for step in lesson.steps:
        out.append("\n[[steps]]")
        for key, value in step_words(step).items():
            if isinstance(value, dict):
                pairs = ", ".join(f"{json.dumps(k)} = {_string(v)}" for k, v in value.items())
                out.append(f"{key} = {{ {pairs} }}")
            else:
                out.append(f"{key} = {_string(value)}")
        if isinstance(step, QuizStep) and any(_words(choice) for choice in step.choices):
            pairs = ", ".join(f"{json.dumps(c)} = {json.dumps(c)}" for c in step.choices)
            out.append(f"choices = {{ {pairs} }}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    for name in sys.argv[1:]:
        sys.stdout.write(skeleton(Path(name)))
