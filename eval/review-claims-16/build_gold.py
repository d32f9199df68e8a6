#!/usr/bin/env python3
"""Builds drafts/, gold.jsonl and sources.txt from build_data.py (stdlib only)."""
import json, os, random, re, sys
from build_data import DOCS

ROOT = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}

def extract(text, start, end):
    i = text.find(start)
    if i < 0:
        sys.exit(f"start not found: {start!r}")
    if text.find(start, i + 1) >= 0:
        sys.exit(f"start not unique: {start!r}")
    j = text.find(end, i)
    if j < 0:
        sys.exit(f"end not found: {end!r}")
    return text[i:j + len(end)]

def main():
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    rows, sources = [], []
    rng = random.Random(16)
    for n, d in enumerate(DOCS, 1):
        text = open(os.path.join(ROOT, d["path"]), encoding="utf-8").read()
        sources.append(d["path"])
        items = []
        for k, s in enumerate(d["sents"], 1):
            rat = extract(text, s["start"], s["end"])
            for kind in KINDS:
                claim, note = s[kind]
                items.append(dict(claim=claim, kind=kind, sid=f"d{n:02d}-s{k}", rat=rat, note=note))
        # shuffle; retry until no two adjacent claims share a sentence
        while True:
            rng.shuffle(items)
            if all(items[i]["sid"] != items[i + 1]["sid"] for i in range(len(items) - 1)):
                break
        draft = f"drafts/draft-{n:02d}.md"
        lines = [f"# Notes on {d['name']}", "", f"## {d['heading']}", ""]
        for p, it in enumerate(items, 1):
            lines += [it["claim"], ""]
            rows.append(dict(claim=it["claim"], draft=draft, paragraph=p, label=LABEL[it["kind"]],
                             rationale=[it["rat"]], doc_ids_files=[d["path"]], kind=it["kind"],
                             sentence_id=it["sid"], note=it["note"]))
        with open(os.path.join(HERE, draft), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print(f"{len(DOCS)} drafts, {len(rows)} rows")

if __name__ == "__main__":
    main()
