"""Export a family's Pyomo model of an instance as MPS or LP (formulation catalogue).

So that any MILP solver (Gurobi, CPLEX, SCIP, ...) can be benchmarked on exactly the
model optsched solves. Variable and constraint names are kept (symbolic labels).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from .discovery import family_of
from .errors import InstanceError
from .facades import check_model_size

FORMATS = ("mps", "lp")


def export_model(instance: Any, model: str, fmt: str, path: str | Path,
                 **params: Any) -> Path:
    """Write ``model`` of ``instance`` to ``path`` in ``fmt`` (mps | lp), atomically."""
    fam = family_of(instance)
    if model not in fam.models:
        raise InstanceError("--model", f"unknown model {model!r} for family {fam.name} "
                            f"(known: {', '.join(fam.models) or 'none'})")
    em = fam.models[model]
    if em.build_pyomo is None:
        pyomo_models = [k for k, m in fam.models.items() if m.build_pyomo is not None]
        raise InstanceError("--model", f"model {model!r} is not a Pyomo model and cannot be "
                            f"exported (exportable: {', '.join(pyomo_models) or 'none'})")
    if fmt not in FORMATS:
        raise InstanceError("--format", f"must be one of {', '.join(FORMATS)}, got {fmt!r}")
    kwargs = em.bind(params)  # typed and range-checked like `solve --param`
    check_model_size(em, instance, kwargs)  # refuse a model too large to build
    pm = em.build_pyomo(instance, **kwargs)
    from pyomo.opt import ProblemFormat

    from .solvers import pyomo_logs_to_stderr

    pyomo_logs_to_stderr()
    # Pyomo's own enum: the string "lp" made it warn that the file name "likely does not
    # match" its format (cpxlp) on every export (issue 12)
    problem_format = {"mps": ProblemFormat.mps, "lp": ProblemFormat.cpxlp}[fmt]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=f".{fmt}", dir=path.parent)
    os.close(fd)
    try:
        pm.write(tmp, format=problem_format, io_options={"symbolic_solver_labels": True})
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)  # mkstemp makes 0600
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path
