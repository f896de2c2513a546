"""The verifier catches every violated constraint; the evaluator's metrics by hand."""

from __future__ import annotations

import pytest

from optsched.core import run, verify_solution
from optsched.hgsp import HgspInstance
from optsched.hgsp.verify import evaluate, verify

# Two GPUs (speed 1 with 10 GB, speed 2 with 40 GB); three tasks.
HAND = {
    "family": "hgsp", "version": 1, "name": "hand",
    "gpus": [{"id": "slow", "speed": 1.0, "memory_gb": 10},
             {"id": "fast", "speed": 2.0, "memory_gb": 40}],
    "tasks": [
        {"id": "a", "workload": 4, "memory_gb": 5, "deadline": 4, "weight": 2, "arrival": 0},
        {"id": "b", "workload": 4, "memory_gb": 20, "deadline": 3, "weight": 3, "arrival": 1},
        {"id": "c", "workload": 2, "memory_gb": 5, "deadline": 2, "weight": 1, "arrival": 0},
    ],
}


def rows(*r):
    return [{"task": t, "gpu": g, "start": s} for t, g, s in r]


def test_metrics_by_hand() -> None:
    inst = HgspInstance.from_dict(HAND)
    # a on slow [0,4); c on fast [0,1); b on fast [1,3)
    sched = rows(("a", "slow", 0.0), ("c", "fast", 0.0), ("b", "fast", 1.0))
    assert verify(inst, sched) == []
    obj, m = evaluate(inst, sched)
    # completions a=4 (d=4, on time), c=1 (d=2), b=3 (d=3): no tardiness
    assert obj == 0.0 and m["dmc"] == 0
    # TWCT eq. (7): 2*(4-0) + 3*(3-1) + 1*(1-0) = 15; ACT eq. (8): (4 + 2 + 1)/3
    assert m["twct"] == 15.0 and m["act"] == pytest.approx(7 / 3)
    # eq. (12): busy 4 + 2 + 1 = 7 over 2 GPUs x (4 - 0)
    assert m["makespan"] == 4.0 and m["gpu_util"] == pytest.approx(7 / 8)
    # memory: (5*4 + 20*2 + 5*1) / ((10 + 40) * 4) = 65/200
    assert m["mem_util"] == pytest.approx(65 / 200)

    late = rows(("a", "slow", 0.0), ("b", "fast", 1.0), ("c", "fast", 3.0))
    obj, m = evaluate(inst, late)  # c ends at 4, deadline 2, weight 1
    assert obj == 2.0 and m["dmc"] == 1 and m["dmr"] == pytest.approx(1 / 3)


@pytest.mark.parametrize("sched,needle", [
    (rows(("a", "slow", 0.0), ("c", "fast", 0.0)), "'b' is not scheduled"),
    (rows(("a", "slow", 0.0), ("c", "fast", 0.0), ("b", "slow", 4.0)), "needs 20 GB"),
    (rows(("a", "slow", 0.0), ("c", "fast", 0.0), ("b", "fast", 0.5)), "before its arrival"),
    (rows(("a", "fast", 0.0), ("c", "fast", 1.0), ("b", "fast", 2.0)), "overlap"),
    (rows(("a", "slow", 0.0), ("c", "fast", 0.0), ("b", "fast", 1.0), ("b", "fast", 5.0)),
     "more than once"),
    (rows(("a", "slow", 0.0), ("c", "tpu", 0.0), ("b", "fast", 1.0)), "unknown GPU"),
])
def test_violations_are_reported(sched, needle: str) -> None:
    inst = HgspInstance.from_dict(HAND)
    problems = verify(inst, sched)
    assert any(needle in p for p in problems), problems


def test_wrong_end_time_is_caught() -> None:
    inst = HgspInstance.from_dict(HAND)
    sched = rows(("a", "slow", 0.0), ("c", "fast", 0.0), ("b", "fast", 1.0))
    sched[0]["end"] = 3.0  # p = 4 on the slow GPU
    assert any("end 3" in p for p in verify(inst, sched))


def test_verify_solution_rejects_and_recomputes() -> None:
    inst = HgspInstance.from_dict(HAND)
    res = run(inst, "greedy")
    forged = res.to_dict()
    forged["objective"] = -1.0  # a lie about the objective is ignored: it is recomputed
    checked = verify_solution(inst, forged)
    assert checked.feasible and checked.objective == res.objective
    forged["schedule"][0]["start"] = -5.0
    bad = verify_solution(inst, forged)
    assert not bad.feasible and bad.status == "error" and "arrival" in bad.message
