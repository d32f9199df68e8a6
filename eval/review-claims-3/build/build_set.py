#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt from build/src/dNN.py.

Each source sentence is written in build/src with normalised whitespace; the
verbatim rationale is recovered from the raw document by a whitespace-tolerant
exact match, so the rationale is always an exact substring of the file.
"""
import importlib.util, json, os, random, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = "/work/shared/corpora/real-prose"
SRC = os.path.join(ROOT, "build", "src")
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}


def load(i):
    p = os.path.join(SRC, "d%02d.py" % i)
    spec = importlib.util.spec_from_file_location("d%02d" % i, p)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def find_verbatim(raw, sent):
    toks = sent.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    hits = [m.group(0) for m in re.finditer(pat, raw)]
    if len(hits) != 1:
        raise SystemExit("sentence matched %d times: %r" % (len(hits), sent[:80]))
    return hits[0]


def shuffle(items, seed):
    rng = random.Random(seed)
    for _ in range(10000):
        order = items[:]
        rng.shuffle(order)
        ok = all(order[k]["sid"] != order[k + 1]["sid"] for k in range(len(order) - 1))
        # also avoid a sentence's claims appearing in kind order
        if ok:
            return order
    raise SystemExit("could not shuffle")


def main():
    os.makedirs(os.path.join(ROOT, "drafts"), exist_ok=True)
    rows, sources = [], []
    for i in range(1, 26):
        m = load(i)
        raw = open(os.path.join(CORPUS, m.DOC), encoding="utf-8").read()
        sources.append(m.DOC)
        assert len(m.S) == 4, m.DOC
        items = []
        for j, (sent, claims) in enumerate(m.S, 1):
            rat = find_verbatim(raw, sent)
            kinds = [c[0] for c in claims]
            assert kinds == ["reworded", "paraphrase", "contradiction", "overclaim", "added"], (m.DOC, j)
            for kind, text, note in claims:
                items.append({"sid": "d%02d-s%d" % (i, j), "kind": kind, "claim": text,
                              "note": note, "rationale": rat, "doc": m.DOC})
        order = shuffle(items, 1000 + i)
        draft = "drafts/draft-%02d.md" % i
        lines = ["# Notes on %s" % m.DOC, "", "## %s" % m.HEADING, ""]
        for k, it in enumerate(order, 1):
            lines.append(it["claim"])
            lines.append("")
            rows.append({"claim": it["claim"], "draft": draft, "paragraph": k,
                         "label": LABEL[it["kind"]], "rationale": [it["rationale"]],
                         "doc_ids_files": [it["doc"]], "kind": it["kind"],
                         "sentence_id": it["sid"], "note": it["note"]})
        with open(os.path.join(ROOT, draft), "w", encoding="utf-8") as f:
            f.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(ROOT, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print("wrote %d rows" % len(rows))


if __name__ == "__main__":
    main()
