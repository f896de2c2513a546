"""Vectorised min-cost subroutines (Algorithms 4-7), the same decisions as
:mod:`~optsched.psrar.online.mincost_ref`.

What makes it fast (the paper's bound is ``O(M P T^2 log T (H log H + H^2))`` per job):

* **Window sums by prefix sums.** ``W[h, k, r] = sum_{t in [k, k+d)} delta_h^r(t)`` for
  every start ``k`` at once from a cumulative sum over time; the window minimum of the
  residual capacity from a sparse table (``O(1)`` per window). Both are rebuilt only
  when the ledger changes (once per scheduled job) and shared by every job priced in
  between; per duration ``d``, worker type ``m`` and PS type ``p`` the arrays
  ``Omega_m = W e_m``, ``Pi_p = W z_p``, the worker capacities and the per-start sorted
  server order (with cumulative capacities and costs) are cached too.
* **Greedy fills as prefix sums.** "The cheapest ``k`` worker slots" (Algorithms 4, 7)
  is a lookup in the cumulative capacity of the servers sorted by ``Omega``; for the
  PS case, excluding the PS server from the fill is ``O(1)`` per server, so all
  ``(PS server, g)`` pairs of one start are evaluated as one ``(H, n+1)`` array.
* **Pruning.** Configurations are visited by increasing duration; a configuration (or a
  start) whose lower bound ``n min Omega + min Pi`` cannot beat the incumbent (cost, then
  completion/key as in the reference) is skipped.
"""

from __future__ import annotations

import numpy as np

from .cluster import CAP_TOL, Cluster, Config, floor_units
from .mincost_ref import COST_RTOL, Choice, better, tie_key
from .prices import Ledger

_INF = np.inf


class _Index:
    """Per-ledger-version arrays: prefix sums of prices, sparse table of residuals."""

    def __init__(self, cl: Cluster, ledger: Ledger) -> None:
        self.cl = cl
        self.tau = ledger.tau
        H, T, R = ledger.delta.shape
        self.cs = np.zeros((H, T + 1, R))
        np.cumsum(ledger.delta, axis=1, out=self.cs[:, 1:, :])
        omega = cl.cap[:, None, :] - ledger.used
        self.levels = [omega]
        span = 1
        while 2 * span <= T:
            prev = self.levels[-1]
            self.levels.append(np.minimum(prev[:, :-span], prev[:, span:]))
            span *= 2
        self.zero_prices = not ledger.delta.any()
        self._d: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        self._dm: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}
        self._dms: dict[tuple[int, int], tuple[np.ndarray, ...]] = {}
        self._dp: dict[tuple[int, int], np.ndarray] = {}

    def window(self, d: int) -> tuple[np.ndarray, np.ndarray]:
        """``W (H, nk, R)`` and ``omega_min (H, nk, R)`` for starts ``k = 0..tau-d``;
        ``omega_min`` already includes the rounding slack of :func:`~.cluster.fits`."""
        if d not in self._d:
            nk = self.tau - d + 1
            W = self.cs[:, d:d + nk, :] - self.cs[:, 0:nk, :]
            i = d.bit_length() - 1
            lv = self.levels[i]
            om = np.minimum(lv[:, 0:nk, :], lv[:, d - (1 << i):d - (1 << i) + nk, :])
            om = om + CAP_TOL * np.maximum(1.0, np.abs(om))  # the slack of ``fits``
            self._d[d] = (W, om)
        return self._d[d]

    def ps_room(self, d: int, p: int) -> np.ndarray:
        """``(H, nk)``: PSs of type ``p`` that fit alone on each server over the window."""
        key = (d, -1 - p)
        if key not in self._dm:
            _, om = self.window(d)
            self._dm[key] = (floor_units(om, self.cl.z[p]), np.empty(0))
        return self._dm[key][0]

    def worker(self, d: int, m: int) -> tuple[np.ndarray, np.ndarray]:
        """``Omega (H, nk)`` (one worker's cost) and ``capw (H, nk)`` (workers that fit)."""
        key = (d, m)
        if key not in self._dm:
            W, om = self.window(d)
            e = self.cl.e[m]
            self._dm[key] = (W @ e, floor_units(om, e))
        return self._dm[key]

    def ps_cost(self, d: int, p: int) -> np.ndarray:
        key = (d, p)
        if key not in self._dp:
            W, _ = self.window(d)
            self._dp[key] = W @ self.cl.z[p]
        return self._dp[key]

    def sorted_fill(self, d: int, m: int) -> tuple[np.ndarray, ...]:
        """Per start ``k``: servers by ``(Omega, h)`` (``order (nk, H)``), their sorted
        costs and capacities, cumulative capacity ``K`` and cost ``C`` (``(nk, H)``)."""
        key = (d, m)
        if key not in self._dms:
            Om, capw = self.worker(d, m)
            order = np.argsort(Om.T, axis=1, kind="stable")
            sO = np.take_along_axis(Om.T, order, axis=1)
            sc = np.take_along_axis(capw.T, order, axis=1)
            K = np.cumsum(sc, axis=1)
            C = np.cumsum(sc * sO, axis=1)
            rank = np.empty_like(order)
            np.put_along_axis(rank, order, np.arange(order.shape[1])[None, :], axis=1)
            self._dms[key] = (order, sO, sc, K, C, rank)
        return self._dms[key]


