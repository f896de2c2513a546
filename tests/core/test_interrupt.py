"""Ctrl-C / SIGTERM (issue 12, item 2): every solve, run and grid stops promptly, says so
in one line on stderr, exits 130 (SIGINT) or 143 (SIGTERM), never reports an interrupted
run as optimal/feasible, and ``bench`` stores no row for an interrupted cell so that
``--resume`` re-runs exactly those.

The signals go to a real ``optsched`` subprocess at a moment observed from outside (a
solver log line, the child's CPU time, a row in the store), never after a blind sleep.
The "< 10 s to exit" assertions are *liveness* bounds (the process stops at all, and
promptly), deliberately generous for a loaded 2-core machine; they are not speed targets.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from optsched.core import interrupt
from optsched.core.registry import Family, register, run
from optsched.core.result import Result, Status

REPO = Path(__file__).resolve().parents[2]
#: hang guard for waits on child processes (not a speed check: the time to stop is
#: measured by benchmarks/interrupt_latency.py)
HANG_GUARD_S = 60.0
EXIT = {signal.SIGINT: 130, signal.SIGTERM: 143}
NAME = {signal.SIGINT: "SIGINT", signal.SIGTERM: "SIGTERM"}


def _env() -> dict[str, str]:
    env = dict(os.environ, OPTSCHED_THREADS="1", PYTHONPATH=str(REPO))
    env.pop("OPTSCHED_DEBUG", None)
    return env


def _cli(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "optsched.cli", *args], capture_output=True,
                          text=True, cwd=REPO, env=_env(), timeout=300, **kw)


def _cpu_s(pid: int) -> float:
    """User + system CPU seconds of ``pid`` and its threads (``/proc/PID/stat``)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out += [int(x) for x in (task / "children").read_text().split()]
        except FileNotFoundError:
            pass
    return out


class Child:
    """``optsched ARGS`` in the background, stdout/stderr in files we can poll."""

    def __init__(self, tmp: Path, *args: str) -> None:
        self.out, self.err = tmp / "stdout.txt", tmp / "stderr.txt"
        with open(self.out, "w") as o, open(self.err, "w") as e:
            self.proc = subprocess.Popen([sys.executable, "-m", "optsched.cli", *args],
                                         stdout=o, stderr=e, cwd=REPO, env=_env())

    def wait_for(self, cond: Callable[[], bool], what: str, timeout: float = 240) -> None:
        end = time.monotonic() + timeout
        while not cond():
            if self.proc.poll() is not None:
                pytest.fail(f"optsched ended (exit {self.proc.returncode}) before {what}:\n"
                            + self.err.read_text())
            if time.monotonic() > end:
                self.proc.kill()
                pytest.fail(f"timed out waiting for {what}")
            time.sleep(0.05)

    def cpu_above(self, seconds: float) -> Callable[[], bool]:
        return lambda: _cpu_s(self.proc.pid) >= seconds

    def signal_and_wait(self, sig: int) -> None:
        """Send ``sig`` to the process (only it, not its group) and wait for it to exit
        (a hang guard fails the test if it never does)."""
        self.proc.send_signal(sig)
        try:
            self.proc.wait(timeout=HANG_GUARD_S)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            pytest.fail(f"optsched did not exit after {NAME[sig]} (hang guard)")

    def stderr_lines(self) -> list[str]:
        return [ln for ln in self.err.read_text().splitlines() if ln.strip()]


@pytest.fixture(scope="module")
def gap40(tmp_path_factory) -> Path:
    """A 40-task instance neither HiGHS (big-M) nor CP-SAT closes within minutes on 1
    thread: the solve is surely still running when the signal arrives."""
    path = tmp_path_factory.mktemp("inst") / "gap40.json"
    out = _cli("generate", "hgsp", "--preset", "gap", "--seed", "0", "--param",
               "n_tasks=40", "-o", str(path))
    assert out.returncode == 0, out.stderr
    return path


