"""The heuristic hint of the exact models: kept by instance content and seed."""

from __future__ import annotations

import numpy as np
import pytest

from optsched.core.interrupt import Interrupted
from optsched.hgsp import generate, hints
from optsched.hgsp.hints import best_heuristic_schedule


def test_a_kept_hint_equals_a_fresh_one_and_is_a_copy() -> None:
    inst = generate.tiny(3)
    hints._HINTS.clear()
    first = best_heuristic_schedule(inst, seed=0)
    assert first is not None and len(hints._HINTS) == 1
    fresh, complete = hints._compute_hint(inst, 0)
    assert complete and fresh[0] is not None
    for got, want in zip(first, fresh[0], strict=True):
        assert np.array_equal(got, want) if isinstance(want, np.ndarray) else got == want
    first[2][:] = -7  # the caller's arrays are its own
    again = best_heuristic_schedule(generate.tiny(3), seed=0)  # equal content
    assert again is not None and len(hints._HINTS) == 1
    assert np.array_equal(again[2], fresh[0][2]) and again[1] == fresh[0][1]


def test_other_seeds_and_instances_get_their_own_hint(monkeypatch: pytest.MonkeyPatch
                                                      ) -> None:
    hints._HINTS.clear()
    monkeypatch.setattr(hints, "_HINTS_KEPT", 2)
    for seed in range(4):
        inst = generate.tiny(seed)
        got = best_heuristic_schedule(inst, seed=seed % 2)
        want = hints._compute_hint(inst, seed % 2)[0][0]
        assert got is not None and want is not None and got[1] == want[1]
        assert np.array_equal(got[3], want[3])
    assert len(hints._HINTS) == hints._HINTS_KEPT  # the oldest are dropped


def test_a_hint_cut_by_an_interrupt_is_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    inst = generate.tiny(5)
    hints._HINTS.clear()

    def cut(*_a: object, **_k: object) -> None:
        raise Interrupted()

    real = hints.HINT_HEURISTICS
    monkeypatch.setattr(hints, "HINT_HEURISTICS", real[:3] + (("sagreedy-plus", cut),))
    errors: list[str] = []
    assert best_heuristic_schedule(inst, seed=0, errors=errors) is not None
    assert len(errors) == 1 and errors[0].startswith("sagreedy-plus: Interrupted")
    assert not hints._HINTS  # the next solve recomputes it in full
    monkeypatch.setattr(hints, "HINT_HEURISTICS", real)
    errors.clear()
    assert best_heuristic_schedule(inst, seed=0, errors=errors) is not None
    assert errors == [] and len(hints._HINTS) == 1
