#!/usr/bin/env python3
"""Mechanical self-check for the review-claims-8 evaluation set (standard library only).

Checks:
  * every gold row's claim equals the text of its paragraph in its draft
    (paragraphs = blank-line separated blocks, heading lines not counted)
  * drafts have one '# ' title line and exactly one '## ' heading
  * each rationale is a verbatim substring of its source document
  * each draft has 20 rows: four sentence_ids x the five kinds
  * label matches kind; claim is one line, 8-50 words; sentence 12-45 words
  * every document used is listed in sources.txt (and vice versa)
  * no claim equals its source sentence (whitespace/case/markup-insensitive)
Prints label / kind counts and contradiction sub-kinds (from the [tag] in note).
"""
import collections, glob, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports", "contradiction": "contradicts",
         "overclaim": "not_supported", "added": "not_supported"}
SUBKINDS = ["number", "swap", "direction", "negation", "roles"]
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "sentence_id", "note"]

errors = []
def err(msg):
    errors.append(msg)

def norm(t):
    return " ".join(t.split()).lower()

def strip_markup(t):
    t = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", t)        # [text][ref]
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)          # [text](url)
    t = re.sub(r"\[[#0-9a-z-]*\]_", "", t)                 # rst footnote refs
    t = re.sub(r":pep:`([^`]*)`", r"PEP \1", t)
    t = re.sub(r"[`*_>]", "", t)
    return norm(re.sub(r"[^\w\s]", "", t))

def paragraphs(path):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    titles = [l for l in lines if l.startswith("# ")]
    heads = [l for l in lines if l.startswith("## ")]
    if len(titles) != 1 or not lines[0].startswith("# Notes on "):
        err(f"{path}: needs exactly one '# Notes on ...' title as first line")
    if len(heads) != 1:
        err(f"{path}: needs exactly one '## ' heading, found {len(heads)}")
    paras, cur = [], []
    for l in lines:
        if l.startswith("#"):
            if cur: paras.append(cur); cur = []
            continue
        if l.strip() == "":
            if cur: paras.append(cur); cur = []
        else:
            cur.append(l)
    if cur: paras.append(cur)
    out = []
    for p in paras:
        if len(p) != 1:
            err(f"{path}: paragraph spans {len(p)} lines: {p[0][:60]!r}")
        out.append(" ".join(p))
    return out

