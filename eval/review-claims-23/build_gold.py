#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build_data.py.

Rationales are cut from the raw corpus files using the start/end anchors, so
they are exact substrings of the source. Paragraph order within each draft is
shuffled with a fixed seed so that no two neighbouring paragraphs come from the
same source sentence. Re-running reproduces the same files.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
SEED = 23
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}

sys.path.insert(0, HERE)
from build_data import DOCS  # noqa: E402


def flex(anchor):
    return r"\s+".join(re.escape(t) for t in anchor.split())


def cut(raw, start, end, where):
    starts = [m.start() for m in re.finditer(flex(start), raw)]
    if len(starts) != 1:
        raise SystemExit(f"{where}: start anchor matched {len(starts)} times: {start!r}")
    s = starts[0]
    m = re.compile(flex(end)).search(raw, s)
    if not m:
        raise SystemExit(f"{where}: end anchor not found after start: {end!r}")
    text = raw[s:m.end()]
    if "\n\n" in text or "\n \n" in text:
        raise SystemExit(f"{where}: rationale spans a blank line")
    return text


def words(text):
    t = re.sub(r"\[[^\]]*\]_", "", text)  # footnote refs
    t = t.replace("``", "").replace("`", "").replace("**", "")
    return len(t.split())


def shuffled(items, rng):
    for _ in range(10000):
        order = items[:]
        rng.shuffle(order)
        if all(order[i]["sentence_id"] != order[i + 1]["sentence_id"]
               for i in range(len(order) - 1)):
            return order
    raise SystemExit("could not shuffle")


def main():
    if len(DOCS) != 25:
        print(f"warning: {len(DOCS)} documents (expected 25)", file=sys.stderr)
    rng = random.Random(SEED)
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    rows = []
    sources = []
    for di, d in enumerate(DOCS, 1):
        raw = open(os.path.join(CORPUS, d["path"]), encoding="utf-8").read()
        low = raw.lower()
        if len(d["sentences"]) != 4:
            raise SystemExit(f"{d['path']}: {len(d['sentences'])} sentences")
        items = []
        for si, s in enumerate(d["sentences"], 1):
            sid = f"d{di:02d}-s{si}"
            rationale = cut(raw, s["start"], s["end"], sid)
            n = words(rationale)
            if not 12 <= n <= 45:
                raise SystemExit(f"{sid}: rationale has {n} words")
            for term in s["absent"]:
                if term.lower() in low:
                    raise SystemExit(f"{sid}: 'absent' term {term!r} occurs in document")
            for k in KINDS:
                claim, note = s["claims"][k]
                if re.search(r"``|\]_|:pep:|<http", claim):
                    raise SystemExit(f"{sid} {k}: markup left in claim")
                if "\n" in claim or claim != claim.strip():
                    raise SystemExit(f"{sid} {k}: claim not one clean line")
                items.append(dict(claim=claim, label=LABEL[k], rationale=[rationale],
                                  doc_ids_files=[d["path"]], kind=k,
                                  sentence_id=sid, note=note))
        order = shuffled(items, rng)
        name = f"draft-{di:02d}.md"
        lines = [f"# Notes on {d['title']}", "", f"## {d['heading']}", ""]
        for pi, it in enumerate(order, 1):
            lines += [it["claim"], ""]
            row = {"claim": it["claim"], "draft": name, "paragraph": pi}
            row.update({k: it[k] for k in ("label", "rationale", "doc_ids_files",
                                            "kind", "sentence_id", "note")})
            rows.append(row)
        with open(os.path.join(HERE, "drafts", name), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
        sources.append(d["path"])
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print(f"wrote {len(DOCS)} drafts, {len(rows)} rows")


if __name__ == "__main__":
    main()
