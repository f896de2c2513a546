"""heSRPT in closed form: Theorem 5 (allocation), Theorem 6 (optimal weighted flow time),
Corollary 1 (weights for mean slowdown / mean flow time).

Indexing convention
-------------------
The paper numbers jobs **largest first** (``x_1 >= x_2 >= ... >= x_M``), so job ``M`` (the
smallest) completes first and ``z(k) = w_1 + ... + w_k`` sums the weights of the ``k``
*largest* jobs. Every public function here accepts jobs in **any order** and returns
per-job values in the **caller's order**; internally it sorts by size descending (ties:
smaller weight first, so that weights are non-decreasing along the paper's index) and
maps back.

Numerics
--------
With ``c = 1 / (1 - p)`` the paper's formulas raise ``z(k)`` to the power ``c``; for
``p = 0.99`` (``c = 100``) and slowdown weights ``z(k)`` is ~1e8 and ``z(k)**c`` overflows.
We use the algebraically identical forms (``r_k = z(k-1) / z(k) <= 1``)

* Theorem 5: ``theta_i = (z(i)/z(m))**c * (1 - r_i**c)``,
* Theorem 6: ``F* = (1/s(N)) * sum_k x_k * z(k) * (1 - r_k**c)**(1-p)``,

with ``1 - r**c = -expm1(c * log1p(-w_k / z(k)))``, which never overflows and keeps full
relative precision. :func:`allocation_reference` and :func:`optimal_flow_time_reference`
are literal transcriptions of the paper's formulas, kept for the tests.

Limits p = 1 and p = 0
----------------------
The formulas hold for ``0 < p < 1``; both ends are implemented as their limits
(derivation in models/hesrpt.md, tests compare with p = 1 - 1e-9 / 1e-9 and with the
numerical optimiser):

* ``p -> 1`` (``c -> inf``): ``(z(k)/z(M))**c -> 0`` for ``k < M``, so theta puts
  everything on job M (the smallest; weighted SRPT = Smith's rule, optimal for linear
  speedup); ``(1 - r_k**c)**(1-p) -> 1``, so ``F* = (1/N) sum_k x_k z(k)`` and
  ``T_k = (x_k + ... + x_M) / N``.
* ``p -> 0`` (``c -> 1``): ``theta_k = w_k / z(M)`` (weight-proportional: EQUI for flow
  time), ``F* = sum_k w_k x_k`` (``s(N) -> 1``: every job runs at rate 1 in parallel)
  and ``T_k = x_k``. The general formulas are already exact at ``c = 1``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from optsched.core import InstanceError

WeightsSpec = None | str | Sequence[float] | np.ndarray


def _check_p(p: object) -> float:
    """``p`` in [0, 1] (both ends are the closed form's limits)."""
    if isinstance(p, bool) or not isinstance(p, (int, float, np.floating)):
        raise InstanceError("p", f"must be a number in [0, 1], got {p!r}")
    p = float(p)
    if not (0.0 <= p <= 1.0):
        raise InstanceError("p", f"must be in [0, 1] for the closed form, got {p!r}")
    return p


def _check_sizes(sizes: Sequence[float] | np.ndarray) -> np.ndarray:
    x = np.asarray(sizes, dtype=float)
    if x.ndim != 1 or x.size == 0:
        raise InstanceError("sizes", "must be a non-empty 1-D sequence of job sizes")
    bad = np.flatnonzero(~(np.isfinite(x) & (x > 0)))
    if bad.size:
        i = int(bad[0])
        raise InstanceError(f"sizes[{i}]", f"must be finite and > 0, got {x[i]!r}")
    return x


def resolve_weights(sizes: np.ndarray, weights: WeightsSpec, s_n: float = 1.0) -> np.ndarray:
    """Per-job weights ``w_i`` (caller's order), Corollary 1.

    Parameters
    ----------
    sizes : numpy.ndarray
        ``x_i``, seconds on one server.
    weights : None, "flow", "slowdown" or array of float
        ``None`` or ``"flow"``: ``w_i = 1`` (mean flow time); ``"slowdown"``:
        ``w_i = s(N) / x_i`` (mean slowdown, ``x_i / s(N)`` being job i's time alone on
        all N servers); otherwise explicit positive weights.
    s_n : float
        ``s(N)``.

    Returns
    -------
    numpy.ndarray

    Examples
    --------
    >>> resolve_weights(np.array([1.0, 4.0]), "slowdown", 2.0).tolist()
    [2.0, 0.5]
    """
    if weights is None or (isinstance(weights, str) and weights == "flow"):
        return np.ones_like(sizes)
    if isinstance(weights, str):
        if weights == "slowdown":
            return s_n / sizes
        raise InstanceError("weights", f"must be None, 'flow', 'slowdown' or an array, "
                            f"got {weights!r}")
    w = np.asarray(weights, dtype=float)
    if w.shape != sizes.shape:
        raise InstanceError("weights", f"must have one weight per job ({sizes.size}), "
                            f"got shape {w.shape}")
    bad = np.flatnonzero(~(np.isfinite(w) & (w > 0)))
    if bad.size:
        i = int(bad[0])
        raise InstanceError(f"weights[{i}]", f"must be finite and > 0, got {w[i]!r}")
    return w


def paper_order(sizes: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """Permutation putting jobs in the paper's order: size descending, ties weight ascending.

    ``sizes`` and ``weights`` are aligned arrays; returns indices into them.

    One stable argsort on the size; the two-key lexsort only when sizes tie (rare online,
    where this runs at every event)."""
    order = np.argsort(-sizes, kind="stable")
    xs = sizes[order]
    if xs.size > 1 and np.any(xs[1:] == xs[:-1]):
        return np.lexsort((weights, -sizes))
    return order


def favours_small_jobs(sizes: np.ndarray, weights: np.ndarray) -> bool:
    """True if ``x_i > x_j`` implies ``w_i <= w_j`` (the paper's hypothesis, Section 1),
    for aligned arrays ``sizes`` (seconds) and ``weights`` (relative tolerance 1e-15)."""
    order = paper_order(sizes, weights)
    w = weights[order]
    return bool(np.all(np.diff(w) >= -1e-15 * np.maximum(w[1:], w[:-1])))


def _one_minus_ratio_pow(w: np.ndarray, z: np.ndarray, c: float) -> np.ndarray:
    """``1 - (z(k-1)/z(k))**c`` computed as ``-expm1(c log1p(-w_k/z(k)))`` (exact for k=1)."""
    frac = np.minimum(w / z, 1.0)
    out = np.empty_like(z)
    full = frac >= 1.0
    out[full] = 1.0
    part = ~full
    out[part] = -np.expm1(c * np.log1p(-frac[part]))
    return out


def allocation(sizes: Sequence[float] | np.ndarray, p: float,
               weights: WeightsSpec = None) -> np.ndarray:
    """heSRPT shares ``theta`` (Theorem 5) of the jobs present now, caller's order.

    ``theta_k = (z(k)/z(M))**c - (z(k-1)/z(M))**c`` with ``c = 1/(1-p)`` (paper order,
    largest job first); ``p = 1`` and ``p = 0`` are the limits (module docstring).
    ``s(N)`` cancels in Theorem 5, so no N is needed. O(M log M).

    Parameters
    ----------
    sizes : array of float
        The jobs' (remaining) sizes, seconds on one server; any order.
    p : float
        Exponent of ``s(k) = k**p``, in [0, 1].
    weights : None, "flow", "slowdown" or array of float
        As in :func:`resolve_weights`.

    Returns
    -------
    numpy.ndarray
        Shares in [0, 1] summing to 1, aligned with ``sizes``.

    Examples
    --------
    >>> allocation([1.0, 1.0], 0.5).round(2).tolist()     # paper, Section 1: 75 % / 25 %
    [0.25, 0.75]
    >>> allocation([3.0, 1.0], 1.0).tolist()               # p = 1: SRPT
    [0.0, 1.0]
    """
    p = _check_p(p)
    x = _check_sizes(sizes)
    w = resolve_weights(x, weights)
    return _allocation_sorted(x, w, p)


def _allocation_sorted(x: np.ndarray, w: np.ndarray, p: float) -> np.ndarray:
    """Theorem 5 for validated arrays (the policies' hot path); ``p = 1``: its limit."""
    order = paper_order(x, w)
    if p >= 1.0:                       # limit c -> inf: everything to job M (paper order)
        out = np.zeros_like(x, dtype=float)
        out[order[-1]] = 1.0
        return out
    c = 1.0 / (1.0 - p)
    ws = w[order]
    z = np.cumsum(ws)
    zeta = z / z[-1]
    theta_sorted = np.exp(c * np.log(zeta)) * _one_minus_ratio_pow(ws, z, c)
    out = np.empty_like(theta_sorted)
    out[order] = theta_sorted
    return out


def optimal_flow_time(sizes: Sequence[float] | np.ndarray, p: float, n_servers: float,
                      weights: WeightsSpec = None, *, check_weights: bool = True) -> float:
    """``F*`` of Theorem 6: the optimal total weighted flow time ``sum_i w_i T_i``.

    ``F* = (1/s(N)) sum_k x_k (z(k)**c - z(k-1)**c)**(1-p)`` (paper order), computed in
    the overflow-free form of the module docstring; ``p = 1``: ``(1/N) sum_k x_k z(k)``;
    ``p = 0``: ``sum_k w_k x_k``. O(M log M).

    Parameters
    ----------
    sizes : array of float
        Seconds on one server; any order.
    p : float
        Exponent of ``s(k) = k**p``, in [0, 1].
    n_servers : float
        N.
    weights : None, "flow", "slowdown" or array of float
        ``None``: total flow time (divide by M for the mean); ``"slowdown"``: total
        slowdown (divide by M for the mean slowdown); see :func:`resolve_weights`.
    check_weights : bool
        Refuse weights that do not favour small jobs (Theorem 6 is then neither optimal
        nor, in general, heSRPT's flow time).

    Returns
    -------
    float
        F*, seconds x weight.

    Raises
    ------
    InstanceError
        On bad arguments, or weights that do not favour small jobs.

    Examples
    --------
    >>> round(optimal_flow_time([1.0, 1.0], 0.5, 10) / 2, 6)     # mean flow time
    0.431975
    >>> optimal_flow_time([1.0, 2.0], 1.0, 10)                     # p = 1: SJF on N
    0.4
    """
    p = _check_p(p)
    x = _check_sizes(sizes)
    n = _check_n(n_servers)
    s_n = n ** p
    w = resolve_weights(x, weights, s_n)
    if check_weights and not favours_small_jobs(x, w):
        raise InstanceError("weights", "do not favour small jobs (need x_i > x_j => w_i <= "
                            "w_j); Theorem 6 does not apply -- use hesrpt.numeric")
    order = paper_order(x, w)
    xs, ws = x[order], w[order]
    z = np.cumsum(ws)
    if p >= 1.0:                         # limit: (1 - r_k**c)**(1-p) -> 1
        return float(math.fsum(xs * z) / s_n)
    c = 1.0 / (1.0 - p)
    terms = xs * z * _one_minus_ratio_pow(ws, z, c) ** (1.0 - p)
    return float(math.fsum(terms) / s_n)


def completion_times(sizes: Sequence[float] | np.ndarray, p: float, n_servers: float,
                     weights: WeightsSpec = None) -> np.ndarray:
    """Completion times ``T_i`` of every job under heSRPT (offline), caller's order.

    Derived from Theorem 5 (models/hesrpt.md): with ``g_k = (1 - r_k**c)**(-p)``,
    ``T_k - T_{k+1} = (x_k g_k - x_{k+1} r_{k+1}**(c-1) g_{k+1}) / s(N)``; ``p = 1``:
    ``T_k = (x_k + ... + x_M) / N``; ``p = 0``: ``T_k = x_k``.

    Parameters
    ----------
    sizes : array of float
        Seconds on one server; any order.
    p : float
        In [0, 1].
    n_servers : float
        N.
    weights : None, "flow", "slowdown" or array of float
        Must favour small jobs (otherwise heSRPT's completion order is not SJF).

    Returns
    -------
    numpy.ndarray
        Completion times, seconds, aligned with ``sizes``.

    Examples
    --------
    >>> completion_times([2.0, 1.0], 1.0, 10).tolist()
    [0.30000000000000004, 0.1]
    """
    p = _check_p(p)
    x = _check_sizes(sizes)
    n = _check_n(n_servers)
    s_n = n ** p
    w = resolve_weights(x, weights, s_n)
    if not favours_small_jobs(x, w):
        raise InstanceError("weights", "do not favour small jobs; heSRPT's completion order "
                            "is then not SJF and this formula does not apply")
    order = paper_order(x, w)
    xs, ws = x[order], w[order]
    if p >= 1.0:                         # limit: g_k -> 1, r**(c-1) -> 0
        d = xs / s_n
    else:
        c = 1.0 / (1.0 - p)
        z = np.cumsum(ws)
        g = _one_minus_ratio_pow(ws, z, c) ** (-p)
        r = np.concatenate(([0.0], z[:-1] / z[1:]))      # r_k = z(k-1)/z(k), r_1 = 0
        nxt = np.zeros_like(xs)
        nxt[:-1] = xs[1:] * r[1:] ** (c - 1.0) * g[1:]
        d = (xs * g - nxt) / s_n
    t_sorted = np.cumsum(d[::-1])[::-1]
    out = np.empty_like(t_sorted)
    out[order] = t_sorted
    return out


def _check_n(n_servers: object) -> float:
    if isinstance(n_servers, bool) or not isinstance(n_servers, (int, float, np.integer,
                                                                 np.floating)):
        raise InstanceError("n_servers", f"must be a number > 0, got {n_servers!r}")
    n = float(n_servers)
    if not (math.isfinite(n) and n > 0):
        raise InstanceError("n_servers", f"must be finite and > 0, got {n_servers!r}")
    return n


# ----------------------------------------------------------------------------- reference


def allocation_reference(sizes: Sequence[float], p: float, weights: WeightsSpec = None
                         ) -> list[float]:
    """Literal Theorem 5 with plain Python loops (tests only; overflows for p near 1)."""
    x = [float(v) for v in sizes]
    w = list(resolve_weights(np.asarray(x), weights))
    idx = sorted(range(len(x)), key=lambda i: (-x[i], w[i]))      # paper order
    c = 1.0 / (1.0 - p)
    z = [0.0]
    for i in idx:
        z.append(z[-1] + w[i])
    m = len(x)
    out = [0.0] * m
    for k, i in enumerate(idx, start=1):
        out[i] = (z[k] / z[m]) ** c - (z[k - 1] / z[m]) ** c
    return out


def optimal_flow_time_reference(sizes: Sequence[float], p: float, n_servers: float,
                                weights: WeightsSpec = None) -> float:
    """Literal Theorem 6 with plain Python loops (tests only)."""
    x = [float(v) for v in sizes]
    s_n = float(n_servers) ** p
    w = list(resolve_weights(np.asarray(x), weights, s_n))
    idx = sorted(range(len(x)), key=lambda i: (-x[i], w[i]))
    c = 1.0 / (1.0 - p)
    total, z_prev = 0.0, 0.0
    for i in idx:
        z = z_prev + w[i]
        total += x[i] * (z ** c - z_prev ** c) ** (1.0 - p)
        z_prev = z
    return total / s_n
