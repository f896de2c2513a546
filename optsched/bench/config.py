"""Benchmark configuration (TOML), validated with named-field errors.

Schema (every key optional unless marked)::

    [bench]
    name = "hgsp_gap"            # label used in reports (default: file stem)
    time_limit = 60.0            # default seconds per exact solve
    threads = 0                  # threads per exact solve; 0 = cores // jobs
    repetitions = 1              # repeat every cell (e.g. to time it several times)

    [instances]
    files = ["instances/hgsp/*.json"]   # globs, relative to the config file's folder
                                        # first, then to the current directory
    index_tags = ["hgsp-tiny"]          # instances/index.json entries having a tag

    [[instances.generate]]               # any number of generator blocks
    family = "hgsp"                      # required
    preset = "tiny"                      # required
    seeds = [0, 1, 2]                    # or seed_range = [0, 5]
    params = {n_tasks = 8}               # optional keyword arguments of the preset

    [[methods]]                          # at least one
    name = "bigm-highs"                  # column label (default: model-solver or algo)
    solver = "highs"                     # exact method: solver (+ optional model) ...
    model = "bigm"
    time_limit = 30                      # overrides bench.time_limit
    # ... or a heuristic, a policy or your own scheduler:
    # algo = "sagreedy"; seeds = [0, 1, 2]; params = {iterations = 100}
    # algo = "my_policy.py:policy"       # a file (relative to this config's folder) ...
    # algo = "mypkg.policies:greedy"     # ... or a module: see `optsched run --help`
    # ... or a certified bound (gaps to it get their own column in the reports):
    # bound = "default"                  # the family's default method, or a method name

    [report]
    metrics = ["twct", "act", "dmr"]     # extra per-method table of these Result.metrics
    plots = true                         # performance profiles, gap/runtime vs size

The file is copied to ``DIR/config.toml`` when a run starts, so ``optsched report DIR``
can regenerate every report later without it.
"""

from __future__ import annotations

import glob
import hashlib
import json
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from optsched.core.errors import InstanceError
from optsched.core.validate import known_keys


@dataclass(frozen=True)
class InstanceSpec:
    """Where a cell's instance comes from: a file or a generator call."""

    key: str
    path: str | None = None
    family: str | None = None
    preset: str | None = None
    seed: int | None = None
    params: tuple[tuple[str, Any], ...] = ()

    def load(self) -> Any:
        from optsched.core.registry import generate, load_instance

        if self.path is not None:
            return load_instance(self.path)
        assert self.family is not None and self.preset is not None and self.seed is not None
        inst = generate(self.family, self.preset, self.seed, **dict(self.params))
        object.__setattr__(inst, "name", self.key.split("/", 1)[1])
        return inst

    def check(self, where: str) -> None:
        """Validate the generator call's options (declared types) without running it."""
        from optsched.core.params import bind_params
        from optsched.core.registry import get_family

        if self.family is None or self.preset is None:
            return
        fam = get_family(self.family)
        if self.preset not in fam.presets:
            raise InstanceError(f"{where}.preset", f"unknown preset {self.preset!r} for "
                                f"family {self.family} (known: {', '.join(fam.presets)})")
        declared = fam.preset_params.get(self.preset)
        if declared is not None:
            try:
                bind_params(declared, dict(self.params), f"preset {self.preset}")
            except InstanceError as exc:
                raise InstanceError(f"{where}.{exc.path}", exc.detail) from None


@dataclass(frozen=True)
class MethodSpec:
    """One ``[[methods]]`` entry: an exact solver (+ model), an algorithm (a registered
    name or a user policy spec; ``source_digest`` is the SHA-256 of a policy file, so a
    changed file re-runs its cells), or a bound method."""

    name: str
    solver: str | None = None
    model: str | None = None
    algo: str | None = None
    params: tuple[tuple[str, Any], ...] = ()
    seeds: tuple[int, ...] = (0,)
    time_limit: float | None = None
    bound: str | None = None
    source_digest: str | None = None

    @property
    def exact(self) -> bool:
        return self.solver is not None

    @property
    def kind(self) -> str:
        """``exact``, ``heuristic`` or ``bound`` (the store's ``kind`` column)."""
        return "exact" if self.exact else "bound" if self.bound is not None else "heuristic"


