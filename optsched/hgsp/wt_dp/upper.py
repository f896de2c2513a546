"""Upper bounds for ``1 | r_j | sum w_j T_j``: constructions, windowed local search and
iterated local search (compiled).

A move (swap of two positions, or removing a job and inserting it elsewhere) changes only
the positions between its two ends; it is evaluated by re-simulating them from the
completion time before the first one, then the following positions until the completion
times meet the old ones again (immediately without release dates). Moves span at most
``window`` positions, so one pass costs ``O(n window^2)`` instead of ``O(n^3)``.

All data are integers (ticks, integer weights); costs are int64.
"""

from __future__ import annotations

import numpy as np

from .kernels import njit, random_swap

#: farthest swap of the descent without release dates (insertions reach ``window``)
SWAP_WINDOW = 12


@njit(cache=True)
def _cost(j, t, w, d):
    x = t - d[j]
    return w[j] * x if x > 0 else 0


@njit(cache=True)
def completions(seq, p, r):
    """Completion time of each position of the semi-active schedule of ``seq``."""
    C = np.empty(seq.size, np.int64)
    t = 0
    for q in range(seq.size):
        j = seq[q]
        if r[j] > t:
            t = r[j]
        t += p[j]
        C[q] = t
    return C


@njit(cache=True)
def total_cost(seq, p, r, w, d):
    """Weighted tardiness of the semi-active schedule of ``seq``."""
    t = 0
    c = 0
    for q in range(seq.size):
        j = seq[q]
        if r[j] > t:
            t = r[j]
        t += p[j]
        c += _cost(j, t, w, d)
    return c


@njit(cache=True)
def _delta(seq, C, lo, hi, cand, p, r, w, d):
    """Cost change when positions ``lo..hi`` hold ``cand[0..hi-lo]`` instead."""
    n = seq.size
    t = C[lo - 1] if lo > 0 else 0
    delta = 0
    for q in range(lo, hi + 1):
        j = cand[q - lo]
        if r[j] > t:
            t = r[j]
        t += p[j]
        delta += _cost(j, t, w, d) - _cost(seq[q], C[q], w, d)
    q = hi + 1
    while q < n and t != C[q - 1]:
        j = seq[q]
        if r[j] > t:
            t = r[j]
        t += p[j]
        delta += _cost(j, t, w, d) - _cost(j, C[q], w, d)
        q += 1
    return delta


@njit(cache=True)
def _apply(seq, C, lo, hi, cand, p, r):
    """Write ``cand`` into positions ``lo..hi`` and update the completion times (from
    ``lo`` until they meet the old ones again)."""
    n = seq.size
    seq[lo:hi + 1] = cand[:hi - lo + 1]
    t = C[lo - 1] if lo > 0 else 0
    q = lo
    while q < n:
        j = seq[q]
        if r[j] > t:
            t = r[j]
        t += p[j]
        if q > hi and t == C[q]:
            break
        C[q] = t
        q += 1


@njit(cache=True)
def _local(seq, C, a, p, r, w, d, window, cand):
    """Best improving move (swap, or insertion either way) between position ``a`` and a
    position at most ``window`` away; applies it and returns ``(delta, lo, hi)`` (delta
    0: none)."""
    n = seq.size
    best = 0
    blo = -1
    bhi = -1
    bkind = 0
    for b in range(max(0, a - window), min(n, a + window + 1)):
        if b == a:
            continue
        lo = a if a < b else b
        hi = b if a < b else a
        m = hi - lo
        # swap
        for q in range(m + 1):
            cand[q] = seq[lo + q]
        cand[0] = seq[hi]
        cand[m] = seq[lo]
        dl = _delta(seq, C, lo, hi, cand, p, r, w, d)
        if dl < best:
            best, blo, bhi, bkind = dl, lo, hi, 0
        # the job at a moves to b (the others shift)
        if a < b:
            for q in range(m):
                cand[q] = seq[lo + 1 + q]
            cand[m] = seq[lo]
        else:
            cand[0] = seq[hi]
            for q in range(m):
                cand[q + 1] = seq[lo + q]
        dl = _delta(seq, C, lo, hi, cand, p, r, w, d)
        if dl < best:
            best, blo, bhi, bkind = dl, lo, hi, 1 if a < b else 2
    if best < 0:
        m = bhi - blo
        for q in range(m + 1):
            cand[q] = seq[blo + q]
        if bkind == 0:
            cand[0] = seq[bhi]
            cand[m] = seq[blo]
        elif bkind == 1:
            for q in range(m):
                cand[q] = seq[blo + 1 + q]
            cand[m] = seq[blo]
        else:
            cand[0] = seq[bhi]
            for q in range(m):
                cand[q + 1] = seq[blo + q]
        _apply(seq, C, blo, bhi, cand, p, r)
    return best, blo, bhi


