"""One exception tree for kgchat. Messages say what went wrong and what to do about it.

Lower layers translate library errors into these (``raise BackendUnavailable(...) from exc``); only the CLI and the
UI turn them into user-facing messages.
"""

from __future__ import annotations


class KGChatError(Exception):
    """Base class for every error kgchat raises on purpose."""


class InvalidInput(KGChatError):
    """The user's input (a question, a file, a setting) cannot be used as given."""


class QuestionError(InvalidInput):
    """The question is empty, too long or otherwise unusable."""


class Conflict(InvalidInput):
    """The change assumes a state that is no longer there: another expert changed the graph or the audit log first
    (the triple is already in the graph, already flagged, already undone). Look again and decide anew."""


class QuotaExceeded(InvalidInput):
    """An upload is larger than the server accepts, or would take a session over its share."""


class ConfigError(InvalidInput):
    """A setting or spec (graph spec, LLM spec, config file) is malformed."""


class ImportFormatError(InvalidInput):
    """A triple file could not be read in the declared format."""


class LogicalFormError(InvalidInput):
    """An S-expression is malformed or uses an unknown operator."""

    def __init__(self, message: str, position: int | None = None):
        super().__init__(message if position is None else f"{message} (at character {position})")
        self.position = position


class GraphError(KGChatError):
    """Something went wrong talking to a graph backend."""


class BackendUnavailable(GraphError):
    """The graph backend cannot be reached (server down, wrong address, timeout)."""


class AuthenticationFailed(GraphError):
    """The graph backend refused the credentials."""


class ReadOnlyGraph(GraphError):
    """A write was attempted on a graph that does not allow it."""


class UnknownEntity(GraphError):
    """No entity matches the given id or text."""


class UnknownRelation(GraphError):
    """The relation is not in the graph's schema (and so cannot be used as an identifier in a query)."""


class TripleNotFound(GraphError):
    """The triple to remove or replace is not in the graph."""


class LLMError(KGChatError):
    """An LLM call failed."""


class LLMUnavailable(LLMError):
    """The LLM endpoint cannot be reached, timed out or kept failing after retries."""


class LLMResponseError(LLMError):
    """The LLM answered, but not in a form that can be used."""


class BudgetSpent(KGChatError):
    """An LLM call was refused because it could take the question or the day over its token budget."""


class NotAuthorized(KGChatError):
    """The current user may not do this (e.g. correct the graph without an expert identity)."""


class ModelError(KGChatError):
    """A local model (scorer, policy, reward model) is missing or cannot be loaded."""