@dataclass
class BenchConfig:
    name: str
    path: Path
    time_limit: float
    threads: int
    repetitions: int
    instances: list[InstanceSpec]
    methods: list[MethodSpec]
    raw: dict[str, Any] = field(default_factory=dict)
    report_metrics: tuple[str, ...] = ()
    report_plots: bool = True

    @property
    def config_hash(self) -> str:
        text = json.dumps(self.raw, sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:12]


def _seconds(v: Any, path: str) -> float:
    import math

    x = float(_type(v, (int, float), path, "a number of seconds"))
    if not math.isfinite(x) or x <= 0:
        raise InstanceError(path, f"must be a finite number > 0, got {v!r}")
    return x


def _seeds(v: Any, path: str) -> list[int]:
    _type(v, list, path, "a list of integers >= 0")
    if not v:
        raise InstanceError(path, "must not be empty")
    for s in v:
        _type(s, int, path, "a list of integers >= 0")
        if s < 0:
            raise InstanceError(path, f"seeds must be >= 0, got {s}")
    return [int(s) for s in v]


def _type(v: Any, types: type | tuple[type, ...], path: str, what: str) -> Any:
    if isinstance(v, bool) and bool not in (types if isinstance(types, tuple) else (types,)):
        raise InstanceError(path, f"must be {what}, got {v!r}")
    if not isinstance(v, types):
        raise InstanceError(path, f"must be {what}, got {v!r}")
    return v



def load_config(path: str | Path) -> BenchConfig:
    """Parse and validate a benchmark TOML file."""
    from optsched.core.io import read_text_file

    p = Path(path)
    text = read_text_file(p, "TOML file")
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InstanceError(str(p), f"malformed TOML: {exc}") from None
    except RecursionError:
        raise InstanceError(str(p), "TOML nested too deeply") from None
    _refuse_non_finite(raw, "")
    return parse_config(raw, p)


def _refuse_non_finite(v: Any, path: str) -> None:
    """TOML has ``nan`` and ``inf``: no config value may be one (named in the error)."""
    import math

    if isinstance(v, float) and not math.isfinite(v):
        raise InstanceError(path or "config", f"must be a finite number, got {v!r}")
    if isinstance(v, dict):
        for k, x in v.items():
            _refuse_non_finite(x, f"{path}.{k}" if path else str(k))
    elif isinstance(v, list):
        for k, x in enumerate(v):
            _refuse_non_finite(x, f"{path}[{k}]")


def parse_config(raw: dict[str, Any], path: Path) -> BenchConfig:
    known_keys(raw, {"bench", "instances", "methods", "report"}, "")
    bench = _type(raw.get("bench", {}), dict, "bench", "a table")
    known_keys(bench, {"name", "time_limit", "threads", "repetitions", "description"}, "bench")
    name = str(bench.get("name", path.stem))
    tl = _seconds(bench.get("time_limit", 60.0), "bench.time_limit")
    threads = int(_type(bench.get("threads", 0), int, "bench.threads", "an integer"))
    from optsched.core.params import max_threads

    if not 0 <= threads <= max_threads():
        raise InstanceError("bench.threads", f"must be in 0..{max_threads()} (0 = cores // "
                            f"jobs, at most 4 x cores), got {threads}")
    reps = int(_type(bench.get("repetitions", 1), int, "bench.repetitions", "an integer"))
    if reps < 1:
        raise InstanceError("bench.repetitions", f"must be >= 1, got {reps}")
    insts = _instances(raw.get("instances"), path)
    methods = _methods(raw.get("methods"), path.parent)
    metrics, plots = parse_report_section(raw.get("report", {}))
    return BenchConfig(name=name, path=path, time_limit=tl, threads=threads,
                       repetitions=reps, instances=insts, methods=methods, raw=raw,
                       report_metrics=metrics, report_plots=plots)


def parse_report_section(rep: Any) -> tuple[tuple[str, ...], bool]:
    """``[report]``: (metrics to tabulate, whether to draw plots)."""
    _type(rep, dict, "report", "a table")
    known_keys(rep, {"metrics", "plots"}, "report")
    metrics = _type(rep.get("metrics", []), list, "report.metrics", "a list of names")
    for k, m in enumerate(metrics):
        _type(m, str, f"report.metrics[{k}]", "a metric name")
    plots = _type(rep.get("plots", True), bool, "report.plots", "true or false")
    return tuple(metrics), plots


