"""Certified lower bounds on the per-iteration time alpha of a placement (eq. (7)).

Used by the ``asrpt`` family (bound methods, models/asrpt-bounds.md) and by the
``asrpt-online`` bound (a lower bound on alpha^min of every config, on an empty cluster).

**Window DP** (:func:`window_bound_ms`). alpha = max over servers ``m`` and stages ``s``
with ``x^m_s > 0`` of ``beta(s, x^m_s, x^m_{s-1}, x^m_{s+1})`` (eqs. (4)-(7)), so
"alpha <= T" holds for a placement iff every server's count vector uses only stage counts
whose beta is at most ``T``. Keep a *window* of consecutive stages ``s0 .. s1`` and drop
every other stage (their replicas vanish, freeing GPUs): a stage of the window whose
neighbour lies outside counts that neighbour's co-located replicas as free, the best
number fitting the server's remaining GPUs. What is left is decided exactly by a dynamic
programme over the servers whose state is the number of replicas of each window stage
placed so far (moves: one server's count vector, at most ``F_m`` GPUs, every present
stage's beta <= T). The least feasible ``T`` over the candidate beta values (bisection)
is a lower bound on alpha; with the window covering every stage it *is* the optimum.
The bound is the maximum over the windows tried: every stage alone (O(S x servers x
k^3)), then the widest windows whose DP fits ``max_states`` states and ``max_moves``
count vectors per server.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence

import numpy as np

from optsched.core import Bound, interrupt

from .instance import PlacementInstance
from .job import Cluster, Job
from .timemodel import TimeModel

#: default DP limits: states (product of k_s + 1 over the window) and moves per server
MAX_STATES = 50_000
MAX_MOVES = 5_000


def _vectors(caps: Sequence[int], total: int) -> Iterator[tuple[int, ...]]:
    """Every vector ``0 <= x_i <= caps[i]`` with ``sum x <= total``."""
    if not caps:
        yield ()
        return
    for first in range(min(caps[0], total) + 1):
        for rest in _vectors(caps[1:], total - first):
            yield (first, *rest)


def _count_vectors(caps: Sequence[int], total: int) -> int:
    """``len(list(_vectors(caps, total)))`` by DP (no enumeration)."""
    ways = np.zeros(total + 1, dtype=np.int64)
    ways[0] = 1
    for c in caps:
        new = np.zeros_like(ways)
        for x in range(min(c, total) + 1):
            new[x:] += ways[:total + 1 - x]
        ways = new
    return int(ways.sum())


def _move_value(tm: TimeModel, s0: int, x: tuple[int, ...], F: int) -> float:
    """Largest beta (ms) of the window stages present in count vector ``x`` (stages
    ``s0 ..``) on a server with ``F`` free GPUs; neighbours outside the window take the
    co-located counts (fitting the remaining GPUs) that make beta smallest."""
    S = tm.S
    w = len(x)
    room = F - sum(x)
    worst = -np.inf
    for i, xs in enumerate(x):
        if xs == 0:
            continue
        s = s0 + i
        u_fixed = x[i - 1] if i > 0 else None
        v_fixed = x[i + 1] if i < w - 1 else None
        us = [u_fixed] if u_fixed is not None else (
            range(min(int(tm.k[s - 1]), room) + 1) if s > 0 else [0])
        best = np.inf
        for u in us:
            left = room - (u if u_fixed is None else 0)
            vs = [v_fixed] if v_fixed is not None else (
                range(min(int(tm.k[s + 1]), left) + 1) if s < S - 1 else [0])
            for v in vs:
                best = min(best, tm.beta_ms(s, xs, u, v))
        worst = max(worst, best)
    return float(worst)


def window_bound_ms(tm: TimeModel, s0: int, s1: int, free: Sequence[int]) -> float:
    """The window DP bound (module docstring) for stages ``s0 .. s1`` (inclusive), ms;
    ``inf`` when the window's stages cannot be placed at all."""
    ks = [int(k) for k in tm.k[s0:s1 + 1]]
    servers = [int(f) for f in free if f > 0]
    moves: dict[int, tuple[np.ndarray, list[tuple[int, ...]]]] = {}
    for F in sorted(set(servers)):
        vecs = [v for v in _vectors([min(k, F) for k in ks], F) if any(v)]
        vals = np.array([_move_value(tm, s0, v, F) for v in vecs])
        moves[F] = (vals, vecs)
        interrupt.check()
    cands = np.unique(np.concatenate([vals for vals, _ in moves.values()]))
    if cands.size == 0:
        return np.inf
    shape = tuple(k + 1 for k in ks)
    full = tuple(ks)

    def feasible(T: float) -> bool:
        reach = np.zeros(shape, dtype=bool)
        reach[(0,) * len(ks)] = True
        for F in servers:
            vals, vecs = moves[F]
            new = reach.copy()
            for j in np.flatnonzero(vals <= T):
                v = vecs[j]
                dst = tuple(slice(x, None) for x in v)
                src = tuple(slice(0, k + 1 - x) for k, x in zip(ks, v))
                new[dst] |= reach[src]
            reach = new
            if reach[full]:
                return True
        return bool(reach[full])

    lo, hi = 0, cands.size - 1
    if not feasible(float(cands[hi])):
        return np.inf
    while lo < hi:
        interrupt.check()
        mid = (lo + hi) // 2
        if feasible(float(cands[mid])):
            hi = mid
        else:
            lo = mid + 1
    return float(cands[lo])


