"""Nouns that say a sex: "*bulls* born in 2013", "*heifers* sold in March", "*ewes*". On a graph
that keeps the sex of its animals or people in a key of its own (values such as 'M' / 'F' or 'male' / 'female'),
such a noun says that key's value (``sexed_value``), as "Dutch" says a country; the kind of thing it is comes from
the label that holds the key. The words are English nouns for a male or a female of a kind (and the plain words
for either), not any graph's values; nouns of kinship ("daughters", "sires") name a relative too, and are left to
what reads relatives. A noun the graph also stores as a value of its own ('bull' of a sale's kind) is read both
ways, for the words around it to choose; one that names a key (``cowsHead``: "herds with more than 85 *cows*") is
read as the key."""

from __future__ import annotations

MALE = frozenset("""male males man men boy boys gentleman gentlemen bull
bulls bullock bullocks steer steers ram rams tup tups wether wethers stallion stallions colt colts gelding geldings
boar boars buck bucks cock cocks cockerel cockerels rooster roosters drake drakes gander ganders stag stags""".split())  # noqa: SIM905 - nouns
FEMALE = frozenset("""female females woman women girl girls lady ladies cow cows heifer heifers ewe ewes gimmer gimmers mare mares filly fillies sow sows gilt gilts doe hen hens
pullet pullets vixen vixens""".split())  # noqa: SIM905 - nouns
# how a graph writes each sex ("M", "male", "Male" normalise to these)
WRITTEN = {"male": ("m", "male", "males", "man", "men"), "female": ("f", "female", "females", "woman", "women")}


def sexed_value(word: str, values: dict) -> str | None:
    """The stored value (normalised, a key of ``values``) the noun ``word`` says of a key that holds nothing but
    the two sexes, or None where it says no sex or the graph keeps none."""
    sex = "male" if word in MALE else "female" if word in FEMALE else ""
    if not sex:
        return None
    keys = {e for norm in (*WRITTEN["male"], *WRITTEN["female"]) for e, _ in values.get(norm, ())}
    for norm in WRITTEN[sex]:
        for e, _ in values.get(norm, ()):
            if e in keys and _only_sexes(e, values):
                return norm
    return None


def _only_sexes(element: object, values: dict) -> bool:
    """Whether every value the key holds writes a sex."""
    held = {norm for norm, found in values.items() if any(e == element for e, _ in found)}
    return bool(held) and held <= {w for ws in WRITTEN.values() for w in ws}
