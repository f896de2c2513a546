"""``run(instance, *, seed, **options) -> Result`` for every policy (registered in
:mod:`.family`).

Every policy is simulated exactly by :func:`~optsched.hesrpt.simulate.simulate_run` with
the fluid schedule recorded (a :class:`~.schedule.FluidSchedule`), so
:func:`optsched.core.finalize` verifies it and recomputes the objective. For offline
instances with ``s(k) = k**p`` (``0 < p <= 1``) and weights that favour small jobs (mean
slowdown, mean flow time, or such weights) Theorem 6 gives the proven optimum; it is
attached as ``bound`` (so ``gap`` is each policy's distance to the optimum) and as
``metrics["optimal_flow_time"]`` (the total weighted flow time F*).
"""

from __future__ import annotations

import numpy as np

from optsched.core import InstanceError, Result, Status, interrupt
from optsched.core.policy import OnlinePolicy

from .closed_form import favours_small_jobs, optimal_flow_time
from .contract import Allocate, HesrptView
from .instance import HesrptInstance
from .numeric import optimal_numeric
from .policies import Equi, Hell, HeSRPT, Knee, Policy, Rs, Srpt, State, knee_alpha_grid
from .schedule import FluidSchedule
from .simulate import SimResult, simulate_contract, simulate_run
from .speedup import Power
from .verify import objective_from_completion

#: extra metrics a run reports (numbers, or the numeric optimiser's completion order)
Extra = dict[str, float | int | str | list[int]]


def closed_form_optimum(instance: HesrptInstance) -> float | None:
    """F* of Theorem 6 (total weighted flow time, seconds x weight) when it applies.

    Parameters
    ----------
    instance : HesrptInstance

    Returns
    -------
    float or None
        F* for an offline instance with ``s(k) = k**p`` and weights that favour small
        jobs; None otherwise (online, Amdahl, or weights against Theorem 6).

    Examples
    --------
    >>> from optsched.hesrpt import HesrptInstance, Power
    >>> inst = HesrptInstance.from_arrays("t", [1.0, 1.0], 10, Power(0.5), "mean_flow_time")
    >>> round(closed_form_optimum(inst), 6)
    0.86395
    """
    sp = instance.speedup
    if not (instance.offline and isinstance(sp, Power) and sp.p <= 1.0):
        return None
    if not favours_small_jobs(instance.sizes, instance.weights()):
        return None
    return optimal_flow_time(instance.sizes, sp.p, instance.n_servers,
                             instance.weights_spec())


def _float_param(name: str, value: float | int | str) -> float:
    """A positive finite number (CLI ``--param k=v`` may hand over numeric strings)."""
    try:
        out = float(value)
    except (TypeError, ValueError):
        raise InstanceError(f"param.{name}", f"must be a number, got {value!r}") from None
    if not np.isfinite(out) or out <= 0:
        raise InstanceError(f"param.{name}", f"must be finite and > 0, got {value!r}")
    return out


def _simulate(instance: HesrptInstance, policy: Policy, record: bool = True) -> SimResult:
    return simulate_run(instance.sizes, policy, instance.speedup, instance.n_servers,
                        instance.weights_spec(), instance.arrivals, record=record)


def _result(instance: HesrptInstance, method: str, policy: Policy,
            extra: Extra | None = None) -> Result:
    return _result_of(instance, method, _simulate(instance, policy), extra)


def _result_of(instance: HesrptInstance, method: str, sim: SimResult,
               extra: Extra | None = None) -> Result:
    obj, metrics = objective_from_completion(instance, sim.completion)
    out: dict[str, object] = dict(metrics)
    out["n_epochs"] = sim.n_epochs
    out.update(extra or {})
    f_star = closed_form_optimum(instance)
    bound = None
    if f_star is not None:
        bound = f_star * instance.objective_factor()
        out["optimal_flow_time"] = f_star
        out["bound_source"] = "Theorem 6 (closed form, proven optimal offline)"
    schedule = FluidSchedule(segments=tuple(sim.segments),
                             completion_s=tuple(sim.completion.tolist()))
    note = None
    if bound is not None and abs(obj - bound) <= 1e-9 * max(abs(obj), abs(bound)):
        note = ("this run attains Theorem 6's optimum (bound = the closed form F*); a "
                "heuristic run stays 'feasible': `optsched solve --solver closed-form` "
                "reports it as proven optimal")
    return Result(family="hesrpt", instance=instance.name, method=method,
                  status=Status.FEASIBLE, objective=obj, bound=bound, metrics=out,
                  schedule=schedule, status_note=note)


def run_online(instance: HesrptInstance, policy: OnlinePolicy[HesrptView, Allocate], /, *,
               seed: int = 0) -> Result:
    """A user's online policy of the contract (:mod:`.contract`) on the exact simulator.

    Parameters
    ----------
    instance : HesrptInstance
    policy : object with ``decide(HesrptView) -> iterable of Allocate``
    seed : int
        Unused (the simulator is deterministic; the policy got it at construction).

    Returns
    -------
    Result
        Raw (the fluid schedule recorded); ``bound`` = Theorem 6's optimum when it applies,
        as for the built-in policies.

    Raises
    ------
    DecisionError
        A decision the simulator refuses (naming the time, the job and the servers).
    """
    sim = simulate_contract(instance.sizes, policy, instance.speedup, instance.n_servers,
                            instance.weights_spec(), instance.arrivals, instance.objective)
    return _result_of(instance, "online", sim)


