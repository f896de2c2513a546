"""A wheel built from this checkout works from any directory (issue 11): the bundled
instances, index.json and OR-Library data ship as package data, a bundled instance is
named without a path, and the demo runs.

The wheel is installed with ``--no-deps`` into a fresh virtual environment that borrows
the test environment's third-party packages through a ``.pth`` file (no network, a few
seconds); the optsched files themselves come only from the wheel.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("wheel")
    # build from a copy: setuptools writes build/ and *.egg-info into the source tree,
    # and `make test` must leave the checkout as it found it
    src = tmp / "src"
    shutil.copytree(REPO, src, symlinks=True, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "*.egg-info", "__pycache__", ".*_cache", "results",
        "optsched-demo", "docs"))
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(tmp / "dist"), str(src)], capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    wheel = next((tmp / "dist").glob("optsched-*.whl"))
    env_dir = tmp / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    py = env_dir / "bin" / "python"
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()"
                           "['purelib'])"], capture_output=True, text=True, check=True)
    purelib = Path(site.stdout.strip())
    # third-party packages from the test environment, optsched only from the wheel
    (purelib / "borrowed.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    inst = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q",
                           "--target", str(purelib), str(wheel)],
                          capture_output=True, text=True, timeout=300)
    assert inst.returncode == 0, inst.stderr
    return env_dir


def _run(env_dir: Path, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "OPTSCHED_DEBUG")}
    env["OPTSCHED_THREADS"] = "1"
    code = ("import sys; from optsched.cli import main; sys.argv[0] = 'optsched'; main()")
    return subprocess.run([str(env_dir / "bin" / "python"), "-c", code, *args],
                          cwd="/", env=env, capture_output=True, text=True, timeout=timeout)


def test_wheel_imports_from_the_wheel(installed: Path) -> None:
    out = subprocess.run([str(installed / "bin" / "python"), "-c",
                          "import optsched; print(optsched.__file__)"], cwd="/",
                         capture_output=True, text=True, env={"PATH": os.environ["PATH"]})
    assert out.returncode == 0, out.stderr
    assert str(REPO) not in out.stdout  # not the checkout


def test_bundled_instance_by_name_from_any_directory(installed: Path) -> None:
    out = _run(installed, "solve", "hgsp/tiny-s1", "--solver", "cpsat", "--json")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["status"] == "optimal" and res["objective"] == 40.0


def test_list_finds_every_family_through_entry_points(installed: Path) -> None:
    out = _run(installed, "list", "--json")
    assert out.returncode == 0, out.stderr
    assert {"hgsp", "hgsp-llm", "hesrpt", "asrpt"} <= set(json.loads(out.stdout))


def test_demo_runs_from_the_wheel(installed: Path, tmp_path: Path) -> None:
    out = _run(installed, "demo", "--time-limit", "30", "--out", str(tmp_path / "demo"))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "gap" in out.stdout.lower()
    # four exact methods re-prove every bundled hgsp tiny-s* optimum of index.json
    assert "optima matching instances/index.json: 8/8" in out.stdout
    report = tmp_path / "demo" / "report.md"
    assert report.is_file()  # kept after the command, and named by its last line
    assert out.stderr.strip().splitlines()[-1].startswith(f"report: {report}")


def test_bundled_bench_config_by_name(installed: Path, tmp_path: Path) -> None:
    out = _run(installed, "bench", "llm_table4", "--out", str(tmp_path / "b"))
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().splitlines()[-1] == f"report: {tmp_path / 'b' / 'report.md'}"
    unknown = _run(installed, "bench", "no_such_config", "--out", str(tmp_path / "c"))
    assert unknown.returncode == 2 and "hgsp_gap" in unknown.stderr


def test_examples_ship_and_run_from_the_wheel(installed: Path, tmp_path: Path) -> None:
    listed = _run(installed, "examples")
    assert listed.returncode == 0, listed.stderr
    folder = Path(listed.stdout.splitlines()[0])
    assert str(REPO) not in str(folder) and (folder / "hgsp_edd.py").is_file()
    assert "hgsp_llm_online_fcfs.py" in listed.stdout
    copied = _run(installed, "examples", "--copy", str(tmp_path / "mine"))
    assert copied.returncode == 0, copied.stderr
    assert (tmp_path / "mine" / "README.md").is_file()
    for args in (("hgsp/tiny-s1", str(folder / "hgsp_edd.py") + ":policy"),
                 ("llm/table4", str(tmp_path / "mine" / "hgsp_llm_online_fcfs.py") + ":policy")):
        out = _run(installed, "run", args[0], "--algo", args[1], "--json")
        assert out.returncode == 0, out.stderr
        res = json.loads(out.stdout)
        assert res["feasible"] is True and res["status"] == "feasible"
