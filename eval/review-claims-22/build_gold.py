#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build_data.py.

Rationales are cut from the raw source files by the start/end anchors, so
they are exact substrings (markup and line breaks kept). Paragraph order is
shuffled with a fixed seed per draft so that no two neighbouring paragraphs
come from the same source sentence. Re-running reproduces the same files.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
CORPUS = "/work/shared/corpora/real-prose"
sys.path.insert(0, HERE)
from build_data import DOCS  # noqa: E402

KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
SEED = 22


def anchor_re(a):
    return r"\s+".join(re.escape(w) for w in a.split())


def cut(raw, start, end, where):
    starts = [m.start() for m in re.finditer(anchor_re(start), raw)]
    if len(starts) != 1:
        raise SystemExit(f"{where}: start anchor found {len(starts)} times: {start!r}")
    m = re.compile(anchor_re(end)).search(raw, starts[0])
    if not m:
        raise SystemExit(f"{where}: end anchor not found: {end!r}")
    text = raw[starts[0]:m.end()]
    if len(text) > 600:
        raise SystemExit(f"{where}: rationale suspiciously long ({len(text)} chars)")
    return text


def shuffle_ok(items):
    return all(items[i]["sentence_id"] != items[i + 1]["sentence_id"]
               for i in range(len(items) - 1))


def main():
    if len(DOCS) != 25:
        print(f"warning: {len(DOCS)} documents (expected 25)", file=sys.stderr)
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    rows_all = []
    sources = []
    for d_i, d in enumerate(DOCS, 1):
        raw = open(os.path.join(CORPUS, d["path"]), encoding="utf-8").read()
        sources.append(d["path"])
        items = []
        for s_i, s in enumerate(d["sentences"], 1):
            sid = f"d{d_i:02d}-s{s_i}"
            rat = cut(raw, s["start"], s["end"], sid)
            for k in KINDS:
                claim, note = s["claims"][k]
                items.append({"claim": claim, "label": LABEL[k],
                              "rationale": [rat], "doc_ids_files": [d["path"]],
                              "kind": k, "sentence_id": sid, "note": note})
        rng = random.Random(f"{SEED}-{d_i}")
        for _ in range(10000):
            rng.shuffle(items)
            if shuffle_ok(items):
                break
        else:
            raise SystemExit(f"draft {d_i}: could not shuffle")
        name = f"draft-{d_i:02d}.md"
        lines = [f"# Notes on {d['title']}", "", f"## {d['heading']}", ""]
        for p_i, it in enumerate(items, 1):
            lines.append(it["claim"])
            lines.append("")
            row = {"claim": it["claim"], "draft": name, "paragraph": p_i}
            row.update({k: it[k] for k in ("label", "rationale", "doc_ids_files",
                                           "kind", "sentence_id", "note")})
            rows_all.append(row)
        with open(os.path.join(HERE, "drafts", name), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows_all:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print(f"wrote {len(DOCS)} drafts, {len(rows_all)} rows")


if __name__ == "__main__":
    main()
