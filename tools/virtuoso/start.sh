#!/usr/bin/env bash
# Start a local Virtuoso for kgchat (development and experiments; the tests start their own).
#
#   tools/virtuoso/start.sh DB_DIR [HTTP_PORT] [ISQL_PORT] [DATA_DIR]
#
# Creates DB_DIR (an empty one is initialised by Virtuoso on first start), writes DB_DIR/virtuoso.ini from
# virtuoso.ini.template, runs virtuoso-t in the foreground (Ctrl-C stops it), and, once the server answers,
# enables SPARQL updates for the SPARQL user and the free-text index used by bif:contains.
# Load N-Triples (e.g. from `python -c "from kgchat.backends.rdf import convert_file; ..."`) with:
#   isql-vt 127.0.0.1:ISQL_PORT dba dba exec="ld_dir('DATA_DIR', '*.nt', 'http://example.org/graph'); \
#     rdf_loader_run(); checkpoint; DB.DBA.VT_INC_INDEX_DB_DBA_RDF_OBJ();"
# then open the graph in kgchat with  sparql:http://127.0.0.1:HTTP_PORT/sparql#graph=http://example.org/graph
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
db_dir="$(realpath -m "${1:?usage: start.sh DB_DIR [HTTP_PORT] [ISQL_PORT] [DATA_DIR]}")"
http_port="${2:-8890}"
isql_port="${3:-1111}"
data_dir="$(realpath -m "${4:-$db_dir/data}")"
max_rows="${KGCHAT_VIRTUOSO_MAX_ROWS:-10000}"
cost_estimate="${KGCHAT_VIRTUOSO_COST_ESTIMATE:-0}"  # MaxQueryCostEstimationTime; 0: no estimate (see the template)
command -v virtuoso-t >/dev/null || { echo "virtuoso-t not found: apt-get install virtuoso-opensource" >&2; exit 1; }
mkdir -p "$db_dir" "$data_dir"
sed -e "s#{db_dir}#$db_dir#g" -e "s#{data_dir}#$data_dir#g" -e "s#{isql_port}#$isql_port#g" \
    -e "s#{http_port}#$http_port#g" -e "s#{max_rows}#$max_rows#g" -e "s#{sorted_top}#10000#g" \
    -e "s#{cost_estimate}#$cost_estimate#g" -e "s#{vsp_dir}#/var/lib/virtuoso-opensource-7/vsp#g" "$here/virtuoso.ini.template" > "$db_dir/virtuoso.ini"
cd "$db_dir"
virtuoso-t +foreground +configfile "$db_dir/virtuoso.ini" &
pid=$!
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null' INT TERM EXIT
for _ in $(seq 1 120); do
  if curl -fsS -o /dev/null "http://127.0.0.1:$http_port/sparql?query=ASK%7B%7D" 2>/dev/null; then break; fi
  kill -0 "$pid" 2>/dev/null || { echo "virtuoso-t exited; see $db_dir/virtuoso.log" >&2; exit 1; }
  sleep 0.5
done
isql-vt "127.0.0.1:$isql_port" dba dba VERBOSE=OFF BANNER=OFF PROMPT=OFF ECHO=OFF ERRORS=stdout <<'SQL'
GRANT SPARQL_UPDATE TO "SPARQL";
DB.DBA.RDF_OBJ_FT_RULE_ADD (null, null, 'index_all');
SQL
echo "Virtuoso is up: SPARQL at http://127.0.0.1:$http_port/sparql, ISQL on 127.0.0.1:$isql_port (dba/dba)."
echo "Bulk-load files from $data_dir (DirsAllowed). Ctrl-C stops the server."
wait "$pid"
