"""Trace import (issue 15 item 5): format, line-numbered errors, loaders, resampling,
and the imported instance replays with every policy."""

from __future__ import annotations

import gzip
import json
import math
import re

import numpy as np
import pytest

from optsched.asrpt.itertime import alpha_min_estimate
from optsched.asrpt.online.instance import OnlineInstance
from optsched.asrpt.online.trace import (
    build_instance,
    load_itp,
    load_pai,
    read_trace,
    trace_metadata,
    with_nic,
)
from optsched.asrpt.profiles import SINGLE_GPU_MODELS
from optsched.cli import main
from optsched.core.errors import InstanceError
from optsched.core.registry import load_instance, run

POLICIES = ("a-srpt", "spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")


def _random_csv(path, seed: int, n: int = 14, order=None, gz: bool = False) -> None:
    """A trace of the documented format with shuffled columns and an extra column."""
    rng = np.random.default_rng(seed)
    cols = order or ["extra", "num_gpu", "user", "duration", "job_id", "group",
                     "submit_time"]
    rows = []
    t = 0.0
    for i in range(n):
        t += float(rng.exponential(120.0))
        rec = {"job_id": f"job-{seed}-{i}", "submit_time": f"{t:.1f}",
               "duration": str(int(rng.integers(300, 20000))),
               "num_gpu": str(int(rng.choice([1, 1, 2, 4, 8, 16]))),
               "user": f"u{int(rng.integers(3))}", "group": f"g{int(rng.integers(5))}",
               "extra": "ignored, really"}
        rows.append(",".join(f'"{rec[c]}"' if "," in rec[c] else rec[c] for c in cols))
    text = ",".join(cols) + "\n" + "\n".join(rows) + "\n"
    if gz:
        with gzip.open(path, "wt") as fh:
            fh.write(text)
    else:
        path.write_text(text)


def _cli(args, capsys) -> tuple[int, str]:
    try:
        main(args)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    return code, capsys.readouterr().err


def test_unseen_csv_imports_and_replays_with_every_policy(tmp_path, capsys):
    csv = tmp_path / "trace.csv.gz"
    _random_csv(csv, seed=4242, gz=True)
    out = tmp_path / "inst.json"
    code, err = _cli(["import-trace", str(csv), "-o", str(out), "--servers", "3",
                      "--gpus-per-server", "8", "--seed", "5", "--train-fraction", "0.25"],
                     capsys)
    assert code == 0, err
    inst = load_instance(out)
    assert isinstance(inst, OnlineInstance)
    assert len(inst.jobs) == 14 - math.floor(0.25 * 14) and len(inst.history) == 3
    for algo in POLICIES:
        res = run(inst, algo, seed=0)
        assert res.feasible and res.status.value in ("feasible", "optimal"), (algo, res)
        assert len(res.schedule.runs) == len(inst.jobs)       # every job finished
        assert res.metrics["jobs"] == len(inst.jobs)


def test_column_order_and_extra_columns_do_not_matter(tmp_path):
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    _random_csv(a, seed=9)
    _random_csv(b, seed=9, order=["submit_time", "group", "job_id", "duration", "user",
                                  "num_gpu", "extra"])
    ia = build_instance(read_trace(a), servers=2, gpus_per_server=8, seed=1)
    ib = build_instance(read_trace(b), servers=2, gpus_per_server=8, seed=1)
    assert ia.to_dict()["jobs"] == ib.to_dict()["jobs"]


@pytest.mark.parametrize("column, value, reason", [
    ("duration", "abc", "must be a number"),
    ("duration", "", "missing value"),
    ("duration", "-5", "must be > 0"),
    ("duration", "0", "must be > 0"),
    ("duration", "inf", "must be finite"),
    ("submit_time", "nan", "must be a number"),
    ("submit_time", "True", "must be a number"),
    ("num_gpu", "0", "must be >= 1"),
    ("num_gpu", "-2", "must be >= 1"),
    ("num_gpu", "2.5", "whole number"),
    ("num_gpu", "99", "more than the cluster's 16"),
    ("job_id", "", "missing value"),
])
def test_bad_row_exit_2_names_line_and_column(tmp_path, capsys, column, value, reason):
    rows = [{"job_id": f"j{i}", "submit_time": str(10 * i), "duration": "600",
             "num_gpu": "2"} for i in range(5)]
    rows[3][column] = value                       # data row 4 = CSV line 5
    cols = ["duration", "job_id", "num_gpu", "submit_time"]
    csv = tmp_path / "bad.csv"
    csv.write_text(",".join(cols) + "\n"
                   + "\n".join(",".join(r[c] for c in cols) for r in rows) + "\n")
    args = ["import-trace", str(csv), "-o", str(tmp_path / "o.json"), "--servers", "2",
            "--gpus-per-server", "8"]
    code, err = _cli(args, capsys)
    assert code == 2
    assert "line 5" in err and f"column '{column}'" in err and reason in err
    assert len(err.strip().splitlines()) == 1
    assert not (tmp_path / "o.json").exists()
    # skipping: the row is dropped, counted on stderr and in the metadata
    code, err = _cli(args + ["--skip-bad-rows", "--train-fraction", "0"], capsys)
    assert code == 0, err
    assert "skipped 1 malformed row(s) of 5" in err
    d = json.loads((tmp_path / "o.json").read_text())
    assert len(d["jobs"]) == 4 and "j3" not in {j["id"] for j in d["jobs"]}
    inst = build_instance(read_trace(csv, skip_bad_rows=True, max_gpus=16), servers=2,
                          gpus_per_server=8, train_fraction=0.0)
    assert trace_metadata(inst)["rows_skipped"] == 1
    assert d["metadata"]["rows_skipped"] == 1 and d["metadata"]["skipped_by_reason"]


