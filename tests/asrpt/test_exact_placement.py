"""Exact placement: HiGHS MILP vs CP-SAT table model vs brute force, vs Heavy-Edge."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.asrpt import (
    Cluster,
    PlacementInstance,
    brute_force_placement,
    heavy_edge,
    iteration_time,
    optimal_placement,
)
from optsched.asrpt.generate import tiny_instance
from optsched.core.errors import UnschedulableError

from .conftest import fig2_job

SOLVERS = ("highs", "cpsat")


def _check_exact(inst: PlacementInstance, symmetry: bool = True) -> float:
    job, free, cl = inst.job, inst.free_gpus, inst.cluster
    brute = brute_force_placement(job, free, cl)
    he = heavy_edge(job, free, cl)
    values = []
    for solver in SOLVERS:
        pl = optimal_placement(job, free, cl, solver, threads=1, symmetry=symmetry)
        assert pl.optimal, (solver, pl.status)
        # the returned counts are feasible and their eq. (7) value is the solver objective
        assert (pl.counts.sum(axis=1) <= np.array(free)).all()
        assert pl.counts.sum(axis=0).tolist() == list(job.replicas)
        t = iteration_time(job, pl.counts, cl)
        # tolerances: 1e-6 relative (HiGHS' feasibility tolerance on the normalised
        # model; seen: 5e-7) or 1 ns absolute (hypothesis draws near-zero times)
        assert t == pytest.approx(pl.objective_s, rel=1e-6, abs=1e-9)
        assert pl.bound_s <= t * (1 + 1e-6) + 1e-9
        values.append(t)
    assert values[0] == pytest.approx(values[1], rel=1e-6, abs=1e-9)
    assert values[0] == pytest.approx(brute.alpha_s, rel=1e-6, abs=1e-9)
    assert values[0] <= he.alpha_s * (1 + 1e-9) + 1e-9
    return values[0]


def test_fig2_optimum(cluster4):
    inst = PlacementInstance(fig2_job(), cluster4, (4, 1, 1))
    opt = _check_exact(inst)
    # with 4+1+1 GPUs the Heavy-Edge layout is optimal here
    assert opt == pytest.approx(heavy_edge(fig2_job(), [4, 1, 1], cluster4).alpha_s)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_solvers_agree_with_brute_force(seed):
    _check_exact(tiny_instance(seed))


def test_symmetry_breaking_keeps_the_optimum():
    for seed in (1, 5, 11):
        inst = tiny_instance(seed)
        a = _check_exact(inst, symmetry=True)
        b = _check_exact(inst, symmetry=False)
        assert a == pytest.approx(b, rel=1e-9)


def test_equal_servers_case():
    # many interchangeable servers: symmetry rows are active
    inst = PlacementInstance(fig2_job(), Cluster(6, 2, 10.0, 2400.0), (2, 2, 2, 2, 1, 1))
    _check_exact(inst)


def test_ilp_beats_heavy_edge_somewhere():
    """Heavy-Edge is not exact: on this VGG19-like case the optimum is strictly better."""
    from optsched.asrpt import profile_job

    job = profile_job("vgg19", 4, 16)
    cl = Cluster(3, 8, 10.0, 2400.0)
    free = (7, 6, 3)
    he = heavy_edge(job, free, cl)
    for solver in SOLVERS:
        pl = optimal_placement(job, free, cl, solver, threads=1)
        assert pl.optimal
        assert pl.alpha_s < he.alpha_s * (1 - 1e-3)
        assert iteration_time(job, pl.counts, cl) == pytest.approx(pl.objective_s, rel=1e-7)


def test_not_enough_gpus(cluster4):
    with pytest.raises(UnschedulableError):
        optimal_placement(fig2_job(), (2, 1, 1), cluster4, "highs")


@st.composite
def small_cases(draw):
    """A small job/cluster/free-GPU case drawn directly by hypothesis."""
    from optsched.asrpt import Job, Stage

    S = draw(st.integers(1, 3))
    ks = [draw(st.integers(1, 3)) for _ in range(S)]
    boundary = [draw(st.floats(0.0, 80.0)) for _ in range(S - 1)]
    stages = []
    for s in range(S):
        fwd = draw(st.floats(0.0, 40.0))
        stages.append(Stage(ks[s], fwd, draw(st.floats(0.0, 80.0)),
                            boundary[s - 1] / ks[s] if s > 0 else 0.0,
                            boundary[s] / ks[s] if s < S - 1 else 0.0,
                            draw(st.floats(0.0, 300.0))))
    job = Job(tuple(stages), allreduce=draw(st.sampled_from(["ring", "tree"])))
    g = draw(st.integers(1, 4))
    free = draw(st.lists(st.integers(0, g), min_size=1, max_size=4))
    extra = (job.gpus - sum(free) + g - 1) // g if sum(free) < job.gpus else 0
    free = free + [g] * extra
    cl = Cluster(len(free), g, draw(st.floats(0.5, 100.0)), draw(st.floats(1.0, 5000.0)))
    return PlacementInstance(job, cl, tuple(free))


@settings(max_examples=20, deadline=None)
@given(small_cases())
def test_property_exact_vs_brute_force_vs_heavy_edge(inst):
    _check_exact(inst)


@pytest.mark.parametrize(("bwd0", "fwd1", "bwd1", "out1", "in2"), [
    (66.125, 10.0, 11.0, 3.0, 9.0),                 # fixed by presolve off
    (66.125, 0.0, 21.0, 3.1666666666666665, 9.5),   # needs another random seed too
])
def test_highs_solve_error_after_an_optimal_claim_is_solved_again(bwd0, fwd1, bwd1, out1,
                                                                   in2):
    """HiGHS 1.12 ends these MIPs with "claims optimality, but with primal infeasibilities
    … Setting model status to Solve error" (HiGHS issues #2782, #2808; found by
    hypothesis): the wrapper solves again on other paths, and all methods agree."""
    from optsched.asrpt.job import Job, Stage

    job = Job(stages=(
        Stage(replicas=2, fwd_ms=1.5, bwd_ms=bwd0, in_mb=0.0, out_mb=35.875,
              params_mb=295.0),
        Stage(replicas=3, fwd_ms=fwd1, bwd_ms=bwd1, in_mb=23.916666666666668, out_mb=out1,
              params_mb=72.0),
        Stage(replicas=1, fwd_ms=0.0, bwd_ms=0.0, in_mb=in2, out_mb=0.0, params_mb=0.0)),
        allreduce="ring", iterations=1, name="")
    cl = Cluster(servers=3, gpus_per_server=4, inter_gbps=48.1875, intra_gbps=4062.0)
    _check_exact(PlacementInstance(job, cl, (2, 3, 4)))
