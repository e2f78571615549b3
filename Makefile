# niwa: `make run` opens the app, `make test` runs lint and the whole test suite.
# Both create or refresh the virtual environment in .venv by themselves.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.niwa-installed

# Snapshot tests compare colours: NO_COLOR would change every one of them.
unexport NO_COLOR
# Some machines forbid bytecode files: then every test worker compiles niwa and rewrites
# every test module from source at each run. The venv is ours to write in.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run test lint format bench clean messages

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "niwa needs Python 3.11 or newer" or 0)'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --quiet -e '.[test,dev]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/niwa $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# The suite on every core (pytest-xdist; worksteal keeps the cores busy to the end).
# A single test, or a snapshot update: $(BIN)/python -m pytest [-k NAME] [--snapshot-update].
test: lint
	$(BIN)/python -m pytest -n auto --dist worksteal

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

# The interface's words (engine/i18n.py): extract every _(), ngettext() and N_() into the
# template, merge it into each language's catalogue, compile the catalogues (committed).
LOCALE := engine/locale
messages: $(STAMP)
	$(BIN)/pybabel extract -F babel.cfg --no-location --sort-output \
		--project niwa --copyright-holder "niwa" -k N_ -o $(LOCALE)/niwa.pot engine replays lessons tutor
	$(BIN)/pybabel update -N -D niwa -i $(LOCALE)/niwa.pot -d $(LOCALE) --no-wrap
	$(BIN)/pybabel compile -D niwa -d $(LOCALE) --statistics

bench: $(STAMP)
	@for b in bench/*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis snapshot_report.html
