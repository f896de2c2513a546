"""Every registered algorithm runs on its family's smallest preset, yields a verified
schedule, and is listed by ``optsched list`` with its declared options (issue 11)."""

from __future__ import annotations

import json

import pytest

from optsched.core import all_families, generate, run
from optsched.core.errors import SolverUnavailableError
from optsched.core.registry import Family


def smallest_preset(fam: Family) -> str:
    """The family's ``tiny`` preset (or the first one whose name starts with it)."""
    tiny = sorted(p for p in fam.presets if p.startswith("tiny"))
    assert tiny, f"family {fam.name} has no tiny preset (every family must offer one)"
    return tiny[0]


CASES = [(fam.name, algo) for fam in all_families() for algo in fam.algorithms]


@pytest.mark.parametrize("family,algo", CASES, ids=[f"{f}/{a}" for f, a in CASES])
def test_algorithm_runs_on_smallest_preset(family: str, algo: str) -> None:
    fam = next(f for f in all_families() if f.name == family)
    inst = generate(family, smallest_preset(fam), seed=11)
    try:
        res = run(inst, algo, seed=5)
    except SolverUnavailableError as exc:  # an optional dependency (pymetis) is absent
        assert "pymetis" in str(exc) or "not installed" in str(exc)
        return
    assert res.feasible, res.message
    assert res.objective is not None
    assert res.status in ("feasible", "optimal")


def test_list_shows_every_algorithm_and_model(cli) -> None:
    out = cli("list", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    for fam in all_families():
        assert set(data[fam.name]["algorithms"]) == set(fam.algorithms)
        assert set(data[fam.name]["models"]) == set(fam.models)
        for name, a in fam.algorithms.items():
            assert set(data[fam.name]["algorithms"][name]["params"]) == {p.name for p in
                                                                         a.params}
