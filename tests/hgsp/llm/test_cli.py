"""The acceptance check of issue 4 through the real command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
TABLE4 = ROOT / "instances" / "llm" / "table4.json"


@pytest.mark.parametrize(("algo", "ww", "avg"), [("fifo", 336.0, 2.4), ("wsrpt", 102.0, 1.5)])
def test_cli_run_table4_json(algo, ww, avg):
    out = subprocess.run([sys.executable, "-m", "optsched.cli", "run", str(TABLE4), "--algo",
                          algo, "--json"], capture_output=True, text=True, cwd=ROOT,
                         check=False)
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["status"] == "feasible" and res["feasible"] is True
    assert res["metrics"]["weighted_wait"] == pytest.approx(ww, abs=1e-9)
    assert res["metrics"]["avg_wait"] == pytest.approx(avg, abs=1e-12)
    assert res["metrics"]["simulator"] == "event"
