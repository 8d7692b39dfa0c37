"""Packaging: the wheel carries the bundled graph, the shipped model and the prompts, installs the ``kgchat``
command, and every optional import names the extra that installs it."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from venvs import test_venv

from kgchat.errors import ConfigError, ModelError
from kgchat.extras import PACKAGES, install_hint, require

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "kgchat"


# -- missing dependencies --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("module", "spec", "extra"), [
    ("neo4j", "bolt://neo4j@127.0.0.1:1", "neo4j"),
    ("httpx", "sparql:http://127.0.0.1:1/sparql", "sparql"),
])
def test_a_missing_backend_driver_names_its_extra(monkeypatch, module, spec, extra):
    from kgchat.backends import open_graph

    monkeypatch.setitem(sys.modules, module, None)  # what Python does for a package that is not installed
    with pytest.raises(ConfigError, match=rf"pip install 'kgchat\[{extra}\]'"):
        open_graph(spec)


def test_a_missing_llm_package_names_the_llm_extra(monkeypatch):
    from kgchat.llm import make_llm

    monkeypatch.setitem(sys.modules, "openai", None)
    with pytest.raises(ConfigError, match=r"openai.*pip install 'kgchat\[llm\]'"):
        make_llm("openai:gpt-4o-mini", base_url="http://127.0.0.1:1/v1")


def test_require_keeps_the_callers_error_class_and_core_packages_say_so(monkeypatch):
    monkeypatch.setitem(sys.modules, "bm25s", None)
    with pytest.raises(ModelError, match="pip install bm25s"):
        require("bm25s", "The BM25 scorer", error=ModelError)
    assert require("json", "anything").dumps([1]) == "[1]"
    assert install_hint("peft") == "pip install 'kgchat[train]'"


def test_optional_imports_go_through_the_extras_helper():
    """No module catches ImportError itself (except those listed), and every third-party package the helper is
    asked for is in its table, so its message can name an extra."""
    allowed = {"kgchat/extras.py",
               "kgchat/scorers/factory.py",  # falls back to the lexical scorer
               "kgchat/cli/chat.py",  # line editing without readline
               "kgchat/llm/langchain_llm.py"}  # langchain:PROVIDER:MODEL names the provider's own package
    catching, asked = [], set()
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.ExceptHandler) and rel not in allowed
                    and "ImportError" in ast.unparse(node.type or ast.Name(""))):
                catching.append(f"{rel}:{node.lineno}")
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "require" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                asked.add(node.args[0].value.split(".")[0])
    assert catching == []
    assert asked and asked <= set(PACKAGES), asked - set(PACKAGES)


# -- the wheel -------------------------------------------------------------------------------------------------
def _source_copy(dest: Path) -> Path:
    """The files git would ship (tracked and new, not ignored), so the build never writes into the checkout."""
    try:
        names = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, check=True,
                               capture_output=True, text=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        shutil.copytree(ROOT, dest, ignore=shutil.ignore_patterns(".git", "build", "dist", "*.egg-info",
                                                                  "__pycache__", ".venv", "*.db"))
        return dest
    for name in names:
        if (ROOT / name).is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, dest / name)
    return dest


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_built_wheel_installs_a_working_kgchat_command(tmp_path):
    pytest.importorskip("build", reason="pip install build (in the test extra)")
    src = _source_copy(tmp_path / "src")
    # --no-isolation: build with the setuptools already installed (no download); `python -m build` online is the same
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path / "dist"),
                    str(src)], check=True, capture_output=True, text=True)
    wheel = next((tmp_path / "dist").glob("kgchat-*.whl"))

    # A fresh venv that sees the running interpreter's packages (torch is not downloaded again), whether the tests run
    # in a virtualenv or not (tests/venvs.py); kgchat comes from the wheel.
    env_dir = tmp_path / "venv"
    py = test_venv(env_dir)
    # the venv's own old setuptools would hide the machine's newer one that torch requires
    subprocess.run([py, "-m", "pip", "uninstall", "-q", "-y", "setuptools"], check=True, capture_output=True)
    subprocess.run([py, "-m", "pip", "install", "-q", "--no-index", str(wheel)], check=True, capture_output=True,
                   text=True)

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "KGCHAT_CONFIG", "KGCHAT_GRAPH")}
    env.update(KGCHAT_DATA_DIR=str(tmp_path / "data"), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    where = subprocess.run(
        [py, "-c", "import kgchat, kgchat.bundled as b, kgchat.scorers.learned as s; "
                   "print(kgchat.__file__); print(b.data_dir('graphs')); print(s.default_model_dir())"],
        cwd=outside, env=env, check=True, capture_output=True, text=True).stdout.split("\n")
    site = str(env_dir / "lib")
    assert all(line.startswith(site) for line in where[:3]), where  # the package, the graph, the model: installed
    assert not any(line.startswith(str(ROOT)) for line in where)

    done = subprocess.run([env_dir / "bin" / "kgchat", "ask", "who directed [The Dark Knight]"], cwd=outside,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Christopher Nolan" in done.stdout and "[KG-verified]" in done.stdout
    assert (tmp_path / "data" / "movies.db").is_file()  # built from the graph inside the wheel


def test_the_wheel_venv_sees_the_packages_of_a_virtualenv_running_the_tests(tmp_path):
    """Issue 36, finding 15: run from inside a virtualenv, the wheel test's venv must see that virtualenv's packages
    (with the base interpreter's site-packages only, as before, ``pip install --no-index`` found no dependency)."""
    outer = tmp_path / "outer"
    venv.create(outer, system_site_packages=False, with_pip=False, symlinks=True)
    outer_py = outer / "bin" / "python"
    purelib = Path(subprocess.run([outer_py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                  check=True, capture_output=True, text=True).stdout.strip())
    (purelib / "kgchat_venv_marker").mkdir(parents=True)
    (purelib / "kgchat_venv_marker" / "__init__.py").write_text("WHERE = 'outer venv'\n")
    inner = tmp_path / "inner"
    subprocess.run([outer_py, "-c", f"import sys; sys.path.insert(0, {str(ROOT / 'tests')!r}); "
                                    f"from venvs import test_venv; test_venv(__import__('pathlib').Path({str(inner)!r}), "
                                    "with_pip=False)"], check=True, capture_output=True, text=True)
    seen = subprocess.run([inner / "bin" / "python", "-c", "import kgchat_venv_marker as m; print(m.WHERE)"],
                          capture_output=True, text=True)
    assert seen.returncode == 0 and seen.stdout.strip() == "outer venv", seen.stderr[-500:]
