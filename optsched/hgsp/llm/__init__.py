"""hgsp-llm: LLM-inference gang (tensor-parallel) scheduling, hgsp paper Section VI.

Minimise eq. (16) ``sum_i w_i (c_i - a_i)``: tasks need exactly ``tau_i`` GPUs at once
with ``m_i / tau_i`` GB on each, GPUs run one task at a time, a gang runs at the speed of
its slowest member. Self-contained (imports nothing from the rest of ``optsched.hgsp``).

* policies FIFO, WeightedFIFO, SRPT, WSRPT (VI-B) as ``--algo fifo|weighted-fifo|srpt|
  wsrpt`` on the event-driven simulator (default) or the discrete-time one of VI-D
  (``--param simulator=discrete --param dt=0.01``);
* the online-policy contract (:mod:`.contract`: ``LlmView`` -> ``Start(task, gpus)``) on
  which your own scheduler runs: ``optsched run FILE --algo path/to/file.py:NAME``
  (:func:`simulate_online`; :class:`PriorityPolicy` is the four policies on it);
* exact models ``gang-cp`` (CP-SAT) and ``gang-ti`` (Pyomo time-indexed MILP, HiGHS);
* presets ``tiny``, ``small`` (gap benchmark), ``table4`` (Table IV), ``load-0.5|0.8|1.0``.

See ``models/hgsp-llm.md`` for the formulations and the simulator semantics.
"""

from __future__ import annotations

from . import generate
from .contract import LlmView, RunningTask, Start, WaitingTask
from .family import FAMILY, make_runner
from .gantt import plot_gantt
from .instance import GPU, Gpu, LlmInstance, Task
from .policies import POLICIES, Policy, PriorityPolicy, TaskView
from .simulate import run_policy, simulate, simulate_discrete_reference, simulate_online
from .verify import evaluate, verify

__all__ = ["FAMILY", "GPU", "POLICIES", "Gpu", "LlmInstance", "LlmView", "Policy",
           "PriorityPolicy", "RunningTask", "Start", "Task", "TaskView", "WaitingTask",
           "evaluate", "generate", "make_runner", "plot_gantt", "run_policy", "simulate",
           "simulate_discrete_reference", "simulate_online", "verify"]
