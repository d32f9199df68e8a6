"""Builds drafts/, gold.jsonl and sources.txt from build/data*.py (run from the set folder)."""
import json, os, random, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data1, data2, data3, data4
CORPUS = "/work/shared/corpora/real-prose"
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}
docs = data1.DOCS + data2.DOCS + data3.DOCS + data4.DOCS
assert len(docs) == 25, len(docs)
rng = random.Random(11)
os.makedirs("drafts", exist_ok=True)
rows = []
for di, (path, heading, sents) in enumerate(docs, 1):
    raw = open(os.path.join(CORPUS, path), encoding="utf-8").read()
    items = []
    for si, (sent, claims) in enumerate(sents, 1):
        pat = r"\s+".join(re.escape(t) for t in sent.split())
        m = re.search(pat, raw)
        if not m:
            sys.exit(f"not found d{di:02d}-s{si}: {sent[:60]}")
        verb = m.group(0)
        assert len(claims) == 5
        for kind, text, note in claims:
            items.append(dict(claim=text, label=LABEL[kind], rationale=[verb], doc_ids_files=[path],
                              kind=kind, sentence_id=f"d{di:02d}-s{si}", note=note))
    # shuffle, avoiding adjacent claims from the same sentence where possible
    for _ in range(200):
        rng.shuffle(items)
        if all(items[i]["sentence_id"] != items[i+1]["sentence_id"] for i in range(len(items)-1)):
            break
    dname = f"drafts/draft-{di:02d}.md"
    title = heading.split(":")[0]
    with open(dname, "w", encoding="utf-8") as f:
        f.write(f"# Notes on {title}\n\n## {heading}\n\n")
        f.write("\n\n".join(it["claim"] for it in items) + "\n")
    for pi, it in enumerate(items, 1):
        rows.append({"claim": it["claim"], "draft": dname, "paragraph": pi, "label": it["label"],
                     "rationale": it["rationale"], "doc_ids_files": it["doc_ids_files"], "kind": it["kind"],
                     "sentence_id": it["sentence_id"], "note": it["note"]})
with open("gold.jsonl", "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open("sources.txt", "w") as f:
    f.write("\n".join(d[0] for d in docs) + "\n")
print("rows", len(rows))
