"""Regression tests for defects found in review of core, CLI and bench."""

from __future__ import annotations

import math
import subprocess
import sys
import time
from pathlib import Path

import pytest

from optsched.bench.config import parse_config
from optsched.bench.report import load_results, references
from optsched.bench.runner import run_bench
from optsched.bench.store import COLUMNS, ResultStore
from optsched.core import Result, finalize, get_family, load_instance, run
from optsched.core.result import gap_to_reference_pct, relative_gap

TINY = "instances/hgsp/tiny-s1.json"


@pytest.mark.parametrize("args,needle", [
    (["run", TINY, "--algo", "fifo", "--param", "seed=3"], "param.seed: is not a model"),
    (["solve", TINY, "--param", "time_limit=3"], "use --time-limit"),
    (["solve", TINY, "--time-limit", "nan"], "finite number > 0"),
    (["run", TINY, "--algo", "fifo", "--seed", "-1"], "--seed"),
    (["generate", "hgsp", "--preset", "tiny", "--seed", "-1", "-o", "/dev/null"], "--seed"),
    (["report", "/nonexistent/dir"], "no results.csv"),
    (["generate", "psrar", "--preset", "x", "--seed", "0", "-o", "/dev/null"],
     "unknown family 'psrar'"),
])
def test_bad_cli_input_exits_2(cli, args, needle: str) -> None:
    out = cli(*args)
    assert out.returncode == 2, (out.returncode, out.stderr)
    assert needle in out.stderr and "Traceback" not in out.stderr


def test_instance_errors_name_the_file(tmp_path: Path, cli) -> None:
    p = tmp_path / "x.json"
    p.write_text('{"family": "hgsp", "version": 1}')
    out = cli("solve", str(p))
    assert out.returncode == 2 and f"{p}: gpus: missing field" in out.stderr


def test_gaps_near_zero_are_not_astronomic() -> None:
    assert relative_gap(0.0, -0.5) == math.inf
    assert relative_gap(0.0, -1e-9) == math.inf  # no absolute tolerance by default ...
    assert relative_gap(0.0, -1e-9, abs_tol=1e-6) == 0.0  # ... only one scaled by the caller
    assert relative_gap(4e-7, 3.6e-7) == pytest.approx(0.1)  # weights x 1e-8 (issue 12)
    assert gap_to_reference_pct(3.0, 1e-10) == math.inf
    assert gap_to_reference_pct(3.0, 2.0) == pytest.approx(50.0)


def test_optimal_claim_with_a_gap_is_withdrawn(repo: Path) -> None:
    inst = load_instance(repo / TINY)
    h = run(inst, "greedy")
    raw = Result(family="hgsp", instance=inst.name, method="fake", status="optimal",
                 objective=h.objective, bound=h.objective - 5, schedule=h.schedule)
    res = finalize(get_family("hgsp"), inst, raw)
    assert res.status == "feasible" and "not claimed" in res.status_note
    empty = finalize(get_family("hgsp"), inst, Result(family="hgsp", instance="x",
                                                      method="m", status="optimal"))
    assert empty.status == "error" and not empty.feasible


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
    ({"algo": "fifo", "time_limit": 3}, "methods[0].time_limit: unknown field"),
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
