"""A game's texts in another language: data files beside the English, keyed by stable ids.

English is written in the code (a rule's title and paraphrase, a piece's name); each
other language a game speaks is one TOML file beside it (``rules.es.toml``,
``text.es.toml``) whose tables are keyed by the same ids and hold exactly the same
keys. A file that names an id the English lacks, lacks one the English has, holds a
key the English has not, or changes a text's placeholders (``{name}``) is refused
whole when first read: two languages can never drift apart unnoticed. A game with no
file for a language speaks English there (a new game, the toy game of the tests).

Which language a text is drawn in is asked of :func:`engine.language.current_language`
each time it is drawn, never at import, so switching the language redraws everything.
"""

from __future__ import annotations

import re
import string
import tomllib
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import Final

from engine.language import DEFAULT, LANGUAGES, Language, current_language
from engine.said import Said, is_unsaid

Table = dict[str, dict[str, str]]
"""id -> key -> text, in one language."""

MAX_TEXT_FILE_BYTES: Final = 512 * 1024
"""The texts ship inside the package; a bound all the same, read whole."""

_FIELD = re.compile(r"\{[^{}]*\}")


class TranslationError(ValueError):
    """A translation file that does not match its English texts; the message says where."""


def placeholders(text: str) -> list[str]:
    """The ``str.format`` fields of ``text`` (``{name}``, ``{0}``), sorted, for parity checks."""
    try:
        return sorted(
            "{" + field + (f":{spec}" if spec else "") + "}"
            for _, field, spec, _conv in string.Formatter().parse(text)
            if field is not None
        )
    except ValueError:
        return sorted(_FIELD.findall(text))


def translation_path(folder: Path, stem: str, language: Language) -> Path:
    """Where ``stem``'s texts in ``language`` live: ``folder/stem.language.toml``."""
    return folder / f"{stem}.{language}.toml"


def _read_toml(path: Path) -> dict[str, object]:
    """A translation file's TOML, bounded and decoded, or TranslationError naming it."""
    data = path.read_bytes()  # niwa's own file, shipped in the package
    if len(data) > MAX_TEXT_FILE_BYTES:
        raise TranslationError(f"{path.name}: larger than {MAX_TEXT_FILE_BYTES} bytes")
    try:
        return tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise TranslationError(f"{path.name}: {err}") from None


def read_table(path: Path) -> Table:
    """A translation file decoded: every top-level table an id, every value a string."""
    table: Table = {}
    for text_id, entry in _read_toml(path).items():
        if not isinstance(entry, dict) or not all(
            isinstance(key, str) and isinstance(value, str) for key, value in entry.items()
        ):
            raise TranslationError(f"{path.name}: {text_id} is not a table of texts")
        table[text_id] = dict(entry)
    return table


WORDS_KEY: Final = "text"
"""The one key of a flat file's entries."""


def read_flat_table(path: Path) -> Table:
    """A flat translation file (``id = "text"`` lines) as a table of one key per id."""
    table: Table = {}
    for text_id, text in _read_toml(path).items():
        if not isinstance(text, str):
            raise TranslationError(f"{path.name}: {text_id} is not a text")
        table[text_id] = {WORDS_KEY: text}
    return table


def check_table(english: Mapping[str, Mapping[str, str]], other: Table, name: str) -> None:
    """Refuse ``other`` unless it has exactly ``english``'s ids, keys and placeholders."""
    missing = [text_id for text_id in english if text_id not in other]
    extra = [text_id for text_id in other if text_id not in english]
    if missing or extra:
        raise TranslationError(f"{name}: ids missing {missing}, ids unknown {extra}")
    for text_id, entry in english.items():
        theirs = other[text_id]
        if set(theirs) != set(entry):
            raise TranslationError(
                f"{name}: {text_id} has keys {sorted(theirs)}, the English {sorted(entry)}"
            )
        for key, text in entry.items():
            if placeholders(theirs[key]) != placeholders(text):
                raise TranslationError(f"{name}: {text_id}.{key} changes the placeholders")


CATALOGUES: list[Texts] = []
"""Every catalogue of texts made so far (each game's rules and words), for the tests that
check every language of every one of them."""


