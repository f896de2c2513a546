"""Exact single-GPU weighted tardiness by Lagrangian relaxation and dynamic programming
over time (issue 16; ``models/hgsp-lagrangian-dp.md``).

:mod:`.kernels` (compiled DPs), :mod:`.setdp` (forward search with memory of a job
set), :mod:`.solver` (the pipeline on integer data), and the family-facing
:func:`optsched.hgsp.exact_lagdp.solve_lagdp`.
"""

from .solver import SingleMachine, SolveOutput, make_problem, solve_single

__all__ = ["SingleMachine", "SolveOutput", "make_problem", "solve_single"]
