#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build_data.py.

Rationales are cut from the raw corpus files by the start/end anchors in
build_data.py, so every rationale is an exact substring of its document.
Paragraph order inside each draft is a seeded shuffle in which no two
neighbouring paragraphs come from the same source sentence.  Re-running
reproduces the same files byte for byte.
"""
import json
import os
import random
import re
import sys

from build_data import DOCS

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
SEED = 17
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]


def cut(raw, start, end, where):
    n = raw.count(start)
    if n != 1:
        sys.exit(f"{where}: start anchor found {n} times: {start!r}")
    s = raw.index(start)
    e = raw.find(end, s)
    if e < 0:
        sys.exit(f"{where}: end anchor not found after start: {end!r}")
    text = raw[s:e + len(end)]
    if len(text) > 600:
        sys.exit(f"{where}: rationale suspiciously long ({len(text)} chars)")
    return text


def shuffle_ok(items):
    return all(items[i]["sentence_id"] != items[i + 1]["sentence_id"]
               for i in range(len(items) - 1))


def main():
    if len(DOCS) != 25:
        sys.exit(f"expected 25 documents, got {len(DOCS)}")
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    rows, sources = [], []
    for di, doc in enumerate(DOCS, 1):
        raw = open(os.path.join(CORPUS, doc["path"]), encoding="utf-8").read()
        if len(doc["sentences"]) != 4:
            sys.exit(f"{doc['path']}: expected 4 sentences")
        items = []
        for si, sent in enumerate(doc["sentences"], 1):
            sid = f"d{di:02d}-s{si}"
            rationale = cut(raw, sent["start"], sent["end"], sid)
            kinds = [c[0] for c in sent["claims"]]
            if kinds != KINDS:
                sys.exit(f"{sid}: kinds {kinds}")
            for kind, label, claim, note in sent["claims"]:
                if "\n" in claim or not claim.strip():
                    sys.exit(f"{sid}/{kind}: claim must be one non-empty line")
                items.append({"claim": claim, "label": label, "kind": kind,
                              "rationale": rationale, "sentence_id": sid,
                              "note": note})
        rng = random.Random(SEED * 1000 + di)
        order = list(items)
        for _ in range(10000):
            rng.shuffle(order)
            if shuffle_ok(order):
                break
        else:
            sys.exit(f"{doc['path']}: could not shuffle")
        name = f"draft-{di:02d}.md"
        body = [f"# Notes on {doc['title']}", "", f"## {doc['heading']}", ""]
        body.append("\n\n".join(it["claim"] for it in order))
        with open(os.path.join(HERE, "drafts", name), "w", encoding="utf-8") as fh:
            fh.write("\n".join(body) + "\n")
        for pi, it in enumerate(order, 1):
            rows.append({
                "claim": it["claim"],
                "draft": name,
                "paragraph": pi,
                "label": it["label"],
                "rationale": [it["rationale"]],
                "doc_ids_files": [doc["path"]],
                "kind": it["kind"],
                "sentence_id": it["sentence_id"],
                "note": it["note"],
            })
        sources.append(doc["path"])
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(sources) + "\n")
    print(f"wrote {len(rows)} rows, {len(sources)} drafts")


if __name__ == "__main__":
    main()
