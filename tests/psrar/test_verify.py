"""Verifier and evaluator on hand-made schedules: one violation per constraint."""

from __future__ import annotations

from dataclasses import replace

import pytest

from optsched.core.registry import finalize, get_family
from optsched.core.result import Result, Status
from optsched.psrar import JobPlacement, PsrarInstance, PsrarSchedule
from optsched.psrar.verify import evaluate, verify

# job a (PS): 2 workers spread over s0/s1 with 1 PS on s0 -> rho = 1/0.062, d = 2;
# job b (RAR): 1 worker on s1 -> rho = 20, 40 mini-batches, d = 2.
A = JobPlacement(start=0, duration=2, worker_type=0, workers=(1, 1), ps_type=0, ps=(1, 0))
B = JobPlacement(start=1, duration=2, worker_type=0, workers=(0, 1), ps_type=None, ps=(0, 0))


def sched(a=A, b=B) -> PsrarSchedule:
    return PsrarSchedule((a, b))


def test_feasible_and_objective(hand: PsrarInstance) -> None:
    assert verify(hand, sched()) == []
    obj, metrics = evaluate(hand, sched())
    assert obj == 2 * 2 + 1 * 3  # w_a c_a + w_b c_b
    assert metrics["makespan_slots"] == 3
    # the JSON form is accepted too and round-trips
    assert verify(hand, sched().to_dict()) == []
    assert PsrarSchedule.from_dict(sched().to_dict()) == sched()


@pytest.mark.parametrize("a, b, needle", [
    (replace(A, duration=1), B, "(2f)"),
    (replace(A, workers=(4, 0), ps=(1, 0)), B, "(2g)"),
    (replace(A, workers=(0, 0)), B, "no worker (2b)"),
    (replace(A, worker_type=3), B, "(2b)"),
    (replace(A, ps_type=None), B, "(2c)"),
    (replace(A, ps=(0, 0)), B, "(2e)"),
    (A, replace(B, ps_type=0, ps=(1, 0)), "(15)"),
    (replace(A, start=0), replace(B, start=0), "(2j)"),
    # s1 has 2 GPUs: a's worker + b's worker + one more on s1 in slot 1
    (replace(A, workers=(0, 2), ps=(1, 0)), B, "(2h)"),
    (replace(A, duration=0), B, "(2m)"),
    (replace(A, workers=(-1, 2)), B, "(2k)"),
])
def test_each_violation_is_reported(hand: PsrarInstance, a, b, needle: str) -> None:
    viol = verify(hand, sched(a, b))
    assert any(needle in v for v in viol), viol


def test_ps_bandwidth_2i(hand: PsrarInstance) -> None:
    p = hand.ps_types[0]
    slow = replace(p, bandwidth_gbps=1.5,
                   demand=p.demand[:3] + (1.5,))
    inst = replace(hand, ps_types=(slow,))
    # 2 workers on s0 (2 Gbps) talk to the PS on s1 (1.5 Gbps): violates (2i)
    a = JobPlacement(0, 2, 0, (2, 1), 0, (0, 1))
    b = replace(B, workers=(1, 0), start=2)
    assert any("(2i)" in v for v in verify(inst, sched(a, b)))
    # two PSs on s1 reserve 3 Gbps: fine
    assert verify(inst, sched(replace(a, ps=(0, 2)), b)) == []


def test_colocation_changes_the_rate(hand: PsrarInstance) -> None:
    # 1 worker + PS on s0: rho = 1/0.06, 60 mini-batches -> 3.6 -> needs 4 slots
    co = JobPlacement(0, 4, 0, (1, 0), 0, (1, 0))
    assert verify(hand, sched(co, B)) == []
    assert any("(2f)" in v for v in verify(hand, sched(replace(co, duration=3), B)))
    # the same worker with its PS on the other server is slower (q = 0): still 4 slots
    spread = JobPlacement(0, 4, 0, (1, 0), 0, (0, 1))
    assert verify(hand, sched(spread, replace(B, workers=(1, 0)))) == []


def test_unscheduled_and_deadlines(hand: PsrarInstance) -> None:
    assert any("(2a)" in v for v in verify(hand, PsrarSchedule((A, None))))
    late = replace(B, start=40)  # no completion limit for psrar (T bounds arrivals)
    assert verify(hand, sched(A, late)) == []
    capped = replace(hand, max_completion_slot=10)
    assert any("max_completion_slot" in v for v in verify(capped, sched(A, late)))
    mw = hand.as_family("psrar-maxweight", tau_slots=2)
    assert verify(mw, PsrarSchedule((A, None))) == []
    assert any("(7b)" in v for v in verify(mw, sched()))
    obj, metrics = evaluate(mw, PsrarSchedule((A, None)))
    assert obj == 2.0 and metrics["weight_completed_by_tau"] == 2.0


def test_pieces_of_a_preempted_job(hand: PsrarInstance) -> None:
    # 1 co-located worker trains 16.67/slot: 2 + 2 slots = 66.7 >= 60
    p1 = JobPlacement(0, 2, 0, (1, 0), 0, (1, 0))
    p2 = JobPlacement(5, 2, 0, (1, 0), 0, (1, 0))
    s = PsrarSchedule(((p1, p2), B))
    assert verify(hand, s) == []
    assert evaluate(hand, s)[0] == 2 * 7 + 3
    assert PsrarSchedule.from_dict(s.to_dict()) == s
    short = PsrarSchedule(((p1, replace(p2, duration=1)), B))
    assert any("(2f)" in v for v in verify(hand, short))
    overlap = PsrarSchedule(((p1, replace(p2, start=1)), B))
    assert any("overlap" in v for v in verify(hand, overlap))


def test_malformed_schedules(hand: PsrarInstance) -> None:
    assert verify(hand, {"jobs": [None]})  # wrong length
    assert verify(hand, {"jobs": [{"start": 0}, None]})  # missing fields
    assert verify(hand, {"jobs": [{"start": True, "duration": 2, "worker_type": 0,
                                   "workers": [1, 1], "ps_type": 0, "ps": [1, 0]}, None]})
    assert verify(hand, "nonsense")


def test_finalize_rejects_and_recomputes(hand: PsrarInstance) -> None:
    fam = get_family("psrar")
    bad = Result("psrar", "hand", "x", Status.FEASIBLE, objective=1.0,
                 schedule=sched(replace(A, duration=1)))
    assert finalize(fam, hand, bad).status is Status.ERROR
    good = Result("psrar", "hand", "x", Status.FEASIBLE, objective=123.0, schedule=sched())
    out = finalize(fam, hand, good)
    assert out.feasible and out.objective == 7.0
