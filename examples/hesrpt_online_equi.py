"""EQUI: the N servers shared equally by the jobs present (hesrpt, online).

Run it::

    optsched run hesrpt/online-20-jobs --algo examples/hesrpt_online_equi.py:policy
    optsched run hesrpt/two-jobs-paper --algo examples/hesrpt_online_equi.py:policy

The online form of the policy contract: a class whose objects have ``decide(view)``.
The exact fluid simulator calls it at time 0 and after every arrival and departure
with a read-only ``HesrptView`` (the jobs present with their remaining and original
sizes -- heSRPT's model is clairvoyant -- weights, arrivals, current servers; N; the
speedup ``s(k)``; see ``optsched.hesrpt.contract``) and applies the
``Allocate(job, servers)`` decisions (any real number of servers >= 0, total <= N);
they persist until the next event. Job ids are the jobs' indices as strings.

On offline instances with ``s(k) = k**p`` the run reports the proven optimum
(heSRPT, Theorem 6) as ``bound``, so ``gap`` is this policy's distance to it.
"""

from __future__ import annotations

from optsched.hesrpt.contract import Allocate, HesrptView


class policy:  # lower case: the name that `--algo FILE:policy` looks up
    """Equal shares: every job present gets N / (number of jobs present) servers."""

    def decide(self, view: HesrptView) -> list[Allocate]:
        """Re-share the servers equally at every event."""
        share = view.n_servers / len(view.jobs)
        return [Allocate(job.id, share) for job in view.jobs]
