#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from the per-document data files
work/dNN.py (hand-written; see README.md).  Standard library only.

Each dNN.py defines DOC (path relative to the corpus root), TITLE (the "## "
heading) and S, a list of four dicts: s = the source sentence (whitespace may
differ from the raw file), and rw/pp/ct/oc/ad = (claim, note) for the five kinds.
The rationale written to gold.jsonl is cut verbatim from the raw file by
locating `s` with a whitespace-tolerant regex and slicing the raw text.
"""
import glob
import json
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = "/work/shared/corpora/real-prose"

KINDS = [("rw", "reworded", "supports"),
         ("pp", "paraphrase", "supports"),
         ("ct", "contradiction", "contradicts"),
         ("oc", "overclaim", "not_supported"),
         ("ad", "added", "not_supported")]


def cut_verbatim(raw, sent):
    toks = sent.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    hits = [m for m in re.finditer(pat, raw)]
    if not hits:
        raise SystemExit("sentence not found: %r" % sent[:80])
    if len(hits) > 1:
        print("warning: %d hits for %r" % (len(hits), sent[:60]))
    m = hits[0]
    return raw[m.start():m.end()]


def adjacency(order):
    return sum(1 for a, b in zip(order, order[1:]) if a["sid"] == b["sid"])


def main():
    os.makedirs(os.path.join(ROOT, "drafts"), exist_ok=True)
    rows_all = []
    sources = []
    for f in sorted(glob.glob(os.path.join(HERE, "d[0-9][0-9].py"))):
        n = int(os.path.basename(f)[1:3])
        g = {}
        exec(open(f, encoding="utf-8").read(), g)
        doc, title, S = g["DOC"], g["TITLE"], g["S"]
        assert len(S) == 4, f
        raw = open(os.path.join(CORPUS, doc), encoding="utf-8").read()
        sources.append(doc)
        items = []
        for k, s in enumerate(S, 1):
            rationale = cut_verbatim(raw, s["s"])
            sid = "d%02d-s%d" % (n, k)
            for key, kind, label in KINDS:
                claim, note = s[key]
                items.append(dict(claim=claim, kind=kind, label=label,
                                  rationale=rationale, sid=sid, note=note))
        # shuffle deterministically; prefer orders with few adjacent pairs
        # from the same source sentence
        best = None
        for seed in range(200):
            order = items[:]
            random.Random(1000 * n + seed).shuffle(order)
            a = adjacency(order)
            if best is None or a < best[0]:
                best = (a, order)
            if a == 0:
                break
        order = best[1]
        draft = "drafts/draft-%02d.md" % n
        short = title.split(":")[0]
        lines = ["# Notes on %s" % short, "", "## %s" % title, ""]
        for p, it in enumerate(order, 1):
            assert "\n" not in it["claim"]
            lines.append(it["claim"])
            lines.append("")
            rows_all.append(dict(claim=it["claim"], draft=draft, paragraph=p,
                                 label=it["label"], rationale=[it["rationale"]],
                                 doc_ids_files=[doc], kind=it["kind"],
                                 sentence_id=it["sid"], note=it["note"]))
        with open(os.path.join(ROOT, draft), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(ROOT, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows_all:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "sources.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(sources) + "\n")
    print("wrote %d rows, %d drafts" % (len(rows_all), len(sources)))


if __name__ == "__main__":
    main()
