"""Stage 1: a fast adjacent relaxation over the surviving (job, completion) pairs.

The relaxation of :mod:`.kernels` (time-indexed formulation, "each job once" relaxed with
multipliers ``mu``) with **semi-active arcs** -- job ``k`` starts at its predecessor's
completion ``s`` or, after idle time, exactly at its release date ``r_k`` (without release
dates paths end at ``T = sum p``; with them every state is an end) -- and a **relaxed
adjacent-interchange rule** that can be evaluated in time linear in the number of
surviving pairs (one merge sweep per condition and tick instead of ``O(n^2)`` rule
checks per tick).

``k`` starting at ``s`` may directly follow ``i`` (completing at ``s``) when ``i != k`` and
one of these holds, with ``t = s + p_k``, ``tau = t - d_k``:

* ``Q1``  ``k`` on time at ``t`` (or ``w_k = 0``) and ``rank_i < rank_k``;
* ``Q2``  ``k`` on time at ``t`` (or ``w_k = 0``) and ``d_i < t``;
* ``Q3``  ``k`` tardy and ``s < d_i < t``;
* ``Q4``  ``k`` tardy, ``d_i <= s`` and ``p_i > tau``;
* ``Q5``  ``k`` tardy, ``d_i <= s`` and ``w_i / p_i >= w_k / p_k`` (WSPT; a relative
  tolerance ``1e-12`` admits float ties);
* ``Q6``  ``r_k > s - p_i`` (the interchanged pair could not start at ``i``'s start).

Every pair the exact rule (:func:`.kernels.adjacent_allowed`: interchanging the pair is
not cheaper, ties by ``rank``) allows is allowed here -- for an on-time ``k`` the two
rules coincide, for a tardy ``k`` the exact rule needs ``d_i < t`` and, when
``d_i <= s`` and ``p_i <= tau``, the WSPT order -- so every path of the exact relaxation
is a path here and the value is a lower bound of it (``models/hgsp-lagrangian-dp.md``).
Forward and backward passes use the same rule, so ``F + B + sum mu`` is the best value
of a path through a pair (elimination by reduced cost).

Data: integer ticks and integer weights; values are float64.
"""

from __future__ import annotations

import numpy as np

from .kernels import INF, njit

#: relative tolerance of the WSPT comparison (admits pairs whose ratios tie in floats)
RATIO_TOL = 1e-12


@njit(cache=True)
def tard(w, d, j, t):
    """``w_j max(0, t - d_j)`` as float."""
    x = t - d[j]
    if x <= 0:
        return 0.0
    return float(w[j] * x)


@njit(cache=True)
def pair_allowed(i, k, s, p, r, w, d, rank):
    """The exact adjacent rule (:func:`.kernels.adjacent_allowed` from ``w``, ``d``): may
    ``k`` start at ``s`` right after ``i`` completes at ``s``? Forbidden when ``i == k``
    or when the interchanged pair (``k`` first at ``i``'s start, needs ``r_k <= s - p_i``)
    is cheaper, or as cheap with ``rank[k] < rank[i]``."""
    if i == k:
        return False
    si = s - p[i]
    if r[k] > si:
        return True
    t = s + p[k]
    orig = tard(w, d, i, s) + tard(w, d, k, t)
    swap = tard(w, d, k, si + p[k]) + tard(w, d, i, t)
    if swap < orig:
        return False
    if swap == orig and rank[k] < rank[i]:
        return False
    return True


@njit(cache=True)
def lite_allowed(i, k, s, p, r, w, d, rank, ratio):
    """The relaxed rule (module docstring): may ``k`` start at ``s`` right after ``i``
    completes at ``s``? The readable reference of the sweeps below (tests)."""
    if i == k:
        return False
    if r[k] > s - p[i]:
        return True  # Q6
    t = s + p[k]
    if d[k] >= t or w[k] == 0:
        return rank[i] < rank[k] or d[i] < t  # Q1, Q2
    if d[i] >= t:
        return False
    if d[i] > s:
        return True  # Q3
    if p[i] > t - d[k]:
        return True  # Q4
    return ratio[i] >= ratio[k] * (1.0 - RATIO_TOL)  # Q5


