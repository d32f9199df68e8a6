#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build/claims.txt.

Each source sentence in claims.txt is written whitespace-normalised; it is
located in the raw document with a whitespace-tolerant regex and the matching
span is cut VERBATIM (line breaks and markup kept) for the rationale.
Standard library only.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = "/work/shared/corpora/real-prose"
KINDS = {"R": "reworded", "P": "paraphrase", "C": "contradiction",
         "O": "overclaim", "A": "added"}
LABELS = {"reworded": "supports", "paraphrase": "supports",
          "contradiction": "contradicts", "overclaim": "not_supported",
          "added": "not_supported"}


def parse(path):
    docs = []
    cur = None
    sent = None
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("# "):
                continue
            if line.startswith("=== "):
                p, title = line[4:].split(" | ", 1)
                cur = {"path": p.strip(), "title": title.strip(), "sentences": []}
                docs.append(cur)
                continue
            tag, rest = line[:2], line[3:]
            if tag == "S:":
                sent = {"text": rest.strip(), "claims": []}
                cur["sentences"].append(sent)
            elif tag[0] in KINDS and tag[1] == ":":
                claim, note = rest.split(" >>> ", 1)
                sent["claims"].append((KINDS[tag[0]], claim.strip(), note.strip()))
            else:
                sys.exit("bad line: %r" % line)
    return docs


def locate(doc_text, sentence):
    toks = sentence.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    ms = list(re.finditer(pat, doc_text))
    if not ms:
        sys.exit("sentence not found: %r" % sentence)
    return ms[0].group(0), len(ms)


def shuffle_ok(order):
    for a, b in zip(order, order[1:]):
        if a["sentence_id"] == b["sentence_id"]:
            return False
    return True


def main():
    docs = parse(os.path.join(HERE, "claims.txt"))
    if len(docs) != 25:
        sys.exit("expected 25 docs, got %d" % len(docs))
    os.makedirs(os.path.join(ROOT, "drafts"), exist_ok=True)
    gold = []
    for di, doc in enumerate(docs, 1):
        with open(os.path.join(CORPUS, doc["path"]), encoding="utf-8") as fh:
            text = fh.read()
        rows = []
        if len(doc["sentences"]) != 4:
            sys.exit("%s: %d sentences" % (doc["path"], len(doc["sentences"])))
        for si, s in enumerate(doc["sentences"], 1):
            verbatim, n = locate(text, s["text"])
            kinds = [k for k, _, _ in s["claims"]]
            if kinds != ["reworded", "paraphrase", "contradiction", "overclaim", "added"]:
                sys.exit("kinds wrong for %s s%d: %s" % (doc["path"], si, kinds))
            for kind, claim, note in s["claims"]:
                rows.append({
                    "claim": claim,
                    "draft": "drafts/draft-%02d.md" % di,
                    "label": LABELS[kind],
                    "rationale": [verbatim],
                    "doc_ids_files": [doc["path"]],
                    "kind": kind,
                    "sentence_id": "d%02d-s%d" % (di, si),
                    "note": note,
                })
        rng = random.Random(1400 + di)
        for _ in range(10000):
            rng.shuffle(rows)
            if shuffle_ok(rows):
                break
        else:
            sys.exit("could not shuffle draft %d" % di)
        lines = ["# Notes on %s" % doc["path"], "", "## %s" % doc["title"], ""]
        for pi, r in enumerate(rows, 1):
            r["paragraph"] = pi
            lines.append(r["claim"])
            lines.append("")
        with open(os.path.join(ROOT, "drafts", "draft-%02d.md" % di), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines))
        gold.extend(rows)
    keys = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
            "kind", "sentence_id", "note"]
    with open(os.path.join(ROOT, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for r in gold:
            fh.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "sources.txt"), "w", encoding="utf-8") as fh:
        for doc in docs:
            fh.write(doc["path"] + "\n")
    print("wrote %d rows for %d drafts" % (len(gold), len(docs)))


if __name__ == "__main__":
    main()
