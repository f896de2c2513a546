"""Dynasearch (``optsched.hgsp.wt_dp.dynasearch``): the compound move of one pass equals
a brute-force search over every set of disjoint swaps and insertions, each cost is
recomputed from the sequence, a local optimum has no improving single move, the iterated
search never claims less than the brute-force optimum, and the upper-bound search of
lagdp runs dynasearch rounds without release dates (issue 25)."""

from __future__ import annotations

import functools
import itertools

import numpy as np
import pytest

from optsched.hgsp.wt_dp import dynasearch as D
from optsched.hgsp.wt_dp.solver import UpperSearch, make_problem


def _instance(n: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    p = rng.integers(1, 10, n).astype(np.int64)
    w = rng.integers(0, 6, n).astype(np.int64)
    d = rng.integers(0, int(p.sum()), n).astype(np.int64)
    return p, w, d


def _cost(seq, p, w, d) -> int:
    c = np.cumsum(p[np.asarray(seq)])
    return int((w[np.asarray(seq)] * np.maximum(0, c - d[np.asarray(seq)])).sum())


def _moved(seq: tuple[int, ...], i: int, j: int, kind: str) -> tuple[int, ...]:
    s = list(seq)
    if kind == "swap":
        s[i], s[j] = s[j], s[i]
    elif kind == "forward":  # the job at i to just after the job at j
        s = s[:i] + s[i + 1:j + 1] + [s[i]] + s[j + 1:]
    else:  # the job at j to just before the job at i
        s = s[:i] + [s[j]] + s[i:j] + s[j + 1:]
    return tuple(s)


def _best_compound(seq: tuple[int, ...], p, w, d, span: int) -> int:
    """Cheapest sequence reachable by disjoint moves, each block at most ``span`` long,
    by recursion over the first untouched position; costs from whole sequences."""
    n = len(seq)

    @functools.cache
    def best(start: int, cur: tuple[int, ...]) -> int:
        if start >= n:
            return _cost(cur, p, w, d)
        out = best(start + 1, cur)
        for j in range(start + 1, min(n, start + span + 1)):
            for kind in ("swap", "forward", "backward"):
                out = min(out, best(j + 1, _moved(cur, start, j, kind)))
        return out

    return best(0, seq)


@pytest.mark.parametrize("seed", range(12))
def test_one_pass_is_the_best_compound_move(seed: int) -> None:
    n = 7
    p, w, d = _instance(n, seed)
    seq = np.random.default_rng(100 + seed).permutation(n).astype(np.int64)
    span = 3 + seed % 4
    out, c, moves, first = D.compound_pass(seq, p, w, d, span)
    assert sorted(out.tolist()) == list(range(n))
    assert c == _cost(out, p, w, d)
    best = _best_compound(tuple(seq.tolist()), p, w, d, span)
    assert c == min(best, _cost(seq, p, w, d))
    assert (moves == 0) == (c == _cost(seq, p, w, d))
    # the first position the pass changed: everything before it is kept
    assert np.array_equal(out[:first], seq[:first])
    assert first == n or out[first] != seq[first]


@pytest.mark.parametrize("seed", range(10))
def test_a_pass_started_after_an_unchanged_local_optimum_prefix_is_the_full_pass(seed):
    """From a local optimum changed only from position ``a`` on (a kick), the pass
    started at ``a`` finds a compound move as cheap as the full pass (and descent from
    there reaches the same cost)."""
    n = 12
    p, w, d = _instance(n, 300 + seed)
    rng = np.random.default_rng(seed)
    opt_local, _c = D.descent(rng.permutation(n).astype(np.int64), p, w, d, n - 1)
    a, b = sorted(rng.choice(n, 2, replace=False).tolist())
    trial = opt_local.copy()
    trial[a], trial[b] = trial[b], trial[a]
    full = D.compound_pass(trial, p, w, d, 5)
    late = D.compound_pass(trial, p, w, d, 5, a)
    assert late[1] == full[1] == _cost(late[0], p, w, d)
    assert np.array_equal(late[0][:a], trial[:a])
    assert D.descent(trial, p, w, d, 5, a)[1] == D.descent(trial, p, w, d, 5)[1]


@pytest.mark.parametrize("seed", range(8))
def test_descent_ends_where_no_single_move_improves(seed: int) -> None:
    n = 12
    p, w, d = _instance(n, 50 + seed)
    start = np.random.default_rng(seed).permutation(n).astype(np.int64)
    seq, c = D.descent(start, p, w, d, n - 1)
    assert c == _cost(seq, p, w, d) <= _cost(start, p, w, d)
    s = tuple(seq.tolist())
    for i, j in itertools.combinations(range(n), 2):
        for kind in ("swap", "forward", "backward"):
            assert _cost(_moved(s, i, j, kind), p, w, d) >= c


@pytest.mark.parametrize("seed", range(6))
def test_iterated_is_a_schedule_never_below_the_optimum(seed: int) -> None:
    n = 7
    p, w, d = _instance(n, 200 + seed)
    opt = min(_cost(s, p, w, d) for s in itertools.permutations(range(n)))
    start = np.arange(n, dtype=np.int64)
    seq, c = D.iterated(start, p, w, d, 30, seed, n - 1, 2, 4)
    assert sorted(seq.tolist()) == list(range(n))
    assert c == _cost(seq, p, w, d) >= opt
    again, c2 = D.iterated(start, p, w, d, 30, seed, n - 1, 2, 4)
    assert c2 == c and again.tolist() == seq.tolist()  # one seed, one answer


def test_upper_search_alternates_dynasearch_rounds_without_release_dates() -> None:
    p, w, d = _instance(30, 7)
    pb = make_problem(p, np.zeros(30, dtype=np.int64), w, d)
    worst = np.argsort(-d, kind="stable").astype(np.int64)
    search = UpperSearch(pb, worst, pb.sequence_cost(worst), seed=3, kicks=8,
                         dyna_every=2)
    costs = []
    for _ in range(4):
        search.round()
        assert search.ub == pb.sequence_cost(search.seq)
        assert sorted(search.seq.tolist()) == list(range(30))
        costs.append(search.ub)
    assert costs == sorted(costs, reverse=True) and costs[-1] < pb.sequence_cost(worst)
    assert search.dyna_rounds == 2  # after the second and the fourth round
    # a dynasearch round alone from the worst order improves it
    alone = UpperSearch(pb, worst, pb.sequence_cost(worst), seed=3)
    assert alone.dyna_round(8) and alone.ub == pb.sequence_cost(alone.seq)
    assert alone.ub < pb.sequence_cost(worst) and alone.rounds == 0
    # off by default, and never with release dates (the moves are not independent)
    assert UpperSearch(pb, worst, pb.sequence_cost(worst)).dyna_every == 0
    r = np.zeros(30, dtype=np.int64)
    r[0] = 5
    pb_r = make_problem(p, r, w, d)
    with_r = UpperSearch(pb_r, worst, pb_r.sequence_cost(worst), dyna_every=1)
    assert with_r.dyna_every == 0 and not with_r.dyna_round(8)
    assert with_r.ub == pb_r.sequence_cost(worst)


def test_solve_single_with_dynasearch_proves_the_brute_force_optimum() -> None:
    from optsched.hgsp.wt_dp.solver import solve_single

    n = 8
    p, w, d = _instance(n, 31)
    opt = min(_cost(s, p, w, d) for s in itertools.permutations(range(n)))
    pb = make_problem(p, np.zeros(n, dtype=np.int64), w, d)
    for kw in ({"dyna_every": 1}, {"dyna_start": 20}):
        out = solve_single(pb, time_limit=None, **kw)
        assert out.proven and out.objective == opt == _cost(out.sequence, p, w, d)


@pytest.mark.parametrize("seed", range(6))
def test_greedy_insertion_equals_trying_every_job_and_position(seed):
    """``insert_missing``: each step inserts the (job, position) pair of least cost
    increase, found here by rebuilding every candidate sequence; the partial order is
    kept."""
    rng = np.random.default_rng(400 + seed)
    for _ in range(20):
        n = 8
        p, w, d = _instance(n, int(rng.integers(1 << 30)))
        perm = rng.permutation(n)
        k = int(rng.integers(1, 5))
        partial = perm[:n - k].astype(np.int64)
        missing = np.sort(perm[n - k:]).astype(np.int64)
        out = D.insert_missing(partial, missing, p, w, d)
        seq, left = partial.tolist(), missing.tolist()
        while left:
            v, a, q = min((_cost(seq[:q] + [j] + seq[q:], p, w, d), a, q)
                          for a, j in enumerate(left) for q in range(len(seq) + 1))
            seq = seq[:q] + [left.pop(a)] + seq[q:]
        assert out.tolist() == seq
        where = {j: i for i, j in enumerate(out.tolist())}
        assert all(where[a] < where[b] for a, b in itertools.pairwise(partial.tolist()))
