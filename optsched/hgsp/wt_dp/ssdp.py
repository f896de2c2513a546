"""Successive sublimation on an explicit state graph (one GPU; Tanaka, Fujikuma & Araki
2009, stages 2 and 3 in our formulation).

The relaxation of :mod:`.stage2` (level 0: states ``(t, last job)``, the adjacent
two-job rule; after :func:`.stage2.lift_triples` states also know the job before, for
the three-job rule) is made stronger by *remembering* a set ``M`` of jobs: a state gets
a subset of ``M`` done, a remembered job is used at most once on a path and exactly once
by its end. The graph of surviving states is kept in memory so that

* the multipliers ``mu`` are **re-optimised on the graph** (one subgradient step is one
  pass over its arcs), which raises the bound as the relaxation grows;
* **elimination is permanent**: a state or arc that lies on no path of value ``<= L``
  (``L = UB - 1``, integer objective) under *some* ``mu`` carries no schedule cheaper than
  the incumbent (a schedule's path value does not depend on ``mu``), so it is removed for
  good, whatever ``mu`` becomes later;
* remembering more jobs ``D`` **lifts** the graph: each new state is an old state plus a
  subset of ``D``, each new arc an old arc, pruned with the old graph's backward values
  (a valid bound, since every new path projects onto an old path).

Graphs are arrays: per state ``t`` (completion tick of ``last``), ``last`` (``-1``: the
root), ``mask`` (``W`` words over the remembered jobs, in the order of ``memory``); per
arc ``src``, ``dst``, ``job`` (int32) and ``cost = w_job max(0, t_dst - d_job)``. Arcs are
grouped by source in non-decreasing ``t`` (``p >= 1`` tick), so one pass in array order
is a topological sweep forwards, and in reverse order backwards. With release dates arcs
jump over idle time (a job starts at ``max(t, r_k)``; semi-active sequences) and every
state whose remembered set is complete is an end (trailing idle time costs nothing);
without them the ends are the complete states at ``t = T``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from . import dynasearch as DS
from . import stage2, upper
from .budget import CHECK_EVERY, FULL, OK, STOPPED, stop_now
from .budget import should_stop as _should_stop
from .kernels import INF, njit

if TYPE_CHECKING:
    from .solver import SingleMachine


@dataclass
class Graph:
    """A state graph of the memory relaxation (see the module docstring)."""

    t: np.ndarray  # (S,) int64
    last: np.ndarray  # (S,) int32, -1 = root
    mask: np.ndarray  # (S, W) uint64
    src: np.ndarray  # (E,) int32
    dst: np.ndarray  # (E,) int32
    job: np.ndarray  # (E,) int32
    cost: np.ndarray  # (E,) float64
    is_end: np.ndarray  # (S,) bool
    memory: list[int]

    @property
    def n_states(self) -> int:
        return int(self.t.size)

    @property
    def n_arcs(self) -> int:
        return int(self.src.size)


# ----------------------------------------------------------------------------- kernels


@njit(cache=True)
def _kept_arcs(src, dst, job, cost, f, b, mu, mt, limit, keep, new_id):
    """The arcs of :func:`prune` (both ends kept and ``f[src] + cost - mu[job] + b[dst] +
    mt <= limit``, evaluated in that order), renumbered by ``new_id``, in their order:
    ``(src, dst, job, cost)``. One fused pass instead of numpy's temporaries."""
    na = src.size
    ok = np.empty(na, np.bool_)
    m = 0
    for a in range(na):
        u = src[a]
        v = dst[a]
        ok[a] = keep[u] and keep[v] and f[u] + cost[a] - mu[job[a]] + b[v] + mt <= limit
        if ok[a]:
            m += 1
    s2 = np.empty(m, np.int32)
    d2 = np.empty(m, np.int32)
    j2 = np.empty(m, job.dtype)
    c2 = np.empty(m, np.float64)
    q = 0
    for a in range(na):
        if ok[a]:
            s2[q] = new_id[src[a]]
            d2[q] = new_id[dst[a]]
            j2[q] = job[a]
            c2[q] = cost[a]
            q += 1
    return s2, d2, j2, c2


