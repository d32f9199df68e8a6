#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-15 held-out set (standard library only).

Checks:
  * every gold row's claim equals the text of paragraph N of its draft (headings not counted),
    and gold rows follow draft order with no paragraph missing or extra;
  * every rationale string is a verbatim substring of the raw source document;
  * each draft has exactly 20 rows: four sentence_ids x the five kinds, one doc per draft;
  * labels match kinds; every doc_ids_files entry is listed in sources.txt (25 lines, all exist);
  * no claim equals its source sentence (whitespace- and markup-insensitive);
  * claims are 8-50 words with no line breaks; source sentences are 12-45 words;
then prints label / kind counts and contradiction sub-kinds (the [tag] at the start of note).
Exit status is non-zero if any check fails.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KINDS = {"reworded", "paraphrase", "contradiction", "overclaim", "added"}
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}
SUBKINDS = {"number", "entity", "direction", "negation", "roles"}

errors = []


def err(msg):
    errors.append(msg)


def read_paragraphs(path):
    """Return the list of paragraph texts of a draft, headings excluded."""
    text = open(path, encoding="utf-8").read()
    paras, cur = [], []
    for line in text.split("\n"):
        if line.strip() == "":
            if cur:
                paras.append(cur)
                cur = []
            continue
        cur.append(line)
    if cur:
        paras.append(cur)
    out = []
    for p in paras:
        if len(p) == 1 and re.match(r"#{1,6} ", p[0]):
            continue  # title or section heading
        if len(p) != 1:
            err(f"{path}: paragraph spans {len(p)} lines: {p[0][:50]!r}")
        out.append("\n".join(p))
    return out


def norm(s):
    s = re.sub(r"[`*_]|<[^>]*>|\[[^\]]*\]", " ", s)
    return " ".join(re.sub(r"[^\w\s]", " ", s.lower()).split())


def main():
    src_lines = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(src_lines) != 25 or len(set(src_lines)) != 25:
        err(f"sources.txt should list 25 distinct documents, has {len(src_lines)}")
    for s in src_lines:
        if not os.path.isfile(os.path.join(CORPUS, s)):
            err(f"sources.txt: missing document {s}")
    raw_cache = {}

    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    by_draft = collections.OrderedDict()
    for i, r in enumerate(rows, 1):
        for f in ("claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind",
                  "sentence_id", "note"):
            if f not in r:
                err(f"row {i}: missing field {f}")
        by_draft.setdefault(r["draft"], []).append(r)

    drafts_on_disk = sorted(f"drafts/{f}" for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    if sorted(by_draft) != drafts_on_disk:
        err(f"drafts in gold {sorted(by_draft)} != drafts on disk {drafts_on_disk}")
    if list(by_draft) != sorted(by_draft):
        err("gold rows are not in draft order")

    docs_used = set()
    for draft, rs in by_draft.items():
        paras = read_paragraphs(os.path.join(HERE, draft))
        if len(paras) != len(rs):
            err(f"{draft}: {len(paras)} paragraphs but {len(rs)} gold rows")
        if [r["paragraph"] for r in rs] != list(range(1, len(rs) + 1)):
            err(f"{draft}: paragraph numbers not 1..{len(rs)} in order")
        for r in rs:
            p = r["paragraph"]
            if not 1 <= p <= len(paras) or paras[p - 1] != r["claim"]:
                err(f"{draft} #{p}: claim does not equal paragraph text")
        if len(rs) != 20:
            err(f"{draft}: {len(rs)} rows, expected 20")
        grid = collections.defaultdict(list)
        docs = {tuple(r["doc_ids_files"]) for r in rs}
        if len(docs) != 1:
            err(f"{draft}: rows cite several documents {docs}")
        for r in rs:
            grid[r["sentence_id"]].append(r["kind"])
        if len(grid) != 4:
            err(f"{draft}: {len(grid)} sentence_ids, expected 4")
        for sid, ks in grid.items():
            if sorted(ks) != sorted(KINDS):
                err(f"{draft} {sid}: kinds {sorted(ks)}")
        # one rationale per sentence_id
        for sid in grid:
            rats = {tuple(r["rationale"]) for r in rs if r["sentence_id"] == sid}
            if len(rats) != 1:
                err(f"{draft} {sid}: rows of one sentence cite different rationales")
        for r in rs:
            tag = f"{draft} #{r['paragraph']}"
            if r["kind"] not in KINDS:
                err(f"{tag}: unknown kind {r['kind']}")
            elif LABEL[r["kind"]] != r["label"]:
                err(f"{tag}: label {r['label']} does not fit kind {r['kind']}")
            if len(r["doc_ids_files"]) != 1:
                err(f"{tag}: doc_ids_files should have one entry")
            for d in r["doc_ids_files"]:
                docs_used.add(d)
                if d not in src_lines:
                    err(f"{tag}: {d} not in sources.txt")
                if d not in raw_cache:
                    raw_cache[d] = open(os.path.join(CORPUS, d), encoding="utf-8").read()
            if not r["rationale"]:
                err(f"{tag}: empty rationale")
            for rat in r["rationale"]:
                if not any(rat in raw_cache.get(d, "") for d in r["doc_ids_files"]):
                    err(f"{tag}: rationale is not a verbatim substring of its document")
                n = len(rat.split())
                if not 12 <= n <= 45:
                    err(f"{tag}: source sentence has {n} words")
                if norm(rat) == norm(r["claim"]) or " ".join(rat.split()) == " ".join(r["claim"].split()):
                    err(f"{tag}: claim equals its source sentence")
            c = r["claim"]
            if "\n" in c or "\r" in c:
                err(f"{tag}: claim contains a line break")
            if not 8 <= len(c.split()) <= 50:
                err(f"{tag}: claim has {len(c.split())} words")
            if not r["note"].strip() or "\n" in r["note"]:
                err(f"{tag}: note must be one non-empty line")
    if docs_used != set(src_lines):
        err(f"documents used {len(docs_used)} differ from sources.txt: {docs_used ^ set(src_lines)}")
    claims = [r["claim"] for r in rows]
    dups = [c for c, k in collections.Counter(claims).items() if k > 1]
    if dups:
        err(f"duplicate claims: {dups[:3]}")

    print(f"rows: {len(rows)}  drafts: {len(by_draft)}  documents: {len(docs_used)}")
    print("labels:", dict(sorted(collections.Counter(r["label"] for r in rows).items())))
    print("kinds: ", dict(sorted(collections.Counter(r["kind"] for r in rows).items())))
    sub = collections.Counter()
    for r in rows:
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            tag = m.group(1) if m else "untagged"
            sub[tag] += 1
            if tag not in SUBKINDS:
                err(f"{r['draft']} #{r['paragraph']}: contradiction sub-kind {tag!r} unknown")
    print("contradiction sub-kinds:", dict(sorted(sub.items())))
    for t in SUBKINDS:
        if sub[t] < 12:
            err(f"contradiction sub-kind {t} used {sub[t]} times (< 12)")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
