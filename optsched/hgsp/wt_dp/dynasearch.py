"""Dynasearch for ``1 || sum w_j T_j`` (no release dates): the best *compound* move of
independent swaps and insertions, found by dynamic programming, and an iterated search
around it (upper bounds of :mod:`.solver`).

Without release dates (and without idle time) a move confined to the positions
``i..j`` of a sequence -- swap the jobs at ``i`` and ``j``, move the job at ``i`` to just
after ``j`` (forward insertion) or the job at ``j`` to just before ``i`` (backward
insertion) -- leaves the completion times outside ``i..j`` unchanged, since the total
processing time of the block does not change. Moves on disjoint blocks are therefore
independent, and the cheapest set of them is a shortest path over positions
(Congram, Potts & van de Velde 2002, swaps; Grosso, Della Croce & Tadei 2004 added
insertions):

    G[0] = 0,
    G[j + 1] = min( G[j] + cost of position j unchanged,
                    min over i < j, j - i <= span, move m of G[i] + cost of block i..j
                    after m ),

in ``O(n span^2)`` per pass (swaps re-time their middle block; insertions shift it by
a fixed amount, summed incrementally). A pass applies every move of the best path; the
descent repeats passes until none lowers the cost. The windowed descent of
:mod:`.upper` examines one move at a time; the compound move makes tens of
improvements per pass and reaches far better local optima on the Tanaka instances.

All data are integers (ticks, integer weights); costs are int64.
"""

from __future__ import annotations

import numpy as np

from .kernels import njit, random_swap

#: move codes of :func:`compound_pass`
KEEP, SWAP, FORWARD, BACKWARD = 0, 1, 2, 3


@njit(cache=True)
def _tc(j, t, w, d):
    x = t - d[j]
    return w[j] * x if x > 0 else 0


@njit(cache=True)
def compound_pass(seq, p, w, d, span, first=0):
    """One dynasearch pass (module docstring) on ``seq`` (not modified); blocks span at
    most ``span`` positions beyond their first. Returns ``(new sequence, its cost,
    number of moves applied, first position changed)``; the sequence is a copy of
    ``seq`` (and the position ``n``) when no compound move is cheaper.

    ``first``: the caller guarantees that no compound move confined to the positions
    before ``first`` is cheaper (e.g. ``seq`` is a local optimum changed only from
    ``first`` on): the shortest path then keeps every position before ``first``, so
    ``G[j]`` there is the plain prefix cost and the DP starts at ``first`` (moves whose
    block reaches back before ``first`` are still examined). A pass of :func:`descent`
    after another starts where the last one changed the sequence, as in Tanaka et al.'s
    code."""
    n = seq.size
    C = np.empty(n, np.int64)
    base = np.empty(n, np.int64)
    t = 0
    total = 0
    for q in range(n):
        t += p[seq[q]]
        C[q] = t
        base[q] = _tc(seq[q], t, w, d)
        total += base[q]
    span = max(1, min(span, n - 1))
    first = max(0, min(first, n))
    lo_i = max(0, first - span)  # the first block start the DP can examine
    # fwd[i, L]: cost of positions i+1..i+L shifted earlier by p[seq[i]]
    fwd = np.zeros((n, span + 1), np.int64)
    for i in range(lo_i, n):
        pi = p[seq[i]]
        s = 0
        for L in range(1, span + 1):
            k = i + L
            if k >= n:
                break
            s += _tc(seq[k], C[k] - pi, w, d)
            fwd[i, L] = s
    G = np.empty(n + 1, np.int64)
    mi = np.full(n + 1, -1, np.int64)
    mt = np.zeros(n + 1, np.int64)
    G[0] = 0
    for j in range(first):
        G[j + 1] = G[j] + base[j]
    for j in range(first, n):
        best = G[j] + base[j]
        bi = -1
        bt = KEEP
        sj = seq[j]
        pj = p[sj]
        mid_back = 0  # positions i..j-1 shifted later by pj
        lo = max(0, j - span)
        for i in range(j - 1, lo - 1, -1):
            si = seq[i]
            start = C[i - 1] if i > 0 else 0
            first_j = _tc(sj, start + pj, w, d)
            last_i = _tc(si, C[j], w, d)
            mid_back += _tc(si, C[i] + pj, w, d)
            v = G[i] + first_j + mid_back
            if v < best:
                best, bi, bt = v, i, BACKWARD
            v = G[i] + fwd[i, j - i] + last_i
            if v < best:
                best, bi, bt = v, i, FORWARD
            v = G[i] + first_j + last_i
            if v < best:  # a swap costs at least this (middle costs are >= 0)
                delta = pj - p[si]
                for k in range(i + 1, j):
                    v += _tc(seq[k], C[k] + delta, w, d)
                    if v >= best:
                        break
                if v < best:
                    best, bi, bt = v, i, SWAP
        G[j + 1] = best
        mi[j + 1] = bi
        mt[j + 1] = bt
    out = seq.copy()
    moves = 0
    if G[n] >= total:
        return out, total, 0, n
    changed = n
    k = n
    while k > 0:
        if mt[k] == KEEP:
            k -= 1
            continue
        i = mi[k]
        j = k - 1
        moves += 1
        changed = i
        if mt[k] == SWAP:
            out[i] = seq[j]
            out[j] = seq[i]
        elif mt[k] == FORWARD:
            for q in range(i, j):
                out[q] = seq[q + 1]
            out[j] = seq[i]
        else:
            out[i] = seq[j]
            for q in range(i + 1, j + 1):
                out[q] = seq[q - 1]
        k = i
    return out, G[n], moves, changed


