"""The P||sum w_j T_j benchmark of Pessoa, Uchoa, Poggi de Aragao & Rodrigues (2010) as
HGSP instances (issue 25).

Derivation (the set's published rule): OR-Library ``wt40`` / ``wt50`` / ``wt100``
instances 1, 6, 11, ..., 121 (the first of each of the 25 groups), ``m`` in {2, 4}
identical machines, due date ``floor(d / m)``; processing times and weights unchanged.
150 instances, derived at run time from the OR-Library files bundled with
:mod:`optsched.hgsp.orlib` (the same instances also ship as JSON under
``instances/pwt/`` so that ``instances/index.json`` can carry their optima).

Conversion: ``m`` GPUs of speed 1 and memory 1 GB (``model="identical"``), tasks with
workload ``p_j``, memory 0, arrival 0, deadline ``floor(d_j / m)``, weight ``w_j``.

Published optima (``data/pwt/optima.tsv``, provenance in ``data/pwt/PROVENANCE.md``):
Pessoa et al. 2010, Oliveira & Pessoa 2020, Kowalczyk, Leus, Hojny & Ropke 2024. Open:
wt100 #91 with m = 2; disputed: wt100 #66 with m = 2 (126,512 in 2010, 126,513 in 2020).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from optsched.core.errors import InstanceError

from . import orlib
from .instance import HgspInstance, on_identical_gpus

DATA_DIR = Path(__file__).resolve().parent / "data" / "pwt"
SETS = ("wt40", "wt50", "wt100")
MACHINES = (2, 4)
#: OR-Library instance numbers (1-based) of the set: 1, 6, ..., 121
INSTANCES = tuple(range(1, 126, 5))
SOURCES = ("Pessoa, Uchoa, Poggi de Aragao & Rodrigues 2010 (Math. Prog. Comp. 2:259-290); "
           "Oliveira & Pessoa 2020 (INFORMS J. Computing 32(1)); Kowalczyk, Leus, Hojny & "
           "Ropke 2024 (INFORMS J. Computing), as transcribed in INFORMSJoC/2022.0301 (MIT)")


@dataclass(frozen=True)
class Published:
    """Published value of one instance: ``optimum`` (proven), or for the open instance
    ``None`` with ``bounds`` (lower, upper); ``values``: every value the sources print."""

    n: int
    m: int
    k: int
    optimum: int | None
    status: str
    values: tuple[int, ...]
    bounds: tuple[int, int] | None = None


#: the open instance (wt100 #91, m = 2): bounds from the data's README (Kowalczyk et al.
#: 2024's runs: upper bound 129,929, best lower bound about 129,811, rounded down)
OPEN_BOUNDS = {(100, 2, 91): (129811, 129929)}


def _check(set_name: str, m: int) -> int:
    if set_name not in SETS:
        raise InstanceError("pwt.set", f"unknown set {set_name!r} (known: {', '.join(SETS)})")
    if m not in MACHINES:
        raise InstanceError("pwt.m", f"must be 2 or 4, got {m!r}")
    return orlib.SETS[set_name]


def name(set_name: str, m: int, k: int) -> str:
    """``pwt-wt40-m2-001``: set, machines, OR-Library instance number (1-based)."""
    return f"pwt-{set_name}-m{m}-{k:03d}"


def instance(set_name: str, m: int, seed: int) -> HgspInstance:
    """The ``seed``-th (0-based) of the 25 instances of ``set_name`` with ``m`` machines:
    OR-Library instance ``1 + 5 seed``."""
    _check(set_name, m)
    if not 0 <= int(seed) < len(INSTANCES):
        raise InstanceError("--seed", f"the Pessoa set has instances 0..24 per (n, m) "
                            f"(0-based), got {seed}")
    k = INSTANCES[int(seed)]
    o = orlib.read_set(set_name)[k - 1]
    return on_identical_gpus(
        o.p, [int(x) // m for x in o.d], o.w, m, name=name(set_name, m, k),
        source=f"Pessoa et al. 2010 P||sum wT set: OR-Library {set_name} instance {k}, "
               f"m = {m}, due dates floor(d/{m}); preset pwt-{set_name}-m{m} seed {seed}")


def preset(set_name: str, m: int) -> Callable[[int], HgspInstance]:
    """Generator preset ``pwt-<set>-m<m>``: seed k = the k-th (0-based) instance."""
    _check(set_name, m)

    def make(seed: int) -> HgspInstance:
        return instance(set_name, m, int(seed))

    make.__doc__ = (f"Pessoa et al. P||sum wT: OR-Library {set_name} instance 1 + 5 seed, "
                    f"{m} identical GPUs, due dates floor(d/{m}) (seed 0..24)")
    return make


@lru_cache(maxsize=1)
def published() -> dict[tuple[int, int, int], Published]:
    """The published values, keyed by ``(n, m, OR-Library instance number)``."""
    path = DATA_DIR / "optima.tsv"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise InstanceError(str(path), "P||sum wT optima file not found (is the package "
                            "data installed?)") from None
    out = {}
    for q, line in enumerate(lines[1:], start=2):
        f = line.split("\t")
        if len(f) != 6:
            raise InstanceError(f"{path.name}:{q}", f"expected 6 tab-separated fields, "
                                f"got {len(f)}")
        n, m, k = int(f[0]), int(f[1]), int(f[2])
        values = tuple(int(v) for v in json.loads(f[5]))
        opt = None if f[3] == "None" else int(f[3])
        out[n, m, k] = Published(n, m, k, opt if f[4] == "proven" else None, f[4], values,
                                 OPEN_BOUNDS.get((n, m, k)))
    return out


def index_entries(path_fmt: str = "instances/pwt/{name}.json") -> list[dict]:
    """Entries for ``instances/index.json`` (optimum, or bounds for the open one)."""
    out = []
    pub = published()
    for set_name in SETS:
        n = orlib.SETS[set_name]
        for m in MACHINES:
            for seed, k in enumerate(INSTANCES):
                v = pub[n, m, k]
                nm = name(set_name, m, k)
                e: dict[str, object] = {
                    "name": nm, "path": path_fmt.format(name=nm), "family": "hgsp",
                    "source": f"Pessoa et al. 2010 P||sum wT set (OR-Library {set_name} "
                              f"instance {k}, m = {m}, due dates floor(d/{m})); preset "
                              f"pwt-{set_name}-m{m} seed {seed}",
                    "size": {"tasks": n, "gpus": m}, "objective": "weighted_tardiness"}
                if v.optimum is not None:
                    e["optimum"] = float(v.optimum)
                    e["proven_by"] = f"literature ({SOURCES})"
                    if len(set(v.values)) > 1:
                        e["note"] = ("disputed: published as " + " and as ".join(
                            f"{x:,}" for x in v.values) + " (Pessoa et al. 2010 / Oliveira "
                            "& Pessoa 2020); see notes/issue-25-parallel.md")
                else:
                    lo, hi = v.bounds if v.bounds else (0, None)
                    e["bounds"] = {"lower": float(lo), **({} if hi is None
                                                          else {"upper": float(hi)})}
                    e["proven_by"] = f"open in the literature ({SOURCES})"
                e["tags"] = [f"pwt-{set_name}-m{m}"]
                out.append(e)
    return out


def export_instances(out_dir: str | Path) -> list[Path]:
    """Write the 150 instances as JSON files ``<name>.json`` into ``out_dir``."""
    from optsched.core import atomic_write_json

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for set_name in SETS:
        for m in MACHINES:
            for seed in range(len(INSTANCES)):
                inst = instance(set_name, m, seed)
                path = out / f"{inst.name}.json"
                atomic_write_json(path, inst.to_dict(), indent=None)
                paths.append(path)
    return paths
