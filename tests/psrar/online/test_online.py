"""A_online, A_maxweight and the baselines through the registry: verified schedules,
never better than the proven optimum, deterministic, fast == reference. Seeds 700+ are
used nowhere else (the presets were looked at with seeds 0-5 only)."""

from __future__ import annotations

import math

import pytest

from optsched.core import InstanceError, Status, run, solve
from optsched.psrar import family as _family  # noqa: F401  (registers the families)
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS
from optsched.psrar.online.cluster import Cluster
from optsched.psrar.online.mincost_fast import FastMinCost
from optsched.psrar.online.mincost_ref import RefMinCost
from optsched.psrar.online.prices import alpha_eq6, alpha_theorem5, gamma_of, price_lambda
from optsched.psrar.online.primal_dual import a_online

MIN_ALGOS = ["a-online", "fifo", "drf", "antman", "tiresias"]


@pytest.mark.parametrize(("preset", "seed"), [("tiny-ps", 701), ("tiny-rar", 702),
                                              ("tiny-mixed", 703), ("tiny-ps", 704)])
def test_every_algorithm_is_verified_and_not_below_the_optimum(preset: str, seed: int) -> None:
    inst = PRESETS[preset](seed)
    opt = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    assert opt.status is Status.OPTIMAL
    for algo in MIN_ALGOS:
        r = run(inst, algo, seed=seed)
        assert r.feasible, (algo, r.message)
        assert r.status is Status.FEASIBLE
        assert r.objective >= opt.objective * (1 - 1e-9), algo
    for placement in ("compact", "effective", "eq6"):
        r = run(inst, "a-online", placement=placement)
        assert r.feasible and r.objective >= opt.objective * (1 - 1e-9)


@pytest.mark.parametrize(("preset", "seed"), [("tiny-ps", 711), ("tiny-rar", 712),
                                              ("tiny-mixed", 713)])
def test_maxweight_algorithms_not_above_the_optimum(preset: str, seed: int) -> None:
    inst = MAXWEIGHT_PRESETS[preset](seed)
    opt = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    assert opt.status is Status.OPTIMAL
    best = opt.objective  # max-weight family: sense "max", positive weight
    for algo in ("a-maxweight", "weight-greedy"):
        r = run(inst, algo)
        assert r.feasible, (algo, r.message)
        assert r.objective > 0
        assert r.objective <= best * (1 + 1e-9), algo


@pytest.mark.parametrize(("preset", "seed"), [("tiny-ps", 721), ("tiny-mixed", 722),
                                              ("small-ps", 723), ("small-rar", 724)])
def test_a_online_fast_equals_reference_and_is_deterministic(preset: str, seed: int) -> None:
    inst = PRESETS[preset](seed)
    ref, _, _ = a_online(inst, RefMinCost(Cluster.of(inst)))
    fast, _, _ = a_online(inst, FastMinCost(Cluster.of(inst)))
    assert ref == fast
    again, _, _ = a_online(inst, FastMinCost(Cluster.of(inst)))
    assert again == fast
    r1, r2 = run(inst, "a-online", seed=1), run(inst, "a-online", seed=2)
    assert r1.objective == r2.objective and r1.schedule == r2.schedule


def test_baselines_follow_the_seed() -> None:
    inst = PRESETS["small-ps"](731)
    a, b = run(inst, "antman", seed=5), run(inst, "antman", seed=5)
    assert a.schedule == b.schedule
    assert run(inst, "tiresias", seed=0).schedule == run(inst, "tiresias", seed=9).schedule


def test_tiresias_preemption_overhead_is_paid() -> None:
    """With preemptions, a larger resumption overhead never makes the jobs finish earlier
    on the same decisions, and the schedule stays feasible (the verifier sums pieces)."""
    found = False
    for seed in range(740, 750):
        inst = PRESETS["small-rar"](seed)
        r0 = run(inst, "tiresias", overhead=0, quantum=1)
        r3 = run(inst, "tiresias", overhead=3, quantum=1)
        assert r0.feasible and r3.feasible
        if r0.metrics["preemptions"] > 0:
            found = True
            pieces = [e for e in r3.schedule.jobs if isinstance(e, tuple)]
            assert pieces or r3.metrics["preemptions"] == 0
    assert found


def test_alpha_and_lambda_formulas() -> None:
    lam = price_lambda(150, 150, 4, 2.0)
    assert lam == 2 * 150 * 150 * 4 * 2.0 + 1
    g = gamma_of(lam)
    assert g == pytest.approx(2 * math.log2(lam))
    want = math.floor((math.log(1000) - math.log(10)) / (math.log(g) - math.log(g - 1))) + 1
    assert alpha_eq6(1000, 10, g) == want
    assert alpha_theorem5(1000, 10, lam) == want
    assert alpha_eq6(10, 10, g) == 1


def test_bad_parameters_are_refused() -> None:
    inst = PRESETS["tiny-ps"](751)
    with pytest.raises(InstanceError, match="param.placement"):
        run(inst, "a-online", placement="later")
    with pytest.raises(InstanceError, match="param.F"):
        run(inst, "a-online", F=float("nan"))
    with pytest.raises(InstanceError, match="param.workers"):
        run(inst, "fifo", workers=0)
    with pytest.raises(InstanceError, match="family"):
        run(inst.as_family("psrar-maxweight"), "fifo")


def test_F_changes_prices_not_feasibility() -> None:
    inst = PRESETS["small-ps"](761)
    for F in (0.01, 1.0, 100.0):
        r = run(inst, "a-online", F=F)
        assert r.feasible
        assert r.metrics["F"] == F
        assert r.metrics["lambda"] == pytest.approx(
            price_lambda(inst.horizon_slots, len(inst.servers), len(inst.resources), F))


def test_cli_run_and_bad_parameter(tmp_path, psrar_cli) -> None:
    """End to end: generate, run A_online with --json (verified Result), and a parameter
    outside its declared range is bad input (exit 2, the field named)."""
    import json

    inst = tmp_path / "inst.json"
    gen = psrar_cli("generate", "psrar", "--preset", "tiny-mixed", "--seed", "781", "-o",
                    str(inst))
    assert gen.returncode == 0, gen.stderr
    ok = psrar_cli("run", str(inst), "--algo", "a-online", "--param", "placement=compact",
                   "--json")
    assert ok.returncode == 0, ok.stderr
    res = json.loads(ok.stdout)
    assert res["feasible"] is True and res["status"] == "feasible"
    assert res["objective"] > 0
    bad = psrar_cli("run", str(inst), "--algo", "tiresias", "--param", "quantum=0")
    assert bad.returncode == 2
    assert "quantum" in bad.stderr
