"""Errors shared by every family.

Every error the user can cause carries a one-line message that names the offending field
and value; the CLI maps them to exit codes (see :mod:`optsched.cli`).
"""

from __future__ import annotations


class OptschedError(Exception):
    """Base class of every error optsched raises on purpose."""

    exit_code = 1


class InstanceError(OptschedError, ValueError):
    """Bad input: an instance, schedule, config or CLI value.

    ``path`` is a field path such as ``tasks[3].memory_gb``; the message then reads
    ``tasks[3].memory_gb: must be > 0, got -2``.
    """

    exit_code = 2

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.detail = message
        super().__init__(f"{path}: {message}" if path else message)


class UnschedulableError(OptschedError):
    """The instance has no feasible schedule at all (e.g. a task fits on no GPU)."""

    exit_code = 2


class SolverUnavailableError(OptschedError):
    """The requested solver is not installed or failed to start."""

    exit_code = 3


def require(cond: bool, path: str, message: str) -> None:
    """Raise :class:`InstanceError` at ``path`` unless ``cond`` holds."""
    if not cond:
        raise InstanceError(path, message)
