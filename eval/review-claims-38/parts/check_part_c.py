#!/usr/bin/env python3
"""Self-check of review-claims-38 part C (drafts 11-15), stdlib only.

    python3 -B parts/check_part_c.py [--words]

Checks: the five assigned documents in order; 4 sentences each; the section
field equals the top-level (##) section the cut sits in; start anchor found
exactly once in the raw file, end anchor found after it; 12-45 words
(whitespace split of the raw cut); no blank line inside a cut; no overlapping
cuts; kind/num/title derived from the document; all five kinds present as
(claim, note) tuples of strings; contradiction notes start with a sub-kind
tag, no other note starts with a bracketed tag; no markup in claims (the
MARKUP list of review-claims-37's check_gold.py); claims are clean single
lines starting with an upper-case letter, without double spaces, not equal to
their rationale; no duplicate claims.  Prints the contradiction sub-kind
counts and exits non-zero on any problem.  --words lists, for every added and
overclaim claim, each word of four or more letters that is not in its
rationale but occurs elsewhere in the document.
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_c import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
EXPECTED = [
    "rust-rfcs/1119-result-expect.md",
    "rust-rfcs/0168-mod.md",
    "rust-rfcs/0341-remove-virtual-structs.md",
    "rust-rfcs/0111-index-traits.md",
    "rust-rfcs/0123-share-to-threadsafe.md",
]
SPARE = "rust-rfcs/0050-assert.md"
FIRST_DRAFT = 11
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]
# sentence ids allowed 8-11 words (none in this part)
SHORT_OK = set()

problems = []


def bad(msg):
    problems.append(msg)


def expected_heading(path, raw):
    """(kind, num, title) by the rules of review-claims-37's README."""
    name = os.path.basename(path)
    if path.startswith("python-peps/"):
        num = str(int(re.match(r"pep-(\d+)", name).group(1)))
        m = re.search(r"^Title:\s*(.+)$", raw, re.M)
        return "PEP", num, m.group(1).strip() if m else None
    num = re.match(r"(\d+)", name).group(1)
    first = next((ln for ln in raw.splitlines() if ln.strip()), "")
    if first.startswith("#"):
        title = first.lstrip("#").strip()
    else:
        title = re.sub(r"^\d+-", "", name)[:-len(".md")]
    return "RFC", num, title


def section_at(raw, pos):
    """Top-level section (## heading) that contains offset pos."""
    sec = None
    for m in re.finditer(r"^## +(.+?)\s*$", raw, re.M):
        if m.start() <= pos:
            sec = m.group(1)
        else:
            break
    return sec


def main():
    words_mode = "--words" in sys.argv[1:]
    paths = [d.get("path") for d in DOCS]
    if paths != EXPECTED:
        bad("documents %r (want %r)" % (paths, EXPECTED))
    print("documents: %d" % len(DOCS))
    claims_seen = collections.Counter()
    subk = collections.Counter()
    n_claims = 0
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        with open(os.path.join(CORPUS, doc["path"]), encoding="utf-8") as fh:
            raw = fh.read()
        kind, num, title = expected_heading(doc["path"], raw)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: kind/num/title %r (want %r)" % (draft, (doc.get("kind"), doc.get("num"), doc.get("title")), (kind, num, title)))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        sections = []
        print("d%02d %s %s: %s" % (draft, kind, num, title))
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, si)
            n = raw.count(s["start"])
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, s["start"]))
                continue
            i = raw.index(s["start"])
            j = raw.find(s["end"], i + len(s["start"]))
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, s["end"]))
                continue
            rat = raw[i:j + len(s["end"])]
            wc = len(rat.split())
            lo = 8 if sid in SHORT_OK else 12
            if not lo <= wc <= 45:
                bad("%s: %d words (need %d-45)" % (sid, wc, lo))
            if re.search(r"\n[ \t]*\n", rat):
                bad("%s: rationale spans a blank line" % sid)
            for (a, b, other) in spans:
                if i < b and a < j + len(s["end"]):
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, j + len(s["end"]), sid))
            actual = section_at(raw, i)
            sections.append(actual)
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits in %r" % (sid, s.get("section"), actual))
            print("  %s  %-16s %2d words  %s" % (sid, s.get("section"), wc, " ".join(rat.split())[:60]))
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) for x in v)):
                    bad("%s %s: not a (claim, note) tuple of strings" % (sid, k))
                    continue
                claim, note = v
                n_claims += 1
                claims_seen[claim] += 1
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a sub-kind tag: %r" % (sid, note[:50]))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note[:50]))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if "\n" in claim or "\r" in claim or "\t" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, k))
                if "  " in claim:
                    bad("%s %s: double space in claim" % (sid, k))
                if not claim[:1].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, k))
                if " ".join(claim.split()) == " ".join(rat.split()):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if not note.strip():
                    bad("%s %s: empty note" % (sid, k))
                if words_mode and k in ("added", "overclaim"):
                    rat_words = set(w.lower() for w in re.findall(r"[A-Za-z]+", rat))
                    doc_words = set(w.lower() for w in re.findall(r"[A-Za-z]+", raw))
                    new = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]+", claim)
                                     if len(w) >= 4) - rat_words)
                    hits = [w for w in new if w in doc_words]
                    print("      %s %-9s in doc: %s" % (sid, k, ", ".join(hits) or "-"))
        distinct = len(set(sections))
        if distinct < 3:
            print("  note: d%02d draws on %d top-level sections (fewer than three)" % (draft, distinct))
        else:
            print("  top-level sections: %d" % distinct)
    for c, n in claims_seen.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    print("claims: %d  (want 100)" % n_claims)
    if n_claims != 100:
        bad("claims: %d, want 100" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    print("spare (not used): %s" % SPARE)
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
