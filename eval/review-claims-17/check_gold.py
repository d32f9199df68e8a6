#!/usr/bin/env python3
"""Mechanical self-check for review-claims-17 (stdlib only).

Checks: 25 drafts x 20 paragraphs; every gold claim equals its paragraph
text; every rationale is a verbatim substring of its source document; label,
kind and contradiction sub-kind counts; 5 kinds per source sentence; no two
neighbouring paragraphs from the same sentence; sources.txt matches the
drafts.  Prints the counts and exits non-zero on any error.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KIND_LABEL = {"reworded": "supports", "paraphrase": "supports",
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
    lines = text.split("\n")
    if not lines[0].startswith("# Notes on "):
        err(f"{path}: first line must be '# Notes on ...'")
    heads = [l for l in lines if l.startswith("## ")]
    if len(heads) != 1:
        err(f"{path}: expected exactly one '## ' heading, found {len(heads)}")
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text)]
    paras = [b for b in blocks if b and not b.startswith("#")]
    for p in paras:
        if "\n" in p:
            err(f"{path}: paragraph spans several lines: {p[:60]!r}")
    return paras


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8")]
    sources = [l for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8").read().split("\n") if l]
    draft_files = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    expected = [f"draft-{i:02d}.md" for i in range(1, 26)]
    if draft_files != expected:
        err(f"draft files {draft_files} != {expected}")
    if len(sources) != 25 or len(set(sources)) != 25:
        err(f"sources.txt must list 25 distinct documents, got {len(sources)}")
    if len(rows) != 500:
        err(f"gold.jsonl has {len(rows)} rows, expected 500")

    docs = {}
    by_draft = collections.defaultdict(list)
    for i, r in enumerate(rows):
        if list(r.keys()) != FIELDS:
            err(f"row {i}: fields {list(r.keys())}")
            continue
        by_draft[r["draft"]].append(r)
        if KIND_LABEL.get(r["kind"]) != r["label"]:
            err(f"row {i}: kind {r['kind']} with label {r['label']}")
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
            err(f"row {i}: rationale must be a one-item list")
            continue
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            err(f"row {i}: doc_ids_files must be a one-item list")
            continue
        path = r["doc_ids_files"][0]
        if path not in docs:
            full = os.path.join(CORPUS, path)
            if not os.path.isfile(full):
                err(f"row {i}: missing document {path}")
                continue
            docs[path] = open(full, encoding="utf-8").read()
        if r["rationale"][0] not in docs[path]:
            err(f"row {i}: rationale is not a verbatim substring of {path}")
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err(f"row {i}: contradiction note lacks a sub-kind tag")

    for n, name in enumerate(expected):
        drows = sorted(by_draft.get(name, []), key=lambda r: r["paragraph"])
        if len(drows) != 20:
            err(f"{name}: {len(drows)} gold rows, expected 20")
        if [r["paragraph"] for r in drows] != list(range(1, len(drows) + 1)):
            err(f"{name}: paragraph numbers not 1..N")
        fpath = os.path.join(HERE, "drafts", name)
        if not os.path.isfile(fpath):
            continue
        paras = read_draft(fpath)
        if len(paras) != 20:
            err(f"{name}: {len(paras)} paragraphs, expected 20")
        for r, p in zip(drows, paras):
            if r["claim"] != p:
                err(f"{name} para {r['paragraph']}: claim differs from paragraph text")
        for a, b in zip(drows, drows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err(f"{name}: neighbouring paragraphs {a['paragraph']},{b['paragraph']} share {a['sentence_id']}")
        if len({r["doc_ids_files"][0] for r in drows}) != 1:
            err(f"{name}: rows cite more than one document")
        elif n < len(sources) and drows and drows[0]["doc_ids_files"][0] != sources[n]:
            err(f"{name}: document differs from sources.txt line {n + 1}")
        per_sent = collections.defaultdict(list)
        for r in drows:
            per_sent[r["sentence_id"]].append(r["kind"])
        if len(per_sent) != 4:
            err(f"{name}: {len(per_sent)} source sentences, expected 4")
        for sid, ks in per_sent.items():
            if sorted(ks) != sorted(KIND_LABEL):
                err(f"{sid}: kinds {sorted(ks)}")
            rats = {r["rationale"][0] for r in drows if r["sentence_id"] == sid}
            if len(rats) != 1:
                err(f"{sid}: rows disagree on the rationale")

    labels = collections.Counter(r.get("label") for r in rows)
    kinds = collections.Counter(r.get("kind") for r in rows)
    subs = collections.Counter(
        re.match(r"\[(\w+)\]", r["note"]).group(1)
        for r in rows if r.get("kind") == "contradiction" and re.match(r"\[(\w+)\]", r.get("note", "")))
    if dict(labels) != {"supports": 200, "contradicts": 100, "not_supported": 200}:
        err(f"label counts {dict(labels)}")
    if any(kinds[k] != 100 for k in KIND_LABEL) or len(kinds) != 5:
        err(f"kind counts {dict(kinds)}")
    claims = [r.get("claim") for r in rows]
    dup = [c for c, k in collections.Counter(claims).items() if k > 1]
    if dup:
        err(f"duplicate claims: {dup[:3]}")

    print("labels:   " + ", ".join(f"{k}={labels[k]}" for k in ["supports", "contradicts", "not_supported"]))
    print("kinds:    " + ", ".join(f"{k}={kinds[k]}" for k in KIND_LABEL))
    print("sub-kinds (contradiction): " + ", ".join(f"{k}={subs[k]}" for k in SUBKINDS))
    print(f"drafts: {len(draft_files)}, rows: {len(rows)}, source sentences: "
          f"{len({r.get('sentence_id') for r in rows})}, documents: {len(docs)}")
    if errors:
        print(f"FAILED: {len(errors)} error(s)")
        for e in errors[:50]:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
