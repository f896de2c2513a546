"""Model ``lagdp`` on several GPUs (``m >= 2``): column generation over pseudo-schedules
of each group of identical GPUs, then branch-and-price with strong branching (issue 25;
``models/hgsp-lagrangian-dp.md``, section "Several GPUs").

Pipeline, in integer ticks (arrivals shifted so that the earliest is 0) and
integer-scaled weights (objective values are integers):

1. **Upper bound** ``UB``: iterated local search (:mod:`.wt_dp.parallel_ils`) from list
   schedules.
2. **Groups** of identical GPUs and their windows (:mod:`.wt_dp.parallel_cg`: release,
   objective cut ``UB``, and without release dates the per-task latest completion
   ``floor((P_G - p) / |G|) + p``).
3. **Root bound**: column generation maximises the Lagrangian ``L(mu)`` (the master LP
   over pseudo-schedules); if ``ceil(L) >= UB``, ``UB`` is optimal.
4. **Branch-and-price** (:mod:`.wt_dp.parallel_bp`): reduced-cost fixing at ``UB - 1``
   in every node, strong branching on completion-time windows (a candidate whose child
   cannot hold a schedule below ``UB`` restricts the node to the other child), depth
   first. Integral master solutions are schedules (new incumbents). While the gap stays
   open, the local search continues between nodes (a resumable walk from the best
   schedule, :class:`.wt_dp.parallel_ils.Walk`) with a bounded share of the tree's
   time, halved after every five slices without a better schedule (restored by the
   next better one); a better schedule lowers ``UB`` for the rest of the tree.

``optimal`` only when the bound meets the schedule's objective; on a time limit, the
best schedule and ``min(UB, open nodes' bounds)``.
"""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np

from optsched.core.result import Result, Status

from .exact_common import objective_scale_weights, tick_data
from .instance import HgspInstance
from .schedule import HgspSchedule, left_shift
from .verify import evaluate


def _ceil_int(x: float) -> int:
    """``ceil`` of a float that stands for an integer bound (relative 1e-9 slack)."""
    return int(math.ceil(x - 1e-9 * max(1.0, abs(x))))


def warm_up() -> None:
    """Compile (or load from numba's cache) every kernel on a 3-task, 2-GPU problem."""
    from .wt_dp import parallel_cg as C
    from .wt_dp import parallel_ils as I

    p = np.array([[1, 1], [2, 2], [1, 1]], dtype=np.int64)
    fits = np.ones((3, 2), dtype=bool)
    a = np.zeros(3, dtype=np.int64)
    d = np.array([1, 1, 1], dtype=np.int64)
    w = np.ones(3, dtype=np.int64)
    g, s, c = I.heuristic(p, fits, a, d, w, kicks=8)
    for aa in (a, np.array([0, 1, 0], dtype=np.int64)):
        groups = C.build_groups(p, fits, aa, d, w, int(c) + 2)
        mu = np.ones(3 + C.n_pairs(groups))
        C.surviving_pairs(groups, mu, float(c))
        C.lagrangian(groups, mu)
        for gr in groups:
            from .wt_dp.parallel_dp import trace_paths

            pen, spen = gr.penalties(mu)
            trace_paths(gr.forward(mu), gr.p, gr.A, gr.idle, 0.0, 2,
                        gr.stop_values(mu), pen, spen)
        master = C.Master(3, groups, big=2.0 * float(c) + 10.0)  # the simplex kernels
        master.add(C.schedule_columns(groups, g, s, p, w, d))
        master.solve()
    from .wt_dp import parallel_cuts as X  # the capacity cuts' kernels

    one = np.ones(1, dtype=np.int64)
    X.best_multiplier(one, np.ones(1), one, np.ones(1), 1, np.array([2]), 0.05)
    X._penalties(one - 1, np.array([0, 1]), np.zeros((2, 3)), np.zeros((2, 3)),
                 np.zeros((2, 1)))


def _schedule(inst: HgspInstance, scale: float, gpu: np.ndarray,
              start_ticks: np.ndarray) -> HgspSchedule:
    start = left_shift(inst, gpu, start_ticks.astype(float) / scale)
    return HgspSchedule.from_arrays(inst, gpu, start)


def solve_branch_and_price(inst: HgspInstance, *, threads: int | None,
                           **options: Any) -> Result:
    """Several GPUs: :func:`_solve` with the BLAS / OpenMP thread pools of numpy's
    libraries limited to one thread for the solve, restored afterwards: each process
    of the method computes in one thread (the master LP's refactorisation calls LAPACK,
    which would otherwise start a pool of its own). ``threads`` (``None``: the default
    thread count, ``OPTSCHED_THREADS`` or the cores): two or more let a second process
    share the branch-and-price tree (:mod:`.wt_dp.parallel_share`; Linux)."""
    from threadpoolctl import threadpool_limits

    with threadpool_limits(limits=1):
        return _solve(inst, threads=threads, **options)


