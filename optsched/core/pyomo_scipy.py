"""Keep Pyomo from importing ``scipy.stats`` when something else imports SciPy.

Pyomo (``pyomo.common.dependencies``, 6.x) registers an import hook on ``scipy``: the
first ``import scipy`` anywhere in the process then also imports ``scipy.stats``,
``scipy.integrate`` and ``scipy.spatial`` (1.3-1.5 s on a 2-core machine). numba imports
SciPy when it loads, so every process that builds a Pyomo model *and* has numba kernels
(any hgsp solve, a bench worker) paid those seconds for modules optsched never uses;
``import numba, pyomo.environ`` took 2.9 s against 1.4 s without the hook.

:func:`quiet_pyomo_scipy_hook` imports ``pyomo.common.dependencies`` (≈ 0.09 s, cheaper
Pyomo imports later) and removes that one callback. Pyomo's own deferred ``scipy``
object still works (it resolves to the real module; SciPy loads submodules on
attribute access). If SciPy is already loaded and Pyomo is not, nothing is done: Pyomo
would run the callback at once, which is its ordinary behaviour. Any change of Pyomo's
internals makes the function a no-op, never an error.
"""

from __future__ import annotations

import sys


def quiet_pyomo_scipy_hook() -> bool:
    """Remove Pyomo's ``scipy`` post-import callback; ``True`` when it is (now) removed.

    Returns
    -------
    bool
        ``False`` when Pyomo is missing, SciPy was imported before Pyomo's dependency
        module, or Pyomo's internals differ from the 6.x layout.
    """
    if "scipy" in sys.modules and "pyomo.common.dependencies" not in sys.modules:
        return False
    try:
        from pyomo.common import dependencies
    except ImportError:  # pragma: no cover - pyomo is a declared dependency
        return False
    finder = getattr(dependencies, "DeferredImportCallbackFinder", None)
    callbacks = getattr(finder, "_callbacks", None)
    if not isinstance(callbacks, dict):
        return False
    callbacks.pop("scipy", None)
    indicator = getattr(dependencies, "scipy_available", None)
    if indicator is not None and hasattr(indicator, "_callback"):
        indicator._callback = None  # resolved on Pyomo's own first use of scipy
    return True


__all__ = ["quiet_pyomo_scipy_hook"]
