"""Mechanical self-check for review-claims-20 (stdlib only).

Checks: every claim equals its paragraph text in its draft and paragraph
numbers run 1..20 in draft order; every rationale is a verbatim substring of
its source document and is 12-45 words; 25 drafts x 20 rows; sources.txt
matches the drafts; labels supports=200 contradicts=100 not_supported=200;
kinds 100 each; each sentence has exactly one claim of each kind; no two
neighbouring paragraphs share a source sentence; claims are single-line,
unique, free of backticks and do not start with markdown block markers;
contradiction notes carry a known sub-kind tag; distinctive terms of every
"added" claim are absent from its source document.
Prints label / kind / sub-kind counts; exits non-zero on any error.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import build_data as D  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def main():
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
        for ln, line in enumerate(f, start=1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"gold.jsonl line {ln}: bad JSON ({e})")
    expected_fields = {"claim", "draft", "paragraph", "label", "rationale",
                       "doc_ids_files", "kind", "sentence_id", "note"}
    for i, r in enumerate(rows, start=1):
        if set(r) != expected_fields:
            err(f"row {i}: fields {sorted(r)}")

    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as f:
        sources = [l.rstrip("\n") for l in f if l.strip()]
    if len(sources) != 25:
        err(f"sources.txt has {len(sources)} lines, expected 25")
    if D.SKIPPED["path"] in sources:
        err("skipped document appears in sources.txt")

    raw_cache = {}

    def raw(path):
        if path not in raw_cache:
            with open(os.path.join(D.CORPUS_ROOT, path), encoding="utf-8") as f:
                raw_cache[path] = f.read()
        return raw_cache[path]

    by_draft = collections.defaultdict(list)
    for r in rows:
        by_draft[r["draft"]].append(r)
    drafts_dir = os.path.join(HERE, "drafts")
    draft_files = sorted(f for f in os.listdir(drafts_dir) if f.endswith(".md"))
    expected_drafts = [f"draft-{i:02d}.md" for i in range(1, 26)]
    if draft_files != expected_drafts:
        err(f"drafts/ contains {draft_files}")
    if sorted(by_draft) != expected_drafts:
        err(f"gold drafts {sorted(by_draft)}")
    # rows must be in draft order
    seen_order = []
    for r in rows:
        if not seen_order or seen_order[-1] != r["draft"]:
            seen_order.append(r["draft"])
    if seen_order != expected_drafts:
        err("gold.jsonl rows are not grouped in draft order")

    for di, name in enumerate(expected_drafts, start=1):
        drows = by_draft.get(name, [])
        if len(drows) != 20:
            err(f"{name}: {len(drows)} rows, expected 20")
        path = os.path.join(drafts_dir, name)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        blocks = [b for b in text.split("\n\n") if b.strip()]
        headings = [b for b in blocks if b.startswith("#")]
        paras = [b.strip("\n") for b in blocks if not b.startswith("#")]
        if len(headings) != 2 or not headings[0].startswith("# Notes on ") \
                or not headings[1].startswith("## "):
            err(f"{name}: bad headings {headings}")
        if len(paras) != len(drows):
            err(f"{name}: {len(paras)} paragraphs vs {len(drows)} rows")
        for pi, (p, r) in enumerate(zip(paras, drows), start=1):
            if r["paragraph"] != pi:
                err(f"{name}: row paragraph {r['paragraph']} at position {pi}")
            if p != r["claim"]:
                err(f"{name} p{pi}: paragraph text != claim")
        for a, b in zip(drows, drows[1:]):
            if a["sentence_id"] == b["sentence_id"]:
                err(f"{name}: neighbours p{a['paragraph']}/p{b['paragraph']} share {a['sentence_id']}")
        doc_paths = {tuple(r["doc_ids_files"]) for r in drows}
        if len(doc_paths) != 1:
            err(f"{name}: several source documents {doc_paths}")
        elif di <= len(sources) and list(doc_paths)[0] != (sources[di - 1],):
            err(f"{name}: source {doc_paths} != sources.txt line {di}")

    label_counts = collections.Counter(r["label"] for r in rows)
    kind_counts = collections.Counter(r["kind"] for r in rows)
    sub_counts = collections.Counter()
    per_sentence = collections.defaultdict(list)
    claims_seen = collections.Counter(r["claim"] for r in rows)
    for c, n in claims_seen.items():
        if n > 1:
            err(f"duplicate claim ({n}x): {c[:60]}")
    for r in rows:
        per_sentence[r["sentence_id"]].append(r)
        if D.LABELS.get(r["kind"]) != r["label"]:
            err(f"{r['sentence_id']} {r['kind']}: label {r['label']}")
        c = r["claim"]
        if "\n" in c or c != c.strip() or not c:
            err(f"{r['sentence_id']} {r['kind']}: claim not a clean single line")
        if "`" in c:
            err(f"{r['sentence_id']} {r['kind']}: backtick markup in claim")
        if re.match(r"^(#|[-*+] |\d+[.)] |>)", c):
            err(f"{r['sentence_id']} {r['kind']}: claim starts with a markdown block marker")
        if len(r["rationale"]) != 1 or len(r["doc_ids_files"]) != 1:
            err(f"{r['sentence_id']}: rationale/doc_ids_files must be one-item lists")
            continue
        src = raw(r["doc_ids_files"][0])
        rat = r["rationale"][0]
        if rat not in src:
            err(f"{r['sentence_id']}: rationale is not a verbatim substring")
        nw = len(rat.split())
        if not 12 <= nw <= 45:
            err(f"{r['sentence_id']}: rationale has {nw} words")
        if r["kind"] == "contradiction":
            m = re.match(r"^\[(\w+)\] ", r["note"])
            if not m or m.group(1) not in D.SUBKINDS:
                err(f"{r['sentence_id']}: contradiction note lacks a sub-kind tag")
            else:
                sub_counts[m.group(1)] += 1
    if len(per_sentence) != 100:
        err(f"{len(per_sentence)} source sentences, expected 100")
    for sid, srows in per_sentence.items():
        if sorted(x["kind"] for x in srows) != sorted(D.KINDS):
            err(f"{sid}: kinds {sorted(x['kind'] for x in srows)}")
        if len({x["rationale"][0] for x in srows}) != 1:
            err(f"{sid}: rows disagree on the rationale")

    # distinctive terms of "added" claims must not occur in the document
    for di, doc in enumerate(D.DOCS, start=1):
        text = raw(doc["path"]).lower()
        for si, sent in enumerate(doc["sentences"], start=1):
            terms = sent["added"]["terms"]
            if not terms:
                err(f"d{di:02d}-s{si}: added claim has no distinctive terms")
            for t in terms:
                if t.lower() not in sent["added"]["claim"].lower():
                    err(f"d{di:02d}-s{si}: term {t!r} not in the added claim")
                if t.lower() in text:
                    err(f"d{di:02d}-s{si}: added term {t!r} occurs in the document")

    if label_counts != {"supports": 200, "contradicts": 100, "not_supported": 200}:
        err(f"label counts {dict(label_counts)}")
    if kind_counts != {k: 100 for k in D.KINDS}:
        err(f"kind counts {dict(kind_counts)}")

    print(f"rows: {len(rows)}  drafts: {len(by_draft)}  sentences: {len(per_sentence)}")
    print("labels:   " + "  ".join(f"{k}={label_counts[k]}" for k in ("supports", "contradicts", "not_supported")))
    print("kinds:    " + "  ".join(f"{k}={kind_counts[k]}" for k in D.KINDS))
    print("subkinds: " + "  ".join(f"{k}={sub_counts[k]}" for k in D.SUBKINDS))
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
