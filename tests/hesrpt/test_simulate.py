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


def test_online_idle_gaps_and_releases():
    x = [1.0, 1.0, 1.0]
    arr = [0.0, 100.0, 100.0]
    t = simulate(x, "equi", 0.5, 4, None, arr)
    assert t[0] == pytest.approx(0.5)                   # alone on 4 servers: rate 2
    # 2 servers each: rate sqrt(2)
    assert t[1] == pytest.approx(100 + 2 ** -0.5) and t[2] == pytest.approx(100 + 2 ** -0.5)
    res = simulate_run(x, "srpt", 0.5, 4, None, arr, record=True)
    for seg in res.segments:
        for j in seg["jobs"]:
            assert arr[j] <= seg["start"]


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
