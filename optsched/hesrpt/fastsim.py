"""Incremental event-driven simulators for A-heSRPT and EQUI (the online hot path).

Same fluid model, same events and same completion rule as
:func:`~optsched.hesrpt.simulate.simulate_run` (which dispatches here when it can and which
the tests compare against, together with the plain
:func:`~optsched.hesrpt.simulate.simulate_reference`); only the bookkeeping differs.
The generic simulator asks the policy for all shares at every epoch (O(n) transcendental
numpy work over the n jobs present, plus a sort); here nothing is recomputed that did not
change:

**A-heSRPT** (Theorem 5 on the jobs present ordered by remaining size, objective weights,
``s(k) = k**ps``). With ``z_k`` the weight of the ``k`` largest jobs (paper order),
``Z = z_n``, ``c = 1/(1-p)`` and ``g_k = 1 - (z_{k-1}/z_k)**c``, job ``k``'s rate is::

    v_k = (N theta_k)**ps = N**ps (z_k/Z)**(c ps) g_k**ps
        = base_k * scale,   base_k = (z_k/Zref)**(c ps) g_k**ps,
                            scale  = N**ps (Zref/Z)**(c ps)

``base_k`` depends only on ``w_k`` and ``z_k`` (the jobs at least as large as job k), so
an arrival or departure at position ``i`` changes ``base`` only from ``i`` on, a crossing
of two neighbours (their remaining sizes swap order between two events) only at those two
positions; ``Z`` enters through the scalar ``scale``. ``Zref`` is a reference total weight
re-based (all ``base`` recomputed) when ``(c ps) |log(Z/Zref)|`` exceeds 30, so nothing
overflows for ``p`` close to 1; ``z`` and ``base`` are also fully recomputed every
``REFRESH`` epochs so that incremental round-off cannot build up.

The jobs are kept in preallocated arrays in paper order (largest remaining first, the
order Theorem 5 uses; ties by weight ascending, then order of arrival, as the policy's
``paper_order``), stored as ``-remaining`` so that ``np.searchsorted`` finds an arrival's
place. Per epoch the remaining work is a handful of cheap O(n) passes: next departure
``argmin r/base``, ``r -= base*scale*dt``, the completion test ``r <= 1e-11 x``, and the
order check; inversions (jobs whose remaining sizes crossed) are repaired by swapping
disjoint inverted neighbours until sorted (odd-even transposition; a stable sort of the
span left takes over after a few passes), so ``z`` and ``base`` are recomputed only in the
columns whose job or prefix set changed.

**EQUI**: every job has rate ``s(N/n)`` (any speedup), so no order is needed at all.

Round-off differs from the generic path (rates are ``base*scale`` instead of
``s(theta N)``, ``z`` is updated incrementally), so results agree to round-off, not bit for
bit (two jobs whose remaining sizes are equal to round-off at an event may be ordered
differently for one epoch): the tests require 1e-9 relative on completion and flow times;
on the 100,000-arrival overloaded benchmark trace completion times agree to 6.1e-10.
"""

from __future__ import annotations

import math

import numpy as np

from optsched.core import OptschedError, interrupt

from .speedup import Speedup

DONE_RTOL = 1e-11          # same completion rule as simulate.py
REBASE = 30.0              # |c ps log(Z/Zref)| above which base is recomputed
REFRESH = 4096             # full recompute of z and base every REFRESH epochs
MAX_SWAP_PASSES = 8        # odd-even transposition passes before the windowed sort


def _no_progress(n_jobs: int, t: float) -> OptschedError:
    return OptschedError(f"policy gives no server to any of the {n_jobs} jobs present "
                         f"at t={t:g} and no job arrives: it never finishes")


