"""The Examples sections of optsched.asrpt's docstrings run and give what they show."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import optsched.asrpt as pkg

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted(p.stem for p in Path(pkg.__file__).parent.glob("*.py")
                 if p.stem not in ("__init__", "profiles") and ">>> " in p.read_text())


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name, monkeypatch):
    monkeypatch.chdir(ROOT)            # examples load bundled instances by relative path
    mod = importlib.import_module(f"optsched.asrpt.{name}")
    res = doctest.testmod(mod, optionflags=doctest.ELLIPSIS, verbose=False)
    assert res.attempted > 0 and res.failed == 0, f"{res.failed} failing example(s) in {name}"
