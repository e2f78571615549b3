"""Textual's CSS parsed once per test process, not once per app (issue 24, the suite's
time).

Each app has its own ``Stylesheet`` and parses every CSS source it meets (the app's, each
screen's, each widget class's ``DEFAULT_CSS``) into rule sets, caching them for that app
only; a screen with its own CSS makes it parse them all again, into a fresh cache
(``Stylesheet.reparse``). A test process starts some 1,500 apps over the same sources:
reaching Play parsed them 18 times, 58 ms of CPU, in every test that opens it.

:func:`install` keeps the rule sets parsed for a source in one cache for the process,
under everything they are parsed from: the text, where it was read, whether it is a
widget's default CSS, its tie-breaker and scope, and the CSS variables (the theme) they
were parsed with. Textual reads rule sets and never changes them, so sharing them changes
nothing an app does; a source that fails to parse raises every time, as before
(``tests/test_shared_css.py``).
"""

from __future__ import annotations

from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

_parse_rules = Stylesheet._parse_rules
_parsed: dict[tuple[Any, ...], list[RuleSet]] = {}


def _variables(stylesheet: Any) -> tuple[tuple[str, str], ...]:
    """The stylesheet's CSS variables as a key, made again only when they are replaced
    (Textual's ``set_variables`` gives a stylesheet a new dict; none is changed in place)."""
    variables = stylesheet._variables
    if getattr(stylesheet, "_shared_css_for", None) is not variables:
        stylesheet._shared_css_for = variables
        stylesheet._shared_css_key = tuple(sorted(variables.items()))
    key: tuple[tuple[str, str], ...] = stylesheet._shared_css_key
    return key


def _shared_parse_rules(
    self: Stylesheet,
    css: str,
    read_from: Any,
    is_default_rules: bool = False,
    tie_breaker: int = 0,
    scope: str = "",
) -> list[RuleSet]:
    key = (_variables(self), css, read_from, is_default_rules, tie_breaker, scope)
    rules = _parsed.get(key)
    if rules is None:
        rules = _parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
        _parsed[key] = rules
    return rules


def install() -> None:
    """Every app of the test process shares the rule sets parsed from the same source."""
    Stylesheet._parse_rules = _shared_parse_rules  # type: ignore[method-assign]
