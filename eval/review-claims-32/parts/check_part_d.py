#!/usr/bin/env python3
"""Stdlib self-check for part_d.py (review-claims-32, drafts 16-20)."""
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_d import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
EXPECTED = [  # (draft, main path, spare path)
    (16, "python-peps/pep-0664.rst", "python-peps/pep-0281.rst"),
    (17, "rust-rfcs/3373-avoid-nonlocal-definitions-in-fns.md", "rust-rfcs/3239-cfg-target.md"),
    (18, "rust-rfcs/0839-embrace-extend-extinguish.md", "rust-rfcs/3239-cfg-target.md"),
    (19, "rust-rfcs/2056-allow-trivial-where-clause-constraints.md", "rust-rfcs/3239-cfg-target.md"),
    (20, "rust-rfcs/2344-const-looping.md", "rust-rfcs/3239-cfg-target.md"),
]
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


def expected_heading(path):
    raw = open(os.path.join(CORPUS, path), encoding="utf-8").read()
    base = os.path.basename(path)
    if path.startswith("python-peps/"):
        num = str(int(re.match(r"pep-(\d+)", base).group(1)))
        title = re.search(r"^Title:\s*(.+)$", raw, re.M).group(1).strip()
        return "PEP", num, title
    num = re.match(r"(\d{4})", path.split("/")[1]).group(1)
    first = next(l for l in raw.splitlines() if l.strip())
    m = re.match(r"#+\s+(.+?)\s*$", first)
    title = m.group(1) if m else re.sub(r"^\d+-", "", base[:-3])
    return "RFC", num, title


if len(DOCS) != len(EXPECTED):
    bad("expected %d docs, got %d" % (len(EXPECTED), len(DOCS)))
claims = []
subk = collections.Counter()
for (draft, main, spare), doc in zip(EXPECTED, DOCS):
    path = doc["path"]
    if path not in (main, spare):
        bad("draft-%02d: path %s (want %s or spare %s)" % (draft, path, main, spare))
    if path == spare:
        print("note: draft-%02d uses spare %s" % (draft, spare))
    want = expected_heading(path)
    got = (doc["kind"], doc["num"], doc["title"])
    if got != want:
        bad("draft-%02d: heading %r (want %r)" % (draft, got, want))
    raw = open(os.path.join(CORPUS, path), encoding="utf-8").read()
    sents = doc["sentences"]
    if len(sents) != 4:
        bad("draft-%02d: %d sentences (want 4)" % (draft, len(sents)))
    cuts = []
    for n, s in enumerate(sents, 1):
        sid = "d%02d-s%d" % (draft, n)
        for key in ["section", "start", "end"] + KINDS:
            if key not in s:
                bad("%s: missing %s" % (sid, key))
        cnt = raw.count(s["start"])
        if cnt != 1:
            bad("%s: start anchor found %d times" % (sid, cnt))
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
        if text in cuts:
            bad("%s: rationale repeated" % sid)
        cuts.append(text)
        for k in KINDS:
            v = s.get(k)
            if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x.strip() for x in v)):
                bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, k))
                continue
            claim, note = v
            if k == "contradiction":
                m = TAG_RE.match(note)
                if not m:
                    bad("%s contradiction note lacks a valid tag: %r" % (sid, note))
                else:
                    subk[m.group(1)] += 1
            elif ANY_TAG_RE.match(note) or note.startswith("["):
                bad("%s %s note starts with a tag: %r" % (sid, k, note))
            if "\n" in claim or claim != claim.strip() or "  " in claim:
                bad("%s %s: claim not a clean single line" % (sid, k))
            for name, rx in MARKUP:
                if rx.search(claim):
                    bad("%s %s: markup (%s) in claim %r" % (sid, k, name, claim))
            claims.append(claim)
        print("%s %-45s %2d words" % (sid, s["section"][:45], wc))
    secs = {s["section"].split(" (")[0] for s in sents}
    if len(secs) < 3:
        bad("draft-%02d: sentences from only %d top-level sections" % (draft, len(secs)))

for c, n in collections.Counter(claims).items():
    if n > 1:
        bad("duplicate claim: %r" % c)
print("claims: %d" % len(claims))
print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
for p in problems:
    print("FAIL: " + p)
if problems:
    print("%d problem(s)" % len(problems))
    sys.exit(1)
print("OK: all checks passed")
