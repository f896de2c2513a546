"""psrar online side (paper Sections 4-7): A_online / A_dual / A_maxweight with the
min-cost subroutines (reference and vectorised), the Section 7 baselines (FIFO, DRF,
AntMan, Tiresias; preemptive ones in ``preemptive``), the round bound and load measures
(``structure``) and the weight-density greedy of Fig. 8. Registration on the psrar
families lives in :mod:`optsched.psrar.family`; design choices in
``models/psrar-online.md``.
"""

from .cluster import Cluster, Config
from .mincost_fast import FastMinCost
from .mincost_ref import Choice, RefMinCost
from .prices import Ledger, alpha_eq6, alpha_theorem5, price_lambda, weight_per_resource_bound
from .primal_dual import a_dual, a_maxweight, a_online
from .structure import capacity_fraction, round_bound

__all__ = ["Choice", "Cluster", "Config", "FastMinCost", "Ledger", "RefMinCost", "a_dual",
           "a_maxweight", "a_online", "alpha_eq6", "alpha_theorem5", "capacity_fraction",
           "price_lambda", "round_bound", "weight_per_resource_bound"]
