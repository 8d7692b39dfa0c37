#!/usr/bin/env bash
# The sets the badge work (issue 34) is measured on, default engine, no LLM: the development half of the own movie
# set (bench/own/split.py --half dev; never the forecast half), and the not-dropping checks: MetaQA dev (300 a hop,
# seed 0) and the compositional dev / heldout2 sets, questions and conversations.
# Usage: bench/trust/battery.sh OUT [SETS...]; SETS: ownq ownc metaqa1 metaqa2 metaqa3 cdev cdevc ch2 ch2c (default: all)
# Figures: python bench/trust/report.py --before OUT1 --after OUT2 --out bench/results/trust_badges.json
set -euo pipefail
out=${1:?output directory}; shift
sets=${*:-ownq ownc metaqa1 metaqa2 metaqa3 cdev cdevc ch2 ch2c}
META=${METAQA:-/work/shared/data/metaqa}
for s in $sets; do
  case $s in
    ownq) python bench/own/split.py bench/own/movies/questions.jsonl --half dev --out "$out.ownq.jsonl" >/dev/null
          args=(--questions "$out.ownq.jsonl" --format jsonl);;
    ownc) python bench/own/split.py bench/own/movies/conversations.jsonl --half dev --out "$out.ownc.jsonl" >/dev/null
          args=(--questions "$out.ownc.jsonl" --format conversations);;
    metaqa[123]) h=${s#metaqa}; args=(--questions "$META/$h-hop/vanilla/qa_dev.txt" --format metaqa --limit 300 --seed 0);;
    cdev) args=(--questions bench/compositional/dev.jsonl --format jsonl);;
    cdevc) args=(--questions bench/compositional/dev_conversations.jsonl --format conversations);;
    ch2) args=(--questions bench/compositional/heldout2.jsonl --format jsonl);;
    ch2c) args=(--questions bench/compositional/heldout2_conversations.jsonl --format conversations);;
    *) echo "unknown set $s" >&2; exit 2;;
  esac
  python -m kgchat.cli eval "${args[@]}" --llm none --out "$out/$s" >/dev/null 2>"$out.$s.log" || { echo "$s failed" >&2; tail -5 "$out.$s.log" >&2; }
done