@njit(cache=True)
def forward(n_states, src, dst, job, acost, mu, is_end):
    """Forward values ``f`` from the root (state 0), the predecessor arc of each state,
    and the best end state (``-1`` if none is reachable)."""
    f = np.full(n_states, INF)
    pa = np.full(n_states, -1, np.int64)
    f[0] = 0.0
    for a in range(src.size):
        fs = f[src[a]]
        if fs >= INF:
            continue
        v = fs + acost[a] - mu[job[a]]
        d = dst[a]
        if v < f[d]:
            f[d] = v
            pa[d] = a
    best = INF
    e = -1
    for s in range(n_states):
        if is_end[s] and f[s] < best:
            best = f[s]
            e = s
    return f, pa, e


@njit(cache=True)
def backward(n_states, src, dst, job, acost, mu, is_end):
    """Backward values ``b``: cheapest continuation from each state to an end."""
    b = np.full(n_states, INF)
    for s in range(n_states):
        if is_end[s]:
            b[s] = 0.0
    for a in range(src.size - 1, -1, -1):
        bd = b[dst[a]]
        if bd >= INF:
            continue
        v = acost[a] - mu[job[a]] + bd
        if v < b[src[a]]:
            b[src[a]] = v
    return b


@njit(cache=True)
def path_jobs(e, pa, src, job):
    """Jobs of the path ending in state ``e`` (via predecessor arcs), in order."""
    m = 0
    s = e
    while pa[s] >= 0:
        m += 1
        s = src[pa[s]]
    res = np.empty(m, np.int64)
    s = e
    while pa[s] >= 0:
        m -= 1
        res[m] = job[pa[s]]
        s = src[pa[s]]
    return res


@njit(cache=True)
def _hash2(mask, old, W):
    h = np.uint64(1469598103934665603)
    for q in range(W):
        h = (h ^ mask[q]) * np.uint64(1099511628211)
        h ^= h >> np.uint64(29)
    h = (h ^ np.uint64(old + 1)) * np.uint64(1099511628211)
    h ^= h >> np.uint64(31)
    return h


@njit(cache=True)
def _rehash(s_old, s_mask, ns, W, hsize):
    """A hash table of ``hsize`` entries (a power of two) holding states ``0..ns-1``
    (linear probing, as in :func:`_lift`)."""
    table = np.full(hsize, -1, np.int64)
    Hm = np.uint64(hsize - 1)
    for e in range(ns):
        h = _hash2(s_mask[e], s_old[e], W) & Hm
        while table[h] >= 0:
            h = (h + np.uint64(1)) & Hm
        table[h] = e
    return table


