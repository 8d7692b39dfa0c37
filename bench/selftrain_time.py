"""Time `kgchat train --graph` (the graph supervises itself, no labelled questions) on a synthetic graph.

    python bench/selftrain_time.py --triples 1000000     # writes bench/results/selftrain_1m.json

The graph comes from ``bench/synthetic_graph.py`` (power-law-ish degrees, 50 relations, 1/20 as many entities as
triples), imported into SQLite; then the training command runs as a user would run it, with its defaults, and the
wall time of the whole command, the time of each stage (from the model's report) and the machine's load average
before and after are recorded, with the command's CPU time (user + system): on a shared machine the wall time
grows with the load, the CPU time does not. Resumability is left out of the timing: the output folder is fresh.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from synthetic_graph import generate  # noqa: E402

from kgchat.backends.importer import load_file  # noqa: E402
from kgchat.backends.sqlite import SQLiteGraph  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triples", type=int, default=1_000_000)
    ap.add_argument("--workdir", type=Path, default=None, help="keep the graph and model here (default: a temp dir)")
    ap.add_argument("train_args", nargs="*", help="extra `kgchat train` options, after --")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(dir=args.workdir) as tmp:
        work = args.workdir or Path(tmp)
        db = work / f"synthetic_{args.triples}.db"
        if not db.exists():
            src = work / "synthetic.txt"
            generate(src, args.triples)
            load_file(SQLiteGraph(db), src, "metaqa")
            src.unlink()
        out = Path(tmp) / "model"  # fresh: no resuming inside the timing
        cmd = [sys.executable, "-m", "kgchat", "train", "--graph", f"sqlite:{db}", "--out", str(out), *args.train_args]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        load_before = os.getloadavg()
        started = time.perf_counter()
        cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
        seconds = time.perf_counter() - started
        cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (cpu_after.ru_utime - cpu_before.ru_utime) + (cpu_after.ru_stime - cpu_before.ru_stime)
        load_after = os.getloadavg()
        if done.returncode:
            sys.exit(done.stderr[-3000:])
        info = json.loads((out / "config.json").read_text())
        report = info["report"]
        training = report["training"]
        result = {
            "triples": args.triples, "wall_seconds": round(seconds, 1), "minutes": round(seconds / 60, 2),
            # CPU time of the command (user + system, all threads): what it costs on an idle machine, whatever
            # else shares this one; the wall time is inflated by as much as the load average says.
            "cpu_seconds": round(cpu, 1), "cpu_minutes": round(cpu / 60, 2),
            "stages": {"synthesis_and_survey_seconds": report["synthetic"].get("seconds"),
                       "training_seconds": training["seconds"], "pipeline_seconds": report["seconds"]},
            "synthetic": {k: report["synthetic"][k] for k in ("questions", "by_shape", "relations")},
            "training": {k: training[k] for k in ("labels", "usable", "chains", "distinct_questions",
                                                  "train_ranking_accuracy")},
            "steps": [entry.get("steps") for entry in training["log"]],
            "load_average_before": [round(x, 2) for x in load_before],
            "load_average_after": [round(x, 2) for x in load_after],
            "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
            "date": time.strftime("%Y-%m-%d %H:%M"),
            "command": "python bench/selftrain_time.py --triples " + str(args.triples)
                       + (" -- " + " ".join(args.train_args) if args.train_args else ""),
            "train_command": "kgchat train --graph sqlite:GRAPH --out DIR " + " ".join(args.train_args),
        }
    print(json.dumps(result, indent=2))
    name = f"selftrain_{args.triples // 1_000_000}m.json" if args.triples % 1_000_000 == 0 else \
        f"selftrain_{args.triples}.json"
    (ROOT / "bench" / "results" / name).write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
