"""Pseudo-schedule DPs with one task of memory (issue 25, the stronger relaxation).

The states of :mod:`.parallel_dp` are split by the task that ran directly before:
``(t, k, i)`` = "task ``k`` completes at ``t`` right after task ``i``" (``i = n``: after
the free state -- the source, or idle time with release dates). A path may then never
repeat a task within three consecutive tasks (no ``i, k, i``), and three tasks ``h, i,
k`` run back to back only when no other order of the three in the same interval (each
after its release date) is better in the order ``(weighted tardiness, total completion
time, rank inversions)`` (:func:`triple_ok`). An optimal schedule minimising that order
(the ``S*`` of ``models/hgsp-lagrangian-dp.md``, "Several GPUs") obeys the rule on every
GPU -- rearranging a block changes nothing outside it -- so ``L(mu) <= OPT`` stays valid
and is never weaker than without memory.

Tables: ``F[t, k, i]`` (forward), ``B[t, k, i]`` (backward, stopping is worth 0),
``free[t]`` (forward value of the free state). The best predecessor of ``(t, k, i)`` is
the best ``(t - p_k, i, h)`` with ``triple_ok(h, i, k)``; the ``KEEP`` best ``h`` per
``(s, i)`` are kept and checked in order, with a full scan when none passes.
"""

from __future__ import annotations

import numpy as np

from .kernels import njit

__all__ = ["INF", "backward", "forward", "node_values", "trace_paths", "triple_ok"]

INF = 1e300
KEEP = 4


@njit(cache=True)
def _tard(w, d, k, t):
    x = t - d[k]
    return w[k] * x if x > 0 else 0.0


@njit(cache=True)
def _order(a, b, c, S, p, r, w, d, rank):
    """``(feasible, cost, total completion, inversions)`` of ``a, b, c`` from ``S``."""
    if r[a] > S:
        return False, 0.0, 0, 0
    t1 = S + p[a]
    if r[b] > t1:
        return False, 0.0, 0, 0
    t2 = t1 + p[b]
    if r[c] > t2:
        return False, 0.0, 0, 0
    t3 = t2 + p[c]
    inv = 0
    if rank[a] > rank[b]:
        inv += 1
    if rank[a] > rank[c]:
        inv += 1
    if rank[b] > rank[c]:
        inv += 1
    return True, _tard(w, d, a, t1) + _tard(w, d, b, t2) + _tard(w, d, c, t3), \
        t1 + t2 + t3, inv


@njit(cache=True)
def triple_ok(h, i, k, S, p, r, w, d, rank):
    """May ``h, i, k`` run back to back from tick ``S``? False when ``h == k`` or when
    another order of the three (release dates respected) is better in ``(cost, total
    completion, inversions)``. ``i`` differs from both (adjacent rule)."""
    if h == k:
        return False
    _ok, c0, s0, v0 = _order(h, i, k, S, p, r, w, d, rank)
    for q in range(5):
        if q == 0:
            a, b, c = h, k, i
        elif q == 1:
            a, b, c = i, h, k
        elif q == 2:
            a, b, c = i, k, h
        elif q == 3:
            a, b, c = k, h, i
        else:
            a, b, c = k, i, h
        ok, c1, s1, v1 = _order(a, b, c, S, p, r, w, d, rank)
        if not ok:
            continue
        if c1 < c0 or (c1 == c0 and (s1 < s0 or (s1 == s0 and v1 < v0))):
            return False
    return True


@njit(cache=True)
def _keep_best(F, s, i, topv, toph):
    """The ``KEEP`` smallest ``F[s, i, h]`` (``h`` up to ``n``) into ``topv/toph[s, i]``."""
    n1 = F.shape[2]
    K = topv.shape[2]
    for q in range(K):
        topv[s, i, q] = INF
        toph[s, i, q] = -1
    for h in range(n1):
        v = F[s, i, h]
        if v >= topv[s, i, K - 1]:
            continue
        q = K - 1
        while q > 0 and topv[s, i, q - 1] > v:
            topv[s, i, q] = topv[s, i, q - 1]
            toph[s, i, q] = toph[s, i, q - 1]
            q -= 1
        topv[s, i, q] = v
        toph[s, i, q] = h


