"""Files optsched cannot read (issue 12, items 4 and 6): binary or non-UTF-8 JSON/TOML,
non-finite or overflowing numbers, a result store that is not ours, Result files whose
claims their schedule contradicts. Always exit 2 (cannot read) or 1 (contradicted), one
line on stderr naming the file or field, never a traceback or a silent exit 0."""

from __future__ import annotations

import builtins
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TINY = str(REPO / "instances/hgsp/tiny-s1.json")
TINY2 = str(REPO / "instances/hgsp/tiny-s2.json")
HESRPT = str(REPO / "instances/hesrpt/two-jobs-paper.json")


def _one_error_line(err: str, *parts: str) -> str:
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, err
    assert lines[0].startswith("error: ") and "Traceback" not in err
    for p in parts:
        assert p in lines[0], (p, lines[0])
    return lines[0]


# --------------------------------------------------------------------------- JSON / TOML

BAD_JSON = {
    "binary": b"\x00\x01\x02{\"family\": \"hgsp\"}",
    "latin1": '{"family": "hgsp", "name": "caf\u00e9"}'.encode("latin-1"),
    "utf16": '{"family": "hgsp"}'.encode("utf-16"),
    "nan-token": b'{"family": "hgsp", "x": NaN}',
    "inf-token": b'{"family": "hgsp", "x": -Infinity}',
    "overflow": b'{"family": "hgsp", "x": 1e400}',
    "huge-int": b'{"family": "hgsp", "x": ' + b"9" * 5000 + b"}",
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "empty": b"",
    "truncated": b'{"family": "hgsp", "tasks": [',
}


@pytest.mark.parametrize("kind", list(BAD_JSON))
@pytest.mark.parametrize("command", ["solve", "run", "verify-instance", "verify-solution"])
def test_unreadable_json_is_exit_2_naming_the_file(cli_inproc, tmp_path, kind, command) -> None:
    bad = tmp_path / f"{kind}.json"
    bad.write_bytes(BAD_JSON[kind])
    argv = {"solve": ["solve", str(bad), "--solver", "cpsat"],
            "run": ["run", str(bad), "--algo", "fifo"],
            "verify-instance": ["verify", str(bad), TINY],
            "verify-solution": ["verify", TINY, str(bad)]}[command]
    code, out, err = cli_inproc(*argv)
    assert code == 2 and out == ""
    _one_error_line(err, str(bad))


BAD_TOML = {
    "binary": b"\x00\x00[bench]\n",
    "latin1": '[bench]\nname = "caf\u00e9"\n'.encode("latin-1"),
    "malformed": b"[bench\nname = 1\n",
    "nan": b'[bench]\ntime_limit = nan\n[instances]\nfiles=["x"]\n[[methods]]\nalgo="fifo"\n',
    "inf-param": (b'[instances]\nfiles=["' + TINY.encode() + b'"]\n[[methods]]\n'
                  b'algo="sagreedy"\nparams = {t_initial = inf}\n'),
}


@pytest.mark.parametrize("kind", list(BAD_TOML))
def test_unreadable_toml_is_exit_2(cli_inproc, tmp_path, kind) -> None:
    cfg = tmp_path / "c.toml"
    cfg.write_bytes(BAD_TOML[kind])
    code, _, err = cli_inproc("bench", str(cfg), "--out", str(tmp_path / "o"))
    assert code == 2
    line = _one_error_line(err)
    assert str(cfg) in line or "bench.time_limit" in line or "t_initial" in line
    assert not (tmp_path / "o" / "results.csv").exists()


