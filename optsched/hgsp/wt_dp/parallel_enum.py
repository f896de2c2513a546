"""Enumeration of every GPU sequence of small reduced cost, and the set-partitioning
MILP over them (issue 25; ``models/hgsp-lagrangian-dp.md``, "Several GPUs").

At multipliers ``mu``, a *real* sequence ``P`` of group ``G`` (each task at most once,
semi-active: a task starts at ``max(previous completion, a_k)``, adjacent rule where no
idle time separates two tasks) has the path value ``v_P = sum_{k in P} (c_k(C_k) -
mu_k) >= z_G`` and the reduced cost ``rc_P = v_P - z_G >= 0``. A schedule uses ``|G|``
sequences per group (empty ones have ``rc = -z_G``), so its cost is

    sum_P c_P = L(mu) + sum_P rc_P        (L(mu) = sum mu + sum_G |G| z_G).

Hence every sequence of a schedule of cost ``<= limit`` has ``rc_P <= limit - L(mu)``.
:func:`enumerate_sequences` lists them all (forward labels ``(set, last task, t)``,
pruned by ``value + B[t, last] - z_G > gap`` with the backward table ``B`` of the
pseudo-schedule DP, a lower bound on any completion; labels with the same key keep the
cheapest), and :func:`solve_partition` picks at most ``|G|`` disjoint sequences per group
covering every task at least cost (a set-partitioning MILP on HiGHS; one column per task
set: for a fixed set, only its cheapest sequence matters). If it has no solution,
``OPT > limit``; otherwise its optimum is ``OPT`` (when ``OPT <= limit``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from optsched.core import interrupt

from .kernels import njit, objmode
from .parallel_cg import Group
from .parallel_dp import INF

WORDS = 2  # task sets as 2 x 64 bits: n_G <= 128


@njit(cache=True)
def _hash(b0, b1, k, t, mask):
    h = (b0 * np.uint64(0x9E3779B97F4A7C15)) ^ (b1 * np.uint64(0xC2B2AE3D27D4EB4F))
    h ^= np.uint64(k) * np.uint64(0x165667B19E3779F9)
    h ^= np.uint64(t) * np.uint64(0x27D4EB2F165667C5)
    h ^= h >> np.uint64(29)
    return np.int64(h & np.uint64(mask))


@njit(cache=True)
def _find(table, L0, L1, LK, LT, n0, n1, j, t2):
    """Slot of key ``(n0, n1, j, t2)`` in the open-addressing table and its label
    (``-1``: absent; the slot is then free)."""
    hmask = table.size - 1
    h = _hash(n0, n1, j, t2, hmask)
    while table[h] >= 0:
        e = table[h]
        if L0[e] == n0 and L1[e] == n1 and LK[e] == j and LT[e] == t2:
            return h, e
        h = (h + 1) & hmask
    return h, -1


@njit(cache=True)
def _rehash(table, L0, L1, LK, LT, m):
    hm = table.size - 1
    for e in range(m):
        hh = _hash(L0[e], L1[e], LK[e], LT[e], hm)
        while table[hh] >= 0:
            hh = (hh + 1) & hm
        table[hh] = e


@njit(cache=True)
def _enumerate(p, r, cost, mu, A, alive, B, zG, gap, max_labels, deadline):
    """Labels of :func:`enumerate_sequences`; returns ``(status, b0, b1, last, t, f,
    parent, count)``; ``status`` 0 done, 1 label budget exceeded, 2 deadline/interrupt.
    """
    n, T1 = cost.shape
    cap = 1 << 14
    L0 = np.zeros(cap, np.uint64)
    L1 = np.zeros(cap, np.uint64)
    LK = np.zeros(cap, np.int64)
    LT = np.zeros(cap, np.int64)
    LF = np.zeros(cap)
    LP = np.zeros(cap, np.int64)
    hsize = 1 << 16
    table = np.full(hsize, -1, np.int64)
    # bucket lists by t: head[t], nxt[label]
    head = np.full(T1, -1, np.int64)
    nxt = np.zeros(cap, np.int64)
    # the source: empty set, last = n (free), t = 0
    L0[0] = 0
    L1[0] = 0
    LK[0] = n
    LT[0] = 0
    LF[0] = 0.0
    LP[0] = -1
    nxt[0] = -1
    head[0] = 0
    m = 1
    status = 0
    tick = 0
    for t in range(T1):
        q = head[t]
        while q >= 0:
            b0 = L0[q]
            b1 = L1[q]
            k = LK[q]
            f = LF[q]
            for j in range(n):
                if j < 64:
                    if (b0 >> np.uint64(j)) & np.uint64(1):
                        continue
                elif (b1 >> np.uint64(j - 64)) & np.uint64(1):
                    continue
                s = t if t >= r[j] else r[j]
                t2 = s + p[j]
                if t2 >= T1 or not alive[j, t2]:
                    continue
                if s == t and k < n and not A[t2, j, k]:
                    continue
                f2 = f + cost[j, t2] - mu[j]
                if f2 + B[t2, j] - zG > gap:
                    continue
                if j < 64:
                    n0 = b0 | (np.uint64(1) << np.uint64(j))
                    n1 = b1
                else:
                    n0 = b0
                    n1 = b1 | (np.uint64(1) << np.uint64(j - 64))
                # look up (n0, n1, j, t2)
                h, found = _find(table, L0, L1, LK, LT, n0, n1, j, t2)
                if found >= 0:
                    if f2 < LF[found]:
                        LF[found] = f2
                        LP[found] = q
                    continue
                if m >= max_labels:
                    status = 1
                    break
                if m == cap:
                    cap *= 2
                    L0 = _grow_u(L0, cap)
                    L1 = _grow_u(L1, cap)
                    LK = _grow_i(LK, cap)
                    LT = _grow_i(LT, cap)
                    LF = _grow_f(LF, cap)
                    LP = _grow_i(LP, cap)
                    nxt = _grow_i(nxt, cap)
                L0[m] = n0
                L1[m] = n1
                LK[m] = j
                LT[m] = t2
                LF[m] = f2
                LP[m] = q
                nxt[m] = head[t2]
                head[t2] = m
                table[h] = m
                m += 1
                if 2 * m > table.size:  # rehash
                    table = np.full(table.size * 2, -1, np.int64)
                    _rehash(table, L0, L1, LK, LT, m)
            if status != 0:
                break
            tick += 1
            if (tick & 4095) == 0:
                if _stop(deadline):
                    status = 2
                    break
            q = nxt[q]
        if status != 0:
            break
    return status, L0[:m], L1[:m], LK[:m], LT[:m], LF[:m], LP[:m], m


@njit(cache=True)
def _stop(deadline):
    with objmode(stop="int64"):
        stop = _should_stop(deadline)
    return stop != 0


def _should_stop(deadline: float) -> int:
    import time

    if interrupt.requested() is not None or time.perf_counter() > deadline:
        return 1
    return 0


@njit(cache=True)
def _grow_u(x, cap):
    y = np.zeros(cap, np.uint64)
    y[:x.size] = x
    return y


@njit(cache=True)
def _grow_i(x, cap):
    y = np.zeros(cap, np.int64)
    y[:x.size] = x
    return y


@njit(cache=True)
def _grow_f(x, cap):
    y = np.zeros(cap)
    y[:x.size] = x
    return y


@dataclass
class Sequences:
    """Enumerated sequences of one group: one per task set (the cheapest), as
    ``(tasks, completions, cost)`` with global task indices; ``complete`` False when a
    budget stopped the enumeration (then the list proves nothing)."""

    g: int
    seqs: list[tuple[tuple[int, ...], tuple[int, ...], float]]
    labels: int
    complete: bool


def enumerate_sequences(gr: Group, g: int, mu: np.ndarray, B: np.ndarray, zG: float,
                        gap: float, max_labels: int, deadline: float) -> Sequences:
    """Every real sequence of group ``gr`` with ``rc <= gap`` (module docstring), the
    cheapest per task set. ``B``: the group's backward table at ``mu``; ``zG``: its
    ``min(0, min path)``."""
    if gr.idx.size > 64 * WORDS:
        return Sequences(g, [], 0, False)
    eps = 1e-9 * max(1.0, abs(gap), abs(zG))
    st, b0, b1, lk, lt, lf, lp, m = _enumerate(
        gr.p, gr.r, gr.cost, mu[gr.idx], gr.A, gr.alive, B, zG, gap + eps,
        max_labels, deadline)
    if st != 0:
        return Sequences(g, [], int(m), False)
    # every label is a possible end (the GPU stops there): cheapest per set
    best: dict[tuple[int, int], int] = {}
    for e in range(1, m):
        if lf[e] - zG > gap + eps:
            continue
        key = (int(b0[e]), int(b1[e]))
        o = best.get(key)
        if o is None or lf[e] < lf[o]:
            best[key] = e
    out = []
    for e in best.values():
        tasks: list[int] = []
        ends: list[int] = []
        q = e
        while q > 0:
            tasks.append(int(lk[q]))
            ends.append(int(lt[q]))
            q = int(lp[q])
        tasks.reverse()
        ends.reverse()
        loc = np.asarray(tasks)
        c = float(np.sum(gr.w[loc] * np.maximum(0, np.asarray(ends) - gr.d[loc])))
        out.append((tuple(int(x) for x in gr.idx[loc]), tuple(ends), c))
    return Sequences(g, out, int(m), True)


def solve_partition(groups: list[Group], n: int, seqs: list[Sequences], *,
                    time_limit: float | None, threads: int | None = 1) -> dict:
    """Set-partitioning MILP over the enumerated sequences: each task on exactly one
    chosen sequence, at most ``|G|`` per group. Returns ``status`` (``optimal``,
    ``infeasible``, ``limit``), ``objective``, ``bound``, ``chosen`` (list of
    ``(g, tasks, completions)``) or None, ``columns``."""
    import highspy
    from scipy import sparse

    cols: list[tuple[int, tuple[int, ...], tuple[int, ...], float]] = []
    for sq in seqs:
        for tasks, ends, c in sq.seqs:
            cols.append((sq.g, tasks, ends, c))
    ng = len(groups)
    out: dict = {"columns": len(cols), "chosen": None, "objective": None, "bound": None}
    if not cols:
        out["status"] = "infeasible"
        return out
    ri: list[int] = []
    ci: list[int] = []
    for q, (g, tasks, _e, _c) in enumerate(cols):
        ri.extend(tasks)
        ci.extend([q] * len(tasks))
        ri.append(n + g)
        ci.append(q)
    A = sparse.csc_matrix((np.ones(len(ri)), (ri, ci)), shape=(n + ng, len(cols)))
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(cols), n + ng
    lp.col_cost_ = np.array([c[3] for c in cols])
    lp.col_lower_ = np.zeros(len(cols))
    lp.col_upper_ = np.ones(len(cols))
    inf = highspy.kHighsInf
    lp.row_lower_ = np.concatenate([np.ones(n), np.full(ng, -inf)])
    lp.row_upper_ = np.concatenate([np.ones(n), [float(gr.size) for gr in groups]])
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = A.indptr.astype(np.int32)
    lp.a_matrix_.index_ = A.indices.astype(np.int32)
    lp.a_matrix_.value_ = A.data.astype(float)
    lp.integrality_ = [highspy.HighsVarType.kInteger] * len(cols)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", int(threads or 1))
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
    out["bound"] = bound if math.isfinite(bound) else None
    if has_x:
        x = np.asarray(h.getSolution().col_value)
        out["objective"] = float(info.objective_function_value)
        out["chosen"] = [(cols[q][0], cols[q][1], cols[q][2])
                         for q in np.flatnonzero(x > 0.5)]
    if ms == highspy.HighsModelStatus.kOptimal and has_x:
        out["status"] = "optimal"
    elif ms == highspy.HighsModelStatus.kInfeasible:
        out["status"] = "infeasible"
    else:
        out["status"] = "limit"
    return out
