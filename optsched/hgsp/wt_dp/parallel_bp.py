"""Branch-and-price over the pseudo-schedule relaxation of several GPUs (issue 25).

Each node restricts which ``(task, completion)`` states of each GPU group are *alive*;
its bound is a Lagrangian value ``L(mu)`` of :mod:`.parallel_cg` computed by the DP over
the alive states (column generation supplies ``mu``), after which reduced-cost fixing at
``UB - 1`` removes states (:func:`.parallel_cg.surviving_pairs`). Branching splits the
completion time of one task (``C_k <= t*`` / ``C_k > t*``, every group; ``t*`` where
the task's tardiness cost crosses its expected cost in the LP, so that both children
change the objective: :func:`_cost_splits`), or, when every
completion time is integral in the master LP but a task is split between groups, its
group. A master LP whose completion times are all integral is a schedule (per group, the
jobs' intervals overlap at most ``|G|`` times at any tick, so a greedy interval
colouring puts them on the ``|G|`` GPUs).

Why pruning is safe: let ``S*`` be the optimal schedule of ``models/hgsp-lagrangian-dp.md``
("Several GPUs") that obeys every rule of the relaxation. While ``UB > OPT`` it is a
relaxed solution of cost ``OPT <= UB - 1`` of every node whose windows it satisfies (one
child of each branching), no fixing at ``UB - 1`` removes its states, so that chain of
nodes is never pruned before ``S*`` (or another schedule of cost ``OPT``) becomes the
incumbent. On a time limit, ``min(UB, min over open nodes of their bounds)`` is a valid
lower bound by the same argument.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from optsched.core.interrupt import check as _check_interrupt

from .parallel_cg import Group, Master, column_generation, surviving_pairs, tables


def _ceil(x: float) -> int:
    return int(math.ceil(x - 1e-9 * max(1.0, abs(x))))


@dataclass
class Node:
    """An open node: alive states per group, a valid bound, the centre for its CG."""

    alive: list[np.ndarray]
    bound: float
    mu: np.ndarray
    depth: int


@dataclass
class Incumbent:
    """Best schedule: integer objective, GPU and completion tick per task."""

    value: int
    gpu: np.ndarray
    end: np.ndarray


@dataclass
class BPResult:
    """Outcome of :func:`branch_and_price`."""

    incumbent: Incumbent | None
    bound: int  # valid integer lower bound on OPT
    proven: bool
    nodes: int
    stats: dict = field(default_factory=dict)


def lp_completions(master: Master, groups: list[Group], x: np.ndarray) -> list[np.ndarray]:
    """``X[g][q, t]``: LP weight of "task ``q`` of group ``g`` completes at ``t``"."""
    out = [np.zeros_like(gr.alive, dtype=float) for gr in groups]
    if not master.cols:
        return out
    eg, eq, et, ec = master.entries()
    val = x[ec]
    pos = val > 1e-12
    for g in range(len(groups)):
        sel = pos & (eg == g)
        np.add.at(out[g], (eq[sel], et[sel]), val[sel])
    return out


def _colour(groups: list[Group], X: list[np.ndarray], n: int) -> Incumbent | None:
    """A schedule from integral completion times (greedy interval colouring)."""
    gpu = np.full(n, -1, dtype=np.int64)
    end = np.zeros(n, dtype=np.int64)
    value = 0
    for gr, Xg in zip(groups, X):
        q, t = np.nonzero(Xg > 0.5)
        if q.size == 0:
            continue
        s = t - gr.p[q]
        order = np.argsort(s, kind="stable")
        free = np.zeros(gr.size, dtype=np.int64)  # each GPU's last completion
        for o in order:
            cand = np.flatnonzero(free <= s[o])
            if cand.size == 0:
                return None
            k = int(cand[np.argmax(free[cand])])  # best fit
            free[k] = t[o]
            task = int(gr.idx[q[o]])
            gpu[task] = gr.gpus[k]
            end[task] = t[o]
            value += int(gr.w[q[o]]) * max(0, int(t[o]) - int(gr.d[q[o]]))
    if (gpu < 0).any():
        return None
    return Incumbent(value, gpu, end)


def _cost_splits(groups: list[Group], mass: np.ndarray, n: int
                 ) -> list[tuple[float, tuple[str, int, int]]]:
    """Splits at each task's expected tardiness cost in the master LP.

    For a task whose LP completion weights ``X[t]`` give a fractional expected cost
    ``E = sum_t X[t] c(t) / sum_t X[t]`` (``c(t) = w max(0, t - d)``, non-decreasing),
    ``t*`` is the last tick (of the horizon, not only of the support) with
    ``c(t*) <= E``: ``C <= t*`` / ``C > t*`` separates the cheaper completions from the
    dearer ones, so neither child can keep the LP's value by moving the task between
    ticks of equal cost (which a split of a task that is on time on both sides allows),
    nor by a small move: the cheap weight must go above ``E`` in one child, the dear
    weight down to ``E`` in the other. (Splitting right after the last cheap *support*
    tick instead lets the second child shift the cheap weight a tick or two later for
    a few units of cost: a ladder of nodes on the same task, each bound a few units
    above the last, measured on Pessoa wt40 #81, m = 2.) Kowalczyk, Leus, Hojny & Ropke
    (2024) generate their first branching candidates at the expected cost (on start
    ticks); their public code is the source of the idea, the code here is ours."""
    T1 = mass.shape[1]
    cost = np.zeros((n, T1))
    tt = np.arange(T1)
    for gr in groups:  # w and d are the task's, whatever the group
        cost[gr.idx] = gr.w[:, None] * np.maximum(0, tt[None, :] - gr.d[:, None])
    out: list[tuple[float, tuple[str, int, int]]] = []
    for k in range(n):
        ts = np.flatnonzero(mass[k] > 1e-9)
        if ts.size < 2:
            continue
        m = mass[k, ts]
        tot = float(m.sum())
        e = float(m @ cost[k, ts]) / tot
        if abs(e - round(e)) <= 1e-6 * max(1.0, abs(e)):
            continue
        below = cost[k, ts] <= e
        if below.all() or not below.any():
            continue
        # c is non-decreasing in t: the last tick with c(t) <= E (E is fractional)
        tstar = int(np.searchsorted(cost[k], e, side="right")) - 1
        left = float(m[ts <= tstar].sum())
        out.append((min(left, tot - left), ("time", k, tstar)))
    return out


def _balanced_first(*lists: list[tuple[float, tuple[str, int, int]]]
                    ) -> list[tuple[float, tuple[str, int, int]]]:
    """The lists one after the other, each most balanced first (a split in several
    once): the order in which strong branching tries candidates."""
    out: list[tuple[float, tuple[str, int, int]]] = []
    seen: set[tuple[str, int, int]] = set()
    for lst in lists:
        for c in sorted(lst, key=lambda c: -c[0]):
            if c[1] not in seen:
                seen.add(c[1])
                out.append(c)
    return out


def _candidates(groups: list[Group], X: list[np.ndarray], n: int, rule: str = "cost"
                ) -> list[tuple[float, tuple[str, int, int]]]:
    """Branching candidates from the master LP's completion weights, each with the LP
    weight of its lighter side, in the order strong branching tries them (most
    balanced first). ``rule="cost"``: the splits at the expected cost
    (:func:`_cost_splits`) when there are any; otherwise (and always with
    ``rule="mass"``) for every task whose completion is fractional, the splits after
    its first support tick, at its median and before its last support tick
    (``("time", task, t*)``: ``C <= t*`` / ``C > t*``); when every completion time is
    integral, group splits (``("group", task, g)``). ``rule="both"``: the splits of
    both kinds, those at the expected cost first (strong branching takes them in this
    order; probing takes every candidate, lightest side first)."""
    T1 = max(gr.alive.shape[1] for gr in groups)
    mass = np.zeros((n, T1))
    gmass = np.zeros((n, len(groups)))
    for g, (gr, Xg) in enumerate(zip(groups, X)):
        mass[gr.idx, :Xg.shape[1]] += Xg
        gmass[gr.idx, g] = Xg.sum(axis=1)
    by_cost = _cost_splits(groups, mass, n) if rule in ("cost", "both") else []
    if rule == "cost" and by_cost:
        return _balanced_first(by_cost)
    out: list[tuple[float, tuple[str, int, int]]] = []
    for k in range(n):
        ts = np.flatnonzero(mass[k] > 1e-9)
        if ts.size < 2:
            continue
        cum = np.cumsum(mass[k, ts])
        tot = cum[-1]
        med = min(int(np.searchsorted(cum, 0.5 * tot)), ts.size - 2)
        for q in sorted({0, med, ts.size - 2}):
            left = float(cum[q])
            out.append((min(left, tot - left), ("time", k, int(ts[q]))))
    if not out:
        gs = np.minimum(gmass, 1.0 - gmass)
        for k in range(n):
            for gg in np.flatnonzero(gs[k] > 1e-6):
                out.append((float(gs[k, gg]), ("group", k, int(gg))))
    return _balanced_first(by_cost, out)  # by_cost: rule "both" only


def _lighter_side(X: list[np.ndarray], groups: list[Group], br: tuple[str, int, int]
                  ) -> int:
    """The child (0 or 1) that holds less LP weight of the branching task."""
    kind, task, v = br
    w0 = w1 = 0.0
    for g, (gr, Xg) in enumerate(zip(groups, X)):
        q = np.flatnonzero(gr.idx == task)
        if q.size == 0:
            continue
        row = Xg[int(q[0])]
        if kind == "time":
            w0 += float(row[:v + 1].sum())
            w1 += float(row[v + 1:].sum())
        elif g == v:
            w0 += float(row.sum())
        else:
            w1 += float(row.sum())
    return 0 if w0 <= w1 else 1


def _split(groups: list[Group], alive: list[np.ndarray], br: tuple[str, int, int],
           side: int) -> list[np.ndarray]:
    """Alive states of child ``side`` (0: ``C <= t*`` / on group ``g``; 1: the rest)."""
    kind, task, v = br
    out = [a.copy() for a in alive]
    for g, gr in enumerate(groups):
        q = np.flatnonzero(gr.idx == task)
        if q.size == 0:
            continue
        qq = int(q[0])
        if kind == "time":
            if side == 0:
                out[g][qq, v + 1:] = False
            else:
                out[g][qq, :v + 1] = False
        elif (g == v) == (side == 1):
            out[g][qq, :] = False
    return out


def _covered(groups: list[Group], alive: list[np.ndarray], n: int) -> bool:
    cov = np.zeros(n, dtype=bool)
    for gr, al in zip(groups, alive):
        cov[gr.idx[al.any(axis=1)]] = True
    return bool(cov.all())


class TreeShare(Protocol):
    """Another process searching the same tree (:mod:`.parallel_share`)."""

    def first(self, root: Node) -> list[Node]:
        """The first stack of this process (the root, or nothing: wait for work)."""
        ...

    def exchange(self, search: _Search, stack: list[Node]) -> None:
        """Between nodes: take the peer's better UB (into ``search.ub``); hand it the
        shallowest node of ``stack`` if it waits for work."""
        ...

    def starve(self, search: _Search, stack: list[Node]) -> Node | None:
        """``stack`` is empty: a node from the peer, or None (both idle, or the
        deadline); regions taken back from a lost peer are put on ``stack``."""
        ...

    def finish(self, search: _Search, stack: list[Node]) -> list[float]:
        """The search ended: the bounds of open nodes held elsewhere (the peer's, and
        nodes in transit); valid lower bounds of every region not yet searched."""
        ...

    def stats(self) -> dict:
        """Counters for the result's metrics."""
        ...

    def restrict(self, node: Node) -> Node:
        """``node`` cut to a restriction valid for the whole tree, if one is known."""
        ...


class _Search:
    """State of one :func:`branch_and_price` run."""

    def __init__(self, groups: list[Group], n: int, master: Master, ub: int,
                 incumbent: Incumbent | None, deadline: float, node_iterations: int,
                 sb_iterations: int, sb_max: int, sb_lookahead: int, on_incumbent,
                 verbose: bool, probe: bool = True, rule: str = "cost") -> None:
        self.groups, self.n, self.master = groups, n, master
        self.rule = rule
        self.ub, self.incumbent, self.deadline = ub, incumbent, deadline
        self.node_iterations, self.sb_iterations = node_iterations, sb_iterations
        self.sb_max, self.sb_lookahead = sb_max, sb_lookahead
        self.on_incumbent, self.verbose, self.probe = on_incumbent, verbose, probe
        self.cg_its = 0
        self.sb_evals = 0
        self.nodes = 0
        #: called between the candidates of probing and strong branching (with a
        #: peer process: its messages, and work handed to it without waiting for the
        #: node to end)
        self.poll: Callable[[], None] | None = None
        self.basis = None
        self.probe_batch = 3
        self.pool_max = 2000

    def prunes(self, bound: float) -> bool:
        """Is ``bound`` enough to discard a region (integer objective: ``> UB - 1``)?"""
        return bound > self.ub - 1 + 1e-9 * max(1.0, abs(self.ub))

    def cg(self, alive: list[np.ndarray], mu: np.ndarray, iterations: int,
           probe: bool = False):
        """Column generation over ``alive`` from centre ``mu`` (``probe``: stop as soon
        as the bound cannot pass ``UB - 1``)."""
        for gr, al in zip(self.groups, alive):
            gr.alive = al
        self.master.restrict_to(alive)
        res = column_generation(self.groups, self.n, self.master, self.ub, mu0=mu,
                                time_limit=max(0.0, self.deadline - time.perf_counter()),
                                max_iterations=iterations,
                                stop_below=self.ub - 1 if probe else None)
        self.cg_its += res.iterations
        return res

    def evaluate(self, alive: list[np.ndarray], mu: np.ndarray, probe: bool = False
                 ) -> tuple[float, np.ndarray]:
        """Bound of a child (strong branching): ``inf`` when a task has no state. The
        master starts from the node's basis (:attr:`basis`), not the last child's."""
        if not _covered(self.groups, alive, self.n):
            return math.inf, mu
        self.sb_evals += 1
        if self.basis is not None:
            self.master.restrict_to(alive)
            self.master.load_basis(self.basis)
        res = self.cg(alive, mu, self.sb_iterations, probe)
        return res.bound, res.mu

    def process(self, node: Node) -> list[Node]:
        """Bound, fix, probe and branch one node; returns its children (empty: pruned
        or solved; ``[node]``: out of time, still open).

        Probing: for every branching candidate, lighter LP side first, a short column
        generation in the child; a child that cannot hold a schedule below ``UB``
        restricts the node to the other side (all such restrictions of a round at once,
        each is implied by the node). A node without restrictions left branches on the
        best of the ``sb_max`` most balanced candidates (strong branching on both
        sides)."""
        while True:
            if time.perf_counter() > self.deadline:
                return [node]  # unexplored: stays open
            cg = self.cg(node.alive, node.mu, self.node_iterations)
            node.bound = max(node.bound, cg.bound)
            node.mu = cg.mu
            if self.prunes(node.bound):
                return []
            if time.perf_counter() > self.deadline:
                return [node]  # the column generation ran out of time: stays open
            keep = surviving_pairs(self.groups, cg.mu, self.ub - 1,
                                   tables(self.groups, cg.mu))
            keep = [k & a for k, a in zip(keep, node.alive)]
            if not _covered(self.groups, keep, self.n):
                return []  # no schedule of cost <= UB - 1 here
            node.alive = keep
            for gr, al in zip(self.groups, keep):
                gr.alive = al
            self.master.restrict_to(keep)
            _lp, pi, sigma = self.master.solve()
            if len(self.master.cols) > self.pool_max:
                red = np.where(self.master.enabled,
                               self.master.reduced_costs(pi, sigma), np.inf)
                keepc = np.zeros(len(self.master.cols), dtype=bool)
                keepc[np.argsort(red, kind="stable")[:self.pool_max // 2]] = True
                keepc &= np.isfinite(red)
                self.master.purge(keepc)
                self.master.solve()
            X = lp_completions(self.master, self.groups, self.master.primal())
            self.basis = self.master.save_basis()
            cands = _candidates(self.groups, X, self.n, self.rule)
            if not cands:
                if self.master.artificial(tasks_only=True) > 1e-6:
                    if self.master.stopped:  # an LP cut short proves nothing: keep it
                        return [node]
                    return []  # no real columns cover the tasks: nothing left here
                inc = _colour(self.groups, X, self.n)
                if inc is not None and inc.value < self.ub:
                    self.incumbent, self.ub = inc, inc.value
                    if self.on_incumbent is not None:
                        self.on_incumbent(inc)
                if cg.converged or inc is None:
                    return []
                continue  # not converged: search this region below the new UB
            # probing round: lightest side first
            restricted = [a.copy() for a in node.alive]
            found = 0
            for _w, br in sorted(cands, key=lambda c: c[0]) if self.probe else []:
                if time.perf_counter() > self.deadline:
                    return [node]
                if self.poll is not None:
                    self.poll()
                side = _lighter_side(X, self.groups, br)
                child = _split(self.groups, node.alive, br, side)
                b, _mu = self.evaluate(child, node.mu, probe=True)
                if self.prunes(b):
                    other = _split(self.groups, node.alive, br, 1 - side)
                    restricted = [r & o for r, o in zip(restricted, other)]
                    found += 1
                    if found >= self.probe_batch:
                        break
            if self.verbose and self.probe:
                print(f"    probe d{node.depth}: bound {node.bound:.3f} candidates "
                      f"{len(cands)} restricted {found} alive "
                      f"{sum(int(a.sum()) for a in node.alive)} -> "
                      f"{sum(int(a.sum()) for a in restricted)} cg {self.cg_its}",
                      flush=True)
            if found:
                if not _covered(self.groups, restricted, self.n):
                    return []
                node.alive = restricted
                continue
            # strong branching among the most balanced candidates
            best = None
            since_best = 0  # candidates evaluated since the best one so far
            for _w, br in cands[:self.sb_max]:
                if time.perf_counter() > self.deadline or since_best >= self.sb_lookahead:
                    break
                if self.poll is not None:
                    self.poll()
                kids = []
                for side in (0, 1):
                    child = _split(self.groups, node.alive, br, side)
                    b, mu = self.evaluate(child, node.mu)
                    kids.append(Node(child, max(node.bound, b), mu, node.depth + 1))
                p0, p1 = self.prunes(kids[0].bound), self.prunes(kids[1].bound)
                if p0 and p1:
                    return []
                if p0 or p1:  # one side impossible: the node is the other side
                    keepkid = kids[1] if p0 else kids[0]
                    node.alive, node.mu, node.bound = keepkid.alive, keepkid.mu, \
                        max(node.bound, keepkid.bound)
                    best = None
                    break
                gain = ((kids[0].bound - node.bound + 1e-6)
                        * (kids[1].bound - node.bound + 1e-6))
                if best is None or gain > best[0]:
                    best = (gain, kids)
                    since_best = 0
                else:
                    since_best += 1
            if best is None:
                if time.perf_counter() > self.deadline:
                    return [node]
                continue  # restricted by strong branching: process again
            k0, k1 = best[1]
            return [k1, k0] if k0.bound <= k1.bound else [k0, k1]  # lower bound first


def branch_and_price(groups: list[Group], n: int, master: Master, ub: int,
                     incumbent: Incumbent | None, mu0: np.ndarray | None,
                     deadline: float, node_iterations: int = 300,
                     sb_iterations: int = 100, sb_max: int = 16, sb_lookahead: int = 16,
                     on_incumbent=None, verbose: bool = False, probe: bool = True,
                     between=None, branching: str = "cost",
                     share: TreeShare | None = None) -> BPResult:
    """Depth-first branch-and-price with strong branching (module docstring) from the
    groups' current alive states. ``ub``: integer upper bound (``incumbent``'s value,
    or a known bound); ``deadline``: ``time.perf_counter()`` limit; strong branching
    evaluates up to ``sb_max`` candidates (CG of at most ``sb_iterations`` per child),
    stopping after ``sb_lookahead`` without a better one; a candidate with a child that
    cannot hold a schedule below ``UB`` restricts the node to the other child;
    ``on_incumbent(inc)``: called with each better schedule (the caller checks it);
    ``probe=False``: no probing round (tests use it to exercise the tree);
    ``between(ub)``: called before each node with the current integer upper bound,
    returns the value of a schedule the caller holds (e.g. found by a local search run
    between nodes); a smaller value becomes ``UB`` (the caller keeps that schedule);
    ``branching``: where completion times are split (:func:`_candidates`: ``"cost"``, at
    a task's expected tardiness cost in the LP; ``"mass"``, at the quantiles of its LP
    weight; ``"both"``); ``share``: another process searching the same tree
    (:mod:`.parallel_share`): it hands over nodes, better UBs and, at the end, its open
    nodes' bounds.

    The returned bound is ``UB`` when the tree is exhausted, else the smallest bound of
    an open node (0 -- weighted tardiness is never negative -- when an open node has
    none yet; the caller keeps its root bound)."""
    S = _Search(groups, n, master, ub, incumbent, deadline, node_iterations,
                sb_iterations, sb_max, sb_lookahead, on_incumbent, verbose, probe,
                branching)
    root = Node([gr.alive.copy() for gr in groups], -math.inf,
                np.zeros(master.dim) if mu0 is None else mu0.copy(), 0)
    stack = [root] if share is None else share.first(root)
    if share is not None:
        S.poll = lambda: share.exchange(S, stack)
    nodes = 0
    root_bound = None
    while True:
        _check_interrupt()
        if time.perf_counter() > S.deadline:
            break
        if not stack:
            got = None if share is None else share.starve(S, stack)
            if got is not None:
                stack.append(got)
            if not stack:
                break  # the tree is exhausted (or, with a peer, out of time)
        if between is not None:
            S.ub = min(S.ub, int(between(S.ub)))
        node = stack.pop()
        if share is not None:  # a better UB from the peer; hand it work if it waits
            share.exchange(S, stack)
            node = share.restrict(node)  # a tree-wide fixing found meanwhile
            if not _covered(groups, node.alive, n):
                continue
        if S.prunes(node.bound):
            continue
        nodes += 1
        S.nodes = nodes
        kids = S.process(node)
        if root_bound is None:
            root_bound = node.bound
        if verbose and (nodes <= 20 or nodes % 20 == 0):
            print(f"node {nodes} depth {node.depth} bound {node.bound:.3f} open "
                  f"{len(stack)} kids {[round(k.bound, 3) for k in kids]} cg {S.cg_its} "
                  f"sb {S.sb_evals} cols {len(master.cols)}", flush=True)
        if len(kids) == 1 and kids[0] is node:  # out of time inside the node
            stack.append(node)
            break
        stack.extend(kids)
    bounds = [nd.bound for nd in stack]
    stats: dict = {"cg_iterations": S.cg_its, "root_bound": root_bound,
                   "strong_branching_evaluations": S.sb_evals}
    if share is not None:  # the peer's open nodes, and nodes in transit
        bounds += share.finish(S, stack)
        stats.update(share.stats())
    open_b = min(bounds + [math.inf])
    if not bounds:
        lb = S.ub
    elif open_b == math.inf:  # every open node is already infeasible
        lb = S.ub
    elif math.isfinite(open_b):
        lb = max(0, min(S.ub, _ceil(open_b)))
    else:  # an open node without a bound (out of time before its first CG)
        lb = 0
    return BPResult(S.incumbent, int(lb), lb >= S.ub, nodes, stats)