# --------------------------------------------------------------------------- solve


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["INT", "TERM"])
def test_highs_solve_stops_on_signal(gap40: Path, tmp_path: Path, sig: int) -> None:
    result_file = tmp_path / "res.json"
    child = Child(tmp_path, "solve", str(gap40), "--solver", "highs", "--model", "bigm",
                  "--time-limit", "300", "--json", "--out", str(result_file))
    # imports + model build take ~1.5 CPU s; at 4 CPU s HiGHS has been searching a while
    child.wait_for(child.cpu_above(4.0), "HiGHS to be solving")
    child.signal_and_wait(sig)
    assert child.proc.returncode == EXIT[sig]
    assert child.stderr_lines() == [f"error: interrupted by {NAME[sig]}"]
    res = json.loads(child.out.read_text())  # stdout: exactly one JSON object
    assert res["status"] == "interrupted" and res["objective"] is None
    assert not res["feasible"] and res["metrics"]["signal"] == int(sig)
    assert json.loads(result_file.read_text())["status"] == "interrupted"


def test_cpsat_solve_stops_on_sigint_with_log_on_stderr(gap40: Path, tmp_path: Path) -> None:
    child = Child(tmp_path, "solve", str(gap40), "--solver", "cpsat", "--time-limit", "300",
                  "--json", "--param", "log=true")
    # CP-SAT's search log (stderr) shows a first solution: it is searching
    child.wait_for(lambda: any(ln.startswith("#") for ln in child.stderr_lines()),
                   "CP-SAT to report a solution")
    child.signal_and_wait(signal.SIGINT)
    assert child.proc.returncode == 130
    lines = child.stderr_lines()
    assert lines[-1] == "error: interrupted by SIGINT"
    assert sum(ln.startswith("error:") for ln in lines) == 1
    # CP-SAT stopped with an incumbent ("feasible"): it must not be reported as such
    res = json.loads(child.out.read_text())
    assert res["status"] == "interrupted"


def test_cpsat_human_output_sigterm(gap40: Path, tmp_path: Path) -> None:
    child = Child(tmp_path, "solve", str(gap40), "--solver", "cpsat", "--time-limit", "300")
    child.wait_for(child.cpu_above(5.0), "CP-SAT to be solving")
    child.signal_and_wait(signal.SIGTERM)
    assert child.proc.returncode == 143
    assert child.stderr_lines() == ["error: interrupted by SIGTERM"]
    text = child.out.read_text()
    assert "status=interrupted" in text and "optimal" not in text


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["INT", "TERM"])
def test_a_python_loop_that_never_checks_still_stops(tmp_path: Path, sig: int) -> None:
    """A generator asked for 10^6 tasks runs a pure-Python loop without ``check()``: the
    signal must still stop it (it used to be recorded and ignored)."""
    child = Child(tmp_path, "generate", "hgsp", "--preset", "tiny", "--seed", "1",
                  "--param", "n_tasks=1000000", "-o", str(tmp_path / "x.json"))
    child.wait_for(child.cpu_above(3.0), "the generator to be running")
    child.signal_and_wait(sig)
    assert child.proc.returncode == EXIT[sig]
    assert child.stderr_lines() == [f"error: interrupted by {NAME[sig]}"]
    assert not (tmp_path / "x.json").exists()


# --------------------------------------------------------------------------- bench


GRID = """
[bench]
name = "sig"
time_limit = {tl}
threads = 1
[report]
plots = false
[instances]
[[instances.generate]]
family = "hgsp"
preset = "gap"
seeds = [0]
params = {{n_tasks = 40}}
[[methods]]
algo = "fifo"
[[methods]]
name = "bigm-highs"
solver = "highs"
model = "bigm"
[[methods]]
name = "cpsat"
solver = "cpsat"
"""


def _rows(out: Path) -> list[dict[str, str]]:
    from optsched.bench.store import ResultStore

    return ResultStore(out).rows()


@pytest.mark.parametrize(("sig", "jobs"), [(signal.SIGINT, 1), (signal.SIGTERM, 2)],
                         ids=["INT-jobs1", "TERM-jobs2"])