class Texts:
    """One game's texts of one kind (its rules, its words) in every language it has.

    ``english`` is id -> key -> text as the code states it; the other languages are
    read from ``folder/stem.<language>.toml`` on first use and checked against it.
    """

    def __init__(
        self,
        english: Mapping[str, Mapping[str, str]],
        folder: Path | None,
        stem: str,
        *,
        flat: bool = False,
    ) -> None:
        self.english = {text_id: dict(entry) for text_id, entry in english.items()}
        self.folder = folder
        self.stem = stem
        self.flat = flat
        """A flat file (``id = "text"``: the only key is ``text``) rather than a table per id."""
        self._loaded: dict[Language, Table] = {DEFAULT: self.english}
        CATALOGUES.append(self)

    @property
    def name(self) -> str:
        """Where the texts live, for messages: ``seikatsu/rules``."""
        return f"{self.folder.name if self.folder else '-'}/{self.stem}"

    def languages(self) -> list[Language]:
        """The languages these texts are written in (English always)."""
        return [language for language in LANGUAGES if self.has(language)]

    def has(self, language: Language) -> bool:
        """Whether this game speaks ``language`` here (English always)."""
        if language == DEFAULT:
            return True
        if self.folder is None:
            return False
        return translation_path(self.folder, self.stem, language).is_file()

    def table(self, language: Language) -> Table:
        """The texts in ``language``, or in English where the game has none in it."""
        if language in self._loaded:
            return self._loaded[language]
        if not self.has(language):
            table = self.english
        else:
            assert self.folder is not None
            path = translation_path(self.folder, self.stem, language)
            table = read_flat_table(path) if self.flat else read_table(path)
            check_table(self.english, table, f"{self.folder.name}/{path.name}")
        self._loaded[language] = table
        return table

    def text(self, text_id: str, key: str, language: Language) -> str:
        return self.table(language)[text_id][key]


class Words:
    """A game's short texts shown to players (piece names, refusals, what a move did),
    each by a stable id: ``WORDS("refused.taken", cell="d5")`` is the text in the
    language spoken now, its ``{fields}`` filled in.

    English is given in the code; another language is a file of ``id = "text"`` lines,
    ``folder/words.<language>.toml``, with exactly the same ids and placeholders
    (refused otherwise, when first read). A game with no such file speaks English.
    """

    def __init__(self, folder: Path | None, english: Mapping[str, str]) -> None:
        self.texts = Texts(
            {word_id: {WORDS_KEY: text} for word_id, text in english.items()},
            folder,
            "words",
            flat=True,
        )

    def __call__(self, word_id: str, /, **fields: object) -> str:
        """The text ``word_id`` with its fields: a ``Said`` (typed as the ``str`` it is),
        said again in the language spoken wherever it is shown (``engine.said``); a field
        that is a Said is said again with it. Inside ``engine.said.unsaid`` (a playout),
        only the id."""
        if is_unsaid():
            return word_id
        return Said(lambda: self._say(word_id, fields))

    def _say(self, word_id: str, fields: dict[str, object]) -> str:
        text = self.texts.text(word_id, WORDS_KEY, current_language())
        if not fields:
            return text
        return text.format(
            **{
                name: value.now() if isinstance(value, Said) else value
                for name, value in fields.items()
            }
        )

    def count(self, n: int, noun: str) -> str:
        """``n`` and ``noun`` agreeing with it (``1 tile``, ``3 fichas``), from the ids
        ``count.<noun>.one`` and ``count.<noun>.many``, each with an ``{n}``."""
        return self(f"count.{noun}.{'one' if n == 1 else 'many'}", n=n)

    def has(self, word_id: str) -> bool:
        """Whether the game has a text ``word_id`` (in English, hence in every language)."""
        return word_id in self.texts.english

    def english(self, word_id: str, /, **fields: object) -> str:
        """The English text whatever the language spoken (for what is stored, not shown)."""
        text = self.texts.english[word_id][WORDS_KEY]
        return text.format(**fields) if fields else text


def folded(text: str) -> str:
    """``text`` for searching: case folded and without accents ("Bonsái" finds "bonsai")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))
