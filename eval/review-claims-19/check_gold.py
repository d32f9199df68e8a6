#!/usr/bin/env python3
"""Mechanical self-check for review-claims-19 (stdlib only).

Checks: 25 drafts x 20 paragraphs; every gold claim equals its paragraph text;
rows are in draft order; every rationale is a verbatim substring of its source
document; one source per draft matching sources.txt; 4 sentences per draft,
each with exactly one claim of each kind; label/kind consistency; label and
kind totals; no neighbouring paragraphs from the same sentence; contradiction
notes carry a sub-kind tag.  Prints label / kind / sub-kind counts and exits
non-zero on any error.
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
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]

errors = []


def err(msg):
    errors.append(msg)


def read_draft(path):
    text = open(path, encoding="utf-8").read()
    blocks = [b for b in text.split("\n\n")]
    blocks = [b.strip("\n") for b in blocks if b.strip()]
    if not blocks or not blocks[0].startswith("# Notes on "):
        err(f"{path}: missing '# Notes on' title line")
    if len(blocks) < 2 or not blocks[1].startswith("## "):
        err(f"{path}: missing '## ' heading")
    paras = [b for b in blocks if not b.startswith("#")]
    for p in paras:
        if "\n" in p:
            err(f"{path}: paragraph spans several lines: {p[:60]!r}")
    return paras


def main():
    sources = open(os.path.join(HERE, "sources.txt"), encoding="utf-8").read().split()
    if len(sources) != 25 or len(set(sources)) != 25:
        err(f"sources.txt: expected 25 distinct paths, got {len(sources)}")
    raw = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            err(f"source missing: {s}")
        else:
            raw[s] = open(p, encoding="utf-8").read()

    drafts = {}
    for i in range(1, 26):
        name = f"draft-{i:02d}.md"
        path = os.path.join(HERE, "drafts", name)
        if not os.path.isfile(path):
            err(f"missing {name}")
            continue
        drafts[name] = read_draft(path)
        if len(drafts[name]) != 20:
            err(f"{name}: {len(drafts[name])} paragraphs, expected 20")
    extra = set(os.listdir(os.path.join(HERE, "drafts"))) - set(drafts)
    if extra:
        err(f"unexpected files in drafts/: {sorted(extra)}")

    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8")
            if l.strip()]
    if len(rows) != 500:
        err(f"gold.jsonl: {len(rows)} rows, expected 500")

    expected_order = [(f"draft-{i:02d}.md", p) for i in range(1, 26) for p in range(1, 21)]
    got_order = [(r.get("draft"), r.get("paragraph")) for r in rows]
    if got_order != expected_order:
        err("gold.jsonl rows are not exactly one per paragraph in draft order")

    labels, kinds, subkinds = collections.Counter(), collections.Counter(), collections.Counter()
    by_sentence = collections.defaultdict(list)
    for n, r in enumerate(rows, 1):
        where = f"row {n} ({r.get('draft')} #{r.get('paragraph')})"
        if list(r.keys()) != FIELDS:
            err(f"{where}: fields {list(r.keys())} != {FIELDS}")
            continue
        paras = drafts.get(r["draft"], [])
        if not 1 <= r["paragraph"] <= len(paras) or paras[r["paragraph"] - 1] != r["claim"]:
            err(f"{where}: claim differs from paragraph text")
        if "`" in r["claim"] or "\n" in r["claim"]:
            err(f"{where}: claim contains markup or a line break")
        if KIND_LABEL.get(r["kind"]) != r["label"]:
            err(f"{where}: kind {r['kind']} with label {r['label']}")
        labels[r["label"]] += 1
        kinds[r["kind"]] += 1
        if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1
                and isinstance(r["rationale"][0], str) and r["rationale"][0].strip()):
            err(f"{where}: rationale must be a one-item list of text")
            continue
        if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
            err(f"{where}: doc_ids_files must be a one-item list")
            continue
        src = r["doc_ids_files"][0]
        di = int(r["draft"][6:8])
        if di - 1 < len(sources) and src != sources[di - 1]:
            err(f"{where}: source {src} does not match sources.txt line {di}")
        if src in raw and r["rationale"][0] not in raw[src]:
            err(f"{where}: rationale is not a verbatim substring of {src}")
        if not re.fullmatch(rf"d{di:02d}-s[1-4]", r["sentence_id"]):
            err(f"{where}: bad sentence_id {r['sentence_id']}")
        if not r["note"].strip():
            err(f"{where}: empty note")
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\] ", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err(f"{where}: contradiction note lacks a sub-kind tag")
            else:
                subkinds[m.group(1)] += 1
        by_sentence[r["sentence_id"]].append(r)

    if len(by_sentence) != 100:
        err(f"{len(by_sentence)} source sentences, expected 100")
    for sid, rs in by_sentence.items():
        if sorted(x["kind"] for x in rs) != sorted(KIND_LABEL):
            err(f"{sid}: kinds {sorted(x['kind'] for x in rs)}")
        if len({x["rationale"][0] for x in rs}) != 1 or len({x["draft"] for x in rs}) != 1:
            err(f"{sid}: rows disagree on rationale or draft")
    claims = [r["claim"] for r in rows]
    dup = [c for c, k in collections.Counter(claims).items() if k > 1]
    if dup:
        err(f"duplicate claims: {dup[:3]}")

    for name in drafts:
        sids = [r["sentence_id"] for r in rows if r["draft"] == name]
        for a, b in zip(sids, sids[1:]):
            if a == b:
                err(f"{name}: neighbouring paragraphs from the same sentence {a}")

    want_labels = {"supports": 200, "contradicts": 100, "not_supported": 200}
    if dict(labels) != want_labels:
        err(f"label counts {dict(labels)} != {want_labels}")
    if any(kinds[k] != 100 for k in KIND_LABEL) or len(kinds) != 5:
        err(f"kind counts {dict(kinds)} are not 100 each")

    print("labels:   " + ", ".join(f"{k}={labels[k]}" for k in ["supports", "contradicts", "not_supported"]))
    print("kinds:    " + ", ".join(f"{k}={kinds[k]}" for k in KIND_LABEL))
    print("subkinds: " + ", ".join(f"{k}={subkinds[k]}" for k in SUBKINDS))
    print(f"drafts: {len(drafts)}, rows: {len(rows)}, sentences: {len(by_sentence)}")
    if errors:
        for e in errors[:50]:
            print("ERROR:", e)
        print(f"FAILED with {len(errors)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
