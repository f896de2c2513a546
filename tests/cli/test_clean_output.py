"""Clean output (issue 12, item 7): solver logs on stderr (``--json`` stdout is exactly
one JSON object), ``--plot`` writes the format its suffix names, LP/MPS export without
warnings, one-line usage errors, unschedulable messages naming the file, a one-line
``bench`` summary when stdout is not a terminal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TINY = str(REPO / "instances/hgsp/tiny-s1.json")
HESRPT = str(REPO / "instances/hesrpt/two-jobs-paper.json")


def _subproc(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, OPTSCHED_THREADS="1", PYTHONPATH=str(REPO))
    env.pop("OPTSCHED_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "optsched.cli", *args], capture_output=True,
                          text=True, cwd=REPO, env=env, timeout=300)


def _only_json(stdout: str) -> dict:
    """stdout holds exactly one JSON object (and its newline), nothing else."""
    obj, end = json.JSONDecoder().raw_decode(stdout)
    assert stdout[end:].strip() == "", stdout[end:][:200]
    assert isinstance(obj, dict)
    return obj


def test_cpsat_log_goes_to_stderr_with_json() -> None:
    out = _subproc("solve", TINY, "--solver", "cpsat", "--param", "log=true", "--json")
    assert out.returncode == 0, out.stderr
    res = _only_json(out.stdout)
    assert res["status"] == "optimal"
    assert "CP-SAT" in out.stderr and "#Variables" in out.stderr  # the log is there


# the default HiGHS model (bigm) is checked the same way by
# tests/cli/test_cli_contract.py::test_solve_json_is_one_optimal_result
@pytest.mark.parametrize("model", ["timeindexed"])
def test_highs_models_print_one_json_object(model: str) -> None:
    out = _subproc("solve", TINY, "--solver", "highs", "--model", model, "--json")
    assert out.returncode == 0, out.stderr
    assert _only_json(out.stdout)["status"] == "optimal"
    assert out.stderr == ""


MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "pdf": b"%PDF-", "svg": b"<?xml"}


@pytest.mark.parametrize("suffix", ["png", "pdf", "svg", "PNG"])
def test_plot_writes_the_format_its_suffix_names(cli_inproc, tmp_path, suffix) -> None:
    path = tmp_path / f"g.{suffix}"
    code, _, err = cli_inproc("run", TINY, "--algo", "greedy", "--plot", str(path))
    assert code == 0, err
    data = path.read_bytes()
    assert data.startswith(MAGIC[suffix.lower()])
    if suffix.lower() == "svg":
        assert b"<svg" in data[:2000]
    assert err.strip() == f"wrote {path}"


@pytest.mark.parametrize("name", ["g.jpg", "g", "g.png.txt", "g.eps"])
def test_plot_refuses_other_suffixes_before_running(cli_inproc, tmp_path, name) -> None:
    path = tmp_path / name
    code, out, err = cli_inproc("solve", TINY, "--solver", "cpsat", "--plot", str(path))
    assert code == 2 and out == "" and not path.exists()
    assert err.count("\n") == 1 and "--plot" in err and ".png, .pdf, .svg" in err


def test_plot_refused_for_a_family_without_charts(cli_inproc, tmp_path) -> None:
    from optsched.core.registry import get_family

    assert get_family("hesrpt").plot is None
    code, _, err = cli_inproc("run", HESRPT, "--algo", "equi", "--plot",
                              str(tmp_path / "x.png"))
    assert code == 2 and "hesrpt has no Gantt chart" in err


@pytest.mark.parametrize(("fmt", "head"), [("lp", b"\\* Source Pyomo model"),
                                           ("mps", b"* Source:     Pyomo MPS Writer")])
def test_export_is_clean(tmp_path, fmt, head) -> None:
    path = tmp_path / f"m.{fmt}"
    out = _subproc("export", TINY, "--model", "bigm", "--format", fmt, "-o", str(path))
    assert out.returncode == 0
    assert out.stderr == f"wrote {path}\n"  # no Pyomo warning about the temp file name
    assert out.stdout == ""
    assert path.read_bytes().startswith(head)
    assert not [p for p in tmp_path.iterdir() if p.name != path.name]  # no temp files left


def test_export_checks_params(cli_inproc, tmp_path) -> None:
    code, _, err = cli_inproc("export", TINY, "--model", "timeindexed", "--format", "lp",
                              "-o", str(tmp_path / "m.lp"), "--param", "discretize=maybe")
    assert code == 2 and "param.discretize" in err and not (tmp_path / "m.lp").exists()


@pytest.mark.parametrize("argv", [
    ["solve"], ["bogus"], ["run", TINY], ["solve", TINY, "--time-limit"],
    ["solve", TINY, "--threads", "abc"], ["export", TINY, "--model", "bigm", "-o", "x",
                                          "--format", "gurobi"],
    ["generate", "hgsp"], ["solve", TINY, "--nope"],
])
def test_usage_errors_are_one_line(cli_inproc, argv) -> None:
    code, out, err = cli_inproc(*argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: "), err


def test_unschedulable_names_the_file(cli_inproc, tmp_path) -> None:
    data = json.loads(Path(TINY).read_text())
    data["tasks"][0]["memory_gb"] = 1e6  # fits on no GPU
    path = tmp_path / "too-big.json"
    path.write_text(json.dumps(data))
    for argv in (["solve", str(path), "--solver", "cpsat", "--json"],
                 ["run", str(path), "--algo", "greedy"]):
        code, out, err = cli_inproc(*argv)
        assert code == 2
        assert err.count("\n") == 1
        assert err.startswith(f"error: {path}: unschedulable: ")


def test_bench_ends_with_a_summary_and_the_report_path(tmp_path) -> None:
    cfg = tmp_path / "c.toml"
    cfg.write_text(f'[bench]\nname = "s"\n[report]\nplots = false\n[instances]\n'
                   f'files = ["{TINY}"]\n[[methods]]\nalgo = "fifo"\n[[methods]]\n'
                   'algo = "greedy"\n')
    out = _subproc("bench", str(cfg), "--out", str(tmp_path / "o"))
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == [
        f"s: 2 cells run, 0 already in the store, 0 errors -> {tmp_path / 'o' / 'results.csv'}",
        f"report: {tmp_path / 'o' / 'report.md'}"]
    assert (tmp_path / "o" / "report.md").is_file()
    assert out.stderr == ""
