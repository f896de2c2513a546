"""A small sparse MILP container shared by the psrar exact models.

The models are built once as plain arrays (:class:`SparseMilp`) and then either passed
straight to HiGHS through ``highspy`` (solver ``highs``: Pyomo's translation of 10^5
columns costs more than the solve) or turned into a Pyomo model (:meth:`to_pyomo`) for
``pyomo:NAME`` solvers and for MPS export, with the same variables, rows and names.

The objective is stored multiplied by ``obj_scale`` (a normalisation so that the
coefficients are O(1)); values reported by :func:`solve` are divided back, i.e. in the
instance's units. The Pyomo model carries the *unscaled* objective.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from optsched.core.solvers import SolveOutcome, solve_highs_matrix, solve_pyomo

INF = math.inf


@dataclass
class SparseMilp:
    """Columns (bounds, integrality, cost, name) and rows (``lo <= a x <= hi``)."""

    name: str = "psrar"
    obj_scale: float = 1.0
    lb: list[float] = field(default_factory=list)
    ub: list[float] = field(default_factory=list)
    integer: list[bool] = field(default_factory=list)
    cost: list[float] = field(default_factory=list)
    col_names: list[str] = field(default_factory=list)
    row_lo: list[float] = field(default_factory=list)
    row_hi: list[float] = field(default_factory=list)
    row_names: list[str] = field(default_factory=list)
    a_row: list[int] = field(default_factory=list)
    a_col: list[int] = field(default_factory=list)
    a_val: list[float] = field(default_factory=list)
    obj_const: float = 0.0
    #: non-zeros added in bulk by :meth:`add_entries` (row, column, value arrays): 10^6
    #: entries as Python lists cost seconds to convert, outside any solver's clock
    bulk: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = field(default_factory=list)

    @property
    def n_cols(self) -> int:
        return len(self.lb)

    @property
    def n_rows(self) -> int:
        return len(self.row_lo)

    @property
    def nnz(self) -> int:
        return len(self.a_val) + sum(len(v) for _, _, v in self.bulk)

    def add_entries(self, rows: np.ndarray, cols: np.ndarray, vals: np.ndarray) -> None:
        """Add non-zeros ``A[rows[k], cols[k]] = vals[k]`` in bulk (rows and columns must
        exist; zero values are kept as explicit entries only if given)."""
        r = np.asarray(rows, dtype=np.int64)
        c = np.asarray(cols, dtype=np.int64)
        v = np.asarray(vals, dtype=float)
        if not (r.shape == c.shape == v.shape and r.ndim == 1):
            raise ValueError("add_entries: rows, cols and vals must be 1-D of one length")
        self.bulk.append((r, c, v))

    def entries(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every non-zero as arrays ``(row, column, value)``: :meth:`row`'s, then the bulk."""
        parts = [(np.asarray(self.a_row, dtype=np.int64), np.asarray(self.a_col, dtype=np.int64),
                  np.asarray(self.a_val, dtype=float)), *self.bulk]
        return (np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]),
                np.concatenate([p[2] for p in parts]))

    def var(self, name: str, lb: float = 0.0, ub: float = INF, integer: bool = False,
            cost: float = 0.0) -> int:
        """Add a column; ``cost`` is in instance units (scaled here)."""
        self.lb.append(lb)
        self.ub.append(ub)
        self.integer.append(integer)
        self.cost.append(cost * self.obj_scale)
        self.col_names.append(name)
        return len(self.lb) - 1

    def row(self, name: str, coeffs: dict[int, float], lo: float = -INF,
            hi: float = INF) -> int:
        """Add ``lo <= sum coeffs[c] x[c] <= hi`` (zero coefficients dropped)."""
        r = len(self.row_lo)
        for c, v in coeffs.items():
            if v != 0.0:
                self.a_row.append(r)
                self.a_col.append(c)
                self.a_val.append(float(v))
        self.row_lo.append(lo)
        self.row_hi.append(hi)
        self.row_names.append(name)
        return r

    # ------------------------------------------------------------------ HiGHS
    def solve_highs(self, time_limit: float | None, threads: int | None
                    ) -> tuple[SolveOutcome, np.ndarray | None]:
        """Solve on HiGHS through :func:`optsched.core.solvers.solve_highs_matrix` (zero
        MIP gaps, user interrupt, the facade's remaining time); values in instance
        units."""
        from scipy import sparse

        t0 = time.monotonic()  # assembling the matrix counts against the limit
        rows, cols, vals = self.entries()
        A = sparse.csc_matrix((vals, (rows, cols)), shape=(self.n_rows, self.n_cols))
        left = None if time_limit is None else max(0.01, time_limit - (time.monotonic() - t0))
        out = solve_highs_matrix(self.cost, self.lb, self.ub, A, self.row_lo, self.row_hi,
                                 self.integer, offset=self.obj_const * self.obj_scale,
                                 obj_scale=self.obj_scale, time_limit=left,
                                 threads=threads)
        return out.outcome, out.x

    # ------------------------------------------------------------------ Pyomo
    def to_pyomo(self) -> Any:
        """The same model in Pyomo (unscaled objective); variables and rows are indexed
        by their symbolic names (``z(j0_k3_t5)`` in an MPS file)."""
        import pyomo.environ as pyo

        m = pyo.ConcreteModel(name=self.name)
        names = self.col_names
        m.C = pyo.Set(initialize=names, ordered=True)
        index = dict(zip(names, range(self.n_cols)))

        def dom(_m: Any, nm: str) -> Any:
            c = index[nm]
            if self.integer[c]:
                return pyo.Binary if self.lb[c] == 0 and self.ub[c] == 1 else pyo.Integers
            return pyo.Reals

        def bnd(_m: Any, nm: str) -> tuple[float | None, float | None]:
            c = index[nm]
            lo, hi = self.lb[c], self.ub[c]
            return (None if lo == -INF else lo, None if hi == INF else hi)

        m.x = pyo.Var(m.C, domain=dom, bounds=bnd)
        rows: list[list[tuple[int, float]]] = [[] for _ in range(self.n_rows)]
        for r, c, v in zip(*(a.tolist() for a in self.entries())):
            rows[r].append((c, v))
        m.R = pyo.Set(initialize=self.row_names, ordered=True)
        rindex = dict(zip(self.row_names, range(self.n_rows)))

        def con(_m: Any, nm: str) -> Any:
            r = rindex[nm]
            expr = sum(v * _m.x[names[c]] for c, v in rows[r])
            lo = None if self.row_lo[r] == -INF else self.row_lo[r]
            hi = None if self.row_hi[r] == INF else self.row_hi[r]
            if not rows[r]:
                return pyo.Constraint.Skip
            if lo is not None and hi is not None:
                return expr == lo if lo == hi else pyo.inequality(lo, expr, hi)
            return expr >= lo if lo is not None else expr <= hi

        m.con = pyo.Constraint(m.R, rule=con)
        m.obj = pyo.Objective(expr=self.obj_const + sum(
            (self.cost[c] / self.obj_scale) * m.x[names[c]] for c in range(self.n_cols)
            if self.cost[c]), sense=pyo.minimize)
        return m

    def solve_pyomo(self, solver: str, time_limit: float | None, threads: int | None
                    ) -> tuple[SolveOutcome, np.ndarray | None]:
        """Solve through Pyomo (``pyomo:NAME``); values in instance units."""
        import pyomo.environ as pyo

        model = self.to_pyomo()
        out = solve_pyomo(model, solver=solver, time_limit=time_limit, threads=threads)
        x = None
        if out.has_solution:
            x = np.array([pyo.value(model.x[nm], exception=False) or 0.0
                          for nm in self.col_names])
        return out, x

    def solve(self, solver: str, time_limit: float | None, threads: int | None
              ) -> tuple[SolveOutcome, np.ndarray | None]:
        """``highs`` (direct highspy) or ``pyomo:NAME``."""
        if solver == "highs":
            return self.solve_highs(time_limit, threads)
        return self.solve_pyomo(solver, time_limit, threads)

