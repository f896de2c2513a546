"""OR-Library single-machine total weighted tardiness (1||sum w_j T_j) as HGSP instances.

The data (Beasley's OR-Library, MIT licence; see ``data/orlib-wt/PROVENANCE.md`` and
``README.txt`` next to the files) ship inside the package under
``optsched/hgsp/data/orlib-wt``. Sets: ``wt40``, ``wt50``, ``wt100`` with 125 instances
each. Each file is one stream of integers: per instance ``n`` processing times, ``n``
weights, ``n`` due dates.

Known values: ``wtopt40`` / ``wtopt50`` are optimal except wt40 #19 and wt50 #11, 12,
14, 19, 36, 44, 66, 87, 88, 111 (1-based; best known to Crauwels, Potts & Van
Wassenhove); wt100 has best-known values only (``wtbest100b``, dynasearch; ``wtbest100a``
holds the older CPV 1998 values).

Conversion (the paper's Section II restriction): one GPU (speed 1, memory 1 GB), tasks
with workload ``p_j`` (so processing time ``p_j``), memory 0 GB, arrival 0, deadline
``d_j``, weight ``w_j``. ``time_scale`` 1: all data are integers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from optsched.core.errors import InstanceError

from .instance import GPU, HgspInstance, Task

DATA_DIR = Path(__file__).resolve().parent / "data" / "orlib-wt"
SETS = {"wt40": 40, "wt50": 50, "wt100": 100}
N_INSTANCES = 125
VALUE_FILES = {"wt40": "wtopt40.txt", "wt50": "wtopt50.txt", "wt100": "wtbest100b.txt"}
#: 1-based instance numbers whose value in the file is best known, not proven optimal.
UNPROVEN = {"wt40": frozenset({19}),
            "wt50": frozenset({11, 12, 14, 19, 36, 44, 66, 87, 88, 111}),
            "wt100": frozenset(range(1, 126))}


@dataclass(frozen=True)
class OrlibInstance:
    """Raw OR-Library data of one instance (k is 1-based as in the OR-Library files)."""

    set: str
    k: int
    p: np.ndarray
    w: np.ndarray
    d: np.ndarray

    @property
    def name(self) -> str:
        """``wt40-001``-style name (1-based index)."""
        return f"{self.set}-{self.k:03d}"


@dataclass(frozen=True)
class KnownValue:
    """Best known value of an OR-Library instance (``proven_optimal`` per wtopt*.txt)."""

    value: float
    proven_optimal: bool
    source: str


def _check_set(name: str) -> int:
    if name not in SETS:
        raise InstanceError("orlib.set", f"unknown set {name!r} (known: {', '.join(SETS)})")
    return SETS[name]


def _ints(path: Path) -> np.ndarray:
    try:
        text = path.read_text(encoding="ascii")
    except FileNotFoundError:
        raise InstanceError(str(path), "OR-Library data file not found (is the package "
                            "data installed?)") from None
    try:
        return np.array([int(x) for x in text.split()], dtype=np.int64)
    except ValueError as exc:
        raise InstanceError(str(path), f"not a whitespace-separated integer file: {exc}"
                            ) from None


@lru_cache(maxsize=8)
def read_set(name: str, data_dir: str | None = None) -> tuple[OrlibInstance, ...]:
    """All 125 instances of ``wt40`` / ``wt50`` / ``wt100``."""
    n = _check_set(name)
    base = Path(data_dir) if data_dir else DATA_DIR
    vals = _ints(base / f"{name}.txt")
    if vals.size != 3 * n * N_INSTANCES:
        raise InstanceError(f"{name}.txt", f"expected {3 * n * N_INSTANCES} integers "
                            f"(125 instances x 3 x {n}), got {vals.size}")
    out = []
    for q in range(N_INSTANCES):
        blk = vals[3 * n * q: 3 * n * (q + 1)]
        out.append(OrlibInstance(name, q + 1, blk[:n].copy(), blk[n:2 * n].copy(),
                                 blk[2 * n:].copy()))
    return tuple(out)


@lru_cache(maxsize=8)
def known_values(name: str, data_dir: str | None = None) -> tuple[KnownValue, ...]:
    """The 125 optimal / best-known objective values of a set (index 0 = instance 1)."""
    _check_set(name)
    base = Path(data_dir) if data_dir else DATA_DIR
    fname = VALUE_FILES[name]
    vals = _ints(base / fname)
    if vals.size != N_INSTANCES:
        raise InstanceError(fname, f"expected {N_INSTANCES} values, got {vals.size}")
    return tuple(KnownValue(float(v), (k + 1) not in UNPROVEN[name], fname)
                 for k, v in enumerate(vals))


def to_hgsp(inst: OrlibInstance) -> HgspInstance:
    """The single-GPU HGSP instance of Section II (speed 1, no memory, arrivals 0)."""
    tasks = tuple(Task(id=f"j{q + 1}", workload=float(inst.p[q]), memory_gb=0.0,
                       deadline=float(inst.d[q]), weight=float(inst.w[q]), arrival=0.0)
                  for q in range(inst.p.size))
    gpus = (GPU(id="gpu0", speed=1.0, memory_gb=1.0, model="single-machine"),)
    return HgspInstance(tasks=tasks, gpus=gpus, name=inst.name,
                        source=f"OR-Library {inst.set} instance {inst.k} (Beasley; "
                               "1||sum wT, hgsp Section II restriction)")


def instance(name: str, k: int) -> HgspInstance:
    """The ``k``-th (0-based) instance of set ``name`` as an HGSP instance."""
    _check_set(name)
    if not 0 <= k < N_INSTANCES:
        raise InstanceError("--seed", f"OR-Library {name} has instances 0..124 "
                            f"(0-based), got {k}")
    return to_hgsp(read_set(name)[k])


def known_value(name: str, k: int) -> KnownValue:
    """Known value of the ``k``-th (0-based) instance."""
    return known_values(name)[k]


def preset(name: str) -> Callable[[int], HgspInstance]:
    """Generator preset ``orlib-<name>``: seed ``k`` = the k-th instance (0-based)."""
    _check_set(name)

    def make(seed: int) -> HgspInstance:
        return instance(name, int(seed))

    make.__doc__ = f"OR-Library {name}: seed k = instance k+1 of the file (0-based)"
    return make


def index_entries(name: str = "wt40", path_fmt: str = "instances/orlib/{name}.json"
                  ) -> list[dict]:
    """Entries for ``instances/index.json`` (optimum or bounds per instance)."""
    out = []
    for k, kv in enumerate(known_values(name)):
        inst = read_set(name)[k]
        e: dict[str, object] = {
            "name": inst.name, "path": path_fmt.format(name=inst.name), "family": "hgsp",
            "source": f"OR-Library {name} instance {k + 1} (Beasley, MIT); preset "
                      f"orlib-{name} seed {k}",
            "size": {"tasks": int(inst.p.size), "gpus": 1},
            "objective": "weighted_tardiness"}
        if kv.proven_optimal:
            e["optimum"] = kv.value
            e["proven_by"] = f"literature ({kv.source}; Crauwels, Potts & Van Wassenhove)"
        else:
            e["bounds"] = {"upper": kv.value}
            e["proven_by"] = (f"best known ({kv.source}); not proven optimal in the "
                              "OR-Library documentation")
        e["tags"] = [f"orlib-{name}"]
        out.append(e)
    return out
