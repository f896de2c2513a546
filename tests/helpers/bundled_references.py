"""The bundled instances of some families with their proven optimum or known upper bound
(``optsched/instances/index.json``): the bound tests check the certified bounds against
them."""

from __future__ import annotations

import json
from pathlib import Path

INDEX = Path(__file__).resolve().parents[2] / "optsched" / "instances" / "index.json"


def bundled_references(*families: str) -> list[tuple[str, float, str]]:
    """``(name "family/instance", reference value, "optimum" | "upper")`` for every
    bundled instance of ``families`` with a proven optimum or a known upper bound."""
    out = []
    for e in json.loads(INDEX.read_text())["instances"]:
        if e["family"] not in families:
            continue
        key = e["path"].removeprefix("instances/").removesuffix(".json")
        if e.get("optimum") is not None:
            out.append((key, float(e["optimum"]), "optimum"))
        elif (e.get("bounds") or {}).get("upper") is not None:
            out.append((key, float(e["bounds"]["upper"]), "upper"))
    return out
