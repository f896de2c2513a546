"""Loading a user's policy from a file, a module or an installed package.

Specs accepted wherever an algorithm name is (``--algo``, bench TOML, the Python API):

* ``path/to/file.py:NAME`` — a Python file (relative paths from the working directory,
  or from the bench config's folder);
* ``package.module:NAME`` — an importable module;
* a name announced in the entry-point group ``optsched.algorithms`` by an installed
  package (``optsched list`` shows them under their family);
* a registered algorithm's name (the bundled ones).

The object is an offline policy (a callable) or an online policy (a class, or object,
with ``decide``); :func:`wrap_policy` turns it into an :class:`Algorithm` whose ``run``
returns a raw Result for :func:`~optsched.core.finalize.finalize` to judge.
"""

from __future__ import annotations

import copy
import hashlib
import importlib
import importlib.util
import inspect
import re
import sys
from collections.abc import Mapping
from importlib import metadata
from pathlib import Path
from typing import Any

from .errors import InstanceError
from .family import Algorithm, Family
from .params import Param, ParamValue, declared_params
from .policy import PolicyError, is_online, spec_of
from .protocols import Instance
from .result import Result, Status

#: entry-point group through which installed packages provide policies
ALGORITHM_ENTRY_POINT_GROUP = "optsched.algorithms"

_SPEC = re.compile(r"^(?P<target>.+):(?P<name>[A-Za-z_][A-Za-z0-9_]*)$")


def is_spec(algo: str) -> bool:
    """True for ``file.py:NAME`` or ``module:NAME`` (not a registered name)."""
    return _SPEC.match(algo) is not None


