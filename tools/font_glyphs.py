"""Write tutor/fonts/dejavu_sans_mono.json: DejaVu Sans Mono's outlines as SVG paths.

niwa's pictures (tutor/pictures.py) draw every letter as a path rather than as SVG
text, so a picture looks the same in every browser, chat preview and PNG converter,
whatever fonts the reader has. DejaVu Sans Mono is free (the Bitstream Vera licence
and public-domain changes, shipped by Debian as fonts-dejavu-mono); its licence is
kept beside the data (tutor/fonts/LICENSE-DejaVu.txt).

Run once with fontTools installed (``pip install fonttools``); the output is committed:
    python tools/font_glyphs.py /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen  # type: ignore[import-not-found]
from fontTools.ttLib import TTFont  # type: ignore[import-not-found]

RANGES = ((0x20, 0x7E), (0xA0, 0x17F), (0x370, 0x4FF), (0x2010, 0x2027))
"""Printable ASCII, Latin-1, Latin Extended-A, Greek, Cyrillic and the common dashes and
quotes: the letters of most European names (CJK is beyond this font)."""
OUT = Path(__file__).resolve().parent.parent / "tutor" / "fonts" / "dejavu_sans_mono.json"


def main(font_path: str) -> None:
    font = TTFont(font_path)
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    advance = font["hmtx"]["A"][0]
    out: dict[str, str] = {}
    for low, high in RANGES:
        for code in range(low, high + 1):
            name = cmap.get(code)
            if name is None:
                continue
            pen = SVGPathPen(glyphs)
            glyphs[name].draw(pen)
            out[chr(code)] = pen.getCommands()
    data = {
        "font": "DejaVu Sans Mono 2.37",
        "units_per_em": font["head"].unitsPerEm,
        "advance": advance,
        "ascent": font["hhea"].ascent,
        "glyphs": out,
    }
    OUT.write_text(json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n")
    print(f"{len(out)} glyphs -> {OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main(sys.argv[1])
