"""Every CLI option has help text, and every declared option of every family (models,
algorithms, bound methods, generator presets) can be set from the command line."""

from __future__ import annotations

import click
import pytest

from optsched.cli import _parse_params, cli
from optsched.core import all_families
from optsched.core.params import Param, bind_params


def _commands() -> list[tuple[str, click.Command]]:
    assert isinstance(cli, click.Group)
    return sorted(cli.commands.items())


@pytest.mark.parametrize("name,cmd", _commands(), ids=[n for n, _ in _commands()])
def test_every_option_has_help(name: str, cmd: click.Command) -> None:
    assert cmd.help, f"command {name} has no help"
    for p in cmd.params:
        if isinstance(p, click.Option) and "--help" not in p.opts:
            assert p.help and p.help.strip(), f"{name} {'/'.join(p.opts)} has no help"


def _declared() -> list[tuple[str, str, Param]]:
    out = []
    for fam in all_families():
        groups: list[tuple[str, tuple[Param, ...]]] = []
        groups += [(f"model {k}", m.params) for k, m in fam.models.items()]
        groups += [(f"algo {k}", a.params) for k, a in fam.algorithms.items()]
        groups += [(f"bound {k}", b.params) for k, b in fam.bounds.items()]
        groups += [(f"preset {k}", ps) for k, ps in fam.preset_params.items()]
        out += [(fam.name, where, p) for where, ps in groups for p in ps]
    return out


def _sample(p: Param) -> str:
    """A valid CLI spelling of a value of ``p`` (its default, else one from its range)."""
    if p.default is not None:
        return str(p.default).lower() if p.type is bool else str(p.default)
    if p.choices:
        return p.choices[0]
    if p.type is bool:
        return "true"
    lo = p.low if p.low is not None else 1
    return str(int(max(lo, 1)) if p.type is int else float(max(lo, 1e-3)))


def test_every_declared_option_is_settable_from_the_cli() -> None:
    declared = _declared()
    assert len(declared) > 50  # every family contributes
    for fam, where, p in declared:
        raw = _parse_params((f"{p.name.replace('_', '-')}={_sample(p)}",))
        bound = bind_params((p,), raw, f"{fam} {where}")
        assert p.name in bound, (fam, where, p.name)


def test_generate_help_lists_families_and_presets(cli_inproc) -> None:
    code, out, _ = cli_inproc("generate", "--help")
    assert code == 0
    for fam in all_families():
        assert fam.name in out
        for preset in fam.presets:
            assert preset.split("-")[0] in out


def test_import_trace_help_names_the_columns_and_the_history_split(cli_inproc) -> None:
    code, out, _ = cli_inproc("import-trace", "--help")
    assert code == 0
    for column in ("job_id", "submit_time", "duration", "num_gpu", "user", "group"):
        assert column in out
    assert "history" in out.lower() and "80 %" in out


def test_a_preset_option_named_like_a_bench_flag_is_settable(cli_inproc, tmp_path) -> None:
    out = tmp_path / "i.json"
    code, _, err = cli_inproc("generate", "asrpt-online", "--preset", "synthetic",
                              "--seed", "1", "--param", "jobs=30", "-o", str(out))
    assert code == 0, err
    import json

    assert len(json.loads(out.read_text())["jobs"]) == 30
