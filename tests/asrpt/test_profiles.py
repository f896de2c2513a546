"""Estimated Table I profiles and the stage planner."""

from __future__ import annotations

import itertools

import pytest

from optsched.asrpt import MODELS, model_profile, plan_stages, profile_job
from optsched.asrpt.profiles import Layer, ModelProfile
from optsched.core.errors import InstanceError

# Table I parameter counts (millions); XLNet-large is listed as 550M in Table I, the
# published architecture (24 layers, hidden 1024) gives ~340M -- documented, not matched.
TABLE1 = {"vgg19": 144, "resnet152": 60, "inception-v3": 24, "bert-large": 340,
          "t5": 11_000, "gpt-6.7b": 6_700, "gpt-13b": 13_000, "gpt-175b": 175_000}


@pytest.mark.parametrize("model", sorted(TABLE1))
def test_parameter_counts_match_table1(model):
    assert model_profile(model).params_m == pytest.approx(TABLE1[model], rel=0.05)


def test_known_flop_counts():
    # published forward MACs per image: VGG19 19.6G, ResNet-152 11.5G, Inception-V3 5.7G
    assert model_profile("vgg19").fwd_gflop / 2 == pytest.approx(19.6, rel=0.02)
    assert model_profile("resnet152").fwd_gflop / 2 == pytest.approx(11.5, rel=0.03)
    assert model_profile("inception-v3").fwd_gflop / 2 == pytest.approx(5.7, rel=0.02)


@pytest.mark.parametrize("model", MODELS)
def test_every_model_plans_into_a_valid_job(model):
    job = profile_job(model, 3, 8)
    assert job.num_stages == 3 and job.gpus == 8
    assert all(st.fwd_ms > 0 and st.bwd_ms == pytest.approx(2 * st.fwd_ms)
               for st in job.stages)


def _brute_bottleneck(work, S, G):
    n, best = len(work), float("inf")
    for cuts in itertools.combinations(range(1, n), S - 1):
        b = (0,) + cuts + (n,)
        W = [sum(work[b[i]:b[i + 1]]) for i in range(S)]
        for k in itertools.product(range(1, G + 1), repeat=S):
            if sum(k) == G:
                best = min(best, max(w / kk for w, kk in zip(W, k)))
    return best


@pytest.mark.parametrize("S, G", [(1, 3), (2, 4), (3, 5), (3, 3)])
def test_planner_is_bottleneck_optimal(S, G):
    layers = tuple(Layer(f"l{i}", w, 1.0, 1.0) for i, w in enumerate([5, 1, 3, 8, 2, 2]))
    prof = ModelProfile("toy", layers, 1, 4, 1.0, "n/a")
    bounds, k = plan_stages(prof, S, G)
    work = prof.layer_ms()
    got = max(sum(work[a:b]) / kk for (a, b), kk in zip(bounds, k))
    assert sum(k) == G and len(bounds) == S
    assert got == pytest.approx(_brute_bottleneck(work, S, G), rel=1e-6)


def test_proxy_and_errors():
    job = profile_job("gpt-175b", 4, 16, layers=4)
    assert job.replicas == (4, 4, 4, 4)
    assert job.stages[0].params_mb == pytest.approx(12 * 12288**2 * 2 / 1e6)
    with pytest.raises(InstanceError, match="^model"):
        model_profile("alexnet")
    with pytest.raises(InstanceError, match="^num_stages"):
        profile_job("vgg19", 40, 64)
    with pytest.raises(InstanceError, match="^layers"):
        profile_job("vgg19", 2, 4, layers=3)
