"""Pseudo-schedule DPs for several GPUs, one per group of identical GPUs (issue 25).

Relax "each task exactly once" (hgsp eq. 2) with multipliers ``mu_i``. A group ``G`` of
``|G|`` identical GPUs (same processing-time column, same memory feasibility) then
contributes ``|G|`` copies of one single-GPU problem: a shortest *pseudo-schedule* (a path
over time that may repeat a task, but never directly after itself or against the
adjacent-interchange rule) that may stop at any tick (a GPU may finish early or stay
empty):

    z_G(mu) = min(0, min over paths of sum (w_k max(0, t - d_k) - mu_k)),
    L(mu)   = sum_i mu_i + sum_G |G| z_G(mu)  <=  OPT.

``L`` is the Lagrangian dual of the arc-time-indexed formulation (Pessoa, Uchoa, Poggi de
Aragao & Rodrigues 2010) restricted by the adjacent rule; its maximum equals the LP bound
of that formulation and is found by column generation (:mod:`.parallel_cg`).

States: ``(t, k)`` = "task ``k`` completes at tick ``t``"; index ``n`` is the *free*
state (the source at ``t = 0``; with release dates also "after idle time at ``t``").
Without release dates (``idle=False``) paths start at 0 and run without idle time (some
optimal schedule is non-delay); with release dates an idle tick may follow any state.

All functions are plain Python loops over numpy arrays compiled by numba (``cache=True``)
when available. They duplicate the idea of :mod:`.kernels` (the single-GPU DPs) with two
differences that the single-GPU code does not need: paths stop at any tick (the backward
table includes "stop here" at value 0) and several paths can be read back at once.
"""

from __future__ import annotations

import numpy as np

from .kernels import COMPILED, njit

__all__ = ["COMPILED", "INF", "allowed_table", "backward", "forward", "node_values",
           "trace_paths"]

INF = 1e300


@njit(cache=True)
def allowed_table(p, r, cost, rank):
    """``A[t, k, i]``: may ``k`` completing at ``t`` directly follow ``i`` (no idle time
    between)? False when ``i == k``, or when the interchanged pair (``k`` first at the
    start ``s`` of ``i``, needs ``r_k <= s``) costs less, or the same with
    ``rank[k] < rank[i]``. Independent of ``mu``; shape (T+1, n, n)."""
    n, T1 = cost.shape
    A = np.ones((T1, n, n), np.bool_)
    costT = cost.T.copy()
    for t in range(T1):
        ct = costT[t]
        for k in range(n):
            A[t, k, k] = False
            s0 = t - p[k]
            if s0 < 0 or ct[k] >= INF:
                continue
            cs = costT[s0]
            ckt = ct[k]
            for i in range(n):
                s = s0 - p[i]
                if i == k or s < 0 or r[k] > s:
                    continue
                orig = cs[i] + ckt
                if orig >= INF:
                    continue
                swap = costT[s + p[k], k] + ct[i]
                if swap < orig or (swap == orig and rank[k] < rank[i]):
                    A[t, k, i] = False
    return A


@njit(cache=True)
def forward(p, r, cost, mu, A, idle, alive, pen):
    """``F[t, k]``: best value of a path ending with ``k`` completing at ``t``
    (``F[t, n]``: the free state). ``alive[k, t]`` False removes the state ``(t, k)``
    (windows and fixing); ``cost`` is ``INF`` outside the windows anyway.
    ``pen[s, k, i]``: extra value of the arc "``k`` starts at ``s`` directly after
    ``i``" (``i = n``: from the free state; shape ``(T+1, n, n+1)``; the cut duals of
    :mod:`.parallel_cuts`; a ``(1, 1, 1)`` array: none)."""
    n, T1 = cost.shape
    use = pen.shape[0] > 1
    F = np.full((T1, n + 1), INF)
    F[0, n] = 0.0
    for t in range(1, T1):
        if idle:
            m = INF
            for i in range(n + 1):
                if F[t - 1, i] < m:
                    m = F[t - 1, i]
            F[t, n] = m
        for k in range(n):
            s = t - p[k]
            if s < r[k] or not alive[k, t]:
                continue
            best = F[s, n]
            Fs = F[s]
            Ak = A[t, k]
            if use:
                Pk = pen[s, k]
                best += Pk[n]
                for i in range(n):
                    v = Fs[i] + Pk[i]
                    if v < best and Ak[i]:
                        best = v
            else:
                for i in range(n):
                    if Fs[i] < best and Ak[i]:
                        best = Fs[i]
            if best < INF / 2:
                F[t, k] = best + cost[k, t] - mu[k]
    return F


