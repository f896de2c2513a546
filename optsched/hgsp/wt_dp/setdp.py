"""Exact forward dynamic programme over job sets with Lagrangian bounding (one GPU).

A state is ``(S, last, t)``: the set ``S`` of jobs sequenced first (a bit mask of
``W = ceil(n / 64)`` words), the last job and its completion ``t`` (semi-active: each job
starts at ``max(t, r_k)``). States with the same key keep the cheapest prefix (the cost
of the rest depends only on the key). A child ``S + k`` is generated only if

* ``(k, t')`` survived reduced-cost elimination (``alive``),
* ``k`` may follow ``last`` under the adjacent-interchange rule (no idle between them),
* every dominance predecessor of ``k`` is in ``S`` (``pred`` masks),
* every job left out can still complete inside its surviving window (``mandatory``),
* its Lagrangian bound ``cost(S + k) + sum_{j not in S+k} mu_j + B[t', k] <= limit``.

``B`` is the backward DP of the adjacent relaxation (:func:`.kernels.backward_adjacent`),
so the bound is valid for every completion satisfying the same rules; ``limit`` is
``UB - 1`` (integer objective) plus a float tolerance. When the search ends without
being cut short, the best complete state is optimal -- or, if none was found, no schedule
beats the incumbent ``UB``.

States are processed in increasing ``t`` from per-tick linked lists; an open-addressing
hash table on ``(S, last, t)`` merges duplicates at insertion. The pool has a fixed
capacity: when it is full the search stops and nothing is claimed.
"""

from __future__ import annotations

import numpy as np

from .kernels import INF, adjacent_allowed, njit

#: search outcome codes
DONE, PAUSED, FULL = 0, 1, 2


@njit(cache=True)
def _hash(mask, last, t, W):
    h = np.uint64(1469598103934665603)
    for q in range(W):
        h = (h ^ mask[q]) * np.uint64(1099511628211)
        h ^= h >> np.uint64(29)
    h = (h ^ np.uint64(last + 1)) * np.uint64(1099511628211)
    h = (h ^ np.uint64(t)) * np.uint64(1099511628211)
    h ^= h >> np.uint64(31)
    return h


