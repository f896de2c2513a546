"""Reading instances: from a parsed JSON document, a file, or a bundled name."""

from __future__ import annotations

from pathlib import Path

from .discovery import get_family
from .errors import InstanceError
from .io import read_json
from .protocols import Instance, JSONValue


def instance_from_dict(data: JSONValue, where: str = "instance") -> Instance:
    """Build an instance from a parsed JSON document (dispatching on ``"family"``)."""
    if not isinstance(data, dict):
        raise InstanceError(where, f"expected a JSON object, got {type(data).__name__}")
    fam = data.get("family")
    if fam is None:
        raise InstanceError("family", "missing field (which problem family is this file?)")
    if not isinstance(fam, str):
        raise InstanceError("family", f"must be a string, got {fam!r}")
    inst: Instance = get_family(fam).load(data)
    return inst


def bundled_instances_dir() -> Path:
    """Folder of the instances shipped with the package (``optsched/instances``)."""
    from .bundled import instances_dir

    return instances_dir()


def resolve_instance_path(path: str | Path) -> Path:
    """``path`` if it exists, else a bundled instance named like ``hgsp/tiny-s1``."""
    p = Path(path)
    if p.exists():
        return p
    name = str(path).removesuffix(".json")
    cand = bundled_instances_dir() / f"{name}.json"
    if not Path(name).is_absolute() and ".." not in Path(name).parts and cand.is_file():
        return cand
    return p


def load_instance(path: str | Path) -> Instance:
    """Load and validate an instance file, or a bundled instance by name
    (``hgsp/tiny-s1``); errors name the file and the field
    (``inst.json: tasks[3].memory_gb: must be >= 0, got -2``)."""
    path = resolve_instance_path(path)
    data = read_json(path)
    try:
        inst = instance_from_dict(data, where=str(path))
    except InstanceError as exc:
        if exc.path.startswith(str(path)):
            raise
        raise InstanceError(f"{path}: {exc.path}" if exc.path else str(path),
                            exc.detail) from None
    if not getattr(inst, "name", None):
        object.__setattr__(inst, "name", Path(path).stem)
    return inst


__all__ = ["bundled_instances_dir", "instance_from_dict", "load_instance",
           "resolve_instance_path"]
