#!/usr/bin/env python3
"""Mechanical self-check for the writer-chapters-6 evaluation set (stdlib only).

Run from anywhere:  python3 check_gold.py
Exits non-zero if any check fails; always prints label/kind counts.
"""
import collections, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
N_DRAFTS, N_PARAS = 6, 20

POOL = set("""
python-peps/pep-0777.rst python-peps/pep-0571.rst python-peps/pep-0545.rst python-peps/pep-0438.rst
python-peps/pep-0316.rst python-peps/pep-3103.rst python-peps/pep-0350.rst python-peps/pep-0594.rst
python-peps/pep-0735.rst python-peps/pep-0705.rst python-peps/pep-0728.rst python-peps/pep-0468.rst
python-peps/pep-0798.rst python-peps/pep-0505.rst python-peps/pep-3133.rst python-peps/pep-0532.rst
python-peps/pep-0587.rst python-peps/pep-0471.rst python-peps/pep-0737.rst python-peps/pep-0225.rst
python-peps/pep-0403.rst python-peps/pep-0459.rst python-peps/pep-3147.rst python-peps/pep-0541.rst
python-peps/pep-0730.rst rust-rfcs/3621-derive-smart-pointer.md rust-rfcs/3119-rust-crate-ownership.md
rust-rfcs/1238-nonparametric-dropck.md rust-rfcs/3668-async-closures.md rust-rfcs/3923-cargo-min-publish-age.md
rust-rfcs/3458-unsafe-fields.md rust-rfcs/2570-linked-list-cursors.md rust-rfcs/1240-repr-packed-unsafe-ref.md
rust-rfcs/2388-try-expr.md rust-rfcs/1859-try-trait.md rust-rfcs/1291-promote-libc.md
rust-rfcs/3535-constants-in-patterns.md rust-rfcs/3503-frontmatter.md rust-rfcs/2657-roadmap-2019.md
rust-rfcs/1327-dropck-param-eyepatch.md rust-rfcs/0474-path-reform.md rust-rfcs/0509-collections-reform-part-2.md
rust-rfcs/0528-string-patterns.md rust-rfcs/2457-non-ascii-idents.md rust-rfcs/1525-cargo-workspace.md
rust-rfcs/0401-coercions.md rust-rfcs/2126-path-clarity.md rust-rfcs/3599-compiler-team-reorganisation.md
rust-rfcs/1445-restrict-constants-in-patterns.md rust-rfcs/1643-memory-model-strike-team.md
""".split())

KINDS = {
    "supports": {"paraphrase": 5, "summary": 3, "verbatim": 2},
    "contradicts": {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1},
    "not_supported": {"unstated_detail": None, "overclaim": None},
    "opinion": {"opinion": None, "framing": None},
}
LABEL_QUOTA = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
FIELDS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

errors = []
def err(msg):
    errors.append(msg)

def parse_draft(path):
    """Return (title, headings, paragraphs) and record structural errors."""
    lines = open(path, encoding="utf-8").read().split("\n")
    titles, headings, paras = [], [], []
    prev_nonblank = False
    for i, line in enumerate(lines, 1):
        if line.strip() == "":
            prev_nonblank = False
            continue
        if prev_nonblank:
            err(f"{path}:{i}: paragraph spans more than one line (no blank line before it)")
        prev_nonblank = True
        if line.startswith("## "):
            headings.append(line[3:])
        elif line.startswith("# "):
            titles.append(line[2:])
        elif line.startswith("#"):
            err(f"{path}:{i}: line starts with '#' but is not a '# ' or '## ' heading")
        else:
            if line != line.strip():
                err(f"{path}:{i}: paragraph has leading/trailing whitespace")
            paras.append(line)
    if len(titles) != 1:
        err(f"{path}: expected exactly one '# ' title, found {len(titles)}")
    if len(headings) != 2:
        err(f"{path}: expected exactly two '## ' headings, found {len(headings)}")
    if len(paras) != N_PARAS:
        err(f"{path}: expected {N_PARAS} paragraphs, found {len(paras)}")
    first_nonblank = next((l for l in lines if l.strip()), "")
    if not first_nonblank.startswith("# "):
        err(f"{path}: first line is not the '# ' title")
    return titles, headings, paras