def _instances(sec: Any, cfg_path: Path) -> list[InstanceSpec]:
    if sec is None:
        raise InstanceError("instances", "missing section")
    _type(sec, dict, "instances", "a table")
    known_keys(sec, {"files", "generate", "index_tags"}, "instances")
    out: list[InstanceSpec] = []
    files = _type(sec.get("files", []), list, "instances.files", "a list of globs")
    for k, pattern in enumerate(files):
        _type(pattern, str, f"instances.files[{k}]", "a glob string")
        matches = _glob(pattern, cfg_path)
        if not matches:
            raise InstanceError(f"instances.files[{k}]", f"no file matches {pattern!r}")
        for m in matches:
            out.append(InstanceSpec(key=_rel(m), path=str(m)))
    tags = _type(sec.get("index_tags", []), list, "instances.index_tags", "a list")
    if tags:
        out.extend(_from_index(tags, cfg_path))
    gens = _type(sec.get("generate", []), list, "instances.generate", "a list of tables")
    for k, g in enumerate(gens):
        gp = f"instances.generate[{k}]"
        _type(g, dict, gp, "a table")
        known_keys(g, {"family", "preset", "seeds", "seed_range", "params"}, gp)
        for req in ("family", "preset"):
            if req not in g:
                raise InstanceError(f"{gp}.{req}", "missing field")
        from optsched.core.registry import get_family

        fam = get_family(str(g["family"]))
        if g["preset"] not in fam.presets:
            raise InstanceError(f"{gp}.preset", f"unknown preset {g['preset']!r} for "
                                f"{fam.name} (known: {', '.join(fam.presets)})")
        if "seed_range" in g and "seeds" in g:
            raise InstanceError(gp, "give seeds or seed_range, not both")
        if "seed_range" in g:
            rng = g["seed_range"]
            if not (isinstance(rng, list) and len(rng) == 2 and
                    all(isinstance(x, int) and not isinstance(x, bool) for x in rng)
                    and 0 <= rng[0] < rng[1]):
                raise InstanceError(f"{gp}.seed_range", f"must be [lo, hi) with integers "
                                    f"0 <= lo < hi, got {rng!r}")
            seeds = list(range(rng[0], rng[1]))
        else:
            seeds = _seeds(g.get("seeds", [0]), f"{gp}.seeds")
        params = _type(g.get("params", {}), dict, f"{gp}.params", "a table")
        _check_preset_params(fam.presets[g["preset"]], params, f"{gp}.params")
        ptag = "".join(f",{k}={v}" for k, v in sorted(params.items()))
        for s in seeds:
            _type(s, int, f"{gp}.seeds", "a list of integers")
            out.append(InstanceSpec(key=f"{fam.name}/{g['preset']}{ptag}-s{s}",
                                    family=fam.name, preset=str(g["preset"]), seed=int(s),
                                    params=tuple(sorted(params.items()))))
    if not out:
        raise InstanceError("instances", "no instances (give files, index_tags or generate)")
    keys = [i.key for i in out]
    if len(set(keys)) != len(keys):
        dup = next(k for k in keys if keys.count(k) > 1)
        raise InstanceError("instances", f"instance {dup!r} listed twice")
    return out


def _check_preset_params(preset: Any, params: dict[str, Any], path: str) -> None:
    """Generator parameters must be keywords the preset accepts (typos are errors)."""
    import inspect

    try:
        sig = inspect.signature(preset)
    except (TypeError, ValueError):  # pragma: no cover - builtins without a signature
        return
    try:
        sig.bind(0, **params)
    except TypeError as exc:
        names = list(sig.parameters)[1:]  # all but the seed
        raise InstanceError(path, f"{exc} (accepted: {', '.join(names) or 'none'})") from None


def _glob(pattern: str, cfg_path: Path) -> list[Path]:
    for base in (cfg_path.parent, Path.cwd(), _repo_root()):
        hits = sorted(Path(x) for x in glob.glob(str(base / pattern), recursive=True))
        if hits:
            return hits
    return []