def run_hesrpt(instance: HesrptInstance, *, seed: int = 0, p: float | None = None,
               weights: str = "objective") -> Result:
    """heSRPT: Theorem 5 at every arrival and departure (offline: optimal; online:
    A-heSRPT, Section 5.3).

    Parameters
    ----------
    instance : HesrptInstance
    seed : int
        Unused (the policy is deterministic); part of the algorithm contract.
    p : float, optional
        Exponent used by Theorem 5 for a non-power speedup (default: the speedup's).
    weights : {"objective", "remaining"}
        Online weights: the objective's, or slowdown weights of the remaining sizes.

    Returns
    -------
    Result
        Raw result (``optsched.core.run`` verifies it); ``bound`` = Theorem 6 when it
        applies.
    """
    p_val = None if p is None else _float_param("p", p)
    return _result(instance, "hesrpt", HeSRPT(p=p_val, weights=weights))


def run_equi(instance: HesrptInstance, *, seed: int = 0) -> Result:
    """EQUI: every job present gets ``1/m`` of the servers (raw Result)."""
    return _result(instance, "equi", Equi())


def run_srpt(instance: HesrptInstance, *, seed: int = 0) -> Result:
    """SRPT: all servers to the shortest remaining job (raw Result)."""
    return _result(instance, "srpt", Srpt())


def run_rs(instance: HesrptInstance, *, seed: int = 0) -> Result:
    """RS: all servers to the smallest remaining x original size (raw Result)."""
    return _result(instance, "rs", Rs())


def run_hell(instance: HesrptInstance, *, seed: int = 0, min_servers: float = 1.0) -> Result:
    """HELL (efficiency / remaining-time ratio, :class:`~.policies.Hell`), raw Result.

    ``min_servers`` is the least a running job gets (servers).
    """
    return _result(instance, "hell", Hell(min_servers=_float_param("min_servers", min_servers)))


def knee_search(instance: HesrptInstance, points: int = 25, decades: float = 4.0
                ) -> tuple[float, float, int]:
    """The paper's brute-force search for KNEE's alpha (Section 5.2).

    Parameters
    ----------
    instance : HesrptInstance
    points : int
        Log-spaced alpha values tried (:func:`~.policies.knee_alpha_grid`).
    decades : float
        Half-width of the grid, decades.

    Returns
    -------
    tuple
        ``(best alpha, its objective, values tried)``.
    """
    grid = knee_alpha_grid(instance.sizes, instance.speedup, instance.n_servers, points,
                           decades)
    best_a, best_obj = float(grid[0]), np.inf
    for a in grid:
        interrupt.check()
        sim = _simulate(instance, Knee(float(a)), record=False)
        obj, _ = objective_from_completion(instance, sim.completion)
        if obj < best_obj:
            best_a, best_obj = float(a), obj
    return best_a, best_obj, len(grid)


def run_knee(instance: HesrptInstance, *, seed: int = 0, alpha: float | None = None,
             points: int = 25, min_servers: float = 1.0) -> Result:
    """KNEE with threshold ``alpha`` (time saved per extra server), raw Result.

    ``alpha=None`` searches ``points`` log-spaced values (:func:`knee_search`, the
    paper's brute force: an optimistic view of KNEE); ``min_servers`` as for HELL.
    """
    extra: Extra = {}
    min_servers = _float_param("min_servers", min_servers)
    if alpha is None:
        alpha, _, tried = knee_search(instance, int(_float_param("points", points)))
        extra = {"alpha_searched": tried}
    alpha = _float_param("alpha", alpha)
    extra["alpha"] = alpha
    return _result(instance, "knee", Knee(alpha, min_servers=min_servers), extra)


class ReplayPhases:
    """Policy replaying per-phase shares of an offline schedule.

    Phase ``j`` = ``j`` departures so far; ``shares[j][i]`` = share of input job ``i``
    (renormalised if round-off makes the sum exceed 1).
    """

    def __init__(self, shares: list[list[float]], m: int) -> None:
        self.shares = np.asarray(shares, dtype=float)
        self.m = m

    def __call__(self, state: State) -> np.ndarray:
        """Shares of the jobs present (aligned with ``state.ids``)."""
        phase = min(self.m - state.ids.size, len(self.shares) - 1)
        th = self.shares[phase][state.ids]
        total = th.sum()
        return th / total if total > 1.0 else th


def run_numeric(instance: HesrptInstance, *, seed: int = 0, orders: str = "auto") -> Result:
    """Numerical optimum (scipy, :mod:`.numeric`) for small offline instances.

    Any concave speedup and any weights; its phase shares are replayed by the exact
    simulator, so the schedule is verified like any other (status ``feasible``:
    numerical, not proven).

    Parameters
    ----------
    instance : HesrptInstance
        Offline (all arrivals 0) and small (the optimiser refuses beyond ~20 jobs,
        :func:`~.numeric.check_numeric_size`).
    seed : int
        Unused.
    orders : {"auto", "all", "sjf"}
        Completion orders tried: all ``M!`` (default up to 6 jobs) or the SJF order.

    Raises
    ------
    InstanceError
        Online instance, or a program beyond the size limit (with the estimate).
    """
    if not instance.offline:
        raise InstanceError("jobs", "the numerical optimiser handles offline instances only "
                            "(all arrivals 0)")
    m = len(instance.jobs)
    if orders == "auto":
        orders = "all" if m <= 6 else "sjf"
    if orders not in ("all", "sjf"):
        raise InstanceError("param.orders", f"must be auto, all or sjf, got {orders!r}")
    opt = optimal_numeric(instance.sizes, instance.speedup, instance.n_servers,
                          instance.weights_spec(), orders=orders)
    return _result(instance, "numeric", ReplayPhases(opt.shares, m),
                   {"numeric_objective": opt.objective * instance.objective_factor(),
                    "orders_tried": len(opt.per_order), "completion_order": opt.order})
