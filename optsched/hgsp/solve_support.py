"""Moved to :mod:`optsched.core.solve_support` (generic solve helpers); this name stays
for code written against the old location."""

from optsched.core.solve_support import *  # noqa: F403
from optsched.core.solve_support import (  # noqa: F401
    Budget,
    common_divisor,
    decade,
    mark_discretized,
    out_of_time,
    stopped_by_budget,
    unit_factor,
)
