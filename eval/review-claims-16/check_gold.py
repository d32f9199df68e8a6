#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-16 held-out set (stdlib only).

Checks:
  * every draft has a '# Notes on' title, exactly one '## ' heading and 20
    one-line paragraphs separated by blank lines;
  * gold.jsonl has one row per paragraph, in draft order, and each claim equals
    the text of its paragraph;
  * each rationale is a verbatim substring of its source document;
  * each draft has four sentence_ids x five kinds, one rationale per sentence_id;
  * labels match kinds; every doc is listed in sources.txt (and vice versa);
  * no claim equals (or is contained in) its source sentence after normalising;
  * claims are 8-50 words, one line, one sentence; source sentences 12-45 words;
Prints label / kind counts and contradiction sub-kinds (the [tag] in note).
Exit status 1 if any error was found.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note"]

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def norm(s):
    """Lower-case, drop markup/links, collapse whitespace, strip end punctuation."""
    s = re.sub(r"`[^`<]*<[^>]*>`_+", lambda m: m.group(0).split("<")[0], s)  # rst links
    s = re.sub(r"\]\([^)]*\)", "]", s)          # md inline links
    s = re.sub(r"\]\[[^\]]*\]", "]", s)          # md reference links
    s = re.sub(r"\[#?[\w-]+\]_", "", s)          # rst footnotes
    s = re.sub(r":\w+:(`[^`]*`)", r"\1", s)      # rst roles
    s = s.replace("\\ ", "")
    s = re.sub(r"[`*\[\]_]+", "", s)
    s = re.sub(r"\s+", " ", s).strip().lower()
    return s.rstrip(".!?;: ")


def words(s):
    return len(s.split())


