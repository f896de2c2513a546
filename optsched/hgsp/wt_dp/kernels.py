"""Compiled kernels of the dense Lagrangian dynamic programme over time (one GPU's
relaxation; used by the several-GPU relaxation of :mod:`.multi` and as the reference of
the single-GPU stages in the tests).

Relaxation (see ``models/hgsp-lagrangian-dp.md``): in the time-indexed formulation of
``1 | r_j | sum w_j T_j`` the constraints "each job is processed exactly once" are moved
into the objective with multipliers ``mu_j``. What is left is a shortest path over time
``t = 0..T`` (a *pseudo-schedule*): each arc either processes a job ``k`` from ``t`` to
``t + p_k`` (needs ``t >= r_k``) at cost ``w_k max(0, t + p_k - d_k) - mu_k``, or idles
one tick at cost 0 (only when release dates are present; otherwise some optimal schedule
has no idle time and paths must end exactly at ``T = sum p``). The bound is
``L(mu) = min path + sum_j mu_j``.

The **adjacent-interchange rule** keeps the relaxation valid for *some* optimal
schedule: a job ``k`` may not follow ``i`` directly when interchanging the pair (``k``
first, same start ``s``) costs less, or the same and ``rank[k] < rank[i]`` (Emmons-type
adjacent interchange; Tanaka, Fujikuma & Araki 2009, stage 1). ``rank`` is a linear
extension of the dominance order, so an optimal schedule with the fewest inversions
with respect to ``rank`` satisfies every rule (O(n^2 T) per pass here; the single-GPU
solver uses the sparse passes of :mod:`.stage1` and the graphs of :mod:`.stage2`).

Every function here is plain Python over numpy arrays, compiled with numba when it is
installed (:data:`COMPILED`).
"""

from __future__ import annotations

import numpy as np

try:  # numba is a declared dependency; the pure-Python path is kept for portability
    from numba import njit, objmode

    COMPILED = True
except ImportError:  # pragma: no cover - exercised only without numba
    COMPILED = False

    def njit(*args, **kwargs):  # type: ignore[no-redef]
        if args and callable(args[0]):
            return args[0]
        return lambda f: f

    class objmode:  # type: ignore[no-redef]  # noqa: N801 - mirrors numba's name
        """Stand-in for ``numba.objmode`` in plain Python: a no-op context."""

        def __init__(self, **_types: str) -> None:
            pass

        def __enter__(self) -> None:
            return None

        def __exit__(self, *exc: object) -> None:
            return None

INF = 1e300


@njit(cache=True)
def adjacent_allowed(i: int, k: int, t: int, p: np.ndarray, r: np.ndarray,
                     cost: np.ndarray, rank: np.ndarray) -> bool:
    """May ``k`` (completing at ``t``) directly follow ``i`` (completing at ``t - p_k``)?

    Forbidden when ``i == k`` or when the interchanged pair is cheaper, or as cheap with
    ``rank[k] < rank[i]``; the interchange needs ``r_k <= s`` (``s`` = start of ``i``)."""
    if i == k:
        return False
    s = t - p[k] - p[i]
    if s < 0 or r[k] > s:
        return True
    orig = cost[i, s + p[i]] + cost[k, t]
    swap = cost[k, s + p[k]] + cost[i, t]
    if swap < orig:
        return False
    if swap == orig and rank[k] < rank[i]:
        return False
    return True


@njit(cache=True)
def allowed_table(p, r, cost, rank):
    """``A[t, k, i]``: may ``k`` completing at ``t`` directly follow ``i``
    (:func:`adjacent_allowed`), precomputed once: it does not depend on ``mu``."""
    n, T1 = cost.shape
    A = np.ones((T1, n, n), np.bool_)
    costT = cost.T.copy()
    for t in range(T1):
        ct = costT[t]
        for k in range(n):
            A[t, k, k] = False
            s0 = t - p[k]
            if s0 < 0:
                continue
            cs = costT[s0]
            ckt = ct[k]
            for i in range(n):
                s = s0 - p[i]
                if i == k or s < 0 or r[k] > s:
                    continue
                orig = cs[i] + ckt
                swap = costT[s + p[k], k] + ct[i]
                if swap < orig or (swap == orig and rank[k] < rank[i]):
                    A[t, k, i] = False
    return A


@njit(cache=True)
def _ok(A, i, k, t, p, r, cost, rank):
    if A.shape[0] > 1:
        return A[t, k, i]
    return adjacent_allowed(i, k, t, p, r, cost, rank)


