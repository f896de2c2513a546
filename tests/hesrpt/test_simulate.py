"""The fluid simulator: vectorised vs reference, online events, bad policies, speedups."""

from __future__ import annotations

import numpy as np
import pytest

from optsched.core import OptschedError
from optsched.hesrpt import Amdahl, Custom, Power, get_policy, simulate, simulate_run
from optsched.hesrpt.closed_form import resolve_weights
from optsched.hesrpt.generate import online_workload
from optsched.hesrpt.policies import HeSRPT, State
from optsched.hesrpt.simulate import simulate_reference

POLICIES = [("hesrpt", {}), ("equi", {}), ("srpt", {}), ("rs", {}), ("hell", {}),
            ("knee", {"alpha": 0.05})]


@pytest.mark.parametrize("name,params", POLICIES)
@pytest.mark.parametrize("online", [False, True])
def test_fast_simulator_matches_reference(name, params, online):
    rng = np.random.default_rng(5)
    for p in (0.3, 0.5, 0.8):
        if online:
            x, arr = online_workload(int(rng.integers(1000)), 25, 0.8, p, 50)
        else:
            x, arr = 1.0 + rng.pareto(0.8, 10), None
        w = resolve_weights(x, "slowdown", 50 ** p)
        fast = simulate(x, name, p, 50, "slowdown", arr, **params)
        ref = simulate_reference(x.tolist(), get_policy(name, **params), Power(p), 50,
                                 w.tolist(), None if arr is None else arr.tolist())
        assert fast == pytest.approx(np.array(ref), rel=1e-11)


def test_online_idle_gaps_and_arrivals():
    x = [1.0, 1.0, 1.0]
    arr = [0.0, 100.0, 100.0]
    t = simulate(x, "equi", 0.5, 4, None, arr)
    assert t[0] == pytest.approx(0.5)                   # alone on 4 servers: rate 2
    # 2 servers each: rate sqrt(2)
    assert t[1] == pytest.approx(100 + 2 ** -0.5) and t[2] == pytest.approx(100 + 2 ** -0.5)
    res = simulate_run(x, "srpt", 0.5, 4, None, arr, record=True)
    for seg in res.segments:
        for j in seg.jobs:
            assert arr[j] <= seg.start_s


def test_departure_and_arrival_at_the_same_instant():
    t = simulate([1.0, 1.0], "srpt", 1.0, 1, None, [0.0, 1.0])
    assert t.tolist() == pytest.approx([1.0, 2.0])


def test_amdahl_and_custom_speedups():
    # EQUI on identical jobs: all finish at x / s(N/M)
    sp = Amdahl(0.9)
    t = simulate([2.0] * 4, "equi", sp, 8)
    assert t == pytest.approx(np.full(4, 2.0 / float(sp(2.0))), rel=1e-13)
    log_sp = Custom(lambda k: np.log1p(k), name="log1p")
    t = simulate([1.0, 3.0], "srpt", log_sp, 10)
    assert t.tolist() == pytest.approx([1 / np.log(11), 4 / np.log(11)], rel=1e-13)
    # heSRPT needs p for a non-power speedup; given one it runs as a heuristic
    with pytest.raises(Exception, match="p"):
        simulate([1.0, 2.0], "hesrpt", sp, 10)
    t = simulate([1.0, 2.0], HeSRPT(p=0.5), sp, 10)
    assert np.all(np.isfinite(t))


def test_user_policy_and_invalid_policies():
    def half_to_newest(state: State) -> np.ndarray:
        th = np.zeros(state.remaining.size)
        th[int(np.argmax(state.arrivals))] = 1.0
        return th

    t = simulate([1.0, 1.0], half_to_newest, 1.0, 1, None, [0.0, 0.5])
    assert t.tolist() == pytest.approx([2.0, 1.5])
    with pytest.raises(OptschedError, match="> 1"):
        simulate([1.0, 1.0], lambda s: np.full(s.remaining.size, 0.6), 0.5, 10)
    with pytest.raises(OptschedError, match="never finishes"):
        simulate([1.0], lambda s: np.zeros(s.remaining.size), 0.5, 10)
    with pytest.raises(OptschedError, match="shares for"):
        simulate([1.0, 2.0], lambda s: np.ones(1), 0.5, 10)


