"""The arc-flow MILP over the reduced state graphs of the GPU groups (issue 25).

For each group ``G`` the DP of :mod:`.parallel_dp` is a graph: states ``(t, k)`` ("task
``k`` completes at ``t``"), free states ``(t, n)`` (the source at 0; with release dates
also "idle at ``t``"), arcs "``k`` completes at ``t`` right after state ``(t - p_k, i)``"
allowed by the adjacent rule, and idle arcs (with release dates). A schedule whose GPU
sequences obey the rules is ``|G|`` (or fewer) source paths per group, each task on
exactly one arc. The MILP:

    min  sum_a c_a x_a
    s.t. sum_{a completes task i} x_a = 1                     (each task, every group)
         sum_{a leaves v} x_a - sum_{a enters v} x_a <= 0     (each state v but the source)
         sum_{a leaves the source of G} x_a <= |G|            (each group)
         x_a in {0, 1} on task arcs, integer in [0, |G|] on idle arcs.

Any integer solution decomposes into at most ``|G|`` paths per group; a path never holds a
task twice (each task is on exactly one arc), so the paths are GPU sequences and the
solution is a schedule of the same cost. Its LP relaxation is the master LP of
:mod:`.parallel_cg` (a network: paths and arcs give the same LP), so the root bound of
this MILP is the Lagrangian/column-generation bound.

**Reduced-cost fixing** (:func:`surviving_arcs`): at multipliers ``mu`` with forward /
backward tables ``F``, ``B``, the best relaxed solution using arc ``(s, i) -> (t, k)``
of group ``G`` costs ``L(mu) - z_G + F[s, i] + c_k(t) - mu_k + B[t, k]`` (one path through
the arc, the other ``|G| - 1`` copies at their minimum ``z_G``, the other groups at
theirs). A schedule of cost ``<= limit`` obeying the rules is such a relaxed solution
through each of its arcs, so arcs above ``limit`` can be removed: if ``OPT <= limit`` the
reduced MILP still contains an optimal schedule; if it is infeasible, ``OPT > limit``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from optsched.core import interrupt

from . import parallel_dp as D
from .parallel_dp import INF
from .kernels import njit
from .parallel_cg import Group


@njit(cache=True)
def _arcs(p, r, cost, mu, A, idle, alive, F, B, thr, eps):
    """Arcs of one group whose best relaxed path is ``<= thr`` (+ ``eps``). Returns
    ``(src_t, src_k, dst_t, dst_k)`` with ``k = n`` for the free state; a task arc
    completes ``dst_k`` at ``dst_t``; an idle arc has ``dst_k = n``, ``dst_t = src_t + 1``.
    """
    n, T1 = cost.shape
    cap = 1 << 16
    st = np.empty(cap, np.int64)
    sk = np.empty(cap, np.int64)
    dt = np.empty(cap, np.int64)
    dk = np.empty(cap, np.int64)
    m = 0
    for t in range(1, T1):
        if idle:  # idle arcs into (t, n)
            if B[t, n] < INF:
                for i in range(n + 1):
                    if F[t - 1, i] < INF and F[t - 1, i] + B[t, n] <= thr + eps:
                        if m == cap:
                            cap *= 2
                            st = _grow(st, cap)
                            sk = _grow(sk, cap)
                            dt = _grow(dt, cap)
                            dk = _grow(dk, cap)
                        st[m] = t - 1
                        sk[m] = i
                        dt[m] = t
                        dk[m] = n
                        m += 1
        for k in range(n):
            s = t - p[k]
            if s < r[k] or not alive[k, t] or cost[k, t] >= INF:
                continue
            tail = cost[k, t] - mu[k] + B[t, k]
            for i in range(n + 1):
                if i < n and not A[t, k, i]:
                    continue
                f = F[s, i]
                if f >= INF or f + tail > thr + eps:
                    continue
                if m == cap:
                    cap *= 2
                    st = _grow(st, cap)
                    sk = _grow(sk, cap)
                    dt = _grow(dt, cap)
                    dk = _grow(dk, cap)
                st[m] = s
                sk[m] = i
                dt[m] = t
                dk[m] = k
                m += 1
    return st[:m], sk[:m], dt[:m], dk[:m]


@njit(cache=True)
def _grow(x, cap):
    y = np.empty(cap, x.dtype)
    y[:x.size] = x
    return y


@dataclass
class ArcSet:
    """Surviving arcs of one group (state ``k = n``: free)."""

    g: int
    st: np.ndarray
    sk: np.ndarray
    dt: np.ndarray
    dk: np.ndarray

    @property
    def size(self) -> int:
        """Number of arcs."""
        return int(self.st.size)


@dataclass
class Fixing:
    """:func:`surviving_arcs` at one limit: arcs per group, ``L(mu)`` and whether every
    task keeps an arc."""

    arcs: list[ArcSet]
    value: float
    covered: bool


def tables(groups: list[Group], mu: np.ndarray) -> tuple[float, list, np.ndarray]:
    """``(L(mu), [(F, B)] per group, z per group)``."""
    total = float(mu.sum())
    tabs = []
    z = np.zeros(len(groups))
    for g, gr in enumerate(groups):
        interrupt.check()
        F = gr.forward(mu)
        B = gr.backward(mu)
        z[g] = min(0.0, float(B[0, -1]))
        total += gr.size * z[g]
        tabs.append((F, B))
    return total, tabs, z


def surviving_arcs(groups: list[Group], n: int, mu: np.ndarray, limit: float,
                   tabs: tuple[float, list, np.ndarray] | None = None) -> Fixing:
    """Reduced-cost fixing at ``limit`` (module docstring; a relative tolerance of 1e-9
    keeps arcs whose value equals the limit up to rounding)."""
    total, tb, z = tables(groups, mu) if tabs is None else tabs
    out = []
    covered = np.zeros(n, dtype=bool)
    for g, (gr, (F, B)) in enumerate(zip(groups, tb)):
        thr = float(limit) - (total - z[g])
        eps = 1e-9 * max(1.0, abs(limit), abs(total))
        st, sk, dt, dk = _arcs(gr.p, gr.r, gr.cost, mu[gr.idx], gr.A, gr.idle, gr.alive,
                               F, B, thr, eps)
        out.append(ArcSet(g, st, sk, dt, dk))
        nl = gr.idx.size
        covered[gr.idx[np.unique(dk[dk < nl])]] = True
    return Fixing(out, total, bool(covered.all()))


def solve_flow(groups: list[Group], n: int, fix: Fixing, *, time_limit: float | None,
               threads: int | None, cutoff: float | None = None) -> dict:
    """Build and solve the arc-flow MILP over ``fix``'s arcs with HiGHS.

    ``cutoff``: an objective row ``cost <= cutoff`` (integer objective: pass
    ``limit + 0.5``) or ``None``. Returns ``status`` (``optimal``, ``infeasible``,
    ``limit``), ``objective``, ``bound``, ``seqs`` (per group, a list of
    ``(tasks, completions)`` paths) or None, ``columns``, ``rows``, ``nodes``."""
    import highspy
    from scipy import sparse

    from optsched.core.solvers import default_threads

    rows_i: list[np.ndarray] = []
    cols_i: list[np.ndarray] = []
    vals: list[np.ndarray] = []
    cost_all: list[np.ndarray] = []
    upper: list[np.ndarray] = []
    integ: list[np.ndarray] = []
    row_hi: list[float] = [1.0] * n
    row_lo: list[float] = [1.0] * n
    ncol = 0
    nrow = n
    meta = []
    for arcset, gr in zip(fix.arcs, groups):
        nl = gr.idx.size
        T1 = gr.cost.shape[1]
        K = arcset.size
        st, sk, dt, dk = arcset.st, arcset.sk, arcset.dt, arcset.dk
        # node ids: every state that an arc touches
        key_src = st * (nl + 1) + sk
        key_dst = dt * (nl + 1) + dk
        keys = np.unique(np.concatenate([key_src, key_dst, [nl]]))  # (0, n) = source
        sid = np.searchsorted(keys, key_src)
        did = np.searchsorted(keys, key_dst)
        src_node = int(np.searchsorted(keys, nl))
        col = np.arange(ncol, ncol + K)
        task = dk < nl
        c = np.zeros(K)
        c[task] = gr.cost[dk[task], dt[task]]
        # coverage rows
        rows_i.append(gr.idx[dk[task]])
        cols_i.append(col[task])
        vals.append(np.ones(int(task.sum())))
        # flow rows: +1 leaving v, -1 entering v (source: leaving <= |G|)
        base = nrow
        rows_i.append(base + sid)
        cols_i.append(col)
        vals.append(np.ones(K))
        rows_i.append(base + did)
        cols_i.append(col)
        vals.append(-np.ones(K))
        nv = keys.size
        hi = np.zeros(nv)
        hi[src_node] = float(gr.size)
        row_hi.extend(hi.tolist())
        row_lo.extend([-np.inf] * nv)
        nrow += nv
        cost_all.append(c)
        upper.append(np.where(task, 1.0, float(gr.size)))
        integ.append(np.ones(K))
        meta.append((gr, arcset, ncol, T1))
        ncol += K
    if cutoff is not None:
        allc = np.concatenate(cost_all) if cost_all else np.zeros(0)
        nz = np.flatnonzero(allc)
        rows_i.append(np.full(nz.size, nrow))
        cols_i.append(nz)
        vals.append(allc[nz])
        row_lo.append(-np.inf)
        row_hi.append(float(cutoff))
        nrow += 1
    Amat = sparse.csc_matrix((np.concatenate(vals), (np.concatenate(rows_i),
                                                     np.concatenate(cols_i))),
                             shape=(nrow, ncol))
    inf = highspy.kHighsInf
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = ncol, nrow
    lp.col_cost_ = np.concatenate(cost_all)
    lp.col_lower_ = np.zeros(ncol)
    lp.col_upper_ = np.concatenate(upper)
    lp.row_lower_ = np.array([-inf if np.isinf(x) else x for x in row_lo], dtype=float)
    lp.row_upper_ = np.array([inf if np.isinf(x) else x for x in row_hi], dtype=float)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = Amat.indptr.astype(np.int32)
    lp.a_matrix_.index_ = Amat.indices.astype(np.int32)
    lp.a_matrix_.value_ = Amat.data.astype(float)
    lp.integrality_ = [highspy.HighsVarType.kInteger] * ncol
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", int(threads or default_threads()))
    h.setOptionValue("mip_rel_gap", 0.0)
    h.setOptionValue("mip_abs_gap", 0.0)
    if time_limit is not None:
        h.setOptionValue("time_limit", float(max(time_limit, 0.01)))
    h.passModel(lp)
    h.HandleUserInterrupt = True
    interrupt.call_blocking(h.run, h.cancelSolve)
    ms = h.getModelStatus()
    info = h.getInfo()
    has_x = info.primal_solution_status == 2
    bound = float(info.mip_dual_bound)
    out: dict = {"objective": float(info.objective_function_value) if has_x else None,
                 "bound": bound if math.isfinite(bound) else None,
                 "nodes": int(info.mip_node_count), "columns": ncol, "rows": nrow,
                 "highs_status": h.modelStatusToString(ms), "seqs": None}
    if has_x:
        x = np.rint(np.asarray(h.getSolution().col_value)).astype(np.int64)
        out["seqs"] = [_decompose(gr, arcset, x[c0:c0 + arcset.size])
                       for gr, arcset, c0, _T1 in meta]
    if ms == highspy.HighsModelStatus.kOptimal and has_x:
        out["status"] = "optimal"
    elif ms == highspy.HighsModelStatus.kInfeasible:
        out["status"] = "infeasible"
    else:
        out["status"] = "limit"
    return out


def _decompose(gr: Group, arcset: ArcSet, x: np.ndarray) -> list[tuple[list[int],
                                                                      list[int]]]:
    """Paths of an integer flow: lists of (global task, completion tick)."""
    nl = gr.idx.size
    out_arcs: dict[tuple[int, int], list[int]] = {}
    for a in np.flatnonzero(x > 0):
        out_arcs.setdefault((int(arcset.st[a]), int(arcset.sk[a])), []).extend(
            [int(a)] * int(x[a]))
    paths = []
    starts = list(out_arcs.get((0, nl), []))
    for a0 in starts:
        tasks: list[int] = []
        ends: list[int] = []
        a: int | None = a0
        while a is not None:
            t, k = int(arcset.dt[a]), int(arcset.dk[a])
            if k < nl:
                tasks.append(int(gr.idx[k]))
                ends.append(t)
            nxt = out_arcs.get((t, k))
            a = nxt.pop() if nxt else None
        paths.append((tasks, ends))
    return paths


def surviving_pairs(groups: list[Group], mu: np.ndarray, limit: float,
                    tabs: tuple[float, list, np.ndarray] | None = None) -> list[np.ndarray]:
    """``keep[g][q, t]``: may task ``groups[g].idx[q]`` complete at ``t`` in a schedule of
    cost ``<= limit`` (the best relaxed solution through the state, ``L - z_G + F + B``)."""
    total, tb, z = tables(groups, mu) if tabs is None else tabs
    out = []
    for g, (gr, (F, B)) in enumerate(zip(groups, tb)):
        V = D.node_values(F, B)
        eps = 1e-9 * max(1.0, abs(limit), abs(total))
        out.append((V + (total - z[g]) <= limit + eps) & gr.alive)
    return out
