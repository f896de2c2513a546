"""Allocation policies behind one interface: ``policy(state) -> shares``.

A *policy* is any callable taking a :class:`State` (the jobs present now) and returning a
numpy array of shares ``theta_i`` (fractions of the ``N`` servers, ``theta_i >= 0``,
``sum <= 1``) aligned with ``state.remaining``. The simulator calls it at time 0 and after
every arrival and departure (the paper's "re-evaluate on each arrival or departure",
Section 5.3), so every policy here is usable offline and online; a user can pass any
callable of the same shape.

Built-in policies (paper Section 5.2/5.3):

* ``hesrpt`` -- Theorem 5 applied to the jobs present, ordered by *remaining* size, with
  the objective's weights (online this is A-heSRPT);
* ``equi``   -- equal shares;
* ``srpt``   -- all servers to the job with the shortest remaining size;
* ``rs``     -- all servers to the job with the smallest remaining x original size;
* ``hell``   -- HELL of Lin et al. [2] as the paper describes it (see :class:`Hell`);
* ``knee``   -- KNEE of Lin et al. [2] with threshold ``alpha`` (see :class:`Knee`);
  the paper's brute-force alpha search is :func:`knee_alpha_grid` + the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from optsched.core import InstanceError

from .closed_form import _allocation_sorted
from .contract import Allocate, HesrptView
from .speedup import Amdahl, Power, Speedup


@dataclass
class State:
    """The system at one decision epoch (all arrays aligned, one entry per job present).

    ``remaining`` and ``sizes`` in work units, ``weights`` are the objective's ``w_i``,
    ``arrivals`` the arrival times, ``ids`` the jobs' indices in the input,
    ``n_servers`` = N, ``speedup`` = s(k) for k servers, ``time`` = now.
    """

    time: float
    ids: np.ndarray
    remaining: np.ndarray
    sizes: np.ndarray
    weights: np.ndarray
    arrivals: np.ndarray
    speedup: Speedup
    n_servers: float


Policy = Callable[[State], np.ndarray]


def _from_requests(order: np.ndarray, req: np.ndarray, n: float, size: int) -> np.ndarray:
    """Grant server requests ``req`` (in servers) in priority ``order`` until N runs out;
    leftover servers go to the first job of the order. Returns shares (caller order)."""
    before = np.concatenate(([0.0], np.cumsum(req)[:-1]))
    given = np.minimum(req, np.maximum(n - before, 0.0))
    left = n - given.sum()
    if left > 0:
        given[0] += left
    out = np.zeros(size)
    out[order] = given / n
    return out


class HeSRPT:
    """heSRPT / A-heSRPT (Theorem 5 on the jobs present, by remaining size).

    ``p`` defaults to the speedup's exponent; for a non-power speedup pass ``p`` explicitly
    (heSRPT is then a heuristic). ``weights="objective"`` uses the objective's weights
    (``s(N)/x_i`` with the *original* size for slowdown); ``"remaining"`` recomputes
    slowdown weights from remaining sizes (``s(N)/r_i``), the residual-instance reading.
    """

    name = "hesrpt"

    def __init__(self, p: float | None = None, weights: str = "objective") -> None:
        if weights not in ("objective", "remaining"):
            raise InstanceError("param.weights", f"must be 'objective' or 'remaining', "
                                f"got {weights!r}")
        self.p = p
        self.weights = weights

    def __call__(self, state: State) -> np.ndarray:
        p = self.p if self.p is not None else state.speedup.p
        if p is None:
            raise InstanceError("param.p", "heSRPT needs p for a non-power speedup")
        w = state.weights if self.weights == "objective" else 1.0 / state.remaining
        return _allocation_sorted(state.remaining, w, float(p))


class Equi:
    """EQUI: every job present gets ``1/m`` of the servers."""

    name = "equi"

    def __call__(self, state: State) -> np.ndarray:
        m = state.remaining.size
        return np.full(m, 1.0 / m)


class Srpt:
    """SRPT: all servers to the shortest remaining job (ties: earliest in the state)."""

    name = "srpt"

    def __call__(self, state: State) -> np.ndarray:
        out = np.zeros(state.remaining.size)
        out[int(np.argmin(state.remaining))] = 1.0
        return out


class Rs:
    """RS [22]: all servers to the job minimising remaining x original size."""

    name = "rs"

    def __call__(self, state: State) -> np.ndarray:
        out = np.zeros(state.remaining.size)
        out[int(np.argmin(state.remaining * state.sizes))] = 1.0
        return out


def _hell_servers(speedup: Speedup, n: float, k_min: float) -> float:
    """``argmax_k s(k)^2 / k`` on ``[k_min, n]`` (servers)."""
    if isinstance(speedup, Power):
        return n if speedup.p >= 0.5 else k_min
    if isinstance(speedup, Amdahl):
        if speedup.f >= 1.0:
            return n
        return float(np.clip(speedup.f / (1.0 - speedup.f), k_min, n))
    lo, hi = np.log(k_min), np.log(n)
    if hi <= lo:
        return n
    from scipy.optimize import minimize_scalar  # imported only here: 0.3-0.4 s

    res = minimize_scalar(lambda u: -float(speedup(np.exp(u)) ** 2 / np.exp(u)),
                          bounds=(lo, hi), method="bounded", options={"xatol": 1e-10})
    cands = [k_min, n, float(np.exp(res.x))]
    return max(cands, key=lambda k: float(speedup(k)) ** 2 / k)


class Hell:
    """HELL (Lin et al. [2]) as described in the paper, Section 5.2.

    A job's efficiency on ``k`` servers is ``s(k)/k`` and its remaining processing time
    ``r/s(k)``; the ratio is ``s(k)^2 / (k r)``. Each iteration picks the job with the
    highest achievable ratio and gives it the ``k`` that achieves it (``k`` ranging over
    ``[1 server, servers left]``); repeated until servers or jobs run out. Because ``r``
    only scales the ratio, the best ``k`` is the same for all jobs and the order is
    shortest-remaining first. Interpretation choices (documented in models/hesrpt.md):
    a job gets at least one server; servers left over once every job holds its
    allocation go to the job chosen first (so HELL is work-conserving). For
    ``s(k)=k**p`` this is SRPT when ``p >= 0.5`` and "one server each, the rest to the
    shortest job" when ``p < 0.5``.
    """

    name = "hell"

    def __init__(self, min_servers: float = 1.0) -> None:
        self.min_servers = float(min_servers)

    def __call__(self, state: State) -> np.ndarray:
        n = float(state.n_servers)
        k_min = min(self.min_servers, n)
        k = _hell_servers(state.speedup, n, k_min)
        order = np.argsort(state.remaining, kind="stable")
        req = np.full(order.size, k)
        return _from_requests(order, req, n, order.size)


def knee_servers(remaining: np.ndarray, speedup: Speedup, alpha: float, n: float
                 ) -> np.ndarray:
    """Knee allocation: smallest ``k`` with ``-d/dk (r / s(k)) = r s'(k)/s(k)^2 <= alpha``.

    For ``s(k) = k**p``: ``k = (p r / alpha)**(1/(1+p))``. Other concave speedups: the
    marginal reduction is decreasing in ``k``; solved by bisection on ``log k`` in
    ``[1e-9, N]``. Result clipped to ``[0, N]`` servers.

    Parameters
    ----------
    remaining : numpy.ndarray
        Remaining sizes ``r``, seconds on one server.
    speedup : Speedup
    alpha : float
        Threshold: time saved per extra server (seconds per server).
    n : float
        N.

    Returns
    -------
    numpy.ndarray
        Knee allocation per job, servers.
    """
    if isinstance(speedup, Power):
        return np.minimum((speedup.p * remaining / alpha) ** (1.0 / (1.0 + speedup.p)), n)
    lo = np.full(remaining.size, np.log(1e-9))
    hi = np.full(remaining.size, np.log(n))
    for _ in range(80):
        mid = 0.5 * (lo + hi)
        k = np.exp(mid)
        marg = remaining * speedup.derivative(k) / speedup(k) ** 2
        above = marg > alpha
        lo = np.where(above, mid, lo)
        hi = np.where(above, hi, mid)
    return np.exp(hi)


class Knee:
    """KNEE (Lin et al. [2]) with threshold ``alpha`` (time saved per extra server).

    Each iteration gives the job with the lowest knee allocation (see
    :func:`knee_servers`; at least one server; ties to the smaller remaining size) its knee
    allocation, until servers run out; servers left once every job holds its knee go to
    the job with the lowest knee.
    """

    name = "knee"

    def __init__(self, alpha: float, min_servers: float = 1.0) -> None:
        if not (isinstance(alpha, (int, float)) and alpha > 0 and np.isfinite(alpha)):
            raise InstanceError("param.alpha", f"must be a number > 0, got {alpha!r}")
        self.alpha = float(alpha)
        self.min_servers = float(min_servers)

    def __call__(self, state: State) -> np.ndarray:
        n = float(state.n_servers)
        knees = np.maximum(knee_servers(state.remaining, state.speedup, self.alpha, n),
                           min(self.min_servers, n))
        # ties (many knees are clipped to one server) go to the smaller remaining size,
        # so the allocation does not depend on the order of the state arrays
        order = np.lexsort((state.remaining, knees))
        return _from_requests(order, knees[order], n, order.size)


def knee_alpha_grid(sizes: np.ndarray, speedup: Speedup, n_servers: float,
                    points: int = 25, decades: float = 4.0) -> np.ndarray:
    """Alpha values for KNEE's brute-force search (paper Section 5.2).

    Centred on the alpha at which the knees of ``sizes`` (under ``s(k) = k**p``, or
    ``p = 0.5`` for other speedups) would add up to exactly ``N``; spans ``decades``
    decades of "sum of knees / N" either side, log-spaced.
    """
    p = speedup.p if isinstance(speedup, Power) else 0.5
    base = np.sum(np.asarray(sizes, dtype=float) ** (1.0 / (1.0 + p)))
    g = np.logspace(-decades, decades, points)
    return p * (base / (n_servers * g)) ** (1.0 + p)


class SharePolicy:
    """A shares policy (``State -> shares``) as an online policy of the contract.

    At each decision it rebuilds the :class:`State` from the view (jobs in the view's
    order) and returns ``Allocate(job, theta_i N)`` for every job present; on the exact
    simulator this gives the same completion times as the policy itself, bit for bit
    (``tests/hesrpt/test_contract.py``), so every built-in policy runs on the contract:
    ``SharePolicy(Equi())``, ``SharePolicy(HeSRPT())`` ...

    Parameters
    ----------
    policy : callable or str
        A ``State -> shares`` callable or the name of a built-in policy.
    """

    def __init__(self, policy: Policy | str, **params: float | str | None) -> None:
        self.policy = get_policy(policy, **params)

    def decide(self, view: HesrptView) -> list[Allocate]:
        """Every job present gets ``theta_i N`` servers."""
        jobs = view.jobs
        state = State(view.time_s, np.array([int(j.id) for j in jobs], dtype=np.int64),
                      np.array([j.remaining_s for j in jobs]),
                      np.array([j.size_s for j in jobs]), np.array([j.weight for j in jobs]),
                      np.array([j.arrival_s for j in jobs]), view.speedup, view.n_servers)
        theta = np.asarray(self.policy(state), dtype=float)
        return [Allocate(j.id, float(th * view.n_servers)) for j, th in zip(jobs, theta)]


POLICIES: dict[str, Callable[..., Policy]] = {
    "hesrpt": HeSRPT,
    "equi": Equi,
    "srpt": Srpt,
    "rs": Rs,
    "hell": Hell,
    "knee": Knee,
}


def get_policy(policy: str | Policy, **params: float | str | None) -> Policy:
    """A policy by name (with constructor ``params``) or a user callable as is.

    Examples
    --------
    >>> type(get_policy("a-hesrpt")).__name__, get_policy("knee", alpha=0.5).alpha
    ('HeSRPT', 0.5)
    """
    if isinstance(policy, str):
        key = policy.lower().replace("a-hesrpt", "hesrpt")
        if key not in POLICIES:
            raise InstanceError("policy", f"unknown policy {policy!r} (known: "
                                f"{', '.join(POLICIES)}, or pass a callable)")
        return POLICIES[key](**params)
    if callable(policy):
        if params:
            raise InstanceError("policy", "parameters only apply to named policies")
        return policy
    raise InstanceError("policy", f"expected a policy name or a callable, got {policy!r}")
