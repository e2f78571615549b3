"""Every game's rule catalogue in Spanish: the same ids, keys and placeholders as the
English, chosen by the language spoken when a rule is looked up, searched in it; a game
with no Spanish texts (the toy game) speaks English rather than failing (issue 29)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import Rule, RuleCatalogue
from engine.language import use_language
from engine.registry import GAMES, SHIPPED, get_game
from engine.translations import Texts, TranslationError, folded, placeholders
from tutor.cli import main


def _english(game_id: str) -> list[Rule]:
    use_language("en")
    return list(get_game(game_id).rules)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_both_languages_have_the_same_rules(game_id: str) -> None:
    english = _english(game_id)
    try:
        use_language("es")
        spanish = list(get_game(game_id).rules)
    finally:
        use_language("en")
    assert [rule.id for rule in spanish] == [rule.id for rule in english]
    for mine, theirs in zip(english, spanish, strict=True):
        # What is no words stays as it is: the id, the rulebook's section titles, the ruling.
        assert (theirs.section, theirs.ruling) == (mine.section, mine.ruling)
        assert placeholders(theirs.title) == placeholders(mine.title)
        assert placeholders(theirs.text) == placeholders(mine.text)
        assert theirs.title.strip() and theirs.text.strip()


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_shipped_game_states_its_rules_in_spanish(game_id: str) -> None:
    catalogue = get_game(game_id).rules
    assert catalogue.texts.has("es")
    english = {rule.id: rule.text for rule in catalogue.in_language("en")}
    spanish = catalogue.in_language("es")
    # Every paraphrase is written anew, none left in English.
    assert [rule.id for rule in spanish if rule.text == english[rule.id]] == []


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_lookup_answers_in_the_language_spoken_now(game_id: str) -> None:
    catalogue = get_game(game_id).rules
    first = catalogue.in_language("en")[0]
    try:
        use_language("es")
        assert catalogue[first.id] == catalogue.in_language("es")[0]
        assert next(iter(catalogue)) == catalogue.in_language("es")[0]
    finally:
        use_language("en")
    assert catalogue[first.id] == first


def test_a_game_without_spanish_speaks_english(spanish: None) -> None:
    assert "tictactoe" not in SHIPPED
    catalogue = get_game("tictactoe").rules
    assert not catalogue.texts.has("es")
    assert list(catalogue) == list(catalogue.in_language("en"))


def _word_only_spanish_has(game_id: str) -> tuple[str, str]:
    """A word of a Spanish rule title no English rule mentions, and that rule's id."""
    catalogue = get_game(game_id).rules
    english = folded(
        " ".join(f"{r.id} {r.title} {r.text} {r.section}" for r in catalogue.in_language("en"))
    )
    for rule in catalogue.in_language("es"):
        for word in rule.title.split():
            word = word.strip(".,:;¿?¡!«»()\"'")
            if len(word) > 4 and folded(word) not in english:
                return word, rule.id
    raise AssertionError(f"{game_id}: every Spanish title word is also English")


@pytest.mark.parametrize("game_id", SHIPPED)
def test_niwa_rules_searches_in_spanish(
    game_id: str, spanish: None, capsys: pytest.CaptureFixture[str]
) -> None:
    word, rule_id = _word_only_spanish_has(game_id)
    assert main(["--lang", "es", "rules", game_id, word]) == 0
    out = capsys.readouterr().out
    assert f"({rule_id})" in out
    assert get_game(game_id).rules[rule_id].title in out
    # the English catalogue does not say it
    assert main(["--lang", "en", "rules", game_id, word]) == 1


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_search_ignores_accents(game_id: str, spanish: None) -> None:
    """A Spanish keyboard is not always at hand: "pajaro" finds "pájaro"."""
    catalogue = get_game(game_id).rules
    accented = next(
        (word, rule)
        for rule in catalogue
        for word in rule.text.split()
        if word.isalpha() and folded(word) != word.casefold()
    )
    word, rule = accented
    assert rule in catalogue.search(folded(word))
    assert rule in catalogue.search(word.upper())


# -- the translation files are checked against the English --------------------------

ENGLISH = {"a": {"title": "Alpha", "text": "Hello {name}"}, "b": {"title": "B", "text": "Bee"}}


def _texts(tmp_path: Path, body: str) -> Texts:
    (tmp_path / "rules.es.toml").write_text(body, encoding="utf-8")
    return Texts(ENGLISH, tmp_path, "rules")


GOOD = '[a]\ntitle = "Alfa"\ntext = "Hola {name}"\n[b]\ntitle = "Be"\ntext = "Abeja"\n'


def test_a_matching_file_is_read(tmp_path: Path) -> None:
    texts = _texts(tmp_path, GOOD)
    assert texts.text("a", "text", "es") == "Hola {name}"
    assert texts.text("a", "text", "en") == "Hello {name}"


@pytest.mark.parametrize(
    ("body", "complaint"),
    [
        (GOOD.replace("[b]", "[c]"), "ids missing"),
        (GOOD + '[c]\ntitle = "C"\ntext = "C"\n', "ids unknown"),
        (GOOD.replace('title = "Be"\n', ""), "has keys"),
        (GOOD + 'extra = "x"\n', "has keys"),
        (GOOD.replace("Hola {name}", "Hola {nombre}"), "placeholders"),
        (GOOD.replace("Hola {name}", "Hola"), "placeholders"),
        (GOOD.replace('"Abeja"', "3"), "not a table of texts"),
        ("[a\n", "rules.es.toml"),
    ],
)
def test_a_file_that_drifted_is_refused(tmp_path: Path, body: str, complaint: str) -> None:
    with pytest.raises(TranslationError, match=complaint):
        _texts(tmp_path, body).table("es")


def test_a_catalogue_refuses_a_drifted_file_when_spanish_is_asked(tmp_path: Path) -> None:
    (tmp_path / "rules.es.toml").write_text('[x]\ntitle = "X"\ntext = "X"\n', encoding="utf-8")
    catalogue = RuleCatalogue([Rule("a", "A", "Text", "")], tmp_path)
    assert [rule.title for rule in catalogue.in_language("en")] == ["A"]
    with pytest.raises(TranslationError):
        catalogue.in_language("es")


def test_placeholders_are_read_as_format_fields() -> None:
    assert placeholders("{name} gana {points:d} {0}") == ["{0}", "{name}", "{points:d}"]
    assert placeholders("no fields") == []
