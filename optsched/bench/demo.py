"""``optsched demo``: the main job, end to end on the bundled hgsp instances.

Solves each bundled ``instances/hgsp/*.json`` to proven optimality with four exact
methods (big-M and time-indexed MILPs on HiGHS, CP-SAT, the Lagrangian DP ``lagdp``)
that must agree, runs FIFO, Greedy-EFT, SAGreedy and a user-style policy loaded from a
file (``examples/hgsp_edd.py``: what ``--algo your_file.py:NAME`` does), computes the
certified lower bound, verifies every schedule, checks each optimum against
``instances/index.json`` and prints the gap table.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from optsched.core.bundled import data_root, index_path
from optsched.core.errors import InstanceError
from optsched.core.io import read_json

from .config import parse_config
from .report import load_results, markdown_instance_table, markdown_summary, references
from .runner import run_bench

REPO = data_root()


def demo_config(time_limit: float) -> dict:
    """The demo grid: four exact methods, the paper's heuristics, a user-style policy
    loaded from ``examples/hgsp_edd.py`` (the front door: your own scheduler, judged
    alike) and, when the family has one, the certified bound."""
    from optsched.core.bundled import examples_dir
    from optsched.core.discovery import get_family

    cfg: dict = {
        "bench": {"name": "demo", "time_limit": time_limit},
        "instances": {"files": ["instances/hgsp/*.json"]},
        "methods": [
            {"name": "bigm-highs", "solver": "highs", "model": "bigm"},
            {"name": "timeindexed-highs", "solver": "highs", "model": "timeindexed"},
            {"name": "cpsat", "solver": "cpsat", "model": "cpsat"},
            {"name": "lagdp", "solver": "dp", "model": "lagdp"},
            {"name": "fifo", "algo": "fifo"},
            {"name": "greedy", "algo": "greedy"},
            {"name": "sagreedy", "algo": "sagreedy"},
            {"name": "yours: examples/hgsp_edd.py",
             "algo": f"{examples_dir() / 'hgsp_edd.py'}:policy"},
        ],
    }
    if get_family("hgsp").bounds:
        cfg["methods"].append({"name": "bound", "bound": "default"})
    return cfg


#: where ``optsched demo`` keeps its results when ``--out`` is not given (in the
#: working directory, so the printed paths stay valid after the command ends)
DEFAULT_OUT = "optsched-demo"


def _prepare_out(out: Path) -> None:
    """A fresh demo store in ``out``: a previous demo's results are replaced; a folder
    holding anything else's results is refused (exit 2), never overwritten."""
    from .store import ResultStore

    store = ResultStore(out)
    if not store.exists():
        return
    benches = {r.get("bench") for r in store.rows()}
    if benches - {"demo"}:
        raise InstanceError("--out", f"{out} holds results of another benchmark "
                            f"({', '.join(sorted(b for b in benches if b))}); choose "
                            "another folder")
    store.path.unlink()


def run_demo(time_limit: float = 60.0, out: str | Path = DEFAULT_OUT) -> None:
    """Run the demo grid, keep its results and reports in ``out``, print the gap table.

    Exit status 1 when a schedule fails verification, an optimum is not proven, the
    exact methods disagree, or an optimum differs from ``instances/index.json``.
    """
    out = Path(out)
    cfg = parse_config(demo_config(time_limit), REPO / "demo.toml")
    click.echo(f"optsched demo: {len(cfg.instances)} bundled hgsp instances × "
               f"{len(cfg.methods)} methods -> {out}/", err=True)
    _prepare_out(out)
    run_bench(cfg, out, jobs=1, progress=True, write_report=True, fail_on_error=False,
              announce=False)
    df = load_results(out)
    schedules = df[df["kind"] != "bound"]
    bad = df[((df["kind"] != "bound") & ~df["feasible"]) | (df["status"] == "error")]
    refs = references(df)
    index = {e["path"]: e for e in read_json(index_path())["instances"]}
    problems = []
    exact = df[df["kind"] == "exact"]
    matching = 0
    for inst, r in refs.iterrows():
        if r["note"]:
            problems.append(f"{inst}: {r['note']}")
        unproven = exact[(exact["instance"] == inst) & (exact["status"] != "optimal")]
        for m in unproven["method"]:
            problems.append(f"{inst}: {m} did not prove optimality within {time_limit:g} s")
        known = index.get(inst, {}).get("optimum")
        if known is None:
            problems.append(f"{inst}: no optimum recorded in instances/index.json")
        elif r["ref_kind"] != "optimum":
            problems.append(f"{inst}: no proven optimum within {time_limit:g} s")
        elif abs(known - r["ref"]) > 1e-6 * max(1.0, abs(known)):
            problems.append(f"{inst}: optimum {r['ref']:g} != index.json {known:g}")
        else:
            matching += 1
        for b in df[(df["instance"] == inst) & (df["kind"] == "bound")].itertuples():
            if b.bound is not None and b.bound == b.bound and r["ref_kind"] == "optimum" \
                    and b.bound > r["ref"] * (1 + 1e-9) + 1e-9:
                problems.append(f"{inst}: bound {b.method} = {b.bound:g} exceeds the "
                                f"proven optimum {r['ref']:g}")
    click.echo("\nWeighted tardiness (eq. 1): proven optimum vs heuristics\n")
    click.echo(markdown_instance_table(df))
    click.echo(markdown_summary(df))
    click.echo(f"verified schedules: {int(schedules['feasible'].sum())}/{len(schedules)}; "
               f"optima matching instances/index.json: {matching}/{len(refs)}")
    for p in problems + [f"{r.instance}/{r.method}: {r.message}" for r in bad.itertuples()]:
        click.echo(f"PROBLEM: {p}", err=True)
    click.echo(f"report: {out / 'report.md'} (results: {out / 'results.csv'})", err=True)
    if problems or len(bad):
        sys.exit(1)
