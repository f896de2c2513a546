"""asrpt-online instance format: round trip, programmatic building, bad input."""

from __future__ import annotations

import copy
import json
import math

import pytest

from optsched.asrpt import Cluster, Job, Stage, profile_job
from optsched.asrpt.online.instance import (
    Config,
    HistoryJob,
    OnlineInstance,
    OnlineJob,
    ProfileRef,
    make_instance,
    unschedulable,
)
from optsched.core.errors import InstanceError

from .conftest import base_doc


def test_round_trip_and_arrays():
    inst = OnlineInstance.from_dict(base_doc())
    again = OnlineInstance.from_dict(json.loads(json.dumps(inst.to_dict())))
    assert again == inst
    assert [j.gpus for j in inst.jobs] == [3, 1, 3]  # g_i = sum of replicas
    assert inst.arrays.submit.tolist() == [0.0, 1.5, 2.0]
    assert inst.arrays.iterations.tolist() == [100, 300, 50]
    assert [inst.config_names[c] for c in inst.arrays.config] == ["pipe", "one", "pipe"]
    assert inst.job_model(2).iterations == 50
    assert inst.history[0].group == "g1"
    assert inst.total_gpus == 8


def test_profile_reference_is_resolved_and_kept():
    doc = base_doc()
    doc["configs"]["vgg"] = {"profile": "vgg19", "num_stages": 2, "gpus": 4}
    doc["jobs"].append({"id": "d", "submit": 3.0, "config": "vgg", "iterations": 10,
                        "gpus": 4})
    inst = OnlineInstance.from_dict(doc)
    assert inst.configs["vgg"].job.stages == profile_job("vgg19", 2, 4).stages
    assert inst.to_dict()["configs"]["vgg"] == {"profile": "vgg19", "num_stages": 2,
                                                "gpus": 4}


def test_programmatic_builders_agree():
    job = Job((Stage(1, 5.0, 10.0, 0.0, 0.0, 10.0),))
    cluster = Cluster(2, 4, 10.0, 2400.0)
    a = make_instance(cluster, {"one": job},
                      jobs=[{"id": "x", "submit": 0, "config": "one", "iterations": 7}],
                      history=[{"submit": -1, "iterations": 3, "group": "g"}], name="p")
    b = OnlineInstance(cluster=cluster, configs={"one": Config("one", job)},
                       jobs=(OnlineJob("x", 0.0, "one", 7, 1),),
                       history=(HistoryJob(-1.0, 3, group="g"),), name="p")
    assert a == b
    ref = ProfileRef("bert-large", num_stages=1, gpus=1)
    cfg = Config("bert", ref.resolve("configs.bert"), profile=ref)
    assert cfg.gpus == 1