# ---- sources.txt
src_path = os.path.join(HERE, "sources.txt")
sources = [l.strip() for l in open(src_path, encoding="utf-8") if l.strip()]
if len(sources) != 12:
    err(f"sources.txt: expected 12 documents, found {len(sources)}")
if len(set(sources)) != len(sources):
    err("sources.txt: duplicate entries")
for s in sources:
    if s not in POOL:
        err(f"sources.txt: {s} is not in the allowed pool")
    if not os.path.isfile(os.path.join(CORPUS, s)):
        err(f"sources.txt: {s} not found under {CORPUS}")
peps = [s for s in sources if s.startswith("python-peps/")]
rfcs = [s for s in sources if s.startswith("rust-rfcs/")]
if len(peps) != 6 or len(rfcs) != 6:
    err(f"sources.txt: expected 6 PEPs and 6 RFCs, found {len(peps)} and {len(rfcs)}")

doc_text = {}
def text_of(path):
    if path not in doc_text:
        doc_text[path] = open(os.path.join(CORPUS, path), encoding="utf-8").read()
    return doc_text[path]

# ---- gold.jsonl
gold = []
with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            err(f"gold.jsonl:{n}: blank line")
            continue
        try:
            gold.append(json.loads(line))
        except json.JSONDecodeError as e:
            err(f"gold.jsonl:{n}: invalid JSON ({e})")
if len(gold) != N_DRAFTS * N_PARAS:
    err(f"gold.jsonl: expected {N_DRAFTS * N_PARAS} rows, found {len(gold)}")

drafts = {}
for d in range(1, N_DRAFTS + 1):
    name = f"drafts/draft-{d:02d}.md"
    p = os.path.join(HERE, name)
    if not os.path.isfile(p):
        err(f"{name}: missing")
        continue
    drafts[name] = parse_draft(p)

expected_order = [(f"drafts/draft-{d:02d}.md", k) for d in range(1, N_DRAFTS + 1) for k in range(1, N_PARAS + 1)]
actual_order = [(g.get("draft"), g.get("paragraph")) for g in gold]
if actual_order != expected_order:
    err("gold.jsonl: rows are not in draft/paragraph order (draft-01 p1..p20, draft-02 p1..p20, ...)")

per_draft = collections.defaultdict(list)
docs_used = set()
for n, g in enumerate(gold, 1):
    where = f"gold.jsonl:{n} ({g.get('draft')} p{g.get('paragraph')})"
    missing = [k for k in FIELDS if k not in g]
    extra = [k for k in g if k not in FIELDS]
    if missing:
        err(f"{where}: missing fields {missing}")
        continue
    if extra:
        err(f"{where}: unexpected fields {extra}")
    per_draft[g["draft"]].append(g)
    # claim == paragraph text
    if g["draft"] in drafts:
        paras = drafts[g["draft"]][2]
        k = g["paragraph"]
        if not isinstance(k, int) or not 1 <= k <= len(paras):
            err(f"{where}: paragraph index out of range")
        elif paras[k - 1] != g["claim"]:
            err(f"{where}: claim differs from paragraph text\n    claim: {g['claim']!r}\n    para : {paras[k-1]!r}")
    # length
    wc = len(g["claim"].split())
    if not 8 <= wc <= 40:
        err(f"{where}: claim has {wc} words (want 8-40)")
    # label / kind
    lab, kind = g["label"], g["kind"]
    if lab not in KINDS:
        err(f"{where}: unknown label {lab!r}")
        continue
    if kind not in KINDS[lab]:
        err(f"{where}: kind {kind!r} not valid for label {lab!r}")
    if not isinstance(g["note"], str) or not g["note"].strip() or "\n" in g["note"]:
        err(f"{where}: note must be one non-empty line")
    # rationale
    rats, files = g["rationale"], g["doc_ids_files"]
    if not isinstance(rats, list) or not isinstance(files, list):
        err(f"{where}: rationale and doc_ids_files must be lists")
        continue
    if lab in ("not_supported", "opinion"):
        if rats or files:
            err(f"{where}: {lab} rows must have empty rationale and doc_ids_files")
        continue
    if not rats:
        err(f"{where}: {lab} row has no rationale")
    if not files:
        err(f"{where}: {lab} row has no doc_ids_files")
    for fpath in files:
        docs_used.add(fpath)
        if fpath not in sources:
            err(f"{where}: doc {fpath} not listed in sources.txt")
        if not os.path.isfile(os.path.join(CORPUS, fpath)):
            err(f"{where}: doc {fpath} not found")
    for r in rats:
        if not isinstance(r, str) or not r.strip():
            err(f"{where}: empty rationale string")
            continue
        hits = [fp for fp in files if os.path.isfile(os.path.join(CORPUS, fp)) and r in text_of(fp)]
        if not hits:
            err(f"{where}: rationale is not a verbatim substring of any doc_ids_files: {r[:80]!r}...")
    for fp in files:
        if os.path.isfile(os.path.join(CORPUS, fp)) and not any(r in text_of(fp) for r in rats):
            err(f"{where}: doc {fp} listed but no rationale comes from it")