def parse_draft(path):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if not lines or not lines[0].startswith("# Notes on "):
        err(f"{path}: first line is not a '# Notes on' title")
    headings = [l for l in lines if l.startswith("## ")]
    if len(headings) != 1:
        err(f"{path}: expected exactly one '## ' heading, found {len(headings)}")
    paras, cur = [], []
    for l in lines:
        if l.startswith("#"):
            if cur:
                paras.append(cur)
                cur = []
            continue
        if l.strip() == "":
            if cur:
                paras.append(cur)
                cur = []
        else:
            cur.append(l)
    if cur:
        paras.append(cur)
    out = []
    for p in paras:
        if len(p) != 1:
            err(f"{path}: paragraph with {len(p)} lines: {p[0][:60]!r}")
        out.append(" ".join(p))
    return out


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != len(set(sources)):
        err("sources.txt has duplicates")
    for s in sources:
        if not os.path.isfile(os.path.join(ROOT, s)):
            err(f"sources.txt: missing document {s}")

    docs_text = {}
    by_draft = collections.OrderedDict()
    for i, r in enumerate(rows):
        missing = [f for f in FIELDS if f not in r]
        if missing:
            err(f"row {i}: missing fields {missing}")
            continue
        by_draft.setdefault(r["draft"], []).append(r)

    draft_files = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    if sorted(os.path.basename(d) for d in by_draft) != draft_files:
        err("set of drafts in gold.jsonl differs from files in drafts/")
    # gold order must follow draft order
    order = [r["draft"] for r in rows]
    if order != sorted(order, key=lambda d: d):
        err("gold.jsonl rows are not in draft order")

    subkinds = collections.Counter()
    used_docs = set()
    for draft, drows in by_draft.items():
        paras = parse_draft(os.path.join(HERE, draft))
        if len(paras) != 20:
            err(f"{draft}: {len(paras)} paragraphs (want 20)")
        if [r["paragraph"] for r in drows] != list(range(1, len(drows) + 1)):
            err(f"{draft}: paragraph numbers not 1..{len(drows)} in order")
        if len(drows) != 20:
            err(f"{draft}: {len(drows)} gold rows (want 20)")
        docs = {tuple(r["doc_ids_files"]) for r in drows}
        if len(docs) != 1 or len(next(iter(docs))) != 1:
            err(f"{draft}: expected one source document, got {docs}")
        doc = drows[0]["doc_ids_files"][0]
        used_docs.add(doc)
        if doc not in sources:
            err(f"{draft}: {doc} not in sources.txt")
        if doc not in docs_text:
            docs_text[doc] = open(os.path.join(ROOT, doc), encoding="utf-8").read()
        text = docs_text[doc]
        grid = collections.defaultdict(set)
        rats = collections.defaultdict(set)
        for r in drows:
            p = r["paragraph"]
            if 1 <= p <= len(paras) and paras[p - 1] != r["claim"]:
                err(f"{draft} para {p}: claim text differs from paragraph")
            if r["kind"] not in KINDS:
                err(f"{draft} para {p}: bad kind {r['kind']}")
            elif LABEL[r["kind"]] != r["label"]:
                err(f"{draft} para {p}: label {r['label']} does not match kind {r['kind']}")
            if not isinstance(r["rationale"], list) or len(r["rationale"]) != 1:
                err(f"{draft} para {p}: rationale must be a one-item list")
                continue
            rat = r["rationale"][0]
            if rat not in text:
                err(f"{draft} para {p}: rationale is not a verbatim substring of {doc}")
            grid[r["sentence_id"]].add(r["kind"])
            rats[r["sentence_id"]].add(rat)
            c = r["claim"]
            if "\n" in c:
                err(f"{draft} para {p}: claim contains a line break")
            n = words(c)
            if not 8 <= n <= 50:
                err(f"{draft} para {p}: claim has {n} words")
            if re.search(r"[.!?]\s+[A-Z]", c):
                warnings.append(f"{draft} para {p}: claim may contain two sentences")
            nc, nr = norm(c), norm(rat)
            if nc == nr or nc in nr:
                err(f"{draft} para {p}: claim equals/contained in its source sentence")
            if not r["note"].strip():
                err(f"{draft} para {p}: empty note")
            if r["kind"] == "contradiction":
                m = re.match(r"\[(\w+)\]", r["note"])
                if not m or m.group(1) not in SUBKINDS:
                    err(f"{draft} para {p}: contradiction note lacks a [subkind] tag")
                else:
                    subkinds[m.group(1)] += 1
            if not re.fullmatch(r"d\d\d-s[1-4]", r["sentence_id"]):
                err(f"{draft} para {p}: bad sentence_id {r['sentence_id']}")
        if len(grid) != 4:
            err(f"{draft}: {len(grid)} sentence_ids (want 4)")
        for sid, ks in grid.items():
            if ks != set(KINDS):
                err(f"{draft} {sid}: kinds {sorted(ks)}")
            if len(rats[sid]) != 1:
                err(f"{draft} {sid}: more than one rationale")
            else:
                n = words(norm(next(iter(rats[sid]))))
                if not 12 <= n <= 45:
                    warnings.append(f"{draft} {sid}: source sentence has ~{n} words")
        allrats = [next(iter(v)) for v in rats.values()]
        if len(set(allrats)) != len(allrats):
            err(f"{draft}: two sentence_ids share a rationale")
    for s in sources:
        if s not in used_docs:
            err(f"sources.txt lists {s} but no draft uses it")

    labels = collections.Counter(r["label"] for r in rows)
    kinds = collections.Counter(r["kind"] for r in rows)
    print(f"rows: {len(rows)}  drafts: {len(by_draft)}  documents: {len(sources)}")
    print("labels:", ", ".join(f"{k}={labels[k]}" for k in ["supports", "contradicts", "not_supported"]))
    print("kinds:", ", ".join(f"{k}={kinds[k]}" for k in KINDS))
    print("contradiction sub-kinds:", ", ".join(f"{k}={subkinds[k]}" for k in SUBKINDS))
    for k in SUBKINDS:
        if subkinds[k] < 12:
            err(f"contradiction sub-kind '{k}' used {subkinds[k]} times (< 12)")
    for w in warnings:
        print("WARNING:", w)
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
