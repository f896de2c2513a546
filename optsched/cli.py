"""The ``optsched`` command line (docs/ARCHITECTURE.md "CLI contract").

Exit status: 0 success, 2 bad input (a one-line message names the problem), 3 solver
unavailable or failed, 1 anything else. ``--json`` prints exactly one JSON object (the
Result) on stdout; human-readable output goes to stdout without ``--json`` and
diagnostics to stderr. Set ``OPTSCHED_DEBUG=1`` to see tracebacks.
"""

from __future__ import annotations

import ast
import json
import os
import sys
import traceback
from pathlib import Path
from typing import Any

import click

from optsched import __version__
from optsched.core import errors as E
from optsched.core import interrupt
from optsched.core.checking import verify_solution
from optsched.core.discovery import all_families, family_of, get_family
from optsched.core.facades import bound, generate, run, solve
from optsched.core.instances import load_instance
from optsched.core.io import atomic_write_json, read_json
from optsched.core.params import RESERVED_PARAMS, max_threads
from optsched.core.result import Result, Status

#: set by ``--traceback``: print the full trace of a user policy's exception
_TRACEBACK = {"on": False}


def _parse_params(items: tuple[str, ...]) -> dict[str, str]:
    """``--param k=v`` pairs as raw strings; the registry parses each value against the
    option's declared type and range (``optsched list`` shows them)."""
    out: dict[str, str] = {}
    for item in items:
        if "=" not in item:
            raise E.InstanceError("--param", f"expected key=value, got {item!r}")
        k, v = item.split("=", 1)
        k = k.strip().replace("-", "_")
        if not k.isidentifier():
            raise E.InstanceError("--param", f"invalid parameter name {k!r}")
        if k in RESERVED_PARAMS:
            raise E.InstanceError(f"param.{k}", f"is not a model/algorithm parameter: use "
                                  f"{RESERVED_PARAMS[k]}")
        if k in out:
            raise E.InstanceError(f"param.{k}", "given twice")
        out[k] = v
    return out


def _objective_name(family: str) -> str:
    """What the family's objective measures (issue 22: a bare number next to metrics
    such as ``total_jct_from_submit_s`` does not say which it is)."""
    try:
        return get_family(family).objective_name
    except E.InstanceError:
        return "objective of an unknown family"


def _emit(res: Result, as_json: bool, out: str | None) -> None:
    if out:
        atomic_write_json(out, res.to_dict())
    if as_json:
        _echo(res.to_json())
        return
    _echo(f"{res.family}/{res.instance}  method={res.method}  status={res.status}")
    if res.objective is not None:
        _echo(f"  objective  {res.objective:.6g}  ({_objective_name(res.family)})")
    if res.bound is not None:
        gap = "–" if res.gap is None else f"{100 * res.gap:.4g}%"
        _echo(f"  bound      {res.bound:.6g}   gap {gap}")
    _echo(f"  runtime    {res.runtime_s:.3f} s (build {res.build_s:.3f} s)   "
               f"verified={'yes' if res.feasible else 'no'}")
    skip = {"solver_objective"}
    shown = {k: v for k, v in res.metrics.items() if k not in skip
             and isinstance(v, (int, float)) and not isinstance(v, bool)}
    for k, v in shown.items():
        _echo(f"  {k:<20} {v:.6g}")
    if res.message and res.status not in (Status.ERROR, Status.INTERRUPTED,
                                          Status.UNSCHEDULABLE):
        _echo(f"  note: {res.message}")  # (errors: said once, on stderr)
    if res.status_note:
        _echo(f"  status note: {res.status_note}")


def _status_exit(res: Result, file: str | None = None) -> int:
    where = f"{file}: " if file else ""
    if res.status is Status.INTERRUPTED:
        _echo(f"error: {res.message or 'interrupted'}", err=True)
        return 128 + int(res.metrics.get("signal", 2))
    if res.status is Status.UNSCHEDULABLE:
        _echo(f"error: {where}unschedulable: {res.message}", err=True)
        return 2
    if res.status is Status.ERROR:
        _echo(f"error: {where}{res.message or 'solver failed'}", err=True)
        rejected = res.schedule is not None or bool(res.metrics.get("verifier_rejected"))
        return 1 if rejected else 3
    return 0


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="optsched")
def cli() -> None:
    """optsched: exact optima, heuristics and honest gaps for GPU-cluster scheduling."""


