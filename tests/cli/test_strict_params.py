"""Strict parameters (issue 12, item 3): every ``--param`` and bench-grid value is checked
against its declared type and range before anything runs; exit 2 with one line naming
the parameter and the value."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from optsched.core.params import max_threads

REPO = Path(__file__).resolve().parents[2]
TINY = str(REPO / "instances/hgsp/tiny-s1.json")


def _subproc(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    e = dict(os.environ, OPTSCHED_THREADS="1", PYTHONPATH=str(REPO))
    e.pop("OPTSCHED_DEBUG", None)
    e.update(env or {})
    return subprocess.run([sys.executable, "-m", "optsched.cli", *args], capture_output=True,
                          text=True, cwd=REPO, env=e, timeout=300)


def _one_line_naming(err: str, *parts: str) -> None:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("error: ")
    for p in parts:
        assert p in lines[0], (p, lines[0])


# (argv after the file, words the one-line message must contain)
SOLVE_BAD = [
    (["--solver", "cpsat", "--param", "log=maybe"], ["param.log", "'maybe'"]),
    (["--solver", "cpsat", "--param", "log=yes"], ["param.log", "'yes'"]),
    (["--solver", "cpsat", "--param", "log=on"], ["param.log", "'on'"]),
    (["--solver", "cpsat", "--param", "log=2"], ["param.log", "'2'"]),
    (["--solver", "cpsat", "--param", "log="], ["param.log", "''"]),
    (["--solver", "cpsat", "--param", "lower_bound=nan"], ["param.lower_bound", "nan"]),
    (["--solver", "cpsat", "--param", "lower_bound=inf"], ["param.lower_bound", "inf"]),
    (["--solver", "cpsat", "--param", "lower_bound=-Infinity"], ["param.lower_bound"]),
    (["--solver", "cpsat", "--param", "lower_bound=1e400"], ["param.lower_bound", "1e400"]),
    (["--solver", "cpsat", "--param", "lower_bound=-1"], ["param.lower_bound", ">= 0"]),
    (["--solver", "cpsat", "--param", "lower_bound=abc"], ["param.lower_bound", "'abc'"]),
    (["--solver", "cpsat", "--param", "bogus=1"],
     ["param.bogus", "unknown", "discretize", "hint", "log", "lower_bound"]),
    (["--solver", "cpsat", "--param", "inst=3"], ["param.inst", "unknown", "hint"]),
    (["--solver", "cpsat", "--param", "instance=3"], ["param.instance", "FILE"]),
    (["--solver", "cpsat", "--param", "seed=3"], ["param.seed", "--seed"]),
    (["--solver", "cpsat", "--param", "time_limit=3"], ["param.time_limit", "--time-limit"]),
    (["--solver", "cpsat", "--param", "threads=2"], ["param.threads", "--threads"]),
    (["--solver", "cpsat", "--param", "time-limit=3"], ["param.time_limit", "--time-limit"]),
    (["--solver", "cpsat", "--param", "output=x"], ["param.output", "unknown"]),
    (["--solver", "cpsat", "--param", "model=bigm"], ["param.model", "--model"]),
    (["--solver", "cpsat", "--param", "log=true", "--param", "log=false"],
     ["param.log", "twice"]),
    (["--solver", "cpsat", "--param", "log"], ["--param", "key=value"]),
    (["--solver", "cpsat", "--param", "=1"], ["--param"]),
    (["--threads", "0"], ["--threads", "0"]),
    (["--threads", str(max_threads() + 1)], ["--threads", str(max_threads() + 1)]),
    (["--threads", "1e3"], ["--threads", "1e3"]),
    (["--time-limit", "nan"], ["--time-limit", "nan"]),
    (["--time-limit", "inf"], ["--time-limit", "inf"]),
    (["--time-limit", "-1"], ["--time-limit", "-1"]),
]

RUN_BAD = [
    (["--algo", "sagreedy", "--param", "iterations=1.5"], ["param.iterations", "1.5"]),
    (["--algo", "sagreedy", "--param", "iterations=1e300"], ["param.iterations", "'1e300'"]),
    (["--algo", "sagreedy", "--param", "iterations=0"], ["param.iterations", ">= 1"]),
    (["--algo", "sagreedy", "--param", "iterations=true"], ["param.iterations", "'true'"]),
    (["--algo", "sagreedy", "--param", "iterations=0x10"], ["param.iterations", "'0x10'"]),
    (["--algo", "sagreedy", "--param", "iterations=\u0661\u0660"], ["param.iterations"]),
    (["--algo", "sagreedy", "--param", "alpha=nan"], ["param.alpha", "nan"]),
    (["--algo", "sagreedy", "--param", "alpha=2"], ["param.alpha", "<= 1"]),
    (["--algo", "sagreedy", "--param", "selection=best"], ["param.selection", "'best'"]),
    (["--algo", "sagreedy", "--param", "seed=3"], ["param.seed", "--seed"]),
    (["--algo", "fifo", "--param", "x=1"], ["param.x", "unknown", "none"]),
    (["--algo", "fifo", "--seed", "-1"], ["--seed", "-1"]),
    (["--algo", "fifo", "--seed", str(2**64)], ["--seed"]),
]


@pytest.mark.parametrize(("argv", "words"), SOLVE_BAD, ids=[" ".join(a) for a, _ in SOLVE_BAD])
def test_solve_refuses_bad_values(cli_inproc, argv, words) -> None:
    code, out, err = cli_inproc("solve", TINY, *argv)
    assert code == 2 and out == ""
    _one_line_naming(err, *words)


@pytest.mark.parametrize(("argv", "words"), RUN_BAD, ids=[" ".join(a) for a, _ in RUN_BAD])
def test_run_refuses_bad_values(cli_inproc, argv, words) -> None:
    code, out, err = cli_inproc("run", TINY, *argv)
    assert code == 2 and out == ""
    _one_line_naming(err, *words)


@pytest.mark.parametrize("value", ["true", "TRUE", "1", "false", "0"])
def test_the_four_boolean_spellings_are_accepted(cli_inproc, value) -> None:
    code, out, err = cli_inproc("solve", TINY, "--solver", "cpsat", "--param",
                                f"hint={value}", "--json", "--time-limit", "20")
    assert code == 0, err
    assert json.loads(out)["status"] == "optimal"


@pytest.mark.parametrize(("params", "words"), [
    (["n_tasks=-3"], ["param.n_tasks", "-3"]),
    (["n_tasks=x"], ["param.n_tasks", "'x'"]),
    (["n_tasks=nan"], ["param.n_tasks", "'nan'"]),
    (["nope=1"], ["param.nope", "unknown"]),
    (["seed=1"], ["param.seed", "--seed"]),
])
def test_generate_checks_generator_options(cli_inproc, tmp_path, params, words) -> None:
    out_file = tmp_path / "x.json"
    argv = ["generate", "hgsp", "--preset", "tiny", "--seed", "1", "-o", str(out_file)]
    for p in params:
        argv += ["--param", p]
    code, out, err = cli_inproc(*argv)
    assert code == 2 and not out_file.exists()
    _one_line_naming(err, *words)


def test_generate_accepts_declared_options(cli_inproc, tmp_path) -> None:
    out_file = tmp_path / "x.json"
    code, _, err = cli_inproc("generate", "hgsp", "--preset", "tiny", "--seed", "3",
                              "--param", "n_tasks=5", "-o", str(out_file))
    assert code == 0, err
    assert len(json.loads(out_file.read_text())["tasks"]) == 5


@pytest.mark.parametrize("value", ["0", "-2", "abc", str(max_threads() + 1)])
def test_optsched_threads_env_is_checked_before_solving(value) -> None:
    out = _subproc("solve", TINY, "--solver", "highs", env={"OPTSCHED_THREADS": value})
    assert out.returncode == 2 and out.stdout == ""
    _one_line_naming(out.stderr, "OPTSCHED_THREADS", repr(value))


def test_subprocess_bad_bool_and_collision() -> None:
    """The same contract from a real command line (a few cases; the rest in-process)."""
    out = _subproc("solve", TINY, "--solver", "cpsat", "--param", "log=maybe")
    assert out.returncode == 2 and out.stdout == ""
    _one_line_naming(out.stderr, "param.log", "'maybe'")
    out = _subproc("run", TINY, "--algo", "fifo", "--param", "inst=3")
    assert out.returncode == 2
    _one_line_naming(out.stderr, "param.inst")


# --------------------------------------------------------------------------- bench grid

GRID = """
[bench]
name = "strict"
{bench}
[report]
plots = false
[instances]
files = ["{tiny}"]
{instances}
[[methods]]
algo = "fifo"
[[methods]]
{method}
"""

BENCH_BAD = [
    ('solver = "cpsat"\nparams = {log = "maybe"}', "", "", ["methods[1]", "param.log", "maybe"]),
    ('solver = "cpsat"\nparams = {log = 2}', "", "", ["methods[1]", "param.log", "2"]),
    ('solver = "cpsat"\nparams = {lower_bound = nan}', "", "", ["methods[1]", "lower_bound"]),
    ('solver = "cpsat"\nparams = {lower_bound = -inf}', "", "", ["methods[1]", "lower_bound"]),
    ('algo = "sagreedy"\nparams = {iterations = 1e300}', "", "",
     ["methods[1]", "param.iterations"]),
    ('algo = "sagreedy"\nparams = {iterations = true}', "", "",
     ["methods[1]", "param.iterations", "True"]),
    ('algo = "sagreedy"\nparams = {alpha = inf}', "", "", ["methods[1]", "alpha", "inf"]),
    ('algo = "sagreedy"\nparams = {bogus = 1}', "", "", ["methods[1]", "param.bogus", "unknown"]),
    ('algo = "sagreedy"\nparams = {seed = 1}', "", "", ["methods[1]", "param.seed", "--seed"]),
    ('algo = "nope"', "", "", ["methods[1]", "nope"]),
    ('solver = "cpsat"', "threads = 100000", "", ["bench.threads", "100000"]),
    ('solver = "cpsat"', "threads = -1", "", ["bench.threads", "-1"]),
    ('solver = "cpsat"', "time_limit = nan", "", ["bench.time_limit", "nan"]),
    ('solver = "cpsat"\ntime_limit = inf', "", "", ["methods[1].time_limit", "inf"]),
    ('algo = "fifo"\nname = "f2"\nseeds = [1.5]', "", "", ["methods[1].seeds", "1.5"]),
    ('algo = "fifo"\nname = "f2"', "", '[[instances.generate]]\nfamily = "hgsp"\n'
     'preset = "tiny"\nseeds = [1]\nparams = {n_tasks = -3}', ["instances[1]", "n_tasks", "-3"]),
    ('algo = "fifo"\nname = "f2"', "", '[[instances.generate]]\nfamily = "hgsp"\n'
     'preset = "tiny"\nseeds = [1]\nparams = {n_tasks = "x"}', ["instances[1]", "n_tasks"]),
]


@pytest.mark.parametrize(("method", "bench", "instances", "words"), BENCH_BAD,
                         ids=[f"{k}" for k in range(len(BENCH_BAD))])
def test_bench_validates_the_whole_grid_before_running(cli_inproc, tmp_path, method, bench,
                                                       instances, words) -> None:
    cfg = tmp_path / "c.toml"
    cfg.write_text(GRID.format(bench=bench, tiny=TINY, instances=instances, method=method))
    out_dir = tmp_path / "out"
    code, out, err = cli_inproc("bench", str(cfg), "--out", str(out_dir))
    assert code == 2
    _one_line_naming(err, *words)
    # nothing ran: no store, no half-written report
    assert not (out_dir / "results.csv").exists() and not (out_dir / "report.md").exists()


def test_bench_subprocess_bad_grid_value(tmp_path) -> None:
    cfg = tmp_path / "c.toml"
    cfg.write_text(GRID.format(bench="", tiny=TINY, instances="",
                               method='solver = "cpsat"\nparams = {log = "maybe"}'))
    out = _subproc("bench", str(cfg), "--out", str(tmp_path / "o"))
    assert out.returncode == 2
    _one_line_naming(out.stderr, "methods[1].param.log", "maybe")
    assert not (tmp_path / "o" / "results.csv").exists()
