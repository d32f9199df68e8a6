#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build_data.py.

Rationales are cut from the raw corpus files by anchors: the start anchor must
occur exactly once in the file; the end anchor is the first match after it.
Each rationale must be 12-45 whitespace-separated words.  Paragraph order in
each draft is a shuffle with a fixed per-draft seed, repeated until no two
neighbouring paragraphs come from the same source sentence.  Output is
byte-identical on every run.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
from build_data import DOCS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}
SEED_BASE = 250000


def fail(msg):
    print("build_gold: " + msg, file=sys.stderr)
    sys.exit(1)


def header_field(raw, name):
    lines = raw.split("\n")
    for i, line in enumerate(lines):
        if line.startswith(name + ":"):
            value = line[len(name) + 1:].strip()
            # continuation lines are indented
            j = i + 1
            while j < len(lines) and lines[j].startswith((" ", "\t")) and lines[j].strip():
                value += " " + lines[j].strip()
                j += 1
            return value
        if not line.strip():
            break
    fail("no %s header" % name)


def cut(raw, start, end, where):
    n = raw.count(start)
    if n != 1:
        fail("%s: start anchor occurs %d times: %r" % (where, n, start))
    i = raw.find(start)
    j = raw.find(end, i)
    if j < 0:
        fail("%s: end anchor not found after start: %r" % (where, end))
    text = raw[i:j + len(end)]
    words = len(text.split())
    if not 12 <= words <= 45:
        fail("%s: rationale has %d words" % (where, words))
    return text


def main():
    if len(DOCS) != 25:
        fail("expected 25 documents, got %d" % len(DOCS))
    drafts_dir = os.path.join(HERE, "drafts")
    os.makedirs(drafts_dir, exist_ok=True)
    gold_rows = []
    sources = []
    for dn, doc in enumerate(DOCS, 1):
        path = doc["path"]
        raw = open(os.path.join(ROOT, path), encoding="utf-8").read()
        title = header_field(raw, "Title").replace("``", "")
        number = header_field(raw, "PEP")
        sources.append(path)
        if len(doc["sentences"]) != 4:
            fail("d%02d: expected 4 sentences" % dn)
        items = []
        for sn, sent in enumerate(doc["sentences"], 1):
            sid = "d%02d-s%d" % (dn, sn)
            rationale = cut(raw, sent["start"], sent["end"], sid)
            for kind in KINDS:
                claim, note = sent[kind]
                items.append(dict(sid=sid, kind=kind, claim=claim, note=note,
                                  rationale=rationale, path=path))
        rng = random.Random(SEED_BASE + dn)
        for _attempt in range(10000):
            rng.shuffle(items)
            if all(items[k]["sid"] != items[k + 1]["sid"] for k in range(len(items) - 1)):
                break
        else:
            fail("d%02d: could not find a valid shuffle" % dn)
        draft_name = "draft-%02d.md" % dn
        body = "# Notes on %s\n\n## PEP %s: %s\n\n" % (title, number, title)
        body += "\n\n".join(it["claim"] for it in items) + "\n"
        with open(os.path.join(drafts_dir, draft_name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(body)
        for pn, it in enumerate(items, 1):
            gold_rows.append({
                "claim": it["claim"],
                "draft": draft_name,
                "paragraph": pn,
                "label": LABEL[it["kind"]],
                "rationale": [it["rationale"]],
                "doc_ids_files": [it["path"]],
                "kind": it["kind"],
                "sentence_id": it["sid"],
                "note": it["note"],
            })
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for row in gold_rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(sources) + "\n")
    print("build_gold: wrote %d drafts, %d gold rows, %d sources" % (len(DOCS), len(gold_rows), len(sources)))


if __name__ == "__main__":
    main()
