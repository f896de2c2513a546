"""Exact single-GPU weighted tardiness by Lagrangian relaxation and dynamic programming
over time (issues 16 and 25; ``models/hgsp-lagrangian-dp.md``).

:mod:`.upper` (upper bounds: constructions, windowed local search, iterated local
search), :mod:`.stage1` (the relaxed adjacent relaxation over surviving pairs, linear
sweeps), :mod:`.stage2` (explicit graphs: the exact two-job rule, the three-job rule),
:mod:`.ssdp` (multipliers on the graph, elimination, remembered jobs, exact lift),
:mod:`.solver` (the pipeline on integer data), :mod:`.budget` (deadline / interrupt
checks from compiled code, the compilation note), :mod:`.kernels` (the dense relaxation,
used by :mod:`.multi` for several GPUs), and the family-facing
:func:`optsched.hgsp.exact_lagdp.solve_lagdp`.
"""

from .solver import SingleMachine, SolveOutput, make_problem, solve_single

__all__ = ["SingleMachine", "SolveOutput", "make_problem", "solve_single"]
