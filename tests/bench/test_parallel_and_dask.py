"""Local process pool and a Dask cluster give the same rows as a sequential run."""

from __future__ import annotations

from pathlib import Path

import pytest

from optsched.bench.config import parse_config
from optsched.bench.runner import run_bench
from optsched.bench.store import ResultStore

RAW = {
    "bench": {"name": "parallel", "time_limit": 60, "threads": 1},
    "instances": {"generate": [{"family": "hgsp", "preset": "tiny", "seeds": [31, 32, 33],
                                "params": {"n_tasks": 6}}]},
    "methods": [{"name": "bigm-highs", "solver": "highs", "model": "bigm"},
                {"algo": "fifo"}, {"algo": "greedy"}],
}
KEY = ["cell_id", "instance", "method", "seed", "status", "objective", "bound", "feasible"]


def rows(out: Path) -> list[tuple]:
    """Comparable part of each row (the bound rounded: HiGHS reports it to ~1e-7)."""
    out_rows = []
    for r in ResultStore(out).rows():
        r = dict(r)
        r["bound"] = "" if r["bound"] == "" else f"{float(r['bound']):.5f}"
        out_rows.append(tuple(r[k] for k in KEY))
    return sorted(out_rows)


@pytest.fixture(scope="module")
def sequential(tmp_path_factory) -> list[tuple]:
    out = tmp_path_factory.mktemp("seq")
    run_bench(parse_config(RAW, out / "c.toml"), out, jobs=1, progress=False)
    r = rows(out)
    assert len(r) == 9 and all(x[4] in ("optimal", "feasible") for x in r)
    return r


def test_jobs_2_same_rows(sequential, tmp_path: Path) -> None:
    run_bench(parse_config(RAW, tmp_path / "c.toml"), tmp_path, jobs=2, progress=False)
    assert rows(tmp_path) == sequential


def test_dask_local_cluster_same_rows(sequential, tmp_path: Path) -> None:
    import distributed  # a dev dependency
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as cluster:
        run_bench(parse_config(RAW, tmp_path / "c.toml"), tmp_path,
                  dask_address=cluster.scheduler_address, progress=False)
    assert rows(tmp_path) == sequential


def test_unreachable_dask_scheduler_is_bad_input(tmp_path: Path, cli, monkeypatch) -> None:
    monkeypatch.setenv("OPTSCHED_DASK_CONNECT_TIMEOUT", "2")  # the default waits 15 s
    cfg = tmp_path / "c.toml"
    cfg.write_text("[instances]\n[[instances.generate]]\nfamily='hgsp'\npreset='tiny'\n"
                   "seeds=[1]\n[[methods]]\nalgo='fifo'\n")
    out = cli("bench", str(cfg), "--out", str(tmp_path / "o"), "--dask",
              "tcp://127.0.0.1:9")
    assert out.returncode == 2 and "cannot reach Dask scheduler" in out.stderr
    monkeypatch.setenv("OPTSCHED_DASK_CONNECT_TIMEOUT", "soon")
    bad = cli("bench", str(cfg), "--out", str(tmp_path / "p"), "--dask", "tcp://127.0.0.1:9")
    assert bad.returncode == 2 and "OPTSCHED_DASK_CONNECT_TIMEOUT" in bad.stderr


def test_bound_reported_by_a_heuristic_makes_a_proven_reference(tmp_path: Path) -> None:
    """heSRPT reports Theorem 6's optimum as its bound: the report uses it as reference."""
    from optsched.bench.report import cell_table, load_results, references

    raw = {"bench": {"name": "h"},
           "instances": {"generate": [{"family": "hesrpt", "preset": "tiny",
                                       "seeds": [1, 2], "params": {"p": 0.7}}]},
           "methods": [{"algo": "hesrpt"}, {"algo": "equi"}, {"algo": "srpt"}],
           "report": {"plots": False}}
    run_bench(parse_config(raw, tmp_path / "c.toml"), tmp_path, progress=False)
    df = load_results(tmp_path)
    refs = references(df)
    assert (refs["ref_kind"] == "optimum").all() and (refs["note"] == "").all()
    cells = cell_table(df)
    assert (cells[cells["method"] == "hesrpt"]["gap_pct"] == 0).all()
    assert (cells["gap_pct"] >= 0).all()
