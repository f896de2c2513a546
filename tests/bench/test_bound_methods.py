"""Bench rows of a certified bound method: no schedule, and bound <= optimum <= heuristic."""

from __future__ import annotations

from pathlib import Path

import pytest

from optsched.bench.report import load_results
from optsched.bench.runner import run_bench

CONFIG = """
[bench]
name = "bound-test"
time_limit = 60
threads = 1

[report]
plots = false

[[instances.generate]]
family = "{family}"
preset = "{preset}"
seeds = [31]

[[methods]]
name = "exact"
solver = "{solver}"

[[methods]]
algo = "{algo}"

[[methods]]
name = "lb"
bound = "default"
"""


@pytest.mark.parametrize(("family", "preset", "solver", "algo"), [
    ("hgsp", "tiny", "cpsat", "fifo"),
    ("psrar", "tiny-mixed", "highs", "fifo"),
])
def test_bound_rows_sit_below_the_proven_optimum(tmp_path: Path, family: str, preset: str,
                                                 solver: str, algo: str) -> None:
    cfg = tmp_path / "bench.toml"
    cfg.write_text(CONFIG.format(family=family, preset=preset, solver=solver, algo=algo))
    out = tmp_path / "out"
    run_bench(cfg, out, jobs=1, progress=False)
    df = load_results(out)
    assert len(df) == 3
    for inst, rows in df.groupby("instance"):
        by = {r.method: r for r in rows.itertuples()}
        assert by["exact"].status == "optimal", inst
        assert by["lb"].status == "bound" and not by["lb"].feasible, inst
        opt, lb = by["exact"].objective, by["lb"].bound
        assert 0 <= lb <= opt * (1 + 1e-9) + 1e-9, (inst, lb, opt)
        assert by[algo].feasible and by[algo].objective >= opt * (1 - 1e-9), inst
    report = (out / "report.md").read_text()
    assert "gap to bound" in report
