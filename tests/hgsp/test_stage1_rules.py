"""Model lagdp, one GPU (issue 25, eleventh round): the step rules of stage 1 and the
dynasearch repair of relaxed paths.

Cross-checks against brute force on random instances named nowhere else: under either
step rule every stage-1 value is a lower bound and the whole solve proves the optimum;
the adaptive rule moves its step factor exactly as documented; a repair with dynasearch
returns a schedule whose cost is recomputed, never dearer than the windowed descent of
its cheapest-insertion start, and a local optimum of the compound move; a search
interval below 1 (or not an integer) is refused by name, and every valid one proves the
optimum; with release dates the dynasearch repair is off.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from optsched.hgsp.wt_dp import dynasearch as DS
from optsched.hgsp.wt_dp import ssdp, upper
from optsched.hgsp.wt_dp.solver import STEP_RULES, Stage1, UpperSearch, solve_single
from tests.helpers.single_machine import brute_force as _optimum
from tests.helpers.single_machine import random_problem as _problem


@pytest.mark.parametrize("rule", STEP_RULES)
@pytest.mark.parametrize("releases", [False, True])
def test_every_stage1_value_is_a_bound_and_the_solve_proves_the_optimum(rule, releases):
    for seed in (3101, 3102, 3103):
        pb = _problem(seed + 10 * releases, 7, releases)
        opt = _optimum(pb)
        worst = np.argsort(-pb.d, kind="stable")
        ub = pb.sequence_cost(worst)
        s1 = Stage1(pb, np.zeros(pb.n), rule=rule)
        values = [s1.step(ub)[0] for _ in range(40)]
        finite = [v for v in values if v < 1e299]
        assert finite and max(finite) <= opt + 1e-9
        assert s1.best == pytest.approx(max(finite)) and s1.best <= opt + 1e-9
        # the default path, and stage 1 alone (it never hands over to the graphs)
        for repair_dyna, kw in itertools.product((False, True), (
                {}, {"min_iterations": 30, "sparse": 0.0, "graph_checks": 0})):
            out = solve_single(pb, time_limit=60, kicks=0, incumbent=worst,
                               stage1_options={"rule": rule}, repair_dyna=repair_dyna,
                               **kw)
            assert out.proven and out.objective == out.lower_bound == opt, kw
            assert pb.sequence_cost(np.array(out.sequence)) == opt


def test_the_adaptive_step_factor_grows_on_a_better_bound_and_shrinks_after_two_misses():
    pb = _problem(3111, 9, False)
    ub = pb.sequence_cost(np.argsort(-pb.d, kind="stable"))
    s1 = Stage1(pb, np.zeros(pb.n), theta0=0.8, expand=1.5, shrink=0.5, shrink_after=2)
    misses = 0
    seen = {"up": 0, "down": 0}
    for _ in range(60):
        best, theta = s1.best, s1.theta
        L, _jobs = s1.step(ub)
        if L > best + 1e-9 * max(1.0, abs(best)):
            assert s1.theta == pytest.approx(min(0.8, theta * 1.5))
            misses = 0
            seen["up"] += 1
        else:
            misses += 1
            if misses == 2:
                assert s1.theta == pytest.approx(theta * 0.5)
                misses = 0
                seen["down"] += 1
            else:
                assert s1.theta == theta
    assert seen["up"] > 0 and seen["down"] > 0  # both branches were exercised


def test_an_unknown_step_rule_is_refused_by_name():
    pb = _problem(3121, 5, False)
    with pytest.raises(ValueError, match="rule: must be one of adaptive, halving, got 'fast'"):
        Stage1(pb, np.zeros(pb.n), rule="fast")


@pytest.mark.parametrize("bad", [0, -3, 2.5, True, "8"])
def test_a_bad_search_interval_is_refused_by_name(bad):
    pb = _problem(3122, 5, False)
    with pytest.raises(ValueError, match=f"search_interval: must be an integer >= 1, got {bad!r}"):
        solve_single(pb, search_interval=bad)
    with pytest.raises(ValueError, match=f"max_interval: must be an integer >= 1, got {bad!r}"):
        UpperSearch(pb, np.arange(pb.n), 10**9, 0, max_interval=bad)


@pytest.mark.parametrize("interval", [1, 2, 8])
def test_every_search_interval_proves_the_optimum(interval):
    pb = _problem(3123, 8, False)
    out = solve_single(pb, time_limit=60, kicks=0, search_interval=interval)
    assert out.proven and out.objective == _optimum(pb)


@pytest.mark.parametrize("seed", range(3131, 3139))
def test_a_repair_with_dynasearch_is_a_cheaper_or_equal_local_optimum(seed):
    pb = _problem(seed, 11, False)
    rng = np.random.default_rng(seed)
    path = rng.integers(0, pb.n, 14).astype(np.int64)  # repeats some jobs, misses others
    dyna = ssdp.repair(pb, path, 3, dyna=True)
    assert dyna is not None
    assert sorted(dyna[0].tolist()) == list(range(pb.n))
    # its start: first occurrences in path order, the missing jobs inserted cheapest-first
    firsts = list(dict.fromkeys(path.tolist()))
    missing = [j for j in np.argsort(pb.d, kind="stable").tolist() if j not in firsts]
    start = DS.insert_missing(np.array(firsts, np.int64), np.array(missing, np.int64),
                              pb.p, pb.w, pb.d)
    assert sorted(start.tolist()) == list(range(pb.n))
    _s, windowed = upper.descent(start, pb.p, pb.r, pb.w, pb.d, 3)
    assert dyna[1] == pb.sequence_cost(dyna[0]) <= windowed <= pb.sequence_cost(start)
    _seq, c, moves, _first = DS.compound_pass(dyna[0], pb.p, pb.w, pb.d, pb.n - 1)
    assert moves == 0 and c == dyna[1]  # no compound move improves it


def test_with_release_dates_the_repair_ignores_dynasearch():
    pb = _problem(3141, 10, True)
    assert pb.idle
    path = np.array([4, 1, 4, 0, 9, 2, 2, 5, 7], dtype=np.int64)
    plain = ssdp.repair(pb, path, 4)
    dyna = ssdp.repair(pb, path, 4, dyna=True)
    assert plain is not None and dyna is not None
    assert np.array_equal(plain[0], dyna[0]) and plain[1] == dyna[1]
