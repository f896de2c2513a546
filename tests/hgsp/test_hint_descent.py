"""The insertion descent that improves the exact models' hint (``exact_common``): the
compiled kernel makes exactly the moves of the readable Python loop, on random
instances with release dates, and never returns a dearer sequence."""

from __future__ import annotations

import numpy as np
import pytest

from optsched.core import generate as make
from optsched.hgsp import generate
from optsched.hgsp.exact_common import (
    _local_search,
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
            got = _local_search(data, j, seq, budget)
            assert got == _local_search_reference(data, j, seq, budget)
            assert sorted(got) == sorted(seq)
            assert _seq_cost(data, j, got) <= _seq_cost(data, j, seq)