@njit(cache=True)
def _lift(old_t, old_mask_w, old_topo, arc_lo, arc_hi, src, dst, job, acost, b_old,
          mu, bitpos, W, pred, mandatory, limit, max_states, max_arcs, deadline,
          store_arcs):
    """States ``(old state, mask over the new memory)`` reachable from the root along
    old arcs, with the memory rules and ``f + cost + b_old <= limit``.

    ``old_mask_w``: old masks re-encoded in the new memory's bit positions ``(S_old, W)``.
    ``bitpos[k]``: bit of job ``k`` in the new memory (-1: not remembered).
    ``store_arcs`` False: only each state's best predecessor (``par``, ``pjob``) is kept
    (the final lift with every job remembered, an exact DP over job sets)."""
    n = bitpos.size
    mu_total = 0.0
    for j in range(n):
        mu_total += mu[j]
    n_old = old_t.size
    # the hash table starts small and doubles when half full (filling one sized for
    # the budget, 2^24 entries for 4 M states, cost more than most lifts); the state
    # numbers do not depend on its size
    hsize = 1 << 12
    table = np.full(hsize, -1, np.int64)
    Hm = np.uint64(hsize - 1)
    s_old = np.empty(max_states, np.int64)
    s_mask = np.zeros((max_states, W), np.uint64)
    f = np.empty(max_states, np.float64)
    # nxt, par, pjob: written when a state is created
    nxt = np.empty(max_states, np.int64)
    head = np.full(n_old, -1, np.int64)  # new states of each old state
    par = np.empty(max_states, np.int64)
    pjob = np.empty(max_states, np.int64)
    nxt[0] = -1
    par[0] = -1
    pjob[0] = -1
    if not store_arcs:
        max_arcs = 1
    a_src = np.empty(max_arcs, np.int32)
    a_dst = np.empty(max_arcs, np.int32)
    a_job = np.empty(max_arcs, np.int32)
    a_cost = np.empty(max_arcs, np.float64)
    child = np.zeros(W, np.uint64)
    # root: old state 0 with its (empty) mask
    s_old[0] = 0
    for q in range(W):
        s_mask[0, q] = old_mask_w[0, q]
    f[0] = 0.0
    head[0] = 0
    table[_hash2(s_mask[0], 0, W) & Hm] = 0
    ns = 1
    na = 0
    work = 0
    for qi in range(n_old):
        u = old_topo[qi]
        x = head[u]
        lo = arc_lo[u]
        hi = arc_hi[u]
        while x >= 0:
            fx = f[x]
            work += hi - lo + 1
            if work >= CHECK_EVERY:
                work = 0
                if _should_stop(deadline):
                    return (STOPPED, ns, na, s_old, s_mask, a_src, a_dst, a_job, a_cost,
                            f, par, pjob)
            for a in range(lo, hi):
                k = job[a]
                v_old = dst[a]
                bk = bitpos[k]
                for q in range(W):
                    child[q] = s_mask[x, q]
                ok = True
                if bk >= 0:
                    wq = bk >> 6
                    bit = np.uint64(1) << np.uint64(bk & 63)
                    if child[wq] & bit:
                        continue
                    for q in range(W):
                        if pred[k, q] & ~child[q]:
                            ok = False
                    if not ok:
                        continue
                    child[wq] |= bit
                tv = old_t[v_old]
                for q in range(W):
                    if mandatory[tv, q] & ~child[q]:
                        ok = False
                if not ok:
                    continue
                val = fx + acost[a] - mu[k]
                if val + b_old[v_old] + mu_total > limit:
                    continue
                h = _hash2(child, v_old, W) & Hm
                while True:
                    e = table[h]
                    if e < 0:
                        break
                    if s_old[e] == v_old:
                        same = True
                        for q in range(W):
                            if s_mask[e, q] != child[q]:
                                same = False
                                break
                        if same:
                            break
                    h = (h + np.uint64(1)) & Hm
                if e < 0:
                    if ns >= max_states:
                        return (FULL, ns, na, s_old, s_mask, a_src, a_dst, a_job, a_cost,
                                f, par, pjob)
                    e = ns
                    ns += 1
                    if 2 * ns > hsize:  # grow: re-insert states 0..e-1, then find a slot
                        hsize *= 2
                        Hm = np.uint64(hsize - 1)
                        table = _rehash(s_old, s_mask, e, W, hsize)
                        h = _hash2(child, v_old, W) & Hm
                        while table[h] >= 0:
                            h = (h + np.uint64(1)) & Hm
                    table[h] = e
                    s_old[e] = v_old
                    for q in range(W):
                        s_mask[e, q] = child[q]
                    f[e] = val
                    par[e] = x
                    pjob[e] = k
                    nxt[e] = head[v_old]
                    head[v_old] = e
                elif val < f[e]:
                    f[e] = val
                    par[e] = x
                    pjob[e] = k
                if not store_arcs:
                    continue
                if na >= max_arcs:
                    return (FULL, ns, na, s_old, s_mask, a_src, a_dst, a_job, a_cost, f,
                            par, pjob)
                a_src[na] = x
                a_dst[na] = e
                a_job[na] = k
                a_cost[na] = acost[a]
                na += 1
            x = nxt[x]
    return OK, ns, na, s_old, s_mask, a_src, a_dst, a_job, a_cost, f, par, pjob


# ----------------------------------------------------------------------------- python


@dataclass
class ExactResult:
    """Outcome of an exact lift: the best schedule of value ``<= limit`` (``None``: there
    is none) and its path value without ``sum mu``."""

    sequence: np.ndarray | None
    value: float


def masks_of(sets: list[list[int]], W: int) -> np.ndarray:
    """Bit masks (rows, ``W`` words) of lists of bit positions."""
    out = np.zeros((len(sets), W), dtype=np.uint64)
    for row, js in enumerate(sets):
        for b in js:
            out[row, b >> 6] |= np.uint64(1) << np.uint64(b & 63)
    return out


def masks_of_matrix(rows: np.ndarray, W: int) -> np.ndarray:
    """Bit masks of a boolean matrix: bit ``b`` of row ``i`` set iff ``rows[i, b]``."""
    out = np.zeros((rows.shape[0], W), dtype=np.uint64)
    for b in np.flatnonzero(rows.any(axis=0)):
        out[:, b >> 6] |= rows[:, b].astype(np.uint64) << np.uint64(b & 63)
    return out


