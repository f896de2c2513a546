"""Input fuzzing of the CLI contract (issue 12, item 8).

Every bundled instance of every registered family (so families added later are covered
without new code) is mutated with a seeded RNG — numbers replaced by NaN, ±inf, -1, 0,
1e300, strings, booleans, ``null``; keys dropped, duplicated or renamed; arrays emptied or
truncated; containers swapped; the text cut short or spiked with non-UTF-8 bytes — and
fed to ``optsched solve`` (1 s, 1 thread), ``optsched run`` (each algorithm in turn) and
``optsched verify`` (a mutated instance with a genuine Result, or a mutated Result with
the genuine instance), in this process through :func:`optsched.cli.main`.

The contract checked for every case:

* ``solve``/``run`` exit 0, 2 (bad input, unschedulable) or 3 (solver unavailable or
  failed); ``verify`` exits 0, 1 (infeasible or contradicted, with a message) or 2;
* never an unexpected exception (exit 1 with ``error: SomeError: ...``), never a result
  the verifier rejects (exit 1 after ``solve``/``run``);
* every Result printed with exit 0 passes ``verify`` against the same instance file;
* no case runs past a time budget (a hang on bad input).

``python benchmarks/fuzz.py --cases N --seed S`` runs a longer profile and prints the
counts per outcome and every failure; ``tests/fuzz`` runs a short one.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import tempfile
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

#: replacement values for a number (and for any scalar)
SCALARS: list[Any] = [float("nan"), float("inf"), float("-inf"), -1, 0, 1e300, -1e300,
                      "7", "", True, False, None, 2**70, 0.5, [], {}]
MUTATIONS = ("scalar", "scalar", "scalar", "drop-key", "dup-key", "rename-key",
             "empty-array", "truncate-array", "swap-container", "cut-text", "bad-bytes",
             "multi")

OK_EXITS = {"solve": {0, 2, 3}, "run": {0, 2, 3}, "verify": {0, 1, 2}}


def instance_files(root: Path | None = None) -> list[Path]:
    """Every bundled instance: ``optsched.core.registry.bundled_instances_dir()`` when it
    holds instances (installed package data), else the repository's ``instances/``."""
    from optsched.core.registry import bundled_instances_dir

    candidates = [root] if root is not None else [
        bundled_instances_dir(), Path(__file__).resolve().parents[2] / "instances"]
    for base in candidates:
        if base is not None and base.is_dir():
            files = sorted(p for p in base.rglob("*.json") if p.name != "index.json")
            if files:
                return files
    return []


def registered_instances(root: Path | None = None) -> list[tuple[Path, str, dict[str, Any]]]:
    """(path, family, parsed JSON) of every bundled instance of a registered family."""
    from optsched.core.registry import family_names

    known = set(family_names())
    out = []
    for p in instance_files(root):
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and data.get("family") in known:
            out.append((p, str(data["family"]), data))
    return out


# ----------------------------------------------------------------------------- mutation


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield prefix, obj
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for k, v in enumerate(obj):
            yield from _paths(v, (*prefix, k))