def _load_file(path: Path) -> Any:
    """Import a Python file as a fresh module (named after its content hash)."""
    try:
        source = path.read_bytes()
    except OSError as exc:
        raise InstanceError("--algo", f"cannot read {str(path)!r}: {exc.strerror}") from None
    digest = hashlib.sha256(source).hexdigest()[:12]
    modname = f"optsched_user_{re.sub(r'[^A-Za-z0-9_]', '_', path.stem)}_{digest}"
    if modname in sys.modules:
        return sys.modules[modname]
    spec = importlib.util.spec_from_file_location(modname, path)
    if spec is None or spec.loader is None:
        raise InstanceError("--algo", f"{str(path)!r} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[modname] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # noqa: BLE001 - the user's code: report, don't crash
        sys.modules.pop(modname, None)
        raise PolicyError("--algo", f"importing {str(path)!r} raised "
                          f"{type(exc).__name__}: {exc}") from exc
    return module


def _load_module(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and name.startswith(exc.name):
            raise InstanceError("--algo", f"no file or module {name!r} (a file needs the "
                                ".py suffix: path/to/file.py:NAME)") from None
        raise PolicyError("--algo", f"importing {name!r} raised ModuleNotFoundError: "
                          f"{exc}") from exc
    except Exception as exc:  # noqa: BLE001 - the user's code: report, don't crash
        raise PolicyError("--algo", f"importing {name!r} raised {type(exc).__name__}: "
                          f"{exc}") from exc


def source_digest(spec: str, base_dir: Path | None = None) -> str | None:
    """SHA-256 of a ``file.py:NAME`` spec's file (bench cell ids change with the code)."""
    m = _SPEC.match(spec)
    if m is None or not m["target"].endswith(".py"):
        return None
    path = resolve_file(m["target"], base_dir)
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def resolve_file(target: str, base_dir: Path | None = None) -> Path:
    """A policy file: as given (absolute, or from the working directory), else relative
    to ``base_dir`` (a bench config's folder)."""
    p = Path(target).expanduser()
    if p.is_absolute() or p.exists() or base_dir is None:
        return p
    cand = base_dir / p
    return cand if cand.exists() else p


def load_object(spec: str, base_dir: Path | None = None) -> object:
    """The object named by ``file.py:NAME`` or ``module:NAME``."""
    m = _SPEC.match(spec)
    if m is None:
        raise InstanceError("--algo", f"expected file.py:NAME or module:NAME, got {spec!r}")
    target, name = m["target"], m["name"]
    if target.endswith(".py") or "/" in target or "\\" in target:
        path = resolve_file(target, base_dir)
        if not path.is_file():
            raise InstanceError("--algo", f"no file {target!r}")
        module = _load_file(path)
    else:
        module = _load_module(target)
    if not hasattr(module, name):
        names = sorted(k for k, v in vars(module).items()
                       if not k.startswith("_") and callable(v)
                       and getattr(v, "__module__", None) == module.__name__)
        raise InstanceError("--algo", f"{target!r} has no {name!r} (it defines: "
                            f"{', '.join(names) or 'nothing callable'})")
    return getattr(module, name)


def entry_point_policies() -> dict[str, metadata.EntryPoint]:
    """Name -> entry point of every policy announced in ``optsched.algorithms``."""
    return {ep.name: ep for ep in metadata.entry_points(group=ALGORITHM_ENTRY_POINT_GROUP)}


def entry_point_family(ep: metadata.EntryPoint) -> str | None:
    """The family an entry-point policy declares (``@policy(family=...)``), or the
    ``family/`` prefix of its entry-point name."""
    if "/" in ep.name:
        return ep.name.split("/", 1)[0]
    try:
        return spec_of(ep.load()).family
    except Exception:  # noqa: BLE001 - listing must not fail on a broken package
        return None


def _params_of(obj: Any, what: str) -> tuple[Param, ...]:
    declared = spec_of(obj).params
    target = obj.__init__ if inspect.isclass(obj) else obj
    if inspect.isclass(obj) and target is object.__init__:
        if declared:
            raise InstanceError("--algo", f"{what}: declares params but __init__ takes none")
        return ()
    try:
        return declared_params(target, declared, what)
    except TypeError as exc:
        raise InstanceError("--algo", f"{what}: {exc}") from None


def _accepts(fn: Any, name: str) -> bool:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return False
    return name in sig.parameters or any(
        p.kind is p.VAR_KEYWORD for p in sig.parameters.values())


def _label(obj: Any, spec: str | None) -> str:
    return spec or spec_of(obj).name or getattr(obj, "__qualname__", None) or \
        type(obj).__qualname__


def wrap_policy(fam: Family[Any, Any], obj: object, spec: str | None = None) -> Algorithm:
    """An :class:`Algorithm` running a user's offline or online policy on ``fam``."""
    ps = spec_of(obj)
    if ps.family is not None and ps.family != fam.name:
        raise InstanceError("--algo", f"policy {_label(obj, spec)} is declared for family "
                            f"{ps.family!r}, the instance is {fam.name!r}")
    label = _label(obj, spec)
    name = ps.name or label
    if is_online(obj):
        return _online(fam, obj, label, name, ps.description)
    if not callable(obj):
        raise InstanceError("--algo", f"{label} is neither a callable (offline policy) nor "
                            "an object with decide() (online policy)")
    params = _params_of(obj, label)
    takes_seed = _accepts(obj, "seed")

    def run(instance: Instance, *, seed: int = 0, **options: ParamValue) -> Result:
        kwargs = dict(options)
        if takes_seed:
            kwargs["seed"] = seed
        try:
            out = obj(instance, **kwargs)
        except (InstanceError, KeyboardInterrupt):
            raise
        except Exception as exc:  # noqa: BLE001 - the user's code: report, don't crash
            _raise_policy_error(label, exc, fam, instance)
        return _as_result(fam, instance, out, name, label)

    return Algorithm(name, run, ps.description or f"user policy {label}", params,
                     source=spec or "python")


def _online(fam: Family[Any, Any], obj: Any, label: str, name: str,
            description: str) -> Algorithm:
    sim = fam.online_simulator
    if sim is None:
        raise InstanceError("--algo", f"{label} is an online policy (it has decide()), but "
                            f"family {fam.name} has no online simulator: give an offline "
                            "policy (instance, *, seed) -> schedule")
    is_class = inspect.isclass(obj)
    own = _params_of(obj, label) if is_class else ()
    sim_names = {p.name for p in sim.params}
    clash = sorted(sim_names & {p.name for p in own})
    if clash:
        raise InstanceError("--algo", f"{label} declares parameter {clash[0]!r}, which the "
                            f"{fam.name} simulator also takes: rename it in the policy")
    # the simulator's own options (e.g. asrpt-online's predictor) are set with --param
    # beside the policy's: each goes where it is declared
    params = own + tuple(sim.params)
    # a class without __init__ inherits object.__init__(*args, **kwargs), which takes no
    # keyword in fact: give it no seed
    takes_seed = is_class and obj.__init__ is not object.__init__ and \
        _accepts(obj.__init__, "seed")

    def run(instance: Instance, *, seed: int = 0, **options: ParamValue) -> Result:
        try:
            if is_class:
                kwargs = {k: v for k, v in options.items() if k not in sim_names}
                if takes_seed:
                    kwargs["seed"] = seed
                pol = obj(**kwargs)
            else:
                pol = copy.deepcopy(obj)
        except Exception as exc:  # noqa: BLE001 - the user's code
            _raise_policy_error(label, exc, fam, instance)
        try:
            sim_options = {k: v for k, v in options.items() if k in sim_names}
            raw = sim.simulate(instance, pol, seed=seed, **sim_options)
        except (InstanceError, KeyboardInterrupt):
            raise
        except Exception as exc:  # noqa: BLE001 - raised inside decide(): the user's code
            if _from_user_code(exc, pol):
                _raise_policy_error(label, exc, fam, instance)
            raise
        raw.method = name
        return raw

    return Algorithm(name, run, description or f"user online policy {label}", params,
                     source=label)


def _from_user_code(exc: BaseException, pol: object) -> bool:
    """True if the innermost frames of ``exc`` include code of the policy's module."""
    module = sys.modules.get(type(pol).__module__)
    path = getattr(module, "__file__", None)
    tb = exc.__traceback__
    while tb is not None:
        if path is not None and tb.tb_frame.f_code.co_filename == path:
            return True
        tb = tb.tb_next
    return path is None


def _raise_policy_error(label: str, exc: Exception, fam: Family[Any, Any],
                        instance: Instance) -> None:
    from .interrupt import Interrupted

    if isinstance(exc, Interrupted):
        raise exc
    where = f"{fam.name}/{getattr(instance, 'name', '') or '?'}"
    raise PolicyError(f"policy {label}", f"raised {type(exc).__name__}: {exc} (instance "
                      f"{where}; --traceback shows where)") from exc


def _as_result(fam: Family[Any, Any], instance: Instance, out: object, name: str,
               label: str) -> Result:
    """A raw Result from what an offline policy returned (a schedule, its JSON form, or
    a Result)."""
    if isinstance(out, Result):
        return out
    res = Result(family=fam.name, instance=getattr(instance, "name", ""), method=name,
                 status=Status.FEASIBLE)
    if out is None:
        res.status = Status.ERROR
        res.message = f"policy {label} returned None instead of a schedule"
        res.metrics["verifier_rejected"] = True
        return res
    try:
        res.schedule = fam.load_schedule(out if not isinstance(out, Mapping) else dict(out))
    except InstanceError as exc:
        res.status = Status.ERROR
        res.message = f"verifier rejected the schedule: malformed ({exc})"
        res.metrics["verifier_rejected"] = True
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        res.status = Status.ERROR
        res.message = (f"verifier rejected the schedule: policy {label} returned a "
                       f"{type(out).__name__} that is not a {fam.name} schedule "
                       f"({type(exc).__name__}: {exc})")
        res.metrics["verifier_rejected"] = True
    return res


__all__ = ["ALGORITHM_ENTRY_POINT_GROUP", "entry_point_family", "entry_point_policies",
           "is_spec", "load_object", "resolve_file", "source_digest", "wrap_policy"]
