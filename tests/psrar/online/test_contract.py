"""The psrar online-policy contract: FIFO on the contract equals the built-in FIFO; the
view says what it should; bad decisions are refused naming the slot, the job and the
resource; every contract schedule is verified and never below the proven optimum.
Seeds 730+ are used nowhere else."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from scriptload import load_file

import optsched
from optsched.core import DecisionError, InstanceError, PolicyError, Status, solve
from optsched.psrar import PsrarInstance
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS
from optsched.psrar.online.baselines import run_policy
from optsched.psrar.online.contract import Configuration, PsrarView, Start
from optsched.psrar.online.policies import FifoPolicy
from optsched.psrar.online.simulate import simulate_online
from optsched.psrar.verify import verify

from ..conftest import hand_dict

ROOT = Path(__file__).resolve().parents[3]


def _example() -> Any:
    return load_file(ROOT / "examples" / "psrar_online_fifo.py").policy


@pytest.mark.parametrize("preset", ["tiny-ps", "tiny-rar", "tiny-mixed", "small-ps"])
@pytest.mark.parametrize("seed", [730, 731, 732])
@pytest.mark.parametrize("workers", [8, 2])
def test_fifo_on_the_contract_equals_the_builtin_fifo(preset, seed, workers):
    inst = PRESETS[preset](seed)
    ref = run_policy(inst, "fifo", workers=workers)
    res = simulate_online(inst, FifoPolicy(workers=workers))
    assert res.schedule.jobs == tuple(ref[j] for j in range(len(inst.jobs)))
    assert verify(inst, res.schedule) == []
    builtin = optsched.run(inst, "fifo", workers=workers)
    assert builtin.objective == res.objective


def test_fifo_through_the_run_api_with_a_param():
    inst = PRESETS["tiny-mixed"](733)
    res = optsched.run(inst, FifoPolicy, workers=2)
    assert res.feasible and res.status is Status.FEASIBLE
    assert res.objective == optsched.run(inst, "fifo", workers=2).objective


@pytest.mark.parametrize(("preset", "seed"), [("tiny-ps", 734), ("tiny-rar", 735),
                                              ("tiny-mixed", 736)])
def test_contract_schedules_are_verified_and_not_below_the_optimum(preset, seed):
    inst = PRESETS[preset](seed)
    opt = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    assert opt.status is Status.OPTIMAL
    for pol in (FifoPolicy, _example()):
        r = optsched.run(inst, pol)
        assert r.feasible, r.message
        assert r.objective >= opt.objective * (1 - 1e-9)


class Recorder:
    """Records every view; FIFO decisions."""

    def __init__(self) -> None:
        self.views: list[PsrarView] = []
        self.inner = FifoPolicy()

    def decide(self, view: PsrarView) -> list[Start]:
        self.views.append(view)
        return self.inner.decide(view)


def test_the_view_on_the_hand_instance():
    inst = PsrarInstance.from_dict(hand_dict())
    rec = Recorder()
    res = simulate_online(inst, rec)
    assert verify(inst, res.schedule) == []
    first, second = rec.views[:2]
    assert (first.time_slot, first.time_s) == (0, 0.0)
    assert [(e.kind, e.job) for e in first.events] == [("arrival", "a")]
    assert first.running == () and [w.id for w in first.waiting] == ["a"]
    a = first.waiting[0]
    assert (a.arch, a.arrival_slot, a.weight, a.total_minibatches) == ("ps", 0, 2.0, 60)
    assert a.update_time_ms == (36000.0,) and a.minibatch_time_slots == (0.05,)
    assert first.free == tuple(s.capacity for s in inst.servers)
    assert first.cluster.servers == inst.servers
    # hand-computed (conftest): 3 co-located workers, rho = 1/0.06, 60 mini-batches
    c3 = Configuration(0, (3, 0), 0, (1, 0))
    assert first.duration(a, c3) == 2 == inst.min_duration(0, 0, 0, 3, True)
    assert first.cluster.demand(c3) == ((3.0, 8.0, 28.0, 8.0), (0.0,) * 4)
    # slot 1: b arrives, a holds s0 (FIFO: ideal config, 3 workers co-located on s0)
    assert second.time_slot == 1 and [(e.kind, e.job) for e in second.events] == [
        ("arrival", "b")]
    (run,) = second.running
    assert (run.id, run.start_slot, run.end_slot, run.config) == ("a", 0, 2, c3)
    assert second.free[0] == (1.0, 8.0, 36.0, 2.0) and second.free[1] == (2.0, 8.0, 32.0,
                                                                          10.0)
    assert [w.id for w in second.waiting] == ["b"] and second.waiting[0].arch == "rar"
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.time_slot = 3  # type: ignore[misc]
    assert isinstance(first.waiting, tuple) and isinstance(first.free[0], tuple)


def test_running_jobs_match_the_schedule_and_view_durations():
    inst = PRESETS["tiny-mixed"](737)
    rec = Recorder()
    res = simulate_online(inst, rec)
    name = {job.name: j for j, job in enumerate(inst.jobs)}
    for v in rec.views:
        ends = [r.end_slot for r in v.running]
        assert ends == sorted(ends)
        for r in v.running:
            pl = res.schedule.jobs[name[r.id]]
            assert (pl.start, pl.completion) == (r.start_slot, r.end_slot)
            assert r.start_slot <= v.time_slot < r.end_slot
        for w in v.waiting:
            assert w.arrival_slot <= v.time_slot
    assert res.metrics["decision_slots"] == len(rec.views)


class Fixed:
    """Returns one given decision at the first call, FIFO afterwards."""

    def __init__(self, decision: object) -> None:
        self.decision = decision
        self.calls = 0

    def decide(self, view: PsrarView) -> list[object]:
        self.calls += 1
        if self.calls == 1:
            return [self.decision]
        return list(FifoPolicy().decide(view))


A1 = Configuration(0, (1, 0), 0, (1, 0))


@pytest.mark.parametrize("decision, words", [
    (Start("a", Configuration(0, (0, 3), 0, (0, 1))),
     ["job 'a' needs 3 gpu on server 's1', 2 free"]),
    (Start("a", Configuration(0, (4, 1), 0, (1, 0))), ["job 'a'", "5 workers > D_j = 3",
                                                       "(2g)"]),
    (Start("a", Configuration(0, (1, 0), None, (0, 0))), ["job 'a'", "PS type", "(2c)"]),
    (Start("a", Configuration(0, (1, 0), 0, (0, 0))), ["job 'a'", "no parameter server"]),
    (Start("a", Configuration(1, (1, 0), 0, (1, 0))), ["job 'a'", "worker_type 1 out of"]),
    (Start("a", Configuration(0, (1,), 0, (1, 0))), ["job 'a'", "workers must be 2 integer"]),
    (Start("a", Configuration(0, (1.5, 0), 0, (1, 0))), ["job 'a'", "workers must be 2"]),
    (Start("a", (0, (1, 0), 0, (1, 0))), ["job 'a'", "config must be a Configuration"]),
    (Start("b", A1), ["job 'b' is not waiting: it has not arrived yet"]),
    (Start("zz", A1), ["'zz' is not an id"]),
    ("start a", ["expected Start"]),
])
def test_infeasible_decisions_are_refused_naming_job_and_resource(decision, words):
    inst = PsrarInstance.from_dict(hand_dict())
    with pytest.raises(DecisionError) as exc:
        simulate_online(inst, Fixed(decision))
    msg = str(exc.value)
    assert msg.startswith("decision at slot 0: ")
    for w in words:
        assert w in msg


class OnBusyServer:
    """a on s0 with 3 workers at slot 0; b on s0 with 2 workers at slot 1 (1 GPU free)."""

    def decide(self, view: PsrarView) -> list[Start]:
        if view.time_slot == 0:
            return [Start("a", Configuration(0, (3, 0), 0, (1, 0)))]
        if view.time_slot == 1:
            return [Start("b", Configuration(0, (2, 0), None, (0, 0)))]
        return []


def test_a_busy_server_is_refused_naming_the_holder():
    inst = PsrarInstance.from_dict(hand_dict())
    with pytest.raises(DecisionError, match=r"^decision at slot 1: job 'b' needs 2 gpu on "
                                            r"server 's0', 1 free \(held by 'a'\)$"):
        simulate_online(inst, OnBusyServer())


def test_a_job_started_twice_and_a_late_completion_are_refused():
    inst = PsrarInstance.from_dict(hand_dict())

    class Twice:
        def decide(self, view: PsrarView) -> list[Start]:
            return [Start("a", A1), Start("a", A1)]

    with pytest.raises(DecisionError, match="job 'a' is not waiting: it is running"):
        simulate_online(inst, Twice())
    late = PsrarInstance.from_dict({**hand_dict(), "max_completion_slot": 3})
    # one co-located worker: d = ceil(60 x 0.06) = 4 slots
    with pytest.raises(DecisionError, match=r"job 'a' would complete at slot 4 > "
                                            r"max_completion_slot = 3"):
        simulate_online(late, Fixed(Start("a", A1)))


class Idle:
    def decide(self, view: PsrarView) -> None:
        return None


def test_a_policy_that_never_starts_anything_is_refused_not_a_hang():
    inst = PsrarInstance.from_dict(hand_dict())
    with pytest.raises(DecisionError, match=r"^decision at slot 1: the policy left 2 job\(s\) "
                                            r"waiting \(first: 'a'\) .* never start"):
        simulate_online(inst, Idle())


class Broken:
    def decide(self, view: PsrarView) -> list[Start]:
        raise ZeroDivisionError("no GPUs for you")


def test_an_exception_in_decide_is_a_policy_error():
    inst = PRESETS["tiny-ps"](738)
    with pytest.raises(PolicyError) as exc:
        optsched.run(inst, Broken)
    msg = str(exc.value)
    assert "Broken" in msg and "ZeroDivisionError: no GPUs for you" in msg
    assert inst.name in msg


def test_the_maxweight_problem_has_no_online_form():
    with pytest.raises(InstanceError):
        optsched.run(MAXWEIGHT_PRESETS["tiny-ps"](739), FifoPolicy)


def test_the_docstring_example_of_the_contract_runs_and_verifies():
    import textwrap

    from optsched.psrar.online import contract

    doc = contract.__doc__ or ""
    block = doc.split("::\n", 1)[1].split("\n(", 1)[0]
    ns: dict[str, Any] = {}
    exec(compile("from optsched.psrar.online.contract import *\n"  # noqa: S102
                 + textwrap.dedent(block), "contract-doc", "exec"), ns)
    for inst in (PsrarInstance.from_dict(hand_dict()), PRESETS["tiny-mixed"](740)):
        r = optsched.run(inst, ns["OneWorker"])
        assert r.feasible, r.message
        assert all(pl.n_workers == 1 for pl in r.schedule.jobs)


class RandomConfigs:
    """Random types, worker counts spread over random servers and PS counts; proposes
    only what fits the free resources (by ``cluster.demand``), so refusals are (2i)/(2g)
    ones; falls back to FIFO when it would leave the cluster idle."""

    def __init__(self, seed: int) -> None:
        self.rng = np.random.default_rng(seed)

    def decide(self, view: PsrarView) -> list[Start]:
        cl, H = view.cluster, len(view.free)
        free = np.array(view.free)
        out: list[Start] = []
        for job in view.waiting:
            n = int(self.rng.integers(1, job.chunks + 1))
            workers = np.bincount(self.rng.integers(0, H, n), minlength=H)
            ps = np.zeros(H, dtype=int)
            if job.is_ps:
                ps[self.rng.integers(0, H)] = int(self.rng.integers(1, 3))
            c = Configuration(int(self.rng.integers(0, len(cl.worker_types))),
                              tuple(int(x) for x in workers),
                              int(self.rng.integers(0, len(cl.ps_types))) if job.is_ps
                              else None, tuple(int(x) for x in ps))
            need = np.array(cl.demand(c))
            if np.all(need <= free):
                free -= need
                out.append(Start(job.id, c))
        if not out and not view.running:
            return FifoPolicy().decide(view)
        return out


def test_every_schedule_the_simulator_accepts_passes_the_verifier():
    done = refused = 0
    for seed in range(741, 771):
        inst = PRESETS[("tiny-ps", "tiny-rar", "tiny-mixed")[seed % 3]](seed)
        try:
            res = simulate_online(inst, RandomConfigs(seed))
        except DecisionError as exc:
            assert str(exc).startswith("decision at slot ") and "job '" in str(exc)
            refused += 1
            continue
        assert verify(inst, res.schedule) == [], seed
        done += 1
    assert done >= 10  # the check above ran on enough accepted schedules
