"""``--solver auto``: hgsp picks the Lagrangian DP ``lagdp`` on one GPU (its own exact
method) and on several (reduced-cost fixing + reduced time-indexed MILP) -- issue 16: the
specialised method is used automatically."""

from __future__ import annotations

import pytest

from optsched import generate, load_instance, solve
from optsched.core.errors import InstanceError


def test_one_gpu_uses_the_lagrangian_dp() -> None:
    inst = generate("hgsp", "tiny", seed=4, n_tasks=7, n_gpus=1)
    res = solve(inst, solver="auto", time_limit=30, threads=1)
    assert res.method.startswith("lagdp") and res.status == "optimal"
    ref = solve(inst, solver="cpsat", time_limit=30, threads=1)
    assert ref.status == "optimal" and res.objective == pytest.approx(ref.objective, rel=1e-9)


def test_several_gpus_use_the_lagrangian_dp_too() -> None:
    inst = load_instance("hgsp/tiny-s1")
    res = solve(inst, solver="auto", time_limit=30, threads=1)
    assert res.method.startswith("lagdp") and res.status == "optimal"
    ref = solve(inst, solver="highs", model="timeindexed", time_limit=30, threads=1)
    assert ref.status == "optimal" and res.objective == ref.objective == 40.0


def test_auto_refuses_a_model_and_families_without_a_choice(monkeypatch) -> None:
    with pytest.raises(InstanceError, match="auto picks the model"):
        solve(load_instance("hgsp/tiny-s1"), solver="auto", model="bigm")
    # every bundled family now declares a choice (issue 22): take hesrpt's away
    from optsched.hesrpt.family import FAMILY

    monkeypatch.setattr(FAMILY, "auto_solver", None)
    with pytest.raises(InstanceError, match="no automatic choice"):
        solve(load_instance("hesrpt/two-jobs-paper"), solver="auto")