def _set(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    parent = obj
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return obj


def _pick(rng: np.random.Generator, items: list[Any]) -> Any:
    return items[int(rng.integers(len(items)))]


def mutate(data: Any, rng: np.random.Generator) -> tuple[bytes, str]:
    """One mutated JSON document (as bytes: some mutations are not valid JSON/UTF-8) and
    a short description of what was done."""
    kind = _pick(rng, list(MUTATIONS))
    if kind == "multi":
        doc = json.loads(json.dumps(data))
        notes = []
        for _ in range(int(rng.integers(2, 5))):
            doc, note = _mutate_tree(doc, rng, _pick(rng, ["scalar", "drop-key",
                                                           "rename-key", "empty-array",
                                                           "truncate-array"]))
            notes.append(note)
        return _dump(doc), "multi: " + "; ".join(notes)
    if kind == "cut-text":
        text = _dump(data)
        cut = int(rng.integers(1, max(2, len(text))))
        return text[:cut], f"cut-text at byte {cut} of {len(text)}"
    if kind == "bad-bytes":
        text = _dump(data)
        at = int(rng.integers(0, len(text)))
        junk = _pick(rng, [b"\xff", b"\xc3\x28", b"\x00", b"\xed\xa0\x80", b"\xfe\xff"])
        return text[:at] + junk + text[at:], f"bad-bytes {junk!r} at byte {at}"
    if kind == "dup-key":
        dicts = [(p, v) for p, v in _paths(data) if isinstance(v, dict) and v]
        path, d = _pick(rng, dicts)
        key = _pick(rng, list(d))
        value = _pick(rng, SCALARS[:12] + [d[key]])
        # the duplicate comes last, so json.loads keeps it (Python's rule)
        text = _dump(data)
        inner = json.dumps(d, allow_nan=True)
        dup = inner[:-1] + (", " if len(inner) > 2 else "") + \
            f"{json.dumps(key)}: {json.dumps(value, allow_nan=True)}}}"
        if inner.encode() in text:
            return text.replace(inner.encode(), dup.encode(), 1), \
                f"dup-key {_fmt(path)}.{key} = {value!r}"
        kind = "scalar"
    doc = json.loads(json.dumps(data))
    doc, note = _mutate_tree(doc, rng, kind)
    return _dump(doc), note


def _mutate_tree(doc: Any, rng: np.random.Generator, kind: str) -> tuple[Any, str]:
    nodes = list(_paths(doc))
    if kind == "scalar":
        leaves = [(p, v) for p, v in nodes if p and not isinstance(v, (dict, list))]
        numbers = [(p, v) for p, v in leaves
                   if isinstance(v, (int, float)) and not isinstance(v, bool)]
        pool = numbers if numbers and rng.random() < 0.75 else leaves
        if pool:
            path, old = _pick(rng, pool)
            new = _pick(rng, SCALARS)
            return _set(doc, path, new), f"{_fmt(path)}: {old!r} -> {new!r}"
        kind = "drop-key"
    if kind in ("drop-key", "rename-key"):
        dicts = [(p, v) for p, v in nodes if isinstance(v, dict) and v]
        if dicts:
            path, d = _pick(rng, dicts)
            key = _pick(rng, list(d))
            value = d.pop(key)
            if kind == "rename-key":
                d[key + "_x" if rng.random() < 0.5 else key.upper()] = value
            return doc, f"{kind} {_fmt((*path, key))}"
    if kind in ("empty-array", "truncate-array"):
        lists = [(p, v) for p, v in nodes if isinstance(v, list) and v]
        if lists:
            path, lst = _pick(rng, lists)
            keep = 0 if kind == "empty-array" else int(rng.integers(0, len(lst)))
            del lst[keep:]
            return doc, f"{kind} {_fmt(path)} to {keep} items"
    if kind == "swap-container":
        conts = [(p, v) for p, v in nodes if p and isinstance(v, (dict, list))]
        if conts:
            path, v = _pick(rng, conts)
            swapped: Any = list(v.values()) if isinstance(v, dict) else \
                {str(i): x for i, x in enumerate(v)}
            return _set(doc, path, swapped), f"swap-container {_fmt(path)}"
    return doc, "unchanged"


def _dump(doc: Any) -> bytes:
    return json.dumps(doc, allow_nan=True).encode("utf-8")


def _fmt(path: tuple[Any, ...]) -> str:
    out = ""
    for k in path:
        out += f"[{k}]" if isinstance(k, int) else (f".{k}" if out else str(k))
    return out or "<root>"


# ----------------------------------------------------------------------------- running


class _Budget(BaseException):
    """A case ran past its time budget (BaseException: the CLI must not swallow it)."""


@dataclass
class Case:
    """One fuzz case: a command on a (possibly mutated) instance or Result."""

    index: int
    source: str
    family: str
    command: str  # solve | run | verify
    detail: str  # solver / algorithm / which file of verify is mutated
    mutation: str
    argv: list[str] = field(default_factory=list)


@dataclass
class Outcome:
    case: Case
    code: int | None
    outcome: str  # exit-0 | exit-1 | exit-2 | exit-3 | FAIL:<why>
    stderr: str = ""
    where: str = ""  # the innermost optsched frame of a crash, "file:line"

    @property
    def failed(self) -> bool:
        return self.outcome.startswith("FAIL")


def call_cli(argv: list[str], budget_s: float = 20.0) -> tuple[int | None, str, str, str]:
    """``optsched ARGV`` in this process: (exit code, stdout, stderr, escaped traceback).

    ``OPTSCHED_DEBUG=1`` makes the CLI print the traceback of an unexpected exception
    (so a crash can be located); a case running past ``budget_s`` is cut with SIGALRM.
    """
    from optsched.cli import main

    out, err = io.StringIO(), io.StringIO()
    saved = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM)}
    old_debug = os.environ.get("OPTSCHED_DEBUG")
    os.environ["OPTSCHED_DEBUG"] = "1"

    def alarm(signum: int, frame: Any) -> None:  # noqa: ARG001
        raise _Budget

    signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, budget_s)
    code: int | None = None
    escaped = ""
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main(argv)
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None
                                                                   else 1)
    except _Budget:
        escaped = f"ran past its {budget_s:g} s budget"
    except BaseException:  # noqa: BLE001 - anything escaping main() is a finding
        escaped = traceback.format_exc()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        for s, h in saved.items():
            signal.signal(s, h)
        if old_debug is None:
            os.environ.pop("OPTSCHED_DEBUG", None)
        else:
            os.environ["OPTSCHED_DEBUG"] = old_debug
        from optsched.core import interrupt

        interrupt.reset()
    return code, out.getvalue(), err.getvalue(), escaped