def test_hell_is_srpt_for_p_at_least_half_and_spreads_below():
    rng = np.random.default_rng(8)
    x = 1.0 + rng.pareto(0.8, 20)
    assert simulate(x, "hell", 0.7, 1000) == pytest.approx(simulate(x, "srpt", 0.7, 1000))
    th = get_policy("hell")(State(0.0, np.arange(3), np.array([3.0, 1.0, 2.0]),
                                  np.array([3.0, 1.0, 2.0]), np.ones(3), np.zeros(3),
                                  Power(0.3), 10.0))
    assert th.tolist() == pytest.approx([0.1, 0.8, 0.1])   # 1 server each, rest to shortest


def test_policies_do_not_depend_on_the_order_of_the_state_arrays():
    rng = np.random.default_rng(21)
    r = 1.0 + rng.pareto(0.8, 40)
    perm = rng.permutation(40)
    for name, params in POLICIES + [("knee", {"alpha": 100.0})]:   # knees tie at 1 server
        pol = get_policy(name, **params)
        mk = lambda idx: State(0.0, idx, r[idx], r[idx] * 1.5, 1.0 / r[idx],  # noqa: E731
                               np.zeros(idx.size), Power(0.3), 100.0)
        a = pol(mk(np.arange(40)))
        b = pol(mk(perm))
        assert b == pytest.approx(a[perm], rel=1e-12, abs=1e-15), name


# ---------------------------------------------------------------- incremental fast path


def _fast_vs_generic(x, policy, sp, n, weights, arr, **params):
    fast = simulate_run(x, policy, sp, n, weights, arr, policy_params=params or None)
    slow = simulate_run(x, policy, sp, n, weights, arr, policy_params=params or None,
                        fast=False)
    assert fast.n_epochs == slow.n_epochs
    a = np.zeros(len(x)) if arr is None else np.asarray(arr, dtype=float)
    # completion times and flow times (the latter are much smaller numbers online)
    assert fast.completion == pytest.approx(slow.completion, rel=1e-9)
    assert fast.completion - a == pytest.approx(slow.completion - a, rel=1e-9)
    return fast, slow


@pytest.mark.parametrize("p", [0.3, 0.5, 0.9, 0.99])
@pytest.mark.parametrize("load_def", ["single", "linear"])
def test_fast_path_matches_generic_loop_online(p, load_def):
    # "linear" = the overloaded regime of benchmarks/hesrpt_speed.py: hundreds of jobs
    # present, remaining sizes crossing between events at almost every epoch
    x, arr = online_workload(3, 1200, 0.9, p, 10_000, load_def=load_def)
    for name in ("hesrpt", "equi"):
        _fast_vs_generic(x, name, p, 10_000, "slowdown", arr)
    _fast_vs_generic(x, "hesrpt", p, 10_000, None, arr)          # mean flow time weights