def test_bench_interrupt_stores_nothing_for_cut_cells_and_resume_reruns_them(
        tmp_path: Path, sig: int, jobs: int) -> None:
    """A grid mixing HiGHS and CP-SAT: the signal (to the parent only) lands while an exact
    cell runs; the cut cells leave no row; ``--resume`` runs exactly the missing cells."""
    cfg = tmp_path / "grid.toml"
    cfg.write_text(GRID.format(tl=2))
    out = tmp_path / "out"
    child = Child(tmp_path, "bench", str(cfg), "--out", str(out), "--jobs", str(jobs))
    # fifo takes milliseconds; the exact cells run 2 s each: once the fifo row is stored,
    # an exact cell is running (jobs=2: both exact cells may be)
    child.wait_for(lambda: len(_rows(out)) >= 1, "the first row")
    workers = _children(child.proc.pid)
    child.signal_and_wait(sig)
    assert child.proc.returncode == EXIT[sig]
    assert child.stderr_lines() == [f"error: interrupted by {NAME[sig]}"]
    rows = _rows(out)
    assert all(r["status"] != "interrupted" for r in rows)
    done = {r["cell_id"] for r in rows}
    assert len(rows) == len(done) < 3  # at least one exact cell was cut: no row for it
    assert all(r["status"] in ("optimal", "feasible", "time_limit") for r in rows)
    # no worker (nor the pool's resource tracker) outlives the grid for long
    end = time.monotonic() + HANG_GUARD_S
    while any(_alive(pid) for pid in workers) and time.monotonic() < end:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in workers)
    again = _cli("bench", str(cfg), "--out", str(out), "--resume", "--jobs", str(jobs))
    assert again.returncode == 0, again.stderr
    rows2 = _rows(out)
    assert [r for r in rows2 if r["cell_id"] in done] == rows  # kept, not re-run
    new = [r for r in rows2 if r["cell_id"] not in done]
    assert len(new) == 3 - len(rows) and len(rows2) == 3
    assert {r["method"] for r in rows2} == {"fifo", "bigm-highs", "cpsat"}
    summary = again.stdout.strip().splitlines()  # the summary, then the report's path
    assert len(summary) == 2 and summary[1] == f"report: {out / 'report.md'}"
    assert f"{len(new)} cells run, {len(rows)} already in the store, 0 errors" in summary[0]


# --------------------------------------------------------------------------- in-process


def test_a_stop_request_is_repeated_until_the_call_returns(handlers) -> None:
    """A solver that resets its stop flag when it starts (CP-SAT, HiGHS through Pyomo)
    still stops: the first request came before it started."""
    state = {"stop": False, "started": threading.Event(), "calls": 0}

    def blocking() -> str:
        signal.raise_signal(signal.SIGINT)  # arrives "while Pyomo translates the model"
        time.sleep(0.2)
        state["stop"] = False  # the solver starts and clears any earlier request
        state["started"].set()
        while not state["stop"]:
            time.sleep(0.01)
        return "stopped"

    def stop() -> None:
        state["calls"] += 1
        state["stop"] = True

    with pytest.raises(interrupt.Interrupted) as exc:
        interrupt.call_blocking(blocking, stop)
    assert exc.value.exit_code == 130
    assert state["started"].is_set() and state["calls"] >= 2
    assert not interrupt.solver_threads_alive()


def test_a_call_is_not_started_after_a_signal(handlers) -> None:
    with interrupt.stopper(lambda: None):  # recorded (as during an earlier solver call)
        signal.raise_signal(signal.SIGTERM)
    ran = []
    with pytest.raises(interrupt.Interrupted) as exc:
        interrupt.call_blocking(lambda: ran.append(1))
    assert exc.value.exit_code == 143 and not ran


def test_an_unresponsive_call_is_abandoned_after_the_grace_period(handlers) -> None:
    release = threading.Event()

    def stubborn() -> None:
        signal.raise_signal(signal.SIGINT)
        release.wait(30)  # ignores every stop request

    try:
        with pytest.raises(interrupt.Interrupted):
            interrupt.call_blocking(stubborn, lambda: None)
        assert interrupt.solver_threads_alive()  # the CLI leaves with os._exit then
    finally:
        release.set()
    for t in threading.enumerate():
        if t.name == "optsched-solver":
            t.join(5)
    assert not interrupt.solver_threads_alive()


def _toy_family(name: str, algo: Callable[..., Result]) -> Family:
    fam = Family(name=name, description="toy", load=lambda d: d,
                 verify=lambda inst, sched: [], evaluate=lambda inst, sched: (1.0, {}),
                 objective_name="x")
    fam.algorithm("loop", "toy loop")(algo)
    return register(fam)


class _Inst:
    def __init__(self, family: str) -> None:
        self.family, self.name = family, "toy"


