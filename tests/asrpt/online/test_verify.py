"""The asrpt-online verifier rejects every kind of violation; the evaluator recomputes
problem (8) from eq. (7)."""

from __future__ import annotations

import dataclasses

import pytest

from optsched.asrpt import iteration_time
from optsched.asrpt.online.schedule import JobRun, OnlineSchedule
from optsched.asrpt.online.verify import evaluate, verify

from .conftest import doc_instance


def _good():
    """Jobs a, b, c of the doc instance (2 servers x 4 GPUs): a = 3 GPUs on server 0,
    b = 1 GPU on server 0 (fills it), c = 3 GPUs on server 1."""
    inst = doc_instance()
    cl = inst.cluster
    pipe = inst.configs["pipe"].job
    a_pipe = iteration_time(pipe, [[2, 1]], cl)
    a_one = iteration_time(inst.configs["one"].job, [[1]], cl)
    sched = OnlineSchedule(runs=(
        JobRun(0.0, (0,), ((2, 1),), a_pipe),
        JobRun(1.5, (0,), ((1,),), a_one),
        JobRun(2.0, (1,), ((2, 1),), a_pipe)))
    return inst, sched, a_pipe, a_one


def test_valid_schedule_and_objective():
    inst, sched, a_pipe, a_one = _good()
    assert verify(inst, sched) == []
    assert verify(inst, sched.to_dict()) == []
    obj, m = evaluate(inst, sched)
    c = [0.0 + 100 * a_pipe, 1.5 + 300 * a_one, 2.0 + 50 * a_pipe]
    assert obj == pytest.approx(sum(c), rel=1e-12)
    jct = [c[0] - 0, c[1] - 1.5, c[2] - 2.0]
    assert m["avg_jct_from_submit_s"] == pytest.approx(sum(jct) / 3)
    assert m["makespan_s"] == pytest.approx(max(c))
    # issue 22: the labelled metrics say which quantity is which
    assert m["total_completion_from_t0_s"] == obj
    assert m["total_jct_from_submit_s"] == pytest.approx(sum(jct), rel=1e-12)
    assert m["sum_submit_s"] == pytest.approx(3.5)
    assert obj == pytest.approx(m["total_jct_from_submit_s"] + m["sum_submit_s"], rel=1e-12)


def _replace(sched, i, **kw):
    runs = list(sched.runs)
    runs[i] = dataclasses.replace(runs[i], **kw)
    return OnlineSchedule(tuple(runs))


def test_capacity_overlap_on_one_server_is_caught():
    inst, sched, *_ = _good()
    bad = _replace(sched, 2, servers=(0,))  # a (3 GPUs) + b (1) + c (3) on server 0
    errs = verify(inst, bad)
    assert any("server 0" in e and "eq. (3)" in e for e in errs), errs


def test_back_to_back_reuse_is_accepted_and_overlap_by_epsilon_rejected():
    inst, sched, a_pipe, _ = _good()
    end_a = 0.0 + 100 * a_pipe
    ok = _replace(sched, 2, servers=(0,), start=max(end_a, 2.0))
    ok = _replace(ok, 1, servers=(1,))
    assert verify(inst, ok) == []
    early = _replace(ok, 2, start=end_a * (1 - 1e-6))
    assert any("eq. (3)" in e for e in verify(inst, early))


def test_start_before_submit_is_caught():
    inst, sched, *_ = _good()
    errs = verify(inst, _replace(sched, 2, start=1.0))
    assert any("before its submission" in e for e in errs), errs


@pytest.mark.parametrize(("kw", "needle"), [
    ({"counts": ((1, 1),)}, "eq. (2)"),
    ({"counts": ((2,),)}, "entries"),
    ({"servers": (5,)}, "out of range"),
    ({"servers": (0, 0), "counts": ((1, 1), (1, 0))}, "listed twice"),
    ({"servers": (0, 1), "counts": ((2, 1), (0, 0))}, "holds no replica"),
    ({"alpha": 1.0}, "claimed alpha"),
    ({"start": float("nan")}, "not finite"),
])
def test_malformed_runs(kw, needle):
    inst, sched, *_ = _good()
    errs = verify(inst, _replace(sched, 0, **kw))
    assert any(needle in e for e in errs), errs


def test_wrong_number_of_runs_and_junk():
    inst, sched, *_ = _good()
    assert verify(inst, OnlineSchedule(sched.runs[:2]))
    assert verify(inst, {"runs": "x"})
    assert verify(inst, 42)
