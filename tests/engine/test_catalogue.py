"""The interface's catalogue (engine/i18n.py): every message of the code is in it, every
Spanish translation is complete and says the same placeholders, and the committed ``.mo``
is the ``.po`` compiled (``make messages`` makes both)."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from engine.i18n import DOMAIN, LOCALE_DIR, _, ngettext, translations
from engine.language import LANGUAGES, use_language

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "replays", "lessons", "tutor")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
TRANSLATED = [code for code in LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"\{[A-Za-z_]*\}|%\([A-Za-z_]+\)[sdr]|%[sdr]")


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def catalogue(code: str) -> Catalog:
    with po_path(code).open("rb") as handle:
        return read_po(handle)


def source_messages() -> set[tuple[str | None, str]]:
    """(context, msgid) of every message the code asks the catalogue for."""
    found: set[tuple[str | None, str]] = set()
    for package in PACKAGES:
        for _file, _line, message, _comments, context in extract_from_dir(
            ROOT / package, keywords=KEYWORDS, comment_tags=()
        ):
            msgid = message[0] if isinstance(message, tuple) else message
            found.add((context, msgid))
    return found


def forms(text: Any) -> list[str]:
    return list(text) if isinstance(text, tuple | list) else [text]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_of_the_code_is_in_the_catalogue_and_nothing_stale(code: str) -> None:
    listed = {(m.context, forms(m.id)[0]) for m in catalogue(code) if m.id}
    source = source_messages()
    assert sorted(source - listed, key=str) == [], "run make messages, then translate"
    assert sorted(listed - source, key=str) == [], "stale messages: run make messages"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(code: str) -> None:
    cat = catalogue(code)
    assert cat.num_plurals >= 2
    for message in cat:
        if not message.id:
            continue
        ids, strings = forms(message.id), forms(message.string)
        assert "fuzzy" not in message.flags, message.id
        if message.pluralizable:
            assert len(strings) == cat.num_plurals, message.id
        assert all(s.strip() for s in strings), f"untranslated: {message.id!r}"
        wanted = sorted(PLACEHOLDER.findall(ids[-1]))
        for said in strings:
            assert sorted(PLACEHOLDER.findall(said)) == wanted, (message.id, said)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_committed_mo_is_the_po_compiled(code: str) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, catalogue(code))
    committed = po_path(code).with_suffix(".mo").read_bytes()
    assert committed == compiled.getvalue(), "run make messages (pybabel compile)"


def test_spanish_agrees_by_whole_sentences_and_plural_forms() -> None:
    """The catalogue's plural forms and whole-sentence messages, read back through gettext."""
    translations.cache_clear()
    try:
        use_language("es")
        assert _("You win") == "Ganas"
        assert _("{player} wins").format(player="Ana") == "Ana gana"
        assert _("{players} win").format(players="Ana y Luis") == "Ana y Luis ganan"
        moves = [ngettext("{count} move", "{count} moves", n).format(count=n) for n in (1, 2)]
        assert moves == ["1 jugada", "2 jugadas"]
        use_language("en")
        assert _("You win") == "You win"
        assert ngettext("{count} move", "{count} moves", 1).format(count=1) == "1 move"
    finally:
        use_language("en")
