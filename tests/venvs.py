"""A virtual environment for installing a built wheel that sees the packages of the interpreter running the tests.

``venv.create(..., system_site_packages=True)`` makes a venv see the *base* interpreter's site-packages. When the
tests themselves run in a virtualenv (the usual way to install a Python project), the packages are in that venv,
not in the base, so the new venv would not find them (and ``pip install --no-index`` would fail). ``test_venv``
instead lists every site-packages directory of the running interpreter in a ``.pth`` file of the new venv: its own
site-packages still come first (the wheel installs there), then everything the tests can import. Only the
directories are added; ``.pth`` files inside them are not run, so an editable install of the checkout does not
shadow the wheel. Standard library only: ``tests/test_packaging.py`` runs it under other interpreters too.
"""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path


def running_site_dirs() -> list[str]:
    """The site-packages (and dist-packages) directories on the running interpreter's path, in order."""
    seen: dict[str, None] = {}
    for entry in sys.path:
        if entry and Path(entry).name in ("site-packages", "dist-packages") and Path(entry).is_dir():
            seen.setdefault(str(Path(entry).resolve()), None)
    return list(seen)


def test_venv(dest: Path, with_pip: bool = True) -> Path:
    """Create a venv at ``dest`` that also sees the running interpreter's packages; returns its python."""
    venv.create(dest, system_site_packages=False, with_pip=with_pip, symlinks=True)
    py = dest / "bin" / "python"
    purelib = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    (Path(purelib) / "_kgchat_tests_running_env.pth").write_text("\n".join(running_site_dirs()) + "\n",
                                                                 encoding="utf-8")
    return py


test_venv.__test__ = False  # a helper, not a pytest test
