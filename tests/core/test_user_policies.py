"""A user's own scheduler, in every family, through the command line (issue 23).

Every shipped example is copied out of the project and run from that file and as a
module through ``optsched run --json``; its output is checked by ``optsched verify``;
each family gets a two-cell ``optsched bench`` grid with its policy beside one of ours,
and one grid puts a policy beside the proven optimum. Bad user code is bad input: a
policy that raises (exit 2, one line naming policy, exception and instance), an
infeasible online decision (exit 2 naming the job and the resource), an overlapping
schedule (feasible false, exit 1; in bench a stored error row while the grid goes on),
a policy past ``--time-limit`` (interrupted), a schedule of the wrong shape (named
field, never a crash).
"""

from __future__ import annotations

import csv
import json
import shutil
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from cli.conftest import cli_inproc  # noqa: F401 - the in-process CLI fixture

from optsched.core import InstanceError
from optsched.core.discovery import get_family

ROOT = Path(__file__).resolve().parents[2]
#: the families optsched ships (other tests register toy families in the same process)
SHIPPED = sorted(ep.name for ep in entry_points(group="optsched.families"))
EXAMPLES = ROOT / "examples"

#: example file -> (family, a tiny bundled instance, one of our algorithms)
CASES = {
    "hgsp_edd.py": ("hgsp", "hgsp/tiny-s1", "greedy"),
    "hgsp_llm_online_fcfs.py": ("hgsp-llm", "llm/table4", "fifo"),
    "hgsp_llm_offline_wsrpt.py": ("hgsp-llm", "llm/small-2", "wsrpt"),
    "hesrpt_online_equi.py": ("hesrpt", "hesrpt/online-20-jobs", "equi"),
    "hesrpt_offline_sjf.py": ("hesrpt", "hesrpt/five-jobs-slowdown", "srpt"),
    "asrpt_heaviest_first.py": ("asrpt", "asrpt/fig2-example", "heavy-edge"),
    "asrpt_online_offline_fcfs.py": ("asrpt-online", "asrpt-online/tiny-s3", "wcs-subtime"),
    "psrar_offline_fifo.py": ("psrar", "psrar/tiny-mixed-s0", "fifo"),
    "psrar_online_fifo.py": ("psrar", "psrar/tiny-mixed-s0", "fifo"),
    "psrar_maxweight_offline_density.py": ("psrar-maxweight", "psrar/tiny-ps-s0-mw",
                                           "weight-greedy"),
}


def test_every_example_is_covered_and_every_family_has_one():
    assert {p.name for p in EXAMPLES.glob("*.py")} == set(CASES)
    assert {f for f, _, _ in CASES.values()} == set(SHIPPED)
    for name in CASES:  # short, documented, with the run command in the docstring
        text = (EXAMPLES / name).read_text()
        assert len(text.splitlines()) <= 60 and f"examples/{name}:policy" in text


@pytest.mark.parametrize("example", sorted(CASES))
def test_example_from_a_file_and_a_module_then_verify(example, cli_inproc, tmp_path,  # noqa: F811
                                                      monkeypatch):
    family, instance, _ = CASES[example]
    mine = tmp_path / f"user_{example}"
    shutil.copyfile(EXAMPLES / example, mine)  # a file outside the project
    out = tmp_path / "result.json"
    code, stdout, err = cli_inproc("run", instance, "--algo", f"{mine}:policy", "--json",
                                   "--out", str(out))
    assert code == 0, err
    res = json.loads(stdout)
    assert (res["family"], res["status"], res["feasible"]) == (family, "feasible", True)
    code, _, err = cli_inproc("verify", instance, str(out))
    assert code == 0, err
    # the same policy as package.module:NAME
    monkeypatch.syspath_prepend(str(tmp_path))
    code, stdout, err = cli_inproc("run", instance, "--algo", f"{mine.stem}:policy", "--json")
    assert code == 0, err
    assert json.loads(stdout)["objective"] == res["objective"]


