#!/usr/bin/env python3
"""Builds drafts/, gold.jsonl and sources.txt from specs/dNN.py (standard library only)."""
import importlib.util, json, os, random, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KINDS = [("reworded", "supports"), ("paraphrase", "supports"), ("contradiction", "contradicts"),
         ("overclaim", "not_supported"), ("added", "not_supported")]


def load(n):
    path = os.path.join(HERE, "specs", "d%02d.py" % n)
    spec = importlib.util.spec_from_file_location("d%02d" % n, path)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def locate(raw, src):
    toks = src.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    hits = [m for m in re.finditer(pat, raw)]
    if not hits:
        raise SystemExit("NOT FOUND: %r" % src)
    return hits[0].group(0)


def main():
    only = [int(a) for a in sys.argv[1:]]
    nums = only or list(range(1, 26))
    problems = []
    rows, sources = [], []
    for n in nums:
        m = load(n)
        raw = open(os.path.join(CORPUS, m.DOC), encoding="utf-8").read()
        sources.append(m.DOC)
        items = []
        assert len(m.S) == 4, (n, len(m.S))
        for i, s in enumerate(m.S, 1):
            sid = "d%02d-s%d" % (n, i)
            rat = locate(raw, s["src"])
            wc = len(s["src"].split())
            if not 12 <= wc <= 45:
                problems.append("%s source has %d words" % (sid, wc))
            for kind, label in KINDS:
                claim, note = s[kind]
                cw = len(claim.split())
                if not 8 <= cw <= 50:
                    problems.append("%s %s has %d words" % (sid, kind, cw))
                if "\n" in claim or claim.strip() != claim:
                    problems.append("%s %s whitespace" % (sid, kind))
                if " ".join(claim.split()) == " ".join(s["src"].split()):
                    problems.append("%s %s equals source" % (sid, kind))
                items.append(dict(claim=claim, label=label, rationale=[rat], doc_ids_files=[m.DOC],
                                  kind=kind, sentence_id=sid, note=note))
        rng = random.Random(1000 + n)
        rng.shuffle(items)
        draft = "drafts/draft-%02d.md" % n
        lines = ["# Notes on %s" % m.TITLE, "", "## %s" % m.HEADING, ""]
        for p, it in enumerate(items, 1):
            lines += [it["claim"], ""]
            row = dict(claim=it["claim"], draft=draft, paragraph=p, label=it["label"],
                       rationale=it["rationale"], doc_ids_files=it["doc_ids_files"], kind=it["kind"],
                       sentence_id=it["sentence_id"], note=it["note"])
            rows.append(row)
        if not only:
            with open(os.path.join(HERE, draft), "w", encoding="utf-8") as f:
                f.write("\n".join(lines).rstrip("\n") + "\n")
    for p in problems:
        print("PROBLEM:", p)
    if only:
        print("checked", nums, "rows", len(rows))
        return
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(sources) + "\n")
    print("wrote", len(rows), "rows")


if __name__ == "__main__":
    main()
