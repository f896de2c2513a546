"""Cross-check of the root bound of model ``lagdp`` on several GPUs (issue 25): the
converged root column generation against the explicit arc-time-indexed LP solved by
HiGHS, on instances of the Pessoa et al. (2010) set (``optsched.hgsp.pwt``).

Both are the LP relaxation of the same formulation -- arcs ``(i, k, t)`` "``k``
completes at ``t`` directly after ``i``" (or after the start at 0), flow conservation
per state ``(k, t)``, a stop arc out of every state, each task entered once, at most
``m`` paths -- over the same windows (objective cut at the published optimum) and, with
``--arcs adjacent``, the same adjacent-interchange rule (``--arcs all``: every arc, the
plain formulation); on two GPUs also the paired stops of ``lagdp`` (``x_t = x_{P-t}``
over the stop arcs, :func:`optsched.hgsp.wt_dp.parallel_cg.pair_stops`) with
``--paired``. The column generation maximises the Lagrangian dual of that
LP, so the two values must agree (printed: both, their difference, CPU seconds, load).
Identical GPUs without release dates only (the whole Pessoa set).

Example::

    python benchmarks/pwt_root.py --n 40 --m 2 --seeds 16      # wt40 #81, ~1 min
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np
from scipy.sparse import coo_matrix


def arc_time_lp(gr, m: int, adjacent: bool):
    """``(cost, matrix, row_lower, row_upper, column_upper)`` of the arc-time-indexed LP
    of one group (module docstring); ``gr``: a
    :class:`optsched.hgsp.wt_dp.parallel_cg.Group` without idle time (with its paired
    stops, if any)."""
    n, T1 = gr.alive.shape
    node = -np.ones((n, T1), dtype=np.int64)
    ks, ts = np.nonzero(gr.alive)
    node[ks, ts] = np.arange(ks.size)
    nn = ks.size
    rows, cols, vals, cost = [], [], [], []
    col = 0
    for k in range(n):
        t = np.flatnonzero(gr.alive[k])
        s = t - gr.p[k]
        c = gr.cost[k, t]
        first = s == 0  # straight after the start: node, cover, source rows
        q = int(first.sum())
        ids = np.arange(col, col + q)
        rows += [node[k, t[first]], np.full(q, nn + k), np.full(q, nn + n)]
        cols += [ids] * 3
        vals += [np.ones(3 * q)]
        cost.append(c[first])
        col += q
        later = s > 0
        t, s, c = t[later], s[later], c[later]
        ok = gr.alive[:, s].T.copy()  # (ticks, predecessors)
        ok[:, k] = False
        if adjacent:
            ok &= gr.A[t, k, :]
        a, i = np.nonzero(ok)
        ids = np.arange(col, col + a.size)
        rows += [node[k, t[a]], node[i, s[a]], np.full(a.size, nn + k)]
        cols += [ids] * 3
        vals += [np.ones(a.size), -np.ones(a.size), np.ones(a.size)]
        cost.append(c[a])
        col += a.size
    rows.append(np.arange(nn))  # stop arcs
    cols.append(np.arange(col, col + nn))
    vals.append(-np.ones(nn))
    cost.append(np.zeros(nn))
    n_rows = nn + n + 1
    lo = [np.zeros(nn), np.ones(n), [0.0]]
    hi = [np.zeros(nn), np.ones(n), [float(m)]]
    upper = np.full(col + nn, np.inf)
    if gr.stop_row is not None:  # paired stops: x_t - x_{P-t} = 0, no stop without partner
        has = gr.stop_row[ts] >= 0
        rows.append(n_rows + gr.stop_row[ts[has]])
        cols.append(col + np.flatnonzero(has))
        vals.append(gr.stop_sign[ts[has]])
        upper[col + np.flatnonzero(~gr.stop_ok[ts])] = 0.0
        lo.append(np.zeros(gr.pairs))
        hi.append(np.zeros(gr.pairs))
        n_rows += gr.pairs
    col += nn
    matrix = coo_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))),
                        shape=(n_rows, col)).tocsr()
    return np.concatenate(cost), matrix, np.concatenate(lo), np.concatenate(hi), upper


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=40)
    ap.add_argument("--m", type=int, default=2)
    ap.add_argument("--seeds", default="16", help="comma-separated (instance 1 + 5 s)")
    ap.add_argument("--arcs", choices=("adjacent", "all"), default="adjacent")
    ap.add_argument("--paired", action="store_true",
                    help="with the paired stops of two GPUs (both sides)")
    args = ap.parse_args()

    from optsched.core.solvers import solve_highs_matrix
    from optsched.hgsp import pwt
    from optsched.hgsp.exact_common import objective_scale_weights, tick_data
    from optsched.hgsp.exact_lagdp_bp import warm_up
    from optsched.hgsp.wt_dp import parallel_cg as C

    warm_up()
    print(f"# load average at start {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for seed in (int(s) for s in args.seeds.split(",")):
        inst = pwt.instance(f"wt{args.n}", args.m, seed)
        tk = tick_data(inst, discretize=False)
        W, wscale, _ = objective_scale_weights(inst, discretize=False)
        unit = wscale * tk.scale
        opt = pwt.published()[args.n, args.m, pwt.INSTANCES[seed]].optimum
        if opt is None:
            raise SystemExit(f"{inst.name}: no published optimum (the objective cut)")
        ub = int(round(opt * unit))
        p = tk.p.astype(np.int64)
        a = tk.a.astype(np.int64) - int(tk.a.min())
        d = tk.d.astype(np.int64) - int(tk.a.min())
        groups = C.build_groups(p, tk.fits, a, d, W.astype(np.int64), ub,
                                paired=args.paired)
        if len(groups) != 1 or groups[0].idle:
            raise SystemExit("identical GPUs without release dates only")
        c0 = time.process_time()
        master = C.Master(inst.n, groups, big=2.0 * ub + 10.0)
        _sg, mu0 = C.subgradient_start(groups, inst.n, master, float(ub))
        cg = C.column_generation(groups, inst.n, master, float(ub), mu0=mu0,
                                 time_limit=600.0, tol=1e-7)
        c1 = time.process_time()
        cost, matrix, lo, hi, upper = arc_time_lp(groups[0], args.m,
                                                  args.arcs == "adjacent")
        out = solve_highs_matrix(cost, np.zeros(cost.size), upper, matrix, lo, hi,
                                 threads=1, solver="ipm")
        c2 = time.process_time()
        lp = out.outcome.objective
        print(f"{inst.name}: column generation {cg.bound / unit:.3f} (converged "
              f"{cg.converged}, {cg.iterations} iterations, {c1 - c0:.1f} s CPU); "
              f"arc-time LP ({args.arcs} arcs, "
              f"{'paired stops, ' if groups[0].pairs else ''}{cost.size:,} columns) "
              f"{'-' if lp is None else f'{lp / unit:.3f}'} ({out.highs_status}, "
              f"{c2 - c1:.1f} s CPU); difference "
              f"{'-' if lp is None else f'{(lp - cg.bound) / unit:.3g}'}; "
              f"published optimum {opt}; load {os.getloadavg()[0]:.2f}", flush=True)


if __name__ == "__main__":
    main()