def test_run_facade_turns_a_loop_interrupt_into_status_interrupted(handlers) -> None:
    def loop(instance: _Inst, *, seed: int = 0, n: int = 10**7) -> Result:
        for k in range(n):
            if k == 1000:
                signal.raise_signal(signal.SIGTERM)
            if k % 100 == 0:
                interrupt.check()
        return Result(family="toy-int", instance="toy", method="loop",
                      status=Status.FEASIBLE, schedule=[1])

    _toy_family("toy-int", loop)
    res = run(_Inst("toy-int"), "loop")
    assert res.status is Status.INTERRUPTED and not res.feasible
    assert res.objective is None and res.metrics["signal"] == signal.SIGTERM


def test_an_interrupt_wrapped_by_a_compiled_call_is_still_an_interrupt(handlers) -> None:
    """A signal handled while numba's dispatcher is inside a compiled call comes out as
    ``SystemError`` chained from our exception (seen with Ctrl-C during the several-GPU
    local search of ``lagdp``): the facade unwraps it into status ``interrupted``; other
    SystemErrors pass through."""
    def wrapped(instance: _Inst, *, seed: int = 0) -> Result:
        try:
            raise interrupt.Interrupted(signal.SIGINT)
        except interrupt.Interrupted as exc:
            raise SystemError("CPUDispatcher(<function ils>) returned a result with an "
                              "exception set") from exc

    def plain(instance: _Inst, *, seed: int = 0) -> Result:
        raise SystemError("something else")

    _toy_family("toy-wrapped", wrapped)
    res = run(_Inst("toy-wrapped"), "loop")
    assert res.status is Status.INTERRUPTED and res.metrics["signal"] == signal.SIGINT
    _toy_family("toy-plain-sys", plain)
    with pytest.raises(SystemError, match="something else"):
        run(_Inst("toy-plain-sys"), "loop")


def test_a_result_finished_after_a_signal_is_not_claimed(handlers) -> None:
    """A method that ignores the signal and returns a schedule anyway (CP-SAT's own
    handler used to do this): the facade still reports ``interrupted``."""
    def swallow(instance: _Inst, *, seed: int = 0) -> Result:
        with interrupt.stopper(lambda: None):  # as inside a solver call: only recorded
            signal.raise_signal(signal.SIGINT)
        return Result(family="toy-swallow", instance="toy", method="loop",
                      status=Status.OPTIMAL, objective=1.0, bound=1.0, schedule=[1])

    _toy_family("toy-swallow", swallow)
    res = run(_Inst("toy-swallow"), "loop")
    assert res.status is Status.INTERRUPTED and res.objective is None


def test_a_signal_in_plain_python_code_raises_at_once(handlers) -> None:
    """No solver call to stop: the handler raises (a loop that never calls ``check()``
    still stops), with the exit code of the signal."""
    with pytest.raises(interrupt.Interrupted) as exc:
        signal.raise_signal(signal.SIGTERM)
        for _ in range(10**8):  # never reached for long: the handler raised
            pass
    assert exc.value.exit_code == 143 and interrupt.requested() == signal.SIGTERM


# --------------------------------------------------------------------------- library use

LIBRARY_SCRIPT = """
import json, os, signal, sys, threading, time
import optsched
inst = optsched.generate("psrar", "small-ps", 9452)
before = signal.getsignal(signal.SIGINT)
go = threading.Event()
def fire():
    # 0.5 s into a solve that runs for minutes (model building or HiGHS: either way
    # the call must return promptly)
    go.wait()
    time.sleep(0.5)
    os.kill(os.getpid(), signal.SIGINT)
threading.Thread(target=fire, daemon=True).start()
go.set()
res = optsched.solve(inst, solver="highs", model="timeindexed", time_limit=600, threads=1)
after = signal.getsignal(signal.SIGINT)
again = optsched.solve(optsched.load_instance("hgsp/tiny-s1"), solver="cpsat", threads=1)
print(json.dumps({"status": res.status.value, "message": res.message,
                  "restored": after is before, "again": again.status.value}))
"""


def test_ctrl_c_stops_a_psrar_solve_in_library_use(tmp_path: Path) -> None:
    """Issue 22: Ctrl-C during ``optsched.solve`` of a psrar model (direct HiGHS path)
    from a script returns promptly with status ``interrupted`` (the solve would run for
    minutes); the script's own SIGINT handler is restored and the next call works."""
    script = tmp_path / "lib.py"
    script.write_text(LIBRARY_SCRIPT)
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         cwd=REPO, env=_env(), timeout=HANG_GUARD_S * 3)
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout.strip().splitlines()[-1])
    assert res == {"status": "interrupted", "message": "interrupted by SIGINT",
                   "restored": True, "again": "optimal"}


