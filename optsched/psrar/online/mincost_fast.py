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

from .cluster import CAP_TOL, Cluster, Config, duration_table, floor_units
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
        self._delta = ledger.delta
        self._runs: dict[tuple[bool, ...], np.ndarray] = {}
        self._d: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        self._dm: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}
        self._dms: dict[tuple[int, int], tuple[np.ndarray, ...]] = {}
        self._dp: dict[tuple[int, int], np.ndarray] = {}
        self._lbw: dict[tuple[int, int, int], float] = {}
        self._free: dict[tuple[int, int], np.ndarray] = {}
        self._mx: dict[tuple[int, ...], tuple[int, int]] = {}
        self._wc: dict[tuple[int, int], np.ndarray] = {}

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

    def free_run(self, unit: np.ndarray) -> np.ndarray:
        """``run[h, t]``: consecutive slots from ``t`` on which a unit of demand ``unit``
        costs exactly 0 on server ``h`` (every price of the resources it uses is 0)."""
        key = tuple(bool(x) for x in unit > 0)
        got = self._runs.get(key)
        if got is None:
            H, T = self.cl.H, self.tau
            if self.zero_prices:
                got = np.broadcast_to(np.arange(T, 0, -1)[None, :], (H, T))
            else:
                sup = np.array(key)
                Z = ~np.any(self._delta[:, :, sup] != 0.0, axis=2)            # (H, T)
                got = np.zeros((H, T + 1), dtype=np.int64)
                for t in range(T - 1, -1, -1):
                    got[:, t] = (got[:, t + 1] + 1) * Z[:, t]
                got = got[:, :T]
            self._runs[key] = got
        return got

    def free_worker(self, d: int, m: int) -> np.ndarray:
        """``(H, nk)``: one worker of type ``m`` costs exactly 0 over the window."""
        key = (d, m)
        got = self._free.get(key)
        if got is None:
            got = self.free_run(self.cl.e[m])[:, :self.tau - d + 1] >= d
            self._free[key] = got
        return got

    def free_ps(self, d: int, p: int) -> np.ndarray:
        key = (d, -1 - p)
        got = self._free.get(key)
        if got is None:
            got = self.free_run(self.cl.z[p])[:, :self.tau - d + 1] >= d
            self._free[key] = got
        return got

    def free_maxima(self, d: int, m: int, earliest: int,
                    capw_static: np.ndarray) -> tuple[int, int]:
        """Over starts ``>= earliest``: the most free worker slots on one server and on
        the whole cluster (free = the window's worker cost is 0)."""
        key = (d, m, earliest, -9)
        got = self._mx.get(key)
        if got is None:
            Zw = self.free_worker(d, m)[:, earliest:]
            slots = Zw * capw_static[:, None]
            got = (int(slots.max()), int(slots.sum(axis=0).max())) if slots.size else (0, 0)
            self._mx[key] = got
        return got


    def worker_cost(self, d: int, m: int) -> np.ndarray:
        """``Omega (H, nk)`` without the capacities."""
        key = (d, m)
        if key in self._dm:
            return self._dm[key][0]
        got = self._wc.get(key)
        if got is None:
            W, _ = self.window(d)
            got = W @ self.cl.e[m]
            self._wc[key] = got
        return got

    def maxima(self, d: int, m: int, earliest: int) -> tuple[int, int]:
        """``(max_{h,k} capw, max_k sum_h capw)`` over starts ``k >= earliest``."""
        key = (d, m, earliest)
        got = self._mx.get(key)
        if got is None:
            _, capw = self.worker(d, m)
            c = capw[:, earliest:]
            got = (int(c.max()), int(c.sum(axis=0).max()))
            self._mx[key] = got
        return got

    def max_ps(self, d: int, p: int, earliest: int) -> int:
        key = (d, -1 - p, earliest)
        got = self._mx.get(key)
        if got is None:
            got = (int(self.ps_room(d, p)[:, earliest:].max()), 0)
            self._mx[key] = got
        return got[0]

    def min_worker_cost(self, d: int, m: int, earliest: int) -> float:
        """``min_{h, k >= earliest} Omega`` (one worker's cheapest window)."""
        key = (d, m, earliest)
        got = self._lbw.get(key)
        if got is None:
            W, _ = self.window(d)
            got = float((W[:, earliest:, :] @ self.cl.e[m]).min()) if not self.zero_prices \
                else 0.0
            self._lbw[key] = got
        return got

    def min_ps_cost(self, d: int, p: int, earliest: int) -> float:
        key = (d, -1 - p, earliest)
        got = self._lbw.get(key)
        if got is None:
            got = float(self.ps_cost(d, p)[:, earliest:].min()) if not self.zero_prices \
                else 0.0
            self._lbw[key] = got
        return got

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


