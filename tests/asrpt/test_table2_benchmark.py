"""The Table II benchmark script runs end to end on a reduced case count."""

from __future__ import annotations

import json
from pathlib import Path

from scriptload import load_file

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "asrpt_table2.py"


def _load():
    return load_file(BENCH, "asrpt_table2")


def test_table2_script(tmp_path, capsys):
    mod = _load()
    assert mod.main(["--cases", "2", "--no-plots", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "| VGG19 | heavy-edge |" in out and "| GPT-175B | highs |" in out
    rows = json.loads((tmp_path / "cases.json").read_text())
    assert {r["job"] for r in rows} == {"VGG19", "GPT-175B"}
    for r in rows:
        if r["method"] in ("highs", "cpsat"):
            assert r["optimal"] and abs(r["gap_pct"]) < 1e-6
        else:
            assert r["gap_pct"] >= -1e-6     # no heuristic beats a proven optimum