@njit(cache=True)
def initial_alive(p, r, T):
    """``alive[k, t]``: ``r_k + p_k <= t <= T`` (every other pair is impossible)."""
    n = p.size
    alive = np.zeros((n, T + 1), np.bool_)
    for k in range(n):
        for t in range(r[k] + p[k], T + 1):
            alive[k, t] = True
    return alive


#: the lists of :class:`Lists`: (name, grouped by start tick?, filter, sort key)
#: filters: 0 all, 1 ``d_k <= t`` (completion ``t``), 2 on time at completion, 3 tardy
LIST_SPECS = (
    ("P_rank", False, 0, "rank"), ("P_d", False, 0, "d"), ("P_p", False, 0, "p"),
    ("P_pD", False, 1, "p"), ("P_ratioD", False, 1, "ratio"),
    ("S_rank_on", True, 2, "rank"), ("S_p", True, 0, "p"), ("S_pd_tar", True, 3, "p-d"),
    ("S_ratio_tar", True, 3, "ratio"), ("S_r", True, 0, "r"),
)
P_RANK, P_D, P_P, P_PD, P_RATIOD, S_RANK_ON, S_P, S_PD_TAR, S_RATIO_TAR, S_R = range(10)


@njit(cache=True)
def _by_job(alive):
    """The alive completion ticks of each job: ``(jptr, jt)`` with the ticks of job ``k``
    in ``jt[jptr[k]:jptr[k + 1]]`` (ascending)."""
    n, T1 = alive.shape
    jptr = np.zeros(n + 1, np.int64)
    for k in range(n):
        c = 0
        for t in range(T1):
            if alive[k, t]:
                c += 1
        jptr[k + 1] = jptr[k] + c
    jt = np.empty(jptr[n], np.int64)
    for k in range(n):
        q = jptr[k]
        for t in range(T1):
            if alive[k, t]:
                jt[q] = t
                q += 1
    return jptr, jt


@njit(cache=True)
def _kept_range(kind, k, lo, hi, jt, w, d):
    """The alive ticks of job ``k`` (``jt[lo:hi]``, ascending) that pass filter ``kind``
    (:data:`LIST_SPECS`) form one contiguous range; returns it."""
    if kind == 0 or (kind == 2 and w[k] == 0):
        return lo, hi
    if kind == 3 and w[k] == 0:
        return lo, lo
    # first position with t >= d_k (kind 1) or t > d_k (kinds 2, 3)
    thr = d[k] if kind == 1 else d[k] + 1
    a = lo
    b = hi
    while a < b:
        m = (a + b) >> 1
        if jt[m] < thr:
            a = m + 1
        else:
            b = m
    if kind == 2:
        return lo, a
    return a, hi


