"""The ``hgsp`` family: every exact model, algorithm and preset, registered in one place.

Total weighted tardiness on heterogeneous GPUs with memory limits and release dates
(hgsp paper, Sections I-IV). Announced to optsched by the ``optsched.families`` entry
point ``hgsp = "optsched.hgsp.family:FAMILY"``.
"""

from __future__ import annotations

from optsched.core import Family, Param

from . import orlib, presets, pwt, tanaka
from .bound import bound_best, bound_fluid, bound_lagrangian, bound_release
from .bound import warm_up as bound_warm_up
from .exact_bigm import _solve_bigm, build_bigm, size_bigm
from .exact_common import warm_up_hint
from .exact_cpsat import _solve_cpsat, size_cpsat
from .exact_lagdp import prepare_lagdp, solve_lagdp
from .exact_timeindexed import _solve_timeindexed, build_timeindexed, size_timeindexed
from .gantt import plot_gantt
from .generate import tiny
from .heuristics import run_fifo, run_greedy
from .instance import HgspInstance, objective_scale
from .sagreedy import ENGINES, PLACEMENTS, SELECTIONS, run_sagreedy, run_sagreedy_plus
from .schedule import HgspSchedule
from .verify import evaluate, verify

FAMILY = Family(
    name="hgsp",
    description="Total weighted tardiness on heterogeneous GPUs with memory limits and "
                "release dates (hgsp paper, Sections I-IV)",
    load=HgspInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="weighted_tardiness",
    default_models={"highs": "bigm", "pyomo": "bigm", "cpsat": "cpsat", "dp": "lagdp"},
    unschedulable=lambda inst: inst.unschedulable_reason(),
    plot=plot_gantt,
    schedule_type=HgspSchedule,
    objective_scale=objective_scale,
    objective_granularity=HgspInstance.objective_granularity,
)

_DISCRETIZE = Param("discretize", bool, False, "solve a rounded copy when tick data are not "
                    "integral (flagged, never optimal)")
_STRENGTHEN = Param("strengthen", bool, True, "valid cuts: semi-active horizons, symmetry "
                    "breaking, dominance (models/hgsp-*.md)")

# ------------------------------------------------------------------ exact models
FAMILY.model("bigm", ("highs", "pyomo"), "big-M disjunctive MILP, eqs. (1)-(6) (Pyomo), "
             "HiGHS started from the best heuristic",
             params=[Param("hint", bool, True, "MIP start from the best heuristic (HiGHS)")],
             size=size_bigm, build_pyomo=build_bigm, prepare=warm_up_hint)(_solve_bigm)
FAMILY.model("timeindexed", ("highs", "pyomo"),
             "time-indexed MILP: start-time binaries per GPU and tick, per-slot GPU "
             "capacity (Pyomo)", params=[_DISCRETIZE, _STRENGTHEN],
             size=size_timeindexed, build_pyomo=build_timeindexed,
             prepare=warm_up_hint)(_solve_timeindexed)
FAMILY.model("cpsat", ("cpsat",),
             "CP-SAT: optional intervals per memory-feasible GPU, NoOverlap per GPU, warm "
             "start from the best heuristic",
             params=[_DISCRETIZE, _STRENGTHEN,
                     Param("hint", bool, True, "warm start from the best heuristic"),
                     Param("lower_bound", float, None, "a known lower bound on the weighted "
                           "tardiness (checked against the heuristics' schedules)", low=0),
                     Param("log", bool, False, "CP-SAT search log on stderr")],
             size=size_cpsat, prepare=warm_up_hint)(_solve_cpsat)
