"""Model ``lagdp`` (solver kind ``dp``): exact single-GPU HGSP (``1 | r_j | sum w_j T_j``,
paper hgsp eqs. (1)-(6) with ``m = 1``) by a Lagrangian relaxation of the time-indexed
formulation solved by dynamic programming over time, closed by successive sublimation
(:mod:`optsched.hgsp.wt_dp`; ``models/hgsp-lagrangian-dp.md``).

Scope: one GPU. Memory (eq. 3) on one GPU only decides whether a task fits at all (a
task that does not is reported unschedulable by the registry). Release dates (eq. 5) are
handled (idle arcs in the DP, semi-active sequences). Several GPUs: column generation
over pseudo-schedules of each group of identical GPUs + branch-and-price
(:mod:`.exact_lagdp_bp`); alternatives: Lagrangian reduced-cost fixing + the reduced
time-indexed MILP on HiGHS (:mod:`.exact_lagdp_multi`), or the bound handed to CP-SAT
(:func:`_solve_multi`).
Data must be integral in ticks (``time_scale``) as for
the time-indexed MILP and CP-SAT, weights must have at most 6 decimals; otherwise an
:class:`InstanceError` names the field.
"""

from __future__ import annotations

import math

import numpy as np

from optsched.core import interrupt
from optsched.core.errors import InstanceError
from optsched.core.result import Result, Status
from optsched.core.timing import Timer

from .exact_common import (
    dominance_pairs,
    integer_data,
    objective_scale_weights,
    schedule_from_ticks,
)
from .instance import HgspInstance


def identical_gpus(inst: HgspInstance) -> bool:
    """True when every task takes the same time and fits on every GPU (P||sum wT with
    releases and due dates: the case branch-and-price was built and measured on)."""
    import numpy as np

    p, fits = np.asarray(inst.p, dtype=float), np.asarray(inst.fits, dtype=bool)
    return bool(fits.all() and np.allclose(p, p[:, :1], rtol=0.0, atol=0.0))


def _solve_multi(inst: HgspInstance, *, solver: str, time_limit: float | None,
                 threads: int | None, seed: int, bound_share: float,
                 multi: str = "auto", paired_stops: bool = False,
                 branching: str = "cost", cut_rounds: int | None = None,
                 tree_cuts: str = "drop") -> Result:
    """Several GPUs. ``multi="auto"`` (default): ``bp`` on identical GPUs, ``mip``
    otherwise (the method measured on each case: issues 25 and 16).
    ``multi="bp"``: column generation + branch-and-price
    (:mod:`.exact_lagdp_bp`); ``multi="mip"``: Lagrangian reduced-cost fixing and the
    reduced time-indexed MILP on HiGHS (:mod:`.exact_lagdp_multi`, issue 16);
    ``multi="cpsat"``: the Lagrangian bound handed to CP-SAT (the first version, kept
    for comparison)."""
    if multi == "auto":
        multi = "bp" if identical_gpus(inst) else "mip"
    if multi in ("bp", "mip"):
        from .exact_lagdp_multi import solve_multi

        return solve_multi(inst, solver=solver, time_limit=time_limit, threads=threads,
                           seed=seed, bound_share=bound_share,
                           reduced="bp" if multi == "bp" else "timeindexed",
                           **({"paired_stops": paired_stops, "branching": branching,
                               "cut_rounds": cut_rounds, "tree_cuts": tree_cuts}
                              if multi == "bp" else {}))
    from .exact_cpsat import _solve_cpsat as solve_cpsat_model
    from .wt_dp.multi import multi_gpu_bound
    from .wt_dp.solver import warm_up

    warm_up()  # numba compilation / cache load: not part of the solve's time
    with Timer() as tb:
        # no heuristics here: CP-SAT runs them for its warm start (the target of the
        # subgradient steps is then the best bound + 5 %)
        data = integer_data(inst, discretize=False, strengthen=False, hint=False)
        W, wscale, _ = objective_scale_weights(inst, discretize=False)
        unit = wscale * data.scale
        ub = None
        budget = 10.0 if time_limit is None else max(0.5, bound_share * time_limit)
        lb, iters = multi_gpu_bound(data.p, data.fits, data.a, data.d, W, ub,
                                    iterations=200, time_limit=budget)
    lb_units = math.ceil(lb - 1e-6 * max(1.0, abs(lb))) / unit if lb > -1e299 else None
    rest = None if time_limit is None else max(1.0, time_limit - tb.s)
    res = solve_cpsat_model(inst, time_limit=rest, threads=threads, seed=seed,
                            lower_bound=lb_units if lb_units and lb_units > 0 else None)
    res.method = f"lagdp-{solver}"
    res.build_s += tb.s
    res.runtime_s += tb.s
    res.metrics.update({"lagrangian_bound": lb_units, "lagrangian_iterations": iters,
                        "lagrangian_s": tb.s})
    if res.bound is not None and lb_units is not None:
        res.bound = max(res.bound, lb_units)
    return res


