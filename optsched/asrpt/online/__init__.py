"""Online A-SRPT (family ``asrpt-online``): pipeline-parallel jobs arriving over time on
a GPU cluster, problem (8) of the A-SRPT paper (total completion time).

Read top-down: :mod:`.instance` (format, builders) -> :mod:`.schedule` -> :mod:`.verify`
-> :mod:`.enumerate` / :mod:`.exact_timeindexed` (exact model) -> :mod:`.predictors`,
:mod:`.placement`, :mod:`.simulator` (A-SRPT, baselines) -> :mod:`.theory` (Theorem 1)
-> :mod:`.generate` (presets) -> :mod:`.family` (registration). A user's online policy:
:mod:`.contract` (view, decision) -> :mod:`.contract_simulator` -> :mod:`.contract_baselines`
(the baselines written on the contract).
"""

from __future__ import annotations

from .instance import (
    Config,
    HistoryJob,
    OnlineInstance,
    OnlineJob,
    ProfileRef,
    make_instance,
    unschedulable,
)
from .predictors import PREDICTORS, predict_iterations, prediction_errors
from .schedule import JobRun, OnlineSchedule
from .simulator import POLICIES, SimOptions, simulate, simulate_reference, srpt_single_machine
from .verify import evaluate, verify

__all__ = ["POLICIES", "PREDICTORS", "Config", "HistoryJob", "JobRun", "OnlineInstance",
           "OnlineJob", "OnlineSchedule", "ProfileRef", "SimOptions", "evaluate",
           "make_instance", "predict_iterations", "prediction_errors", "simulate",
           "simulate_reference", "srpt_single_machine", "unschedulable", "verify"]
