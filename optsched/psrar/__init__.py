"""psrar: distributed-ML training jobs with parameter servers or ring-allreduce
(psrar paper). Instance model, schedule, verifier, exact models and generators.

See ``notes/psrar-api.md`` and ``models/psrar-*.md``.
"""

from __future__ import annotations

from .instance import (
    FAMILY,
    FAMILY_MAXWEIGHT,
    Job,
    PsrarInstance,
    PsType,
    Server,
    WorkerType,
    rho_ps,
    rho_rar,
)
from .schedule import JobPlacement, PsrarSchedule

__all__ = ["FAMILY", "FAMILY_MAXWEIGHT", "Job", "JobPlacement", "PsType", "PsrarInstance",
           "PsrarSchedule", "Server", "WorkerType", "rho_ps", "rho_rar"]
