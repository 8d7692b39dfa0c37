"""A GGUF model brought into the form ``hf:PATH`` and peft need: a Hugging Face folder (config, tokenizer, weights).

KBQA-o1's policy and reward models are causal LMs fine-tuned with LoRA (``kgchat train --engine mcts``); peft trains
float weights, and llama.cpp's GGUF files hold quantised blocks. transformers reads a GGUF file
(``from_pretrained(dir, gguf_file=name)``, with the ``gguf`` package) and dequantises every block to a float tensor;
this module does that once and saves the result with ``save_pretrained``, so the folder loads in seconds afterwards
and needs no ``gguf``:

* ``convert(gguf, out)``: any GGUF file of an architecture transformers reads (Llama, Qwen2, Mistral, Gemma2, …);
* ``local_folder(cache)``: the packaged local model (``--llm local``), assembled and hash-checked first
  (``kgchat.llm.local_model``), converted next to its GGUF file in the model cache, and reused while the GGUF's
  SHA-256 is the one the folder was made from (``kgchat-gguf.json`` records it);
* ``resolve(spec, cache)``: ``local``, ``gguf:PATH`` or a folder → a folder (what ``--base-model`` accepts).

Costs, measured on 2 busy CPU cores for Qwen2.5-Coder-1.5B-Instruct Q4_K_M (1.1 GB): about 3–4 minutes and 6 GB of
RAM at its peak, once; the folder takes 3.6 GB in bfloat16. The weights are the quantised model's, dequantised:
the same model llama.cpp runs, not the original float checkpoint.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kgchat.errors import ConfigError, ModelError
from kgchat.extras import require
from kgchat.llm.hf_llm import dtype_kwarg

MARKER = "kgchat-gguf.json"  # written last into a converted folder: the GGUF it came from and its hash
PURPOSE = "Converting a GGUF model for fine-tuning (kgchat train --engine mcts --base-model local)"


def convert(gguf: Path, out: Path, dtype: str = "bfloat16", sha256: str | None = None,
            log: Callable[[str], None] | None = None) -> dict:
    """Dequantise ``gguf`` into a Hugging Face folder at ``out`` (written to a temporary name, then renamed).

    ``dtype``: bfloat16 (half the memory of float32; what fine-tuning on a GPU uses), float16 or float32.
    Returns what was done: seconds, peak memory of this process, parameters, bytes written.
    """
    torch = require("torch", PURPOSE, extra="train", error=ModelError)
    transformers = require("transformers", PURPOSE, extra="train", error=ModelError)
    require("gguf", PURPOSE, extra="train", error=ModelError)
    wanted = getattr(torch, dtype, None)
    if not isinstance(wanted, torch.dtype) or not wanted.is_floating_point:
        raise ConfigError(f"unknown dtype {dtype!r}: use bfloat16, float16 or float32")
    gguf = Path(gguf)
    if not gguf.is_file():
        raise ConfigError(f"no GGUF file at {gguf}")
    say = log or (lambda _text: None)
    started, cpu0 = time.perf_counter(), time.process_time()
    tmp = out.with_name(f"{out.name}.{os.getpid()}.partial")
    shutil.rmtree(tmp, ignore_errors=True)
    hf_logging = require("transformers.utils.logging", PURPOSE, extra="train", error=ModelError)
    hf_logging.disable_progress_bar()
    try:
        say(f"reading the tokenizer of {gguf.name}")
        tokenizer = transformers.AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
        say(f"dequantising {gguf.name} to {dtype} (minutes)")
        loaded = transformers.AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name,
                                                                   **dtype_kwarg(transformers, wanted),
                                                                   **_dense(transformers, gguf))
        model = _plain(transformers, torch, loaded, wanted)
        params = sum(p.numel() for p in model.parameters())
        say(f"writing {params / 1e9:.2f}B parameters to {out}")
        model.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        report = {"source": str(gguf), "sha256": sha256, "dtype": dtype, "parameters": params,
                  "architecture": model.config.model_type, "transformers": transformers.__version__,
                  "seconds": round(time.perf_counter() - started, 1),
                  "cpu_seconds": round(time.process_time() - cpu0, 1), "peak_rss_gb": peak_rss_gb(),
                  "bytes": sum(f.stat().st_size for f in tmp.iterdir() if f.is_file())}
        (tmp / MARKER).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        shutil.rmtree(out, ignore_errors=True)
        os.replace(tmp, out)
    except (OSError, ValueError, KeyError, RuntimeError) as exc:
        raise ModelError(f"transformers cannot convert {gguf}: {exc}. It reads GGUF files of the architectures "
                         "it knows (Llama, Qwen2, Mistral, Gemma2, Phi3, …); update transformers, or give "
                         "--base-model a Hugging Face folder") from exc
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return report


def _dense(transformers: Any, gguf: Path) -> dict:
    """Ask transformers for plain float weights: recent versions can keep GGUF blocks packed, which peft cannot
    train and ``save_pretrained`` cannot write."""
    config = getattr(transformers, "GgufConfig", None)
    return {"quantization_config": config(gguf_file=str(gguf), dequantize=True)} if config is not None else {}


def _plain(transformers: Any, torch: Any, loaded: Any, dtype: Any) -> Any:
    """The loaded weights in a model that does not remember being read from a GGUF file (recent transformers mark
    it quantised and refuse to save it, although every weight is already a float tensor)."""
    if getattr(loaded, "hf_quantizer", None) is None:
        return loaded.to(dtype)
    config = loaded.config
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    state = loaded.state_dict()
    packed = [k for k, v in state.items() if v.is_floating_point() is False and k.endswith("weight")]
    if packed:
        raise ModelError(f"{len(packed)} weights stayed packed after loading ({packed[0]}, …); install a "
                         "transformers that can dequantise this GGUF file")
    with torch.device("meta"):
        plain = transformers.AutoModelForCausalLM.from_config(config, **dtype_kwarg(transformers, dtype))
    plain.load_state_dict(state, assign=True, strict=False)
    missing = [k for k, v in plain.state_dict().items() if v.is_meta]
    if missing:
        raise ModelError(f"the GGUF file gave no weight for {missing[0]} (and {len(missing) - 1} more)")
    if getattr(config, "tie_word_embeddings", False):
        plain.tie_weights()
    return plain.to(dtype)


def is_converted(folder: Path, sha256: str | None = None) -> bool:
    """Whether ``folder`` holds a finished conversion (of the GGUF file with this hash, when given)."""
    marker = folder / MARKER
    if not marker.is_file():
        return False
    try:
        made_from = json.loads(marker.read_text(encoding="utf-8")).get("sha256")
    except (OSError, ValueError):
        return False
    return sha256 is None or made_from == sha256


def local_folder(cache: Path, dtype: str = "bfloat16", log: Callable[[str], None] | None = None) -> Path:
    """The packaged local model as a Hugging Face folder in ``cache``: assembled (and hash-checked) from its
    packages, then converted, each only the first time. Raises ModelError saying what to install."""
    from kgchat.llm.local_model import MODEL, assembled

    gguf = assembled(cache, MODEL)
    folder = cache / f"{Path(MODEL.file).stem}-hf-{dtype}"
    if is_converted(folder, MODEL.sha256):
        return folder
    with _exclusive(cache / f"{folder.name}.lock"):  # another process may be converting it right now
        if not is_converted(folder, MODEL.sha256):
            convert(gguf, folder, dtype, sha256=MODEL.sha256, log=log)
    return folder


def resolve(spec: str | Path, cache: Path, dtype: str = "bfloat16",
            log: Callable[[str], None] | None = None) -> Path:
    """``--base-model``: ``local`` (the packaged model), ``gguf:PATH`` (converted next to the file) or a Hugging
    Face folder, as a folder."""
    text = str(spec).strip()
    if text.lower() == "local":
        return local_folder(cache, dtype, log)
    if text.lower().startswith("gguf:"):
        gguf = Path(text[5:]).expanduser()
        folder = gguf.with_name(f"{gguf.stem}-hf-{dtype}")
        if not is_converted(folder):
            with _exclusive(gguf.with_name(f"{folder.name}.lock")):
                if not is_converted(folder):
                    convert(gguf, folder, dtype, log=log)
        return folder
    folder = Path(text).expanduser()
    if folder.suffix == ".gguf":
        raise ConfigError(f"{folder} is a GGUF file: give it as gguf:{folder} to convert it first")
    if not folder.is_dir():
        raise ConfigError(f"no model folder at {folder}: give a Hugging Face folder, gguf:PATH or local "
                          "(kgchat downloads no models)")
    return folder


def peak_rss_gb() -> float:
    """This process's peak resident memory so far, in GB (Linux and macOS)."""
    import resource
    import sys

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1e9 if sys.platform == "darwin" else 1e6), 2)


@contextlib.contextmanager
def _exclusive(lock_path: Path):
    from kgchat.llm.local_model import exclusive

    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with exclusive(lock_path):
        yield
