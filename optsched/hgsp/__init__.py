"""HGSP: total weighted tardiness on heterogeneous GPUs with memory limits and release
dates (paper "Heterogeneous GPU Scheduling", Sections I-IV).

Public API: the instance types :class:`HgspInstance`, :class:`Task`, :class:`GPU`, and
:func:`on_identical_gpus` (P||sum w_j T_j data as an instance);
:func:`verify` / :func:`evaluate` (the judge); the heuristics :func:`run_fifo`,
:func:`run_greedy`, :func:`run_sagreedy`, :func:`run_sagreedy_plus`; the generator
presets in :mod:`optsched.hgsp.generate` and :mod:`optsched.hgsp.presets`. Exact models are
reached through :func:`optsched.solve` (their registrations are in
:mod:`optsched.hgsp.family`), which verifies every schedule and recomputes its objective.
"""

from . import generate
from .family import FAMILY
from .heuristics import run_fifo, run_greedy
from .instance import GPU, HgspInstance, Task, on_identical_gpus
from .sagreedy import run_sagreedy, run_sagreedy_plus
from .verify import evaluate, verify

__all__ = ["FAMILY", "GPU", "HgspInstance", "Task", "evaluate", "generate",
           "on_identical_gpus", "run_fifo", "run_greedy", "run_sagreedy",
           "run_sagreedy_plus", "verify"]
