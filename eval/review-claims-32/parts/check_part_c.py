#!/usr/bin/env python3
"""Self-check for part_c.py (review-claims-32, drafts 11-15). Stdlib only."""
import collections, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_c import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
EXPECTED = [
    "rust-rfcs/0003-attribute-usage.md",
    "python-peps/pep-0542.rst",
    "rust-rfcs/1440-drop-types-in-const.md",
    "rust-rfcs/1102-rename-connect-to-join.md",
    "rust-rfcs/2128-use-nested-groups.md",
]
SPARES = {"RFC": "rust-rfcs/2086-allow-if-let-irrefutables.md", "PEP": "python-peps/pep-0259.rst"}
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RX = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG = re.compile(r"^\s*\[")
# patterns copied from review-claims-31/check_gold.py
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]

problems = []
bad = problems.append
subkinds = collections.Counter()
seen = {}

if len(DOCS) != 5:
    bad("expected 5 docs, got %d" % len(DOCS))
for n, doc in enumerate(DOCS):
    draft = 11 + n
    path = doc["path"]
    if n < len(EXPECTED) and path != EXPECTED[n]:
        if path != SPARES.get(doc["kind"]):
            bad("d%02d: path %s is neither %s nor the %s spare" % (draft, path, EXPECTED[n], doc["kind"]))
    raw = open(os.path.join(CORPUS, path), encoding="utf-8").read()
    # kind / num / title
    if doc["kind"] == "PEP":
        m = re.search(r"^PEP:\s*(\d+)\s*$", raw, re.M)
        t = re.search(r"^Title:\s*(.+?)\s*$", raw, re.M)
        if not m or doc["num"] != str(int(m.group(1))):
            bad("d%02d: PEP num %r mismatch" % (draft, doc["num"]))
        if not t or doc["title"] != t.group(1):
            bad("d%02d: PEP title %r mismatch (%r)" % (draft, doc["title"], t and t.group(1)))
    else:
        base = os.path.basename(path)
        if doc["num"] != base[:4]:
            bad("d%02d: RFC num %r mismatch" % (draft, doc["num"]))
        first = next(l for l in raw.splitlines() if l.strip())
        want = re.sub(r"^#+\s*", "", first).strip() if first.startswith("#") else base[5:-3]
        if doc["title"] != want:
            bad("d%02d: RFC title %r, want %r" % (draft, doc["title"], want))
    sents = doc["sentences"]
    if len(sents) != 4:
        bad("d%02d: %d sentences" % (draft, len(sents)))
    if len({s["section"] for s in sents}) < 3:
        print("note: d%02d uses %d distinct sections" % (draft, len({s["section"] for s in sents})))
    cuts = set()
    for k, s in enumerate(sents, 1):
        sid = "d%02d-s%d" % (draft, k)
        c = raw.count(s["start"])
        if c != 1:
            bad("%s: start anchor found %d times" % (sid, c))
            continue
        i = raw.index(s["start"])
        j = raw.find(s["end"], i + len(s["start"]))
        if j < 0:
            bad("%s: end anchor not found after start" % sid)
            continue
        text = raw[i:j + len(s["end"])]
        if text in cuts:
            bad("%s: rationale repeated" % sid)
        cuts.add(text)
        wc = len(text.split())
        if not 12 <= wc <= 45:
            bad("%s: %d words" % (sid, wc))
        for kind in KINDS:
            v = s.get(kind)
            if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x for x in v)):
                bad("%s: %s is not a (claim, note) tuple" % (sid, kind))
                continue
            claim, note = v
            if kind == "contradiction":
                m = TAG_RX.match(note)
                if not m:
                    bad("%s: contradiction note lacks a valid tag: %r" % (sid, note))
                else:
                    subkinds[m.group(1)] += 1
            elif ANY_TAG.match(note):
                bad("%s: %s note starts with a tag: %r" % (sid, kind, note))
            if "\n" in claim or claim != claim.strip() or "  " in claim:
                bad("%s: %s claim is not a clean single line" % (sid, kind))
            for name, rx in MARKUP:
                if rx.search(claim):
                    bad("%s: %s claim contains markup (%s): %r" % (sid, kind, name, claim))
            key = claim.strip().lower()
            if key in seen:
                bad("%s: %s claim duplicates %s" % (sid, kind, seen[key]))
            seen[key] = "%s %s" % (sid, kind)
        extra = set(s) - set(KINDS) - {"section", "start", "end"}
        if extra:
            bad("%s: unexpected keys %s" % (sid, sorted(extra)))
        print("%s  %2d words  [%s]" % (sid, wc, s["section"]))

print("claims: %d" % len(seen))
print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subkinds[t]) for t in TAGS))
if problems:
    for p in problems:
        print("FAIL: " + p)
    print("%d problem(s)" % len(problems))
    sys.exit(1)
print("OK: all checks passed")