@cli.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def list_cmd(as_json: bool) -> None:
    """Families, exact models, bound methods, algorithms (bundled and installed), the
    online-policy contract and generator presets, with every declared option."""
    from optsched.core.usercode import entry_point_family, entry_point_policies

    installed = {name: (entry_point_family(ep), ep.value)
                 for name, ep in entry_point_policies().items()}
    data: dict[str, dict[str, Any]] = {}
    for fam in all_families():
        sim = fam.online_simulator
        data[fam.name] = {
            "description": fam.description,
            "objective": fam.objective_name,
            "sense": fam.sense,
            "models": {k: {"solvers": list(m.solvers), "description": m.description,
                           "params": {p.name: p.describe() for p in m.params}}
                       for k, m in fam.models.items()},
            "default_models": fam.default_models,
            "auto": fam.auto_description or None,
            "bounds": {k: {"description": b.description, "default": k == fam.default_bound,
                           "params": {p.name: p.describe() for p in b.params}}
                       for k, b in fam.bounds.items()},
            "algorithms": {k: {"description": a.description,
                               "params": {p.name: p.describe() for p in a.params}}
                           for k, a in fam.algorithms.items()},
            "installed_algorithms": {n: {"entry_point": v} for n, (f, v) in installed.items()
                                     if f == fam.name},
            "online_policy": None if sim is None else {
                "description": sim.description, "view": _type_name(sim.view_type),
                "decision": _type_name(sim.decision_type),
                "params": {p.name: p.describe() for p in sim.params}},
            "presets": {k: {"description": fam.preset_descriptions.get(k, ""),
                            "params": {p.name: p.describe()
                                       for p in fam.preset_params.get(k, ())}}
                        for k in sorted(fam.presets)},
        }
    if as_json:
        click.echo(json.dumps(data))
        return
    for name, d in data.items():
        click.echo(f"{name}: {d['description']}")
        click.echo(f"  objective: {d['objective']} ({d['sense']}imise)")
        for k, m in d["models"].items():
            click.echo(f"  model {k:<16} solvers={','.join(m['solvers'])}  {m['description']}")
            _echo_params(m["params"])
        if d["auto"]:
            click.echo(f"  --solver auto: {d['auto']}")
        for k, b in d["bounds"].items():
            mark = " (default)" if b["default"] else ""
            click.echo(f"  bound {k:<16} {b['description']}{mark}")
            _echo_params(b["params"])
        for k, a in d["algorithms"].items():
            click.echo(f"  algo  {k:<16} {a['description']}")
            _echo_params(a["params"])
        for k, a in d["installed_algorithms"].items():
            click.echo(f"  algo  {k:<16} installed policy ({a['entry_point']})")
        if d["online_policy"]:
            o = d["online_policy"]
            click.echo(f"  online policies: decide({o['view']}) -> [{o['decision']}]  "
                       f"{o['description']}")
            _echo_params(o["params"])
        if d["presets"]:
            click.echo(f"  presets: {', '.join(d['presets'])}")
    orphans = sorted(n for n, (f, _v) in installed.items() if f not in data)
    for n in orphans:
        click.echo(f"installed policy {n}: declares no known family (use "
                   "@optsched.policy(family=...) or an entry-point name family/NAME)")


def _type_name(t: type) -> str:
    return f"{t.__module__}.{t.__qualname__}"


def _echo_params(params: dict[str, dict[str, Any]]) -> None:
    for pname, p in params.items():
        rng = ""
        if "choices" in p:
            rng = " {" + "|".join(p["choices"]) + "}"
        elif "min" in p or "max" in p:
            rng = f" [{p.get('min', '-inf')}, {p.get('max', 'inf')}]"
        click.echo(f"        --param {pname}=<{p['type']}>{rng} (default {p['default']})"
                   + (f"  {p['help']}" if p["help"] else ""))


