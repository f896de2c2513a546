"""Consistency of a solve with a published value (shared by the 1||sum wT scripts).

A value published as *optimal* must equal a claimed optimum and bound every incumbent
from below and every lower bound from above. A value published only as *best known* is
the cost of some schedule, hence an upper bound on the optimum: a lower bound above it,
or a claimed optimum above it, is an inconsistency (a claimed optimum or an incumbent
below it is an improvement, not a problem).
"""

from __future__ import annotations


def problems_against_known(optimal: bool, objective: float | None, bound: float | None,
                           known: float | None, proven_known: bool) -> list[str]:
    """The inconsistencies of a result (``optimal``: the solve claims optimality) with
    the published ``known`` value (``proven_known``: published as optimal), one
    sentence each; empty when consistent or when nothing is known."""
    if known is None:
        return []
    tol = 1e-6 * max(1.0, abs(known))
    what = "known optimum" if proven_known else "best known value"
    problems = []
    if optimal and objective is not None and (
            abs(objective - known) > tol if proven_known else objective > known + tol):
        problems.append(f"optimal {objective:g} != {what} {known:g}" if proven_known
                        else f"optimal {objective:g} > {what} {known:g}")
    if bound is not None and bound > known + tol:
        problems.append(f"bound {bound:g} > {what} {known:g}")
    if proven_known and objective is not None and objective < known - tol:
        problems.append(f"incumbent {objective:g} < {what} {known:g}")
    return problems
