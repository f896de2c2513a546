"""The contract a user's scheduler implements, in two forms.

**Offline form** (every family): a callable ``policy(instance, *, seed) -> schedule``
returning the family's typed schedule object or the JSON-shaped dict that
``optsched run --json`` prints under ``"schedule"``. Keyword options after ``seed`` are
the policy's parameters (``--param k=v``), typed by simple annotations or declared with
:func:`policy`. The verifier judges the schedule and the objective is recomputed,
exactly as for the bundled algorithms::

    def policy(instance, *, seed: int = 0, reverse: bool = False) -> dict:
        order = sorted(instance.tasks, key=lambda t: t.due, reverse=reverse)
        ...
        return {"assignments": [...]}

**Online form** (families with a simulator: hgsp-llm, hesrpt, asrpt-online, psrar): a
class whose instances have ``decide(view) -> decisions``. The family's simulator creates
one object per run (``cls(seed=seed, **params)`` when ``__init__`` takes them), calls
``decide`` at every arrival and completion with a read-only, typed view of the state
(what a real scheduler may know: predictions, not true sizes, unless the family says
otherwise) and applies the decisions returned; an infeasible decision is refused with a
:class:`DecisionError` naming the job and the resource. Each family documents its view
and decision types (``optsched list`` shows them)::

    class Fcfs:
        def __init__(self, *, seed: int = 0) -> None: ...
        def decide(self, view: OnlineView) -> list[Start]: ...

A policy is loaded from a file (``--algo path/to/file.py:NAME``), a module
(``--algo package.module:NAME``), an installed package (entry-point group
``optsched.algorithms``) or passed directly (``optsched.run(inst, my_policy)``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar, runtime_checkable

from .errors import InstanceError
from .params import Param
from .protocols import Instance, JSONValue, Schedule

V_contra = TypeVar("V_contra", contravariant=True)
D_co = TypeVar("D_co", covariant=True)
P = TypeVar("P")

#: what an offline policy may return: a typed schedule or its JSON form (an object or a
#: list, as ``optsched run --json`` prints it under ``"schedule"``)
ScheduleLike = Schedule | JSONValue


class OfflinePolicy(Protocol):
    """``policy(instance, *, seed, **options) -> schedule`` (typed, or its JSON dict)."""

    def __call__(self, instance: Instance, /, *, seed: int = ...) -> ScheduleLike: ...


@runtime_checkable
class OnlinePolicy(Protocol[V_contra, D_co]):
    """An event-driven scheduler: ``decide(view) -> decisions`` at each event.

    ``view`` is the family's read-only state view (time, waiting jobs with what a real
    scheduler may know, running jobs, free resources); the decisions are the family's
    decision objects (start this job with this placement / allocation / configuration).
    Returning nothing leaves the state as it is until the next event.
    """

    def decide(self, view: V_contra) -> Iterable[D_co]: ...


@dataclass(frozen=True)
class Event:
    """What triggered a call of ``decide``: a job's ``arrival`` or ``completion``.

    ``job`` is the job's id as in the instance file (its index as a string when the
    family's jobs have no id).
    """

    kind: Literal["arrival", "completion"]
    job: str


class DecisionError(InstanceError):
    """An online policy's decision that the simulator refuses (exit 2).

    The message names the job and the resource (``job 17: needs 8 GPUs on server 3,
    2 free``) and the time of the event.
    """


def left_waiting(when: str, count: int, first: str, what: str = "job") -> DecisionError:
    """The refusal every simulator gives a policy that leaves ``count`` jobs waiting on an
    idle cluster with nothing left to arrive (the run would never end): ``when`` names
    the time (``decision at t=12 s`` / ``decision at slot 6``), ``first`` a waiting job."""
    return DecisionError(when, f"the policy left {count} {what}(s) waiting (first: "
                               f"{first!r}) on an idle cluster with nothing left to arrive: "
                               "they would never start")


class PolicyError(InstanceError):
    """A user's policy raised an exception or returned something that is not a schedule
    (exit 2); the message names the policy, the exception and the instance."""


@dataclass(frozen=True)
class PolicySpec:
    """What :func:`policy` attaches to a user's policy.

    ``family`` restricts it to one family (entry-point policies must say which);
    ``name`` is how ``optsched list`` and tables show it; ``params`` declare its options
    (checked like the bundled algorithms' options).
    """

    name: str | None = None
    family: str | None = None
    description: str = ""
    params: tuple[Param, ...] = ()


#: attribute under which :func:`policy` stores the spec
SPEC_ATTRIBUTE = "__optsched_policy__"


def policy(*, name: str | None = None, family: str | None = None, description: str = "",
           params: Sequence[Param] = ()) -> Callable[[P], P]:
    """Declare a user policy's name, family, description and parameters (optional).

    Examples
    --------
    >>> from optsched import Param, policy
    >>> @policy(family="hgsp", params=[Param("reverse", bool, False, "latest due first")])
    ... def by_due_date(instance, *, seed=0, reverse=False):
    ...     ...
    """

    def deco(obj: P) -> P:
        setattr(obj, SPEC_ATTRIBUTE, PolicySpec(name, family, description, tuple(params)))
        return obj

    return deco


def spec_of(obj: object) -> PolicySpec:
    """The :class:`PolicySpec` declared on ``obj`` (an empty one if none)."""
    spec = getattr(obj, SPEC_ATTRIBUTE, None)
    return spec if isinstance(spec, PolicySpec) else PolicySpec()


def is_online(obj: object) -> bool:
    """True for an online policy: a class or object with a callable ``decide``."""
    return callable(getattr(obj, "decide", None))


__all__ = ["DecisionError", "Event", "OfflinePolicy", "OnlinePolicy", "PolicyError", "PolicySpec",
           "ScheduleLike", "is_online", "policy", "spec_of"]
