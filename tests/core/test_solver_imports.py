"""The HiGHS / OR-Tools dependency trap (docs/ARCHITECTURE.md): both must load in one process, in
either order, and solve a model each."""

from __future__ import annotations

import subprocess
import sys

import pytest

HIGHS = """
import highspy
h = highspy.Highs()
h.setOptionValue("output_flag", False)
inf = highspy.kHighsInf
h.addVar(0, 10); h.addVar(0, 10)
h.changeColCost(0, -1); h.changeColCost(1, -2)
h.addRow(-inf, 4, 2, [0, 1], [1, 1])
h.changeColIntegrality(0, highspy.HighsVarType.kInteger)
h.run()
assert abs(h.getInfo().objective_function_value + 8) < 1e-9, h.getInfo().objective_function_value
"""

CPSAT = """
from ortools.sat.python import cp_model
m = cp_model.CpModel()
x = m.NewIntVar(0, 10, "x"); y = m.NewIntVar(0, 10, "y")
m.Add(x + y <= 4)
m.Maximize(x + 2 * y)
s = cp_model.CpSolver()
assert s.Solve(m) == cp_model.OPTIMAL and s.ObjectiveValue() == 8
"""


@pytest.mark.parametrize("first,second", [(HIGHS, CPSAT), (CPSAT, HIGHS)],
                         ids=["highspy-then-ortools", "ortools-then-highspy"])
def test_both_solvers_in_one_process(first: str, second: str) -> None:
    code = first + "\n" + second + "\nprint('ok')"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_pyomo_highs_interface_solves_milp() -> None:
    code = """
import pyomo.environ as pe
from ortools.sat.python import cp_model  # loaded first on purpose
from optsched.core.solvers import solve_pyomo
m = pe.ConcreteModel()
m.x = pe.Var(within=pe.NonNegativeIntegers, bounds=(0, 10))
m.y = pe.Var(within=pe.NonNegativeIntegers, bounds=(0, 10))
m.c = pe.Constraint(expr=m.x + m.y <= 4)
m.o = pe.Objective(expr=-(m.x + 2 * m.y))
out = solve_pyomo(m, "highs", time_limit=10, threads=1)
assert out.status == "optimal" and abs(out.objective + 8) < 1e-9 and abs(out.bound + 8) < 1e-6
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr


def test_highs_solves_with_changing_thread_counts_in_one_process() -> None:
    """HiGHS sizes one process-wide thread pool at its first solve; a later solve with
    another count used to fail silently (status "not set"). Both HiGHS paths (Pyomo and
    the direct matrix path of psrar) alternate 2 and 1 threads here."""
    import optsched

    tiny = optsched.load_instance("hgsp/tiny-s1")
    ps = optsched.generate("psrar", "tiny-ps", 1)
    for t in (2, 1, 2):
        assert optsched.solve(tiny, solver="highs", model="bigm", threads=t).status == \
            "optimal"
        assert optsched.solve(ps, solver="highs", threads=3 - t).status == "optimal"


def test_pyomo_does_not_drag_scipy_stats_into_an_hgsp_solve() -> None:
    """numba imports SciPy, and Pyomo's import hook on SciPy then loads scipy.stats
    (1.3-1.5 s a process); optsched removes that hook (core/pyomo_scipy.py). A big-M
    solve with numba loaded still proves the optimum, and scipy.stats never loads."""
    code = """
import sys
import optsched
from optsched.hgsp.wt_dp import kernels  # numba, hence scipy
assert "numba" in sys.modules and "scipy" in sys.modules
res = optsched.solve(optsched.load_instance("hgsp/tiny-s1"), solver="highs", model="bigm",
                     threads=1)
assert res.status == "optimal" and res.objective == 40.0, res
print("scipy.stats" in sys.modules)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_the_hook_is_left_alone_when_scipy_came_first() -> None:
    """SciPy already loaded without Pyomo: the function does nothing (Pyomo would run its
    callback at import anyway) and says so."""
    code = """
import sys
import scipy
from optsched.core.pyomo_scipy import quiet_pyomo_scipy_hook
print(quiet_pyomo_scipy_hook(), "pyomo.common.dependencies" in sys.modules)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "False"]
