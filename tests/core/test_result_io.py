from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from optsched.core import InstanceError, Result, Status, atomic_write_json, read_json
from optsched.core.result import gap_to_reference_pct, relative_gap

finite = st.floats(allow_nan=False, allow_infinity=False, width=64)


@given(status=st.sampled_from(list(Status)), objective=st.none() | finite,
       bound=st.none() | finite, runtime=st.floats(0, 1e6),
       metrics=st.dictionaries(st.text(min_size=1, max_size=8), finite | st.integers()))
def test_result_json_round_trip(status, objective, bound, runtime, metrics) -> None:
    r = Result(family="hgsp", instance="x", method="m", status=status, objective=objective,
               bound=bound, gap=relative_gap(objective, bound), runtime_s=runtime,
               metrics=metrics, schedule=[{"task": "a", "gpu": "g", "start": 0.0}])
    back = Result.from_json(r.to_json())
    assert back == r
    assert isinstance(back.status, Status)


def test_result_json_is_strict_json_even_with_infinities() -> None:
    r = Result(family="f", instance="i", method="m", status="feasible",
               metrics={"gap_pct": math.inf})
    d = json.loads(r.to_json())  # allow_nan=False would raise on a bare inf
    assert d["metrics"]["gap_pct"] == "inf"
    assert d["status"] == "feasible"


def test_unknown_status_is_rejected() -> None:
    with pytest.raises(ValueError):
        Result(family="f", instance="i", method="m", status="solved")


def test_gaps() -> None:
    assert relative_gap(10.0, 10.0 - 1e-9) == 0.0
    assert relative_gap(10.0, 8.0) == pytest.approx(0.2)
    assert relative_gap(None, 3.0) is None
    assert gap_to_reference_pct(12.0, 10.0) == pytest.approx(20.0)
    assert gap_to_reference_pct(0.0, 0.0) == 0.0
    assert gap_to_reference_pct(3.0, 0.0) == math.inf


def test_atomic_write_leaves_no_temp_and_replaces(tmp_path: Path) -> None:
    p = tmp_path / "sub" / "r.json"
    atomic_write_json(p, {"a": 1})
    atomic_write_json(p, {"a": 2})
    assert read_json(p) == {"a": 2}
    assert os.listdir(p.parent) == ["r.json"]


def test_atomic_write_failure_keeps_old_content(tmp_path: Path, monkeypatch) -> None:
    p = tmp_path / "r.json"
    atomic_write_json(p, {"a": 1})

    def crash(fd: int) -> None:  # the disk fails after the data was written to the temp
        raise OSError("simulated crash")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError, match="simulated crash"):
        atomic_write_json(p, {"a": 2})
    monkeypatch.undo()
    assert read_json(p) == {"a": 1}
    assert os.listdir(tmp_path) == ["r.json"]


def test_read_json_errors_are_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"family": "hgsp",\n "tasks": [}')
    with pytest.raises(InstanceError, match=r"malformed JSON at line 2") as e:
        read_json(bad)
    assert "\n" not in str(e.value)
    with pytest.raises(InstanceError, match="file not found"):
        read_json(tmp_path / "missing.json")