def _grid(tmp: Path, name: str, instance: str, methods: list[str]) -> Path:
    """A bench config: one bundled instance x ``methods`` (TOML tables), no plots."""
    text = (f'[bench]\nname = "{name}"\ntime_limit = 30\n\n[instances]\nfiles = '
            f'["{ROOT / "instances" / instance}.json"]\n\n' + "\n".join(methods)
            + "\n[report]\nplots = false\n")
    cfg = tmp / f"{name}.toml"
    cfg.write_text(text)
    return cfg


def _rows(out: Path) -> dict[str, dict[str, str]]:
    with open(out / "results.csv", newline="") as f:
        return {r["method"]: r for r in csv.DictReader(f)}


@pytest.mark.parametrize("example", sorted(CASES))
def test_two_cell_bench_grid_with_a_user_policy(example, cli_inproc, tmp_path,  # noqa: F811
                                                monkeypatch):
    family, instance, ours = CASES[example]
    shutil.copyfile(EXAMPLES / example, tmp_path / "mine.py")
    monkeypatch.chdir(tmp_path)  # the policy spec is relative to the working directory
    cfg = _grid(tmp_path, "grid", instance, [
        '[[methods]]\nname = "mine"\nalgo = "mine.py:policy"\n',
        f'[[methods]]\nalgo = "{ours}"\n'])
    code, _, err = cli_inproc("bench", str(cfg), "--out", "out", "--quiet")
    assert code == 0, err
    rows = _rows(tmp_path / "out")
    assert set(rows) == {"mine", ours}
    assert rows["mine"]["status"] == "feasible" and rows["mine"]["family"] == family


def test_bench_table_puts_a_user_policy_beside_the_proven_optimum(cli_inproc, tmp_path,  # noqa: F811
                                                                  monkeypatch):
    shutil.copyfile(EXAMPLES / "hgsp_edd.py", tmp_path / "edd.py")
    monkeypatch.chdir(tmp_path)
    cfg = _grid(tmp_path, "vs-opt", "hgsp/tiny-s1", [
        '[[methods]]\nname = "edd"\nalgo = "edd.py:policy"\n',
        '[[methods]]\nalgo = "greedy"\n',
        '[[methods]]\nname = "opt"\nsolver = "cpsat"\n'])
    code, _, err = cli_inproc("bench", str(cfg), "--out", "out", "--quiet")
    assert code == 0, err
    rows = _rows(tmp_path / "out")
    assert rows["opt"]["status"] == "optimal"
    opt = float(rows["opt"]["objective"])
    assert float(rows["edd"]["objective"]) >= opt and float(rows["greedy"]["objective"]) >= opt
    report = (tmp_path / "out" / "report.md").read_text()
    assert "| edd | heuristic |" in report and "| opt | exact |" in report


RAISES = '''
def policy(instance, *, seed: int = 0):
    return helper(instance)


def helper(instance):
    raise ZeroDivisionError("my scheduler divided by zero")
'''


def test_a_policy_that_raises_is_one_line_exit_2(cli_inproc, tmp_path):  # noqa: F811
    pol = tmp_path / "raises.py"
    pol.write_text(RAISES)
    code, out, err = cli_inproc("run", "hgsp/tiny-s1", "--algo", f"{pol}:policy", "--json")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    for word in (f"{pol}:policy", "ZeroDivisionError: my scheduler divided by zero",
                 "hgsp/tiny-s1"):
        assert word in err
    code, _, err = cli_inproc("run", "hgsp/tiny-s1", "--algo", f"{pol}:policy", "--traceback")
    assert code == 2 and "Traceback" in err and "in helper" in err and str(pol) in err


ONLINE_RAISES = '''
class policy:
    def decide(self, view):
        return [x for x in view.nothing]
'''


@pytest.mark.parametrize("instance", ["llm/table4", "hesrpt/two-jobs-paper"])
def test_an_online_policy_that_raises_is_one_line_exit_2(instance, cli_inproc,  # noqa: F811
                                                         tmp_path):
    pol = tmp_path / "online_raises.py"
    pol.write_text(ONLINE_RAISES)
    code, _, err = cli_inproc("run", instance, "--algo", f"{pol}:policy")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "AttributeError" in err and "nothing" in err and instance.split("/")[1] in err


