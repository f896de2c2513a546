"""Result store under concurrent writers; instances/index.json is complete and true."""

from __future__ import annotations

import multiprocessing as mp
from pathlib import Path

import pytest
from store_writer import MESSAGE, append_rows

from optsched.bench.report import write_reports
from optsched.bench.store import ResultStore
from optsched.core import load_instance, read_json, solve


def test_concurrent_appenders_never_interleave(tmp_path: Path) -> None:
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=append_rows, args=(str(tmp_path), w, 40)) for w in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    rows = ResultStore(tmp_path).rows()
    assert len(rows) == 120
    assert {r["cell_id"] for r in rows} == {f"{w}-{k}" for w in range(3) for k in range(40)}
    assert all(r["message"] == MESSAGE for r in rows)


def test_report_with_metrics_and_plots(tmp_path: Path, repo: Path) -> None:
    from optsched.bench.config import parse_config
    from optsched.bench.runner import run_bench

    raw = {"bench": {"name": "m"},
           "instances": {"files": [str(repo / "instances/hgsp/tiny-s2.json")]},
           "methods": [{"algo": "fifo"}, {"algo": "greedy"}],
           "report": {"metrics": ["twct", "dmr"], "plots": True}}
    run_bench(parse_config(raw, tmp_path / "none.toml"), tmp_path, progress=False)
    text = (tmp_path / "metrics.md").read_text()
    assert "twct" in text and "greedy" in text
    import matplotlib.image as mpimg

    img = mpimg.imread(tmp_path / "profile_objective.png")
    assert img.shape[0] > 100 and img.shape[1] > 100 and img.std() > 0  # not blank
    assert (tmp_path / "profile_runtime.svg").stat().st_size > 1000
    before = {p.name: p.read_bytes() for p in tmp_path.glob("*.md")}
    for p in tmp_path.glob("*.md"):
        p.unlink()
    write_reports(tmp_path)  # report options come from the saved config
    assert {p.name: p.read_bytes() for p in tmp_path.glob("*.md")} == before


def _index(repo: Path) -> list[dict]:
    return read_json(repo / "instances" / "index.json")["instances"]


def test_every_bundled_instance_is_indexed(repo: Path) -> None:
    listed = {e["path"] for e in _index(repo)}
    files = {str(p.relative_to(repo)) for p in (repo / "instances").rglob("*.json")
             if p.name != "index.json"}
    assert files <= listed, sorted(files - listed)
    for e in _index(repo):
        assert (repo / e["path"]).exists(), e["path"]
        assert {"name", "family", "source", "size"} <= set(e), e["path"]
        assert ("optimum" in e) or ("bounds" in e), e["path"]
        if "bounds" in e:
            assert e["bounds"]["lower"] <= e["bounds"]["upper"]


def _quick(e: dict) -> bool:
    # the bundled hgsp tiny-s* optima are re-proved by four exact methods in the demo,
    # which tests/packaging/test_wheel.py runs from the wheel against index.json
    demo = e["family"] == "hgsp" and e["path"].startswith("instances/hgsp/tiny-s")
    return bool(e.get("quick")) and e.get("optimum") is not None and not demo


@pytest.mark.parametrize("entry", [e for e in _index(Path(__file__).resolve().parents[2])
                                   if _quick(e)], ids=lambda e: e["path"])
def test_quick_indexed_optima_are_reproved(entry: dict, repo: Path) -> None:
    inst = load_instance(repo / entry["path"])
    assert entry["reprove"], entry["path"]
    for method in entry["reprove"]:
        res = solve(inst, solver=method["solver"], model=method["model"], time_limit=120,
                    threads=1)
        assert res.status == "optimal", (method, res.message)
        assert res.objective == pytest.approx(entry["optimum"], rel=1e-9, abs=1e-9)


def test_closed_form_optima_are_reproved(repo: Path) -> None:
    from optsched.core import run

    checked = 0
    for e in _index(repo):
        for method in e.get("reprove", []):
            if "algo" in method:
                res = run(load_instance(repo / e["path"]), method["algo"])
                assert res.feasible and res.bound == pytest.approx(e["optimum"], rel=1e-12)
                assert res.objective == pytest.approx(e["optimum"], rel=1e-12)
                checked += 1
    assert checked >= 2


def test_indexed_lower_bounds_are_what_the_bound_methods_certify(repo: Path) -> None:
    import optsched

    entries = [e for e in _index(repo) if "bounds" in e and e["family"] == "hesrpt"]
    assert entries
    for e in entries:
        r = optsched.bound(load_instance(repo / e["path"]))
        assert r.bound == pytest.approx(e["bounds"]["lower"], rel=1e-6), e["path"]
        assert r.bound <= e["bounds"]["upper"], e["path"]