def _ends(t: np.ndarray, mask: np.ndarray, full: np.ndarray, T: int, idle: bool
          ) -> np.ndarray:
    complete = (mask == full[None, :]).all(axis=1)
    return complete if idle else complete & (t == T)


def _arc_ranges(g: Graph) -> tuple[np.ndarray, np.ndarray]:
    """``[arc_lo[u], arc_hi[u])``: the arcs leaving state ``u`` (arcs grouped by source)."""
    arc_lo = np.zeros(g.n_states, dtype=np.int64)
    arc_hi = np.zeros(g.n_states, dtype=np.int64)
    if g.n_arcs:
        starts = np.flatnonzero(np.r_[True, g.src[1:] != g.src[:-1]])
        ends = np.r_[starts[1:], g.n_arcs]
        arc_lo[g.src[starts]] = starts
        arc_hi[g.src[starts]] = ends
    return arc_lo, arc_hi


def level0(pb: SingleMachine, mu: np.ndarray, Bl: np.ndarray, alive: np.ndarray,
           sptr: np.ndarray, s_rank: np.ndarray, limit: float, max_states: int,
           max_arcs: int, deadline: float) -> Graph | int:
    """The level-0 graph (:func:`.stage2.build_level0`) as a :class:`Graph`, or the code
    ``FULL`` / ``STOPPED``."""
    code, ns, na, st_t, st_last, a_src, a_dst, a_job = stage2.build_level0(
        pb.p, pb.r, pb.w, pb.d, pb.rank, mu, Bl, alive, sptr, s_rank, pb.idle, limit,
        max_states, max_arcs, deadline)
    if code != OK:
        return int(code)
    t = st_t[:ns].copy()
    job = a_job[:na].copy()
    dst = a_dst[:na].copy()
    mask = np.zeros((ns, 1), dtype=np.uint64)
    cost = (pb.w[job] * np.maximum(0, t[dst] - pb.d[job])).astype(np.float64)
    return Graph(t=t, last=st_last[:ns].copy(), mask=mask, src=a_src[:na].copy(), dst=dst,
                 job=job, cost=cost, is_end=_ends(t, mask, np.zeros(1, dtype=np.uint64),
                                                   pb.horizon, pb.idle), memory=[])


def triples(pb: SingleMachine, g: Graph, mu: np.ndarray, b: np.ndarray, limit: float,
            max_states: int, max_arcs: int, deadline: float) -> Graph | int:
    """:func:`.stage2.lift_triples` of a graph without memory (``b``: its backward values
    at ``mu``)."""
    assert not g.memory
    arc_lo, arc_hi = _arc_ranges(g)
    topo = np.argsort(g.t, kind="stable").astype(np.int64)
    code, ns, na, arc_of, a_src, a_dst, a_job, a_cost = stage2.lift_triples(
        g.t, g.last, topo, arc_lo, arc_hi, g.src, g.dst, g.job, g.cost, b, mu, pb.p, pb.r,
        pb.w, pb.d, pb.rank, limit, max_states, max_arcs, deadline)
    if code != OK:
        return int(code)
    arc_of = arc_of[:ns]
    old = np.where(arc_of >= 0, g.dst[np.maximum(arc_of, 0)], 0)
    last = np.where(arc_of >= 0, g.job[np.maximum(arc_of, 0)], -1).astype(np.int32)
    return Graph(t=g.t[old], last=last, mask=np.zeros((ns, 1), dtype=np.uint64),
                 src=a_src[:na].copy(), dst=a_dst[:na].copy(), job=a_job[:na].copy(),
                 cost=a_cost[:na].copy(), is_end=g.is_end[old], memory=[])


