"""Ctrl-C / SIGTERM in the issue-25 benchmark scripts (``benchmarks/pwt.py``,
``benchmarks/wt_single.py``): the script stops (exit 130 / 143, one line naming the
signal), writes no row for the cut solve and keeps the finished ones; before, a signal
only cut the running solve and the loop went on, recording it as a row."""

from __future__ import annotations

import csv
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _start(*args: str) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k != "OPTSCHED_DEBUG"}
    return subprocess.Popen([sys.executable, *args], cwd=REPO, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _wait_for(pred, proc: subprocess.Popen[str], limit: float = 120.0) -> None:
    end = time.monotonic() + limit
    while not pred():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < end, "the script never reached the expected point"
        time.sleep(0.1)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_pwt_script_stops_and_keeps_only_finished_rows(tmp_path: Path, sig) -> None:
    out = tmp_path / "rows.csv"
    # wt100 #51 m = 4 (optimum 0) is solved at once, #66 runs 60 s: the signal cuts it
    proc = _start("benchmarks/pwt.py", "--n", "100", "--m", "4", "--seeds", "10,13",
                  "--time-limit", "60", "--csv", str(out))

    def first_row() -> bool:
        return out.exists() and len(out.read_text().splitlines()) >= 2

    _wait_for(first_row, proc)
    time.sleep(2.0)  # inside the second solve
    proc.send_signal(sig)
    _stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 128 + int(sig)
    name = "SIGINT" if sig == signal.SIGINT else "SIGTERM"
    assert stderr.strip().splitlines()[-1].startswith(f"error: interrupted by {name}; ")
    rows = list(csv.DictReader(out.open()))
    assert [r["instance"] for r in rows] == ["pwt-wt100-m4-051"]
    assert rows[0]["status"] == "optimal"


def _processes_mentioning(text: str) -> list[int]:
    """Live processes whose command line contains ``text`` (Linux ``/proc``)."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmd = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ")
            state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if text.encode() in cmd and state != "Z":
            out.append(int(entry))
    return out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="two processes: Linux")
def test_pwt_script_with_two_processes_stops_and_leaves_no_process(tmp_path) -> None:
    """``--threads 2``: Ctrl-C to the script (not its process group) while the two
    processes share a tree: exit 130, no row for the cut solve, and the forked second
    process is gone too."""
    out = tmp_path / "rows2.csv"
    proc = _start("benchmarks/pwt.py", "--n", "100", "--m", "4", "--seeds", "10,13",
                  "--time-limit", "60", "--threads", "2", "--csv", str(out))

    def first_row() -> bool:
        return out.exists() and len(out.read_text().splitlines()) >= 2

    _wait_for(first_row, proc)
    time.sleep(4.0)  # past the root of #66: the two share its tree
    proc.send_signal(signal.SIGINT)
    _stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 130
    assert stderr.strip().splitlines()[-1].startswith("error: interrupted by SIGINT; ")
    assert [r["instance"] for r in csv.DictReader(out.open())] == ["pwt-wt100-m4-051"]
    end = time.monotonic() + 5.0
    while _processes_mentioning(str(out)) and time.monotonic() < end:
        time.sleep(0.1)
    assert _processes_mentioning(str(out)) == []


def test_pwt_script_refuses_bad_threads() -> None:
    res = subprocess.run([sys.executable, "benchmarks/pwt.py", "--threads", "3"], cwd=REPO,
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 2
    assert res.stderr.strip() == "--threads: must be 1 or 2, got 3"


def test_wt_single_script_with_workers_stops_on_sigterm_to_the_parent(tmp_path) -> None:
    out = tmp_path / "rows.csv"
    # two Tanaka wt250 instances that take longer than the signal's delay, two workers;
    # the signal goes to the parent only (as `kill PID` does)
    proc = _start("benchmarks/wt_single.py", "--set", "tanaka-wt250", "--instances",
                  "87,69", "--jobs", "2", "--time-limit", "60", "--csv", str(out))
    time.sleep(6.0)
    assert proc.poll() is None
    proc.send_signal(signal.SIGTERM)
    _stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 143, stderr
    assert stderr.strip().splitlines()[-1] == "error: interrupted by SIGTERM; no CSV written"
    assert not out.exists()


def test_interrupted_is_picklable_with_its_signal() -> None:
    import pickle

    from optsched.core.interrupt import Interrupted, TimeLimitReached

    back = pickle.loads(pickle.dumps(Interrupted(signal.SIGTERM)))
    assert back.signum == signal.SIGTERM and back.exit_code == 143
    assert str(back) == "interrupted by SIGTERM"
    tl = pickle.loads(pickle.dumps(TimeLimitReached(2.5)))
    assert tl.seconds == 2.5 and str(tl) == "time limit of 2.5 s reached"
