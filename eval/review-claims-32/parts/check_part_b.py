#!/usr/bin/env python3
"""Stdlib self-check for part_b.py (review-claims-32, drafts 06-10)."""
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import part_b  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
WANT = ["rust-rfcs/1191-hir.md", "rust-rfcs/0194-cfg-syntax.md",
        "python-peps/pep-3001.rst", "rust-rfcs/1058-slice-tail-redesign.md",
        "rust-rfcs/1510-cdylib.md"]
SPARES = {"rust-rfcs/2345-const-panic.md": "RFC", "python-peps/pep-0274.rst": "PEP"}
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
MARKUP = [  # copied from review-claims-31/check_gold.py
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]

problems = []


def bad(msg):
    problems.append(msg)


def expected_heading(doc, raw):
    m = re.match(r"^python-peps/pep-(\d+)\.rst$", doc)
    if m:
        tm = re.search(r"^Title: (.+)$", raw[:3000], re.M)
        return ("PEP", str(int(m.group(1))), tm.group(1).strip())
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+", doc)
    first = next((l for l in raw.splitlines() if l.strip()), "")
    hm = re.match(r"^#+ (.+)$", first)
    title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(doc))[:-3]
    return ("RFC", m.group(1), title)


docs = part_b.DOCS
if len(docs) != 5:
    bad("expected 5 docs, got %d" % len(docs))
subk = collections.Counter()
claims = collections.Counter()
for n, d in enumerate(docs):
    draft = 6 + n
    path = d["path"]
    if n < len(WANT) and path != WANT[n]:
        if path in SPARES and SPARES[path] == d["kind"] and WANT[n].startswith(
                "python-peps" if d["kind"] == "PEP" else "rust-rfcs"):
            print("note: d%02d uses spare %s instead of %s" % (draft, path, WANT[n]))
        else:
            bad("d%02d: path %s, want %s" % (draft, path, WANT[n]))
    raw = open(os.path.join(CORPUS, path), encoding="utf-8").read()
    exp = expected_heading(path, raw)
    if (d["kind"], d["num"], d["title"]) != exp:
        bad("d%02d: heading %r, want %r" % (draft, (d["kind"], d["num"], d["title"]), exp))
    sents = d["sentences"]
    if len(sents) != 4:
        bad("d%02d: %d sentences" % (draft, len(sents)))
    sections = set()
    rationales = set()
    for k, s in enumerate(sents, 1):
        sid = "d%02d-s%d" % (draft, k)
        sections.add(s["section"])
        c = raw.count(s["start"])
        if c != 1:
            bad("%s: start anchor occurs %d times" % (sid, c))
            continue
        i = raw.index(s["start"])
        j = raw.find(s["end"], i + len(s["start"]))
        if j < 0:
            bad("%s: end anchor not found after start" % sid)
            continue
        text = raw[i:j + len(s["end"])]
        wc = len(text.split())
        if not 12 <= wc <= 45:
            bad("%s: %d words" % (sid, wc))
        if text in rationales:
            bad("%s: rationale repeated" % sid)
        rationales.add(text)
        for kind in KINDS:
            v = s.get(kind)
            if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x.strip() for x in v)):
                bad("%s: %s is not a (claim, note) tuple" % (sid, kind))
                continue
            claim, note = v
            claims[claim] += 1
            if "\n" in claim or claim != claim.strip():
                bad("%s %s: claim not a clean single line" % (sid, kind))
            for name, rx in MARKUP:
                if rx.search(claim):
                    bad("%s %s: claim contains markup (%s)" % (sid, kind, name))
            if kind == "contradiction":
                m = TAG_RE.match(note)
                if not m:
                    bad("%s: contradiction note lacks a valid tag: %r" % (sid, note))
                else:
                    subk[m.group(1)] += 1
            elif ANY_TAG_RE.match(note):
                bad("%s %s: note starts with a tag" % (sid, kind))
        extra = set(s) - set(KINDS) - {"section", "start", "end"}
        if extra:
            bad("%s: unexpected keys %s" % (sid, sorted(extra)))
    if len(sections) < 3:
        print("note: d%02d draws on only %d sections: %s" % (draft, len(sections), sorted(sections)))
for c, k in claims.items():
    if k > 1:
        bad("duplicate claim: %r" % c)

print("docs: %d  sentences: %d  claims: %d" % (len(docs), sum(len(d["sentences"]) for d in docs), sum(claims.values())))
print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
for p in problems:
    print("FAIL: " + p)
if problems:
    print("%d problem(s)" % len(problems))
    sys.exit(1)
print("OK: all checks passed")
