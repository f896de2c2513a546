"""Prediction-error distribution (Fig. 4 style) and mean absolute error per predictor.

eps_i = |n_i - n~_i| (eq. (9)) for every job of an asrpt-online instance, the predictors
trained on its history only (``rf``: random forest, 100 trees, on group and user;
``mean`` / ``median`` per group; unseen groups -> 0). Bins as in Fig. 4: "0" is an
error below 0.5 iteration (a correct prediction once rounded), then (0, 10], (10, 20],
..., (290, 300] and > 300 iterations.

Run:  PYTHONPATH=. .venv/bin/python benchmarks/asrpt_predictors.py [INSTANCE.json]
      (default: the synthetic preset, 20,000 jobs after 80,000 history jobs, i.e. the
      first 80 % of a 100,000-job stream trains the predictors)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from optsched.asrpt.online.generate import synthetic  # noqa: E402
from optsched.asrpt.online.predictors import predict_iterations  # noqa: E402
from optsched.core.registry import load_instance  # noqa: E402

PREDS = ("rf", "median", "mean")


def histogram(err: np.ndarray) -> list[float]:
    """Percent of jobs per bin: [0], (0,10], ..., (290,300], >300."""
    out = [float((err < 0.5).mean())]
    for lo in range(0, 300, 10):
        out.append(float(((err >= 0.5) & (err > lo) & (err <= lo + 10)).mean()))
    out.append(float((err > 300).mean()))
    return [100.0 * x for x in out]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("instance", nargs="?", help="asrpt-online instance JSON")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=20_000)
    ap.add_argument("--history", type=int, default=80_000)
    args = ap.parse_args()
    if args.instance:
        inst = load_instance(args.instance)
    else:
        inst = synthetic(args.seed, jobs=args.jobs, history=args.history)
    print(f"{inst.name}: {len(inst.jobs)} jobs, {len(inst.history)} history jobs")
    labels = ["0"] + [f"{lo}-{lo + 10}" for lo in range(0, 300, 10)] + [">300"]
    table = {}
    for p in PREDS:
        t = time.perf_counter()
        pred = predict_iterations(inst, p, seed=args.seed)
        dt = time.perf_counter() - t
        err = np.abs(inst.arrays.iterations - pred)
        table[p] = histogram(err)
        print(f"{p:>7}: mean absolute error {err.mean():10.1f} iterations, median "
              f"{np.median(err):8.1f}, correct (< 0.5) {100 * (err < 0.5).mean():5.1f} %, "
              f"fit+predict {dt:.1f} s")
    print("\n| error bin | " + " | ".join(f"{p} %" for p in PREDS) + " |")
    print("|---|" + "---|" * len(PREDS))
    for k, lab in enumerate(labels):
        print(f"| {lab} | " + " | ".join(f"{table[p][k]:.1f}" for p in PREDS) + " |")


if __name__ == "__main__":
    main()