def _repo_root() -> Path:
    """The folder holding ``instances/`` (the package when installed, else the checkout):
    relative instance paths in configs and index entries resolve against it."""
    from optsched.core.bundled import data_root

    return data_root()


def _rel(p: Path) -> str:
    try:
        return str(p.resolve().relative_to(_repo_root()))
    except ValueError:
        return str(p.resolve())


def _from_index(tags: list[Any], cfg_path: Path) -> list[InstanceSpec]:
    from optsched.core.bundled import index_path as bundled_index
    from optsched.core.io import read_json

    index_path = bundled_index()
    index = read_json(index_path)
    out = []
    for entry in index.get("instances", []):
        if set(entry.get("tags", [])) & set(tags):
            p = _repo_root() / entry["path"]
            out.append(InstanceSpec(key=entry["path"], path=str(p)))
    if not out:
        raise InstanceError("instances.index_tags", f"no indexed instance has tags {tags}")
    return out


def _methods(sec: Any, base_dir: Path | None = None) -> list[MethodSpec]:
    if not sec:
        raise InstanceError("methods", "missing or empty (give at least one [[methods]])")
    _type(sec, list, "methods", "an array of tables ([[methods]])")
    out: list[MethodSpec] = []
    for k, m in enumerate(sec):
        mp = f"methods[{k}]"
        _type(m, dict, mp, "a table")
        given = [key for key in ("solver", "algo", "bound") if key in m]
        if len(given) != 1:
            raise InstanceError(mp, "give exactly one of solver (exact), algo (heuristic, "
                                "policy) or bound (certified bound)")
        if "solver" in m:  # keys that would be silently ignored are errors
            known_keys(m, {"name", "solver", "model", "params", "time_limit"}, mp)
        elif "bound" in m:
            known_keys(m, {"name", "bound", "params", "time_limit"}, mp)
        else:
            known_keys(m, {"name", "algo", "params", "seeds", "time_limit"}, mp)
        params = _type(m.get("params", {}), dict, f"{mp}.params", "a table")
        seeds = tuple(_seeds(m.get("seeds", [0]), f"{mp}.seeds"))
        tl = m.get("time_limit")
        if tl is not None:
            tl = _seconds(tl, f"{mp}.time_limit")
        algo: str | None = None
        bound: str | None = None
        digest: str | None = None
        if "solver" in m:
            solver = str(_type(m["solver"], str, f"{mp}.solver", "a solver name"))
            model = m.get("model")
            default = f"{model}-{solver}" if model else solver
        elif "bound" in m:
            solver, model = None, None
            bound = str(_type(m["bound"], str, f"{mp}.bound", "a bound method name or "
                              "'default'"))
            default = "bound" if bound == "default" else f"bound-{bound}"
        else:
            solver, model = None, None
            algo = str(_type(m["algo"], str, f"{mp}.algo", "an algorithm name or a "
                             "file.py:NAME / module:NAME spec"))
            algo, digest = _user_spec(algo, base_dir)
            default = str(m["algo"])
        name = str(m.get("name", default))
        out.append(MethodSpec(name=name, solver=solver, model=model, algo=algo,
                              params=tuple(sorted(params.items())), seeds=seeds,
                              time_limit=None if tl is None else float(tl), bound=bound,
                              source_digest=digest))
    names = [m.name for m in out]
    if len(set(names)) != len(names):
        dup = next(n for n in names if names.count(n) > 1)
        raise InstanceError("methods", f"method name {dup!r} used twice (give `name`)")
    return out


def _user_spec(algo: str, base_dir: Path | None) -> tuple[str, str | None]:
    """A ``file.py:NAME`` spec with the file made absolute (relative paths are read from
    the config's folder, then the working directory), and the file's SHA-256."""
    from optsched.core.usercode import is_spec, resolve_file, source_digest

    if not is_spec(algo):
        return algo, None
    target, name = algo.rsplit(":", 1)
    if not (target.endswith(".py") or "/" in target):
        return algo, None  # a module: imported by name in every worker
    path = resolve_file(target, base_dir)
    spec = f"{path.resolve()}:{name}" if path.exists() else algo
    return spec, source_digest(spec)
