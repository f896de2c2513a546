"""The fluid schedule of the heSRPT family (typed, JSON round trip, old files load).

On ``[start_s, end_s)`` job ``jobs[k]`` (0-based index into the instance's jobs) holds
the fraction ``shares[k]`` of the N servers; absent jobs hold 0. ``completion_s`` (one
time per job) is optional and never trusted: the evaluator re-derives completion times
from the shares.

JSON form, version 2::

    {"kind": "fluid", "version": 2,
     "segments": [{"start_s": 0.0, "end_s": 1.5, "jobs": [0, 2], "shares": [0.75, 0.25]}],
     "completion_s": [1.5, 4.0, 2.25]}

Version 1 (before issue 11) spelled the times ``start``, ``end`` and ``completion``;
:meth:`FluidSchedule.from_dict` reads both (errors name the field as the file spells
it) and :meth:`FluidSchedule.to_dict` writes version 2. :meth:`from_dict`
checks the *form* -- numbers where numbers belong (no NaN, infinities, strings or
booleans), integer job indices, as many shares as jobs -- and raises
:class:`~optsched.core.errors.InstanceError` naming the field; whether the numbers are a
feasible schedule for an instance is :func:`optsched.hesrpt.verify.verify`'s job.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from optsched.core import validate as V
from optsched.core.errors import InstanceError

SCHEDULE_VERSION = 2
#: (start, end, completion) field names by schedule version
TIME_KEYS = {1: ("start", "end", "completion"), 2: ("start_s", "end_s", "completion_s")}

#: a schedule as read from JSON
ScheduleData = Mapping[str, object]


@dataclass(frozen=True)
class Segment:
    """A time interval with constant shares.

    Attributes
    ----------
    start_s, end_s : float
        The interval ``[start_s, end_s)``, in the instance's time unit (seconds).
    jobs : tuple of int
        Indices of the jobs served (0-based, the instance's order).
    shares : tuple of float
        ``shares[k]`` = fraction of the N servers held by ``jobs[k]``, in [0, 1].
    """

    start_s: float
    end_s: float
    jobs: tuple[int, ...]
    shares: tuple[float, ...]

    def to_dict(self) -> dict[str, float | list[int] | list[float]]:
        """JSON form of one segment."""
        return {"start_s": self.start_s, "end_s": self.end_s, "jobs": list(self.jobs),
                "shares": list(self.shares)}


@dataclass(frozen=True)
class FluidSchedule:
    """Shares of the servers over time (the paper's allocation ``theta(t)``).

    Attributes
    ----------
    segments : tuple of Segment
        In time order, non-overlapping.
    completion_s : tuple of float or None
        Claimed completion time of every job (checked by the verifier, not trusted).

    Examples
    --------
    >>> s = FluidSchedule.from_dict({"segments": [
    ...     {"start": 0.0, "end": 1.0, "jobs": [0], "shares": [1.0]}]})   # version 1
    >>> s.segments[0].end_s
    1.0
    >>> FluidSchedule.from_dict(s.to_dict()) == s
    True
    """

    segments: tuple[Segment, ...]
    completion_s: tuple[float, ...] | None = None

    def to_dict(self) -> dict[str, object]:
        """JSON form, version 2 (see the module docstring)."""
        out: dict[str, object] = {"kind": "fluid", "version": SCHEDULE_VERSION,
                                  "segments": [seg.to_dict() for seg in self.segments]}
        if self.completion_s is not None:
            out["completion_s"] = list(self.completion_s)
        return out

    @classmethod
    def from_dict(cls, data: ScheduleData | FluidSchedule) -> FluidSchedule:
        """Read the JSON form (version 1 or 2).

        Raises
        ------
        InstanceError
            Naming the field, e.g. ``schedule.segments[3].shares[1]: must be finite, got
            nan`` or ``schedule.segments[0].jobs[1]: must be an integer, got 0.4``.
        """
        if isinstance(data, FluidSchedule):
            return data
        V.mapping(data, "schedule")
        version = data.get("version")
        if version is None:  # unversioned: the names used tell
            segs = data.get("segments")
            version = 2 if "completion_s" in data or (isinstance(segs, list) and any(
                isinstance(g, Mapping) and ("start_s" in g or "end_s" in g)
                for g in segs)) else 1
        if isinstance(version, bool) or version not in (1, SCHEDULE_VERSION):
            raise InstanceError("schedule.version", f"must be 1 or {SCHEDULE_VERSION}, got "
                                f"{version!r}")
        start_k, end_k, comp_k = TIME_KEYS[int(version)]
        V.known_keys(data, ("kind", "version", "segments", comp_k), "schedule")
        kind = data.get("kind", "fluid")
        if kind != "fluid":
            raise InstanceError("schedule.kind", f"must be 'fluid', got {kind!r}")
        raw = V.required(data, "segments", "schedule")
        if not isinstance(raw, list):
            raise InstanceError("schedule.segments", f"must be a list, got "
                                f"{type(raw).__name__}")
        segments = tuple(_segment(seg, f"schedule.segments[{k}]", start_k, end_k)
                         for k, seg in enumerate(raw))
        completion = data.get(comp_k)
        claimed = None
        if completion is not None:
            if not isinstance(completion, list):
                raise InstanceError(f"schedule.{comp_k}", "must be a list of times")
            claimed = tuple(V.number(c, f"schedule.{comp_k}[{i}]")
                            for i, c in enumerate(completion))
        return cls(segments=segments, completion_s=claimed)


def _segment(seg: object, path: str, start_k: str, end_k: str) -> Segment:
    if not isinstance(seg, Mapping):
        raise InstanceError(path, f"must be an object, got {type(seg).__name__}")
    V.known_keys(seg, (start_k, end_k, "jobs", "shares"), path)
    start = V.number(V.required(seg, start_k, path), f"{path}.{start_k}")
    end = V.number(V.required(seg, end_k, path), f"{path}.{end_k}")
    jobs_raw = V.required(seg, "jobs", path)
    shares_raw = V.required(seg, "shares", path)
    for key, val in (("jobs", jobs_raw), ("shares", shares_raw)):
        if not isinstance(val, Sequence) or isinstance(val, (str, bytes)):
            raise InstanceError(f"{path}.{key}", f"must be a list, got {type(val).__name__}")
    jobs = tuple(V.integer(j, f"{path}.jobs[{i}]") for i, j in enumerate(jobs_raw))
    shares = tuple(V.number(s, f"{path}.shares[{i}]") for i, s in enumerate(shares_raw))
    if len(jobs) != len(shares):
        raise InstanceError(f"{path}.shares", f"{len(shares)} shares for {len(jobs)} jobs")
    return Segment(start_s=start, end_s=end, jobs=jobs, shares=shares)


__all__ = ["SCHEDULE_VERSION", "FluidSchedule", "ScheduleData", "Segment", "TIME_KEYS"]
