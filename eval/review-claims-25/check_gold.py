#!/usr/bin/env python3
"""Self-check for the review-claims-25 gold set (standard library only).

Checks: claim equals its draft paragraph; rationale verbatim in its document
and 12-45 words; 25 drafts x 20 paragraphs; one claim of each kind per source
sentence and the five share one rationale; kind/label agree; counts; every
contradiction note tagged; no neighbouring paragraphs from the same sentence;
sources.txt matches draft order; no markup; no duplicate claims.
Exits non-zero on any problem.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
FIELDS = {"claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"}
MARKUP = ["`", "*", "http://", "https://", ":pep:", ":ref:", ":func:", ":mod:",
          ":class:", ":c:", "](", "[#", "<http", "\\"]

problems = []


def problem(msg):
    problems.append(msg)


def read_paragraphs(path):
    text = open(path, encoding="utf-8").read()
    blocks = [b.strip("\n") for b in text.split("\n\n")]
    blocks = [b for b in blocks if b.strip()]
    headings = [b for b in blocks if b.startswith("#")]
    paras = [b for b in blocks if not b.startswith("#")]
    return text, headings, paras


def main():
    gold_path = os.path.join(HERE, "gold.jsonl")
    rows = [json.loads(line) for line in open(gold_path, encoding="utf-8") if line.strip()]
    sources = [l for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8").read().split("\n") if l]

    # ---- drafts
    drafts = {}
    for n in range(1, 26):
        name = "draft-%02d.md" % n
        path = os.path.join(HERE, "drafts", name)
        if not os.path.exists(path):
            problem("missing %s" % name)
            continue
        text, headings, paras = read_paragraphs(path)
        drafts[name] = paras
        if len(headings) != 2 or not headings[0].startswith("# Notes on ") or not headings[1].startswith("## PEP "):
            problem("%s: expected '# Notes on ...' and '## PEP NNN: ...' headings" % name)
        if len(paras) != 20:
            problem("%s: %d paragraphs, expected 20" % (name, len(paras)))
        for p in paras:
            if "\n" in p:
                problem("%s: paragraph spans several lines: %r" % (name, p[:60]))
    extra = sorted(set(os.listdir(os.path.join(HERE, "drafts"))) - set(drafts))
    if extra:
        problem("unexpected files in drafts/: %s" % extra)

    # ---- rows
    if len(rows) != 500:
        problem("gold.jsonl has %d rows, expected 500" % len(rows))
    raw_cache = {}
    by_sid = collections.defaultdict(list)
    by_draft = collections.defaultdict(list)
    for i, r in enumerate(rows, 1):
        where = "row %d" % i
        if set(r) != FIELDS:
            problem("%s: fields %s" % (where, sorted(set(r) ^ FIELDS)))
            continue
        by_sid[r["sentence_id"]].append(r)
        by_draft[r["draft"]].append(r)
        paras = drafts.get(r["draft"])
        if paras is None:
            problem("%s: unknown draft %s" % (where, r["draft"]))
        elif not (1 <= r["paragraph"] <= len(paras)) or paras[r["paragraph"] - 1] != r["claim"]:
            problem("%s: claim does not equal %s paragraph %s" % (where, r["draft"], r["paragraph"]))
        if r["kind"] not in LABEL:
            problem("%s: unknown kind %r" % (where, r["kind"]))
        elif LABEL[r["kind"]] != r["label"]:
            problem("%s: kind %s with label %s" % (where, r["kind"], r["label"]))
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
            problem("%s: rationale must be a one-item list" % where)
            continue
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            problem("%s: doc_ids_files must be a one-item list" % where)
            continue
        doc = r["doc_ids_files"][0]
        if doc not in raw_cache:
            p = os.path.join(ROOT, doc)
            raw_cache[doc] = open(p, encoding="utf-8").read() if os.path.exists(p) else None
        raw = raw_cache[doc]
        rat = r["rationale"][0]
        if raw is None:
            problem("%s: document %s not found" % (where, doc))
        elif rat not in raw:
            problem("%s: rationale not verbatim in %s" % (where, doc))
        nw = len(rat.split())
        if not 12 <= nw <= 45:
            problem("%s: rationale has %d words" % (where, nw))
        m = re.fullmatch(r"d(\d\d)-s([1-4])", r["sentence_id"])
        if not m or "draft-%s.md" % m.group(1) != r["draft"]:
            problem("%s: sentence_id %s does not match draft %s" % (where, r["sentence_id"], r["draft"]))
        claim = r["claim"]
        for mk in MARKUP:
            if mk in claim:
                problem("%s: markup %r in claim" % (where, mk))
        if claim != claim.strip() or "\n" in claim or not claim.endswith("."):
            problem("%s: claim is not a clean one-line sentence" % where)
        if not r["note"].strip():
            problem("%s: empty note" % where)
        if r["kind"] == "contradiction":
            if not re.match(r"\[(%s)\] " % "|".join(SUBKINDS), r["note"]):
                problem("%s: contradiction note not tagged: %r" % (where, r["note"][:40]))
        elif re.match(r"\[(%s)\]" % "|".join(SUBKINDS), r["note"]):
            problem("%s: non-contradiction note carries a sub-kind tag" % where)

    # ---- per sentence
    if len(by_sid) != 100:
        problem("%d source sentences, expected 100" % len(by_sid))
    for sid, rs in sorted(by_sid.items()):
        kinds = sorted(r["kind"] for r in rs)
        if kinds != sorted(KINDS):
            problem("%s: kinds %s" % (sid, kinds))
        if len({r["rationale"][0] for r in rs}) != 1 or len({r["doc_ids_files"][0] for r in rs}) != 1:
            problem("%s: rows disagree on rationale or document" % sid)
        if len({r["draft"] for r in rs}) != 1:
            problem("%s: rows spread over several drafts" % sid)
    rationales = collections.Counter(rs[0]["rationale"][0] for rs in by_sid.values())
    for rat, c in rationales.items():
        if c > 1:
            problem("rationale used by %d sentences: %r" % (c, rat[:50]))

    # ---- per draft: order, neighbours, sources
    for n in range(1, 26):
        name = "draft-%02d.md" % n
        rs = by_draft.get(name, [])
        if [r["paragraph"] for r in rs] != list(range(1, 21)):
            problem("%s: gold rows not in paragraph order 1..20" % name)
        if len({r["sentence_id"] for r in rs}) != 4:
            problem("%s: expected 4 source sentences" % name)
        for a, b in zip(rs, rs[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                problem("%s: paragraphs %d and %d share %s" % (name, a["paragraph"], b["paragraph"], a["sentence_id"]))
        docs = {r["doc_ids_files"][0] for r in rs}
        if len(docs) != 1:
            problem("%s: rows from %d documents" % (name, len(docs)))
        elif n - 1 < len(sources) and sources[n - 1] != next(iter(docs)):
            problem("%s: sources.txt line %d is %s, rows use %s" % (name, n, sources[n - 1], next(iter(docs))))
    if len(sources) != 25 or len(set(sources)) != 25:
        problem("sources.txt must list 25 distinct documents, has %d" % len(sources))
    order = []
    for r in rows:
        if r["draft"] not in order:
            order.append(r["draft"])
    if order != ["draft-%02d.md" % n for n in range(1, 26)]:
        problem("gold.jsonl is not in draft order")

    # ---- duplicates
    norm = collections.Counter(re.sub(r"\s+", " ", r["claim"].lower()).strip() for r in rows)
    for c, k in norm.items():
        if k > 1:
            problem("duplicate claim: %r" % c[:70])

    # ---- report
    labels = collections.Counter(r["label"] for r in rows)
    kinds = collections.Counter(r["kind"] for r in rows)
    subs = collections.Counter(re.match(r"\[(\w+)\]", r["note"]).group(1)
                               for r in rows if r["kind"] == "contradiction" and re.match(r"\[(\w+)\]", r["note"]))
    print("rows: %d  drafts: %d  source sentences: %d  documents: %d" % (len(rows), len(drafts), len(by_sid), len(sources)))
    print("labels: " + ", ".join("%s=%d" % (k, labels[k]) for k in ["supports", "contradicts", "not_supported"]))
    print("kinds: " + ", ".join("%s=%d" % (k, kinds[k]) for k in KINDS))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subs[k]) for k in SUBKINDS))
    if labels != collections.Counter({"supports": 200, "contradicts": 100, "not_supported": 200}):
        problem("label counts off")
    if any(kinds[k] != 100 for k in KINDS):
        problem("kind counts off")
    if sum(subs.values()) != 100:
        problem("sub-kind tags cover %d contradictions" % sum(subs.values()))
    if problems:
        print("FAILED: %d problem(s)" % len(problems))
        for p in problems[:200]:
            print("  - " + p)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
