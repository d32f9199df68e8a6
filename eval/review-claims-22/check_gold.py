#!/usr/bin/env python3
"""Mechanical self-check for review-claims-22 (stdlib only).

Exits non-zero if any check fails. Prints label / kind / sub-kind counts.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KINDS = ("reworded", "paraphrase", "contradiction", "overclaim", "added")
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
SUBKINDS = ("number", "entity", "direction", "negation", "roles")
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"]

errors = []


def err(msg):
    errors.append(msg)


def read_paragraphs(path):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if not lines[0].startswith("# Notes on "):
        err(f"{path}: first line is not '# Notes on ...'")
    headings = [l for l in lines if l.startswith("## ")]
    if len(headings) != 1:
        err(f"{path}: expected exactly one '## ' heading, found {len(headings)}")
    body = [l for l in lines[1:] if not l.startswith("#")]
    paras = [p.strip() for p in "\n".join(body).split("\n\n") if p.strip()]
    for p in paras:
        if "\n" in p:
            err(f"{path}: paragraph spans several lines: {p[:60]!r}")
    return paras


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8")]
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(rows) != 500:
        err(f"expected 500 rows, got {len(rows)}")
    if len(sources) != 25 or len(set(sources)) != 25:
        err(f"sources.txt must list 25 distinct documents, got {len(sources)}")

    raw_cache = {}
    by_draft = collections.defaultdict(list)
    for i, r in enumerate(rows, 1):
        if list(r.keys()) != FIELDS:
            err(f"row {i}: fields {list(r.keys())} != {FIELDS}")
            continue
        by_draft[r["draft"]].append(r)
        if r["kind"] not in KINDS:
            err(f"row {i}: bad kind {r['kind']}")
        elif LABEL[r["kind"]] != r["label"]:
            err(f"row {i}: label {r['label']} does not fit kind {r['kind']}")
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
            err(f"row {i}: rationale must be a one-item list")
            continue
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            err(f"row {i}: doc_ids_files must be a one-item list")
            continue
        doc = r["doc_ids_files"][0]
        if doc not in raw_cache:
            p = os.path.join(CORPUS, doc)
            if not os.path.exists(p):
                err(f"row {i}: document {doc} not found")
                raw_cache[doc] = ""
            else:
                raw_cache[doc] = open(p, encoding="utf-8").read()
        rat = r["rationale"][0]
        if rat not in raw_cache[doc]:
            err(f"row {i}: rationale is not a verbatim substring of {doc}")
        nwords = len(rat.split())
        if not 12 <= nwords <= 50:  # 12-45 words of prose; markup tokens allowed a little slack
            err(f"row {i}: rationale has {nwords} tokens")
        claim = r["claim"]
        if "``" in claim or ":pep:" in claim or "]_" in claim or "\n" in claim:
            err(f"row {i}: claim contains markup or a line break")
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err(f"row {i}: contradiction note lacks a sub-kind tag")
        if not re.fullmatch(r"d\d\d-s[1-4]", r["sentence_id"]):
            err(f"row {i}: bad sentence_id {r['sentence_id']}")

    # drafts
    draft_names = sorted(by_draft)
    expected = [f"draft-{i:02d}.md" for i in range(1, 26)]
    if draft_names != expected:
        err(f"drafts in gold.jsonl: {draft_names}")
    on_disk = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    if on_disk != expected:
        err(f"drafts on disk: {on_disk}")
    for d_i, name in enumerate(expected, 1):
        drows = by_draft.get(name, [])
        if len(drows) != 20:
            err(f"{name}: {len(drows)} rows (expected 20)")
        paras = read_paragraphs(os.path.join(HERE, "drafts", name))
        if len(paras) != 20:
            err(f"{name}: {len(paras)} paragraphs (expected 20)")
        for j, r in enumerate(drows, 1):
            if r["paragraph"] != j:
                err(f"{name}: row order / paragraph number mismatch at {j}")
            if j - 1 < len(paras) and paras[j - 1] != r["claim"]:
                err(f"{name} para {j}: claim differs from paragraph text")
            if not r["sentence_id"].startswith(f"d{d_i:02d}-"):
                err(f"{name}: sentence_id {r['sentence_id']} belongs elsewhere")
            if d_i - 1 < len(sources) and r["doc_ids_files"][0] != sources[d_i - 1]:
                err(f"{name}: document differs from sources.txt line {d_i}")
        for a, b in zip(drows, drows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err(f"{name}: neighbouring paragraphs {a['paragraph']},{b['paragraph']} share a source sentence")
        per_sent = collections.defaultdict(list)
        for r in drows:
            per_sent[r["sentence_id"]].append(r)
        if len(per_sent) != 4:
            err(f"{name}: {len(per_sent)} source sentences (expected 4)")
        for sid, srows in per_sent.items():
            if sorted(x["kind"] for x in srows) != sorted(KINDS):
                err(f"{sid}: kinds {sorted(x['kind'] for x in srows)}")
            if len({x["rationale"][0] for x in srows}) != 1:
                err(f"{sid}: rows disagree on the rationale")

    claims = [r["claim"] for r in rows]
    dups = [c for c, n in collections.Counter(claims).items() if n > 1]
    if dups:
        err(f"duplicate claims: {dups[:3]}")
    rats = collections.Counter(r["rationale"][0] for r in rows)
    if any(n != 5 for n in rats.values()) or len(rats) != 100:
        err(f"expected 100 distinct rationales used 5 times each, got {len(rats)}")

    labels = collections.Counter(r["label"] for r in rows)
    kinds = collections.Counter(r["kind"] for r in rows)
    subs = collections.Counter(re.match(r"\[(\w+)\]", r["note"]).group(1)
                               for r in rows if r["kind"] == "contradiction"
                               and re.match(r"\[(\w+)\]", r["note"]))
    if dict(labels) != {"supports": 200, "contradicts": 100, "not_supported": 200}:
        err(f"label counts {dict(labels)}")
    if any(kinds[k] != 100 for k in KINDS):
        err(f"kind counts {dict(kinds)}")

    print("labels:   " + ", ".join(f"{k}={labels[k]}" for k in ("supports", "contradicts", "not_supported")))
    print("kinds:    " + ", ".join(f"{k}={kinds[k]}" for k in KINDS))
    print("sub-kinds (contradiction): " + ", ".join(f"{k}={subs[k]}" for k in SUBKINDS))
    print(f"rows={len(rows)} drafts={len(by_draft)} documents={len(sources)}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
