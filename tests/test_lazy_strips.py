"""A strip whose caches are made when first used (``tests/lazy_strips.py``) holds what
Textual's own ``Strip.__init__`` gives it, and caches as Textual's does."""

from __future__ import annotations

from typing import Any

import pytest
from rich.segment import Segment
from rich.style import Style
from textual.cache import FIFOCache
from textual.strip import Strip

from tests import lazy_strips

SEGMENTS = [Segment("Scarlet ", Style(bold=True)), Segment("Tanager", Style(color="red"))]


def _textual_strip() -> Strip:
    strip = Strip.__new__(Strip)
    lazy_strips.textual_init(strip, SEGMENTS, 15)
    return strip


def _slots(strip: Strip) -> dict[str, Any]:
    return {name: getattr(strip, name) for name in Strip.__slots__}


def test_the_session_makes_strips_the_lazy_way() -> None:
    assert Strip.__init__ is lazy_strips._init  # tests/conftest.py installed it


def test_the_caches_are_textuals_own_by_name_and_size() -> None:
    made = {
        name: value._maxsize
        for name, value in _slots(_textual_strip()).items()
        if isinstance(value, FIFOCache)
    }
    assert made == lazy_strips.CACHES


def test_a_lazy_strip_holds_what_textuals_init_sets() -> None:
    textual, lazy = _slots(_textual_strip()), _slots(Strip(SEGMENTS, 15))
    for name, value in textual.items():
        if isinstance(value, FIFOCache):  # made when asked: new and empty, of the same size
            assert isinstance(lazy[name], FIFOCache) and len(lazy[name]) == 0
            assert lazy[name]._maxsize == value._maxsize
        else:
            assert lazy[name] == value, name


def test_a_cache_is_made_when_first_used_then_kept() -> None:
    strip = Strip(SEGMENTS, 15)
    for name in lazy_strips.CACHES:  # none made yet
        with pytest.raises(AttributeError):
            object.__getattribute__(strip, name)
    cropped = strip.crop(2, 9)
    assert cropped.text == "arlet T"
    assert strip.crop(2, 9) is cropped  # the second crop came from the cache
    assert strip._crop_cache is strip._crop_cache
    assert strip.divide([8, 15])[1].text == "Tanager"
    assert strip.divide([8, 15]) is strip.divide([8, 15])


def test_an_unknown_attribute_is_still_an_error() -> None:
    strip = Strip(SEGMENTS)
    with pytest.raises(AttributeError, match="_no_such_cache"):
        strip._no_such_cache  # type: ignore[attr-defined]  # noqa: B018
