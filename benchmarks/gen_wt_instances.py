"""Seeded 1||sum w_j T_j instances by the OR-Library rule, as Tanaka ``.dat`` files.

The rule of Crauwels, Potts & Van Wassenhove (OR-Library ``wt``) that Tanaka, Fujikuma &
Araki (2009) also used for wt150-wt300: processing times ``p_j ~ U{1..100}``, weights
``w_j ~ U{1..10}``, due dates ``d_j ~ U{lo..hi}`` with ``lo = max(0, int(P (1 - TF -
RDD/2)))`` and ``hi = int(P (1 - TF + RDD/2))`` for ``P = sum p_j``, over the grid of
tardiness factors and ranges of due dates ``TF, RDD in {0.2, 0.4, 0.6, 0.8, 1.0}`` (TF
outer, RDD inner), ``--per-class`` instances per cell. One ``random.Random(seed)`` draws
everything in file order (all ``p`` of a file, then all ``w``, then all ``d``), so a
seed names the set. Files are ``g{n}_{k:03d}.dat`` (k from 1) in ``--out``; nothing is
written unless every argument is valid.

Issue 25, round 11 (``notes/issue-25-round11.md``): ``--n 300 --seed 20261128`` is the
25-instance n = 300 set timed against the reference SSDP code::

    python benchmarks/gen_wt_instances.py --n 300 --seed 20261128 --out /tmp/g300
    python benchmarks/wt_single.py --files /tmp/g300/*.dat --time-limit 120 --jobs 1
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

GRID = (0.2, 0.4, 0.6, 0.8, 1.0)


def generate(n: int, seed: int, per_class: int = 1) -> list[tuple[list[int], list[int], list[int]]]:
    """``(p, d, w)`` of ``25 * per_class`` instances with ``n`` jobs (integer time units).

    Parameters
    ----------
    n : int
        Jobs per instance (>= 1).
    seed : int
        Seed of the one generator that draws every value.
    per_class : int
        Instances per (TF, RDD) cell, in a row.
    """
    rng = random.Random(seed)
    out = []
    for tf in GRID:
        for rdd in GRID:
            for _ in range(per_class):
                p = [rng.randint(1, 100) for _ in range(n)]
                w = [rng.randint(1, 10) for _ in range(n)]
                total = sum(p)
                lo = max(0, int(total * (1 - tf - rdd / 2)))
                hi = int(total * (1 - tf + rdd / 2))
                d = [rng.randint(lo, hi) for _ in range(n)]
                out.append((p, d, w))
    return out


def dat_text(p: list[int], d: list[int], w: list[int]) -> str:
    """The Tanaka ``.dat`` text: ``n``, then one ``p d w`` line per job."""
    return f"{len(p)}\n" + "".join(f"{a} {b} {c}\n" for a, b, c in zip(p, d, w))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, required=True, help="jobs per instance (>= 1)")
    ap.add_argument("--seed", type=int, required=True, help="seed of the whole set")
    ap.add_argument("--per-class", type=int, default=1, help="instances per (TF, RDD) cell")
    ap.add_argument("--out", required=True, help="directory for the .dat files")
    a = ap.parse_args(argv)
    for name, value in (("--n", a.n), ("--per-class", a.per_class)):
        if value < 1:
            print(f"gen_wt_instances: {name}: must be an integer >= 1, got {value}",
                  file=sys.stderr)
            return 2
    out = Path(a.out)
    if out.exists() and not out.is_dir():
        print(f"gen_wt_instances: --out: not a directory: {a.out!r}", file=sys.stderr)
        return 2
    texts = [dat_text(*inst) for inst in generate(a.n, a.seed, a.per_class)]
    try:
        out.mkdir(parents=True, exist_ok=True)
        for k, text in enumerate(texts, start=1):
            tmp = out / f".g{a.n}_{k:03d}.dat.tmp"
            tmp.write_text(text, encoding="ascii")
            tmp.replace(out / f"g{a.n}_{k:03d}.dat")
    except OSError as exc:
        print(f"gen_wt_instances: --out: cannot write {a.out!r} ({exc.strerror})",
              file=sys.stderr)
        return 2
    print(f"{len(texts)} instances with n = {a.n} (seed {a.seed}) in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
