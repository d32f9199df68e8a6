#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build_data.py.

Rationales are cut from the raw source files by the start/end anchors, so
they are exact substrings (markup and line breaks kept).  Paragraph order in
each draft is a shuffle with a fixed per-draft seed, re-drawn (with the same
generator) until no two neighbouring paragraphs come from the same source
sentence.  Re-running reproduces byte-identical output.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from build_data import CORPUS_ROOT, DOCS  # noqa: E402

KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
SEED = "review-claims-18"


def fail(msg):
    sys.stderr.write("ERROR: " + msg + "\n")
    sys.exit(1)


def plain_words(text):
    """Rough word count of a rationale with markup removed."""
    t = re.sub(r"\]\([^)]*\)", "]", text)          # markdown link targets
    t = re.sub(r"`[^`]*<[^>]*>`__", "x", t)         # rst links
    t = re.sub(r"\[#?\w*\]_", "", t)                # rst footnote refs
    t = re.sub(r"https?://\S+", "", t)
    t = t.replace("`", "").replace("*", "").replace("[", "").replace("]", "")
    return len([w for w in t.split() if re.search(r"\w", w)])


def cut(raw, start, end, where):
    n = raw.count(start)
    if n != 1:
        fail(f"{where}: start anchor occurs {n} times: {start!r}")
    i = raw.index(start)
    j = raw.find(end, i)
    while j >= 0 and j + len(end) < i + len(start):
        j = raw.find(end, j + 1)
    if j < 0:
        fail(f"{where}: end anchor not found after start: {end!r}")
    return raw[i:j + len(end)]


def main():
    if len(DOCS) != 25:
        fail(f"expected 25 documents, got {len(DOCS)}")
    drafts_dir = os.path.join(HERE, "drafts")
    os.makedirs(drafts_dir, exist_ok=True)
    rows = []
    sources = []
    for di, doc in enumerate(DOCS, start=1):
        path = doc["path"]
        sources.append(path)
        with open(os.path.join(CORPUS_ROOT, path), encoding="utf-8") as f:
            raw = f.read()
        if len(doc["sentences"]) != 4:
            fail(f"{path}: expected 4 sentences")
        items = []
        for si, sent in enumerate(doc["sentences"], start=1):
            sid = f"d{di:02d}-s{si}"
            rat = cut(raw, sent["start"], sent["end"], sid)
            wc = plain_words(rat)
            if not 12 <= wc <= 45:
                fail(f"{sid}: rationale has {wc} words (need 12-45): {rat!r}")
            for kind in KINDS:
                c = sent["claims"][kind]
                text, note = c[0], c[1]
                if "\n" in text or "`" in text or not text.strip():
                    fail(f"{sid}/{kind}: claim must be one plain line")
                if kind == "contradiction":
                    m = re.match(r"\[(\w+)\] ", note)
                    if not m or m.group(1) not in SUBKINDS:
                        fail(f"{sid}: contradiction note lacks sub-kind tag")
                if kind == "added":
                    for term in c[2]:
                        if term.lower() in raw.lower():
                            fail(f"{sid}/added: term {term!r} occurs in {path}")
                items.append(dict(claim=text, label=LABEL[kind], kind=kind,
                                  rationale=[rat], doc_ids_files=[path],
                                  sentence_id=sid, note=note))
        # fixed-seed shuffle, redrawn until no neighbours share a sentence
        rng = random.Random(f"{SEED}-d{di:02d}")
        order = list(items)
        for _ in range(10000):
            rng.shuffle(order)
            if all(order[k]["sentence_id"] != order[k + 1]["sentence_id"]
                   for k in range(len(order) - 1)):
                break
        else:
            fail(f"d{di:02d}: could not find a valid shuffle")
        dname = f"draft-{di:02d}.md"
        lines = [f"# Notes on {doc['title']}", "", f"## {doc['heading']}", ""]
        for pi, it in enumerate(order, start=1):
            lines.append(it["claim"])
            lines.append("")
            rows.append(dict(claim=it["claim"], draft=dname, paragraph=pi,
                             label=it["label"], rationale=it["rationale"],
                             doc_ids_files=it["doc_ids_files"], kind=it["kind"],
                             sentence_id=it["sentence_id"], note=it["note"]))
        with open(os.path.join(drafts_dir, dname), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print(f"wrote {len(rows)} rows, {len(DOCS)} drafts")


if __name__ == "__main__":
    main()