@njit(cache=True)
def _fill(T1, jptr, jt, orders, by_start, kinds, p, w, d):
    """Jobs grouped by tick, once per row of ``orders`` (each group in that order,
    filtered by ``kinds``): by completion tick, or by start tick ``t - p_k`` when
    ``by_start``. Returns ``(ptr, flat, slot)``: list ``q`` of tick ``t`` is
    ``flat[ptr[q, t]:ptr[q, t + 1]]``; ``slot`` as :func:`slots`."""
    n = p.size
    m = orders.shape[0]
    ptr = np.zeros((m, T1 + 1), np.int64)
    cnt = np.zeros(T1 + 1, np.int64)
    for q in range(m):
        same = -1  # an earlier list with the same grouping and filter: same counts
        for q2 in range(q):
            if by_start[q2] == by_start[q] and kinds[q2] == kinds[q]:
                same = q2
                break
        if same >= 0:
            for t in range(T1 + 1):
                ptr[q, t] = ptr[same, t]
            continue
        cnt[:] = 0
        shift = by_start[q]
        for k in range(n):
            lo, hi = _kept_range(kinds[q], k, jptr[k], jptr[k + 1], jt, w, d)
            off = 1 - p[k] if shift else 1
            for e in range(lo, hi):
                cnt[jt[e] + off] += 1
        for t in range(T1):
            cnt[t + 1] += cnt[t]
        for t in range(T1 + 1):
            ptr[q, t] = cnt[t]
    # lists were counted from 0: shift each behind the previous one
    base = 0
    for q in range(m):
        size = ptr[q, T1]
        for t in range(T1 + 1):
            ptr[q, t] += base
        base += size
    flat = np.empty(base, np.int32)
    pos = np.empty(T1, np.int64)
    # slot: per S_P entry the index of its pair in list P_RANK (both unfiltered, so a
    # pair's index x into jt is the same in both; P_RANK is filled first)
    at = np.empty(jt.size, np.int64)
    slot = np.empty(ptr[S_P, T1] - ptr[S_P, 0], np.int32)
    for q in range(m):
        for t in range(T1):
            pos[t] = ptr[q, t]
        shift = by_start[q]
        for e in range(n):
            k = orders[q, e]
            lo, hi = _kept_range(kinds[q], k, jptr[k], jptr[k + 1], jt, w, d)
            off = -p[k] if shift else 0
            for x in range(lo, hi):
                b = jt[x] + off
                if q == P_RANK:
                    at[x] = pos[b] - ptr[P_RANK, 0]
                elif q == S_P:
                    slot[pos[b] - ptr[S_P, 0]] = at[x]
                flat[pos[b]] = k
                pos[b] += 1
    return ptr, flat, slot


class Lists:
    """The surviving pairs grouped by tick in the orders the sweeps need
    (:data:`LIST_SPECS`): predecessors (by completion tick) by rank, ``d``, ``p``, and
    those with ``d_k <= t`` by ``p`` and ``w/p``; successors (by start tick) on time at
    completion by rank, all by ``p``, the tardy ones by ``p - d`` and ``w/p``, all by
    ``r`` (ascending orders)."""

    def __init__(self, alive: np.ndarray, p: np.ndarray, r: np.ndarray, w: np.ndarray,
                 d: np.ndarray, rank: np.ndarray) -> None:
        n = p.size
        idx = np.arange(n)
        keys = {"rank": rank, "d": d, "p": p, "ratio": w / p, "p-d": p - d, "r": r}
        orders = np.stack([np.lexsort((idx, keys[key])) for _n, _s, _f, key in LIST_SPECS]
                          ).astype(np.int64)
        by_start = np.array([spec[1] for spec in LIST_SPECS])
        kinds = np.array([spec[2] for spec in LIST_SPECS], dtype=np.int64)
        jptr, jt = _by_job(alive)
        #: ``slot``: index of each ``S_P`` entry's pair in the compact tables (the
        #: :func:`slots` of ``ptr``, ``flat``)
        self.ptr, self.flat, self.slot = _fill(alive.shape[1], jptr, jt, orders, by_start,
                                               kinds, p, w, d)
        cnt = np.diff(self.ptr, axis=1)
        self.pairs = int(cnt[P_RANK].sum())
        #: predecessor x successor pairs over all ticks: the work of building level 0
        self.checks = int((cnt[P_RANK] * cnt[S_P]).sum())

    def args(self) -> tuple:
        return (self.ptr, self.flat)

    def tick(self, q: int, t: int) -> np.ndarray:
        """List ``q`` (:data:`LIST_SPECS`) of tick ``t``."""
        return self.flat[self.ptr[q, t]:self.ptr[q, t + 1]]


@njit(cache=True)
def _offer(v, j, v1, j1, v2, j2):
    """Keep the two best ``(value, job)`` with distinct jobs."""
    if v < v1:
        if j != j1:
            return v, j, v1, j1
        return v, j, v2, j2
    if v < v2 and j != j1:
        return v1, j1, v, j
    return v1, j1, v2, j2


