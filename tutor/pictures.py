"""A small SVG writer for pictures of positions to share (issue 30): shapes and text.

Each game draws its own board on a :class:`Picture` (``tutor/<game>/drawing.py``);
this module knows nothing of any game. Two choices make a picture look the same
everywhere and keep it safe:

- **Letters are paths.** SVG text is drawn with whatever font the reader has, and a
  missing font breaks every grid (Rich's terminal export shows how). So every letter
  is DejaVu Sans Mono's outline (``tutor/fonts/``, the Bitstream Vera licence), used
  from ``<defs>``; the text itself stays in the group's ``aria-label`` for screen
  readers, searches and tests. A character outside the shipped glyphs (printable
  ASCII, Latin-1, Latin Extended-A, Greek, Cyrillic, common dashes and quotes; text is
  NFC-composed first, so ``e`` + combining accent is one letter) is drawn as ``?``.
- **Free text is escaped.** Every text passes :func:`engine.safe_text.shown` (names
  and comments come from files), and every attribute value is XML-escaped.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from typing import Final
from xml.sax.saxutils import quoteattr

from engine.safe_text import shown

FONT_FILE: Final = "dejavu_sans_mono.json"
INK: Final = "#1b1b1b"
PAPER: Final = "#fbf8f0"
MAX_TEXT: Final = 400
"""Characters one text element draws at most (a caption wraps long lines first)."""


@dataclass(frozen=True)
class Font:
    units_per_em: int
    advance: int
    ascent: int
    glyphs: dict[str, str]

    def width(self, text: str, size: float) -> float:
        """How wide ``text`` is at ``size`` (a monospaced font: every letter alike)."""
        return len(text) * self.advance * size / self.units_per_em


@cache
def font() -> Font:
    data = json.loads(files("tutor.fonts").joinpath(FONT_FILE).read_text(encoding="utf-8"))
    return Font(data["units_per_em"], data["advance"], data["ascent"], data["glyphs"])


def _num(value: float) -> str:
    """A coordinate, short: ``12``, ``12.5``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attrs(values: dict[str, str | float | None]) -> str:
    out = []
    for name, value in values.items():
        if value is None:
            continue
        text = _num(value) if isinstance(value, int | float) else value
        out.append(f"{name}={quoteattr(text)}")
    return " ".join(out)


def glyph_id(ch: str) -> str:
    return f"g{ord(ch):x}"