def prune(g: Graph, mu: np.ndarray, limit: float) -> tuple[Graph, np.ndarray, np.ndarray]:
    """Remove states and arcs on no path of value ``<= limit`` at ``mu``; returns the
    smaller graph and its forward/backward values (state 0 stays the root)."""
    f, _pa, _e = forward(g.n_states, g.src, g.dst, g.job, g.cost, mu, g.is_end)
    b = backward(g.n_states, g.src, g.dst, g.job, g.cost, mu, g.is_end)
    mt = float(mu.sum())
    keep = f + b + mt <= limit
    keep[0] = True
    new_id = (np.cumsum(keep) - 1).astype(np.int32)
    src, dst, job, cost = _kept_arcs(g.src, g.dst, g.job, g.cost, f, b, mu, mt, limit, keep,
                                     new_id)
    g2 = Graph(t=g.t[keep], last=g.last[keep], mask=g.mask[keep], src=src, dst=dst,
               job=job, cost=cost, is_end=g.is_end[keep], memory=g.memory)
    return g2, f[keep], b[keep]


def job_windows(g: Graph, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Per job the latest completion of a state ending with it (``-1``: none) and the
    width of its window of completions in ``g``."""
    js = g.last[1:].astype(np.int64)
    ts = g.t[1:]
    last_c = np.full(n, -1, dtype=np.int64)
    first_c = np.full(n, np.iinfo(np.int64).max, dtype=np.int64)
    np.maximum.at(last_c, js, ts)
    np.minimum.at(first_c, js, ts)
    width = np.where(last_c >= 0, last_c - first_c, 0)
    return last_c, width


def lift(g: Graph, add: list[int], mu: np.ndarray, b: np.ndarray, limit: float,
         pred_pairs: tuple[tuple[int, int], ...], last_c: np.ndarray, p: np.ndarray,
         r: np.ndarray, T: int, idle: bool, max_states: int, max_arcs: int,
         deadline: float, exact: bool = False) -> Graph | ExactResult | int:
    """Remember the jobs ``add`` as well (see the module docstring); ``b``: backward values
    of ``g`` at ``mu``. ``last_c[j]``: latest completion of ``j`` still alive (a
    remembered job that can no longer complete in time must already be done).
    The code ``FULL`` or ``STOPPED`` if the budgets are exceeded or the deadline passed.
    ``exact``: ``add`` holds every job not yet remembered; no arcs are stored and the
    result is the best schedule of value ``<= limit`` (:class:`ExactResult`)."""
    n = p.size
    memory = list(g.memory) + [int(j) for j in add]
    mM = max(1, len(memory))
    W = (mM + 63) // 64
    bitpos = np.full(n, -1, dtype=np.int64)
    for q, j in enumerate(memory):
        bitpos[j] = q
    old_w = g.mask.shape[1]
    old_mask = np.zeros((g.n_states, W), dtype=np.uint64)
    old_mask[:, :old_w] = g.mask  # old bit positions are a prefix of the new ones
    preds: list[list[int]] = [[] for _ in range(n)]
    for i, k in pred_pairs:
        if bitpos[i] >= 0:
            preds[k].append(int(bitpos[i]))
    pred = masks_of(preds, W)
    tt = np.arange(T + 1)
    mem = np.asarray(memory, dtype=np.int64)
    # must[t, b]: remembered job memory[b] can no longer complete after t (done by t)
    must = last_c[None, mem] < np.maximum(tt[:, None], r[None, mem]) + p[None, mem]
    mandatory = masks_of_matrix(must, W)
    topo = np.argsort(g.t, kind="stable").astype(np.int64)
    arc_lo, arc_hi = _arc_ranges(g)
    code, ns, na, s_old, s_mask, a_src, a_dst, a_job, a_cost, f, par, pjob = _lift(
        g.t, old_mask, topo, arc_lo, arc_hi, g.src, g.dst, g.job, g.cost, b, mu, bitpos,
        W, pred, mandatory, limit, max_states, max_arcs, deadline, not exact)
    if code != OK:
        return int(code)
    if exact:  # every job remembered: the best complete state is an optimal schedule
        full = masks_of([list(range(len(memory)))], W)[0]
        ends = np.flatnonzero(_ends(g.t[s_old[:ns]], s_mask[:ns], full, T, idle))
        if ends.size == 0:
            return ExactResult(None, INF)
        e = int(ends[np.argmin(f[ends])])
        jobs: list[int] = []
        while e > 0:
            jobs.append(int(pjob[e]))
            e = int(par[e])
        return ExactResult(np.asarray(jobs[::-1], dtype=np.int64), float(f[ends].min()))
    old = s_old[:ns]
    t = g.t[old]
    mask = s_mask[:ns].copy()
    full = masks_of([list(range(len(memory)))], W)[0]
    return Graph(t=t, last=g.last[old], mask=mask, src=a_src[:na].copy(),
                 dst=a_dst[:na].copy(), job=a_job[:na].copy(), cost=a_cost[:na].copy(),
                 is_end=_ends(t, mask, full, T, idle), memory=memory)


def value(g: Graph, mu: np.ndarray, n: int) -> tuple[float, np.ndarray, np.ndarray]:
    """``L(mu)`` of the graph (path value + ``sum mu``; ``INF`` if no end is reachable),
    the jobs of one best path, and how often each job occurs on it."""
    _f, pa, e = forward(g.n_states, g.src, g.dst, g.job, g.cost, mu, g.is_end)
    if e < 0:
        return INF, np.zeros(0, dtype=np.int64), np.zeros(n, dtype=np.int64)
    jobs = path_jobs(e, pa, g.src, g.job).astype(np.int64)
    return float(_f[e]) + float(mu.sum()), jobs, np.bincount(jobs, minlength=n)


@dataclass
class Outcome:
    """What :func:`sublimate` returns: the incumbent, the proven integer bound, whether
    the incumbent is proven optimal, and why it stopped."""

    sequence: np.ndarray
    ub: int
    lb: int
    proven: bool
    stopped: str
    mu: np.ndarray | None = None


def repair(pb: SingleMachine, jobs: np.ndarray, window: int = 30,
           tried: set[bytes] | None = None, dyna: bool = False
           ) -> tuple[np.ndarray, int] | None:
    """A schedule from a relaxed path: first occurrences in path order, missing jobs
    appended by due date, then the windowed descent of :mod:`.upper`. With ``dyna`` and
    no release dates, the missing jobs are instead inserted one by one where they cost
    least (:func:`.dynasearch.insert_missing`), and dynasearch passes
    (:func:`.dynasearch.descent`, blocks of at most :data:`REPAIR_SPAN` positions) follow
    the windowed descent until none improves. With ``tried`` (the starting
    orders repaired before, updated here) ``None`` when this starting order was already
    repaired with this window: the descents are deterministic, so they would return the
    same schedule, which cannot be cheaper than the incumbent a second time.

    Why dynasearch here: the relaxed paths near the end of stage 1 are a few moves away
    from the optimum, and the compound moves reach it where the windowed descent stops
    (Tanaka wt250 #96 and #117: optimal schedules from repaired paths, open at 60 s
    without). The cheapest insertions took 15 % off the CPU time of the twelve hardest
    wt250 instances against appending by due date (``notes/issue-25-round11.md``)."""
    seen = np.zeros(pb.n, dtype=bool)
    first: list[int] = []
    for j in jobs:
        if not seen[j]:
            seen[j] = True
            first.append(int(j))
    missing = [int(j) for j in np.argsort(pb.d, kind="stable") if not seen[j]]
    dyna = dyna and not pb.idle  # the compound moves assume no release dates
    if dyna:
        start = DS.insert_missing(np.asarray(first, dtype=np.int64),
                                  np.asarray(missing, dtype=np.int64), pb.p, pb.w, pb.d)
    else:
        start = np.asarray(first + missing, dtype=np.int64)
    window = min(window, pb.n)
    if tried is not None:
        key = start.tobytes() + window.to_bytes(8, "little")
        if key in tried:
            return None
        tried.add(key)
    s2, c2 = upper.descent(start, pb.p, pb.r, pb.w, pb.d, window)
    if dyna and pb.n > 2:
        s3, c3 = DS.descent(s2, pb.p, pb.w, pb.d, min(REPAIR_SPAN, pb.n - 1))
        if c3 < c2:
            s2, c2 = s3, c3
    return s2, int(c2)


#: longest block of a dynasearch move in :func:`repair` (a pass costs ``O(n span^2)``)
REPAIR_SPAN = 250


def sublimate(pb: SingleMachine, g: Graph, mu: np.ndarray, seq: np.ndarray, ub: int,
              lb: int, deadline: float, stats: dict, *, max_states: int = 6_000_000,
              max_arcs: int = 30_000_000, add_first: int = 4, add_max: int = 16,
              iterations: int = 40, iterations_first: int = 300, theta0: float = 0.5,
              beta: float = 0.0, exact_states: int = 4_000_000,
              exact_gap_share: float = 0.5, triple_rule: bool = True,
              window: int = 30, repair_steps: tuple[int, int] = (5, 25),
              improve: Callable[[np.ndarray, int], tuple[np.ndarray, int]] | None = None,
              tried: set[bytes] | None = None, repair_dyna: bool = False) -> Outcome:
    """Successive sublimation with multiplier re-optimisation on the state graph.

    ``g``: a graph of the relaxation without memory (usually the level-0 graph,
    :func:`level0`) pruned at ``L = UB - 1`` and multipliers ``mu``. Alternates (a)
    subgradient steps on the graph (each a forward pass; the best path that is a
    schedule, or one repaired from it, may lower ``UB``), (b) permanent elimination at
    the best multipliers, (c) lifting: first by the three-job rule
    (:func:`triples`, ``triple_rule``), then remembering up to ``add`` jobs that the best
    path repeats or misses (``add`` doubles while the graph stays small and halves when
    it grows fast); ``improve(seq, ub)``, called at every level, may return a cheaper
    schedule (a local search run beside the bound). Ends when the graph has no path of
    value ``<= UB - 1`` (``UB`` optimal), when its best path is a schedule (optimal), on
    the deadline or when a budget is exceeded (then ``lb`` is the best proven bound).
    Between (b) and (c),
    whenever the gap ``UB - L`` has shrunk below ``exact_gap_share`` of the gap at the
    last attempt, every job is remembered at once (:func:`lift` with ``exact=True``,
    ``exact_states``): if that fits, it decides. ``window``: of the descent that repairs
    relaxed paths, after ``repair_steps[0]`` steps when the bound rose, at the latest
    after ``repair_steps[1]``; ``tried``: the starting orders of the repairs so far
    (:func:`repair`, with dynasearch when ``repair_dyna``), shared with stage 1."""
    n, T = pb.n, pb.horizon
    tried = set() if tried is None else tried
    mu = np.asarray(mu, dtype=np.float64).copy()

    def tol(x: float) -> float:
        return 1e-7 * max(1.0, abs(x))

    def out(proven: bool, why: str) -> Outcome:
        stats["ssdp_memory"] = len(g.memory)
        stats["ssdp_trace"] = " ".join(trace)
        return Outcome(np.asarray(seq, dtype=np.int64), int(ub), int(ub if proven else lb),
                       proven, why, mu)

    limit = ub - 1 + tol(ub)
    add = add_first
    levels = 0
    last_exact_gap = INF
    trace: list[str] = []
    need_triples = triple_rule
    best = -INF
    if not g.is_end.any():
        return out(True, "eliminated")
    g, _f, b = prune(g, mu, limit)
    while True:
        if improve is not None:
            s2, c2 = improve(np.asarray(seq, dtype=np.int64), ub)
            if c2 < ub:
                seq, ub = s2, c2
                limit = ub - 1 + tol(ub)
                if lb >= ub:
                    return out(True, "bound")
        # (a) multipliers on the graph (deflected subgradient, Polyak steps towards UB)
        steps = iterations_first if levels == 0 else iterations
        patience = 20 if levels == 0 else 5
        best, best_mu, theta, stall = -INF, mu.copy(), theta0, 0
        direction = np.zeros(n)
        pruned_at = -INF
        repaired = -INF
        for step in range(steps):
            if time.perf_counter() > deadline:
                break
            L, jobs, counts = value(g, mu, n)
            stats["ssdp_steps"] = int(stats.get("ssdp_steps", 0)) + 1
            if L >= INF or L > limit:
                return out(True, "eliminated")  # no schedule better than UB
            lb = max(lb, math.ceil(L - tol(L)))
            if lb >= ub:
                return out(True, "bound")
            if (counts == 1).all():  # the best path of the graph is a schedule
                c = pb.sequence_cost(jobs)
                if c < ub:
                    seq, ub = jobs, c
                return out(True, "feasible path")
            improved = L > best + tol(best)
            if ((improved and step >= repaired + repair_steps[0])
                    or step >= repaired + repair_steps[1]):
                repaired = step
                fixed = repair(pb, jobs, window, tried, repair_dyna)
                if fixed is not None and fixed[1] < ub:
                    seq, ub = fixed
                    limit = ub - 1 + tol(ub)
                    if lb >= ub:
                        return out(True, "bound")
            if improved:
                best, best_mu, stall = L, mu.copy(), 0
            else:
                stall += 1
                if stall >= patience:
                    theta *= 0.5
                    stall = 0
                    if theta < 0.005:
                        break
            if step % 50 == 49 and best > pruned_at:  # shrink the graph as mu improves
                g, _f, _b = prune(g, best_mu, limit)
                pruned_at = best
            gvec = 1.0 - counts.astype(np.float64)
            direction = gvec + beta * direction
            mu = mu + (theta * max(ub - L, tol(ub)) / float(direction @ direction)
                       * direction)
            _check_interrupt()
        mu = best_mu
        if time.perf_counter() > deadline:
            return out(False, "time limit")
        # (b) permanent elimination at the best multipliers
        before = g.n_states
        g, _f, b = prune(g, mu, limit)
        L, jobs, counts = value(g, mu, n)
        if L >= INF or L > limit:
            return out(True, "eliminated")
        lb = max(lb, math.ceil(L - tol(L)))
        if lb >= ub:
            return out(True, "bound")
        last_c, width = job_windows(g, n)
        # (c) every remaining job at once: an exact DP over job sets on this graph
        gap = ub - L
        if exact_states > 0 and gap < exact_gap_share * last_exact_gap:
            last_exact_gap = gap
            rest = [j for j in range(n) if j not in set(g.memory)]
            ex = lift(g, rest, mu, b, limit, pb.pred_pairs, last_c, pb.p, pb.r, T, pb.idle,
                      exact_states, 1, deadline, exact=True)
            _check_interrupt()
            trace.append("exact:" + ({STOPPED: "stopped", FULL: "full"}.get(ex, "done")
                                     if isinstance(ex, int) else "done"))
            if isinstance(ex, ExactResult):
                if ex.sequence is not None:
                    c = pb.sequence_cost(ex.sequence)
                    if c < ub:
                        seq, ub = ex.sequence, c
                return out(True, "exact")
            if ex == STOPPED:
                return out(False, "time limit")
        # (d) the three-job rule, then remember more jobs
        if need_triples:
            g2: Graph | ExactResult | int = triples(pb, g, mu, b, limit, max_states,
                                                    max_arcs, deadline)
            _check_interrupt()
            need_triples = False
            if not isinstance(g2, Graph):
                if g2 == STOPPED:
                    return out(False, "time limit")
                trace.append("triples:full")
                continue
            lifted = g2.n_states
            g2, _f, b = prune(g2, mu, limit)
            trace.append(f"triples:{before}>{g.n_states}:{lifted}>{g2.n_states}@{best:.1f}")
        else:
            # violated jobs, narrowest window of surviving completion times first: a
            # remembered job splits only the states inside its window (before it, it
            # cannot be done; after it, it must be), so narrow ones are cheap to remember
            viol = [int(j) for j in np.flatnonzero(counts != 1) if int(j) not in g.memory]
            viol.sort(key=lambda j: (int(width[j]), j))
            if not viol:  # cannot happen: a path without repeats or misses is a schedule
                return out(False, "no violated job")
            g2 = lift(g, viol[:add], mu, b, limit, pb.pred_pairs, last_c, pb.p, pb.r, T,
                      pb.idle, max_states, max_arcs, deadline)
            _check_interrupt()
            if not isinstance(g2, Graph):
                if g2 == STOPPED:
                    return out(False, "time limit")
                if add > 1:
                    add = max(1, add // 2)
                    continue
                return out(False, "state limit")
            lifted = g2.n_states
            g2, _f, b = prune(g2, mu, limit)
            trace.append(f"{before}>{g.n_states}+{len(viol[:add])}/{len(viol)}:{lifted}>"
                         f"{g2.n_states}@{best:.1f}")
            if g2.n_states < 1.5 * max(1, before):
                add = min(add_max, 2 * add)
            elif g2.n_states > 4 * max(1, before):
                add = max(1, add // 2)
        levels += 1
        stats["ssdp_levels"] = levels
        stats["ssdp_states"] = g2.n_states
        stats["ssdp_arcs"] = g2.n_arcs
        g = g2
        if not g.is_end.any():
            return out(True, "eliminated")


__all__ = ["FULL", "OK", "STOPPED", "CHECK_EVERY", "ExactResult", "Graph", "Outcome",
           "backward", "forward", "level0", "lift", "prune", "stop_now", "sublimate",
           "triples", "value"]