# ---- per-draft quotas and document pairing
for name in sorted(drafts):
    rows = per_draft.get(name, [])
    if len(rows) != N_PARAS:
        err(f"{name}: {len(rows)} gold rows (want {N_PARAS})")
    labs = collections.Counter(r["label"] for r in rows)
    for lab, q in LABEL_QUOTA.items():
        if labs.get(lab, 0) != q:
            err(f"{name}: {labs.get(lab, 0)} {lab} rows (want {q})")
    for lab, kinds in KINDS.items():
        kc = collections.Counter(r["kind"] for r in rows if r["label"] == lab)
        for kind, q in kinds.items():
            if q is not None and kc.get(kind, 0) != q:
                err(f"{name}: {kc.get(kind, 0)} {lab}/{kind} rows (want {q})")
    dfiles = {f for r in rows for f in r["doc_ids_files"]}
    dp = [f for f in dfiles if f.startswith("python-peps/")]
    dr = [f for f in dfiles if f.startswith("rust-rfcs/")]
    if len(dp) != 1 or len(dr) != 1:
        err(f"{name}: rationales should come from exactly one PEP and one RFC, got {sorted(dfiles)}")
    # label mixing: report long runs of the same label
    run, best = 1, 1
    for a, b in zip(rows, rows[1:]):
        run = run + 1 if a["label"] == b["label"] else 1
        best = max(best, run)
    if best > 3:
        err(f"{name}: {best} consecutive paragraphs share a label (labels should be mixed)")

for s in sources:
    if s not in docs_used:
        err(f"sources.txt: {s} is never cited by any rationale")
if set(docs_used) - set(sources):
    err(f"docs cited but not in sources.txt: {sorted(set(docs_used) - set(sources))}")

# ---- both not_supported kinds across the set
ns_kinds = {g["kind"] for g in gold if g.get("label") == "not_supported"}
if ns_kinds != {"unstated_detail", "overclaim"}:
    err(f"not_supported kinds used across the set: {sorted(ns_kinds)} (want both)")

# ---- report
print("label counts:")
for lab, c in sorted(collections.Counter(g.get("label") for g in gold).items()):
    print(f"  {lab:14s} {c}")
print("label/kind counts:")
for (lab, kind), c in sorted(collections.Counter((g.get("label"), g.get("kind")) for g in gold).items()):
    print(f"  {lab:14s} {kind:18s} {c}")
print(f"rows: {len(gold)}  drafts: {len(drafts)}  sources: {len(sources)}")
if errors:
    print(f"\nFAILED: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nOK: all checks passed")
