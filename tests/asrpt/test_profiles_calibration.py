"""Profile sets (issue 15 item 7): the calibrated reading reproduces the paper's VGG19
Table II magnitudes; the literal one does not; GPT-175B's 10.14 ms is out of reach."""

from __future__ import annotations

import statistics

import pytest

from optsched.asrpt import heavy_edge, optimal_placement, profile_job, table2_cases
from optsched.asrpt.itertime import TimeModel
from optsched.asrpt.profiles import (
    DEFAULT_PROFILES,
    MODELS,
    PROFILE_SETS,
    SINGLE_GPU_MODELS,
    paper_inter_gbps,
    profile_set,
    training_configs,
)
from optsched.core.errors import InstanceError

PAPER_VGG19_OPT_MS, PAPER_VGG19_HE_MS, PAPER_GPT_MS = 82.96, 88.11, 10.14


def _table2(profiles: str, seed: int, n: int = 6) -> tuple[float, float]:
    ps = profile_set(profiles)
    job = profile_job("vgg19", ps.table2_stages["vgg19"], 16, profiles=profiles)
    opt, he = [], []
    for inst in table2_cases(job, n, seed, inter_gbps=paper_inter_gbps(10.0, profiles)):
        tm = TimeModel(inst.job, inst.cluster)
        o = optimal_placement(inst.job, inst.free_gpus, inst.cluster, "cpsat", threads=1)
        assert o.optimal
        h = heavy_edge(inst.job, inst.free_gpus, inst.cluster)
        opt.append(tm.alpha_ms(o.counts))
        he.append(tm.alpha_ms(h.counts))
        assert he[-1] >= opt[-1] * (1 - 1e-9)
    return statistics.fmean(opt), statistics.fmean(he)


def test_default_is_calibrated_and_sets_are_named():
    assert DEFAULT_PROFILES == "calibrated"
    assert set(PROFILE_SETS) == {"calibrated", "estimated"}
    assert paper_inter_gbps(10.0, "estimated") == 10.0
    assert paper_inter_gbps(10.0, "calibrated") == 80.0      # "10Gbps" read as 10 GB/s
    with pytest.raises(InstanceError, match="^profiles"):
        profile_set("measured")


def test_calibrated_vgg19_split_is_pipedream_15_1():
    job = profile_job("vgg19", profile_set("calibrated").table2_stages["vgg19"], 16)
    assert job.replicas == (15, 1)


def test_calibrated_reading_reproduces_vgg19_table2_within_25_percent():
    # seed 11 (the benchmark's calibration cases use seed 2024)
    opt, he = _table2("calibrated", seed=11)
    assert opt == pytest.approx(PAPER_VGG19_OPT_MS, rel=0.25)
    assert he == pytest.approx(PAPER_VGG19_HE_MS, rel=0.25)


def test_literal_reading_is_far_from_table2():
    opt, _ = _table2("estimated", seed=11, n=3)
    assert opt > 2 * PAPER_VGG19_OPT_MS


@pytest.mark.parametrize("profiles", sorted(PROFILE_SETS))
@pytest.mark.parametrize("stages", [1, 2, 4])
def test_gpt175b_paper_pitt_is_below_a_lower_bound(profiles, stages):
    """Every stage's beta is at least its compute plus its AllReduce over NVLink (the
    cheapest case of eq. (6)); for full-width GPT-175B layers that exceeds 10.14 ms."""
    job = profile_job("gpt-175b", stages, 16, layers=4, profiles=profiles)
    intra_ms_per_mb = 8.0 / 2400.0
    bound = max(st.fwd_ms + st.bwd_ms + 2 * (st.replicas - 1) * st.params_mb
                / st.replicas * intra_ms_per_mb for st in job.stages)
    assert bound > PAPER_GPT_MS


def test_training_configs():
    for model in MODELS:
        for g in (1, 2, 5, 16):
            cfgs = training_configs(model, g)
            if g == 1 and model not in SINGLE_GPU_MODELS:
                assert cfgs == []
                continue
            assert cfgs and all(1 <= S <= g for S, _ in cfgs)
            for S, layers in cfgs:
                assert profile_job(model, S, g, layers=layers).gpus == g
    with pytest.raises(InstanceError, match="^model"):
        training_configs("alexnet", 2)
    with pytest.raises(InstanceError, match="^gpus"):
        training_configs("vgg19", 0)


def test_vectorised_stage_dp_matches_reference():
    import numpy as np

    from optsched.asrpt.profiles import _min_gpus, _min_gpus_reference

    rng = np.random.default_rng(20261123)
    for _ in range(400):
        n = int(rng.integers(1, 12))
        S = int(rng.integers(1, n + 1))
        w = [float(x) for x in rng.uniform(0.1, 5.0, n)]
        if rng.random() < 0.3:                       # integer works: many exact ties
            w = [float(max(1, round(x))) for x in w]
        T = float(rng.uniform(0.2, sum(w) + 0.3))
        got, ref = _min_gpus(w, S, T), _min_gpus_reference(w, S, T)
        assert got[0] == ref[0]
        if ref[0] != float("inf"):
            assert got[1] == ref[1]
