"""Extended capacity cuts of the several-GPU column generation (issue 25,
``optsched.hgsp.wt_dp.parallel_cuts``): exact coefficients, validity on every schedule
without idle time, the sparse arc values against dense algebra, the pricing DP against
the master's coefficients, Lagrangian values below the optimum, and the solver with cuts
against brute force."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from scriptload import load_file

from optsched.hgsp.wt_dp import parallel_cg as C
from optsched.hgsp.wt_dp import parallel_cuts as X
from optsched.hgsp.wt_dp import parallel_dp as D

brute = load_file(Path(__file__).with_name("test_parallel_dp.py"), "parallel_dp_brute")


def _identical(seed: int, n: int, m: int):
    """Identical GPUs, no release dates (where the cuts apply)."""
    p, fits, a, d, w = brute._random(seed, n, m, False)
    return np.repeat(p[:, :1], m, axis=1), np.ones_like(fits), a, d, w


def _tardy(seed: int, n: int, m: int = 2):
    """Two identical GPUs, longer tasks and tighter due dates than :func:`_identical`:
    fractional roots, where capacity cuts are violated."""
    rng = np.random.default_rng(seed)
    p1 = rng.integers(2, 12, size=n)
    d = rng.integers(1, int(p1.sum() * 0.4), size=n).astype(np.int64)
    w = rng.integers(1, 10, size=n).astype(np.int64)
    return (np.repeat(p1[:, None], m, axis=1).astype(np.int64), np.ones((n, m), dtype=bool),
            np.zeros(n, dtype=np.int64), d, w)


def _gmi(f: Fraction, f0: Fraction) -> Fraction:
    return min(f / f0, (1 - f) / (1 - f0))


def test_coefficients_are_the_gomory_formula_in_exact_arithmetic():
    for num, den, rhs in [(1, 7, 12), (3, 8, 13), (5, 11, 40), (1, 2, 9)]:
        out, into = X.gmi_coefficients(num, den, rhs, 30)
        r = Fraction(num, den)
        f0 = (r * rhs) % 1
        for t in range(31):
            assert out[t] == pytest.approx(float(_gmi((r * t) % 1, f0)), abs=1e-15)
            assert into[t] == pytest.approx(float(_gmi((-r * t) % 1, f0)), abs=1e-15)
    with pytest.raises(ValueError, match="integral"):
        X.gmi_coefficients(1, 4, 8, 10)


def _random_no_idle_schedule(rng, p, m):
    """Machine sequences of a random schedule that runs every GPU from 0 without idle."""
    order = rng.permutation(p.size)
    cut = np.sort(rng.choice(np.arange(p.size + 1), size=m - 1, replace=True))
    seqs = np.split(order, cut)
    return [(s, np.cumsum(p[s])) for s in seqs]


def test_every_cut_holds_on_every_schedule_without_idle_time():
    """(GMI) is valid for any set and multiplier: random sets, random multipliers, random
    schedules; the left-hand side is never below 1."""
    rng = np.random.default_rng(7)
    n, m = 9, 3
    p = rng.integers(1, 12, size=n)
    pool = X.CutPool(n, int(p.sum()))
    cuts = []
    while len(cuts) < 300:
        S = tuple(sorted(rng.choice(n, rng.integers(1, n), replace=False).tolist()))
        q = int(rng.integers(2, 40))
        i = int(rng.integers(1, q // 2 + 1))
        rhs = int(p[list(S)].sum())
        if (i * rhs) % q:  # ticks measured from 0, from the horizon, from anywhere
            shift = int(rng.choice([0, int(p.sum()), int(rng.integers(-50, 150))]))
            cuts.append(X.CapacityCut(S, i, q, rhs, shift))
    pool.add(cuts)
    worst = np.inf
    for _ in range(200):
        lhs = np.zeros(len(pool))
        for jobs, ends in _random_no_idle_schedule(rng, p, m):
            if jobs.size:
                lhs += pool.column_coefficients(jobs, ends, p[jobs])
        worst = min(worst, float(lhs.min()))
    assert worst >= 1.0 - 1e-9


def test_sparse_arc_values_match_dense_algebra():
    rng = np.random.default_rng(3)
    n, T = 11, 60
    pool = X.CutPool(n, T)
    p = rng.integers(1, 9, size=n)
    cuts = []
    while len(cuts) < 25:
        S = tuple(sorted(rng.choice(n, rng.integers(1, n), replace=False).tolist()))
        q = int(rng.integers(2, 50))
        i = int(rng.integers(1, q // 2 + 1))
        if (i * int(p[list(S)].sum())) % q:
            cuts.append(X.CapacityCut(S, i, q, int(p[list(S)].sum()),
                                      int(rng.choice([0, T]))))
    pool.add(cuts)
    pi = np.maximum(rng.normal(size=len(pool)), 0.0)
    idx = np.array([0, 2, 3, 5, 6, 7, 10])  # a group holding some of the tasks
    pen, spen = pool.penalties(pi, idx, T + 1)
    rpen, rspen = pool.penalties_reference(pi, idx, T + 1)
    assert np.abs(pen - rpen).max() < 1e-12 and np.abs(spen - rspen).max() < 1e-12
    assert pool.penalties(np.zeros(len(pool)), idx, T + 1)[0] is X.NO_PEN


def _pool_with_random_cuts(groups, n, p, rng, count):
    pool = C.enable_cuts(groups, n)
    assert pool is not None
    cuts = []
    while len(cuts) < count:
        S = tuple(sorted(rng.choice(n, rng.integers(1, n), replace=False).tolist()))
        q = int(rng.integers(2, 30))
        i = int(rng.integers(1, q // 2 + 1))
        rhs = int(p[list(S), 0].sum())
        if (i * rhs) % q:
            cuts.append(X.CapacityCut(S, i, q, rhs, int(rng.choice([0, pool.horizon]))))
    pool.add(cuts)
    return pool


@pytest.mark.parametrize("seed", [401, 402, 403])
@pytest.mark.parametrize("paired", [False, True])
def test_lagrangian_with_cut_multipliers_stays_below_the_optimum(seed, paired):
    """``L(mu, eta, pi)`` is a lower bound for every ``pi >= 0`` (negative entries count
    as 0), with or without paired stops, and every path the DP traces is worth exactly
    its reduced cost in the master that holds the rows (``Master.reduced_costs``,
    ``cut_term``: the DP's arc values and the master's coefficients agree)."""
    n, m = 6, 2
    p, fits, a, d, w = _identical(seed, n, m)
    opt = brute._brute_force(p, fits, a, d, w)
    groups = C.build_groups(p, fits, a, d, w, opt + 3, paired=paired)
    R = C.n_pairs(groups)
    assert (R > 0) == paired
    rng = np.random.default_rng(seed)
    pool = _pool_with_random_cuts(groups, n, p, rng, 12)
    master = C.Master(n, groups, big=2.0 * opt + 16)  # the pool's rows join the master
    assert master.C == len(pool) == 12 and master.dim == n + R + 12
    assert master.add_cuts(list(pool.cuts)) == 0  # each row once
    gr = groups[0]
    for _ in range(6):
        mu = np.concatenate([rng.uniform(-2, 6, size=n), rng.uniform(-3, 3, size=R),
                             rng.uniform(-1, 3, size=len(pool))])
        L, tabs, _z = C.lagrangian(groups, mu)
        assert L <= opt + 1e-9
        assert C.tables(groups, mu)[0] == pytest.approx(L, abs=1e-9)
        pen, spen = gr.penalties(mu)
        stop = gr.stop_values(mu)
        jobs, ends, lens = D.trace_paths(tabs[0], gr.p, gr.A, gr.idle, 1e300, 4, stop,
                                         pen, spen)
        assert lens.size >= 1
        cols = []
        for q in range(lens.size):
            loc, e = jobs[q, :lens[q]], ends[q, :lens[q]]
            dp_value = float(tabs[0][e[-1], loc[-1]] + stop[e[-1]]
                             + (spen[e[-1], loc[-1]] if pen.shape[0] > 1 else 0.0))
            col = C.Column(0, tuple(int(x) for x in gr.idx[loc]), tuple(int(x) for x in e),
                           float(np.sum(gr.cost[loc, e])))
            if master._stop_ok(col):
                cols.append((col, dp_value))
        master.add([c for c, _v in cols])
        pi = mu.copy()
        pi[n + R:] = C.cut_mu(gr, mu)
        red = master.reduced_costs(pi, np.zeros(1))
        index = {(c.jobs, c.ends): k for k, c in enumerate(master.cols)}
        for col, dp_value in cols:
            assert red[index[col.jobs, col.ends]] == pytest.approx(dp_value, abs=1e-9)
            term = float(pool.column_coefficients(np.asarray(col.jobs), np.asarray(col.ends),
                                                  gr.p[np.searchsorted(gr.idx, col.jobs)])
                         @ pi[n + R:])
            assert master.cut_term(col, pi) == pytest.approx(term, abs=1e-12)


@pytest.mark.parametrize("seed,n", [(453, 14), (455, 14), (453, 16)])
def test_column_generation_with_cuts_keeps_every_bound_below_the_optimum(seed, n):
    """Root rounds (forward and reversed arcs) on instances whose uncut root leaves a
    gap: rows are added, every round's bound is at most OPT (the uncut exact solver's
    value), the warm-started master converges, and fixing at OPT keeps every task."""
    from optsched.hgsp.exact_lagdp_bp import warm_up
    from optsched.hgsp.wt_dp import parallel_ils as I

    warm_up()
    opt = _uncut_optimum(seed, n)
    p, fits, a, d, w = _tardy(seed, n)
    ub = opt + 5
    groups = C.build_groups(p, fits, a, d, w, ub)
    C.enable_cuts(groups, n)
    g0, s0 = I.list_schedule(np.argsort(d), p, fits, a)
    master = C.Master(n, groups, big=2.0 * ub + 10)
    master.add(C.schedule_columns(groups, g0, s0, p, w, d))
    cg = C.column_generation(groups, n, master, None, time_limit=120)
    assert cg.converged and cg.bound <= opt - 1  # a gap for the cuts
    best, rounds = C.root_cuts(groups, n, master, float(ub), cg, 4, np.inf,
                               min_violation=1e-3, min_gain=0.0, reversed_arcs=True)
    assert rounds and master.C > 0 and all(r.added > 0 for r in rounds)
    assert cg.bound - 1e-9 <= best.bound <= opt + 1e-9
    assert best.mu.size == master.dim == n + master.C
    for r in rounds:
        assert r.bound <= opt + 1e-9 and r.lp_value >= r.bound - 1e-6
    keep = C.surviving_pairs(groups, best.mu, float(opt))
    assert all(k.any(axis=1).all() for k in keep)


def test_cuts_are_off_where_they_are_not_valid():
    """Release dates (idle time) or several groups: no pool."""
    p, fits, a, d, w = brute._random(420, 6, 2, True)
    assert C.enable_cuts(C.build_groups(p, fits, a, d, w, None), 6) is None
    p, fits, a, d, w = brute._random(421, 6, 3, False, hetero=True)
    groups = C.build_groups(p, fits, a, d, w, None)
    if len(groups) > 1:
        assert C.enable_cuts(groups, 6) is None


def test_separation_finds_rows_the_master_violates():
    """On a master optimum, every separated row is violated by at least the threshold
    (recomputed from the columns' coefficients)."""
    n = 12
    for seed in range(430, 440):
        p, fits, a, d, w = _tardy(seed, n)
        groups = C.build_groups(p, fits, a, d, w, None)
        pool = C.enable_cuts(groups, n)
        master = C.Master(n, groups, big=400.0)
        cg = C.column_generation(groups, n, master, None, time_limit=120)
        assert cg.converged
        flow = X.arc_flow(master.cols, master.primal(), n, master.p_of)
        found = X.separate(flow, n, p[:, 0], pool.horizon, min_viol=1e-3)
        if not found:
            continue
        x = master.primal()
        pool.add([c for _v, c in found])
        lhs = np.zeros(len(pool))
        for q in np.flatnonzero(x > 1e-12):
            col = master.cols[q]
            jobs = np.asarray(col.jobs, dtype=np.int64)
            lhs += x[q] * pool.column_coefficients(jobs, np.asarray(col.ends), p[jobs, 0])
        for (viol, _c), v in zip(found, lhs):
            assert v == pytest.approx(1.0 - viol, abs=1e-7)
        return
    pytest.fail("no violated capacity cut on ten instances")


def _tardy_instance(seed: int, n: int):
    """:func:`_tardy` as an hgsp instance (two identical GPUs)."""
    from optsched.hgsp.instance import on_identical_gpus

    p, _fits, _a, d, w = _tardy(seed, n)
    return on_identical_gpus(p[:, 0], d, w, 2, name=f"cuts{seed}")


_UNCUT: dict = {}


def _uncut_result(seed: int, n: int):
    """The uncut exact solver on :func:`_tardy_instance` (once per process)."""
    from optsched.hgsp.exact_lagdp_bp import solve_branch_and_price

    if (seed, n) not in _UNCUT:
        _UNCUT[seed, n] = solve_branch_and_price(
            _tardy_instance(seed, n), solver="dp", time_limit=60, threads=1, seed=0,
            bound_share=0.25, cut_rounds=0)
    res = _UNCUT[seed, n]
    assert res.status.value == "optimal"
    return res


def _uncut_optimum(seed: int, n: int) -> int:
    return int(round(_uncut_result(seed, n).objective))


@pytest.mark.parametrize("tree_cuts", ["drop", "active", "all"])
def test_tree_after_cut_rounds_proves_the_uncut_optimum(tree_cuts):
    """Instances whose cut root leaves a gap, so the tree branches (probing off, one
    strong-branching candidate) -- over a master with every row (``all``), the active
    rows, or none after fixing at the cut root: the optimum of the uncut solver (itself
    checked against CP-SAT and the time-indexed MILP in ``test_parallel_dp.py``), a
    verified schedule, a root at least the uncut one."""
    from optsched.hgsp.exact_lagdp_bp import solve_branch_and_price, warm_up
    from optsched.hgsp.verify import evaluate, verify

    warm_up()
    branched = 0
    for seed, n in ((455, 14), (453, 16)):  # 9 / 30 rows, 13 / 7 nodes with all rows
        inst = _tardy_instance(seed, n)
        ref = _uncut_result(seed, n)
        raw = solve_branch_and_price(inst, solver="dp", time_limit=60, threads=1,
                                     seed=0, bound_share=0.25, probe=False, sb_max=1,
                                     tree_ils_share=0.0, cut_rounds=4,
                                     tree_cuts=tree_cuts)
        assert raw.metrics["cuts"] > 0
        assert (raw.metrics["uncut_bound"] - 1e-9 <= raw.metrics["lagrangian_bound"]
                <= ref.objective + 1e-9)
        if tree_cuts == "drop":
            assert raw.metrics.get("tree_cuts", 0) == 0
        branched += int((raw.metrics.get("nodes") or 0) > 1)
        assert raw.status.value == "optimal"
        assert raw.objective == pytest.approx(ref.objective, abs=1e-9)
        assert raw.bound == pytest.approx(ref.objective, abs=1e-9)
        assert verify(inst, raw.schedule) == []
        assert evaluate(inst, raw.schedule)[0] == pytest.approx(raw.objective, abs=1e-9)
    assert branched >= 1


def test_all_multipliers_halves_suffice():
    """``r`` and ``1 - r`` give the same row (hence ``i <= q / 2`` in the sweep)."""
    for num, den, rhs in itertools.product([1, 2, 3], [7, 9], [5, 13]):
        if (num * rhs) % den == 0 or ((den - num) * rhs) % den == 0:
            continue
        a = X.gmi_coefficients(num, den, rhs, 25)
        b = X.gmi_coefficients(den - num, den, rhs, 25)
        assert np.allclose(a[0], b[0]) and np.allclose(a[1], b[1])


def test_dropping_rows_keeps_the_master_and_the_pool_consistent():
    n = 12
    p, fits, a, d, w = _tardy(431, n)
    groups = C.build_groups(p, fits, a, d, w, None)
    pool = C.enable_cuts(groups, n)
    master = C.Master(n, groups, big=400.0)
    cg = C.column_generation(groups, n, master, None, time_limit=120)
    rng = np.random.default_rng(431)
    cuts = []
    while len(cuts) < 6:
        S = tuple(sorted(rng.choice(n, rng.integers(2, n), replace=False).tolist()))
        q = int(rng.integers(2, 30))
        rhs = int(p[list(S), 0].sum())
        if rhs % q:
            cuts.append(X.CapacityCut(S, 1, q, rhs))
    assert master.add_cuts(cuts) == 6 and master.C == 6 and len(pool) == 6
    assert master.add_cuts(cuts) == 0  # each row once
    keep = np.array([True, False, True, False, False, True])
    master.drop_cuts(keep)
    assert master.C == len(pool) == 3 and pool.cuts == [cuts[0], cuts[2], cuts[5]]
    assert master.dim == n + 3 and master.n_art == master.rows + 3
    lp, pi, _sigma = master.solve()
    assert pi.size == master.dim and lp >= cg.bound - 1e-6
    master.drop_cuts()
    assert master.C == 0 and master.dim == n
    assert master.solve()[0] == pytest.approx(cg.lp_value, rel=1e-6, abs=1e-6)


def test_model_parameters_and_cli(tmp_path, cli):
    """``cut_rounds`` / ``tree_cuts`` reach the solver; bad values are one-line errors
    naming the parameter (exit code 2 on the command line)."""
    import json

    from optsched.core import solve
    from optsched.core.errors import InstanceError

    inst = _tardy_instance(454, 14)  # the cut rounds raise its root
    cut = solve(inst, solver="dp", time_limit=30, threads=1, cut_rounds=3,
                tree_cuts="active")
    plain = solve(inst, solver="dp", time_limit=30, threads=1, cut_rounds=0)
    assert cut.status.value == plain.status.value == "optimal"
    assert cut.objective == pytest.approx(plain.objective, abs=1e-9)
    assert "uncut_bound" in cut.metrics and "uncut_bound" not in plain.metrics
    assert cut.metrics["cuts"] > 0
    for bad in ({"cut_rounds": -1}, {"cut_rounds": "many"}, {"cut_rounds": 101},
                {"tree_cuts": "some"}):
        with pytest.raises(InstanceError, match=next(iter(bad))):
            solve(inst, solver="dp", time_limit=5, threads=1, **bad)
    path = tmp_path / "i.json"
    path.write_text(json.dumps(inst.to_dict()))
    out = cli("solve", str(path), "--solver", "dp", "--param", "tree_cuts=some")
    assert out.returncode == 2 and "tree_cuts" in out.stderr, out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
