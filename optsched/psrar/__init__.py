"""psrar: distributed-ML training jobs with parameter servers or ring-allreduce
(psrar paper). Instance model, schedule, verifier, exact models, online algorithms and
generators.

``FAMILY`` and ``FAMILY_MAXWEIGHT`` are the two :class:`~optsched.core.family.Family`
declarations (``psrar``: min sum_j w_j c_j; ``psrar-maxweight``: the max-weight problem),
like every other family's ``FAMILY``. See ``notes/psrar-api.md`` and
``models/psrar-*.md``.
"""

from __future__ import annotations

from .family import FAMILY, FAMILY_MAXWEIGHT
from .instance import (
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
