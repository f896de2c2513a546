"""Theorems 1 and 6: the min-cost subroutines solve the pricing problem (12)/(20) exactly.

Brute force = every schedule of the exact side's Gamma_j enumerator (no dominance
pruning) that fits the residual capacities, priced with the same delta; the oracle
(reference and vectorised) must reach its minimum. Seeds 500+ are not used elsewhere.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from optsched.psrar.gamma import enumerate_schedules
from optsched.psrar.generate import PRESETS
from optsched.psrar.instance import FAMILY_MAXWEIGHT, PsrarInstance
from optsched.psrar.online.cluster import Cluster, duration_table
from optsched.psrar.online.mincost_fast import FastMinCost
from optsched.psrar.online.mincost_ref import Choice, RefMinCost
from optsched.psrar.online.prices import Ledger, price_lambda
from optsched.psrar.schedule import JobPlacement


def _random_ledger(cl: Cluster, tau: int, rng: np.random.Generator, mode: str) -> Ledger:
    """A ledger with random allocations ``beta`` (some servers/slots untouched, some
    nearly full) and prices from eq. (11) (``mode="eq11"``) or independent random prices
    with exact zeros (``mode="random"``)."""
    lam = price_lambda(tau, cl.H, cl.R, 3.0)
    led = Ledger(cl, tau, lam)
    frac = rng.uniform(0.0, 0.9, size=led.used.shape)
    frac[rng.random(led.used.shape[:2]) < 0.4] = 0.0         # untouched (h, t)
    led.used[:] = frac * cl.cap[:, None, :]
    if mode == "eq11":
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = np.where(cl.cap[:, None, :] > 0, led.used / cl.cap[:, None, :], 0.0)
        led.delta[:] = lam ** ratio - 1.0
    else:
        led.delta[:] = rng.exponential(1.0, size=led.delta.shape)
        led.delta[rng.random(led.delta.shape) < 0.3] = 0.0
    led.version += 1
    return led


def _cost(led: Ledger, inst: PsrarInstance, pl: JobPlacement) -> float:
    f = np.outer(pl.workers, inst.worker_types[pl.worker_type].demand)
    if pl.ps_type is not None:
        f = f + np.outer(pl.ps, inst.ps_types[pl.ps_type].demand)
    W = led.delta[:, pl.start:pl.start + pl.duration, :].sum(axis=1)
    return float((W * f).sum())


def _brute_force(inst: PsrarInstance, led: Ledger, j: int) -> float:
    residual = np.transpose(led.cluster.cap[:, None, :] - led.used, (1, 0, 2))
    best = math.inf
    for pl in enumerate_schedules(inst, j, deadline=led.tau, prune_dominated=False,
                                  residual=residual, limit=200_000):
        best = min(best, _cost(led, inst, pl))
    return best


def _as_placement(c: Choice) -> JobPlacement:
    return JobPlacement(start=c.start, duration=c.duration, worker_type=c.m,
                        workers=tuple(int(x) for x in c.workers),
                        ps_type=None if c.p < 0 else c.p, ps=tuple(int(x) for x in c.ps))


def _fits(led: Ledger, inst: PsrarInstance, pl: JobPlacement) -> bool:
    f = np.outer(pl.workers, inst.worker_types[pl.worker_type].demand)
    if pl.ps_type is not None:
        f = f + np.outer(pl.ps, inst.ps_types[pl.ps_type].demand)
    free = led.cluster.cap[:, None, :] - led.used[:, pl.start:pl.start + pl.duration, :]
    return bool(np.all(f[:, None, :] <= free + 1e-9 * np.maximum(1.0, np.abs(free))))


CASES = [(preset, seed, mode) for preset in ("tiny-ps", "tiny-rar", "tiny-mixed")
         for seed in (501, 502) for mode in ("eq11", "random")] + [
    ("small-ps", 503, "eq11"), ("small-ps", 504, "random"), ("small-rar", 505, "random")]


@pytest.mark.parametrize(("preset", "seed", "mode"), CASES)
def test_mincost_matches_brute_force(preset: str, seed: int, mode: str) -> None:
    base = PRESETS[preset](seed)
    tau = base.horizon_slots
    inst = base.as_family(FAMILY_MAXWEIGHT, tau_slots=tau)
    cl = Cluster.of(inst)
    rng = np.random.default_rng(seed)
    ref, fast = RefMinCost(cl), FastMinCost(cl)
    checked = 0
    for j in range(min(3, len(inst.jobs))):
        led = _random_ledger(cl, tau, rng, mode)
        a = inst.jobs[j].arrival_slot
        want = _brute_force(inst, led, j)
        for oracle in (ref, fast):
            got = oracle(led, j, a)
            if not math.isfinite(want):
                assert got is None
                continue
            assert got is not None
            pl = _as_placement(got)
            assert _fits(led, inst, pl)
            assert pl.start >= a and pl.completion <= tau
            assert math.isclose(_cost(led, inst, pl), got.cost, rel_tol=1e-9, abs_tol=1e-9)
            assert math.isclose(got.cost, want, rel_tol=1e-9, abs_tol=1e-9), (oracle, j)
            checked += 1
    assert checked > 0


@pytest.mark.parametrize("seed", [511])
def test_paper_algorithm4_never_below_exact(seed: int) -> None:
    """Algorithm 4 read literally is a feasible but not always optimal pricing."""
    base = PRESETS["small-ps"](seed)
    inst = base.as_family(FAMILY_MAXWEIGHT, tau_slots=base.horizon_slots)
    cl = Cluster.of(inst)
    rng = np.random.default_rng(seed)
    exact, paper = RefMinCost(cl, "exact"), RefMinCost(cl, "paper")
    for j in range(4):
        led = _random_ledger(cl, inst.tau, rng, "random")
        e, p = exact(led, j, 0), paper(led, j, 0)
        if p is not None:
            assert e is not None
            assert _fits(led, inst, _as_placement(p))
            assert p.cost >= e.cost - 1e-9 * max(1.0, abs(e.cost))


@pytest.mark.parametrize(("preset", "seed"), [("small-ps", 521), ("small-rar", 522),
                                              ("tiny-mixed", 523)])
def test_fast_and_reference_choose_the_same_schedule(preset: str, seed: int) -> None:
    base = PRESETS[preset](seed)
    cl = Cluster.of(base)
    rng = np.random.default_rng(seed)
    ref, fast = RefMinCost(cl), FastMinCost(cl)
    for mode in ("eq11", "random"):
        for j in range(min(4, len(base.jobs))):
            led = _random_ledger(cl, base.horizon_slots, rng, mode)
            a, b = ref(led, j, 0), fast(led, j, 0)
            assert (a is None) == (b is None)
            if a is not None and b is not None:
                assert _as_placement(a) == _as_placement(b)
                assert math.isclose(a.cost, b.cost, rel_tol=1e-9, abs_tol=1e-12)


def test_duration_table_is_min_duration() -> None:
    inst = PRESETS["tiny-mixed"](531)
    for j, job in enumerate(inst.jobs):
        for colo in (True, False):
            table = duration_table(inst, j, colo)
            for m in range(len(inst.worker_types)):
                for pi in range(table.shape[1]):
                    for n in range(1, job.chunks + 1):
                        want = inst.min_duration(j, m, pi if job.is_ps else None, n, colo)
                        assert table[m, pi, n - 1] == want
