#!/usr/bin/env python3
"""Mechanical self-check for review-claims-23 (stdlib only).

Checks that gold.jsonl, drafts/ and sources.txt agree with each other and with
the corpus; prints label / kind / contradiction sub-kind counts; exits non-zero
on any error.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KINDS = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"]

errors = []


def err(msg):
    errors.append(msg)


def read_draft(path):
    text = open(path, encoding="utf-8").read()
    blocks = [b.strip("\n") for b in text.split("\n\n") if b.strip()]
    if len(blocks) < 2 or not blocks[0].startswith("# Notes on "):
        err(f"{path}: missing '# Notes on ...' title line")
    if len(blocks) < 2 or not blocks[1].startswith("## "):
        err(f"{path}: missing '## ' document heading")
    paras = blocks[2:]
    for p in paras:
        if "\n" in p:
            err(f"{path}: paragraph spans several lines: {p[:60]!r}")
        if p.startswith("#"):
            err(f"{path}: unexpected heading among paragraphs: {p[:60]!r}")
    return paras


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8")]
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]

    if len(rows) != 500:
        err(f"gold.jsonl has {len(rows)} rows (expected 500)")
    if len(sources) != 25 or len(set(sources)) != 25:
        err(f"sources.txt has {len(sources)} lines / {len(set(sources))} unique (expected 25)")

    drafts = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    expected = [f"draft-{i:02d}.md" for i in range(1, 26)]
    if drafts != expected:
        err(f"drafts/ holds {drafts} (expected draft-01.md .. draft-25.md)")

    raw_cache = {}
    by_draft = collections.defaultdict(list)
    for i, r in enumerate(rows, 1):
        missing = [f for f in FIELDS if f not in r]
        if missing:
            err(f"row {i}: missing fields {missing}")
            continue
        by_draft[r["draft"]].append(r)
        if r["kind"] not in KINDS:
            err(f"row {i}: unknown kind {r['kind']!r}")
        elif KINDS[r["kind"]] != r["label"]:
            err(f"row {i}: kind {r['kind']} has label {r['label']}")
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
            err(f"row {i}: rationale must be a one-item list")
            continue
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            err(f"row {i}: doc_ids_files must be a one-item list")
            continue
        path = r["doc_ids_files"][0]
        if path not in raw_cache:
            full = os.path.join(CORPUS, path)
            if not os.path.isfile(full):
                err(f"row {i}: source file not found: {path}")
                raw_cache[path] = None
            else:
                raw_cache[path] = open(full, encoding="utf-8").read()
        raw = raw_cache[path]
        if raw is not None and r["rationale"][0] not in raw:
            err(f"row {i}: rationale is not a verbatim substring of {path}")
        if not re.fullmatch(r"d\d\d-s[1-4]", r["sentence_id"]):
            err(f"row {i}: bad sentence_id {r['sentence_id']!r}")
        elif r["draft"] != f"draft-{r['sentence_id'][1:3]}.md":
            err(f"row {i}: sentence_id {r['sentence_id']} does not match {r['draft']}")
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err(f"row {i}: contradiction note lacks a sub-kind tag: {r['note'][:40]!r}")
        if not r["note"].strip():
            err(f"row {i}: empty note")

    # drafts vs gold
    for name in expected:
        path = os.path.join(HERE, "drafts", name)
        if not os.path.isfile(path):
            continue
        paras = read_draft(path)
        grows = sorted(by_draft.get(name, []), key=lambda r: r["paragraph"])
        if len(paras) != 20:
            err(f"{name}: {len(paras)} paragraphs (expected 20)")
        if len(grows) != 20:
            err(f"{name}: {len(grows)} gold rows (expected 20)")
        if [r["paragraph"] for r in grows] != list(range(1, len(grows) + 1)):
            err(f"{name}: paragraph numbers are not 1..{len(grows)}")
        for r in grows:
            p = r["paragraph"]
            if 1 <= p <= len(paras) and paras[p - 1] != r["claim"]:
                err(f"{name} paragraph {p}: claim differs from paragraph text")
        for a, b in zip(grows, grows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err(f"{name}: paragraphs {a['paragraph']} and {b['paragraph']} share sentence {a['sentence_id']}")
        docs = {r["doc_ids_files"][0] for r in grows}
        idx = int(name[6:8]) - 1
        if len(docs) != 1:
            err(f"{name}: rows cite {len(docs)} different documents")
        elif idx < len(sources) and docs.pop() != sources[idx]:
            err(f"{name}: document differs from sources.txt line {idx + 1}")
        per_sentence = collections.defaultdict(list)
        for r in grows:
            per_sentence[r["sentence_id"]].append(r)
        if len(per_sentence) != 4:
            err(f"{name}: {len(per_sentence)} source sentences (expected 4)")
        for sid, rs in per_sentence.items():
            if sorted(r["kind"] for r in rs) != sorted(KINDS):
                err(f"{sid}: kinds are {sorted(r['kind'] for r in rs)}")
            if len({r["rationale"][0] for r in rs}) != 1:
                err(f"{sid}: rows disagree on the rationale")

    claims = [r.get("claim") for r in rows]
    dup = [c for c, n in collections.Counter(claims).items() if n > 1]
    if dup:
        err(f"{len(dup)} duplicated claims, e.g. {dup[0][:60]!r}")
    rats = collections.Counter(r["rationale"][0] for r in rows if isinstance(r.get("rationale"), list))
    if len(rats) != 100:
        err(f"{len(rats)} distinct rationales (expected 100)")

    labels = collections.Counter(r.get("label") for r in rows)
    kinds = collections.Counter(r.get("kind") for r in rows)
    subs = collections.Counter(re.match(r"\[(\w+)\]", r["note"]).group(1)
                               for r in rows if r.get("kind") == "contradiction"
                               and re.match(r"\[(\w+)\]", r.get("note", "")))
    if labels != {"supports": 200, "contradicts": 100, "not_supported": 200}:
        err(f"label counts {dict(labels)}")
    if any(kinds[k] != 100 for k in KINDS) or len(kinds) != 5:
        err(f"kind counts {dict(kinds)}")

    print("labels:  " + "  ".join(f"{k}={labels[k]}" for k in ["supports", "contradicts", "not_supported"]))
    print("kinds:   " + "  ".join(f"{k}={kinds[k]}" for k in KINDS))
    print("contradiction sub-kinds: " + "  ".join(f"{k}={subs[k]}" for k in SUBKINDS))
    print(f"rows={len(rows)} drafts={len(drafts)} sources={len(sources)} distinct_rationales={len(rats)}")
    if errors:
        for e in errors[:50]:
            print("ERROR:", e)
        print(f"FAILED with {len(errors)} error(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
