"""Building blocks of the several-GPU ``lagdp`` (issue 25): pseudo-schedule DPs per group
of identical GPUs, their Lagrangian bound, reduced-cost fixing, the dense master LP, the
windows without release dates, and the local search. Brute force on tiny instances is
the reference; small sizes keep every test cheap."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from optsched.hgsp.wt_dp import parallel_cg as C
from optsched.hgsp.wt_dp import parallel_dp as D
from optsched.hgsp.wt_dp import parallel_ils as I
from optsched.hgsp.wt_dp.parallel_lp import DenseLP


def _random(seed: int, n: int, m: int, release: bool, hetero: bool = False):
    rng = np.random.default_rng(seed)
    p1 = rng.integers(1, 6, size=n)
    speed = rng.integers(1, 3, size=m) if hetero else np.ones(m, dtype=np.int64)
    p = np.stack([p1 * s for s in speed], axis=1).astype(np.int64)  # slower = longer
    fits = np.ones((n, m), dtype=bool)
    if hetero:
        fits[rng.integers(0, n), 0] = False
    a = rng.integers(0, 6, size=n) if release else np.zeros(n, dtype=np.int64)
    if release:
        a[0] = 0
    d = a + rng.integers(1, 8, size=n)
    w = rng.integers(1, 5, size=n)
    return p, fits, a.astype(np.int64), d.astype(np.int64), w.astype(np.int64)


def _seq_cost(seq, j, p, a, d, w):
    t, c = 0, 0
    for i in seq:
        t = max(t, int(a[i])) + int(p[i, j])
        c += int(w[i]) * max(0, t - int(d[i]))
    return c


def _brute_force(p, fits, a, d, w):
    """Optimal weighted tardiness over every assignment and order (semi-active)."""
    n, m = p.shape
    best = None
    for assign in itertools.product(range(m), repeat=n):
        if any(not fits[i, assign[i]] for i in range(n)):
            continue
        total = 0
        for j in range(m):
            tasks = [i for i in range(n) if assign[i] == j]
            total += min((_seq_cost(s, j, p, a, d, w) for s in itertools.permutations(tasks)),
                         default=0)
            if best is not None and total >= best:
                break
        best = total if best is None else min(best, total)
    return best


CASES = [(s, n, m, rel, het) for s, (n, m, rel, het) in enumerate(
    [(5, 2, False, False), (5, 2, True, False), (5, 3, False, False), (6, 2, False, False),
     (5, 2, True, True), (5, 3, True, True), (6, 3, False, True)], start=300)]


@pytest.mark.parametrize("case", CASES)
def test_lagrangian_bound_and_fixing_keep_the_optimum(case):
    from optsched.hgsp.exact_lagdp_bp import warm_up

    warm_up()  # compiled kernels: the column generation below runs under a time limit
    seed, n, m, rel, het = case
    p, fits, a, d, w = _random(seed, n, m, rel, het)
    opt = _brute_force(p, fits, a, d, w)
    ub = opt + 3
    groups = C.build_groups(p, fits, a, d, w, ub)
    if not het:
        assert len(groups) == 1 and groups[0].size == m  # identical GPUs: one group
    rng = np.random.default_rng(seed)
    for _ in range(5):  # any multipliers give a lower bound
        mu = rng.uniform(-2, 6, size=n)
        L, _F, _z = C.lagrangian(groups, mu)
        assert L <= opt + 1e-9
        total, tabs, z = C.tables(groups, mu)
        assert total == pytest.approx(L, abs=1e-9)
        for gr, V, zg in zip(groups, tabs, z):
            # the backward table's free state at 0 is the best path (or the empty one),
            # and the best path through a state is never better than the best path
            F = gr.forward(mu)
            assert zg == pytest.approx(min(0.0, float(F[1:, :-1].min())), abs=1e-9)
            assert float(V.min()) >= zg - 1e-9
    # column generation converges to a value between a Lagrangian bound and OPT
    g0, s0 = I.list_schedule(np.argsort(d), p, fits, a)
    master = C.Master(n, groups, big=2.0 * ub + 10)
    master.add(C.schedule_columns(groups, g0, s0, p, w, d))
    cg = C.column_generation(groups, n, master, None, time_limit=120)
    assert cg.converged and cg.bound <= opt + 1e-9
    assert cg.lp_value == pytest.approx(cg.bound, rel=1e-6, abs=1e-6)
    # fixing at OPT keeps a state of every task (an optimal schedule survives); at
    # OPT - 1 with the converged multipliers nothing below OPT is claimed possible
    keep = C.surviving_pairs(groups, cg.mu, float(opt))
    cov = np.zeros(n, dtype=bool)
    for gr, kp in zip(groups, keep):
        cov[gr.idx[kp.any(axis=1)]] = True
    assert cov.all()


@pytest.mark.parametrize("case", CASES[:4])
def test_column_generation_prices_on_after_a_stalled_master(case):
    """A master LP that stops at its pivot cap before its deadline (a degenerate stall)
    lowers the master's cap for good, and the column generation goes on pricing at the
    capped basis' duals: its bound stays a Lagrangian value below OPT, it is only called
    converged once the LP value is reached, and with the default cap the same master
    converges to the same LP value."""
    from optsched.hgsp.exact_lagdp_bp import warm_up

    warm_up()
    seed, n, m, rel, het = case
    p, fits, a, d, w = _random(seed, n, m, rel, het)
    opt = _brute_force(p, fits, a, d, w)
    g0, s0 = I.list_schedule(np.argsort(d), p, fits, a)

    def run(cap):
        groups = C.build_groups(p, fits, a, d, w, opt + 3)
        master = C.Master(n, groups, big=2.0 * (opt + 3) + 10)
        master.add(C.schedule_columns(groups, g0, s0, p, w, d))
        if cap is not None:
            master.pivot_cap = cap
        return master, C.column_generation(groups, n, master, None, time_limit=120)

    master, cg = run(1)  # every solve stops after one pivot until the cap is lowered
    assert master.pivot_cap == C.STALL_PIVOTS
    assert cg.iterations > 1  # priced on after the first (stalled) solve
    assert C.lagrangian(master.groups, cg.mu)[0] == pytest.approx(cg.bound, abs=1e-9)
    assert cg.bound <= opt + 1e-9
    _m, ref = run(None)
    assert ref.converged and _m.pivot_cap == 100_000  # no stall: the cap is kept
    if cg.converged:
        assert cg.lp_value == pytest.approx(ref.lp_value, rel=1e-6, abs=1e-6)


@pytest.mark.parametrize("case", CASES[:4])
def test_subgradient_start_is_a_lagrangian_value_below_the_optimum(case):
    """The first centre of the column generation: its value is ``L`` at its multipliers
    (a DP value, so at most OPT) and never below ``L(0) = 0``; its paths are columns."""
    seed, n, m, rel, het = case
    p, fits, a, d, w = _random(seed, n, m, rel, het)
    opt = _brute_force(p, fits, a, d, w)
    groups = C.build_groups(p, fits, a, d, w, opt + 3)
    master = C.Master(n, groups, big=2.0 * opt + 16)
    best, mu = C.subgradient_start(groups, n, master, float(opt + 3), iterations=40)
    assert best == pytest.approx(C.lagrangian(groups, mu)[0], abs=1e-9)
    assert -1e-9 <= best <= opt + 1e-9
    assert len(master.cols) >= 1 or opt == 0


def test_windows_without_release_dates_keep_an_optimal_schedule():
    """The latest completion ``floor((P - p) / m) + p`` of identical GPUs removes no
    optimum: brute force restricted to schedules inside the windows finds OPT."""
    for seed in range(310, 318):
        p, fits, a, d, w = _random(seed, 6, 2, False)
        opt = _brute_force(p, fits, a, d, w)
        lc = C.latest_completions(p, fits, a, d, w, None, [(0, 1)])
        best = None
        for assign in itertools.product(range(2), repeat=6):
            total = 0
            ok = True
            for j in range(2):
                tasks = [i for i in range(6) if assign[i] == j]
                cands = []
                for s in itertools.permutations(tasks):
                    t, inside = 0, True
                    for i in s:
                        t += int(p[i, j])
                        inside &= t <= lc[i, j]
                    if inside:
                        cands.append(_seq_cost(s, j, p, a, d, w))
                if not cands and tasks:
                    ok = False
                    break
                total += min(cands, default=0)
            if ok:
                best = total if best is None else min(best, total)
        assert best == opt


@pytest.mark.parametrize("paired", [False, True])
def test_trace_paths_read_back_their_value(paired):
    p, fits, a, d, w = _random(320, 7, 2, True)
    if paired:  # one group of two identical GPUs, no release dates: paired stops apply
        p, fits = np.repeat(p[:, :1], 2, axis=1), np.ones_like(fits)
        a = np.zeros_like(a)
    groups = C.build_groups(p, fits, a, d, w, None, paired=paired)
    assert (C.n_pairs(groups) > 0) == paired
    rng = np.random.default_rng(320)
    mu = np.concatenate([rng.uniform(0, 8, size=7),
                         rng.uniform(-3, 3, size=C.n_pairs(groups))])
    for gr in groups:
        F = gr.forward(mu)
        stop = gr.stop_values(mu)
        jobs, ends, lens = D.trace_paths(F, gr.p, gr.A, gr.idle, -1e-9, 5, stop, *gr.penalties(mu))
        assert lens.size >= 1
        for q in range(lens.size):
            loc = jobs[q, :lens[q]]
            e = ends[q, :lens[q]]
            val = float(np.sum(gr.cost[loc, e] - mu[gr.idx[loc]]))
            assert val == pytest.approx(float(F[e[-1], loc[-1]]), abs=1e-9)
            assert val + stop[e[-1]] < -1e-9  # below the threshold, stop value included
            assert np.all(np.diff(e) >= gr.p[loc[1:]])  # no overlap along the path


@pytest.mark.parametrize("hetero", [False, True])
def test_paths_as_columns_match_a_per_path_reference(hetero):
    """The vectorised columns of the pricing step (costs from the padded path matrix)
    equal the columns read path by path: global task indices, completions, and the
    weighted tardiness recomputed from them; the padded task matrix holds exactly them."""
    p, fits, a, d, w = _random(321, 8, 3, True, hetero=hetero)
    groups = C.build_groups(p, fits, a, d, w, None)
    mu = np.random.default_rng(321).uniform(0, 9, size=8 + C.n_pairs(groups))
    seen = 0
    for g, gr in enumerate(groups):
        F = gr.forward(mu)
        cols, tasks, real, _cost = C._paths(gr, g, F, 6, mu)
        jobs, ends, lens = D.trace_paths(F, gr.p, gr.A, gr.idle, -1e-9, 6,
                                         gr.stop_values(mu), *gr.penalties(mu))
        assert len(cols) == lens.size
        for q, c in enumerate(cols):
            loc, e = jobs[q, :lens[q]], ends[q, :lens[q]]
            assert c.g == g and c.jobs == tuple(int(x) for x in gr.idx[loc])
            assert c.ends == tuple(int(x) for x in e)
            glob = np.array(c.jobs)
            assert c.cost == float(sum(int(w[j]) * max(0, int(t) - int(d[j]))
                                       for j, t in zip(glob, c.ends)))
            assert tasks[q][real[q]].tolist() == list(c.jobs)
            seen += 1
    assert seen > 0


def test_dense_lp_matches_highs():
    from scipy import sparse

    from optsched.core.result import Status
    from optsched.core.solvers import solve_highs_matrix

    rng = np.random.default_rng(330)
    n, K = 12, 80
    b = np.concatenate([np.ones(n), [2.0]])
    lp = DenseLP(b, np.concatenate([np.full(n, 100.0), [0.0]]))
    idx, val, cost = [], [], []
    for _ in range(K):
        jobs = rng.integers(0, n, size=rng.integers(2, 6))
        u, c = np.unique(jobs, return_counts=True)
        idx.append(np.concatenate([u, [n]]))
        val.append(np.concatenate([c.astype(float), [1.0]]))
        cost.append(float(rng.integers(0, 30)))
    lp.add(np.array(cost), idx, val)
    off = rng.random(K) < 0.3

    def highs(disabled):
        rows = np.concatenate([np.arange(n + 1)] + idx)
        cols = np.concatenate([np.arange(n + 1)] + [np.full(len(x), n + 1 + q)
                                                    for q, x in enumerate(idx)])
        A = sparse.csc_matrix((np.concatenate([np.ones(n + 1)] + val), (rows, cols)),
                              shape=(n + 1, n + 1 + K))
        cost_all = np.concatenate([np.full(n, 100.0), [0.0], cost])
        upper = np.concatenate([np.full(n + 1, np.inf), np.where(disabled, 0.0, np.inf)])
        ho = solve_highs_matrix(cost_all, np.zeros(n + 1 + K), upper, A, b, b)
        assert ho.outcome.status is Status.OPTIMAL
        return ho.outcome.objective

    st, obj, y, x = lp.solve()
    assert st == 0 and obj == pytest.approx(highs(np.zeros(K, bool)), rel=1e-6)
    saved = lp.save_basis()
    lp.set_enabled(np.arange(K) + n + 1, ~off)
    st, obj2, y, x = lp.solve()
    assert st == 0 and obj2 == pytest.approx(highs(off), rel=1e-6)
    assert np.all(x[n + 1:][off] <= 1e-9)  # disabled columns are 0
    lp.set_enabled(np.arange(K) + n + 1, np.ones(K, bool))
    lp.load_basis(saved)
    st, obj3, y, x = lp.solve()
    assert st == 0 and obj3 == pytest.approx(obj, rel=1e-6)


@pytest.mark.parametrize(("failures", "late"), [(1, False), (2, True), (4, False)])
def test_dense_lp_restarts_after_a_singular_refactorisation(monkeypatch, failures, late):
    """A refactorisation that meets a numerically singular basis raises inside the
    compiled simplex (here after leaving the basis half-way and wrecking its inverse);
    the LP starts again from its unit basis with a new perturbation (at most three times
    a call) and still reaches the optimum -- also past its deadline, where a restarted
    solve runs one chunk before it may stop -- or, after a fourth failure, reports
    "stopped" from the unit basis, never an optimum it did not reach."""
    import time as _time

    from optsched.hgsp.wt_dp import parallel_lp as LPm

    rng = np.random.default_rng(331)
    n, K = 10, 60
    b = np.concatenate([np.ones(n), [2.0]])

    def build():
        lp = DenseLP(b, np.concatenate([np.full(n, 100.0), [0.0]]))
        r = np.random.default_rng(331)
        idx, val = [], []
        for _ in range(K):
            u, c = np.unique(r.integers(0, n, size=r.integers(2, 5)), return_counts=True)
            idx.append(np.concatenate([u, [n]]))
            val.append(np.concatenate([c.astype(float), [1.0]]))
        lp.add(r.integers(0, 30, size=K).astype(float), idx, val)
        return lp

    st0, reference, _y, _x = build().solve()
    assert st0 == 0
    real = LPm.simplex
    calls = {"n": 0}

    def flaky(*args):
        calls["n"] += 1
        if calls["n"] <= failures:
            for _ in range(int(rng.integers(1, 4))):  # leave the basis half-way
                real(*args[:10], 1, *args[11:])
            args[6][:, :] = np.nan  # the inverse is lost with the failed refactorisation
            raise np.linalg.LinAlgError("Matrix is singular to machine precision.")
        return real(*args)

    monkeypatch.setattr(LPm, "simplex", flaky)
    lp = build()
    b_before = lp.b.copy()
    if late:
        lp.deadline = _time.perf_counter() - 1.0
    st, obj, y, _x = lp.solve()
    assert np.isfinite(y).all() and np.isfinite(lp.Binv).all()
    assert not np.array_equal(lp.b, b_before)  # a new perturbation
    assert np.allclose(lp.b, b, rtol=2e-6, atol=2e-6)
    if failures <= 3:
        assert lp.restarts == failures and st == 0
        assert obj == pytest.approx(reference, rel=1e-9)
    else:
        assert lp.restarts == 3 and st == 1  # gave up: not optimal, and says so
        assert lp.bidx.tolist() == list(range(n + 1))  # left at the unit basis


@pytest.mark.parametrize("case", CASES[:5])
def test_local_search_schedule_is_consistent(case):
    seed, n, m, rel, het = case
    p, fits, a, d, w = _random(seed, n, m, rel, het)
    opt = _brute_force(p, fits, a, d, w)
    gpu, start, cost = I.heuristic(p, fits, a, d, w, seed=1, kicks=40)
    assert fits[np.arange(n), gpu].all() and (start >= a).all()
    total = 0
    for j in range(m):  # no overlap, and the cost is the schedule's
        tasks = np.flatnonzero(gpu == j)
        tasks = tasks[np.argsort(start[tasks])]
        assert np.all(start[tasks[1:]] >= start[tasks[:-1]] + p[tasks[:-1], j])
        c = start[tasks] + p[tasks, j]
        total += int(np.sum(w[tasks] * np.maximum(0, c - d[tasks])))
    assert total == cost >= opt


def test_walk_resumes_where_it_stopped():
    """A :class:`Walk` run in two parts (3 + 3 chunks) ends where one run of 6 chunks
    ends (same best cost and schedule: resumable and seeded); its schedule's cost is
    its reported cost and not below the optimum."""
    import math

    p, fits, a, d, w = _random(341, 6, 2, True)
    opt = _brute_force(p, fits, a, d, w)
    gpu, start = I.list_schedule(np.arange(6), p, fits, a)
    one = I.Walk(p, fits, a, d, w, gpu, start, seed=5, chunk=10)
    one.run(math.inf, max_chunks=6)
    two = I.Walk(p, fits, a, d, w, gpu, start, seed=5, chunk=10)
    two.run(math.inf, max_chunks=3)
    assert two.chunks == 3
    two.run(math.inf, max_chunks=3)
    g1, s1, c1 = one.schedule()
    g2, s2, c2 = two.schedule()
    assert c1 == c2 and np.array_equal(g1, g2) and np.array_equal(s1, s2)
    total = sum(_seq_cost(np.flatnonzero(g1 == j)[np.argsort(s1[g1 == j])], j, p, a, d, w)
                for j in range(2))
    assert total == c1 >= opt


def test_local_search_stops_at_a_passed_deadline():
    """A deadline already past stops the compiled walk before its first perturbation
    (round 16: the per-start phase checked it only between starts, ~0.8 s each on
    n = 100): :func:`ils`, :func:`heuristic` and a :class:`Walk` chunk return the
    descent of their start, with a schedule whose cost is the reported cost; without
    a deadline the same calls perturb and may improve."""
    import math

    p, fits, a, d, w = _random(359, 6, 2, True)
    gpu, start = I.list_starts(p, fits, a, d, w)[0]  # EDD: heuristic's first start
    S, Ln = I.sequences_from(gpu, start, 2)
    args = (p, fits, a, d, w)
    descent = I.ils(S, Ln, *args, 0, 3, 7, 0)[2]
    cut = I.ils(S, Ln, *args, 500, 3, 7, 0, 0, 0.0, 50, 0.0)  # deadline t = 0: past
    assert cut[2] == descent
    full = I.ils(S, Ln, *args, 500, 3, 7, 0)[2]
    assert full < descent  # the perturbations matter on this instance (18 < 22)
    g, s, c = I.heuristic(p, fits, a, d, w, seed=0, kicks=800, deadline=0.0)
    assert c == I.ils(S, Ln, *args, 0, 3, 0, 0)[2]
    total = sum(_seq_cost(np.flatnonzero(g == j)[np.argsort(s[g == j])], j, p, a, d, w)
                for j in range(2))
    assert total == c
    walk = I.Walk(p, fits, a, d, w, gpu, start, seed=5, chunk=200)
    walk.run(math.inf, max_chunks=1, hard_deadline=0.0)
    assert walk.chunks == 1 and walk.best == descent
    free = I.Walk(p, fits, a, d, w, gpu, start, seed=5, chunk=200)
    assert free.run(math.inf, max_chunks=1) < descent


def test_exact_sequence_is_optimal():
    p, fits, a, d, w = _random(340, 7, 1, False)
    seq = np.arange(7, dtype=np.int64)
    order, c = I.exact_sequence(seq, 7, 0, p, d, w)
    best = min(_seq_cost(s, 0, p, a, d, w) for s in itertools.permutations(range(7)))
    assert c == best == _seq_cost(order, 0, p, a, d, w)


# ------------------------------------------------- the whole branch-and-price (small)


@pytest.mark.parametrize("tree_ils", [
    {"tree_ils_share": 0.0},
    {"tree_ils_share": 1.0, "tree_ils_delay": 0.0, "tree_ils_slice": 0.02}])
def test_branch_and_price_tree_agrees_with_cpsat_and_timeindexed(tree_ils):
    """hgsp's general case (release dates, speeds 3 and 2, a task one GPU cannot hold):
    with probing off the root does not close, the tree branches (3 nodes with the
    quantile splits, ``branching="mass"``; the default splits close it at the root, see
    ``test_bp_branching.py`` for trees with every rule), and its proven
    optimum equals CP-SAT's and the time-indexed MILP's, with and without the local
    search between the nodes."""
    from optsched.core import solve
    from optsched.core.result import Status
    from optsched.hgsp.exact_lagdp_bp import solve_branch_and_price
    from optsched.hgsp.generate import tiny
    from optsched.hgsp.verify import evaluate, verify

    inst = tiny(225, n_tasks=16, n_gpus=2)
    assert not inst.fits.all() and inst.arrival.max() > 0 and inst.p[0, 0] != inst.p[0, 1]
    cp = solve(inst, solver="cpsat", time_limit=60, threads=1)
    ti = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    assert cp.status is Status.OPTIMAL and ti.status is Status.OPTIMAL
    assert cp.objective == pytest.approx(ti.objective, abs=1e-9)
    raw = solve_branch_and_price(inst, solver="dp", time_limit=60, threads=1, seed=0,
                                 bound_share=0.25, probe=False, sb_max=1,
                                 branching="mass", **tree_ils)
    assert raw.metrics["nodes"] > 1  # the tree was searched
    assert (raw.metrics["tree_ils_chunks"] > 0) == (tree_ils["tree_ils_share"] > 0)
    assert raw.metrics["lagrangian_bound"] < cp.objective - 1e-6  # root alone: a gap
    assert raw.status is Status.OPTIMAL
    assert raw.objective == pytest.approx(cp.objective, abs=1e-9)
    assert raw.bound == pytest.approx(cp.objective, abs=1e-9)
    assert verify(inst, raw.schedule) == []
    assert evaluate(inst, raw.schedule)[0] == pytest.approx(raw.objective, abs=1e-9)


def test_a_node_whose_master_lp_was_cut_short_stays_open(monkeypatch):
    """A master LP stopped before it left its all-artificial start (a restart after a
    singular refactorisation near the deadline) proves nothing about a node: the tree
    keeps the node open and claims no optimum, where it used to drop it as "no real
    columns cover the tasks" (and then report the incumbent as proven)."""
    from optsched.core.result import Status
    from optsched.hgsp.exact_lagdp_bp import solve_branch_and_price
    from optsched.hgsp.generate import tiny
    from optsched.hgsp.wt_dp import parallel_bp as BP
    from optsched.hgsp.wt_dp.parallel_lp import DenseLP

    inst = tiny(225, n_tasks=16, n_gpus=2)
    in_tree = {"on": False}
    real_process, real_solve = BP._Search.process, DenseLP.solve

    def process(self, node):
        in_tree["on"] = True
        return real_process(self, node)

    def solve(self, max_iter=100_000):
        if not in_tree["on"]:
            return real_solve(self, max_iter)
        self.restart()  # the unit basis, and no pivot: status 1 ("stopped")
        return real_solve(self, 0)

    monkeypatch.setattr(BP._Search, "process", process)
    monkeypatch.setattr(DenseLP, "solve", solve)
    raw = solve_branch_and_price(inst, solver="dp", time_limit=60, threads=1, seed=0,
                                 bound_share=0.25, probe=False, sb_max=1,
                                 branching="mass", tree_ils_share=0.0)
    assert in_tree["on"]
    assert raw.status is not Status.OPTIMAL
    assert raw.bound <= raw.objective
    # the optimum is 4 (CP-SAT and the time-indexed MILP: the test above); the root
    # alone stays below it
    assert raw.bound < 4.0 and raw.metrics["lagrangian_bound"] < 4.0


