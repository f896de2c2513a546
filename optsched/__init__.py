"""optsched: exact models and heuristics for GPU-cluster scheduling, with honest gaps.

Public entry points live in the family packages (``optsched.hgsp``, ``optsched.hesrpt``,
...) and in :mod:`optsched.core` (``Result``, ``Status``, the registry and the
``solve``/``run`` facades).
"""

__version__ = "0.1.0"
