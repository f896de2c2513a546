"""The insertion descent that improves the exact models' hint (``exact_common``): the
compiled kernel makes exactly the moves of the readable Python loop, on random
instances with release dates, and never returns a dearer sequence."""

from __future__ import annotations

import numpy as np
import pytest

from optsched.core import generate as make
from optsched.hgsp import generate
from optsched.hgsp.exact_common import (
    COMPILED_DESCENT_FROM,
    _local_search,
    _local_search_compiled,
    _local_search_reference,
    _seq_cost,
    integer_data,
)


@pytest.mark.parametrize("seed", range(12))
def test_compiled_descent_equals_the_reference(seed: int) -> None:
    inst = generate.tiny(seed) if seed < 8 else make("hgsp", "gap", seed, n_tasks=30)
    data = integer_data(inst, strengthen=False)
    rng = np.random.default_rng(seed)
    for j in range(data.m):
        seq = [int(i) for i in rng.permutation(data.n) if data.fits[i, j]]
        for budget in (7, 400, 3000):
            got = _local_search_compiled(data, j, seq, budget)
            assert got == _local_search_reference(data, j, seq, budget)
            assert _local_search(data, j, seq, budget) == got  # whichever path it takes
            assert sorted(got) == sorted(seq)
            assert _seq_cost(data, j, got) <= _seq_cost(data, j, seq)


def test_long_sequences_take_the_compiled_kernel_short_ones_the_loop(monkeypatch) -> None:
    from optsched.hgsp import exact_common

    data = integer_data(make("hgsp", "gap", 3, n_tasks=80), strengthen=False)
    calls: list[int] = []
    real = exact_common._insertion_descent

    def spy(seq, *args):
        calls.append(seq.size)
        return real(seq, *args)

    monkeypatch.setattr(exact_common, "_insertion_descent", spy)
    short = list(range(COMPILED_DESCENT_FROM - 1))
    long = list(range(COMPILED_DESCENT_FROM))
    assert _local_search(data, 0, short, 50) == _local_search_reference(data, 0, short, 50)
    assert calls == []
    assert _local_search(data, 0, long, 50) == _local_search_reference(data, 0, long, 50)
    assert calls == [COMPILED_DESCENT_FROM]
