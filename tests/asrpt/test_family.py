"""Family integration: solve/run through the core facades, verifier, bundled instances."""

from __future__ import annotations

from pathlib import Path

import pytest

from optsched.asrpt import PlacementInstance, evaluate, verify
from optsched.core import generate, load_instance, run, solve, verify_solution
from optsched.core.errors import InstanceError
from optsched.core.result import Status

INSTANCES = sorted((Path(__file__).resolve().parents[2] / "instances" / "asrpt").glob("*.json"))


def test_bundled_instances_exist():
    assert {p.stem for p in INSTANCES} >= {"fig2-example", "vgg19-16gpu-seed1",
                                           "gpt175b-16gpu-seed1"}


@pytest.mark.parametrize("path", INSTANCES, ids=lambda p: p.stem)
def test_bundled_instance_solvers_agree(path):
    inst = load_instance(path)
    res = {s: solve(inst, solver=s, time_limit=60, threads=1) for s in ("highs", "cpsat")}
    for r in res.values():
        assert r.status is Status.OPTIMAL and r.feasible and r.gap == 0.0
    assert res["highs"].objective == pytest.approx(res["cpsat"].objective, rel=1e-7)
    he = run(inst, "heavy-edge")
    assert he.feasible and he.status is Status.FEASIBLE
    assert he.objective >= res["highs"].objective * (1 - 1e-9)


def test_verifier_rejects_bad_schedules():
    inst = load_instance(next(p for p in INSTANCES if p.stem == "fig2-example"))
    good = {"counts": [[2, 2, 0], [0, 0, 1], [0, 0, 1]]}
    assert verify(inst, good) == []
    assert evaluate(inst, good)[0] == pytest.approx(0.0344)
    assert any("server 1" in v for v in verify(inst, {"counts": [[2, 2, 0], [0, 0, 2],
                                                                  [0, 0, 0]]}))
    assert any("stage 2" in v for v in verify(inst, {"counts": [[2, 2, 0], [0, 0, 1],
                                                                 [0, 0, 0]]}))
    assert any("shape" in v for v in verify(inst, {"counts": [[2, 2, 2]]}))
    assert any("assignment" in v for v in verify(
        inst, {"counts": good["counts"], "assignment": [[0, 0], [0, 0], [1, 1]]}))
    r = verify_solution(inst, {"counts": [[2, 2, 0], [0, 0, 2], [0, 0, 0]]})
    assert r.status is Status.ERROR and not r.feasible


def test_presets_and_params():
    inst = generate("asrpt", "tiny", 4)
    assert isinstance(inst, PlacementInstance)
    assert generate("asrpt", "tiny", 4) == inst
    r = run(inst, "heavy-edge", degree="unassigned")
    assert r.feasible
    with pytest.raises(InstanceError, match=r"^param\.bogus"):
        run(inst, "heavy-edge", bogus=1)
    for preset in ("vgg19", "gpt175b"):
        assert generate("asrpt", preset, 0).job.gpus == 16
