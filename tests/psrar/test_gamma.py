"""Gamma_j enumeration: every schedule verifies, counts, pruning, limits, residuals."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from optsched.core.errors import InstanceError
from optsched.psrar import PsrarInstance, PsrarSchedule
from optsched.psrar.gamma import (
    count_schedules,
    enumerate_configs,
    enumerate_schedules,
    gamma_sizes,
    worker_vector_bound,
)
from optsched.psrar.generate import PRESETS
from optsched.psrar.verify import verify


def alone(inst: PsrarInstance, j: int, pl) -> PsrarSchedule:
    return PsrarSchedule(tuple(pl if k == j else None for k in range(len(inst.jobs))))


@pytest.mark.parametrize("preset, seed", [("tiny-ps", 31), ("tiny-rar", 32),
                                          ("tiny-mixed", 33)])
def test_every_schedule_verifies(preset: str, seed: int) -> None:
    inst = PRESETS[preset](seed)
    mw = inst.as_family("psrar-maxweight", tau_slots=inst.horizon_slots)
    for j in range(len(inst.jobs)):
        full = list(enumerate_schedules(mw, j, prune_dominated=False))
        pruned = list(enumerate_schedules(mw, j))
        assert pruned and set(pruned) <= set(full)
        assert len(full) == count_schedules(mw, j, prune_dominated=False)
        assert len(pruned) == count_schedules(mw, j)
        assert len(set(full)) == len(full)  # no duplicates
        for pl in full:
            assert verify(mw, alone(mw, j, pl)) == [], pl
            # least duration: one slot less violates (2f)
            if pl.duration > 1:
                shorter = replace(pl, duration=pl.duration - 1)
                assert any("(2f)" in v for v in verify(mw, alone(mw, j, shorter)))


def test_hand_counts(hand: PsrarInstance) -> None:
    mw = hand.as_family("psrar-maxweight", tau_slots=6)
    cfgs = list(enumerate_configs(mw, 0, prune_dominated=False))
    # worker vectors (y0, y1), 1 <= y0 + y1 <= 3, y1 <= 2 (s1 has 2 GPUs): 8 vectors,
    # each with the PS on s0 or s1 -> 16 placements (all fit)
    assert len(cfgs) == 16
    # 3 workers never beat 2 here (both 2 slots): pruned ones are exactly those
    pruned = list(enumerate_configs(mw, 0))
    assert all(sum(c.workers) <= 2 for c in pruned)
    assert worker_vector_bound(mw, 0) >= len(cfgs)
    # start slots a_j .. tau - d
    assert count_schedules(mw, 0, prune_dominated=False) == sum(6 - c.duration + 1
                                                                for c in cfgs)


def test_limit_and_refusal(hand: PsrarInstance) -> None:
    mw = hand.as_family("psrar-maxweight", tau_slots=6)
    with pytest.raises(InstanceError, match="more than 5"):
        list(enumerate_schedules(mw, 0, limit=5))
    with pytest.raises(InstanceError, match=r"sum_j \|Gamma_j\| = \d+ schedules > limit 10"):
        gamma_sizes(mw, limit=10)
    with pytest.raises(ValueError, match="deadline"):
        list(enumerate_schedules(hand, 0))  # psrar without a completion limit


def test_residual_filter(hand: PsrarInstance) -> None:
    mw = hand.as_family("psrar-maxweight", tau_slots=6)
    res = np.array([s.capacity for s in mw.servers], dtype=float)
    res[1, 0] = 0.0  # no GPU left on s1
    out = list(enumerate_schedules(mw, 0, residual=res))
    assert out and all(pl.workers[1] == 0 for pl in out)
    per_slot = np.repeat(np.array([s.capacity for s in mw.servers], float)[None], 6, 0)
    per_slot[:3] = 0.0  # nothing free before slot 3
    out = list(enumerate_schedules(mw, 0, residual=per_slot))
    assert out and all(pl.start >= 3 for pl in out)
