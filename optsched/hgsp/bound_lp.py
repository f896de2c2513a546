"""Multipliers of a :class:`~.bound_paths.PathRelaxation` from its LP, solved by HiGHS.

The Lagrangian dual ``max_lam L(lam)`` of the tick problem equals the LP relaxation of
its time-indexed formulation: per machine kind the pseudo-schedules form a network flow
(nodes = ticks, arcs = idle ticks and option runs ``s -> s + q``), whose constraint
matrix is totally unimodular, so relaxing only "job ``i`` processed ``mult_i`` times"
loses nothing more than the LP does. :func:`lp_multipliers` solves that flow LP with
HiGHS (dual simplex) and returns the duals of the job rows. They are *not* trusted as a
bound: the caller evaluates ``L(lam)`` with the exact shortest paths
(:meth:`PathRelaxation.bound`), which is valid for any ``lam`` -- so neither the LP's
tolerances nor its restricted horizon can make the bound invalid.

Size: one column per (option, start tick) up to ``start_limit`` plus one idle arc per
(kind, tick); 3 non-zeros per column. Refused (``None``) above ``max_columns``.
"""

from __future__ import annotations

import math
import os

import numpy as np

from optsched.core import interrupt

from .bound_paths import PathRelaxation


def lp_columns(relax: PathRelaxation, start_limit: np.ndarray) -> int:
    """Number of run columns of :func:`lp_multipliers` with starts up to
    ``start_limit[o]`` (inclusive)."""
    last = np.minimum(relax.cap, start_limit)
    return int(np.maximum(0, last - relax.lo + 1).sum())


def lp_multipliers(relax: PathRelaxation, start_limit: np.ndarray, slack_cost: np.ndarray,
                   *, time_limit: float | None, max_columns: int = 2_000_000
                   ) -> tuple[np.ndarray, float, str] | None:
    """Duals of the job rows of the flow LP (module docstring).

    Parameters
    ----------
    relax : PathRelaxation
    start_limit : int64 ndarray (options,)
        Last start tick offered to the LP for each option (its ``cap`` at most); a
        shorter range makes the LP smaller and its duals an approximation only.
    time_limit : float or None
        Seconds for HiGHS.
    max_columns : int
        Above this many columns the LP is not built (returns None).

    Returns
    -------
    (lam, lp_value, status) or None
        ``lam`` >= 0 per job, the LP objective, HiGHS' model status; None when the LP is
        too large or HiGHS found no optimal basis within the time.
    slack_cost : ndarray (n,)
        Cost of leaving one required run of a job out (an elastic column per job, so
        the LP stays feasible with a short ``start_limit``; it also caps the duals).
    """
    import highspy
    from scipy import sparse

    last = np.minimum(relax.cap, start_limit)
    ncols_run = int(np.maximum(0, last - relax.lo + 1).sum())
    if ncols_run == 0 or ncols_run > max_columns:
        return None
    n = relax.n
    rows_i: list[np.ndarray] = []
    cols_i: list[np.ndarray] = []
    vals: list[np.ndarray] = []
    cost: list[np.ndarray] = []
    row_lo: list[np.ndarray] = [relax.mult.astype(float)]
    row_hi: list[np.ndarray] = [relax.mult.astype(float)]
    next_row = n
    # elastic columns: job i left out (cost slack_cost[i] per missing run)
    rows_i.append(np.arange(n))
    cols_i.append(np.arange(n))
    vals.append(np.ones(n))
    cost.append(np.asarray(slack_cost, dtype=float))
    next_col = n
    for k in range(relax.kinds):
        a, b = int(relax.kind_ptr[k]), int(relax.kind_ptr[k + 1])
        if a == b:
            continue
        lo, q, lst = relax.lo[a:b], relax.q[a:b], last[a:b]
        keep = lst >= lo
        if not np.any(keep):
            continue
        t0 = int(lo[keep].min())
        t1 = int((lst[keep] + q[keep]).max())
        nodes = t1 - t0 + 1
        node_row = next_row  # row of tick t: node_row + (t - t0)
        supply = np.zeros(nodes)
        supply[0] = float(relax.count[k])
        supply[-1] = -float(relax.count[k])
        row_lo.append(supply)
        row_hi.append(supply)
        next_row += nodes
        # idle arcs t -> t + 1
        ts = np.arange(t0, t1)
        ncol = ts.size
        c = np.arange(next_col, next_col + ncol)
        rows_i += [node_row + ts - t0, node_row + ts + 1 - t0]
        cols_i += [c, c]
        vals += [np.ones(ncol), -np.ones(ncol)]
        cost.append(np.zeros(ncol))
        next_col += ncol
        # run arcs s -> s + q
        for o in np.flatnonzero(keep) + a:
            s = np.arange(relax.lo[o], last[o] + 1)
            ncol = s.size
            c = np.arange(next_col, next_col + ncol)
            x = np.maximum(relax.base[o], relax.slope * s + relax.off[o])
            cost.append(relax.coef[o] * x)
            rows_i += [np.full(ncol, int(relax.task[o])), node_row + s - t0,
                       node_row + s + int(relax.q[o]) - t0]
            cols_i += [c, c, c]
            vals += [np.ones(ncol), np.ones(ncol), -np.ones(ncol)]
            next_col += ncol
        interrupt.check()
    A = sparse.csc_matrix((np.concatenate(vals),
                           (np.concatenate(rows_i), np.concatenate(cols_i))),
                          shape=(next_row, next_col))
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = next_col, next_row
    lp.col_cost_ = np.concatenate(cost)
    lp.col_lower_ = np.zeros(next_col)
    lp.col_upper_ = np.full(next_col, highspy.kHighsInf)
    lp.row_lower_ = np.concatenate(row_lo)
    lp.row_upper_ = np.concatenate(row_hi)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = A.indptr.astype(np.int32)
    lp.a_matrix_.index_ = A.indices.astype(np.int32)
    lp.a_matrix_.value_ = A.data.astype(float)
    h = highspy.Highs()
    h.setOptionValue("output_flag", bool(os.environ.get("LPLOG")))
    h.setOptionValue("threads", 1)
    h.setOptionValue("solver", os.environ.get("LPSOLVER", "simplex"))
    h.setOptionValue("run_crossover", "off")
    if time_limit is not None:
        h.setOptionValue("time_limit", float(max(time_limit, 0.01)))
    h.passModel(lp)
    interrupt.call_blocking(h.run, h.cancelSolve)
    status = h.modelStatusToString(h.getModelStatus())
    if h.getModelStatus() not in (highspy.HighsModelStatus.kOptimal, highspy.HighsModelStatus.kUnknown):
        print("LPSTATUS", status, h.getInfo().simplex_iteration_count)
        return None
    duals = np.asarray(h.getSolution().row_dual[:n], dtype=float)
    value = float(h.getInfo().objective_function_value)
    if not math.isfinite(value):
        return None
    return np.maximum(duals, 0.0), value, status