def _cheapest(K: np.ndarray, C: np.ndarray, sO: np.ndarray, x: np.ndarray) -> np.ndarray:
    """Cost of the ``x`` cheapest worker slots of one start (``K``, ``C``, ``sO`` rows
    ``(H,)``), ``inf`` where fewer than ``x`` exist; ``x`` any shape of ints >= 0."""
    idx = np.searchsorted(K, x, side="left")
    ok = idx < K.shape[0]
    idc = np.minimum(idx, K.shape[0] - 1)
    Kp = np.where(idc > 0, K[idc - 1], 0)
    Cp = np.where(idc > 0, C[idc - 1], 0.0)
    val = Cp + (x - Kp) * sO[idc]
    val = np.where(x <= 0, 0.0, val)
    return np.where(ok | (x <= 0), val, _INF)


class FastMinCost:
    """Vectorised pricing oracle with the interface of
    :class:`~optsched.psrar.online.mincost_ref.RefMinCost` (variant ``exact``)."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self._cfgs: dict[int, list[Config]] = {}
        self._index: _Index | None = None
        self._index_key: tuple[int, int] | None = None
        self._sg: dict[tuple[int, int, int], np.ndarray] = {}

    def configs(self, j: int, horizon: int) -> list[Config]:
        if j not in self._cfgs:
            both = self.cluster.configs(j, True) + self.cluster.configs(j, False)
            both.sort(key=lambda c: (c.d, 0 if c.colocated else 1, c.m, c.p, c.n))
            self._cfgs[j] = both
        return [c for c in self._cfgs[j] if c.d <= horizon]

    def index(self, ledger: Ledger) -> _Index:
        key = (id(ledger), ledger.version)
        if self._index is None or self._index_key != key:
            self._index = _Index(self.cluster, ledger)
            self._index_key = key
        return self._index

    def __call__(self, ledger: Ledger, j: int, earliest: int = 0) -> Choice | None:
        cfgs = self.configs(j, ledger.tau - earliest)
        if not cfgs:
            return None
        ix = self.index(ledger)
        best: Choice | None = None
        for cfg in cfgs:
            if best is not None and not self._may_improve(ix, cfg, earliest, best):
                continue
            if cfg.colocated:
                best = self._colocated(ix, cfg, earliest, best)
            elif cfg.p < 0:
                best = self._rar_spread(ix, cfg, earliest, best)
            else:
                best = self._ps_spread(ix, cfg, earliest, best)
        return best

    # ------------------------------------------------------------------ pruning
    @staticmethod
    def _cannot_win(lb: float, min_key: tuple[int, ...], best: Choice) -> bool:
        tol = COST_RTOL * max(abs(lb), abs(best.cost))
        if lb > best.cost + tol:
            return True
        return lb >= best.cost - tol and min_key >= best.key

    def _may_improve(self, ix: _Index, cfg: Config, earliest: int, best: Choice) -> bool:
        min_key = tie_key(earliest, cfg, -1, -1)
        if best.cost <= 0.0 and min_key >= best.key:
            return False  # nothing costs < 0: a zero-cost incumbent with a smaller key wins
        Om, _ = ix.worker(cfg.d, cfg.m)
        lb = cfg.n * float(Om[:, earliest:].min())
        if cfg.p >= 0:
            lb += float(ix.ps_cost(cfg.d, cfg.p)[:, earliest:].min())
        return not self._cannot_win(lb, min_key, best)

    # ------------------------------------------------------------------ q_j = 1
    def _colocated(self, ix: _Index, cfg: Config, earliest: int,
                   best: Choice | None) -> Choice | None:
        cl = self.cluster
        _, om = ix.window(cfg.d)
        Om, _ = ix.worker(cfg.d, cfg.m)
        demand = cfg.n * cl.e[cfg.m] + (cl.z[cfg.p] if cfg.p >= 0 else 0.0)
        ok = np.all(demand <= om[:, earliest:, :], axis=-1)       # (H, nk')
        if not ok.any():
            return best
        cost = cfg.n * Om[:, earliest:]
        if cfg.p >= 0:
            cost = cost + ix.ps_cost(cfg.d, cfg.p)[:, earliest:]
        cost = np.where(ok, cost, _INF)
        low = float(cost.min())
        tie = cost <= low + COST_RTOL * abs(low)
        k = int(np.flatnonzero(tie.any(axis=0))[0])               # earliest start first
        h = int(np.flatnonzero(tie[:, k])[0])
        c = float(cost[h, k])
        start = earliest + k
        key = tie_key(start, cfg, h, cfg.n)
        if not better(c, key, best):
            return best
        H = cl.H
        y = np.zeros(H, dtype=np.int64)
        s = np.zeros(H, dtype=np.int64)
        y[h] = cfg.n
        if cfg.p >= 0:
            s[h] = 1
        return Choice(c, start, cfg.d, cfg.m, cfg.p, y, s, key)

    # ------------------------------------------------------------------ RAR, q_j = 0
    def _rar_spread(self, ix: _Index, cfg: Config, earliest: int,
                    best: Choice | None) -> Choice | None:
        order, sO, sc, K, C, _ = ix.sorted_fill(cfg.d, cfg.m)
        n = cfg.n
        Kt, Ct, sOt = K[earliest:], C[earliest:], sO[earliest:]
        ok = Kt[:, -1] >= n
        if not ok.any():
            return best
        idx = np.argmax(Kt >= n, axis=1)
        rows = np.arange(Kt.shape[0])
        Kp = np.where(idx > 0, Kt[rows, idx - 1], 0)
        Cp = np.where(idx > 0, Ct[rows, idx - 1], 0.0)
        cost = np.where(ok, Cp + (n - Kp) * sOt[rows, idx], _INF)
        low = float(cost.min())
        k = int(np.flatnonzero(cost <= low + COST_RTOL * abs(low))[0])
        start = earliest + k
        key = tie_key(start, cfg, -1, 0)
        c = float(cost[k])
        if not better(c, key, best):
            return best
        y = self._fill(order[start], sc[start], n, -1)
        return Choice(c, start, cfg.d, cfg.m, -1, y, np.zeros(self.cluster.H, np.int64), key)

    def _fill(self, order: np.ndarray, scap: np.ndarray, need: int, skip: int) -> np.ndarray:
        y = np.zeros(self.cluster.H, dtype=np.int64)
        for h, c in zip(order, scap):
            if need <= 0:
                break
            if h == skip:
                continue
            k = min(int(c), need)
            y[h] = k
            need -= k
        return y

    # ------------------------------------------------------------------ PS, q_j = 0
    def _ps_counts(self, m: int, p: int, n: int) -> np.ndarray:
        """``s(g)`` for ``g = 0..n``: least PS count with ``n - g`` remote workers."""
        key = (m, p, n)
        got = self._sg.get(key)
        if got is None:
            got = np.array([self.cluster.ps_count(m, p, n - x) for x in range(n + 1)],
                           dtype=np.int64)
            self._sg[key] = got
        return got

    def _ps_spread(self, ix: _Index, cfg: Config, earliest: int,
                   best: Choice | None) -> Choice | None:
        cl = self.cluster
        n, m, p = cfg.n, cfg.m, cfg.p
        order, sO, sc, K, C, rank = ix.sorted_fill(cfg.d, m)
        Om, capw = ix.worker(cfg.d, m)
        Pi = ix.ps_cost(cfg.d, p)
        _, om = ix.window(cfg.d)
        e, z = cl.e[m], cl.z[p]
        g = np.arange(n + 1)
        s_of_g = self._ps_counts(m, p, n)
        need = g[:, None] * e[None, :] + s_of_g[:, None] * z[None, :]   # (n+1, R)
        nk = K.shape[0]
        # lower bound per start: cheapest n worker slots anywhere + cheapest PS
        lbw = _cheapest_rows(K, C, sO, n)
        lb = lbw + Pi.min(axis=0)
        # necessary condition per (server, start): the fewest PSs this server could need
        # (with as many co-located workers as fit) fit beside nothing else
        gmax = np.minimum(capw, n)                                            # (H, nk)
        cand = s_of_g[gmax] <= ix.ps_room(cfg.d, p)                           # (H, nk)
        cand &= (K[:, -1] >= n)[None, :]
        starts = np.flatnonzero(cand[:, earliest:].any(axis=0)) + earliest
        H = cl.H
        for k in starts:
            k = int(k)
            if best is not None and self._cannot_win(float(lb[k]), tie_key(k, cfg, -1, -1),
                                                     best):
                continue
            srvs = np.flatnonzero(cand[:, k])
            ok = np.all(need[None, :, :] <= om[srvs, k, None, :], axis=-1)    # (S, n+1)
            ok &= g[None, :] <= capw[srvs, k, None]
            if not ok.any():
                continue
            rem = n - g                                                       # (n+1,)
            Kk, Ck, sOk = K[k], C[k], sO[k]
            r = rank[k, srvs]                                                 # (S,)
            before = np.where(r > 0, Kk[np.maximum(r - 1, 0)], 0)             # (S,)
            own = capw[srvs, k]
            om_k = Om[srvs, k]
            S = srvs.size
            x_hi = rem[None, :] + own[:, None]                                # (S, n+1)
            g_lo = _cheapest(Kk, Ck, sOk, np.broadcast_to(rem[None, :], (S, n + 1)))
            g_hi = _cheapest(Kk, Ck, sOk, x_hi) - own[:, None] * om_k[:, None]
            other = np.where(rem[None, :] <= before[:, None], g_lo, g_hi)
            other = np.where(rem[None, :] <= Kk[-1] - own[:, None], other, _INF)
            cost = g[None, :] * om_k[:, None] + s_of_g[None, :] * Pi[srvs, k, None] + other
            cost = np.where(ok, cost, _INF)
            low = float(cost.min())
            if not np.isfinite(low):
                continue
            tie = cost <= low + COST_RTOL * abs(low)
            row = int(np.flatnonzero(tie.any(axis=1))[0])
            srv = int(srvs[row])
            gg = int(np.flatnonzero(tie[row])[0])
            c = float(cost[row, gg])
            key = tie_key(k, cfg, srv, gg)
            if not better(c, key, best):
                continue
            y = self._fill(order[k], sc[k], n - gg, srv)
            y[srv] = gg
            s = np.zeros(H, dtype=np.int64)
            s[srv] = s_of_g[gg]
            best = Choice(c, k, cfg.d, m, p, y, s, key)
        return best


def _cheapest_rows(K: np.ndarray, C: np.ndarray, sO: np.ndarray, n: int) -> np.ndarray:
    """:func:`_cheapest` of ``n`` slots for every start (rows of ``K``)."""
    ok = K[:, -1] >= n
    idx = np.argmax(K >= n, axis=1)
    rows = np.arange(K.shape[0])
    Kp = np.where(idx > 0, K[rows, np.maximum(idx - 1, 0)], 0)
    Cp = np.where(idx > 0, C[rows, np.maximum(idx - 1, 0)], 0.0)
    return np.where(ok, Cp + (n - Kp) * sO[rows, idx], _INF)