@njit(cache=True)
def _local_noidle(seq, C, a, p, w, d, window, swap_window, cand):
    """:func:`_local` without release dates: insertions evaluated incrementally (the
    jobs between shift by ``p`` of the moved job, one term per step: ``O(window)`` for
    all insertions of ``seq[a]``), swaps up to ``swap_window`` positions away."""
    n = seq.size
    x = seq[a]
    px = p[x]
    cx = _cost(x, C[a], w, d)
    best = 0
    blo = -1
    bhi = -1
    bkind = 0
    # x moves right to b: jobs a+1..b complete px earlier, x at C[b]
    acc = 0
    for b in range(a + 1, min(n, a + window + 1)):
        j = seq[b]
        acc += _cost(j, C[b] - px, w, d) - _cost(j, C[b], w, d)
        dl = acc + _cost(x, C[b], w, d) - cx
        if dl < best:
            best, blo, bhi, bkind = dl, a, b, 1
    # x moves left to b: jobs b..a-1 complete px later, x at C[b-1] + px
    acc = 0
    for b in range(a - 1, max(-1, a - window - 1), -1):
        j = seq[b]
        acc += _cost(j, C[b] + px, w, d) - _cost(j, C[b], w, d)
        start = C[b - 1] if b > 0 else 0
        dl = acc + _cost(x, start + px, w, d) - cx
        if dl < best:
            best, blo, bhi, bkind = dl, b, a, 2
    # swaps a <-> b
    for b in range(max(0, a - swap_window), min(n, a + swap_window + 1)):
        if b == a:
            continue
        lo = a if a < b else b
        hi = b if a < b else a
        m = hi - lo
        for q in range(m + 1):
            cand[q] = seq[lo + q]
        cand[0] = seq[hi]
        cand[m] = seq[lo]
        # direct evaluation (no release dates: the block ends at C[hi])
        t = C[lo - 1] if lo > 0 else 0
        dl = 0
        for q in range(m + 1):
            j = cand[q]
            t += p[j]
            dl += _cost(j, t, w, d) - _cost(seq[lo + q], C[lo + q], w, d)
        if dl < best:
            best, blo, bhi, bkind = dl, lo, hi, 0
    if best < 0:
        m = bhi - blo
        if bkind == 0:
            for q in range(m + 1):
                cand[q] = seq[blo + q]
            cand[0] = seq[bhi]
            cand[m] = seq[blo]
        elif bkind == 1:  # seq[blo] to the end of the block
            for q in range(m):
                cand[q] = seq[blo + 1 + q]
            cand[m] = seq[blo]
        else:  # seq[bhi] to the front of the block
            cand[0] = seq[bhi]
            for q in range(m):
                cand[q + 1] = seq[blo + q]
        t = C[blo - 1] if blo > 0 else 0
        for q in range(m + 1):
            seq[blo + q] = cand[q]
            t += p[cand[q]]
            C[blo + q] = t
    return best, blo, bhi


