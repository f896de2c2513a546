"""Per-iteration training time alpha_i of a placed job: eqs. (4)-(7) of the A-SRPT paper.

``counts[m, s]`` = x^m_{i,s}, the replicas of stage ``s`` on server ``m``. For every
server ``m`` and stage ``s`` with ``x = counts[m, s] > 0``

* eq. (4) ``comp = p^f_s + p^b_s``;
* eq. (5) ``comm = g * (2 d^in_s (1 - x^m_{s-1}/k_{s-1}) + 2 d^out_s (1 - x^m_{s+1}/k_{s+1}))
  / B_inter + (2 d^in_s x^m_{s-1}/k_{s-1} + 2 d^out_s x^m_{s+1}/k_{s+1}) / B_intra``
  (the paper's ``(...) x / ((x/g) B_inter)``: each replica uses a 1/g share of the NIC; the
  ``x`` cancels). For the first stage the ``d^in`` terms are absent and for the last the
  ``d^out`` terms ("calculated similarly"; the paper gives only s in [2, S-1]);
* eq. (6) ``AllReduce = 2 (k_s - 1) h_s / (k_s (x/g) B_inter)`` if ``x < k_s`` and
  ``2 (k_s - 1) h_s / (k_s B_intra)`` if ``x = k_s`` (0 when ``k_s = 1``);
* ``beta = comp + comm + AllReduce`` and eq. (7) ``alpha = max_{m, s: x > 0} beta``.

A stage with no replica on ``m`` contributes nothing there (eqs. (4)-(5) give 0 and
eq. (6), whose first case would divide by ``x = 0``, is taken as 0 as well).

Units: times in ms on the Job, sizes in MB (10^6 bytes), bandwidths in Gbit/s;
``1 MB / 1 Gbit/s = 8 ms``. :func:`iteration_time` returns **seconds**; the ``*_ms``
helpers return milliseconds.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from optsched.core.errors import InstanceError

from .job import Cluster, Job

#: a counts matrix x^m_s (servers x stages) as an array or nested lists
CountsLike = np.ndarray | Sequence[Sequence[int]]
#: milliseconds to move 1 MB at 1 Gbit/s
MS_PER_MB_PER_GBPS = 8.0


def as_counts(job: Job, counts: CountsLike, cluster: Cluster | None = None,
              path: str = "counts") -> np.ndarray:
    """Validate ``counts`` (servers x stages, integers >= 0, column sums = k_s, eq. (2)).

    With ``cluster``: at most ``M`` rows and ``g`` GPUs per row. Returns an int64
    array; raises InstanceError naming ``path[m][s]`` (or the row/column) otherwise.
    """
    try:
        arr = np.asarray(counts)
    except Exception:  # noqa: BLE001 - ragged lists and other junk
        raise InstanceError(path, "must be a rectangular servers x stages integer array") \
            from None
    if arr.ndim != 2 or arr.shape[1] != job.num_stages or arr.shape[0] < 1:
        raise InstanceError(path, f"must have shape (servers, {job.num_stages}), "
                            f"got {arr.shape}")
    if arr.dtype.kind not in "iuf" or (arr.dtype.kind == "f"
                                       and not np.all(np.equal(np.mod(arr, 1), 0))):
        raise InstanceError(path, "entries must be integers")
    arr = arr.astype(np.int64)
    if (arr < 0).any():
        m, s = map(int, np.argwhere(arr < 0)[0])
        raise InstanceError(f"{path}[{m}][{s}]", f"must be >= 0, got {arr[m, s]}")
    col = arr.sum(axis=0)
    for s, k in enumerate(job.replicas):
        if col[s] != k:
            raise InstanceError(f"{path}[:][{s}]", f"stage {s} has {int(col[s])} replicas "
                                f"placed, needs exactly k = {k} (eq. (2))")
    if cluster is not None:
        if arr.shape[0] > cluster.servers:
            raise InstanceError(path, f"has {arr.shape[0]} server rows but the cluster "
                                f"has {cluster.servers} servers")
        row = arr.sum(axis=1)
        if (row > cluster.gpus_per_server).any():
            m = int(np.argmax(row > cluster.gpus_per_server))
            raise InstanceError(f"{path}[{m}]", f"uses {int(row[m])} GPUs > g = "
                                f"{cluster.gpus_per_server}")
    return arr


class TimeModel:
    """Precomputed per-stage coefficients of eqs. (4)-(6) (all in milliseconds).

    ``beta_ms(s, x, u, v)`` = beta of stage ``s`` on a server holding ``x`` of its
    replicas, ``u`` replicas of stage s-1 and ``v`` of stage s+1 -- the only quantities
    eq. (7)'s term depends on; the exact models tabulate it.
    """

    def __init__(self, job: Job, cluster: Cluster) -> None:
        S = job.num_stages
        g = cluster.gpus_per_server
        self.job, self.cluster, self.S, self.g = job, cluster, S, g
        self.k = np.array(job.replicas, dtype=np.int64)
        self.comp = np.array([st.fwd_ms + st.bwd_ms for st in job.stages])  # eq. (4)
        inter = MS_PER_MB_PER_GBPS * g / cluster.inter_gbps   # ms per MB over a 1/g NIC share
        intra = MS_PER_MB_PER_GBPS / cluster.intra_gbps       # ms per MB over NVLink/PCIe
        self.inter_ms_per_mb, self.intra_ms_per_mb = inter, intra
        din = np.array([2.0 * st.in_mb if s > 0 else 0.0 for s, st in enumerate(job.stages)])
        dout = np.array([2.0 * st.out_mb if s < S - 1 else 0.0
                         for s, st in enumerate(job.stages)])
        self.din2, self.dout2 = din, dout
        self.kprev = np.array([job.replicas[s - 1] if s > 0 else 1 for s in range(S)])
        self.knext = np.array([job.replicas[s + 1] if s < S - 1 else 1 for s in range(S)])
        # eq. (5) as  comm = comm0 - a * u - b * v  (u, v = co-located neighbour replicas)
        self.comm0 = inter * (din + dout)
        self.a = din / self.kprev * (inter - intra)
        self.b = dout / self.knext * (inter - intra)
        # eq. (6): c_s = 2 (k_s - 1) h_s / k_s  (MB)
        self.ar_mb = np.array([2.0 * (st.replicas - 1) * st.params_mb / st.replicas
                               for st in job.stages])

    def allreduce_ms(self, s: int, x: int) -> float:
        """Eq. (6), ms: AllReduce time of stage ``s`` with ``x >= 1`` of its replicas on the
        server (intra-server when ``x = k_s``; 0 when ``k_s = 1`` or no parameters)."""
        k = int(self.k[s])
        if self.ar_mb[s] == 0.0:
            return 0.0
        if x >= k:
            return float(self.ar_mb[s] * self.intra_ms_per_mb)
        return float(self.ar_mb[s] * self.inter_ms_per_mb / x)

    def comm_ms(self, s: int, u: int, v: int) -> float:
        """Eq. (5), ms: communication of stage ``s`` with ``u`` / ``v`` replicas of stages
        s-1 / s+1 co-located on the server."""
        return float(self.comm0[s] - self.a[s] * u - self.b[s] * v)

    def beta_ms(self, s: int, x: int, u: int, v: int) -> float:
        """beta^m_s of eq. (7), ms: comp (eq. (4)) + comm (eq. (5)) + AllReduce (eq. (6))
        of stage ``s`` with ``x`` replicas and ``u`` / ``v`` neighbours on the server (0
        when ``x == 0``)."""
        if x <= 0:
            return 0.0
        return float(self.comp[s]) + self.comm_ms(s, u, v) + self.allreduce_ms(s, x)

    def beta_matrix_ms(self, counts: np.ndarray) -> np.ndarray:
        """beta^m_s for every server and stage (vectorised; 0 where x^m_s = 0)."""
        X = np.asarray(counts, dtype=np.int64)
        M = X.shape[0]
        U = np.zeros_like(X)
        V = np.zeros_like(X)
        U[:, 1:] = X[:, :-1]
        V[:, :-1] = X[:, 1:]
        comm = self.comm0[None, :] - self.a[None, :] * U - self.b[None, :] * V
        safe = np.maximum(X, 1)
        ar = np.where(X >= self.k[None, :], self.ar_mb[None, :] * self.intra_ms_per_mb,
                      self.ar_mb[None, :] * self.inter_ms_per_mb / safe)
        beta = self.comp[None, :] + comm + ar
        return np.where(X > 0, beta, 0.0).reshape(M, self.S)

    def alpha_ms(self, counts: np.ndarray) -> float:
        """Eq. (7), milliseconds."""
        return float(self.beta_matrix_ms(counts).max())


def iteration_time(job: Job, counts: CountsLike, cluster: Cluster) -> float:
    """Per-iteration training time alpha_i (eq. (7)) of ``job`` placed as ``counts``.

    Parameters
    ----------
    job : Job
        Stage times in ms, data in MB.
    counts : array or nested lists of int
        ``counts[m][s]`` = x^m_{i,s}, replicas of stage ``s`` on server ``m``; every
        stage fully placed (eq. (2)), no server above g GPUs.
    cluster : Cluster
        g and the bandwidths (Gbit/s).

    Returns
    -------
    float
        alpha_i in **seconds**.

    Raises
    ------
    InstanceError
        If ``counts`` violates eq. (2), has negative or non-integer entries, or too many
        rows or GPUs (:func:`as_counts`).

    Examples
    --------
    >>> from optsched.asrpt import Cluster, Job, Stage
    >>> job = Job((Stage(2, 4.0, 8.0, 0.0, 0.0, 0.0),))
    >>> iteration_time(job, [[2]], Cluster(1, 4, 10.0, 2400.0))
    0.012
    """
    X = as_counts(job, counts, cluster)
    return TimeModel(job, cluster).alpha_ms(X) / 1000.0


def iteration_time_ms(job: Job, counts: CountsLike, cluster: Cluster) -> float:
    """:func:`iteration_time` in milliseconds."""
    X = as_counts(job, counts, cluster)
    return TimeModel(job, cluster).alpha_ms(X)


def iteration_time_reference(job: Job, counts: CountsLike, cluster: Cluster) -> float:
    """Readable loop transcription of eqs. (4)-(7), seconds (the tests' reference).

    Deliberately independent of :class:`TimeModel`: every term is spelled out as printed
    in the paper (with the first/last stage terms dropped and x = 0 contributing 0).
    """
    X = [[int(v) for v in row] for row in np.asarray(counts).tolist()]
    S, g = job.num_stages, cluster.gpus_per_server
    b_inter = cluster.inter_gbps * 1e9 / 8.0 / 1e6  # MB/s
    b_intra = cluster.intra_gbps * 1e9 / 8.0 / 1e6
    best = 0.0
    for row in X:
        for s in range(S):
            x = row[s]
            if x == 0:
                continue
            st = job.stages[s]
            k = st.replicas
            comp = (st.fwd_ms + st.bwd_ms) / 1000.0
            inter_data = 0.0
            intra_data = 0.0
            if s > 0:
                kp, xp = job.stages[s - 1].replicas, row[s - 1]
                inter_data += 2 * st.in_mb * (kp - xp) / kp
                intra_data += 2 * st.in_mb * xp / kp
            if s < S - 1:
                kn, xn = job.stages[s + 1].replicas, row[s + 1]
                inter_data += 2 * st.out_mb * (kn - xn) / kn
                intra_data += 2 * st.out_mb * xn / kn
            comm = inter_data * x / ((x / g) * b_inter) + intra_data / b_intra
            if k == 1:
                ar = 0.0
            elif x < k:
                ar = 2 * (k - 1) * st.params_mb / (k * (x / g) * b_inter)
            else:
                ar = 2 * (k - 1) * st.params_mb / (k * b_intra)
            best = max(best, comp + comm + ar)
    return best


def one_per_server_counts(job: Job) -> np.ndarray:
    """Counts of the alpha^max layout: g_i servers, one replica each (stage order)."""
    X = np.zeros((job.gpus, job.num_stages), dtype=np.int64)
    r = 0
    for s, k in enumerate(job.replicas):
        for _ in range(k):
            X[r, s] = 1
            r += 1
    return X


def alpha_max(job: Job, cluster: Cluster) -> float:
    """alpha^max_i (Section III-B), seconds: every replica on its own server.

    Each replica gets a 1/g share of the NIC -- exactly eq. (7) on
    :func:`one_per_server_counts`. This uses g_i servers even if the cluster has fewer
    (it is a bound used by the analysis, not a placement). It is the largest alpha of any
    placement when ``g / B_inter >= 1 / B_intra`` (every eq. (5)-(6) term is then
    largest with no co-located replica).

    Parameters
    ----------
    job : Job
    cluster : Cluster

    Returns
    -------
    float
        alpha^max in seconds.
    """
    return TimeModel(job, cluster).alpha_ms(one_per_server_counts(job)) / 1000.0


def fewest_servers_free(job: Job, cluster: Cluster) -> list[int]:
    """Free-GPU list of the alpha~^min layout: ceil(g_i/g) servers, all full but the last.

    Examples
    --------
    >>> from optsched.asrpt import Cluster, Job, Stage
    >>> fewest_servers_free(Job((Stage(10, 1.0, 1.0, 0.0, 0.0, 0.0),)),
    ...                     Cluster(4, 4, 10.0, 2400.0))
    [4, 4, 2]
    """
    g = cluster.gpus_per_server
    q, r = divmod(job.gpus, g)
    return [g] * q + ([r] if r else [])