def _polled() -> None:
    """Stopper of the single-GPU solve: nothing to call, the solver polls the signal."""


def prepare_lagdp(instance: HgspInstance | None = None) -> None:
    """The model's ``prepare`` hook: compile or load the lagdp kernels ``instance`` needs
    (all of them without an instance) before the clock starts -- one GPU: the single-GPU
    kernels; heterogeneous GPUs: the several-GPU relaxation; identical GPUs: that and
    the branch-and-price kernels. A cold cache is announced once on stderr."""
    from .exact_lagdp_bp import warm_up as warm_up_bp
    from .wt_dp.multi import warm_up as warm_up_multi
    from .wt_dp.solver import warm_up as warm_up_single
    from .wt_dp.warm import prepare

    if instance is None:
        prepare()
        warm_up_bp()
    elif instance.m == 1:
        warm_up_single()
    else:
        warm_up_multi()
        if identical_gpus(instance):
            warm_up_bp()


#: refuse instances whose DP tables would exceed this many (job, tick) cells
MAX_CELLS = 20_000_000


def estimate_cells(inst: HgspInstance) -> int:
    """``n (T + 1)`` (job, tick) cells of the DP tables (``T`` = horizon in ticks)."""
    p = np.where(inst.fits, inst.p, 0.0).max(axis=1) * inst.time_scale
    T = float(inst.arrival.max() * inst.time_scale + p.sum())
    return int(inst.n * (T + 1))