@njit(cache=True)
def search(t_from, t_to, p, r, cost, mu, rank, A, B, alive, bitpos, pred, mandatory,
           full_mask, idle, limit_in, masks, last, tcomp, cst, musum, parent, nxt, head,
           table, counters, best, expand_stop, lbv, beam):
    """Process the buckets ``t_from <= t < t_to``.

    ``bitpos[k]``: bit of job ``k`` in the memory set ``M`` (-1: not remembered, may
    repeat). Pauses (mid-bucket, resumable) once ``counters[1] >= expand_stop``.
    ``beam > 0`` turns the search into a heuristic beam search: each bucket keeps only its
    ``beam`` states of smallest bound ``lbv`` (then nothing is proven by exhaustion).
    ``counters = [n_states, expanded]``; ``best = [value, state index]`` of the
    best complete path (``value`` = Lagrangian path value + sum mu; ``INF`` if none). The
    limit tightens to the best value found, so at the end ``best`` is the minimum over
    all complete paths of value ``<= limit_in``. Returns ``(code, t)``."""
    n = p.size
    W = masks.shape[1]
    cap = masks.shape[0]
    Hmask = np.uint64(table.size - 1)
    T = cost.shape[1] - 1
    mu_total = 0.0
    for j in range(n):
        mu_total += mu[j]
    child = np.zeros(W, np.uint64)
    limit = limit_in
    if best[0] < limit:
        limit = best[0]
    tab = A.shape[0] > 1
    for t in range(t_from, t_to):
        if beam > 0 and head[t] >= 0:
            _truncate_bucket(head, t, nxt, lbv, beam)
        s_idx = head[t]
        while s_idx >= 0:
            if counters[1] >= expand_stop:
                head[t] = s_idx  # the rest of this bucket, for the next call
                return PAUSED, t
            counters[1] += 1
            i = last[s_idx]
            base = cst[s_idx] - musum[s_idx] + mu_total
            for k in range(n):
                bk = bitpos[k]
                wq = 0
                bit = np.uint64(0)
                if bk >= 0:
                    wq = bk >> 6
                    bit = np.uint64(1) << np.uint64(bk & 63)
                    if masks[s_idx, wq] & bit:
                        continue
                st = t if t >= r[k] else r[k]
                tk = st + p[k]
                if tk > T or not alive[k, tk]:
                    continue
                if st == t and i >= 0:
                    if tab:
                        if not A[tk, k, i]:
                            continue
                    elif not adjacent_allowed(i, k, tk, p, r, cost, rank):
                        continue
                lb = base + cost[k, tk] - mu[k] + B[tk, k]
                if lb > limit:
                    continue
                ok = True
                for q in range(W):
                    child[q] = masks[s_idx, q]
                    if pred[k, q] & ~child[q]:
                        ok = False
                if not ok:
                    continue
                child[wq] |= bit
                for q in range(W):
                    if mandatory[tk, q] & ~child[q]:
                        ok = False
                if not ok:
                    continue
                c = cst[s_idx] + cost[k, tk]
                ms = musum[s_idx] + mu[k]
                complete = tk == T or idle
                if complete:
                    for q in range(W):
                        if child[q] != full_mask[q]:
                            complete = False
                # insert or merge (key: remembered set, last job, completion time)
                h = _hash(child, k, tk, W) & Hmask
                while True:
                    e = table[h]
                    if e < 0:
                        break
                    same = last[e] == k and tcomp[e] == tk
                    if same:
                        for q in range(W):
                            if masks[e, q] != child[q]:
                                same = False
                                break
                    if same:
                        break
                    h = (h + np.uint64(1)) & Hmask
                if e >= 0:
                    if c - ms < cst[e] - musum[e]:
                        cst[e] = c
                        musum[e] = ms
                        parent[e] = s_idx
                        lbv[e] = lb
                    else:
                        continue
                else:
                    e = counters[0]
                    if e >= cap or 2 * e >= table.size:
                        return FULL, t
                    counters[0] = e + 1
                    table[h] = e
                    for q in range(W):
                        masks[e, q] = child[q]
                    last[e] = k
                    tcomp[e] = tk
                    cst[e] = c
                    musum[e] = ms
                    parent[e] = s_idx
                    lbv[e] = lb
                    if tk < T:
                        nxt[e] = head[tk]
                        head[tk] = e
                    else:
                        nxt[e] = -1
                if complete:
                    val = c - ms + mu_total  # trailing idle time costs nothing
                    if val < best[0]:
                        best[0] = val
                        best[1] = e
                        if val < limit:
                            limit = val
            s_idx = nxt[s_idx]
        head[t] = -1
    return PAUSED, t_to


@njit(cache=True)
def _truncate_bucket(head, t, nxt, lbv, beam):
    """Keep the ``beam`` states of bucket ``t`` with the smallest bounds."""
    cnt = 0
    e = head[t]
    while e >= 0:
        cnt += 1
        e = nxt[e]
    if cnt <= beam:
        return
    idx = np.empty(cnt, np.int64)
    e = head[t]
    q = 0
    while e >= 0:
        idx[q] = e
        q += 1
        e = nxt[e]
    keep = idx[np.argsort(lbv[idx])[:beam]]
    head[t] = -1
    for q in range(beam - 1, -1, -1):
        nxt[keep[q]] = head[t]
        head[t] = keep[q]


def masks_from_sets(sets: list[list[int]], n: int) -> np.ndarray:
    """Bit masks (rows, W words) of lists of job indices."""
    W = (n + 63) // 64
    out = np.zeros((len(sets), W), dtype=np.uint64)
    for row, js in enumerate(sets):
        for j in js:
            out[row, j >> 6] |= np.uint64(1) << np.uint64(j & 63)
    return out


def backtrack(k_state: int, last: np.ndarray, parent: np.ndarray) -> list[int]:
    """Job sequence of a state (root has parent -1)."""
    seq = []
    e = k_state
    while e >= 0:
        if last[e] >= 0:
            seq.append(int(last[e]))
        e = int(parent[e])
    return seq[::-1]


__all__ = ["DONE", "FULL", "INF", "PAUSED", "backtrack", "masks_from_sets", "search"]