def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") if l.strip()]
    sources = [l.strip() for l in open(os.path.join(HERE, "sources.txt"), encoding="utf-8") if l.strip()]
    drafts = sorted(glob.glob(os.path.join(HERE, "drafts", "draft-*.md")))
    if len(drafts) != 25: err(f"expected 25 drafts, found {len(drafts)}")
    if len(sources) != 25 or len(set(sources)) != 25: err("sources.txt must list 25 distinct documents")
    if len(rows) != 500: err(f"expected 500 rows, found {len(rows)}")

    docs_cache = {}
    by_draft = collections.OrderedDict()
    for i, r in enumerate(rows):
        for f in FIELDS:
            if f not in r: err(f"row {i}: missing field {f}")
        by_draft.setdefault(r["draft"], []).append(r)

    used_docs = set()
    for d in drafts:
        rel = os.path.relpath(d, HERE)
        paras = paragraphs(d)
        rs = by_draft.get(rel, [])
        if len(rs) != 20: err(f"{rel}: {len(rs)} gold rows (want 20)")
        if len(paras) != len(rs): err(f"{rel}: {len(paras)} paragraphs vs {len(rs)} rows")
        num = re.search(r"draft-(\d+)\.md", rel).group(1)
        grid = collections.defaultdict(set)
        draft_docs = set()
        for j, r in enumerate(rs, 1):
            tag = f"{rel} p{r['paragraph']}"
            if r["paragraph"] != j: err(f"{tag}: paragraph numbers not sequential in file order")
            if j <= len(paras) and paras[j - 1] != r["claim"]: err(f"{tag}: claim differs from paragraph text")
            if "\n" in r["claim"]: err(f"{tag}: claim has a line break")
            wc = len(r["claim"].split())
            if not 8 <= wc <= 50: err(f"{tag}: claim has {wc} words")
            if r["kind"] not in KINDS: err(f"{tag}: bad kind {r['kind']}")
            elif LABEL[r["kind"]] != r["label"]: err(f"{tag}: label {r['label']} does not match kind {r['kind']}")
            if not r["sentence_id"].startswith(f"d{num}-s"): err(f"{tag}: sentence_id {r['sentence_id']} not of draft {num}")
            grid[r["sentence_id"]].add(r["kind"])
            if not isinstance(r["doc_ids_files"], list) or len(r["doc_ids_files"]) != 1:
                err(f"{tag}: doc_ids_files must be a one-item list")
                continue
            doc = r["doc_ids_files"][0]
            draft_docs.add(doc); used_docs.add(doc)
            if doc not in docs_cache:
                p = os.path.join(CORPUS, doc)
                docs_cache[doc] = open(p, encoding="utf-8").read() if os.path.exists(p) else None
            raw = docs_cache[doc]
            if raw is None: err(f"{tag}: document not found: {doc}"); continue
            if not isinstance(r["rationale"], list) or not r["rationale"]:
                err(f"{tag}: rationale must be a non-empty list"); continue
            for span in r["rationale"]:
                if span not in raw: err(f"{tag}: rationale not a verbatim substring of {doc}")
                sw = len(span.split())
                if not 12 <= sw <= 45: err(f"{tag}: source sentence has {sw} words")
                if norm(span) == norm(r["claim"]) or strip_markup(span) == strip_markup(r["claim"]):
                    err(f"{tag}: claim equals its source sentence")
            if not r["note"].strip(): err(f"{tag}: empty note")
        if len(draft_docs) != 1: err(f"{rel}: rows cite {len(draft_docs)} documents (want 1)")
        if len(grid) != 4: err(f"{rel}: {len(grid)} sentence_ids (want 4)")
        for sid, ks in grid.items():
            if ks != set(KINDS): err(f"{rel}: {sid} kinds {sorted(ks)}")
        # every sentence of a draft shares one rationale
        for sid in grid:
            rats = {json.dumps(r["rationale"]) for r in rs if r["sentence_id"] == sid}
            if len(rats) != 1: err(f"{rel}: {sid} has differing rationales across its claims")

    extra = set(by_draft) - {os.path.relpath(d, HERE) for d in drafts}
    if extra: err(f"gold rows point to missing drafts: {sorted(extra)}")
    for doc in used_docs - set(sources): err(f"document not in sources.txt: {doc}")
    for doc in set(sources) - used_docs: err(f"sources.txt lists unused document: {doc}")
    # each claim appears once only
    dup = [c for c, n in collections.Counter(r["claim"] for r in rows).items() if n > 1]
    for c in dup: err(f"duplicate claim: {c[:70]}")

    print("rows:", len(rows), " drafts:", len(drafts), " documents:", len(sources))
    print("labels:", dict(sorted(collections.Counter(r["label"] for r in rows).items())))
    print("kinds: ", {k: sum(1 for r in rows if r["kind"] == k) for k in KINDS})
    sub = collections.Counter()
    for r in rows:
        if r["kind"] == "contradiction":
            m = re.match(r"\[(\w+)\]", r["note"])
            sub[m.group(1) if m else "untagged"] += 1
    print("contradiction sub-kinds:", {k: sub.get(k, 0) for k in SUBKINDS + [k for k in sub if k not in SUBKINDS]})
    for k in SUBKINDS:
        if sub.get(k, 0) < 12: err(f"contradiction sub-kind {k} used {sub.get(k, 0)} times (< 12)")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors: print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")

if __name__ == "__main__":
    main()
