# -*- coding: utf-8 -*-
"""Self-check for review-claims-38 part B (drafts 06-10), stdlib only.

    python3 -B parts/check_part_b.py           # all checks
    python3 -B parts/check_part_b.py --words   # also list, for every added and
        overclaim claim, each word of 4+ letters that is not in its rationale
        but occurs elsewhere in the document (to be read by hand)

Exits non-zero on any problem.
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_b import DOCS  # noqa: E402

CORPUS = "/work/shared/corpora/real-prose"
EXPECTED = [
    "rust-rfcs/1467-volatile.md",
    "rust-rfcs/1260-main-reexport.md",
    "rust-rfcs/0522-self-impl.md",
    "rust-rfcs/0164-feature-gate-slice-pats.md",
    "rust-rfcs/0909-move-thread-local-to-std-thread.md",
]
SPARE = "rust-rfcs/0087-trait-bounds-with-plus.md"
FIRST_DRAFT = 6
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[a-z]+\]")
# the MARKUP list of review-claims-37/check_gold.py
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]
# sentences allowed 8-11 words (brief: only where a document has just three
# usable sentences of 12-45 words); none in this part
SHORT_OK = set()

problems = []


def bad(msg):
    problems.append(msg)


def expected_title(path, raw):
    """RFC: opening heading if the first non-empty line is one, else slug."""
    first = next((ln for ln in raw.splitlines() if ln.strip()), "")
    m = re.match(r"^#+\s+(.*\S)\s*$", first)
    if m:
        return m.group(1)
    base = os.path.basename(path)[:-3]
    return re.sub(r"^\d+-", "", base)


def top_sections(raw):
    """list of (offset, name) of the top-level '## ' headings."""
    out = []
    for m in re.finditer(r"^## (.+?)\s*$", raw, re.M):
        out.append((m.start(), m.group(1)))
    return out


def section_at(secs, pos):
    name = None
    for off, n in secs:
        if off <= pos:
            name = n
    return name


def main():
    words_mode = "--words" in sys.argv[1:]
    paths = [d["path"] for d in DOCS]
    if paths != EXPECTED:
        bad("documents %r (want %r)" % (paths, EXPECTED))
    all_claims = []
    n_claims = 0
    subk = collections.Counter()
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        fn = os.path.join(CORPUS, doc["path"])
        try:
            raw = open(fn, encoding="utf-8").read()
        except OSError as e:
            bad("d%02d: cannot read %s: %s" % (draft, doc["path"], e))
            continue
        kind = doc.get("kind")
        if kind != "RFC":
            bad("d%02d: kind %r (want 'RFC')" % (draft, kind))
        num = re.match(r"^(\d+)-", os.path.basename(doc["path"])).group(1)
        if doc.get("num") != num:
            bad("d%02d: num %r (want %r)" % (draft, doc.get("num"), num))
        want_title = expected_title(doc["path"], raw)
        if doc.get("title") != want_title:
            bad("d%02d: title %r (want %r)" % (draft, doc.get("title"), want_title))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        secs = top_sections(raw)
        spans = []
        sec_names = set()
        for si, s in enumerate(sents):
            sid = "d%02d-s%d" % (draft, si + 1)
            start, end = s.get("start", ""), s.get("end", "")
            n = raw.count(start) if start else 0
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, start))
                continue
            i = raw.index(start)
            j = raw.find(end, i + len(start)) if end else -1
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            text = raw[i:j + len(end)]
            wc = len(text.split())
            lo = 8 if sid in SHORT_OK else 12
            if not lo <= wc <= 45:
                bad("%s: rationale has %d words (need %d-45)" % (sid, wc, lo))
            if "\n\n" in text or re.search(r"\n[ \t]*\n", text):
                bad("%s: rationale spans a blank line" % sid)
            for (a, b, other) in spans:
                if i < b and a < j + len(end):
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, j + len(end), sid))
            actual = section_at(secs, i)
            field = s.get("section", "")
            head = field.split(" (")[0]
            if head != actual:
                bad("%s: section field %r, but the cut sits in top-level section %r" % (sid, field, actual))
            if section_at(secs, j) != actual:
                bad("%s: cut crosses a top-level heading" % sid)
            sec_names.add(actual)
            print("%s  %-45s %2d words  %r" % (sid, field, wc, text[:50]))
            for k in KINDS:
                t = s.get(k)
                if not (isinstance(t, tuple) and len(t) == 2 and all(isinstance(x, str) and x for x in t)):
                    bad("%s: %s is not a (claim, note) tuple of two non-empty strings" % (sid, k))
                    continue
                claim, note = t
                n_claims += 1
                all_claims.append((claim, sid, k))
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s: %s note starts with a tag: %r" % (sid, k, note))
                if "\n" in claim or claim != claim.strip():
                    bad("%s: %s claim is not a clean single line" % (sid, k))
                if "  " in claim:
                    bad("%s: %s claim has a double space" % (sid, k))
                if not claim[:1].isupper():
                    bad("%s: %s claim does not start with an upper-case letter: %r" % (sid, k, claim[:30]))
                if claim == text or claim == " ".join(text.split()):
                    bad("%s: %s claim equals its rationale" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s: %s claim contains markup (%s): %r" % (sid, k, name, claim))
                if words_mode and k in ("added", "overclaim"):
                    rat = set(w.lower() for w in re.findall(r"[A-Za-z]+", text))
                    doc_words = set(w.lower() for w in re.findall(r"[A-Za-z]+", raw))
                    new = sorted(set(w.lower() for w in re.findall(r"[A-Za-z]{4,}", claim))
                                 - rat)
                    indoc = [w for w in new if w in doc_words]
                    print("    --words %s %s: in document, not in rationale: %s"
                          % (sid, k, ", ".join(indoc) or "-"))
        if len(sec_names) < 3:
            print("note: d%02d draws on %d top-level section(s): %s"
                  % (draft, len(sec_names), ", ".join(sorted(sec_names))))
    dup = [c for c, n in collections.Counter(c for c, _, _ in all_claims).items() if n > 1]
    for c in dup:
        bad("duplicate claim: %r" % c)
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), n_claims))
    if n_claims != 100:
        bad("claims: %d (want 100)" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    print("spare (not used): %s" % SPARE)
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
