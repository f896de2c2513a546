"""Theorem 1 of the A-SRPT paper evaluated on an instance.

Gamma_A <= R * OPT_A with

    R = (2 + tau + rho G / (G - g_max)) rho
        + 2 rho g_max rho_bar (1 + tau + (1 + rho) G / (G - g_max)) eps_bar,

rho = max_i alpha^max_i / alpha^min_i, rho_bar = max_i alpha^max_i / min_i alpha^min_i,
eps_bar = mean_i |n_i - n~_i| (eq. (9)), g_max = max_i g_i, G = M g. R is finite only when
G > g_max. alpha^min_i is the exact minimum of eq. (7) over all placements when the
enumeration is small (at most 20,000 raw placements, counted by formula before anything
is enumerated; ``alpha_min_exact`` = 1), otherwise the Heavy-Edge estimate
alpha~^min_i >= alpha^min_i, which makes rho (and R) an *under*-estimate (flag 0).
``lower_bound`` = Gamma_A / R is the lower bound on OPT_A the theorem implies.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ..itertime import alpha_max, alpha_min_estimate
from .enumerate import alpha_min_exact, raw_placement_count
from .instance import OnlineInstance
from .predictors import predict_iterations

EXACT_LIMIT = 20_000


def theorem1(inst: OnlineInstance, opts: Any, objective: float | None = None) -> dict[str, float]:
    """R and its ingredients for ``inst`` under ``opts`` (tau, predictor, seed)."""
    G = inst.total_gpus
    exact = True
    amin: dict[str, float] = {}
    amax: dict[str, float] = {}
    for name, cfg in inst.configs.items():
        job = cfg.job
        amax[name] = alpha_max(job, inst.cluster)
        if raw_placement_count(job, min(inst.cluster.servers, job.gpus)) <= EXACT_LIMIT:
            amin[name] = alpha_min_exact(job, inst.cluster)
        else:
            exact = False
            amin[name] = alpha_min_estimate(job, inst.cluster, seed=opts.seed)
    used = {j.config for j in inst.jobs}
    rho = max(amax[c] / amin[c] for c in used)
    rho_bar = max(amax[c] for c in used) / min(amin[c] for c in used)
    gmax = max(j.gpus for j in inst.jobs)
    pred = predict_iterations(inst, opts.predictor, seed=opts.seed)
    eps_bar = float(np.abs(inst.arrays.iterations - pred).mean())
    tau = opts.tau
    if G > gmax:
        ratio = (2 + tau + rho * G / (G - gmax)) * rho + 2 * rho * gmax * rho_bar * (
            1 + tau + (1 + rho) * G / (G - gmax)) * eps_bar
    else:
        ratio = math.inf
    out = {"ratio": ratio, "rho": rho, "rho_bar": rho_bar, "eps_bar": eps_bar,
           "alpha_min_exact": float(exact)}
    if objective is not None and math.isfinite(ratio):
        out["lower_bound"] = objective / ratio
    return out
