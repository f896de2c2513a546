"""Shared fixtures: repository paths and a CLI runner in a subprocess."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

from optsched.core import interrupt

REPO = Path(__file__).resolve().parents[1]

# property tests draw the same examples on every run and every machine (a seed derived
# from each test), so that CI is reproducible; OPTSCHED_HYPOTHESIS=random explores anew
settings.register_profile("fixed", derandomize=True, database=None, print_blob=True)
settings.register_profile("random", print_blob=True)
settings.load_profile(os.environ.get("OPTSCHED_HYPOTHESIS", "fixed"))


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


def run_cli(*args: str, cwd: Path | None = None, timeout: float = 300
            ) -> subprocess.CompletedProcess:
    """Run ``optsched ARGS`` in a fresh interpreter (as a user would)."""
    env = dict(os.environ, OPTSCHED_THREADS="1")
    env.pop("OPTSCHED_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "optsched.cli", *args], capture_output=True,
                          text=True, cwd=cwd or REPO, timeout=timeout, env=env)


@pytest.fixture()
def cli():
    return run_cli


@pytest.fixture()
def handlers():
    """Our handlers for the duration of a test (the main thread of the test process),
    then pytest's own."""
    old = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    interrupt.reset()
    interrupt.install()
    yield
    interrupt.reset()
    for s, h in old.items():
        signal.signal(s, h)


@pytest.fixture(autouse=True)
def _registry_isolation():
    """A toy family a test registers in-process must not leak into the next test of the
    same worker (``optsched list`` / every-algorithm tests walk all families)."""
    from optsched.core import discovery

    before = dict(discovery._FAMILIES)
    yield
    discovery._FAMILIES.clear()
    discovery._FAMILIES.update(before)