def simulate_equi(x: np.ndarray, arr: np.ndarray, sp: Speedup, n: float
                  ) -> tuple[np.ndarray, int]:
    """EQUI: completion times (seconds, input order) and number of decision epochs.

    ``x`` sizes (s on one server), ``arr`` arrivals (s), ``sp`` the speedup, ``n`` = N.

    Jobs sit in arrays in no particular order (EQUI ignores sizes); arrivals are appended,
    a completed job is overwritten by the last one.
    """
    m = x.size
    order = np.argsort(arr, kind="stable")
    arr_sorted = arr[order]
    completion = np.full(m, np.nan)
    nr = np.empty(m)                 # -remaining
    nthr = np.empty(m)               # -DONE_RTOL * size
    ids = np.empty(m, dtype=np.int64)
    done_buf = np.empty(m, dtype=bool)
    k, ptr, t, epochs = 0, 0, 0.0, 0
    while ptr < m or k:
        if k == 0:
            t = max(t, float(arr_sorted[ptr]))
        end = int(np.searchsorted(arr_sorted, t, side="right"))
        if end > ptr:                                   # admit arrivals <= t
            new = order[ptr:end]
            cnt = end - ptr
            ids[k:k + cnt] = new
            nr[k:k + cnt] = -x[new]
            nthr[k:k + cnt] = -DONE_RTOL * x[new]
            k += cnt
            ptr = end
        epochs += 1
        if epochs % REFRESH == 0:
            interrupt.check()
        rate = float(sp(np.float64(1.0 / k) * n))      # s(theta N), theta = 1/n as Equi
        if not rate > 0:
            if ptr >= m:
                raise _no_progress(k, t)
            j, dt_dep = -1, math.inf
        else:
            v = nr[:k]
            j = int(v.argmax())                         # least remaining
            dt_dep = float(-v[j]) / rate
        if ptr < m and float(arr_sorted[ptr]) - t < dt_dep:
            dt = float(arr_sorted[ptr]) - t
            t_next = float(arr_sorted[ptr])
            j = -1
        else:
            dt = dt_dep
            t_next = t + dt_dep
        v = nr[:k]
        v += rate * dt
        t = t_next
        done = np.greater_equal(v, nthr[:k], out=done_buf[:k])
        if j >= 0:
            done[j] = True
        if done.any():
            gone = np.flatnonzero(done)
            completion[ids[gone]] = t
            if gone.size == 1:                          # the last job fills the hole
                g = int(gone[0])
                k -= 1
                ids[g], nr[g], nthr[g] = ids[k], nr[k], nthr[k]
            else:
                keep = np.flatnonzero(~done)
                k = keep.size
                ids[:k] = ids[keep]
                nr[:k] = nr[keep]
                nthr[:k] = nthr[keep]
    return completion, epochs


NR, W, NTHR, ID, Z, BASE = range(6)     # rows of _HeSRPTState.data