@njit(cache=True)
def _best_pred(F, topv, toph, s, i, k, p, r, w, d, rank):
    """``(value, h)`` of the best ``(s, i, h)`` that ``k`` may follow (``INF, -1``)."""
    n = F.shape[1]
    K = topv.shape[2]
    S0 = s - p[i]
    for q in range(K):
        v = topv[s, i, q]
        if v >= INF:
            return INF, -1
        h = toph[s, i, q]
        if h == n or triple_ok(h, i, k, S0 - p[h], p, r, w, d, rank):
            return v, h
    best = INF
    arg = -1
    for h in range(n + 1):  # every kept candidate failed: full scan
        v = F[s, i, h]
        if v < best and (h == n or triple_ok(h, i, k, S0 - p[h], p, r, w, d, rank)):
            best = v
            arg = h
    return best, arg


@njit(cache=True)
def forward(p, r, w, d, rank, cost, mu, A, idle, alive):
    """``(F, free)``: ``F[t, k, i]`` best path value ending with ``k`` at ``t`` right
    after ``i`` (``i = n``: after the free state), ``free[t]`` the free state's value."""
    n, T1 = cost.shape
    F = np.full((T1, n, n + 1), INF)
    free = np.full(T1, INF)
    free[0] = 0.0
    topv = np.full((T1, n, KEEP), INF)
    toph = np.full((T1, n, KEEP), -1, np.int64)
    for t in range(1, T1):
        if idle:
            m = free[t - 1]
            for k in range(n):
                v = topv[t - 1, k, 0]
                if v < m:
                    m = v
            free[t] = m
        for k in range(n):
            s = t - p[k]
            if s < r[k] or not alive[k, t]:
                continue
            c = cost[k, t] - mu[k]
            if free[s] < INF:
                F[t, k, n] = free[s] + c
            Ak = A[t, k]
            for i in range(n):
                if not Ak[i] or topv[s, i, 0] >= INF:
                    continue
                v, _h = _best_pred(F, topv, toph, s, i, k, p, r, w, d, rank)
                if v < INF:
                    F[t, k, i] = v + c
        for k in range(n):
            _keep_best(F, t, k, topv, toph)
    return F, free


@njit(cache=True)
def backward(p, r, w, d, rank, cost, mu, A, idle, alive):
    """``(B, bfree)``: best continuation from ``(t, k, i)`` / from the free state at
    ``t`` (stopping is worth 0, so both are ``<= 0``; ``bfree[0] = z_G(mu)``)."""
    n, T1 = cost.shape
    T = T1 - 1
    B = np.zeros((T1, n, n + 1))
    bfree = np.zeros(T1)
    H = np.empty(n)
    topv = np.empty(KEEP)
    topj = np.empty(KEEP, np.int64)
    for t in range(T, -1, -1):
        for j in range(n):
            H[j] = INF
            tj = t + p[j]
            if tj > T or t < r[j] or not alive[j, tj]:
                continue
            H[j] = cost[j, tj] - mu[j]  # + B[tj, j, k]: depends on k
        fr = 0.0
        if idle and t < T and bfree[t + 1] < fr:
            fr = bfree[t + 1]
        if idle or t == 0:
            m = fr
            for j in range(n):
                if H[j] < INF and H[j] + B[t + p[j], j, n] < m:
                    m = H[j] + B[t + p[j], j, n]
            bfree[t] = m
        for k in range(n):
            if t < p[k] or not alive[k, t]:
                continue  # B stays 0: the state never exists (read only when alive)
            # KEEP best successors j of k at t (adjacent rule), then per predecessor i
            for q in range(KEEP):
                topv[q] = INF
                topj[q] = -1
            for j in range(n):
                if H[j] >= INF or not A[t + p[j], j, k]:
                    continue
                v = H[j] + B[t + p[j], j, k]
                if v >= topv[KEEP - 1]:
                    continue
                q = KEEP - 1
                while q > 0 and topv[q - 1] > v:
                    topv[q] = topv[q - 1]
                    topj[q] = topj[q - 1]
                    q -= 1
                topv[q] = v
                topj[q] = j
            S0 = t - p[k]
            B[t, k, n] = min(fr, topv[0])
            for i in range(n):
                if i == k:
                    continue
                best = fr
                found = False
                for q in range(KEEP):
                    v = topv[q]
                    if v >= best:
                        found = True
                        break
                    if triple_ok(i, k, topj[q], S0 - p[i], p, r, w, d, rank):
                        best = v
                        found = True
                        break
                if not found:
                    for j in range(n):
                        if H[j] >= INF or not A[t + p[j], j, k]:
                            continue
                        v = H[j] + B[t + p[j], j, k]
                        if v < best and triple_ok(i, k, j, S0 - p[i], p, r, w, d, rank):
                            best = v
                B[t, k, i] = best
    return B, bfree