class _TimeLimit(click.ParamType):
    """A finite number of seconds > 0 (``nan`` and ``inf`` refused)."""

    name = "seconds"

    def convert(self, value: Any, param: Any, ctx: Any) -> float:
        import math

        try:
            x = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(x) or x <= 0:
            self.fail(f"must be a finite number > 0, got {value!r}", param, ctx)
        return x


TIME_LIMIT = _TimeLimit()
SEED = click.IntRange(min=0, max=2**63 - 1)

_solver_help = ("highs | cpsat | pyomo:NAME (any solver Pyomo can drive, e.g. pyomo:gurobi) | auto "
                "(the family's strongest exact method for the instance) | a "
                "family's own kind, e.g. dp (hgsp lagdp); see `optsched list`")


@cli.command("solve")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--solver", default="highs", show_default=True, help=_solver_help)
@click.option("--model", default=None, help="Formulation (default: the family's for the "
              "solver); see `optsched list`.")
@click.option("--time-limit", type=TIME_LIMIT, default=60.0, show_default=True,
              help="Seconds (finite, > 0).")
@click.option("--threads", type=click.IntRange(min=1, max=max_threads()), default=None,
              help=f"Solver threads, 1..4 x cores = {max_threads()} (default: "
              "OPTSCHED_THREADS or all cores).")
@click.option("--param", "params", multiple=True, metavar="K=V", help="Model parameter.")
@click.option("--json", "as_json", is_flag=True, help="Print the Result as one JSON object.")
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Also write the Result JSON here (atomically).")
@click.option("--plot", type=click.Path(dir_okay=False), default=None,
              help="Write a Gantt chart PNG of the schedule (families that support it).")
def solve_cmd(file: str, solver: str, model: str | None, time_limit: float,
              threads: int | None, params: tuple[str, ...], as_json: bool, out: str | None,
              plot: str | None) -> None:
    """Solve FILE to proven optimality (or report incumbent, bound and gap)."""
    inst = load_instance(file)
    _check_plot(inst, plot)
    res = solve(inst, solver=solver, model=model, time_limit=time_limit, threads=threads,
                **_parse_params(params))
    _emit(res, as_json, out)
    _maybe_plot(inst, res, plot)
    sys.exit(_status_exit(res, file))


_ALGO_HELP = ("Algorithm: a name from `optsched list`, your own policy as "
              "path/to/file.py:NAME or package.module:NAME, or one an installed package "
              "announces (entry-point group optsched.algorithms).")
_TRACEBACK_HELP = "On a policy's exception, print its full traceback on stderr."


@cli.command("run")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--algo", required=True, help=_ALGO_HELP)
@click.option("--seed", type=SEED, default=0, show_default=True,
              help="Seed of every random choice of the algorithm.")
@click.option("--param", "params", multiple=True, metavar="K=V",
              help="Algorithm parameter (declared: see `optsched list`).")
@click.option("--time-limit", type=TIME_LIMIT, default=None,
              help="Seconds of wall time; past it the run stops with status interrupted.")
@click.option("--bound", "bound_method", is_flag=False, flag_value="default", default=None,
              metavar="[METHOD]", help="Also compute the family's certified bound "
              "(optionally naming the method) and report the gap to it.")
@click.option("--json", "as_json", is_flag=True, help="Print the Result as one JSON object.")
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Also write the Result JSON here (atomically).")
@click.option("--plot", type=click.Path(dir_okay=False), default=None,
              help="Write a Gantt chart (.png, .pdf or .svg) of the schedule (families "
              "that support it).")
