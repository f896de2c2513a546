"""A family defined outside the package is found through the ``optsched.families``
entry-point group, listed by ``optsched list`` and solved by ``optsched solve`` (issue 11).

The fixture writes a tiny package plus the ``.dist-info`` folder that ``pip install`` would
write (``entry_points.txt``), so the discovery path is exactly the installed one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PLUGIN = '''
"""Dummy family: one machine, minimise the total completion time (SPT is optimal)."""
from dataclasses import dataclass

from optsched.core import Family, InstanceError, Param, Result, Status


@dataclass(frozen=True)
class Inst:
    name: str
    p: tuple
    family: str = "dummy-spt"

    @staticmethod
    def from_dict(d):
        p = d.get("p")
        if not isinstance(p, list) or not p:
            raise InstanceError("p", f"must be a non-empty list, got {p!r}")
        for i, x in enumerate(p):
            if isinstance(x, bool) or not isinstance(x, (int, float)) or not x > 0:
                raise InstanceError(f"p[{i}]", f"must be > 0, got {x!r}")
        return Inst(d.get("name", ""), tuple(p))

    def to_dict(self):
        return {"family": self.family, "version": 1, "name": self.name, "p": list(self.p)}


def verify(inst, order):
    if sorted(order) != list(range(len(inst.p))):
        return [f"order: must be a permutation of 0..{len(inst.p) - 1}, got {order!r}"]
    return []


def evaluate(inst, order):
    t = total = 0.0
    for j in order:
        t += inst.p[j]
        total += t
    return total, {"makespan": t}


FAMILY = Family(name="dummy-spt", description="test plug-in: 1||sum C_j",
                load=Inst.from_dict, verify=verify, evaluate=evaluate,
                objective_name="total_completion", default_models={"exact": "spt"})


@FAMILY.model("spt", ("exact",), "SPT order (optimal for 1||sum C_j)")
def solve_spt(inst, *, solver, time_limit, threads):
    order = sorted(range(len(inst.p)), key=lambda j: inst.p[j])
    obj, _ = evaluate(inst, order)
    return Result(family="dummy-spt", instance=inst.name, method="spt",
                  status=Status.OPTIMAL, objective=obj, bound=obj, schedule=order)


@FAMILY.algorithm("given", "the order of the file",
                  params=[Param("reverse", bool, False, "reverse it")])
def run_given(inst, *, seed=0, reverse=False):
    order = list(range(len(inst.p)))[::-1 if reverse else 1]
    return Result(family="dummy-spt", instance=inst.name, method="given",
                  status=Status.FEASIBLE, schedule=order)


FAMILY.preset("tiny")(lambda seed: Inst(f"tiny-{seed}", (3.0, 1.0, 2.0)))
'''


@pytest.fixture
def plugin_path(tmp_path: Path) -> Path:
    pkg = tmp_path / "dummy_spt"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(PLUGIN)
    info = tmp_path / "dummy_spt-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: dummy-spt\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(
        "[optsched.families]\ndummy-spt = dummy_spt:FAMILY\n")
    (tmp_path / "inst.json").write_text(json.dumps(
        {"family": "dummy-spt", "name": "three", "p": [4, 1, 2]}))
    return tmp_path


def _cli(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(path), env_path] if (env_path := os.environ.get("PYTHONPATH")) else [str(path)]))
    return subprocess.run([sys.executable, "-m", "optsched.cli", *args], cwd=path,
                          env=env, capture_output=True, text=True, timeout=120)


def test_plugin_family_is_listed_and_solves(plugin_path: Path) -> None:
    listed = _cli(plugin_path, "list", "--json")
    assert listed.returncode == 0, listed.stderr
    data = json.loads(listed.stdout)
    assert "dummy-spt" in data and "hgsp" in data  # ours and the plug-in side by side
    assert data["dummy-spt"]["algorithms"]["given"]["params"]["reverse"]["type"] == "bool"

    solved = _cli(plugin_path, "solve", "inst.json", "--solver", "exact", "--json")
    assert solved.returncode == 0, solved.stderr
    res = json.loads(solved.stdout)
    # SPT order 1, 2, 4: completions 1, 3, 7 -> 11, proven and recomputed by finalize
    assert res["status"] == "optimal" and res["objective"] == 11.0 and res["feasible"]

    ran = _cli(plugin_path, "run", "inst.json", "--algo", "given", "--param", "reverse=true",
               "--json")
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout)["objective"] == 2 + 3 + 7  # order 2, 1, 0

    bad = _cli(plugin_path, "run", "inst.json", "--algo", "given", "--param", "reverse=maybe")
    assert bad.returncode == 2 and "param.reverse" in bad.stderr


def test_plugin_bad_instance_names_the_field(plugin_path: Path) -> None:
    (plugin_path / "bad.json").write_text(json.dumps({"family": "dummy-spt", "p": [1, -2]}))
    out = _cli(plugin_path, "solve", "bad.json", "--solver", "exact")
    assert out.returncode == 2 and "p[1]: must be > 0, got -2" in out.stderr