@njit(cache=True)
def backward(p, r, cost, mu, A, idle, alive, stop, pen, spen):
    """``B[t, i]``: best continuation from state ``(t, i)`` (``i = n``: free), where
    stopping after a task at ``t`` is worth ``stop[t]`` (0 but with paired stops,
    :meth:`.parallel_cg.Group.stop_values`; ``INF``: no stop) and the empty path 0;
    ``B[0, n] = z_G(mu)``. ``pen``: arc values as in :func:`forward`; ``spen[t, i]``:
    extra value of stopping after ``i`` at ``t`` (used with ``pen`` only)."""
    n, T1 = cost.shape
    use = pen.shape[0] > 1
    T = T1 - 1
    B = np.zeros((T1, n + 1))
    H = np.empty(n)
    for t in range(T, -1, -1):
        for k in range(n):
            H[k] = INF
            tk = t + p[k]
            if tk > T or t < r[k] or not alive[k, tk]:
                continue
            H[k] = cost[k, tk] - mu[k] + B[tk, k]
        free = 0.0
        if idle and t < T and B[t + 1, n] < free:
            free = B[t + 1, n]
        if idle or t == 0:
            m = free
            for k in range(n):
                v = H[k] + pen[t, k, n] if use else H[k]
                if v < m:
                    m = v
            B[t, n] = m
        end = free if idle else stop[t]  # after a task: stop (or idle) here
        for i in range(n):
            if use:
                best = end + spen[t, i]
                for k in range(n):
                    v = H[k] + pen[t, k, i]
                    if v < best and A[t + p[k], k, i]:
                        best = v
            else:
                best = end
                for k in range(n):
                    if H[k] < best and A[t + p[k], k, i]:
                        best = H[k]
            B[t, i] = best
    return B


@njit(cache=True)
def node_values(F, B):
    """``F + B`` over the task states: the best path through ``(t, k)`` (INF if none)."""
    T1, n1 = F.shape
    out = np.full((n1 - 1, T1), INF)
    for t in range(T1):
        for k in range(n1 - 1):
            if F[t, k] < INF:
                out[k, t] = F[t, k] + B[t, k]
    return out


@njit(cache=True)
def _pred(F, t, k, p, A, pen):
    """Best predecessor state of ``(t, k)``: a task index or ``n`` (free at ``s``)."""
    n = F.shape[1] - 1
    s = t - p[k]
    use = pen.shape[0] > 1
    best = F[s, n] + pen[s, k, n] if use else F[s, n]
    arg = n
    for i in range(n):
        v = F[s, i] + pen[s, k, i] if use else F[s, i]
        if v < best and A[t, k, i]:
            best = v
            arg = i
    return arg


@njit(cache=True)
def trace_paths(F, p, A, idle, threshold, max_paths, stop, pen, spen):
    """Up to ``max_paths`` shortest paths ending at distinct tasks with value below
    ``threshold``, best first (a path stopping at ``t`` is worth ``F + stop[t]``, plus
    ``spen[t, k]`` with arc values ``pen``, as in :func:`backward`).
    Returns ``(jobs, ends, starts)``: ``jobs`` (paths x n)
    holds each path's task sequence padded with -1, ``ends`` the completion tick of each
    task, ``starts`` (paths,) unused padding length (kept simple: number of tasks)."""
    T1, n1 = F.shape
    n = n1 - 1
    # best end state per task
    bt = np.full(n, -1, np.int64)
    bv = np.full(n, INF)
    use = pen.shape[0] > 1
    for t in range(T1):
        for k in range(n):
            v = F[t, k] + stop[t]
            if use:
                v += spen[t, k]
            if v < bv[k]:
                bv[k] = v
                bt[k] = t
    order = np.argsort(bv)
    jobs = np.full((max_paths, T1 if T1 < 4 * n + 4 else 4 * n + 4), -1, np.int64)
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
        L = 0
        ok = True
        while True:
            if L >= jobs.shape[1]:
                ok = False
                break
            jobs[got, L] = k
            ends[got, L] = t
            L += 1
            nxt = _pred(F, t, k, p, A, pen)
            t = t - p[k]
            # follow free states (idle ticks) back to a task or the source
            while nxt == n and t > 0 and idle:
                m = INF
                arg = n
                for i in range(n1):
                    if F[t - 1, i] < m:
                        m = F[t - 1, i]
                        arg = i
                t -= 1
                nxt = arg
            if nxt == n:
                break
            k = nxt
        if not ok:
            continue
        # reverse into time order
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
