"""Server selection and Heavy-Edge mapping for the online policies, with caching.

Per config (a job's stage table) we precompute, once:

* alpha~^min (:func:`optsched.asrpt.alpha_min_estimate`, Section IV-B: Heavy-Edge on the
  fewest servers possible, timed by eq. (7));
* alpha^max (:func:`optsched.asrpt.alpha_max`, Section III-B: one replica per server,
  1/g of the NIC each).

Server selection (Algorithm 1):

* :func:`most_available` (lines 9 and 17, and every baseline): servers by free GPUs
  descending, ties by server index; take servers until they cover g_i, the last one
  contributing only the remainder;
* :func:`least_available` (line 22, fragmentation-aware): servers with at least one
  free GPU by free GPUs ascending, ties by index; same covering rule.

Heavy-Edge (:func:`optsched.asrpt.heavy_edge`) then maps the replicas to the selected
servers' contributed GPUs ("caps"). Its result depends only on (config, caps), so
:class:`Placer` caches it; alpha is eq. (7) of the cached counts.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from dataclasses import dataclass

import numpy as np

from ..heavy_edge import heavy_edge
from ..itertime import TimeModel, alpha_max, alpha_min_estimate
from .instance import OnlineInstance


@dataclass(frozen=True)
class ConfigTiming:
    """alpha~^min and alpha^max of one config, seconds; ``single`` = one stage, one
    replica (its alpha is the same on any server: eq. (4) only)."""

    alpha_min_est: float
    alpha_max: float
    single: bool


def config_timings(inst: OnlineInstance, seed: int = 0) -> list[ConfigTiming]:
    """:class:`ConfigTiming` per config, in ``inst.config_names`` order."""
    out = []
    for name in inst.config_names:
        job = inst.configs[name].job
        single = job.gpus == 1
        a_min = alpha_min_estimate(job, inst.cluster, seed=seed)
        a_max = a_min if single else alpha_max(job, inst.cluster)
        out.append(ConfigTiming(alpha_min_est=a_min, alpha_max=a_max, single=single))
    return out


def _take_in_order(free: np.ndarray, order: np.ndarray,
                   need: int) -> tuple[list[int], tuple[int, ...]]:
    """Walk servers in ``order`` taking free GPUs until ``need`` are covered."""
    servers: list[int] = []
    caps: list[int] = []
    left = need
    for m in order.tolist():
        f = int(free[m])
        if f <= 0:
            break
        take = f if f < left else left
        servers.append(m)
        caps.append(take)
        left -= take
        if left == 0:
            break
    if left:
        raise ValueError(f"{need} GPUs requested, only {need - left} free")
    return servers, tuple(caps)


def most_available(free: np.ndarray, need: int) -> tuple[list[int], tuple[int, ...]]:
    """Servers (and GPUs taken on each) covering ``need`` GPUs, most free first."""
    return _take_in_order(free, np.argsort(-free, kind="stable"), need)


def least_available(free: np.ndarray, need: int) -> tuple[list[int], tuple[int, ...]]:
    """Servers (and GPUs taken on each) covering ``need`` GPUs, least free (>= 1) first."""
    key = np.where(free > 0, free, np.iinfo(np.int64).max)
    return _take_in_order(free, np.argsort(key, kind="stable"), need)


Counts = tuple[tuple[int, ...], ...]


class Placer:
    """Heavy-Edge on selected servers, cached by (config index, caps).

    :meth:`place` returns ``(counts, alpha_s)``: ``counts[r][s]`` = replicas of stage s
    on the r-th selected server (``caps`` order), ``alpha_s`` = eq. (7) in seconds.
    """

    def __init__(self, inst: OnlineInstance, seed: int = 0) -> None:
        self.inst = inst
        self.seed = seed
        self.jobs = [inst.configs[n].job for n in inst.config_names]
        self.models = [TimeModel(j, inst.cluster) for j in self.jobs]
        self._cache: dict[tuple[int, tuple[int, ...]], tuple[Counts, float]] = {}

    def place(self, cfg: int, caps: tuple[int, ...]) -> tuple[Counts, float]:
        key = (cfg, caps)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        job = self.jobs[cfg]
        if job.gpus == 1:
            counts = np.ones((1, 1), dtype=np.int64)
        else:
            counts = heavy_edge(job, caps, seed=self.seed).counts
        alpha = self.models[cfg].alpha_ms(counts) / 1000.0
        out = (tuple(tuple(int(v) for v in row) for row in counts), alpha)
        self._cache[key] = out
        return out

    def alpha(self, cfg: int, counts: np.ndarray) -> float:
        """Eq. (7) of ``counts`` (servers x stages) for config ``cfg``, seconds."""
        return self.models[cfg].alpha_ms(counts) / 1000.0


class FreeGpus:
    """Free GPUs per server, bucketed by level (0..g) for O(g + servers taken)
    selection; within a level servers are kept in index order, so the selections equal
    :func:`most_available` / :func:`least_available` on the same free vector."""

    def __init__(self, servers: int, g: int) -> None:
        self.g = g
        self.free = [g] * servers
        self.total = servers * g
        self.levels: list[list[int]] = [[] for _ in range(g + 1)]
        self.levels[g] = list(range(servers))

    def _move(self, m: int, new: int) -> None:
        old = self.free[m]
        lst = self.levels[old]
        del lst[bisect_left(lst, m)]
        insort(self.levels[new], m)
        self.free[m] = new

    def take(self, servers: list[int], caps: tuple[int, ...]) -> None:
        for m, c in zip(servers, caps, strict=True):
            self._move(m, self.free[m] - c)
            self.total -= c

    def give(self, servers: tuple[int, ...], caps: tuple[int, ...]) -> None:
        for m, c in zip(servers, caps, strict=True):
            self._move(m, self.free[m] + c)
            self.total += c

    def _select(self, need: int, levels: range) -> tuple[list[int], tuple[int, ...]]:
        servers: list[int] = []
        caps: list[int] = []
        left = need
        for lv in levels:
            for m in self.levels[lv]:
                take = lv if lv < left else left
                servers.append(m)
                caps.append(take)
                left -= take
                if left == 0:
                    return servers, tuple(caps)
        raise ValueError(f"{need} GPUs requested, only {need - left} free")

    def most(self, need: int) -> tuple[list[int], tuple[int, ...]]:
        return self._select(need, range(self.g, 0, -1))

    def least(self, need: int) -> tuple[list[int], tuple[int, ...]]:
        return self._select(need, range(1, self.g + 1))
