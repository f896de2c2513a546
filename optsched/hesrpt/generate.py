"""Instance generators (seeded) and the presets of ``optsched generate hesrpt``.

Job sizes are classical Pareto(alpha) with minimum ``x_min = 1`` (``x_min`` only sets the
time unit: slowdown is invariant to it, flow time scales linearly). Online arrivals are
Poisson with rate ``lambda = load * s(N) / E[X]``: ``load`` is the utilisation of a system
that runs one job at a time on all N servers (SRPT/RS), so every policy compared is stable
for ``load < 1`` (the paper does not define its load axis; see models/hesrpt.md).
"""

from __future__ import annotations

from functools import partial

import numpy as np

from optsched.core import InstanceError

from .instance import HesrptInstance
from .speedup import Amdahl, Power


def pareto_sizes(rng: np.random.Generator, alpha: float, m: int, x_min: float = 1.0
                 ) -> np.ndarray:
    """``m`` i.i.d. Pareto(alpha) sizes with minimum ``x_min``.

    Parameters
    ----------
    rng : numpy.random.Generator
        The only source of randomness.
    alpha : float
        Tail index (> 0; the mean is finite for ``alpha > 1``).
    m : int
        Number of jobs.
    x_min : float
        Smallest size, seconds on one server.

    Returns
    -------
    numpy.ndarray
        Sizes, seconds.

    Examples
    --------
    >>> pareto_sizes(np.random.default_rng(0), 1.5, 3).round(3).tolist()
    [1.573, 1.973, 1.013]
    """
    if alpha <= 0:
        raise InstanceError("alpha", f"must be > 0, got {alpha}")
    return x_min * (1.0 + rng.pareto(alpha, m))


def poisson_arrivals(rng: np.random.Generator, rate: float, m: int) -> np.ndarray:
    """Arrival times (seconds) of ``m`` Poisson arrivals of intensity ``rate`` (per
    second); the first arrival is after 0."""
    return np.cumsum(rng.exponential(1.0 / rate, m))


def online_workload(seed: int, n_jobs: int, load: float, p: float, n_servers: float,
                    alpha: float = 1.5, load_def: str = "single"
                    ) -> tuple[np.ndarray, np.ndarray]:
    """Sizes and arrival times (seconds) for the online study (Fig. 6).

    ``seed`` seeds ``numpy.random.default_rng``; ``n_jobs`` Pareto(``alpha``) sizes with
    Poisson arrivals at ``load`` in (0, 1) for ``s(k) = k**p`` on ``n_servers``.
    ``load_def="single"``: ``lambda = load s(N) / E[X]`` (one job at a time on all N
    servers would be busy a fraction ``load`` of the time; every policy is stable);
    ``"linear"``: ``lambda = load N / E[X]`` (load relative to N perfectly parallel
    servers; SRPT/RS/HELL are then unstable whenever ``load N > s(N)``).
    """
    if not 0 < load < 1:
        raise InstanceError("load", f"must be in (0, 1), got {load}")
    if alpha <= 1:
        raise InstanceError("alpha", f"online sizes need a finite mean (alpha > 1), got {alpha}")
    if load_def not in ("single", "linear"):
        raise InstanceError("load_def", f"must be 'single' or 'linear', got {load_def!r}")
    rng = np.random.default_rng(seed)
    sizes = pareto_sizes(rng, alpha, n_jobs)
    mean = alpha / (alpha - 1.0)
    capacity = n_servers ** p if load_def == "single" else float(n_servers)
    rate = load * capacity / mean
    return sizes, poisson_arrivals(rng, rate, n_jobs)


def offline(seed: int, m: int = 500, p: float = 0.5, n_servers: float = 1e6,
            alpha: float = 0.8, objective: str = "mean_slowdown") -> HesrptInstance:
    """Offline instance (Fig. 5 / C.7 setting): ``m`` Pareto(``alpha``) jobs at time 0,
    ``s(k) = k**p`` on ``n_servers``, seeded by ``seed``.

    Parameters
    ----------
    seed : int
        Seed of ``numpy.random.default_rng``.
    m : int
        number of jobs, all present at time 0
    p : float
        speedup exponent p of s(k) = k^p, in (0, 1]
    n_servers : float
        N, the number of servers shared as a fluid
    alpha : float
        Pareto shape of the job sizes (minimum size 1 work unit)
    objective : str
        mean_slowdown, mean_flow_time or total_weighted_flow_time
    """
    rng = np.random.default_rng(seed)
    sizes = pareto_sizes(rng, alpha, m)
    return HesrptInstance.from_arrays(
        f"offline-m{m}-p{p}-s{seed}", sizes, n_servers, Power(p), objective,
        source=f"optsched.hesrpt.generate.offline(seed={seed}, m={m}, p={p}, "
               f"n_servers={n_servers:g}, alpha={alpha})")


def online(seed: int, n_jobs: int = 2000, load: float = 0.7, p: float = 0.5,
           n_servers: float = 10_000, alpha: float = 1.5) -> HesrptInstance:
    """Online instance (Fig. 6 setting), mean slowdown; see :func:`online_workload`.

    Parameters
    ----------
    seed : int
        Seed of ``numpy.random.default_rng``.
    n_jobs : int
        number of jobs arriving (Poisson arrivals)
    load : float
        offered load in (0, 1): lambda E[X] / s(N)
    p : float
        speedup exponent p of s(k) = k^p, in (0, 1]
    n_servers : float
        N, the number of servers shared as a fluid
    alpha : float
        Pareto shape of the job sizes (> 1: finite mean)
    """
    sizes, arr = online_workload(seed, n_jobs, load, p, n_servers, alpha)
    return HesrptInstance.from_arrays(
        f"online-n{n_jobs}-rho{load}-p{p}-s{seed}", sizes, n_servers, Power(p),
        "mean_slowdown", arrivals=arr,
        source=f"optsched.hesrpt.generate.online(seed={seed}, n_jobs={n_jobs}, load={load}, "
               f"p={p}, n_servers={n_servers:g}, alpha={alpha})")


def amdahl(seed: int, m: int = 4, f: float = 0.9, n_servers: float = 10) -> HesrptInstance:
    """Offline Amdahl-speedup instance (parallel fraction ``f``), mean flow time: no closed
    form, for ``--algo numeric`` and the heuristics.

    Parameters
    ----------
    seed : int
        Seed of ``numpy.random.default_rng``.
    m : int
        number of jobs, all present at time 0
    f : float
        parallel fraction of Amdahl's speedup s(k) = 1 / ((1 - f) + f / k)
    n_servers : float
        N, the number of servers shared as a fluid
    """
    rng = np.random.default_rng(seed)
    sizes = pareto_sizes(rng, 1.5, m)
    return HesrptInstance.from_arrays(
        f"amdahl-m{m}-f{f}-s{seed}", sizes, n_servers, Amdahl(f), "mean_flow_time",
        source=f"optsched.hesrpt.generate.amdahl(seed={seed}, m={m}, f={f})")


#: Presets: ``(seed, **overrides)``; any keyword of the generator can be overridden, e.g.
#: ``[[instances.generate]] preset = "fig5", params = {p = 0.9}`` in a bench config.
PRESETS = {
    "tiny": partial(offline, m=5, p=0.5, n_servers=100),
    "fig5": partial(offline, m=500, p=0.5, n_servers=1e6),
    "fig-c7": partial(offline, m=500, p=0.5, n_servers=1e6, objective="mean_flow_time"),
    "online": partial(online),
    "amdahl": partial(amdahl),
}
