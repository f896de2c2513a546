"""Single-GPU weighted tardiness ``1 | r_j | sum w_j T_j``: Lagrangian bound by dynamic
programming over time, reduced-cost elimination, exact DP over job sets.

Pipeline (:func:`solve_single`), in integer ticks and integer weights:

1. **Upper bound**: EDD, WSPT, ATC, each improved by swap/insertion descent, then
   iterated local search (:func:`.kernels.local_search`, :func:`.kernels.iterated_local_search`).
2. **Multipliers**: subgradient ascent (Polyak steps towards ``UB``) on the
   adjacent-interchange relaxation (:class:`Subgradient`); the 2-cycle-free relaxation
   at the same multipliers may prove ``UB`` at once.
3. **Exact DP over full job sets** at limit ``UB - 1`` (:mod:`.setdp`), pruned by the
   backward DP, reduced-cost elimination, mandatory jobs and dominance precedences;
   if it exceeds its budget, a beam search of it improves ``UB``.
4. **Successive sublimation**: searches remembering a growing job set at target limits
   from the bound upwards, with more subgradient steps and larger budgets as needed.

Every stage checks the deadline; when time runs out the best schedule found and the
best proven bound (``ceil`` of the Lagrangian bound; integer objective) are returned.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from . import kernels as K
from . import setdp, ssdp


@dataclass(frozen=True)
class SingleMachine:
    """Integer data of ``1 | r_j | sum w_j T_j`` (ticks, integer weights).

    ``pred[k]``: bit mask of the jobs that precede ``k`` in some optimal schedule
    (dominance pairs); ``rank``: a linear extension of that order (tie-break of the
    adjacent rule).
    """

    p: np.ndarray
    r: np.ndarray
    w: np.ndarray
    d: np.ndarray
    rank: np.ndarray
    pred_pairs: tuple[tuple[int, int], ...] = ()

    @property
    def n(self) -> int:
        return int(self.p.size)

    @property
    def idle(self) -> bool:
        """Idle time is needed only when some job is released after time 0."""
        return bool((self.r > self.r.min()).any()) or bool(self.r.min() > 0)

    @property
    def horizon(self) -> int:
        """``T = max r + sum p`` (every semi-active schedule completes by then)."""
        return int(self.r.max() + self.p.sum()) if self.idle else int(self.p.sum())

    def cost_matrix(self) -> np.ndarray:
        """``cost[k, t] = w_k max(0, t - d_k)`` for ``t = 0..T`` (float, exact integers)."""
        t = np.arange(self.horizon + 1, dtype=np.float64)
        return self.w[:, None].astype(np.float64) * np.maximum(0.0, t[None, :]
                                                               - self.d[:, None])

    def sequence_cost(self, seq: np.ndarray) -> int:
        return int(K.sequence_cost(np.asarray(seq, dtype=np.int64), self.p, self.r,
                                   self.w, self.d))

    def completion_times(self, seq: list[int] | np.ndarray) -> np.ndarray:
        c = np.zeros(self.n, dtype=np.int64)
        t = 0
        for j in seq:
            t = max(t, int(self.r[j])) + int(self.p[j])
            c[j] = t
        return c


def make_problem(p, r, w, d, pred_pairs=()) -> SingleMachine:
    """Build a :class:`SingleMachine`; ``rank`` orders by ``(p, r, d, -w, index)``, a linear
    extension of every componentwise dominance rule with ties broken by index."""
    p = np.asarray(p, dtype=np.int64)
    r = np.asarray(r, dtype=np.int64)
    w = np.asarray(w, dtype=np.int64)
    d = np.asarray(d, dtype=np.int64)
    order = np.lexsort((np.arange(p.size), -w, d, r, p))
    rank = np.empty(p.size, dtype=np.int64)
    rank[order] = np.arange(p.size)
    return SingleMachine(p=p, r=r, w=w, d=d, rank=rank,
                         pred_pairs=tuple((int(i), int(k)) for i, k in pred_pairs))


@dataclass
class SolveOutput:
    sequence: list[int]
    objective: int
    lower_bound: int
    proven: bool
    stats: dict[str, float | int | str] = field(default_factory=dict)


# ----------------------------------------------------------------------------- UB


def heuristic_sequence(pb: SingleMachine, extra: list[np.ndarray] | None = None,
                       passes: int = 50, kicks: int = 0, seed: int = 0
                       ) -> tuple[np.ndarray, int, str]:
    """Best of EDD, WSPT, ATC (k = 2) and ``extra`` orders after swap/insertion descent,
    then ``kicks`` rounds of iterated local search from the best."""
    n = pb.n
    idx = np.arange(n)
    p, w, d = pb.p.astype(float), pb.w.astype(float), pb.d.astype(float)
    starts = {"edd": np.lexsort((idx, d)),
              "wspt": np.lexsort((idx, p / np.maximum(w, 1e-12)))}
    # ATC dispatching with look-ahead k = 2
    pbar = float(p.mean())
    seq, left, t = [], list(range(n)), 0.0
    while left:
        L = np.array(left)
        tt = max(t, float(pb.r[L].min()))
        ready = L[pb.r[L] <= tt]
        slack = np.maximum(0.0, d[ready] - p[ready] - tt)
        prio = (w[ready] + 1e-9) / p[ready] * np.exp(-slack / (2.0 * pbar))
        j = int(ready[np.argmax(prio)])
        seq.append(j)
        left.remove(j)
        t = tt + p[j]
    starts["atc"] = np.array(seq, dtype=np.int64)
    for q, e in enumerate(extra or []):
        starts[f"relaxed{q}"] = np.asarray(e, dtype=np.int64)
    best = None
    for name, s in starts.items():
        s2, c = K.local_search(np.asarray(s, dtype=np.int64), pb.p, pb.r, pb.w, pb.d, passes)
        if best is None or c < best[1]:
            best = (s2, int(c), name)
    assert best is not None
    if kicks > 0 and best[1] > 0:
        s2, c = K.iterated_local_search(best[0], pb.p, pb.r, pb.w, pb.d, kicks, seed)
        if c < best[1]:
            best = (s2, int(c), best[2] + "+ils")
    return best


# ----------------------------------------------------------------------------- bound


class Subgradient:
    """Resumable deflected subgradient ascent on the adjacent relaxation.

    Direction ``dir = g + beta dir_prev`` (Camerini, Fratta & Maffioli deflection) with
    ``g_j = 1 - (occurrences of j)``, Polyak step ``mu += theta (UB - L(mu)) / |dir|^2
    dir``, ``theta`` halved after ``patience`` steps without improvement. ``mu0``: the
    start; :func:`start_multipliers` (each job's cost in the incumbent) is much better
    than zero (wt100 #11: bound 181,636 after 100 steps against 181,470 from zero without
    deflection; optimum 181,649). ``best``/``best_mu``: the best bound ``L(mu)`` seen (any
    ``mu`` gives a valid bound; the best is kept)."""

    def __init__(self, pb: SingleMachine, cost: np.ndarray, A: np.ndarray,
                 theta0: float = 1.0, patience: int = 20, beta: float = 0.5,
                 mu0: np.ndarray | None = None) -> None:
        self.pb, self.cost, self.A = pb, cost, A
        self.mu = np.zeros(pb.n) if mu0 is None else np.asarray(mu0, dtype=np.float64).copy()
        self.best_mu = self.mu.copy()
        self.best = -K.INF
        self.theta, self.patience, self.stall, self.beta = theta0, patience, 0, beta
        self.direction = np.zeros(pb.n)
        self.iterations = 0
        self.converged = False  # a relaxed path visits every job once, or theta vanished
        #: (job, completion) pairs not yet eliminated; (1, 1): none eliminated
        self.alive = np.ones((1, 1), dtype=np.bool_)
        self._restricted_at = -K.INF

    def tables(self, mu: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Forward and backward DP tables at ``mu`` over the surviving pairs."""
        pb = self.pb
        F = K.forward_adjacent_alive(pb.p, pb.r, self.cost, mu, pb.rank, self.A, pb.idle,
                                     self.alive)
        B = K.backward_adjacent_alive(pb.p, pb.r, self.cost, mu, pb.rank, self.A, pb.idle,
                                      self.alive)
        return F, B

    def restrict(self, ub: int) -> None:
        """Eliminate for good every pair ``(k, t)`` on no relaxed path of value
        ``<= UB - 1`` at the best multipliers: no schedule cheaper than ``UB`` that obeys
        the rules completes ``k`` at ``t``, whatever ``mu`` becomes. Later steps skip
        those pairs (faster, and the restricted relaxation is stronger)."""
        if self.best <= self._restricted_at or self.best <= -K.INF:
            return
        self._restricted_at = self.best
        n = self.pb.n
        F, B = self.tables(self.best_mu)
        limit = ub - 1 + 1e-7 * max(1.0, abs(ub))
        self.alive = ((F[:, :n] + B[:, :n] + float(self.best_mu.sum())) <= limit).T.copy()

    def value(self, mu: np.ndarray) -> tuple[float, np.ndarray]:
        pb = self.pb
        F = K.forward_adjacent_alive(pb.p, pb.r, self.cost, mu, pb.rank, self.A, pb.idle,
                                     self.alive)
        counts = K.path_counts_adjacent(F, pb.p, pb.r, self.cost, mu, pb.rank, self.A)
        return float(F[-1].min()) + float(mu.sum()), counts

    def run(self, iterations: int, ub: int, deadline: float, restrict_every: int = 50
            ) -> float:
        """Up to ``iterations`` steps (eliminating pairs every ``restrict_every``);
        returns the best bound."""
        for _ in range(iterations):
            if self.converged or time.perf_counter() > deadline:
                break
            L, counts = self.value(self.mu)
            self.iterations += 1
            if L > self.best + 1e-9 * max(1.0, abs(self.best)):
                self.best, self.best_mu, self.stall = L, self.mu.copy(), 0
            else:
                self.stall += 1
                if self.stall >= self.patience:
                    self.theta *= 0.5
                    self.stall = 0
            g = 1.0 - counts.astype(np.float64)
            if not g.any() or self.theta < 1e-3:
                self.converged = True
                break
            if self.best > ub - 1 + 1e-6 * max(1.0, ub):
                break
            self.direction = g + self.beta * self.direction
            norm = float(self.direction @ self.direction)
            self.mu = self.mu + (self.theta * max(ub - L, 1e-3 * max(1.0, ub)) / norm
                                 * self.direction)
            if self.iterations % 32 == 0:
                _check_interrupt()
            if self.iterations % restrict_every == 0:
                self.restrict(ub)
        return self.best


def start_multipliers(pb: SingleMachine, cost: np.ndarray, seq: np.ndarray) -> np.ndarray:
    """``mu_j`` = cost of job ``j`` at its completion in the sequence ``seq``."""
    c = pb.completion_times(seq)
    return cost[np.arange(pb.n), c].astype(np.float64)


def relaxed_order(F: np.ndarray, B: np.ndarray) -> np.ndarray:
    """A job order read from the relaxation: each job at the completion time of its best
    relaxed path (``argmin_t F[t, k] + B[t, k]``) -- a start for the upper bound."""
    tot = F[:, :-1] + B[:, :-1]
    best_t = np.argmin(tot, axis=0).astype(float)
    return np.lexsort((np.arange(best_t.size), best_t)).astype(np.int64)


#: states expanded per call of the compiled search between deadline/interrupt checks
EXPAND_CHUNK = 20_000

#: largest ``n^2 (T + 1)`` for which the adjacent rule is tabulated (bytes of memory)
MAX_TABLE = 200_000_000


def allowed(pb: SingleMachine, cost: np.ndarray) -> np.ndarray:
    """:func:`.kernels.allowed_table`, or a dummy when it would exceed :data:`MAX_TABLE`."""
    if pb.n * pb.n * cost.shape[1] <= MAX_TABLE:
        return K.allowed_table(pb.p, pb.r, cost, pb.rank)
    return np.zeros((1, 1, 1), dtype=np.bool_)


# ----------------------------------------------------------------------------- exact


def solve_single(pb: SingleMachine, *, time_limit: float | None = 60.0,
                 max_states: int = 8_000_000, first_iterations: int = 60,
                 more_iterations: int = 400, first_states: int = 400_000,
                 ils_kicks: int = 50, seed: int = 0, beam_width: int = 5000,
                 full_states: int = 1_000_000, ssdp_states: int = 6_000_000,
                 ssdp_options: dict | None = None,
                 incumbent: np.ndarray | None = None) -> SolveOutput:
    """Optimal sequence of ``pb`` with proof, or the best found and a bound on timeout.

    Stages (each ends the solve as soon as the bound meets the incumbent):

    1. incumbent by heuristics; ``first_iterations`` subgradient steps from
       :func:`start_multipliers`; the 2-cycle-free relaxation at the same multipliers;
    2. the exact DP over full job sets at ``UB - 1`` (:mod:`.setdp`, ``full_states``);
    3. up to ``more_iterations`` further subgradient steps (to convergence), a beam search
       of the set DP for a better incumbent;
    4. successive sublimation on the state graph with multiplier re-optimisation
       (:func:`.ssdp.sublimate`, ``ssdp_states``; ``ssdp_options`` are its keywords);
    5. if that exhausts its budget: the forward search with a growing memory set
       (:func:`_memory_dp`) at target limits from the bound upwards, until the deadline
       (``first_states`` doubling up to ``max_states``).
    """
    t0 = time.perf_counter()
    deadline = t0 + (time_limit if time_limit is not None else 1e18)
    n, T = pb.n, pb.horizon
    stats: dict[str, float | int | str] = {"n": n, "horizon_ticks": T}
    cost = pb.cost_matrix()
    extra = [incumbent] if incumbent is not None else []
    seq, ub, how = heuristic_sequence(pb, extra, kicks=ils_kicks, seed=seed)
    stats["ub_initial"], stats["ub_method"] = ub, how
    stats["t_ub_s"] = time.perf_counter() - t0
    lb_int = 0
    attempts: list[str] = []

    def out(proven: bool) -> SolveOutput:
        stats["runtime_s"] = time.perf_counter() - t0
        stats["attempts"] = " ".join(attempts)
        if not proven and "stopped" not in stats:
            stats["stopped"] = "time limit"
        return SolveOutput(sequence=[int(j) for j in seq], objective=int(ub),
                           lower_bound=int(ub if proven else lb_int), proven=proven,
                           stats=stats)

    def ceil_bound(x: float) -> int:
        return math.ceil(x - 1e-6 * max(1.0, abs(x)))

    if ub == 0:
        return out(True)
    A = allowed(pb, cost)
    stats["allowed_table"] = bool(A.shape[0] > 1)
    sg = Subgradient(pb, cost, A, mu0=start_multipliers(pb, cost, seq))

    def bound(iterations: int) -> bool:
        """More subgradient steps, the 2-cycle-free check and an incumbent from the
        relaxation; True when the incumbent is proven optimal."""
        nonlocal lb_int, seq, ub
        lb = sg.run(iterations, ub, deadline)
        if lb >= K.INF:  # every pair eliminated: no schedule is cheaper than UB
            lb = float(ub)
        lb_int = max(lb_int, ceil_bound(lb))
        stats["lb_lagrangian"], stats["iterations"] = lb, sg.iterations
        stats["t_bound_s"] = time.perf_counter() - t0
        if lb_int >= ub:
            return True
        mu = sg.best_mu
        if sg.alive.shape[0] == 1:  # (on restricted tables it would need `alive` too)
            F1, _P1, _F2, _P2 = K.forward_2cycle(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
            lb2 = float(F1[-1].min()) + float(mu.sum())
            stats["lb_2cycle"] = lb2
            lb_int = max(lb_int, ceil_bound(lb2))
            if lb_int >= ub:
                return True
        F, B = sg.tables(mu)
        s2, c2 = K.local_search(relaxed_order(F, B), pb.p, pb.r, pb.w, pb.d, 50)
        if c2 < ub:
            seq, ub = s2, int(c2)
            stats["ub_method"] = "relaxed-order"
        return lb_int >= ub

    def full_dp(states: int, beam: int = 0) -> bool:
        """The set DP over all jobs at ``UB - 1``; True when it proves optimality."""
        nonlocal seq, ub
        mu = sg.best_mu
        F, B = sg.tables(mu)
        code, fpath, _v = _memory_dp(pb, cost, mu, A, F, B, list(range(n)), ub - 1,
                                     states, deadline, stats, beam=beam)
        if beam > 0:
            attempts.append(f"beam@{time.perf_counter() - t0:.1f}s")
            if fpath is not None:
                bseq, bc = K.local_search(np.asarray(fpath, dtype=np.int64), pb.p, pb.r,
                                          pb.w, pb.d, 50)
                if bc < ub:
                    seq, ub = bseq, int(bc)
                    stats["ub_method"] = "beam"
            return lb_int >= ub
        attempts.append(f"full@{states // 1000}k:{ {0: 'done', 2: 'full'}.get(code, '?')}"
                        f"@{time.perf_counter() - t0:.1f}s")
        if code == setdp.DONE:
            if fpath is not None:
                seq = np.asarray(fpath, dtype=np.int64)
                ub = pb.sequence_cost(seq)
                stats["ub_method"] = "set-dp"
            return True
        return False

    # 1-3: bound, exact set DP, more bound, better incumbent
    if bound(first_iterations) or full_dp(full_states):
        return out(True)
    if more_iterations > 0 and time.perf_counter() < deadline and not sg.converged:
        before = sg.best
        if bound(more_iterations):
            return out(True)
        if sg.best > before + 1e-9 * max(1.0, abs(before)) and full_dp(full_states):
            return out(True)
    if beam_width > 0 and time.perf_counter() < deadline and full_dp(2 * full_states,
                                                                      beam_width):
        return out(True)
    # 4: successive sublimation on the state graph
    attempts.append(f"bound={sg.best:.1f}@{time.perf_counter() - t0:.1f}s")
    if ssdp_states > 0 and time.perf_counter() < deadline:
        res = ssdp.sublimate(pb, cost, A, sg.best_mu, seq, ub, lb_int, deadline, stats,
                             alive=sg.alive,
                             max_states=ssdp_states, max_arcs=5 * ssdp_states,
                             **(ssdp_options or {}))
        attempts.append(f"ssdp:{res.stopped}@{time.perf_counter() - t0:.1f}s")
        if res.ub < ub:
            seq, ub = res.sequence, res.ub
            stats["ub_method"] = "ssdp"
        lb_int = max(lb_int, res.lb)
        if res.proven or lb_int >= ub:
            return out(True)
    # 5: forward searches with a growing memory set
    mu = sg.best_mu
    F, B = sg.tables(mu)
    counts = K.path_counts_adjacent(F, pb.p, pb.r, cost, mu, pb.rank, A)
    memory = {int(j) for j in np.flatnonzero(counts != 1)}
    budget = first_states
    delta = 0  # target limit = lb + delta: cheap searches first
    while time.perf_counter() < deadline:
        limit = min(ub - 1, lb_int + delta)
        code, path, value = _memory_dp(pb, cost, mu, A, F, B, sorted(memory), limit,
                                       budget, deadline, stats)
        attempts.append(f"|M|={len(memory)},L={limit}:"
                        f"{ {0: 'done', 2: 'full'}.get(code, '?')}@{budget // 1000}k")
        if code == setdp.FULL:
            if budget >= max_states:
                stats["stopped"] = "state limit"
                return out(False)
            budget = min(max_states, budget * 2)
            continue
        if path is None:  # no path of value <= limit: opt >= limit + 1
            if limit >= ub - 1:
                return out(True)  # the incumbent is optimal
            lb_int = max(lb_int, limit + 1)
            delta = max(1, 2 * delta, int(0.001 * (ub - lb_int)))
            continue
        lb_int = max(lb_int, ceil_bound(value))
        counts = np.bincount(np.asarray(path, dtype=np.int64), minlength=n)
        if (counts == 1).all():
            seq, ub = np.asarray(path, dtype=np.int64), pb.sequence_cost(np.asarray(path))
            stats["ub_method"] = "ssdp"
            return out(True)
        s2, c2 = ssdp.repair(pb, np.asarray(path, dtype=np.int64))
        if c2 < ub:
            seq, ub = s2, int(c2)
            stats["ub_method"] = "ssdp-path"
        if lb_int >= ub:
            return out(True)
        memory |= {int(j) for j in np.flatnonzero(counts != 1)}
        stats["memory"] = len(memory)
    return out(False)


def _memory_dp(pb: SingleMachine, cost: np.ndarray, mu: np.ndarray, A: np.ndarray,
               F: np.ndarray, B: np.ndarray, memory: list[int], limit_int: int, cap: int,
               deadline: float, stats: dict, beam: int = 0
               ) -> tuple[int, list[int] | None, float]:
    """Minimum path of value ``<= limit_int`` of the relaxation that remembers the jobs of
    ``memory`` (each exactly once); ``(code, path, value)``, ``path`` None if there is none.
    ``beam > 0``: heuristic beam search (a found path is valid, "none" proves nothing).
    ``beam > 0``: heuristic beam search (a found path is valid, "none" proves nothing).
    Code ``FULL``: stopped by the state budget or the deadline (nothing concluded)."""
    n, T = pb.n, pb.horizon
    mu_total = float(mu.sum())
    tol = 1e-7 * max(1.0, float(abs(limit_int)))
    limit = limit_int + tol
    through = F[:, :n] + B[:, :n] + mu_total  # (T+1, n): best relaxed path via (k, t)
    alive = (through <= limit).T.copy()  # (n, T+1)
    stats["alive_pairs"] = int(alive.sum())
    mM = max(1, len(memory))
    W = (mM + 63) // 64
    bitpos = np.full(n, -1, dtype=np.int64)
    for b, j in enumerate(memory):
        bitpos[j] = b
    full = setdp.masks_from_sets([list(range(len(memory)))], mM)[0]
    preds: list[list[int]] = [[] for _ in range(n)]
    for i, k in pb.pred_pairs:
        if bitpos[i] >= 0:
            preds[k].append(int(bitpos[i]))
    pred = setdp.masks_from_sets(preds, mM)
    last_c = np.full(n, -1, dtype=np.int64)
    for k in range(n):
        ts = np.flatnonzero(alive[k])
        if ts.size:
            last_c[k] = ts.max()
    tt = np.arange(T + 1)
    must = last_c[None, :] < np.maximum(tt[:, None], pb.r[None, :]) + pb.p[None, :]
    must &= bitpos[None, :] >= 0
    mandatory = setdp.masks_from_sets([[int(bitpos[j]) for j in np.flatnonzero(row)]
                                       for row in must], mM)
    masks = np.zeros((cap, W), dtype=np.uint64)
    last = np.full(cap, -1, dtype=np.int32)
    tcomp = np.zeros(cap, dtype=np.int64)
    cst = np.zeros(cap, dtype=np.float64)
    musum = np.zeros(cap, dtype=np.float64)
    parent = np.full(cap, -1, dtype=np.int64)
    nxt = np.full(cap, -1, dtype=np.int64)
    lbv = np.zeros(cap, dtype=np.float64)
    head = np.full(T + 1, -1, dtype=np.int64)
    table = np.full(1 << int(math.ceil(math.log2(2 * cap + 1))), -1, dtype=np.int64)
    counters = np.array([1, 0], dtype=np.int64)
    head[0] = 0  # root: nothing remembered, no last job, t = 0
    best = np.array([K.INF, -1.0])
    t = 0
    code = setdp.DONE
    while t <= T:
        code, t = setdp.search(t, T + 1, pb.p, pb.r, cost, mu, pb.rank, A, B, alive, bitpos,
                               pred, mandatory, full, pb.idle, limit, masks, last, tcomp, cst,
                               musum, parent, nxt, head, table, counters, best,
                               counters[1] + EXPAND_CHUNK, lbv, beam)
        if code == setdp.FULL:
            break
        _check_interrupt()
        if time.perf_counter() > deadline and t <= T:
            code = setdp.FULL
            break
    else:
        code = setdp.DONE
    stats["states"] = int(stats.get("states", 0)) + int(counters[0])
    stats["expanded"] = int(stats.get("expanded", 0)) + int(counters[1])
    if code == setdp.FULL:
        return code, None, K.INF
    if best[1] < 0:
        return code, None, K.INF
    return code, setdp.backtrack(int(best[1]), last, parent), float(best[0])


_WARM = False


def warm_up() -> None:
    """Compile (or load from numba's cache) every kernel on a 3-job problem, once per
    process, so that compilation never eats into a solve's time limit."""
    global _WARM
    if _WARM:
        return
    _WARM = True
    for r in ([0, 0, 0], [0, 1, 2]):
        pb = make_problem([2, 1, 3], r, [1, 2, 1], [2, 2, 3], [(1, 2)])
        solve_single(pb, time_limit=None, ils_kicks=2, full_states=1, beam_width=2,
                     first_states=16)
        cost = pb.cost_matrix()
        A = allowed(pb, cost)
        K.forward_2cycle(pb.p, pb.r, cost, np.zeros(3), pb.rank, A, pb.idle)
        K.forward_norepeat(pb.p, pb.r, cost, np.zeros(3), pb.idle)
        for dummy in (np.zeros((1, 1, 1), dtype=np.bool_),):
            K.forward_adjacent(pb.p, pb.r, cost, np.zeros(3), pb.rank, dummy, pb.idle)
            K.backward_adjacent(pb.p, pb.r, cost, np.zeros(3), pb.rank, dummy, pb.idle)
        alive = np.ones((pb.n, pb.horizon + 1), dtype=np.bool_)
        K.forward_adjacent_alive(pb.p, pb.r, cost, np.zeros(3), pb.rank, A, pb.idle, alive)
        K.backward_adjacent_alive(pb.p, pb.r, cost, np.zeros(3), pb.rank, A, pb.idle, alive)
    # the state-graph kernels (build, passes, lift with and without arcs): a 5-job
    # problem whose sublimation from a poor incumbent lifts once and tries the exact lift
    pb = make_problem([5, 3, 3, 2, 2], [1, 5, 3, 0, 1], [1, 2, 3, 4, 4], [8, 9, 15, 10, 11])
    cost = pb.cost_matrix()
    A = allowed(pb, cost)
    worst = np.argsort(-pb.d, kind="stable")
    for exact_states in (1, 10_000):
        ssdp.sublimate(pb, cost, A, np.zeros(pb.n), worst, pb.sequence_cost(worst), 0,
                       1e18, {}, exact_states=exact_states, add_first=1)
