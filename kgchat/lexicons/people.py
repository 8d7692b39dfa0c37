"""English words for the facts a graph commonly keeps about people: how people ask for a parent, a child, a spouse,
an occupation, a nationality, a cause of death, without the relation's own name.

A graph's relation names rarely say it the way people do: ``children`` is asked for as "X's *son*" or "X's
*daughter*", ``profession`` as "what does X *do for a living*", ``cause_of_death`` as "how did X *die*". The frozen
encoder does not tie such words to the relation: "son" and "daughter" sit between ``parents``, ``children`` and
``gender``, and "where is X from" has no noun at all. ``kgchat train --graph`` words some synthesised questions
with these (``kgchat.scorers.relation_words.concept_words`` attaches each concept to the graph relation the encoder
places closest to one of its names, when one is close enough), so a graph-trained scorer learns them for any graph
that keeps such facts, whatever its relations are called.

General English kinship and biography words only, written from the language, not from a benchmark's questions; no
domain's entity names. Each concept's ``nouns`` name the relation's object ("X's *father*" for a relation from a
person to their parents); ``twice`` name the relation taken twice ("X's *grandfather*": a parent's parent); ``asks``
are whole questions whose answer is that object, ``{np}`` standing for the subject's noun phrase.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Concept:
    """One kind of fact about people, and the words people use for it."""

    names: tuple[str, ...]  # what a relation keeping this fact may be called (matched by the encoder)
    nouns: tuple[str, ...] = ()  # words for the relation's object ("father" for a parent)
    twice: tuple[str, ...] = ()  # words for the relation taken twice ("grandfather")
    asks: tuple[str, ...] = ()  # questions for the object; {np} is the subject


PEOPLE = (
    Concept(("parent", "parents", "father or mother"),
            ("father", "mother", "dad", "mom", "mum", "daddy", "mommy", "mama", "papa", "parent", "parents"),
            ("grandparent", "grandparents", "grandfather", "grandmother", "grandpa", "grandma")),
    Concept(("child", "children", "son or daughter"),
            ("son", "daughter", "child", "kid", "offspring", "sons", "daughters", "kids", "children"),
            ("grandchild", "grandchildren", "grandson", "granddaughter", "grandkid", "grandkids")),
    Concept(("spouse", "husband or wife"),
            ("wife", "husband", "spouse", "partner", "consort", "mate"),
            (),
            ("who is {np} married to", "who was {np} married to", "who did {np} marry", "whom did {np} marry")),
    Concept(("sibling", "siblings", "brother or sister"), ("brother", "sister", "sibling", "siblings")),
    Concept(("occupation", "profession", "job"),
            ("job", "occupation", "profession", "career", "trade", "line of work"),
            (),
            ("what does {np} do for a living", "what did {np} do for a living", "what does {np} do",
             "what kind of work does {np} do", "what does {np} work as", "what did {np} work as")),
    Concept(("nationality", "citizenship", "country of citizenship"),
            ("nationality", "citizenship", "country"),
            (),
            ("where is {np} from", "where does {np} come from", "where did {np} come from", "what country is {np} from",
             "which country does {np} come from", "what country does {np} belong to")),
    Concept(("cause of death",),
            ("cause of death",),
            (),
            ("how did {np} die", "what did {np} die of", "what did {np} die from", "what killed {np}",
             "why did {np} die", "what was the cause of {np}'s death")),
    Concept(("place of birth", "birthplace"),
            ("birthplace", "place of birth", "hometown"),
            (),
            ("where was {np} born", "where is {np} born", "in which city was {np} born", "what city was {np} born in")),
    Concept(("place of death", "deathplace"),
            ("place of death",),
            (),
            ("where did {np} die", "in which city did {np} die", "where did {np} pass away", "what city did {np} die in")),
    Concept(("employer", "employment", "employed by"),
            ("employer", "workplace"),
            (),
            ("where does {np} work", "who does {np} work for", "where did {np} work", "who employs {np}",
             "who did {np} work for")),
    Concept(("education", "school", "alma mater"),
            ("school", "alma mater", "university", "college"),
            (),
            ("where did {np} study", "where did {np} go to school", "what school did {np} attend",
             "where was {np} educated", "which university did {np} attend")),
    Concept(("religion", "faith"),
            ("religion", "faith", "creed"),
            (),
            ("what religion is {np}", "what faith does {np} follow", "what religion does {np} practice",
             "what religion did {np} follow")),
    Concept(("ethnicity", "ethnic group"),
            ("ethnicity", "ethnic group", "race", "ethnic background"),
            (),
            ("what ethnicity is {np}", "what race is {np}", "what ethnic group does {np} belong to")),
    Concept(("gender", "sex"),
            ("gender", "sex"),
            (),
            ("is {np} male or female", "what gender is {np}", "what sex is {np}", "is {np} a man or a woman")),
    Concept(("place of residence", "residence"),
            ("residence", "home", "place of residence"),
            (),
            ("where does {np} live", "where did {np} live", "where is {np} living", "in which city does {np} live")),
)
