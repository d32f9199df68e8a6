#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-10 gold set (standard library only).

Run from anywhere:  python3 check_gold.py
Exit status 0 when no errors were found; warnings do not fail the check.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KIND_LABEL = {"reworded": "supports", "paraphrase": "supports",
              "contradiction": "contradicts", "overclaim": "not_supported",
              "added": "not_supported"}
SUBKINDS = {"number", "swap", "direction", "negation", "roles"}

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def warn(msg):
    warnings.append(msg)


def norm(text):
    """Lower-case, drop reST/Markdown inline markup and links, squash spaces."""
    t = re.sub(r"`([^`<]*?)\s*<[^>]*>`_+", r"\1", text)      # `text <url>`_
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)            # [text](url)
    t = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", t)            # [text][ref]
    t = re.sub(r":\w+:`([^`]*)`", r"\1", t)                    # :pep:`8`
    t = re.sub(r"\[#\]_|\[\d+\]_", "", t)                      # footnotes
    t = t.replace("``", "").replace("`", "").replace("**", "").replace("*", "")
    t = re.sub(r"\s+", " ", t).strip().lower()
    return t.rstrip(".")


def prose_words(text):
    t = re.sub(r"<https?://[^>]*>|\(https?://[^)]*\)|https?://\S+", " ", text)
    return len(norm(t).split())


def paragraphs(path):
    """Return the paragraph texts of a draft, headings not counted."""
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if not lines or not lines[0].startswith("# Notes on "):
        err("%s: first line is not a '# Notes on ...' title" % path)
    headings = [l for l in lines if l.startswith("## ")]
    if len(headings) != 1:
        err("%s: expected exactly one '## ' heading, found %d" % (path, len(headings)))
    paras, cur = [], []
    for line in lines:
        if line.startswith("#"):
            if cur:
                paras.append(cur)
                cur = []
            continue
        if line.strip() == "":
            if cur:
                paras.append(cur)
                cur = []
        else:
            cur.append(line)
    if cur:
        paras.append(cur)
    out = []
    for p in paras:
        if len(p) != 1:
            err("%s: paragraph has %d lines (must be one line): %r" % (path, len(p), p[0][:60]))
        out.append(" ".join(p))
    return out