def test_fast_path_edge_cases():
    rng = np.random.default_rng(4)
    # offline, equal sizes (ties in remaining size), explicit weights, bulk admission
    x = np.array([2.0, 1.0, 2.0, 3.0, 1.0, 2.0])
    _fast_vs_generic(x, "hesrpt", 0.5, 10, [1.0, 3.0, 2.0, 1.0, 5.0, 2.0], None)
    _fast_vs_generic(x, "equi", 0.5, 10, None, None)
    # simultaneous releases in the middle of the run and idle gaps
    arr = np.array([0.0, 0.0, 5.0, 5.0, 5.0, 100.0])
    _fast_vs_generic(x, "hesrpt", 0.7, 50, "slowdown", arr)
    _fast_vs_generic(x, "equi", 0.7, 50, "slowdown", arr)
    # policy exponent != speedup exponent; EQUI under Amdahl (any speedup)
    xs, arrs = online_workload(8, 300, 0.8, 0.5, 100)
    _fast_vs_generic(xs, HeSRPT(p=0.3), Power(0.6), 100, "slowdown", arrs)
    _fast_vs_generic(xs, "equi", Amdahl(0.9), 100, "slowdown", arrs)
    # p close to 1: z^c would overflow without re-basing
    big = 1.0 + rng.pareto(0.8, 200)
    _fast_vs_generic(big, "hesrpt", 0.995, 1e6, "slowdown", None)
    # not covered by the fast path (falls back, same answer): remaining-size weights,
    # non-power speedup, subclasses
    # and policy subclasses (they may change the allocation)
    class Half(HeSRPT):
        def __call__(self, state: State) -> np.ndarray:
            return 0.5 * super().__call__(state)

    for pol, sp in ((HeSRPT(weights="remaining"), Power(0.5)), (HeSRPT(p=0.5), Amdahl(0.9)),
                    (Half(), Power(0.5))):
        t1 = simulate_run(xs, pol, sp, 100, "slowdown", arrs).completion
        t2 = simulate_run(xs, pol, sp, 100, "slowdown", arrs, fast=False).completion
        assert t1.tolist() == t2.tolist()
    half = simulate(xs, Half(), 0.5, 100, "slowdown", arrs)
    assert not np.allclose(half, simulate(xs, "hesrpt", 0.5, 100, "slowdown", arrs))


def test_fast_path_matches_reference_on_tiny_random_instances():
    rng = np.random.default_rng(17)
    for trial in range(30):
        m = int(rng.integers(1, 9))
        x = 1.0 + rng.pareto(1.2, m)
        arr = np.round(rng.exponential(1.0, m).cumsum() * rng.integers(0, 2), 1)
        p = float(rng.uniform(0.1, 0.95))
        w = resolve_weights(x, "slowdown", 20 ** p)
        for name in ("hesrpt", "equi"):
            fast = simulate(x, name, p, 20, "slowdown", arr)
            ref = simulate_reference(x.tolist(), get_policy(name), Power(p), 20, w.tolist(),
                                     arr.tolist())
            assert fast == pytest.approx(np.array(ref), rel=1e-9), (trial, name)


def test_fix_order_repairs_any_disorder():
    from optsched.hesrpt.fastsim import _HeSRPTState

    rng = np.random.default_rng(9)
    for disorder, p, ps in (("pairs", 0.5, 0.5), ("local", 0.5, 0.5), ("reversed", 0.5, 0.5),
                            ("pairs", 0.3, 0.7), ("local", 0.9, 0.9), ("reversed", 0.5, 0.8)):
        m = 400
        st = _HeSRPTState(m, p, ps, 100.0)
        x = 1.0 + rng.pareto(1.0, m)
        with np.errstate(divide="ignore"):
            st.append(np.arange(m), x, 1.0 / x)
            nr = st.nr[:m]
            if disorder == "pairs":                 # isolated neighbour crossings
                i = np.arange(5, m - 1, 7)
                nr[i], nr[i + 1] = nr[i + 1].copy(), nr[i].copy()
            elif disorder == "local":               # short-range shuffles
                nr += rng.normal(0.0, 0.02, m) * np.abs(nr)
            else:                                   # a long reversed run
                nr[50:120] = nr[50:120][::-1].copy()
            before = sorted(zip(st.data[3, :m].tolist(), st.nr[:m].tolist()))
            st.fix_order()
            assert np.all(np.diff(st.nr[:m]) >= 0), disorder
            # same jobs, each still with its own remaining size and weight
            assert sorted(zip(st.data[3, :m].tolist(), st.nr[:m].tolist())) == before
            assert st.w[:m] == pytest.approx(1.0 / x[st.data[3, :m].astype(int)], rel=0)
            z, base = st.z[:m].copy(), st.base[:m].copy()
            st.rebuild()                            # from scratch, same Zref
            assert z == pytest.approx(st.z[:m], rel=1e-12)
            assert base * np.exp(st.cp * (st.lzref - np.log(z[-1]))) == pytest.approx(
                st.base[:m], rel=1e-12)