def windows(job: Job, free: Sequence[int], max_states: int = MAX_STATES,
            max_moves: int = MAX_MOVES) -> list[tuple[int, int]]:
    """The windows :func:`placement_bound_ms` tries: every single stage, then for every
    start the widest window within the DP limits (covering all stages when it fits)."""
    S = job.num_stages
    k = list(job.replicas)
    Fmax = max((int(f) for f in free if f > 0), default=0)
    out = {(s, s) for s in range(S)}
    for s0 in range(S):
        s1 = s0
        while s1 + 1 < S:
            ks = k[s0:s1 + 2]
            states = int(np.prod([x + 1 for x in ks], dtype=float))
            if states > max_states or _count_vectors([min(x, Fmax) for x in ks],
                                                     Fmax) > max_moves:
                break
            s1 += 1
        out.add((s0, s1))
        if s1 == S - 1:
            break
    return sorted(out)


def placement_bound_ms(job: Job, free: Sequence[int], cluster: Cluster,
                       max_states: int = MAX_STATES, max_moves: int = MAX_MOVES,
                       deadline: float | None = None) -> tuple[float, bool, bool]:
    """Lower bound on alpha (ms) of every placement of ``job`` on servers with ``free``
    GPUs: the largest window DP bound. Returns ``(bound, exact, complete)``: ``exact``
    when one window covered every stage (the bound is then the optimum); ``complete``
    False when ``deadline`` (a ``time.monotonic()`` value) stopped the windows early
    (single stages come first, so the value is at least the single-stage bound)."""
    tm = TimeModel(job, cluster)
    best, exact, complete = -np.inf, False, True
    wins = windows(job, free, max_states, max_moves)
    wins.sort(key=lambda w: (w[1] - w[0], w[0]))      # cheap single stages first
    for s0, s1 in wins:
        if deadline is not None and time.monotonic() > deadline and best > -np.inf:
            complete = False
            break
        best = max(best, window_bound_ms(tm, s0, s1, free))
        exact = exact or (s0 == 0 and s1 == job.num_stages - 1)
    return float(best), exact, complete


def alpha_min_lower_bound(job: Job, cluster: Cluster, max_states: int = MAX_STATES,
                          max_moves: int = MAX_MOVES) -> float:
    """Lower bound on alpha^min (seconds): every placement on the empty cluster (one job
    never uses more than ``min(M, g_i)`` servers)."""
    n = min(cluster.servers, job.gpus)
    free = [cluster.gpus_per_server] * n
    return placement_bound_ms(job, free, cluster, max_states, max_moves)[0] / 1000.0


def compute_window_dp(instance: PlacementInstance, *, time_limit: float | None = None,
                      max_states: int = MAX_STATES, max_moves: int = MAX_MOVES) -> Bound:
    """Bound method ``window-dp`` of the ``asrpt`` family: alpha >= the window DP bound
    (seconds); the optimum itself when one window covers every stage."""
    deadline = None if time_limit is None else time.monotonic() + time_limit
    ms, exact, complete = placement_bound_ms(instance.job, instance.free_gpus,
                                             instance.cluster, int(max_states),
                                             int(max_moves), deadline)
    return Bound(ms / 1000.0, {"exact": exact}, complete)


def compute_stage(instance: PlacementInstance, *, time_limit: float | None = None) -> Bound:
    """Bound method ``stage``: every stage alone (its neighbours' co-located replicas
    free), O(S x servers x k^3), seconds."""
    tm = TimeModel(instance.job, instance.cluster)
    ms = max(window_bound_ms(tm, s, s, instance.free_gpus) for s in range(tm.S))
    return Bound(ms / 1000.0)


def bound_value(instance: PlacementInstance, time_limit: float | None = None) -> float:
    """The certified lower bound on alpha (s) of ``instance``: one call for scripts."""
    return compute_window_dp(instance, time_limit=time_limit).value


__all__ = ["MAX_MOVES", "MAX_STATES", "alpha_min_lower_bound", "bound_value",
           "compute_stage", "compute_window_dp", "placement_bound_ms", "window_bound_ms",
           "windows"]
