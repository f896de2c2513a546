"""A user's online psrar policy through the command line: from a file with ``run --json``
and ``verify``; in a bench grid beside our FIFO and the proven optimum; bad user code
(an exception, an infeasible decision, a policy that starts nothing, one that loops)
is bad input, never a hang."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest
from cli.conftest import cli_inproc  # noqa: F401 - the in-process CLI fixture

ROOT = Path(__file__).resolve().parents[3]
INSTANCE = "psrar/tiny-mixed-s0"

MINE = '''
from optsched.psrar.online.contract import PsrarView, Start
from optsched.psrar.online.policies import FifoPolicy


class policy(FifoPolicy):
    """Our FIFO with two workers per job, from a user's file."""

    def __init__(self, *, seed: int = 0, workers: int = 2) -> None:
        super().__init__(seed=seed, workers=workers)

    def decide(self, view: PsrarView) -> list[Start]:
        return super().decide(view)
'''


def test_a_user_policy_from_a_file_then_verify(cli_inproc, tmp_path):  # noqa: F811
    pol = tmp_path / "mine.py"
    pol.write_text(MINE)
    out = tmp_path / "res.json"
    code, stdout, err = cli_inproc("run", INSTANCE, "--algo", f"{pol}:policy", "--json",
                                   "--out", str(out))
    assert code == 0, err
    res = json.loads(stdout)
    assert (res["family"], res["status"], res["feasible"]) == ("psrar", "feasible", True)
    code, stdout, err = cli_inproc("run", INSTANCE, "--algo", "fifo", "--param", "workers=2",
                                   "--json")
    assert code == 0, err
    assert json.loads(stdout)["objective"] == res["objective"]  # same as the built-in
    code, _, err = cli_inproc("verify", INSTANCE, str(out))
    assert code == 0, err


def test_bench_row_beside_our_fifo_and_the_optimum(cli_inproc, tmp_path,  # noqa: F811
                                                   monkeypatch):
    shutil.copyfile(ROOT / "examples" / "psrar_online_fifo.py", tmp_path / "mine.py")
    monkeypatch.chdir(tmp_path)
    cfg = tmp_path / "grid.toml"
    cfg.write_text(f'[bench]\nname = "g"\ntime_limit = 60\n\n[instances]\nfiles = '
                   f'["{ROOT / "instances" / INSTANCE}.json"]\n\n'
                   '[[methods]]\nname = "mine"\nalgo = "mine.py:policy"\n\n'
                   '[[methods]]\nalgo = "fifo"\n\n'
                   '[[methods]]\nname = "opt"\nsolver = "highs"\n\n'
                   '[report]\nplots = false\n')
    code, _, err = cli_inproc("bench", str(cfg), "--out", "out", "--quiet")
    assert code == 0, err
    with open(tmp_path / "out" / "results.csv", newline="") as f:
        rows = {r["method"]: r for r in csv.DictReader(f)}
    assert rows["opt"]["status"] == "optimal"
    assert rows["mine"]["status"] == "feasible" and rows["mine"]["family"] == "psrar"
    opt = float(rows["opt"]["objective"])
    assert float(rows["mine"]["objective"]) >= opt and float(rows["fifo"]["objective"]) >= opt


RAISES = '''
class policy:
    def decide(self, view):
        return [x for x in view.nothing]
'''

TOO_MANY_GPUS = '''
from optsched.psrar.online.contract import Configuration, PsrarView, Start


class policy:
    """Every waiting job with D_j workers of type 0 (and a PS) on server 0, at once."""

    def decide(self, view: PsrarView) -> list[Start]:
        H = len(view.free)
        return [Start(j.id, Configuration(0, (min(50, j.chunks),) + (0,) * (H - 1),
                                          0 if j.is_ps else None,
                                          (int(j.is_ps),) + (0,) * (H - 1)))
                for j in view.waiting]
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


def test_a_policy_that_raises_is_one_line_exit_2(cli_inproc, tmp_path):  # noqa: F811
    pol = tmp_path / "raises.py"
    pol.write_text(RAISES)
    code, out, err = cli_inproc("run", INSTANCE, "--algo", f"{pol}:policy", "--json")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    for w in (f"{pol}:policy", "AttributeError", "nothing", "tiny-mixed-s0"):
        assert w in err


@pytest.mark.parametrize("source, words", [
    (TOO_MANY_GPUS, ["decision at slot 6: job 'j4' needs 12 vcpu on server "
                     "'p3.16xlarge-0', 8 free (held by 'j2', 'j0')"]),
    (IDLE, ["decision at slot", "left", "waiting", "never start"]),
])
def test_bad_decisions_are_exit_2_naming_job_and_resource(source, words, cli_inproc,  # noqa: F811
                                                          tmp_path):
    pol = tmp_path / "bad.py"
    pol.write_text(source)
    code, out, err = cli_inproc("run", INSTANCE, "--algo", f"{pol}:policy", "--json")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    for w in words:
        assert w in err


def test_a_policy_past_the_time_limit_is_interrupted(cli_inproc, tmp_path):  # noqa: F811
    pol = tmp_path / "loops.py"
    pol.write_text(LOOPS)
    code, out, err = cli_inproc("run", INSTANCE, "--algo", f"{pol}:policy", "--time-limit",
                                "1", "--json")
    assert code != 0
    assert json.loads(out)["status"] == "interrupted" and "time limit" in err