class _HeSRPTState:
    """Jobs present, in paper order, in one preallocated ``(6, m)`` array whose rows are
    ``-remaining`` (ascending = largest first), weight, ``-DONE_RTOL * size``, job id
    (exact as float64), ``z`` (prefix sums of the weights) and ``base``; columns ``[:k]``
    are the jobs present (one slice assignment shifts every row on arrival/departure).
    Call under ``np.errstate(divide="ignore")`` (``log1p(-1)`` for the first job)."""

    def __init__(self, m: int, p: float, ps: float, n: float) -> None:
        self.data = np.empty((6, m))
        self.nr, self.w, self.nthr = self.data[NR], self.data[W], self.data[NTHR]
        self.z, self.base = self.data[Z], self.data[BASE]
        self.q = np.empty(m)                 # scratch
        self.ar = np.arange(m)
        self.flag = np.empty(m, dtype=bool)  # scratch
        self.k = 0
        self.c = 1.0 / (1.0 - p)
        self.ps = ps
        self.cp = self.c * ps
        self.nps = float(n) ** ps
        self.lzref = 0.0                     # log Zref
        self.inv_zref = 1.0                  # 1 / Zref

    # ---- rates
    def _base(self, w: np.ndarray, z: np.ndarray) -> np.ndarray:
        """``(z/Zref)**(c ps) * g**ps`` with ``g = 1 - (1 - w/z)**c`` (Theorem 5).

        General form ``g = -expm1(c log1p(-w/z))`` (no cancellation for small ``w/z``);
        for ``c = 2`` (policy ``p = 1/2``) the exact ``g = f (2 - f)``, ``f = w/z``, and
        for ``ps = 1/2`` as well (``c ps = 1``) ``base = (z/Zref) sqrt(g)``: same values
        up to round-off, a third of the numpy calls (this runs at every event)."""
        f = w / z
        np.minimum(f, 1.0, out=f)
        if self.c == 2.0:
            g = 2.0 - f
            g *= f
            if self.ps == 0.5:
                np.sqrt(g, out=g)
                g *= z
                g *= self.inv_zref
                return g
        else:
            np.negative(f, out=f)
            np.log1p(f, out=f)
            f *= self.c
            g = np.expm1(f, out=f)
            np.negative(g, out=g)
        np.log(g, out=g)
        g *= self.ps
        lz = np.log(z)
        lz -= self.lzref
        lz *= self.cp
        lz += g
        return np.exp(lz, out=lz)

    def rebuild(self) -> None:
        """Full recompute of ``z`` and ``base`` (and re-base ``Zref`` on the current Z)."""
        k = self.k
        if k == 0:
            return
        np.cumsum(self.w[:k], out=self.z[:k])
        self.set_zref(float(self.z[k - 1]))
        self.base[:k] = self._base(self.w[:k], self.z[:k])

    def set_zref(self, zref: float) -> None:
        self.lzref = math.log(zref)
        self.inv_zref = 1.0 / zref

    def scale(self) -> float:
        """``N**ps (Zref/Z)**(c ps)``: rate = base * scale."""
        e = self.cp * (self.lzref - math.log(float(self.z[self.k - 1])))
        if abs(e) > REBASE:
            self.rebuild()
            e = 0.0
        return self.nps * math.exp(e)

    def ids(self, cols: np.ndarray) -> np.ndarray:
        return self.data[ID, cols].astype(np.int64)

    # ---- structure
    def _sort_all(self) -> None:
        """Stable sort by (-remaining, weight) of everything present, then rebuild."""
        k = self.k
        perm = np.lexsort((self.w[:k], self.nr[:k]))
        self.data[:, :k] = self.data[:, perm]
        self.rebuild()

    def append(self, ids: np.ndarray, x: np.ndarray, w: np.ndarray) -> None:
        """Admit several jobs at once (e.g. the offline start): append and sort all."""
        k, cnt = self.k, ids.size
        d = self.data
        d[ID, k:k + cnt] = ids
        d[NR, k:k + cnt] = -x
        d[W, k:k + cnt] = w
        d[NTHR, k:k + cnt] = -DONE_RTOL * x
        self.k = k + cnt
        self._sort_all()

    def insert(self, job: int, size: float, weight: float) -> None:
        """One arrival: binary search for its place; z and base change from there on."""
        k = self.k
        d, nr, w = self.data, self.nr, self.w
        key = -size
        i = int(np.searchsorted(nr[:k], key, side="right"))
        while i > 0 and nr[i - 1] == key and w[i - 1] > weight:   # ties: weight ascending
            i -= 1
        if i < k:
            d[:, i + 1:k + 1] = d[:, i:k]
        zi = (float(self.z[i - 1]) if i else 0.0) + weight
        d[:5, i] = (key, weight, -DONE_RTOL * size, job, zi)
        self.k = k = k + 1
        if i + 1 < k:
            self.z[i + 1:k] += weight
        if k == 1:
            self.set_zref(weight)
        self.base[i:k] = self._base(w[i:k], self.z[i:k])

    def remove(self, done: np.ndarray, n_done: int, j: int) -> np.ndarray:
        """Drop the ``n_done`` jobs flagged in ``done`` (view of length k; if only one,
        it is column ``j``); returns their ids."""
        k = self.k
        gone = np.array([j]) if n_done == 1 and j >= 0 else done.nonzero()[0]
        ids_gone = self.ids(gone)
        if gone.size == 1:
            j = int(gone[0])
            self.k = k = k - 1
            if j < k:
                wj = float(self.w[j])
                self.data[:, j:k] = self.data[:, j + 1:k + 1]
                z = self.z
                z[j:k] -= wj
                if j == 0:
                    z[0] = self.w[0]
                self.base[j:k] = self._base(self.w[j:k], z[j:k])
        else:
            keep = np.flatnonzero(~done)
            self.k = keep.size
            self.data[:4, :keep.size] = self.data[:4, keep]
            self.rebuild()
        return ids_gone

    def fix_order(self) -> None:
        """Restore paper order after remaining sizes crossed between two events.

        A cheap O(k) comparison finds the inverted neighbours; disjoint inverted pairs are
        swapped (odd-even transposition: ``z`` changes only at the first column of a
        swapped pair, ``base`` at both) and the check is repeated until nothing is inverted
        (each swap removes one inversion; ~2 passes per event in the overloaded
        benchmark); after ``MAX_SWAP_PASSES`` passes a stable sort of the span still out of
        order finishes the job."""
        k = self.k
        if k < 2:
            return
        nr, w, z, d = self.nr, self.w, self.z, self.data
        viol = self.flag[:k - 1]
        np.less(nr[1:k], nr[:k - 1], out=viol)
        if not np.count_nonzero(viol):
            return
        v = viol.nonzero()[0]
        for _ in range(MAX_SWAP_PASSES):
            if v.size > 1:                       # disjoint pairs only
                v = v[np.concatenate(((True,), v[1:] - v[:-1] >= 2))]
            v1 = v + 1
            a_idx = np.concatenate((v, v1))
            b_idx = np.concatenate((v1, v))
            for row in d[:4]:
                row[a_idx] = row[b_idx]
            # after swapping (i, i+1): z_{i+1} sums the same jobs, z_i = z_{i+1} - w_{i+1}
            z[v] = z[v1] - w[v1]
            if v[0] == 0:
                z[0] = w[0]
            self.base[a_idx] = self._base(w[a_idx], z[a_idx])
            np.less(nr[1:k], nr[:k - 1], out=viol)     # re-check (cheaper than locally)
            if not np.count_nonzero(viol):
                return
            v = viol.nonzero()[0]
        self._window_sort(int(v[0]), int(v[-1]) + 2)

    def _window_sort(self, lo: int, hi: int) -> None:
        """Stable sort of columns ``[lo, hi)`` by ``-remaining``, widened until the whole
        row is sorted; ``z`` and ``base`` recomputed only where they changed."""
        k, nr, d = self.k, self.nr, self.data
        perm = np.argsort(nr[lo:hi], kind="stable")
        while True:                              # widen until the neighbours are in order
            lo2 = int(np.searchsorted(nr[:lo], nr[lo + perm[0]], side="right")) if lo else 0
            hi2 = hi + int(np.searchsorted(nr[hi:k], nr[lo + perm[-1]], side="left"))
            if lo2 == lo and hi2 == hi:
                break
            lo, hi = lo2, hi2
            perm = np.argsort(nr[lo:hi], kind="stable")
        ar = self.ar[:hi - lo]
        moved = perm != ar                       # the job in this column changed
        # z_i (weight of the jobs in columns <= i) changed iff that set changed
        zmoved = np.maximum.accumulate(perm) != ar
        ch = moved.nonzero()[0]
        cols, src = lo + ch, lo + perm[ch]
        dw = self.w[src] - self.w[cols]
        for row in d[:4]:
            row[cols] = row[src]
        zc = zmoved.nonzero()[0]
        if zc.size:
            # z_new - z_old = sum of the weight changes in columns <= i
            cs = np.cumsum(dw)
            self.z[lo + zc] += cs[np.searchsorted(ch, zc, side="right") - 1]
        upd = lo + (moved | zmoved).nonzero()[0]      # base_i depends on (w_i, z_i) only
        self.base[upd] = self._base(self.w[upd], self.z[upd])


