"""Speedup functions ``s(k)``: service rate of one job running on ``k`` servers.

``k`` is a (continuous) number of servers, ``0 <= k <= N``; a job of remaining size ``r``
running on ``k`` servers finishes after ``r / s(k)`` time units (paper, Section 1, "Our
model"; the rate of one server is 1). All speedups here satisfy ``s(0) = 0`` and are
increasing and concave, which is what Theorems 1-2 of the paper need.

* :class:`Power` -- ``s(k) = k**p``, ``0 < p <= 1`` (the paper's model; Theorems 3-6 need
  this form because they use ``s(ab) = s(a) s(b)``);
* :class:`Amdahl` -- Amdahl's law ``s(k) = 1 / ((1 - f) + f / k)`` with parallel fraction
  ``f`` (paper, Section 1, the "63.5 %" remark); written ``k / ((1 - f) k + f)`` so that
  ``s(0) = 0``;
* :class:`Custom` -- any user callable (vectorised over numpy arrays), assumed concave and
  increasing with ``s(0) = 0`` (checked at a few points, not proven).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from optsched.core import InstanceError

#: a number of servers ``k``, or an array of them
Servers = float | np.ndarray


class Speedup(ABC):
    """Base class of speedup functions; ``s(k)`` is vectorised over numpy arrays.

    The closed form (Theorems 3-6) applies to :class:`Power` only
    (``isinstance(sp, Power)``)."""

    kind: str = "custom"
    p: float | None = None

    @abstractmethod
    def __call__(self, k: Servers) -> Servers:
        """Speedup ``s(k)`` on ``k`` servers (vectorised over arrays)."""

    @abstractmethod
    def to_dict(self) -> dict[str, str | float]:
        """JSON form, as read by the instance loader."""

    def derivative(self, k: Servers) -> Servers:
        """``s'(k)`` (central difference unless overridden)."""
        k = np.asarray(k, dtype=float)
        h = np.maximum(k, 1.0) * 1e-6
        return (self(k + h) - self(np.maximum(k - h, 0.0))) / (k + h - np.maximum(k - h, 0.0))


@dataclass(frozen=True)
class Power(Speedup):
    """``s(k) = k**p`` with ``0 < p <= 1``."""

    p: float
    kind: str = "power"

    def __post_init__(self) -> None:
        if not (isinstance(self.p, (int, float)) and 0.0 < float(self.p) <= 1.0):
            raise InstanceError("speedup.p", f"must be in (0, 1], got {self.p!r}")

    def __call__(self, k: Servers) -> Servers:
        """``k**p`` (servers -> service rate, one server = rate 1)."""
        return np.power(k, self.p)

    def derivative(self, k: Servers) -> Servers:
        """``p k**(p-1)``."""
        return self.p * np.power(k, self.p - 1.0)

    def to_dict(self) -> dict[str, str | float]:
        """``{"kind": "power", "p": p}``."""
        return {"kind": "power", "p": float(self.p)}


@dataclass(frozen=True)
class Amdahl(Speedup):
    """Amdahl's law ``s(k) = k / ((1 - f) k + f)``, parallel fraction ``0 < f <= 1``."""

    f: float
    kind: str = "amdahl"

    def __post_init__(self) -> None:
        if not (isinstance(self.f, (int, float)) and 0.0 < float(self.f) <= 1.0):
            raise InstanceError("speedup.f", f"must be in (0, 1], got {self.f!r}")

    def __call__(self, k: Servers) -> Servers:
        k = np.asarray(k, dtype=float)
        return k / ((1.0 - self.f) * k + self.f)

    def derivative(self, k: Servers) -> Servers:
        """``f / ((1 - f) k + f)**2``."""
        k = np.asarray(k, dtype=float)
        return self.f / ((1.0 - self.f) * k + self.f) ** 2

    def to_dict(self) -> dict[str, str | float]:
        """``{"kind": "amdahl", "f": f}``."""
        return {"kind": "amdahl", "f": float(self.f)}


@dataclass(frozen=True)
class Custom(Speedup):
    """A user speedup ``fn(k)`` (vectorised, concave, increasing, ``fn(0) = 0``)."""

    fn: Callable[[np.ndarray], np.ndarray]
    name: str = "custom"
    kind: str = "custom"

    def __post_init__(self) -> None:
        ks = np.array([0.0, 0.5, 1.0, 2.0, 4.0])
        vals = np.asarray(self.fn(ks), dtype=float)
        if vals.shape != ks.shape:
            raise InstanceError("speedup", "custom speedup must be vectorised over arrays")
        if abs(vals[0]) > 1e-12:
            raise InstanceError("speedup", f"custom speedup must have s(0) = 0, got {vals[0]}")
        if np.any(np.diff(vals) < 0):
            raise InstanceError("speedup", "custom speedup must be non-decreasing")

    def __call__(self, k: Servers) -> Servers:
        return self.fn(np.asarray(k, dtype=float))

    def to_dict(self) -> dict[str, str | float]:
        """``{"kind": "custom", "name": name}`` (a callable cannot be serialised: instance
        files accept power and amdahl only)."""
        return {"kind": "custom", "name": self.name}


#: what :func:`as_speedup` accepts
SpeedupSpec = float | int | Speedup | Mapping[str, object] | Callable[[np.ndarray], np.ndarray]


def as_speedup(spec: SpeedupSpec) -> Speedup:
    """A :class:`Speedup` from ``p`` (a float), a Speedup, a dict or a callable.

    Examples
    --------
    >>> as_speedup(0.5)
    Power(p=0.5, kind='power')
    >>> as_speedup({"kind": "amdahl", "f": 0.9}).f
    0.9
    """
    if isinstance(spec, Speedup):
        return spec
    if isinstance(spec, bool):
        raise InstanceError("speedup", f"expected p in (0, 1] or a speedup, got {spec!r}")
    if isinstance(spec, (int, float, np.floating, np.integer)):
        return Power(float(spec))
    if isinstance(spec, dict):
        kind = spec.get("kind")
        if kind == "power":
            return Power(spec.get("p"))  # type: ignore[arg-type]
        if kind == "amdahl":
            return Amdahl(spec.get("f"))  # type: ignore[arg-type]
        raise InstanceError("speedup.kind", f"must be 'power' or 'amdahl', got {kind!r}")
    if callable(spec):
        return Custom(spec)
    raise InstanceError("speedup", f"expected p in (0, 1], a dict or a callable, got {spec!r}")