def test_duplicate_id_and_missing_column(tmp_path):
    csv = tmp_path / "d.csv"
    csv.write_text("job_id,submit_time,duration,num_gpu\na,0,10,1\nb,1,10,1\na,2,10,1\n")
    with pytest.raises(InstanceError, match="line 4, column 'job_id'.*duplicate"):
        read_trace(csv)
    csv.write_text("job_id,submit_time,num_gpu\na,0,1\n")
    with pytest.raises(InstanceError, match="missing required column.*duration"):
        read_trace(csv)


def test_iterations_are_duration_over_alpha_min(tmp_path):
    csv = tmp_path / "t.csv"
    _random_csv(csv, seed=77)
    tr = read_trace(csv)
    inst = build_instance(tr, servers=4, gpus_per_server=8, seed=3, train_fraction=0.0)
    dur = dict(zip(tr.frame["job_id"], tr.frame["duration"]))
    for j in inst.jobs:
        a = alpha_min_estimate(inst.configs[j.config].job, inst.cluster)
        assert j.iterations == max(1, round(dur[j.id] / a))
        assert j.gpus == inst.configs[j.config].gpus


def test_group_model_rule_and_determinism(tmp_path):
    csv = tmp_path / "t.csv"
    _random_csv(csv, seed=31, n=40)
    tr = read_trace(csv)
    inst = build_instance(tr, servers=4, gpus_per_server=8, seed=8, train_fraction=0.5)
    rows = [(h.group, h.gpus, h.config) for h in inst.history] + \
        [(j.group, j.gpus, j.config) for j in inst.jobs]
    single_groups = {g for g, k, _ in rows if k == 1}
    per_pair: dict = {}
    model_of: dict = {}
    for g, k, cfg in rows:
        per_pair.setdefault((g, k), set()).add(cfg)
        model = re.match(r"^(.*?)(-3l)?-\d+s-\d+g$", cfg).group(1)
        model_of.setdefault(g, set()).add(model)
        if g in single_groups:
            assert model in SINGLE_GPU_MODELS, (g, cfg)
    assert all(len(v) == 1 for v in per_pair.values())        # one config per (group, g)
    assert all(len(v) == 1 for v in model_of.values())        # one model per group
    again = build_instance(tr, servers=4, gpus_per_server=8, seed=8, train_fraction=0.5)
    assert again.to_dict() == inst.to_dict()


def test_window_and_tiling_resample(tmp_path):
    csv = tmp_path / "t.csv"
    _random_csv(csv, seed=5, n=30)
    tr = read_trace(csv)
    win = build_instance(tr, servers=4, gpus_per_server=8, seed=2, jobs=4,
                         train_fraction=0.5)
    pool_ids = list(tr.frame["job_id"].iloc[15:])
    ids = [j.id for j in win.jobs]
    start = pool_ids.index(ids[0])
    assert ids == pool_ids[start:start + 4]
    assert "consecutive" in trace_metadata(win)["resampling"]
    big = build_instance(tr, servers=4, gpus_per_server=8, seed=2, jobs=40,
                         train_fraction=0.5)
    meta = trace_metadata(big)
    assert len(big.jobs) == 40 and meta["tile_copies"] == 3 and "tiled" in meta["resampling"]
    subs = [j.submit for j in big.jobs]
    assert subs == sorted(subs) and subs[0] == 0.0
    assert len({j.id for j in big.jobs}) == 40


def test_single_gpu_fraction_and_nic(tmp_path):
    csv = tmp_path / "t.csv"
    _random_csv(csv, seed=12, n=30)
    tr = read_trace(csv)
    none = build_instance(tr, servers=4, gpus_per_server=8, seed=1, single_gpu_fraction=0.0,
                          train_fraction=0.0)
    every = build_instance(tr, servers=4, gpus_per_server=8, seed=1, single_gpu_fraction=1.0,
                           train_fraction=0.0)
    assert all(j.gpus > 1 for j in none.jobs) and all(j.gpus == 1 for j in every.jobs)
    slow = with_nic(none, 1.0)
    assert slow.cluster.inter_gbps == 8.0 and slow.jobs == none.jobs     # calibrated x8
    assert none.cluster.inter_gbps == 80.0


def test_bundled_loaders():
    pai = load_pai()
    assert pai.rows_read == 1173 and len(pai) == 1173 - 126
    assert pai.skipped == {"num_gpu: CPU-only job (0 GPUs)": 126}
    assert pai.has_user and pai.has_group
    assert (pai.frame["num_gpu"] >= 1).all()
    assert pai.frame["submit_time"].is_monotonic_increasing
    itp = load_itp()
    assert len(itp) == 11741 and not itp.has_group and not itp.has_user
    assert len(itp.sha256) == 64


def test_bom_crlf_and_blank_lines_keep_true_line_numbers(tmp_path):
    csv = tmp_path / "w.csv"
    csv.write_bytes("\ufeffjob_id,submit_time,duration,num_gpu\r\n"
                    "a,0,10,1\r\n\r\nb,1,10,2\r\nc,2,x,1\r\n\r\n\r\n".encode())
    with pytest.raises(InstanceError, match="line 5, column 'duration'"):
        read_trace(csv)
    tr = read_trace(csv, skip_bad_rows=True)
    assert list(tr.frame["job_id"]) == ["a", "b"] and list(tr.frame["line"]) == [2, 4]
    assert tr.skipped == {"duration: must be a number": 1}
