"""In-process CLI runner for tests/cli: ``optsched.cli.main(argv)`` with SystemExit
caught, much faster than a subprocess (a few cases per file still use a subprocess)."""

from __future__ import annotations

import signal

import pytest

from optsched.cli import main


@pytest.fixture()
def cli_inproc(capsys, monkeypatch):
    """``optsched ARGV`` in this process: (exit code, stdout, stderr)."""
    monkeypatch.setenv("OPTSCHED_THREADS", "1")
    monkeypatch.delenv("OPTSCHED_DEBUG", raising=False)
    saved = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}

    def call(*argv: str) -> tuple[int, str, str]:
        try:
            with pytest.raises(SystemExit) as exc:
                main(list(argv))
        finally:  # main() installs optsched's handlers: give pytest its own back
            for s, h in saved.items():
                signal.signal(s, h)
        out, err = capsys.readouterr()
        return int(exc.value.code), out, err

    return call
