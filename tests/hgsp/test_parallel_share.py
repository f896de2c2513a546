"""Two processes sharing one branch-and-price tree (``threads >= 2``, round 16 of issue
25): the same proven optima as one process, a lost second process's regions searched
again by the first, the deadline and Ctrl-C honoured with no process left behind."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from optsched.core.result import Status
from optsched.hgsp.exact_lagdp_bp import solve_branch_and_price
from optsched.hgsp.generate import tiny
from optsched.hgsp.wt_dp import parallel_share as SH

pytestmark = pytest.mark.skipif(not SH.can_fork(), reason="two processes need fork")

#: a tree that branches (probing off, one strong-branching candidate, quantile splits)
TREE = {"probe": False, "sb_max": 1, "branching": "mass", "tree_ils_share": 0.0}


def _children() -> list[int]:
    """Live (not zombie) child processes of this process (Linux ``/proc``)."""
    me, out = os.getpid(), []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == me and fields[0] != "Z":
            out.append(int(entry))
    return out


def _solve(inst, threads: int, **kw):
    opts = {"solver": "dp", "time_limit": 60, "seed": 0, "bound_share": 0.25, **TREE}
    opts.update(kw)
    return solve_branch_and_price(inst, threads=threads, **opts)


@pytest.mark.parametrize("seed,n,m", [(225, 16, 2), (238, 14, 3), (242, 18, 2)])
def test_two_processes_prove_what_one_proves(seed, n, m):
    """Same proven optimum with one and with two processes, the schedule verified; with
    two the second searched part of the tree (it starts with the root)."""
    from optsched.hgsp.verify import evaluate, verify

    inst = tiny(seed, n_tasks=n, n_gpus=m)
    one, two = _solve(inst, 1), _solve(inst, 2)
    assert one.status is Status.OPTIMAL and two.status is Status.OPTIMAL
    assert two.objective == pytest.approx(one.objective, abs=1e-9)
    assert two.bound == pytest.approx(one.bound, abs=1e-9)
    assert verify(inst, two.schedule) == []
    assert evaluate(inst, two.schedule)[0] == pytest.approx(two.objective, abs=1e-9)
    assert one.metrics["workers"] == 1 and one.metrics["nodes"] > 2  # a tree
    assert two.metrics["workers"] == 2 and not two.metrics["second_lost"]
    assert two.metrics["second_nodes"] >= 1  # it held the root
    assert two.metrics["nodes"] >= two.metrics["second_nodes"]
    assert _children() == []


def test_a_lost_second_process_gives_its_regions_back(monkeypatch):
    """The second process dies at once (it held the root): the first takes the root
    back, searches the whole tree itself and still proves the optimum (never claims
    one for a region nobody searched)."""
    real = SH.start_second

    def dying(run, best, deadline, root_in_second=False):
        return real(lambda sh: os._exit(3), best, deadline, root_in_second)

    monkeypatch.setattr(SH, "start_second", dying)
    inst = tiny(225, n_tasks=16, n_gpus=2)
    res = _solve(inst, 2)
    assert res.metrics["second_lost"] and res.metrics["taken_back_nodes"] >= 1
    assert res.status is Status.OPTIMAL
    assert res.objective == pytest.approx(_solve(inst, 1).objective, abs=1e-9)
    assert _children() == []


def test_a_silent_second_process_leaves_its_regions_open(monkeypatch):
    """A second process that neither reports nor dies before the first ends (here: it
    hangs): the first counts every region it handed over as open -- the root -- so the
    bound stays the root's and nothing is claimed; the hung process is killed."""
    import time

    real = SH.start_second

    def hanging(run, best, deadline, root_in_second=False):
        return real(lambda sh: time.sleep(120), best, deadline, root_in_second)

    monkeypatch.setattr(SH, "start_second", hanging)
    inst = tiny(225, n_tasks=16, n_gpus=2)
    res = _solve(inst, 2, time_limit=3)
    assert res.metrics["second_lost"]
    assert res.status is not Status.OPTIMAL
    assert res.bound <= res.metrics["lagrangian_bound"] + 1.0  # no more than the root's
    assert res.bound < res.objective
    assert _children() == []


def test_time_limit_with_two_processes():
    """An instance neither closes in 2 s (published optimum 35279): both stop, a
    verified schedule and a bound on the right sides of the optimum, no process left."""
    from optsched.core import load_instance, solve

    inst = load_instance(Path(__file__).resolve().parents[2] / "instances" / "pwt"
                         / "pwt-wt40-m2-066.json")
    res = solve(inst, solver="dp", time_limit=2, threads=2)
    assert res.status is Status.TIME_LIMIT and res.feasible
    assert res.objective >= 35279 - 1e-9 and res.bound <= 35279 + 1e-9
    assert res.metrics["workers"] == 2
    assert _children() == []


def test_signal_in_the_tree_with_two_processes(handlers, monkeypatch):
    """Ctrl-C in the first process while the two share the tree: interrupted, nothing
    claimed, the second process ended."""
    from optsched.core import solve

    me = os.getpid()
    calls = {"n": 0}
    real = SH.PipeShare.starve

    def starve(self, search):  # the first process joins the tree: it asks for work
        if os.getpid() == me:
            calls["n"] += 1
            signal.raise_signal(signal.SIGINT)
        return real(self, search)

    monkeypatch.setattr(SH.PipeShare, "starve", starve)
    res = solve(tiny(225, n_tasks=16, n_gpus=2), solver="dp", time_limit=60, threads=2,
                multi="bp")
    assert calls["n"] == 1
    assert res.status is Status.INTERRUPTED and res.objective is None
    assert _children() == []


def test_one_process_where_fork_is_not_safe(monkeypatch):
    monkeypatch.setattr(SH, "can_fork", lambda: False)
    assert SH.workers_for(2) == 1
    res = _solve(tiny(225, n_tasks=16, n_gpus=2), 2)
    assert res.status is Status.OPTIMAL and res.metrics["workers"] == 1


def test_workers_follow_threads(monkeypatch):
    monkeypatch.setattr(SH, "can_fork", lambda: True)
    assert SH.workers_for(1) == 1 and SH.workers_for(2) == 2
    assert SH.workers_for(8) == SH.MAX_WORKERS
    monkeypatch.setenv("OPTSCHED_THREADS", "1")
    assert SH.workers_for(None) == 1
