#!/usr/bin/env python3
"""Mechanical self-check for review-claims-18 (stdlib only).

Checks: every claim equals its paragraph text in its draft; every rationale
is a verbatim substring of its source document; 25 drafts x 20 rows; label
counts supports=200 contradicts=100 not_supported=200; kind counts 100 each;
plus structural checks (draft format, sources.txt order, sentence ids,
labels matching kinds, sub-kind tags, neighbouring paragraphs).
Prints label / kind / sub-kind counts.  Exits non-zero on any error.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS_ROOT = "/work/shared/corpora/real-prose"
KIND_LABEL = {"reworded": "supports", "paraphrase": "supports",
              "contradiction": "contradicts", "overclaim": "not_supported",
              "added": "not_supported"}
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
FIELDS = ["claim", "draft", "paragraph", "label", "rationale",
          "doc_ids_files", "kind", "sentence_id", "note"]

errors = []


def err(msg):
    errors.append(msg)


def read_draft(path):
    """Return (title_line, heading_line, [paragraphs])."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    blocks = [b for b in text.split("\n\n") if b.strip()]
    title, heading, paras = None, None, []
    for b in blocks:
        b = b.strip("\n")
        if b.startswith("## "):
            heading = b
        elif b.startswith("# "):
            title = b
        else:
            paras.append(b)
    return title, heading, paras


def main():
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, start=1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err(f"gold.jsonl line {n}: invalid JSON ({e})")
    if len(rows) != 500:
        err(f"expected 500 rows, got {len(rows)}")

    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as f:
        sources = [l.strip() for l in f if l.strip()]
    if len(sources) != 25 or len(set(sources)) != 25:
        err(f"sources.txt must list 25 distinct documents, got {len(sources)}")

    raw_cache = {}
    by_draft = collections.defaultdict(list)
    for i, r in enumerate(rows, start=1):
        missing = [k for k in FIELDS if k not in r]
        if missing:
            err(f"row {i}: missing fields {missing}")
            continue
        by_draft[r["draft"]].append(r)
        if r["kind"] not in KIND_LABEL:
            err(f"row {i}: unknown kind {r['kind']!r}")
        elif KIND_LABEL[r["kind"]] != r["label"]:
            err(f"row {i}: label {r['label']} does not match kind {r['kind']}")
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
                err(f"row {i}: source file not found: {doc}")
                raw_cache[doc] = None
            else:
                with open(p, encoding="utf-8") as f:
                    raw_cache[doc] = f.read()
        raw = raw_cache[doc]
        if raw is not None and r["rationale"][0] not in raw:
            err(f"row {i}: rationale is not a verbatim substring of {doc}")
        if not r["rationale"][0].strip():
            err(f"row {i}: empty rationale")
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err(f"row {i}: contradiction note lacks a sub-kind tag")
        if "\n" in r["claim"] or not r["claim"].strip():
            err(f"row {i}: claim must be a single non-empty line")

    # drafts
    expected = [f"draft-{n:02d}.md" for n in range(1, 26)]
    present = sorted(os.listdir(os.path.join(HERE, "drafts")))
    if present != expected:
        err(f"drafts/ must contain exactly draft-01.md .. draft-25.md, found {present}")
    if sorted(by_draft) != expected:
        err("gold.jsonl drafts do not match draft-01.md .. draft-25.md")
    order_seen = []
    for n, dname in enumerate(expected, start=1):
        drows = by_draft.get(dname, [])
        if len(drows) != 20:
            err(f"{dname}: {len(drows)} rows, expected 20")
        path = os.path.join(HERE, "drafts", dname)
        if not os.path.isfile(path):
            continue
        title, heading, paras = read_draft(path)
        if not title or not title.startswith("# Notes on "):
            err(f"{dname}: missing '# Notes on ...' title line")
        if not heading:
            err(f"{dname}: missing '## ' heading")
        if len(paras) != 20:
            err(f"{dname}: {len(paras)} paragraphs, expected 20")
        for r in drows:
            p = r["paragraph"]
            if not (isinstance(p, int) and 1 <= p <= len(paras)):
                err(f"{dname}: bad paragraph number {p}")
            elif paras[p - 1] != r["claim"]:
                err(f"{dname} paragraph {p}: claim text differs from draft")
        if sorted(r["paragraph"] for r in drows) != list(range(1, 21)):
            err(f"{dname}: paragraph numbers are not 1..20")
        # rows in draft order
        if [r["paragraph"] for r in drows] != sorted(r["paragraph"] for r in drows):
            err(f"{dname}: gold rows not in paragraph order")
        docs = {r["doc_ids_files"][0] for r in drows}
        if len(docs) != 1:
            err(f"{dname}: rows come from {len(docs)} documents")
        else:
            order_seen.append(docs.pop())
        sids = collections.Counter(r["sentence_id"] for r in drows)
        if len(sids) != 4 or set(sids.values()) != {5}:
            err(f"{dname}: expected 4 source sentences x 5 claims, got {dict(sids)}")
        for sid, cnt in sids.items():
            if not re.fullmatch(rf"d{n:02d}-s[1-4]", sid):
                err(f"{dname}: bad sentence_id {sid}")
            kinds = sorted(r["kind"] for r in drows if r["sentence_id"] == sid)
            if kinds != sorted(KIND_LABEL):
                err(f"{dname} {sid}: kinds {kinds} are not one of each")
            rats = {r["rationale"][0] for r in drows if r["sentence_id"] == sid}
            if len(rats) != 1:
                err(f"{dname} {sid}: rationale differs between its five claims")
        ordered = sorted(drows, key=lambda r: r["paragraph"])
        for a, b in zip(ordered, ordered[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err(f"{dname}: paragraphs {a['paragraph']} and {b['paragraph']} "
                    f"come from the same sentence {a['sentence_id']}")
    if order_seen != sources:
        err("sources.txt order does not match draft order")
    claims = collections.Counter(r["claim"] for r in rows)
    dups = [c for c, k in claims.items() if k > 1]
    if dups:
        err(f"{len(dups)} duplicated claim texts")

    labels = collections.Counter(r.get("label") for r in rows)
    kinds = collections.Counter(r.get("kind") for r in rows)
    subs = collections.Counter(
        re.match(r"\[(\w+)\]", r["note"]).group(1)
        for r in rows if r.get("kind") == "contradiction"
        and re.match(r"\[(\w+)\]", r.get("note", "")))
    if dict(labels) != {"supports": 200, "contradicts": 100, "not_supported": 200}:
        err(f"label counts wrong: {dict(labels)}")
    if any(kinds[k] != 100 for k in KIND_LABEL) or len(kinds) != 5:
        err(f"kind counts wrong: {dict(kinds)}")

    print(f"rows: {len(rows)}  drafts: {len(by_draft)}  documents: {len(sources)}")
    print("labels:   " + "  ".join(f"{k}={labels[k]}" for k in
                                    ["supports", "contradicts", "not_supported"]))
    print("kinds:    " + "  ".join(f"{k}={kinds[k]}" for k in KIND_LABEL))
    print("sub-kinds (contradiction): " + "  ".join(f"{k}={subs[k]}" for k in SUBKINDS))
    if errors:
        print(f"FAILED with {len(errors)} error(s):")
        for e in errors[:50]:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
