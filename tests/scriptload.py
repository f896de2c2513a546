"""Load a benchmark script or an example file as a module (they are not packages)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_file(path: Path, name: str | None = None) -> ModuleType:
    """Execute the Python file ``path`` as a fresh module named ``name`` (its stem).

    The module is entered in ``sys.modules`` before it runs, as an import would do:
    dataclasses with string annotations look their module up there."""
    name = name or path.stem
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod
