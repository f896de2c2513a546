"""Groups of identical GPUs, their Lagrangian relaxation and its column generation
(issue 25; ``models/hgsp-lagrangian-dp.md``, section "Several GPUs").

A :class:`Group` is a set of GPUs with the same processing-time column, memory
feasibility and completion windows; the relaxation "each task exactly once" splits into
``|G|`` copies of the group's pseudo-schedule DP (:mod:`.parallel_dp`):

    L(mu) = sum_i mu_i + sum_G |G| z_G(mu),   z_G = min(0, shortest path at mu).

Column generation (:func:`column_generation`) maximises ``L`` through its LP dual, the
master problem over pseudo-schedules ``P`` of each group:

    min sum_P c_P lambda_P   s.t.   sum_P a_iP lambda_P = 1 (each task i),
                                    sum_{P in G} lambda_P <= |G| (each group),

priced by the DP at stabilised duals (Wentges smoothing: ``alpha`` x the best
Lagrangian point + ``(1 - alpha)`` x the LP duals). The returned bound is always a value
``L(mu)`` computed by the DP (valid for any ``mu``), never the LP's value.

On two identical GPUs without release dates the stops are paired (:func:`pair_stops`):
``mu`` then also holds one multiplier ``eta_t`` per pairing row after the task
multipliers, and a path's value includes its stop value.

Windows (which ``(task, completion)`` pairs exist), in integer ticks:

* completion ``>= a_i + p_iG``; objective cut ``<= d_i + floor(UB / w_i)`` (a schedule
  better than ``UB`` has every term below ``UB``);
* with release dates: the semi-active horizon ``max a + sum_{fits} p`` of the group;
* without release dates (every ``a_i`` equal): ``<= a + floor((P_G - p_iG) / |G|) +
  p_iG`` with ``P_G = sum_{i fits G} p_iG``. Some optimal schedule has it: among the
  optimal non-delay schedules take one of least total completion time; if a task ``j``
  started after the end ``L_k`` of another GPU ``k`` of its group, moving ``j`` to the
  end of ``k`` would lower its completion and every later completion on its old GPU
  (the weighted tardiness does not rise), so ``s_j <= L_k`` for every other ``k`` of the
  group; with ``s_j + p_j`` on its own GPU, ``|G| s_j + p_j <= sum_k L_k <= P_G``.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from dataclasses import dataclass, field
from itertools import chain

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from . import parallel_dp as D
from .parallel_cuts import NO_PEN, NO_SPEN, CapacityCut, CutPool

STATS = {"lp_s": 0.0, "lp_n": 0, "lp_it": 0}
#: largest adjacency table ``n_G^2 (T_G + 1)`` built (bytes)
MAX_TABLE = 400_000_000


def task_rank(p: np.ndarray, r: np.ndarray, w: np.ndarray, d: np.ndarray) -> np.ndarray:
    """Order by ``(p, r, d, -w, index)``: a linear extension of the componentwise
    dominance order (rule 4 of :mod:`optsched.hgsp.exact_common`); ``p`` first, so a tie
    swap towards lower rank never raises the total completion time."""
    order = np.lexsort((np.arange(p.size), -np.asarray(w), d, r, p))
    rank = np.empty(p.size, dtype=np.int64)
    rank[order] = np.arange(p.size)
    return rank


@dataclass
class Group:
    """One group of identical GPUs (integer data; ``idx``: the tasks that fit)."""

    gpus: tuple[int, ...]
    idx: np.ndarray
    p: np.ndarray
    r: np.ndarray
    w: np.ndarray
    d: np.ndarray
    cost: np.ndarray  # (n_G, T+1): w max(0, t - d) inside the window, INF outside
    rank: np.ndarray
    A: np.ndarray
    idle: bool
    alive: np.ndarray  # (n_G, T+1) bool
    #: paired stops (:func:`pair_stops`): per tick the pairing row of a path that stops
    #: there (-1: none), its sign, whether a path may stop there; ``None``: off
    stop_row: np.ndarray | None = None
    stop_sign: np.ndarray | None = None
    stop_ok: np.ndarray | None = None
    #: index of the first pairing multiplier in ``mu`` (the task count)
    eta_off: int = 0
    #: number of pairing rows (0: paired stops off)
    pairs: int = 0
    #: capacity cuts (:mod:`.parallel_cuts`, shared by every group) and the index of
    #: their first multiplier in ``mu`` (after the task and pairing multipliers)
    cuts: CutPool | None = None
    cut_off: int = 0
    _pens: tuple | None = field(default=None, repr=False)

    @property
    def size(self) -> int:
        """Number of GPUs in the group."""
        return len(self.gpus)

    @property
    def horizon(self) -> int:
        """Last tick of the DP."""
        return int(self.cost.shape[1] - 1)

    def penalties(self, mu: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Arc and stop values of the cut multipliers in ``mu`` (clipped at 0;
        :meth:`.parallel_cuts.CutPool.penalties`); the no-cut arrays without cuts."""
        if self.cuts is None or not len(self.cuts):
            return NO_PEN, NO_SPEN
        pi = cut_mu(self, mu)
        key = pi.tobytes()
        if self._pens is None or self._pens[0] != key:  # lagrangian, then the trace
            self._pens = (key, self.cuts.penalties(pi, self.idx, self.cost.shape[1]))
        return self._pens[1]

    def forward(self, mu: np.ndarray,
                pens: tuple[np.ndarray, np.ndarray] | None = None) -> np.ndarray:
        """:func:`.parallel_dp.forward` at the multipliers of these tasks (``pens``:
        :meth:`penalties` at ``mu`` if already computed)."""
        pen = (self.penalties(mu) if pens is None else pens)[0]
        return D.forward(self.p, self.r, self.cost, mu[self.idx], self.A, self.idle,
                         self.alive, pen)

    def backward(self, mu: np.ndarray,
                 pens: tuple[np.ndarray, np.ndarray] | None = None) -> np.ndarray:
        """:func:`.parallel_dp.backward` at the multipliers of these tasks."""
        pen, spen = self.penalties(mu) if pens is None else pens
        return D.backward(self.p, self.r, self.cost, mu[self.idx], self.A, self.idle,
                          self.alive, self.stop_values(mu), pen, spen)

    def stop_values(self, mu: np.ndarray) -> np.ndarray:
        """Value of stopping after a task completing at ``t = 0..T``: 0 without paired
        stops; with them ``-sign(t) eta_row(t)`` (``eta = mu[eta_off:]``, the pairing
        multipliers) and ``INF`` where a stop has no possible partner."""
        v = np.zeros(self.cost.shape[1])
        if self.stop_row is None or self.stop_sign is None or self.stop_ok is None:
            return v
        has = self.stop_row >= 0
        v[has] = -self.stop_sign[has] * mu[self.eta_off + self.stop_row[has]]
        v[~self.stop_ok] = D.INF
        return v

    def through(self, mu: np.ndarray) -> tuple[np.ndarray, float]:
        """``(V, z_G)``: ``V[q, t]`` the best path through state ``(t, q)`` (INF if
        none) and ``z_G = min(0, best path)``, from the forward and backward tables."""
        pens = self.penalties(mu)
        F = self.forward(mu, pens)
        B = self.backward(mu, pens)
        return D.node_values(F, B), min(0.0, float(B[0, -1]))

    def restrict(self, keep: np.ndarray) -> None:
        """Remove the ``(task, completion)`` pairs where ``keep`` is False for good."""
        self.alive &= keep
        self.cost = np.where(self.alive, self.cost, D.INF)


