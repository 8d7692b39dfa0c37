"""KBQA-o1 engine: the agent's tools on a real graph, MCTS arithmetic, whole searches, and the causal-LM training path.

Searches run on the tiny movie graph in SQLite with a transparent keyword scorer (a relation hop scores when the
question uses its word), so every expected answer can be worked out by hand. The causal-LM path uses a tiny randomly
initialised GPT-2 built in the test (nothing downloaded): it proves LoRA/DoRA training and scoring run, not that
the model is any good.
"""

from __future__ import annotations

import json
import math

import pytest

from kgchat.evaluation.datasets import Example
from kgchat.linking import ENTITY_MARKER
from kgchat.logic import Join, Relation, parse, to_sexpr
from kgchat.reasoning.agent import Action, AgentState, Environment, actions_for_chain, form_chains, tool_cues
from kgchat.reasoning.mcts import MCTS, MCTSConfig, MCTSEngine, Node, backpropagate, uct
from kgchat.reasoning.policy import EncoderPolicy, LMPolicy, paper_score, stop_rule_value, unit_score
from kgchat.scorers.base import BaseScorer
from kgchat.types import Entity, EntityMatch, Provenance

STEMS = {"directed_by": "direct", "starred_actors": "star", "written_by": "writ", "release_year": "release",
         "has_genre": "genre", "in_language": "language"}


class KeywordScorer(BaseScorer):
    """Chain score = (share of the question's keywords the chain covers) × (share of hops that match one) × 0.99^hops
    (merged chains, joined by "and", count as one chain of all their hops).

    "who directed Inception": ``directed by`` scores 0.99, ``directed by then directed by (reverse)`` 0.98.
    """

    name = "keyword"

    def score(self, question, options, context=""):
        q = question.lower()
        wanted = {s for s in STEMS.values() if s in q}
        out = []
        for option in options:
            hops = option.replace(" and ", " then ").split(" then ")
            hits = [STEMS.get(h.replace(" (reverse)", "").replace(" ", "_")) for h in hops]
            hits = [h if h in wanted else None for h in hits]
            cover = len({h for h in hits if h}) / max(1, len(wanted))
            precision = sum(h is not None for h in hits) / len(hops)
            out.append(cover * precision * 0.99 ** len(hops))
        return out


