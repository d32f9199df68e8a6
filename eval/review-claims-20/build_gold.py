"""Build drafts/, gold.jsonl and sources.txt from build_data.py.

Rationales are cut from the raw source files by the start/end anchors, so
they are exact substrings.  Paragraph order inside each draft is shuffled
with a fixed per-draft seed (retrying until no two neighbouring paragraphs
come from the same source sentence), so re-running reproduces the same
files byte for byte.  Stdlib only.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import build_data as D  # noqa: E402

SEED = 20  # review-claims-20


def cut_rationale(raw, start, end, where):
    n = raw.count(start)
    if n != 1:
        raise SystemExit(f"{where}: start anchor occurs {n} times: {start!r}")
    s = raw.index(start)
    e = raw.find(end, s)
    if e < 0:
        raise SystemExit(f"{where}: end anchor not found after start: {end!r}")
    return raw[s:e + len(end)]


def shuffled(items, rng):
    for _ in range(10000):
        order = items[:]
        rng.shuffle(order)
        if all(order[i]["sentence_id"] != order[i + 1]["sentence_id"]
               for i in range(len(order) - 1)):
            return order
    raise SystemExit("could not find a shuffle without adjacent repeats")


def main():
    drafts_dir = os.path.join(HERE, "drafts")
    os.makedirs(drafts_dir, exist_ok=True)
    gold_rows = []
    sources = []
    for di, doc in enumerate(D.DOCS, start=1):
        path = doc["path"]
        sources.append(path)
        with open(os.path.join(D.CORPUS_ROOT, path), encoding="utf-8") as f:
            raw = f.read()
        draft_name = f"draft-{di:02d}.md"
        items = []
        for si, sent in enumerate(doc["sentences"], start=1):
            sid = f"d{di:02d}-s{si}"
            rationale = cut_rationale(raw, sent["start"], sent["end"], sid)
            for kind in D.KINDS:
                c = sent[kind]
                note = c["note"]
                if kind == "contradiction":
                    note = f"[{c['subkind']}] {note}"
                items.append({
                    "claim": c["claim"],
                    "draft": draft_name,
                    "paragraph": None,
                    "label": D.LABELS[kind],
                    "rationale": [rationale],
                    "doc_ids_files": [path],
                    "kind": kind,
                    "sentence_id": sid,
                    "note": note,
                })
        rng = random.Random(SEED * 1000 + di)
        order = shuffled(items, rng)
        lines = [f"# Notes on {doc['title']}", "", f"## {doc['heading']}", ""]
        for pi, row in enumerate(order, start=1):
            row["paragraph"] = pi
            lines.append(row["claim"])
            lines.append("")
        with open(os.path.join(drafts_dir, draft_name), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
        gold_rows.extend(order)

    field_order = ["claim", "draft", "paragraph", "label", "rationale",
                   "doc_ids_files", "kind", "sentence_id", "note"]
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for row in gold_rows:
            f.write(json.dumps({k: row[k] for k in field_order},
                               ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print(f"wrote {len(gold_rows)} rows, {len(sources)} drafts")


if __name__ == "__main__":
    main()