@njit(cache=True)
def _take(k, v1, j1, v2, j2, bv, ba):
    """Best of the two kept entries whose job is not ``k`` into ``bv[k]``/``ba[k]``."""
    if j1 != k:
        if v1 < bv[k]:
            bv[k] = v1
            ba[k] = j1
    elif v2 < bv[k]:
        bv[k] = v2
        ba[k] = j2


@njit(cache=True)
def forward(p, r, w, d, rank, mu, idle, ptr, flat, F, pred):
    """Forward DP of the relaxed rule over the surviving pairs (lists of :class:`Lists`);
    ``F`` and ``pred`` (shape ``(T + 1, n)``) are filled in place, at the surviving pairs
    only (the other entries are never read: buffers are reused across calls). The
    reference layout of :func:`forward_compact` (this is that pass, scattered).

    Returns ``(F, pred, PM, PMarg, end_value, end_state)``: ``F[t, k]`` best path value
    (without ``sum mu``) ending with ``k`` completing at ``t`` (``INF``: dead or
    unreachable); ``pred[t, k]`` its predecessor (``n``: the source; ``-2``: idle time,
    the predecessor state is then ``PMarg[r_k - 1]``); ``PM[t]`` best value of a state
    completing at or before ``t`` (with release dates), ``PMarg[t]`` that state as
    ``t' (n + 1) + k'`` (``n`` alone: the source); the best end value and its state
    (``-1``: none)."""
    n = p.size
    m = ptr[P_RANK, ptr.shape[1] - 1] - ptr[P_RANK, 0]
    Fc = np.empty(m)
    predc = np.empty(m, np.int32)
    _Fc, _pc, PM, PMarg, v, e = forward_compact(p, r, w, d, rank, mu, idle, ptr, flat,
                                                slots(ptr, flat, p), Fc, predc,
                                                np.empty(n))
    to_dense(ptr, flat, Fc, F)
    to_dense(ptr, flat, predc, pred)
    return F, pred, PM, PMarg, v, e


@njit(cache=True)
def to_dense(ptr, flat, Xc, X):
    """Scatter a compact table (:func:`forward_compact`) into ``X[t, k]``."""
    for t in range(ptr.shape[1] - 1):
        for e in range(ptr[P_RANK, t], ptr[P_RANK, t + 1]):
            X[t, flat[e]] = Xc[e - ptr[P_RANK, 0]]


@njit(cache=True)
def slots(ptr, flat, p):
    """For each entry of list ``S_P`` (job ``k`` starting at ``s``), the index of the
    pair ``(s + p_k, k)`` in list ``P_RANK`` (the compact tables' index)."""
    T1 = ptr.shape[1] - 1
    n = p.size
    where = np.empty((T1, n), np.int32)  # only the surviving pairs are written and read
    base = ptr[P_RANK, 0]
    for t in range(T1):
        for e in range(ptr[P_RANK, t], ptr[P_RANK, t + 1]):
            where[t, flat[e]] = e - base
    sb = ptr[S_P, 0]
    out = np.empty(ptr[S_P, T1] - sb, np.int32)
    for s in range(T1):
        for q in range(ptr[S_P, s], ptr[S_P, s + 1]):
            k = flat[q]
            out[q - sb] = where[s + p[k], k]
    return out


