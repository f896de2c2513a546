"""Formulation catalogue: MPS/LP export re-solved by HiGHS directly gives the same
optimum; `--solver pyomo:NAME` passes through to any Pyomo solver."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from optsched.core import load_instance, read_json, solve
from optsched.core.errors import SolverUnavailableError

TINY = "instances/hgsp/tiny-s4.json"  # the quickest big-M proof of the bundled eight


def _optimum(repo: Path) -> float:
    return next(e["optimum"] for e in read_json(repo / "instances/index.json")["instances"]
                if e["path"] == TINY)


@pytest.mark.parametrize("fmt", ["mps", "lp"])
def test_exported_model_resolved_by_highspy_gives_the_optimum(cli, repo: Path, tmp_path: Path,
                                                               fmt: str) -> None:
    import highspy

    out = tmp_path / f"m.{fmt}"
    res = cli("export", TINY, "--model", "bigm", "--format", fmt, "-o", str(out))
    assert res.returncode == 0, res.stderr
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("mip_rel_gap", 0.0)
    h.setOptionValue("threads", 1)
    assert h.readModel(str(out)) == highspy.HighsStatus.kOk
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    assert h.getInfo().objective_function_value == pytest.approx(_optimum(repo), abs=1e-6)


def test_export_rejects_unknown_model(cli, tmp_path: Path) -> None:
    res = cli("export", TINY, "--model", "nope", "-o", str(tmp_path / "x.mps"))
    assert res.returncode == 2 and "unknown model 'nope'" in res.stderr
    assert not (tmp_path / "x.mps").exists()


def test_pyomo_passthrough_solver(repo: Path) -> None:
    inst = load_instance(repo / TINY)
    # appsi_highs is a real Pyomo solver plugin: this goes through the legacy
    # SolverFactory path used for gurobi/cplex/scip/cbc/glpk.
    res = solve(inst, solver="pyomo:appsi_highs", model="bigm", time_limit=60)
    assert res.status == "optimal" and res.feasible
    assert res.objective == pytest.approx(_optimum(repo), abs=1e-6)


def test_missing_pyomo_solver_is_a_clear_error(cli, repo: Path) -> None:
    inst = load_instance(repo / TINY)
    with pytest.raises(SolverUnavailableError, match="'no_such_solver' is not installed"):
        solve(inst, solver="pyomo:no_such_solver", model="bigm")
    out = cli("solve", TINY, "--solver", "pyomo:no_such_solver", "--json")
    assert out.returncode == 3 and "not installed" in out.stderr
    assert out.stdout == "" or json.loads(out.stdout)
