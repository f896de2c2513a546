"""Independent feasibility checker and evaluator of psrar schedules.

:func:`verify` checks every constraint of problem (2) for PS jobs and of problem (15)
for RAR jobs, for one :class:`~.schedule.PsrarSchedule` (or its JSON form):

* (2a) every job scheduled exactly once (``psrar``); at most once (7a) for
  ``psrar-maxweight``;
* (2b) one worker type and at least one worker; (2c) one PS type for PS jobs, none for
  RAR jobs; (2e) at least one PS for PS jobs;
* (2d)/(15a) co-location ``q_j`` is *derived* from the placement (all workers and PSs on
  one server) and used in eq. (1)/(14);
* (2f) ``d_j * sum_h y_jhm * rho >= E_j D_j K_j``; (2g) ``sum_h y_jhm <= D_j``;
* (2h)/(15b) per slot, per server, per resource: sum of running jobs' demands
  ``<= C_h^r``;
* (2i) every server hosting PSs of a PS job reserves ``sum_p s_jhp B_p`` at least the
  bandwidth ``sum b_m y_jh'm`` of the job's workers on the other servers;
* preempted jobs (a tuple of pieces, for preemptive baselines): every piece is checked
  as a configuration ((2b)-(2e), (2g), (2i), capacity), pieces must be in time order
  without overlap, and (2f) sums ``d * n * rho`` over the pieces;
* (2j) ``start >= a_j`` (also for the max-weight problem: the jobs of a round have
  arrived); completion ``<= tau`` (7b) for the max-weight problem and
  ``<= max_completion_slot`` for ``psrar`` when the instance sets it (problem (2) has no
  completion limit: ``T`` bounds the arrivals); ``d_j >= 1``; counts are non-negative
  integers. Capacity is checked in every slot, also after ``T``.

:func:`evaluate` recomputes the objective: ``sum_j w_j c_j`` (slots) for ``psrar``;
for ``psrar-maxweight`` the weight of the jobs completed by ``tau`` (eq. (7)), to be
maximised (the family has ``sense="max"``).
Shares no code with the exact models other than the instance's timing formulas.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from optsched.core.errors import InstanceError

from .instance import FAMILY_MAXWEIGHT, REL_TOL, PsrarInstance
from .schedule import JobPlacement, PsrarSchedule, pieces


def _le(lhs: float, rhs: float) -> bool:
    """``lhs <= rhs`` up to a relative tolerance."""
    return lhs <= rhs + REL_TOL * max(1.0, abs(lhs), abs(rhs))


def parse(instance: PsrarInstance, schedule: Any) -> PsrarSchedule:
    """A :class:`PsrarSchedule` from a schedule object or its JSON form."""
    if isinstance(schedule, PsrarSchedule):
        sched = schedule
    else:
        sched = PsrarSchedule.from_dict(schedule)
    return sched


def verify(instance: PsrarInstance, schedule: Any) -> list[str]:
    """Violations of ``schedule`` (empty list = feasible)."""
    try:
        sched = parse(instance, schedule)
    except InstanceError as exc:
        return [str(exc)]
    J, H = len(instance.jobs), len(instance.servers)
    if len(sched.jobs) != J:
        return [f"schedule has {len(sched.jobs)} entries for {J} jobs"]
    viol: list[str] = []
    maxweight = instance.family == FAMILY_MAXWEIGHT
    deadline = instance.deadline
    R = len(instance.resources)
    T = max([instance.horizon_slots] + [pl.start + max(0, pl.duration) for e in sched.jobs
                                        for pl in pieces(e)])
    usage = np.zeros((T, H, R))
    for j, entry in enumerate(sched.jobs):
        job = instance.jobs[j]
        where = f"job {job.name!r}"
        if entry is None:
            if not maxweight:
                viol.append(f"{where}: not scheduled (2a)")
            continue
        parts = pieces(entry)
        local: list[str] = []
        for k, pl in enumerate(parts):
            tag = "" if len(parts) == 1 else f"piece {k}: "
            local.extend(tag + v for v in _check_piece(instance, j, pl))
        if not local:
            local = _check_job(instance, j, parts, deadline, maxweight)
        viol.extend(f"{where}: {v}" for v in local)
        if local:
            continue
        for pl in parts:
            usage[pl.start:pl.completion] += _demand(instance, pl)[None, :, :]
    cap = np.array([s.capacity for s in instance.servers])  # (H, R)
    over = usage > cap[None, :, :] + REL_TOL * np.maximum(1.0, np.maximum(usage, cap))
    for t, h, r in zip(*np.nonzero(over)):
        viol.append(f"slot {t}, server {instance.servers[h].name!r}: "
                    f"{instance.resources[r]} used {usage[t, h, r]:g} > capacity "
                    f"{cap[h, r]:g} (2h)")
    return viol


def _demand(instance: PsrarInstance, pl: JobPlacement) -> np.ndarray:
    """``f_jh^r``: the job's demand on every server, shape ``(H, R)``."""
    e = np.array(instance.worker_types[pl.worker_type].demand)
    out = np.outer(np.array(pl.workers, dtype=float), e)
    if pl.ps_type is not None:
        z = np.array(instance.ps_types[pl.ps_type].demand)
        out += np.outer(np.array(pl.ps, dtype=float), z)
    return out


