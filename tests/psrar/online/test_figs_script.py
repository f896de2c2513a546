"""``benchmarks/psrar_figs.py``: the gap-to-certified-bound columns (issue 24) on a reduced
case. Seeds 880+ are used nowhere else."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from scriptload import load_file

from optsched.core import run
from optsched.psrar.bound import bound_value
from optsched.psrar.generate import MAXWEIGHT_PRESETS

SCRIPT = Path(__file__).resolve().parents[3] / "benchmarks" / "psrar_figs.py"


def _load():
    return load_file(SCRIPT)


def test_objective_prints_the_gap_to_the_certified_bound(tmp_path, capsys) -> None:
    mod = _load()
    out = tmp_path / "rows.json"
    assert mod.main(["objective", "--arch", "rar", "--vary", "jobs", "--sizes", "4",
                     "--servers", "4", "--horizon", "30", "--seed", "880",
                     "--methods", "a-online", "fifo", "tiresias",
                     "--bound-time-limit", "1", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "certified bound" in text and text.count("gap to bound %") == 3
    (row,) = json.loads(out.read_text())
    lb = row["certified_bound"]["value"]
    assert lb > 0
    for label in ("a-online", "fifo", "tiresias"):
        obj = row[label]["objective"]
        assert lb <= obj * (1 + 1e-9)          # no verified schedule beats the bound
        assert row[label]["gap_to_bound_pct"] == pytest.approx(100 * (obj - lb) / obj)
    # --no-bound drops the column and the row
    mod.ROWS.clear()
    assert mod.main(["objective", "--arch", "rar", "--sizes", "4", "--servers", "4",
                     "--horizon", "30", "--seed", "880", "--methods", "fifo",
                     "--no-bound"]) == 0
    text = capsys.readouterr().out
    assert "gap to bound" not in text and "certified bound" not in text
    assert mod.ROWS[-1]["certified_bound"] is None


def test_gap_functions_refuse_a_wrong_bound() -> None:
    mod = _load()
    assert mod.gap_to_bound_pct(200.0, 150.0) == pytest.approx(25.0)
    assert mod.gap_to_upper_pct(150.0, 200.0) == pytest.approx(25.0)
    with pytest.raises(SystemExit, match="above objective"):
        mod.gap_to_bound_pct(100.0, 101.0)
    with pytest.raises(SystemExit, match="above certified upper bound"):
        mod.gap_to_upper_pct(101.0, 100.0)


def test_maxweight_gap_uses_a_valid_upper_bound() -> None:
    """Fig. 8's column: the certified upper bound is >= what A_maxweight and the greedy
    complete, so both gaps lie in [0, 100]."""
    mod = _load()
    inst = MAXWEIGHT_PRESETS["small-rar"](881)
    ub = bound_value(inst, time_limit=5)
    for algo in ("a-maxweight", "weight-greedy"):
        r = run(inst, algo)
        assert r.feasible
        assert 0.0 <= mod.gap_to_upper_pct(r.objective, ub) <= 100.0