@njit(cache=True)
def forward_compact(p, r, w, d, rank, mu, idle, ptr, flat, slot, Fc, predc, cur):
    """Forward DP of the relaxed rule over the surviving pairs (lists of :class:`Lists`)
    into compact tables: the pair ``e`` of list ``P_RANK`` (``flat[e]`` completing at the
    tick ``t`` with ``ptr[P_RANK, t] <= e < ptr[P_RANK, t + 1]``) has its value in
    ``Fc[e]`` and its predecessor in ``predc[e]``; ``slot`` (:attr:`Lists.slot`) maps each
    entry of list ``S_P`` to that index. ``cur`` (length ``n``) is scratch: the values of
    the pairs completing at the current tick, by job. Same arithmetic and tie-breaks as
    the dense :func:`forward` (which is this pass scattered), in about a tenth of the
    memory (the dense table's rows are written at scattered ticks).

    Returns ``(Fc, predc, PM, PMarg, end_value, end_state)`` (see :func:`forward`)."""
    n = p.size
    T1 = ptr.shape[1] - 1
    T = T1 - 1
    ratio = w / p
    PM = np.full(T1, INF)
    PMarg = np.full(T1, -1, np.int64)
    bv = np.full(n, INF)
    ba = np.full(n, -1, np.int64)
    PM[0] = 0.0
    PMarg[0] = n
    for s in range(T1):
        clo = ptr[P_RANK, s]
        chi = ptr[P_RANK, s + 1]
        for q in range(clo, chi):
            cur[flat[q]] = Fc[q]
        if idle and s > 0:
            pm = PM[s - 1]
            pma = PMarg[s - 1]
            for q in range(clo, chi):
                i = flat[q]
                if Fc[q] < pm:
                    pm = Fc[q]
                    pma = s * (n + 1) + i
            PM[s] = pm
            PMarg[s] = pma
        lo = ptr[S_P, s]
        hi = ptr[S_P, s + 1]
        if lo == hi:
            continue
        for q in range(lo, hi):
            k = flat[q]
            bv[k] = INF
            ba[k] = -1
            if s == 0:
                bv[k] = 0.0
                ba[k] = n
            elif idle and s == r[k] and PM[s - 1] < INF:
                bv[k] = PM[s - 1]
                ba[k] = -2
        if s > 0 and clo < chi:
            # Q1: on-time k, rank_i < rank_k (both by rank)
            olo = ptr[S_RANK_ON, s]
            ohi = ptr[S_RANK_ON, s + 1]
            if olo < ohi:
                e = clo
                v1, j1 = INF, -1
                for q in range(olo, ohi):
                    k = flat[q]
                    rk = rank[k]
                    while e < chi and rank[flat[e]] < rk:
                        i = flat[e]
                        if cur[i] < v1:
                            v1 = cur[i]
                            j1 = i
                        e += 1
                    if v1 < bv[k]:
                        bv[k] = v1
                        ba[k] = j1
            # Q2 (on-time k, d_i < s + p_k) and Q3 (tardy k, s < d_i < s + p_k); a
            # zero-weight k counts as on time and may be among the d_i < t: top two
            dlo = ptr[P_D, s]
            dhi = ptr[P_D, s + 1]
            e = dlo
            v1, j1, v2, j2 = INF, -1, INF, -1
            e3 = dlo + ptr[P_PD, s + 1] - ptr[P_PD, s]  # the first d_i > s
            u1, i1, u2, i2 = INF, -1, INF, -1
            for q in range(lo, hi):
                k = flat[q]
                t = s + p[k]
                while e < dhi and d[flat[e]] < t:
                    i = flat[e]
                    v1, j1, v2, j2 = _offer(cur[i], i, v1, j1, v2, j2)
                    e += 1
                if d[k] >= t or w[k] == 0:
                    _take(k, v1, j1, v2, j2, bv, ba)
                    continue
                while e3 < dhi and d[flat[e3]] < t:
                    i = flat[e3]
                    u1, i1, u2, i2 = _offer(cur[i], i, u1, i1, u2, i2)
                    e3 += 1
                _take(k, u1, i1, u2, i2, bv, ba)
            tlo = ptr[S_PD_TAR, s]
            thi = ptr[S_PD_TAR, s + 1]
            plo = ptr[P_PD, s]
            phi = ptr[P_PD, s + 1]
            if tlo < thi and plo < phi:
                # Q4: tardy k, d_i <= s, p_i > s + p_k - d_k (both descending)
                e = phi - 1
                u1, i1, u2, i2 = INF, -1, INF, -1
                for q in range(thi - 1, tlo - 1, -1):
                    k = flat[q]
                    tau = s + p[k] - d[k]
                    while e >= plo and p[flat[e]] > tau:
                        i = flat[e]
                        u1, i1, u2, i2 = _offer(cur[i], i, u1, i1, u2, i2)
                        e -= 1
                    _take(k, u1, i1, u2, i2, bv, ba)
                # Q5: tardy k, d_i <= s, ratio_i >= ratio_k (both descending)
                rlo = ptr[S_RATIO_TAR, s]
                e = ptr[P_RATIOD, s + 1] - 1
                elo = ptr[P_RATIOD, s]
                u1, i1, u2, i2 = INF, -1, INF, -1
                for q in range(thi - tlo + rlo - 1, rlo - 1, -1):
                    k = flat[q]
                    lim = ratio[k] * (1.0 - RATIO_TOL)
                    while e >= elo and ratio[flat[e]] >= lim:
                        i = flat[e]
                        u1, i1, u2, i2 = _offer(cur[i], i, u1, i1, u2, i2)
                        e -= 1
                    _take(k, u1, i1, u2, i2, bv, ba)
            # Q6: r_k > s - p_i (successors by r ascending, predecessors by p descending)
            if idle:
                e = ptr[P_P, s + 1] - 1
                elo = ptr[P_P, s]
                u1, i1, u2, i2 = INF, -1, INF, -1
                for q in range(ptr[S_R, s], ptr[S_R, s + 1]):
                    k = flat[q]
                    while e >= elo and p[flat[e]] > s - r[k]:
                        i = flat[e]
                        u1, i1, u2, i2 = _offer(cur[i], i, u1, i1, u2, i2)
                        e -= 1
                    _take(k, u1, i1, u2, i2, bv, ba)
        sb = ptr[S_P, 0]
        for q in range(lo, hi):  # every surviving pair is written exactly once
            k = flat[q]
            x = slot[q - sb]
            if bv[k] < INF:
                Fc[x] = bv[k] + tard(w, d, k, s + p[k]) - mu[k]
                predc[x] = ba[k]
            else:
                Fc[x] = INF
                predc[x] = -1
    if idle:
        return Fc, predc, PM, PMarg, PM[T], PMarg[T]
    best = INF
    arg = -1
    for q in range(ptr[P_RANK, T], ptr[P_RANK, T + 1]):
        k = flat[q]
        if Fc[q] < best:
            best = Fc[q]
            arg = T * (n + 1) + k
    if T == 0:
        best = 0.0
        arg = n
    return Fc, predc, PM, PMarg, best, arg


