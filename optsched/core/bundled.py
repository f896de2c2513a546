"""Where the bundled data lives: instances, ``instances/index.json``.

The instances ship inside the package (``optsched/instances``, package data), so an
installed wheel finds them from any directory; the repository keeps a top-level
``instances`` link to the same folder. Index entries name files as
``instances/<family>/<name>.json`` relative to :func:`data_root`.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1]


def data_root() -> Path:
    """The folder that holds ``instances/`` (the package, else the source checkout)."""
    if (PACKAGE_DIR / "instances").is_dir():
        return PACKAGE_DIR
    return PACKAGE_DIR.parent


def instances_dir() -> Path:
    """Folder of the bundled instances."""
    return data_root() / "instances"


def index_path() -> Path:
    """``instances/index.json``: optimum or bounds of every bundled instance."""
    return instances_dir() / "index.json"
