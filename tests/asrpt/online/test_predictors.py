"""Iteration predictors: perfect, per-group mean/median, random forest; unseen groups."""

from __future__ import annotations

import numpy as np
import pytest

from optsched.asrpt import Job, Stage
from optsched.asrpt.online.instance import make_instance
from optsched.asrpt.online.predictors import (
    PREDICTORS,
    predict_iterations,
    prediction_errors,
)
from optsched.core.errors import InstanceError

from .conftest import paper_cluster

ONE = Job((Stage(1, 10.0, 20.0, 0.0, 0.0, 10.0),))


def _inst(history, jobs):
    return make_instance(
        paper_cluster(1), {"one": ONE},
        jobs=[{"id": f"j{k}", "submit": float(k), "config": "one", "iterations": n,
               "group": g, "user": u} for k, (g, u, n) in enumerate(jobs)],
        history=[{"submit": -100.0 + k, "iterations": n, "group": g, "user": u}
                 for k, (g, u, n) in enumerate(history)])


HIST = [("a", "u1", 100), ("a", "u1", 300), ("a", "u1", 800), ("b", "u2", 50),
        ("b", "u2", 70)]
JOBS = [("a", "u1", 400), ("b", "u2", 60), ("c", "u1", 999), ("a", "u9", 500)]


def test_perfect_mean_median_and_unseen_group():
    inst = _inst(HIST, JOBS)
    assert predict_iterations(inst, "perfect").tolist() == [400, 60, 999, 500]
    assert predict_iterations(inst, "mean").tolist() == [400.0, 60.0, 0.0, 400.0]
    assert predict_iterations(inst, "median").tolist() == [300.0, 60.0, 0.0, 300.0]
    assert prediction_errors(inst, "median").tolist() == [100.0, 0.0, 999.0, 200.0]


def test_random_forest_learns_groups_and_is_seeded():
    rng = np.random.default_rng(11)
    hist = []
    for _ in range(300):
        g = int(rng.integers(0, 6))
        hist.append((f"g{g}", f"u{g % 3}", 100 * (g + 1)))  # noiseless per group
    jobs = [(f"g{g}", f"u{g % 3}", 100 * (g + 1)) for g in range(6)] + [("zz", "u0", 7)]
    inst = _inst(hist, jobs)
    rf = predict_iterations(inst, "rf", seed=5)
    assert rf[:6] == pytest.approx([100 * (g + 1) for g in range(6)], rel=1e-9)
    assert rf[6] == 0.0  # unseen group
    again = predict_iterations(_inst(hist, jobs), "rf", seed=5)
    assert np.array_equal(rf, again)


def test_random_forest_beats_constant_on_noisy_groups():
    rng = np.random.default_rng(12)
    base = {f"g{k}": int(rng.integers(50, 2000)) for k in range(20)}

    def draw():
        g = f"g{int(rng.integers(0, 20))}"
        n = base[g] if rng.random() < 0.6 else max(1, int(base[g] * rng.lognormal(0, .5)))
        return (g, "u" + g[1:], n)

    inst = _inst([draw() for _ in range(400)], [draw() for _ in range(200)])
    rf = prediction_errors(inst, "rf").mean()
    const = np.abs(inst.arrays.iterations - np.mean([h.iterations for h in inst.history]))
    assert rf < 0.5 * const.mean()


def test_empty_history_and_bad_name():
    inst = _inst([], JOBS)
    for p in ("rf", "mean", "median"):
        assert predict_iterations(inst, p).tolist() == [0.0] * 4
    with pytest.raises(InstanceError, match="predictor"):
        predict_iterations(inst, "oracle")
    assert PREDICTORS == ("rf", "mean", "median", "perfect")
