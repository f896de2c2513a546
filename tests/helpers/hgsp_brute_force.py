"""Brute-force optimum for very small HGSP instances (an independent exact method).

Weighted tardiness is a regular objective, so some optimal schedule is semi-active:
given the GPU of every task and the order on each GPU, each task starts at
``max(a_i, end of its predecessor)``. Enumerating every assignment and every per-GPU
order therefore finds the optimum (feasible for n <= 7).
"""

from __future__ import annotations

import itertools

import numpy as np

from optsched.hgsp import HgspInstance


def brute_force_optimum(inst: HgspInstance) -> float:
    p, a, d, w = inst.p, inst.arrival, inst.deadline, inst.weight
    choices = [np.flatnonzero(inst.fits[i]).tolist() for i in range(inst.n)]
    best = float("inf")
    for assign in itertools.product(*choices):
        groups = [[i for i in range(inst.n) if assign[i] == j] for j in range(inst.m)]
        total = 0.0
        for j, g in enumerate(groups):
            best_j = float("inf")
            for perm in itertools.permutations(g):
                t, cost = 0.0, 0.0
                for i in perm:
                    t = max(t, a[i]) + p[i, j]
                    cost += w[i] * max(0.0, t - d[i])
                best_j = min(best_j, cost)
            total += best_j if g else 0.0
        best = min(best, total)
    return best
