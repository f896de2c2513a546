"""``optsched demo``: the main job, end to end on the bundled hgsp instances.

Solves each bundled ``instances/hgsp/*.json`` to proven optimality with four exact
methods (big-M and time-indexed MILPs on HiGHS, CP-SAT, the Lagrangian DP ``lagdp``)
that must agree, runs FIFO,
Greedy-EFT and SAGreedy, verifies every schedule, checks each optimum against
``instances/index.json`` and prints the gap table.
"""

from __future__ import annotations

import sys
import tempfile

import click

from optsched.core.bundled import data_root, index_path
from optsched.core.io import read_json

from .config import parse_config
from .report import load_results, markdown_instance_table, markdown_summary, references
from .runner import run_bench

REPO = data_root()


def demo_config(time_limit: float) -> dict:
    return {
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
        ],
    }


def run_demo(time_limit: float = 60.0) -> None:
    cfg = parse_config(demo_config(time_limit), REPO / "demo.toml")
    click.echo(f"optsched demo: {len(cfg.instances)} bundled hgsp instances × "
               f"{len(cfg.methods)} methods", err=True)
    with tempfile.TemporaryDirectory() as tmp:
        run_bench(cfg, tmp, jobs=1, progress=True, write_report=False, fail_on_error=False)
        df = load_results(tmp)
    bad = df[(~df["feasible"]) | (df["status"] == "error")]
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
    click.echo("\nWeighted tardiness (eq. 1): proven optimum vs heuristics\n")
    click.echo(markdown_instance_table(df))
    click.echo(markdown_summary(df))
    click.echo(f"verified schedules: {int(df['feasible'].sum())}/{len(df)}; "
               f"optima matching instances/index.json: {matching}/{len(refs)}")
    for p in problems + [f"{r.instance}/{r.method}: {r.message}" for r in bad.itertuples()]:
        click.echo(f"PROBLEM: {p}", err=True)
    if problems or len(bad):
        sys.exit(1)
