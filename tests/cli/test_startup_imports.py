"""What the CLI's start-up imports: loading every family (``optsched list``) must not
import ``scipy.optimize`` (0.3-0.4 s on the test machine, needed only by the heSRPT
numerical optimum and KNEE's search, which import it when they run)."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import sys
from optsched.cli import main
sys.argv = ["optsched", "list", "--json"]
try:
    main()
except SystemExit as exc:
    assert not exc.code, exc.code
print("SCIPY_OPTIMIZE" if "scipy.optimize" in sys.modules else "LAZY", file=sys.stderr)
"""


def test_listing_every_family_does_not_import_scipy_optimize():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stderr.strip().splitlines()[-1] == "LAZY"
    assert "hesrpt" in out.stdout  # the families were loaded


def test_hell_still_finds_its_server_count_with_the_late_import():
    # s(k) = k / (1 + k/10): s(k)^2 / k = k / (1 + k/10)^2 is largest at k = 10
    code = ("import sys\n"
            "from optsched.hesrpt.policies import _hell_servers\n"
            "from optsched.hesrpt.speedup import as_speedup\n"
            "assert 'scipy.optimize' not in sys.modules\n"
            "k = _hell_servers(as_speedup(lambda k: k / (1 + k / 10)), 64.0, 1.0)\n"
            "assert 'scipy.optimize' in sys.modules\n"
            "print(repr(k))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert abs(float(out.stdout) - 10.0) < 1e-6
