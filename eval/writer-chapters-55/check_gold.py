#!/usr/bin/env python3
"""Stdlib self-check for writer-chapters-55.  Prints counts; exits non-zero on any problem.

The writer-chapters-54 checker with only its docstring, the name of its
corpus-root environment variable and its assigned-documents table changed.
(The wc-54 checker is the writer-chapters-53 checker with the same three
changes, and so back to the writer-chapters-52 checker, which moved the
corpus root to the Node.js API documentation; that one is the
writer-chapters-50/51 checker, adapted to documentation pages: each draft has
a first and a second section, and each section heading is `## <name>`, where
the name must equal the NAMES entry of the page the section's rows cite.)

Changed for this set (see README.md, "Framework"):
- the corpus root is read from $WC55_CORPUS_ROOT instead of
  $WC54_CORPUS_ROOT; the default is unchanged: the Node.js API documentation
  installed by the Debian package nodejs 20.20.2-1nodesource1+repack1,
  /usr/share/doc/nodejs;
- the assigned-documents table: ASSIGNED lists the six drafts' twelve
  documentation pages in the briefed pairs and order (no spare is used), and
  NAMES gives the heading name of each page (the short name of the
  documented thing, e.g. `## Web Crypto API`, `## Trace events`).
Every check is otherwise unchanged.
"""
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = Path(os.environ.get("WC55_CORPUS_ROOT", "/usr/share/doc/nodejs"))

ASSIGNED = {  # draft -> (first document, second document); pairs as briefed
    "drafts/draft-01.md": ("api/webcrypto.md", "api/webstreams.md"),
    "drafts/draft-02.md": ("api/diagnostics_channel.md", "api/tracing.md"),
    "drafts/draft-03.md": ("api/inspector.md", "api/errors.md"),
    "drafts/draft-04.md": ("api/tty.md", "api/intl.md"),
    "drafts/draft-05.md": ("api/module.md", "api/corepack.md"),
    "drafts/draft-06.md": ("api/string_decoder.md", "api/querystring.md"),
}
NAMES = {  # document -> its section heading name (the documented thing)
    "api/webcrypto.md": "Web Crypto API",
    "api/webstreams.md": "Web Streams API",
    "api/diagnostics_channel.md": "Diagnostics Channel",
    "api/tracing.md": "Trace events",
    "api/inspector.md": "Inspector",
    "api/errors.md": "Errors",
    "api/tty.md": "TTY",
    "api/intl.md": "Internationalization support",
    "api/module.md": "Module API",
    "api/corepack.md": "Corepack",
    "api/string_decoder.md": "String decoder",
    "api/querystring.md": "Query string",
}
SECTIONS = ["first", "second"]

KIND_LABEL = {
    "paraphrase": "supports", "summary": "supports", "verbatim": "supports",
    "number_changed": "contradicts", "wrong_agent": "contradicts",
    "direction_flipped": "contradicts", "negated": "contradicts",
    "overclaim": "not_supported", "unstated_detail": "not_supported",
    "opinion": "opinion", "framing": "opinion",
}
PER_DRAFT = {
    "paraphrase": 5, "summary": 3, "verbatim": 2,
    "number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1,
    "overclaim": 1, "unstated_detail": 2, "opinion": 2, "framing": 1,
}
CUTS = {  # (min, max) number of rationale cuts per kind
    "paraphrase": (1, 1), "summary": (2, 3), "verbatim": (1, 1),
    "number_changed": (1, 1), "wrong_agent": (1, 1), "direction_flipped": (1, 1),
    "negated": (1, 1), "overclaim": (0, 0), "unstated_detail": (0, 0),
    "opinion": (0, 0), "framing": (0, 0),
}
KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return " ".join(s.split())


def strip_markup(s):
    s = re.sub(r":[\w:.-]+:`([^`<]*?)\s*<[^>]*>`", r"\1", s)      # :role:`text <target>`
    s = re.sub(r":pep:`(\d+)`", r"PEP \1", s)                       # :pep:`13`
    s = re.sub(r":[\w:.-]+:`([^`]*)`", r"\1", s)                    # :role:`text`
    s = re.sub(r"``(.*?)``", r"\1", s, flags=re.S)                  # ``literal``
    s = re.sub(r"`([^`<]*?)\s*<[^>]*>`_{1,2}", r"\1", s)            # `text <url>`_
    s = re.sub(r"`([^`]*)`_{1,2}", r"\1", s)                        # `ref`_
    s = re.sub(r"`([^`]*)`", r"\1", s)                              # `code`
    s = re.sub(r"\*\*(.+?)\*\*", r"\1", s, flags=re.S)
    s = re.sub(r"\*(.+?)\*", r"\1", s, flags=re.S)
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", s)                  # [text](url)
    s = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", s)                 # [text][ref]
    s = re.sub(r"\[([^\]]*)\]", r"\1", s)                           # [ref]
    return norm(s)