@njit(cache=True)
def forward_adjacent_alive(p, r, cost, mu, rank, A, idle, alive):
    """Forward DP with the adjacent-interchange rule: ``F[t, k]`` = best path value ending
    with ``k`` completing at ``t`` (``F[t, n]``: ending with idle time at ``t``; ``F[0, n]``
    = 0 stands for the source). Shape (T+1, n+1), ``INF`` where unreachable. ``A`` is
    :func:`allowed_table` or a (1, 1, 1) dummy (then the rule is evaluated on the fly).
    ``alive[k, t]`` False: ``k`` may not complete at ``t`` (pairs eliminated for good by
    reduced costs; a (1, 1) array: none eliminated)."""
    n, T1 = cost.shape
    tab = A.shape[0] > 1
    every = alive.shape[0] == 1
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
            if s < r[k] or not (every or alive[k, t]):
                continue
            best = F[s, n]  # after idle time or from the source
            Fs = F[s]
            if tab:
                Ak = A[t, k]
                for i in range(n):
                    if Fs[i] < best and Ak[i]:
                        best = Fs[i]
            else:
                for i in range(n):
                    if Fs[i] < best and adjacent_allowed(i, k, t, p, r, cost, rank):
                        best = Fs[i]
            if best < INF:
                F[t, k] = best + cost[k, t] - mu[k]
    return F


@njit(cache=True)
def forward_adjacent(p, r, cost, mu, rank, A, idle):
    """:func:`forward_adjacent_alive` with no pair eliminated."""
    return forward_adjacent_alive(p, r, cost, mu, rank, A, idle, np.ones((1, 1), np.bool_))


@njit(cache=True)
def backward_adjacent_alive(p, r, cost, mu, rank, A, idle, alive):
    """Backward DP: ``B[t, i]`` = best value of a path from "``i`` completed at ``t``" to
    the end ``T`` (``B[t, n]``: from "idle/source at ``t``", no restriction on the next
    job). The end is ``T`` exactly (with ``idle``, trailing idle time reaches it).
    ``alive``: as in :func:`forward_adjacent_alive`."""
    n, T1 = cost.shape
    T = T1 - 1
    tab = A.shape[0] > 1
    every = alive.shape[0] == 1
    B = np.full((T1, n + 1), INF)
    B[T, :] = 0.0
    H = np.empty(n)
    for t in range(T - 1, -1, -1):
        free = INF
        if idle:
            free = B[t + 1, n]
        for k in range(n):
            H[k] = INF
            tk = t + p[k]
            if tk > T or t < r[k] or not (every or alive[k, tk]):
                continue
            if B[tk, k] >= INF:
                continue
            H[k] = cost[k, tk] - mu[k] + B[tk, k]
        m = free
        for k in range(n):
            if H[k] < m:
                m = H[k]
        B[t, n] = m
        for i in range(n):
            best = INF
            if idle:
                best = B[t + 1, n]
            if tab:
                for k in range(n):
                    if H[k] < best and A[t + p[k], k, i]:
                        best = H[k]
            else:
                for k in range(n):
                    if H[k] < best and adjacent_allowed(i, k, t + p[k], p, r, cost, rank):
                        best = H[k]
            B[t, i] = best
    return B


@njit(cache=True)
def backward_adjacent(p, r, cost, mu, rank, A, idle):
    """:func:`backward_adjacent_alive` with no pair eliminated."""
    return backward_adjacent_alive(p, r, cost, mu, rank, A, idle, np.ones((1, 1), np.bool_))


@njit(cache=True)
def path_counts_adjacent(F, p, r, cost, mu, rank, A):
    """Occurrences of each job on one shortest path of :func:`forward_adjacent`."""
    T1, n1 = F.shape
    n = n1 - 1
    counts = np.zeros(n, np.int64)
    t = T1 - 1
    k = 0
    best = INF
    for i in range(n1):
        if F[t, i] < best:
            best = F[t, i]
            k = i
    if best >= INF:
        return counts
    while t > 0:
        if k == n:  # idle tick
            m = INF
            kk = n
            for i in range(n1):
                if F[t - 1, i] < m:
                    m = F[t - 1, i]
                    kk = i
            t -= 1
            k = kk
            continue
        counts[k] += 1
        s = t - p[k]
        kk = n
        bestv = F[s, n]
        for i in range(n):
            v = F[s, i]
            if v < bestv and _ok(A, i, k, t, p, r, cost, rank):
                bestv = v
                kk = i
        t = s
        k = kk
    return counts


@njit(cache=True)
def sequence_cost(seq, p, r, w, d):
    """Weighted tardiness of a semi-active sequence (integer data)."""
    t = 0
    c = 0
    for q in range(seq.size):
        j = seq[q]
        if r[j] > t:
            t = r[j]
        t += p[j]
        if t > d[j]:
            c += w[j] * (t - d[j])
    return c


@njit(cache=True)
def random_swap(seq, state, span):
    """One kick of the local searches: swap ``seq[a]`` and ``seq[b]`` in place, ``a``
    uniform over the positions and ``b`` up to ``span`` after it (cut at the end), both
    drawn from the xorshift64 generator ``state`` (13 / 7 / 17). Returns the new state
    and ``a``, ``b``; the same state gives the same swap on every platform."""
    n = seq.size
    state ^= state << np.uint64(13)
    state ^= state >> np.uint64(7)
    state ^= state << np.uint64(17)
    a = int(state % np.uint64(n))
    b = min(n - 1, a + 1 + int((state >> np.uint64(32)) % np.uint64(span)))
    x = seq[a]
    seq[a] = seq[b]
    seq[b] = x
    return state, a, b