@pytest.fixture(autouse=True, scope="module")
def one_torch_thread():
    """Small models on a shared CPU: one thread is several times faster than threads contending for cores."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture
def engine(tiny_sqlite):
    return MCTSEngine(tiny_sqlite, scorer=KeywordScorer())


def topic(store, name):
    return EntityMatch(store.entity(name), 1.0, "exact", name)


# -- the agent ----------------------------------------------------------------------------------------------------------
def test_options_come_from_the_graph(tiny_sqlite):
    env = Environment(tiny_sqlite, "what did Christopher Nolan direct", [topic(tiny_sqlite, "Christopher Nolan")])
    start = AgentState(env.question)
    assert [a.text() for a in env.options(start)] == ["Extract_entity [ Christopher Nolan ]"]
    state = env.apply(start, env.options(start)[0])
    texts = [a.text() for a in env.options(state)]
    # both directions of Nolan's edges; no Finish before a relation has been followed
    assert {"Find_relation [ ~directed_by ]", "Find_relation [ ~written_by ]", "Find_relation [ type.object.type ]"} \
        <= set(texts)
    assert "Finish [ expression ]" not in texts
    films = env.apply(state, Action("Find_relation", ("~directed_by",)))
    assert films.current == Join(Relation("directed_by"), parse('"Christopher Nolan"'))
    assert [e.name for e in env.answers(films.current)] == ["Inception", "Interstellar", "The Dark Knight"]
    assert "Finish [ expression ]" in [a.text() for a in env.options(films)]
    assert films.history[-1].observation == "expression = JOIN('~directed_by', expression)"


def test_actions_round_trip_and_forms_read_back(tiny_sqlite):
    actions = actions_for_chain(Entity("Leonardo DiCaprio", "Leonardo DiCaprio"), [["~starred_actors"], ["directed_by"]])
    assert [a.text() for a in actions] == ["Extract_entity [ Leonardo DiCaprio ]", "Find_relation [ ~starred_actors ]",
                                           "Find_relation [ directed_by ]", "Finish [ expression ]"]
    assert Action.parse("Order [ ARGMAX | release_year ]") == Action("Order", ("ARGMAX", "release_year"))
    assert Action.parse("Fly [ away ]") is None
    form = parse('(JOIN (R directed_by) (JOIN starred_actors "Leonardo DiCaprio"))')
    assert [c.labels for c in form_chains(form)] == [("~starred_actors", "directed_by")]


def test_cues_ignore_entity_names():
    assert tool_cues("how many films did [Christopher Nolan] direct") == {"Count"}
    assert tool_cues("who wrote [Last of the Dogmen]", ["Last of the Dogmen"]) == set()
    assert tool_cues("which films released after 2005 did Nolan direct") == {"Compare"}
    assert tool_cues("which films did Nolan direct in 2010") == {"Time_constraint"}


# -- MCTS arithmetic -------------------------------------------------------------------------------------------------------
def _tree():
    root = Node(0, AgentState("q"))
    a = Node(1, AgentState("q"), root, Action("Find_relation", ("a",)), prior=0.9)
    b = Node(2, AgentState("q"), root, Action("Find_relation", ("b",)), prior=0.5)
    root.children = [a, b]
    return root, a, b


def test_uct_on_a_hand_built_tree():
    root, a, b = _tree()
    root.visits, a.visits, a.q, b.visits, b.q = 4, 3, 0.6, 1, 0.5
    assert uct(root, a, 10.0) == pytest.approx(60.0 + 10.0 * math.sqrt(math.log(4) / 3))  # 69.61
    assert uct(root, b, 10.0) == pytest.approx(50.0 + 10.0 * math.sqrt(math.log(4) / 1))  # 61.77
    assert uct(root, b, 30.0) > uct(root, a, 30.0)  # more exploration weight favours the less visited child
    assert uct(root, Node(3, AgentState("q"), root), 10.0) == math.inf  # unvisited: tried first


def test_backpropagation_takes_the_best_child_and_averages_leaves():
    root, a, b = _tree()
    backpropagate([root, a], 0.8)
    backpropagate([root, b], 0.4)
    assert (root.visits, root.q, a.q, b.q) == (2, 0.8, 0.8, 0.4)
    backpropagate([root, a], 0.6)
    assert a.visits == 2 and a.q == pytest.approx(0.7)  # a leaf's Q is the mean of its values
    assert root.q == pytest.approx(0.7) and root.visits == 3  # the parent follows its best child


def test_stop_rule_value_follows_tog_r():
    # one hop: its score; deeper: accepted (beats the best prefix by > margin) costs one margin, rejected two
    assert stop_rule_value([0.8], 0.03) == 0.8
    assert stop_rule_value([0.80, 0.90], 0.03) == pytest.approx(0.87)
    assert stop_rule_value([0.80, 0.82], 0.03) == pytest.approx(0.76)
    # the middle prefix was not worth it, so the 3-hop chain only has to beat the 1-hop one
    assert stop_rule_value([0.88, 0.76, 0.94], 0.03) == pytest.approx(0.91)


def test_forms_that_fail_or_find_nothing_are_penalised(tiny_sqlite):
    cfg = MCTSConfig()
    env = Environment(tiny_sqlite, "who directed Inception", [topic(tiny_sqlite, "Inception")])
    search = MCTS(env, EncoderPolicy(KeywordScorer()), cfg)

    def finished(form_text):
        form = parse(form_text)
        state = AgentState("who directed Inception", current=form, chains=tuple(c.labels for c in form_chains(form)),
                           finished=True)
        return Node(99, state, search.root, Action("Finish", ("expression",)), prior=0.9, terminal=True)

    assert search.evaluate(finished("(JOIN (R no_such_relation) Inception)")) == cfg.non_executable_value
    assert search.evaluate(finished('(JOIN (R directed_by) "The Revenant")')) == cfg.empty_value
    good = search.evaluate(finished("(JOIN (R directed_by) Inception)"))
    assert good == pytest.approx(0.5 * 0.9 + 0.5 * 0.99)  # α·policy + (1−α)·reward
    assert cfg.non_executable_value < cfg.empty_value < 0 <= good


def test_encoder_values_keep_the_order_of_scores_above_one(tiny_sqlite):
    class Tripled(KeywordScorer):  # like the lexical scorer, whose word-count bonuses go past 1
        reads_entity_marker = True
        asked: list[str] = []

        def score(self, question, options, context=""):
            self.asked.append(question)
            return [3 * s for s in super().score(question, options, context)]

    question = "who directed the films starred by Leonardo DiCaprio"
    env = Environment(tiny_sqlite, question, [topic(tiny_sqlite, "Leonardo DiCaprio")])
    policy = EncoderPolicy(Tripled())
    two_hops = policy.value(env, parse('(JOIN (R directed_by) (JOIN starred_actors "Leonardo DiCaprio"))'))
    one_hop = policy.value(env, parse('(JOIN starred_actors "Leonardo DiCaprio")'))
    assert two_hops > one_hop > 1  # not both cut to 1, which made them tie
    assert Tripled.asked[0] == f"who directed the films starred by {ENTITY_MARKER}"  # the scorer reads the marker


# -- whole searches ---------------------------------------------------------------------------------------------------------
def test_answers_a_one_hop_question(engine):
    steps = []
    answer = engine.ask("who directed Inception", on_step=steps.append)
    assert [e.name for e in answer.entities] == ["Christopher Nolan"]
    assert answer.provenance is Provenance.KG_EXACT
    assert answer.trace.logical_form == "(JOIN (R directed_by) Inception)"
    assert [p.as_text() for p in answer.trace.paths] == ["Inception --directed_by--> Christopher Nolan"]
    assert [s.kind for s in steps] == [s.kind for s in answer.trace.steps]
    assert {"link", "expansion", "rollout", "answer"} <= {s.kind for s in steps}
    tree = answer.trace.extra["mcts_tree"]
    json.dumps(answer.to_dict())  # the whole trace, tree included, is JSON
    assert tree[0]["parent"] is None and {"id", "parent", "action", "Q", "visits"} <= set(tree[0])
    assert tree[0]["visits"] == MCTSConfig().rollouts
    trajectory = answer.trace.extra["trajectory"]
    assert [t["action"] for t in trajectory] == ["Extract_entity [ Inception ]", "Find_relation [ directed_by ]",
                                                 "Finish [ expression ]"]
    assert all(set(t) >= {"thought", "action", "observation"} for t in trajectory)
    assert answer.cost.graph_queries > 0


def test_answers_a_two_hop_question(engine):
    answer = engine.ask("who directed the films starred by Leonardo DiCaprio")
    assert {e.name for e in answer.entities} == {"Christopher Nolan", "James Cameron", "Martin Scorsese"}
    assert answer.trace.logical_form == '(JOIN (R directed_by) (JOIN starred_actors "Leonardo DiCaprio"))'
    assert "Leonardo DiCaprio <--starred_actors-- Titanic --directed_by--> James Cameron" in \
        [p.as_text() for p in answer.trace.paths]


def test_count_order_and_compare_tools(engine):
    count = engine.ask("how many films did Christopher Nolan direct")
    assert count.trace.logical_form == '(COUNT (JOIN directed_by "Christopher Nolan"))' and count.text == "3"
    latest = engine.ask("which is the latest film directed by Christopher Nolan")
    assert latest.trace.logical_form == '(ARGMAX (JOIN directed_by "Christopher Nolan") release_year)'
    assert [e.name for e in latest.entities] == ["Interstellar"]
    after = engine.ask("which films did Christopher Nolan direct after 2009")
    assert after.trace.logical_form == '(AND (JOIN directed_by "Christopher Nolan") (gt release_year 2009))'
    assert {e.name for e in after.entities} == {"Inception", "Interstellar"}


def test_search_is_deterministic_for_a_seed(tiny_sqlite):
    q = "who directed the films starred by Leonardo DiCaprio"
    first = MCTSEngine(tiny_sqlite, scorer=KeywordScorer()).ask(q)
    second = MCTSEngine(tiny_sqlite, scorer=KeywordScorer()).ask(q)
    assert first.trace.extra["mcts_tree"] == second.trace.extra["mcts_tree"]
    assert [e.id for e in first.entities] == [e.id for e in second.entities]


def test_no_topic_and_stop(engine):
    none = engine.ask("what is the meaning of life")
    assert none.provenance is Provenance.NONE and none.entities == []
    stopped = engine.ask("who directed Inception", should_stop=lambda: True)
    assert stopped.trace.extra["stopped"] and stopped.provenance is Provenance.NONE


def test_fuzzy_link_makes_the_answer_approximate(engine):
    answer = engine.ask("who directed Incepshun")
    assert answer.provenance is Provenance.KG_APPROXIMATE
    assert [e.name for e in answer.entities] == ["Christopher Nolan"]


# -- the causal-LM path -------------------------------------------------------------------------------------------------------
def test_lm_scores_map_to_the_unit_interval():
    assert paper_score(0.0) == 100.0 and paper_score(-2.0) == -100.0
    assert unit_score(0.0) == 1.0 and unit_score(-2.0) == pytest.approx(math.exp(-2.0))


@pytest.mark.slow
def test_proposals_are_matched_to_executable_options(tiny_sqlite):
    from kgchat.llm import ScriptedLLM

    # the "model" writes a loose action and likes directed_by; matching finds the executable relation
    llm = ScriptedLLM(lambda purpose, prompt: "Find_relation [ director ]" if "Extract_entity" in prompt
                      else "Extract_entity [ Inception ]",
                      score_fn=lambda prompt, cont: -0.1 if ("directed_by" in cont or "Inception" in cont
                                                             or "Finish" in cont) else -3.0)
    answer = MCTSEngine(tiny_sqlite, llm=llm, config=MCTSConfig(rollouts=3)).ask("who directed Inception")
    assert [e.name for e in answer.entities] == ["Christopher Nolan"]
    assert answer.trace.extra["mcts"]["policy"] == "lm:scripted"
    assert any(x.purpose == "mcts_policy" for x in answer.trace.llm)


@pytest.fixture(scope="module")
def tiny_lm(tmp_path_factory):
    from tiny_hf import build_tiny_lm

    return build_tiny_lm(tmp_path_factory.mktemp("tiny_lm"))


@pytest.mark.slow
def test_lora_fine_tuning_trains_and_scores(tiny_lm, tmp_path, tiny_sqlite):
    import torch
    from safetensors.torch import load_file

    from kgchat.llm.hf_llm import HFLLM
    from kgchat.train.mcts_train import MCTSTrainConfig, finetune_lm, sft_pairs

    actions = actions_for_chain(tiny_sqlite.entity("Inception"), [["directed_by"]])
    policy_pairs, reward_pair = sft_pairs("who directed inception", actions, tiny_sqlite)
    assert policy_pairs[0][0].endswith("Action:") and policy_pairs[0][1].startswith(" Extract_entity [ Inception ]")
    assert reward_pair[1] == " (JOIN (R directed_by) Inception)"
    cfg = MCTSTrainConfig(adapter="lora", lr=1e-2, lora_r=4, lora_alpha=8, lora_dropout=0.0, batch_size=4,
                          device="cpu", max_length=64, save="merged")
    report = finetune_lm(tiny_lm, policy_pairs + [reward_pair], tmp_path / "ft", epochs=15, cfg=cfg)
    assert report["steps"] == 15 and report["loss_last"] < report["loss_first"]
    before = load_file(str(tiny_lm / "model.safetensors"))
    after = load_file(str(tmp_path / "ft" / "model.safetensors"))
    assert any(not torch.equal(before[k], after[k]) for k in before if k in after)
    llm = HFLLM(tmp_path / "ft", device="cpu", chat=False)
    policy = LMPolicy(llm)
    env = Environment(tiny_sqlite, "who directed inception", [topic(tiny_sqlite, "Inception")])
    scores = policy.policy(env, AgentState(env.question), [Action("Extract_entity", ("Inception",), "Inception")])
    assert 0.0 < scores[0] <= 1.0
    assert 0.0 < policy.reward(env, parse("(JOIN (R directed_by) Inception)")) <= 1.0


@pytest.mark.slow
def test_train_mcts_with_a_causal_lm(tiny_lm, tmp_path, tiny_sqlite):
    from kgchat.reasoning.policy import load_policy
    from kgchat.train.mcts_train import MCTSTrainConfig, train_mcts_examples

    labelled = [Example("l1", "who directed inception", ["Christopher Nolan"], ["Inception"]),
                Example("l2", "who directed titanic", ["James Cameron"], ["Titanic"])]
    unlabelled = [Example("u1", "who directed interstellar", [], ["Interstellar"])]
    cfg = MCTSTrainConfig(adapter="dora", lr=1e-2, lora_r=4, lora_alpha=8, device="cpu", max_steps=4, max_length=64,
                          threshold=0.0, exploration=MCTSConfig.exploration(rollouts=2))
    report = train_mcts_examples(labelled, unlabelled, tiny_sqlite, tmp_path / "m", tiny_lm, cfg)
    assert report["path"] == "causal-lm" and report["weak_labels"]["labelled"] == 2
    assert report["sft"]["policy"]["steps"] == 4 and report["exploration"]["questions"] == 1
    # adapters only (the base model stays where it is), trained further by the incremental stage
    assert (tmp_path / "m" / "policy" / "adapter_config.json").exists() and (tmp_path / "m" / "reward").is_dir()
    assert not (tmp_path / "m" / "policy" / "model.safetensors").exists()
    assert report["exploration"]["kept"] == 1 and report["incremental"]["policy"]["steps"] == 4
    assert json.loads((tmp_path / "m" / "mcts_training.json").read_text())["config"]["adapter"] == "dora"
    policy = load_policy(tmp_path / "m", device="cpu")
    assert isinstance(policy, LMPolicy)
    # the two adapters run over one copy of the base model, each giving what it gives loaded alone
    from kgchat.llm.hf_llm import HFLLM

    assert policy.llm.model is policy.reward_llm.model and policy.llm is not policy.reward_llm
    texts = [" who directed", " the film"]
    together = [policy.llm.score_continuations("nolan", texts), policy.reward_llm.score_continuations("nolan", texts),
                policy.llm.score_continuations("nolan", texts)]
    alone = [HFLLM(tmp_path / "m" / d, device="cpu", chat=False).score_continuations("nolan", texts)
             for d in ("policy", "reward")]
    assert together[0] == pytest.approx(alone[0], abs=1e-5) and together[1] == pytest.approx(alone[1], abs=1e-5)
    assert together[2] == together[0] and together[0] != pytest.approx(together[1], abs=1e-4)


def test_parsed_forms_print_back(tiny_sqlite):
    form = parse('(JOIN (R directed_by) (JOIN starred_actors "Leonardo DiCaprio"))')
    assert to_sexpr(form) == '(JOIN (R directed_by) (JOIN starred_actors "Leonardo DiCaprio"))'


@pytest.mark.slow
def test_train_mcts_encoder_path(tmp_path, tiny_sqlite):
    """No base model: weak labels → learned scorer → MCTS exploration → filter → incremental fine-tuning."""
    from kgchat.reasoning.policy import load_policy
    from kgchat.train.mcts_train import MCTSTrainConfig, train_mcts_examples

    labelled = [Example("l1", "who directed [Inception]", ["Christopher Nolan"], ["Inception"]),
                Example("l2", "which films did [Matt Damon] star in", ["The Departed", "Ocean's Eleven"], ["Matt Damon"])]
    unlabelled = [Example("u1", "who directed [Interstellar]", [], ["Interstellar"])]
    cfg = MCTSTrainConfig(encoder_epochs=2, threshold=0.0, device="cpu",
                          exploration=MCTSConfig.exploration(rollouts=2))
    report = train_mcts_examples(labelled, unlabelled, tiny_sqlite, tmp_path / "m", None, cfg)
    assert report["path"] == "encoder" and report["exploration"]["kept"] == 1 and "incremental" in report
    assert (tmp_path / "m" / "auto_labels.jsonl").read_text().count("\n") == report["exploration"]["chain_labels"]
    policy = load_policy(tmp_path / "m")
    assert isinstance(policy, EncoderPolicy)
    answer = MCTSEngine(tiny_sqlite, policy=policy).ask("who directed [The Departed]")
    assert answer.trace.logical_form is not None


def test_base_model_specs_say_what_to_give(tmp_path):
    """--base-model takes a folder, local or gguf:FILE; anything else is refused with what to give instead."""
    from kgchat.errors import ConfigError
    from kgchat.llm.gguf_hf import MARKER, is_converted, resolve

    (tmp_path / "model").mkdir()
    assert resolve(str(tmp_path / "model"), tmp_path) == tmp_path / "model"  # a folder is taken as it is
    with pytest.raises(ConfigError, match="no model folder at .*gguf:PATH or local"):
        resolve(str(tmp_path / "missing"), tmp_path)
    (tmp_path / "m.gguf").write_bytes(b"GGUF")
    with pytest.raises(ConfigError, match=r"give it as gguf:.*m\.gguf"):
        resolve(str(tmp_path / "m.gguf"), tmp_path)
    # a converted folder is recognised by its marker, and only for the GGUF it was made from
    assert not is_converted(tmp_path / "model")
    (tmp_path / "model" / MARKER).write_text(json.dumps({"sha256": "ab" * 32}))
    assert is_converted(tmp_path / "model") and is_converted(tmp_path / "model", "ab" * 32)
    assert not is_converted(tmp_path / "model", "cd" * 32)


def test_an_entity_named_in_the_question_and_left_out_of_the_form_is_found():
    """"what did X do on HV24-123" answered by all X worked on: HV24-123 is named and unused, so never exact."""
    from kgchat.logic.sexpr import parse
    from kgchat.reasoning.mcts import _left_out
    from kgchat.types import Entity, EntityMatch

    linked = [EntityMatch(Entity("m:1", "Denholm Carrow"), 1.0, "exact", "Denholm Carrow"),
              EntityMatch(Entity("j:9", "HV24-123"), 1.0, "exact", "HV24-123"),
              EntityMatch(Entity("m:2", "Carrow Lane"), 0.6, "fuzzy", "Carrow")]  # a word of a name it uses
    assert _left_out(parse("(JOIN (R WORKED_ON) m:1)"), linked) == "HV24-123"
    assert _left_out(parse("(AND (JOIN (R WORKED_ON) m:1) j:9)"), linked) == ""
