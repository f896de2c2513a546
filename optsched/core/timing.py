"""Wall-clock timing helper."""

from __future__ import annotations

import time


class Timer:
    """Context manager measuring wall time in seconds: ``with Timer() as t: ...; t.s``."""

    def __enter__(self) -> Timer:
        self._t0 = time.perf_counter()
        self.s = 0.0
        return self

    def __exit__(self, *exc: object) -> None:
        self.s = time.perf_counter() - self._t0

    def elapsed(self) -> float:
        """Seconds since the block started (usable inside it)."""
        return time.perf_counter() - self._t0
