"""Extended capacity cuts for the column generation of several GPUs (issue 25;
``models/hgsp-lagrangian-dp.md``, "Capacity cuts").

Without release dates every GPU of ``S*`` runs its tasks back to back from tick 0. For a
task set ``S``, each maximal run of ``S``-tasks on a GPU is entered by one arc (from a
task outside ``S`` or the GPU's start) and left by one arc (to a task outside ``S`` or
the GPU's stop), and lasts exactly its processing time; summed over the runs:

    sum_{arcs leaving S} s x  -  sum_{arcs entering S} s x  =  p(S),         (ECC)

``s`` the tick at which the arc switches tasks (a stop leaves at its tick, the start
enters at 0), ``x`` the integer number of GPUs using the arc (Uchoa et al. 2008; Pessoa,
Uchoa, Poggi de Aragao & Rodrigues 2010). The LP satisfies (ECC) already; multiplied by a
rational ``r = num / den`` and rounded by Gomory's mixed-integer formula (all arc counts
are non-negative integers), with ``f(a) = frac(r a)`` and ``f0 = frac(r p(S)) > 0``:

    sum_a min(f(a) / f0, (1 - f(a)) / (1 - f0)) x_a  >=  1                      (GMI)

holds for every schedule without idle time, in particular ``S*``. Its coefficients are
per arc (tail, head, tick), so in the master its dual ``pi >= 0`` becomes an arc value
``-pi g`` in the pricing DP (:mod:`.parallel_dp`, ``pen`` / ``spen``) and the
Lagrangian gains ``+pi``: the DP's states do not change (a *robust* cut), and
``L(mu, pi)`` stays a lower bound for every ``pi >= 0``. ``r`` and ``1 - r`` give the
same row, so ``0 < r <= 1/2``. Coefficients are computed from integer remainders
(``num t mod den``), exactly.

Separation (heuristic, on the master's primal solution): candidate sets are the
sets grown greedily from every task along the LP's arc flow (:func:`candidate_sets`);
for each set, every multiplier ``i / q`` with ``q`` a tick on the set's
crossing support is tried (:func:`best_multiplier`, compiled).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from .kernels import njit

#: the arc values of a DP without cuts (see :func:`.parallel_dp.forward`)
NO_PEN = np.zeros((1, 1, 1))
NO_SPEN = np.zeros((1, 1))


def gmi_coefficients(num: int, den: int, rhs: int, horizon: int, shift: int = 0
                     ) -> tuple[np.ndarray, np.ndarray]:
    """``(out, into)``: the (GMI) coefficient of an arc leaving / entering ``S`` at tick
    ``t = 0..horizon`` for the multiplier ``num / den`` of (ECC) with every tick
    measured from ``shift`` (``s - shift``: valid as well, a set has as many leaving as
    entering arcs; ``shift = T`` is (ECC) on the reversed arcs) and right-hand side
    ``rhs = p(S)``. ``num * rhs`` must not be a multiple of ``den``."""
    f0 = (num * rhs) % den
    if f0 == 0:
        raise ValueError(f"multiplier {num}/{den} makes p(S) = {rhs} integral")
    t = np.arange(horizon + 1, dtype=np.int64) - int(shift)

    def g(f: np.ndarray) -> np.ndarray:
        return np.minimum(f / f0, (den - f) / (den - f0))

    return g((num * t) % den), g((-num * t) % den)


@dataclass(frozen=True)
class CapacityCut:
    """One (GMI) row: task set (global indices), multiplier ``num / den``, ``p(S)``,
    the tick its arcs are measured from (:func:`gmi_coefficients`)."""

    tasks: tuple[int, ...]
    num: int
    den: int
    rhs: int
    shift: int = 0

    @property
    def key(self) -> tuple:
        """Identity of the row (``rhs`` follows from the tasks)."""
        return (self.tasks, self.num, self.den, self.shift)


class CutPool:
    """The cuts of a column generation and their coefficient tables.

    ``n``: tasks; ``horizon``: the last tick of any group's DP. ``members`` (C, n),
    ``out`` / ``into`` (C, horizon + 1) stack the rows."""

    def __init__(self, n: int, horizon: int) -> None:
        self.n, self.horizon = n, int(horizon)
        self.cuts: list[CapacityCut] = []
        self.members = np.zeros((0, n))
        self.out = np.zeros((0, self.horizon + 1))
        self.into = np.zeros((0, self.horizon + 1))
        self.keys: set[tuple] = set()

    def __len__(self) -> int:
        return len(self.cuts)

    def add(self, cuts: list[CapacityCut]) -> list[CapacityCut]:
        """Add the cuts not yet present; returns them."""
        new = []
        for c in cuts:
            if c.key not in self.keys:
                self.keys.add(c.key)
                new.append(c)
        if not new:
            return new
        m = np.zeros((len(new), self.n))
        o = np.zeros((len(new), self.horizon + 1))
        i = np.zeros_like(o)
        for q, c in enumerate(new):
            m[q, list(c.tasks)] = 1.0
            o[q], i[q] = gmi_coefficients(c.num, c.den, c.rhs, self.horizon, c.shift)
        self.members = np.vstack([self.members, m])
        self.out = np.vstack([self.out, o])
        self.into = np.vstack([self.into, i])
        self.cuts.extend(new)
        return new

    def keep(self, keep: np.ndarray) -> None:
        """Keep only the cuts where ``keep`` is True (in order)."""
        self.cuts = [c for c, k in zip(self.cuts, keep) if k]
        self.keys = {c.key for c in self.cuts}
        self.members, self.out, self.into = (self.members[keep], self.out[keep],
                                             self.into[keep])

    def column_coefficients(self, jobs: np.ndarray, ends: np.ndarray, p: np.ndarray
                            ) -> np.ndarray:
        """Coefficient of a path (global task sequence ``jobs``, completions ``ends``,
        processing times ``p`` of those tasks) in each cut."""
        M, O, In = self.members, self.out, self.into
        if len(jobs) == 0 or M.shape[0] == 0:
            return np.zeros(M.shape[0])
        mi = M[:, jobs[:-1]]
        mk = M[:, jobs[1:]]
        s = ends[:-1]
        v = (O[:, s] * mi * (1.0 - mk) + In[:, s] * (1.0 - mi) * mk).sum(axis=1)
        v += O[:, ends[-1]] * M[:, jobs[-1]]  # the stop leaves at the last completion
        v += In[:, ends[0] - p[0]] * M[:, jobs[0]]  # the start (0 at tick 0 unshifted)
        return v

    def penalties(self, pi: np.ndarray, idx: np.ndarray, T1: int
                  ) -> tuple[np.ndarray, np.ndarray]:
        """``(pen, spen)`` of :func:`.parallel_dp.forward` / ``backward`` for a group
        with tasks ``idx`` and ``T1`` ticks at cut duals ``pi`` (clipped at 0):
        ``pen[s, k, i] = -sum_c pi_c g_c(arc i -> k at s)`` (``i = n``: the start, never
        in a set), ``spen[t, i]`` the same for the stop after ``i`` at ``t``."""
        act = np.flatnonzero(pi > 0.0)
        if act.size == 0:
            return NO_PEN, NO_SPEN
        M = self.members[act][:, idx] > 0.5
        ptr = np.concatenate([[0], np.cumsum(M.sum(axis=1))]).astype(np.int64)
        mem = np.nonzero(M)[1].astype(np.int64)  # row-major: each cut's tasks in turn
        GO = pi[act, None] * self.out[act, :T1]
        GI = pi[act, None] * self.into[act, :T1]
        Mf = M.astype(float)
        U = GO.T @ Mf
        V = GI.T @ Mf
        H = np.ascontiguousarray((GO + GI).T)
        return _penalties(mem, ptr, U, V, H), np.ascontiguousarray(-U)

    def penalties_reference(self, pi: np.ndarray, idx: np.ndarray, T1: int
                            ) -> tuple[np.ndarray, np.ndarray]:
        """:meth:`penalties` by dense algebra over every cut and arc (tests compare)."""
        M = self.members[:, idx]
        N = 1.0 - M
        GO = np.maximum(pi, 0.0)[:, None] * self.out[:, :T1]
        GI = np.maximum(pi, 0.0)[:, None] * self.into[:, :T1]
        k = idx.size
        # [c, k, i]: the arc i -> k leaves S (i in S, k not) / enters S (k in S, i not)
        leave = (N[:, :, None] * M[:, None, :]).reshape(M.shape[0], k * k)
        enter = (M[:, :, None] * N[:, None, :]).reshape(M.shape[0], k * k)
        pen = np.empty((T1, k, k + 1))
        pen[:, :, :k] = -(GO.T @ leave + GI.T @ enter).reshape(T1, k, k)
        pen[:, :, k] = -(GI.T @ M)  # the start enters S when k is in S
        return pen, -(GO.T @ M)


@njit(cache=True)
def _penalties(mem, ptr, U, V, H):
    """Sparse build of :meth:`CutPool.penalties`: with ``U[s, i] = sum_{c: i in S_c}
    GO[c, s]`` and ``V[s, k]`` the same over ``GI``, the arc ``i -> k`` at ``s`` is worth
    ``-U[s, i] - V[s, k] + sum_{c: i, k in S_c} H[s, c]``, ``H = (GO + GI)^T`` (an arc
    inside ``S`` neither leaves nor enters it): work ``T1 (n^2 + sum_c |S_c|^2)``
    instead of ``T1 n^2 C``, one tick's ``n x n`` slab at a time."""
    T1, n = U.shape
    C = ptr.size - 1
    pen = np.empty((T1, n, n + 1))
    for s in range(T1):
        P = pen[s]
        for k in range(n):
            vk = V[s, k]
            for i in range(n):
                P[k, i] = -U[s, i] - vk
            P[k, n] = -vk  # from the start: enters S when k is in S
        for c in range(C):
            h = H[s, c]
            if h == 0.0:
                continue
            a, b = ptr[c], ptr[c + 1]
            for e in range(a, b):
                k = mem[e]
                for f in range(a, b):
                    P[k, mem[f]] += h
    return pen


