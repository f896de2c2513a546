"""Gantt chart (paper Fig. 1): PNG written, readable, red for misses, green on time;
API, registry hook and CLI ``--plot``."""

from __future__ import annotations

import json

import numpy as np
import pytest
from click.testing import CliRunner
from matplotlib.image import imread

from optsched.cli import cli
from optsched.core import InstanceError, get_family, run
from optsched.hgsp import presets
from optsched.hgsp.gantt import LATE, ON_TIME, plot_gantt


def _has_colour(img: np.ndarray, hex_colour: str, min_pixels: int = 20) -> bool:
    rgb = np.array([int(hex_colour[k:k + 2], 16) / 255 for k in (1, 3, 5)])
    close = np.all(np.abs(img[..., :3] - rgb) < 0.02, axis=-1)
    return int(close.sum()) >= min_pixels


def test_png_written_and_colours(tmp_path):
    inst = presets.section4(0, "tasks1", n_tasks=60)
    res = run(inst, "fifo")
    assert 0 < res.metrics["dmc"] < inst.n  # both colours must appear
    out = tmp_path / "g.png"
    plot_gantt(inst, res.schedule, out, title="fifo")
    assert out.stat().st_size > 1000
    img = imread(out)
    assert img.ndim == 3 and img.shape[0] > 100 and img.shape[1] > 100
    assert _has_colour(img, LATE) and _has_colour(img, ON_TIME)


def test_all_on_time_has_no_red(tmp_path):
    inst = presets.section4(0, "tasks2", n_tasks=50)
    res = run(inst, "greedy")
    assert res.metrics["dmc"] == 0
    out = tmp_path / "g.png"
    get_family("hgsp").plot(inst, res.schedule, out, title="greedy")
    img = imread(out)
    assert _has_colour(img, ON_TIME) and not _has_colour(img, LATE, min_pixels=1)


def test_options_and_large_schedule(tmp_path):
    inst = presets.section4(0, "tasks4")
    res = run(inst, "greedy")
    for kw in ({"max_tasks": 50}, {"window": (100.0, 300.0), "markers": True},
               {}):
        out = tmp_path / f"g{len(kw)}.png"
        plot_gantt(inst, res.schedule, out, **kw)
        assert imread(out).shape[0] > 100
    with pytest.raises(InstanceError, match="window"):
        plot_gantt(inst, res.schedule, tmp_path / "x.png", window=(5.0, 1.0))
    with pytest.raises(InstanceError, match="max_tasks"):
        plot_gantt(inst, res.schedule, tmp_path / "x.png", max_tasks=0)


def test_bad_schedule_is_bad_input(tmp_path):
    inst = presets.gap(0, n_tasks=5)
    rows = [{"task": "nope", "gpu": "g0", "start": 0.0}]
    with pytest.raises(InstanceError, match="schedule"):
        plot_gantt(inst, rows, tmp_path / "x.png")


def test_cli_run_plot(tmp_path):
    inst = presets.gap(1, n_tasks=10)
    f = tmp_path / "inst.json"
    f.write_text(json.dumps(inst.to_dict()))
    png = tmp_path / "out.png"
    r = CliRunner().invoke(cli, ["run", str(f), "--algo", "sagreedy", "--plot", str(png)])
    assert r.exit_code == 0, r.output
    assert imread(png).shape[0] > 100