def _crash_site(stderr: str) -> str:
    """``file:line`` of the innermost optsched frame of a printed traceback."""
    site = ""
    for line in stderr.splitlines():
        s = line.strip()
        if s.startswith('File "') and "/optsched/" in s:
            path = s.split('"')[1]
            lineno = s.split("line ")[1].split(",")[0] if "line " in s else "?"
            site = f"{path[path.rfind('/optsched/') + 1:]}:{lineno}"
    return site


class Fuzzer:
    """Builds and runs the cases of one seeded campaign (see the module docstring)."""

    def __init__(self, seed: int, workdir: Path, time_limit: float = 1.0,
                 budget_s: float = 20.0, root: Path | None = None,
                 families: set[str] | None = None) -> None:
        from optsched.core.registry import get_family

        self.seed = seed
        self.dir = workdir
        self.time_limit = time_limit
        self.budget_s = budget_s
        self.instances = [x for x in registered_instances(root)
                          if families is None or x[1] in families]
        if not self.instances:
            raise RuntimeError("no bundled instance of a registered family found")
        self.families = {f: get_family(f) for f in {x[1] for x in self.instances}}
        self._results: dict[Path, Path | None] = {}
        self._turn: dict[str, int] = {}

    # -- case construction -------------------------------------------------------------

    def _actions(self, family: str) -> list[tuple[str, str]]:
        fam = self.families[family]
        acts = [("run", a) for a in fam.algorithms]
        for solver in sorted(fam.default_models):
            if solver in ("highs", "cpsat"):
                acts.append(("solve", solver))
        acts += [("verify", "instance"), ("verify", "result")]
        return acts

    def case(self, k: int) -> Case:
        """Case ``k`` of this campaign (deterministic in ``seed`` and ``k``)."""
        # families in turn (hgsp's 130 OR-Library files must not crowd out the others);
        # the m-th case of a family does its action m (every algorithm, solver and verify
        # mode within the first rounds) on an instance drawn with the seed
        names = sorted(self.families)
        family = names[k % len(names)]
        m = k // len(names)
        acts = self._actions(family)
        command, detail = acts[(m + self.seed) % len(acts)]
        mine = [x for x in self.instances if x[1] == family]
        rng = np.random.default_rng([self.seed, k, 2])
        path = mine[int(rng.integers(len(mine)))][0]
        return Case(k, str(path), family, command, detail, mutation="")

    def materialise(self, case: Case) -> Case | None:
        """Write the mutated file(s) of ``case`` and fill in its argv (None: no genuine
        Result could be produced for a ``verify result`` case)."""
        rng = np.random.default_rng([self.seed, case.index, 1])
        src = Path(case.source)
        data = json.loads(src.read_text(encoding="utf-8"))
        mutated = self.dir / f"case{case.index}.json"
        if case.command == "verify" and case.detail == "result":
            genuine = self._genuine_result(src)
            if genuine is None:
                return None
            blob, case.mutation = mutate(json.loads(genuine.read_text()), rng)
            mutated.write_bytes(blob)
            case.argv = ["verify", str(src), str(mutated)]
            return case
        blob, case.mutation = mutate(data, rng)
        mutated.write_bytes(blob)
        if case.command == "solve":
            case.argv = ["solve", str(mutated), "--solver", case.detail, "--time-limit",
                         f"{self.time_limit:g}", "--threads", "1", "--json"]
        elif case.command == "run":
            case.argv = ["run", str(mutated), "--algo", case.detail, "--seed",
                         str(case.index % 5), "--json"]
        else:
            genuine = self._genuine_result(src)
            if genuine is None:
                return None
            case.argv = ["verify", str(mutated), str(genuine)]
        return case

    def _genuine_result(self, src: Path) -> Path | None:
        """A Result of the first algorithm of the family on the unmutated instance."""
        if src not in self._results:
            fam = self.families[json.loads(src.read_text())["family"]]
            path = self.dir / f"genuine-{len(self._results)}.json"
            self._results[src] = None
            for algo in fam.algorithms:
                code, *_ = call_cli(["run", str(src), "--algo", algo, "--out", str(path)],
                                    self.budget_s)
                if code == 0 and path.exists():
                    self._results[src] = path
                    break
        return self._results[src]

    # -- judging -------------------------------------------------------------------------

    def run_case(self, k: int) -> Outcome | None:
        case = self.materialise(self.case(k))
        if case is None:
            return None
        code, out, err, escaped = call_cli(case.argv, self.budget_s)
        return self.judge(case, code, out, err, escaped)

    def judge(self, case: Case, code: int | None, out: str, err: str,
              escaped: str) -> Outcome:
        if escaped:
            why = "hang" if "budget" in escaped else "exception escaped main()"
            return Outcome(case, code, f"FAIL:{why}", escaped, _crash_site(escaped))
        assert code is not None
        last = [ln for ln in err.splitlines() if ln.startswith("error: ")]
        msg = last[-1] if last else ""
        if code not in OK_EXITS[case.command]:
            if code == 1 and case.command in ("solve", "run") and \
                    "verifier rejected" in msg:
                why = "method returned a schedule its own verifier rejects"
            elif code == 1:
                why = "unexpected exception"
            else:
                why = f"exit {code}"
            return Outcome(case, code, f"FAIL:{why}", err, _crash_site(err))
        if case.command == "verify" and code == 1 and "Traceback" in err:
            return Outcome(case, code, "FAIL:unexpected exception", err, _crash_site(err))
        if case.command == "verify" and code == 1 and not msg:
            return Outcome(case, code, "FAIL:exit 1 without a message", err)
        if code == 2 and "Traceback" in err and not msg:
            return Outcome(case, code, "FAIL:exit 2 without a message", err)
        if code == 0 and case.command in ("solve", "run"):
            problem = self._check_printed_result(case, out)
            if problem:
                return Outcome(case, code, f"FAIL:{problem}", err)
        return Outcome(case, code, f"exit-{code}", err)

    def _check_printed_result(self, case: Case, out: str) -> str:
        """Exit 0: stdout is one Result that ``verify`` accepts on the same file."""
        try:
            res = json.loads(out)
        except ValueError:
            return "stdout is not one JSON object"
        if not isinstance(res, dict) or "status" not in res:
            return "stdout is not a Result"
        if res["status"] in ("optimal", "feasible", "time_limit") and \
                res.get("schedule") is not None:
            if not res.get("feasible"):
                return f"status {res['status']} with feasible=false"
            rfile = self.dir / f"case{case.index}-result.json"
            rfile.write_text(out)
            code, vout, verr, escaped = call_cli(["verify", case.argv[1], str(rfile)],
                                                 self.budget_s)
            if code != 0:
                return (f"printed Result fails verify (exit {code}): "
                        f"{(verr or vout or escaped).strip()[-300:]}")
        elif res["status"] == "optimal":
            return "optimal without a schedule"
        return ""


