"""Explicit state graphs of the exact relaxations (one GPU): the adjacent two-job rule
(level 0) and the successive three-job rule (Tanaka, Fujikuma & Araki 2009, stage 2).

**Level 0** (:func:`build_level0`): states ``(t, k)`` -- job ``k`` completes at ``t`` -- over
the pairs that survived stage 1 (:mod:`.stage1`), arcs "process ``k`` next" that obey
the exact adjacent-interchange rule (:func:`.stage1.pair_allowed`). Arcs are generated
in topological order and kept only when ``f(u) + cost - mu_k + B(t', k) + sum mu <=
limit`` with ``B`` the backward values of stage 1's relaxation at the same ``mu``: that
relaxation allows every path of this one, so ``B`` is a valid bound of the rest.

**Three-job rule** (:func:`lift_triples`): every state is split by the job before its
last one; a state is then an arc of the old graph and an arc joins two consecutive old
arcs ``(i -> j), (j -> k)``. When ``i, j, k`` run back to back, the arc is kept only if no
other order of the three jobs in the same interval (each after its release date) is
cheaper, or as cheap with fewer inversions with respect to ``rank``
(:func:`triple_allowed`). An optimal schedule with the fewest inversions satisfies this
for every three consecutive jobs (rearranging a block changes only the inversions inside
it), and the two-job rule and the dominance precedences too (the same argument as in
``models/hgsp-lagrangian-dp.md``), so the relaxation stays valid and is stronger.

Both return the arrays of an :class:`.ssdp.Graph` (arcs grouped by source in
topological order) or a code ``FULL`` / ``STOPPED``.
"""

from __future__ import annotations

import numpy as np

from .budget import CHECK_EVERY, FULL, OK, STOPPED
from .budget import should_stop as _should_stop
from .kernels import INF, njit
from .stage1 import pair_allowed, tard


@njit(cache=True)
def _inversions(a, b, c, rank):
    x = 0
    if rank[a] > rank[b]:
        x += 1
    if rank[a] > rank[c]:
        x += 1
    if rank[b] > rank[c]:
        x += 1
    return x


@njit(cache=True)
def _order_cost(a, b, c, S, p, r, w, d):
    """Cost of ``a, b, c`` back to back from ``S``; ``-1`` if a release date forbids."""
    if r[a] > S:
        return -1.0
    t = S + p[a]
    if r[b] > t:
        return -1.0
    v = tard(w, d, a, t)
    t += p[b]
    if r[c] > t:
        return -1.0
    v += tard(w, d, b, t)
    t += p[c]
    return v + tard(w, d, c, t)


@njit(cache=True)
def triple_allowed(i, j, k, S, p, r, w, d, rank):
    """May ``i, j, k`` run back to back from ``S``? No other order of the three in the
    same interval may be cheaper, or as cheap with fewer inversions (``rank``)."""
    if i == j or j == k or i == k:
        return False
    base = _order_cost(i, j, k, S, p, r, w, d)
    inv = _inversions(i, j, k, rank)
    for q in range(5):
        if q == 0:
            a, b, c = i, k, j
        elif q == 1:
            a, b, c = j, i, k
        elif q == 2:
            a, b, c = j, k, i
        elif q == 3:
            a, b, c = k, i, j
        else:
            a, b, c = k, j, i
        v = _order_cost(a, b, c, S, p, r, w, d)
        if v < 0.0:
            continue
        if v < base:
            return False
        if v == base and _inversions(a, b, c, rank) < inv:
            return False
    return True


@njit(cache=True)
def build_level0(p, r, w, d, rank, mu, Bl, alive, sptr, s_rank, idle, limit, max_states,
                 max_arcs, deadline):
    """Level-0 graph over the alive pairs; see the module docstring. ``Bl[t, k]``: stage
    1's backward values at ``mu``; ``sptr``/``s_rank``: the alive jobs by start tick.
    Returns ``(code, ns, na, st_t, st_last, a_src, a_dst, a_job)``."""
    n = p.size
    T1 = alive.shape[1]
    T = T1 - 1
    mu_total = 0.0
    for j in range(n):
        mu_total += mu[j]
    sid = np.full((T1, n), -1, np.int32)
    st_t = np.empty(max_states, np.int64)
    st_last = np.empty(max_states, np.int32)
    f = np.empty(max_states, np.float64)
    # written when a state is created (an np.full of the budget cost more than a small
    # graph's whole build: 64 MB for 8 M states)
    nxt = np.empty(max_states, np.int64)
    nxt[0] = -1
    head = np.full(T1, -1, np.int64)
    a_src = np.empty(max_arcs, np.int32)
    a_dst = np.empty(max_arcs, np.int32)
    a_job = np.empty(max_arcs, np.int32)
    st_t[0] = 0
    st_last[0] = -1
    f[0] = 0.0
    head[0] = 0
    ns = 1
    na = 0
    work = 0
    for t in range(T1):
        # states of tick t, in creation order (reverse the list)
        u = head[t]
        prev = -1
        while u >= 0:
            nx = nxt[u]
            nxt[u] = prev
            prev = u
            u = nx
        head[t] = prev
        u = head[t]
        while u >= 0:
            i = st_last[u]
            fu = f[u]
            work += sptr[t + 1] - sptr[t] + 1
            if work >= CHECK_EVERY:
                work = 0
                if _should_stop(deadline):
                    return STOPPED, ns, na, st_t, st_last, a_src, a_dst, a_job
            for q in range(sptr[t], sptr[t + 1] + (n if idle else 0)):
                if q < sptr[t + 1]:
                    k = s_rank[q]
                    s = t
                    if i >= 0 and not pair_allowed(i, k, t, p, r, w, d, rank):
                        continue
                else:  # after idle time: a job released later starts at its release
                    k = q - sptr[t + 1]
                    if r[k] <= t:
                        continue
                    s = r[k]
                tk = s + p[k]
                if tk > T or not alive[k, tk]:
                    continue
                val = fu + tard(w, d, k, tk) - mu[k]
                if val + Bl[tk, k] + mu_total > limit:
                    continue
                v = sid[tk, k]
                if v < 0:
                    if ns >= max_states:
                        return FULL, ns, na, st_t, st_last, a_src, a_dst, a_job
                    v = ns
                    ns += 1
                    sid[tk, k] = v
                    st_t[v] = tk
                    st_last[v] = k
                    f[v] = val
                    nxt[v] = head[tk]
                    head[tk] = v
                elif val < f[v]:
                    f[v] = val
                if na >= max_arcs:
                    return FULL, ns, na, st_t, st_last, a_src, a_dst, a_job
                a_src[na] = u
                a_dst[na] = v
                a_job[na] = k
                na += 1
            u = nxt[u]
    return OK, ns, na, st_t, st_last, a_src, a_dst, a_job


