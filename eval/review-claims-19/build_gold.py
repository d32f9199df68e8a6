#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt for review-claims-19 from build_data.py.

Rationales are cut from the raw source files with the (start, end) anchors, so
they are exact substrings.  Paragraph order inside each draft is shuffled with a
fixed per-draft seed, re-drawn until no two neighbouring paragraphs come from
the same source sentence.  Re-running reproduces byte-identical output.
"""
import json
import os
import random
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from build_data import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
SEED_BASE = 19000


def cut(raw, start, end, where):
    n = raw.count(start)
    if n != 1:
        raise SystemExit(f"{where}: start anchor occurs {n} times: {start!r}")
    i = raw.index(start)
    j = raw.find(end, i)
    if j < 0:
        raise SystemExit(f"{where}: end anchor not found after start: {end!r}")
    text = raw[i:j + len(end)]
    if "\n\n" in text or "\n \n" in text:
        raise SystemExit(f"{where}: rationale spans a paragraph break")
    return text


def prose_words(s):
    s = re.sub(r"\]\([^)]*\)", "]", s)            # markdown link targets
    s = re.sub(r"<https?://[^>]*>", "", s)         # rst link targets
    s = re.sub(r":\w+:`", "`", s)                  # rst roles
    s = re.sub(r"\[\d+\]_", "", s)                 # footnote refs
    return sum(1 for t in s.split() if re.search(r"[A-Za-z0-9]", t))


def order_rows(rows, seed):
    rng = random.Random(seed)
    for _ in range(10000):
        cand = rows[:]
        rng.shuffle(cand)
        if all(cand[k]["sentence_id"] != cand[k + 1]["sentence_id"]
               for k in range(len(cand) - 1)):
            return cand
    raise SystemExit(f"could not shuffle (seed {seed})")


def main():
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    gold, sources = [], []
    for di, d in enumerate(DOCS, 1):
        raw = open(os.path.join(CORPUS, d["path"]), encoding="utf-8").read()
        sources.append(d["path"])
        rows = []
        for si, s in enumerate(d["sentences"], 1):
            sid = f"d{di:02d}-s{si}"
            rat = cut(raw, s["start"], s["end"], sid)
            nw = prose_words(rat)
            if not 12 <= nw <= 45:
                raise SystemExit(f"{sid}: rationale has {nw} words")
            for kind in KINDS:
                text, note = s[kind]
                if "\n" in text or text != text.strip() or not text:
                    raise SystemExit(f"{sid} {kind}: bad claim text")
                if kind == "contradiction" and not re.match(
                        r"\[(number|entity|direction|negation|roles)\] ", note):
                    raise SystemExit(f"{sid}: contradiction note lacks sub-kind tag")
                rows.append(dict(claim=text, label=LABEL[kind], rationale=[rat],
                                 doc_ids_files=[d["path"]], kind=kind,
                                 sentence_id=sid, note=note))
        rows = order_rows(rows, SEED_BASE + di)
        name = f"draft-{di:02d}.md"
        paras = []
        for pi, r in enumerate(rows, 1):
            paras.append(r["claim"])
            gold.append(dict(claim=r["claim"], draft=name, paragraph=pi,
                             label=r["label"], rationale=r["rationale"],
                             doc_ids_files=r["doc_ids_files"], kind=r["kind"],
                             sentence_id=r["sentence_id"], note=r["note"]))
        body = (f"# Notes on {d['title']}\n\n## {d['heading']}\n\n"
                + "\n\n".join(paras) + "\n")
        with open(os.path.join(HERE, "drafts", name), "w", encoding="utf-8") as f:
            f.write(body)
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for g in gold:
            f.write(json.dumps(g, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print(f"wrote {len(DOCS)} drafts, {len(gold)} gold rows")


if __name__ == "__main__":
    main()
