"""Typed, declared options of algorithms and exact models, and model-size estimates.

Every keyword option of a registered ``run``/``solve`` function is a :class:`Param`
(name, type, default, range, help). The CLI (``--param k=v``), ``bench`` grids and
``optsched list`` all read these declarations, and every value is checked by
:meth:`Param.parse` *before* anything runs: booleans accept only ``true/false/1/0``,
numbers must be finite and inside the declared range, strings must be one of the
declared choices, unknown names are refused with the list of known ones.
"""

from __future__ import annotations

import functools
import inspect
import math
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin

from .errors import InstanceError

#: scalar types a parameter may have
ParamType = type[bool] | type[int] | type[float] | type[str]
ParamValue = bool | int | float | str | None

#: keyword names the facades pass themselves (the CLI option that sets each): no model,
#: algorithm, bound method or preset may declare an option of these names, so every
#: declared option can be set with ``--param`` (a test walks them all)
RESERVED_PARAMS: dict[str, str] = {
    "instance": "the FILE argument", "seed": "--seed", "solver": "--solver",
    "time_limit": "--time-limit", "threads": "--threads", "model": "--model",
    "algo": "--algo", "bound": "--bound", "method": "--method", "preset": "--preset",
    "family": "the FAMILY argument",
}


def max_threads() -> int:
    """Upper bound of ``--threads``, ``OPTSCHED_THREADS`` and ``bench.threads``: four
    threads per core (beyond that a solver only thrashes; a typo such as ``--threads
    100000`` used to reach the solver and fail there)."""
    import os

    return 4 * max(1, os.cpu_count() or 1)

#: the only spellings of a boolean (case-insensitive); "yes", "on", "maybe" are refused
_TRUE = {"true", "1"}
_FALSE = {"false", "0"}
_NONE = {"none", "null"}


@dataclass(frozen=True)
class Param:
    """One declared option.

    Parameters
    ----------
    name : str
        Keyword name (``snake_case``; ``--param some-name=v`` is accepted as well).
    type : type
        ``bool``, ``int``, ``float`` or ``str``.
    default : bool | int | float | str | None
        Value used when the option is not given; ``None`` makes the option nullable
        (``--param name=none``).
    help : str
        One line for ``optsched list`` (state the unit).
    low, high : float, optional
        Inclusive range for numbers.
    choices : tuple of str, optional
        Allowed values of a string option.

    Examples
    --------
    >>> Param("tau", float, 2.0, "delay budget factor", low=0).parse("1.5")
    1.5
    """

    name: str
    type: ParamType
    default: ParamValue
    help: str = ""
    low: float | None = None
    high: float | None = None
    choices: tuple[str, ...] | None = None
    nullable: bool = False

    @property
    def allows_none(self) -> bool:
        return self.nullable or self.default is None

    def describe(self) -> dict[str, Any]:
        """JSON-able description (for ``optsched list --json``)."""
        d: dict[str, Any] = {"type": self.type.__name__, "default": self.default,
                             "help": self.help}
        if self.low is not None:
            d["min"] = self.low
        if self.high is not None:
            d["max"] = self.high
        if self.choices:
            d["choices"] = list(self.choices)
        if self.allows_none:
            d["nullable"] = True
        return d

    def parse(self, value: Any, where: str | None = None) -> ParamValue:
        """Convert and check ``value`` (a CLI string or a native TOML/Python value).

        Raises
        ------
        InstanceError
            naming ``param.<name>`` and the offending value.
        """
        path = where or f"param.{self.name}"
        if value is None or (isinstance(value, str) and value.strip().lower() in _NONE):
            if self.allows_none:
                return None
            raise InstanceError(path, f"must be a {self.type.__name__}, got {value!r}")
        if self.type is bool:
            return self._parse_bool(value, path)
        if self.type is int:
            out: ParamValue = self._parse_int(value, path)
        elif self.type is float:
            out = self._parse_float(value, path)
        elif self.type is str:
            if not isinstance(value, str):
                raise InstanceError(path, f"must be a string, got {value!r}")
            if self.choices is not None and value not in self.choices:
                raise InstanceError(path, f"must be one of {', '.join(self.choices)}, got "
                                    f"{value!r}")
            return value
        else:  # pragma: no cover - guarded at declaration
            raise InstanceError(path, f"unsupported parameter type {self.type!r}")
        assert isinstance(out, (int, float))
        if self.low is not None and out < self.low:
            raise InstanceError(path, f"must be >= {self.low:g}, got {value!r}")
        if self.high is not None and out > self.high:
            raise InstanceError(path, f"must be <= {self.high:g}, got {value!r}")
        return out

    def _parse_bool(self, value: Any, path: str) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        if isinstance(value, str):
            v = value.strip().lower()
            if v in _TRUE:
                return True
            if v in _FALSE:
                return False
        raise InstanceError(path, f"must be true or false (or 1/0), got {value!r}")

    def _parse_int(self, value: Any, path: str) -> int:
        if isinstance(value, bool):
            raise InstanceError(path, f"must be an integer, got {value!r}")
        if isinstance(value, int):
            return value
        if isinstance(value, float):
            if math.isfinite(value) and value.is_integer():
                return int(value)
            raise InstanceError(path, f"must be an integer, got {value!r}")
        if isinstance(value, str) and value.strip().isascii():
            try:
                return int(value.strip())
            except ValueError:
                pass
            try:
                f = float(value)
            except ValueError:
                f = math.nan
            if math.isfinite(f) and f.is_integer() and abs(f) < 2**53:
                return int(f)
        raise InstanceError(path, f"must be an integer, got {value!r}")

    def _parse_float(self, value: Any, path: str) -> float:
        if isinstance(value, bool):
            raise InstanceError(path, f"must be a number, got {value!r}")
        if isinstance(value, (int, float)):
            f = float(value)
        elif isinstance(value, str):
            try:
                if not value.strip().isascii():
                    raise ValueError(value)
                f = float(value.strip())
            except ValueError:
                raise InstanceError(path, f"must be a number, got {value!r}") from None
        else:
            raise InstanceError(path, f"must be a number, got {value!r}")
        if not math.isfinite(f):
            raise InstanceError(path, f"must be a finite number, got {value!r}")
        return f