@njit(cache=True)
def lift_triples(old_t, old_last, topo, arc_lo, arc_hi, src, dst, job, acost, b_old, mu,
                 p, r, w, d, rank, limit, max_states, max_arcs, deadline):
    """Split every state by the job before its last one (see the module docstring).

    New state ``x`` stands for the old arc ``arc_of[x]`` (``-1``: the root); arcs of the
    old graph are grouped by source (``arc_lo``/``arc_hi``), ``topo`` lists the old
    states in non-decreasing ``t``. Returns ``(code, ns, na, arc_of, a_src, a_dst,
    a_job, a_cost)``."""
    n = p.size
    mu_total = 0.0
    for j in range(n):
        mu_total += mu[j]
    n_old = old_t.size
    sid = np.full(src.size, -1, np.int64)  # new state of each old arc
    arc_of = np.empty(max_states, np.int64)
    f = np.empty(max_states, np.float64)
    nxt = np.empty(max_states, np.int64)  # written when a state is created
    nxt[0] = -1
    head = np.full(n_old, -1, np.int64)  # new states of each old state
    a_src = np.empty(max_arcs, np.int32)
    a_dst = np.empty(max_arcs, np.int32)
    a_job = np.empty(max_arcs, np.int32)
    a_cost = np.empty(max_arcs, np.float64)
    arc_of[0] = -1
    f[0] = 0.0
    head[0] = 0
    ns = 1
    na = 0
    work = 0
    for qi in range(n_old):
        u = topo[qi]
        # new states of u in creation order
        x = head[u]
        prev = -1
        while x >= 0:
            nx = nxt[x]
            nxt[x] = prev
            prev = x
            x = nx
        head[u] = prev
        x = head[u]
        lo = arc_lo[u]
        hi = arc_hi[u]
        tu = old_t[u]
        while x >= 0:
            fx = f[x]
            a = arc_of[x]
            i = -1
            j = -1
            S = 0
            if a >= 0:
                j = job[a]
                i = old_last[src[a]]
                if i >= 0 and old_t[src[a]] == tu - p[j]:
                    S = old_t[src[a]] - p[i]
                else:
                    i = -1  # idle time before j, or j first: no triple
            work += hi - lo + 1
            if work >= CHECK_EVERY:
                work = 0
                if _should_stop(deadline):
                    return STOPPED, ns, na, arc_of, a_src, a_dst, a_job, a_cost
            for b in range(lo, hi):
                k = job[b]
                v = dst[b]
                if i >= 0 and old_t[v] - p[k] == tu:
                    if not triple_allowed(i, j, k, S, p, r, w, d, rank):
                        continue
                val = fx + acost[b] - mu[k]
                if val + b_old[v] + mu_total > limit:
                    continue
                y = sid[b]
                if y < 0:
                    if ns >= max_states:
                        return FULL, ns, na, arc_of, a_src, a_dst, a_job, a_cost
                    y = ns
                    ns += 1
                    sid[b] = y
                    arc_of[y] = b
                    f[y] = val
                    nxt[y] = head[v]
                    head[v] = y
                elif val < f[y]:
                    f[y] = val
                if na >= max_arcs:
                    return FULL, ns, na, arc_of, a_src, a_dst, a_job, a_cost
                a_src[na] = x
                a_dst[na] = y
                a_job[na] = k
                a_cost[na] = acost[b]
                na += 1
            x = nxt[x]
    return OK, ns, na, arc_of, a_src, a_dst, a_job, a_cost


__all__ = ["INF", "build_level0", "lift_triples", "triple_allowed"]
