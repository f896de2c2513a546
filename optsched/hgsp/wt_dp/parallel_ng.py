"""Pseudo-schedule DP with ng-memory (issue 25, the stronger relaxation).

Each task ``k`` of a group has a *neighbourhood* ``N(k)`` (at most ``K = 8`` tasks, ``k``
first). A state is ``(t, k, M)``: task ``k`` completes at ``t`` and ``M`` (a bit mask
over ``N(k)``) is the path's *memory*: the tasks it may not repeat next. Extending by
``j`` is forbidden when ``j`` is in ``M``; the new memory is ``(M & N(j)) | {j}`` (the
ng-route relaxation of Baldacci, Mingozzi & Roberti 2011, on the time-indexed graph).
Every path of this DP is a pseudo-schedule of :mod:`.parallel_dp` (the adjacent rule and
``k != i`` are kept), and every GPU sequence of a schedule -- which never repeats a task
-- is a path, so ``L(mu) = sum mu + sum_G |G| z_G(mu) <= OPT`` stays valid for any
neighbourhoods; larger ones forbid more repeats (a stronger bound). Idle time (release
dates) clears the memory (allows more paths: still valid).

Tables: ``F[t, k, M]`` (``INF`` where no path); ``free[t]``: the free state (source, or
after idle time). ``trans[k, j, M]``: the memory after ``j`` follows ``k`` with memory
``M`` (``-1``: ``j`` is in ``M``).
"""

from __future__ import annotations

import numpy as np

from .kernels import njit

__all__ = ["INF", "K", "forward", "path_minimum", "trace_paths", "transitions"]

INF = 1e300
#: largest neighbourhood (bits of a memory mask)
K = 8


@njit(cache=True)
def transitions(nbr):
    """``trans[k, j, M]`` from the neighbourhoods ``nbr`` ((n, K), ``-1`` padded,
    ``nbr[k, 0] == k``)."""
    n = nbr.shape[0]
    M2 = 1 << K
    pos = np.full((n, n), -1, np.int64)  # pos[j, x]: bit of x in N(j)
    for j in range(n):
        for b in range(K):
            x = nbr[j, b]
            if x >= 0:
                pos[j, x] = b
    trans = np.full((n, n, M2), -1, np.int16)
    for k in range(n):
        for j in range(n):
            bj = pos[k, j]
            for m in range(M2):
                if bj >= 0 and (m >> bj) & 1:
                    continue  # j remembered: forbidden
                out = 1  # j itself (bit 0 of N(j))
                for b in range(K):
                    if (m >> b) & 1:
                        x = nbr[k, b]
                        if x >= 0 and pos[j, x] >= 0:
                            out |= 1 << pos[j, x]
                trans[k, j, m] = out
    return trans


@njit(cache=True)
def forward(p, r, cost, mu, A, idle, alive, trans, width):
    """``(F, free)``: ``F[t, k, M]`` best path value ending with ``k`` at ``t`` with
    memory ``M`` (masks below ``1 << width``), ``free[t]`` the free state's value."""
    n, T1 = cost.shape
    M2 = 1 << width
    F = np.full((T1, n, M2), INF)
    free = np.full(T1, INF)
    free[0] = 0.0
    live = np.empty(M2, np.int64)
    for t in range(T1):
        if idle and t > 0:
            m = free[t - 1]
            for k in range(n):
                for q in range(M2):
                    if F[t - 1, k, q] < m:
                        m = F[t - 1, k, q]
            if m < free[t]:
                free[t] = m
        # the free state starts every task (memory {task})
        if free[t] < INF:
            for j in range(n):
                t2 = t + p[j]
                if t2 >= T1 or t < r[j] or not alive[j, t2]:
                    continue
                v = free[t] + cost[j, t2] - mu[j]
                if v < F[t2, j, 1]:
                    F[t2, j, 1] = v
        if t == 0:
            continue
        for k in range(n):
            nl = 0
            for q in range(M2):
                if F[t, k, q] < INF:
                    live[nl] = q
                    nl += 1
            if nl == 0:
                continue
            for j in range(n):
                t2 = t + p[j]
                if t2 >= T1 or t < r[j] or not alive[j, t2] or not A[t2, j, k]:
                    continue
                c = cost[j, t2] - mu[j]
                Fj = F[t2, j]
                tk = trans[k, j]
                for a in range(nl):
                    q = live[a]
                    q2 = tk[q]
                    if q2 < 0:
                        continue
                    v = F[t, k, q] + c
                    if v < Fj[q2]:
                        Fj[q2] = v
    return F, free


@njit(cache=True)
def path_minimum(F):
    """Smallest value over the task states of ``F`` (``INF`` if none)."""
    m = INF
    for v in F.ravel():
        if v < m:
            m = v
    return m


@njit(cache=True)
def trace_paths(F, free, p, cost, mu, A, idle, trans, threshold, max_paths):
    """Up to ``max_paths`` shortest paths ending at distinct tasks with value below
    ``threshold``, best first: ``(jobs, ends, lens)`` as :func:`.parallel_dp.trace_paths`."""
    T1, n, M2 = F.shape
    bt = np.full(n, -1, np.int64)
    bm = np.full(n, -1, np.int64)
    bv = np.full(n, INF)
    for t in range(T1):
        for k in range(n):
            for q in range(M2):
                if F[t, k, q] < bv[k]:
                    bv[k] = F[t, k, q]
                    bt[k] = t
                    bm[k] = q
    order = np.argsort(bv)
    width = T1 if T1 < 4 * n + 4 else 4 * n + 4
    jobs = np.full((max_paths, width), -1, np.int64)
    ends = np.full(jobs.shape, -1, np.int64)
    lens = np.zeros(max_paths, np.int64)
    got = 0
    for qq in range(n):
        if got >= max_paths:
            break
        k = order[qq]
        if not bv[k] < threshold:
            break
        t = bt[k]
        q = bm[k]
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
            target = F[t, k, q] - (cost[k, t] - mu[k])
            tol = 1e-9 * max(1.0, abs(target))
            # a task predecessor (s, i, M) with trans[i, k, M] == q and the same value
            found = False
            for i in range(n):
                if not A[t, k, i]:
                    continue
                for m in range(M2):
                    if trans[i, k, m] == q and abs(F[s, i, m] - target) <= tol:
                        k, t, q = i, s, m
                        found = True
                        break
                if found:
                    break
            if found:
                continue
            if q != 1 or abs(free[s] - target) > tol:
                ok = False
                break
            # the free state at s: follow idle ticks back to a task state or the source
            t = s
            while t > 0 and idle:
                if free[t - 1] <= free[t]:
                    t -= 1
                    continue
                best = INF
                for kk in range(n):
                    for mm in range(M2):
                        if F[t - 1, kk, mm] < best:
                            best = F[t - 1, kk, mm]
                            k = kk
                            q = mm
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
