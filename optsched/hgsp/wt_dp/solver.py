"""Single-GPU weighted tardiness ``1 | r_j | sum w_j T_j``: Lagrangian relaxation solved by
dynamic programming over time, closed by successive sublimation (issues 16 and 25;
``models/hgsp-lagrangian-dp.md``).

Pipeline (:func:`solve_single`), in integer ticks and integer weights:

1. **Upper bound** (:mod:`.upper`): EDD, WSPT and ATC improved by a windowed swap /
   insertion descent, then iterated local search.
2. **Stage 1** (:class:`Stage1`): deflected subgradient on the relaxed adjacent
   relaxation of :mod:`.stage1` over the surviving (job, completion) pairs, with
   permanent elimination of pairs by reduced cost every few steps and schedules repaired
   from relaxed paths; until the level-0 graph is cheap to build.
3. **Stages 2 and 3** (:func:`.ssdp.sublimate`): the exact adjacent relaxation as an
   explicit state graph (:func:`.ssdp.level0`), multipliers re-optimised on it, the
   three-job rule (:func:`.ssdp.triples`), then remembered jobs (successive
   sublimation) and an exact DP over job sets once the gap is small.

Every stage checks the deadline (compiled builders through :mod:`.budget`); when time
runs out the best schedule found and the best proven bound (``ceil`` of a Lagrangian
bound; integer objective) are returned.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from . import dynasearch as DS
from . import kernels as K
from . import ssdp, upper
from . import stage1 as S1


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
    """Build a :class:`SingleMachine`; ``rank`` orders by ``(d, r, p, -w, index)`` (due date
    first), a linear extension of every componentwise dominance rule with ties broken by
    index. ``rank`` breaks the ties of the adjacent rule: due date first makes runs of
    on-time jobs follow EDD, far stronger than shortest processing time first (wt100
    #82: the bound is proven in 31 subgradient steps instead of stalling near 300 for
    the optimum 317; ``models/hgsp-lagrangian-dp.md``)."""
    # contiguous copies: a column view would make numba compile other specialisations
    # of every kernel during the solve (after the warm-up, inside the time limit)
    p = np.ascontiguousarray(p, dtype=np.int64)
    r = np.ascontiguousarray(r, dtype=np.int64)
    w = np.ascontiguousarray(w, dtype=np.int64)
    d = np.ascontiguousarray(d, dtype=np.int64)
    order = np.lexsort((np.arange(p.size), -w, p, r, d))
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


def upper_bound(pb: SingleMachine, kicks: int = 30, seed: int = 0, window: int = 30,
                extra: list[np.ndarray] | None = None, deadline: float = math.inf
                ) -> tuple[np.ndarray, int, str]:
    """Best of EDD, WSPT, ATC and ``extra`` orders after the windowed descent of
    :mod:`.upper`, then ``kicks`` rounds of iterated local search from the best (in
    chunks of :data:`KICK_CHUNK`, stopping at ``deadline`` or on an interrupt)."""
    window = max(1, min(window, pb.n))
    starts = upper.constructions(pb.p, pb.r, pb.w, pb.d)
    for q, e in enumerate(extra or []):
        starts[f"given{q}"] = np.asarray(e, dtype=np.int64)
    best: tuple[np.ndarray, int, str] | None = None
    for name, s in starts.items():
        s2, c = upper.descent(np.asarray(s, dtype=np.int64), pb.p, pb.r, pb.w, pb.d,
                              window)
        if best is None or c < best[1]:
            best = (s2, int(c), name)
    assert best is not None
    done = 0
    while done < kicks and best[1] > 0 and time.perf_counter() < deadline:
        _check_interrupt()
        chunk = min(KICK_CHUNK, kicks - done)
        # every argument given: the same compiled specialisation as UpperSearch's
        s2, c = upper.iterated(best[0], pb.p, pb.r, pb.w, pb.d, chunk, seed + done,
                               window, -1, -1, upper.SWAP_WINDOW)
        done += chunk
        if c < best[1]:
            best = (s2, int(c), best[2].removesuffix("+ils") + "+ils")
    return best


#: kicks of the iterated local search between two deadline checks
KICK_CHUNK = 5


#: configurations the background search (:class:`UpperSearch`) rotates through:
#: (insertion window, re-examined radius, kick span, swap window); window 0: every
#: position. Long insertions and swaps escape the local optima of the windowed descent
#: that stop the first search (Tanaka wt250 #91, #116, #121: 0.3-1.2 % above the optimum)
UB_CONFIGS = ((0, 15, 15, 12), (0, 30, 30, 12), (30, 30, 15, 12), (0, 15, 15, 25),
              (0, 30, 30, 50))


#: kicks of one :class:`UpperSearch` call between two deadline checks
ROUND_CHUNK = 25

#: (random swaps per kick, farthest swap) of the dynasearch rounds of
#: :class:`UpperSearch`, in rotation. Tanaka wt250 #88, #114, #117, with the best of the
#: first schedules and 500 kicks: (2, 100) reaches 0.000 / 0.015 / 0.033 % above the
#: optimum, (3, 50) 0.255 / 0.020 / 0.141 %, (3, 10) 0.27 / 1.38 / 0.15 %
DYNA_KICKS = ((2, 100), (3, 50))

#: dynasearch kicks between two deadline checks (a kick at n = 250 costs ~10 ms)
DYNA_CHUNK = 4

#: longest block of a dynasearch move (a pass costs ``O(n span^2)``: at n = 1,000 the
#: cap keeps a pass near 30 ms, so Ctrl-C and the deadline are seen within a second)
DYNA_SPAN = 250


def _int_at_least(name: str, value: object, low: int = 1) -> int:
    """``value`` if it is an integer >= ``low`` (not a bool), else ValueError naming
    ``name``."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low:
        raise ValueError(f"{name}: must be an integer >= {low}, got {value!r}")
    return int(value)


