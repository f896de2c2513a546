"""Which families exist: declared in this process, or announced by installed packages.

Families are discovered through the ``optsched.families`` entry-point group (nothing is
imported until a family is used). Without installed metadata (a source tree on
``PYTHONPATH``) the ``family.py`` modules of the ``optsched`` package are found on disk.
"""

from __future__ import annotations

import importlib
from importlib import metadata
from pathlib import Path
from typing import Any

from .errors import InstanceError, OptschedError
from .family import Family
from .protocols import Instance

#: entry-point group through which packages (ours and users') provide families
ENTRY_POINT_GROUP = "optsched.families"

_FAMILIES: dict[str, Family[Any, Any]] = {}
_DISCOVERED = False
_ENTRY_POINTS: dict[str, metadata.EntryPoint] = {}


def register(family: Family[Any, Any]) -> Family[Any, Any]:
    """Declare a family in this process (scripts, notebooks, tests). Packages use the
    ``optsched.families`` entry point instead."""
    _FAMILIES[family.name] = family
    return family


def _own_family_modules() -> list[str]:
    """Dotted names of every ``family.py`` of the optsched package, nested ones included
    (``optsched.hgsp.llm.family``)."""
    root = Path(__file__).resolve().parent.parent
    out = []
    for path in sorted(root.rglob("family.py")):
        rel = path.relative_to(root.parent).with_suffix("")
        if "core" in rel.parts:
            continue
        out.append(".".join(rel.parts))
    return out


def _discover() -> None:
    """Read the entry points once (cheap: nothing is imported until a family is used)."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    eps = list(metadata.entry_points(group=ENTRY_POINT_GROUP))
    own = [ep for ep in eps if ep.value.startswith("optsched.")]
    for ep in eps:
        _ENTRY_POINTS.setdefault(ep.name, ep)
    if not own:
        for name in _own_family_modules():
            module = importlib.import_module(name)
            for value in vars(module).values():
                if isinstance(value, Family):
                    _FAMILIES.setdefault(value.name, value)


def _load_entry_point(name: str) -> Family[Any, Any]:
    ep = _ENTRY_POINTS[name]
    obj = ep.load()
    if not isinstance(obj, Family):
        raise OptschedError(f"entry point {ep.name} = {ep.value} is not an optsched Family")
    if obj.name != name:
        raise OptschedError(f"entry point {ep.name} names family {obj.name!r}")
    _FAMILIES[name] = obj
    return obj


def family_names() -> list[str]:
    """Names of every family available (registered or announced by an entry point)."""
    _discover()
    return sorted(set(_FAMILIES) | set(_ENTRY_POINTS))


def get_family(name: str) -> Family[Any, Any]:
    """The family ``name``; imports its package on first use."""
    if name in _FAMILIES:
        return _FAMILIES[name]
    _discover()
    if name in _FAMILIES:
        return _FAMILIES[name]
    if name in _ENTRY_POINTS:
        return _load_entry_point(name)
    known = ", ".join(family_names())
    raise InstanceError("family", f"unknown family {name!r} (known: {known})")


def all_families() -> list[Family[Any, Any]]:
    """Every available family, sorted by name (a family whose package fails to import
    because an optional dependency is missing is skipped)."""
    out = []
    for name in family_names():
        try:
            out.append(get_family(name))
        except ModuleNotFoundError as exc:
            ep = _ENTRY_POINTS.get(name)
            if ep is not None and exc.name is not None and not ep.value.startswith(exc.name):
                continue  # that family needs a package this installation lacks
            raise
    return out


def family_of(instance: Instance) -> Family[Any, Any]:
    """The family an instance belongs to (its ``family`` attribute)."""
    return get_family(instance.family)


__all__ = ["ENTRY_POINT_GROUP", "all_families", "family_names", "family_of", "get_family",
           "register"]