@click.option("--traceback", "show_traceback", is_flag=True, help=_TRACEBACK_HELP)
def run_cmd(file: str, algo: str, seed: int, params: tuple[str, ...],
            time_limit: float | None, bound_method: str | None, as_json: bool,
            out: str | None, plot: str | None, show_traceback: bool) -> None:
    """Run a heuristic, online policy or your own scheduler on FILE.

    The schedule is verified and its objective recomputed, whoever produced it. Exit 0
    when verified, 1 when the verifier rejects it (the first violations are named), 2
    for bad input or a policy that raised, 130/143 when interrupted, 142 past
    --time-limit.
    """
    _TRACEBACK["on"] = show_traceback
    inst = load_instance(file)
    _check_plot(inst, plot)
    b: bool | str = False if bound_method is None else (
        True if bound_method == "default" else bound_method)
    res = run(inst, algo, seed=seed, time_limit=time_limit, bound=b,
              **_parse_params(params))
    _emit(res, as_json, out)
    _maybe_plot(inst, res, plot)
    sys.exit(_status_exit(res, file))


@cli.command("bound")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--method", default=None, help="Bound method (default: the family's); see "
              "`optsched list`.")
@click.option("--time-limit", type=TIME_LIMIT, default=60.0, show_default=True,
              help="Seconds; a method stopped by it returns the best valid bound so far.")
@click.option("--param", "params", multiple=True, metavar="K=V",
              help="Bound-method parameter (declared: see `optsched list`).")
@click.option("--json", "as_json", is_flag=True, help="Print the Result as one JSON object.")
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Also write the Result JSON here (atomically).")
def bound_cmd(file: str, method: str | None, time_limit: float, params: tuple[str, ...],
              as_json: bool, out: str | None) -> None:
    """A certified bound on FILE's optimal objective, at any instance size.

    A lower bound on every feasible schedule's objective (an upper bound for a family
    that maximises); the validity argument of each method is in models/. Status
    `bound`, no schedule.
    """
    inst = load_instance(file)
    res = bound(inst, method=method, time_limit=time_limit, **_parse_params(params))
    _emit(res, as_json, out)
    sys.exit(_status_exit(res, file))


PLOT_FORMATS = (".png", ".pdf", ".svg")


def _check_plot(inst: Any, plot: str | None) -> None:
    """Refuse ``--plot`` before any work if the family cannot draw one or the suffix
    names no format we write."""
    if plot:
        suffix = Path(plot).suffix.lower()
        if suffix not in PLOT_FORMATS:
            raise E.InstanceError("--plot", f"the file suffix must be one of "
                                  f"{', '.join(PLOT_FORMATS)}, got {plot!r}")
        fam = family_of(inst)
        if fam.plot is None:
            raise E.InstanceError("--plot", f"family {fam.name} has no Gantt chart")


def _maybe_plot(inst: Any, res: Result, plot: str | None) -> None:
    if not plot or res.schedule is None:
        return  # nothing to draw (the status says why)
    plotter = family_of(inst).plot
    assert plotter is not None  # _check_plot refused --plot before any work otherwise
    plotter(inst, res.schedule, plot, title=f"{res.instance} - {res.method}")
    click.echo(f"wrote {plot}", err=True)


@cli.command("verify")
@click.argument("file", type=click.Path(dir_okay=False))
@click.argument("solution", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True,
              help="Print the verdict as one JSON object (a Result).")
def verify_cmd(file: str, solution: str, as_json: bool) -> None:
    """Check SOLUTION (a Result JSON or a bare schedule) against FILE; recompute metrics.

    Exit 0 if feasible (and, for a Result, its family, instance, objective, bound and
    status claims hold), 1 if the schedule violates a constraint or the Result's claims
    are contradicted (the message says which), 2 if SOLUTION cannot be read.
    """
    inst = load_instance(file)
    res = verify_solution(inst, read_json(solution))
    contradicted = res.feasible and bool(res.status_note)
    if as_json:
        click.echo(res.to_json())
        if not res.feasible or contradicted:
            click.echo(f"error: {solution}: {res.message}", err=True)
    elif not res.feasible:
        click.echo("infeasible")
    elif contradicted:
        click.echo(f"feasible; objective {res.objective:.6g}; the Result's claims are "
                   "contradicted")
    else:
        click.echo(f"feasible; objective {res.objective:.6g}")
    if not res.feasible or contradicted:  # the reason, once, on stderr
        click.echo(f"error: {solution}: {res.message}", err=True)
        sys.exit(1)
    sys.exit(0)


class _GenerateCommand(click.Command):
    """``generate --help`` lists every family's presets (read from the registry)."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = []
        for fam in all_families():
            rows.append((fam.name, ", ".join(sorted(fam.presets)) or "(none)"))
        with formatter.section("Families and their presets"):
            formatter.write_dl(rows)
        formatter.write_paragraph()
        formatter.write_text("Each preset's options (--param) with types, ranges and help: "
                             "`optsched list` (or `optsched list --json`).")


@cli.command("generate", cls=_GenerateCommand)
@click.argument("family")
@click.option("--preset", required=True, help="Generator preset of FAMILY (listed below).")
@click.option("--seed", type=SEED, required=True,
              help="Seed of every random draw (same seed, same instance).")
@click.option("-o", "--output", type=click.Path(dir_okay=False), required=True,
              help="Instance file to write (JSON, atomically).")
@click.option("--param", "params", multiple=True, metavar="K=V",
              help="Generator option (e.g. n_tasks=12); see `optsched list`.")
def generate_cmd(family: str, preset: str, seed: int, output: str,
                 params: tuple[str, ...]) -> None:
    """Write a random instance of FAMILY from generator PRESET with SEED."""
    inst = generate(family, preset, seed, **_parse_params(params))
    atomic_write_json(output, inst.to_dict())
    click.echo(f"wrote {output} ({family}/{preset}, seed {seed})", err=True)


@cli.command("bench")
@click.argument("config", type=click.Path(dir_okay=False))
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True,
              help="Output folder: results.csv (one row per cell, appended as cells "
              "finish), report.md and tables, plots.")
@click.option("--jobs", type=click.IntRange(min=1, max=max_threads()), default=1,
              show_default=True, help="Parallel worker processes (1..4 x cores).")
@click.option("--dask", "dask_address", default=None, metavar="ADDRESS",
              help="Run cells on a Dask distributed scheduler, e.g. tcp://host:8786.")
@click.option("--resume", is_flag=True, help="Skip cells already in DIR/results.csv.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
def bench_cmd(config: str, out_dir: str, jobs: int, dask_address: str | None, resume: bool,
              quiet: bool) -> None:
    """Run the benchmark grid of CONFIG and write results, tables and plots to DIR.

    CONFIG is a TOML file (schema: optsched/bench/config.py) or the name of a bundled
    config, e.g. `optsched bench hgsp_gap --out DIR` (an unknown name lists the bundled
    ones). The last line names the report.
    """
    from optsched.bench.runner import run_bench
    from optsched.core.bundled import bench_configs, resolve_bench_config

    path = resolve_bench_config(config)
    if not path.exists():
        raise E.InstanceError("CONFIG", f"no file {config!r} and no bundled config of that "
                              f"name (bundled: {', '.join(bench_configs()) or 'none'})")
    run_bench(path, out_dir, jobs=jobs, dask_address=dask_address, resume=resume,
              progress=not quiet)


@cli.command("report")
@click.argument("out_dir", type=click.Path(file_okay=False))
def report_cmd(out_dir: str) -> None:
    """Regenerate tables (and plots) from DIR/results.csv without re-running."""
    from optsched.bench.report import write_reports
    from optsched.bench.store import ResultStore

    store = ResultStore(out_dir)
    if not store.path.exists():
        raise E.InstanceError(out_dir, "no results.csv here (run `optsched bench` first)")
    if not store.rows(check_values=True):  # the whole store checked (exit 2 if not ours)
        raise E.InstanceError(str(store.path), "no result rows (nothing to report)")
    paths = write_reports(Path(out_dir))
    for p in paths:
        click.echo(f"wrote {p}", err=True)


@cli.command("export")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--model", required=True, help="A Pyomo model of the family (see `list`).")
@click.option("--format", "fmt", type=click.Choice(["mps", "lp"]), default="mps",
              show_default=True, help="File format (MPS or CPLEX LP).")
@click.option("-o", "--output", type=click.Path(dir_okay=False), required=True,
              help="File to write (atomically).")
@click.option("--param", "params", multiple=True, metavar="K=V", help="Model parameter.")
def export_cmd(file: str, model: str, fmt: str, output: str, params: tuple[str, ...]) -> None:
    """Write the Pyomo MODEL of FILE as MPS or LP, for any other MILP solver."""
    from optsched.core.export import export_model

    inst = load_instance(file)
    path = export_model(inst, model, fmt, output, **_parse_params(params))
    click.echo(f"wrote {path}", err=True)


@cli.command("demo")
@click.option("--time-limit", type=TIME_LIMIT, default=60.0, show_default=True,
              help="Seconds per exact solve (model building included).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="optsched-demo",
              show_default=True, help="Folder for results.csv, report.md, tables and "
              "plots (kept after the command; a previous demo's results are replaced).")
def demo_cmd(time_limit: float, out_dir: str) -> None:
    """Main job: prove the bundled hgsp optima with four exact methods, run the
    heuristics, verify every schedule and print the gap table; the last line names the
    report."""
    from optsched.bench.demo import run_demo

    run_demo(time_limit=time_limit, out=out_dir)


@cli.command("examples")
@click.option("--copy", "dest", type=click.Path(file_okay=False), default=None,
              help="Copy the example policies (and their README) into this folder.")
def examples_cmd(dest: str | None) -> None:
    """The example policies shipped with optsched: where they are, what each does.

    Run one with `optsched run INSTANCE --algo PATH/FILE.py:policy`; --copy DIR gives
    you editable copies, the README and vs_optimum.toml (a bench config putting a
    policy beside ours and the proven optimum); existing files are never overwritten.
    """
    import shutil

    from optsched.core.bundled import examples_dir

    folder = examples_dir()
    files = sorted(folder.glob("*.py")) if folder.is_dir() else []
    if not files:
        raise E.InstanceError("examples", f"no example policies in {folder} (broken install)")
    if dest is None:
        click.echo(f"{folder}")
        for f in files:
            doc = ast.get_docstring(ast.parse(f.read_text())) or ""
            click.echo(f"  {f.name:<42} {doc.splitlines()[0] if doc else ''}")
        click.echo(f"run one: optsched run hgsp/tiny-s1 --algo {folder / 'hgsp_edd.py'}:policy",
                   err=True)
        return
    out = Path(dest)
    todo = [*files, *sorted(folder.glob("*.toml")), folder / "README.md"]
    clash = [out / f.name for f in todo if (out / f.name).exists()]
    if clash:
        raise E.InstanceError("--copy", f"{clash[0]} exists (nothing copied; choose an empty "
                              "folder)")
    out.mkdir(parents=True, exist_ok=True)
    for f in todo:
        shutil.copyfile(f, out / f.name)
    click.echo(f"copied {len(todo)} files to {out}", err=True)


@cli.command("import-trace")
@click.argument("trace", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("-o", "--output", type=click.Path(dir_okay=False), required=True,
              help="asrpt-online instance file to write (JSON, atomically).")
@click.option("--servers", type=click.IntRange(min=1), required=True,
              help="Servers of the target cluster.")
@click.option("--gpus-per-server", type=click.IntRange(min=1), required=True,
              help="GPUs per server of the target cluster.")
@click.option("--seed", type=SEED, default=0, show_default=True,
              help="Seed of the sampled window and of the models drawn per job group.")
@click.option("--jobs", type=click.IntRange(min=1), default=None,
              help="Jobs to schedule: consecutive ones from a seeded random start in the "
              "part after the history (default: all of it); more than it holds = an "
              "explicit tiling resample, stated in the instance.")
@click.option("--train-fraction", type=click.FloatRange(0.0, 1.0, max_open=True),
              default=0.8, show_default=True,
              help="Leading share of the trace (by submit time) kept as HISTORY for the "
              "iteration predictors and not scheduled; 0 schedules every job (the "
              "predictors then fall back to their unseen-group default).")
@click.option("--skip-bad-rows", is_flag=True,
              help="Drop malformed rows (counted per reason) instead of stopping at the "
              "first with exit 2.")
@click.option("--format", "fmt", type=click.Choice(["csv", "pai", "itp"]), default="csv",
              show_default=True, help="csv: the columns below; pai / itp: the bundled "
              "loaders' cleaning of the Alibaba PAI 2020 / Microsoft ITP files ('-' = the "
              "bundled slice).")
@click.option("--nic-gbps", type=click.FloatRange(min=0.0, min_open=True), default=10.0,
              show_default=True, help="NIC bandwidth as the paper prints it (the "
              "calibrated reading, models/asrpt-online.md).")
def import_trace_cmd(trace: str, output: str, servers: int, gpus_per_server: int,
                     seed: int, jobs: int | None, train_fraction: float,
                     skip_bad_rows: bool, fmt: str, nic_gbps: float) -> None:
    """Turn a GPU-cluster job trace into an asrpt-online instance.

    \b
    TRACE is a CSV file (optionally .gz) with a header naming the columns, any order:
      job_id       required  unique, non-empty
      submit_time  required  seconds (re-based so that the first job is at 0)
      duration     required  seconds > 0 (run time in the trace)
      num_gpu      required  whole number >= 1, at most servers x gpus-per-server
      user         optional  predictor feature
      group        optional  recurrent-job group (the rf / mean / median predictors)

    By default the first 80 % of the jobs (--train-fraction) are history for the
    predictors and only the rest is scheduled: a 10-row CSV gives 2 jobs. A bad row
    stops the import with exit 2 naming its CSV line and column.
    """
    from optsched.asrpt.online.trace import import_trace

    import_trace(trace, output, servers=servers, gpus_per_server=gpus_per_server,
                 seed=seed, jobs=jobs, train_fraction=train_fraction,
                 skip_bad_rows=skip_bad_rows, fmt=fmt, nic_gbps=nic_gbps)


def _echo(text: str, err: bool = False) -> None:
    """``click.echo``, or straight to the original file descriptors when a solver thread
    abandoned after a signal may still hold Pyomo's capture of stdout/stderr."""
    if interrupt.solver_threads_alive():
        interrupt.write_original(text + "\n", err)
    else:
        click.echo(text, err=err)