PSRAR_GRID = """
[bench]
name = "psrar-cut"
time_limit = 600
[instances]
generate = [{family = "psrar", preset = "small-ps", seeds = [9452]}]
[[methods]]
algo = "fifo"
[[methods]]
name = "ti"
solver = "highs"
model = "timeindexed"
"""


def test_sigterm_cancels_a_psrar_solve_in_a_bench_worker(tmp_path: Path) -> None:
    """The psrar MILP in a pool worker (``--jobs 2``): SIGTERM to the parent stops the
    grid, the worker's HiGHS solve is cancelled, no row is stored for the cut cell."""
    cfg = tmp_path / "grid.toml"
    cfg.write_text(PSRAR_GRID)
    out = tmp_path / "out"
    child = Child(tmp_path, "bench", str(cfg), "--out", str(out), "--jobs", "2")
    child.wait_for(lambda: len(_rows(out)) >= 1, "the fifo row")
    workers = _children(child.proc.pid)
    child.signal_and_wait(signal.SIGTERM)
    assert child.proc.returncode == 143
    rows = _rows(out)
    assert [r["method"] for r in rows] == ["fifo"]
    end = time.monotonic() + HANG_GUARD_S
    while any(_alive(pid) for pid in workers) and time.monotonic() < end:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in workers)


def test_a_pyomo_construction_cut_by_the_time_limit_prints_nothing(capfd) -> None:
    """Pyomo logs 'Constructing component ... failed' on stdout before re-raising; when
    our time limit stopped the construction, nothing may reach stdout (--json) — other
    construction errors are still logged."""
    import pyomo.environ as pe

    from optsched.core.interrupt import TimeLimitReached

    def cut(m, i):
        raise TimeLimitReached(3.0)

    m = pe.ConcreteModel()
    m.x = pe.Var([1, 2])
    with pytest.raises(TimeLimitReached):
        m.c = pe.Constraint([1, 2], rule=cut)
    out, err = capfd.readouterr()
    assert "Constructing component" not in out + err

    # other construction errors still reach Pyomo's handler
    import logging

    from optsched.core.interrupt import _DropConstructionCut

    def record(kind: str) -> logging.LogRecord:
        return logging.LogRecord("pyomo.core", logging.ERROR, "block.py", 1, "Constructing "
                                 "component '%s' from data=%s failed:\n    %s: %s",
                                 ("c", "None", kind, "boom"), None)

    keep = _DropConstructionCut()
    assert keep.filter(record("ValueError")) and not keep.filter(record("TimeLimitReached"))
    rule = logging.LogRecord("pyomo.core", logging.ERROR, "constraint.py", 1, "Rule failed "
                             "when generating expression for Constraint timing with index "
                             "9:\nTimeLimitReached: time limit of 3 s reached", None, None)
    assert not keep.filter(rule)
    assert any(isinstance(f, _DropConstructionCut)
               for f in logging.getLogger("pyomo.core").filters)


def test_ctrl_c_while_a_model_or_bound_compiles_is_an_interrupted_result(monkeypatch) -> None:
    """The prepare hooks (numba compilation, before the clock) run outside the solve; a
    signal there still gives an ``interrupted`` Result, never an escaping exception."""
    import dataclasses

    import optsched
    from optsched.core.interrupt import Interrupted
    from optsched.core.registry import get_family

    def compiling() -> None:
        raise Interrupted(signal.SIGINT)

    fam = get_family("hgsp")
    inst = optsched.load_instance("hgsp/tiny-s1")
    monkeypatch.setitem(fam.models, "lagdp",
                        dataclasses.replace(fam.models["lagdp"], prepare=compiling))
    res = optsched.solve(inst, solver="dp")
    assert res.status.value == "interrupted" and res.objective is None
    name = fam.default_bound
    monkeypatch.setitem(fam.bounds, name, dataclasses.replace(fam.bounds[name],
                                                              prepare=compiling))
    low = optsched.bound(inst)
    assert low.status.value == "interrupted" and low.bound is None