class UpperSearch:
    """Iterated local search continued in short rounds while the bounds run (each round
    :func:`.upper.iterated` from the best sequence with the next of :data:`UB_CONFIGS`
    and its own seed).

    :meth:`maybe` (called at fixed points of the bound's work) runs a round at the first
    call; after a round without improvement the interval to the next doubles (at most
    ``max_interval`` calls), after an improvement it is one call again. The class
    default ``max_interval = 1`` is a round at every call; :func:`solve_single` passes 8
    (``search_interval``) since the repairs of relaxed paths run dynasearch (issue 25,
    round 11: the rounds had taken 30-40 % of the CPU on the hard Tanaka wt250
    instances; with 8 all fourteen studied ones are proven within 49 s, with 1 two of them
    stay open at 60 s. Round 9, before the dynasearch repairs, had found the opposite:
    with 8 the incumbents of wt250 #91 and #116 stayed 0.1-0.2 % above the optimum). The
    rounds are deterministic for a given seed, whatever the clock; :attr:`cpu` records
    their CPU time (a statistic only).

    ``dyna_every = k > 0`` and no release dates: after every ``k``-th round, an
    iterated dynasearch round as well (:mod:`.dynasearch`, kicks of
    :data:`DYNA_KICKS`, in chunks of :data:`DYNA_CHUNK`; the windowed rounds keep their
    rotation). Its compound moves escape the local optima of the windowed descent
    (Tanaka wt250 #88: the optimum in 6 CPU s, where the windowed rounds were still
    0.36 % above it after 60 s), and an incumbent at the optimum lets the exact DP over
    job sets close early. :func:`solve_single` uses ``dyna_every = 2`` (Tanaka wt250:
    4 of the 10 instances open at 60 s proven, #91 lost; ``notes/issue-25-round10.md``)."""

    def __init__(self, pb: SingleMachine, seq: np.ndarray, ub: int, seed: int = 0,
                 kicks: int | None = None, max_interval: int = 1,
                 deadline: float = math.inf, dyna_every: int = 0) -> None:
        self.pb = pb
        #: a dynasearch round after every ``dyna_every``-th round (0: none)
        self.dyna_every = 0 if pb.idle else max(0, int(dyna_every))
        self.dyna_rounds = 0
        self.deadline = deadline
        self.seq = np.asarray(seq, dtype=np.int64)
        self.ub = int(ub)
        self.seed = seed
        self.kicks = kicks if kicks is not None else max(4, pb.n // 10)
        self.rounds = 0
        self.max_interval = _int_at_least("max_interval", max_interval)
        #: CPU seconds spent in rounds
        self.cpu = 0.0
        self._calls = 0
        self._next = 0
        self._interval = 1

    def maybe(self) -> bool:
        """A round if it is due (see the class docstring); True when it improved."""
        self._calls += 1
        if self._calls <= self._next:
            return False
        c0 = time.process_time()
        improved = self.round()
        self.cpu += time.process_time() - c0
        self._interval = 1 if improved else min(2 * self._interval, self.max_interval)
        self._next = self._calls + self._interval - 1
        return improved

    def offer(self, seq: np.ndarray, ub: int) -> None:
        """A schedule found elsewhere: the next rounds start from it if cheaper."""
        if ub < self.ub:
            self.seq, self.ub = np.asarray(seq, dtype=np.int64), int(ub)

    def round(self) -> bool:
        """One round; True when it found a cheaper schedule (:attr:`seq`, :attr:`ub`)."""
        pb = self.pb
        if self.ub == 0 or pb.n < 3:
            return False
        window, radius, span, swap = UB_CONFIGS[self.rounds % len(UB_CONFIGS)]
        window = pb.n if window == 0 else min(window, pb.n)
        self.rounds += 1
        improved = False
        done = 0
        while done < self.kicks:  # chunks: the deadline and Ctrl-C are seen between them
            if done and time.perf_counter() > self.deadline:
                break
            _check_interrupt()
            chunk = min(ROUND_CHUNK, self.kicks - done)
            s2, c = upper.iterated(self.seq, pb.p, pb.r, pb.w, pb.d, chunk,
                                   self.seed + 7919 * self.rounds + done, window,
                                   min(radius, window), min(span, pb.n - 1), swap)
            done += chunk
            if c < self.ub:
                self.seq, self.ub = s2, int(c)
                improved = True
        if self.dyna_every and self.rounds % self.dyna_every == 0:
            improved = self.dyna_round(self.kicks) or improved
        return improved

    def dyna_round(self, kicks: int) -> bool:
        """``kicks`` kicks of iterated dynasearch from the best sequence (no release
        dates: else nothing); True when it found a cheaper schedule."""
        pb = self.pb
        if pb.idle or self.ub == 0 or pb.n < 3:
            return False
        swaps, reach = DYNA_KICKS[self.dyna_rounds % len(DYNA_KICKS)]
        self.dyna_rounds += 1
        improved = False
        done = 0
        while done < kicks:
            if time.perf_counter() > self.deadline:
                break
            _check_interrupt()
            chunk = min(DYNA_CHUNK, kicks - done)
            s2, c = DS.iterated(self.seq, pb.p, pb.w, pb.d, chunk,
                                self.seed + 7919 * self.dyna_rounds + done,
                                min(DYNA_SPAN, pb.n - 1), swaps, min(reach, pb.n - 1))
            done += chunk
            if c < self.ub:
                self.seq, self.ub = s2, int(c)
                improved = True
        return improved


def start_multipliers(pb: SingleMachine, seq: np.ndarray) -> np.ndarray:
    """``mu_j`` = cost of job ``j`` at its completion in the sequence ``seq``."""
    c = pb.completion_times(seq)
    return (pb.w * np.maximum(0, c - pb.d)).astype(np.float64)


# ----------------------------------------------------------------------------- stage 1

#: step rules of :class:`Stage1`
STEP_RULES = ("adaptive", "halving")


class Stage1:
    """Deflected subgradient ascent on the relaxation of :mod:`.stage1`.

    Subgradient ``g_j = 1 - (occurrences of j on the best path)``, Polyak step
    ``theta (UB - L(mu)) / |dir|^2`` along a deflected direction. Two step rules:

    * ``rule="adaptive"`` (default since issue 25's eleventh round): ``dir = g + xi
      dir_prev`` with ``xi = |g| / |dir_prev|``; ``theta`` grows by ``expand`` (at most
      to ``theta0``) at every better bound and shrinks by ``shrink`` after
      ``shrink_after`` steps in a row without one -- the rule of Tanaka, Fujikuma & Araki
      (2009)'s stage 1 (constants 1.25, 0.9, 2 as in their code).
    * ``rule="halving"`` (the rule before): ``dir = g + beta dir_prev`` (Camerini,
      Fratta & Maffioli), ``theta`` halved after ``patience`` steps without a better
      bound, never raised.

    Why adaptive: on the hard Tanaka wt250 instances the halving rule keeps ``theta = 1``
    for hundreds of steps while the bound creeps up; the adaptive rule reaches the same
    bound in about half the steps (wt250 #70 from the same start: 1,445,778 after 300
    steps against 1,443,446; ``notes/issue-25-round11.md``). Every value ``L(mu)`` is a
    valid bound whatever the rule. Pairs ``(k, t)`` whose best path at the best
    multipliers exceeds ``UB - 1`` are removed for good (:meth:`eliminate`: a schedule's
    path value does not depend on ``mu``)."""

    def __init__(self, pb: SingleMachine, mu0: np.ndarray, theta0: float = 1.0,
                 patience: int = 20, beta: float = 0.5, rule: str = "adaptive",
                 expand: float = 1.25, shrink: float = 0.9, shrink_after: int = 2
                 ) -> None:
        if rule not in STEP_RULES:
            raise ValueError(f"rule: must be one of {', '.join(STEP_RULES)}, got {rule!r}")
        self.pb = pb
        self.alive = S1.initial_alive(pb.p, pb.r, pb.horizon)
        self.lists = S1.Lists(self.alive, pb.p, pb.r, pb.w, pb.d, pb.rank)
        self._F = np.empty((pb.horizon + 1, pb.n))  # dense table of the eliminations
        self._buffers()
        self._cur = np.empty(pb.n)  # scratch of the forward pass
        self._best_fresh = False
        self.mu = np.asarray(mu0, dtype=np.float64).copy()
        self.best_mu = self.mu.copy()
        self.best = -K.INF
        self.theta, self.patience, self.beta, self.stall = theta0, patience, beta, 0
        self.rule, self.expand, self.shrink, self.shrink_after = rule, expand, shrink, \
            shrink_after
        self.theta_max = theta0
        self.direction = np.zeros(pb.n)
        self.iterations = 0
        self.warm_steps = 0
        self.eliminated_at = -K.INF

    def _buffers(self) -> None:
        """Compact tables of the forward pass, sized for the current lists."""
        m = self.lists.pairs
        self._Fc = np.empty(m)  # reused by every forward pass
        #: the table of the pass that found ``best_mu`` (swapped with ``_Fc``), valid
        #: while ``_best_fresh``: the lists have not changed since (no elimination)
        self._Fc_best = np.empty(m)
        self._predc = np.empty(m, dtype=np.int32)

    def forward(self, mu: np.ndarray) -> tuple:
        """:func:`.stage1.forward_compact` at ``mu`` (into this object's buffers)."""
        pb = self.pb
        fwd: Callable[..., tuple] = S1.forward_compact  # a numba dispatcher
        return fwd(pb.p, pb.r, pb.w, pb.d, pb.rank, mu, pb.idle, *self.lists.args(),
                   self.lists.slot, self._Fc, self._predc, self._cur)

    def _plain(self, mu: np.ndarray) -> tuple:
        """:func:`.stage1.forward_plain` at ``mu`` (into this object's buffers), shaped
        like :meth:`forward`'s answer (no table kept for the elimination)."""
        pb = self.pb
        T1 = pb.horizon + 1
        fwd: Callable[..., tuple] = S1.forward_plain  # a numba dispatcher
        v, e = fwd(pb.p, pb.w, pb.d, mu, *self.lists.args(), self._Fc, self._predc,
                   np.empty(T1), np.empty(T1, np.int64), np.empty(T1),
                   np.empty(T1, np.int64))
        return None, self._predc, None, np.empty(0, np.int64), v, e

    def warm(self, ub: int, steps: int, deadline: float = math.inf) -> float:
        """``steps`` subgradient steps (same rule) on the weaker relaxation of
        :func:`.stage1.forward_plain`, each about a fifth of a step of the stronger one,
        from the current multipliers; the stronger relaxation then starts from the best
        of them with a fresh step state (``theta``, direction, ``iterations``). Without
        release dates only (else nothing happens); stops at ``deadline``
        (``time.perf_counter()``) and on Ctrl-C. Returns the best value reached, a valid
        lower bound (``-INF`` if no step ran)."""
        if self.pb.idle or steps <= 0:
            return -K.INF
        for _ in range(steps):
            _check_interrupt()
            if time.perf_counter() > deadline:
                break
            L, _jobs = self.step(ub, plain=True)
            if L >= K.INF:
                break
        bound = self.best
        self.mu = self.best_mu.copy()
        self.best, self.stall, self.theta = -K.INF, 0, self.theta_max
        self.direction = np.zeros(self.pb.n)
        self.warm_steps, self.iterations = self.iterations, 0
        self._best_fresh = False
        return bound

    def step(self, ub: int, plain: bool = False) -> tuple[float, np.ndarray]:
        """One subgradient step; returns ``L(mu)`` before the step (``INF``: no path
        left) and the jobs of the best path. ``plain``: on the weaker relaxation
        (:meth:`warm`)."""
        pb = self.pb
        F, pred, _PM, PMarg, v, e = self._plain(self.mu) if plain else self.forward(self.mu)
        self.iterations += 1
        if v >= K.INF:
            return K.INF, np.zeros(0, dtype=np.int64)
        path_of: Callable[..., np.ndarray] = S1.path_of  # a numba dispatcher
        jobs = path_of(e, pb.p, *self.lists.args(), pred, PMarg)
        L = float(v) + float(self.mu.sum())
        adaptive = self.rule == "adaptive"
        if L > self.best + 1e-9 * max(1.0, abs(self.best)):
            self.best, self.best_mu, self.stall = L, self.mu.copy(), 0
            # keep this pass's table for the elimination at best_mu (a buffer swap,
            # no copy; the next pass writes into the other buffer)
            if F is not None:
                self._Fc, self._Fc_best = self._Fc_best, F
            self._best_fresh = F is not None
            if adaptive:
                self.theta = min(self.theta_max, self.theta * self.expand)
        else:
            self.stall += 1
            limit, factor = (self.shrink_after, self.shrink) if adaptive \
                else (self.patience, 0.5)
            if self.stall >= limit:
                self.theta *= factor
                self.stall = 0
        counts = np.bincount(jobs, minlength=pb.n)
        g = 1.0 - counts.astype(np.float64)
        if adaptive:
            prev = float(self.direction @ self.direction)
            xi = math.sqrt(float(g @ g) / prev) if prev > 0 else 0.0
            self.direction = g + xi * self.direction
            if float(self.direction @ self.direction) < 1e-12:
                self.direction = g
        else:
            self.direction = g + self.beta * self.direction
        norm = float(self.direction @ self.direction)
        if norm > 0:
            self.mu = self.mu + (self.theta * max(ub - L, 1e-7 * max(1.0, ub)) / norm
                                 * self.direction)
        return L, jobs

    def eliminate(self, ub: int) -> tuple[np.ndarray, np.ndarray]:
        """Remove the pairs on no path of value ``<= UB - 1`` at the best multipliers;
        returns the forward and backward tables there (of the relaxation before the
        removal; the forward table is a buffer of this object, valid until the next
        step). The forward table is the one of the step that found ``best_mu`` when the
        lists have not changed since (the same pass, bit for bit), else a new pass."""
        pb = self.pb
        mu = self.best_mu
        Fc = self._Fc_best if self._best_fresh else self.forward(mu)[0]
        F = self._F
        to_dense: Callable[..., None] = S1.to_dense  # a numba dispatcher
        to_dense(*self.lists.args(), Fc, F)
        bwd: Callable[..., tuple] = S1.backward  # a numba dispatcher
        B, _b0 = bwd(pb.p, pb.r, pb.w, pb.d, pb.rank, mu, pb.idle, *self.lists.args(),
                     self.alive, np.empty_like(self._F))
        limit = ub - 1 + 1e-7 * max(1.0, ub)
        S1.eliminate(F, B, float(mu.sum()), limit, self.alive)
        self.lists = S1.Lists(self.alive, pb.p, pb.r, pb.w, pb.d, pb.rank)
        self._buffers()
        self._best_fresh = False
        self.eliminated_at = self.best
        return F, B


# ----------------------------------------------------------------------------- exact


def solve_single(pb: SingleMachine, *, time_limit: float | None = 60.0, seed: int = 0,
                 kicks: int = 30, window: int = 30, min_iterations: int = 20,
                 plateau: float = 0.03, sparse: float = 30.0, repair_window: int = 12,
                 repair_every: int = 10,
                 max_iterations: int = 3000, eliminate_every: int = 10,
                 graph_checks: int = 40_000_000, max_states: int = 8_000_000,
                 max_arcs: int = 40_000_000, ssdp_options: dict | None = None,
                 stage1_options: dict | None = None,
                 incumbent: np.ndarray | None = None, search_rounds: int = 1,
                 eliminate_first: int = 4, dyna_every: int = 2,
                 dyna_start: int = 0, repair_dyna: bool = True,
                 search_interval: int = 8, warm_steps: int = 10) -> SolveOutput:
    """Optimal sequence of ``pb`` with proof, or the best found and a bound on timeout.

    ``kicks``/``window``/``seed``: the iterated local search of the upper bound
    (``repair_window``: of the descent that turns relaxed paths into schedules, every
    ``repair_every`` steps of stage 1, followed by dynasearch passes when
    ``repair_dyna`` and there are no release dates; :func:`.ssdp.repair`);
    stage 1 runs at least ``min_iterations`` subgradient steps (eliminating after
    ``eliminate_first`` steps, then every ``eliminate_every``: the first passes run over
    every pair, so an early first elimination makes the next ones cheaper) and moves to
    the state graph once building it takes at most ``sparse`` rule checks per surviving
    pair, or at most ``graph_checks`` checks and the bound rose by less than ``plateau``
    of the gap in ``3 eliminate_every`` steps, or its step size vanished;
    ``max_states``/``max_arcs``: budgets of one state graph (memory about 40 bytes per
    state and 20 per arc); ``ssdp_options``: keywords of :func:`.ssdp.sublimate`,
    ``stage1_options`` of :class:`Stage1`;
    ``incumbent``: a sequence to start the upper bound from; ``search_rounds``: rounds
    of :class:`UpperSearch` after every ``eliminate_every`` steps of stage 1 and at
    every level of the sublimation (0: none), a round skipped after a fruitless one with
    the interval doubling up to ``search_interval`` calls (:meth:`UpperSearch.maybe`);
    ``dyna_every``: a dynasearch round after
    every that many of them (0: none), ``dyna_start``: kicks of iterated dynasearch
    before stage 1 (both without release dates only; :class:`UpperSearch`);
    ``warm_steps``: steps on the weaker "never directly after itself" relaxation before
    stage 1 (:meth:`Stage1.warm`; without release dates only; 0: none).
    """
    _int_at_least("search_interval", search_interval)
    _int_at_least("warm_steps", warm_steps, 0)
    t0 = time.perf_counter()
    deadline = t0 + (time_limit if time_limit is not None else 1e18)
    n, T = pb.n, pb.horizon
    stats: dict[str, float | int | str] = {"n": n, "horizon_ticks": T}
    seq, ub, how = upper_bound(pb, kicks, seed, window,
                               [incumbent] if incumbent is not None else None, deadline)
    stats["ub_initial"], stats["ub_method"] = ub, how
    stats["t_ub_s"] = time.perf_counter() - t0
    lb_int = 0
    s1: Stage1 | None = None
    search: UpperSearch | None = None

    def out(proven: bool, why: str) -> SolveOutput:
        stats["runtime_s"] = time.perf_counter() - t0
        if s1 is not None and "stage1_iterations" not in stats:
            stats["stage1_iterations"] = s1.iterations
            stats["stage1_bound"] = s1.best
            stats["stage1_pairs"] = s1.lists.pairs
        stats["stopped"] = why
        if search is not None:
            stats["search_rounds"], stats["search_cpu_s"] = search.rounds, search.cpu
        return SolveOutput(sequence=[int(j) for j in seq], objective=int(ub),
                           lower_bound=int(ub if proven else lb_int), proven=proven,
                           stats=stats)

    def ceil_bound(x: float) -> int:
        return math.ceil(x - 1e-6 * max(1.0, abs(x)))

    if ub == 0:
        return out(True, "zero cost")
    _check_interrupt()
    # stage 1: subgradient on the relaxed adjacent relaxation, with elimination
    search = UpperSearch(pb, seq, ub, seed, deadline=deadline, dyna_every=dyna_every,
                          max_interval=search_interval)
    if dyna_start > 0 and search.dyna_round(dyna_start):
        seq, ub = search.seq, search.ub
        stats["ub_method"] = "dynasearch"
        if ub == 0:
            return out(True, "zero cost")
    s1 = Stage1(pb, start_multipliers(pb, seq), **(stage1_options or {}))
    lb_int = max(lb_int, ceil_bound(s1.warm(ub, warm_steps, deadline)))
    stats["stage1_warm_steps"] = s1.warm_steps
    if lb_int >= ub:
        return out(True, "stage 1 bound")
    Bl: np.ndarray | None = None
    history: list[float] = []
    tried: set[bytes] = set()  # starting orders of the repairs (ssdp.repair)
    while True:
        if time.perf_counter() > deadline:
            return out(False, "time limit")
        L, jobs = s1.step(ub)
        _check_interrupt()
        if L >= K.INF:  # no pair left: no schedule is cheaper than UB
            return out(True, "stage 1 eliminated")
        lb_int = max(lb_int, ceil_bound(s1.best))
        if lb_int >= ub:
            return out(True, "stage 1 bound")
        it = s1.iterations
        fixed = ssdp.repair(pb, jobs, repair_window, tried, repair_dyna) \
            if it % repair_every == 0 \
            else None
        if fixed is not None and fixed[1] < ub:
            seq, ub = fixed
            stats["ub_method"] = "stage 1 path"
            search.offer(seq, ub)
            if lb_int >= ub:
                return out(True, "stage 1 bound")
        if it % eliminate_every == 0 and search_rounds and search.maybe():
            seq, ub = search.seq, search.ub
            stats["ub_method"] = "search"
            if lb_int >= ub:
                return out(True, "stage 1 bound")
        periodic = it % eliminate_every == 0 or s1.theta < 1e-3
        if (periodic or it == eliminate_first) and s1.best > s1.eliminated_at:
            _F, Bl = s1.eliminate(ub)
            if s1.lists.pairs == 0:
                return out(True, "stage 1 eliminated")
        if periodic:
            history.append(s1.best)
            # stalled: the bound rose by less than `plateau` of the gap in 3 rounds
            stalled = len(history) > 3 and (history[-1] - history[-4]
                                            < plateau * max(1.0, ub - history[-1]))
            converged = s1.theta < 1e-3 or it >= max_iterations
            small = s1.lists.checks <= min(graph_checks, sparse * s1.lists.pairs)
            if Bl is not None and it >= min_iterations and (
                    small or converged or (stalled and s1.lists.checks <= graph_checks)):
                break
    stats["stage1_iterations"] = s1.iterations
    stats["stage1_bound"] = s1.best
    stats["stage1_pairs"] = s1.lists.pairs
    stats["stage1_checks"] = s1.lists.checks
    stats["t_stage1_s"] = time.perf_counter() - t0
    # stages 2 and 3: the exact relaxation as a graph, sublimation
    mu = s1.best_mu
    assert Bl is not None
    limit = ub - 1 + 1e-7 * max(1.0, ub)
    g = ssdp.level0(pb, mu, Bl, s1.alive, s1.lists.ptr[S1.S_P], s1.lists.flat, limit,
                    max_states, max_arcs, deadline)
    _check_interrupt()
    if not isinstance(g, ssdp.Graph):
        return out(False, "time limit" if g == ssdp.STOPPED else "state limit")
    stats["level0"] = f"{g.n_states}/{g.n_arcs}"

    def improve(seq2: np.ndarray, ub2: int) -> tuple[np.ndarray, int]:
        search.offer(seq2, ub2)
        for _ in range(search_rounds):
            if search.maybe():
                stats["ub_method"] = "search"
        return search.seq, search.ub

    res = ssdp.sublimate(pb, g, mu, seq, ub, lb_int, deadline, stats,
                         max_states=max_states, max_arcs=max_arcs, window=repair_window,
                         improve=improve if search_rounds else None, tried=tried,
                         repair_dyna=repair_dyna,
                         **(ssdp_options or {}))
    if res.ub < ub:
        seq, ub = res.sequence, res.ub
        if stats["ub_method"] != "search":
            stats["ub_method"] = "ssdp"
    lb_int = max(lb_int, res.lb)
    return out(res.proven or lb_int >= ub, res.stopped)


_WARM = False

#: printed once on stderr before the kernels are compiled (a cold numba cache)
COMPILE_NOTE = ("compiling DP kernels once (1-2 min); later runs load them from the cache")


def _main_kernels() -> list:
    """The kernels whose compilation takes the time (each file's biggest ones: a source
    change invalidates every kernel of its file)."""
    from . import stage2

    return [S1.forward_compact, S1.forward_plain, S1.backward, S1._fill,
            stage2.build_level0, stage2.lift_triples, ssdp.forward, ssdp._lift,
            upper.iterated, upper.descent, DS.iterated, K.sequence_cost]


def warm_up(note: bool = True) -> None:
    """Compile (or load from numba's on-disk cache) every kernel of the single-GPU
    pipeline, once per process, so that compilation never eats into a solve's time
    limit. With a cold cache (and ``note``) one line (:data:`COMPILE_NOTE`) goes to
    stderr first."""
    global _WARM
    if _WARM:
        return
    _WARM = True
    from .budget import announce_if_cold

    if note:
        announce_if_cold(_main_kernels(), COMPILE_NOTE)
    for r in ([0, 0, 0, 0, 0, 0], [1, 5, 3, 0, 1, 2]):
        pb = make_problem([5, 3, 3, 2, 2, 4], r, [1, 2, 3, 4, 4, 2], [8, 9, 15, 10, 11, 6],
                          [(3, 4)])
        worst = np.argsort(-pb.d, kind="stable")
        search = UpperSearch(pb, worst, pb.sequence_cost(worst), kicks=2, dyna_every=1)
        search.round()  # without release dates, with a dynasearch round
        if not pb.idle:  # the insertion and dynasearch descent of the repairs
            part = np.ascontiguousarray(worst, dtype=np.int64)
            DS.insert_missing(part[:4].copy(), part[4:].copy(), pb.p, pb.w, pb.d)
            DS.descent(part, pb.p, pb.w, pb.d, 3)
        solve_single(pb, time_limit=None, kicks=2, min_iterations=1, graph_checks=10**9,
                     incumbent=worst)
        # the graph stages from zero multipliers and a poor incumbent: level 0, the
        # three-job lift, memory lifts and the exact lift all run
        s1 = Stage1(pb, np.zeros(pb.n))
        s1.step(pb.sequence_cost(worst))
        ub = pb.sequence_cost(worst)
        _F, Bl = s1.eliminate(ub)
        for exact_states in (1, 10_000):
            g = ssdp.level0(pb, s1.best_mu, Bl, s1.alive, s1.lists.ptr[S1.S_P],
                            s1.lists.flat, ub - 1 + 1e-7, 10_000, 100_000, 1e18)
            if isinstance(g, ssdp.Graph):
                ssdp.sublimate(pb, g, s1.best_mu, worst, ub, 0, 1e18, {},
                               exact_states=exact_states, add_first=1, iterations=2,
                               iterations_first=2)
