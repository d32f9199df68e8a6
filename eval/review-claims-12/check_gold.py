#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-12 held-out set (standard library only).

Checks:
  * every gold row's claim equals the text of its paragraph in its draft (headings not counted)
  * every draft has exactly one '# Notes on ...' title and one '## ' heading, and 20 paragraphs
  * every rationale is a verbatim substring of its source document
  * each draft has 20 rows: four sentence_ids x five kinds, one source document per draft
  * labels agree with kinds; all five rows of a sentence share one rationale
  * every document is listed in sources.txt (25 unique paths, one per draft)
  * no claim equals its source sentence; claims are single sentences/lines of 8-50 words
  * source sentences are 12-45 words
Prints label/kind counts and contradiction sub-kinds (the prefix of `note` before ':').
"""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KIND_LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
              "overclaim": "not_supported", "added": "not_supported"}
SUBKINDS = ["number", "name-swap", "direction", "negation", "role-swap"]
errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    return " ".join(s.split())


def parse_draft(path):
    text = open(path, encoding="utf-8").read()
    blocks = [b for b in re.split(r"\n\s*\n", text.strip("\n"))]
    titles = [b for b in blocks if b.startswith("# ")]
    heads = [b for b in blocks if b.startswith("## ")]
    paras = [b for b in blocks if not (b.startswith("# ") or b.startswith("## "))]
    return titles, heads, paras


sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
if len(sources) != 25 or len(set(sources)) != 25:
    err("sources.txt should list 25 unique paths, has %d (%d unique)" % (len(sources), len(set(sources))))
for s in sources:
    if not os.path.isfile(os.path.join(CORPUS, s)):
        err("source missing on disk: %s" % s)

rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
fields = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "sentence_id", "note"]
docs_cache = {}
by_draft = collections.OrderedDict()
for i, r in enumerate(rows, 1):
    for f in fields:
        if f not in r:
            err("row %d missing field %s" % (i, f))
    by_draft.setdefault(r["draft"], []).append(r)

expected_drafts = ["drafts/draft-%02d.md" % n for n in range(1, 26)]
if list(by_draft) != expected_drafts:
    err("gold drafts are not drafts/draft-01.md..draft-25.md in order")
on_disk = sorted(f for f in os.listdir(os.path.join(HERE, "drafts")) if f.endswith(".md"))
if on_disk != [os.path.basename(d) for d in expected_drafts]:
    err("drafts/ holds %s" % on_disk)

docs_used = []
for draft, drows in by_draft.items():
    path = os.path.join(HERE, draft)
    titles, heads, paras = parse_draft(path)
    if len(titles) != 1 or not titles[0].startswith("# Notes on "):
        err("%s: expected one '# Notes on' title" % draft)
    if len(heads) != 1:
        err("%s: expected exactly one '## ' heading, found %d" % (draft, len(heads)))
    if len(paras) != 20 or len(drows) != 20:
        err("%s: %d paragraphs, %d gold rows (want 20/20)" % (draft, len(paras), len(drows)))
    if [r["paragraph"] for r in drows] != list(range(1, len(drows) + 1)):
        err("%s: paragraph numbers not 1..%d in order" % (draft, len(drows)))
    dnum = re.search(r"draft-(\d+)\.md", draft).group(1)
    docs = {tuple(r["doc_ids_files"]) for r in drows}
    if len(docs) != 1 or len(next(iter(docs))) != 1:
        err("%s: rows should share a single source document" % draft)
    doc = drows[0]["doc_ids_files"][0]
    docs_used.append(doc)
    if doc not in sources:
        err("%s: %s not in sources.txt" % (draft, doc))
    if doc not in docs_cache:
        docs_cache[doc] = open(os.path.join(CORPUS, doc), encoding="utf-8").read()
    raw = docs_cache[doc]
    grid = collections.defaultdict(set)
    rats = collections.defaultdict(set)
    for r in drows:
        p = r["paragraph"]
        if 1 <= p <= len(paras) and paras[p - 1] != r["claim"]:
            err("%s p%d: claim differs from paragraph text" % (draft, p))
        if r["kind"] not in KIND_LABEL:
            err("%s p%d: unknown kind %r" % (draft, p, r["kind"]))
        elif KIND_LABEL[r["kind"]] != r["label"]:
            err("%s p%d: kind %s with label %s" % (draft, p, r["kind"], r["label"]))
        if not r["sentence_id"].startswith("d%s-s" % dnum):
            err("%s p%d: sentence_id %s does not match draft" % (draft, p, r["sentence_id"]))
        grid[r["sentence_id"]].add(r["kind"])
        if len(r["rationale"]) != 1:
            err("%s p%d: rationale should hold exactly one sentence" % (draft, p))
        for rat in r["rationale"]:
            if rat not in raw:
                err("%s p%d: rationale not a verbatim substring of %s" % (draft, p, doc))
            rats[r["sentence_id"]].add(rat)
            if norm(rat) == norm(r["claim"]):
                err("%s p%d: claim equals its source sentence" % (draft, p))
            wc = len(rat.split())
            if not 12 <= wc <= 45:
                err("%s %s: source sentence has %d words" % (draft, r["sentence_id"], wc))
        c = r["claim"]
        if "\n" in c or c != c.strip():
            err("%s p%d: claim has line breaks or stray whitespace" % (draft, p))
        if not 8 <= len(c.split()) <= 50:
            err("%s p%d: claim has %d words" % (draft, p, len(c.split())))
        if not c.endswith("."):
            err("%s p%d: claim does not end with a period" % (draft, p))
        if not r["note"] or "\n" in r["note"]:
            err("%s p%d: note missing or multi-line" % (draft, p))
    if len(grid) != 4 or any(v != set(KIND_LABEL) for v in grid.values()):
        err("%s: want 4 sentence_ids x 5 kinds, got %s" % (draft, {k: sorted(v) for k, v in grid.items()}))
    for sid, rs in rats.items():
        if len(rs) != 1:
            err("%s %s: rows of one sentence carry different rationales" % (draft, sid))
    kinds_in_order = [r["kind"] for r in drows]
    for j in range(len(drows) - 4):
        if len({r["sentence_id"] for r in drows[j:j + 5]}) == 1:
            err("%s: a sentence's five claims sit together (p%d-p%d)" % (draft, j + 1, j + 5))

if sorted(docs_used) != sorted(sources):
    err("documents used in drafts differ from sources.txt")
claims = [r["claim"] for r in rows]
dups = [c for c, n in collections.Counter(claims).items() if n > 1]
if dups:
    err("duplicate claims: %s" % dups[:3])

labels = collections.Counter(r["label"] for r in rows)
kinds = collections.Counter(r["kind"] for r in rows)
subs = collections.Counter(r["note"].split(":")[0].strip() for r in rows if r["kind"] == "contradiction")
print("rows:", len(rows), " drafts:", len(by_draft), " documents:", len(set(docs_used)))
print("labels:", dict(sorted(labels.items())))
print("kinds:", dict(sorted(kinds.items())))
print("contradiction sub-kinds:", dict(sorted(subs.items())))
for s in SUBKINDS:
    if subs.get(s, 0) < 12:
        err("contradiction sub-kind %s used %d times (< 12)" % (s, subs.get(s, 0)))
unknown = set(subs) - set(SUBKINDS)
if unknown:
    err("unknown contradiction sub-kinds: %s" % sorted(unknown))
if errors:
    print("\n%d PROBLEM(S):" % len(errors))
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK: all checks passed")
