"""The P||sum wT set of Pessoa et al. (issue 25): derivation, bundled files, published
values, and a proof on one instance against its published optimum."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from optsched.core import load_instance, solve
from optsched.core.errors import InstanceError
from optsched.core.result import Status
from optsched.hgsp import orlib, pwt
from optsched.hgsp.verify import verify

REPO = Path(__file__).resolve().parents[2]


def test_derivation_rule():
    inst = pwt.instance("wt50", 4, 3)  # OR-Library wt50 instance 16
    o = orlib.read_set("wt50")[15]
    assert inst.name == "pwt-wt50-m4-016" and inst.m == 4 and inst.n == 50
    assert np.array_equal(inst.p[:, 0], o.p) and np.array_equal(inst.weight, o.w)
    assert np.array_equal(inst.deadline, o.d // 4)
    assert np.all(inst.p == inst.p[:, :1]) and inst.fits.all()  # identical GPUs
    assert np.all(inst.arrival == 0)


def test_presets_are_registered_and_bad_seeds_refused():
    from optsched.core import generate

    inst = generate("hgsp", "pwt-wt40-m2", seed=24)
    assert inst.name == "pwt-wt40-m2-121"
    with pytest.raises(InstanceError) as exc:
        pwt.instance("wt40", 2, 25)
    assert exc.value.path == "--seed"
    with pytest.raises(InstanceError):
        pwt.instance("wt40", 3, 0)


def test_bundled_files_equal_the_derivation():
    files = sorted((REPO / "instances" / "pwt").glob("*.json"))
    assert len(files) == 150
    for seed in (0, 7, 24):
        for s in pwt.SETS:
            for m in pwt.MACHINES:
                inst = pwt.instance(s, m, seed)
                on_disk = json.loads((REPO / "instances" / "pwt" /
                                      f"{inst.name}.json").read_text())
                assert on_disk == json.loads(json.dumps(inst.to_dict()))


def test_published_values_and_index():
    pub = pwt.published()
    assert len(pub) == 150
    assert pub[100, 2, 91].optimum is None and pub[100, 2, 91].bounds == (129811, 129929)
    assert set(pub[100, 2, 66].values) == {126512, 126513}
    assert sum(v.optimum == 0 for v in pub.values()) == 24  # ids 51, 76, 101, 106
    index = json.loads((REPO / "instances" / "index.json").read_text())["instances"]
    mine = {e["name"]: e for e in index if e["name"].startswith("pwt-")}
    assert mine == {e["name"]: e for e in pwt.index_entries()}
    assert "126,512" in mine["pwt-wt100-m2-066"]["note"]
    assert mine["pwt-wt100-m2-091"]["bounds"] == {"lower": 129811.0, "upper": 129929.0}


@pytest.mark.parametrize("name", ["pwt-wt40-m4-026", "pwt-wt40-m2-041", "pwt-wt40-m2-051"])
def test_proven_optima_equal_the_published_ones(name):
    """A cheap sample (wt40 #26 with 4 GPUs: the root closes it; #41 with 2 GPUs: local
    search + root; #51: optimum 0): our proof gives the published optimum."""
    inst = load_instance(REPO / "instances" / "pwt" / f"{name}.json")
    k = int(name.rsplit("-", 1)[1])
    pub = pwt.published()[inst.n, inst.m, k]
    assert pub.optimum is not None
    res = solve(inst, solver="dp", time_limit=120, threads=1)
    assert res.status is Status.OPTIMAL
    assert res.objective == pytest.approx(pub.optimum) and res.bound == pytest.approx(
        pub.optimum)
    assert verify(inst, res.schedule) == []


def test_auto_multi_gpu_method_is_branch_and_price_only_on_identical_gpus():
    from optsched.hgsp.exact_lagdp import identical_gpus
    from optsched.hgsp.presets import gap

    assert identical_gpus(pwt.instance("wt40", 2, 0))
    het = gap(3, n_tasks=8)  # heterogeneous speeds and memory: the issue-16 path
    assert het.m >= 2 and not identical_gpus(het)
