"""HGSP: total weighted tardiness on heterogeneous GPUs with memory limits and release
dates (paper "Heterogeneous GPU Scheduling", Sections I–IV).

Public API: :class:`HgspInstance`, :func:`verify`, :func:`evaluate`, the heuristics
:func:`run_fifo`, :func:`run_greedy`, the exact model :func:`solve_bigm` /
:func:`build_bigm`, and the generator presets in :mod:`optsched.hgsp.generate`.
"""

from optsched.core.registry import Algorithm, ExactModel, Family, register

from . import generate
from .exact_bigm import build_bigm, solve_bigm
from .heuristics import run_fifo, run_greedy
from .instance import GPU, HgspInstance, Task
from .verify import evaluate, verify

FAMILY = register(Family(
    name="hgsp",
    description="Total weighted tardiness on heterogeneous GPUs with memory limits and "
                "release dates (hgsp paper, Sections I-IV)",
    load=HgspInstance.from_dict,
    verify=verify,
    evaluate=evaluate,
    objective_name="weighted_tardiness",
    default_models={"highs": "bigm", "pyomo": "bigm", "cpsat": "cpsat"},
    presets={"tiny": generate.tiny},
    unschedulable=lambda inst: inst.unschedulable_reason(),
))
FAMILY.add_model(ExactModel("bigm", ("highs", "pyomo"), solve_bigm,
                            "big-M disjunctive MILP, eqs. (1)-(6) (Pyomo)", build_bigm))
FAMILY.add_algorithm(Algorithm("fifo", run_fifo, "FIFO: arrival order, earliest start "
                               "(III-A)"))
FAMILY.add_algorithm(Algorithm("greedy", run_greedy, "Greedy-EFT: arrival order, earliest "
                               "finish (III-B)"))

# --- exact models: time-indexed MILP, CP-SAT (issue 3) ---
from . import orlib as _orlib  # noqa: E402
from .exact_cpsat import solve_cpsat_model  # noqa: E402
from .exact_timeindexed import build_timeindexed, solve_timeindexed  # noqa: E402

FAMILY.add_model(ExactModel("timeindexed", ("highs", "pyomo"), solve_timeindexed,
                            "time-indexed MILP: start-time binaries per GPU and tick, "
                            "per-slot GPU capacity (Pyomo)", build_timeindexed))
FAMILY.add_model(ExactModel("cpsat", ("cpsat",), solve_cpsat_model,
                            "CP-SAT: optional intervals per memory-feasible GPU, NoOverlap "
                            "per GPU, warm start from the best heuristic"))
FAMILY.presets["orlib-wt40"] = _orlib.preset("wt40")  # seed k = k-th instance (0-based)
FAMILY.presets["orlib-wt50"] = _orlib.preset("wt50")
FAMILY.presets["orlib-wt100"] = _orlib.preset("wt100")
# --- end exact models ---

# --- SAGreedy, presets, Gantt chart (issue 3) ---
from . import presets as _presets  # noqa: E402
from .gantt import plot_gantt  # noqa: E402
from .sagreedy import run_sagreedy, run_sagreedy_plus  # noqa: E402

FAMILY.add_algorithm(Algorithm("sagreedy", run_sagreedy, "SAGreedy: simulated annealing "
                               "over task orders, EFT evaluation, paper parameters (III-C)"))
FAMILY.add_algorithm(Algorithm("sagreedy-plus", run_sagreedy_plus, "SAGreedy+: stronger "
                               "SA (jump/delay/swap moves, restarts, 2000 iterations; "
                               "not in the paper)"))
for _ts, _cl in (("tasks1", "small"), ("tasks2", "medium"), ("tasks3", "small"),
                 ("tasks4", "large")):
    FAMILY.presets[_ts] = _presets.preset(_ts)  # (seed, cluster=..., n_tasks=...)
    FAMILY.presets[f"{_ts}-{_cl}"] = _presets.preset(_ts, _cl)
FAMILY.presets["gap"] = _presets.gap  # (seed, n_tasks=8, n_gpus=None)
FAMILY.plot = plot_gantt
# --- end SAGreedy, presets, Gantt chart ---

__all__ = ["GPU", "FAMILY", "HgspInstance", "Task", "build_bigm", "evaluate", "generate",
           "run_fifo", "run_greedy", "solve_bigm", "verify"]

# --- Lagrangian DP for one GPU (issue 16): model lagdp, solver kind dp ---
from .exact_lagdp import solve_lagdp  # noqa: E402

FAMILY.add_model(ExactModel("lagdp", ("dp",), solve_lagdp,
                            "single GPU: Lagrangian relaxation of the time-indexed model "
                            "solved by DP over time + successive sublimation (exact)"))
FAMILY.default_models["dp"] = "lagdp"
# --- end Lagrangian DP ---
