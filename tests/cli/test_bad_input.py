"""Bad CLI input: one line naming the option or field, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

TINY = "instances/hgsp/tiny-s1.json"


@pytest.mark.parametrize("args,needle", [
    (["run", TINY, "--algo", "fifo", "--param", "seed=3"], "param.seed: is not a model"),
    (["solve", TINY, "--param", "time_limit=3"], "use --time-limit"),
    (["solve", TINY, "--time-limit", "nan"], "finite number > 0"),
    (["run", TINY, "--algo", "fifo", "--seed", "-1"], "--seed"),
    (["generate", "hgsp", "--preset", "tiny", "--seed", "-1", "-o", "/dev/null"], "--seed"),
    (["report", "/nonexistent/dir"], "no results.csv"),
    (["generate", "nosuchfamily", "--preset", "x", "--seed", "0", "-o", "/dev/null"],
     "unknown family 'nosuchfamily'"),
])
def test_bad_cli_input_exits_2(cli, args, needle: str) -> None:
    out = cli(*args)
    assert out.returncode == 2, (out.returncode, out.stderr)
    assert needle in out.stderr and "Traceback" not in out.stderr


def test_instance_errors_name_the_file(tmp_path: Path, cli) -> None:
    p = tmp_path / "x.json"
    p.write_text('{"family": "hgsp", "version": 1}')
    out = cli("solve", str(p))
    assert out.returncode == 2 and f"{p}: gpus: missing field" in out.stderr

