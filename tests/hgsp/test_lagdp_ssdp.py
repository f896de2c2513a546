"""Model lagdp, successive sublimation on the state graph (issue 16, session 2).

Cross-checks against brute force over all sequences on random instances the tests name
nowhere else (with and without release dates): the level-0 graph is the adjacent
relaxation, lifting never loses the optimum and only raises the bound, the exact lift is
the optimum, eliminated (job, completion) pairs keep the bound valid, the whole
sublimation started from a bad incumbent proves the brute-force optimum, and a deadline
or an interrupt stops it without a claim.
"""

from __future__ import annotations

import itertools
import time

import numpy as np
import pytest

from optsched.core import interrupt
from optsched.hgsp.wt_dp import kernels as K
from optsched.hgsp.wt_dp import ssdp
from optsched.hgsp.wt_dp.solver import (
    Subgradient,
    allowed,
    make_problem,
    solve_single,
    start_multipliers,
)

FAR = float("inf")


def _problem(seed: int, n: int, releases: bool, dominance: bool = True):
    rng = np.random.default_rng(seed)
    p = rng.integers(1, 9, n)
    w = rng.integers(1, 7, n)
    d = rng.integers(1, int(p.sum()) + 1, n)
    r = rng.integers(0, int(p.sum()) // 2 + 1, n) if releases else np.zeros(n, np.int64)
    pairs = []
    if dominance and not releases:  # rule 4 of exact_common without release dates
        for i, k in itertools.permutations(range(n), 2):
            if p[i] <= p[k] and d[i] <= d[k] and w[i] >= w[k] and (
                    (p[i], d[i], -w[i], i) < (p[k], d[k], -w[k], k)):
                pairs.append((i, k))
    return make_problem(p, r, w, d, pairs)


def _optimum(pb) -> int:
    return min(pb.sequence_cost(np.array(s)) for s in itertools.permutations(range(pb.n)))


def _tables(pb, mu):
    cost = pb.cost_matrix()
    A = allowed(pb, cost)
    F = K.forward_adjacent(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
    B = K.backward_adjacent(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
    return cost, A, F, B


def _level0(pb, mu, limit):
    cost, A, F, B = _tables(pb, mu)
    n = pb.n
    alive = ((F[:, :n] + B[:, :n] + mu.sum()) <= limit).T.copy()
    g = ssdp.build_level0(pb.p, pb.r, cost, mu, pb.rank, A, B, alive, pb.idle, limit,
                          10**6, 10**7, FAR)
    assert isinstance(g, ssdp.Graph)
    last_c = np.array([np.flatnonzero(alive[j]).max() if alive[j].any() else -1
                       for j in range(n)])
    return g, F, last_c


@pytest.mark.parametrize("releases", [False, True])
@pytest.mark.parametrize("seed", [1201, 1202, 1203])
def test_level0_graph_is_the_adjacent_relaxation_and_lifting_keeps_a_valid_bound(
        seed, releases):
    pb = _problem(seed, 7, releases)
    opt = _optimum(pb)
    mu = np.random.default_rng(seed).uniform(0, 12, pb.n)
    limit = opt + 1e-6  # the graph must keep every schedule of value <= opt
    g, F, last_c = _level0(pb, mu, limit)
    L0, _jobs, _c = ssdp.value(g, mu, pb.n)
    relax = float(F[-1].min()) + float(mu.sum())
    if releases:  # semi-active jumps: a restriction of the tick-by-tick idle arcs
        assert relax - 1e-9 <= L0
    else:
        assert L0 == pytest.approx(relax)
    assert L0 <= opt + 1e-9
    g, _f, b = ssdp.prune(g, mu, limit)
    prev = L0
    memory: list[int] = []
    for add in ([0, 3], [1], [2, 4, 5, 6]):
        memory += add
        g2 = ssdp.lift(g, add, mu, b, limit, pb.pred_pairs, last_c, pb.p, pb.r,
                       pb.horizon, pb.idle, 10**6, 10**7, FAR)
        assert isinstance(g2, ssdp.Graph) and g2.memory == memory
        L, jobs, counts = ssdp.value(g2, mu, pb.n)
        assert prev - 1e-9 <= L <= opt + 1e-9  # stronger, still a bound
        g, _f, b = ssdp.prune(g2, mu, limit)
        prev = L
    # every job remembered: the best path is an optimal schedule
    assert (counts == 1).all() and pb.sequence_cost(jobs) == opt
    assert prev == pytest.approx(opt)


@pytest.mark.parametrize("releases", [False, True])
@pytest.mark.parametrize("seed", [1301, 1302])
def test_exact_lift_finds_the_optimum_and_proves_nothing_is_cheaper(seed, releases):
    pb = _problem(seed, 7, releases)
    opt = _optimum(pb)
    mu = np.random.default_rng(seed).uniform(-3, 9, pb.n)
    for limit, expect in ((opt + 1e-6, opt), (opt - 1 + 1e-6, None)):
        g, _F, last_c = _level0(pb, mu, limit)
        _g, _f, b = ssdp.prune(g, mu, limit)
        ex = ssdp.lift(_g, list(range(pb.n)), mu, b, limit, pb.pred_pairs, last_c, pb.p,
                       pb.r, pb.horizon, pb.idle, 10**6, 1, FAR, exact=True)
        assert isinstance(ex, ssdp.ExactResult)
        if expect is None:
            assert ex.sequence is None
        else:
            assert ex.sequence is not None and sorted(ex.sequence) == list(range(pb.n))
            assert pb.sequence_cost(ex.sequence) == opt


@pytest.mark.parametrize("releases", [False, True])
@pytest.mark.parametrize("seed", [1401, 1402, 1403, 1404])
def test_sublimation_from_a_bad_incumbent_proves_the_brute_force_optimum(seed, releases):
    pb = _problem(seed, 8, releases)
    opt = _optimum(pb)
    cost = pb.cost_matrix()
    A = allowed(pb, cost)
    seq = np.argsort(-pb.d, kind="stable")  # latest due date first: a poor incumbent
    ub = pb.sequence_cost(seq)
    for exact_states in (4_000_000, 0):  # with and without the exact lift
        stats: dict = {}
        res = ssdp.sublimate(pb, cost, A, np.zeros(pb.n), seq, ub, 0, time.perf_counter()
                             + 60, stats, exact_states=exact_states, add_first=1)
        assert res.proven, stats
        assert res.ub == opt == pb.sequence_cost(res.sequence) and res.lb == opt
        assert sorted(res.sequence) == list(range(pb.n))


def test_eliminated_pairs_keep_the_bound_valid_and_all_alive_changes_nothing():
    for seed, releases in ((1501, False), (1502, True), (1503, False)):
        pb = _problem(seed, 7, releases)
        opt = _optimum(pb)
        cost = pb.cost_matrix()
        A = allowed(pb, cost)
        mu = np.random.default_rng(seed).uniform(0, 10, pb.n)
        every = np.ones((1, 1), dtype=np.bool_)
        F = K.forward_adjacent(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
        Fa = K.forward_adjacent_alive(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle, every)
        np.testing.assert_array_equal(F, Fa)
        full = np.ones((pb.n, pb.horizon + 1), dtype=np.bool_)
        Ff = K.forward_adjacent_alive(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle, full)
        np.testing.assert_array_equal(F, Ff)
        seq = np.argsort(pb.d, kind="stable")
        sg = Subgradient(pb, cost, A, mu0=start_multipliers(pb, cost, seq))
        ub = opt + 1  # eliminate against a bound just above the optimum
        for _ in range(4):
            lb = sg.run(10, ub, FAR, restrict_every=5)
            assert lb <= opt + 1e-9
        sg.restrict(ub)  # (a no-op if it already ran at the current best bound)
        assert sg.alive.shape == (pb.n, pb.horizon + 1)
        F2, B2 = sg.tables(sg.best_mu)
        # the optimum still passes the restricted relaxation (or it is proven directly)
        assert float(F2[-1].min()) + float(sg.best_mu.sum()) <= opt + 1e-9


@pytest.mark.parametrize("releases", [False, True])
def test_each_stage_alone_proves_the_optimum(releases):
    pb = _problem(1601 + releases, 8, releases)
    opt = _optimum(pb)
    variants = [
        dict(full_states=1, beam_width=0),  # sublimation on the graph
        dict(full_states=1, beam_width=0, ssdp_states=0),  # forward memory search
        dict(ssdp_states=0),  # set DP / beam first
    ]
    for kw in variants:
        out = solve_single(pb, time_limit=60, ils_kicks=0, **kw)
        assert out.proven and out.objective == out.lower_bound == opt, kw
        assert pb.sequence_cost(np.array(out.sequence)) == opt


def test_a_passed_deadline_stops_the_sublimation_without_a_claim():
    pb = _problem(1701, 9, False)
    cost = pb.cost_matrix()
    A = allowed(pb, cost)
    seq = np.argsort(-pb.d, kind="stable")
    ub = pb.sequence_cost(seq)
    opt = _optimum(pb)
    assert ub > opt  # otherwise there is nothing to stop
    assert ssdp.stop_now(time.perf_counter() - 1.0)
    res = ssdp.sublimate(pb, cost, A, np.zeros(pb.n), seq, ub, 0, time.perf_counter() - 1.0,
                         {})
    assert not res.proven and res.stopped == "time limit"
    assert res.lb <= opt <= res.ub


def test_a_pending_interrupt_stops_the_compiled_builders_and_raises():
    pb = _problem(1801, 8, False)
    cost = pb.cost_matrix()
    A = allowed(pb, cost)
    mu = np.zeros(pb.n)
    _c, _A, F, B = _tables(pb, mu)
    alive = np.ones((pb.n, pb.horizon + 1), dtype=np.bool_)
    interrupt._state["signum"] = 2  # as the SIGINT handler would leave it
    try:
        assert ssdp.stop_now(FAR)
        code = ssdp.build_level0(pb.p, pb.r, cost, mu, pb.rank, A, B, alive, pb.idle, 1e18,
                                 10**6, 10**7, FAR)
        # the builder checks every CHECK_EVERY arcs: a tiny graph may finish first
        assert code == ssdp.STOPPED or isinstance(code, ssdp.Graph)
        seq = np.argsort(-pb.d, kind="stable")
        with pytest.raises(interrupt.Interrupted):
            ssdp.sublimate(pb, cost, A, mu, seq, pb.sequence_cost(seq), 0, FAR, {})
    finally:
        interrupt.reset()


def test_ctrl_c_during_a_long_cli_solve_exits_130_and_claims_nothing(tmp_path):
    """A real ``optsched solve --solver dp`` on OR-Library wt100 #82 (more than a minute
    for lagdp): SIGINT once it has used 8 CPU seconds (warm-up, heuristics and the
    bound are behind it; it is in the compiled DPs) -- exit 130, status interrupted."""
    import json
    import os
    import signal
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, OPTSCHED_THREADS="1", PYTHONPATH=str(repo))
    inst = tmp_path / "wt100-082.json"
    gen = subprocess.run([sys.executable, "-m", "optsched.cli", "generate", "hgsp",
                          "--preset", "orlib-wt100", "--seed", "81", "-o", str(inst)],
                         cwd=repo, env=env, capture_output=True, text=True, timeout=300)
    assert gen.returncode == 0, gen.stderr
    out, err = tmp_path / "out.json", tmp_path / "err.txt"
    with open(out, "w") as o, open(err, "w") as e:
        proc = subprocess.Popen([sys.executable, "-m", "optsched.cli", "solve", str(inst),
                                 "--solver", "dp", "--time-limit", "300", "--json"],
                                stdout=o, stderr=e, cwd=repo, env=env)

    def cpu() -> float:
        try:
            f = Path(f"/proc/{proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            return 0.0
        return (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")

    guard = time.monotonic() + 600  # hang guard, not a speed check
    while proc.poll() is None and cpu() < 8.0 and time.monotonic() < guard:
        time.sleep(0.05)
    assert proc.poll() is None, err.read_text()
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("optsched solve --solver dp did not exit after SIGINT (hang guard)")
    assert proc.returncode == 130
    assert err.read_text().strip().splitlines()[-1] == "error: interrupted by SIGINT"
    res = json.loads(out.read_text())
    assert res["status"] == "interrupted" and res["objective"] is None
