"""Model lagdp, the stages of the single-GPU pipeline (issues 16 and 25).

Cross-checks against brute force over all sequences on random instances the tests name
nowhere else (with and without release dates): the optimal schedule with the fewest
inversions obeys every rule the relaxations use (two-job, relaxed two-job, three-job,
dominance); stage 1's sparse sweeps equal a plain reference DP of the same rule and are
a weaker bound than the exact rule; elimination keeps the optimum; the level-0 graph,
the three-job lift and remembered jobs are successively stronger bounds, never above the
optimum, and an exact lift is the optimum; the whole sublimation from a poor incumbent
proves the brute-force optimum; the local search returns what it claims; a deadline or
an interrupt stops the compiled builders without a claim.
"""

from __future__ import annotations

import itertools
import time

import numpy as np
import pytest

from optsched.core import interrupt
from optsched.hgsp.wt_dp import kernels as K
from optsched.hgsp.wt_dp import ssdp, stage2, upper
from optsched.hgsp.wt_dp import stage1 as S1
from optsched.hgsp.wt_dp.solver import (
    UB_CONFIGS,
    Stage1,
    UpperSearch,
    make_problem,
    solve_single,
)

FAR = float("inf")


def _problem(seed: int, n: int, releases: bool, zero_weights: bool = False):
    rng = np.random.default_rng(seed)
    p = rng.integers(1, 9, n)
    w = rng.integers(0 if zero_weights else 1, 7, n)
    d = rng.integers(1, int(p.sum()) + 1, n)
    r = rng.integers(0, int(p.sum()) // 2 + 1, n) if releases else np.zeros(n, np.int64)
    pairs = []
    if not releases:  # rule 4 of exact_common without release dates
        for i, k in itertools.permutations(range(n), 2):
            if p[i] <= p[k] and d[i] <= d[k] and w[i] >= w[k] and (
                    (d[i], p[i], -w[i], i) < (d[k], p[k], -w[k], k)):
                pairs.append((i, k))
    return make_problem(p, r, w, d, pairs)


def _optimum(pb) -> int:
    return min(pb.sequence_cost(np.array(s)) for s in itertools.permutations(range(pb.n)))


def _inversions(seq, rank) -> int:
    return sum(1 for a, b in itertools.combinations(seq, 2) if rank[a] > rank[b])


def _starts(pb, seq):
    t, out = 0, []
    for j in seq:
        t = max(t, int(pb.r[j]))
        out.append(t)
        t += int(pb.p[j])
    return out


def _stage1_reference(pb, mu, alive):
    """Plain DP of stage 1's relaxed rule (``stage1.lite_allowed``) over ``alive``."""
    n, T = pb.n, pb.horizon
    ratio = pb.w / pb.p
    F = np.full((T + 1, n), np.inf)
    for t in range(1, T + 1):
        for k in range(n):
            s = t - pb.p[k]
            if not alive[k, t] or s < pb.r[k]:
                continue
            best = 0.0 if s == 0 else np.inf
            if s > 0 and pb.idle and s == pb.r[k]:  # after idle time: anything before
                best = min([0.0] + [F[u, i] for u in range(s) for i in range(n)])
            for i in range(n):
                if s > 0 and F[s, i] < best and S1.lite_allowed(i, k, s, pb.p, pb.r, pb.w,
                                                                pb.d, pb.rank, ratio):
                    best = F[s, i]
            if best < np.inf:
                F[t, k] = best + S1.tard(pb.w, pb.d, k, t) - mu[k]
    end = min(0.0, F[np.isfinite(F)].min(initial=np.inf)) if pb.idle else F[T].min()
    return F, end


def _lists(pb, alive):
    return S1.Lists(alive, pb.p, pb.r, pb.w, pb.d, pb.rank)


def _fwd(pb, mu, L, alive):
    """Stage 1's forward pass into fresh buffers; dead pairs read as INF."""
    F = np.full((pb.horizon + 1, pb.n), np.nan)
    pred = np.full((pb.horizon + 1, pb.n), -7, dtype=np.int32)
    F, pred, PM, PMarg, v, e = S1.forward(pb.p, pb.r, pb.w, pb.d, pb.rank, mu, pb.idle,
                                          *L.args(), F, pred)
    assert not np.isnan(F[alive.T]).any()  # every surviving pair is written
    return np.where(alive.T, F, K.INF), pred, PM, PMarg, v, e


def _bwd(pb, mu, L, alive):
    B = np.full((pb.horizon + 1, pb.n), np.nan)
    B, b0 = S1.backward(pb.p, pb.r, pb.w, pb.d, pb.rank, mu, pb.idle, *L.args(), alive, B)
    assert not np.isnan(B[alive.T]).any()
    return np.where(alive.T, B, K.INF), b0


@pytest.mark.parametrize("releases", [False, True])
def test_the_fewest_inversions_optimum_obeys_every_rule(releases):
    """The validity argument itself, on brute force: among all optimal sequences take
    one with the fewest inversions w.r.t. ``rank``; every contiguous pair and triple
    obeys the exact two-job rule, stage 1's relaxed rule and the three-job rule, and
    every dominance pair is in order."""
    ratio_checked = 0
    for seed in range(2001, 2009):
        pb = _problem(seed, 6, releases, zero_weights=seed % 4 == 0)
        ratio = pb.w / pb.p
        costs = {s: pb.sequence_cost(np.array(s))
                 for s in itertools.permutations(range(pb.n))}
        opt = min(costs.values())
        best = min((s for s, c in costs.items() if c == opt),
                   key=lambda s: _inversions(s, pb.rank))
        st = _starts(pb, best)
        for q in range(pb.n - 1):
            i, k = best[q], best[q + 1]
            s = st[q] + pb.p[i]
            if st[q + 1] == s:  # back to back
                assert S1.pair_allowed(i, k, s, pb.p, pb.r, pb.w, pb.d, pb.rank)
                assert S1.lite_allowed(i, k, s, pb.p, pb.r, pb.w, pb.d, pb.rank, ratio)
                ratio_checked += 1
        for q in range(pb.n - 2):
            i, j, k = best[q:q + 3]
            if st[q + 1] == st[q] + pb.p[i] and st[q + 2] == st[q + 1] + pb.p[j]:
                assert stage2.triple_allowed(i, j, k, st[q], pb.p, pb.r, pb.w, pb.d,
                                             pb.rank)
        pos = {j: q for q, j in enumerate(best)}
        assert all(pos[i] < pos[k] for i, k in pb.pred_pairs)
    assert ratio_checked > 0


def test_the_relaxed_rule_allows_whatever_the_exact_rule_allows():
    for seed in range(2101, 2141):
        pb = _problem(seed, 8, seed % 2 == 1, zero_weights=seed % 4 == 0)
        cost = pb.cost_matrix()
        ratio = pb.w / pb.p
        for i, k in itertools.permutations(range(pb.n), 2):
            for s in range(pb.r[i] + pb.p[i], pb.horizon - pb.p[k] + 1):
                if s < pb.r[k]:
                    continue
                exact = K.adjacent_allowed(i, k, s + pb.p[k], pb.p, pb.r, cost, pb.rank)
                assert exact == S1.pair_allowed(i, k, s, pb.p, pb.r, pb.w, pb.d, pb.rank)
                if exact:
                    assert S1.lite_allowed(i, k, s, pb.p, pb.r, pb.w, pb.d, pb.rank, ratio)


def test_stage1_sweeps_equal_the_reference_dp_of_their_rule():
    """Forward, backward, path and through-values of the compiled sweeps against a plain
    DP, on random instances, random multipliers and random surviving pairs."""
    for seed in range(2201, 2261):
        rng = np.random.default_rng(seed)
        pb = _problem(seed, int(rng.integers(2, 7)), seed % 2 == 1,
                      zero_weights=seed % 5 == 0)
        alive = S1.initial_alive(pb.p, pb.r, pb.horizon)
        if seed % 3 == 0:
            alive &= rng.random(alive.shape) < 0.7
        mu = rng.normal(0, 6, pb.n)
        L = _lists(pb, alive)
        F, pred, _PM, PMarg, v, e = _fwd(pb, mu, L, alive)
        B, b0 = _bwd(pb, mu, L, alive)
        Fr, end = _stage1_reference(pb, mu, alive)
        np.testing.assert_allclose(np.where(F >= K.INF, np.inf, F), Fr)
        assert min(v, 1e300) == pytest.approx(min(end, 1e300))
        assert min(b0, 1e300) == pytest.approx(min(v, 1e300))
        if v < K.INF:
            Fc, predc, _PM, PMarg, vc, ec = S1.forward_compact(
                pb.p, pb.r, pb.w, pb.d, pb.rank, mu, pb.idle, *L.args(),
                S1.slots(*L.args(), pb.p), np.empty(L.pairs), np.empty(L.pairs, np.int32),
                np.empty(pb.n))
            assert (vc, ec) == (v, e)
            np.testing.assert_array_equal(L.slot, S1.slots(*L.args(), pb.p))
            jobs = S1.path_of(e, pb.p, *L.args(), predc, PMarg)
            t, val = 0, 0.0
            for j in jobs:
                t = max(t, int(pb.r[j])) + int(pb.p[j])
                val += S1.tard(pb.w, pb.d, j, t) - mu[j]
            assert val == pytest.approx(v)
            through = np.where((F < K.INF) & (B < K.INF), F + B, np.inf)
            assert min(through.min(), 0.0 if pb.idle else np.inf) == pytest.approx(v)


@pytest.mark.parametrize("releases", [False, True])
def test_relaxations_are_ordered_bounds_and_lifting_reaches_the_optimum(releases):
    """At the same multipliers: stage 1 <= level-0 graph (the exact two-job rule;
    without release dates equal to the dense relaxation of kernels.py) <= three-job
    lift <= remembered jobs <= optimum, and remembering every job gives the optimum."""
    for seed in (2301, 2302, 2303):
        pb = _problem(seed, 7, releases)
        opt = _optimum(pb)
        mu = np.random.default_rng(seed).uniform(0, 12, pb.n)
        limit = opt + 1e-6  # every graph keeps every schedule of value <= opt
        alive = S1.initial_alive(pb.p, pb.r, pb.horizon)
        L = _lists(pb, alive)
        v1 = _fwd(pb, mu, L, alive)[4]
        Bl, _b0 = _bwd(pb, mu, L, alive)
        g = ssdp.level0(pb, mu, Bl, alive, L.ptr[S1.S_P], L.flat, limit, 10**5, 10**6, FAR)
        assert isinstance(g, ssdp.Graph)
        L0, _j, _c = ssdp.value(g, mu, pb.n)
        assert v1 + mu.sum() <= L0 + 1e-9 and L0 <= opt + 1e-9
        if not releases:
            cost = pb.cost_matrix()
            F = K.forward_adjacent(pb.p, pb.r, cost, mu, pb.rank, K.allowed_table(
                pb.p, pb.r, cost, pb.rank), False)
            assert L0 == pytest.approx(float(F[-1].min()) + mu.sum())
        g, _f, b = ssdp.prune(g, mu, limit)
        g3 = ssdp.triples(pb, g, mu, b, limit, 10**6, 10**7, FAR)
        assert isinstance(g3, ssdp.Graph)
        L3, _j, _c = ssdp.value(g3, mu, pb.n)
        assert L0 - 1e-9 <= L3 <= opt + 1e-9
        g, _f, b = ssdp.prune(g3, mu, limit)
        prev = L3
        memory: list[int] = []
        for add in ([0, 3], [1], [2, 4, 5, 6]):
            memory += add
            last_c, _w = ssdp.job_windows(g, pb.n)
            g2 = ssdp.lift(g, add, mu, b, limit, pb.pred_pairs, last_c, pb.p, pb.r,
                           pb.horizon, pb.idle, 10**6, 10**7, FAR)
            assert isinstance(g2, ssdp.Graph) and g2.memory == memory
            Lm, jobs, counts = ssdp.value(g2, mu, pb.n)
            assert prev - 1e-9 <= Lm <= opt + 1e-9
            g, _f, b = ssdp.prune(g2, mu, limit)
            prev = Lm
        assert (counts == 1).all() and pb.sequence_cost(jobs) == opt
        assert prev == pytest.approx(opt)


def test_prune_keeps_exactly_the_arcs_of_the_rule():
    """The fused arc pass of ``prune`` against the rule written with numpy: same states,
    same arcs in the same order, renumbered."""
    for seed in (2501, 2502, 2503, 2504):
        pb = _problem(seed, 7, seed % 2 == 1)
        opt = _optimum(pb)
        mu = np.random.default_rng(seed).uniform(-3, 9, pb.n)
        alive = S1.initial_alive(pb.p, pb.r, pb.horizon)
        L = _lists(pb, alive)
        Bl, _b0 = _bwd(pb, mu, L, alive)
        g = ssdp.level0(pb, mu, Bl, alive, L.ptr[S1.S_P], L.flat, opt + 50.0, 10**5, 10**6,
                        FAR)
        assert isinstance(g, ssdp.Graph)
        for limit in (opt + 50.0, opt + 1e-6, opt - 1.0):
            f, _pa, _e = ssdp.forward(g.n_states, g.src, g.dst, g.job, g.cost, mu, g.is_end)
            b = ssdp.backward(g.n_states, g.src, g.dst, g.job, g.cost, mu, g.is_end)
            mt = float(mu.sum())
            keep = f + b + mt <= limit
            keep[0] = True
            arcs = keep[g.src] & keep[g.dst]
            arcs &= f[g.src] + g.cost - mu[g.job] + b[g.dst] + mt <= limit
            new_id = np.cumsum(keep) - 1
            g2, f2, b2 = ssdp.prune(g, mu, limit)
            assert g2.n_states == int(keep.sum()) and g2.n_arcs == int(arcs.sum())
            np.testing.assert_array_equal(g2.src, new_id[g.src[arcs]])
            np.testing.assert_array_equal(g2.dst, new_id[g.dst[arcs]])
            np.testing.assert_array_equal(g2.job, g.job[arcs])
            np.testing.assert_array_equal(g2.cost, g.cost[arcs])
            np.testing.assert_array_equal(f2, f[keep])
            assert g2.src.dtype == g.src.dtype and g2.job.dtype == g.job.dtype
            g = g2


@pytest.mark.parametrize("releases", [False, True])
def test_exact_lift_finds_the_optimum_and_proves_nothing_is_cheaper(releases):
    for seed in (2401, 2402):
        pb = _problem(seed, 7, releases)
        opt = _optimum(pb)
        mu = np.random.default_rng(seed).uniform(-3, 9, pb.n)
        alive = S1.initial_alive(pb.p, pb.r, pb.horizon)
        L = _lists(pb, alive)
        Bl, _b0 = _bwd(pb, mu, L, alive)
        for limit, expect in ((opt + 1e-6, opt), (opt - 1 + 1e-6, None)):
            g = ssdp.level0(pb, mu, Bl, alive, L.ptr[S1.S_P], L.flat, limit, 10**5,
                            10**6, FAR)
            assert isinstance(g, ssdp.Graph)
            g, _f, b = ssdp.prune(g, mu, limit)
            last_c, _w = ssdp.job_windows(g, pb.n)
            ex = ssdp.lift(g, list(range(pb.n)), mu, b, limit, pb.pred_pairs, last_c,
                           pb.p, pb.r, pb.horizon, pb.idle, 10**6, 1, FAR, exact=True)
            assert isinstance(ex, ssdp.ExactResult)
            if expect is None:
                assert ex.sequence is None
            else:
                assert ex.sequence is not None and sorted(ex.sequence) == list(range(pb.n))
                assert pb.sequence_cost(ex.sequence) == opt


def test_elimination_keeps_the_optimum():
    """Stage 1 eliminates against UB = optimum + 1: the restricted relaxation still
    carries the optimum (its value stays <= opt), whatever the multipliers do next."""
    for seed, releases in ((2501, False), (2502, True), (2503, False)):
        pb = _problem(seed, 7, releases)
        opt = _optimum(pb)
        s1 = Stage1(pb, np.zeros(pb.n))
        for _ in range(6):
            for _ in range(5):
                s1.step(opt + 1)
            s1.eliminate(opt + 1)
            v = _fwd(pb, s1.best_mu, s1.lists, s1.alive)[4]
            assert v + s1.best_mu.sum() <= opt + 1e-9
        assert s1.best <= opt + 1e-9


def test_elimination_from_the_kept_table_equals_a_new_pass():
    """Stage 1 eliminates with the forward table of the step that found the best
    multipliers; a new pass there (the table dropped) removes exactly the same pairs."""
    for seed, releases in ((2511, False), (2512, True)):
        pb = _problem(seed, 8, releases)
        ub = pb.sequence_cost(np.argsort(-pb.d, kind="stable"))
        kept, fresh = Stage1(pb, np.zeros(pb.n)), Stage1(pb, np.zeros(pb.n))
        for rnd in range(4):
            for _ in range(4):
                kept.step(ub)
                fresh.step(ub)
            assert kept._best_fresh or rnd > 0  # the first round uses the kept table
            fresh._best_fresh = False  # forces the second pass at best_mu
            _F1, B1 = kept.eliminate(ub)
            _F2, B2 = fresh.eliminate(ub)
            assert np.array_equal(kept.alive, fresh.alive)
            assert kept.lists.pairs == fresh.lists.pairs
            live = kept.alive.T  # (T + 1, n), pairs alive after the removal
            assert np.array_equal(B1[live], B2[live]) and np.array_equal(_F1[live],
                                                                         _F2[live])


def test_a_repeated_repair_is_skipped_and_the_first_is_unchanged():
    """``ssdp.repair`` with a memory returns what it returns without one, then ``None``
    for a path with the same first occurrences (same start, same window)."""
    pb = _problem(2521, 9, True)
    path = np.array([3, 1, 3, 0, 8, 2, 2, 5], dtype=np.int64)  # repeats 3 and 2
    plain = ssdp.repair(pb, path, 4)
    tried: set[bytes] = set()
    first = ssdp.repair(pb, path, 4, tried)
    assert plain is not None and first is not None
    assert np.array_equal(first[0], plain[0]) and first[1] == plain[1]
    assert first[1] == pb.sequence_cost(first[0])
    assert sorted(first[0]) == list(range(pb.n))
    assert ssdp.repair(pb, np.array([3, 1, 0, 8, 2, 5, 1]), 4, tried) is None
    assert ssdp.repair(pb, path, 5, tried) is not None  # another window: repaired


def test_the_grown_hash_table_of_a_lift_finds_every_state():
    """``ssdp._rehash`` (the lift's table when it doubles): every state ``0..ns-1`` is
    stored once, and probing from its hash reaches it before any empty slot."""
    rng = np.random.default_rng(2541)
    ns, W = 3000, 2
    s_old = rng.integers(0, 50, ns).astype(np.int64)
    s_mask = rng.integers(0, 2**62, (ns, W)).astype(np.uint64)
    s_mask[1::7] = s_mask[0::7][: s_mask[1::7].shape[0]]  # equal masks, other old states
    hsize = 1 << 13
    table = ssdp._rehash(s_old, s_mask, ns, W, hsize)
    assert sorted(table[table >= 0].tolist()) == list(range(ns))
    for e in range(ns):
        h = int(ssdp._hash2(s_mask[e], s_old[e], W)) & (hsize - 1)
        while table[h] != e:
            assert table[h] >= 0  # an empty slot before e: a lookup would miss it
            h = (h + 1) & (hsize - 1)


@pytest.mark.parametrize("releases", [False, True])
def test_sublimation_from_a_bad_incumbent_proves_the_brute_force_optimum(releases):
    for seed in (2601, 2602, 2603):
        pb = _problem(seed, 8, releases)
        opt = _optimum(pb)
        seq = np.argsort(-pb.d, kind="stable")  # latest due date first: a poor incumbent
        ub = pb.sequence_cost(seq)
        for opts in ({"exact_states": 4_000_000}, {"exact_states": 0},
                     {"exact_states": 0, "triple_rule": False}):
            s1 = Stage1(pb, np.zeros(pb.n))
            s1.step(ub)
            _F, Bl = s1.eliminate(ub)
            g = ssdp.level0(pb, s1.best_mu, Bl, s1.alive, s1.lists.ptr[S1.S_P],
                            s1.lists.flat, ub - 1 + 1e-7, 10**5, 10**6, FAR)
            if not isinstance(g, ssdp.Graph):  # only if stage 1 already eliminated all
                assert s1.lists.pairs == 0 and ub == opt
                continue
            stats: dict = {}
            res = ssdp.sublimate(pb, g, s1.best_mu, seq, ub, 0, time.perf_counter() + 60,
                                 stats, add_first=1, **opts)
            assert res.proven, (opts, stats)
            assert res.ub == opt == pb.sequence_cost(res.sequence) and res.lb == opt
            assert sorted(res.sequence) == list(range(pb.n))


@pytest.mark.parametrize("releases", [False, True])
def test_each_stage_alone_proves_the_optimum(releases):
    """Stage 1 to convergence, or straight to the graphs (with and without the exact
    lift and the three-job rule): the same proven optimum."""
    pb = _problem(2701 + releases, 8, releases)
    opt = _optimum(pb)
    variants = [dict(), dict(min_iterations=1, graph_checks=10**9, sparse=1e9),
                dict(min_iterations=1, sparse=1e9, ssdp_options={"exact_states": 0}),
                dict(min_iterations=1, sparse=1e9,
                     ssdp_options={"exact_states": 0, "triple_rule": False})]
    for kw in variants:
        out = solve_single(pb, time_limit=60, kicks=0, incumbent=np.argsort(-pb.d), **kw)
        assert out.proven and out.objective == out.lower_bound == opt, kw
        assert pb.sequence_cost(np.array(out.sequence)) == opt


def test_local_search_returns_the_cost_of_what_it_returns():
    for seed in range(2801, 2861):
        rng = np.random.default_rng(seed)
        n = int(rng.integers(2, 30))
        p = rng.integers(1, 20, n)
        w = rng.integers(0, 8, n)
        d = rng.integers(0, int(p.sum()), n)
        r = rng.integers(0, int(p.sum()) // 2, n) if seed % 2 else np.zeros(n, np.int64)
        s = rng.permutation(n).astype(np.int64)
        for window in (1, 3, 40):
            s2, c = upper.descent(s, p, r, w, d, window)
            s3, c3 = upper.iterated(s, p, r, w, d, 4, seed, window)
            for seq, cost in ((s2, c), (s3, c3)):
                assert sorted(seq) == list(range(n))
                assert cost == upper.total_cost(seq, p, r, w, d) <= upper.total_cost(
                    s, p, r, w, d)
            assert c3 <= c
            # long insertions, a short re-examined radius, wide swaps
            s4, c4 = upper.iterated(s, p, r, w, d, 4, seed, n, 2, 3, 40)
            assert sorted(s4) == list(range(n))
            assert c4 == upper.total_cost(s4, p, r, w, d) <= upper.total_cost(s, p, r, w, d)


def test_the_background_search_never_worsens_and_reaches_the_optimum():
    """:class:`UpperSearch` from the worst order: its cost is what its sequence costs,
    never rises, repeats for the same seed, and reaches the proven optimum of small
    instances."""
    for seed, releases in ((3001, False), (3002, True), (3003, False)):
        pb = _problem(seed, 9, releases)
        opt = _optimum(pb)
        worst = np.argsort(-pb.d, kind="stable")
        runs = []
        for _ in range(2):
            search = UpperSearch(pb, worst, pb.sequence_cost(worst), seed=seed, kicks=3)
            costs = [search.ub]
            for _r in range(2 * len(UB_CONFIGS)):
                search.round()
                assert search.ub == pb.sequence_cost(search.seq) <= costs[-1]
                costs.append(search.ub)
            runs.append(costs)
        assert runs[0] == runs[1]
        assert runs[0][-1] == opt
        # from the optimum no round improves: with max_interval 4 the rounds come at
        # calls 1, 3, 7, 11 (intervals 2, 4, 4)
        idle = UpperSearch(pb, search.seq, search.ub, seed=seed, kicks=2, max_interval=4)
        assert [idle.maybe() for _ in range(12)] == [False] * 12
        assert idle.rounds == 4 and idle.ub == opt


def test_a_passed_deadline_stops_the_sublimation_without_a_claim():
    pb = _problem(2901, 9, False)
    seq = np.argsort(-pb.d, kind="stable")
    ub = pb.sequence_cost(seq)
    opt = _optimum(pb)
    assert ub > opt  # otherwise there is nothing to stop
    assert ssdp.stop_now(time.perf_counter() - 1.0)
    s1 = Stage1(pb, np.zeros(pb.n))
    s1.step(ub)
    _F, Bl = s1.eliminate(ub)
    g = ssdp.level0(pb, s1.best_mu, Bl, s1.alive, s1.lists.ptr[S1.S_P], s1.lists.flat,
                    ub - 1 + 1e-7, 10**5, 10**6, FAR)
    assert isinstance(g, ssdp.Graph)
    res = ssdp.sublimate(pb, g, s1.best_mu, seq, ub, 0, time.perf_counter() - 1.0, {})
    assert not res.proven and res.stopped == "time limit"
    assert res.lb <= opt <= res.ub
    out = solve_single(pb, time_limit=0.0, kicks=0)
    assert not out.proven and out.lower_bound <= opt <= out.objective


def test_a_pending_interrupt_stops_the_compiled_builders_and_raises():
    pb = _problem(2902, 8, False)
    seq = np.argsort(-pb.d, kind="stable")
    ub = pb.sequence_cost(seq)
    s1 = Stage1(pb, np.zeros(pb.n))
    s1.step(ub)
    _F, Bl = s1.eliminate(ub)
    interrupt._state["signum"] = 2  # as the SIGINT handler would leave it
    try:
        assert ssdp.stop_now(FAR)
        g = ssdp.level0(pb, s1.best_mu, Bl, s1.alive, s1.lists.ptr[S1.S_P], s1.lists.flat,
                        1e18, 10**5, 10**6, FAR)
        # the builder checks every CHECK_EVERY arcs: a tiny graph may finish first
        assert g == ssdp.STOPPED or isinstance(g, ssdp.Graph)
        with pytest.raises(interrupt.Interrupted):
            solve_single(pb, time_limit=60, kicks=0)
    finally:
        interrupt.reset()


def test_ctrl_c_during_a_long_cli_solve_exits_130_and_claims_nothing(tmp_path):
    """A real ``optsched solve --solver dp`` on Tanaka wt250 #41 (tens of CPU seconds for
    lagdp): SIGINT once it has used 4 CPU seconds (warm-up and heuristics are behind it,
    or it is still compiling: the signal is honoured either way) -- exit 130, status
    interrupted, no objective."""
    import json
    import os
    import signal
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, OPTSCHED_THREADS="1", PYTHONPATH=str(repo))
    inst = tmp_path / "tanaka-wt250-041.json"
    gen = subprocess.run([sys.executable, "-m", "optsched.cli", "generate", "hgsp",
                          "--preset", "tanaka-wt250", "--seed", "40", "-o", str(inst)],
                         cwd=repo, env=env, capture_output=True, text=True, timeout=300)
    assert gen.returncode == 0, gen.stderr
    out, err = tmp_path / "out.json", tmp_path / "err.txt"
    with open(out, "w") as o, open(err, "w") as e:
        proc = subprocess.Popen([sys.executable, "-m", "optsched.cli", "solve", str(inst),
                                 "--solver", "dp", "--time-limit", "600", "--json"],
                                stdout=o, stderr=e, cwd=repo, env=env)

    def cpu() -> float:
        try:
            f = Path(f"/proc/{proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            return 0.0
        return (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")

    guard = time.monotonic() + 900  # hang guard, not a speed check
    while proc.poll() is None and cpu() < 4.0 and time.monotonic() < guard:
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
