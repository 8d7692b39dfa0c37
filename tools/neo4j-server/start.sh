#!/usr/bin/env bash
# Start the kgchat Neo4j test server in the background and print its Bolt port on stdout.
#
#   tools/neo4j-server/start.sh [DATA_DIR] [PORT]
#
# DATA_DIR  server home (default: a new temporary directory); it holds server.pid and server.log.
# PORT      Bolt port on 127.0.0.1 (default 0: a free port).
# Env:      NEO4J_TEST_PASSWORD (default kgchat-test; user neo4j), NEO4J_TEST_HEAP (default 1g),
#           NEO4J_TEST_PAGECACHE (default 512m), NEO4J_START_TIMEOUT seconds (default 180).
#
# Builds the launcher first when needed (mvn -q -f tools/neo4j-server/pom.xml package; jars cached in ~/.m2).
# Everything but the port goes to stderr, so  PORT=$(tools/neo4j-server/start.sh)  works. Stop it with
#   kill "$(cat DATA_DIR/server.pid)"      (SIGTERM shuts Neo4j down cleanly)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
data="${1:-$(mktemp -d "${TMPDIR:-/tmp}/kgchat-neo4j.XXXXXX")}"
port="${2:-0}"
password="${NEO4J_TEST_PASSWORD:-kgchat-test}"
heap="${NEO4J_TEST_HEAP:-1g}"
timeout_s="${NEO4J_START_TIMEOUT:-180}"

jar="$here/target/neo4j-test-server.jar"
if [[ ! -f "$jar" || ! -d "$here/target/lib" || "$here/pom.xml" -nt "$jar" \
      || -n "$(find "$here/src" -newer "$jar" -print -quit)" ]]; then
    echo "building the Neo4j test server (mvn package) ..." >&2
    mvn -q -f "$here/pom.xml" package -DskipTests >&2
fi

mkdir -p "$data"
log="$data/server.log"
: >"$log"
nohup java "-Xmx$heap" -XX:+UseParallelGC -cp "$jar:$here/target/lib/*" kgchat.neo4jserver.Main \
    "$data/neo4j" "$port" --password "$password" --pagecache "${NEO4J_TEST_PAGECACHE:-512m}" \
    </dev/null >"$log" 2>&1 &
pid=$!
echo "$pid" >"$data/server.pid"

for ((i = 0; i < timeout_s * 2; i++)); do
    if line="$(grep -m1 '^READY ' "$log")"; then
        uri="${line#READY }"
        echo "Neo4j test server pid $pid at $uri (user neo4j, password $password); log $log" >&2
        echo "stop: kill $pid" >&2
        echo "${uri##*:}"
        exit 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
        echo "the Neo4j test server exited before it was ready; its log ($log):" >&2
        tail -n 40 "$log" >&2
        exit 1
    fi
    sleep 0.5
done
echo "the Neo4j test server was not ready after ${timeout_s}s; stopping it. Log: $log" >&2
kill "$pid" 2>/dev/null || true
exit 1
