"""The Fig. 5-9 scripts run end to end on reduced job counts (issue 15 item 8)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[3] / "benchmarks"
POLICIES = {"A-SRPT", "SPJF", "SPWF", "WCS-Duration", "WCS-Workload", "WCS-SubTime"}
TWO = ["--methods", "A-SRPT,WCS-SubTime"]     # every policy is replayed in test_trace.py
ONE = ["--methods", "WCS-SubTime"]


def _main(name: str, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.main


def _rows(out: Path, name: str) -> tuple[list[str], list[dict]]:
    d = json.loads((out / f"{name}.json").read_text())
    assert (out / f"{name}.md").is_file() and (out / f"{name}.csv").is_file()
    return d["notes"], d["rows"]


def test_fig6_job_counts_and_resampling_stated(tmp_path, monkeypatch):
    main = _main("asrpt_fig6", monkeypatch)
    assert main(["--scale", "0.002", "--no-plots", "--out", str(tmp_path), "--seed", "3",
                 *TWO]) == 0
    notes, rows = _rows(tmp_path, "asrpt_fig6")
    assert [r["x"] for r in rows[::2]] == [75, 150, 225, 300]     # pool: 210 held-out jobs
    assert [r["method"] for r in rows[:2]] == ["A-SRPT", "WCS-SubTime"]
    assert all(r["jobs"] == r["x"] and r["total_jct_s"] > 0 for r in rows)
    assert all(r["servers"] == 250 and r["gpus_per_server"] == 8 for r in rows)
    # every size states how it was cut: a window of the 210, or the tiling beyond it
    assert all("consecutive jobs" in n for n in notes[1:3])
    assert all("tiled" in n for n in notes[3:5])


def test_fig7_and_fig8(tmp_path, monkeypatch):
    main7 = _main("asrpt_fig7", monkeypatch)
    assert main7(["--scale", "0.001", "--no-plots", "--out", str(tmp_path)] + ONE) == 0
    _, rows = _rows(tmp_path, "asrpt_fig7")
    assert sorted({r["x"] for r in rows}) == [0, 20, 40, 60, 80]
    main8 = _main("asrpt_fig8", monkeypatch)
    assert main8(["--scale", "0.001", "--no-plots", "--out", str(tmp_path)] + ONE) == 0
    _, rows = _rows(tmp_path, "asrpt_fig8")
    assert {(r["x"], r["inter_gbps"]) for r in rows} == {(1, 8.0), (5, 40.0), (10, 80.0),
                                                          (25, 200.0), (50, 400.0)}


def test_fig9_predictors(tmp_path, monkeypatch):
    main = _main("asrpt_fig9", monkeypatch)
    assert main(["--scale", "0.002", "--no-plots", "--out", str(tmp_path), "--methods",
                 "A-SRPT,A-SRPT-Mean,A-SRPT-Median,A-SRPT-Perfect,SPWF"]) == 0
    _, rows = _rows(tmp_path, "asrpt_fig9")
    by = {r["method"]: r for r in rows}
    assert {"A-SRPT-Perfect", "A-SRPT-Mean", "A-SRPT-Median"} <= set(by)
    assert by["A-SRPT-Perfect"]["mean_abs_prediction_error"] == 0.0
    assert by["A-SRPT-Mean"]["mean_abs_prediction_error"] > 0.0


@pytest.mark.parametrize("sets", [1])
def test_fig5_testbed(tmp_path, monkeypatch, sets):
    main = _main("asrpt_fig5", monkeypatch)
    assert main(["--sets", str(sets), "--jobs", "20", "--no-plots", "--out",
                 str(tmp_path)]) == 0
    notes, rows = _rows(tmp_path, "asrpt_fig5")
    assert {r["method"] for r in rows} == POLICIES | {"A-SRPT-Perfect"}
    assert all(r["servers"] == 1 and r["gpus_per_server"] == 14 and r["jobs"] == 20
               for r in rows)
    assert "needing > 14 GPUs" in notes[0]
