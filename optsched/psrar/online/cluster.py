"""Array view of a psrar instance for the online algorithms, and each job's configurations.

A *configuration* of job ``j`` fixes the worker type ``m``, the PS type ``p`` (PS jobs),
the number of workers ``n`` and the duration ``d`` (slots) such that (2f) holds:
``d * n * rho >= E_j D_j K_j``. For a fixed ``(m, p, q)`` only the Pareto-optimal pairs
``(n, d)`` matter for a min-cost schedule (prices are >= 0, so more workers for the same
duration, or a longer window for the same workers, never costs less): we keep, for every
achievable duration, the least number of workers. This is the set the paper enumerates
with ``L_j`` (Algorithm 4, lines 5-6: ``N_j = ceil(E D K / (L_j rho))``) and with
``Phi'`` (Algorithms 6, 7, line 4-5), without the dominated entries.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..instance import REL_TOL, PsrarInstance, ceil_rel

try:  # the lead's interrupt module (optsched.core.interrupt); a no-op until it lands
    from optsched.core.interrupt import check as check_interrupt
except ImportError:  # pragma: no cover - older core
    def check_interrupt() -> None:
        """No-op stand-in for ``optsched.core.interrupt.check``."""


#: relative slack of floor/ceil on capacities (fractions of a unit lost to rounding)
CAP_TOL = 1e-9


@dataclass(frozen=True)
class Config:
    """One configuration of a job: worker type ``m``, PS type ``p`` (``-1`` for RAR),
    ``n`` workers, duration ``d`` slots; ``colocated`` is the ``q_j`` the duration was
    computed for (eq. (1)/(14))."""

    m: int
    p: int
    n: int
    d: int
    colocated: bool


@dataclass(frozen=True)
class Cluster:
    """Capacities and type demands as arrays (resource order of the instance).

    ``cap[h, r] = C_h^r``, ``e[m, r] = e_m^r``, ``z[p, r] = z_p^r``, ``b[m] = b_m``,
    ``B[p] = B_p`` (Gbps)."""

    instance: PsrarInstance
    cap: np.ndarray
    e: np.ndarray
    z: np.ndarray
    b: np.ndarray
    B: np.ndarray

    @classmethod
    def of(cls, inst: PsrarInstance) -> Cluster:
        R = len(inst.resources)
        cap = np.array([s.capacity for s in inst.servers], dtype=float).reshape(-1, R)
        e = np.array([w.demand for w in inst.worker_types], dtype=float).reshape(-1, R)
        z = np.array([p.demand for p in inst.ps_types], dtype=float).reshape(-1, R)
        b = np.array([w.bandwidth_gbps for w in inst.worker_types], dtype=float)
        B = np.array([p.bandwidth_gbps for p in inst.ps_types], dtype=float)
        return cls(inst, cap, e, z, b, B)

    @property
    def H(self) -> int:
        return self.cap.shape[0]

    @property
    def R(self) -> int:
        return self.cap.shape[1]

    @property
    def M(self) -> int:
        return self.e.shape[0]

    @property
    def P(self) -> int:
        return self.z.shape[0]

    @cached_property
    def total_capacity(self) -> np.ndarray:
        return self.cap.sum(axis=0)

    # ------------------------------------------------------------------ configurations
    def ps_count(self, m: int, p: int, remote_workers: int) -> int:
        """Least PS count on the PS server covering ``remote_workers`` workers on other
        servers, (2e) + (2i)/(13d): ``max(1, ceil(remote * b_m / B_p))``."""
        if remote_workers <= 0:
            return 1
        return max(1, ceil_rel(remote_workers * self.b[m] / self.B[p]))

    def configs(self, j: int, colocated: bool, horizon: int | None = None) -> list[Config]:
        """Pareto configurations of job ``j`` for co-location ``q_j = colocated``, in the
        order (m, p, n ascending); durations above ``horizon`` are dropped."""
        return list(_configs(self.instance, j, colocated, horizon))


def duration_table(inst: PsrarInstance, j: int, colocated: bool) -> np.ndarray:
    """``d[m, p, n-1]``: least duration with ``n`` workers (``n = 1..D_j``) of type ``m``
    and PS type ``p`` (one column ``p = 0`` for RAR jobs), co-location ``colocated``;
    the same arithmetic as :meth:`PsrarInstance.min_duration` (constraint (2f))."""
    job = inst.jobs[j]
    n = np.arange(1, job.chunks + 1, dtype=float)
    n_p = len(inst.ps_types) if job.is_ps else 1
    out = np.empty((len(inst.worker_types), n_p, job.chunks), dtype=np.int64)
    total = float(job.total_minibatches)
    for m in range(len(inst.worker_types)):
        for p in range(n_p):
            if job.is_ps:
                rate = n * inst.rho(j, m, p, 1, colocated)
            else:
                rate = np.array([k * inst.rho(j, m, None, k, colocated)
                                 for k in range(1, job.chunks + 1)])
            x = total / rate
            d = np.ceil(x - REL_TOL * np.maximum(1.0, np.abs(x)))
            out[m, p] = np.maximum(1, d).astype(np.int64)
    return out


def _configs(inst: PsrarInstance, j: int, colocated: bool, horizon: int | None):
    job = inst.jobs[j]
    table = duration_table(inst, j, colocated)                     # (M, P', D)
    # Pareto filter: keep n only if its duration beats every smaller n of the same (m, p)
    prev = np.minimum.accumulate(table, axis=2)
    keep = np.ones(table.shape, dtype=bool)
    keep[:, :, 1:] = table[:, :, 1:] < prev[:, :, :-1]
    if not colocated and not job.is_ps:
        keep[:, :, 0] = False  # a single RAR worker is on one server: the q=1 case
    if horizon is not None:
        keep &= table <= horizon
    for m, pi, k in zip(*np.nonzero(keep)):
        yield Config(int(m), int(pi) if job.is_ps else -1, int(k) + 1,
                     int(table[m, pi, k]), colocated)


def floor_units(free: np.ndarray, unit: np.ndarray) -> np.ndarray:
    """``min_r floor(free[..., r] / unit[r])`` over resources with ``unit[r] > 0``
    (how many items of demand ``unit`` fit in ``free``), forgiving rounding noise."""
    pos = unit > 0
    if not pos.any():
        return np.full(free.shape[:-1], np.iinfo(np.int64).max // 4, dtype=np.int64)
    ratio = free[..., pos] / unit[pos]
    ratio = ratio + CAP_TOL * np.maximum(1.0, np.abs(ratio))
    return np.floor(ratio.min(axis=-1)).clip(min=0).astype(np.int64)


def fits(demand: np.ndarray, free: np.ndarray) -> np.ndarray:
    """``demand <= free`` on every resource (relative tolerance), over the last axis."""
    slack = CAP_TOL * np.maximum(1.0, np.abs(free))
    return np.all(demand <= free + slack, axis=-1)
