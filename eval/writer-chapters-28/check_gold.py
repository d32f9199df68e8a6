#!/usr/bin/env python3
"""Stdlib self-check for the writer-chapters-28 set. Exits non-zero on any problem."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"

LABELS = {"supports", "contradicts", "not_supported", "opinion"}
KINDS = {
    "supports": {"paraphrase", "summary", "verbatim"},
    "contradicts": {"number_changed", "wrong_agent", "direction_flipped", "negated"},
    "not_supported": {"overclaim", "unstated_detail"},
    "opinion": {"opinion", "framing"},
}
PER_DRAFT_LABELS = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
PER_DRAFT_KINDS = {
    "paraphrase": 5, "summary": 3, "verbatim": 2,
    "number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1,
    "opinion": 2, "framing": 1,
}
KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def strip_markup(s):
    s = re.sub(r":pep:`(\d+)`", r"PEP \1", s)
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", s)
    s = s.replace("``", "").replace("`", "").replace("**", "").replace("*", "")
    return norm(s)


def read_draft(path):
    """Return (title, [(heading, [paragraphs])])."""
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text) if b.strip()]
    title, sections = None, []
    for b in blocks:
        if "\n" in b:
            bad("%s: block spans several lines: %r" % (path, b[:60]))
        if b.startswith("# "):
            if title is not None or sections:
                bad("%s: extra or misplaced title" % path)
            title = b[2:]
        elif b.startswith("## "):
            sections.append((b[3:], []))
        elif b.startswith("#"):
            bad("%s: unexpected heading level: %r" % (path, b))
        else:
            if not sections:
                bad("%s: paragraph before first section" % path)
                continue
            sections[-1][1].append(b)
    return title, sections


def main():
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            r = json.loads(line)
            if list(r.keys()) != KEYS:
                bad("row %d: keys %s" % (i, list(r.keys())))
            rows.append(r)
    if len(rows) != 120:
        bad("expected 120 rows, got %d" % len(rows))

    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad("sources.txt should list 12 distinct documents")
    raw = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            bad("missing source %s" % s)
            continue
        with open(p, encoding="utf-8") as fh:
            raw[s] = fh.read()

    by_draft = collections.OrderedDict()
    for r in rows:
        by_draft.setdefault(r["draft"], []).append(r)
    expected_drafts = ["draft-%02d.md" % i for i in range(1, 7)]
    if list(by_draft.keys()) != expected_drafts:
        bad("drafts out of order or missing: %s" % list(by_draft.keys()))

    seen_claims = set()
    seen_cuts = collections.Counter()
    used_docs = []
    total_labels = collections.Counter()
    total_kinds = collections.Counter()

    for dname, drows in by_draft.items():
        title, sections = read_draft(os.path.join(HERE, "drafts", dname))
        if not title:
            bad("%s: no title" % dname)
        if len(sections) != 2:
            bad("%s: expected 2 sections, got %d" % (dname, len(sections)))
            continue
        paras = sections[0][1] + sections[1][1]
        if [len(s[1]) for s in sections] != [10, 10]:
            bad("%s: sections must have 10 paragraphs each" % dname)
        if len(paras) != len(drows):
            bad("%s: %d paragraphs vs %d gold rows" % (dname, len(paras), len(drows)))
        docs = []
        for si, (heading, sparas) in enumerate(sections):
            sec_rows = drows[si * 10:(si + 1) * 10]
            doc = sec_rows[0]["doc_ids_files"][0] if sec_rows else ""
            docs.append(doc)
            num = re.search(r"(\d{3,4})", os.path.basename(doc))
            num = num.group(1).lstrip("0") if num else "?"
            want = "PEP" if si == 0 else "RFC"
            if not (heading.startswith(want) and re.search(r"\b0*%s\b" % num, heading)):
                bad("%s: heading %r should name %s %s" % (dname, heading, want, num))
            if si == 0 and not doc.startswith("python-peps/"):
                bad("%s: first section must be a PEP" % dname)
            if si == 1 and not doc.startswith("rust-rfcs/"):
                bad("%s: second section must be an RFC" % dname)
            sec_labels = collections.Counter(r["label"] for r in sec_rows)
            for lab in LABELS:
                if sec_labels[lab] == 0:
                    bad("%s section %d: no %s row" % (dname, si + 1, lab))
            kinds_seq = [r["kind"] for r in sec_rows]
            if kinds_seq and kinds_seq[0] == "framing":
                bad("%s section %d: framing is the first paragraph" % (dname, si + 1))
        used_docs += docs
        if drows[0]["kind"] == "framing":
            bad("%s: framing paragraph is first" % dname)

        labels = collections.Counter(r["label"] for r in drows)
        kinds = collections.Counter(r["kind"] for r in drows)
        total_labels.update(labels)
        total_kinds.update(kinds)
        if dict(labels) != PER_DRAFT_LABELS:
            bad("%s: label counts %s" % (dname, dict(labels)))
        for k, n in PER_DRAFT_KINDS.items():
            if kinds[k] != n:
                bad("%s: kind %s = %d, want %d" % (dname, k, kinds[k], n))
        if kinds["overclaim"] < 1 or kinds["unstated_detail"] < 1:
            bad("%s: needs at least one overclaim and one unstated_detail" % dname)

        for i, r in enumerate(drows):
            where = "%s p%d" % (dname, r["paragraph"])
            if r["paragraph"] != i + 1:
                bad("%s: paragraph index %d, want %d" % (where, r["paragraph"], i + 1))
            if i < len(paras) and r["claim"] != paras[i]:
                bad("%s: claim differs from draft paragraph" % where)
            if r["label"] not in LABELS:
                bad("%s: bad label %s" % (where, r["label"]))
            elif r["kind"] not in KINDS[r["label"]]:
                bad("%s: kind %s not valid for %s" % (where, r["kind"], r["label"]))
            claim = r["claim"]
            if re.search(r"[`*<>]", claim) or re.search(r"\[[^\]]*\]\(", claim) \
                    or re.search(r"https?://", claim) \
                    or re.search(r"(^|[^\w])_|_($|[^\w])", claim):
                bad("%s: markup in claim: %r" % (where, claim))
            if claim in seen_claims:
                bad("%s: duplicate claim" % where)
            seen_claims.add(claim)
            if not claim.endswith((".", '."', ".)")):
                bad("%s: claim does not end with a full stop" % where)
            if len(r["doc_ids_files"]) != 1 or r["doc_ids_files"][0] != docs[0 if i < 10 else 1]:
                bad("%s: doc_ids_files mismatch" % where)
            cuts = r["rationale"]
            n = len(cuts)
            lab, kind = r["label"], r["kind"]
            if lab in ("not_supported", "opinion") and n:
                bad("%s: %s row must have empty rationale" % (where, lab))
            if lab == "contradicts" and n != 1:
                bad("%s: contradicts needs exactly 1 cut" % where)
            if kind in ("paraphrase", "verbatim") and n != 1:
                bad("%s: %s needs exactly 1 cut" % (where, kind))
            if kind == "summary" and not 2 <= n <= 3:
                bad("%s: summary needs 2-3 cuts" % where)
            src = raw.get(r["doc_ids_files"][0], "")
            for c in cuts:
                cnt = src.count(c)
                if cnt != 1:
                    bad("%s: cut found %d times in source: %r" % (where, cnt, c[:60]))
                seen_cuts[(r["doc_ids_files"][0], c)] += 1
            if kind == "verbatim" and cuts:
                if strip_markup(cuts[0]) != norm(claim):
                    bad("%s: verbatim claim differs from its cut" % where)

    if len(set(used_docs)) != 12 or sorted(set(used_docs)) != sorted(sources):
        bad("documents used in gold differ from sources.txt")
    dup_cuts = [k for k, v in seen_cuts.items() if v > 1]

    print("rows: %d" % len(rows))
    print("labels: %s" % dict(sorted(total_labels.items())))
    print("kinds: %s" % dict(sorted(total_kinds.items())))
    for dname, drows in by_draft.items():
        c = collections.Counter(r["label"] for r in drows)
        print("  %s: %s  [%s | %s]" % (dname, dict(sorted(c.items())),
                                      drows[0]["doc_ids_files"][0], drows[10]["doc_ids_files"][0]))
    if dup_cuts:
        print("note: %d cut(s) reused by more than one row" % len(dup_cuts))
    if total_labels != collections.Counter({"supports": 60, "contradicts": 24,
                                            "not_supported": 18, "opinion": 18}):
        bad("set-wide label counts wrong")
    if problems:
        print("\nPROBLEMS (%d):" % len(problems))
        for p in problems:
            print("  - " + p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