@dataclass
class Picture:
    """An SVG being drawn: ``width`` x ``height`` user units, elements in drawing order.

    ``kind`` and ``code`` on a shape become ``class`` and ``data-code``: what each
    thing is (the game's own word for its pieces) and its code in the game's
    notation, so tests and scripts can read a picture without parsing paths.
    """

    width: float
    height: float
    title: str = ""
    elements: list[str] = field(default_factory=list)
    used: set[str] = field(default_factory=set)
    background: str = PAPER

    def _shape(
        self, tag: str, geometry: dict[str, str | float | None], kind: str | None, code: str | None
    ) -> None:
        extra: dict[str, str | float | None] = {
            "class": kind,
            "data-code": None if code is None else shown(code),
        }
        self.elements.append(f"<{tag} {_attrs(geometry | extra)}/>")

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: str,
        stroke: str | None = None,
        stroke_width: float = 1,
        rx: float = 0,
        kind: str | None = None,
        code: str | None = None,
        dash: str | None = None,
    ) -> None:
        geometry: dict[str, str | float | None] = {
            "x": x,
            "y": y,
            "width": w,
            "height": h,
            "rx": rx or None,
            "fill": fill,
            "stroke": stroke,
            "stroke-width": stroke_width if stroke else None,
            "stroke-dasharray": dash,
        }
        self._shape("rect", geometry, kind, code)

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        *,
        fill: str,
        stroke: str | None = None,
        stroke_width: float = 1,
        kind: str | None = None,
        code: str | None = None,
    ) -> None:
        geometry: dict[str, str | float | None] = {
            "cx": cx,
            "cy": cy,
            "r": r,
            "fill": fill,
            "stroke": stroke,
            "stroke-width": stroke_width if stroke else None,
        }
        self._shape("circle", geometry, kind, code)

    def polygon(
        self,
        points: list[tuple[float, float]],
        *,
        fill: str,
        stroke: str | None = None,
        stroke_width: float = 1,
        kind: str | None = None,
        code: str | None = None,
    ) -> None:
        geometry: dict[str, str | float | None] = {
            "points": " ".join(f"{_num(x)},{_num(y)}" for x, y in points),
            "fill": fill,
            "stroke": stroke,
            "stroke-width": stroke_width if stroke else None,
        }
        self._shape("polygon", geometry, kind, code)

    def line(
        self, x1: float, y1: float, x2: float, y2: float, *, stroke: str, width: float = 1
    ) -> None:
        geometry: dict[str, str | float | None] = {
            "x1": x1,
            "y1": y1,
            "x2": x2,
            "y2": y2,
            "stroke": stroke,
            "stroke-width": width,
        }
        self._shape("line", geometry, None, None)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        *,
        size: float = 14,
        fill: str = INK,
        anchor: str = "start",
        kind: str = "label",
    ) -> float:
        """Draw ``text`` with its baseline at ``y``; ``anchor`` start, middle or end at ``x``.

        Returns the drawn width. Text that would run off the picture is moved onto it
        (a long name beside a board's edge). The text is made safe (:func:`shown`) and cut to
        :data:`MAX_TEXT` characters; letters without a glyph are drawn as ``?``.
        """
        safe = unicodedata.normalize("NFC", shown(text))[:MAX_TEXT]
        f = font()
        drawn = "".join(ch if ch in f.glyphs else "?" for ch in safe)
        width = f.width(drawn, size)
        left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
        left = max(4.0, min(left, self.width - 4 - width))  # a long name stays on the picture
        scale = size / f.units_per_em
        step = f.advance * scale
        uses = []
        for i, ch in enumerate(drawn):
            if ch == " ":
                continue
            self.used.add(ch)
            uses.append(
                f'<use xlink:href="#{glyph_id(ch)}" '
                f'transform="translate({_num(left + i * step)},{_num(y)}) '
                f'scale({scale:.5f},{-scale:.5f})"/>'
            )
        label = _attrs({"class": kind, "aria-label": safe, "fill": fill})
        self.elements.append(f"<g {label}>{''.join(uses)}</g>")
        return width

    def text_width(self, text: str, size: float) -> float:
        return font().width(shown(text)[:MAX_TEXT], size)

    def svg(self) -> str:
        """The picture as an SVG document (UTF-8 text, one element a line)."""
        f = font()
        defs = "".join(
            f'<path id="{glyph_id(ch)}" d={quoteattr(f.glyphs[ch])}/>' for ch in sorted(self.used)
        )
        head = (
            '<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'width="{_num(self.width)}" height="{_num(self.height)}" '
            f'viewBox="0 0 {_num(self.width)} {_num(self.height)}">'
        )
        lines = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            head,
            f"<title>{_escape(shown(self.title))}</title>",
            f"<defs>{defs}</defs>",
            f'<rect width="100%" height="100%" fill="{self.background}"/>',
            *self.elements,
            "</svg>",
        ]
        return "\n".join(lines) + "\n"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def wrap(text: str, width: int) -> list[str]:
    """``text`` cut into lines of at most ``width`` characters, at spaces where it can."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            while len(word) > width:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:width])
                word = word[width:]
            candidate = f"{line} {word}" if line else word
            if len(candidate) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def to_png(svg: str, scale: float = 2.0) -> bytes:
    """The SVG drawn as a PNG, ``scale`` pixels per unit, by cairosvg (libcairo2)."""
    import cairosvg  # type: ignore[import-untyped]  # imported here: only pictures need it, and it loads libcairo

    png: bytes = cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
    return png