def test_unreadable_instance_subprocess(tmp_path) -> None:
    bad = tmp_path / "b.json"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("OPTSCHED_DEBUG", None)
    out = subprocess.run([sys.executable, "-m", "optsched.cli", "solve", str(bad)],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 2 and out.stdout == ""
    _one_error_line(out.stderr, str(bad))


# --------------------------------------------------------------------------- report


@pytest.fixture(scope="module")
def good_store(tmp_path_factory) -> Path:
    """A real result store (two fast heuristics on one instance)."""
    from optsched.bench.config import parse_config
    from optsched.bench.runner import run_bench

    out = tmp_path_factory.mktemp("store")
    raw = {"bench": {"name": "good"}, "instances": {"files": [TINY]},
           "methods": [{"algo": "fifo"}, {"algo": "greedy"}], "report": {"plots": False}}
    run_bench(parse_config(raw, out / "c.toml"), out, progress=False)
    return out


def _store_variant(good: Path, tmp_path: Path, content: bytes | None) -> Path:
    d = tmp_path / "st"
    d.mkdir()
    (d / "results.csv").write_bytes(
        content if content is not None else (good / "results.csv").read_bytes())
    return d


def _corrupt_field(good: Path, column: str, value: str) -> bytes:
    text = (good / "results.csv").read_text()
    head, first, *rest = text.splitlines()
    import csv
    import io

    cols = head.split(",")
    row = next(csv.reader([first]))
    row[cols.index(column)] = value
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerow(row)
    return ("\n".join([head, buf.getvalue().rstrip("\n"), *rest]) + "\n").encode()


@pytest.mark.parametrize("kind", ["garbage", "binary", "latin1", "missing-columns",
                                  "header-only", "cut-row", "padded-row", "bad-status",
                                  "bad-seed", "bad-objective", "bad-metrics", "bad-feasible"])
def test_report_refuses_a_store_it_cannot_read(cli_inproc, good_store, tmp_path,
                                               kind) -> None:
    good = (good_store / "results.csv").read_bytes()
    head = good.split(b"\n", 1)[0]
    content = {
        "garbage": b"hello world\nthis is not, a result store\n",
        "binary": b"\x00\x01\x02\x03" * 50 + b"\n",
        "latin1": good.replace(b"hgsp", "h\u00e9sp".encode("latin-1"), 1),
        "missing-columns": b"cell_id,status,objective\nabc,optimal,1\n",
        "header-only": head + b"\n",
        "cut-row": head + b"\n" + b"abc,def\n",
        "padded-row": good.replace(b"\n", b",extra,fields\n", 2).split(b"\n", 1)[0] + b"\n"
        + good.split(b"\n", 1)[1].replace(b"\n", b",extra\n", 1),
        "bad-status": _corrupt_field(good_store, "status", "splendid"),
        "bad-seed": _corrupt_field(good_store, "seed", "zero"),
        "bad-objective": _corrupt_field(good_store, "objective", "lots"),
        "bad-metrics": _corrupt_field(good_store, "metrics", "{not json"),
        "bad-feasible": _corrupt_field(good_store, "feasible", "maybe"),
    }[kind]
    d = _store_variant(good_store, tmp_path, content)
    code, out, err = cli_inproc("report", str(d))
    assert code == 2, err
    _one_error_line(err, str(d))
    assert not (d / "report.md").exists()


def test_report_on_a_good_store_works(cli_inproc, good_store, tmp_path) -> None:
    d = _store_variant(good_store, tmp_path, None)
    code, _, err = cli_inproc("report", str(d))
    assert code == 0, err
    assert "greedy" in (d / "table.md").read_text()


def test_report_refuses_an_unreadable_store(cli_inproc, good_store, tmp_path,
                                            monkeypatch) -> None:
    """Permission denied (simulated: the tests may run as root, who reads anything)."""
    d = _store_variant(good_store, tmp_path, None)
    target = str(d / "results.csv")
    real_open = builtins.open
    real_read_bytes = Path.read_bytes

    def guarded_open(file, *a, **k):
        if str(file) == target:
            raise PermissionError(13, "Permission denied", target)
        return real_open(file, *a, **k)

    def guarded_read_bytes(self):
        if str(self) == target:
            raise PermissionError(13, "Permission denied", target)
        return real_read_bytes(self)

    monkeypatch.setattr(builtins, "open", guarded_open)
    monkeypatch.setattr(Path, "read_bytes", guarded_read_bytes)
    code, _, err = cli_inproc("report", str(d))
    assert code == 2
    _one_error_line(err, "permission denied")


def test_report_store_is_a_directory(cli_inproc, tmp_path) -> None:
    (tmp_path / "results.csv").mkdir()
    code, _, err = cli_inproc("report", str(tmp_path))
    assert code == 2
    _one_error_line(err)


def test_resume_on_a_garbage_store_is_exit_2(cli_inproc, good_store, tmp_path) -> None:
    d = _store_variant(good_store, tmp_path, b"garbage\n\x00\x00\n")
    cfg = tmp_path / "c.toml"
    cfg.write_text(f'[instances]\nfiles = ["{TINY}"]\n[[methods]]\nalgo = "fifo"\n')
    code, _, err = cli_inproc("bench", str(cfg), "--out", str(d), "--resume")
    assert code == 2
    _one_error_line(err, "results.csv")


# --------------------------------------------------------------------------- verify


@pytest.fixture()
def greedy_result(cli_inproc, tmp_path) -> dict:
    path = tmp_path / "greedy.json"
    code, _, err = cli_inproc("run", TINY, "--algo", "greedy", "--out", str(path))
    assert code == 0, err
    return json.loads(path.read_text())


def _write(tmp_path: Path, data: dict | str, name: str = "r.json") -> Path:
    p = tmp_path / name
    p.write_text(data if isinstance(data, str) else json.dumps(data))
    return p


def test_verify_accepts_an_honest_result(cli_inproc, tmp_path, greedy_result) -> None:
    code, out, err = cli_inproc("verify", TINY, str(_write(tmp_path, greedy_result)))
    assert code == 0, err
    assert out.startswith("feasible; objective") and err == ""


@pytest.mark.parametrize(("field", "value", "words"), [
    ("objective", 1e300, ["objective", "1e+300"]),
    ("objective", -1.0, ["objective", "-1.0"]),
    ("objective", "12", ["objective", "'12'"]),
    ("objective", True, ["objective", "True"]),
    ("bound", 1e300, ["bound", "1e+300", "impossible"]),
    ("bound", "nan", ["bound", "'nan'"]),
    ("status", "optimal", ["status", "optimal"]),  # a heuristic's schedule, no bound
    ("status", "splendid", ["status", "splendid"]),
    ("status", ["optimal"], ["status"]),
    ("family", "hesrpt", ["family", "hesrpt"]),
    ("instance", "tiny-s2", ["instance", "tiny-s2"]),
])
def test_verify_reports_contradicted_claims(cli_inproc, tmp_path, greedy_result, field,
                                            value, words) -> None:
    greedy_result[field] = value
    path = _write(tmp_path, greedy_result)
    code, out, err = cli_inproc("verify", TINY, str(path))
    assert code == 1, (out, err)
    line = _one_error_line(err, str(path), *words)
    assert "contradicted" in line or "rejected" in line
    code, out, _ = cli_inproc("verify", TINY, str(path), "--json")
    assert code == 1
    res = json.loads(out)
    assert res["status_note"] or not res["feasible"]


def test_verify_optimal_claim_with_matching_bound_on_a_non_optimal_schedule(
        cli_inproc, tmp_path, greedy_result, repo_optimum=None) -> None:
    """The claim "optimal, bound = objective" is contradicted when the schedule's objective
    is worse than the known optimum: the file's bound is then simply not a proof, and the
    verifier says that the bound must equal the recomputed objective."""
    greedy_result["status"] = "optimal"
    greedy_result["bound"] = greedy_result["objective"] - 1.0
    code, _, err = cli_inproc("verify", TINY, str(_write(tmp_path, greedy_result)))
    assert code == 1
    _one_error_line(err, "optimal", "does not prove")


def test_verify_result_of_another_instance_of_the_same_family(cli_inproc, tmp_path,
                                                              greedy_result) -> None:
    code, _, err = cli_inproc("verify", TINY2, str(_write(tmp_path, greedy_result)))
    assert code == 1
    _one_error_line(err, "instance", "tiny-s1")


def test_verify_result_of_another_family(cli_inproc, tmp_path, greedy_result) -> None:
    code, _, err = cli_inproc("verify", HESRPT, str(_write(tmp_path, greedy_result)))
    assert code == 1
    _one_error_line(err, "family", "hgsp")


@pytest.mark.parametrize("text", [
    '{"family": "hgsp", "objective": NaN, "schedule": []}',
    '{"family": "hgsp", "objective": Infinity, "schedule": []}',
    '{"family": "hgsp", "objective": -Infinity, "schedule": []}',
    '{"family": "hgsp", "objective": 1e400, "schedule": []}',
])
def test_verify_non_finite_numbers_in_a_result_file_are_exit_2(cli_inproc, tmp_path,
                                                               text) -> None:
    path = _write(tmp_path, text)
    code, _, err = cli_inproc("verify", TINY, str(path))
    assert code == 2
    _one_error_line(err, str(path), "non-finite")
