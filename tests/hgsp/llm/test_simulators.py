"""Policies and simulators: Table IV exact values, verifier, work conservation, the
discrete simulator vs its step-by-step reference and its convergence as dt -> 0."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from optsched.core import InstanceError, Status, load_instance, run
from optsched.hgsp.llm import (
    LlmInstance,
    Policy,
    PriorityPolicy,
    generate,
    run_policy,
    simulate,
    simulate_discrete_reference,
)
from optsched.hgsp.llm.policies import POLICIES
from optsched.hgsp.llm.verify import evaluate, verify

ROOT = Path(__file__).resolve().parents[3]
TABLE4 = load_instance(ROOT / "instances" / "llm" / "table4.json")
NAMES = ["fifo", "weighted-fifo", "srpt", "wsrpt"]


# Exact Table IV values, derived by hand in models/hgsp-llm.md ("Table IV by hand"):
# FIFO: 8 long (2 s) at t=0 -> c=2; 8 short at 2 -> 2.5; 4 short at 2.5 -> 3.
#   Z = 8*1*2 + 8*10*2.5 + 4*10*3 = 336, avg = (16 + 20 + 12) / 20 = 2.4
# priority: 8 short at 0 -> 0.5; at 0.5: 4 short -> 1.0 and 4 long -> 2.5;
#   at 1.0: 4 long -> 3.0.  Z = 40 + 40 + 10 + 12 = 102, avg = (4 + 4 + 10 + 12) / 20 = 1.5
HAND = {"fifo": (8 * 2 + 80 * 2.5 + 40 * 3, (16 + 20 + 12) / 20)}
for _p in ("weighted-fifo", "srpt", "wsrpt"):
    HAND[_p] = (80 * 0.5 + 40 * 1.0 + 4 * 2.5 + 4 * 3.0, (4 + 4 + 10 + 12) / 20)


@pytest.mark.parametrize("policy", NAMES)
@pytest.mark.parametrize("params", [{}, {"simulator": "discrete", "dt": 0.01},
                                    {"simulator": "discrete", "dt": 0.5}])
def test_table4_matches_hand_computation(policy, params):
    res = run(TABLE4, policy, **params)
    assert res.status is Status.FEASIBLE and res.feasible
    ww, avg = HAND[policy]
    assert res.metrics["weighted_wait"] == pytest.approx(ww, abs=1e-9)
    assert res.metrics["avg_wait"] == pytest.approx(avg, abs=1e-12)
    assert res.metrics["completed"] == 20


def test_table4_fifo_starts_the_long_tasks_first():
    res = run(TABLE4, "fifo")
    first = sorted(res.schedule, key=lambda e: (e.start, e.task))[:8]
    assert {e.task for e in first} == {f"t{i:02d}" for i in range(8)}
    res = run(TABLE4, "wsrpt")
    first = [e for e in res.schedule if e.start == 0]
    assert {e.task for e in first} <= {f"t{i:02d}" for i in range(8, 20)}


def test_accumulating_float_clock_reproduces_the_papers_fifo_row():
    """A t += 0.01 clock sees the end of the first short wave (2.5) only at 2.51, so the
    second wave ends at 3.01: Z = 336 + 4*10*0.01 = 336.4, avg = 2.4 + 0.04/20."""
    res = run(TABLE4, "fifo", simulator="discrete", dt=0.01, clock="accumulate")
    assert res.metrics["weighted_wait"] == pytest.approx(336.4, abs=1e-9)
    assert res.metrics["avg_wait"] == pytest.approx(2.402, abs=1e-12)
    assert res.feasible


def test_bad_params_are_named():
    with pytest.raises(InstanceError) as exc:
        run(TABLE4, "fifo", simulator="fluid")
    assert exc.value.path == "param.simulator"
    with pytest.raises(InstanceError) as exc:
        run(TABLE4, "fifo", dt=0.1)
    assert exc.value.path == "param.dt"
    with pytest.raises(InstanceError) as exc:
        run(TABLE4, "fifo", simulator="discrete", dt=-1)
    assert exc.value.path == "param.dt"
    with pytest.raises(InstanceError) as exc:
        run(TABLE4, "fifo", speed=3)
    assert exc.value.path == "param.speed"


def busy_at(sched, t):
    return {g for e in sched if e.start <= t < e.end for g in e.gpus}


def assert_work_conserving(inst: LlmInstance, sched: list[dict]) -> None:
    """No task waits at an event instant while tau_i eligible GPUs are free."""
    by = {e.task: e for e in sched}
    instants = sorted({e.start for e in sched} | {e.end for e in sched}
                      | {t.arrival_s for t in inst.tasks})
    for t in inst.tasks:
        el = {inst.gpus[j].name for j in inst.eligible(t)}
        for x in instants:
            if t.arrival_s <= x < by[t.name].start - 1e-9:
                free = el - busy_at(sched, x)
                assert len(free) < t.tp_degree, (t.name, x)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), policy=st.sampled_from(NAMES),
       placement=st.sampled_from(["fastest", "first"]))
def test_event_simulator_is_feasible_and_work_conserving(seed, policy, placement):
    inst = generate.small(seed)
    sched, _ = simulate(inst, POLICIES[policy], placement=placement)
    assert verify(inst, sched) == []
    assert_work_conserving(inst, sched)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), policy=st.sampled_from(NAMES),
       dt=st.sampled_from([0.05, 0.1, 0.25, 0.3]), backfill=st.booleans())
def test_fast_discrete_equals_step_by_step_reference(seed, policy, dt, backfill):
    inst = generate.small(seed)
    fast, _ = simulate(inst, POLICIES[policy], dt=dt, backfill=backfill)
    ref, _ = simulate_discrete_reference(inst, POLICIES[policy], dt=dt, backfill=backfill)
    key = sorted
    assert key((e.task, e.start, tuple(e.gpus)) for e in fast) == \
        key((e.task, e.start, tuple(e.gpus)) for e in ref)
    assert verify(inst, fast) == []


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), policy=st.sampled_from(NAMES),
       dt=st.sampled_from([0.5, 0.25, 0.1, 0.05]))
def test_grid_aligned_instance_discrete_equals_event(seed, policy, dt):
    """Arrivals and durations of preset small are multiples of 0.5 s: every dt dividing
    0.5 observes every event exactly, so the discrete run is the event-driven run."""
    inst = generate.small(seed)
    ev, _ = simulate(inst, POLICIES[policy])
    di, _ = simulate(inst, POLICIES[policy], dt=dt)
    assert evaluate(inst, di)[0] == pytest.approx(evaluate(inst, ev)[0], abs=1e-9)


@pytest.mark.parametrize("policy", NAMES)
def test_discrete_converges_to_event_driven(policy):
    """Real-valued workload: for small dt the discrete run makes the event-driven run's
    decisions, each start late by at most n*dt, hence |dZ| <= sum(w) * n * dt."""
    inst = generate.workload(3, n_tasks=150, load=0.9)
    ev, _ = simulate(inst, POLICIES[policy])
    z_ev = evaluate(inst, ev)[0]
    errors = []
    for dt in (1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6):
        di, _ = simulate(inst, POLICIES[policy], dt=dt)
        assert verify(inst, di) == []
        errors.append(abs(evaluate(inst, di)[0] - z_ev))
    n, wsum = len(inst.tasks), sum(t.weight for t in inst.tasks)
    for dt, err in ((1e-5, errors[-2]), (1e-6, errors[-1])):
        assert err <= wsum * n * dt
    di, _ = simulate(inst, POLICIES[policy], dt=1e-6)
    gang_ev = {e.task: e.gpus for e in ev}
    assert {e.task: e.gpus for e in di} == gang_ev
    start_ev = {e.task: e.start for e in ev}
    assert max(abs(e.start - start_ev[e.task]) for e in di) <= n * 1e-6
    assert errors[-1] < errors[0]


def test_priority_orders_on_a_hand_made_instance():
    """2 GPUs, one gang slot; three tasks at t=0 (a: long w=1, b: short w=1,
    c: medium w=5). FIFO a,b,c; WeightedFIFO c,a,b; SRPT b,c,a; WSRPT c (5/2), b (1/1), a."""
    d = {"family": "hgsp-llm", "name": "order",
         "gpus": [{"type": "H100", "memory_gb": 80, "prefill_tokens_per_s": 1000,
                   "decode_tokens_per_s": 5000, "count": 2}],
         "tasks": [
             {"name": "a", "tokens": 4000, "phase": "prefill", "memory_gb": 30,
              "tp_degree": 2, "weight": 1},
             {"name": "b", "tokens": 1000, "phase": "prefill", "memory_gb": 30,
              "tp_degree": 2, "weight": 1},
             {"name": "c", "tokens": 10000, "phase": "decode", "memory_gb": 30,
              "tp_degree": 2, "weight": 5}]}
    inst = LlmInstance.from_dict(d)
    expect = {"fifo": "abc", "weighted-fifo": "cab", "srpt": "bca", "wsrpt": "cba"}
    for pol, order in expect.items():
        sched, _ = simulate(inst, POLICIES[pol])
        got = "".join(e.task for e in sorted(sched, key=lambda e: e.start))
        assert got == order, pol


def test_backfill_false_blocks_behind_the_head_task():
    """4 GPUs; a (tau=2, long) runs; head b needs 4 GPUs; c needs 2. With backfill c
    starts at once on the 2 free GPUs; without, c waits behind b."""
    d = {"family": "hgsp-llm", "name": "hol",
         "gpus": [{"type": "H100", "memory_gb": 80, "prefill_tokens_per_s": 1000,
                   "decode_tokens_per_s": 5000, "count": 4}],
         "tasks": [
             {"name": "a", "tokens": 3000, "phase": "prefill", "memory_gb": 20, "tp_degree": 2},
             {"name": "b", "tokens": 1000, "phase": "prefill", "memory_gb": 20, "tp_degree": 4,
              "arrival_s": 1},
             {"name": "c", "tokens": 1000, "phase": "prefill", "memory_gb": 20, "tp_degree": 2,
              "arrival_s": 1}]}
    inst = LlmInstance.from_dict(d)
    start = {e.task: e.start for e in run(inst, "fifo").schedule}
    assert start == {"a": 0.0, "b": 3.0, "c": 1.0}
    start = {e.task: e.start for e in run(inst, "fifo", backfill=False).schedule}
    assert start == {"a": 0.0, "b": 3.0, "c": 4.0}


def test_placement_fastest_vs_first():
    d = {"family": "hgsp-llm", "name": "place",
         "gpus": [{"name": "slow", "type": "A100", "memory_gb": 80,
                   "prefill_tokens_per_s": 500, "decode_tokens_per_s": 2500, "count": 2},
                  {"name": "fast", "type": "H100", "memory_gb": 80,
                   "prefill_tokens_per_s": 1000, "decode_tokens_per_s": 5000, "count": 2}],
         "tasks": [{"name": "a", "tokens": 1000, "phase": "prefill", "memory_gb": 30,
                    "tp_degree": 2}]}
    inst = LlmInstance.from_dict(d)
    e = run(inst, "fifo").schedule[0]
    assert e.gpus == ("fast-0", "fast-1") and e.end == 1.0
    e = run(inst, "fifo", placement="first").schedule[0]
    assert e.gpus == ("slow-0", "slow-1") and e.end == 2.0


class LongestFirst(PriorityPolicy):
    """A user's priority rule on the online contract (no registration needed)."""

    def __init__(self, *, seed: int = 0) -> None:
        super().__init__(Policy("longest-first", lambda v: (-v.est_s, v.index)))


