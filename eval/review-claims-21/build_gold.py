#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt for review-claims-21.

Rationales are cut from the raw corpus files with the start/end anchors in
build_data.py, so every rationale is an exact substring of its document.
Paragraph order inside each draft is shuffled with a fixed seed so that no
two neighbouring paragraphs come from the same source sentence.  Re-running
this script reproduces the same files byte for byte.

Usage: python3 build_gold.py [--corpus DIR]
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
from build_data import DOCS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABELS = {
    "reworded": "supports",
    "paraphrase": "supports",
    "contradiction": "contradicts",
    "overclaim": "not_supported",
    "added": "not_supported",
}
SEED = 2121


def cut(raw, start, end, where):
    n = raw.count(start)
    if n != 1:
        sys.exit(f"{where}: start anchor found {n} times: {start!r}")
    s = raw.index(start)
    e = raw.find(end, s)
    if e < 0:
        sys.exit(f"{where}: end anchor not found after start: {end!r}")
    return raw[s:e + len(end)]


def order_for(doc_no, n_sent):
    """Deterministic shuffle of (sentence, kind) pairs with no neighbours
    from the same sentence."""
    rng = random.Random(SEED * 100 + doc_no)
    items = [(k, kind) for k in range(n_sent) for kind in KINDS]
    while True:
        rng.shuffle(items)
        if all(items[i][0] != items[i + 1][0] for i in range(len(items) - 1)):
            return list(items)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    args = ap.parse_args()

    if len(DOCS) != 25:
        sys.exit(f"expected 25 documents, found {len(DOCS)}")

    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    rows = []
    sources = []
    for d_i, doc in enumerate(DOCS, 1):
        path = doc["path"]
        sources.append(path)
        with open(os.path.join(args.corpus, path), encoding="utf-8") as f:
            raw = f.read()
        sents = doc["sents"]
        if len(sents) != 4:
            sys.exit(f"d{d_i:02d}: expected 4 sentences, found {len(sents)}")
        rationales = []
        for k, s in enumerate(sents, 1):
            rationales.append(cut(raw, s["start"], s["end"], f"d{d_i:02d}-s{k}"))
        draft_name = f"draft-{d_i:02d}.md"
        paras = []
        for p_no, (k, kind) in enumerate(order_for(d_i, len(sents)), 1):
            claim, note = sents[k][kind]
            if "\n" in claim or claim != claim.strip():
                sys.exit(f"d{d_i:02d}-s{k + 1} {kind}: claim must be one trimmed line")
            paras.append(claim)
            rows.append({
                "claim": claim,
                "draft": draft_name,
                "paragraph": p_no,
                "label": LABELS[kind],
                "rationale": [rationales[k]],
                "doc_ids_files": [path],
                "kind": kind,
                "sentence_id": f"d{d_i:02d}-s{k + 1}",
                "note": note,
            })
        text = f"# Notes on {doc['title']}\n\n## {doc['heading']}\n\n" + "\n\n".join(paras) + "\n"
        with open(os.path.join(HERE, "drafts", draft_name), "w", encoding="utf-8") as f:
            f.write(text)

    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print(f"wrote {len(rows)} rows, {len(DOCS)} drafts")


if __name__ == "__main__":
    main()
