"""A small dense primal simplex for the column-generation master (issue 25).

The master LP of :mod:`.parallel_cg` has few rows (one per task and one per GPU group,
at most ~110) and a few thousand sparse columns whose availability changes between
branch-and-price nodes. HiGHS spent ~0.2 ms per simplex iteration on it (measured on
wt40 with 4 GPUs, ~100 iterations per re-solve); this module keeps the basis inverse as
a dense matrix and runs the revised primal simplex in compiled code.

Problem: ``min c x  s.t.  A x = b, x >= 0``, where the first ``n`` columns are the
artificial unit columns of the task rows (cost ``big``), the next ``g`` are the slacks of
the group rows (cost 0), then the real columns. A *disabled* column must be 0: it never
enters, and while basic it is priced at cost ``+BIG2`` so that the simplex drives it out;
one left basic at value 0 is pivoted out explicitly (a degenerate pivot on any unit
column with a non-zero entry in its row), so the duals ``y = c_B B^-1`` never see a
penalty. Dantzig pricing; after 60 degenerate pivots in a row, Bland's rule until a
non-degenerate pivot (no cycling); the inverse is recomputed every 64 pivots.

The right-hand side is perturbed by a random relative 1e-7..1e-6 (the master is massively
degenerate: without it the simplex stalled for 1e5 pivots on wt40), a zero right-hand
side (the ``<= 0`` rows of paired stops) by an absolute one; primal values are reported
for the unperturbed right-hand side (same basis, clipped at 0).

Only the duals and the primal values are used, and only as an oracle: every bound the
solver reports is a Lagrangian value computed by the DP (valid for any duals), and every
schedule read from the primal values is checked by the caller. The tests compare this
solver's optimal values with HiGHS on random masters.
"""

from __future__ import annotations

import math
import time

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from .kernels import njit

BIG2 = 1e12


@njit(cache=True)
def _refactor(cstart, cidx, cval, bidx, r, b):
    B = np.zeros((r, r))
    for p in range(r):
        j = bidx[p]
        for e in range(cstart[j], cstart[j + 1]):
            B[cidx[e], p] = cval[e]
    Binv = np.linalg.inv(B)
    xB = Binv @ b
    return Binv, xB


@njit(cache=True)
def simplex(cstart, cidx, cval, cost, disabled, bidx, Binv, xB, b, ncol, max_iter,
            tol, part, ptr):
    """Primal simplex from a primal feasible basis (``bidx``, ``Binv``, ``xB``; updated
    in place). Returns ``(status, iterations)``: 0 optimal, 1 iteration limit,
    2 unbounded (cannot happen with the master's convexity rows).

    Partial pricing: columns are scanned cyclically from ``ptr[0]`` (kept between calls)
    and the most negative reduced cost among the first ``part`` scanned enters, or the
    first candidate after them (``part >= ncol``: full Dantzig pricing). Optimality is
    only declared after a full scan without a candidate."""
    r = bidx.size
    isbasic = np.zeros(ncol, np.bool_)
    for p in range(r):
        isbasic[bidx[p]] = True
    cB = np.empty(r)
    it = 0
    since_refactor = 0
    degenerate = 0
    while it < max_iter:
        for p in range(r):
            j = bidx[p]
            cB[p] = cost[j] + (BIG2 if disabled[j] else 0.0)
        y = cB @ Binv
        bland = degenerate > 60
        enter = -1
        best = 0.0
        j0 = 0 if bland or ptr[0] >= ncol else ptr[0]
        stop = j0
        for q in range(ncol):
            j = j0 + q
            if j >= ncol:
                j -= ncol
            stop = j
            if enter >= 0 and q >= part:
                break
            if isbasic[j] or disabled[j]:
                continue
            d = cost[j]
            for e in range(cstart[j], cstart[j + 1]):
                d -= y[cidx[e]] * cval[e]
            if d < -tol * (1.0 + abs(cost[j])):
                if bland:
                    enter = j
                    break
                if d < best:
                    best = d
                    enter = j
        if not bland:
            ptr[0] = stop
        if enter < 0:
            # optimal for the penalised costs: drive out disabled basics at value 0
            moved = False
            for p in range(r):
                if disabled[bidx[p]] and xB[p] <= tol:
                    for i in range(r):
                        if abs(Binv[p, i]) > 1e-9 and not isbasic[i] and not disabled[i]:
                            # unit column i: alpha = Binv[:, i]
                            alpha = Binv[:, i].copy()
                            _pivot(Binv, xB, alpha, p, 0.0)
                            isbasic[bidx[p]] = False
                            bidx[p] = i
                            isbasic[i] = True
                            moved = True
                            break
            if moved:
                it += 1
                continue
            return 0, it
        alpha = np.zeros(r)
        for e in range(cstart[enter], cstart[enter + 1]):
            col = Binv[:, cidx[e]]
            v = cval[e]
            for i in range(r):
                alpha[i] += col[i] * v
        leave = -1
        theta = 0.0
        for i in range(r):
            if alpha[i] > 1e-9:
                q = xB[i] / alpha[i]
                if leave < 0 or q < theta - 1e-12 or (
                        q <= theta + 1e-12 and (bidx[i] < bidx[leave] if bland
                                                else alpha[i] > alpha[leave])):
                    leave = i
                    theta = q
        if leave < 0:
            return 2, it
        if theta < 0.0:
            theta = 0.0
        _pivot(Binv, xB, alpha, leave, theta)
        isbasic[bidx[leave]] = False
        bidx[leave] = enter
        isbasic[enter] = True
        degenerate = degenerate + 1 if theta <= 1e-12 else 0
        it += 1
        since_refactor += 1
        if since_refactor >= 64:
            Binv[:, :], xB[:] = _refactor(cstart, cidx, cval, bidx, r, b)
            for i in range(r):
                if xB[i] < 0.0 and xB[i] > -1e-9:
                    xB[i] = 0.0
            since_refactor = 0
    return 1, it


