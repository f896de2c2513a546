"""The package's module-level import graph: no cycles, ``core`` imports no family, no
family imports another (issue 11), nested families held to the same rules (issue 23).

A *family package* is a folder holding a ``family.py``; a module belongs to the deepest
family package containing it, so ``optsched.hgsp.llm`` (hgsp-llm) and
``optsched.asrpt.online`` (asrpt-online) are families in their own right. A nested family
may use its parent's *substrate* — modules that do not (transitively) import the parent's
``family`` module, i.e. data models and kernels of the same paper — and nothing else of
another family; a parent never imports its nested families. Imports inside functions are
not module-level (they are reserved for optional or slow dependencies) and
``if TYPE_CHECKING:`` blocks are ignored."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

import optsched

ROOT = Path(optsched.__file__).resolve().parent
#: top-level subpackages that are not families
INFRA = {"core", "bench", "cli", "__init__", "__main__", "instances"}


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {module_name(p): p for p in ROOT.rglob("*.py")}


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def _top_level_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    out: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.stmt] = list(tree.body)
    while todo:
        node = todo.pop(0)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.append(node)
        elif isinstance(node, ast.If) and not _is_type_checking(node):
            todo.extend(node.body + node.orelse)
        elif isinstance(node, ast.Try):
            todo.extend(node.body + node.orelse + node.finalbody)
            for h in node.handlers:
                todo.extend(h.body)
    return out


def import_graph() -> nx.DiGraph:
    mods = _modules()
    g = nx.DiGraph()
    g.add_nodes_from(mods)
    for name, path in mods.items():
        is_pkg = path.name == "__init__.py"
        package = name if is_pkg else name.rpartition(".")[0]
        for node in _top_level_imports(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[: len(anchor) - (node.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                for a in node.names:
                    sub = f"{base}.{a.name}"
                    targets.append(sub if sub in mods else base)
            for t in targets:
                if t in mods and t != name:
                    g.add_edge(name, t)
    return g


def test_graph_is_not_trivial() -> None:
    g = import_graph()
    assert g.has_edge("optsched.hgsp.family", "optsched.hgsp.instance")
    assert g.number_of_edges() > 100


def test_no_import_cycles() -> None:
    cycles = [c for c in nx.simple_cycles(import_graph()) if len(c) > 1]
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c + c[:1])
                                                     for c in cycles[:10])


def family_packages() -> list[str]:
    return sorted(module_name(p.parent / "__init__.py") for p in ROOT.rglob("family.py")
                  if p.parent.name != "core")


def owner(mod: str, packages: list[str]) -> str | None:
    """The deepest family package holding ``mod`` (None for core and infrastructure)."""
    hits = [f for f in packages if mod == f or mod.startswith(f + ".")]
    return max(hits, key=len) if hits else None


def test_every_registered_family_lives_in_a_family_package() -> None:
    from importlib.metadata import entry_points

    packages = family_packages()
    eps = entry_points(group="optsched.families")
    assert {ep.name for ep in eps} >= {"hgsp", "hgsp-llm", "asrpt-online", "psrar-maxweight"}
    for ep in eps:
        module = ep.value.partition(":")[0]
        assert module.rpartition(".")[0] in packages, (ep.name, module)
        assert owner(module, packages) == module.rpartition(".")[0], (ep.name, module)


def cross_family_imports(g: nx.DiGraph, packages: list[str]) -> list[str]:
    registration = {f: nx.ancestors(g, f"{f}.family") | {f"{f}.family"} for f in packages
                    if f"{f}.family" in g}
    bad = []
    for a, b in g.edges:
        oa, ob = owner(a, packages), owner(b, packages)
        if oa is None or ob is None or oa == ob:
            continue
        if oa.startswith(ob + ".") and b not in registration.get(ob, set()):
            continue  # a nested family on its parent's substrate
        bad.append(f"{a} ({oa}) -> {b} ({ob})")
    return bad


def test_nested_families_use_only_their_parents_substrate() -> None:
    packages = family_packages()
    assert {"optsched.hgsp.llm", "optsched.asrpt.online"} <= set(packages)
    bad = cross_family_imports(import_graph(), packages)
    assert not bad, "imports across families: " + ", ".join(bad)


def test_the_rule_catches_each_kind_of_violation() -> None:
    pk = ["x.a", "x.a.n", "x.b"]
    g = nx.DiGraph([("x.a.family", "x.a.kernel"), ("x.a.solver", "x.a.family"),
                    ("x.a.n.family", "x.a.kernel")])  # legal: substrate
    assert cross_family_imports(g, pk) == []
    for edge in [("x.a.n.sim", "x.a.solver"),   # parent's registration closure
                 ("x.a.kernel", "x.a.n.sim"),   # parent imports its nested family
                 ("x.a.n.sim", "x.b.kernel")]:  # another family
        assert cross_family_imports(nx.DiGraph(list(g.edges) + [edge]), pk), edge


def _top(mod: str) -> str:
    parts = mod.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def test_core_imports_no_family_and_families_not_each_other() -> None:
    bad = []
    for a, b in import_graph().edges:
        ta, tb = _top(a), _top(b)
        if ta == tb or tb in INFRA:
            continue
        if ta == "core" or ta not in INFRA:
            bad.append(f"{a} -> {b}")
    assert not bad, "forbidden imports: " + ", ".join(bad)
