"""The online-policy contract of ``hesrpt``: what an allocation policy sees and decides.

A user's online policy is a class whose objects have ``decide(view) -> decisions``
(:mod:`optsched.core.policy`). The exact fluid simulator
(:func:`~optsched.hesrpt.simulate.simulate_contract`, run by ``optsched run FILE --algo
path/to/file.py:NAME``) calls ``decide`` at time 0 and after every arrival and departure
(all events of one instant together) with a :class:`HesrptView`, and applies the
:class:`Allocate` decisions returned. An allocation **persists until the next event**:
a job not named in the decisions keeps its servers (a departed job's servers are freed;
an arriving job has none), so returning nothing leaves the allocation as it is.
Between two events job ``i`` on ``k_i`` servers is served at rate ``s(k_i)`` (work per
second; one server = rate 1), exactly, with no time step.

Clairvoyance. heSRPT's model (Berg et al., Section 1) is *clairvoyant*: the scheduler
knows every job's size when it arrives (Theorem 5's allocation is a function of the
remaining sizes), so the view gives the true original and remaining sizes, not
predictions. Arrivals are not known in advance (a job appears in the view once it has
arrived: the online setting of Section 5.3).

Job ids: heSRPT jobs have no id in the instance file, so a job's id is its 0-based index
in the file's ``jobs`` list, as a string (``"0"``, ``"1"``, ...), as in the fluid
schedule's ``segments[].jobs``.

Examples
--------
EQUI (equal shares of the N servers) on this contract::

    class Equi:
        def decide(self, view: HesrptView) -> list[Allocate]:
            share = view.n_servers / len(view.jobs)
            return [Allocate(j.id, share) for j in view.jobs]
"""

from __future__ import annotations

from dataclasses import dataclass

from optsched.core.policy import Event

from .speedup import Speedup

__all__ = ["Allocate", "Event", "HesrptView", "PresentJob"]


@dataclass(frozen=True)
class PresentJob:
    """A job that has arrived and not completed.

    Attributes
    ----------
    id : str
        Its 0-based index in the instance's ``jobs``, as a string.
    size_s : float
        ``x_i``: original size, seconds on one server.
    remaining_s : float
        ``r_i``: work left, seconds on one server.
    weight : float
        ``w_i``: its weight in the objective (mean slowdown: ``s(N)/x_i``; mean flow
        time: 1; weighted flow time: the file's weight).
    arrival_s : float
        Arrival time (s).
    servers : float
        Servers it holds under the allocation in force until now (0 for a job that has
        just arrived).
    """

    id: str
    size_s: float
    remaining_s: float
    weight: float
    arrival_s: float
    servers: float


@dataclass(frozen=True)
class Allocate:
    """Decision: job ``job`` holds ``servers`` servers (fluid: any real ``>= 0``) from now
    until the next event (or until changed).

    The simulator refuses (``DecisionError``, exit 2) an unknown or absent job, a
    negative, infinite or non-numeric ``servers``, and an allocation whose total exceeds
    ``N`` (after all decisions of one call are applied).
    """

    job: str
    servers: float


@dataclass(frozen=True)
class HesrptView:
    """The read-only state at one decision instant.

    Attributes
    ----------
    time_s : float
        Now (s).
    events : tuple of Event
        Completions, then arrivals, of this instant (a departure that leaves no job
        present needs no decision and is not reported).
    jobs : tuple of PresentJob
        Every job present, largest remaining size first (ties in a deterministic order).
    n_servers : float
        ``N`` (may be fractional: the model is a fluid).
    speedup : Speedup
        ``s(k)``, callable on a number of servers (``speedup(4.0)``); ``speedup.p`` is
        the exponent of ``k**p`` (None for Amdahl).
    objective : str
        ``mean_slowdown``, ``mean_flow_time`` or ``weighted_flow_time``.
    """

    time_s: float
    events: tuple[Event, ...]
    jobs: tuple[PresentJob, ...]
    n_servers: float
    speedup: Speedup
    objective: str

    @property
    def running(self) -> tuple[PresentJob, ...]:
        """Jobs holding servers (``servers > 0``)."""
        return tuple(j for j in self.jobs if j.servers > 0)

    @property
    def waiting(self) -> tuple[PresentJob, ...]:
        """Jobs present without servers."""
        return tuple(j for j in self.jobs if j.servers <= 0)

    @property
    def free(self) -> float:
        """Servers not held by any job under the allocation in force (``N - sum k_i``)."""
        return max(0.0, self.n_servers - sum(j.servers for j in self.jobs))