FAMILY.model("lagdp", ("dp",),
             "Lagrangian relaxation of the time-indexed model solved by DP over time + "
             "successive sublimation (exact on one GPU; several GPUs: column generation "
             "over pseudo-schedules + branch-and-price)",
             params=[Param("max_states", int, 8_000_000, "state budget of one forward "
                           "search (~60 bytes per state)", low=1000, high=10**9),
                     Param("bound_share", float, 0.25, "share of the time limit for the "
                           "multi-GPU Lagrangian bound", low=0.0, high=1.0),
                     Param("multi", str, "auto", "several GPUs: column generation + "
                           "branch-and-price (bp), reduced-cost fixing + reduced "
                           "time-indexed MILP on HiGHS (mip), the bound handed to "
                           "CP-SAT (cpsat), or auto = bp on identical GPUs, mip otherwise",
                           choices=("auto", "bp", "mip", "cpsat")),
                     Param("paired_stops", bool, False, "multi=bp on two identical GPUs "
                           "without release dates: pair the GPUs' stop ticks (x_t = "
                           "x_{P-t}); a stronger root on some instances, a slower column "
                           "generation"),
                     Param("branching", str, "cost", "multi=bp: split a task's completion "
                           "time where its tardiness cost crosses its expected cost in "
                           "the master LP (cost), at the quantiles of its LP weight "
                           "(mass), or offer both, cost first (both)",
                           choices=("cost", "mass", "both")),
                     Param("cut_rounds", int, None, "multi=bp on one group of "
                           "identical GPUs without release dates: rounds of extended "
                           "capacity cuts (Gomory-rounded) at the root before the tree, "
                           "at most 25 % of the time limit (0: none; unset: none with "
                           "one thread, 6 beside the tree when two processes share it, "
                           "threads >= 2)", low=0, high=100),
                     Param("tree_cuts", str, "drop", "multi=bp with cut_rounds: after "
                           "reduced-cost fixing at the cut root, the tree keeps no cut "
                           "rows (drop: every node's DP pays for each row), the rows "
                           "with a positive multiplier (active), or all of them without "
                           "that fixing step (all)", choices=("drop", "active", "all"))],
             prepare=prepare_lagdp)(solve_lagdp)


@FAMILY.auto("the Lagrangian DP lagdp (one GPU: successive sublimation; identical GPUs: "
             "column generation + branch-and-price; heterogeneous GPUs: reduced-cost "
             "fixing + the reduced time-indexed MILP)")
def _auto(inst: HgspInstance) -> tuple[str, str]:
    """``--solver auto``: the Lagrangian DP ``lagdp`` -- on one GPU its own exact method
    (every OR-Library wt40/wt50/wt100 optimum within 60 s), on identical GPUs column
    generation + branch-and-price (``notes/issue-25-parallel.md``), on heterogeneous GPUs
    the issue-16 path (``multi="mip"``, every ``gap`` instance up to n = 60 within 60 s,
    ``notes/issue-16.md``)."""
    return ("dp", "lagdp")


# ------------------------------------------------------------------ algorithms
FAMILY.algorithm("fifo", "FIFO: arrival order, earliest start (III-A)")(run_fifo)
FAMILY.algorithm("greedy", "Greedy-EFT: arrival order, earliest finish (III-B)")(run_greedy)
FAMILY.algorithm(
    "sagreedy", "SAGreedy: simulated annealing over task orders, EFT evaluation, paper "
    "parameters (III-C)",
    params=[Param("iterations", int, 100, "K, annealing iterations", low=1, high=10**7),
            Param("t_initial", float, 1000.0, "initial temperature T_0", low=1e-12),
            Param("alpha", float, 0.95, "cooling rate", low=1e-9, high=1.0),
            Param("t_min", float, None, "final temperature (default T_0 alpha^K)", low=1e-300),
            Param("selection", str, "weighted", "which tardy tasks move", choices=SELECTIONS),
            Param("placement", str, "queue-jump", "where they move (front = literal reading)",
                  choices=PLACEMENTS),
            Param("engine", str, "fast", "evaluation engine (reference = readable numpy "
                  "path)", choices=ENGINES)],
)(run_sagreedy)
FAMILY.algorithm(
    "sagreedy-plus", "SAGreedy+: stronger SA (jump/delay/swap moves, restarts, 2000 "
    "iterations; not in the paper)",
    params=[Param("iterations", int, 2000, "iterations per restart", low=1, high=10**8),
            Param("restarts", int, 4, "independent restarts", low=1, high=10**4),
            Param("accept_median", float, 0.3, "initial acceptance of a median uphill move",
                  low=1e-9, high=1.0 - 1e-9),
            Param("t_end_ratio", float, 1e-3, "final / initial temperature", low=1e-12,
                  high=1.0),
            Param("swap_distance", int, 8, "max distance of swap moves", low=1, high=10**6),
            Param("block", int, 32, "prefix-reuse block size", low=1, high=10**6)],
)(run_sagreedy_plus)

