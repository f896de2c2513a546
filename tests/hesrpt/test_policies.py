"""Property tests: on offline instances no policy beats heSRPT (Theorem 5 is optimal)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.hesrpt import get_policy, simulate_run
from optsched.hesrpt.policies import State
from optsched.hesrpt.speedup import Power

sizes_st = st.lists(st.floats(min_value=0.01, max_value=1000.0, allow_nan=False),
                    min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(sizes=sizes_st, p=st.floats(min_value=0.05, max_value=0.99),
       n=st.sampled_from([1.0, 7.0, 100.0, 1e6]), slowdown=st.booleans(),
       log_alpha=st.floats(min_value=-6, max_value=3))
def test_no_policy_beats_hesrpt_offline(sizes, p, n, slowdown, log_alpha):
    w = "slowdown" if slowdown else None
    best = simulate_run(sizes, "hesrpt", p, n, w).weighted_flow_time
    for name, params in [("equi", {}), ("srpt", {}), ("rs", {}), ("hell", {}),
                         ("knee", {"alpha": 10.0 ** log_alpha})]:
        other = simulate_run(sizes, name, p, n, w, policy_params=params).weighted_flow_time
        assert other >= best * (1 - 1e-9), name


@settings(max_examples=40, deadline=None)
@given(rem=st.lists(st.floats(min_value=1e-3, max_value=1e4), min_size=1, max_size=30),
       p=st.floats(min_value=0.05, max_value=1.0), n=st.floats(min_value=0.5, max_value=1e6))
def test_every_policy_returns_valid_shares(rem, p, n):
    r = np.array(rem)
    state = State(0.0, np.arange(r.size), r, r * 2, 1.0 / r, np.zeros(r.size), Power(p), n)
    for name, params in [("hesrpt", {}), ("equi", {}), ("srpt", {}), ("rs", {}),
                         ("hell", {}), ("knee", {"alpha": 0.1})]:
        if name == "hesrpt" and p >= 1.0:
            continue
        th = get_policy(name, **params)(state)
        assert th.shape == r.shape
        assert np.all(th >= 0) and np.all(th <= 1 + 1e-12)
        assert th.sum() <= 1 + 1e-9
        assert th.sum() >= 1 - 1e-9             # all built-in policies are work-conserving
