"""Model lagdp on several GPUs: the default branch-and-price (issue 25,
:mod:`optsched.hgsp.exact_lagdp_bp`) and the issue-16 path (``multi="mip"``: Lagrangian
reduced-cost fixing + the reduced time-indexed MILP, :mod:`optsched.hgsp.exact_lagdp_multi`).

Cross-checks on random small instances (seeds not used while developing): the proven
optimum equals the time-indexed MILP's and CP-SAT's, the bounds are below it, a stage of
the reduced MILP at target ``OPT`` finds ``OPT`` and at ``OPT - 1`` is infeasible (the
fixing removed no schedule that the argument needs), the mask option of the matrix
builder changes nothing when it keeps every tick.
"""

from __future__ import annotations

import math
import signal
from dataclasses import replace

import numpy as np
import pytest

from optsched.core import interrupt, solve
from optsched.core.errors import InstanceError
from optsched.core.result import Status
from optsched.hgsp.exact_common import Budget, integer_data, objective_scale_weights
from optsched.hgsp.exact_lagdp_multi import _stage, solve_multi
from optsched.hgsp.generate import tiny
from optsched.hgsp.instance import GPU, HgspInstance, Task
from optsched.hgsp.presets import gap
from optsched.hgsp.verify import evaluate, verify
from optsched.hgsp.wt_dp import multi


def _zero_releases(inst: HgspInstance) -> HgspInstance:
    tasks = tuple(replace(t, arrival=0.0) for t in inst.tasks)
    return HgspInstance(tasks=tasks, gpus=inst.gpus, name=inst.name + "-r0")


CASES = [  # every one has a task that some GPU cannot hold (memory) and optimum > 0
    ("tiny", 107, 8, 2, False),   # speeds 3/2 (heterogeneous), release dates
    ("tiny", 102, 9, 3, False),   # speeds 3/2/1
    ("tiny", 103, 8, 3, True),    # no release dates
    ("gap", 103, 10, None, False),  # A100/A30/L40 mix of the benchmark
    ("gap", 102, 10, None, True),
    ("gap", 170, 10, 4, False),  # GPUs 0 and 3 identical: symmetry rule 3 is active
]


def _instance(kind: str, seed: int, n: int, m: int | None, r0: bool) -> HgspInstance:
    inst = (tiny(seed, n_tasks=n, n_gpus=m) if kind == "tiny"
            else gap(seed, n_tasks=n, n_gpus=m))
    return _zero_releases(inst) if r0 else inst


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}{c[1]}{'-r0' if c[4] else ''}"
                                             for c in CASES])
def test_lagdp_agrees_with_timeindexed_and_cpsat(case):
    inst = _instance(*case)
    assert inst.m >= 2
    assert not inst.fits.all()  # memory makes some task unfit on some GPU
    ti = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    cp = solve(inst, solver="cpsat", time_limit=60, threads=1)
    # branch-and-price on the general case (auto would pick the MILP path, forced below)
    lg = solve(inst, solver="dp", time_limit=60, threads=1, multi="bp")
    assert ti.status is Status.OPTIMAL and cp.status is Status.OPTIMAL
    assert ti.objective == pytest.approx(cp.objective, rel=1e-9, abs=1e-9)
    assert lg.status is Status.OPTIMAL, lg.status_note or lg.message
    assert lg.objective == pytest.approx(ti.objective, rel=1e-9, abs=1e-9)
    assert lg.bound == pytest.approx(lg.objective, rel=1e-9, abs=1e-9)
    assert verify(inst, lg.schedule) == []
    lag = lg.metrics["lagrangian_bound"]
    assert lag <= ti.objective * (1 + 1e-9) + 1e-9  # the Lagrangian bound is a bound
    if case[3] == 4:
        assert ti.metrics["identical_gpu_groups"] == [[0, 3]]
    # the reduced-MILP path, forced: 3 subgradient steps leave a gap for the stages
    raw = solve_multi(inst, solver="dp", time_limit=60, threads=1, seed=0,
                      bound_share=0.25, reduced="timeindexed", iterations=3)
    assert raw.objective > 0 and len(raw.metrics["stages"]) >= 1
    assert raw.status is Status.OPTIMAL
    assert raw.objective == pytest.approx(ti.objective, rel=1e-9, abs=1e-9)
    assert raw.bound == pytest.approx(ti.objective, rel=1e-9, abs=1e-9)
    assert verify(inst, raw.schedule) == []
    assert evaluate(inst, raw.schedule)[0] == pytest.approx(raw.objective, rel=1e-9)


def _integer_setup(inst: HgspInstance):
    data = integer_data(inst, strengthen=True, hint=True)
    W, wscale, _ = objective_scale_weights(inst, discretize=False)
    gpus = multi.gpu_relaxations(data.p, data.fits, data.a, data.d, W, data.lc)
    return data, W, wscale * data.scale, gpus


@pytest.mark.parametrize("seed", [111, 112])
def test_stage_at_the_optimum_finds_it_and_below_is_infeasible(seed):
    inst = tiny(seed, n_tasks=8, n_gpus=2)
    ref = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    assert ref.status is Status.OPTIMAL
    data, W, unit, gpus = _integer_setup(inst)
    opt = round(ref.objective * unit)
    lag, mu, _ = multi.subgradient(gpus, inst.n, None, iterations=80)
    assert lag <= opt + 1e-9 * max(1, opt)
    assert opt > 0  # these seeds: a target below the optimum exists
    at = _stage(inst, data, gpus, mu, W, unit, opt, Budget(60), 1)
    assert at["status"] == "optimal" and at["obj"] == opt
    below = _stage(inst, data, gpus, mu, W, unit, opt - 1, Budget(60), 1)
    assert below["status"] == "infeasible" and below["bound"] == opt
    # the fixing does remove something at the optimum (or the test proves nothing)
    assert at["kept"] < at["window"]