def test_user_priority_policy_runs_on_the_contract():
    res = run(TABLE4, LongestFirst)
    assert res.feasible and res.metrics["weighted_wait"] == pytest.approx(336.0)
    assert res.metrics["simulator"] == "event"


def test_dynamic_policy_uses_decision_time():
    seen: list[float] = []

    def key(v):
        seen.append(v.now)  # the key is re-evaluated at every step with waiting tasks
        return (v.task.arrival_s, v.index)

    sched, _ = run_policy(TABLE4, Policy("test-dynamic", key, dynamic=True),
                          simulator="discrete", dt=0.5)
    assert evaluate(TABLE4, sched)[0] == pytest.approx(336.0)
    # FIFO on Table IV: tasks wait at every step up to 2.5 (the last four start then)
    assert np.isclose(sorted(set(seen)), [0.0, 0.5, 1.0, 1.5, 2.0, 2.5]).all()


@pytest.mark.parametrize("bad", [
    lambda s: s[:-1],
    lambda s: s + [dict(s[0])],
    lambda s: [{**s[0], "gpus": s[0]["gpus"][:1]}] + s[1:],
    lambda s: [{**s[0], "start": s[0]["start"] - 0.1, "end": s[0]["end"] - 0.1}] + s[1:],
    lambda s: [{**s[0], "end": s[0]["end"] + 1}] + s[1:],
    lambda s: [{**s[1], "gpus": s[0]["gpus"], "start": s[0]["start"],
                "end": s[0]["start"] + s[1]["end"] - s[1]["start"]}]
    + [e for e in s if e["task"] != s[1]["task"]],
])
def test_verifier_rejects_broken_schedules(bad):
    inst = generate.small(2)
    sched, _ = simulate(inst, POLICIES["fifo"])
    sched = sorted(sched.to_dict(), key=lambda e: e["start"])
    assert verify(inst, sched) == []
    assert verify(inst, bad(sched)) != []


def test_verifier_checks_memory_per_gpu():
    d = {"family": "hgsp-llm", "name": "mem",
         "gpus": [{"name": "big", "memory_gb": 80, "prefill_tokens_per_s": 1000,
                   "decode_tokens_per_s": 5000},
                  {"name": "small", "memory_gb": 16, "prefill_tokens_per_s": 1000,
                   "decode_tokens_per_s": 5000}],
         "tasks": [{"name": "a", "tokens": 1000, "phase": "prefill", "memory_gb": 30,
                    "tp_degree": 1}]}
    inst = LlmInstance.from_dict(d)
    assert run(inst, "fifo").schedule[0].gpus == ("big",)
    bad = [{"task": "a", "gpus": ["small"], "start": 0.0, "end": 1.0}]
    assert any("GB" in v for v in verify(inst, bad))