@pytest.mark.parametrize(("mutate", "path"), [
    (lambda d: d["jobs"][1].update(submit=math.nan), "jobs[1].submit"),
    (lambda d: d["jobs"][1].update(submit=math.inf), "jobs[1].submit"),
    (lambda d: d["jobs"][1].update(submit=-1.0), "jobs[1].submit"),
    (lambda d: d["jobs"][1].update(submit="3"), "jobs[1].submit"),
    (lambda d: d["jobs"][0].update(iterations=True), "jobs[0].iterations"),
    (lambda d: d["jobs"][0].update(iterations=2.5), "jobs[0].iterations"),
    (lambda d: d["jobs"][0].update(iterations=0), "jobs[0].iterations"),
    (lambda d: d["jobs"][2].update(gpus=2), "jobs[2].gpus"),
    (lambda d: d["jobs"][2].update(config="nope"), "jobs[2].config"),
    (lambda d: d["jobs"][2].update(id="a"), "jobs[2].id"),
    (lambda d: d["jobs"][2].update(wieght=1), "jobs[2].wieght"),
    (lambda d: d["jobs"][0].pop("iterations"), "jobs[0].iterations"),
    (lambda d: d["jobs"][0].update(user=3), "jobs[0].user"),
    (lambda d: d["history"][0].update(iterations=-2), "history[0].iterations"),
    (lambda d: d["history"][0].update(submit=math.nan), "history[0].submit"),
    (lambda d: d["history"][0].update(config="zzz"), "history[0].config"),
    (lambda d: d["configs"]["pipe"]["stages"][0].update(fwd_ms=-1),
     "configs.pipe.stages[0].fwd_ms"),
    (lambda d: d["configs"]["pipe"].update(iterations=3), "configs.pipe.iterations"),
    (lambda d: d["configs"].update(v={"profile": "vgg19", "num_stages": 2}),
     "configs.v.gpus"),
    (lambda d: d["configs"].update(v={"profile": "nope", "num_stages": 1, "gpus": 1}),
     "configs.v.profile"),
    (lambda d: d["cluster"].update(servers=0), "cluster.servers"),
    (lambda d: d.update(jobs=[]), "jobs"),
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(family="asrpt"), "family"),
])
def test_bad_input_names_the_field(mutate, path):
    doc = copy.deepcopy(base_doc())
    mutate(doc)
    with pytest.raises(InstanceError) as exc:
        OnlineInstance.from_dict(doc)
    assert exc.value.path == path, str(exc.value)


def test_constructor_validates_too():
    inst = OnlineInstance.from_dict(base_doc())
    bad = OnlineJob("a", 0.0, "pipe", 10, gpus=3)
    with pytest.raises(InstanceError, match=r"jobs\[1\].id: duplicate"):
        OnlineInstance(inst.cluster, inst.configs, (inst.jobs[0], bad))
    with pytest.raises(InstanceError, match=r"jobs\[0\].gpus"):
        OnlineInstance(inst.cluster, inst.configs, (OnlineJob("z", 0.0, "pipe", 1, 2),))


def test_unschedulable_reports_oversized_job():
    doc = base_doc()
    doc["cluster"]["servers"] = 1
    doc["cluster"]["gpus_per_server"] = 2
    why = unschedulable(OnlineInstance.from_dict(doc))
    assert why is not None and "jobs[0]" in why and "3 GPUs" in why
    assert unschedulable(OnlineInstance.from_dict(base_doc())) is None


def test_cli_bad_file_exit_2(tmp_path, cli):
    doc = base_doc()
    doc["jobs"][1]["iterations"] = "many"
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(doc))
    out = cli("run", str(p), "--algo", "a-srpt")
    assert out.returncode == 2
    assert "jobs[1].iterations" in out.stderr + out.stdout


def test_metadata_is_kept_and_validated():
    doc = base_doc()
    doc["metadata"] = {"source": "trace.csv", "rows_skipped": 2}
    inst = OnlineInstance.from_dict(doc)
    assert inst.metadata == {"source": "trace.csv", "rows_skipped": 2}
    assert OnlineInstance.from_dict(inst.to_dict()) == inst
    assert "metadata" not in OnlineInstance.from_dict(base_doc()).to_dict()
    doc["metadata"] = [1]
    with pytest.raises(InstanceError, match="metadata"):
        OnlineInstance.from_dict(doc)


def test_cli_generate_solve_verify_and_bad_param(tmp_path, cli):
    inst = tmp_path / "tiny.json"
    assert cli("generate", "asrpt-online", "--preset", "tiny", "--seed", "4242", "-o",
               str(inst)).returncode == 0
    out = cli("solve", str(inst), "--solver", "cpsat", "--threads", "1", "--json")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["status"] == "optimal" and res["feasible"] is True
    sol = tmp_path / "sol.json"
    sol.write_text(json.dumps(res))
    assert cli("verify", str(inst), str(sol)).returncode == 0
    bad = cli("run", str(inst), "--algo", "a-srpt", "--param", "tau=-1")
    assert bad.returncode == 2 and "tau" in bad.stderr
