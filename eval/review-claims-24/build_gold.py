#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build_data.py.

Rationales are cut from the raw source files by the start/end anchors in
build_data.py, so every rationale is an exact substring of its document.
Paragraph order inside each draft is shuffled with a fixed per-draft seed,
re-shuffling (deterministically) until no two neighbouring paragraphs come
from the same source sentence.  Re-running reproduces identical files.
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
LABELS = {
    "reworded": "supports",
    "paraphrase": "supports",
    "contradiction": "contradicts",
    "overclaim": "not_supported",
    "added": "not_supported",
}
SEED_BASE = 20240624


def read_raw(path):
    with open(os.path.join(CORPUS_ROOT, path), encoding="utf-8") as fh:
        return fh.read()


def doc_title(raw, path):
    m = re.search(r"^Title:\s*(.+)$", raw, re.M)
    if not m:
        raise SystemExit(f"no Title: header in {path}")
    return m.group(1).strip()


def cut(raw, start, end, where):
    n = raw.count(start)
    if n != 1:
        raise SystemExit(f"{where}: start anchor occurs {n} times: {start!r}")
    i = raw.index(start)
    j = raw.find(end, i)
    if j < 0:
        raise SystemExit(f"{where}: end anchor not found after start: {end!r}")
    return raw[i:j + len(end)]


def word_count(text):
    t = re.sub(r"<[^>]*>`_+", "", text)      # drop link targets
    t = re.sub(r"[`*]", "", t)
    return len(t.split())


def shuffle_items(items, seed):
    rng = random.Random(seed)
    for _ in range(10000):
        order = items[:]
        rng.shuffle(order)
        if all(order[k]["sentence_id"] != order[k + 1]["sentence_id"]
               for k in range(len(order) - 1)):
            return order
    raise SystemExit(f"could not shuffle with seed {seed}")


def main():
    drafts_dir = os.path.join(HERE, "drafts")
    os.makedirs(drafts_dir, exist_ok=True)
    rows, sources = [], []
    for d_idx, doc in enumerate(DOCS, start=1):
        raw = read_raw(doc["path"])
        title = doc_title(raw, doc["path"])
        draft = f"draft-{d_idx:02d}.md"
        items = []
        for s_idx, sent in enumerate(doc["sentences"], start=1):
            sid = f"d{d_idx:02d}-s{s_idx}"
            rationale = cut(raw, sent["start"], sent["end"], sid)
            wc = word_count(rationale)
            if not 12 <= wc <= 45:
                raise SystemExit(f"{sid}: source sentence has {wc} words")
            if set(sent["claims"]) != set(KINDS):
                raise SystemExit(f"{sid}: kinds {sorted(sent['claims'])}")
            for kind in KINDS:
                text, note = sent["claims"][kind]
                if "\n" in text or "``" in text:
                    raise SystemExit(f"{sid}/{kind}: claim has markup/newline")
                items.append({
                    "claim": text,
                    "draft": draft,
                    "label": LABELS[kind],
                    "rationale": [rationale],
                    "doc_ids_files": [doc["path"]],
                    "kind": kind,
                    "sentence_id": sid,
                    "note": note,
                })
        order = shuffle_items(items, SEED_BASE + d_idx)
        lines = [f"# Notes on {title}", "", f"## {doc['name']}", ""]
        for p_idx, item in enumerate(order, start=1):
            item["paragraph"] = p_idx
            lines.append(item["claim"])
            lines.append("")
        with open(os.path.join(drafts_dir, draft), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines).rstrip("\n") + "\n")
        for item in order:
            rows.append({k: item[k] for k in (
                "claim", "draft", "paragraph", "label", "rationale",
                "doc_ids_files", "kind", "sentence_id", "note")})
        sources.append(doc["path"])
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(sources) + "\n")
    print(f"wrote {len(DOCS)} drafts, {len(rows)} gold rows")


if __name__ == "__main__":
    main()
