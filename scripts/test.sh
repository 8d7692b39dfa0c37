#!/usr/bin/env bash
# Set up everything the test suite needs on a fresh Debian machine, then run the whole suite.
#
#   bash scripts/test.sh [PYTEST ARGS...]
#
# Installs: Debian chromium (browser tests) and virtuoso-opensource (SPARQL tests), the Python packages in
# requirements.txt and requirements-local.txt (the local LLM: llama-cpp-python compiles llama.cpp, about 11 minutes
# on two cores the first time; pip keeps the built wheel for later runs; with CUDA's nvcc on the PATH it is built
# for the GPU), and builds the Neo4j test server from Maven Central jars (cached in ~/.m2).
# The Neo4j and Virtuoso servers are started by the test session itself (tests/neo4j_server.py,
# tests/virtuoso_server.py) on loopback ports with temporary directories, and stopped when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

sudo_() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v virtuoso-t >/dev/null 2>&1 || need_apt+=(virtuoso-opensource)
command -v java >/dev/null 2>&1 || need_apt+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null 2>&1 || need_apt+=(maven)
if [ ${#need_apt[@]} -gt 0 ]; then
    echo "== installing Debian packages: ${need_apt[*]}"
    sudo_ apt-get update -q
    sudo_ env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need_apt[@]}"
fi

echo "== installing Python packages"
python3 -m pip install -q -r requirements.txt

echo "== installing the local LLM (tests/test_local_llm.py; the first time llama.cpp is compiled: ~11 min on 2 cores)"
if command -v nvcc >/dev/null 2>&1 && ! python3 -c "import llama_cpp" >/dev/null 2>&1; then
    export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_CUDA=on}"  # a GPU machine: llama.cpp built for CUDA
else
    # a CPU build for the CPU family, not tuned to this one chip: llama.cpp 0.3.36 built with -march=native
    # crashes (SIGSEGV in llama_decode) on some AVX-512 Xeons; the portable build (AVX2, FMA, F16C) runs there
    export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF}"
fi
python3 -m pip install -q -r requirements-local.txt

echo "== building the Neo4j test server (Maven Central: org.neo4j:neo4j, org.neo4j:neo4j-bolt)"
mvn -q -f tools/neo4j-server/pom.xml package -DskipTests

export KGCHAT_REQUIRE_SERVERS=1  # a server that cannot start fails the run instead of skipping tests
export GRADIO_ANALYTICS_ENABLED=False HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
echo "== running the test suite"
python3 -m pytest -q "$@"
