"""``kgchat llm export-hf``: a GGUF model (the packaged local one by default) as a Hugging Face folder, for
fine-tuning (``kgchat train --engine mcts --base-model DIR``) and for ``hf:DIR``."""

from __future__ import annotations

from pathlib import Path

import click

from kgchat.cli.common import friendly_errors


@click.group("llm")
def llm() -> None:
    """Local LLM files: convert a GGUF model into the form transformers and peft read.

    \b
    Example:
      kgchat llm export-hf
    """


@llm.command("export-hf")
@click.option("--gguf", "gguf_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="The GGUF file to convert [default: the packaged model of --llm local, assembled first].")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder to write [default: next to the GGUF file, in the model cache for the packaged model, "
                   "where --base-model local finds it].")
@click.option("--dtype", type=click.Choice(["bfloat16", "float16", "float32"]), default="bfloat16",
              show_default=True, help="Weight type on disk (training and answering load float32 on a CPU).")
@friendly_errors
def export_hf(gguf_file: Path | None, out_dir: Path | None, dtype: str) -> None:
    """Dequantise a GGUF model into a Hugging Face folder (config, tokenizer, safetensors weights), once.

    The packaged Qwen2.5-Coder-1.5B-Instruct takes a few minutes and about 6 GB of RAM, and 3.6 GB on disk in
    bfloat16. The weights are the quantised model's, dequantised: the model llama.cpp runs, as floats.

    \b
    Example:
      kgchat llm export-hf
      kgchat llm export-hf --gguf my-model.gguf --out models/my-model-hf
      kgchat train --engine mcts --base-model local --questions qa.txt --format metaqa --labelled 50 --out models/m
    """
    import time

    from kgchat.config import load_settings
    from kgchat.llm.gguf_hf import MARKER, convert, local_folder, resolve
    from kgchat.llm.local_model import MODEL, assembled

    def say(text: str) -> None:
        click.echo(f"[{time.perf_counter() - started:5.0f} s] {text}", err=True)

    started = time.perf_counter()
    cache = load_settings().llm_cache
    if out_dir is None:
        folder = local_folder(cache, dtype, say) if gguf_file is None else resolve(f"gguf:{gguf_file}", cache, dtype, say)
    else:
        source, sha = (assembled(cache, MODEL), MODEL.sha256) if gguf_file is None else (gguf_file, None)
        convert(source, out_dir, dtype, sha256=sha, log=say)
        folder = out_dir
    made = (folder / MARKER).read_text(encoding="utf-8")
    click.echo(f"{folder}\n{made.strip()}")
    click.echo(f"Use it: kgchat train --engine mcts --base-model {folder} …  or  --llm hf:{folder}", err=True)