#: capacity-cut rounds the first process runs beside the tree when two processes share
#: it (model option ``cut_rounds`` left unset; round 16)
SIDE_CUT_ROUNDS = 6

#: ... stopping after a round that closes less than this share of the gap between the
#: master LP and the UB (the tree waits for this process meanwhile)
SIDE_CUT_MIN_GAIN = 0.1

#: seconds of local search per slice while the first process waits for work from the
#: second (:mod:`.wt_dp.parallel_share`); messages are read between slices
IDLE_SLICE_S = 0.2


def tree_ils_share_now(share: float, stale: int, per_halving: int) -> float:
    """Share of the tree's time the local search may have used so far: ``share``
    halved once for every ``per_halving`` slices in a row without a better schedule
    (``stale`` of them; ``per_halving = 0``: never halved). Measured (round 15, ten
    wt40 / wt50 trees of 12-60 s): the between-node walks found nothing on nine, and
    cost up to 10 s of 54 (wt40 #66 m = 2); on wt50 #61 m = 2 they found better
    schedules at slices 4 and 9, within five slices of each other."""
    return share * 0.5 ** (stale // per_halving) if per_halving > 0 else share


def _solve(inst: HgspInstance, *, solver: str, time_limit: float | None,
           threads: int | None, seed: int, bound_share: float, ils_kicks: int = 3000,
           sb_max: int = 16, sb_lookahead: int = 16, sb_iterations: int = 100,
           probe: bool = True, verbose: bool = False, sg_iterations: int = 100,
           tree_ils_share: float = 0.25, tree_ils_delay: float = 0.1,
           tree_ils_slice: float = 0.5, tree_ils_stale: int = 5,
           paired_stops: bool = False,
           branching: str = "cost", cut_rounds: int | None = None,
           cut_share: float = 0.25, tree_cuts: str = "drop",
           side_work: bool = True) -> Result:
    """Several GPUs: see the module docstring. Raw Result for ``finalize``.

    ``bound_share``: at most this share of the time limit for the root column
    generation; ``seed``: of the local search; ``ils_kicks``: its perturbations;
    ``sb_*``, ``probe``: strong branching and probing
    (:func:`.wt_dp.parallel_bp.branch_and_price`); ``sg_iterations``: subgradient
    steps before the root column generation (:func:`.wt_dp.parallel_cg.subgradient_start`;
    0: start from ``mu = 0``); ``tree_ils_*``: the local search between the tree's
    nodes, five resumable walks (:class:`.wt_dp.parallel_ils.Walk`; from the best
    schedule and from the four list schedules, seeds ``seed + 2 ...``) in turn, at most
    ``tree_ils_share`` of the tree's time after the first ``tree_ils_delay`` share of
    the time limit, in slices of ``tree_ils_slice`` seconds (``tree_ils_share=0``:
    none), the share halved after every ``tree_ils_stale`` slices in a row without a
    better schedule (0: never) and restored by the next better one
    (:func:`tree_ils_share_now`); ``paired_stops``: pair the stop ticks of two
    identical GPUs without release dates (:func:`.wt_dp.parallel_cg.pair_stops`; a
    no-op elsewhere); ``branching``:
    the split points of the tree (``"cost"``, ``"mass"`` or ``"both"``,
    :func:`.wt_dp.parallel_bp.branch_and_price`);
    ``threads``: see :func:`solve_branch_and_price` (one process, or two sharing the
    tree); ``side_work``: with two, the second process runs the local search and the
    side cuts before it joins the tree (False: it joins at once; tests)."""
    from .wt_dp import parallel_bp as BP
    from .wt_dp import parallel_cg as C
    from .wt_dp import parallel_ils as I
    from .wt_dp import parallel_share as SH

    warm_up()  # numba compilation / cache load: not part of the solve's time
    workers = SH.workers_for(threads)
    t0 = time.perf_counter()
    deadline = math.inf if time_limit is None else t0 + float(time_limit)
    res = Result(family="hgsp", instance=inst.name, method=f"lagdp-{solver}",
                 status=Status.TIME_LIMIT)
    tk = tick_data(inst, discretize=False)
    W, wscale, _ = objective_scale_weights(inst, discretize=False)
    W = W.astype(np.int64)
    unit = wscale * tk.scale
    shift = int(tk.a.min())
    p = tk.p.astype(np.int64)
    a = tk.a.astype(np.int64) - shift
    d = tk.d.astype(np.int64) - shift
    fits = tk.fits
    n = inst.n

    t_ils = time.perf_counter()
    tl = math.inf if time_limit is None else float(time_limit)
    gpu, start, ub = I.heuristic(p, fits, a, d, W, seed=seed, kicks=ils_kicks // 4,
                                 deadline=min(deadline,
                                              time.perf_counter() + min(0.05 * tl, 30.0)))
    res.metrics["heuristic_ub"] = ub / unit
    best: dict[str, Any] = {"gpu": gpu, "start": start, "value": int(ub)}
    bound = 0
    stats: dict = {"workers": 1}  # processes that searched the tree
    if ub > 0:
        groups = C.build_groups(p, fits, a, d, W, int(ub), paired=paired_stops)
        # cut_rounds None (auto): with two processes, the first runs SIDE_CUT_ROUNDS
        # beside the second's tree; with one, none. A number: that many before the tree
        side_rounds = SIDE_CUT_ROUNDS if cut_rounds is None and workers >= 2 else 0
        cut_rounds = cut_rounds or 0
        if cut_rounds > 0 or side_rounds > 0:
            C.enable_cuts(groups, n)
        stats["groups"] = [list(gr.gpus) for gr in groups]
        master = C.Master(n, groups, big=2.0 * ub + 10.0)
        master.add(C.schedule_columns(groups, gpu, start, p, W, d))
        t_cg = time.perf_counter()
        cg_limit = max(0.5, bound_share * tl)
        cg_limit = min(cg_limit, max(0.0, deadline - t_cg))
        _sg, mu0 = C.subgradient_start(groups, n, master, float(ub),
                                       iterations=sg_iterations,
                                       deadline=t_cg + 0.3 * cg_limit)
        cg = C.column_generation(groups, n, master, float(ub), mu0=mu0,
                                 time_limit=max(0.0, t_cg + cg_limit - time.perf_counter()))
        if cut_rounds > 0 and master.pool is not None:
            t_cut = time.perf_counter()
            stats["uncut_bound"] = cg.bound / unit
            cg, rounds = C.root_cuts(groups, n, master, float(ub), cg, cut_rounds,
                                     min(deadline, t_cut + cut_share * tl))
            stats["cut_rounds"] = [(r.added, r.bound / unit, round(r.separation_s, 3),
                                    round(r.cg_s, 3), r.cg_iterations) for r in rounds]
            stats["cuts"] = master.C
            if tree_cuts != "all" and _ceil_int(cg.bound) < ub:
                C.leave_cuts(groups, master, cg, int(ub), keep_active=tree_cuts == "active")
                stats["tree_cuts"] = master.C
            stats["cut_s"] = time.perf_counter() - t_cut
        bound = max(0, _ceil_int(cg.bound))
        stats.update({"lagrangian_bound": cg.bound / unit, "root_lp": cg.lp_value / unit,
                      "root_cg_iterations": cg.iterations, "root_columns": cg.columns,
                      "root_converged": cg.converged})
        stats["root_s"] = time.perf_counter() - t_cg

        def improved(inc: BP.Incumbent) -> None:
            st = inc.end - p[np.arange(n), inc.gpu]
            best.update(gpu=inc.gpu.copy(), start=st, value=int(inc.value))

        root_ub, root_mu = int(ub), cg.mu.copy()

        def tree(between_nodes: Any, share: Any) -> BP.BPResult:
            return BP.branch_and_price(
                groups, n, master, min(root_ub, int(best["value"])), None, root_mu,
                deadline, sb_iterations=sb_iterations, sb_max=sb_max,
                sb_lookahead=sb_lookahead, on_incumbent=improved, probe=probe,
                verbose=verbose and (share is None or share.first_process),
                between=between_nodes, branching=branching, share=share)

        def phase_two() -> None:
            """More local search, now knowing the target (the root's bound)."""
            nonlocal gpu, start, ub
            t2 = time.perf_counter()
            g2, s2, u2 = I.heuristic(p, fits, a, d, W, seed=seed + 1, kicks=ils_kicks,
                                     starts=[(gpu, start)], target=bound,
                                     deadline=min(deadline, t2 + min(0.1 * tl, 60.0)))
            if u2 < ub:
                gpu, start, ub = g2, s2, u2
                best.update(gpu=gpu, start=start, value=int(ub))
                master.add(C.schedule_columns(groups, gpu, start, p, W, d))

        def second_process(sh: SH.PipeShare) -> None:
            """The second process: the local search with the root's bound as target
            and (``cut_rounds`` unset) capacity cuts, whose reduced-cost fixing at
            ``UB - 1`` then restricts every node of both; then it joins the tree
            (``side_work=False``, for tests: at once)."""
            if not side_work:
                tree(None, sh)
                return
            phase_two()
            sh.publish()
            if side_rounds > 0 and master.pool is not None:
                t_cut = time.perf_counter()
                cut, rounds = C.root_cuts(groups, n, master, float(best["value"]), cg,
                                          side_rounds, min(deadline, t_cut + cut_share * tl),
                                          min_gain=SIDE_CUT_MIN_GAIN)
                info = {"uncut_bound": cg.bound / unit, "cuts": master.C,
                        "lagrangian_bound": max(cg.bound, cut.bound) / unit,
                        "cut_rounds": [(r.added, r.bound / unit, round(r.separation_s, 3),
                                        round(r.cg_s, 3), r.cg_iterations) for r in rounds]}
                if master.C:
                    C.leave_cuts(groups, master, cut, int(best["value"]), keep_active=False)
                info["cut_s"] = time.perf_counter() - t_cut
                sh.send_mask([gr.alive for gr in groups], max(0, _ceil_int(cut.bound)), info)
            tree(None, sh)

        second = None
        if bound < ub and workers >= 2 and time.perf_counter() < deadline:
            # the second process runs the rest of the root's work, then joins the tree
            # that this one starts at once (module docstring of .wt_dp.parallel_share)
            second = SH.start_second(second_process, best, deadline)  # None: no fork
        try:
            bp = None
            if second is None and bound < ub:
                phase_two()
            stats["heuristic_s"] = time.perf_counter() - t_ils - stats["root_s"]
            if bound < ub:
                walks = [I.Walk(p, fits, a, d, W, best["gpu"], best["start"],
                                seed=seed + 2)
                         ] + [I.Walk(p, fits, a, d, W, g0, s0, seed=seed + 3 + q)
                              for q, (g0, s0) in enumerate(I.list_starts(p, fits, a, d, W))]
                t_tree = time.perf_counter()
                delay_s = tree_ils_delay * (tl if math.isfinite(tl) else 60.0)
                ils_spent, ils_slices, stale = 0.0, 0, 0

                def walk_slice(until: float) -> None:
                    nonlocal ils_slices, stale
                    walk = walks[ils_slices % len(walks)]
                    ils_slices += 1
                    stale += 1
                    walk.run(min(deadline, until), target=bound, hard_deadline=deadline)
                    if walk.best < best["value"]:
                        stale = 0
                        g3, s3, v3 = walk.schedule()
                        best.update(gpu=g3, start=s3, value=int(v3))

                def between(_ub: int) -> int:
                    """The local search's share of the tree's time, in slices (module
                    docstring, step 4)."""
                    nonlocal ils_spent
                    now = time.perf_counter()
                    share = tree_ils_share_now(tree_ils_share, stale, tree_ils_stale)
                    if (tree_ils_share > 0 and best["value"] > bound
                            and ils_spent < share * (now - t_tree - delay_s)):
                        walk_slice(now + tree_ils_slice)
                        ils_spent += time.perf_counter() - now
                    return int(best["value"])

                def idle() -> None:
                    """Waiting for work from the second process: local search."""
                    if tree_ils_share > 0 and best["value"] > bound:
                        walk_slice(time.perf_counter() + IDLE_SLICE_S)

                if second is not None:
                    second.idle = idle
                bp = tree(between, second)
                stats["tree_ils_s"] = ils_spent
                stats["tree_ils_slices"] = ils_slices
                stats["tree_ils_chunks"] = sum(wk.chunks for wk in walks)
        finally:
            if second is not None:
                second.close()
        if bp is not None:
            bound = max(bound, bp.bound)
            stats.update({"nodes": bp.nodes, **bp.stats})
            stats["nodes"] += int(stats.get("second_nodes", 0))  # both processes
        if second is not None and second.peer_bound is not None:  # its cut root
            bound = max(bound, min(second.peer_bound, int(best["value"])))
            stats.update(second.peer_info)
    else:
        stats["lagrangian_bound"] = 0.0
    res.metrics.update(stats)
    res.metrics.update({"time_scale": tk.scale, "weight_scale": wscale})
    res.runtime_s = time.perf_counter() - t0
    res.schedule = _schedule(inst, tk.scale, best["gpu"], best["start"] + shift)
    res.objective = min(best["value"] / unit, evaluate(inst, res.schedule)[0])
    res.bound = bound / unit  # never above the objective (finalize checks it)
    res.status = Status.OPTIMAL if bound >= best["value"] else Status.TIME_LIMIT
    if res.status is not Status.OPTIMAL:
        res.message = f"time limit: best {res.objective:g}, bound {res.bound:g}"
    return res
