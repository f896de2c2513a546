"""First come, first served, decided online at each event (asrpt-online).

Run it::

    optsched run asrpt-online/tiny-s3 --algo examples/asrpt_online_fcfs.py:policy
    optsched run asrpt-online/tiny-s3 --algo examples/asrpt_online_fcfs.py:policy \
        --param backfill=false

The online form of the policy contract: a class whose objects have ``decide(view)``.
The simulator calls it at every job submission and completion with a read-only
``AsrptView`` (waiting jobs with their GPU demand and *predicted* iterations -- never
the true count --, running jobs, free GPUs per server; see
``optsched.asrpt.online.contract``) and starts the jobs of the ``Start(job, servers,
counts)`` returned; it computes each job's per-iteration time from its placement by
eq. (7). A busy server or a wrong replica count stops the run with an error naming the
job and the server.

The rule: jobs in submission order; each takes the servers with the most free GPUs and
Heavy-Edge maps its replicas there. With ``backfill`` (default; = our ``wcs-subtime``)
a later job may start when an earlier one does not fit; without it the queue waits.
"""

from __future__ import annotations

from optsched.asrpt.online.contract import AsrptView, Start, most_available


class policy:  # lower case: the name that `--algo FILE:policy` looks up
    """FCFS on the most-available servers, Heavy-Edge mapping."""

    def __init__(self, *, seed: int = 0, backfill: bool = True) -> None:
        self.backfill = backfill

    def decide(self, view: AsrptView) -> list[Start]:
        """Start every waiting job that fits, in submission order."""
        free = list(view.free)
        starts: list[Start] = []
        for job in view.waiting:  # submission order (ties: instance order)
            if job.gpus > sum(free):
                if not self.backfill:
                    break
                continue
            servers, caps = most_available(free, job.gpus)
            starts.append(view.place(job.id, servers, caps))
            for m, c in zip(servers, caps):
                free[m] -= c
        return starts
