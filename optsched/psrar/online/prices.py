"""The exponential price function of eq. (11), its parameters lambda and F, and the
resource ledger of one A_maxweight call.

eq. (11): ``delta_h^r(t) = lambda ** (beta_h^r(t) / C_h^r) - 1`` with
``lambda = 2 T H R F + 1``, where ``beta_h^r(t)`` is the amount of resource ``r`` of
server ``h`` already allocated in slot ``t`` by this A_maxweight call.

``F`` is the upper bound of a job's weight per unit of resource consumption (Section 5.1,
first assumption): ``w_j / sum_{t in T(l)} sum_{h in l} sum_r f_jh^r(l) <= F`` for every
job and every schedule ``l``. We compute it as
``F = max_j w_j / (least consumption of any schedule of j)``; the least consumption is
taken over all configurations ``(m, p, n)`` with the co-located (fastest) duration and a
single PS, which is a lower bound of every schedule's consumption, so ``F`` is a valid
(upper) bound. Consumption sums raw resource units over the resource types, exactly as the
paper's assumption is written. ``F`` is a parameter of every primal-dual algorithm
(``F=...``), so Fig. 4 / Fig. 11 can vary it.
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from ..instance import PsrarInstance
from .cluster import Cluster, duration_table


def least_consumption(cluster: Cluster, j: int) -> float:
    """Lower bound of ``sum_t sum_h sum_r f_jh^r(l)`` over all schedules ``l`` of job ``j``
    (resource units x slots): minimum over ``(m, p, n)`` of
    ``d_colocated(m, p, n) * (n * sum_r e_m^r + sum_r z_p^r)``."""
    inst = cluster.instance
    job = inst.jobs[j]
    table = duration_table(inst, j, True).astype(float)  # (M, P', D)
    n = np.arange(1, job.chunks + 1, dtype=float)
    esum = cluster.e.sum(axis=1)[:, None, None] * n[None, None, :]
    zsum = cluster.z.sum(axis=1)[None, :, None] if job.is_ps else 0.0
    return float((table * (esum + zsum)).min())


def weight_per_resource_bound(instance: PsrarInstance, jobs: list[int] | None = None) -> float:
    """``F``: ``max_j w_j / least_consumption(j)`` (see the module docstring)."""
    cl = Cluster.of(instance)
    idx = range(len(instance.jobs)) if jobs is None else jobs
    return max(instance.jobs[j].weight / least_consumption(cl, j) for j in idx)


def price_lambda(T: int, H: int, R: int, F: float) -> float:
    """``lambda = 2 T H R F + 1`` (eq. (11))."""
    return 2.0 * T * H * R * F + 1.0


def gamma_of(lam: float) -> float:
    """Approximation ratio of A_maxweight, Theorem 3: ``gamma = 2 log2(lambda)``."""
    return 2.0 * math.log2(lam)


def alpha_eq6(total_weight: float, w_min: float, gamma: float, cap: int = 1_000_000) -> int:
    """``alpha = floor((log w(J) - log w_min) / (log gamma - log(gamma - 1))) + 1``,
    eq. (6) (any log base). ``gamma <= 1`` (tiny ``F``) makes the bound infinite: ``cap``."""
    if gamma <= 1.0:
        return cap
    den = math.log(gamma) - math.log(gamma - 1.0)
    val = (math.log(total_weight) - math.log(w_min)) / den
    return int(min(cap, math.floor(val + 1e-12) + 1))


def alpha_theorem5(total_weight: float, w_min: float, lam: float) -> int:
    """``alpha`` of Theorem 5: ``floor((log w(J) - log w_min) /
    (1 + log log lambda - log(2 log lambda - 1))) + 1`` (base-2 logarithms, which make the
    denominator ``log gamma - log(gamma - 1)`` with ``gamma = 2 log lambda``)."""
    return alpha_eq6(total_weight, w_min, gamma_of(lam))


_SERIAL = itertools.count()


class Ledger:
    """Allocations ``beta[h, t, r]`` of one A_maxweight call over slots ``0..tau-1`` and the
    prices ``delta[h, t, r]`` of eq. (11) (0 where ``C_h^r = 0``)."""

    def __init__(self, cluster: Cluster, tau: int, lam: float) -> None:
        self.cluster = cluster
        self.tau = int(tau)
        self.lam = float(lam)
        H, R = cluster.cap.shape
        self.used = np.zeros((H, self.tau, R))
        self.delta = np.zeros((H, self.tau, R))
        self._logl = math.log(self.lam)
        with np.errstate(divide="ignore"):
            self._inv_cap = np.where(cluster.cap > 0, 1.0 / np.where(cluster.cap > 0,
                                                                     cluster.cap, 1.0), 0.0)
        self.version = 0
        #: unique per ledger (caches key on ``(uid, version)``; ``id()`` may be reused)
        self.uid = next(_SERIAL)
        #: servers touched since the ledger was created, with the version of the change
        self.touched: list[tuple[int, int, int, int]] = []  # (version, h, t0, t1)

    def residual(self) -> np.ndarray:
        """``omega[h, t, r] = C_h^r - beta_h^r(t)``."""
        return self.cluster.cap[:, None, :] - self.used

    def add(self, start: int, duration: int, workers: np.ndarray, m: int,
            ps: np.ndarray | None, p: int) -> None:
        """Book a placement (slots ``start .. start+duration-1``) and update eq. (11)."""
        cl = self.cluster
        self.version += 1
        sl = slice(start, start + duration)
        for h in np.flatnonzero(workers if ps is None else (workers + ps)):
            amount = workers[h] * cl.e[m]
            if ps is not None and p >= 0:
                amount = amount + ps[h] * cl.z[p]
            self.used[h, sl, :] += amount
            self.delta[h, sl, :] = np.expm1(self._logl * self.used[h, sl, :]
                                            * self._inv_cap[h])
            self.touched.append((self.version, int(h), start, start + duration))
