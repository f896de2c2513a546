"""A user's online asrpt-online policy from a file, through the command line: run --json,
verify, a bench grid beside the proven optimum; a policy that raises, an infeasible
decision, a policy that never starts a job, a policy that loops forever."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from cli.conftest import cli_inproc  # noqa: F401 - the in-process CLI fixture

ROOT = Path(__file__).resolve().parents[3]
TINY = "asrpt-online/tiny-s3"

MINE = '''
from optsched.asrpt.online.contract import AsrptView, Start, least_available


class policy:
    """Shortest predicted job first, packed on the least-available servers."""

    def decide(self, view: AsrptView) -> list[Start]:
        free, out = list(view.free), []
        for job in sorted(view.waiting, key=lambda j: j.predicted_duration_s):
            if job.gpus <= sum(free):
                servers, caps = least_available(free, job.gpus)
                out.append(view.place(job.id, servers, caps))
                for m, c in zip(servers, caps):
                    free[m] -= c
        return out
'''


def test_a_user_policy_from_a_file_runs_verifies_and_sits_in_a_bench_grid(
        cli_inproc, tmp_path, monkeypatch):  # noqa: F811
    (tmp_path / "mine.py").write_text(MINE)
    out = tmp_path / "res.json"
    code, stdout, err = cli_inproc("run", TINY, "--algo", f"{tmp_path / 'mine.py'}:policy",
                                   "--json", "--out", str(out))
    assert code == 0, err
    res = json.loads(stdout)
    assert (res["family"], res["status"], res["feasible"]) == ("asrpt-online", "feasible",
                                                               True)
    assert res["metrics"]["simulator"] == "contract" and res["metrics"]["predictor"] == "rf"
    code, _, err = cli_inproc("verify", TINY, str(out))
    assert code == 0, err
    monkeypatch.chdir(tmp_path)
    cfg = tmp_path / "grid.toml"
    cfg.write_text(f'[bench]\nname = "grid"\ntime_limit = 60\n\n[instances]\nfiles = '
                   f'["{ROOT / "instances" / TINY}.json"]\n\n[[methods]]\nname = "mine"\n'
                   'algo = "mine.py:policy"\n\n[[methods]]\nalgo = "spjf"\n\n[[methods]]\n'
                   'name = "opt"\nsolver = "highs"\n\n[report]\nplots = false\n')
    code, _, err = cli_inproc("bench", str(cfg), "--out", "out", "--quiet")
    assert code == 0, err
    with open(tmp_path / "out" / "results.csv", newline="") as f:
        rows = {r["method"]: r for r in csv.DictReader(f)}
    assert set(rows) == {"mine", "spjf", "opt"} and rows["opt"]["status"] == "optimal"
    assert rows["mine"]["status"] == "feasible"
    assert float(rows["mine"]["objective"]) == pytest.approx(res["objective"], rel=1e-12)
    assert float(rows["mine"]["objective"]) >= float(rows["opt"]["objective"]) * (1 - 1e-9)


RAISES = '''
class policy:
    def decide(self, view):
        return [j for j in view.waiting if j.gpus / 0]
'''

BUSY = '''
from optsched.asrpt.online.contract import Start


class policy:
    """Every waiting job, all its replicas on server 0: server 0 runs out of GPUs."""

    def decide(self, view):
        return [Start(j.id, (0,), (j.replicas,)) for j in view.waiting]
'''

IDLE = '''
class policy:
    def decide(self, view):
        return []
'''

LOOPS = '''
class policy:
    def decide(self, view):
        while True:
            pass
'''


def _policy(tmp_path: Path, source: str) -> str:
    pol = tmp_path / "pol.py"
    pol.write_text(source)
    return f"{pol}:policy"


def test_a_policy_that_raises_is_one_line_exit_2(cli_inproc, tmp_path):  # noqa: F811
    spec = _policy(tmp_path, RAISES)
    code, out, err = cli_inproc("run", TINY, "--algo", spec, "--json")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    for word in (spec, "ZeroDivisionError", "asrpt-online/tiny-s3"):
        assert word in err


def test_an_infeasible_decision_is_exit_2_naming_job_and_server(cli_inproc,  # noqa: F811
                                                               tmp_path):
    code, out, err = cli_inproc("run", TINY, "--algo", _policy(tmp_path, BUSY), "--json")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "decision at t=" in err and "job '" in err and "on server 0" in err


def test_a_policy_that_never_starts_a_job_is_exit_2_not_a_hang(cli_inproc,  # noqa: F811
                                                              tmp_path):
    code, _, err = cli_inproc("run", TINY, "--algo", _policy(tmp_path, IDLE))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "waiting" in err and "would never start" in err


def test_a_policy_that_loops_is_interrupted_by_the_time_limit(cli_inproc,  # noqa: F811
                                                             tmp_path):
    code, out, err = cli_inproc("run", TINY, "--algo", _policy(tmp_path, LOOPS),
                                "--time-limit", "1", "--json")
    assert code != 0
    assert json.loads(out)["status"] == "interrupted" and "time limit" in err