def simulate_hesrpt(x: np.ndarray, w: np.ndarray, arr: np.ndarray, p: float, ps: float,
                    n: float) -> tuple[np.ndarray, int]:
    """A-heSRPT with objective weights ``w`` under ``s(k) = k**ps`` (policy exponent ``p``,
    ``0 < p < 1``): completion times (seconds, input order) and number of decision epochs.

    ``x`` sizes (s on one server), ``arr`` arrivals (s), ``n`` = N; Theorem 5's shares
    are maintained incrementally (module docstring).
    """
    m = x.size
    order = np.argsort(arr, kind="stable")
    arr_sorted = arr[order]
    completion = np.full(m, np.nan)
    st = _HeSRPTState(m, p, ps, n)
    ptr, t, epochs = 0, 0.0, 0
    nr, base, nthr, q = st.nr, st.base, st.nthr, st.q

    def admit(now: float) -> None:
        nonlocal ptr
        end = int(np.searchsorted(arr_sorted, now, side="right"))
        if end - ptr == 1:
            i = int(order[ptr])
            st.insert(i, float(x[i]), float(w[i]))
        elif end > ptr:
            new = order[ptr:end]
            st.append(new, x[new], w[new])
        ptr = end

    with np.errstate(divide="ignore", over="ignore"):     # -r/0 = -inf: share ~0
        while ptr < m or st.k:
            if st.k == 0:
                t = max(t, float(arr_sorted[ptr]))
                admit(t)
            epochs += 1
            if epochs % REFRESH == 0:
                st.rebuild()
                interrupt.check()
            k = st.k
            scale = st.scale()
            qv = np.divide(nr[:k], base[:k], out=q[:k])     # -r/base (-inf: no server)
            j = int(qv.argmax())
            dt_dep = float(-qv[j]) / scale
            dt_arr = float(arr_sorted[ptr]) - t if ptr < m else math.inf
            if not math.isfinite(dt_dep) and not math.isfinite(dt_arr):
                raise _no_progress(k, t)
            if dt_arr < dt_dep:
                dt, t_next, j = dt_arr, float(arr_sorted[ptr]), -1
            else:
                dt, t_next = dt_dep, t + dt_dep
            np.multiply(base[:k], scale * dt, out=q[:k])
            nr[:k] += q[:k]
            t = t_next
            done = np.greater_equal(nr[:k], nthr[:k], out=st.flag[:k])
            if j >= 0:
                done[j] = True
            n_done = int(np.count_nonzero(done))
            if n_done:
                completion[st.remove(done, n_done, j)] = t
            st.fix_order()
            admit(t)
    return completion, epochs
