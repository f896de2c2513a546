"""Job / Cluster data model: round trips and named-field errors."""

from __future__ import annotations

import pytest

from optsched.asrpt import Cluster, Job, PlacementInstance
from optsched.core.errors import InstanceError

from .conftest import fig2_job


def test_job_round_trip():
    job = fig2_job()
    again = Job.from_dict(job.to_dict())
    assert again == job
    assert job.gpus == 6 and job.replicas == (2, 2, 2)


def test_cluster_round_trip():
    cl = Cluster(4, 8, 10.0, 2400.0)
    assert Cluster.from_dict(cl.to_dict()) == cl


def _job_dict(**stage1):
    st0 = {"replicas": 2, "fwd_ms": 1, "bwd_ms": 2, "in_mb": 0, "out_mb": 3, "params_mb": 4}
    st1 = {"replicas": 3, "fwd_ms": 1, "bwd_ms": 2, "in_mb": 2, "out_mb": 0, "params_mb": 4}
    st1.update(stage1)
    return {"allreduce": "ring", "iterations": 5, "stages": [st0, st1]}


@pytest.mark.parametrize("patch, path", [
    ({"replicas": 0}, "job.stages[1].replicas"),
    ({"fwd_ms": -1}, "job.stages[1].fwd_ms"),
    ({"params_mb": "x"}, "job.stages[1].params_mb"),
    ({"in_mb": 1.5}, "job.stages[1].in_mb"),          # 2*3 != 3*1.5: conservation
    ({"out_mb": 1.0}, "job.stages[1].out_mb"),        # last stage sends nothing
    ({"bogus": 1}, "job.stages[1].bogus"),
])
def test_job_errors_name_the_field(patch, path):
    with pytest.raises(InstanceError) as exc:
        Job.from_dict(_job_dict(**patch))
    assert exc.value.path == path


def test_job_level_errors():
    d = _job_dict()
    d["allreduce"] = "butterfly"
    with pytest.raises(InstanceError, match=r"^job\.allreduce: "):
        Job.from_dict(d)
    d = _job_dict()
    d["stages"][0]["in_mb"] = 1.0
    with pytest.raises(InstanceError, match=r"^job\.stages\[0\]\.in_mb: "):
        Job.from_dict(d)
    d = _job_dict()
    d["iterations"] = 0
    with pytest.raises(InstanceError, match=r"^job\.iterations: "):
        Job.from_dict(d)
    assert Job.from_dict(_job_dict()).iterations == 5


@pytest.mark.parametrize("key, value", [("servers", 0), ("gpus_per_server", 2.5),
                                        ("inter_gbps", 0), ("intra_gbps", -3)])
def test_cluster_errors(key, value):
    d = {"servers": 2, "gpus_per_server": 8, "inter_gbps": 10, "intra_gbps": 2400}
    d[key] = value
    with pytest.raises(InstanceError) as exc:
        Cluster.from_dict(d)
    assert exc.value.path == f"cluster.{key}"


def test_instance_round_trip_and_errors():
    inst = PlacementInstance(fig2_job(), Cluster(3, 4, 10.0, 2400.0), (4, 1, 1), name="x")
    assert PlacementInstance.from_dict(inst.to_dict()) == inst
    d = inst.to_dict()
    d["free_gpus"] = [5, 1, 1]
    with pytest.raises(InstanceError, match=r"^free_gpus\[0\]: must be <= "):
        PlacementInstance.from_dict(d)
    d["free_gpus"] = [2, 1, 1]
    with pytest.raises(InstanceError, match=r"^free_gpus: total 4 free GPUs < the 6"):
        PlacementInstance.from_dict(d)