@njit(cache=True)
def _pivot(Binv, xB, alpha, p, theta):
    r = xB.size
    ap = alpha[p]
    for k in range(r):
        Binv[p, k] /= ap
    for i in range(r):
        if i != p and alpha[i] != 0.0:
            f = alpha[i]
            for k in range(r):
                Binv[i, k] -= f * Binv[p, k]
            xB[i] -= f * theta
    xB[p] = theta


class DenseLP:
    """The master LP: ``rows`` equality rows with right-hand side ``b`` (perturbed
    internally by a relative 1e-7..1e-6); columns are appended (:meth:`add`); the first
    ``rows`` columns must be unit columns (artificials and slacks) forming the starting
    basis."""

    def __init__(self, b: np.ndarray, unit_cost: np.ndarray, seed: int = 0) -> None:
        r = b.size
        self.r = r
        self.b0 = b.astype(float).copy()
        # right-hand side perturbation against degenerate stalling (the master is
        # massively degenerate: every task row is 1); reported values use b0
        self._seed = seed
        self._perturb(seed)
        self.cstart = np.zeros(1, dtype=np.int64)
        self.cidx = np.zeros(0, dtype=np.int64)
        self.cval = np.zeros(0)
        self.cost = np.zeros(0)
        self.disabled = np.zeros(0, dtype=bool)
        self._cap = 0
        self._nnz = 0
        self.ncol = 0
        self.add(np.asarray(unit_cost, dtype=float), [np.array([i]) for i in range(r)],
                 [np.ones(1) for _ in range(r)])
        self.bidx = np.arange(r, dtype=np.int64)
        self.Binv = np.eye(r)
        self.xB = self.b.copy()
        self.iterations = 0
        #: ``time.perf_counter()`` after which :meth:`solve` stops between chunks
        self.deadline = math.inf
        self.chunk = 500
        #: partial pricing: scan at least ``max(part_min, ncol // part_div)`` columns
        self.part_min = 100
        self.part_div = 10
        self._ptr = np.zeros(1, dtype=np.int64)
        #: restarts from the unit basis after a singular refactorisation (:meth:`solve`)
        self.restarts = 0

    def _perturb(self, seed: int) -> None:
        """``b``: ``b0`` times 1 + U(1e-7, 1e-6) per row; rows with right-hand side 0
        (paired stops) get an absolute U(1e-7, 1e-6)."""
        rng = np.random.default_rng(seed)
        self.b = self.b0 * (1.0 + rng.uniform(1e-7, 1e-6, size=self.r))
        zero = self.b0 == 0.0
        self.b[zero] = rng.uniform(1e-7, 1e-6, size=int(zero.sum()))

    def add(self, cost: np.ndarray, idx: list[np.ndarray], val: list[np.ndarray]) -> None:
        """Append columns (``idx[q]``, ``val[q]``: rows and values of column ``q``)."""
        k = len(idx)
        if k == 0:
            return
        lens = np.array([len(x) for x in idx], dtype=np.int64)
        new_nnz = self._nnz + int(lens.sum())
        if self.ncol + k + 1 > self.cstart.size or new_nnz > self.cidx.size:
            cap_c = max(2 * (self.ncol + k) + 1, 64)
            cap_z = max(2 * new_nnz, 256)
            cs = np.zeros(cap_c, dtype=np.int64)
            cs[:self.ncol + 1] = self.cstart[:self.ncol + 1]
            ci = np.zeros(cap_z, dtype=np.int64)
            ci[:self._nnz] = self.cidx[:self._nnz]
            cv = np.zeros(cap_z)
            cv[:self._nnz] = self.cval[:self._nnz]
            co = np.zeros(cap_c)
            co[:self.ncol] = self.cost[:self.ncol]
            di = np.zeros(cap_c, dtype=bool)
            di[:self.ncol] = self.disabled[:self.ncol]
            self.cstart, self.cidx, self.cval, self.cost, self.disabled = cs, ci, cv, co, di
        pos = self._nnz
        for q in range(k):
            L = int(lens[q])
            self.cidx[pos:pos + L] = idx[q]
            self.cval[pos:pos + L] = val[q]
            pos += L
            self.cstart[self.ncol + q + 1] = pos
        self.cost[self.ncol:self.ncol + k] = cost
        self.disabled[self.ncol:self.ncol + k] = False
        self.ncol += k
        self._nnz = pos

    def set_enabled(self, cols: np.ndarray, enabled: np.ndarray) -> None:
        """Enable / disable columns (global indices)."""
        self.disabled[cols] = ~enabled

    def set_cost(self, cols: np.ndarray, cost: np.ndarray) -> None:
        """Change the cost of columns (global indices)."""
        self.cost[cols] = cost

    def solve(self, max_iter: int = 100_000) -> tuple[int, float, np.ndarray, np.ndarray]:
        """``(status, objective, duals y, primal x)``; status 0 optimal, 1 stopped (the
        iteration limit, or :attr:`deadline` passed: the basis is primal feasible and its
        duals remain a valid oracle). Runs in chunks of :attr:`chunk` pivots, between
        which Ctrl-C (:func:`optsched.core.interrupt.check`) and the deadline are
        checked. A singular refactorisation (``LinAlgError``) restarts from the unit
        basis (:meth:`restart`, counted in :attr:`restarts`), at most three times a
        call; a fourth ends the call with status 1."""
        n = self.ncol
        st, done, restarts = 1, 0, 0
        fresh = True  # a chunk runs before the deadline is checked (also after a restart)
        while done < max_iter:
            _check_interrupt()
            if not fresh and time.perf_counter() > self.deadline:
                break
            fresh = False
            k = min(self.chunk, max_iter - done)
            try:
                st, it = simplex(self.cstart[:n + 1], self.cidx[:self._nnz],
                                 self.cval[:self._nnz], self.cost[:n], self.disabled[:n],
                                 self.bidx, self.Binv, self.xB, self.b, n, k, 1e-9,
                                 max(self.part_min, n // self.part_div), self._ptr)
            except np.linalg.LinAlgError:
                # a refactorisation met a numerically singular basis (seen after a long
                # degenerate stall): start again from the unit basis, which is primal
                # feasible, with a fresh perturbation (the same one would replay the
                # same pivots); at most three times a call, then report "stopped" from
                # the unit basis (never from the singular one)
                st = 1
                self.restart()
                if restarts == 3:
                    break
                restarts += 1
                self.restarts += 1
                done += k
                fresh = True
                continue
            self.iterations += it
            done += it
            if st != 1:
                break
        cB = self.cost[self.bidx]
        y = cB @ self.Binv
        x = np.zeros(n)
        x[self.bidx] = np.maximum(self.Binv @ self.b0, 0.0)
        return int(st), float(cB @ x[self.bidx]), y, x

    def restart(self) -> None:
        """Back to the starting basis of unit columns (artificials and slacks), with a
        new right-hand-side perturbation (reported values use the unperturbed one)."""
        self._perturb(self._seed + 1 + self.restarts)
        self.bidx = np.arange(self.r, dtype=np.int64)
        self.Binv = np.eye(self.r)
        self.xB = self.b.copy()
        self._ptr[0] = 0

    def save_basis(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """A copy of the basis."""
        return self.bidx.copy(), self.Binv.copy(), self.xB.copy()

    def load_basis(self, saved: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:
        """Restore :meth:`save_basis` (columns are only ever appended, so it stays a
        basis)."""
        self.bidx, self.Binv, self.xB = (x.copy() for x in saved)