def identical_groups(p: np.ndarray, fits: np.ndarray) -> list[tuple[int, ...]]:
    """GPUs with the same memory feasibility and processing-time column."""
    keys: dict[tuple, list[int]] = {}
    for j in range(p.shape[1]):
        key = (tuple(fits[:, j].tolist()), tuple(np.where(fits[:, j], p[:, j], -1).tolist()))
        keys.setdefault(key, []).append(j)
    return [tuple(v) for v in keys.values()]


def latest_completions(p: np.ndarray, fits: np.ndarray, a: np.ndarray, d: np.ndarray,
                       w: np.ndarray, ub: int | None,
                       groups: list[tuple[int, ...]]) -> np.ndarray:
    """``lc[i, j]``: latest completion of task ``i`` on GPU ``j`` kept by the windows of
    the module docstring (ticks)."""
    n, m = p.shape
    lc = np.zeros((n, m), dtype=np.int64)
    uniform = bool(np.all(a == a[0]))
    for g in groups:
        j = g[0]
        f = fits[:, j]
        PG = int(p[f, j].sum())
        if uniform:
            col = int(a[0]) + (PG - p[:, j]) // len(g) + p[:, j]
        else:
            col = np.full(n, int(a[f].max(initial=0)) + PG, dtype=np.int64)
        for jj in g:
            lc[:, jj] = col
    if ub is not None:
        for i in range(n):
            if w[i] > 0:
                lc[i] = np.minimum(lc[i], d[i] + ub // int(w[i]))
    return lc


def build_groups(p: np.ndarray, fits: np.ndarray, a: np.ndarray, d: np.ndarray,
                 w: np.ndarray, ub: int | None, paired: bool = False) -> list[Group]:
    """The :class:`Group` list of an instance in integer ticks / integer weights.

    ``p``: (n, m) ticks, ``fits``: (n, m) bool, ``a``, ``d``: (n,) ticks, ``w``: (n,)
    integer weights, ``ub``: an integer upper bound (objective cut) or ``None``;
    ``paired``: paired stops where they are valid (:func:`pair_stops`)."""
    groups = identical_groups(p, fits)
    lc = latest_completions(p, fits, a, d, w, ub, groups)
    idle = not bool(np.all(a == a[0]))
    out = []
    for g in groups:
        j = g[0]
        idx = np.flatnonzero(fits[:, j] & (a + p[:, j] <= lc[:, j]))
        if idx.size == 0:
            continue
        pj = p[idx, j].astype(np.int64)
        rj = a[idx].astype(np.int64)
        last = lc[idx, j].astype(np.int64)
        T = int(max(last.max(), 1))
        t = np.arange(T + 1, dtype=np.float64)
        cost = w[idx, None].astype(np.float64) * np.maximum(0.0, t[None, :] - d[idx, None])
        alive = ~((t[None, :] < (rj + pj)[:, None]) | (t[None, :] > last[:, None]))
        cost[~alive] = D.INF
        rank = task_rank(pj, rj, w[idx], d[idx])
        size = idx.size * idx.size * (T + 1)
        if size > MAX_TABLE:
            from optsched.core.errors import InstanceError

            raise InstanceError("tasks", f"the adjacency table of GPU group {list(g)} "
                                f"would need {size:,} bytes (> {MAX_TABLE:,})")
        A = D.allowed_table(pj, rj, cost, rank)
        out.append(Group(g, idx, pj, rj, w[idx].astype(np.int64),
                         d[idx].astype(np.int64), cost, rank, A, idle, alive))
    if paired:
        pair_stops(out, p.shape[0])
    return out


def pair_stops(groups: list[Group], n: int) -> int:
    """Pair the stops of the two GPUs when every task is in one group of two GPUs and
    there are no release dates; returns the number of pairing rows (0: not applicable).

    Then ``S*`` (windows in the module docstring) runs both GPUs without idle time from
    0, and neither is empty (an empty GPU ``k`` has ``L_k = 0``, so every task would start
    at 0: ``n <= 1``); the loads sum to ``P = sum p``: a GPU that stops at ``t`` has a
    partner that stops at ``P - t``. With ``x_t`` the number of paths that stop at
    ``t``, ``x_t = x_{P - t}`` for ``t < P / 2`` (one row per ``t`` with ``P - t <= T``;
    ``T`` the horizon) and no path stops at ``t < P - T``. The rows are dualised with
    free multipliers ``eta`` (stop value ``-eta_t`` at ``t``, ``+eta_t`` at ``P - t``);
    every schedule's pair of stops then adds 0, so ``L(mu, eta)`` stays a lower bound
    (``models/hgsp-lagrangian-dp.md``, "Paired stops")."""
    if len(groups) != 1:
        return 0
    gr = groups[0]
    if gr.size != 2 or gr.idle or gr.idx.size != n or n < 2:
        return 0
    P, T = int(gr.p.sum()), gr.horizon
    t = np.arange(T + 1)
    partner = P - t
    ok = (t >= 1) & (partner >= 1) & (partner <= T)
    lo = max(1, P - T)
    row = np.full(T + 1, -1, dtype=np.int64)
    sign = np.zeros(T + 1)
    low = ok & (2 * t < P)
    row[low] = t[low] - lo
    sign[low] = 1.0
    high = ok & (2 * t > P)
    row[high] = partner[high] - lo
    sign[high] = -1.0
    if not low.any():
        return 0
    gr.stop_row, gr.stop_sign, gr.stop_ok, gr.eta_off = row, sign, ok, n
    gr.pairs = int(row.max() + 1)
    return gr.pairs


def n_pairs(groups: list[Group]) -> int:
    """Pairing multipliers after the task multipliers in ``mu`` (0: none)."""
    return sum(gr.pairs for gr in groups)


def n_cuts(groups: list[Group]) -> int:
    """Cut multipliers after the pairing multipliers in ``mu`` (0: none)."""
    pool = groups[0].cuts if groups else None
    return 0 if pool is None else len(pool)


def task_mu(groups: list[Group], mu: np.ndarray) -> np.ndarray:
    """The task multipliers of ``mu`` (without the pairing and cut multipliers)."""
    k = n_pairs(groups) + n_cuts(groups)
    return mu[:mu.size - k] if k else mu


def cut_mu(gr: Group, mu: np.ndarray) -> np.ndarray:
    """The cut multipliers of ``mu``, clipped at 0 (a cut is a ``>=`` row: only
    ``pi >= 0`` keeps ``L(mu, pi)`` a lower bound)."""
    C = 0 if gr.cuts is None else len(gr.cuts)
    return np.maximum(mu[gr.cut_off:gr.cut_off + C], 0.0)


def pad_mu(mu: np.ndarray, dim: int) -> np.ndarray:
    """``mu`` with zero multipliers appended up to length ``dim`` (rows added since
    ``mu`` was computed: a zero multiplier leaves ``L`` unchanged)."""
    return mu if mu.size >= dim else np.concatenate([mu, np.zeros(dim - mu.size)])


def enable_cuts(groups: list[Group], n: int) -> CutPool | None:
    """Attach an empty :class:`.parallel_cuts.CutPool` to the groups where capacity
    cuts are valid: one group (every task has one processing time) without release
    dates (no idle time), and whose arc-value table fits :data:`MAX_TABLE` bytes;
    ``None`` elsewhere."""
    if len(groups) != 1 or groups[0].idle or groups[0].idx.size != n:
        return None
    T1 = groups[0].cost.shape[1]
    if 8 * T1 * n * (n + 1) > MAX_TABLE:  # the arc values (float64) of one DP call
        return None
    pool = CutPool(n, groups[0].horizon)
    for gr in groups:
        gr.cuts, gr.cut_off = pool, n + n_pairs(groups)
    return pool


def _cut_total(groups: list[Group], mu: np.ndarray) -> float:
    """``sum_c pi_c``: each cut row has right-hand side 1."""
    return float(cut_mu(groups[0], mu).sum()) if groups and n_cuts(groups) else 0.0


def lagrangian(groups: list[Group], mu: np.ndarray) -> tuple[float, list[np.ndarray],
                                                              np.ndarray]:
    """``(L(mu), forward tables, z_G per group)``."""
    total = float(task_mu(groups, mu).sum()) + _cut_total(groups, mu)
    tabs = []
    z = np.zeros(len(groups))
    for g, gr in enumerate(groups):
        pen, spen = gr.penalties(mu)
        F = gr.forward(mu, (pen, spen))
        tabs.append(F)
        if F.shape[0] > 1:
            end = F[1:, :-1]
            if gr.pairs:
                end = end + gr.stop_values(mu)[1:, None]
            if pen.shape[0] > 1:
                end = end + spen[1:]
            z[g] = min(0.0, float(end.min()))
        total += gr.size * z[g]
    return total, tabs, z


@dataclass(frozen=True)
class Column:
    """A pseudo-schedule of group ``g``: tasks (global indices) in order, completions."""

    g: int
    jobs: tuple[int, ...]
    ends: tuple[int, ...]
    cost: float


@dataclass
class CGResult:
    """Outcome of :func:`column_generation`."""

    bound: float  # best L(mu) computed by the DP
    mu: np.ndarray  # its multipliers
    lp_value: float  # last master LP value (an upper bound on max L when converged)
    iterations: int
    columns: int
    converged: bool
    seconds: float
    history: list[tuple[float, float]] = field(default_factory=list)
    master: Master | None = None


#: the master's pivot cap a solve, and the cap once one of its solves stalled at it
PIVOT_CAP, STALL_PIVOTS = 100_000, 5_000


class Master:
    """The restricted master LP (:class:`.parallel_lp.DenseLP`), shared by every node of a
    branch-and-price tree: columns that a node's restrictions forbid are disabled
    (:meth:`restrict_to`). One artificial column per task (cost ``big``) keeps every
    restricted master feasible; it only steers the duals -- bounds always come from the
    DP. :meth:`purge` rebuilds the LP with fewer columns.

    With paired stops (:func:`pair_stops`) the ``R`` pairing rows ``x_t - x_{P-t} = 0``
    are ``R`` rows ``x_t - x_{P-t} <= 0`` and one row ``sum_t (x_{P-t} - x_t) <= 0``
    (together: equalities), each with a slack column (the simplex needs a unit starting
    basis); ``eta_t`` = the dual of row ``t`` minus the dual of the sum row. A column
    whose stop has no partner tick is not added."""

    def __init__(self, n: int, groups: list[Group], big: float) -> None:
        self.n, self.groups = n, groups
        self.R = n_pairs(groups)
        #: capacity cuts (the groups' pool; rows ``sum_P g_cP lambda_P >= 1`` after the
        #: pairing rows, each with an artificial unit column and a surplus column)
        self.pool = groups[0].cuts if groups else None
        self.C = 0 if self.pool is None else len(self.pool)  # the pool's rows, if any
        #: processing time of every (global) task on the GPUs of each group (0: not in it)
        self.p_of: list[np.ndarray] = []
        for gr in groups:
            pg = np.zeros(n, dtype=np.int64)
            pg[gr.idx] = gr.p
            self.p_of.append(pg)
        self.big = float(big)
        self.max_big = float(big) * 1e4
        #: the simplex's pivot cap a solve (:data:`STALL_PIVOTS` once a solve stalled)
        self.pivot_cap = PIVOT_CAP
        self.cols: list[Column] = []
        self.seen: set[tuple] = set()
        self._local = []
        for gr in groups:
            loc = np.full(n, -1, dtype=np.int64)
            loc[gr.idx] = np.arange(gr.idx.size)
            self._local.append(loc)
        self._reset_entries()
        self.enabled = np.zeros(0, dtype=bool)
        self._build()

    @property
    def rows(self) -> int:
        """Task rows, group rows, the pairing rows and their sum row, cut rows."""
        return self.n + len(self.groups) + self._pair_rows + self.C

    @property
    def dim(self) -> int:
        """Length of a multiplier vector: tasks, pairing rows, cuts."""
        return self.n + self.R + self.C

    @property
    def _pair_rows(self) -> int:
        return self.R + 1 if self.R else 0

    @property
    def _cut_base(self) -> int:
        return self.n + len(self.groups) + self._pair_rows

    @property
    def n_art(self) -> int:
        """Columns before the real ones: one unit column per row (artificials and
        slacks), then the cut rows' surplus columns."""
        return self.rows + self.C

    def add_cuts(self, cuts: list[CapacityCut]) -> int:
        """Add the capacity cuts not yet in the pool as rows; returns how many were
        added. The LP is rebuilt and restarted from the old basis plus the new rows'
        artificial columns (at value ``1 - lhs``: feasible for rows the last primal
        solution violates; otherwise the unit basis)."""
        if self.pool is None:
            return 0
        new = self.pool.add(cuts)
        if new:
            old = (self.lp.bidx.copy(), self.rows, self.n_art)
            self.C = len(self.pool)
            self._build()
            self._warm_start(*old)
        return len(new)

    def _warm_start(self, bidx: np.ndarray, rows: int, n_art: int) -> None:
        """Basis of the LP before :meth:`add_cuts` (``rows`` rows, ``n_art`` columns
        before the real ones) in the new column numbering, plus one artificial per new
        row; kept if primal feasible."""
        from .parallel_lp import _refactor

        lp = self.lp
        new = np.empty_like(bidx)
        unit = bidx < rows
        surplus = (bidx >= rows) & (bidx < n_art)
        real = bidx >= n_art
        new[unit] = bidx[unit]
        new[surplus] = self.rows + (bidx[surplus] - rows)
        new[real] = bidx[real] - n_art + self.n_art
        basis = np.concatenate([new, np.arange(rows, self.rows)]).astype(np.int64)
        Binv, xB = _refactor(lp.cstart, lp.cidx, lp.cval, basis, self.rows, lp.b)
        # old basic values drift by ~1e-7 in long simplex runs: tolerate, then clip
        if np.all(np.isfinite(xB)) and xB.min() >= -1e-6 * max(1.0, float(lp.b.max())):
            lp.bidx, lp.Binv, lp.xB = basis, Binv, np.maximum(xB, 0.0)

    def drop_cuts(self, keep: np.ndarray | None = None) -> None:
        """Remove the cut rows (all, or those where ``keep`` is False) from the master
        and the groups' pool (rebuilds the LP). Multiplier vectors of the old layout no
        longer fit: keep their first ``n + R`` entries and the kept rows' entries."""
        if self.pool is None or not self.C:
            return
        keep = np.zeros(self.C, dtype=bool) if keep is None else np.asarray(keep, bool)
        self.pool.keep(keep)
        self.C = len(self.pool)
        self._build()

    def cut_coefficients(self, c: Column) -> np.ndarray:
        """Coefficient of column ``c`` in every cut row."""
        if self.pool is None or not self.C:
            return np.zeros(0)
        jobs = np.asarray(c.jobs, dtype=np.int64)
        return self.pool.column_coefficients(jobs, np.asarray(c.ends, dtype=np.int64),
                                             self.p_of[c.g][jobs])

    def cut_term(self, c: Column, pi: np.ndarray) -> float:
        """``sum_c pi_c g_c(column)``, the cut duals' share of ``c``'s reduced cost
        (duals ``pi`` as returned by :meth:`solve`)."""
        if not self.C:
            return 0.0
        return float(self.cut_coefficients(c) @ pi[self.n + self.R:])

    def _reset_entries(self) -> None:
        # one entry per (column, occurrence): group, local task index, completion
        self._eg: list[np.ndarray] = []
        self._eq: list[np.ndarray] = []
        self._et: list[np.ndarray] = []
        self._ec: list[np.ndarray] = []
        self._cc: list[np.ndarray] = []  # cut coefficients per column
        self._flat: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None

    def _build(self) -> None:
        from .parallel_lp import DenseLP

        n, g = self.n, len(self.groups)
        b = np.concatenate([np.ones(n), np.array([float(gr.size) for gr in self.groups]),
                            np.zeros(self._pair_rows), np.ones(self.C)])
        old = getattr(self, "lp", None)
        self.stopped = False
        self.lp = DenseLP(b, np.concatenate([np.full(n, self.big),
                                             np.zeros(g + self._pair_rows),
                                             np.full(self.C, self.big)]))
        if self.C:  # surplus of each cut row
            base = self._cut_base
            self.lp.add(np.zeros(self.C), [np.array([base + q]) for q in range(self.C)],
                        [np.array([-1.0]) for _ in range(self.C)])
        self._x = np.zeros(self.n_art)
        if old is not None:
            self.lp.deadline = old.deadline  # a purge keeps the running deadline
        cols, enabled = self.cols, self.enabled
        self.cols, self.seen = [], set()
        self._reset_entries()
        self.enabled = np.zeros(0, dtype=bool)
        if cols:
            self.add(cols)
            self.enabled = enabled.copy()
            self.lp.set_enabled(np.arange(len(cols)) + self.n_art, enabled)

    def purge(self, keep: np.ndarray) -> None:
        """Keep only the columns where ``keep`` is True (rebuilds the LP)."""
        self.cols = [c for c, k in zip(self.cols, keep) if k]
        self.enabled = self.enabled[keep]
        self._build()

    def add(self, cols: list[Column], cut_coefs: list[np.ndarray] | None = None) -> int:
        """Add the columns not yet present; returns how many were added (``cut_coefs``:
        their :meth:`cut_coefficients`, when the caller has them already)."""
        pick = [q for q, c in enumerate(cols) if (c.g, c.jobs, c.ends) not in self.seen
                and self._stop_ok(c)]
        new = [cols[q] for q in pick]
        if not new:
            return 0
        idx, val = [], []
        k0 = len(self.cols)
        base = self.n + len(self.groups)
        for q, c in enumerate(new):
            self.seen.add((c.g, c.jobs, c.ends))
            cnt = Counter(c.jobs)
            ix, vx = [*cnt.keys(), self.n + c.g], [*cnt.values(), 1.0]
            row, sign = self._stop_row(c)
            if row >= 0:
                ix += [base + row, base + self.R]
                vx += [sign, -sign]
            if self.C:
                cc = (self.cut_coefficients(c) if cut_coefs is None
                      else cut_coefs[pick[q]])
                nz = np.flatnonzero(cc > 1e-12)
                ix += (self._cut_base + nz).tolist()
                vx += cc[nz].tolist()
                self._cc.append(cc)
            idx.append(np.array(ix, dtype=np.int64))
            val.append(np.array(vx, dtype=float))
        # one entry per (column, task occurrence), the whole batch at once
        sizes = [len(c.jobs) for c in new]
        total = sum(sizes)
        jobs = np.fromiter(chain.from_iterable(c.jobs for c in new), np.int64, total)
        eg = np.repeat(np.array([c.g for c in new], dtype=np.int64), sizes)
        eq = np.empty(total, dtype=np.int64)
        for g in np.unique(eg).tolist():
            sel = eg == g
            eq[sel] = self._local[g][jobs[sel]]
        self._eg.append(eg)
        self._eq.append(eq)
        self._et.append(np.fromiter(chain.from_iterable(c.ends for c in new), np.int64,
                                    total))
        self._ec.append(np.repeat(np.arange(k0, k0 + len(new), dtype=np.int64), sizes))
        self.lp.add(np.array([c.cost for c in new]), idx, val)
        self.cols.extend(new)
        self.enabled = np.concatenate([self.enabled, np.ones(len(new), dtype=bool)])
        return len(new)

    def _stop_row(self, c: Column) -> tuple[int, float]:
        """Pairing row and sign of column ``c`` (``(-1, 0)``: none)."""
        gr = self.groups[c.g]
        if gr.stop_row is None or gr.stop_sign is None or not c.ends:
            return -1, 0.0
        t = c.ends[-1]
        return int(gr.stop_row[t]), float(gr.stop_sign[t])

    def _stop_ok(self, c: Column) -> bool:
        """May column ``c`` stop where it does (always, without paired stops)?"""
        gr = self.groups[c.g]
        if gr.stop_ok is None or not c.ends:
            return True
        t = c.ends[-1]
        return 0 <= t < gr.stop_ok.size and bool(gr.stop_ok[t])

    def stop_term(self, c: Column, pi: np.ndarray) -> float:
        """Stop value of column ``c`` at the duals ``pi`` (tasks, then pairing rows):
        its reduced cost is ``cost - pi(tasks) - sigma_G + stop_term``."""
        row, sign = self._stop_row(c)
        return 0.0 if row < 0 else -sign * float(pi[self.n + row])

    def entries(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """``(group, local task, completion, column)`` of every task occurrence."""
        flat = self._flat
        if flat is None:
            e = np.zeros(0, dtype=np.int64)
            flat = (e, e, e, e)
        if self._eg:  # append the entries added since the last call
            flat = (np.concatenate([flat[0], *self._eg]), np.concatenate([flat[1], *self._eq]),
                    np.concatenate([flat[2], *self._et]), np.concatenate([flat[3], *self._ec]))
            self._eg, self._eq, self._et, self._ec = [], [], [], []
        self._flat = flat
        return flat

    def compatible(self, alive: list[np.ndarray]) -> np.ndarray:
        """Columns whose every (task, completion) is alive."""
        eg, eq, et, ec = self.entries()
        if len(alive) == 1:
            ok = alive[0][eq, et]
        else:
            ok = np.ones(eg.size, dtype=bool)
            for g, al in enumerate(alive):
                sel = eg == g
                ok[sel] = al[eq[sel], et[sel]]
        return ~(np.bincount(ec[~ok], minlength=len(self.cols)) > 0)

    def restrict_to(self, alive: list[np.ndarray]) -> None:
        """Enable exactly the columns whose every (task, completion) is alive."""
        if not self.cols:
            return
        want = self.compatible(alive)
        change = np.flatnonzero(want != self.enabled)
        if change.size:
            self.lp.set_enabled(change + self.n_art, want[change])
            self.enabled = want

    def solve(self) -> tuple[float, np.ndarray, np.ndarray]:
        """``(LP value, coverage duals, group duals)``; with paired stops the coverage
        duals are followed by the pairing duals ``eta`` (the two ``<=`` rows' difference)."""
        t0 = time.perf_counter()
        it0 = self.lp.iterations
        st, obj, y, x = self.lp.solve(self.pivot_cap)
        self.stopped = st != 0  # past the deadline (or the iteration cap): not optimal
        if self.stopped and time.perf_counter() <= self.lp.deadline:
            # at the cap in a degenerate stall (wt100 #61 m = 2: 100,000 pivots at the
            # incumbent's value): such an LP rarely leaves its vertex, so from now on
            # this master pivots less and the column generation prices more
            self.pivot_cap = STALL_PIVOTS
        self._x = x
        STATS["lp_s"] += time.perf_counter() - t0
        STATS["lp_n"] += 1
        STATS["lp_it"] += self.lp.iterations - it0
        g = len(self.groups)
        pi = y[:self.n].copy()
        if self.R:
            b0 = self.n + g
            eta = y[b0:b0 + self.R] - y[b0 + self.R]
            pi = np.concatenate([pi, eta])
        if self.C:
            pi = np.concatenate([pi, y[self._cut_base:self._cut_base + self.C]])
        return obj, pi, y[self.n:self.n + g].copy()

    def save_basis(self):
        """The current simplex basis (see :meth:`load_basis`)."""
        return self.lp.save_basis()

    def load_basis(self, saved) -> None:
        """Restore a basis of :meth:`save_basis` (ignored if the pool was rebuilt since,
        which :meth:`purge` signals by a smaller column count)."""
        if saved[0].max(initial=0) < self.lp.ncol:
            self.lp.load_basis(saved)

    def primal(self) -> np.ndarray:
        """Values of the real (non-artificial) columns of the last solve."""
        return self._x[self.n_art:]

    def reduced_costs(self, pi: np.ndarray, sigma: np.ndarray) -> np.ndarray:
        """Reduced cost of every column at duals ``(pi, sigma)``."""
        eg, eq, et, ec = self.entries()
        gl = np.array([c.g for c in self.cols], dtype=np.int64)
        cost = np.array([c.cost for c in self.cols])
        glob = np.concatenate([gr.idx for gr in self.groups])
        off = np.cumsum([0] + [gr.idx.size for gr in self.groups])[:-1]
        tasks = glob[off[eg] + eq]
        red = cost - np.bincount(ec, weights=pi[tasks], minlength=len(self.cols))
        if self.R:
            red += np.array([self.stop_term(c, pi) for c in self.cols])
        if self.C:
            red -= np.vstack(self._cc) @ pi[self.n + self.R:]
        return red - sigma[gl]

    def raise_big(self, factor: float = 10.0) -> bool:
        """Multiply the cost of the artificial columns (they were used at an optimum:
        either the node is infeasible or they were too cheap to be neutral); False when
        already at ``max_big``."""
        if self.big >= self.max_big:
            return False
        self.big *= factor
        art = self._artificials()
        self.lp.set_cost(art, np.full(art.size, self.big))
        return True

    def _artificials(self) -> np.ndarray:
        """Column indices of the artificial columns (task rows, cut rows)."""
        return np.concatenate([np.arange(self.n),
                               self._cut_base + np.arange(self.C)]).astype(np.int64)

    def artificial(self, tasks_only: bool = False) -> float:
        """Total value of the artificial columns in the last solve (``tasks_only``: of
        the task rows' only -- a cut row leaning on its artificial says nothing about
        whether real columns cover the tasks)."""
        if tasks_only:
            return float(self._x[:self.n].sum())
        return float(self._x[self._artificials()].sum())


def schedule_columns(groups: list[Group], gpu: np.ndarray, start: np.ndarray,
                     p: np.ndarray, w: np.ndarray, d: np.ndarray) -> list[Column]:
    """The machine sequences of a schedule as columns (one per used GPU)."""
    where = {j: g for g, gr in enumerate(groups) for j in gr.gpus}
    out = []
    for j in np.unique(gpu):
        tasks = np.flatnonzero(gpu == j)
        tasks = tasks[np.argsort(start[tasks], kind="stable")]
        ends = start[tasks] + p[tasks, j]
        c = float(np.sum(w[tasks] * np.maximum(0, ends - d[tasks])))
        out.append(Column(where[int(j)], tuple(int(x) for x in tasks),
                          tuple(int(x) for x in ends), c))
    return out


_NO_CUTS = np.zeros(0)  # the cut coefficients of every column while there are no rows


def _paths(gr: Group, g: int, F: np.ndarray, max_paths: int, mu: np.ndarray
           ) -> tuple[list[Column], np.ndarray, np.ndarray, np.ndarray]:
    """The DP's best paths of group ``g`` (:func:`.parallel_dp.trace_paths`) as columns,
    with their tasks as a padded matrix and their costs: ``(columns, tasks, real,
    cost)``, ``tasks[q, k]`` the global index of path ``q``'s ``k``-th task where
    ``real[q, k]`` (0 elsewhere)."""
    pen, spen = gr.penalties(mu)
    jobs, ends, lens = D.trace_paths(F, gr.p, gr.A, gr.idle, -1e-9, max_paths,
                                     gr.stop_values(mu), pen, spen)
    # every path at once (integer data: the costs are exact sums); the mask keeps the
    # padding out
    real = np.arange(jobs.shape[1]) < lens[:, None]
    loc = np.where(real, jobs, 0)
    cost = np.where(real, gr.w[loc] * np.maximum(0, ends - gr.d[loc]), 0).sum(axis=1)
    glob = np.where(real, gr.idx[loc], 0)
    tasks = glob.tolist()
    done = ends.tolist()
    cols = [Column(g, tuple(tasks[q][:L]), tuple(done[q][:L]), float(cost[q]))
            for q, L in enumerate(lens.tolist())]
    return cols, glob, real, cost.astype(float)


def _columns_from(gr: Group, g: int, F: np.ndarray, max_paths: int, mu: np.ndarray
                  ) -> list[Column]:
    """:func:`_paths`' columns alone."""
    return _paths(gr, g, F, max_paths, mu)[0]


def column_generation(groups: list[Group], n: int, master: Master, ub: float | None,
                      mu0: np.ndarray | None = None, time_limit: float = 30.0,
                      max_iterations: int = 10_000, alpha: float = 0.8,
                      max_paths: int | None = None, tol: float = 1e-6,
                      stop_below: float | None = None) -> CGResult:
    """Maximise ``L(mu)`` over the groups' current ``alive`` states by column generation
    (module docstring) on ``master`` (already restricted to them).

    ``ub``: integer upper bound (stop when ``ceil(L) >= ub``); ``mu0``: first stability
    centre. Stops when the master LP
    value is within ``tol`` (relative) of the best ``L`` (converged), when no column
    prices out at the LP duals (converged: then ``L`` = LP), at the time limit or the
    iteration limit. ``stop_below``: also stop once the restricted master, without
    artificial columns, is at most this value (the master's value is an upper bound on
    the LP optimum, hence on every Lagrangian value: the bound can no longer exceed it;
    used by probing, which only asks whether the bound can pass ``UB - 1``)."""
    t0 = time.perf_counter()
    deadline = t0 + time_limit
    master.lp.deadline = deadline  # every master solve from here on stops by then
    if max_paths is None:
        max_paths = max(10, n // 2)
    center = np.zeros(master.dim) if mu0 is None else pad_mu(mu0.astype(float), master.dim)
    best, _t, _z = lagrangian(groups, center)
    best_mu = center.copy()
    lp = math.inf
    if ub is not None and best > ub - 1 + 1e-9 * max(1.0, abs(ub)):
        return CGResult(best, best_mu, lp, 0, len(master.cols), False,
                        time.perf_counter() - t0, [], master)
    it = 0
    converged = False
    hist: list[tuple[float, float]] = []
    while it < max_iterations:
        _check_interrupt()
        lp, pi, sigma = master.solve()
        it += 1
        hist.append((best, lp))
        # the LP stopped early: out of time (stop here), or at its pivot cap in a
        # degenerate stall. The basis is primal feasible, its duals a valid pricing
        # oracle, and every bound is a Lagrangian value: go on pricing, only never call
        # the LP's value reached
        stalled = master.stopped
        if stalled and time.perf_counter() > deadline:
            break
        if best >= lp - tol * max(1.0, abs(lp)):
            if master.artificial() > 1e-9 and master.raise_big():
                continue  # the LP leaned on artificial columns: not yet its value
            converged = True
            break
        if ub is not None and best > ub - 1 + 1e-9 * max(1.0, abs(ub)):
            break
        if time.perf_counter() > deadline:
            break
        if stop_below is not None and lp <= stop_below and master.artificial() <= 1e-9:
            break
        a = alpha
        added = 0
        while True:
            mu = a * best_mu + (1.0 - a) * pi
            total, tabs, _z = lagrangian(groups, mu)
            if total > best:
                best, best_mu = total, mu.copy()
            cols: list[Column] = []
            coefs: list[np.ndarray] = []  # their cut coefficients (computed once)
            for g, (gr, F) in enumerate(zip(groups, tabs)):
                found, tasks, real, cost = _paths(gr, g, F, max_paths, mu)
                if not found:
                    continue
                # reduced costs at the LP duals: cost - pi(tasks) - sigma_G (+ the stop
                # term with paired stops, - the cut rows' term)
                rc = cost - np.where(real, pi[tasks], 0.0).sum(axis=1) - sigma[g]
                if gr.stop_row is not None:
                    rc += np.array([master.stop_term(c, pi) for c in found])
                if master.C:
                    ccs = [master.cut_coefficients(c) for c in found]
                    rc -= np.array([float(cc @ pi[master.n + master.R:]) for cc in ccs])
                else:
                    ccs = [_NO_CUTS] * len(found)
                for q in np.flatnonzero(rc < -1e-9 * np.maximum(1.0, np.abs(cost))):
                    cols.append(found[q])
                    coefs.append(ccs[q])
            added = master.add(cols, coefs)
            if added or a == 0.0:
                break
            a = 0.0 if a < 0.2 else a - 0.4  # mispricing: move towards the LP duals
        if not added:  # nothing prices out at the LP duals: the LP is optimal, L = LP
            if stalled:  # ... unless the LP stopped early: no claim, stop here
                break
            if master.artificial() > 1e-9 and master.raise_big():
                continue
            converged = True
            break
    return CGResult(best, best_mu, lp, it, len(master.cols), converged,
                    time.perf_counter() - t0, hist, master)


def tables(groups: list[Group], mu: np.ndarray) -> tuple[float, list, np.ndarray]:
    """``(L(mu), [V] per group, z_G per group)`` with ``V`` of :meth:`Group.through`
    (forward + backward: the best path through each state)."""
    total = float(task_mu(groups, mu).sum()) + _cut_total(groups, mu)
    tabs = []
    z = np.zeros(len(groups))
    for g, gr in enumerate(groups):
        _check_interrupt()
        V, z[g] = gr.through(mu)
        total += gr.size * z[g]
        tabs.append(V)
    return total, tabs, z


def surviving_pairs(groups: list[Group], mu: np.ndarray, limit: float,
                    tabs: tuple[float, list, np.ndarray] | None = None) -> list[np.ndarray]:
    """Reduced-cost fixing: ``keep[g][q, t]`` -- may task ``groups[g].idx[q]`` complete
    at ``t`` in a schedule of cost ``<= limit`` that obeys the relaxation's rules?

    The best relaxed solution through state ``(t, q)`` of group ``G`` costs
    ``L(mu) - z_G + F[t, q] + B[t, q]`` (one path through the state, the other ``|G| -
    1`` copies at their minimum, the other groups at theirs); such a schedule is a
    relaxed solution of its own cost through each of its states. A relative tolerance of
    1e-9 keeps states whose value equals ``limit`` up to rounding."""
    total, tb, z = tables(groups, mu) if tabs is None else tabs
    out = []
    for g, (gr, V) in enumerate(zip(groups, tb)):
        eps = 1e-9 * max(1.0, abs(limit), abs(total))
        out.append((V + (total - z[g]) <= limit + eps) & gr.alive)
    return out


def subgradient_start(groups: list[Group], n: int, master: Master, ub: float,
                      iterations: int = 100, deadline: float = math.inf
                      ) -> tuple[float, np.ndarray]:
    """A first stability centre for :func:`column_generation`: subgradient ascent on
    ``L(mu)`` (Polyak steps towards ``ub``, the step factor halved after 5 steps without
    improvement), from ``mu_i = 0``. Each step's shortest path per group goes into the
    master as a column. Returns ``(best L, its mu)`` (a valid bound, like every
    ``L(mu)``). Cheap next to the column generation on large instances, whose first
    LP duals (with artificial columns) give ``L`` far below 0."""
    dim = master.dim
    mu = np.zeros(dim)  # the pairing and cut multipliers stay 0 here
    best, best_mu = -math.inf, mu.copy()
    lam, stall = 2.0, 0
    for _ in range(iterations):
        _check_interrupt()
        if time.perf_counter() > deadline:
            break
        total, tabs, z = lagrangian(groups, mu)
        if best == -math.inf or total > best + 1e-9 * max(1.0, abs(best)):
            best, best_mu, stall = total, mu.copy(), 0
        else:
            stall += 1
            if stall >= 5:
                lam, stall = lam / 2.0, 0
        g = np.ones(dim)
        g[n:] = 0.0
        cols: list[Column] = []
        for k, (gr, F) in enumerate(zip(groups, tabs)):
            if z[k] >= 0.0:
                continue
            for c in _columns_from(gr, k, F, 1, mu):
                cols.append(c)
                np.subtract.at(g, np.asarray(c.jobs, dtype=np.int64), float(gr.size))
        master.add(cols)
        norm = float(g @ g)
        if norm == 0.0 or lam < 1e-4:
            break
        mu = mu + lam * max(ub - total, 1e-9 * max(1.0, abs(ub))) / norm * g
    return best, best_mu


@dataclass
class CutRound:
    """One separation round of :func:`root_cuts`."""

    added: int
    bound: float
    lp_value: float
    separation_s: float
    cg_s: float
    cg_iterations: int = 0


def root_cuts(groups: list[Group], n: int, master: Master, ub: float, cg: CGResult,
              rounds: int, deadline: float, max_cuts: int = 100,
              min_violation: float = 0.05, min_gain: float = 0.05,
              reversed_arcs: bool = False) -> tuple[CGResult, list[CutRound]]:
    """Capacity cuts at the root (:mod:`.parallel_cuts`): up to ``rounds`` times,
    separate at the master's optimum, add the rows, re-run the column generation from
    the best multipliers (the new cuts' at 0). Stops at ``deadline``
    (``time.perf_counter()``), when nothing is violated, when the bound passes
    ``ub - 1``, or when a round closes less than ``min_gain`` of the gap between the
    master LP and ``ub``.
    Returns the result with the best bound (its ``mu`` padded to :attr:`Master.dim`)
    and the rounds' figures. A no-op where cuts are not valid (:func:`enable_cuts`).
    ``reversed_arcs``: also try every set with its ticks measured from the horizon
    (the extended capacity cuts of the reversed arcs; on wt50 m = 2 #61 / #116 the
    first round's root moved by +0.1 / -1.9 against the forward ticks alone)."""
    from .parallel_cuts import arc_flow, separate

    best = cg
    log: list[CutRound] = []
    if master.pool is None or not cg.converged:
        return best, log
    p = master.p_of[0]
    shifts = (0, master.pool.horizon) if reversed_arcs else (0,)
    for _ in range(rounds):
        _check_interrupt()
        if time.perf_counter() > deadline or best.bound > ub - 1:
            break
        t0 = time.perf_counter()
        flow = arc_flow(master.cols, master.primal(), n, master.p_of)
        found = separate(flow, n, p, master.pool.horizon, max_cuts=max_cuts,
                         min_viol=min_violation, deadline=deadline, shifts=shifts)
        added = master.add_cuts([c for _v, c in found])
        t1 = time.perf_counter()
        if not added:
            break
        res = column_generation(groups, n, master, ub, mu0=best.mu,
                                time_limit=max(0.0, deadline - t1))
        log.append(CutRound(added, res.bound, res.lp_value, t1 - t0,
                            time.perf_counter() - t1, res.iterations))
        before = best.lp_value
        if res.bound > best.bound:
            best = res
        if not res.converged or not math.isfinite(before) or before >= ub:
            break
        if res.lp_value - before < min_gain * (ub - before):
            break
    best.mu = pad_mu(best.mu, master.dim)
    return best, log


def leave_cuts(groups: list[Group], master: Master, cg: CGResult, ub: int,
               keep_active: bool) -> None:
    """After :func:`root_cuts`: reduced-cost fixing at ``ub - 1`` with the cut root's
    multipliers ``cg.mu`` (:func:`surviving_pairs`; valid as for any ``L(mu, pi)``),
    then drop the cut rows -- all, or all but those with a positive multiplier
    (``keep_active``) -- and ``cg.mu``'s entries with them: every DP call of the tree
    pays for each row kept."""
    keep = surviving_pairs(groups, cg.mu, float(ub - 1))
    for gr, kp in zip(groups, keep):
        gr.restrict(kp)
    head = master.n + master.R
    pi = cg.mu[head:]
    active = pi > 1e-9 if keep_active else np.zeros(pi.size, dtype=bool)
    cg.mu = np.concatenate([cg.mu[:head], pi[active]])
    master.drop_cuts(active)
