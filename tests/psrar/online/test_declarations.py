"""Every declared option of the psrar online algorithms and generator presets is
documented, every declared choice runs (and the schedule verifies), and every bad value is
refused with an ``InstanceError`` naming the field. The lists are read from the
registry, so an option added later is covered without editing this file. Seeds 870+ are
used nowhere else."""

from __future__ import annotations

from typing import Any

import pytest

from optsched.core import InstanceError, generate, registry, run
from optsched.core.params import Param
from optsched.psrar import PsrarInstance
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS

FAMILIES = ("psrar", "psrar-maxweight")
#: every online algorithm issue 14/21 registers; the registry must hold at least these
EXPECTED = {"psrar": {"a-online", "fifo", "drf", "antman", "tiresias"},
            "psrar-maxweight": {"a-maxweight", "weight-greedy"}}


def _algorithms() -> list[tuple[str, str, Param]]:
    return [(fam, name, p) for fam in FAMILIES
            for name, algo in registry.get_family(fam).algorithms.items()
            for p in algo.params]


def _presets() -> list[tuple[str, str, Param]]:
    return [(fam, name, p) for fam in FAMILIES
            for name, ps in registry.get_family(fam).preset_params.items() for p in ps]


def _direct(fam: str, preset: str) -> Any:
    return (PRESETS if fam == "psrar" else MAXWEIGHT_PRESETS)[preset]


def _instance(fam: str) -> PsrarInstance:
    return _direct(fam, "tiny-mixed")(870)


def _bad_values(p: Param) -> list[Any]:
    """Values ``p`` must refuse: wrong type, outside its range, not a choice."""
    if p.type is bool:
        return ["maybe", 2]
    if p.type is str:
        return ["no-such-choice", 3] if p.choices else [3]
    out: list[Any] = ["x", float("nan")] if p.type is float else ["x", 1.5]
    if p.low is not None:
        out.append(p.low - max(abs(p.low), 1))
    if p.high is not None:
        out.append(p.high + max(abs(p.high), 1))
    return out


def test_the_registry_holds_every_online_algorithm_and_preset() -> None:
    for fam in FAMILIES:
        f = registry.get_family(fam)
        assert EXPECTED[fam] <= set(f.algorithms), fam
        assert set(f.preset_params) == set(PRESETS), fam
    assert {p.name for _, _, p in _presets()} >= {"n_jobs", "n_servers", "horizon",
                                                  "capacity_fraction", "arrival_fraction",
                                                  "capacity_basis", "tau_fraction"}


@pytest.mark.parametrize(("fam", "where", "p"), _algorithms() + _presets(),
                         ids=lambda v: v.name if isinstance(v, Param) else str(v))
def test_every_option_has_help_naming_each_choice(fam: str, where: str, p: Param) -> None:
    assert len(p.help.split()) >= 3, (fam, where, p.name, p.help)
    for choice in p.choices or ():
        assert choice in p.help, f"{fam} {where} {p.name}: help does not name {choice!r}"
    if p.default is not None:
        assert p.parse(p.default) == p.default, (fam, where, p.name)


@pytest.mark.parametrize(("fam", "algo", "p"),
                         [t for t in _algorithms() if t[2].choices],
                         ids=lambda v: v.name if isinstance(v, Param) else str(v))
def test_every_algorithm_choice_runs_and_verifies(fam: str, algo: str, p: Param) -> None:
    inst = _instance(fam)
    assert p.choices and len(p.choices) >= 2
    for choice in p.choices:
        kw: dict[str, Any] = {p.name: choice}
        r = run(inst, algo, seed=871, **kw)
        assert r.feasible and r.status.value == "feasible", (algo, p.name, choice)
        if p.name in r.metrics:  # the run reports the reading it used
            assert r.metrics[p.name] == choice


@pytest.mark.parametrize(("fam", "preset", "p"),
                         [t for t in _presets() if t[2].choices],
                         ids=lambda v: v.name if isinstance(v, Param) else str(v))
def test_every_generator_choice_gives_a_valid_instance(fam: str, preset: str,
                                                       p: Param) -> None:
    assert p.choices
    got = {}
    for choice in p.choices:
        inst = generate(fam, preset, 872, **{p.name: choice})
        assert isinstance(inst, PsrarInstance) and inst.family == fam
        assert PsrarInstance.from_dict(inst.to_dict()) == inst
        assert inst == _direct(fam, preset)(872, **{p.name: choice})
        got[choice] = inst
    if not preset.startswith("tiny"):
        # the choices are not aliases: each one changes the drawn cluster (on tiny
        # presets, two worker types, the middle type is most jobs' ideal one)
        assert len({i.servers for i in got.values()}) == len(p.choices), (preset, p.name)


@pytest.mark.parametrize(("fam", "algo", "p"), _algorithms(),
                         ids=lambda v: v.name if isinstance(v, Param) else str(v))
def test_bad_algorithm_values_name_the_field(fam: str, algo: str, p: Param) -> None:
    inst = _instance(fam)
    for bad in _bad_values(p):
        with pytest.raises(InstanceError) as exc:
            run(inst, algo, **{p.name: bad})
        assert exc.value.path == f"param.{p.name}", (algo, bad, exc.value)
        assert "\n" not in str(exc.value) and f"param.{p.name}" in str(exc.value)


@pytest.mark.parametrize(("fam", "preset", "p"), _presets(),
                         ids=lambda v: v.name if isinstance(v, Param) else str(v))
def test_bad_generator_values_name_the_field(fam: str, preset: str, p: Param) -> None:
    """Through the facade (the CLI's route) the path is ``param.<name>``; called
    directly (the benchmark scripts' route) the generator's own check names ``<name>``."""
    for bad in _bad_values(p):
        with pytest.raises(InstanceError) as exc:
            generate(fam, preset, 873, **{p.name: bad})
        assert exc.value.path == f"param.{p.name}", (preset, bad, exc.value)
        with pytest.raises(InstanceError) as exc:
            _direct(fam, preset)(873, **{p.name: bad})
        assert exc.value.path == p.name, (preset, bad, exc.value)