@dataclass(frozen=True)
class ModelSize:
    """Size estimate of an exact model, computed *before* it is built.

    ``memory_mb`` defaults to a rough 120 bytes per non-zero plus 400 bytes per
    variable/constraint (Pyomo objects dominate); families may give their own.
    """

    variables: int
    constraints: int
    nonzeros: int
    memory_mb: float | None = None

    @property
    def estimated_memory_mb(self) -> float:
        if self.memory_mb is not None:
            return self.memory_mb
        return (120 * self.nonzeros + 400 * (self.variables + self.constraints)) / 2**20

    def describe(self) -> str:
        return (f"{self.variables:,} variables, {self.constraints:,} constraints, "
                f"{self.nonzeros:,} non-zeros, ~{self.estimated_memory_mb:,.0f} MB")


#: default refusal limit for one model (``--param max_nonzeros=...`` is not a model param;
#: set ``OPTSCHED_MAX_NONZEROS`` to change it)
DEFAULT_MAX_NONZEROS = 5_000_000

_FACADE_ARGS = {"instance", "seed", "solver", "time_limit", "threads", "self"}


def _scalar_type(annotation: Any) -> tuple[ParamType, bool, tuple[str, ...] | None] | None:
    """(type, nullable, choices) of a simple annotation, or None if not simple."""
    nullable = False
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        nullable = len(args) < len(get_args(annotation))
        if len(args) != 1:
            return None
        annotation = args[0]
        origin = get_origin(annotation)
    if origin is Literal:
        values = get_args(annotation)
        if all(isinstance(v, str) for v in values):
            return str, nullable, tuple(values)
        return None
    if annotation in (bool, int, float, str):
        return annotation, nullable, None
    return None


