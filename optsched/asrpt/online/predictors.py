"""Iteration predictors n~_i (Section IV-C-3 and V-B-2d of the A-SRPT paper).

All predictors are trained on ``instance.history`` only (past jobs; a trace importer
puts the first 80 % of a trace there) and predict every job of ``instance.jobs``:

* ``rf`` -- random forest regression (scikit-learn ``RandomForestRegressor``, 100
  trees, squared-error splits, ``random_state=seed``) on two features, the job's group
  and user, each encoded as its index in the sorted list of distinct history values; a
  user absent from the history is encoded as -1 (the forest then routes it like a low
  code -- the paper does not say; its group still drives the prediction);
* ``mean`` / ``median`` -- the mean / median iterations of the group's history jobs
  ("simpler methods based on the mean and median of previous job iterations"); static,
  i.e. jobs completing during the simulation are not added (documented choice);
* ``perfect`` -- n~_i = n_i (A-SRPT-Perfect).

**Unseen groups** (no history job with that group): every history-based predictor
returns 0, as the paper does for the random forest ("We predict 0 iterations for unseen
jobs, treating them as immediately complete in A~1 and adding them directly to
pending_queue"). With an empty history every job is unseen.

Predictions are floats >= 0 (a forest averages leaves). :func:`prediction_errors`
gives eps_i = |n_i - n~_i| (eq. (9)).
"""

from __future__ import annotations

import weakref
from collections import defaultdict

import numpy as np

from optsched.core.errors import InstanceError

from .instance import OnlineInstance

PREDICTORS = ("rf", "mean", "median", "perfect")
RF_TREES = 100

_CACHE: dict[tuple[int, str, int], np.ndarray] = {}


def check_predictor(name: object) -> str:
    if not isinstance(name, str) or name not in PREDICTORS:
        raise InstanceError("predictor", f"must be one of {', '.join(PREDICTORS)}, "
                            f"got {name!r}")
    return name


def predict_iterations(inst: OnlineInstance, predictor: str = "rf", *,
                       seed: int = 0, n_jobs: int | None = None) -> np.ndarray:
    """n~_i for every job of ``inst`` (float array, job order); cached per instance."""
    check_predictor(predictor)
    key = (id(inst), predictor, int(seed))
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    if predictor == "perfect":
        out = inst.arrays.iterations.astype(np.float64)
    elif predictor == "rf":
        out = _random_forest(inst, seed, n_jobs)
    else:
        out = _group_stat(inst, np.mean if predictor == "mean" else np.median)
    out.setflags(write=False)
    _CACHE[key] = out
    weakref.finalize(inst, _CACHE.pop, key, None)
    return out


def prediction_errors(inst: OnlineInstance, predictor: str = "rf", *,
                      seed: int = 0) -> np.ndarray:
    """eps_i = |n_i - n~_i| (eq. (9)) per job."""
    return np.abs(inst.arrays.iterations - predict_iterations(inst, predictor, seed=seed))


def _group_stat(inst: OnlineInstance, stat) -> np.ndarray:  # noqa: ANN001 - numpy ufunc
    by_group: dict[str, list[int]] = defaultdict(list)
    for h in inst.history:
        by_group[h.group].append(h.iterations)
    table = {g: float(stat(np.asarray(v, dtype=np.float64))) for g, v in by_group.items()}
    return np.fromiter((table.get(j.group, 0.0) for j in inst.jobs), np.float64,
                       len(inst.jobs))


def _random_forest(inst: OnlineInstance, seed: int, n_jobs: int | None) -> np.ndarray:
    n = len(inst.jobs)
    if not inst.history:
        return np.zeros(n)
    from sklearn.ensemble import RandomForestRegressor

    groups = sorted({h.group for h in inst.history})
    users = sorted({h.user for h in inst.history})
    gi = {g: k for k, g in enumerate(groups)}
    ui = {u: k for k, u in enumerate(users)}
    X = np.array([(gi[h.group], ui[h.user]) for h in inst.history], dtype=np.float64)
    y = np.array([h.iterations for h in inst.history], dtype=np.float64)
    rf = RandomForestRegressor(n_estimators=RF_TREES, criterion="squared_error",
                               random_state=seed, n_jobs=n_jobs)
    rf.fit(X, y)
    out = np.zeros(n)
    # predict each distinct (group, user) pair once
    pairs: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, j in enumerate(inst.jobs):
        g = gi.get(j.group)
        if g is None:
            continue  # unseen group: 0 iterations (the paper's rule)
        pairs[(g, ui.get(j.user, -1))].append(i)
    if pairs:
        keys = list(pairs)
        pred = rf.predict(np.array(keys, dtype=np.float64))
        for k, p in zip(keys, pred.tolist(), strict=True):
            out[pairs[k]] = max(0.0, p)
    return out
