"""Packaging details that pyproject.toml cannot express (everything else is in pyproject.toml).

The bundled data lives at the top of the repository: ``graphs/`` (movie KB, tiny test graph), ``models/`` (the learned
scorer for the movie KB) and ``prompts/``. A wheel carries them as package data under ``kgchat/_bundled/``, where
``kgchat.bundled.data_dir`` finds them once installed; a checkout keeps using the top-level folders.
"""

from setuptools import find_packages, setup

BUNDLED = {  # folder at the top of the repository -> files shipped from it
    "graphs": ["*.txt", "*.txt.gz", "*.md"],
    "models": ["*/config.json", "*/*.safetensors"],
    "prompts": ["*.txt"],
}

setup(
    packages=[*find_packages(include=["kgchat", "kgchat.*"]), *(f"kgchat._bundled.{k}" for k in BUNDLED)],
    package_dir={f"kgchat._bundled.{k}": k for k in BUNDLED},
    package_data={"kgchat": ["py.typed"], **{f"kgchat._bundled.{k}": v for k, v in BUNDLED.items()}},
    include_package_data=False,
)
