"""Reference (plain-loop) min-cost subroutines: A_mincost1/A_mincost2 (Algorithms 4, 5,
PS jobs) and ARA_mincost1/ARA_mincost2 (Algorithms 6, 7, ring-allreduce jobs).

Each solves problem (12)/(20) for one job: the cheapest schedule ``l`` in ``Gamma_j``
under the unit prices ``delta_h^r(t)`` that fits in the residual capacities
``omega_h^r(t) = C_h^r - beta_h^r(t)`` and completes by ``tau``. This module is the readable
specification the vectorised :mod:`~optsched.psrar.online.mincost_fast` is tested against;
it is meant for small instances.

Naming, as in the paper: ``mincost2`` / ``ara_mincost1`` are the co-located cases
(``q_j = 1``, one server), ``mincost1`` / ``ara_mincost2`` the distributed ones
(``q_j = 0``). Choices documented in ``models/psrar-online.md``:

* ``variant="exact"`` (default) solves (13) exactly for ``q_j = 0``: for every PS server
  ``n`` and every number ``g`` of workers co-located with the PSs, the PS count is the
  least that meets (13d)/(2e), and the other ``N - g`` workers go to the cheapest unit
  slots of the other servers. ``variant="paper"`` is Algorithm 4 literally (servers in
  non-decreasing ``Omega_h``, the *largest* feasible ``g`` on the PS server, with
  ``N_hat`` reset per ``n``); it is not always optimal (see the test against brute force).
* Ties between equal costs (relative 1e-9) go to the earliest completion, then the
  smallest key ``(start, m, p, n, q, PS server, g)`` (:func:`tie_key`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .cluster import Cluster, Config, fits, floor_units
from .prices import Ledger

COST_RTOL = 1e-9


@dataclass
class Choice:
    """A priced schedule of one job (times relative to the ledger: slots ``0..tau-1``)."""

    cost: float
    start: int
    duration: int
    m: int
    p: int
    workers: np.ndarray
    ps: np.ndarray
    key: tuple[int, ...] = field(default=())

    @property
    def completion(self) -> int:
        return self.start + self.duration


def tie_key(start: int, cfg: Config, server: int, g: int) -> tuple[int, ...]:
    """Order among equal costs: completion, start, m, p, n, q (co-located first), the PS
    (or single) server, workers on it."""
    return (start + cfg.d, start, cfg.m, cfg.p, cfg.n, 0 if cfg.colocated else 1, server, g)


def better(cost: float, key: tuple[int, ...], best: Choice | None) -> bool:
    """``(cost, key)`` beats ``best``: lower cost beyond the relative tolerance, or a tie
    with a smaller key."""
    if best is None:
        return True
    tol = COST_RTOL * max(abs(cost), abs(best.cost))
    if cost < best.cost - tol:
        return True
    if cost > best.cost + tol:
        return False
    return key < best.key


def _window(ledger: Ledger, start: int, d: int) -> tuple[np.ndarray, np.ndarray]:
    """``W[h, r] = sum_t delta`` and ``omega_min[h, r] = min_t omega`` over the window."""
    sl = slice(start, start + d)
    W = ledger.delta[:, sl, :].sum(axis=1)
    omega = (ledger.cluster.cap[:, None, :] - ledger.used[:, sl, :]).min(axis=1)
    return W, omega


def colocated_ref(cl: Cluster, ledger: Ledger, cfgs: list[Config], earliest: int,
                  best: Choice | None) -> Choice | None:
    """A_mincost2 (Algorithm 5) / ARA_mincost1 (Algorithm 6): all ``n`` workers (and one
    PS) on one server ``h``; cost ``sum_t sum_r delta (n e_m + z_p)``."""
    H = cl.H
    for cfg in cfgs:
        demand = cfg.n * cl.e[cfg.m] + (cl.z[cfg.p] if cfg.p >= 0 else 0.0)
        for t in range(earliest, ledger.tau - cfg.d + 1):
            W, omega = _window(ledger, t, cfg.d)
            for h in range(H):
                if not fits(demand, omega[h]):
                    continue
                cost = float(np.dot(W[h], demand))
                key = tie_key(t, cfg, h, cfg.n)
                if better(cost, key, best):
                    y = np.zeros(H, dtype=np.int64)
                    s = np.zeros(H, dtype=np.int64)
                    y[h] = cfg.n
                    if cfg.p >= 0:
                        s[h] = 1
                    best = Choice(cost, t, cfg.d, cfg.m, cfg.p, y, s, key)
    return best


def _greedy_fill(order: list[int], capw: np.ndarray, need: int, skip: int,
                 H: int) -> np.ndarray | None:
    """Workers on the cheapest servers first (``order``), ``capw[h]`` each, skipping
    server ``skip``; None if ``need`` workers do not fit."""
    y = np.zeros(H, dtype=np.int64)
    for h in order:
        if need <= 0:
            break
        if h == skip:
            continue
        k = min(int(capw[h]), need)
        y[h] = k
        need -= k
    return None if need > 0 else y


def distributed_ref(cl: Cluster, ledger: Ledger, cfgs: list[Config], earliest: int,
                    best: Choice | None, variant: str = "exact") -> Choice | None:
    """A_mincost1 (Algorithm 4, PS) / ARA_mincost2 (Algorithm 7, RAR): workers on several
    servers, cheapest first; for PS jobs all PSs on one server ``n`` (PSs on two servers
    each need the bandwidth of every worker elsewhere (2i), so one PS server dominates)."""
    H = cl.H
    for cfg in cfgs:
        e = cl.e[cfg.m]
        for t in range(earliest, ledger.tau - cfg.d + 1):
            W, omega = _window(ledger, t, cfg.d)
            omega_w = W @ e                              # Omega_h: one worker's cost
            capw = floor_units(omega, e)                 # workers that fit on h
            order = sorted(range(H), key=lambda h: (omega_w[h], h))
            if cfg.p < 0:                                # ARA_mincost2, lines 8-13
                y = _greedy_fill(order, capw, cfg.n, -1, H)
                if y is None:
                    continue
                cost = float(np.dot(y, omega_w))
                key = tie_key(t, cfg, -1, 0)
                if better(cost, key, best):
                    best = Choice(cost, t, cfg.d, cfg.m, -1, y, np.zeros(H, np.int64), key)
                continue
            z = cl.z[cfg.p]
            pi_w = W @ z                                 # one PS's cost on h
            for n in range(H):                           # the PS server
                if variant == "paper":
                    cand = _paper_alg4(cl, cfg, order, capw, omega[n], n)
                else:
                    cand = _exact_on_server(cl, cfg, order, capw, omega[n], n)
                for g, y, s_n in cand:
                    s = np.zeros(H, dtype=np.int64)
                    s[n] = s_n
                    cost = float(np.dot(y, omega_w)) + s_n * float(pi_w[n])
                    key = tie_key(t, cfg, n, g)
                    if better(cost, key, best):
                        best = Choice(cost, t, cfg.d, cfg.m, cfg.p, y, s, key)
    return best


def _exact_on_server(cl: Cluster, cfg: Config, order: list[int], capw: np.ndarray,
                     omega_n: np.ndarray, n: int):
    """Every ``g`` (workers beside the PSs on server ``n``) with the least PS count of
    (13d)/(2e) and the other workers greedily on the cheapest other servers."""
    H = cl.H
    e, z = cl.e[cfg.m], cl.z[cfg.p]
    for g in range(0, min(cfg.n, int(capw[n])) + 1):
        s_n = cl.ps_count(cfg.m, cfg.p, cfg.n - g)
        if not fits(g * e + s_n * z, omega_n):
            continue
        y = _greedy_fill(order, capw, cfg.n - g, n, H)
        if y is None:
            continue
        y[n] = g
        yield g, y, s_n


def _paper_alg4(cl: Cluster, cfg: Config, order: list[int], capw: np.ndarray,
                omega_n: np.ndarray, n: int):
    """Algorithm 4, lines 9-29, for one PS server ``n`` (``N_hat`` reset per ``n``)."""
    H = cl.H
    e, z = cl.e[cfg.m], cl.z[cfg.p]
    b, B = cl.b[cfg.m], cl.B[cfg.p]
    N = cfg.n
    n_hat = N
    y = np.zeros(H, dtype=np.int64)
    s_n = 0
    g_used = 0
    for k in order:                                        # line 11
        y_hat = min(int(capw[k]), n_hat)                   # line 12
        y[k] = y_hat                                       # line 13
        if k == n:                                         # lines 14-22
            for g in range(0, y_hat + 1):
                s_hat = int(floor_units((omega_n - g * e)[None, :], z)[0])
                if (omega_n - g * e < -1e-9 * np.maximum(1.0, np.abs(omega_n))).any():
                    s_hat = -1
                if s_hat * B >= (N - g) * b * (1 - 1e-9):
                    y[n] = g
                    s_n = min(s_hat, cl.ps_count(cfg.m, cfg.p, N - g) if N - g > 0 else 0)
                    g_used = g
        n_hat -= int(y[k])                                 # line 23
    if n_hat > 0 or s_n < 1:                               # lines 25-26
        return
    yield g_used, y, s_n


class RefMinCost:
    """The reference pricing oracle: ``oracle(ledger, j, earliest) -> Choice | None`` is
    ``min(A_mincost2, A_mincost1)`` (PS) or ``min(ARA_mincost1, ARA_mincost2)`` (RAR),
    Algorithm 3 lines 3-7, over starts ``earliest .. tau - d``."""

    def __init__(self, cluster: Cluster, variant: str = "exact") -> None:
        if variant not in ("exact", "paper"):
            raise ValueError(f"variant must be 'exact' or 'paper', got {variant!r}")
        self.cluster = cluster
        self.variant = variant
        self._cfgs: dict[tuple[int, bool], list[Config]] = {}

    def configs(self, j: int, colocated: bool, horizon: int) -> list[Config]:
        key = (j, colocated)
        if key not in self._cfgs:
            self._cfgs[key] = self.cluster.configs(j, colocated)
        return [c for c in self._cfgs[key] if c.d <= horizon]

    def __call__(self, ledger: Ledger, j: int, earliest: int = 0,
                 cutoff: float = float("inf")) -> Choice | None:
        """``cutoff`` is accepted for the oracle interface and ignored (full search)."""
        horizon = ledger.tau - earliest
        best = colocated_ref(self.cluster, ledger, self.configs(j, True, horizon), earliest,
                             None)
        return distributed_ref(self.cluster, ledger, self.configs(j, False, horizon),
                               earliest, best, self.variant)
