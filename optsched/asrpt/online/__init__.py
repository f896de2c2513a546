"""Online A-SRPT (family ``asrpt-online``): jobs arriving over time on a GPU cluster.

See :mod:`.instance` for the instance format.
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

__all__ = ["Config", "HistoryJob", "OnlineInstance", "OnlineJob", "ProfileRef",
           "make_instance", "unschedulable"]