def test_single_stage_variant_agrees():
    inst = tiny(121, n_tasks=8, n_gpus=3)
    ref = solve(inst, solver="cpsat", time_limit=60, threads=1)
    raw = solve_multi(inst, solver="dp", time_limit=60, threads=1, seed=0,
                      bound_share=0.25, reduced="timeindexed", staged=False)
    assert ref.status is Status.OPTIMAL and raw.status is Status.OPTIMAL
    assert raw.objective == pytest.approx(ref.objective, rel=1e-9, abs=1e-9)
    assert raw.bound == pytest.approx(ref.objective, rel=1e-9, abs=1e-9)


def test_starts_mask_keeping_every_tick_builds_the_same_matrix():
    from optsched.hgsp.exact_timeindexed import timeindexed_matrix

    inst = tiny(131, n_tasks=6, n_gpus=2)
    data = integer_data(inst)
    full = timeindexed_matrix(data)
    every = {(i, j): np.arange(data.es[i, j], data.lc[i, j] - data.p[i, j] + 1)
             for i, j in data.pairs()}
    same = timeindexed_matrix(data, starts=every)
    assert same.keys == full.keys and same.kinds == full.kinds
    assert same.cols == full.cols and same.vals == full.vals
    assert np.array_equal(same.cost, full.cost)
    # dropping ticks drops exactly those columns
    i, j = data.pairs()[0]
    fewer = dict(every)
    fewer[i, j] = every[i, j][::2]
    part = timeindexed_matrix(data, starts=fewer)
    assert len(part.keys) == len(full.keys) - (len(every[i, j]) - len(fewer[i, j]))


def test_relaxation_forward_backward_meet():
    """``min_t F[t, i] + B[t, i]`` over all (i, t) and idle equals the min path value."""
    inst = gap(141, n_tasks=9)
    _data, _W, _unit, gpus = _integer_setup(inst)
    mu = np.random.default_rng(141).uniform(0, 5, size=inst.n)
    for gp in gpus:
        F, B = gp.forward(mu), gp.backward(mu)
        best = float(F[-1].min())
        assert float(B[0, -1]) == pytest.approx(best, rel=1e-12, abs=1e-9)
        nj = gp.idx.size
        through = (F[:, :nj] + B[:, :nj]).min()
        assert through >= best - 1e-9 * max(1.0, abs(best))


# ----------------------------------------------------------------------------- guards


def test_fractional_ticks_on_several_gpus_name_the_field():
    inst = HgspInstance(tasks=(Task("a", 3.0, 1.0, 2.0), Task("b", 2.0, 1.0, 2.0)),
                        gpus=(GPU("g0", 1.0, 8.0), GPU("g1", 2.0, 8.0)), name="frac2")
    with pytest.raises(InstanceError) as exc:  # a on g1: 1.5 ticks
        solve(inst, solver="dp")
    assert exc.value.path == "tasks[0].workload"


def test_nan_and_too_many_weight_decimals_are_refused():
    base = tiny(151, n_tasks=4, n_gpus=2).to_dict()
    base["tasks"][2]["deadline"] = float("nan")
    with pytest.raises(InstanceError) as exc:
        HgspInstance.from_dict(base)
    assert "tasks[2].deadline" in exc.value.path
    inst = tiny(151, n_tasks=4, n_gpus=2)
    tasks = list(inst.tasks)
    tasks[1] = replace(tasks[1], weight=1.0000001)
    with pytest.raises(InstanceError) as exc:
        solve(HgspInstance(tasks=tuple(tasks), gpus=inst.gpus, name="w7"), solver="dp")
    assert exc.value.path == "tasks[1].weight"


def test_size_estimate_refuses_huge_horizons():
    inst = tiny(152, n_tasks=6, n_gpus=2)
    big = HgspInstance(tasks=inst.tasks, gpus=inst.gpus, name="big", time_scale=1e6)
    with pytest.raises(InstanceError) as exc:
        solve(big, solver="dp")
    assert "cells" in str(exc.value)


# ----------------------------------------------------------------------------- interrupt


def test_signal_during_the_subgradient_gives_interrupted(handlers, monkeypatch):
    calls = {"n": 0}
    real = multi.lagrangian_value

    def value(*args, **kw):
        calls["n"] += 1
        if calls["n"] == 3:
            signal.raise_signal(signal.SIGINT)
        return real(*args, **kw)

    monkeypatch.setattr(multi, "lagrangian_value", value)
    res = solve(gap(161, n_tasks=12), solver="dp", time_limit=60, threads=1, multi="mip")
    assert calls["n"] == 3  # nothing ran after the signal
    assert res.status is Status.INTERRUPTED and res.objective is None
    assert res.metrics["signal"] == signal.SIGINT


def test_signal_before_the_reduced_mip_gives_interrupted(handlers, monkeypatch):
    from optsched.hgsp import exact_lagdp_multi as lm

    started = []
    real = lm.solve_reduced_mip

    def mip(*args, **kw):
        with interrupt.stopper(lambda: None):  # as if it came while the model was built
            signal.raise_signal(signal.SIGTERM)
        started.append(1)
        return real(*args, **kw)

    monkeypatch.setattr(lm, "solve_reduced_mip", mip)
    inst = gap(164, n_tasks=20)
    res = solve(inst, solver="dp", time_limit=60, threads=1, multi="mip")
    assert started  # this instance needs a MILP stage (the Lagrangian bound < heuristic)
    assert res.status is Status.INTERRUPTED and res.objective is None
    assert res.metrics["signal"] == signal.SIGTERM
    assert not math.isnan(res.runtime_s)
