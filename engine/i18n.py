"""The interface's words in the language niwa speaks now: stdlib ``gettext`` over one catalogue.

Every sentence the interface shows (CLI help and messages, the explanation layer's
sentences, the screens' labels and key descriptions) is written in English in the code
and looked up here, at the moment it is shown, in the language
:func:`engine.language.current_language` names; a switch in the app redraws in the new
language without a restart, and a text with no translation shows its English.

- ``_("Ann wins")``: a whole sentence is one message, so a translation can agree in
  gender and number as its language wants ("{name} wins" / "{name} gana", "You win" /
  "Ganas"): sentences are never built from translated pieces.
- ``ngettext("{n} move", "{n} moves", n)``: the catalogue's plural forms decide
  (Spanish and English have two; others more), never an ``s`` added in code.
- ``N_("Play")``: marks a text for the catalogue where it is defined at import (key
  descriptions, constants); whoever shows it passes it through ``_`` then.

Placeholders are ``str.format`` names (``{name}``), the same in every language
(``tests/test_catalogue.py`` checks). The catalogue is ``engine/locale/<lang>/LC_MESSAGES/
niwa.po``, compiled to the ``.mo`` next to it by ``make messages`` (Babel: extract,
update, compile); the ``.mo`` is committed, so niwa needs no Babel to run. It lives in
``engine`` because every package below the app (``replays``'s sentences) shows words too.
"""

from __future__ import annotations

import gettext
from functools import cache
from pathlib import Path
from typing import Final

from engine.language import Language, current_language

DOMAIN: Final = "niwa"
LOCALE_DIR: Final = Path(__file__).with_name("locale")


@cache
def translations(language: Language) -> gettext.NullTranslations:
    """The catalogue of ``language`` (English: the messages as written)."""
    if language == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)


def _(message: str) -> str:
    """``message`` in the current language."""
    return translations(current_language()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` the current language uses for ``n``."""
    return translations(current_language()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language where one English word has two meanings."""
    return translations(current_language()).pgettext(context, message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue; it is translated where it is shown (``_``)."""
    return message