class _LazyConfigs:
    """The first ``stop`` configuration rows, turned into :class:`Config` on iteration."""

    def __init__(self, rows: np.ndarray, stop: int) -> None:
        self.rows = rows
        self.stop = stop

    def __len__(self) -> int:
        return self.stop

    def raw(self):
        """Rows ``(d, m, p, n, q)`` as Python ints (``q = 1``: distributed)."""
        chunk = 128
        for lo in range(0, self.stop, chunk):
            yield from self.rows[lo:min(lo + chunk, self.stop)].tolist()

    def __iter__(self):
        chunk = 128
        for lo in range(0, self.stop, chunk):
            for d, m, p, n, q in self.rows[lo:min(lo + chunk, self.stop)].tolist():
                yield Config(m, p, n, d, not q)


class FastMinCost:
    """Vectorised pricing oracle with the interface of
    :class:`~optsched.psrar.online.mincost_ref.RefMinCost` (variant ``exact``)."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self._cfgs: dict[int, np.ndarray] = {}
        self._index: _Index | None = None
        self._index_key: tuple[int, int] | None = None
        self._sg: dict[tuple[int, int, int], np.ndarray] = {}
        self._cutoff = np.inf
        self._stat: dict[tuple[int, int, int], tuple[np.ndarray, ...]] = {}
        self._capw_s: dict[int, np.ndarray] = {}
        self.evaluations = 0
        self._limits: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None

    def _static_limits(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Ledger-free upper bounds on the workers of one job, from the empty cluster:
        ``co_ps[m, p]`` co-located with one PS, ``co_w[m]`` co-located (RAR),
        ``spread[m]`` on the whole cluster, ``ps_srv[m, p]`` that one PS server can serve
        (its own ``g`` workers plus ``s B_p / b_m`` remote ones). A configuration above
        them is infeasible on every ledger (residual <= capacity)."""
        if self._limits is None:
            cl = self.cluster
            M, P = cl.M, cl.P
            co_w = np.array([floor_units(cl.cap, cl.e[m]).max() for m in range(M)])
            spread = np.array([floor_units(cl.cap, cl.e[m]).sum() for m in range(M)])
            co_ps = np.zeros((M, max(P, 1)), dtype=np.int64)
            ps_srv = np.zeros((M, max(P, 1)), dtype=np.int64)
            for m in range(M):
                capw = floor_units(cl.cap, cl.e[m])
                for p in range(P):
                    room = cl.cap - cl.z[p][None, :]
                    ok = np.all(room >= -1e-9, axis=1)
                    if ok.any():
                        co_ps[m, p] = floor_units(room[ok], cl.e[m]).max()
                    best = 0
                    for g in range(int(capw.max()) + 1):
                        left = cl.cap - g * cl.e[m][None, :]
                        smax = np.where(np.all(left >= -1e-9, axis=1),
                                        floor_units(np.maximum(left, 0.0), cl.z[p]), 0)
                        smax = smax[smax >= 1]
                        if smax.size:
                            best = max(best, g + int(np.floor(smax.max() * cl.B[p] / cl.b[m]
                                                              + 1e-9)))
                    ps_srv[m, p] = best
            self._limits = (co_ps, co_w, spread, ps_srv)
        return self._limits

    def _possible(self, cfg: Config) -> bool:
        co_ps, co_w, spread, ps_srv = self._static_limits()
        if cfg.colocated:
            return cfg.n <= (co_ps[cfg.m, cfg.p] if cfg.p >= 0 else co_w[cfg.m])
        if cfg.n > spread[cfg.m]:
            return False
        return cfg.p < 0 or cfg.n <= ps_srv[cfg.m, cfg.p]

    def configs(self, j: int, horizon: int) -> _LazyConfigs:
        """Job ``j``'s configurations that can fit the empty cluster, in the order of
        :func:`~.mincost_ref.tie_key` (duration, m, p, n, q), durations ``<= horizon``."""
        if j not in self._cfgs:
            self._cfgs[j] = self._build_configs(j)
        arr = self._cfgs[j]
        stop = int(np.searchsorted(arr[:, 0], horizon, side="right"))
        return _LazyConfigs(arr, stop)

    def _build_configs(self, j: int) -> np.ndarray:
        """Rows ``(d, m, p, n, q)`` (``q = 1`` distributed), vectorised Pareto filter of
        :func:`~.cluster.duration_table` plus the static limits."""
        inst = self.cluster.instance
        job = inst.jobs[j]
        co_ps, co_w, spread, ps_srv = self._static_limits()
        rows = []
        for q, colo in ((0, True), (1, False)):
            table = duration_table(inst, j, colo)                       # (M, P', D)
            prev = np.minimum.accumulate(table, axis=2)
            keep = np.ones(table.shape, dtype=bool)
            keep[:, :, 1:] = table[:, :, 1:] < prev[:, :, :-1]
            n = np.arange(1, table.shape[2] + 1)[None, None, :]
            M, Pp = table.shape[0], table.shape[1]
            if job.is_ps:
                lim = (co_ps if colo else np.minimum(ps_srv, spread[:, None]))[:, :Pp]
            else:
                lim = np.broadcast_to((co_w if colo else spread)[:, None], (M, Pp))
                if not colo:
                    keep[:, :, 0] = False
            keep &= n <= lim[:, :, None]
            mm, pp, kk = np.nonzero(keep)
            rows.append(np.stack([table[mm, pp, kk], mm, pp if job.is_ps else -np.ones_like(pp),
                                  kk + 1, np.full_like(mm, q)], axis=1))
        arr = np.concatenate(rows, axis=0).astype(np.int64)
        order = np.lexsort((arr[:, 4], arr[:, 3], arr[:, 2], arr[:, 1], arr[:, 0]))
        return arr[order]

    def index(self, ledger: Ledger) -> _Index:
        key = (ledger.uid, ledger.version)
        if self._index is None or self._index_key != key:
            self._index = _Index(self.cluster, ledger)
            self._index_key = key
        return self._index

    def __call__(self, ledger: Ledger, j: int, earliest: int = 0,
                 cutoff: float = np.inf) -> Choice | None:
        """Cheapest schedule of job ``j`` starting at ``>= earliest``. With a finite
        ``cutoff`` (A_maxweight passes ``w_j``: a schedule costing ``>= w_j`` has utility
        ``<= 0`` and is not taken, line 9), candidates whose lower bound reaches the
        cutoff are skipped: the result is exact whenever the minimum is below it."""
        cfgs = self.configs(j, ledger.tau - earliest)
        if not cfgs:
            return None
        ix = self.index(ledger)
        self._cutoff = float(cutoff)
        best = self._zero_cost(ix, cfgs, earliest)
        if best is not None:
            return best
        for cfg in cfgs:
            if best is not None and best.cost <= 0.0 and \
                    tie_key(earliest, cfg, -1, -1) >= best.key:
                break  # configurations come in key order: none can beat a free incumbent
            if not self._may_improve(ix, cfg, earliest, best):
                continue
            self.evaluations += 1
            if cfg.colocated:
                best = self._colocated(ix, cfg, earliest, best)
            elif cfg.p < 0:
                best = self._rar_spread(ix, cfg, earliest, best)
            else:
                best = self._ps_spread(ix, cfg, earliest, best)
        return best

    # ------------------------------------------------------------------ free placements
    def _static(self, m: int, p: int, n: int) -> tuple[np.ndarray, ...]:
        """Empty-server data: ``capw[h]`` workers of type ``m``; ``co[h]`` workers beside
        one PS (or alone, RAR); for PS jobs the least and largest ``g`` with
        ``g e_m + s(g) z_p <= C_h`` (``-1`` if none) and whether ``g = 0`` fits."""
        key = (m, p, n)
        got = self._stat.get(key)
        if got is None:
            cl = self.cluster
            capw = floor_units(cl.cap, cl.e[m])
            if p < 0:
                got = (capw, capw)
            else:
                room = cl.cap - cl.z[p][None, :]
                co = np.where(np.all(room >= -CAP_TOL * np.maximum(1.0, cl.cap), axis=1),
                              floor_units(np.maximum(room, 0.0), cl.e[m]), -1)
                sg = self._ps_counts(m, p, n)
                g = np.arange(n + 1)
                need = g[:, None] * cl.e[m][None, :] + sg[:, None] * cl.z[p][None, :]
                slack = CAP_TOL * np.maximum(1.0, np.abs(cl.cap))
                valid = np.all(need[None, :, :] <= (cl.cap + slack)[:, None, :], axis=2)
                valid &= g[None, :] <= capw[:, None]                      # (H, n+1)
                gmax = np.where(valid.any(axis=1), (n - np.argmax(valid[:, ::-1], axis=1)),
                                -1)
                got = (capw, co, valid, gmax)
            self._stat[key] = got
        return got

    def _capw_static(self, m: int) -> np.ndarray:
        got = self._capw_s.get(m)
        if got is None:
            got = floor_units(self.cluster.cap, self.cluster.e[m])
            self._capw_s[m] = got
        return got

    def _zero_cost(self, ix: _Index, cfgs: _LazyConfigs, earliest: int) -> Choice | None:
        """The key-least schedule of cost exactly 0, if any (it is then optimal: prices
        are >= 0). A unit of a type costs 0 on ``(h, window)`` iff the window's prices of
        every resource the type uses are 0, i.e. nothing of them is allocated there, so
        the empty server's capacity applies. Same decisions as the full search."""
        if ix.zero_prices:
            pass  # every server free: the arrays below are all True
        best: Choice | None = None
        H = self.cluster.H
        tops: dict[tuple[int, int], tuple[int, int]] = {}
        for d, m, p, n, q in cfgs.raw():
            if best is not None and (earliest + d, earliest, m, p, n, q) >= best.key[:6]:
                break
            top = tops.get((d, m))
            if top is None:
                top = ix.free_maxima(d, m, earliest, self._capw_static(m))
                tops[(d, m)] = top
            if n > top[q]:
                continue  # not even the free worker slots suffice (q=0: one server)
            cfg = Config(m, p, n, d, not q)
            Zw = ix.free_worker(cfg.d, cfg.m)[:, earliest:]                  # (H, nk)
            st = self._static(cfg.m, cfg.p, cfg.n)
            capw = st[0]
            if cfg.colocated:
                ok = Zw & (cfg.n <= st[1])[:, None]
                if cfg.p >= 0:
                    ok &= ix.free_ps(cfg.d, cfg.p)[:, earliest:]
                cols = np.flatnonzero(ok.any(axis=0))
                if not cols.size:
                    continue
                k = int(cols[0])
                h = int(np.flatnonzero(ok[:, k])[0])
                start = earliest + k
                key = tie_key(start, cfg, h, cfg.n)
                if best is None or key < best.key:
                    y = np.zeros(H, dtype=np.int64)
                    sv = np.zeros(H, dtype=np.int64)
                    y[h] = cfg.n
                    if cfg.p >= 0:
                        sv[h] = 1
                    best = Choice(0.0, start, cfg.d, cfg.m, cfg.p, y, sv, key)
                continue
            cnt = (Zw * capw[:, None]).sum(axis=0)                             # (nk,)
            if cfg.p < 0:
                cols = np.flatnonzero(cnt >= cfg.n)
                if not cols.size:
                    continue
                start = earliest + int(cols[0])
                key = tie_key(start, cfg, -1, 0)
                if best is None or key < best.key:
                    y = self._fill_free(Zw[:, start - earliest], capw, cfg.n, -1)
                    best = Choice(0.0, start, cfg.d, cfg.m, -1, y,
                                  np.zeros(H, np.int64), key)
                continue
            Zp = ix.free_ps(cfg.d, cfg.p)[:, earliest:]
            _, _, valid, gmax = st
            own = Zw * capw[:, None]                                          # (H, nk)
            lo = np.maximum(cfg.n - (cnt[None, :] - own), 0)                  # (H, nk)
            with_w = Zw & (gmax[:, None] >= lo)
            no_w = valid[:, 0][:, None] & (cnt[None, :] - own >= cfg.n)
            ok = Zp & (with_w | no_w)
            cols = np.flatnonzero(ok.any(axis=0))
            if not cols.size:
                continue
            k = int(cols[0])
            srv = int(np.flatnonzero(ok[:, k])[0])
            if Zw[srv, k]:
                cand = np.flatnonzero(valid[srv] & (np.arange(cfg.n + 1) >= lo[srv, k]))
                gg = int(cand[0])
            else:
                gg = 0
            start = earliest + k
            key = tie_key(start, cfg, srv, gg)
            if best is None or key < best.key:
                zcol = Zw[:, k].copy()
                zcol[srv] = False
                y = self._fill_free(zcol, capw, cfg.n - gg, -1)
                y[srv] = gg
                sv = np.zeros(H, dtype=np.int64)
                sv[srv] = self._ps_counts(cfg.m, cfg.p, cfg.n)[gg]
                best = Choice(0.0, start, cfg.d, cfg.m, cfg.p, y, sv, key)
        return best

    def _fill_free(self, free: np.ndarray, capw: np.ndarray, need: int,
                   skip: int) -> np.ndarray:
        """Greedy fill over the free servers in index order (their cost is 0, so this is
        the ``(Omega, h)`` order of the full search)."""
        y = np.zeros(self.cluster.H, dtype=np.int64)
        for h in np.flatnonzero(free):
            if need <= 0:
                break
            if h == skip:
                continue
            k = min(int(capw[h]), need)
            y[h] = k
            need -= k
        return y

    # ------------------------------------------------------------------ pruning
    def _cannot_win(self, lb: float, min_key: tuple[int, ...], best: Choice | None) -> bool:
        if lb >= self._cutoff:
            return True
        if best is None:
            return False
        tol = COST_RTOL * max(abs(lb), abs(best.cost))
        if lb > best.cost + tol:
            return True
        return lb >= best.cost - tol and min_key >= best.key

    def _may_improve(self, ix: _Index, cfg: Config, earliest: int,
                     best: Choice | None) -> bool:
        min_key = tie_key(earliest, cfg, -1, -1)
        if best is not None and best.cost <= 0.0 and min_key >= best.key:
            return False  # nothing costs < 0: a zero-cost incumbent with a smaller key wins
        lb = cfg.n * ix.min_worker_cost(cfg.d, cfg.m, earliest)
        if cfg.p >= 0:
            lb += ix.min_ps_cost(cfg.d, cfg.p, earliest)
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
        for k_ in starts:
            k = int(k_)
            if self._cannot_win(float(lb[k]), tie_key(k, cfg, -1, -1), best):
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
