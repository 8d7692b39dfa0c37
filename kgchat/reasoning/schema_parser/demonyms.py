"""Countries said by what their people are called: "*Dutch* suppliers" for the suppliers whose country is
'Netherlands', "*German* growers", "*Kenyan* farms" (``demonym_value``). The words come from countryinfo's data
(each country's demonym, its name and other spellings: 'Netherlands', 'Holland', 'NL'); a stored value that is one
of the spellings of a country the word names is read as said."""

from __future__ import annotations

from collections.abc import Container
from functools import lru_cache

from kgchat.backends.base import normalize_name

# the parts of the United Kingdom countryinfo gives no entry of their own (it has Scotland and Wales)
MORE = {"english": ("England",), "northern irish": ("Northern Ireland",)}


@lru_cache(maxsize=1)
def _countries() -> dict[str, tuple[str, ...]]:
    """Demonym (lower case) → the normalised names of the countries it names, each with its other spellings."""
    from countryinfo import CountryInfo  # a core dependency (pyproject)

    out: dict[str, list[str]] = {}
    for info in CountryInfo.all().values():
        if demonym := str(info.get("demonym") or "").lower():
            out.setdefault(demonym, []).extend([info.get("name", ""), *info.get("altSpellings", ())])
    for demonym, names in MORE.items():
        out.setdefault(demonym, []).extend(names)
    return {k: tuple(dict.fromkeys(normalize_name(n) for n in v if n)) for k, v in out.items()}


def demonym_value(word: str, values: Container[str]) -> str:
    """The stored value of a country ``word`` names by its people ("dutch": 'netherlands'), or ``word`` itself
    where it is a value already or names no country the graph stores."""
    if word in values:
        return word
    return next((name for name in _countries().get(word, ()) if name in values), word)
