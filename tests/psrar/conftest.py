"""Shared fixtures of the psrar tests: a hand-made instance with known rates."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import optsched.psrar.family  # noqa: F401 - registers both families in this process
from optsched.psrar import PsrarInstance

REPO = Path(__file__).resolve().parents[2]


def run_psrar_cli(*args: str, env: dict[str, str] | None = None,
                  timeout: float = 300) -> subprocess.CompletedProcess:
    """``optsched ARGS`` in a fresh interpreter that has imported the psrar families
    (until the installed package metadata announces them through entry points)."""
    full = dict(os.environ, OPTSCHED_THREADS="1", **(env or {}))
    code = ("import sys, optsched.psrar.family; from optsched.cli import main; "
            "sys.argv = ['optsched'] + sys.argv[1:]; main()")
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True,
                          text=True, cwd=REPO, timeout=timeout, env=full)


@pytest.fixture
def psrar_cli():
    return run_psrar_cli


def hand_dict() -> dict[str, Any]:
    """Two servers, one worker type, one PS type, a PS job and a RAR job.

    Hand-computed timing (slot = 3600 s): PS job ``a``: v = 0.05, U = 36 s = 0.01 slots,
    2 pi / b = 2 * 450 MB * 8 / 1 Gbps = 7.2 s = 0.002 slots, so rho = 1/0.06 co-located
    and 1/0.062 spread; E D K = 60 mini-batches. RAR job ``b``: v = 0.05, U = 72 s = 0.02,
    2 pi / b = 3.6 s = 0.001 slots; with 2 workers rho = 1/(0.05 + 0.01) co-located and
    1/(0.05 + 0.01 + 0.0005) spread; E D K = 40.
    """
    return {
        "family": "psrar", "name": "hand", "horizon_slots": 10, "slot_seconds": 3600,
        "resources": ["gpu", "vcpu", "memory_gb", "bandwidth_gbps"],
        "servers": [
            {"name": "s0", "capacity": {"gpu": 4, "vcpu": 16, "memory_gb": 64,
                                        "bandwidth_gbps": 10}},
            {"name": "s1", "capacity": {"gpu": 2, "vcpu": 8, "memory_gb": 32,
                                        "bandwidth_gbps": 10}}],
        "worker_types": [{"name": "w1", "demand": {"gpu": 1, "vcpu": 2, "memory_gb": 8,
                                                   "bandwidth_gbps": 1}}],
        "ps_types": [{"name": "p1", "demand": {"gpu": 0, "vcpu": 2, "memory_gb": 4,
                                               "bandwidth_gbps": 5}}],
        "jobs": [
            {"name": "a", "arch": "ps", "arrival_slot": 0, "weight": 2, "epochs": 1,
             "chunks": 3, "minibatches": 20, "minibatch_time_slots": [0.05],
             "update_time_ms": [36000], "gradient_mb": 450},
            {"name": "b", "arch": "rar", "arrival_slot": 1, "weight": 1, "epochs": 1,
             "chunks": 2, "minibatches": 20, "minibatch_time_slots": [0.05],
             "reduce_time_ms": 72000, "gradient_mb": 225}],
    }


@pytest.fixture
def hand() -> PsrarInstance:
    return PsrarInstance.from_dict(hand_dict())


@pytest.fixture
def hand_raw() -> dict[str, Any]:
    return hand_dict()
