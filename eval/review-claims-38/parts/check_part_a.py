# -*- coding: utf-8 -*-
"""Self-check for review-claims-38 part A (drafts 1-5), stdlib only.

    python3 -B check_part_a.py            # checks; exit 1 on any problem
    python3 -B check_part_a.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Checks: the five assigned documents in draft order; 4 sentences each; start
anchor occurs exactly once in the raw file and the end anchor is found after
it; 12-45 words (whitespace split of the raw cut; d05-s3 alone may have 8-11,
as the brief allows); no blank line inside a cut; no overlapping cuts; the
`section` field equals the top-level section the cut sits in; at least the
number of distinct top-level sections noted below; all five kinds present as
(claim, note) tuples of non-empty strings; contradiction notes start with one
valid tag followed by a space, no other note starts with a bracketed tag; no
markup in claims (the MARKUP list of review-claims-37's check_gold.py);
claims are one clean line, start upper-case, have no double spaces, do not
equal their rationale; no duplicate claims; kind/num/title follow the
heading rules.  Prints the contradiction sub-kind counts.
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_a import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
EXPECTED = [
    "rust-rfcs/3392-leadership-council/motivation.md",
    "rust-rfcs/3392-leadership-council/non-goals.md",
    "python-peps/pep-0777/appendix-pypi-download-analysis.rst",
    "python-peps/pep-0004.rst",
    "python-peps/pep-0271.rst",
]
FIRST_DRAFT = 1
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words (brief: one short sentence in a document with
# only three usable sentences of 12-45 words).
SHORT_OK = {"d05-s3"}
# Documents with fewer than three top-level sections of usable prose: the
# minimum number of distinct sections expected (explained in notes-a.md).
MIN_SECTIONS = {1: 1, 2: 1, 3: 1, 4: 2, 5: 3}
# PEP 777's appendix has no Title: header field; its own reST title is used.
TITLE_OVERRIDE = {
    "python-peps/pep-0777/appendix-pypi-download-analysis.rst":
        ("PEP", "777", "Appendix: Analysis of Installer Usage on PyPI"),
}
MARKUP = [
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


def expected_heading(path, raw):
    if path in TITLE_OVERRIDE:
        return TITLE_OVERRIDE[path]
    m = re.match(r"^python-peps/pep-(\d+)\.rst$", path)
    if m:
        tm = re.search(r"^Title: (.+)$", raw[:3000], re.M)
        return ("PEP", str(int(m.group(1))), tm.group(1).strip() if tm else None)
    m = re.match(r"^rust-rfcs/(\d+)-[^/]+", path)
    if m:
        first = next((l for l in raw.splitlines() if l.strip()), "")
        hm = re.match(r"^#+ (.+)$", first)
        title = hm.group(1).strip() if hm else re.sub(r"^\d+-", "", os.path.basename(path))[:-3]
        return ("RFC", m.group(1), title)
    return (None, None, None)


def top_sections(path, raw):
    """List of (offset, title) of the top-level sections of a document."""
    out = []
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    if path.endswith(".md"):
        # top level: the shallowest heading level used outside code fences
        fence = False
        heads = []
        for i, l in enumerate(lines):
            if l.startswith("```"):
                fence = not fence
                continue
            m = re.match(r"^(#+) (.+)$", l)
            if m and not fence:
                heads.append((len(m.group(1)), offs[i], m.group(2).strip()))
        if heads:
            # RFC convention: '##' sections; a file whose only headings are
            # level 1 (a chapter file) uses those.
            lv = 2 if any(h[0] == 2 for h in heads) else min(h[0] for h in heads)
            out = [(off, t) for (n, off, t) in heads if n == lv]
    else:
        for i in range(len(lines) - 1):
            t, u = lines[i], lines[i + 1]
            if t.strip() and re.match(r"^=+$", u) and len(u) >= len(t.rstrip()):
                out.append((offs[i], t.strip()))
    return out


def section_at(secs, pos):
    name = None
    for off, t in secs:
        if off <= pos:
            name = t
    return name


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def main():
    show_words = "--words" in sys.argv[1:]
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    paths = [d.get("path") for d in DOCS]
    if paths != EXPECTED:
        bad("documents/order differ: %r" % paths)
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        path = doc.get("path")
        try:
            with open(os.path.join(CORPUS, path), encoding="utf-8") as fh:
                raw = fh.read()
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        kind, num, title = expected_heading(path, raw)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        secs = top_sections(path, raw)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        used_secs = set()
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, si)
            start, end = s.get("start", ""), s.get("end", "")
            cnt = raw.count(start) if start else 0
            if cnt != 1:
                bad("%s: start anchor occurs %d times: %r" % (sid, cnt, start))
                continue
            i = raw.find(start)
            j = raw.find(end, i) if end else -1
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            cut = raw[i:j + len(end)]
            nw = len(cut.split())
            lo = 8 if sid in SHORT_OK else 12
            if not lo <= nw <= 45:
                bad("%s: %d words (want %d-45)" % (sid, nw, lo))
            if sid in SHORT_OK and nw >= 12:
                bad("%s: listed as short but has %d words" % (sid, nw))
            if re.search(r"\n[ \t]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
            for (a, b, other) in spans:
                if i < b and a < j + len(end):
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, j + len(end), sid))
            actual = section_at(secs, i)
            used_secs.add(actual)
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits in %r" % (sid, s.get("section"), actual))
            print("%s  %2d words  [%s]  %s" % (sid, nw, actual, " ".join(cut.split())[:60]))
            for k in KINDS:
                v = s.get(k)
                if not (isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s %s: not a (claim, note) tuple of non-empty strings" % (sid, k))
                    continue
                claim, note = v
                n_claims += 1
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s contradiction: note lacks a valid tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag: %r" % (sid, k, note))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if "\n" in claim or "\r" in claim or claim != claim.strip():
                    bad("%s %s: claim is not one clean line" % (sid, k))
                if "  " in claim:
                    bad("%s %s: double space in claim" % (sid, k))
                if not claim[:1].isupper():
                    bad("%s %s: claim does not start upper-case: %r" % (sid, k, claim[:30]))
                if " ".join(claim.split()) == " ".join(cut.split()):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if claim in claims_seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, claims_seen[claim]))
                claims_seen[claim] = "%s %s" % (sid, k)
                if show_words and k in ("added", "overclaim"):
                    new = sorted(words_of(claim) - words_of(cut))
                    low = raw.lower()
                    indoc = [w for w in new if w in low]
                    notdoc = [w for w in new if w not in low]
                    print("    %s %s: in document: %s | not in document: %s" % (
                        sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        want = MIN_SECTIONS.get(draft, 3)
        if len(used_secs) < want:
            bad("d%02d: %d distinct top-level sections (want at least %d)" % (draft, len(used_secs), want))
        if len(used_secs) < 3:
            print("note: d%02d draws on %d top-level section(s): %s" % (
                draft, len(used_secs), ", ".join(sorted(x or "?" for x in used_secs))))
    print("claims: %d (want 100)" % n_claims)
    if n_claims != 100:
        bad("claims: %d (want 100)" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