@njit(cache=True)
def forward_plain(p, w, d, mu, ptr, flat, Fc, predc, V1, J1, V2, J2):
    """Forward DP of the weaker relaxation "a job never directly after itself" (no
    adjacent-interchange rule; the stage-1 relaxation of Tanaka, Fujikuma & Araki 2009)
    over the same surviving pairs, without release dates (paths from 0 to ``T`` without
    idle time). Per tick only the best two ``(value, job)`` of the pairs completing there
    are needed: a pair takes the best whose job differs from its own. About a fifth of a
    :func:`forward_compact` pass; used for a few steps that move the multipliers before
    the first pass of the stronger relaxation (:meth:`.solver.Stage1.warm`).

    ``Fc``, ``predc``: indexed like :func:`forward_compact`'s (list ``P_RANK``), so
    :func:`path_of` reads the path back (with ``PMarg`` unused). ``V1, J1, V2, J2``:
    scratch of length ``T + 1``. Returns ``(value, end_state)``; ``value`` excludes
    ``sum mu``."""
    n = p.size
    T1 = ptr.shape[1] - 1
    T = T1 - 1
    base0 = ptr[P_RANK, 0]
    V1[:] = INF
    V2[:] = INF
    J1[:] = -1
    J2[:] = -1
    for t in range(1, T1):
        b1, j1, b2, j2 = INF, -1, INF, -1
        for q in range(ptr[P_RANK, t], ptr[P_RANK, t + 1]):
            k = flat[q]
            s = t - p[k]
            if s == 0:
                base, a = 0.0, n
            elif J1[s] != k:
                base, a = V1[s], J1[s]
            else:
                base, a = V2[s], J2[s]
            x = q - base0
            if base >= INF:
                Fc[x] = INF
                predc[x] = -1
                continue
            v = base + tard(w, d, k, t) - mu[k]
            Fc[x] = v
            predc[x] = a
            if v < b1:
                b2, j2 = b1, j1
                b1, j1 = v, k
            elif v < b2:
                b2, j2 = v, k
        V1[t], J1[t], V2[t], J2[t] = b1, j1, b2, j2
    if T == 0:
        return 0.0, n
    if J1[T] < 0:
        return INF, -1
    return V1[T], T * (n + 1) + J1[T]


