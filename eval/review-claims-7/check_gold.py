#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-7 evaluation set.

Standard library only.  Run from anywhere:  python3 check_gold.py
Exits non-zero if any check fails; prints label / kind / contradiction
sub-kind counts at the end.
"""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KINDS = ("reworded", "paraphrase", "contradiction", "overclaim", "added")
LABEL_OF = {"reworded": "supports", "paraphrase": "supports",
            "contradiction": "contradicts", "overclaim": "not_supported",
            "added": "not_supported"}
FIELDS = ("claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
          "kind", "sentence_id", "note")
SUBKINDS = ("number", "swap", "direction", "negation", "roles")

errors = []


def err(msg):
    errors.append(msg)


def paragraphs(path):
    """Non-heading paragraphs of a draft, in order."""
    text = open(path, encoding="utf-8").read()
    out = []
    for block in re.split(r"\n\s*\n", text):
        block = block.strip("\n")
        if not block.strip():
            continue
        if block.lstrip().startswith("#"):
            # a heading block must be a single heading line
            if "\n" in block.strip():
                err("%s: heading block has extra lines: %r" % (path, block[:60]))
            continue
        out.append(block)
    return out


def norm(s):
    """Loose normalisation used for the 'claim is not the sentence' check."""
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", s)      # md links
    s = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", s)     # md ref links
    s = re.sub(r"`_|_`|\[#[^\]]*\]_", " ", s)            # rst refs/citations
    s = re.sub(r"[`*\"“”]", "", s)
    s = re.sub(r"\s+", " ", s).strip().lower()
    return s.rstrip(".:")


def words(s):
    return len(re.findall(r"\S+", s))


def main():
    gold_path = os.path.join(HERE, "gold.jsonl")
    rows = []
    for i, line in enumerate(open(gold_path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip():
            err("gold.jsonl line %d is blank" % i)
            continue
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            err("gold.jsonl line %d: bad JSON (%s)" % (i, e))

    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    if len(sources) != 25:
        err("sources.txt has %d entries, expected 25" % len(sources))
    if len(set(sources)) != len(sources):
        err("sources.txt has duplicates")
    doc_text = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            err("source missing on disk: %s" % s)
        else:
            doc_text[s] = open(p, encoding="utf-8").read()

    # row-level checks
    by_draft = collections.defaultdict(list)
    seen_claims = {}
    for r in rows:
        tag = "%s#%s" % (r.get("draft"), r.get("paragraph"))
        missing = [f for f in FIELDS if f not in r]
        if missing:
            err("%s: missing fields %s" % (tag, missing))
            continue
        extra = [f for f in r if f not in FIELDS]
        if extra:
            err("%s: unexpected fields %s" % (tag, extra))
        by_draft[r["draft"]].append(r)
        c = r["claim"]
        if r["kind"] not in KINDS:
            err("%s: bad kind %r" % (tag, r["kind"]))
        elif LABEL_OF[r["kind"]] != r["label"]:
            err("%s: label %r does not match kind %r" % (tag, r["label"], r["kind"]))
        if "\n" in c or c != c.strip():
            err("%s: claim has line break or edge whitespace" % tag)
        if c.lstrip().startswith("#"):
            err("%s: claim starts with '#' and would be read as a heading" % tag)
        if not (8 <= words(c) <= 50):
            err("%s: claim has %d words (want 8-50)" % (tag, words(c)))
        if len(re.findall(r"[.!?](\s|$)", c.rstrip(".!?") + " ")) > 0 and re.search(r"[.!?]\s+[A-Z]", c):
            err("%s: claim looks like more than one sentence: %r" % (tag, c))
        if c in seen_claims:
            err("%s: duplicate claim text (also %s)" % (tag, seen_claims[c]))
        seen_claims[c] = tag
        if not isinstance(r["rationale"], list) or len(r["rationale"]) != 1:
            err("%s: rationale must be a list with one sentence" % tag)
            continue
        if r["doc_ids_files"] != [r["doc_ids_files"][0]] or len(r["doc_ids_files"]) != 1:
            err("%s: doc_ids_files must list exactly one path" % tag)
        doc = r["doc_ids_files"][0]
        if doc not in sources:
            err("%s: doc %s not in sources.txt" % (tag, doc))
        rat = r["rationale"][0]
        if doc in doc_text and rat not in doc_text[doc]:
            err("%s: rationale is not a verbatim substring of %s" % (tag, doc))
        if norm(c) == norm(rat):
            err("%s: claim equals its source sentence" % tag)
        if c.strip() == rat.strip():
            err("%s: claim copies the sentence verbatim" % tag)
        if not r["note"].strip() or "\n" in r["note"]:
            err("%s: note must be one non-empty line" % tag)
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            if not m or m.group(1) not in SUBKINDS:
                err("%s: contradiction note lacks a [sub-kind] tag" % tag)
        if not re.fullmatch(r"d\d\d-s[1-4]", r["sentence_id"]):
            err("%s: bad sentence_id %r" % (tag, r["sentence_id"]))

    # draft-level checks
    drafts_dir = os.path.join(HERE, "drafts")
    files = sorted(f for f in os.listdir(drafts_dir) if f.endswith(".md"))
    if len(files) != 25:
        err("expected 25 drafts, found %d" % len(files))
    gold_drafts = set(by_draft)
    for f in files:
        rel = "drafts/" + f
        if rel not in gold_drafts:
            err("%s has no gold rows" % rel)
    docs_used = []
    for d, rs in sorted(by_draft.items()):
        path = os.path.join(HERE, d)
        if not os.path.isfile(path):
            err("%s: draft file missing" % d)
            continue
        text = open(path, encoding="utf-8").read()
        lines = text.split("\n")
        if not lines[0].startswith("# Notes on "):
            err("%s: first line must be '# Notes on <document>'" % d)
        if sum(1 for l in lines if l.startswith("## ")) != 1:
            err("%s: needs exactly one '## ' heading" % d)
        paras = paragraphs(path)
        if len(rs) != 20:
            err("%s: %d gold rows (want 20)" % (d, len(rs)))
        if len(paras) != len(rs):
            err("%s: %d paragraphs but %d gold rows" % (d, len(paras), len(rs)))
        nums = sorted(r["paragraph"] for r in rs)
        if nums != list(range(1, len(rs) + 1)):
            err("%s: paragraph numbers not 1..%d" % (d, len(rs)))
        for r in rs:
            p = r["paragraph"]
            if 1 <= p <= len(paras) and paras[p - 1] != r["claim"]:
                err("%s#%d: claim differs from paragraph text" % (d, p))
        docs = {r["doc_ids_files"][0] for r in rs}
        if len(docs) != 1:
            err("%s: rows cite %d different documents" % (d, len(docs)))
        docs_used.extend(docs)
        sids = collections.defaultdict(list)
        for r in rs:
            sids[r["sentence_id"]].append(r)
        if len(sids) != 4:
            err("%s: %d sentence_ids (want 4)" % (d, len(sids)))
        num = re.search(r"draft-(\d\d)\.md$", d).group(1)
        for sid, group in sids.items():
            if not sid.startswith("d%s-" % num):
                err("%s: sentence_id %s does not match draft number" % (d, sid))
            if sorted(g["kind"] for g in group) != sorted(KINDS):
                err("%s: %s does not have exactly one claim of each kind" % (d, sid))
            if len({tuple(g["rationale"]) for g in group}) != 1:
                err("%s: %s rows disagree on the rationale" % (d, sid))
            rat = group[0]["rationale"][0]
            wc = words(re.sub(r"https?://\S+", "", norm(rat)))
            if not (12 <= wc <= 45):
                err("%s: %s source sentence has ~%d words (want 12-45)" % (d, sid, wc))
        # same source sentence used twice in one draft?
        rats = [g[0]["rationale"][0] for g in sids.values()]
        if len(set(rats)) != len(rats):
            err("%s: a source sentence is used twice" % d)
        # shuffled: kinds of one sentence must not sit in kind order as a block
        order = [r["sentence_id"] for r in sorted(rs, key=lambda r: r["paragraph"])]
        blocks = sum(1 for i in range(1, len(order)) if order[i] != order[i - 1]) + 1
        if blocks <= 4:
            err("%s: claims are not shuffled (sentence blocks kept together)" % d)
    if sorted(set(docs_used)) != sorted(sources):
        err("documents cited in gold differ from sources.txt")

    # report
    print("rows: %d   drafts: %d   documents: %d" % (len(rows), len(by_draft), len(set(docs_used))))
    print("labels:", dict(sorted(collections.Counter(r["label"] for r in rows).items())))
    print("kinds: ", dict(sorted(collections.Counter(r["kind"] for r in rows).items())))
    sub = collections.Counter()
    for r in rows:
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            sub[m.group(1) if m else "?"] += 1
    print("contradiction sub-kinds:", dict(sorted(sub.items())))
    for k in SUBKINDS:
        if sub[k] < 12:
            err("contradiction sub-kind %s used %d times (want >= 12)" % (k, sub[k]))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
