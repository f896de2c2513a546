"""The CLI contract: JSON output, exit codes and one-line errors (docs/ARCHITECTURE.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from optsched.core import read_json

TINY = "instances/hgsp/tiny-s1.json"


def known_optimum(repo: Path, rel: str) -> float:
    return next(e["optimum"] for e in read_json(repo / "instances/index.json")["instances"]
                if e["path"] == rel)


def test_solve_json_is_one_optimal_result(cli, repo: Path) -> None:
    out = cli("solve", TINY, "--solver", "highs", "--json")  # the default model: bigm
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""  # no solver or Pyomo chatter anywhere
    res = json.loads(out.stdout)  # exactly one JSON object
    assert res["status"] == "optimal" and res["feasible"]
    assert res["objective"] == pytest.approx(known_optimum(repo, TINY))
    assert res["bound"] == pytest.approx(res["objective"])


@pytest.mark.parametrize("algo", ["fifo", "greedy"])
def test_run_json_verified_and_above_optimum(cli, repo: Path, algo: str, tmp_path) -> None:
    out_file = tmp_path / "r.json"
    out = cli("run", TINY, "--algo", algo, "--json", "--out", str(out_file))
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["feasible"] and res["status"] == "feasible"
    assert res["objective"] >= known_optimum(repo, TINY) - 1e-6
    assert read_json(out_file) == res
    ver = cli("verify", TINY, str(out_file), "--json")
    assert ver.returncode == 0 and json.loads(ver.stdout)["objective"] == res["objective"]


def _bad_files(tmp_path: Path, repo: Path) -> dict[str, tuple[Path, str]]:
    good = read_json(repo / TINY)
    cases = {}

    def write(name: str, data) -> Path:
        p = tmp_path / f"{name}.json"
        p.write_text(data if isinstance(data, str) else json.dumps(data))
        return p

    d = json.loads(json.dumps(good))
    d["tasks"][2].pop("deadline")
    cases["missing field"] = (write("missing", d), "tasks[2].deadline: missing field")
    d = json.loads(json.dumps(good))
    d["tasks"][1]["memory_gb"] = -2
    cases["negative memory"] = (write("negmem", d), "tasks[1].memory_gb: must be >= 0, got -2")
    d = json.loads(json.dumps(good))
    d["family"] = "vrp"
    cases["unknown family"] = (write("fam", d), "unknown family 'vrp'")
    cases["malformed"] = (write("malformed", '{"family": "hgsp", "tasks": [1, }'),
                          "malformed JSON at line 1")
    d = json.loads(json.dumps(good))
    d["tasks"][0]["memory_gb"] = 1000
    cases["too big"] = (write("toobig", d), "tasks[0] (id 't0'): memory_gb 1000 exceeds every")
    cases["not found"] = (tmp_path / "nope.json", "file not found")
    return cases


@pytest.mark.parametrize("case", ["missing field", "negative memory", "unknown family",
                                  "malformed", "too big", "not found"])
@pytest.mark.parametrize("command", ["solve", "run"])
def test_bad_files_exit_2_with_one_line(cli, repo: Path, tmp_path: Path, case: str,
                                        command: str) -> None:
    path, needle = _bad_files(tmp_path, repo)[case]
    args = [command, str(path)] + (["--algo", "greedy"] if command == "run" else [])
    out = cli(*args)
    assert out.returncode == 2, (out.stdout, out.stderr)
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert needle in lines[0]
    assert "Traceback" not in out.stderr


def test_bad_flags_exit_2(cli) -> None:
    assert cli("run", TINY, "--algo", "nope").returncode == 2
    assert cli("solve", TINY, "--model", "nope").returncode == 2
    assert cli("solve", TINY, "--time-limit", "-3").returncode == 2
    out = cli("run", TINY, "--algo", "fifo", "--param", "colour=red")
    assert out.returncode == 2 and "param.colour" in out.stderr


def test_generate_writes_a_loadable_instance(cli, tmp_path: Path) -> None:
    p = tmp_path / "g.json"
    out = cli("generate", "hgsp", "--preset", "tiny", "--seed", "5", "-o", str(p))
    assert out.returncode == 0, out.stderr
    again = tmp_path / "g2.json"
    cli("generate", "hgsp", "--preset", "tiny", "--seed", "5", "-o", str(again))
    assert p.read_text() == again.read_text()
    assert cli("run", str(p), "--algo", "greedy", "--json").returncode == 0
    assert cli("generate", "hgsp", "--preset", "huge", "--seed", "1", "-o",
               str(tmp_path / "x.json")).returncode == 2


def test_verify_rejects_infeasible_solution(cli, tmp_path: Path) -> None:
    out = cli("run", TINY, "--algo", "fifo", "--json")
    res = json.loads(out.stdout)
    res["schedule"][0]["gpu"] = res["schedule"][1]["gpu"]
    res["schedule"][0]["start"] = res["schedule"][1]["start"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(res))
    ver = cli("verify", TINY, str(bad))
    assert ver.returncode == 1 and "infeasible" in ver.stdout


def test_list_names_hgsp_models_and_algorithms(cli) -> None:
    out = cli("list", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert "bigm" in data["hgsp"]["models"]
    assert {"fifo", "greedy"} <= set(data["hgsp"]["algorithms"])
