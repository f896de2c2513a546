"""The five baselines of Section V-A-1d as policies on the online contract.

:class:`BaselinePolicy` is ``spjf``, ``spwf``, ``wcs-duration``, ``wcs-workload`` or
``wcs-subtime`` written against :mod:`.contract` only (what a user's policy sees): the
queue ordered by predicted duration n~_i alpha~^min_i, predicted workload
g_i n~_i alpha~^min_i or submission time (ties: submission time, then instance order);
strict policies stop at the first job that does not fit in the free GPUs, work-conserving
ones start every job that fits; each start takes the ``servers`` rule's servers
(most- or least-available first) and maps the replicas there with Heavy-Edge.

Run by :func:`~.contract_simulator.simulate_contract` with the same ``seed`` and
``predictor`` it gives the schedule of the built-in simulator
(:func:`~.simulator.simulate`) exactly (``tests/asrpt/online/test_contract.py``): the
contract is proven by a real policy. The built-in path stays the fast one (heaps,
per-demand queues): the contract path builds a view per event, O(jobs) each.
"""

from __future__ import annotations

from collections.abc import Callable

from optsched.core.errors import InstanceError

from .contract import AsrptView, Start, WaitingJob, least_available, most_available

STRICT = ("spjf", "spwf")
KEYS: dict[str, Callable[[WaitingJob], float]] = {
    "spjf": lambda j: j.predicted_duration_s,
    "spwf": lambda j: j.predicted_duration_s * j.gpus,
    "wcs-duration": lambda j: j.predicted_duration_s,
    "wcs-workload": lambda j: j.predicted_duration_s * j.gpus,
    "wcs-subtime": lambda j: j.submit_s,
}
RULES = {"most": most_available, "least": least_available}


class BaselinePolicy:
    """One baseline of Section V-A-1d on the contract (see the module docstring).

    Parameters
    ----------
    policy : {"spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime"}
    servers : {"most", "least"}
        Servers handed to Heavy-Edge: most- or least-available first.
    """

    def __init__(self, policy: str, servers: str = "most") -> None:
        if policy not in KEYS:
            raise InstanceError("policy", f"must be one of {', '.join(KEYS)}, got {policy!r}")
        if servers not in RULES:
            raise InstanceError("servers", f"must be one of {', '.join(RULES)}, got "
                                f"{servers!r}")
        self.key = KEYS[policy]
        self.strict = policy in STRICT
        self.pick = RULES[servers]

    def decide(self, view: AsrptView) -> list[Start]:
        """Start the queue's jobs in priority order while they fit."""
        free = list(view.free)
        left = sum(free)
        out: list[Start] = []
        # view.waiting is by (submission, instance order); a stable sort keeps those ties
        for job in sorted(view.waiting, key=lambda j: (self.key(j), j.submit_s)):
            if job.gpus > left:
                if self.strict:
                    break
                continue
            servers, caps = self.pick(free, job.gpus)
            out.append(view.place(job.id, servers, caps))
            for m, c in zip(servers, caps, strict=True):
                free[m] -= c
            left -= job.gpus
        return out


__all__ = ["BaselinePolicy"]