BUSY_GPU = '''
from optsched.hgsp.llm.contract import LlmView, Start


class policy:
    def decide(self, view: LlmView) -> list[Start]:
        return [Start(t.id, (view.free[0],) * 0 + tuple(view.free[:t.tp_degree]))
                for t in view.waiting]
'''

OVER_N = '''
from optsched.hesrpt.contract import Allocate, HesrptView


class policy:
    def decide(self, view: HesrptView) -> list[Allocate]:
        return [Allocate(j.id, view.n_servers) for j in view.jobs]
'''


@pytest.mark.parametrize("instance, source, words", [
    ("llm/table4", BUSY_GPU, ["decision at t=0 s", "task 't01'", "GPU 'H100-0' is busy",
                              "running task 't00'"]),
    ("hesrpt/two-jobs-paper", OVER_N, ["decision at t=0 s", "job '", "asks 10",
                                       "20 servers, N = 10"]),
])
def test_an_infeasible_decision_is_exit_2_naming_job_and_resource(
        instance, source, words, cli_inproc, tmp_path):  # noqa: F811
    pol = tmp_path / "bad_decision.py"
    pol.write_text(source)
    code, out, err = cli_inproc("run", instance, "--algo", f"{pol}:policy", "--json")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    for w in words:
        assert w in err


OVERLAP = '''
def policy(instance, *, seed: int = 0):
    """Every task on the first GPU at its arrival: they overlap."""
    g = instance.gpus[0].id
    return [{"task": t.id, "gpu": g, "start": t.arrival} for t in instance.tasks]
'''


def test_an_overlapping_schedule_is_infeasible_exit_1(cli_inproc, tmp_path):  # noqa: F811
    pol = tmp_path / "overlap.py"
    pol.write_text(OVERLAP)
    code, out, err = cli_inproc("run", "hgsp/tiny-s1", "--algo", f"{pol}:policy", "--json")
    assert code == 1
    res = json.loads(out)
    assert res["feasible"] is False and res["status"] == "error"
    assert "overlap" in res["message"] and "verifier rejected" in err


def test_in_bench_an_infeasible_policy_is_a_stored_row_and_the_grid_goes_on(
        cli_inproc, tmp_path, monkeypatch):  # noqa: F811
    (tmp_path / "overlap.py").write_text(OVERLAP)
    monkeypatch.chdir(tmp_path)
    cfg = _grid(tmp_path, "with-error", "hgsp/tiny-s1", [
        '[[methods]]\nname = "overlap"\nalgo = "overlap.py:policy"\n',
        '[[methods]]\nalgo = "greedy"\n'])
    code, _, err = cli_inproc("bench", str(cfg), "--out", "out", "--quiet")
    assert code == 1 and "1 of 2 cells ended with status 'error'" in err
    rows = _rows(tmp_path / "out")
    assert rows["overlap"]["status"] == "error" and "overlap" in rows["overlap"]["message"]
    assert rows["greedy"]["status"] == "feasible"


LOOPS = '''
def policy(instance, *, seed: int = 0):
    while True:
        pass


class online:
    def decide(self, view):
        while True:
            pass
'''


@pytest.mark.parametrize("instance, name", [("hgsp/tiny-s1", "policy"),
                                            ("hesrpt/two-jobs-paper", "online")])
def test_a_policy_past_the_time_limit_is_interrupted(instance, name, cli_inproc,  # noqa: F811
                                                     tmp_path):
    pol = tmp_path / "loops.py"
    pol.write_text(LOOPS)
    code, out, err = cli_inproc("run", instance, "--algo", f"{pol}:{name}", "--time-limit",
                                "1", "--json")
    assert code != 0
    assert json.loads(out)["status"] == "interrupted" and "time limit" in err


