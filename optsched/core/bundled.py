"""Where the bundled data lives: instances, ``instances/index.json``.

The instances ship inside the package (``optsched/instances``, package data), so an
installed wheel finds them from any directory; in the repository ``optsched/instances``
is a link to the top-level ``instances`` folder. Index entries name files as
``instances/<family>/<name>.json`` relative to :func:`data_root`.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1]


def data_root() -> Path:
    """The folder that holds ``instances/`` (the package, else the source checkout)."""
    inside = PACKAGE_DIR / "instances"
    if inside.is_dir():
        return inside.resolve().parent  # the checkout when it is the repository's link
    return PACKAGE_DIR.parent


def instances_dir() -> Path:
    """Folder of the bundled instances."""
    return data_root() / "instances"


def index_path() -> Path:
    """``instances/index.json``: optimum or bounds of every bundled instance."""
    return instances_dir() / "index.json"


def benchmarks_dir() -> Path:
    """Folder of the bundled benchmark configs (``benchmarks/*.toml``)."""
    return data_root() / "benchmarks"


def bench_configs() -> list[str]:
    """Names of the bundled benchmark configs (``hgsp_gap``, ``llm_gap`` …)."""
    d = benchmarks_dir()
    return sorted(p.stem for p in d.glob("*.toml")) if d.is_dir() else []


def resolve_bench_config(config: str | Path) -> Path:
    """``config`` if it is a file, else the bundled config of that name
    (``hgsp_gap`` or ``hgsp_gap.toml``), else ``config`` unchanged (the reader then
    names the missing file)."""
    p = Path(config)
    if p.exists():
        return p
    name = p.name.removesuffix(".toml")
    cand = benchmarks_dir() / f"{name}.toml"
    if str(p.parent) in ("", ".") and cand.is_file():
        return cand
    return p


def examples_dir() -> Path:
    """Folder of the example policies (``examples/``: one short policy per family)."""
    return (PACKAGE_DIR / "examples").resolve()
