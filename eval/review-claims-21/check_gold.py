#!/usr/bin/env python3
"""Mechanical self-check for review-claims-21 (stdlib only).

Checks: 25 drafts x 20 paragraphs; every gold claim equals its paragraph
text; paragraphs numbered 1..20 in draft order; every rationale is a
verbatim substring of its document; rationale length 12-45 words; label and
kind counts; label matches kind; every sentence has exactly one claim of
each kind; no two neighbouring paragraphs share a sentence; contradiction
notes carry a sub-kind tag; sources.txt matches the drafts.
Prints label / kind / sub-kind counts and exits non-zero on any error.

Usage: python3 check_gold.py [--corpus DIR]
"""
import argparse
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL_OF = {"reworded": "supports", "paraphrase": "supports",
            "contradiction": "contradicts", "overclaim": "not_supported",
            "added": "not_supported"}
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
FIELDS = ["claim", "draft", "paragraph", "label", "rationale",
          "doc_ids_files", "kind", "sentence_id", "note"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    args = ap.parse_args()
    errors = []

    def err(msg):
        errors.append(msg)

    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err(f"gold.jsonl line {i}: bad JSON ({e})")
    if len(rows) != 500:
        err(f"expected 500 rows, found {len(rows)}")

    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as f:
        sources = [l.strip() for l in f if l.strip()]
    if len(sources) != 25 or len(set(sources)) != 25:
        err(f"sources.txt must list 25 distinct paths, found {len(sources)}")

    # drafts
    draft_files = sorted(n for n in os.listdir(os.path.join(HERE, "drafts")) if n.endswith(".md"))
    expected = [f"draft-{i:02d}.md" for i in range(1, 26)]
    if draft_files != expected:
        err(f"drafts/ should hold exactly {expected[0]} .. {expected[-1]}")
    paras = {}
    for name in draft_files:
        with open(os.path.join(HERE, "drafts", name), encoding="utf-8") as f:
            blocks = [b.strip("\n") for b in f.read().split("\n\n") if b.strip()]
        if len(blocks) < 2 or not blocks[0].startswith("# Notes on ") or not blocks[1].startswith("## "):
            err(f"{name}: must start with '# Notes on ...' and one '## ' heading")
        body = [b for b in blocks if not b.startswith("#")]
        if any(b.startswith("#") for b in blocks[2:]):
            err(f"{name}: extra heading after the document heading")
        if len(body) != 20:
            err(f"{name}: expected 20 paragraphs, found {len(body)}")
        for b in body:
            if "\n" in b:
                err(f"{name}: paragraph spans several lines: {b[:60]!r}")
        paras[name] = body

    raw_cache = {}
    label_c = collections.Counter()
    kind_c = collections.Counter()
    sub_c = collections.Counter()
    by_sentence = collections.defaultdict(list)
    by_draft = collections.defaultdict(list)
    for i, r in enumerate(rows, 1):
        where = f"row {i}"
        missing = [k for k in FIELDS if k not in r]
        if missing:
            err(f"{where}: missing fields {missing}")
            continue
        label_c[r["label"]] += 1
        kind_c[r["kind"]] += 1
        if r["kind"] not in LABEL_OF:
            err(f"{where}: unknown kind {r['kind']!r}")
        elif LABEL_OF[r["kind"]] != r["label"]:
            err(f"{where}: kind {r['kind']} must have label {LABEL_OF[r['kind']]}, has {r['label']}")
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err(f"{where}: contradiction note lacks a sub-kind tag: {r['note']!r}")
            else:
                sub_c[m.group(1)] += 1
        # claim vs paragraph
        body = paras.get(r["draft"])
        p = r["paragraph"]
        if body is None:
            err(f"{where}: unknown draft {r['draft']}")
        elif not isinstance(p, int) or not 1 <= p <= len(body):
            err(f"{where}: paragraph {p} out of range")
        elif body[p - 1] != r["claim"]:
            err(f"{where}: claim differs from {r['draft']} paragraph {p}")
        by_draft[r["draft"]].append(r)
        # rationale
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
            err(f"{where}: rationale must be a one-item list")
            continue
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            err(f"{where}: doc_ids_files must be a one-item list")
            continue
        path = r["doc_ids_files"][0]
        if path not in raw_cache:
            try:
                with open(os.path.join(args.corpus, path), encoding="utf-8") as f:
                    raw_cache[path] = f.read()
            except OSError as e:
                err(f"{where}: cannot read {path}: {e}")
                raw_cache[path] = None
        raw = raw_cache[path]
        rat = r["rationale"][0]
        if raw is not None and rat not in raw:
            err(f"{where}: rationale is not a verbatim substring of {path}")
        nw = len(rat.split())
        if not 12 <= nw <= 45:
            err(f"{where}: rationale has {nw} words (want 12-45)")
        if not re.fullmatch(r"d\d\d-s[1-4]", r["sentence_id"]):
            err(f"{where}: bad sentence_id {r['sentence_id']!r}")
        elif r["sentence_id"][1:3] != r["draft"][6:8]:
            err(f"{where}: sentence_id {r['sentence_id']} does not match {r['draft']}")
        by_sentence[r["sentence_id"]].append(r)

    # per-draft order, neighbours, sources
    for n, name in enumerate(expected, 1):
        rs = by_draft.get(name, [])
        if [r["paragraph"] for r in rs] != list(range(1, 21)):
            err(f"{name}: gold rows are not paragraphs 1..20 in order")
        for a, b in zip(rs, rs[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err(f"{name}: paragraphs {a['paragraph']} and {b['paragraph']} share {a['sentence_id']}")
        files = {r["doc_ids_files"][0] for r in rs}
        if len(files) != 1:
            err(f"{name}: rows point at {len(files)} documents")
        elif len(sources) >= n and sources[n - 1] not in files:
            err(f"{name}: sources.txt line {n} is {sources[n - 1]}, rows use {files}")

    # per-sentence completeness
    if len(by_sentence) != 100:
        err(f"expected 100 source sentences, found {len(by_sentence)}")
    for sid, rs in sorted(by_sentence.items()):
        ks = sorted(r["kind"] for r in rs)
        if ks != sorted(KINDS):
            err(f"{sid}: kinds {ks} (want one of each)")
        if len({r["rationale"][0] for r in rs}) != 1:
            err(f"{sid}: rows disagree on the rationale")
        if len({r["claim"] for r in rs}) != 5:
            err(f"{sid}: duplicate claim text")

    want_labels = {"supports": 200, "contradicts": 100, "not_supported": 200}
    for k, v in want_labels.items():
        if label_c[k] != v:
            err(f"label {k}: {label_c[k]} (want {v})")
    for k in KINDS:
        if kind_c[k] != 100:
            err(f"kind {k}: {kind_c[k]} (want 100)")
    if len({r["claim"] for r in rows}) != len(rows):
        err("some claim text appears more than once")

    print("labels:   " + ", ".join(f"{k}={label_c[k]}" for k in want_labels))
    print("kinds:    " + ", ".join(f"{k}={kind_c[k]}" for k in KINDS))
    print("subkinds: " + ", ".join(f"{k}={sub_c[k]}" for k in SUBKINDS))
    print(f"drafts:   {len(paras)} x " + "/".join(sorted({str(len(b)) for b in paras.values()})) + " paragraphs")
    if errors:
        print(f"FAILED: {len(errors)} error(s)")
        for e in errors[:200]:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
