"""Random ``1 | r_j | sum w_j T_j`` problems of the lagdp pipeline and their optimum by
brute force over every sequence (semi-active schedules: enough for a regular objective;
n <= 8)."""

from __future__ import annotations

import itertools

import numpy as np

from optsched.hgsp.wt_dp.solver import SingleMachine, make_problem


def random_problem(seed: int, n: int, releases: bool) -> SingleMachine:
    """Processing times 1-7, weights 1-5, due dates 1..sum p, release dates (if any)
    0..sum p / 2, all from ``seed``."""
    rng = np.random.default_rng(seed)
    p = rng.integers(1, 8, n)
    w = rng.integers(1, 6, n)
    d = rng.integers(1, int(p.sum()) + 1, n)
    r = rng.integers(0, int(p.sum()) // 2 + 1, n) if releases else np.zeros(n, np.int64)
    return make_problem(p, r, w, d)


def brute_force(pb: SingleMachine) -> int:
    """The optimal total weighted tardiness of ``pb`` over all ``n!`` sequences."""
    return min(pb.sequence_cost(np.array(s)) for s in itertools.permutations(range(pb.n)))
