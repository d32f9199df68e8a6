#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build_data.py.

Rationales are cut from the raw corpus files by anchors: the start anchor
must occur exactly once in the file; the end anchor is the first match after
the start anchor, inclusive.  Output is deterministic (byte-identical on
re-run).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# the Markdown contributor guides of Node.js as installed on this machine by the Debian package nodejs (dpkg -l nodejs)
CORPUS = os.environ.get("RC54_CORPUS_ROOT", "/usr/share/doc/nodejs/contributing")
sys.path.insert(0, HERE)
from build_data import DOCS  # noqa: E402

KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
SEED_BASE = 540000
# no sentence of 8-11 words was needed
SHORT_OK = set()


def cut(raw, start, end, where):
    n = raw.count(start)
    if n != 1:
        raise SystemExit("%s: start anchor found %d times: %r" % (where, n, start))
    i = raw.index(start)
    j = raw.find(end, i + len(start))
    if j < 0:
        raise SystemExit("%s: end anchor not found after start: %r" % (where, end))
    text = raw[i:j + len(end)]
    wc = len(text.split())
    if not (12 <= wc <= 45 or (where in SHORT_OK and 8 <= wc <= 11)):
        raise SystemExit("%s: rationale has %d words (need 12-45, or 8-11 for %s): %r" % (where, wc, sorted(SHORT_OK), text))
    return text


def arrange(items, seed):
    """Shuffle with a fixed seed until no two neighbours share a sentence."""
    rng = random.Random(seed)
    order = list(items)
    for _ in range(100000):
        rng.shuffle(order)
        if all(order[k]["sentence_id"] != order[k + 1]["sentence_id"]
               for k in range(len(order) - 1)):
            return order
    raise SystemExit("could not arrange draft with seed %d" % seed)


def main():
    if len(DOCS) != 20:
        print("warning: %d documents in build_data.py" % len(DOCS), file=sys.stderr)
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    rows_all = []
    sources = []
    for d, doc in enumerate(DOCS, 1):
        draft = "draft-%02d.md" % d
        with open(os.path.join(CORPUS, doc["path"]), encoding="utf-8") as fh:
            raw = fh.read()
        if len(doc["sentences"]) != 4:
            raise SystemExit("%s: need 4 sentences" % draft)
        items = []
        for s, sent in enumerate(doc["sentences"], 1):
            sid = "d%02d-s%d" % (d, s)
            rat = cut(raw, sent["start"], sent["end"], sid)
            for kind in KINDS:
                claim, note = sent[kind]
                items.append(dict(claim=claim, label=LABEL[kind], rationale=[rat],
                                  doc_ids_files=[doc["path"]], kind=kind,
                                  sentence_id=sid, note=note))
        order = arrange(items, SEED_BASE + d)
        title = doc["title"]
        lines = ["# Notes on %s %s" % (doc["num"], doc["kind"]), "", "## %s %s: %s" % (doc["num"], doc["kind"], title), ""]
        for p, it in enumerate(order, 1):
            lines.append(it["claim"])
            lines.append("")
            rows_all.append(dict(claim=it["claim"], draft=draft, paragraph=p,
                                 label=it["label"], rationale=it["rationale"],
                                 doc_ids_files=it["doc_ids_files"], kind=it["kind"],
                                 sentence_id=it["sentence_id"], note=it["note"]))
        text = "\n".join(lines).rstrip("\n") + "\n"
        with open(os.path.join(HERE, "drafts", draft), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        sources.append(doc["path"])
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for r in rows_all:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(sources) + "\n")
    print("wrote %d drafts, %d gold rows" % (len(DOCS), len(rows_all)))


if __name__ == "__main__":
    main()
