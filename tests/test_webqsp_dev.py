"""The WebQSP-like development set (bench/webqsp_dev.py): the WebQSP question inside a CWQ query is read off right,
the committed file is what the script writes, and it shares no question with the forecast."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _bench_module(name: str):
    """A script of bench/ as a module (bench/ is no package)."""
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


webqsp_dev = _bench_module("webqsp_dev")

HEAD = "PREFIX ns: <http://rdf.freebase.com/ns/>\nSELECT DISTINCT ?x\nWHERE {\nFILTER (?x != ?c)\n"
GRAPH = [
    ["Chile", "location.country.capital", "Santiago"],
    ["Chile", "location.country.languages_spoken", "Spanish Language"],
    ["Chile", "location.country.languages_spoken", "Mapudungun Language"],
    ["Kevin Hart", "people.person.education", "m.0abc"],
    ["m.0abc", "education.education.institution", "Temple University"],
    ["m.0abc", "education.education.degree", "Bachelor's degree"],
    ["Kevin Hart", "people.person.education", "m.0abd"],
    ["m.0abd", "education.education.institution", "Castlemont High School"],
]


def item(sparql_body: str, kind: str, webqsp_question: str, mids: list[str], names: list[str]) -> dict:
    return {"sparql": HEAD + sparql_body + "}\n", "compositionality_type": kind, "webqsp_question": webqsp_question,
            "q_entity_mid": mids, "q_entity": names, "graph": GRAPH}


def test_patterns_and_paths():
    pats = webqsp_dev.patterns(HEAD + "?c ns:location.country.capital ns:m.0dlqv . \n"
                               "?c ns:location.country.languages_spoken ?x .\n"
                               "FILTER(NOT EXISTS {?y ns:a.b.c ?sk0})\n}")
    assert pats == [("?c", "location.country.capital", "m.0dlqv"), ("?c", "location.country.languages_spoken", "?x")]
    assert webqsp_dev.path_between(pats, "m.0dlqv", "?c") == [("location.country.capital", 1)]
    assert webqsp_dev.path_between(pats, "?c", "?x") == [("location.country.languages_spoken", 0)]


def test_composition_walks_to_the_described_topic():
    graph = webqsp_dev.Graph([{"graph": GRAPH}])
    got = webqsp_dev.parent(item("?c ns:location.country.capital ns:m.0dlqv . \n"
                                 "?c ns:location.country.languages_spoken ?x .\n", "composition",
                                 "what language chile speak", ["m.0dlqv"], ["Santiago"]), graph)
    assert got == ("Chile", (("location.country.languages_spoken", 0),), {"Spanish Language", "Mapudungun Language"})


def test_conjunction_drops_the_added_constraint():
    graph = webqsp_dev.Graph([{"graph": GRAPH}])
    body = ("ns:m.kh ns:people.person.education ?y .\n?y ns:education.education.institution ?x .\n"
            "?y ns:education.education.degree ns:m.ba .\n")
    got = webqsp_dev.parent(item(body, "conjunction", "where did kevin hart go to school", ["m.kh", "m.ba"],
                                 ["Kevin Hart", "Bachelor's degree"]), graph)
    # the WebQSP question asks for every school, not only the one with the bachelor's degree; mediators never answer
    assert got == ("Kevin Hart", (("people.person.education", 0), ("education.education.institution", 0)),
                   {"Temple University", "Castlemont High School"})
    # a question that names neither constant (or both equally) is left out
    assert webqsp_dev.parent(item(body, "conjunction", "where did he study", ["m.kh", "m.ba"],
                                  ["Kevin Hart", "Bachelor's degree"]), graph) is None


def test_committed_set_is_what_the_script_writes(shared_dir, tmp_path):
    out = tmp_path / "dev.jsonl"
    done = subprocess.run([sys.executable, str(BENCH / "webqsp_dev.py"), "--data",
                           str(shared_dir / "data" / "freebase_kbqa"), "--out", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == (BENCH / "data" / "webqsp_dev.jsonl").read_text(encoding="utf-8")


def test_disjoint_from_the_forecast():
    dev = [json.loads(line) for line in (BENCH / "data" / "webqsp_dev.jsonl").read_text(encoding="utf-8").splitlines()]
    forecast = [json.loads(line) for line in
                (BENCH / "data" / "webqsp_forecast.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(dev) >= 100 and all(x["id"].startswith("WebQTrn") and x["answers"] for x in dev)
    assert all(x["id"].startswith("WebQTest") for x in forecast)
    assert not {x["question"].lower() for x in dev} & {x["question"].lower() for x in forecast}


def test_the_lexical_gap_split_reads_the_relation_name_not_the_topic(tmp_path):
    gap = _bench_module("lexical_gap")
    currency = ["location.country.currency_used"]
    assert gap.names_relation("what currency does jamaica use", ["Jamaica"], currency)
    assert not gap.names_relation("what kind of money should i take to jamaica", ["Jamaica"], currency)
    # a word of the topic's own name names no relation; a CVT pair is named by either of its moves
    assert gap.names_relation("where is the currency board", ["Board"], currency)
    assert not gap.names_relation("where is the currency board", ["Currency Board"], currency)
    assert gap.names_relation("where did kevin hart go to school", ["Kevin Hart"],
                              ["people.person.education", "education.education.institution"]) is False
    assert gap.names_relation("what institution did kevin hart attend", ["Kevin Hart"],
                              ["people.person.education", "education.education.institution"])
    items = [{"id": "q1", "question": "what currency does jamaica use", "q_entity": ["Jamaica"], "path": currency},
             {"id": "q2", "question": "what money does jamaica use", "q_entity": ["Jamaica"], "path": currency}]
    run = tmp_path / "run"
    run.mkdir()
    (run / "results.jsonl").write_text("".join(json.dumps({"qid": q, "hits@1": h}) + "\n"
                                               for q, h in (("q1", 1.0), ("q2", 0.0))))
    report = gap.split_hits(items, gap.gold_paths(items, None), {"model": run})
    assert (report["named"], report["unnamed"]) == (1, 1)
    assert report["runs"]["model"] == {"all": 50.0, "folder": str(run), "named": 100.0, "unnamed": 0.0}
