# Two entry points: `make demo` and `make test`. Each creates .venv and installs what it needs.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
PYTEST_WORKERS ?= 2

.PHONY: demo test lint typecheck docs clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(VENV)/.installed $@

demo: $(VENV)/.installed
	$(BIN)/python -m optsched.hgsp.wt_dp.warm
	$(BIN)/optsched demo

# bytecode is written even where the environment says PYTHONDONTWRITEBYTECODE (some CI
# images do): the suite starts ~150 CLI subprocesses, and each would otherwise compile
# every optsched module again (0.9 s instead of 1.9 s per start), and pytest would
# rewrite every test module in each worker (__pycache__/ is git-ignored)
test: export PYTHONDONTWRITEBYTECODE :=
test: $(VENV)/.installed-dev
	$(BIN)/ruff check optsched tests benchmarks
	$(BIN)/mypy
	$(BIN)/python -m optsched.hgsp.wt_dp.warm --all  # numba kernels compiled once, not in each test worker
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist worksteal -q

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check optsched tests benchmarks
	$(BIN)/mypy

# API reference (pdoc, numpydoc docstrings) in docs/api/ -- not part of CI
docs: $(VENV)/.installed-dev
	$(BIN)/python -m pip install --quiet -e ".[docs]"
	$(BIN)/pdoc --docformat numpy -o docs/api optsched optsched.core optsched.hgsp optsched.hgsp.llm \
		optsched.hesrpt optsched.asrpt optsched.asrpt.online optsched.psrar optsched.bench

clean:
	rm -rf $(VENV) build *.egg-info
