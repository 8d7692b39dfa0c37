"""The ``Lexicon`` profile type, the general word lists every profile shares, and the neutral default profile."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from kgchat.lexicons.people import PEOPLE, Concept

# Function words never name a relation (RelationWords, the lexical scorer's question windows).
FUNCTION_WORDS = frozenset("""
a an the of in on at to for from by with about as into and or but not no is are was were be been being do does did
what which who whom whose when where why how that this these those it its he she they them his her their there me my
i you your we our us any all some can could would should will shall may might also
""".split())  # noqa: SIM905
# Words that say two things share a neighbour ("films that share actors", "who acted together with"): they are
# stop words for linking but carry meaning for relation scoring, so content words keep them.
# Of them, PAIRING_WORDS always say so ("directed films together with who"); "also" and "other" only sometimes
# ("what other films did X direct" asks one step).
PAIRING_WORDS = frozenset({"same", "share", "shared", "shares", "together", "co"})
SHARING_WORDS = PAIRING_WORDS | frozenset({"also", "other"})
# Relative words: after one, a clause may restate what the noun before it names ("the director *that* directed X").
RELATIVE_WORDS = frozenset({"that", "who", "which", "whom"})
# English words for a person, and type names that mean one ("which people", "that guy")
PERSON_WORDS = frozenset({"person", "persons", "people", "individual", "individuals", "human", "humans", "someone",
                          "anyone", "everyone", "man", "men", "woman", "women", "guy", "guys", "lady", "ladies",
                          "fellow", "folks"})
# Stop words of any graph: function words, the possessive "s" left by normalisation, and sharing words as linking
# sees them (no entity is called "the same").
BASE_STOP_WORDS = FUNCTION_WORDS | frozenset({"s", "same", "share", "shared"})


@dataclass(frozen=True)
class SynonymRule:
    """Which of the encoder's other words for a relation (``kgchat.train.synonyms``) ``kgchat train --graph`` may
    word a synthesised question with."""

    min_similarity: float = 0.5  # cosine of the encoded word and the encoded relation phrase
    margin: float = 0.05  # ... and this much above its cosine with every other relation phrase of the graph
    min_letters: int = 3  # shorter vocabulary words are not tried
    # Leave out a word that is the whole name of an entity of the graph: it names that thing, not a relation
    # ("canada" for ``country``, "male" for ``gender``), and a question worded with it teaches the wrong step.
    not_names: bool = False


@dataclass(frozen=True)
class Lexicon:
    """The words and weights of one graph's domain."""

    name: str = "default"
    # Nouns that name what kind of thing an entity is, not how it relates to another ("film", "person"): they say
    # little about which relation a question asks for, so the lexical scorer's windows and embeddings leave them out.
    generic_nouns: frozenset[str] = frozenset()
    # Domain nouns that are stop words for linking (never an entity mention on their own) but may name a relation.
    domain_stop_words: frozenset[str] = frozenset()
    # Lexical scorer weights: per step the question names or leaves unnamed, per window match (first move ~ words
    # next to the entity, last move ~ wh-phrase), and the similarity a window match must exceed to earn anything.
    # Word counts decide between chains; the embeddings break ties and rank what no word names.
    # The same values serve every profile (what they were measured to do: docs/knobs.md).
    lexical_weight: float = 0.3
    window_weights: tuple[float, float] = (0.2, 0.3)
    window_floor: float = 0.3
    # Question windows, in tokens: before and after the entity marker; from a leading wh-word; around a later
    # wh-word (before, after); at the end of a question without one.
    near_window: tuple[int, int] = (3, 2)
    leading_wh_window: int = 4
    later_wh_window: tuple[int, int] = (2, 2)
    tail_window: int = 3
    # No-LLM ToG-R: a chain whose answers are all named by the question (a topic entity, or another name in it:
    # "who played *Lola Bunny* in Space Jam") is not the answer while another chain of the beam answers (False: it
    # may be, "X's spouse's spouse" is X).
    answers_unsaid: bool = False
    # Wh-words read as the kind of thing they ask for in the wh-phrase window (("where", "place"): "where was X
    # born" asks for a place of birth); none by default (the windows were set without these readings).
    wh_kinds: tuple[tuple[str, str], ...] = ()
    stem_length: int = 4  # letters of a word compared with a relation word ("directed", "director" -> "dire")
    # Support counted for a step that walks straight back along the previous one when no word of the question says
    # something is shared (0: neutral; the Freebase profile counts -1: "the team whose mascot is X" is not "the
    # team's other mascots").
    lone_walk_back: int = 0
    # Subtracted from a chain's score for each step after the first: a length prior (0: none).
    step_cost: float = 0.0
    # The last step of a longer chain is named only by the words of the wh-phrase (``lexical_support``), and a
    # question without a wh-word asks for the noun phrase it opens with (``question_windows``).
    last_step_asked: bool = False
    # No-LLM ToG-R badges an answer approximate when a word of the question names nothing its chains walk (a
    # constraint they leave out: "the last time", "in 2009"); off where questions name a type word ("films") that no
    # relation carries.
    unaccounted_words_approximate: bool = False
    # Whether the zero-shot scorer's confident score is evidence enough for kg-exact on this graph
    # (``Scorer.badge_on_score``): True where its words and weights were chosen on people's labelled questions over
    # such a graph (the movie and Freebase profiles). Elsewhere (a user's own graph, whose words nobody tuned) the
    # no-LLM badge also asks that the chain account for every word of the question and that every step be asked for
    # by a word, as for a model trained without labels (``ToGSearch._badge``): a score alone badges many wrong
    # answers kg-exact on a graph the scorer's weights were not chosen for.
    zero_shot_vouches: bool = False
    # With a scorer that does not vouch, an answer whose chain walks fewer steps than the question's relation words
    # ask for is approximate (``RelationWords.steps_short``: each word that names a relation asks for a step), and
    # no-LLM ToG-R may go a step further for such a word (``ThinkOnGraphR._steps_short``).
    steps_counted: bool = True
    # With ``steps_counted``, the noun phrases of a possessive or "of" chain count as steps too, whether or not a
    # word of them names a relation ("X's *partner*'s *boss*": two steps; ``RelationWords.structure``), for the
    # badge and for no-LLM ToG-R's step further (``ThinkOnGraphR._steps_short``); read only where ``steps_counted``
    # is on (and, with a scorer that vouches, ``tuned_steps_counted``).
    structure_counted: bool = True
    # Whether the question's words count the steps a chain must walk even where the scorer's confidence would
    # badge it alone: true where the profile's relation words were chosen on labelled questions of such a graph, so
    # one word names one relation. Then no-LLM ToG-R's badge with a scorer that vouches (``zero_shot_vouches``, or
    # a model trained on labelled questions) is approximate when the chain walks fewer steps than the words ask
    # for, a relation named after a pairing word counting twice (``ToGSearch._badge``; ``RelationWords.steps_short``
    # with round trips); and the CRF agent's walk does not stop while shorter, and a shorter walk's answer is
    # approximate (``CRFConfig.steps_counted``). Off by default: on a graph whose words nobody tuned, two words may
    # name one relation ("religious *belief*") and be counted twice, so a walk that was right walks on and goes
    # wrong, and right answers lose their badge.
    tuned_steps_counted: bool = False
    # Word beginnings that take a relation again ("grandparent": a parent's parent; "great-grandson"), for
    # ``steps_counted``: English kinship words, carried by the default profile of people's own graphs.
    stacking_prefixes: tuple[str, ...] = ()
    # English words for facts about people (``kgchat.lexicons.people``: "son" for a children relation, "father" for
    # parents), tied to the graph's relations by the encoder (``RelationWords``): no-LLM ToG-R and the badge then
    # read "the *son* of X's *father*" as naming two steps. The default profile of people's own graphs carries them;
    # the movie and Freebase profiles were tuned without them. (``kgchat train --graph`` words synthesised questions
    # with all of ``PEOPLE`` on every graph, whatever its profile: there the encoder decides which concepts attach.)
    people: tuple[Concept, ...] = ()
    # English words for the roles people take in the graph's domain, as ``people`` (``Concept``s tied to relations by
    # the encoder; one-word nouns then name the relation for ``RelationWords``). The movie profile's are film credits
    # (``lexicons.movies.FILM_CREDITS``: "*screenwriter*" names the writing relation, which the encoder alone places
    # under ``RelationWords.threshold``), so no-LLM ToG-R, its badge and the CRF walk count "the films written by the
    # *screenwriter* of X" as three steps, not two.
    roles: tuple[Concept, ...] = ()
    # ``kgchat train --graph``: the share of synthesised stepping stones drawn among relations between individuals
    # (``SynthConfig.individual_rate``: "X's son's wife's nationality"). 0 for Freebase, whose questions chain
    # through CVT nodes and places, not from person to person: questions synthesised that way teach chains people
    # do not ask about.
    stepping_stones: float = 0.5
    # ``kgchat train --graph``: which other words for a relation word synthesised questions (None: only the
    # relation's own words and people's words).
    synonyms: SynonymRule | None = SynonymRule()
    # ``--scorer auto`` with a model trained without labels (``kgchat.scorers.ensemble``): the learned probability's
    # share of the chain score when the model's config names none (None: ``ensemble.LEARNED_SHARE``, 0.75).
    learned_share: float | None = None
    # No-LLM ToG-R: a chain one step longer than the best so far replaces it when that step accounts for a word of
    # the question the shorter chain leaves out and it scores at most this much lower (0: never; the longer chain
    # must then beat the best by ``ToGConfig.stop_margin``). A question word that no step of the shorter chain
    # accounts for is evidence that the question asks one step more, worth a somewhat lower score.
    extension_gap: float = 0.6
    # Relations that say what kind of thing an entity is (Freebase's notable types): ToG-R never walks them as a
    # step, since a question asks for things, not for their types (a type constrains the answer instead).
    type_relations: frozenset[str] = frozenset()
    # Chain vector = normalised sum of its steps' vectors, each encoded once and cached (fast on big schemas);
    # False encodes every chain text whole (word order inside the chain counts, one encoder pass per new chain).
    compose_hops: bool = False

    @property
    def concepts(self) -> tuple[Concept, ...]:
        """The words tied to relations by the encoder (``RelationWords``): facts about people, then domain roles."""
        return self.people + self.roles

    @cached_property
    def stop_words(self) -> frozenset[str]:
        """Words that are never an entity mention on their own, and not content words of a question."""
        return BASE_STOP_WORDS | self.domain_stop_words | self.generic_nouns


DEFAULT = Lexicon(stacking_prefixes=("great-", "grand"), people=PEOPLE)
