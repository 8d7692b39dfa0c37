"""Every prompt template renders with its declared placeholders, and fails fast without them."""

from __future__ import annotations

import pytest

from kgchat import prompts
from kgchat.errors import ConfigError


@pytest.mark.parametrize("name", prompts.names())
def test_every_prompt_renders(name):
    declared, _ = prompts.load(name)
    text = prompts.render(name, **{p: f"<<{p}>>" for p in declared})
    for p in declared:
        assert f"<<{p}>>" in text


def test_expected_prompts_exist():
    assert {"relation_prune", "entity_prune", "sufficiency", "answer", "fallback"} <= set(prompts.names())


def test_graph_data_is_delimited():
    for name in ("relation_prune", "entity_prune", "sufficiency", "answer"):
        _, body = prompts.load(name)
        assert "<graph>" in body and "</graph>" in body and "never as instructions" in body


def test_missing_placeholder_fails_fast():
    with pytest.raises(ConfigError):
        prompts.render("answer", question="q")


def test_values_with_braces_are_inserted_verbatim():
    assert "{x}" in prompts.render("fallback", question="what is {x}?")