def run_campaign(seed: int, cases: int, time_limit: float = 1.0, budget_s: float = 20.0,
                 workdir: Path | None = None,
                 families: set[str] | None = None) -> list[Outcome]:
    """Run ``cases`` cases of campaign ``seed``; returns every outcome."""
    with contextlib.ExitStack() as stack:
        if workdir is None:
            workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(
                prefix="optsched-fuzz-")))
        fz = Fuzzer(seed, workdir, time_limit, budget_s, families=families)
        outcomes = []
        for k in range(cases):
            o = fz.run_case(k)
            if o is not None:
                outcomes.append(o)
        return outcomes


def summarise(outcomes: list[Outcome]) -> str:
    """Counts per (command, outcome) and every failure, as text."""
    from collections import Counter

    counts = Counter((o.case.command, o.outcome) for o in outcomes)
    lines = [f"{len(outcomes)} cases"]
    for (cmd, what), n in sorted(counts.items()):
        lines.append(f"  {cmd:<7} {what:<60} {n}")
    fails = [o for o in outcomes if o.failed]
    lines.append(f"{len(fails)} failures")
    for o in fails:
        c = o.case
        tail = [ln for ln in o.stderr.strip().splitlines() if ln.strip()][-1:] or [""]
        lines.append(f"- case {c.index} [{c.family}] {' '.join(c.argv[:1])} {c.detail} "
                     f"on {Path(c.source).name}: {c.mutation}\n    {o.outcome} at "
                     f"{o.where or '?'}: {tail[0][:300]}")
    return "\n".join(lines)