def test_a_declared_option_of_a_user_policy_is_checked(cli_inproc):  # noqa: F811
    spec = f"{EXAMPLES / 'hgsp_llm_online_fcfs.py'}:policy"
    code, _, err = cli_inproc("run", "llm/table4", "--algo", spec, "--param", "backfill=maybe")
    assert code == 2 and "backfill" in err and "maybe" in err
    code, out, err = cli_inproc("run", "llm/table4", "--algo", spec, "--param",
                                "backfill=false", "--json")
    assert code == 0, err
    assert json.loads(out)["feasible"] is True


MALFORMED = [None, "x", 3, [], {}, [1], [None], {"x": 1}, [{"task": 1}], {"jobs": [1]},
             {"jobs": None}, {"jobs": [{"start": "a"}]}, {"jobs": [[]]}, {"runs": [{}]},
             {"runs": [1]}, {"runs": [{"start": 0, "servers": 0, "counts": []}]},
             {"segments": [{"start_s": "a"}]}, {"segments": None},
             {"segments": [{"start_s": 0, "end_s": 1, "jobs": [0], "shares": ["a"]}]},
             {"counts": [[1.5]]}, {"counts": [[1], [1, 2]]}, [[1, "a"]], {"counts": None},
             [{"task": "a", "gpus": "g", "start": 0, "end": 1}],
             [{"task": "a", "gpu": None, "start": 0}],
             [{"task": "a", "gpu": "g", "start": float("nan")}],
             {"kind": "other", "segments": []}]


@pytest.mark.parametrize("family", SHIPPED)
def test_malformed_schedules_are_named_input_errors_in_every_family(family):
    """Refused with an InstanceError naming the schedule field, or read (a shape another
    family uses may be valid here, e.g. ``[]``): never another exception."""
    fam = get_family(family)
    refused = []
    for data in MALFORMED:
        try:
            fam.load_schedule(data)  # type: ignore[arg-type]
        except InstanceError as exc:
            assert exc.path.startswith(("schedule", "placement")), (data, exc)
            refused.append(data)
    assert refused[:3] == [None, "x", 3] and len(refused) >= len(MALFORMED) // 2


def test_examples_copy_and_the_shipped_vs_optimum_config(cli_inproc, tmp_path,  # noqa: F811
                                                         monkeypatch):
    code, out, _ = cli_inproc("examples")
    assert code == 0 and Path(out.splitlines()[0]) == EXAMPLES.resolve()
    assert all(name in out for name in CASES)
    mine = tmp_path / "mine"
    code, _, err = cli_inproc("examples", "--copy", str(mine))
    assert code == 0, err
    assert {p.name for p in mine.iterdir()} == {*CASES, "README.md", "vs_optimum.toml"}
    code, _, err = cli_inproc("examples", "--copy", str(mine))
    assert code == 2 and "exists (nothing copied" in err
    monkeypatch.chdir(tmp_path)  # the policy path is relative to the config's folder
    code, _, err = cli_inproc("bench", "mine/vs_optimum.toml", "--out", "results", "--quiet")
    assert code == 0, err
    rows = [r for r in csv.DictReader(open(tmp_path / "results" / "results.csv", newline=""))]
    opt = {r["instance"]: float(r["objective"]) for r in rows if r["method"] == "optimum"}
    assert len(opt) == 3 and all(r["status"] == "optimal" for r in rows
                                 if r["method"] == "optimum")
    bounds = [r for r in rows if r["method"] == "lower bound"]
    assert len(bounds) == 3
    for r in bounds:  # the certified bound, at or below the proven optimum
        assert r["status"] == "bound" and float(r["bound"]) <= opt[r["instance"]] + 1e-9
    for r in rows:  # every heuristic, ours and the user's, at or above the proven optimum
        if r["method"] == "lower bound":
            continue
        assert r["status"] in ("feasible", "optimal") and float(r["objective"]) >= \
            opt[r["instance"]] - 1e-9
    assert "mine (hgsp_edd.py)" in {r["method"] for r in rows}