# ------------------------------------------------------------------ bounds
_BOUND_PARAMS = [
    Param("resolution", int, 16, "ticks per median processing time when the data are not "
          "integral on a fine grid", low=1, high=10_000),
    Param("iterations", int, 2000, "subgradient iterations at most", low=1, high=10**6)]
FAMILY.bound("best", "the largest of release, fluid and lagrangian within the time limit "
             "(models/hgsp-bounds.md)", params=_BOUND_PARAMS, default=True,
             prepare=bound_warm_up)(bound_best)
FAMILY.bound("lagrangian", "time-indexed model on a tick grid rounded in its favour, 'each "
             "task once' relaxed: one shortest path over time per GPU kind, subgradient "
             "ascent", params=_BOUND_PARAMS, prepare=bound_warm_up)(bound_lagrangian)
FAMILY.bound("fluid", "GPUs pooled into one fluid resource: preemptive WSPT mean busy "
             "times + half the shortest processing time, per task set")(bound_fluid)
FAMILY.bound("release", "each task alone from its arrival on its fastest feasible GPU: "
             "sum w_i max(0, a_i + min_j p_ij - d_i)")(bound_release)

# ------------------------------------------------------------------ presets
_N_TASKS = Param("n_tasks", int, None, "number of tasks (default: the preset's)", low=1,
                 high=1_000_000)
_N_GPUS = Param("n_gpus", int, None, "number of GPUs (default: the preset's)", low=1,
                high=10_000)
FAMILY.preset("tiny", params=[_N_TASKS, _N_GPUS])(tiny)
for _set in ("wt40", "wt50", "wt100"):  # seed k = k-th instance (0-based)
    FAMILY.preset(f"orlib-{_set}")(orlib.preset(_set))
for _set in pwt.SETS:  # Pessoa et al. P||sum wT: seed k = OR-Library instance 1 + 5k
    for _m in pwt.MACHINES:
        FAMILY.preset(f"pwt-{_set}-m{_m}")(pwt.preset(_set, _m))
for _set in tanaka.SETS:  # Tanaka's wt150/200/250: seed k = file k+1
    FAMILY.preset(f"tanaka-{_set}")(tanaka.preset(_set))
FAMILY.preset("tanaka-dat", params=[Param("file", str, None, "path of a Tanaka .dat file "
                                          "(first line n, then 'p d w' per job; e.g. "
                                          "wt300_001.dat); the seed is not used")]
              )(tanaka.from_file)
for _ts, _cl in (("tasks1", "small"), ("tasks2", "medium"), ("tasks3", "small"),
                 ("tasks4", "large")):
    _cluster = Param("cluster", str, None, "cluster size (default: the task set's)",
                     choices=tuple(presets.CLUSTERS))
    FAMILY.preset(_ts, params=[_cluster, _N_TASKS])(presets.preset(_ts))
    FAMILY.preset(f"{_ts}-{_cl}", params=[_cluster, _N_TASKS])(presets.preset(_ts, _cl))
FAMILY.preset("gap", params=[Param("n_tasks", int, 8, "number of tasks", low=1, high=10_000),
                             _N_GPUS])(presets.gap)