MARKUP = [
    (r"`", "backtick"), (r"\*", "asterisk"), (r"\[|\]", "square bracket"),
    (r"https?:|www\.|://", "url"), (r"__", "dunder/double underscore"),
    (r"(^|[\s(])_|_($|[\s).,;:!?])", "emphasis underscore"),
    (r"<|>", "angle bracket"), (r"\|", "pipe"), (r"^#", "leading hash"),
    (r"\n", "line break"), (r"\\", "backslash"), (r"\.\. |::", "reST directive"),
]

# ---- gold rows
rows = []
with open(HERE / "gold.jsonl", encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad(f"gold line {n}: bad json: {e}")
if len(rows) != 120:
    bad(f"expected 120 rows, found {len(rows)}")

# ---- drafts
draft_files = sorted((HERE / "drafts").glob("draft-*.md"))
if [p.name for p in draft_files] != [f"draft-{i:02d}.md" for i in range(1, 7)]:
    bad(f"unexpected draft files: {[p.name for p in draft_files]}")
paragraphs = {}   # (draft, n) -> text
section_pkg = {}  # (draft, 'first'/'second') -> name in heading
for p in draft_files:
    key = f"drafts/{p.name}"
    blocks = [b for b in p.read_text(encoding="utf-8").split("\n\n")]
    blocks = [b.strip("\n") for b in blocks if b.strip()]
    if not blocks or not blocks[0].startswith("# ") or blocks[0].startswith("## "):
        bad(f"{key}: must start with a '# ' title")
        continue
    sec = None
    n = 0
    seen = []
    for b in blocks[1:]:
        if b.startswith("#"):
            m = re.fullmatch(r"## (\w[\w.-]*(?: [\w.-]+)*)", b)
            if not m or len(seen) >= 2:
                bad(f"{key}: bad heading {b!r}")
                continue
            sec = SECTIONS[len(seen)]
            seen.append(sec)
            section_pkg[(key, sec)] = m.group(1)
            count_in_sec = 0
            continue
        n += 1
        count_in_sec += 1
        paragraphs[(key, n)] = b
        exp = "first" if n <= 10 else "second"
        if sec != exp:
            bad(f"{key} p{n}: in section {sec}, expected {exp}")
    if seen != SECTIONS:
        bad(f"{key}: {len(seen)} package headings, expected 2")
    if n != 20:
        bad(f"{key}: {n} paragraphs, expected 20")

# ---- sources
sources = [l for l in (HERE / "sources.txt").read_text(encoding="utf-8").splitlines() if l.strip()]
if len(sources) != 12 or len(set(sources)) != 12:
    bad(f"sources.txt must list 12 distinct documents, has {len(sources)}")
for s in sources:
    if not (CORPUS / s).is_file():
        bad(f"sources.txt: missing document {s}")
    if Path(s).suffix != ".md" or re.match(r"readme", Path(s).name, flags=re.I):
        bad(f"sources.txt: {s} is not a Markdown documentation page")
if sources != [doc for pair in ASSIGNED.values() for doc in pair]:
    bad("sources.txt: documents differ from the assigned list or its order")

# ---- per-row checks
raw_cache = {}
per_draft = {}
per_section_labels = {}
first_in_section = {}
seen_claims = Counter(r.get("claim") for r in rows)
expected_order = [(f"drafts/draft-{d:02d}.md", p) for d in range(1, 7) for p in range(1, 21)]
for i, r in enumerate(rows):
    where = f"row {i + 1}"
    if list(r.keys()) != KEYS:
        bad(f"{where}: keys {list(r.keys())}")
        continue
    if i < len(expected_order) and (r["draft"], r["paragraph"]) != expected_order[i]:
        bad(f"{where}: out of order ({r['draft']} p{r['paragraph']})")
    where = f"{r['draft']} p{r['paragraph']}"
    claim, kind, label = r["claim"], r["kind"], r["label"]
    if kind not in KIND_LABEL:
        bad(f"{where}: unknown kind {kind}")
        continue
    if KIND_LABEL[kind] != label:
        bad(f"{where}: label {label} does not fit kind {kind}")
    if paragraphs.get((r["draft"], r["paragraph"])) != claim:
        bad(f"{where}: claim differs from draft paragraph")
    if seen_claims[claim] > 1:
        bad(f"{where}: duplicate claim")
    for pat, what in MARKUP:
        if re.search(pat, claim):
            bad(f"{where}: markup in claim ({what})")
    if not claim.endswith("."):
        bad(f"{where}: claim does not end with a period")
    if re.search(r"(?<![A-Z])[.!?]\s+[A-Z]", claim):
        bad(f"{where}: claim looks like more than one sentence")
    # document
    docs = r["doc_ids_files"]
    sec = "first" if r["paragraph"] <= 10 else "second"
    if not (isinstance(docs, list) and len(docs) == 1):
        bad(f"{where}: doc_ids_files must be a one-item list")
        continue
    doc = docs[0]
    if doc not in sources:
        bad(f"{where}: document {doc} not in sources.txt")
    assigned = ASSIGNED.get(r["draft"])
    if not assigned or doc != assigned[SECTIONS.index(sec)]:
        bad(f"{where}: {sec} section cites {doc}, assigned {assigned and assigned[SECTIONS.index(sec)]}")
    pkg = NAMES.get(doc)
    if pkg != section_pkg.get((r["draft"], sec)):
        bad(f"{where}: heading names {section_pkg.get((r['draft'], sec))!r}, document's name is {pkg!r}")
    if doc not in raw_cache:
        raw_cache[doc] = (CORPUS / doc).read_text(encoding="utf-8")
    raw = raw_cache[doc]
    # cuts
    cuts = r["rationale"]
    lo, hi = CUTS[kind]
    if not (lo <= len(cuts) <= hi):
        bad(f"{where}: {kind} has {len(cuts)} cuts, expected {lo}-{hi}")
    if len(set(cuts)) != len(cuts):
        bad(f"{where}: duplicate cuts")
    for c in cuts:
        k = raw.count(c)
        if k != 1:
            bad(f"{where}: cut found {k} times in {doc}: {c[:60]!r}")
    if kind == "verbatim" and cuts and strip_markup(cuts[0]) != norm(claim):
        bad(f"{where}: verbatim claim differs from its cut: {strip_markup(cuts[0])!r}")
    if kind == "paraphrase" and cuts and len(re.findall(r"[.!?](\s|$)", norm(strip_markup(cuts[0])).replace("i.e.", "ie").replace("e.g.", "eg"))) > 2:
        bad(f"{where}: paraphrase cut spans more than two sentences")
    # tallies
    per_draft.setdefault(r["draft"], Counter())[kind] += 1
    per_section_labels.setdefault((r["draft"], sec), Counter())[label] += 1
    first_in_section.setdefault((r["draft"], sec), kind)

for d, c in sorted(per_draft.items()):
    if dict(c) != PER_DRAFT:
        diff = {k: (c.get(k, 0), v) for k, v in PER_DRAFT.items() if c.get(k, 0) != v}
        bad(f"{d}: kind counts (found, expected) {diff}")
for key, c in sorted(per_section_labels.items()):
    for lab in ("supports", "contradicts", "not_supported", "opinion"):
        if c[lab] < 1:
            bad(f"{key[0]} {key[1]}: no {lab} row")
    if sum(c.values()) != 10:
        bad(f"{key[0]} {key[1]}: {sum(c.values())} rows, expected 10")
for key, k in first_in_section.items():
    if k == "framing":
        bad(f"{key[0]} {key[1]}: framing sentence comes first")

# ---- report
labels = Counter(r.get("label") for r in rows)
kinds = Counter(r.get("kind") for r in rows)
print(f"rows: {len(rows)}  drafts: {len(draft_files)}  sources: {len(sources)}")
print("labels:", dict(sorted(labels.items())))
print("kinds: ", dict(sorted(kinds.items())))
print("cuts:  ", sum(len(r.get("rationale", [])) for r in rows))
if problems:
    print(f"\n{len(problems)} problem(s):")
    for p in problems:
        print("  -", p)
    sys.exit(1)
print("OK")