def _check_piece(instance: PsrarInstance, j: int, pl: JobPlacement) -> list[str]:
    """Constraints of one contiguous configuration: (2b)-(2e), (2g), (2i), counts."""
    job = instance.jobs[j]
    H = len(instance.servers)
    out: list[str] = []
    if len(pl.workers) != H or len(pl.ps) != H:
        return [f"workers and ps need one count per server ({H})"]
    if any(y < 0 for y in pl.workers) or any(s < 0 for s in pl.ps):
        out.append("negative worker or PS count (2k)/(2l)")
    if not 0 <= pl.worker_type < len(instance.worker_types):
        out.append(f"worker_type {pl.worker_type} out of range (2b)")
    if job.is_ps:
        if pl.ps_type is None or not 0 <= pl.ps_type < len(instance.ps_types):
            out.append(f"PS job needs one PS type in range, got {pl.ps_type!r} (2c)")
    elif pl.ps_type is not None or any(pl.ps):
        out.append("RAR job must not have parameter servers (15)")
    if out:
        return out
    n = pl.n_workers
    if n < 1:
        out.append("no worker (2b)")
    if n > job.chunks:
        out.append(f"{n} workers > D_j = {job.chunks} chunks (2g)")
    if job.is_ps and pl.n_ps < 1:
        out.append("no parameter server (2e)")
    if pl.duration < 1:
        out.append(f"duration {pl.duration} < 1 slot (2m)")
    if pl.start < 0:
        out.append(f"negative start slot {pl.start}")
    if job.is_ps and not out:
        assert pl.ps_type is not None
        b = instance.worker_types[pl.worker_type].bandwidth_gbps
        B = instance.ps_types[pl.ps_type].bandwidth_gbps
        for h, s in enumerate(pl.ps):
            if s > 0:
                need = b * (n - pl.workers[h])
                if not _le(need, s * B):
                    out.append(f"PS bandwidth on server {instance.servers[h].name!r}: "
                               f"{s} x {B:g} Gbps < {need:g} Gbps of remote workers (2i)")
    return out


def _check_job(instance: PsrarInstance, j: int, parts: tuple[JobPlacement, ...],
               deadline: int | None, maxweight: bool) -> list[str]:
    """Job-level constraints: (2j), completion limit, pieces in order, (2f)."""
    job = instance.jobs[j]
    out: list[str] = []
    first, last = parts[0], parts[-1]
    for a, b in zip(parts, parts[1:]):
        if b.start < a.completion:
            out.append(f"pieces overlap or are out of order (slot {b.start} < "
                       f"{a.completion})")
    if first.start < job.arrival_slot:
        out.append(f"starts at slot {first.start} before arrival {job.arrival_slot} (2j)")
    if deadline is not None and last.completion > deadline:
        what = "tau (7b)" if maxweight else "max_completion_slot"
        out.append(f"completes at {last.completion} > {what} = {deadline}")
    if out:
        return out
    done = sum(pl.duration * pl.n_workers * instance.rho(
        j, pl.worker_type, pl.ps_type, pl.n_workers, pl.colocated) for pl in parts)
    work = job.total_minibatches
    if done < work * (1.0 - REL_TOL):
        out.append(f"trains {done:.6g} mini-batches in {sum(p.duration for p in parts)} "
                   f"slots < E_j D_j K_j = {work} (2f)")
    return out


def evaluate(instance: PsrarInstance, schedule: Any) -> tuple[float, dict[str, float]]:
    """Recomputed objective and metrics (see module docstring for the sign convention)."""
    sched = parse(instance, schedule)
    done = [(j, pieces(e)) for j, e in enumerate(sched.jobs) if e is not None]
    comp = {j: max(p.completion for p in parts) for j, parts in done}
    wc = float(sum(instance.jobs[j].weight * c for j, c in comp.items()))
    weight_done = float(sum(instance.jobs[j].weight for j, c in comp.items()
                            if c <= instance.tau))
    metrics: dict[str, float] = {
        "weighted_completion_slots": wc,
        "jobs_scheduled": float(len(done)),
        "makespan_slots": float(max(comp.values(), default=0)),
        "mean_workers": float(np.mean([parts[0].n_workers for _, parts in done]))
        if done else 0.0,
        "colocated_jobs": float(sum(parts[0].colocated for _, parts in done)),
        "preempted_jobs": float(sum(len(parts) > 1 for _, parts in done)),
    }
    if instance.family == FAMILY_MAXWEIGHT:
        metrics["weight_completed_by_tau"] = weight_done
        metrics["tau_slots"] = float(instance.tau)
        return weight_done, metrics
    return wc, metrics
