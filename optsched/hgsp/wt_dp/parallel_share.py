"""Two processes searching one branch-and-price tree (issue 25, round 16).

With ``threads >= 2`` the several-GPU ``lagdp`` forks a second process right after the
root column generation (both then hold the same groups, master and multipliers, copied
by ``fork``). The first keeps the root and starts the tree at once; the second runs
the rest of the root's work -- the local search with the root's bound as target and,
by default, capacity cuts whose fixing it sends as a tree-wide mask
(:mod:`..exact_lagdp_bp`) -- and then joins. The two depth-first searches share the
tree over a pipe:

* a process whose stack is empty asks for work (``need``) and waits -- the first runs
  slices of local search meanwhile (:attr:`PipeShare.idle`); the other hands it the
  *shallowest* node of its own stack (the largest open region) at its next poll
  (between nodes, and between the candidates of probing and strong branching); when
  both are idle the tree is exhausted (``stop``), and so it is when the root's holder
  runs out of work before the other ever held a region (:attr:`PipeShare.peer_empty`);
* a mask (``mask``): states no schedule below the UB uses, valid for the whole tree,
  with a lower bound of the whole tree; both intersect every node they pop with it;
* a better schedule found by either (its tree or the local search) is sent to the
  other (``ub``: value and schedule), which prunes with it from then on;
* at the end (exhausted or out of time) the second process reports its open nodes'
  bounds (``done``); the first adds them, the bounds of nodes it received after it
  stopped, and the bound of every node it handed over that the second never received,
  to its own open nodes. The returned bound is the minimum over all of them, as in one
  process (:mod:`.parallel_bp`, "Why pruning is safe": each handed node is a region
  with a valid bound, and every region of the tree is on exactly one stack, in the
  pipe, or searched).

If the second process ends without reporting (killed, crashed) while the first still
searches, the first takes back every node it ever handed over and searches them
itself: regions may then be searched twice, never lost; if it is silent when the first
ends, every region it was handed counts as open. Interrupts: both
processes receive Ctrl-C from the terminal; the first kills the second whenever it
leaves the tree, normally or by an exception. The second never writes to stdout or
stderr and leaves with ``os._exit`` (no interpreter teardown, no flush of buffers
copied from the first).

Only on platforms whose default start method is ``fork`` (Linux); elsewhere, and in
daemonic worker processes, the tree runs in one process (:func:`can_fork`).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

import numpy as np

from .parallel_bp import Node, _Search

#: seconds the first process waits for the second's report after its own search ended
#: (both stop at the same deadline; without a report in time, every region handed to
#: the second counts as open)
REPORT_WAIT_S = 1.0

#: at most this many processes share a tree (the protocol above is for two)
MAX_WORKERS = 2


class PeerGone(Exception):  # noqa: N818 - an event, not an error
    """The first process is gone: the second leaves (raised in the second only)."""


def can_fork() -> bool:
    """True where a second process can be forked safely: ``os.fork`` exists, the
    platform's default start method is ``fork`` (not macOS / Windows, where forking a
    process with system frameworks loaded is unsafe), and this process is not a
    daemonic multiprocessing worker (which may not have children)."""
    return (hasattr(os, "fork") and multiprocessing.get_start_method(allow_none=True)
            in (None, "fork") and multiprocessing.get_all_start_methods()[0] == "fork"
            and not multiprocessing.current_process().daemon)


def _node_msg(node: Node) -> tuple:
    return ("node", [a.copy() for a in node.alive], float(node.bound),
            np.asarray(node.mu, dtype=float).copy(), int(node.depth))


class PipeShare:
    """One end of a shared tree (:class:`.parallel_bp.TreeShare`).

    ``best``: the caller's best schedule, ``{"value": int, "gpu": array, "start":
    array}`` in ticks (updated in place with the peer's better ones); ``first_process``:
    this end starts with the root (the other starts idle); ``pid``: the second
    process (first end only)."""

    def __init__(self, conn: Connection, best: dict[str, Any], first_process: bool,
                 deadline: float, pid: int | None = None) -> None:
        self.conn, self.best, self.first_process = conn, best, first_process
        self.deadline, self.pid = deadline, pid
        self.holds_root = first_process
        #: called while this end waits for work (e.g. a slice of local search; it may
        #: improve ``best``, which is then sent)
        self.idle: Callable[[], None] | None = None
        self.sent_ub = int(best["value"])
        self.peer_waiting = False
        self.handed: list[Node] = []  # nodes handed to the peer, in order
        self.received = 0  # nodes received from the peer
        self.peer_done: tuple | None = None
        self.broken = False  # a send failed: the peer has closed its end
        self.eof = False  # every message of the peer has been read, and it is gone
        self.taken_back = 0
        self.late: list[float] = []  # bounds of nodes received after the search ended
        #: alive states every node may keep (reduced-cost fixing at the cut root, found
        #: by the first process while the second searched; :meth:`send_mask`)
        self.mask: list[np.ndarray] | None = None
        #: the peer's bound of the whole tree (its cut root) and figures sent with it
        self.peer_bound: int | None = None
        self.peer_info: dict = {}

    # -------------------------------------------------------------------- messages
    @property
    def peer_empty(self) -> bool:
        """The peer never held a region of the tree (this end held the root and handed
        nothing over): it need not be asked or waited for."""
        return self.holds_root and not self.handed and not self.taken_back

    @property
    def peer_lost(self) -> bool:
        """The peer is gone without a report (read after draining the pipe)."""
        return self.eof and self.peer_done is None

    def _send(self, msg: tuple) -> bool:
        if self.broken:
            return False
        try:
            self.conn.send(msg)
            return True
        except (BrokenPipeError, ConnectionError, OSError):
            self.broken = True  # its last messages may still wait in the pipe
            return False

    def _recv(self, timeout: float) -> tuple | None:
        """The next message within ``timeout`` seconds; None when there is none, or
        when the peer has closed its end and everything it sent has been read
        (:attr:`eof`)."""
        if self.eof:
            return None
        try:
            if not self.conn.poll(max(0.0, timeout)):
                return None
            msg: tuple = self.conn.recv()
            return msg
        except (EOFError, ConnectionError, OSError):
            self.eof = True
            return None

    def _drain_if_broken(self, search: _Search | None, stack: list[Node]) -> None:
        """After a failed send: read what the peer sent before it left."""
        while self.broken and not self.eof:
            msg = self._recv(0.2)
            if msg is None:
                if not self.eof:  # (still open: an error of our own end) give up
                    self.eof = True
                break
            if msg[0] == "done":
                self.peer_done = msg
            elif msg[0] == "ub":
                self._take_ub(search, msg)
            elif msg[0] == "mask":
                self._take_mask(msg)
            elif msg[0] == "node":
                stack.append(self._received(msg))

    def _publish(self) -> None:
        """Send our best schedule when it is better than what the peer knows."""
        v = int(self.best["value"])
        if v < self.sent_ub and self._send(("ub", v, np.asarray(self.best["gpu"]).copy(),
                                            np.asarray(self.best["start"]).copy())):
            self.sent_ub = v

    def _take_ub(self, search: _Search | None, msg: tuple) -> None:
        _k, v, gpu, start = msg
        v = int(v)
        if v < int(self.best["value"]):
            self.best.update(value=v, gpu=gpu, start=start)
        self.sent_ub = min(self.sent_ub, v)  # the peer knows it
        if search is not None:
            search.ub = min(search.ub, v)

    def _received(self, msg: tuple) -> Node:
        _k, alive, bound, mu, depth = msg
        self.received += 1
        return Node(alive, bound, mu, depth)

    def _take_back(self, stack: list[Node]) -> None:
        """The peer is gone without a report: search what it was given ourselves (the
        second process has nobody to report to: it leaves)."""
        if not self.first_process:
            raise PeerGone
        if self.handed:
            stack.extend(self.handed)
            self.taken_back += len(self.handed)
            self.handed = []

    # -------------------------------------------------------------- the protocol
    def first(self, root: Node) -> list[Node]:
        """The first process's first stack is the root; the second starts idle."""
        return [root] if self.holds_root else []

    def exchange(self, search: _Search, stack: list[Node]) -> None:
        self._publish()
        while True:
            msg = self._recv(0.0)
            if msg is None:
                break
            self._handle(search, stack, msg)
        self._drain_if_broken(search, stack)
        if self.peer_lost:
            self._take_back(stack)
        if self.peer_waiting and stack and not (self.broken or self.eof
                                                or self.peer_done is not None):
            node = stack.pop(0)  # the shallowest open node: the largest region
            if self._send(_node_msg(node)):
                self.handed.append(node)
                self.peer_waiting = False
            else:
                stack.insert(0, node)
                self._drain_if_broken(search, stack)
                if self.peer_lost:
                    self._take_back(stack)

    def _handle(self, search: _Search, stack: list[Node], msg: tuple) -> None:
        kind = msg[0]
        if kind == "ub":
            self._take_ub(search, msg)
        elif kind == "need":
            self.peer_waiting = True
        elif kind == "node":  # (only after our own request; kept all the same)
            stack.append(self._received(msg))
        elif kind == "done":
            self.peer_done = msg
            self.peer_waiting = False  # it has ended: nothing more goes to it
        elif kind == "mask":
            self._take_mask(msg)

    def _take_mask(self, msg: tuple) -> None:
        _k, mask, bound, info = msg
        self.mask = mask if self.mask is None else [a & b for a, b in zip(self.mask, mask)]
        if bound is not None:
            self.peer_bound = max(int(bound), self.peer_bound or 0)
        self.peer_info.update(info or {})

    def send_mask(self, mask: list[np.ndarray], bound: int | None = None,
                  info: dict | None = None) -> None:
        """A restriction valid for the whole tree (states no schedule below the UB of
        the moment uses), with a lower bound on the optimum and figures for the
        metrics: kept here and sent to the peer; both apply the mask to every node they
        take from their stacks (:meth:`restrict`)."""
        msg = ("mask", [np.asarray(a, dtype=bool).copy() for a in mask], bound,
               dict(info or {}))
        self._take_mask(msg)
        self._send(msg)

    def publish(self) -> None:
        """Send this process's best schedule now if the peer does not know it."""
        self._publish()

    def restrict(self, node: Node) -> Node:
        """``node`` with its alive states cut to :attr:`mask` (unchanged without)."""
        if self.mask is not None:
            node.alive = [a & m for a, m in zip(node.alive, self.mask)]
        return node

    def starve(self, search: _Search, stack: list[Node]) -> Node | None:
        """``stack`` (empty) is the caller's: regions taken back from a lost peer go
        there (all of them; one is also returned)."""
        self._publish()
        self._drain_if_broken(search, stack)
        if not stack and self.peer_lost:
            self._take_back(stack)
        if stack:
            return stack.pop()
        if self.peer_waiting or self.peer_done is not None or self.eof:
            self._send(("stop",))  # both idle (or the peer has ended): exhausted
            return None
        if self.peer_empty:  # it never had a region: the tree is exhausted
            return None
        if not self._send(("need",)):
            self._drain_if_broken(search, stack)
            if self.peer_lost:
                self._take_back(stack)
            return stack.pop() if stack else None
        while True:
            left = self.deadline - time.perf_counter()
            if left <= 0:
                return None
            msg = self._recv(min(0.05, left))
            if msg is None:
                if self.peer_lost:  # gone while we waited: its regions come back
                    self._take_back(stack)
                    return stack.pop() if stack else None
                if self.eof or self._interrupted():
                    return None
                if self.idle is not None:
                    self.idle()
                    self._publish()
                continue
            kind = msg[0]
            if kind == "node":
                return self._received(msg)
            if kind == "ub":
                self._take_ub(search, msg)
            elif kind == "mask":
                self._take_mask(msg)
            elif kind == "need":  # the peer is idle too: exhausted
                self._send(("stop",))
                return None
            elif kind == "stop":
                return None
            elif kind == "done":
                self.peer_done = msg
                return None

    @staticmethod
    def _interrupted() -> bool:
        from optsched.core.interrupt import requested

        return requested() is not None

    def finish(self, search: _Search, stack: list[Node]) -> list[float]:
        if not self.first_process:
            return self._report(search, stack)
        return self._collect(search)

    def _report(self, search: _Search, stack: list[Node]) -> list[float]:
        """Second process: drain the pipe, then send ``done`` with our open nodes."""
        bounds = [nd.bound for nd in stack]
        while True:
            msg = self._recv(0.0)
            if msg is None:
                break
            if msg[0] == "node":
                bounds.append(self._received(msg).bound)
            elif msg[0] == "ub":
                self._take_ub(search, msg)
        # (nodes this end handed over were received before this report -- the pipe is
        # first in, first out -- and are the first process's to count)
        counters = {"nodes": search.nodes, "cg_iterations": search.cg_its,
                    "strong_branching_evaluations": search.sb_evals}
        self._send(("done", bounds, self.received, int(self.best["value"]),
                    np.asarray(self.best["gpu"]).copy(),
                    np.asarray(self.best["start"]).copy(), counters))
        return bounds

    def _collect(self, search: _Search) -> list[float]:
        """First process: wait for the second's report and return the bounds of every
        region it did not close."""
        self._send(("stop",))  # if it still waits for work, it ends now
        wait_until = time.perf_counter() + (0.0 if self.peer_empty else REPORT_WAIT_S)
        while self.peer_done is None and not self.eof:
            msg = self._recv(max(0.0, wait_until - time.perf_counter()))
            if msg is None:
                if time.perf_counter() >= wait_until:
                    break
                continue
            kind = msg[0]
            if kind == "done":
                self.peer_done = msg
            elif kind == "ub":
                self._take_ub(search, msg)
            elif kind == "mask":
                self._take_mask(msg)
            elif kind == "node":  # handed to us after we stopped: still open
                self.late.append(self._received(msg).bound)
        self.close()
        if self.peer_empty:  # it held nothing: nothing to add (a report only counts)
            return self.late
        if self.peer_done is None:  # no report: every region it was given is open
            return [nd.bound for nd in self.handed] + self.late
        _k, bounds, received, value, gpu, start, _counters = self.peer_done
        if int(value) < int(self.best["value"]):
            self.best.update(value=int(value), gpu=gpu, start=start)
        search.ub = min(search.ub, int(value))
        unreceived = [nd.bound for nd in self.handed[int(received):]]
        return list(bounds) + unreceived + self.late

    def close(self) -> None:
        """End the second process (first end): it has reported or it is killed."""
        if self.pid is None:
            return
        pid, self.pid = self.pid, None
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass
        try:
            self.conn.close()
        except OSError:
            pass

    def stats(self) -> dict:
        """First process: ``workers`` (2), ``handed_nodes`` (to the second),
        ``taken_back_nodes``, ``second_lost`` (no report), ``second_nodes``,
        ``second_cg_iterations``, ``second_strong_branching_evaluations``."""
        out: dict = {"workers": 2, "handed_nodes": len(self.handed) + self.taken_back,
                     "taken_back_nodes": self.taken_back,
                     "second_lost": self.peer_done is None and not self.peer_empty}
        if self.peer_done is not None:
            out.update({f"second_{k}": v for k, v in dict(self.peer_done[6]).items()})
        if self.mask is not None:  # states the tree-wide fixing left alive
            out["mask_states"] = int(sum(int(m.sum()) for m in self.mask))
        return out


def start_second(run: Callable[[PipeShare], object], best: dict[str, Any],
                 deadline: float) -> PipeShare | None:
    """Fork the second process; it calls ``run(share)`` (joining the tree with
    ``share``, which reports at its end) and leaves with ``os._exit``; it dies with the
    first (``PR_SET_PDEATHSIG``). Returns the first process's end (which holds the
    root), or None when the fork fails (the caller goes on alone)."""
    import multiprocessing.connection as mpc

    mine, theirs = mpc.Pipe(duplex=True)
    parent = os.getpid()
    try:
        pid = os.fork()
    except OSError:  # no process to spare (EAGAIN, ENOMEM): one process
        mine.close()
        theirs.close()
        return None
    if pid == 0:  # the second process: never returns from here
        code = 0
        try:
            _die_with(parent)
            mine.close()
            run(PipeShare(theirs, best, first_process=False, deadline=deadline))
        except BaseException:  # noqa: BLE001 - silent: the first process accounts for it
            code = 1
        finally:
            os._exit(code)
    theirs.close()
    return PipeShare(mine, best, first_process=True, deadline=deadline, pid=pid)


def _die_with(parent: int) -> None:
    """In the second process: receive SIGKILL when the first dies (Linux ``prctl``), so
    that a killed first process leaves no search behind, even while the second is in
    a phase that does not read the pipe; leave at once if it is already gone."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG = 1
    except (OSError, AttributeError):  # not Linux / no prctl: the pipe's end will do
        pass
    if os.getppid() != parent:
        os._exit(0)


def workers_for(threads: int | None) -> int:
    """Processes for one tree: ``threads`` (``None``: the default thread count, i.e.
    ``OPTSCHED_THREADS`` or the cores), at most :data:`MAX_WORKERS`, and 1 where
    :func:`can_fork` says no."""
    from optsched.core.solvers import default_threads

    t = default_threads() if threads is None else int(threads)
    return max(1, min(MAX_WORKERS, t)) if can_fork() else 1


__all__ = ["MAX_WORKERS", "PipeShare", "can_fork", "start_second", "workers_for"]
