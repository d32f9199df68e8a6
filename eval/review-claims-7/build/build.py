#!/usr/bin/env python3
"""Assemble drafts/, gold.jsonl and sources.txt from build/dNN.py data files.

Each data file holds one document: DOC (path under the corpus), TITLE (the
draft's section heading) and SENTS (four source sentences, each with five
claims as (text, note) pairs).  The source sentence is written on one line;
the verbatim span (with the file's own line breaks and markup) is located in
the raw document by a whitespace-tolerant regex and stored as the rationale.
"""
import importlib.util, json, os, random, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}


def load(n):
    path = os.path.join(HERE, "d%02d.py" % n)
    spec = importlib.util.spec_from_file_location("d%02d" % n, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def locate(raw, src):
    toks = src.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    hits = [m for m in re.finditer(pat, raw)]
    if not hits:
        raise SystemExit("NOT FOUND: %r" % src)
    if len(hits) > 1:
        print("warning: %d matches for %r; using first" % (len(hits), src[:60]), file=sys.stderr)
    return hits[0].group(0)


def main():
    os.makedirs(os.path.join(ROOT, "drafts"), exist_ok=True)
    rows, sources = [], []
    for n in range(1, 26):
        mod = load(n)
        doc = mod.DOC
        sources.append(doc)
        raw = open(os.path.join(CORPUS, doc), encoding="utf-8").read()
        assert len(mod.SENTS) == 4, doc
        items = []
        for si, s in enumerate(mod.SENTS, 1):
            span = locate(raw, s["src"])
            sid = "d%02d-s%d" % (n, si)
            for k in KINDS:
                text, note = s[k]
                items.append(dict(claim=text, label=LABEL[k], rationale=[span],
                                  doc_ids_files=[doc], kind=k, sentence_id=sid,
                                  note=note))
        rng = random.Random(1000 + n)
        # shuffle until no two neighbouring claims come from the same sentence
        for _ in range(10000):
            rng.shuffle(items)
            if all(items[i]["sentence_id"] != items[i + 1]["sentence_id"]
                   for i in range(len(items) - 1)):
                break
        draft = "drafts/draft-%02d.md" % n
        lines = ["# Notes on %s" % doc, "", "## %s" % mod.TITLE, ""]
        for p, it in enumerate(items, 1):
            lines.append(it["claim"])
            lines.append("")
            row = {"claim": it["claim"], "draft": draft, "paragraph": p}
            row.update({k: it[k] for k in ("label", "rationale", "doc_ids_files",
                                            "kind", "sentence_id", "note")})
            rows.append(row)
        with open(os.path.join(ROOT, draft), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(ROOT, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print("wrote %d rows, %d drafts" % (len(rows), len(sources)))


if __name__ == "__main__":
    main()
