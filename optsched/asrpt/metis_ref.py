"""METIS-style partitioning of the job graph as a third placement reference (optional).

Needs ``pymetis`` (``pip install optsched[metis]``); the rest of the package works
without it. The job graph Omega (Section IV-B) is cut into one part per server with
target part weights proportional to the free GPUs (METIS ``tpwgts``), edge weights
scaled to integers (METIS needs them); METIS balances only approximately, so parts that
exceed a server's free GPUs are then repaired greedily: repeatedly move, from an
over-full part to a part with room, the vertex whose move increases the cut weight the
least (ties: smallest ``(stage, replica)``, then smallest server index).
"""

from __future__ import annotations

from collections.abc import Sequence

from optsched.core.errors import OptschedError, SolverUnavailableError
from optsched.core.timing import Timer

from .graph import job_graph
from .job import Cluster, Job, check_free_gpus
from .placement import Placement

EDGE_WEIGHT_SCALE = 10_000


def metis_available() -> bool:
    """Whether the optional ``pymetis`` is installed."""
    try:
        import pymetis  # noqa: F401 - optional dependency, probed only
    except ImportError:
        return False
    return True


def metis_placement(job: Job, free_gpus: Sequence[int], cluster: Cluster | None = None,
                    *, seed: int = 0) -> Placement:
    """Partition Omega with METIS into the servers with free GPUs, then repair capacity.

    Parameters
    ----------
    job : Job
    free_gpus : sequence of int
        Free GPUs per candidate server (caller's order).
    cluster : Cluster, optional
        When given, ``alpha_s`` (eq. (7)) is filled in.
    seed : int
        METIS' seed.

    Returns
    -------
    Placement

    Raises
    ------
    SolverUnavailableError
        Without pymetis.
    """
    try:
        import pymetis  # optional dependency (pip install 'optsched[metis]')
    except ImportError:
        raise SolverUnavailableError("pymetis is not installed (pip install "
                                     "'optsched[metis]')") from None
    free = check_free_gpus(free_gpus, cluster, job)
    with Timer() as t:
        G = job_graph(job)
        nodes = sorted(G.nodes)
        idx = {v: i for i, v in enumerate(nodes)}
        servers = [m for m, f in enumerate(free) if f > 0]
        wmax = max((w for _, _, w in G.edges(data="weight")), default=1.0) or 1.0
        xadj, adjncy, ew = [0], [], []
        for v in nodes:
            for u, d in sorted(G[v].items()):
                adjncy.append(idx[u])
                ew.append(max(1, round(EDGE_WEIGHT_SCALE * d["weight"] / wmax)))
            xadj.append(len(adjncy))
        if len(servers) == 1:
            part = [0] * len(nodes)
        else:
            tot = sum(free[m] for m in servers)
            opts = pymetis.Options(seed=seed)
            if hasattr(pymetis, "CSRAdjacency"):
                graph = {"adjacency": pymetis.CSRAdjacency(xadj, adjncy)}
            else:  # pymetis < 2025
                graph = {"xadj": xadj, "adjncy": adjncy}
            _, part = pymetis.part_graph(len(servers), **graph, eweights=ew,
                                         tpwgts=[free[m] / tot for m in servers],
                                         options=opts)
        where = {v: servers[p] for v, p in zip(nodes, part)}
        load = {m: 0 for m in servers}
        for m in where.values():
            load[m] += 1
        while any(load[m] > free[m] for m in servers):
            best = None
            for v in nodes:
                src = where[v]
                if load[src] <= free[src]:
                    continue
                for dst in servers:
                    if load[dst] >= free[dst]:
                        continue
                    delta = sum(d["weight"] * ((where[u] == src) - (where[u] == dst))
                                for u, d in G[v].items())
                    cand = (delta, v, dst)
                    if best is None or cand < best:
                        best = cand
            if best is None:  # pragma: no cover - a server with room always exists
                raise OptschedError("METIS repair found no move")
            _, v, dst = best
            load[where[v]] -= 1
            load[dst] += 1
            where[v] = dst
    return Placement.from_server_map(job, where, len(free), cluster, "metis", t.s)
