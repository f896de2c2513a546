"""Event-driven A-SRPT and baselines: cross-checked against the plain reference
simulator, verified, deterministic, and pinned on hand-made situations."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.asrpt import Job, Stage, alpha_max, alpha_min_estimate
from optsched.asrpt.online.generate import small, tiny
from optsched.asrpt.online.instance import make_instance
from optsched.asrpt.online.placement import FreeGpus, least_available, most_available
from optsched.asrpt.online.simulator import (
    ADMISSION_MODES,
    DELAY_MODES,
    POLICIES,
    QUEUE_MODES,
    SERVER_RULES,
    SimOptions,
    _ref_srpt,
    simulate,
    simulate_reference,
    srpt_single_machine,
)
from optsched.asrpt.online.verify import evaluate, verify
from optsched.core.errors import InstanceError

from .conftest import crowded, paper_cluster, two_stage_job

ONE = Job((Stage(1, 10.0, 20.0, 0.0, 0.0, 10.0),))


@pytest.mark.parametrize("seed", [31, 57])
@pytest.mark.parametrize("policy", POLICIES)
def test_fast_equals_reference_and_verifies(seed, policy):
    for inst in (tiny(seed), small(seed)):
        variants: list[dict] = [{"servers": s} for s in SERVER_RULES]
        if policy == "a-srpt":
            variants = [{}, {"comm_heavy": 1.05}, {"comm_heavy": 1.05, "delay": "block"},
                        {"queue": "arrival", "tau": 3.0}, {"delay": "side"},
                        {"admission": "backfill", "comm_heavy": 1.05}]
        for kw in variants:
            o = SimOptions(policy=policy, predictor="mean", seed=seed, **kw)
            sched, _ = simulate(inst, o)
            assert verify(inst, sched) == [], (inst.name, kw)
            assert sched == simulate_reference(inst, o), (inst.name, kw)


ASRPT_VARIANTS = [{"delay": d, "admission": a, "queue": q, "tau": tau}
                  for d in DELAY_MODES for a in ADMISSION_MODES for q in QUEUE_MODES
                  for tau in (1.0, 25.0, 250.0) if d != "consolidate" or tau == 1.0]


@pytest.mark.parametrize("seed", [3, 4])
def test_fast_equals_reference_when_jobs_wait(seed):
    """Every reading on an instance where comm-heavy jobs do wait: same schedules, all
    verified, and the readings are not all the same schedule."""
    inst = crowded(seed)
    seen = {}
    delayed = 0
    for kw in ASRPT_VARIANTS:
        o = SimOptions(policy="a-srpt", predictor="mean", seed=seed, **kw)
        sched, info = simulate(inst, o)
        assert verify(inst, sched) == [], kw
        assert sched == simulate_reference(inst, o), kw
        delayed += info["delayed_jobs"]
        seen[evaluate(inst, sched)[0]] = kw
    for policy in POLICIES[1:]:
        for servers in SERVER_RULES:
            o = SimOptions(policy=policy, predictor="mean", seed=seed, servers=servers)
            sched, _ = simulate(inst, o)
            assert verify(inst, sched) == []
            assert sched == simulate_reference(inst, o), (policy, servers)
    assert delayed > 0 and len(seen) >= 4


def test_same_seed_same_result():
    inst = small(91)
    a = simulate(inst, SimOptions(policy="a-srpt", predictor="rf", seed=3))
    b = simulate(inst, SimOptions(policy="a-srpt", predictor="rf", seed=3))
    assert a == b


@pytest.mark.parametrize("seed", range(5))
def test_srpt_single_machine_matches_reference(seed):
    rng = np.random.default_rng(seed)
    r = np.round(rng.uniform(0, 10, 30), 1)
    p = rng.exponential(2.0, 30) * (rng.random(30) < 0.8)  # some zero sizes
    C, order = srpt_single_machine(r, p)
    C2, order2 = _ref_srpt(r.tolist(), p.tolist())
    assert order == order2
    assert np.allclose(C, C2, rtol=1e-12)
    assert (C >= r + p - 1e-9).all()
    # SRPT is optimal for total completion time: no worse than FIFO on one machine
    t, fifo = 0.0, 0.0
    for i in np.argsort(r, kind="stable"):
        t = max(t, r[i]) + p[i]
        fifo += t
    assert C.sum() <= fifo + 1e-9


def test_srpt_preempts_for_a_shorter_job():
    C, order = srpt_single_machine(np.array([0.0, 1.0]), np.array([10.0, 2.0]))
    assert order == [1, 0] and C.tolist() == [12.0, 3.0]


def test_free_gpu_buckets_match_sorting():
    rng = np.random.default_rng(4)
    fg = FreeGpus(9, 8)
    for _ in range(200):
        free = np.array(fg.free)
        need = int(rng.integers(1, 12))
        if need > fg.total:
            continue
        for fast, ref in ((fg.most, most_available), (fg.least, least_available)):
            s1, c1 = fast(need)
            s2, c2 = ref(free, need)
            assert (s1, c1) == (s2, c2)
        servers, caps = fg.most(need) if rng.random() < 0.5 else fg.least(need)
        fg.take(servers, caps)
        if rng.random() < 0.6:
            busy = [m for m in range(9) if fg.free[m] < 8]
            if busy:
                m = busy[int(rng.integers(0, len(busy)))]
                fg.give((m,), (8 - fg.free[m],))
        assert fg.total == sum(fg.free)


def _jobs(*rows):
    return [{"id": f"j{k}", "submit": s, "config": c, "iterations": n, "group": grp}
            for k, (s, c, n, grp) in enumerate(rows)]


def test_strict_order_blocks_and_wcs_backfills():
    # 1 server x 4 GPUs; a 3-GPU job runs; the shortest queued job needs 4 GPUs, a longer
    # 1-GPU job fits: SPJF waits, WCS-Duration backfills it.
    cl = paper_cluster(1).__class__(1, 4, 10.0, 2400.0)
    big = Job((Stage(4, 10.0, 20.0, 0.0, 0.0, 0.0),))
    three = Job((Stage(3, 10.0, 20.0, 0.0, 0.0, 0.0),))
    inst = make_instance(cl, {"big": big, "three": three, "one": ONE},
                         _jobs((0.0, "three", 1000, "a"), (1.0, "big", 10, "b"),
                               (1.0, "one", 500, "c")))
    spjf, _ = simulate(inst, SimOptions(policy="spjf", predictor="perfect"))
    wcs, _ = simulate(inst, SimOptions(policy="wcs-duration", predictor="perfect"))
    end0 = 1000 * 0.030
    assert spjf.runs[1].start == pytest.approx(end0)     # big starts when 'three' ends
    assert spjf.runs[2].start >= spjf.runs[1].start      # one waits behind big
    assert wcs.runs[2].start == 1.0                      # backfilled at once
    for s in (spjf, wcs):
        assert verify(inst, s) == []


def test_asrpt_jobs_join_queue_at_virtual_completion():
    inst = make_instance(paper_cluster(2), {"one": ONE},
                         _jobs((0.0, "one", 1000, "g"), (0.0, "one", 100, "g")))
    sched, _ = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect"))
    G = 16
    a = 0.030
    # A~1: sizes (1/16) n a; SRPT runs the short one first
    assert sched.runs[1].start == pytest.approx(100 * a / G)
    assert sched.runs[0].start == pytest.approx((100 + 1000) * a / G)
    early, _ = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect",
                                         queue="arrival"))
    assert early.runs[0].start == 0.0 and early.runs[1].start == 0.0


def test_unseen_group_predicts_zero_and_starts_at_arrival():
    inst = make_instance(paper_cluster(1), {"one": ONE},
                         _jobs((2.5, "one", 1000, "new")),
                         history=[{"submit": -1.0, "iterations": 5, "group": "old"}])
    for pred in ("rf", "mean", "median"):
        sched, _ = simulate(inst, SimOptions(policy="a-srpt", predictor=pred))
        assert sched.runs[0].start == 2.5


def test_comm_heavy_job_waits_for_consolidation():
    # 2 servers x 8 GPUs; a 1-GPU blocker on each server until t = 30 s; a comm-heavy
    # 8-GPU job at t = 1 cannot get one server: with tau it waits until a server frees
    # up (alpha improves), with tau = 0 it starts split at once.
    heavy = two_stage_job(4, 4)
    cl = paper_cluster(2)
    assert alpha_max(heavy, cl) / alpha_min_estimate(heavy, cl) >= 1.5
    inst = make_instance(cl, {"one": ONE, "heavy": heavy},
                         _jobs((0.0, "one", 1000, "a"), (0.0, "one", 1000, "a"),
                               (1.0, "heavy", 100000, "h")))
    got = {}
    for tau in (0.0, 1.0):
        sched, info = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect",
                                                tau=tau, queue="arrival", delay="side"))
        assert verify(inst, sched) == []
        got[tau] = sched
    # least-available packs the two 1-GPU blockers onto one server
    assert got[0.0].runs[0].servers == got[0.0].runs[1].servers
    # one server stays fully free, so the heavy job consolidates at once either way
    assert got[0.0].runs[2].start == 1.0 and len(got[0.0].runs[2].servers) == 1


def test_delay_window_then_start_at_improvement_or_deadline():
    heavy = two_stage_job(4, 4)
    cl = paper_cluster(2)
    nine = Job((Stage(5, 10.0, 20.0, 0.0, 0.0, 0.0),))  # 5 GPUs, not comm-heavy
    inst = make_instance(cl, {"nine": nine, "heavy": heavy},
                         _jobs((0.0, "nine", 1000, "a"), (0.0, "nine", 2000, "a"),
                               (1.0, "heavy", 200000, "h")))
    # least-available packing: job 0 -> 5 GPUs of server 0; job 1 -> 3 on server 0 and 2
    # on server 1. The heavy job (8 GPUs) fits only when job 0 ends (t = 30 s: 5 + 6
    # free, split), so it is delayed there and starts when job 1 ends (t = 60 s), on
    # one server.
    sched, info = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect",
                                            queue="arrival", tau=1.0, delay="side"))
    assert verify(inst, sched) == []
    assert info["delayed_jobs"] == 1 and info["delay_improved_jobs"] == 1
    assert sched.runs[0].servers == (0,) and sched.runs[1].servers == (0, 1)
    assert sched.runs[2].start == pytest.approx(2000 * 0.030)
    assert len(sched.runs[2].servers) == 1
    # with a tiny window it gives up waiting and starts split at the deadline
    W = 1e-4
    G = 16
    tau = W / (8 / G * 200000 * alpha_min_estimate(heavy, cl))
    sched2, _ = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect",
                                          queue="arrival", tau=tau, delay="side"))
    assert sched2.runs[2].start == pytest.approx(1000 * 0.030 + W)
    assert len(sched2.runs[2].servers) == 2
    # objective recomputed: waiting for consolidation pays off here
    assert evaluate(inst, sched)[0] < evaluate(inst, sched2)[0]


def test_bad_options_and_oversized_jobs():
    with pytest.raises(InstanceError, match="policy"):
        SimOptions(policy="fifo")
    with pytest.raises(InstanceError, match="tau"):
        SimOptions(tau=math.nan)
    with pytest.raises(InstanceError, match="comm_heavy"):
        SimOptions(comm_heavy=-1)
    with pytest.raises(InstanceError, match="predictor"):
        SimOptions(predictor="oracle")
    with pytest.raises(InstanceError, match="servers"):
        SimOptions(servers="random")
    inst = make_instance(paper_cluster(1), {"big": two_stage_job(8, 8)},
                         _jobs((0.0, "big", 10, "g")))
    with pytest.raises(InstanceError, match="can never start"):
        simulate(inst, SimOptions())


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=10**6, max_value=10**7),
       policy=st.sampled_from(POLICIES),
       comm_heavy=st.sampled_from([1.0, 1.2, 1.5]),
       delay=st.sampled_from(DELAY_MODES),
       admission=st.sampled_from(ADMISSION_MODES),
       servers=st.sampled_from(SERVER_RULES),
       crowd=st.booleans())
def test_property_fast_equals_reference_on_random_tiny(seed, policy, comm_heavy, delay,
                                                       admission, servers, crowd):
    inst = crowded(seed, n=20) if crowd else tiny(seed)
    o = SimOptions(policy=policy, predictor="median", comm_heavy=comm_heavy, delay=delay,
                   admission=admission, servers=servers, seed=seed % 7)
    sched, _ = simulate(inst, o)
    assert verify(inst, sched) == []
    assert sched == simulate_reference(inst, o)
    # no job starts before it is submitted (also part of verify, checked directly here)
    for job, run in zip(inst.jobs, sched.runs, strict=True):
        assert run.start >= job.submit


def _two_server_waiting_instance(extra=()):
    """2 x 8 GPUs. Two 5-GPU jobs (not comm-heavy) pack as 5 on server 0 (until 30 s)
    and 3 + 2 on servers 0 and 1 (until 60 s); a comm-heavy 8-GPU job arrives at 1 s."""
    heavy = two_stage_job(4, 4)
    five = Job((Stage(5, 10.0, 20.0, 0.0, 0.0, 0.0),))
    rows = [(0.0, "five", 1000, "a"), (0.0, "five", 2000, "a"), (1.0, "heavy", 200000, "h"),
            *extra]
    return make_instance(paper_cluster(2), {"five": five, "heavy": heavy, "one": ONE},
                         _jobs(*rows))


def test_consolidate_waits_aside_until_a_whole_server_frees():
    # at 30 s the heavy job fits only split (5 + 6 free): the prose rule sets it aside;
    # a 1-GPU job arriving at 40 s starts at once (the queue goes on); the heavy job
    # starts at 60 s on one server -- whatever tau is (the rule has no window)
    inst = _two_server_waiting_instance([(40.0, "one", 100, "o")])
    for tau in (1e-9, 1.0, 250.0):
        sched, info = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect",
                                                queue="arrival", delay="consolidate",
                                                tau=tau))
        assert verify(inst, sched) == []
        assert info["delayed_jobs"] == 1
        assert sched.runs[2].start == pytest.approx(60.0) and len(sched.runs[2].servers) == 1
        assert sched.runs[3].start == 40.0
    # the literal loop (block) holds the queue: the 1-GPU job waits behind the heavy one
    block, _ = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect",
                                         queue="arrival", delay="block", tau=1.0))
    assert verify(inst, block) == []
    assert block.runs[2].start == pytest.approx(60.0)
    assert block.runs[3].start == pytest.approx(60.0)
    # with a window of ~0 (tau -> 0) the literal loop starts the heavy job split at 30 s
    tiny_w, _ = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect",
                                          queue="arrival", delay="block", tau=1e-9))
    assert tiny_w.runs[2].start == pytest.approx(30.0, abs=1e-3)
    assert len(tiny_w.runs[2].servers) == 2


def test_windowed_readings_do_not_delay_unseen_jobs():
    # rf predicts 0 iterations for an unseen group: the window tau (g/G) n~ alpha~min is
    # 0, so block/side start the heavy job split at 30 s for any tau; consolidate waits
    inst = _two_server_waiting_instance()
    for delay in ("block", "side"):
        sched, info = simulate(inst, SimOptions(policy="a-srpt", predictor="rf",
                                                queue="arrival", delay=delay, tau=250.0))
        assert info["delayed_jobs"] == 0
        assert sched.runs[2].start == pytest.approx(30.0)
        assert len(sched.runs[2].servers) == 2
    sched, info = simulate(inst, SimOptions(policy="a-srpt", predictor="rf",
                                            queue="arrival", delay="consolidate"))
    assert info["delayed_jobs"] == 1 and sched.runs[2].start == pytest.approx(60.0)


def test_consolidate_never_stalls_below_the_threshold():
    # comm_heavy < 1: line 12's test can never pass, yet the job starts once the
    # fewest-servers layout (one whole server) is free
    inst = _two_server_waiting_instance()
    sched, info = simulate(inst, SimOptions(policy="a-srpt", predictor="perfect",
                                            delay="consolidate", comm_heavy=0.5,
                                            queue="arrival"))
    assert verify(inst, sched) == []
    assert sched == simulate_reference(inst, SimOptions(
        policy="a-srpt", predictor="perfect", delay="consolidate", comm_heavy=0.5,
        queue="arrival"))
    assert len(sched.runs[2].servers) == 1


def test_backfill_admission_passes_a_blocked_head():
    # 1 x 4 GPUs: a 3-GPU job runs; the head of pending_queue (shorter in A~1) needs 4;
    # a longer 1-GPU job behind it starts at once only with admission=backfill
    cl = paper_cluster(1).__class__(1, 4, 10.0, 2400.0)
    big = Job((Stage(4, 10.0, 20.0, 0.0, 0.0, 0.0),))
    three = Job((Stage(3, 10.0, 20.0, 0.0, 0.0, 0.0),))
    inst = make_instance(cl, {"big": big, "three": three, "one": ONE},
                         _jobs((0.0, "three", 1000, "a"), (1.0, "big", 10, "b"),
                               (1.0, "one", 500, "c")))
    got = {}
    for adm in ADMISSION_MODES:
        o = SimOptions(policy="a-srpt", predictor="perfect", queue="arrival", admission=adm)
        got[adm], _ = simulate(inst, o)
        assert verify(inst, got[adm]) == [] and got[adm] == simulate_reference(inst, o)
    assert got["strict"].runs[2].start >= got["strict"].runs[1].start == pytest.approx(30.0)
    assert got["backfill"].runs[2].start == 1.0


def test_baseline_asrpt_server_rule():
    # 2 x 8 GPUs; two long 1-GPU jobs, then a comm-heavy 8-GPU job. "most" spreads the
    # 1-GPU jobs over both servers (the heavy job must split); "asrpt" packs them on
    # server 0 (least-available) and gives the heavy job server 1 whole
    heavy = two_stage_job(4, 4)
    inst = make_instance(paper_cluster(2), {"one": ONE, "heavy": heavy},
                         _jobs((0.0, "one", 100000, "a"), (1.0, "one", 100000, "a"),
                               (2.0, "heavy", 1000, "h")))
    runs = {}
    for rule in SERVER_RULES:
        o = SimOptions(policy="wcs-subtime", servers=rule)
        sched, info = simulate(inst, o)
        assert verify(inst, sched) == [] and sched == simulate_reference(inst, o)
        assert info["servers"] == rule
        runs[rule] = sched.runs
    assert runs["most"][0].servers != runs["most"][1].servers
    assert len(runs["most"][2].servers) == 2
    assert runs["asrpt"][0].servers == runs["asrpt"][1].servers == (0,)
    assert runs["asrpt"][2].servers == (1,)
    assert runs["asrpt"][2].alpha < runs["most"][2].alpha


def test_load_metrics():
    inst = _two_server_waiting_instance()
    sched, info = simulate(inst, SimOptions(policy="wcs-subtime"))
    arr = inst.arrays
    amin = np.array([alpha_min_estimate(inst.configs[j.config].job, inst.cluster)
                     for j in inst.jobs])
    span = 1.0  # submits 0, 0, 1
    assert info["offered_load"] == pytest.approx(
        float((arr.gpus * arr.iterations * amin).sum()) / (16 * span), rel=1e-12)
    alpha = np.array([r.alpha for r in sched.runs])
    assert info["realised_load"] == pytest.approx(
        float((arr.gpus * arr.iterations * alpha).sum()) / (16 * span), rel=1e-12)
    assert info["realised_load"] >= info["offered_load"]
    assert info["comm_heavy_share"] == pytest.approx(1 / 3)
    assert info["comm_heavy_stretch_max"] == pytest.approx(alpha[2] / amin[2], rel=1e-12)
