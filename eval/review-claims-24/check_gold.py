#!/usr/bin/env python3
"""Mechanical self-check for review-claims-24 (stdlib only).

Exits non-zero if any check fails.  Prints label / kind / sub-kind counts.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS_ROOT = "/work/shared/corpora/real-prose"
KIND_LABEL = {
    "reworded": "supports",
    "paraphrase": "supports",
    "contradiction": "contradicts",
    "overclaim": "not_supported",
    "added": "not_supported",
}
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
FIELDS = ["claim", "draft", "paragraph", "label", "rationale",
          "doc_ids_files", "kind", "sentence_id", "note"]

errors = []


def err(msg):
    errors.append(msg)


def parse_draft(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b for b in text.split("\n\n")]
    blocks = [b.strip("\n") for b in blocks if b.strip()]
    if not blocks or not blocks[0].startswith("# Notes on "):
        err(f"{path}: first line is not '# Notes on ...'")
    headings = [b for b in blocks if b.startswith("## ")]
    if len(headings) != 1:
        err(f"{path}: expected one '## ' heading, found {len(headings)}")
    paras = [b for b in blocks if not b.startswith("#")]
    for p in paras:
        if "\n" in p:
            err(f"{path}: paragraph spans several lines: {p[:60]!r}")
    return paras


def main():
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"gold.jsonl line {n}: {e}")
    if len(rows) != 500:
        err(f"expected 500 rows, found {len(rows)}")

    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 25 or len(set(sources)) != 25:
        err(f"sources.txt: expected 25 distinct paths, found {len(sources)}")

    raw_cache = {}
    by_draft = collections.defaultdict(list)
    for i, r in enumerate(rows, 1):
        missing = [f for f in FIELDS if f not in r]
        if missing:
            err(f"row {i}: missing fields {missing}")
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
        doc = r["doc_ids_files"][0]
        if doc not in raw_cache:
            p = os.path.join(CORPUS_ROOT, doc)
            if not os.path.isfile(p):
                err(f"row {i}: no such document {doc}")
                raw_cache[doc] = ""
            else:
                with open(p, encoding="utf-8") as fh:
                    raw_cache[doc] = fh.read()
        if r["rationale"][0] not in raw_cache[doc]:
            err(f"row {i}: rationale is not a verbatim substring of {doc}")
        if "``" in r["claim"] or "\n" in r["claim"] or ":pep:" in r["claim"]:
            err(f"row {i}: claim contains markup or a newline")
        if not re.fullmatch(r"d\d\d-s[1-4]", r["sentence_id"]):
            err(f"row {i}: bad sentence_id {r['sentence_id']}")
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err(f"row {i}: contradiction note lacks a sub-kind tag")

    drafts = sorted(by_draft)
    expected = [f"draft-{k:02d}.md" for k in range(1, 26)]
    if drafts != expected:
        err(f"draft names {drafts} != {expected}")
    # rows must be in draft order, paragraph order
    order = [(r.get("draft"), r.get("paragraph")) for r in rows]
    if order != sorted(order):
        err("gold.jsonl rows are not in draft/paragraph order")

    for k, name in enumerate(expected):
        drows = by_draft.get(name, [])
        if len(drows) != 20:
            err(f"{name}: {len(drows)} rows, expected 20")
        path = os.path.join(HERE, "drafts", name)
        if not os.path.isfile(path):
            err(f"{name}: draft file missing")
            continue
        paras = parse_draft(path)
        if len(paras) != 20:
            err(f"{name}: {len(paras)} paragraphs, expected 20")
        for r in drows:
            p = r["paragraph"]
            if not (1 <= p <= len(paras)) or paras[p - 1] != r["claim"]:
                err(f"{name} paragraph {p}: claim does not equal paragraph text")
        docs = {r["doc_ids_files"][0] for r in drows}
        if len(docs) != 1:
            err(f"{name}: rows cite {len(docs)} documents")
        elif k < len(sources) and sources[k] != next(iter(docs)):
            err(f"{name}: sources.txt line {k+1} is {sources[k]}, rows cite {next(iter(docs))}")
        srows = sorted(drows, key=lambda r: r["paragraph"])
        for a, b in zip(srows, srows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err(f"{name}: paragraphs {a['paragraph']} and {b['paragraph']} share {a['sentence_id']}")
        per_sent = collections.defaultdict(list)
        for r in drows:
            per_sent[r["sentence_id"]].append(r)
            if not r["sentence_id"].startswith(f"d{k+1:02d}-"):
                err(f"{name}: sentence_id {r['sentence_id']} does not match draft")
        if len(per_sent) != 4:
            err(f"{name}: {len(per_sent)} source sentences, expected 4")
        for sid, srs in per_sent.items():
            if sorted(r["kind"] for r in srs) != sorted(KIND_LABEL):
                err(f"{sid}: kinds {sorted(r['kind'] for r in srs)}")
            if len({r["rationale"][0] for r in srs}) != 1:
                err(f"{sid}: rows disagree on the rationale")
    claims = [r["claim"] for r in rows]
    dup = [c for c, n in collections.Counter(claims).items() if n > 1]
    if dup:
        err(f"{len(dup)} duplicated claim texts")

    labels = collections.Counter(r.get("label") for r in rows)
    kinds = collections.Counter(r.get("kind") for r in rows)
    subs = collections.Counter(
        re.match(r"\[(\w+)\]", r["note"]).group(1)
        for r in rows if r.get("kind") == "contradiction"
        and re.match(r"\[(\w+)\]", r.get("note", "")))
    if labels != {"supports": 200, "contradicts": 100, "not_supported": 200}:
        err(f"label counts {dict(labels)}")
    if any(kinds[k] != 100 for k in KIND_LABEL) or len(kinds) != 5:
        err(f"kind counts {dict(kinds)}")

    print("labels:   " + ", ".join(f"{k}={labels[k]}" for k in ("supports", "contradicts", "not_supported")))
    print("kinds:    " + ", ".join(f"{k}={kinds[k]}" for k in KIND_LABEL))
    print("subkinds: " + ", ".join(f"{k}={subs[k]}" for k in SUBKINDS))
    print(f"drafts:   {len(drafts)} x {sorted(set(len(v) for v in by_draft.values()))} rows")
    if errors:
        print(f"FAILED: {len(errors)} error(s)")
        for e in errors[:50]:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
