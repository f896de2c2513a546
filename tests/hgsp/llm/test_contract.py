"""The hgsp-llm online-policy contract: the priority policies on it equal the reference
event-driven simulator exactly; the view says what it should; bad decisions are refused
with a DecisionError naming the time, the task and the GPU."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import optsched
from optsched.core import DecisionError, PolicyError, load_instance
from optsched.hgsp.llm import (
    POLICIES,
    LlmInstance,
    LlmView,
    PriorityPolicy,
    Start,
    generate,
    simulate,
    simulate_online,
    verify,
)

ROOT = Path(__file__).resolve().parents[3]
TABLE4 = load_instance(ROOT / "instances" / "llm" / "table4.json")
NAMES = sorted(POLICIES)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), policy=st.sampled_from(NAMES),
       backfill=st.booleans(), placement=st.sampled_from(["fastest", "first"]))
def test_priority_policy_on_the_contract_equals_the_reference_simulator(
        seed, policy, backfill, placement):
    inst = generate.small(seed)
    ref, ref_points = simulate(inst, POLICIES[policy], backfill=backfill, placement=placement)
    res = simulate_online(inst, PriorityPolicy(policy, backfill=backfill,
                                               placement=placement))
    assert res.schedule == ref  # same tasks, gangs, starts and ends, in the same order
    assert res.metrics["decision_points"] == ref_points


@pytest.mark.parametrize("policy", NAMES)
def test_contract_path_equals_reference_on_a_loaded_workload(policy):
    inst = generate.workload(3, n_tasks=150, load=1.2)
    ref, _ = simulate(inst, POLICIES[policy])
    assert simulate_online(inst, PriorityPolicy(policy)).schedule == ref


def test_builtin_algorithms_run_through_the_contract():
    """--algo fifo (event simulator) is PriorityPolicy on simulate_online."""
    inst = generate.small(5)
    for name in NAMES:
        res = optsched.run(inst, name)
        assert res.schedule == simulate(inst, POLICIES[name])[0]
        assert res.feasible


class Recorder:
    """Records every view; FIFO decisions."""

    def __init__(self) -> None:
        self.views: list[LlmView] = []
        self.inner = PriorityPolicy("fifo")

    def decide(self, view: LlmView) -> list[Start]:
        self.views.append(view)
        return self.inner.decide(view)


def test_the_view_on_table4():
    rec = Recorder()
    res = simulate_online(TABLE4, rec)
    assert verify(TABLE4, res.schedule) == []
    first = rec.views[0]
    assert first.time_s == 0.0 and len(first.waiting) == 20 and first.running == ()
    assert [e.kind for e in first.events] == ["arrival"] * 20
    assert [e.job for e in first.events] == [t.id for t in TABLE4.tasks]
    assert first.free == tuple(g.id for g in TABLE4.gpus) and first.gpus == TABLE4.gpus
    w = first.waiting[0]
    assert (w.id, w.phase, w.tokens, w.tp_degree, w.weight) == ("t00", "prefill", 2000.0, 2,
                                                                  1.0)
    assert w.memory_per_gpu_gb == 15.0 and w.eligible_types == ("H100",)
    assert w.est_s == TABLE4.best_duration_s(TABLE4.tasks[0]) == 2.0
    assert first.duration_s(w, w.eligible[:2]) == 2.0
    second = rec.views[1]  # t = 2.0: FIFO started the 8 long tasks at 0; they complete
    assert second.time_s == 2.0
    assert {e.kind for e in second.events} == {"completion"} and len(second.events) == 8
    assert len(second.free) == 16 and len(second.waiting) == 12
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.time_s = 1.0  # type: ignore[misc]
    assert isinstance(first.waiting, tuple) and isinstance(first.free, tuple)


def test_running_tasks_are_listed_with_their_known_end():
    rec = Recorder()
    simulate_online(generate.small(2), rec)
    for v in rec.views:
        ends = [r.end_s for r in v.running]
        assert ends == sorted(ends) and all(r.start_s <= v.time_s < r.end_s for r in v.running)
        busy = {g for r in v.running for g in r.gpus}
        assert busy.isdisjoint(v.free) and len(busy) + len(v.free) == len(v.gpus)


class Fixed:
    """Returns one given decision at the first call, nothing afterwards (then FIFO)."""

    def __init__(self, decision: object) -> None:
        self.decision = decision
        self.calls = 0

    def decide(self, view: LlmView) -> list[object]:
        self.calls += 1
        if self.calls == 1:
            return [self.decision]
        return list(PriorityPolicy("fifo").decide(view))


GPU0, GPU1, GPU2 = "H100-0", "H100-1", "H100-2"


@pytest.mark.parametrize("decision, words", [
    (Start("t00", (GPU0,)), ["t00", "exactly 2", "tp_degree"]),
    (Start("t00", (GPU0, GPU0)), ["t00", GPU0, "twice"]),
    (Start("t00", (GPU0, "B200-9")), ["t00", "B200-9", "not a GPU"]),
    (Start("nope", (GPU0, GPU1)), ["nope", "not an id"]),
    (Start("t00", [GPU0, 3]), ["t00", "gpus must be"]),
    ("start t00", ["expected Start"]),
])
def test_infeasible_decisions_are_refused_naming_task_and_gpu(decision, words):
    with pytest.raises(DecisionError) as exc:
        simulate_online(TABLE4, Fixed(decision))
    msg = str(exc.value)
    assert msg.startswith("decision at t=0 s: ")
    for w in words:
        assert w in msg


class TwiceOnOneGpu:
    def decide(self, view: LlmView) -> list[Start]:
        return [Start("t00", (GPU0, GPU1)), Start("t01", (GPU1, GPU2))]


def test_a_busy_gpu_is_refused_naming_its_holder():
    with pytest.raises(DecisionError, match=r"task 't01': GPU 'H100-1' is busy \(running "
                                            r"task 't00'\)"):
        simulate_online(TABLE4, TwiceOnOneGpu())


def test_too_little_memory_is_refused():
    inst = LlmInstance.from_dict({
        "family": "hgsp-llm", "version": 2, "name": "mem",
        "gpus": [{"id": "big", "memory_gb": 80, "prefill_tokens_per_s": 1000,
                  "decode_tokens_per_s": 5000},
                 {"id": "small", "memory_gb": 16, "prefill_tokens_per_s": 1000,
                  "decode_tokens_per_s": 5000}],
        "tasks": [{"id": "a", "tokens": 1000, "phase": "prefill", "memory_gb": 30,
                   "tp_degree": 1}]})
    with pytest.raises(DecisionError, match="task 'a' needs 30 GB per GPU .* GPU 'small' "
                                            "has 16 GB"):
        simulate_online(inst, Fixed(Start("a", ("small",))))


def test_a_task_not_yet_arrived_or_already_running_is_refused():
    inst = generate.small(1)
    late = max(inst.tasks, key=lambda t: t.arrival_s)
    assert late.arrival_s > 0
    with pytest.raises(DecisionError, match=f"task '{late.id}' is not waiting: it has not "
                                            "arrived yet"):
        simulate_online(inst, Fixed(Start(late.id, ("x",))))

    class Again:
        def __init__(self) -> None:
            self.first: Start | None = None

        def decide(self, view: LlmView) -> list[Start]:
            if self.first is None:
                self.first = PriorityPolicy("fifo").decide(view)[0]
                return [self.first]
            return [self.first]

    with pytest.raises(DecisionError, match="is not waiting: it (is running|has completed)"):
        simulate_online(inst, Again())


class Idle:
    def decide(self, view: LlmView) -> None:
        return None


def test_a_policy_that_never_starts_anything_is_refused():
    with pytest.raises(DecisionError, match="left 20 task.* waiting .* never start"):
        simulate_online(TABLE4, Idle())


class Broken:
    def decide(self, view: LlmView) -> list[Start]:
        raise ZeroDivisionError("no GPUs for you")


def test_an_exception_in_decide_is_a_policy_error():
    with pytest.raises(PolicyError) as exc:
        optsched.run(TABLE4, Broken)
    msg = str(exc.value)
    assert "Broken" in msg and "ZeroDivisionError: no GPUs for you" in msg
    assert "hgsp-llm/table4" in msg
