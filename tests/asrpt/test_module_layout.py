"""Issue 11: the placement modules import without cycles and keep every name other code
imports from its old home (``optsched.asrpt`` and the module it used to live in)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import optsched.asrpt as asrpt

ROOT = Path(__file__).resolve().parents[2]

# name -> modules it must be importable from (the online scheduler and profiles use these)
KEPT = {
    "Job": ("job",), "Stage": ("job",), "Cluster": ("job",),
    "iteration_time": ("itertime", "timemodel"), "alpha_max": ("itertime", "timemodel"),
    "alpha_min_estimate": ("itertime",), "TimeModel": ("itertime", "timemodel"),
    "heavy_edge": ("heavy_edge",), "Placement": ("heavy_edge", "placement"),
    "assignment_from_counts": ("heavy_edge", "placement"), "job_graph": ("graph",),
    "profile_job": ("profiles",), "optimal_placement": ("exact_placement",),
}


@pytest.mark.parametrize("name", sorted(KEPT))
def test_public_names_keep_their_homes(name):
    obj = getattr(asrpt, name)
    for mod in KEPT[name]:
        module = __import__(f"optsched.asrpt.{mod}", fromlist=[name])
        assert getattr(module, name) is obj


def test_signatures_used_by_other_modules_are_unchanged():
    params = inspect.signature(asrpt.heavy_edge).parameters
    assert list(params) == ["job", "free_gpus", "cluster", "seed", "degree"]
    assert list(inspect.signature(asrpt.alpha_min_estimate).parameters) == [
        "job", "cluster", "seed"]
    assert list(inspect.signature(asrpt.optimal_placement).parameters) == [
        "job", "free_gpus", "cluster", "solver", "time_limit", "threads", "symmetry"]


def _sibling_imports(path: Path) -> tuple[set[str], set[str]]:
    """Sibling modules imported at module level / inside functions."""
    tree = ast.parse(path.read_text())
    top: set[str] = set()
    inner: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            sib = node.module.split(".")[0]
            (top if node in tree.body else inner).add(sib)
    return top, inner


def test_import_graph_is_acyclic_with_no_inner_sibling_imports():
    pkg = ROOT / "optsched" / "asrpt"
    mine = [p for p in pkg.glob("*.py") if p.stem not in ("__init__", "profiles")]
    graph = {}
    for p in mine:
        top, inner = _sibling_imports(p)
        assert not inner, f"{p.name} imports {inner} inside a function"
        graph[p.stem] = top
    state: dict[str, int] = {}

    def visit(n: str, trail: tuple[str, ...]) -> None:
        if state.get(n) == 2:
            return
        assert state.get(n) != 1, f"import cycle: {' -> '.join(trail + (n,))}"
        state[n] = 1
        for m in graph.get(n, ()):
            visit(m, trail + (n,))
        state[n] = 2

    for n in graph:
        visit(n, ())
    assert "heavy_edge" in graph["itertime"] and "itertime" not in graph["heavy_edge"]
