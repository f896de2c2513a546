"""The consistency checks of the 1||sum wT benchmark scripts against published values
(``benchmarks/known_values.py``): a published optimum pins the claimed optimum, every
incumbent and every bound; a best-known value (OR-Library wt100, wt50 #11, ...) is an
upper bound on the optimum, so a bound or a claimed optimum above it is an
inconsistency and a value below it an improvement."""

from __future__ import annotations

from pathlib import Path

import pytest
from scriptload import load_file

KV = load_file(Path(__file__).resolve().parents[2] / "benchmarks" / "known_values.py")


@pytest.mark.parametrize(("optimal", "objective", "bound", "proven", "expected"), [
    (True, 100.0, 100.0, True, []),
    (True, 101.0, 101.0, True, ["optimal 101 != known optimum 100",
                                "bound 101 > known optimum 100"]),
    (False, 99.0, 90.0, True, ["incumbent 99 < known optimum 100"]),
    (False, 120.0, 100.5, True, ["bound 100.5 > known optimum 100"]),
    (True, 100.0, 100.0, False, []),
    (True, 98.0, 98.0, False, []),  # better than the best known: an improvement
    (False, 97.0, 90.0, False, []),
    (True, 102.0, 102.0, False, ["optimal 102 > best known value 100",
                                 "bound 102 > best known value 100"]),
    (False, 130.0, 100.5, False, ["bound 100.5 > best known value 100"]),
    (False, None, None, False, []),
])
def test_problems_against_a_published_value(optimal, objective, bound, proven, expected):
    assert KV.problems_against_known(optimal, objective, bound, 100.0, proven) == expected


def test_nothing_known_nothing_to_check():
    assert KV.problems_against_known(True, 5.0, 7.0, None, False) == []