def main():
    src_path = os.path.join(HERE, "sources.txt")
    sources = [l.strip() for l in open(src_path, encoding="utf-8") if l.strip()]
    if len(sources) != 25:
        err("sources.txt lists %d documents, expected 25" % len(sources))
    if len(set(sources)) != len(sources):
        err("sources.txt has duplicates")
    docs = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            err("source missing on disk: %s" % s)
        else:
            docs[s] = open(p, encoding="utf-8").read()

    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("gold.jsonl line %d: bad JSON (%s)" % (i, e))
    if len(rows) != 500:
        err("gold.jsonl has %d rows, expected 500" % len(rows))

    fields = ["claim", "draft", "paragraph", "label", "rationale",
              "doc_ids_files", "kind", "sentence_id", "note"]
    by_draft = collections.OrderedDict()
    for i, r in enumerate(rows, 1):
        for f in fields:
            if f not in r:
                err("row %d: missing field %s" % (i, f))
        by_draft.setdefault(r.get("draft"), []).append(r)

    drafts_on_disk = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
    if len(drafts_on_disk) != 25:
        err("drafts/ holds %d files, expected 25" % len(drafts_on_disk))
    if sorted(os.path.basename(d) for d in by_draft) != drafts_on_disk:
        err("drafts named in gold.jsonl differ from drafts/ on disk")

    label_counts = collections.Counter()
    kind_counts = collections.Counter()
    sub_counts = collections.Counter()
    seen_claims = {}
    sentence_texts = {}
    prev_draft = None
    order_ok = True

    for draft, drows in by_draft.items():
        if prev_draft is not None and draft < prev_draft:
            order_ok = False
        prev_draft = draft
        path = os.path.join(HERE, draft)
        if not os.path.isfile(path):
            err("%s: draft file missing" % draft)
            continue
        paras = paragraphs(path)
        if len(drows) != 20:
            err("%s: %d gold rows, expected 20" % (draft, len(drows)))
        if len(paras) != len(drows):
            err("%s: %d paragraphs but %d gold rows" % (draft, len(paras), len(drows)))
        grid = collections.defaultdict(set)
        draft_docs = set()
        for j, r in enumerate(drows, 1):
            where = "%s #%s" % (draft, r.get("paragraph"))
            if r.get("paragraph") != j:
                err("%s: paragraph number %r out of order (expected %d)" % (where, r.get("paragraph"), j))
            claim = r["claim"]
            if j <= len(paras) and paras[j - 1] != claim:
                err("%s: claim differs from paragraph text" % where)
            if "\n" in claim:
                err("%s: claim contains a line break" % where)
            nw = len(claim.split())
            if not 8 <= nw <= 50:
                err("%s: claim has %d words (8-50 allowed)" % (where, nw))
            inner = re.findall(r"[a-z0-9)][.!?] +[A-Z]", claim)
            if inner:
                warn("%s: claim may contain more than one sentence: %r" % (where, inner))
            if claim in seen_claims:
                err("%s: duplicate claim (also %s)" % (where, seen_claims[claim]))
            seen_claims[claim] = where
            kind, label = r["kind"], r["label"]
            if KIND_LABEL.get(kind) != label:
                err("%s: kind %r does not go with label %r" % (where, kind, label))
            label_counts[label] += 1
            kind_counts[kind] += 1
            if not (isinstance(r["doc_ids_files"], list) and len(r["doc_ids_files"]) == 1):
                err("%s: doc_ids_files must be a one-element list" % where)
                continue
            doc = r["doc_ids_files"][0]
            draft_docs.add(doc)
            if doc not in sources:
                err("%s: document %s not in sources.txt" % (where, doc))
            if not (isinstance(r["rationale"], list) and len(r["rationale"]) == 1):
                err("%s: rationale must be a one-element list" % where)
                continue
            sent = r["rationale"][0]
            if doc in docs and sent not in docs[doc]:
                err("%s: rationale is not a verbatim substring of %s" % (where, doc))
            if norm(claim) == norm(sent):
                err("%s: claim equals its source sentence" % where)
            sid = r["sentence_id"]
            m = re.fullmatch(r"d(\d\d)-s([1-4])", sid or "")
            if not m or "draft-%s.md" % m.group(1) != os.path.basename(draft):
                err("%s: bad sentence_id %r" % (where, sid))
            if sid in sentence_texts and sentence_texts[sid] != sent:
                err("%s: sentence_id %s used with two different rationales" % (where, sid))
            sentence_texts[sid] = sent
            grid[sid].add(kind)
            note = r.get("note") or ""
            if not note.strip() or "\n" in note:
                err("%s: note must be one non-empty line" % where)
            if kind == "contradiction":
                sub = note.split(":", 1)[0].strip()
                if sub not in SUBKINDS:
                    err("%s: contradiction note lacks a sub-kind prefix (%r)" % (where, sub))
                sub_counts[sub] += 1
        if len(grid) != 4:
            err("%s: %d sentence_ids, expected 4" % (draft, len(grid)))
        for sid, ks in grid.items():
            if ks != set(KIND_LABEL):
                err("%s: sentence %s has kinds %s" % (draft, sid, sorted(ks)))
        if len(draft_docs) != 1:
            err("%s: rows point at %d documents" % (draft, len(draft_docs)))
        # a sentence's five claims should not sit together
        runs = sum(1 for a, b in zip(drows, drows[1:]) if a["sentence_id"] == b["sentence_id"])
        if runs > 3:
            warn("%s: %d adjacent pairs from the same sentence" % (draft, runs))
    if not order_ok:
        err("gold.jsonl rows are not in draft order")

    used_docs = {r["doc_ids_files"][0] for r in rows if r.get("doc_ids_files")}
    if used_docs != set(sources):
        err("documents used in gold.jsonl differ from sources.txt")

    for sid, sent in sorted(sentence_texts.items()):
        n = prose_words(sent)
        if not 12 <= n <= 45:
            warn("%s: source sentence has ~%d prose words (12-45 wanted)" % (sid, n))

    print("rows: %d   drafts: %d   source sentences: %d   documents: %d"
          % (len(rows), len(by_draft), len(sentence_texts), len(sources)))
    print("labels:", dict(sorted(label_counts.items())))
    print("kinds:", dict(sorted(kind_counts.items())))
    print("contradiction sub-kinds:", dict(sorted(sub_counts.items())))
    for w in warnings:
        print("WARNING:", w)
    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else "FAILED (%d errors)" % len(errors))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
