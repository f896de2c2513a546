"""The bound facade (``optsched bound``, ``run --bound``), proofs recovered honestly in
``finalize`` (integral objectives), and the solve facade's time limit covering model
building and enumeration (issues 22, 24)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import optsched
from optsched.core import Bound, Family, InstanceError, Result, Status, finalize, register
from optsched.core.finalize import round_bound


class _Inst:
    """A toy instance: ``values`` are the objectives of the feasible schedules 0..k-1."""

    def __init__(self, family: str, values: list[float], name: str = "toy") -> None:
        self.family, self.name, self.values = family, name, values

    def to_dict(self) -> dict[str, Any]:
        return {"family": self.family, "values": self.values}


def _toy(name: str, bound_value: float, integral: bool = True,
         sense: str = "min") -> Family[Any, Any]:
    fam: Family[Any, Any] = Family(
        name=name, description="toy", load=lambda d: _Inst(name, list(d["values"])),
        verify=lambda inst, s: [] if 0 <= s < len(inst.values) else ["no such schedule"],
        evaluate=lambda inst, s: (inst.values[s], {}), objective_name="cost",
        sense=sense,  # type: ignore[arg-type]
        objective_granularity=(lambda inst: 1.0 if integral else None))

    @fam.algorithm("first", "schedule 0")
    def first(instance: _Inst, *, seed: int = 0) -> Result:
        return Result(family=name, instance=instance.name, method="first",
                      status=Status.FEASIBLE, schedule=0)

    @fam.bound("fixed", "a fixed value (toy)", default=True)
    def fixed(instance: _Inst, *, time_limit: float | None, scale: float = 1.0) -> Bound:
        """Toy bound.

        Parameters
        ----------
        scale : float
            multiplies the bound
        """
        return Bound(bound_value * scale, {"iterations": 3})

    return register(fam)


def test_bound_result_is_status_bound_without_schedule() -> None:
    _toy("toy-b1", 3.2)
    res = optsched.bound(_Inst("toy-b1", [5.0, 7.0]))
    assert res.status is Status.BOUND and res.schedule is None and res.objective is None
    assert res.bound == 4.0  # integral optimum: 3.2 rounds up
    assert res.metrics["bound_before_rounding"] == pytest.approx(3.2)
    assert res.metrics["complete"] is True and res.metrics["iterations"] == 3


def test_bound_options_are_declared_and_checked() -> None:
    fam = _toy("toy-b2", 2.0, integral=False)
    assert [p.name for p in fam.bounds["fixed"].params] == ["scale"]
    assert fam.bounds["fixed"].params[0].help == "multiplies the bound"
    assert optsched.bound(_Inst("toy-b2", [5.0]), scale="0.5").bound == 1.0
    with pytest.raises(InstanceError) as e:
        optsched.bound(_Inst("toy-b2", [5.0]), method="nope")
    assert e.value.path == "--method"
    with pytest.raises(InstanceError):
        optsched.bound(_Inst("toy-b2", [5.0]), scale="x")


def test_run_with_bound_reports_the_gap_to_it() -> None:
    _toy("toy-b3", 4.0)
    res = optsched.run(_Inst("toy-b3", [5.0]), "first", bound=True)
    assert res.status is Status.FEASIBLE and res.bound == 4.0
    assert res.gap == pytest.approx(0.2) and res.metrics["bound_method"] == "fixed"


def test_an_invalid_bound_is_an_error_not_a_gap() -> None:
    _toy("toy-b4", 9.0)  # above the objective 5 of a verified schedule: impossible
    res = optsched.run(_Inst("toy-b4", [5.0]), "first", bound=True)
    assert res.status is Status.ERROR and "invalid" in (res.message or "")
    assert res.bound is None


def test_maximising_family_rounds_its_upper_bound_down() -> None:
    fam = _toy("toy-b5", 7.6, sense="max")
    assert round_bound(fam, _Inst("toy-b5", [5.0]), 7.6) == 7.0


def test_family_without_bound_method_is_bad_input() -> None:
    inst = optsched.load_instance("hgsp/tiny-s1")
    fam = optsched.get_family("hgsp")
    if fam.bounds:  # once hgsp has bounds, use a toy family without any
        inst = _Inst("toy-nb", [1.0])  # type: ignore[assignment]
        register(Family(name="toy-nb", description="toy", load=lambda d: d,
                        verify=lambda i, s: [], evaluate=lambda i, s: (1.0, {}),
                        objective_name="x"))
    with pytest.raises(InstanceError) as e:
        optsched.bound(inst)
    assert "no bound method" in str(e.value)


# --------------------------------------------------------------------------- proofs


def _raw(status: str, objective: float, bound: float | None) -> Result:
    return Result(family="toy", instance="toy", method="m", status=Status(status),
                  objective=objective, bound=bound, schedule=0)


def test_a_solver_tolerance_does_not_cost_a_true_optimum() -> None:
    """The solver's own objective 4.999998 (its tolerances), recomputed 5, bound 4.999998:
    with an integral optimum the bound rounds up to 5 and proves it (issue 22)."""
    fam = _toy("toy-p1", 0.0)
    res = finalize(fam, _Inst("toy-p1", [5.0]), _raw("optimal", 4.999998, 4.999998))
    assert res.status is Status.OPTIMAL and res.objective == 5.0 and res.bound == 5.0
    assert "solver tolerances" in (res.status_note or "")
    assert res.metrics["solver_objective"] == 4.999998


def test_without_integral_data_the_claim_is_withdrawn() -> None:
    fam = _toy("toy-p2", 0.0, integral=False)
    res = finalize(fam, _Inst("toy-p2", [5.0]), _raw("optimal", 4.999998, 4.999998))
    assert res.status is Status.FEASIBLE and "not claimed" in (res.status_note or "")
    assert res.bound == pytest.approx(4.999998)


def test_rounding_never_lifts_a_bound_past_a_true_gap() -> None:
    fam = _toy("toy-p3", 0.0)
    res = finalize(fam, _Inst("toy-p3", [6.0]), _raw("optimal", 6.0, 4.5))
    assert res.status is Status.FEASIBLE and res.bound == 5.0 and res.gap == pytest.approx(
        1 / 6)


def test_a_time_limit_result_whose_bound_meets_it_is_proven() -> None:
    fam = _toy("toy-p4", 0.0)
    raw = _raw("time_limit", 5.0, 4.9999999)
    assert finalize(fam, _Inst("toy-p4", [5.0]), raw).status is Status.TIME_LIMIT
    raw = _raw("time_limit", 5.0, 4.9999999)
    res = finalize(fam, _Inst("toy-p4", [5.0]), raw, recover_proof=True)
    assert res.status is Status.OPTIMAL and "proven optimal by the bound" in res.status_note


def test_gap_n6_seed1_big_m_is_proven_optimal() -> None:
    """The case of issue 22: HiGHS' objective 4.999998 against the recomputed 5."""
    inst = optsched.generate("hgsp", "gap", 1, n_tasks=6)
    res = optsched.solve(inst, solver="highs", model="bigm", time_limit=60, threads=1)
    assert res.status is Status.OPTIMAL and res.objective == 5.0 and res.bound == 5.0
    assert inst.optimum_is_integral()  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- limits


def test_building_and_enumeration_count_against_the_time_limit() -> None:
    """psrar's configuration ILP enumerates Gamma_j for seconds before HiGHS starts: a
    1 s limit ends the solve with status time_limit (not after the enumeration)."""
    inst = optsched.generate("psrar", "small-ps", 9452)
    res = optsched.solve(inst, solver="highs", model="config", time_limit=1.0, threads=1)
    assert res.status is Status.TIME_LIMIT and res.schedule is None
    assert "building" in (res.message or "") or res.metrics.get("solver_objective") is None


def test_cli_bound_command_prints_one_json_result(tmp_path, cli) -> None:
    fam = optsched.get_family("hgsp")
    if not fam.bounds:
        out = cli("bound", "hgsp/tiny-s1", "--json")
        assert out.returncode == 2 and out.stderr.count("\n") == 1
        assert "no bound method" in out.stderr
        return
    out = cli("bound", "hgsp/tiny-s1", "--json", "--time-limit", "10")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["status"] == "bound" and res["bound"] <= 40.0 + 1e-9
    out = cli("run", "hgsp/tiny-s1", "--algo", "greedy", "--bound", "--json")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["bound"] is not None and res["bound"] <= res["objective"]