def _run(argv: list[str] | None) -> int:
    try:
        cli.main(args=argv, prog_name="optsched", standalone_mode=False)
        return 0
    except SystemExit as exc:
        code = exc.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    except interrupt.Interrupted as exc:
        _echo(f"error: {exc}", err=True)
        return exc.exit_code
    except click.exceptions.Abort as exc:
        interrupted = isinstance(exc.__context__, KeyboardInterrupt)
        _echo("error: interrupted" if interrupted else "error: aborted", err=True)
        return 130 if interrupted else 1
    except click.ClickException as exc:  # usage errors: one line, exit 2
        msg = " ".join(exc.format_message().split())
        ctx = getattr(exc, "ctx", None)
        where = f"{ctx.command_path}: " if ctx is not None else ""
        _echo(f"error: {where}{msg}", err=True)
        return exc.exit_code
    except E.OptschedError as exc:
        if os.environ.get("OPTSCHED_DEBUG"):
            traceback.print_exc()
        elif _TRACEBACK["on"] and exc.__cause__ is not None:
            traceback.print_exception(exc.__cause__)
        _echo(f"error: {' '.join(str(exc).split())}", err=True)
        return exc.exit_code
    except KeyboardInterrupt:
        _echo("error: interrupted", err=True)
        return 130
    except Exception as exc:  # noqa: BLE001 - the contract: one line, exit 1
        if os.environ.get("OPTSCHED_DEBUG"):
            traceback.print_exc()
        _echo(f"error: {type(exc).__name__}: {' '.join(str(exc).split())}", err=True)
        return 1


def main(argv: list[str] | None = None) -> None:
    """Console entry point with the exit-code contract (always raises SystemExit)."""
    interrupt.install()
    code = _run(argv)
    if interrupt.solver_threads_alive():
        # a solver that ignored its stop request for GRACE_S is still running in a helper
        # thread: tearing the interpreter down under it can abort (exit 134) or hang
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001 - leaving anyway
                pass
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":  # pragma: no cover
    main()
