#!/usr/bin/env python3
"""Assemble drafts/, gold.jsonl and sources.txt from the hand-written specs in spec/.

Each spec/dNN.py defines DOC (path relative to the corpus root), TITLE, HEADING and
S = [(sentence, [(kind, claim, note) x5]) x4].  The sentence is written with the
document's markup; whitespace may differ from the raw file.  The rationale stored in
gold.jsonl is cut verbatim from the raw file (line breaks and markup kept) by matching
the sentence with flexible whitespace.

Standard library only.  Deterministic (fixed seeds).
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
LABEL = {
    "reworded": "supports",
    "paraphrase": "supports",
    "contradiction": "contradicts",
    "overclaim": "not_supported",
    "added": "not_supported",
}
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]


def load_spec(path):
    ns = {}
    with open(path, encoding="utf-8") as fh:
        exec(compile(fh.read(), path, "exec"), ns)
    return ns


def verbatim(raw, sentence):
    tokens = sentence.split()
    pattern = r"\s+".join(re.escape(t) for t in tokens)
    matches = [m.group(0) for m in re.finditer(pattern, raw)]
    if not matches:
        raise SystemExit("sentence not found verbatim: %r" % sentence[:80])
    return matches[0]


def shuffle_claims(items, seed):
    rng = random.Random(seed)
    for _ in range(10000):
        order = items[:]
        rng.shuffle(order)
        ok = all(order[i]["sentence_id"] != order[i + 1]["sentence_id"]
                 for i in range(len(order) - 1))
        if ok:
            return order
    raise SystemExit("could not shuffle")


def main():
    specs = sorted(f for f in os.listdir(os.path.join(HERE, "spec")) if re.match(r"d\d\d\.py$", f))
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    gold = []
    sources = []
    for spec_file in specs:
        n = int(spec_file[1:3])
        ns = load_spec(os.path.join(HERE, "spec", spec_file))
        doc = ns["DOC"]
        sources.append(doc)
        with open(os.path.join(CORPUS, doc), encoding="utf-8") as fh:
            raw = fh.read()
        items = []
        assert len(ns["S"]) == 4, spec_file
        for si, (sentence, claims) in enumerate(ns["S"], 1):
            rationale = verbatim(raw, sentence)
            kinds = [c[0] for c in claims]
            assert kinds == KINDS, (spec_file, si, kinds)
            for kind, claim, note in claims:
                items.append({
                    "claim": claim,
                    "label": LABEL[kind],
                    "rationale": [rationale],
                    "doc_ids_files": [doc],
                    "kind": kind,
                    "sentence_id": "d%02d-s%d" % (n, si),
                    "note": note,
                })
        order = shuffle_claims(items, 1300 + n)
        draft_rel = "drafts/draft-%02d.md" % n
        lines = ["# Notes on %s" % ns["TITLE"], "", "## %s" % ns["HEADING"], ""]
        for p, item in enumerate(order, 1):
            lines.append(item["claim"])
            lines.append("")
            row = {"claim": item["claim"], "draft": draft_rel, "paragraph": p}
            row.update({k: item[k] for k in ("label", "rationale", "doc_ids_files", "kind", "sentence_id", "note")})
            gold.append(row)
        with open(os.path.join(HERE, draft_rel), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for row in gold:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(sources) + "\n")
    print("drafts:", len(specs), "rows:", len(gold))


if __name__ == "__main__":
    main()