@njit(cache=True)
def best_multiplier(ticks_o, flow_o, ticks_i, flow_i, rhs, qs, min_viol):
    """Most violated (GMI) row of one set: the flows ``flow_o`` leaving ``S`` at
    ``ticks_o`` and ``flow_i`` entering at ``ticks_i``; multipliers ``i / q`` for each
    ``q`` in ``qs`` and ``1 <= i <= q / 2``. Returns ``(violation, i, q)`` (``q = 0``:
    none above ``min_viol``)."""
    best, bi, bq = min_viol, 0, 0
    limit = 1.0 - min_viol
    for q in qs:
        for i in range(1, q // 2 + 1):
            f0 = (i * rhs) % q
            if f0 == 0:
                continue
            a = 1.0 / f0
            b = 1.0 / (q - f0)
            s = 0.0
            for e in range(ticks_o.size):
                f = ((i * ticks_o[e]) % q + q) % q
                g = f * a
                h = (q - f) * b
                s += flow_o[e] * (g if g < h else h)
                if s >= limit:
                    break
            if s < limit:
                for e in range(ticks_i.size):
                    f = ((-i * ticks_i[e]) % q + q) % q
                    g = f * a
                    h = (q - f) * b
                    s += flow_i[e] * (g if g < h else h)
                    if s >= limit:
                        break
            if 1.0 - s > best:
                best, bi, bq = 1.0 - s, i, q
    return best, bi, bq


@dataclass
class ArcFlow:
    """The master's primal solution as arc flows (global task indices; ``n``: outside,
    i.e. the start as a tail and the stop as a head)."""

    tail: np.ndarray
    head: np.ndarray
    tick: np.ndarray
    value: np.ndarray


def arc_flow(columns: list, x: np.ndarray, n: int, p_of: list[np.ndarray],
             eps: float = 1e-9) -> ArcFlow:
    """Arc flows of the columns with ``x > eps`` (``columns[q]``: ``g``, ``jobs``,
    ``ends``; ``p_of[g]``: processing time of every global task in group ``g``)."""
    tl, hd, tk, vl = [], [], [], []
    for q in np.flatnonzero(x > eps):
        c = columns[q]
        v = float(x[q])
        jobs = np.asarray(c.jobs, dtype=np.int64)
        ends = np.asarray(c.ends, dtype=np.int64)
        if jobs.size == 0:
            continue
        tl.append(np.concatenate([[n], jobs]))
        hd.append(np.concatenate([jobs, [n]]))
        tk.append(np.concatenate([[ends[0] - p_of[c.g][jobs[0]]], ends]))
        vl.append(np.full(jobs.size + 1, v))
    if not tl:
        e = np.zeros(0, dtype=np.int64)
        return ArcFlow(e, e, e, np.zeros(0))
    return ArcFlow(np.concatenate(tl), np.concatenate(hd), np.concatenate(tk),
                   np.concatenate(vl))


def candidate_sets(flow: ArcFlow, n: int, max_size: int | None = None,
                   eps: float = 1e-9) -> list[frozenset[int]]:
    """Sets grown from every task, one task at a time, towards the task with the largest
    LP arc flow to or from the set (up to ``max_size`` tasks, default ``n // 2 + 1``),
    each set once -- the growth of the public VRPSolver model of this problem.
    Measured on wt50 m = 2 #16 (two rounds, 60 s): the contiguous segments of the LP's
    paths (up to 12 tasks) gave 3 violated rows and no gain for 2.9 s where these sets
    gave 63 rows and +13.3 in 0.3 s; sets of at most 8 / 14 tasks +0.7 / +13.4 after
    two / five rounds where ``n // 2 + 1`` reached +53.2 in two; up to ``n - 1`` tasks
    no stronger and a slower column generation (denser arc values)."""
    max_size = n // 2 + 1 if max_size is None else max_size
    seen: set[frozenset[int]] = set()
    out: list[frozenset[int]] = []
    inner = (flow.tail < n) & (flow.head < n)
    W = np.zeros((n, n))
    np.add.at(W, (flow.tail[inner], flow.head[inner]), flow.value[inner])
    W = W + W.T
    for s in range(n):
        inS = np.zeros(n, dtype=bool)
        inS[s] = True
        members = [s]
        score = W[s].copy()
        while len(members) < max_size:
            score[inS] = -1.0
            j = int(np.argmax(score))
            if score[j] <= eps:
                break
            members.append(j)
            inS[j] = True
            score += W[j]
            S = frozenset(members)
            if S not in seen:
                seen.add(S)
                out.append(S)
    return out


def separate(flow: ArcFlow, n: int, p: np.ndarray, horizon: int, max_cuts: int = 100,
             min_viol: float = 0.05, qmax: int = 3000, deadline: float = math.inf,
             shifts: tuple[int, ...] = (0,)) -> list[tuple[float, CapacityCut]]:
    """The most violated (GMI) rows over :func:`candidate_sets`, most violated first
    (at most ``max_cuts``, one per set; ``p``: processing time per task, the same on
    every GPU of the cut's group); ticks measured from each of ``shifts`` in turn
    (``horizon``: the reversed arcs), multipliers ``i / q`` with ``q`` a shifted tick
    of the set's crossing support. Stops trying sets after ``deadline``
    (``time.perf_counter()``)."""
    found: list[tuple[float, CapacityCut]] = []
    for S in candidate_sets(flow, n):
        _check_interrupt()
        if time.perf_counter() > deadline:
            break
        m = np.zeros(n + 1, dtype=bool)
        m[list(S)] = True
        out = m[flow.tail] & ~m[flow.head]
        inn = ~m[flow.tail] & m[flow.head]
        rhs = int(p[list(S)].sum())
        to, vo = _merge(flow.tick[out], flow.value[out])
        ti, vi = _merge(flow.tick[inn], flow.value[inn])
        best: tuple[float, CapacityCut] | None = None
        for c in shifts:
            so, si = to - c, ti - c
            qs = np.unique(np.abs(np.concatenate([so, si])))  # q = p(S): f0 = 0
            qs = qs[(qs >= 2) & (qs <= qmax)].astype(np.int64)
            if qs.size == 0:
                continue
            viol, i, q = best_multiplier(so, vo, si, vi, rhs, qs, min_viol)
            if q and (best is None or viol > best[0]):
                g = math.gcd(int(i), int(q))
                best = (float(viol), CapacityCut(tuple(sorted(S)), int(i) // g,
                                                 int(q) // g, rhs, int(c)))
        if best is not None:
            found.append(best)
    found.sort(key=lambda z: -z[0])
    return found[:max_cuts]


def _merge(ticks: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Flows summed per tick (ticks with flow only)."""
    if ticks.size == 0:
        return ticks.astype(np.int64), values
    u, inv = np.unique(ticks, return_inverse=True)
    v = np.bincount(inv, weights=values)
    keep = v > 1e-12
    return u[keep].astype(np.int64), v[keep]
