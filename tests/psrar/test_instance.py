"""Instance model: eq. (1)/(14) on hand-computed values, JSON round trip, validation."""

from __future__ import annotations

import copy
import json

import pytest

from optsched.core.errors import InstanceError
from optsched.core.registry import load_instance
from optsched.psrar import PsrarInstance, rho_ps, rho_rar
from optsched.psrar.instance import ceil_rel, ms_to_slots, transfer_slots


def test_rho_ps_eq1_hand_values() -> None:
    # v = 0.05, U = 0.01, 2 pi / b = 0.002 slots
    assert rho_ps(0.05, 0.01, 0.002, colocated=True) == pytest.approx(1 / 0.06)
    assert rho_ps(0.05, 0.01, 0.002, colocated=False) == pytest.approx(1 / 0.062)


def test_rho_rar_eq14_hand_values() -> None:
    # Phi = 4: (Phi-1)/Phi = 3/4; U = 0.02, 2 pi / b = 0.004
    assert rho_rar(0.05, 0.02, 0.004, 4, colocated=True) == pytest.approx(1 / 0.065)
    assert rho_rar(0.05, 0.02, 0.004, 4, colocated=False) == pytest.approx(1 / 0.068)
    # one worker: no reduction, no transfer, whatever q says
    assert rho_rar(0.05, 0.02, 0.004, 1, colocated=False) == pytest.approx(20.0)
    with pytest.raises(ValueError):
        rho_rar(0.05, 0.02, 0.004, 0, colocated=True)


def test_unit_conversions() -> None:
    assert ms_to_slots(36000, 3600) == pytest.approx(0.01)
    # 450 MB = 3600 Mb; at 1 Gbps one way 3.6 s, both ways 7.2 s = 0.002 h
    assert transfer_slots(450, 1.0, 3600) == pytest.approx(0.002)
    assert ceil_rel(3.0000000000001) == 3
    assert ceil_rel(3.01) == 4


def test_instance_rates_and_durations(hand: PsrarInstance) -> None:
    assert hand.rho(0, 0, 0, 1, True) == pytest.approx(1 / 0.06)
    assert hand.rho(0, 0, 0, 3, False) == pytest.approx(1 / 0.062)
    assert hand.rho(1, 0, None, 2, True) == pytest.approx(1 / 0.06)
    assert hand.rho(1, 0, None, 2, False) == pytest.approx(1 / 0.0605)
    # 60 mini-batches: 1 worker co-located 3.6 -> 4 slots; 2 spread 60/(2/0.062)=1.86 -> 2
    assert hand.min_duration(0, 0, 0, 1, True) == 4
    assert hand.min_duration(0, 0, 0, 2, False) == 2
    # 40 mini-batches, 1 RAR worker: rho = 20 -> exactly 2 slots (no rounding up to 3)
    assert hand.min_duration(1, 0, None, 1, True) == 2
    assert hand.jobs[0].total_minibatches == 60


def test_round_trip(hand: PsrarInstance) -> None:
    again = PsrarInstance.from_dict(json.loads(json.dumps(hand.to_dict())))
    assert again == hand
    mw = hand.as_family("psrar-maxweight", tau_slots=6)
    assert PsrarInstance.from_dict(mw.to_dict()) == mw
    assert mw.deadline == 6 and hand.deadline is None


@pytest.mark.parametrize("mutate, path", [
    (lambda d: d["jobs"][1].__setitem__("weight", -2), "jobs[1].weight"),
    (lambda d: d["jobs"][0].__setitem__("weight", float("nan")), "jobs[0].weight"),
    (lambda d: d["jobs"][0].__setitem__("epochs", True), "jobs[0].epochs"),
    (lambda d: d["jobs"][0].__setitem__("chunks", "3"), "jobs[0].chunks"),
    (lambda d: d["jobs"][0].__setitem__("arch", "allreduce"), "jobs[0].arch"),
    (lambda d: d["jobs"][0].__setitem__("minibatch_time_slots", [0.1, 0.2]),
     "jobs[0].minibatch_time_slots"),
    (lambda d: d["jobs"][0].__setitem__("update_time_ms", [float("inf")]),
     "jobs[0].update_time_ms[0]"),
    (lambda d: d["jobs"][1].__setitem__("update_time_ms", [1.0]), "jobs[1].update_time_ms"),
    (lambda d: d["jobs"][0].pop("gradient_mb"), "jobs[0].gradient_mb"),
    (lambda d: d["jobs"][0].__setitem__("arrival_slot", 10), "jobs[0].arrival_slot"),
    (lambda d: d["jobs"][0].__setitem__("wieght", 1), "jobs[0].wieght"),
    (lambda d: d["servers"][0]["capacity"].__setitem__("gpu", -1),
     "servers[0].capacity.gpu"),
    (lambda d: d["servers"][1]["capacity"].pop("vcpu"), "servers[1].capacity.vcpu"),
    (lambda d: d["worker_types"][0]["demand"].__setitem__("bandwidth_gbps", 0),
     "worker_types[0].demand.bandwidth_gbps"),
    (lambda d: d["ps_types"][0]["demand"].__setitem__("bandwidth_gbps", "5"),
     "ps_types[0].demand.bandwidth_gbps"),
    (lambda d: d.__setitem__("resources", ["gpu", "vcpu"]), "resources"),
    (lambda d: d.__setitem__("horizon_slots", 0), "horizon_slots"),
    (lambda d: d.__setitem__("tau_slots", 11), "tau_slots"),
    (lambda d: d.__setitem__("family", "psr"), "family"),
    (lambda d: d.__setitem__("jobs", []), "jobs"),
])
def test_validation_names_the_field(hand_raw: dict, mutate, path: str) -> None:
    d = copy.deepcopy(hand_raw)
    mutate(d)
    with pytest.raises(InstanceError) as exc:
        PsrarInstance.from_dict(d)
    assert exc.value.path == path, str(exc.value)


def test_ps_job_without_ps_types(hand_raw: dict) -> None:
    d = copy.deepcopy(hand_raw)
    d["ps_types"] = []
    with pytest.raises(InstanceError) as exc:
        PsrarInstance.from_dict(d)
    assert exc.value.path == "jobs[0].arch"


def test_bad_file_exit_2(tmp_path, hand_raw: dict, psrar_cli) -> None:
    d = copy.deepcopy(hand_raw)
    d["jobs"][1]["epochs"] = 0
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(d))
    with pytest.raises(InstanceError) as exc:
        load_instance(p)
    assert "jobs[1].epochs" in str(exc.value)
    r = psrar_cli("solve", str(p), "--solver", "highs")
    assert r.returncode == 2, r.stderr
    assert "jobs[1].epochs" in r.stderr and "Traceback" not in r.stderr
