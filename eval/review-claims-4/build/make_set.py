#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from the hand-written specs build/dNN.py.

Each spec file gives the source document, a heading, and four source sentences
(whitespace-normalised) with their five claims.  The source sentence is located in
the raw document by a whitespace-tolerant search, and the raw span (markup and line
breaks kept) becomes the rationale.  Claims are shuffled within each draft with a
fixed seed so that no two adjacent paragraphs come from the same source sentence.
Standard library only.
"""
import importlib.util
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.environ.get("REAL_PROSE", "/work/shared/corpora/real-prose")
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}


def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def find_raw(raw, sentence):
    toks = sentence.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    ms = list(re.finditer(pat, raw))
    if not ms:
        raise SystemExit("sentence not found: %r" % sentence)
    return ms[0].group(0)


def shuffle_rows(rows, seed):
    rng = random.Random(seed)
    for _ in range(100000):
        order = rows[:]
        rng.shuffle(order)
        if all(order[i]["sentence_id"] != order[i + 1]["sentence_id"] for i in range(len(order) - 1)):
            return order
    raise SystemExit("could not shuffle")


def main():
    os.makedirs(os.path.join(ROOT, "drafts"), exist_ok=True)
    gold, sources = [], []
    for n in range(1, 26):
        mod = load(os.path.join(HERE, "d%02d.py" % n))
        raw = open(os.path.join(CORPUS, mod.DOC), encoding="utf-8").read()
        sources.append(mod.DOC)
        assert len(mod.S) == 4, mod.DOC
        rows = []
        for si, (sentence, claims) in enumerate(mod.S, 1):
            rat = find_raw(raw, sentence)
            assert [k for k, _, _ in claims] == KINDS, (mod.DOC, si)
            for kind, claim, note in claims:
                rows.append({
                    "claim": claim,
                    "draft": "drafts/draft-%02d.md" % n,
                    "paragraph": None,
                    "label": LABEL[kind],
                    "rationale": [rat],
                    "doc_ids_files": [mod.DOC],
                    "kind": kind,
                    "sentence_id": "d%02d-s%d" % (n, si),
                    "note": note,
                })
        rows = shuffle_rows(rows, 4000 + n)
        lines = ["# Notes on %s" % mod.NAME, "", "## %s" % mod.HEADING, ""]
        for i, r in enumerate(rows, 1):
            r["paragraph"] = i
            lines.append(r["claim"])
            lines.append("")
        with open(os.path.join(ROOT, "drafts", "draft-%02d.md" % n), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
        gold.extend(rows)
    with open(os.path.join(ROOT, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in gold:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print("wrote %d rows, %d drafts" % (len(gold), len(sources)))


if __name__ == "__main__":
    sys.exit(main())
