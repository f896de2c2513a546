"""`optsched bench`: rows appended as cells finish, crash-safe, resumable."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from optsched.bench.report import _cell_table, cell_table, load_results
from optsched.bench.store import ResultStore

CONFIG = """
[bench]
name = "resume-test"
time_limit = 120
threads = 1

[report]
plots = false

[instances]
files = ["{repo}/instances/hgsp/tiny-s1*.json"]

[[instances.generate]]
family = "hgsp"
preset = "tiny"
seeds = [21, 22]

[[methods]]
name = "cpsat"
solver = "cpsat"

[[methods]]
algo = "fifo"

[[methods]]
algo = "greedy"
"""

KEY = ["instance", "method", "seed", "rep", "status", "objective", "bound", "feasible"]


def _rows(out: Path) -> list[tuple]:
    return sorted(tuple(r[k] for k in ["cell_id"] + KEY) for r in ResultStore(out).rows())


def _bench(cfg: Path, out: Path, *extra: str) -> subprocess.Popen:
    env = dict(os.environ, OPTSCHED_THREADS="1")
    return subprocess.Popen([sys.executable, "-m", "optsched.cli", "bench", str(cfg), "--out",
                             str(out), "--quiet", *extra], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.fixture()
def cfg(tmp_path: Path, repo: Path) -> Path:
    p = tmp_path / "bench.toml"
    p.write_text(CONFIG.format(repo=repo))
    return p


def test_kill_and_resume_gives_the_same_rows(cfg: Path, tmp_path: Path) -> None:
    full = tmp_path / "full"
    proc = _bench(cfg, full)
    _, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err
    expected = _rows(full)
    assert len(expected) == 4 * 3
    assert (full / "table.md").exists()

    part = tmp_path / "part"
    proc = _bench(cfg, part)
    store = ResultStore(part)
    deadline = time.time() + 300
    while time.time() < deadline and len(store.rows()) < 3:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    n_before = len(store.rows())
    assert 0 < n_before < len(expected)
    # a kill in the middle of a write leaves a partial line: simulate the worst case
    with open(store.path, "a") as fh:
        fh.write("deadbeef,partial-row-without-newline")
    again = _bench(cfg, part)
    assert again.wait(timeout=60) != 0  # without --resume it refuses to touch the store
    resumed = _bench(cfg, part, "--resume")
    _, err = resumed.communicate(timeout=600)
    assert resumed.returncode == 0, err
    got = _rows(part)
    assert got == expected  # nothing lost, nothing doubled, same values
    assert len({r[0] for r in got}) == len(got)


def test_report_regenerates_identical_table(cfg: Path, tmp_path: Path, cli) -> None:
    out = tmp_path / "o"
    proc = _bench(cfg, out)
    assert proc.wait(timeout=600) == 0
    table = (out / "table.md").read_text()
    (out / "table.md").unlink()
    assert cli("report", str(out)).returncode == 0
    assert (out / "table.md").read_text() == table
    df = load_results(out)
    assert df["feasible"].all()
    # every heuristic is at least the proven optimum on each instance
    for inst, g in df.groupby("instance"):
        opt = g[(g["method"] == "cpsat") & (g["status"] == "optimal")]["objective"]
        assert len(opt) == 1, inst  # CP-SAT proves every tiny instance
        assert (g["objective"] >= opt.iloc[0] - 1e-6).all(), inst
    # the kept cell table is the freshly computed one, and is not reused once the frame
    # changes in place
    first = cell_table(df)
    assert first.equals(_cell_table(df))
    before = first[first["method"] == "fifo"]["objective"].to_numpy()
    first.loc[:, "objective"] = -1.0  # a caller's edit does not reach the kept table
    assert cell_table(df).equals(_cell_table(df))
    fifo = df["method"] == "fifo"
    df.loc[fifo, "objective"] = df.loc[fifo, "objective"] + 1000.0
    again = cell_table(df)
    assert again.equals(_cell_table(df))
    assert again[again["method"] == "fifo"]["objective"].to_numpy() == \
        pytest.approx(before + 1000.0)


@pytest.mark.parametrize("text,needle", [
    ("[bench]\nname='x'\n[[methods]]\nalgo='fifo'\n", "instances: missing section"),
    ("[instances]\nfiles=['nothing/*.json']\n[[methods]]\nalgo='fifo'\n",
     "instances.files[0]: no file matches"),
    ("[instances]\n[[instances.generate]]\nfamily='hgsp'\npreset='tiny'\nseeds=[1]\n"
     "[[methods]]\nalgo='sa'\nsolver='highs'\n", "methods[0]: give exactly one of"),
    ("[instances]\n[[instances.generate]]\nfamily='hgsp'\npreset='tiny'\nseeds=[1]\n"
     "[[methods]]\nalgo='magic'\n", "methods[0].algo: unknown algorithm 'magic' for family hgsp"),
    ("[bench]\ntime_limit=-1\n", "bench.time_limit: must be a finite number > 0"),
    ("[bench\n", "malformed TOML"),
])
def test_bad_config_exit_2(tmp_path: Path, cli, text: str, needle: str) -> None:
    p = tmp_path / "bad.toml"
    p.write_text(text)
    out = cli("bench", str(p), "--out", str(tmp_path / "o"))
    assert out.returncode == 2, out.stderr
    assert needle in out.stderr and len(out.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "o" / "results.csv").exists()