def doc_help(fn: Callable[..., Any], name: str) -> str:
    """The one-line description of parameter ``name`` in ``fn``'s numpydoc docstring
    (``Parameters`` section: ``name : type`` then indented text), or ``""``."""
    import re

    doc = inspect.getdoc(fn) or ""
    m = re.search(r"^Parameters\n-+\n(.*?)(?:\n\S[^\n]*\n-+\n|\Z)", doc, re.S | re.M)
    if not m:
        return ""
    lines = m.group(1).splitlines()
    for k, line in enumerate(lines):
        head = re.match(r"^(\w+(?:\s*,\s*\w+)*)\s*(?::.*)?$", line)
        if head and name in [x.strip() for x in head.group(1).split(",")]:
            text = []
            for nxt in lines[k + 1:]:
                if not nxt.startswith((" ", "\t")) or not nxt.strip():
                    break
                text.append(nxt.strip())
            return " ".join(text)
    return ""


def declared_params(fn: Callable[..., Any], declared: Sequence[Param] = (),
                    what: str = "", positional: int = 1) -> tuple[Param, ...]:
    """The full, ordered parameter list of ``fn``.

    The first ``positional`` positional parameters (the instance, or a generator's seed;
    an online simulator's instance and policy) are not options.
    Every keyword option of ``fn`` (other than the facade's own ``instance``, ``seed``,
    ``solver``, ``time_limit``, ``threads``) must either be declared in ``declared`` or
    carry a simple annotation (``bool``, ``int``, ``float``, ``str``, ``Literal[...]``,
    optionally ``| None``) from which its type is derived. A declared name that ``fn``
    does not accept, or an option with neither, is a programming error.
    """
    sig = inspect.signature(fn)
    target = fn.func if isinstance(fn, functools.partial) else fn
    try:
        hints = typing.get_type_hints(target)
    except Exception:  # noqa: BLE001 - unresolvable forward refs: fall back to declared
        hints = {}
    by_name = {p.name: p for p in declared}
    out: list[Param] = []
    items = list(sig.parameters.items())
    for _ in range(positional):  # the instance (algorithms, models), the seed (presets),
        # the instance and the policy (online simulators)
        if items and items[0][1].kind in (inspect.Parameter.POSITIONAL_ONLY,
                                          inspect.Parameter.POSITIONAL_OR_KEYWORD):
            items = items[1:]
    for name, p in items:
        if name in _FACADE_ARGS or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        if p.kind is p.POSITIONAL_ONLY:
            continue
        if name in RESERVED_PARAMS:
            raise TypeError(f"{what or fn.__qualname__}: option {name!r} is reserved for "
                            f"the facade ({RESERVED_PARAMS[name]}); rename it")
        if name in by_name:
            out.append(by_name.pop(name))
            continue
        st = _scalar_type(hints.get(name))
        if st is None or p.default is inspect.Parameter.empty:
            raise TypeError(f"{what or fn.__qualname__}: option {name!r} needs a declared "
                            "Param (no simple type annotation and default)")
        typ, nullable, choices = st
        out.append(Param(name, typ, p.default, doc_help(target, name), choices=choices,
                         nullable=nullable))
    if by_name:
        raise TypeError(f"{what or fn.__qualname__}: declared params {sorted(by_name)} are "
                        "not keyword options of the function")
    return tuple(out)


def bind_params(params: Sequence[Param], values: Mapping[str, Any],
                what: str) -> dict[str, ParamValue]:
    """Check ``values`` (name -> raw value) against ``params``; return typed kwargs.

    Names may use ``-`` for ``_``. Reserved names (``--seed`` …) and unknown names are
    refused, the latter with the list of known ones.
    """
    known = {p.name: p for p in params}
    out: dict[str, ParamValue] = {}
    for raw_name, value in values.items():
        name = str(raw_name).strip().replace("-", "_")
        if name in RESERVED_PARAMS:
            raise InstanceError(f"param.{name}", "is not a model/algorithm parameter: use "
                                f"{RESERVED_PARAMS[name]}")
        if name not in known:
            names = ", ".join(sorted(known)) or "none"
            raise InstanceError(f"param.{name}", f"unknown parameter for {what} "
                                f"(accepted: {names})")
        out[name] = known[name].parse(value)
    return out