def test_blas_threads_are_limited_during_the_solve_only(monkeypatch):
    """``threads=1``: numpy's BLAS / OpenMP pools hold one thread inside the solve, and
    their previous sizes are back afterwards."""
    from threadpoolctl import threadpool_info, threadpool_limits

    from optsched.hgsp import exact_lagdp_bp as B

    seen = []
    monkeypatch.setattr(B, "_solve", lambda inst, **kw: seen.append(
        [pool["num_threads"] for pool in threadpool_info()]))
    with threadpool_limits(limits=2):
        before = [pool["num_threads"] for pool in threadpool_info()]
        B.solve_branch_and_price(None, threads=1)
        after = [pool["num_threads"] for pool in threadpool_info()]
    assert seen[0] and all(k == 1 for k in seen[0])
    assert after == before


def test_time_limit_returns_the_solvers_own_result():
    """An instance the tree does not close in 60 s (published optimum 35279): at a 2 s
    limit the solver itself returns (the facade would otherwise preempt it after its
    grace and return no schedule) a verified schedule and a bound below the optimum."""
    from pathlib import Path

    from optsched.core import load_instance, solve
    from optsched.core.result import Status

    inst = load_instance(Path(__file__).resolve().parents[2] / "instances" / "pwt"
                         / "pwt-wt40-m2-066.json")
    res = solve(inst, solver="dp", time_limit=2, threads=1)
    assert res.status is Status.TIME_LIMIT and res.feasible
    assert res.objective is not None and res.objective >= 35279 - 1e-9
    assert res.bound is not None and res.bound <= 35279 + 1e-9


def test_signal_during_column_generation_gives_interrupted(handlers, monkeypatch):
    import signal

    from optsched.core import solve
    from optsched.core.result import Status
    from optsched.hgsp.generate import tiny

    calls = {"n": 0}
    real = DenseLP.solve

    def lp_solve(self, *args, **kw):
        calls["n"] += 1
        if calls["n"] == 3:
            signal.raise_signal(signal.SIGINT)
        return real(self, *args, **kw)

    monkeypatch.setattr(DenseLP, "solve", lp_solve)
    res = solve(tiny(225, n_tasks=16, n_gpus=2), solver="dp", time_limit=60, threads=1,
                multi="bp")
    assert calls["n"] == 3  # nothing ran after the signal
    assert res.status is Status.INTERRUPTED and res.objective is None
    assert res.metrics["signal"] == signal.SIGINT
