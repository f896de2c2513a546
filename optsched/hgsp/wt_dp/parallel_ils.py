"""Iterated local search for weighted tardiness on several GPUs (issue 25): the
incumbent of the exact method.

A solution is one sequence per GPU; a sequence is timed semi-actively (each task starts
at ``max(previous completion, a_i)``), so any sequence list is a feasible schedule when
every task sits on a GPU that it fits. Neighbourhoods (first improvement, in this order,
until none improves): move one task to another position of its GPU or to any position of
another GPU it fits, and swap two tasks (same GPU or two GPUs both fit). Perturbation:
``kick`` random moves/swaps of the best solution; the local optimum replaces the current
one when it is no worse. Deterministic for a given seed (own xorshift generator).

All data are integers (ticks, integer-scaled weights). Compiled with numba; the same
functions run as plain Python without it (slow, same results).
"""

from __future__ import annotations

import math
import time

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from .budget import should_stop
from .kernels import njit


@njit(cache=True)
def _seq_cost(seq, L, j, p, a, d, w):
    t = 0
    c = 0
    for q in range(L):
        i = seq[q]
        if a[i] > t:
            t = a[i]
        t += p[i, j]
        if t > d[i]:
            c += w[i] * (t - d[i])
    return c


@njit(cache=True)
def _cost_with_insert(seq, L, j, skip, ins_pos, ins_task, p, a, d, w):
    """Cost of GPU ``j``'s sequence with position ``skip`` removed (``-1``: none) and
    ``ins_task`` inserted before position ``ins_pos`` of the original (``-1``: none)."""
    t = 0
    c = 0
    for q in range(L + 1):
        if q == ins_pos and ins_task >= 0:
            i = ins_task
            if a[i] > t:
                t = a[i]
            t += p[i, j]
            if t > d[i]:
                c += w[i] * (t - d[i])
        if q == L:
            break
        if q == skip:
            continue
        i = seq[q]
        if a[i] > t:
            t = a[i]
        t += p[i, j]
        if t > d[i]:
            c += w[i] * (t - d[i])
    return c


@njit(cache=True)
def _cost_with_replace(seq, L, j, pos, task, p, a, d, w):
    t = 0
    c = 0
    for q in range(L):
        i = task if q == pos else seq[q]
        if a[i] > t:
            t = a[i]
        t += p[i, j]
        if t > d[i]:
            c += w[i] * (t - d[i])
    return c


@njit(cache=True)
def _do_move(S, Ln, j1, x, j2, y):
    """Move the task at ``S[j1, x]`` to before position ``y`` of GPU ``j2`` (positions
    of the original sequences)."""
    task = S[j1, x]
    for q in range(x, Ln[j1] - 1):
        S[j1, q] = S[j1, q + 1]
    Ln[j1] -= 1
    if j1 == j2 and y > x:
        y -= 1
    for q in range(Ln[j2], y, -1):
        S[j2, q] = S[j2, q - 1]
    S[j2, y] = task
    Ln[j2] += 1


@njit(cache=True)
def local_search(S, Ln, C, p, fits, a, d, w):
    """Descent to a local optimum (module docstring); ``S``, ``Ln``, ``C`` (per-GPU
    costs) are updated in place. Returns the total cost."""
    m = S.shape[0]
    improved = True
    while improved:
        improved = False
        # moves (same GPU: reposition; other GPU: transfer)
        for j1 in range(m):
            x = 0
            while x < Ln[j1]:
                task = S[j1, x]
                done = False
                for j2 in range(m):
                    if not fits[task, j2]:
                        continue
                    if j1 == j2:
                        for y in range(Ln[j1] + 1):
                            if y == x or y == x + 1:
                                continue
                            # remove x, insert before y (original positions)
                            c = _cost_with_insert(S[j1], Ln[j1], j1, x, y, task, p, a, d,
                                                  w)
                            if c < C[j1]:
                                _do_move(S, Ln, j1, x, j1, y)
                                C[j1] = c
                                done = True
                                break
                    else:
                        c1 = _cost_with_insert(S[j1], Ln[j1], j1, x, -1, -1, p, a, d, w)
                        gain1 = C[j1] - c1
                        for y in range(Ln[j2] + 1):
                            c2 = _cost_with_insert(S[j2], Ln[j2], j2, -1, y, task, p, a,
                                                   d, w)
                            if c2 - C[j2] < gain1:
                                _do_move(S, Ln, j1, x, j2, y)
                                C[j1] = c1
                                C[j2] = c2
                                done = True
                                break
                    if done:
                        break
                if done:
                    improved = True
                else:
                    x += 1
        # swaps
        for j1 in range(m):
            for x in range(Ln[j1]):
                t1 = S[j1, x]
                for j2 in range(j1, m):
                    y0 = x + 1 if j2 == j1 else 0
                    for y in range(y0, Ln[j2]):
                        t2 = S[j2, y]
                        if j1 == j2:
                            S[j1, x] = t2
                            S[j1, y] = t1
                            c = _seq_cost(S[j1], Ln[j1], j1, p, a, d, w)
                            if c < C[j1]:
                                C[j1] = c
                                t1 = t2
                                improved = True
                            else:
                                S[j1, x] = t1
                                S[j1, y] = t2
                        else:
                            if not (fits[t1, j2] and fits[t2, j1]):
                                continue
                            c1 = _cost_with_replace(S[j1], Ln[j1], j1, x, t2, p, a, d, w)
                            c2 = _cost_with_replace(S[j2], Ln[j2], j2, y, t1, p, a, d, w)
                            if c1 + c2 < C[j1] + C[j2]:
                                S[j1, x] = t2
                                S[j2, y] = t1
                                C[j1] = c1
                                C[j2] = c2
                                t1 = t2
                                improved = True
    return C.sum()