@njit(cache=True)
def path_of(end_state, p, ptr, flat, predc, PMarg):
    """Jobs of the path ending in ``end_state`` (``t (n + 1) + k``), in order, from the
    compact predecessors ``predc`` of :func:`forward_compact`."""
    n = p.size
    out = np.empty(16, np.int64)
    m = 0
    code = end_state
    while code >= 0 and code != n:
        t = code // (n + 1)
        k = code % (n + 1)
        if m >= out.size:
            out2 = np.empty(2 * out.size, np.int64)
            out2[:m] = out[:m]
            out = out2
        out[m] = k
        m += 1
        a = -1
        for e in range(ptr[P_RANK, t], ptr[P_RANK, t + 1]):  # the pair (t, k)
            if flat[e] == k:
                a = predc[e - ptr[P_RANK, 0]]
                break
        s = t - p[k]
        if a == -2:
            code = PMarg[s - 1]
        elif a == n or a < 0:
            code = n
        else:
            code = s * (n + 1) + a
    res = np.empty(m, np.int64)
    for q in range(m):
        res[q] = out[m - 1 - q]
    return res


@njit(cache=True)
def _best_not(i, u1, i1, u2):
    return u1 if i1 != i else u2


@njit(cache=True)
def backward(p, r, w, d, rank, mu, idle, ptr, flat, alive, B):
    """Backward DP of the same rule: ``B[t, i]`` = best continuation from "``i`` completed
    at ``t``" to an end (``INF``: no end reachable), filled in place at the surviving
    pairs (``alive``) only. Also returns the source's value ``B0`` (equal to the forward
    end value)."""
    n = p.size
    T1 = ptr.shape[1] - 1
    T = T1 - 1
    ratio = w / p
    H = np.full(n, INF)
    bv = np.full(n, INF)
    order_r = np.argsort(r)
    pos = n - 1
    R = INF  # best start after idle time of a job released later than the tick
    B0 = INF
    for s in range(T, -1, -1):
        while pos >= 0 and r[order_r[pos]] > s:
            k = order_r[pos]
            tk = r[k] + p[k]
            if tk <= T and alive[k, tk] and B[tk, k] < INF:
                v = tard(w, d, k, tk) - mu[k] + B[tk, k]
                if v < R:
                    R = v
            pos -= 1
        free = R
        if (idle or s == T) and 0.0 < free:
            free = 0.0
        lo = ptr[S_P, s]
        hi = ptr[S_P, s + 1]
        for q in range(lo, hi):
            k = flat[q]
            t = s + p[k]
            H[k] = INF
            if B[t, k] < INF:
                H[k] = tard(w, d, k, t) - mu[k] + B[t, k]
        if s == 0:
            B0 = free
            for q in range(lo, hi):
                if H[flat[q]] < B0:
                    B0 = H[flat[q]]
            break
        clo = ptr[P_RANK, s]
        chi = ptr[P_RANK, s + 1]
        if clo == chi:
            continue
        for q in range(clo, chi):
            bv[flat[q]] = free
        if lo < hi:
            # Q1: on-time k with rank_k > rank_i (both by rank descending)
            olo = ptr[S_RANK_ON, s]
            ohi = ptr[S_RANK_ON, s + 1]
            if olo < ohi:
                e = ohi - 1
                v1 = INF
                for q in range(chi - 1, clo - 1, -1):
                    i = flat[q]
                    while e >= olo and rank[flat[e]] > rank[i]:
                        if H[flat[e]] < v1:
                            v1 = H[flat[e]]
                        e -= 1
                    if v1 < bv[i]:
                        bv[i] = v1
            # Q2 (on-time k, p_k > d_i - s) and Q3 (tardy k, for d_i > s): d_i descending
            dlo = ptr[P_D, s]
            e = hi - 1
            v1, j1, v2, j2 = INF, -1, INF, -1
            u1, i1, u2, i2 = INF, -1, INF, -1
            for q in range(ptr[P_D, s + 1] - 1, dlo - 1, -1):
                i = flat[q]
                while e >= lo and p[flat[e]] > d[i] - s:
                    k = flat[e]
                    if d[k] >= s + p[k] or w[k] == 0:
                        v1, j1, v2, j2 = _offer(H[k], k, v1, j1, v2, j2)
                    else:
                        u1, i1, u2, i2 = _offer(H[k], k, u1, i1, u2, i2)
                    e -= 1
                v = _best_not(i, v1, j1, v2)
                if d[i] > s:
                    v3 = _best_not(i, u1, i1, u2)
                    if v3 < v:
                        v = v3
                if v < bv[i]:
                    bv[i] = v
            tlo = ptr[S_PD_TAR, s]
            thi = ptr[S_PD_TAR, s + 1]
            plo = ptr[P_PD, s]
            phi = ptr[P_PD, s + 1]
            if tlo < thi and plo < phi:
                # Q4: tardy k with p_k - d_k < p_i - s, for d_i <= s (by p ascending)
                e = tlo
                u1, i1, u2, i2 = INF, -1, INF, -1
                for q in range(plo, phi):
                    i = flat[q]
                    while e < thi and p[flat[e]] - d[flat[e]] < p[i] - s:
                        k = flat[e]
                        u1, i1, u2, i2 = _offer(H[k], k, u1, i1, u2, i2)
                        e += 1
                    v = _best_not(i, u1, i1, u2)
                    if v < bv[i]:
                        bv[i] = v
                # Q5: tardy k with ratio_i >= ratio_k (1 - tol), for d_i <= s (ascending)
                rlo = ptr[S_RATIO_TAR, s]
                rhi = ptr[S_RATIO_TAR, s + 1]
                e = rlo
                u1, i1, u2, i2 = INF, -1, INF, -1
                for q in range(ptr[P_RATIOD, s], ptr[P_RATIOD, s + 1]):
                    i = flat[q]
                    while e < rhi and ratio[i] >= ratio[flat[e]] * (1.0 - RATIO_TOL):
                        k = flat[e]
                        u1, i1, u2, i2 = _offer(H[k], k, u1, i1, u2, i2)
                        e += 1
                    v = _best_not(i, u1, i1, u2)
                    if v < bv[i]:
                        bv[i] = v
            # Q6: r_k > s - p_i (predecessors by p ascending, successors by r descending)
            if idle:
                rlo = ptr[S_R, s]
                e = ptr[S_R, s + 1] - 1
                u1, i1, u2, i2 = INF, -1, INF, -1
                for q in range(ptr[P_P, s], ptr[P_P, s + 1]):
                    i = flat[q]
                    while e >= rlo and r[flat[e]] > s - p[i]:
                        k = flat[e]
                        u1, i1, u2, i2 = _offer(H[k], k, u1, i1, u2, i2)
                        e -= 1
                    v = _best_not(i, u1, i1, u2)
                    if v < bv[i]:
                        bv[i] = v
        for q in range(clo, chi):
            i = flat[q]
            B[s, i] = bv[i]
    return B, B0


@njit(cache=True)
def eliminate(F, B, mu_total, limit, alive):
    """``alive[k, t] &= F[t, k] + B[t, k] + sum mu <= limit``; returns how many stay."""
    n, T1 = alive.shape
    cnt = 0
    for k in range(n):
        for t in range(T1):
            if alive[k, t]:
                if F[t, k] + B[t, k] + mu_total > limit:
                    alive[k, t] = False
                else:
                    cnt += 1
    return cnt
