"""Issue 22: the human-readable result names what its objective measures, so asrpt-online's
objective (sum_i C_i from t = 0) is not mistaken for the total JCT printed below it."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _value(out: str, key: str) -> float:
    m = re.search(rf"^  {key}\s+(\S+)", out, re.M)
    assert m, out
    return float(m.group(1))


def test_objective_line_names_the_family_objective(cli_inproc) -> None:
    inst = str(REPO / "instances/asrpt-online/tiny-s3.json")
    code, out, _ = cli_inproc("run", inst, "--algo", "spjf")
    assert code == 0
    assert re.search(r"^  objective\s+\S+\s+\(total_completion_from_t0_s\)$", out, re.M), out
    obj = _value(out, "objective")
    assert obj == _value(out, "total_completion_from_t0_s")
    # the figures' total JCT is smaller by the sum of the release times (6 digits shown)
    jct = _value(out, "total_jct_from_submit_s")
    assert jct < obj and abs(jct - (obj - _value(out, "sum_submit_s"))) <= 2e-5 * obj
    code, out, _ = cli_inproc("run", str(REPO / "instances/hgsp/tiny-s1.json"),
                              "--algo", "greedy")
    assert code == 0 and "(weighted_tardiness)" in out