@njit(cache=True)
def descent(seq, p, w, d, span, first=0):
    """Dynasearch passes from ``seq`` until none improves; ``(local optimum, cost)``.
    ``first`` as in :func:`compound_pass` for the first pass; each later pass starts
    where the one before changed the sequence."""
    cur = seq.copy()
    cost = 0
    t = 0
    for q in range(cur.size):
        t += p[cur[q]]
        cost += _tc(cur[q], t, w, d)
    while cost > 0:
        nxt, c, moves, first = compound_pass(cur, p, w, d, span, first)
        if moves == 0 or c >= cost:
            break
        cur, cost = nxt, c
    return cur, cost


@njit(cache=True)
def iterated(seq, p, w, d, kicks, seed, span, kick_swaps=3, kick_span=10):
    """Iterated dynasearch: ``kicks`` times, ``kick_swaps`` random swaps of jobs at most
    ``kick_span`` positions apart applied to the current local optimum, then
    :func:`descent`; the result replaces the current one when it is not worse (plateau
    moves). Returns the best ``(sequence, cost)``; deterministic for a given ``seed``
    (own xorshift generator)."""
    state = np.uint64(seed * 2654435761 + 88172645463325252)
    cur, cc = descent(seq, p, w, d, span)
    best, bc = cur.copy(), cc
    n = cur.size
    if n < 3:
        return best, bc
    for _ in range(kicks):
        if bc == 0:
            break
        trial = cur.copy()
        lo = n
        for _m in range(kick_swaps):
            state, a, _b = random_swap(trial, state, kick_span)
            lo = min(lo, a)
        # ``cur`` is a local optimum: nothing before the first kicked position improves
        trial, c = descent(trial, p, w, d, span, lo)
        if c <= cc:
            cur, cc = trial, c
            if c < bc:
                best, bc = trial.copy(), c
    return best, bc


@njit(cache=True)
def insert_missing(partial, missing, p, w, d):
    """Greedy insertion without release dates: insert the jobs ``missing`` into the
    sequence ``partial`` one at a time, each time the (job, position) pair that raises
    the total cost least (ties: the earlier job of ``missing``, then the earlier
    position). A position's increase is the inserted job's cost plus what the jobs after
    it lose by starting ``p_j`` later (suffix sums: ``O(len)`` per job and step,
    ``O(k^2 n)`` in all for ``k`` missing jobs). Returns the whole sequence."""
    n = partial.size + missing.size
    seq = np.empty(n, np.int64)
    m = partial.size
    seq[:m] = partial
    left = missing.copy()
    nleft = left.size
    C = np.empty(n, np.int64)
    base = np.empty(n, np.int64)  # each placed job's cost at its current completion
    S = np.empty(n + 1, np.int64)
    while nleft > 0:
        t = 0
        for q in range(m):
            t += p[seq[q]]
            C[q] = t
            base[q] = _tc(seq[q], t, w, d)
        best = np.int64(-1)
        bj = -1
        bq = -1
        for a in range(nleft):
            j = left[a]
            pj = p[j]
            S[m] = 0
            for q in range(m - 1, -1, -1):
                k = seq[q]
                S[q] = S[q + 1] + _tc(k, C[q] + pj, w, d) - base[q]
            for q in range(m + 1):
                before = C[q - 1] if q > 0 else 0
                v = _tc(j, before + pj, w, d) + S[q]
                if bj < 0 or v < best:
                    best, bj, bq = v, a, q
        j = left[bj]
        for q in range(m, bq, -1):
            seq[q] = seq[q - 1]
        seq[bq] = j
        m += 1
        for a in range(bj, nleft - 1):  # the rest keep their order (ties: earlier job)
            left[a] = left[a + 1]
        nleft -= 1
    return seq


__all__ = ["BACKWARD", "FORWARD", "KEEP", "SWAP", "compound_pass", "descent", "insert_missing",
           "iterated"]