@njit(cache=True)
def _descend(seq, C, cost, dirty, p, r, w, d, window, cand, radius, swap_window):
    """Best-improvement moves from every dirty position until none improves; a move
    marks the positions within ``radius`` of its span dirty again (``radius = window``:
    a local optimum; smaller: cheaper, positions farther away are not re-examined).
    Without release dates insertions reach ``window`` positions and swaps
    ``swap_window``."""
    n = seq.size
    noidle = True
    for j in range(n):
        if r[j] != 0:
            noidle = False
    stack = np.empty(n, np.int64)
    top = 0
    for q in range(n - 1, -1, -1):
        if dirty[q]:
            stack[top] = q
            top += 1
    while top > 0 and cost > 0:
        top -= 1
        a = stack[top]
        dirty[a] = False
        if noidle:
            dl, lo, hi = _local_noidle(seq, C, a, p, w, d, window,
                                       min(window, swap_window), cand)
        else:
            dl, lo, hi = _local(seq, C, a, p, r, w, d, window, cand)
        if dl < 0:
            cost += dl
            for q in range(min(n, hi + radius + 1) - 1, max(0, lo - radius) - 1, -1):
                if not dirty[q]:
                    dirty[q] = True
                    stack[top] = q
                    top += 1
    return cost


@njit(cache=True)
def descent(seq, p, r, w, d, window):
    """Local optimum (swaps and insertions spanning at most ``window`` positions, best
    move per position) from ``seq``; returns ``(sequence, cost)``."""
    seq = seq.copy()
    n = seq.size
    C = completions(seq, p, r)
    cost = total_cost(seq, p, r, w, d)
    dirty = np.ones(n, np.bool_)
    cand = np.empty(n + 1, np.int64)
    cost = _descend(seq, C, cost, dirty, p, r, w, d, window, cand, window, SWAP_WINDOW)
    return seq, cost


@njit(cache=True)
def iterated(seq, p, r, w, d, kicks, seed, window, radius=-1, span=-1,
             swap_window=SWAP_WINDOW):
    """Iterated local search: ``kicks`` perturbations (three random swaps of jobs at most
    ``span`` positions apart; ``-1``: ``window // 2``) of the best sequence, each followed
    by a descent from the perturbed positions (:func:`_descend` with ``radius``; ``-1``:
    ``window``, and ``swap_window``); accepts equal costs (plateau moves). Deterministic
    for a given ``seed`` (own xorshift generator)."""
    state = np.uint64(seed * 2654435761 + 88172645463325252)
    best, bc = descent(seq, p, r, w, d, window)
    n = best.size
    if n < 3:
        return best, bc
    if span < 0:
        span = max(2, window // 2)
    if radius < 0:
        radius = window
    dirty = np.zeros(n, np.bool_)
    cand = np.empty(n + 1, np.int64)
    for _ in range(kicks):
        if bc == 0:
            break
        cur = best.copy()
        for _m in range(3):
            state, a, b = random_swap(cur, state, span)
            for q in range(max(0, a - 1), min(n, b + 2)):
                dirty[q] = True
        C = completions(cur, p, r)
        c = _descend(cur, C, total_cost(cur, p, r, w, d), dirty, p, r, w, d, window,
                     cand, radius, swap_window)
        if c <= bc:
            best, bc = cur, c
    return best, bc


def constructions(p: np.ndarray, r: np.ndarray, w: np.ndarray, d: np.ndarray
                  ) -> dict[str, np.ndarray]:
    """EDD, WSPT and ATC (look-ahead 2) orders; ATC dispatches among released jobs."""
    n = p.size
    idx = np.arange(n)
    pf, wf, df = p.astype(float), w.astype(float), d.astype(float)
    out = {"edd": np.lexsort((idx, d)), "wspt": np.lexsort((idx, -wf / pf))}
    pbar = float(pf.mean()) if n else 1.0
    seq = np.empty(n, dtype=np.int64)
    left = np.ones(n, dtype=bool)
    t = 0.0
    for q in range(n):
        L = np.flatnonzero(left)
        tt = max(t, float(r[L].min()))
        ready = L[r[L] <= tt]
        slack = np.maximum(0.0, df[ready] - pf[ready] - tt)
        prio = (wf[ready] + 1e-9) / pf[ready] * np.exp(-slack / (2.0 * pbar))
        j = int(ready[np.argmax(prio)])
        seq[q] = j
        left[j] = False
        t = tt + pf[j]
    out["atc"] = seq
    return {k: np.asarray(v, dtype=np.int64) for k, v in out.items()}