def solve_lagdp(inst: HgspInstance, *, solver: str = "dp", time_limit: float | None = 60.0,
                threads: int | None = None, max_states: int = 8_000_000,
                seed: int = 0, bound_share: float = 0.25, multi: str = "auto",
                paired_stops: bool = False, branching: str = "cost",
                cut_rounds: int | None = None, tree_cuts: str = "drop") -> Result:
    """Solve a single-GPU instance exactly; raw Result for ``finalize``.

    ``max_states``: state budget of one forward search (memory ~ 60 bytes per state);
    ``seed``: the iterated local search of the upper bound. ``threads`` is accepted for
    the common interface; the DP runs on one thread.

    Several GPUs (``m >= 2``): ``multi="auto"`` (default) picks ``bp`` on identical GPUs
    and ``mip`` otherwise; ``multi="bp"``: column generation + branch-and-
    price (:mod:`.exact_lagdp_bp`; at most ``bound_share`` of the time limit for the
    root); ``multi="mip"``: the Lagrangian relaxation of :mod:`.wt_dp.multi` fixes
    variables of the time-indexed MILP, which HiGHS then solves over the survivors
    (:mod:`.exact_lagdp_multi`); ``multi="cpsat"`` gives that bound to CP-SAT.
    ``paired_stops`` (``bp`` on two identical GPUs without release dates): the pairing
    rows of :func:`.wt_dp.parallel_cg.pair_stops` (a stronger root on some instances,
    a slower column generation: off by default, ``models/hgsp-lagrangian-dp.md``).
    ``branching`` (``bp``): split completion times where a task's tardiness cost crosses
    its expected cost in the master LP (``"cost"``), at the quantiles of its LP weight
    (``"mass"``, the rule before issue 25's seventh round), or offer both, cost first
    (``"both"``; :func:`.wt_dp.parallel_bp._candidates`). ``cut_rounds`` (``bp`` on
    one group of identical GPUs without release dates): rounds of capacity cuts at the
    root (:func:`.wt_dp.parallel_cg.root_cuts`, ``models/hgsp-lagrangian-dp.md``,
    "Capacity cuts"; 0: none; ``None``: none in one process, and with ``threads >= 2``
    six rounds in the first process beside the second's tree, their reduced-cost
    fixing then applied to every node, :mod:`.wt_dp.parallel_share`); ``tree_cuts``:
    which rows the tree keeps after the root's reduced-cost fixing at the cut
    multipliers (``"drop"``: none, the default;
    ``"active"``: the rows with a positive multiplier; ``"all"``: every row, and no
    fixing step).
    """
    from .wt_dp import make_problem, solve_single
    from .wt_dp.solver import warm_up

    cells = estimate_cells(inst)
    if cells > MAX_CELLS:
        raise InstanceError("tasks", f"model lagdp would need about {cells:,} (task, tick) "
                            f"cells, above the limit {MAX_CELLS:,} (lower time_scale or use "
                            "--solver cpsat)")
    if inst.m != 1:
        from .wt_dp import kernels as K
        from .wt_dp.budget import announce_if_cold
        from .wt_dp.solver import COMPILE_NOTE

        # the several-GPU relaxation compiles these kernels in its own warm-up
        announce_if_cold([K.forward_adjacent, K.backward_adjacent, K.allowed_table,
                          K.path_counts_adjacent], COMPILE_NOTE)
        return _solve_multi(inst, solver=solver, time_limit=time_limit, threads=threads,
                            seed=seed, bound_share=bound_share, multi=multi,
                            paired_stops=paired_stops, branching=branching,
                            cut_rounds=cut_rounds, tree_cuts=tree_cuts)
    warm_up()  # numba compilation / cache load: not part of the solve's time
    with Timer() as tb:
        data = integer_data(inst, discretize=False, strengthen=False, hint=False)
        W, wscale, _ = objective_scale_weights(inst, discretize=False)
        pairs = [(i, k) for i, k, _j in dominance_pairs(data)]
        pb = make_problem(data.p[:, 0], data.a, W, data.d, pairs)
    # a signal (Ctrl-C, SIGTERM, the facade's SIGALRM) must not raise inside a numba
    # kernel (a gc callback run while it boxes its result would turn the exception into
    # a SystemError): with a stopper registered the handlers only record it, and the
    # solver's own checks (between kernels, and inside the compiled builders) raise
    with interrupt.stopper(_polled):
        out = solve_single(pb, time_limit=None if time_limit is None else
                           max(0.0, time_limit - tb.s), max_states=max_states, seed=seed)
    unit = wscale * data.scale
    res = Result(family="hgsp", instance=inst.name, method=f"lagdp-{solver}",
                 status=Status.OPTIMAL if out.proven else Status.TIME_LIMIT,
                 build_s=tb.s, runtime_s=float(out.stats.get("runtime_s", 0.0)) + tb.s)
    start = np.zeros(inst.n, dtype=np.int64)
    c = pb.completion_times(out.sequence)
    start[:] = c - pb.p
    res.schedule = schedule_from_ticks(inst, data, np.zeros(inst.n, dtype=np.int64), start)
    res.objective = out.objective / unit
    res.bound = out.lower_bound / unit
    res.metrics.update({f"dp_{k}": v for k, v in out.stats.items()})
    res.metrics.update({"time_scale": data.scale, "weight_scale": wscale,
                        "dominance_pairs": len(pairs), "dp_cells": cells})
    if not out.proven:
        res.message = f"time limit: best {res.objective:g}, bound {res.bound:g}"
    return res
