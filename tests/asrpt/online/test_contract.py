"""The asrpt-online online-policy contract: the five baselines written on it give the
built-in simulator's schedules exactly; the view shows predictions, never true iteration
counts; bad decisions are refused naming the time, the job and the server; every
contract schedule is at or above the proven optimum on tiny instances."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from scriptload import load_file

import optsched
from optsched.asrpt.online import OnlineInstance, verify
from optsched.asrpt.online.contract import (
    AsrptView,
    Event,
    Start,
    least_available,
    most_available,
)
from optsched.asrpt.online.contract_baselines import BaselinePolicy
from optsched.asrpt.online.contract_simulator import simulate_contract
from optsched.asrpt.online.generate import small, tiny
from optsched.asrpt.online.simulator import POLICIES, simulate
from optsched.core import DecisionError, InstanceError, Status
from optsched.core.discovery import get_family

from .conftest import doc_instance

ROOT = Path(__file__).resolve().parents[3]
BASELINES = POLICIES[1:]


def _example_policy() -> type:
    return load_file(ROOT / "examples" / "asrpt_online_fcfs.py").policy  # type: ignore[no-any-return]


@pytest.mark.parametrize("make, seed", [(tiny, 0), (tiny, 3), (tiny, 7), (small, 0),
                                        (small, 5)])
@pytest.mark.parametrize("servers", ["most", "least"])
def test_baselines_on_the_contract_equal_the_builtin_simulator(make, seed, servers):
    inst = make(seed)
    for name in BASELINES:
        ref, _ = simulate(inst, policy=name, servers=servers, seed=seed)
        res = simulate_contract(inst, BaselinePolicy(name, servers), seed=seed)
        assert res.schedule == ref, (name, servers)  # starts, servers, counts, alpha


@pytest.mark.parametrize("predictor", ["mean", "perfect"])
def test_the_predictor_reaches_the_view_like_the_builtin(predictor):
    inst = small(2)
    for name in ("spjf", "wcs-workload"):
        ref, _ = simulate(inst, policy=name, predictor=predictor, seed=1)
        res = simulate_contract(inst, BaselinePolicy(name), seed=1, predictor=predictor)
        assert res.schedule == ref and res.metrics["predictor"] == predictor


def test_the_fcfs_example_is_wcs_subtime_and_its_strict_form_verifies():
    policy = _example_policy()
    for seed in (1, 4):
        inst = small(seed)
        ref, _ = simulate(inst, policy="wcs-subtime", seed=seed)
        assert simulate_contract(inst, policy(seed=seed), seed=seed).schedule == ref
        strict = simulate_contract(inst, policy(seed=seed, backfill=False), seed=seed)
        assert verify(inst, strict.schedule) == []
        starts = [strict.schedule.runs[i].start
                  for i in sorted(range(len(inst.jobs)), key=lambda i: inst.jobs[i].submit)]
        assert starts == sorted(starts)  # without backfill, starts follow submissions


class Recorder:
    """Records every view; FCFS (backfilling) decisions."""

    def __init__(self) -> None:
        self.views: list[AsrptView] = []
        self.inner = BaselinePolicy("wcs-subtime")

    def decide(self, view: AsrptView) -> list[Start]:
        self.views.append(view)
        return self.inner.decide(view)


def test_the_view_shows_predictions_not_true_iterations():
    inst = doc_instance()  # a (g1, 100 it), b (g2 unseen, 300 it) at 1.5, c (g1, 50) at 2
    rec = Recorder()
    res = simulate_contract(inst, rec, predictor="mean")
    assert verify(inst, res.schedule) == []
    first = rec.views[0]
    assert first.time_s == 0.0 and first.events == (Event("arrival", "a"),)
    assert first.free == (4, 4) and first.free_total == 8 and first.running == ()
    a = first.waiting[0]
    assert (a.id, a.submit_s, a.gpus, a.config, a.replicas, a.model) == \
        ("a", 0.0, 3, "pipe", (2, 1), None)
    assert a.predicted_iterations == 80.0  # the g1 history mean, not the true 100
    assert a.predicted_duration_s == 80.0 * a.alpha_min_s and a.alpha_max_s >= a.alpha_min_s
    assert not any(f.name == "iterations" for f in dataclasses.fields(a))
    second = rec.views[1]  # t = 1.5: b is submitted (unseen group: 0 predicted)
    assert second.time_s == 1.5 and [e.kind for e in second.events] == ["arrival"]
    assert second.waiting[0].id == "b" and second.waiting[0].predicted_iterations == 0.0
    run_a = second.running[0]
    assert run_a.id == "a" and run_a.start_s == 0.0
    assert run_a.predicted_end_s == 80.0 * run_a.alpha_s  # expected end, not the true one
    assert sum(second.free) == 8 - 3 and run_a.alpha_s == res.schedule.runs[0].alpha
    assert res.metrics["decision_points"] == len(rec.views)
    last_end = max(r.start + j.iterations * (r.alpha or 0.0)
                   for r, j in zip(res.schedule.runs, inst.jobs, strict=True))
    assert rec.views[-1].time_s < last_end  # no call when the last job completes
    ends = [v for v in rec.views if any(e.kind == "completion" for e in v.events)]
    assert ends and all(e.job in {"a", "b", "c"} for v in ends for e in v.events)
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.time_s = 1.0  # type: ignore[misc]
    assert isinstance(first.waiting, tuple) and isinstance(first.free, tuple)


def test_running_jobs_and_free_gpus_agree_at_every_event():
    rec = Recorder()
    inst = small(3)
    simulate_contract(inst, rec)
    g = inst.cluster.gpus_per_server
    for v in rec.views:
        used = [0] * inst.cluster.servers
        for r in v.running:
            assert r.start_s <= v.time_s
            for m, row in zip(r.servers, r.counts, strict=True):
                used[m] += sum(row)
        assert [g - u for u in used] == list(v.free)
        assert [j.submit_s for j in v.waiting] == sorted(j.submit_s for j in v.waiting)


def test_server_pickers_follow_the_paper_rules():
    assert most_available([2, 4, 4, 1], 6) == ((1, 2), (4, 2))
    assert least_available([2, 4, 0, 1], 4) == ((3, 0, 1), (1, 2, 1))
    with pytest.raises(ValueError):
        most_available([1, 1], 3)


class Fixed:
    """Returns the given decisions at the first call, then FCFS."""

    def __init__(self, *decisions: object) -> None:
        self.decisions = decisions
        self.calls = 0

    def decide(self, view: AsrptView) -> list[object]:
        self.calls += 1
        if self.calls == 1:
            return list(self.decisions)
        return list(BaselinePolicy("wcs-subtime").decide(view))


@pytest.mark.parametrize("decisions, words", [
    (("start a",), ["expected Start", "'start a'"]),
    ((Start("zz", (0,), ((2, 1),)),), ["job 'zz'", "not an id"]),
    ((Start("c", (0,), ((2, 1),)),), ["job 'c'", "not submitted yet (submit 2 s)"]),
    ((Start("a", (5,), ((2, 1),)),), ["job 'a'", "server 5 is not a server (0..1)"]),
    ((Start("a", (0, 0), ((1, 0), (1, 1))),), ["job 'a'", "server 0 is listed twice"]),
    ((Start("a", (0,), ((2,),)),), ["job 'a'", "server 0 has 1 entries", "2 stages"]),
    ((Start("a", (0,), ((1, 1),)),), ["job 'a'", "replicas per stage [1, 1]", "k = [2, 1]"]),
    ((Start("a", (0, 1), ((2, 1), (0, 0))),), ["job 'a'", "server 1 must hold >= 1"]),
    ((Start("a", (0,), ((2.0, 1),)),), ["job 'a'", "counts must be"]),
    ((Start("a", (True,), ((2, 1),)),), ["job 'a'", "servers must be"]),
    ((Start("a", (0,), ((2, 1),)), Start("a", (1,), ((2, 1),))), ["job 'a'", "is running"]),
])
def test_infeasible_decisions_are_refused_naming_job_and_server(decisions, words):
    with pytest.raises(DecisionError) as exc:
        simulate_contract(doc_instance(), Fixed(*decisions))
    msg = str(exc.value)
    assert msg.startswith("decision at t=0 s: ")
    for w in words:
        assert w in msg


def test_a_busy_server_is_refused_naming_its_holder():
    inst = doc_instance()  # 2 servers x 4 GPUs; a needs 3

    class TwoOnServer0:
        def __init__(self) -> None:
            self.first = True

        def decide(self, view: AsrptView) -> list[Start]:
            if view.time_s == 0.0:
                return [Start("a", (0,), ((2, 1),))]
            if view.time_s == 1.5:  # b needs 1 GPU: server 0 has 1 left -> fine
                return [Start("b", (0,), ((1,),))]
            return [Start("c", (0,), ((2, 1),))] if view.waiting else []

    with pytest.raises(DecisionError, match=r"job 'c': needs 3 GPUs on server 0, \d free "
                                            r"\(running there: '(a|b)'"):
        simulate_contract(inst, TwoOnServer0())


class Idle:
    def decide(self, view: AsrptView) -> list[Start]:
        return []


def test_a_policy_that_never_starts_a_job_is_refused_not_a_hang():
    with pytest.raises(DecisionError, match=r"decision at t=2 s: the policy left 3 job\(s\) "
                                            r"waiting \(first: 'a'\).*would never start"):
        simulate_contract(doc_instance(), Idle())


def test_decide_must_return_an_iterable_and_oversized_jobs_are_input_errors():
    class Number:
        def decide(self, view: AsrptView) -> int:
            return 3

    with pytest.raises(DecisionError, match="returned a int, expected an iterable of Start"):
        simulate_contract(doc_instance(), Number())  # type: ignore[arg-type]
    doc = doc_instance().to_dict()
    doc["cluster"].update(servers=1, gpus_per_server=2)
    inst = OnlineInstance.from_dict(doc)
    with pytest.raises(InstanceError, match=r"jobs\[0\].gpus: 3 > the cluster's 2 GPUs"):
        simulate_contract(inst, Idle())
    with pytest.raises(InstanceError, match="predictor"):
        simulate_contract(doc_instance(), Idle(), predictor="oracle")


class _ByDuration(BaselinePolicy):
    """A user's policy class taking only a seed: the predictor is the simulator's."""

    def __init__(self, *, seed: int = 0) -> None:
        super().__init__("wcs-duration")


class _Clash(BaselinePolicy):
    def __init__(self, *, seed: int = 0, predictor: str = "rf") -> None:
        super().__init__("wcs-duration")


def test_run_passes_the_simulators_predictor_to_a_user_policy_and_checks_it():
    """``optsched.run(..., predictor=...)`` (``--param predictor=`` in the CLI) sets the
    simulator's option of a user's online policy: the same schedule as the built-in
    baseline under that predictor; small(0) is an instance where the two differ."""
    inst = small(0)
    got = {}
    for predictor in ("perfect", "mean"):
        res = optsched.run(inst, _ByDuration, seed=1, predictor=predictor)
        ref = optsched.run(inst, "wcs-duration", seed=1, predictor=predictor)
        assert res.feasible and res.schedule == ref.schedule
        assert res.metrics["predictor"] == predictor
        got[predictor] = res.objective
    assert got["perfect"] != got["mean"]
    with pytest.raises(InstanceError, match="predictor.*bogus"):
        optsched.run(inst, _ByDuration, predictor="bogus")
    with pytest.raises(InstanceError, match="'predictor'.*simulator also takes"):
        optsched.run(inst, _Clash)


def test_the_family_registers_the_contract_once():
    sim = get_family("asrpt-online").online_simulator
    assert sim is not None and sim.simulate is simulate_contract
    assert (sim.view_type, sim.decision_type) == (AsrptView, Start)
    assert [p.name for p in sim.params] == ["predictor"]


@pytest.mark.parametrize("seed", [3, 7])
def test_every_contract_schedule_is_at_or_above_the_proven_optimum_on_tiny(seed):
    inst = tiny(seed)
    opt = optsched.solve(inst, solver="highs", time_limit=60)
    assert opt.status == Status.OPTIMAL and opt.objective is not None
    example = _example_policy()
    policies = [BaselinePolicy(p, s) for p in BASELINES for s in ("most", "least")]
    policies += [example(seed=0), example(seed=0, backfill=False)]
    for pol in policies:
        res = optsched.run(inst, pol)  # the user path: loader, simulator, finalize
        assert res.feasible and res.status == Status.FEASIBLE
        assert res.objective >= opt.objective - 1e-9 * opt.objective


@pytest.mark.parametrize("servers, caps, words", [
    ((0,), (2,), ["caps [2]", "g = 3"]),
    ((0, 1), (3,), ["servers [0, 1]", "caps [3]"]),
    ((0, 1), (3, 0), ["caps [3, 0]"]),
])
def test_place_refuses_caps_that_do_not_cover_the_job(servers, caps, words):
    class Place:
        def decide(self, view: AsrptView) -> list[Start]:
            return [view.place("a", servers, caps)] if view.time_s == 0.0 else []

    with pytest.raises(DecisionError) as exc:
        simulate_contract(doc_instance(), Place())
    assert str(exc.value).startswith("decision at t=0 s: job 'a': place() needs")
    for w in words:
        assert w in str(exc.value)


def test_place_and_alpha_accept_an_id_or_the_waiting_job():
    seen: list[tuple[Start, Start, float, float]] = []

    class Both:
        def decide(self, view: AsrptView) -> list[Start]:
            if view.time_s != 0.0:
                return BaselinePolicy("wcs-subtime").decide(view)
            a = view.waiting[0]
            s1, s2 = view.place("a", (0,), (3,)), view.place(a, (0,), (3,))
            seen.append((s1, s2, view.alpha_s(a, s1.counts), view.alpha_s("a", s2.counts)))
            return [s1]

    res = simulate_contract(doc_instance(), Both())
    s1, s2, x1, x2 = seen[0]
    assert s1 == s2 and s1.servers == (0,) and s1.counts == ((2, 1),)
    assert x1 == x2 == res.schedule.runs[0].alpha
    with pytest.raises(KeyError, match="'c' is not a waiting job at t=0 s"):
        _first_view().job("c")


def _first_view() -> AsrptView:
    rec = Recorder()
    simulate_contract(doc_instance(), rec)
    return rec.views[0]