@njit(cache=True)
def exact_sequence(seq, L, j, p, d, w):
    """Optimal order of the first ``L`` tasks of ``seq`` on GPU ``j`` without release
    dates (DP over subsets, ``L <= 16``): returns ``(order, cost)``."""
    full = (1 << L) - 1
    f = np.full(full + 1, np.iinfo(np.int64).max, np.int64)
    arg = np.zeros(full + 1, np.int64)
    load = np.zeros(full + 1, np.int64)
    f[0] = 0
    for S in range(1, full + 1):
        low = S & (-S)
        b = 0
        while (1 << b) != low:
            b += 1
        load[S] = load[S ^ low] + p[seq[b], j]
        C = load[S]
        best = np.iinfo(np.int64).max
        bq = -1
        for q in range(L):
            if (S >> q) & 1:
                prev = f[S ^ (1 << q)]
                i = seq[q]
                c = prev + (w[i] * (C - d[i]) if C > d[i] else 0)
                if c < best:
                    best = c
                    bq = q
        f[S] = best
        arg[S] = bq
    order = np.empty(L, np.int64)
    S = full
    for pos in range(L - 1, -1, -1):
        q = arg[S]
        order[pos] = seq[q]
        S ^= 1 << q
    return order, f[full]


@njit(cache=True)
def polish(S, Ln, C, p, a, d, w, max_len):
    """Re-sequence every GPU optimally (:func:`exact_sequence`) when no task has a
    release date after 0 and the GPU holds at most ``max_len`` tasks; in place."""
    for j in range(S.shape[0]):
        L = Ln[j]
        if L < 3 or L > max_len:
            continue
        rel = False
        for q in range(L):
            if a[S[j, q]] > 0:
                rel = True
        if rel:
            continue
        order, c = exact_sequence(S[j], L, j, p, d, w)
        if c < C[j]:
            for q in range(L):
                S[j, q] = order[q]
            C[j] = c
    return C.sum()


@njit(cache=True)
def _rand(state):
    state ^= state << np.uint64(13)
    state ^= state >> np.uint64(7)
    state ^= state << np.uint64(17)
    return state


@njit(cache=True)
def ils(S0, Ln0, p, fits, a, d, w, kicks, strength, seed, target, polish_len=0,
        slack=0.0, restart=50, deadline=np.inf):
    """Iterated local search from ``(S0, Ln0)``; stops after ``kicks`` perturbations,
    when the cost reaches ``target``, or (checked before every perturbation) once
    ``deadline`` (``time.perf_counter()`` seconds; ``inf``: none) has passed or an
    interrupt is pending (:func:`.budget.should_stop`). Returns ``(S, Ln, cost)`` of the
    best, then of the walk's current solution (to resume the walk)."""
    m = S0.shape[0]
    n = p.shape[0]
    S = S0.copy()
    Ln = Ln0.copy()
    C = np.zeros(m, np.int64)
    for j in range(m):
        C[j] = _seq_cost(S[j], Ln[j], j, p, a, d, w)
    cur = local_search(S, Ln, C, p, fits, a, d, w)
    bS, bL, best = S.copy(), Ln.copy(), cur
    state = np.uint64(seed * 2654435761 + 88172645463325252)
    timed = deadline < np.inf
    for _ in range(kicks):
        if best <= target or (timed and should_stop(deadline)):
            break
        T = S.copy()
        TL = Ln.copy()
        for _m in range(strength):
            state = _rand(state)
            j1 = np.int64(state % np.uint64(m))
            if TL[j1] == 0:
                continue
            state = _rand(state)
            x = np.int64(state % np.uint64(TL[j1]))
            task = T[j1, x]
            state = _rand(state)
            j2 = np.int64(state % np.uint64(m))
            if j2 == j1 or not fits[task, j2]:
                continue
            # the position of j2 whose start time is closest to the task's start
            sx = 0
            for q in range(x):
                i = T[j1, q]
                if a[i] > sx:
                    sx = a[i]
                sx += p[i, j1]
            y = 0
            t2 = 0
            while y < TL[j2] and t2 < sx:
                i = T[j2, y]
                if a[i] > t2:
                    t2 = a[i]
                t2 += p[i, j2]
                y += 1
            state = _rand(state)
            if (state >> np.uint64(40)) & np.uint64(1) and y < TL[j2]:
                other = T[j2, y]
                if fits[other, j1]:
                    T[j1, x] = other
                    T[j2, y] = task
                continue
            _do_move(T, TL, j1, x, j2, y)
        TC = np.zeros(m, np.int64)
        for j in range(m):
            TC[j] = _seq_cost(T[j], TL[j], j, p, a, d, w)
        c = local_search(T, TL, TC, p, fits, a, d, w)
        if polish_len > 0 and c < cur + (cur >> 5) + 1:
            c2 = polish(T, TL, TC, p, a, d, w, polish_len)
            if c2 < c:
                c = local_search(T, TL, TC, p, fits, a, d, w)
        if c <= cur + slack * cur:
            S, Ln, cur = T, TL, c
            if c < best:
                bS, bL, best = T.copy(), TL.copy(), c
        state = _rand(state)
        if (state % np.uint64(restart)) == 0:  # occasional restart from the best
            S, Ln, cur = bS.copy(), bL.copy(), best
    _ = n
    return bS, bL, best, S, Ln, cur


