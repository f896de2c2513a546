"""``benchmarks/wt_single.py`` beyond the bundled sets (issue 25): Tanaka ``.dat`` files
of any set with their optima (``--files``/``--optima``), and another solver timed beside
ours in the same run (``--reference``), its value checked against the known optimum."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest
from scriptload import load_file

from optsched.core import InstanceError
from optsched.hgsp import orlib, tanaka

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "wt_single.py"

#: a stand-in for an external solver: looks the instance it is given (the path in argv,
#: or the text on stdin) up in a table of known values written by the test
FAKE = """
import hashlib, json, sys
table = json.load(open(sys.argv[0] + ".json"))
text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
print("objective", table.get(hashlib.sha1(text.encode()).hexdigest(), "unknown"))
"""


@pytest.fixture(scope="module")
def bench():
    return load_file(SCRIPT)


def test_dat_text_round_trips_and_refuses_what_a_dat_file_cannot_hold(tmp_path):
    inst = orlib.instance("wt40", 3)
    path = tmp_path / "x.dat"
    path.write_text(tanaka.dat_text(inst))
    back = tanaka.to_hgsp(tanaka.read_dat(path))
    assert [(t.workload, t.deadline, t.weight) for t in back.tasks] == \
        [(t.workload, t.deadline, t.weight) for t in inst.tasks]
    from optsched.hgsp.generate import tiny

    with pytest.raises(InstanceError, match="gpus|arrival|workload"):
        tanaka.dat_text(tiny(0))


def test_files_with_optima_and_a_reference_timed_beside_ours(bench, tmp_path, capsys):
    files, opts = [], []
    for k in (0, 1):
        p = tmp_path / f"wt40_{k + 1:03d}.dat"
        p.write_text(tanaka.dat_text(orlib.instance("wt40", k)))
        files.append(str(p))
        opts.append(orlib.known_value("wt40", k).value)
    (tmp_path / "opt.txt").write_text("\n".join(f"{v:g}" for v in opts))
    fake = tmp_path / "fake.py"
    fake.write_text(FAKE)
    table = {hashlib.sha1(Path(f).read_bytes()).hexdigest(): int(v)
             for f, v in zip(files, opts)}
    (tmp_path / "fake.py.json").write_text(json.dumps(table))
    for cmd in (f"{sys.executable} {fake} {{dat}}", f"{sys.executable} {fake}"):
        code = bench.main(["--files", *files, "--optima", str(tmp_path / "opt.txt"),
                           "--time-limit", "20", "--reference", cmd,
                           "--csv", str(tmp_path / "rows.csv")])
        out = capsys.readouterr().out
        assert code == 0
        row = [ln for ln in out.splitlines() if ln.startswith("| files |")][0]
        assert "| 2 | 2 (2 within 20 s) | 2 | " in row and "value = known on 2/2" in row
        assert "median per instance" in row
    # a reference that prints another value is not counted as agreeing
    fake.write_text("print('objective 1')")
    code = bench.main(["--files", files[0], "--time-limit", "20",
                       "--reference", f"{sys.executable} {fake} {{dat}}"])
    assert code == 0 and "value = known on 0/0" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["--files", "nope.dat"], "--files: no such file"),
    (["--set", "wt40", "--optima", "x.txt"], "--optima: only with --files"),
    (["--set", "wt7"], "--set: unknown set"),
    (["--set", "wt40", "--instances", "0,200"], "--instances: indices are 0..124"),
    (["--set", "wt40", "--instances", "0", "--jobs", "2", "--reference", "true"],
     "--reference needs --jobs 1"),
])
def test_bad_flags_are_one_line_exit_2(bench, argv, words, capsys):
    assert bench.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and len(err.splitlines()) == 1
