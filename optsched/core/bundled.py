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