def sequences_from(gpu: np.ndarray, start: np.ndarray, m: int) -> tuple[np.ndarray,
                                                                          np.ndarray]:
    """``(S, Ln)`` from a schedule's GPU and start per task (order by start)."""
    n = gpu.size
    S = np.full((m, n), -1, dtype=np.int64)
    Ln = np.zeros(m, dtype=np.int64)
    for i in np.lexsort((np.arange(n), start)):
        j = int(gpu[i])
        S[j, Ln[j]] = i
        Ln[j] += 1
    return S, Ln


def timing(S: np.ndarray, Ln: np.ndarray, p: np.ndarray, a: np.ndarray
           ) -> tuple[np.ndarray, np.ndarray]:
    """``(gpu, start)`` per task of the semi-active timing of the sequences."""
    n = p.shape[0]
    gpu = np.full(n, -1, dtype=np.int64)
    start = np.zeros(n, dtype=np.int64)
    for j in range(S.shape[0]):
        t = 0
        for q in range(int(Ln[j])):
            i = int(S[j, q])
            t = max(t, int(a[i]))
            gpu[i], start[i] = j, t
            t += int(p[i, j])
    return gpu, start


def list_schedule(order: np.ndarray, p: np.ndarray, fits: np.ndarray, a: np.ndarray
                  ) -> tuple[np.ndarray, np.ndarray]:
    """Tasks in ``order``, each on the fitting GPU where it completes first."""
    n, m = p.shape
    free = np.zeros(m, dtype=np.int64)
    gpu = np.zeros(n, dtype=np.int64)
    start = np.zeros(n, dtype=np.int64)
    for i in order:
        best, bj = -1, -1
        for j in range(m):
            if fits[i, j]:
                c = max(int(free[j]), int(a[i])) + int(p[i, j])
                if bj < 0 or c < best:
                    best, bj = c, j
        gpu[i] = bj
        start[i] = best - int(p[i, bj])
        free[bj] = best
    return gpu, start