@njit(cache=True)
def node_values(F, B):
    """``min_i F[t, k, i] + B[t, k, i]``: the best path through ``(t, k)``, as
    ``(n, T+1)`` (INF if none)."""
    T1, n, n1 = F.shape
    out = np.full((n, T1), INF)
    for t in range(T1):
        for k in range(n):
            for i in range(n1):
                if F[t, k, i] < INF:
                    v = F[t, k, i] + B[t, k, i]
                    if v < out[k, t]:
                        out[k, t] = v
    return out


@njit(cache=True)
def path_minimum(F):
    """Smallest value over the task states of ``F`` (``INF`` if none)."""
    m = INF
    for v in F.ravel():
        if v < m:
            m = v
    return m


@njit(cache=True)
def trace_paths(F, free, p, r, w, d, rank, idle, threshold, max_paths):
    """Up to ``max_paths`` shortest paths ending at distinct tasks with value below
    ``threshold``, best first: ``(jobs, ends, lens)`` as :func:`.parallel_dp.trace_paths`."""
    T1, n, n1 = F.shape
    bt = np.full(n, -1, np.int64)
    bi = np.full(n, -1, np.int64)
    bv = np.full(n, INF)
    for t in range(T1):
        for k in range(n):
            for i in range(n1):
                if F[t, k, i] < bv[k]:
                    bv[k] = F[t, k, i]
                    bt[k] = t
                    bi[k] = i
    order = np.argsort(bv)
    width = T1 if T1 < 4 * n + 4 else 4 * n + 4
    jobs = np.full((max_paths, width), -1, np.int64)
    ends = np.full(jobs.shape, -1, np.int64)
    lens = np.zeros(max_paths, np.int64)
    got = 0
    for q in range(n):
        if got >= max_paths:
            break
        k = order[q]
        if not bv[k] < threshold:
            break
        t = bt[k]
        i = bi[k]
        L = 0
        ok = True
        while True:
            if L >= width:
                ok = False
                break
            jobs[got, L] = k
            ends[got, L] = t
            L += 1
            s = t - p[k]
            if i < n:  # predecessor state (s, i, h): the best h that k may follow
                best = INF
                arg = -1
                for h in range(n1):
                    v = F[s, i, h]
                    if v < best and (h == n or triple_ok(h, i, k, s - p[i] - p[h], p, r,
                                                         w, d, rank)):
                        best = v
                        arg = h
                if arg < 0:
                    ok = False
                    break
                k, t, i = i, s, arg
                continue
            # free state at s: follow idle ticks back to a task state or the source
            t = s
            found = False
            while t > 0 and idle:
                if free[t - 1] <= free[t]:
                    t -= 1
                    continue
                # free[t] came from a task state at t - 1
                best = INF
                for kk in range(n):
                    for ii in range(n1):
                        if F[t - 1, kk, ii] < best:
                            best = F[t - 1, kk, ii]
                            k = kk
                            i = ii
                t -= 1
                found = True
                break
            if not found:
                break
        if not ok:
            continue
        for a in range(L // 2):
            x = jobs[got, a]
            jobs[got, a] = jobs[got, L - 1 - a]
            jobs[got, L - 1 - a] = x
            y = ends[got, a]
            ends[got, a] = ends[got, L - 1 - a]
            ends[got, L - 1 - a] = y
        lens[got] = L
        got += 1
    return jobs[:got], ends[:got], lens[:got]
