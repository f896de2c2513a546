"""List scheduling: the engine behind FIFO, Greedy-EFT and SAGreedy (paper hgsp, III).

Tasks are taken in a given order; each is appended to a memory-feasible GPU
(``avail_j`` = time GPU j finishes the tasks already given to it, no back-filling):

* rule ``"start"`` (FIFO, III-A): the GPU with the earliest start ``max(a_i, avail_j)``;
* rule ``"eft"`` (Greedy, III-B): the GPU with the earliest finish
  ``max(a_i, avail_j) + p_ij``.

Ties go to the GPU listed first in the instance (the paper does not say; this is the
deterministic reading). :func:`list_schedule` is the fast path (plain-float loops over
precomputed per-task candidate lists: O(N·M) with no numpy call per task, which is
faster than numpy on 3–9 GPUs); :func:`list_schedule_reference` is the readable numpy
version the tests compare it with.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .instance import HgspInstance

RULES = ("start", "eft")


class ListScheduler:
    """Pre-computes per-task candidate GPUs so that each evaluation is a tight loop.

    ``evaluate(order)`` returns ``(gpu, start)`` arrays (SAGreedy's fitness, eq. 14, is
    computed from them by :class:`optsched.hgsp.sagreedy.EftEvaluator`).
    """

    def __init__(self, inst: HgspInstance, rule: str = "eft") -> None:
        if rule not in RULES:
            raise ValueError(f"rule must be one of {RULES}, got {rule!r}")
        self.inst = inst
        self.rule = rule
        fits, p = inst.fits, inst.p
        self._cands = [
            [(int(j), float(p[i, j])) for j in np.flatnonzero(fits[i])]
            for i in range(inst.n)
        ]
        self._a = inst.arrival.tolist()
        self._d = inst.deadline.tolist()
        self._w = inst.weight.tolist()

    def evaluate(self, order: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
        n = self.inst.n
        avail = [0.0] * self.inst.m
        gpu = np.empty(n, dtype=np.int64)
        start = np.empty(n)
        by_start = self.rule == "start"
        for i in order:
            a = self._a[i]
            best_j, best_key, best_s, best_c = -1, float("inf"), 0.0, 0.0
            for j, pij in self._cands[i]:
                s = avail[j] if avail[j] > a else a
                key = s if by_start else s + pij
                if key < best_key:
                    best_j, best_key, best_s, best_c = j, key, s, s + pij
            gpu[i] = best_j
            start[i] = best_s
            avail[best_j] = best_c
        return gpu, start


def arrival_order(inst: HgspInstance) -> np.ndarray:
    """Tasks sorted by arrival time, ties by file order (III-A step 1)."""
    return np.argsort(inst.arrival, kind="stable")


def list_schedule(inst: HgspInstance, order: Sequence[int],
                  rule: str = "eft") -> tuple[np.ndarray, np.ndarray]:
    """Fast list schedule of ``order`` under ``rule``; returns ``(gpu, start)``."""
    return ListScheduler(inst, rule).evaluate(order)


def list_schedule_reference(inst: HgspInstance, order: Sequence[int],
                            rule: str = "eft") -> tuple[np.ndarray, np.ndarray]:
    """Readable numpy reference of :func:`list_schedule` (used by the tests)."""
    avail = np.zeros(inst.m)
    gpu = np.full(inst.n, -1, dtype=np.int64)
    start = np.zeros(inst.n)
    for i in order:
        s = np.maximum(inst.arrival[i], avail)
        key = s if rule == "start" else s + inst.p[i]
        key = np.where(inst.fits[i], key, np.inf)
        j = int(np.argmin(key))  # argmin returns the first minimum: ties -> lowest index
        gpu[i], start[i] = j, s[j]
        avail[j] = s[j] + inst.p[i, j]
    return gpu, start