def list_starts(p: np.ndarray, fits: np.ndarray, a: np.ndarray, d: np.ndarray,
                w: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
    """``(gpu, start)`` of the list schedules in EDD, WSPT, minimum slack and release
    order (:func:`list_schedule`)."""
    n = p.shape[0]
    pm = np.where(fits, p, np.iinfo(np.int64).max).min(axis=1)
    orders = [np.lexsort((np.arange(n), d)), np.lexsort((np.arange(n), -w / pm)),
              np.lexsort((np.arange(n), d - pm)), np.lexsort((np.arange(n), a, d))]
    return [list_schedule(o, p, fits, a) for o in orders]


def heuristic(p: np.ndarray, fits: np.ndarray, a: np.ndarray, d: np.ndarray,
              w: np.ndarray, seed: int = 0, kicks: int = 2000,
              starts: list[tuple[np.ndarray, np.ndarray]] | None = None,
              target: int = 0, deadline: float | None = None, polish_len: int = 14
              ) -> tuple[np.ndarray, np.ndarray, int]:
    """Best ``(gpu, start, cost)`` of the ILS from list schedules (EDD, WSPT, minimum
    slack, release order) and the given ``starts`` (``(gpu, start)`` schedules).

    Each start gets a descent and ``kicks // 8`` perturbations; the best then gets up to
    ``kicks`` more, in chunks of 100. ``deadline`` (``time.perf_counter()`` seconds) is
    checked before every perturbation; past it the best so far is returned (the first
    start's descent always runs, so a schedule is always returned). Stops early at
    ``target`` (a proven lower bound). ``polish_len``: GPUs
    with at most this many tasks (and no release dates) are re-sequenced optimally after
    each promising descent (:func:`polish`; 0: never)."""
    n, m = p.shape
    p64, a64, d64, w64 = (x.astype(np.int64) for x in (p, a, d, w))
    cands = list_starts(p, fits, a, d, w) + list(starts or [])
    until = np.inf if deadline is None else float(deadline)
    best = None
    for q, (g, s) in enumerate(cands):
        S, Ln = sequences_from(g, s, m)
        bS, bL, c, _S, _L, _c = ils(S, Ln, p64, fits, a64, d64, w64, kicks // 8, 3,
                                    seed + q, target, polish_len, 0.0, 50, until)
        if best is None or c < best[2]:
            best = (bS, bL, int(c))
        if best[2] <= target or (deadline is not None and time.perf_counter() > deadline):
            break
    assert best is not None
    done = 0
    chunk = 0
    while done < kicks and best[2] > target:
        if deadline is not None and time.perf_counter() > deadline:
            break
        chunk += 1
        bS, bL, c, _S, _L, _c = ils(best[0], best[1], p64, fits, a64, d64, w64, 100, 3,
                                    seed + 1000 * chunk, target, polish_len, 0.0, 50,
                                    until)
        done += 100
        if c < best[2]:
            best = (bS, bL, int(c))
    gpu, start = timing(best[0], best[1], p, a)
    return gpu, start, best[2]


#: perturbation strengths of successive chunks of a :class:`Walk` (cycled)
STRENGTHS = (3, 4, 3, 5, 3, 6, 3, 8)


class Walk:
    """A resumable iterated local search: each :meth:`run` continues the walk where the
    previous one stopped, in chunks of ``chunk`` perturbations (one :func:`ils` call
    each; chunk ``k`` perturbs with ``STRENGTHS[k % len(STRENGTHS)]`` random moves and
    seed ``seed + 7919 k``, and starts from the walk's current solution, or from its
    best every ``back``-th chunk). Deterministic for a given seed and chunk count.

    ``p`` etc.: integer data as for :func:`heuristic`; ``gpu``, ``start``: the first
    solution."""

    def __init__(self, p: np.ndarray, fits: np.ndarray, a: np.ndarray, d: np.ndarray,
                 w: np.ndarray, gpu: np.ndarray, start: np.ndarray, seed: int,
                 chunk: int = 100, back: int = 4, polish_len: int = 14) -> None:
        self.p, self.fits = p.astype(np.int64), fits
        self.a, self.d, self.w = (x.astype(np.int64) for x in (a, d, w))
        self.S, self.Ln = sequences_from(gpu, start, p.shape[1])
        self.cur = sum(int(_seq_cost(self.S[j], self.Ln[j], j, self.p, self.a, self.d,
                                     self.w)) for j in range(p.shape[1]))
        self.bS, self.bL, self.best = self.S.copy(), self.Ln.copy(), self.cur
        self.seed, self.chunk, self.back, self.polish_len = seed, chunk, back, polish_len
        self.chunks = 0

    def run(self, deadline: float, target: int = 0, max_chunks: int | None = None,
            hard_deadline: float = math.inf) -> int:
        """Continue until ``deadline`` (``time.perf_counter()`` seconds, checked between
        chunks), the cost ``target`` or ``max_chunks`` chunks; returns the best cost.
        ``hard_deadline`` is also checked before every perturbation inside a chunk (a
        chunk cut short keeps what it found; the walk resumes from there)."""
        done = 0
        while self.best > target and time.perf_counter() < deadline and (
                max_chunks is None or done < max_chunks):
            _check_interrupt()
            k = self.chunks
            self.chunks += 1
            done += 1
            if k % self.back == self.back - 1:
                self.S, self.Ln, self.cur = self.bS.copy(), self.bL.copy(), self.best
            bS, bL, c, self.S, self.Ln, self.cur = ils(
                self.S, self.Ln, self.p, self.fits, self.a, self.d, self.w, self.chunk,
                STRENGTHS[k % len(STRENGTHS)], self.seed + 7919 * k, target,
                self.polish_len, 0.0, 50, float(hard_deadline))
            if c < self.best:
                self.bS, self.bL, self.best = bS.copy(), bL.copy(), int(c)
        return self.best

    def schedule(self) -> tuple[np.ndarray, np.ndarray, int]:
        """``(gpu, start, cost)`` of the best solution."""
        gpu, start = timing(self.bS, self.bL, self.p, self.a)
        return gpu, start, self.best
