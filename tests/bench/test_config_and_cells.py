"""Bench configs and cells: typos are bad input, stable cell ids, one run per directory,
errored rows ignored by reports."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from optsched.bench.config import parse_config
from optsched.bench.report import load_results, references
from optsched.bench.runner import run_bench
from optsched.bench.store import COLUMNS, ResultStore

TINY = "instances/hgsp/tiny-s1.json"

def test_report_ignores_bounds_of_errored_runs(tmp_path: Path) -> None:
    store = ResultStore(tmp_path)
    base = {c: "" for c in COLUMNS}
    rows = [dict(base, cell_id="a", instance="i", method="x", kind="exact", seed="0",
                 status="error", objective="40.0", bound="50.0", feasible="True",
                 runtime_s="1", build_s="0", bench="b", metrics="{}"),
            dict(base, cell_id="b", instance="i", method="fifo", kind="heuristic",
                 seed="0", status="feasible", objective="117.0", feasible="True",
                 runtime_s="0", build_s="0", bench="b", metrics="{}")]
    for r in rows:
        store.append(r)
    refs = references(load_results(tmp_path))
    assert refs.loc["i", "ref_kind"] == "none"


RAW = {"bench": {"name": "ids"},
       "instances": {"generate": [{"family": "hgsp", "preset": "tiny", "seeds": [1, 2]}]},
       "methods": [{"name": "sa", "algo": "sagreedy", "seeds": [0, 1],
                    "params": {"iterations": 5}}]}


def test_adding_a_seed_or_renaming_does_not_rerun_cells(tmp_path: Path) -> None:
    run_bench(parse_config(RAW, tmp_path / "c.toml"), tmp_path, progress=False)
    assert len(ResultStore(tmp_path).rows()) == 4
    raw = {**RAW, "methods": [{**RAW["methods"][0], "name": "renamed", "seeds": [0, 1, 2]}]}
    run_bench(parse_config(raw, tmp_path / "c.toml"), tmp_path, resume=True, progress=False)
    rows = ResultStore(tmp_path).rows()
    assert len(rows) == 6 and len({r["cell_id"] for r in rows}) == 6


@pytest.mark.parametrize("method,needle", [
    ({"solver": "cpsat", "model": "bigm"}, "methods[0].solver: model 'bigm' runs on"),
    ({"algo": "sagreedy", "params": {"iteratons": 5}}, "methods[0].param.iteratons"),
    ({"solver": "highs", "seeds": [1, 2]}, "methods[0].seeds: unknown field"),
    ({"algo": "fifo", "model": "bigm"}, "methods[0].model: unknown field"),
    ({"algo": "fifo", "time_limit": -3}, "methods[0].time_limit: must be a finite number"),
    ({"bound": "default", "seeds": [1]}, "methods[0].seeds: unknown field"),
    ({"bound": "no-such-bound"}, "methods[0].method: "),
    ({"algo": "fifo", "bound": "default"}, "give exactly one of solver"),
    ({"algo": "fifo", "seeds": [-1]}, "seeds must be >= 0"),
])
def test_method_typos_are_bad_input(tmp_path: Path, method: dict, needle: str) -> None:
    from optsched.core import InstanceError

    raw = {**RAW, "methods": [method]}
    with pytest.raises(InstanceError) as e:
        run_bench(parse_config(raw, tmp_path / "c.toml"), tmp_path, progress=False)
    assert needle in str(e.value)
    assert not (tmp_path / "results.csv").exists()


@pytest.mark.parametrize("gen,needle", [
    ({"params": {"n_taks": 8}}, "instances.generate[0].params"),
    ({"seed_range": [0, 1, 2], "seeds": None}, "seed_range"),
    ({"seed_range": [5, 0], "seeds": None}, "seed_range"),
    ({"seeds": []}, "must not be empty"),
])
def test_generator_typos_are_bad_input(tmp_path: Path, gen: dict, needle: str) -> None:
    from optsched.core import InstanceError

    block = {"family": "hgsp", "preset": "tiny", "seeds": [1], **gen}
    block = {k: v for k, v in block.items() if v is not None}
    raw = {**RAW, "instances": {"generate": [block]}}
    with pytest.raises(InstanceError, match=needle.replace("[", r"\[").replace("]", r"\]")):
        parse_config(raw, tmp_path / "c.toml")


def test_two_runs_on_one_directory_are_refused(tmp_path: Path, repo: Path) -> None:
    cfg = tmp_path / "c.toml"
    cfg.write_text(f'[bench]\ntime_limit = 30\nthreads = 1\n[instances]\nfiles = '
                   f'["{repo}/instances/hgsp/tiny-s*.json"]\n[[methods]]\nsolver = "highs"\n'
                   f'model = "bigm"\n')
    out = tmp_path / "o"
    cmd = [sys.executable, "-m", "optsched.cli", "bench", str(cfg), "--out", str(out),
           "--quiet"]
    first = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 120
        while time.time() < deadline and not (out / ".run.lock").exists():
            time.sleep(0.05)
        time.sleep(0.5)
        second = subprocess.run(cmd + ["--resume"], capture_output=True, text=True,
                                timeout=120)
        assert second.returncode == 2 and "another optsched bench" in second.stderr
    finally:
        first.kill()
        first.wait()
