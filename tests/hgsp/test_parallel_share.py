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
    two the second (asking for work at once) searched part of the tree."""
    from optsched.hgsp.verify import evaluate, verify

    inst = tiny(seed, n_tasks=n, n_gpus=m)
    one, two = _solve(inst, 1), _solve(inst, 2, side_work=False)
    assert one.status is Status.OPTIMAL and two.status is Status.OPTIMAL
    assert two.objective == pytest.approx(one.objective, abs=1e-9)
    assert two.bound == pytest.approx(one.bound, abs=1e-9)
    assert verify(inst, two.schedule) == []
    assert evaluate(inst, two.schedule)[0] == pytest.approx(two.objective, abs=1e-9)
    assert one.metrics["workers"] == 1 and one.metrics["nodes"] > 2  # a tree
    assert two.metrics["workers"] == 2 and not two.metrics["second_lost"]
    assert two.metrics["second_nodes"] >= 1 and two.metrics["handed_nodes"] >= 1
    assert two.metrics["nodes"] >= two.metrics["second_nodes"]
    assert _children() == []


def _in_second_on_receipt(monkeypatch, action) -> None:
    """Make the second (forked) process call ``action()`` when it receives a node."""
    me = os.getpid()
    real = SH.PipeShare._received

    def received(self, msg):
        if os.getpid() != me:
            action()
        return real(self, msg)

    monkeypatch.setattr(SH.PipeShare, "_received", received)


def test_a_lost_second_process_gives_its_regions_back(monkeypatch):
    """The second process dies as soon as it receives a node: the first takes the node
    back, searches it itself and still proves the optimum (never claims one for a
    region nobody searched)."""
    _in_second_on_receipt(monkeypatch, lambda: os._exit(3))
    inst = tiny(225, n_tasks=16, n_gpus=2)
    res = _solve(inst, 2, side_work=False)
    assert res.metrics["second_lost"] and res.metrics["taken_back_nodes"] >= 1
    assert res.status is Status.OPTIMAL
    assert res.objective == pytest.approx(_solve(inst, 1).objective, abs=1e-9)
    assert _children() == []


def test_a_silent_second_process_leaves_its_regions_open(monkeypatch):
    """A second process that neither reports nor dies before the first ends (here: it
    hangs on the node it was handed): the first counts that region as open, so nothing
    is claimed, and kills it."""
    import time

    _in_second_on_receipt(monkeypatch, lambda: time.sleep(120))
    inst = tiny(225, n_tasks=16, n_gpus=2)
    res = _solve(inst, 2, time_limit=3, side_work=False)
    assert res.metrics["second_lost"] and res.metrics["handed_nodes"] >= 1
    assert res.status is not Status.OPTIMAL
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
    from optsched.hgsp.wt_dp import parallel_bp as BP

    me = os.getpid()
    calls = {"n": 0}
    real = BP._Search.process

    def process(self, node):  # the first process holds the root: its first node
        if os.getpid() == me:
            calls["n"] += 1
            if calls["n"] == 1:
                signal.raise_signal(signal.SIGINT)
        return real(self, node)

    monkeypatch.setattr(BP._Search, "process", process)
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


def test_a_mask_restricts_every_node_taken_afterwards():
    """:meth:`PipeShare.send_mask`: kept (intersected with an earlier mask) and sent;
    :meth:`PipeShare.restrict` cuts a node's alive states to it; the peer's mask is
    taken from the pipe between nodes."""
    import math
    from multiprocessing import Pipe

    import numpy as np

    from optsched.hgsp.wt_dp.parallel_bp import Node

    mine, theirs = Pipe()
    best = {"value": 10, "gpu": np.zeros(2, dtype=int), "start": np.zeros(2, dtype=int)}
    first = SH.PipeShare(mine, best, first_process=True, deadline=math.inf)
    second = SH.PipeShare(theirs, dict(best), first_process=False, deadline=math.inf)
    alive = [np.ones((2, 4), dtype=bool)]
    m1 = [np.array([[1, 1, 0, 1], [1, 0, 1, 1]], dtype=bool)]
    m2 = [np.array([[1, 0, 1, 1], [1, 1, 1, 1]], dtype=bool)]
    first.send_mask(m1)
    first.send_mask(m2)
    assert first.mask[0].tolist() == (m1[0] & m2[0]).tolist()
    node = first.restrict(Node([a.copy() for a in alive], 3.0, np.zeros(3), 1))
    assert node.alive[0].tolist() == (m1[0] & m2[0]).tolist() and node.bound == 3.0
    stack: list = []
    second.exchange(_FakeSearch(), stack)  # reads both masks
    assert second.mask is not None and second.mask[0].tolist() == first.mask[0].tolist()
    assert stack == []
    assert second.restrict(Node([a.copy() for a in alive], 3.0, np.zeros(3), 1)
                           ).alive[0].tolist() == first.mask[0].tolist()


class _FakeSearch:
    ub = 10


@pytest.mark.parametrize("seed,n", [(455, 14), (453, 16)])
def test_cuts_beside_the_tree_keep_the_optimum(seed, n, monkeypatch):
    """Two processes with ``cut_rounds`` unset: the second runs capacity cuts while the
    first searches, and sends their reduced-cost fixing as a mask for every node (here
    the first waits for it before its first node, so that the whole tree runs under
    it); the optimum is the uncut single-process solver's (itself checked against
    CP-SAT in ``test_parallel_cuts.py``), the schedule verified. ``cut_rounds=0``: no
    cuts."""
    import time

    me = os.getpid()
    real = SH.PipeShare.exchange

    def exchange(self, search, stack):
        until = time.perf_counter() + 30
        while os.getpid() == me and self.mask is None and time.perf_counter() < until:
            msg = self._recv(0.05)
            if msg is not None:
                self._handle(search, stack, msg)
        return real(self, search, stack)

    monkeypatch.setattr(SH.PipeShare, "exchange", exchange)
    import numpy as np

    from optsched.hgsp.instance import on_identical_gpus
    from optsched.hgsp.verify import evaluate, verify

    rng = np.random.default_rng(seed)  # as test_parallel_cuts._tardy: fractional roots
    p1 = rng.integers(2, 12, size=n)
    d = rng.integers(1, int(p1.sum() * 0.4), size=n)
    w = rng.integers(1, 10, size=n)
    inst = on_identical_gpus(p1, d, w, 2, name=f"side{seed}")
    ref = _solve(inst, 1, cut_rounds=0)
    raw = _solve(inst, 2, tree_ils_share=0.0)
    assert ref.status is Status.OPTIMAL and raw.status is Status.OPTIMAL
    assert raw.objective == pytest.approx(ref.objective, abs=1e-9)
    assert verify(inst, raw.schedule) == []
    assert evaluate(inst, raw.schedule)[0] == pytest.approx(raw.objective, abs=1e-9)
    assert raw.metrics["workers"] == 2 and raw.metrics["cuts"] > 0
    assert raw.metrics["mask_states"] > 0
    assert raw.metrics["uncut_bound"] - 1e-9 <= raw.metrics["lagrangian_bound"]
    assert raw.metrics["lagrangian_bound"] <= ref.objective + 1e-9
    monkeypatch.undo()
    off = _solve(inst, 2, cut_rounds=0)
    assert "cuts" not in off.metrics and off.objective == pytest.approx(ref.objective)
    assert _children() == []


def test_every_region_of_a_lost_peer_comes_back_while_waiting():
    """The first process waits for work when the second is found gone without a report:
    every node it had handed over comes back -- one returned, the others on the
    caller's stack (a review finding: the others were dropped, and the tree could then
    claim an optimum with regions unsearched)."""
    import math
    from multiprocessing import Pipe

    import numpy as np

    from optsched.hgsp.wt_dp.parallel_bp import Node

    mine, theirs = Pipe()
    best = {"value": 10, "gpu": np.zeros(2, dtype=int), "start": np.zeros(2, dtype=int)}
    first = SH.PipeShare(mine, best, first_process=True, deadline=math.inf)
    handed = [Node([np.ones((1, 3), dtype=bool)], float(b), np.zeros(2), 1)
              for b in (5.0, 6.0, 7.0)]
    first.handed = list(handed)
    theirs.close()  # the second process is gone, without a report
    stack: list = []
    got = first.starve(_FakeSearch(), stack)
    assert got is not None
    assert sorted(nd.bound for nd in [got, *stack]) == [5.0, 6.0, 7.0]
    assert first.taken_back == 3 and first.handed == [] and first.peer_lost


def test_a_failed_fork_leaves_one_process(monkeypatch):
    def no_fork():
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(SH.os, "fork", no_fork)
    res = _solve(tiny(225, n_tasks=16, n_gpus=2), 2)
    assert res.status is Status.OPTIMAL and res.metrics["workers"] == 1
