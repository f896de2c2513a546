"""``benchmarks/gen_wt_instances.py`` (issue 25, round 11): seeded 1||sum wT instances by
the OR-Library rule, readable as Tanaka ``.dat`` files, refusing bad arguments by name."""

from __future__ import annotations

from pathlib import Path

import pytest
from scriptload import load_file

from optsched.hgsp import tanaka

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "gen_wt_instances.py"


@pytest.fixture(scope="module")
def gen():
    return load_file(SCRIPT)


def test_every_value_follows_the_rule_of_its_cell_and_a_seed_names_the_set(gen):
    insts = gen.generate(30, 77, per_class=2)
    assert len(insts) == 50
    assert insts == gen.generate(30, 77, per_class=2)
    assert insts != gen.generate(30, 78, per_class=2)
    cells = [(tf, rdd) for tf in gen.GRID for rdd in gen.GRID for _ in range(2)]
    for (p, d, w), (tf, rdd) in zip(insts, cells):
        total = sum(p)
        lo, hi = max(0, int(total * (1 - tf - rdd / 2))), int(total * (1 - tf + rdd / 2))
        assert all(1 <= x <= 100 for x in p) and all(1 <= x <= 10 for x in w)
        assert all(lo <= x <= hi for x in d), (tf, rdd)


def test_the_files_read_back_as_tanaka_instances(gen, tmp_path):
    assert gen.main(["--n", "12", "--seed", "5", "--out", str(tmp_path)]) == 0
    files = sorted(tmp_path.glob("*.dat"))
    assert [f.name for f in files] == [f"g12_{k:03d}.dat" for k in range(1, 26)]
    first = gen.generate(12, 5)[0]
    back = tanaka.read_dat(files[0])
    assert (back.p.tolist(), back.d.tolist(), back.w.tolist()) == first
    assert not list(tmp_path.glob(".*.tmp"))


@pytest.mark.parametrize(("args", "message"), [
    (["--n", "0"], "gen_wt_instances: --n: must be an integer >= 1, got 0"),
    (["--n", "5", "--per-class", "-1"],
     "gen_wt_instances: --per-class: must be an integer >= 1, got -1"),
])
def test_bad_arguments_exit_2_with_one_line_and_write_nothing(gen, tmp_path, capsys, args,
                                                              message):
    out = tmp_path / "set"
    assert gen.main([*args, "--seed", "1", "--out", str(out)]) == 2
    assert capsys.readouterr().err.strip() == message
    assert not out.exists()


def test_an_output_path_that_is_a_file_is_refused(gen, tmp_path, capsys):
    f = tmp_path / "plain"
    f.write_text("x")
    assert gen.main(["--n", "3", "--seed", "1", "--out", str(f)]) == 2
    err = capsys.readouterr().err.strip()
    assert err == f"gen_wt_instances: --out: not a directory: {str(f)!r}"
