"""``python -m optsched.hgsp.wt_dp.warm``: compile the lagdp kernels into numba's on-disk
cache (or load them from it) and say how long it took.

``make demo`` runs it first, so that the first ``optsched solve --solver dp`` (or the
demo itself) does not spend a minute or two compiling (issue 22, item 4; 46 s for the
one-GPU kernels and 91 s for all of them on the 2-core test machine, issue 25 round 11).
The model ``lagdp`` is registered with :func:`prepare` as its ``prepare`` hook: the
facade runs it before the clock and the time limit start, so compilation never counts in
``runtime_s``.
"""

from __future__ import annotations

import sys
import time

_DONE: list[bool] = []


def prepare() -> None:
    """Compile or load every lagdp kernel (one GPU and several), once per process; a cold
    cache is announced by one line on stderr (:data:`.solver.COMPILE_NOTE`)."""
    if _DONE:
        return
    from .multi import warm_up as warm_multi
    from .solver import warm_up

    warm_up()  # one GPU: prints one line first when the cache is cold
    warm_multi()  # several GPUs
    _DONE.append(True)


def main(argv: list[str] | None = None) -> int:
    """Warm the lagdp kernels and the hgsp bound's kernels (both used by the demo);
    ``--all`` adds the branch-and-price kernels of identical GPUs (``make test``)."""
    from ..bound import warm_up as warm_bound

    args = sys.argv[1:] if argv is None else argv
    t0 = time.perf_counter()
    prepare()
    warm_bound()
    if "--all" in args:
        from ..exact_lagdp_bp import warm_up as warm_bp

        warm_bp()
    print(f"lagdp and bound kernels ready ({time.perf_counter() - t0:.1f} s)",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
