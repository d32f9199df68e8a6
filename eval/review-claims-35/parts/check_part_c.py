#!/usr/bin/env python3
"""Self-check of review-claims-35 part C (drafts 11-15); stdlib only.

    python3 parts/check_part_c.py           # checks, exit 1 on any problem
    python3 parts/check_part_c.py --words   # also list, for every added and
        overclaim claim, each word of 4+ letters that is not in its rationale
        but occurs elsewhere in the document (to be read by hand)

Checks: the five assigned documents in draft order; kind/num/title as the
heading rules give them; 4 sentences per document; start anchor exactly once
in the raw file, end anchor found after it; 12-45 words; the `section` field's
top-level section equals the one the cut sits in, and at least three distinct
top-level sections per document (else a note); all five kinds present as
(claim, note) tuples of non-empty strings; contradiction notes start with one
valid sub-kind tag and a space, no other note starts with a bracketed tag; no
markup in claims (review-claims-34 check_gold.py's MARKUP list); claims are
clean single lines starting with an upper-case letter; no duplicate claims.
Prints the contradiction sub-kind counts.
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
FIRST_DRAFT = 11
ASSIGNED = [
    "rust-rfcs/0574-drain-range.md",
    "python-peps/pep-0415.rst",
    "rust-rfcs/1054-str-words.md",
    "rust-rfcs/1131-likely-intrinsic.md",
    "rust-rfcs/2832-core-net-types.md",
]
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
MARKUP = [  # as in review-claims-34/check_gold.py
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
    print("FAIL: " + msg)


def expected_heading(path, raw):
    base = os.path.basename(path)
    if path.startswith("python-peps/"):
        num = str(int(re.match(r"pep-(\d+)", base).group(1)))
        m = re.search(r"^Title:\s*(.+?)\s*$", raw, re.M)
        return "PEP", num, m.group(1) if m else None
    num = re.match(r"(\d+)", path.split("/")[1]).group(1)
    first = next((ln for ln in raw.splitlines() if ln.strip()), "")
    m = re.match(r"#+\s+(.+?)\s*#*\s*$", first)
    if m:
        return "RFC", num, m.group(1)
    return "RFC", num, re.sub(r"^\d+-", "", base[:-3] if base.endswith(".md") else base)


def top_sections(path, raw):
    """List of (offset, title) of the top-level sections."""
    out = []
    if path.startswith("python-peps/"):
        lines = raw.split("\n")
        off = 0
        offs = []
        for ln in lines:
            offs.append(off)
            off += len(ln) + 1
        for k in range(len(lines) - 1):
            t, u = lines[k], lines[k + 1]
            if t.strip() and re.match(r"^=+\s*$", u) and len(u.strip()) >= len(t.strip()):
                out.append((offs[k], t.strip()))
    else:
        for m in re.finditer(r"^## +(.+?)\s*$", raw, re.M):
            out.append((m.start(), m.group(1)))
    return out


def section_at(secs, pos):
    name = None
    for off, title in secs:
        if off <= pos:
            name = title
    return name


def words4(text):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9_]{3,}", text))


def main():
    show_words = "--words" in sys.argv[1:]
    paths = [d.get("path") for d in DOCS]
    if paths != ASSIGNED:
        bad("documents %r differ from the assigned list %r" % (paths, ASSIGNED))
    seen = collections.Counter()
    subk = collections.Counter()
    n_claims = 0
    for d, doc in enumerate(DOCS, FIRST_DRAFT):
        path = doc["path"]
        with open(os.path.join(CORPUS, path), encoding="utf-8") as fh:
            raw = fh.read()
        kind, num, title = expected_heading(path, raw)
        if (doc.get("kind"), str(doc.get("num")), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r %r %r, want %r %r %r" % (
                d, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (d, len(sents)))
        secs = top_sections(path, raw)
        tops = set()
        for s, sent in enumerate(sents, 1):
            sid = "d%02d-s%d" % (d, s)
            start, end = sent["start"], sent["end"]
            n = raw.count(start)
            if n != 1:
                bad("%s: start anchor found %d times: %r" % (sid, n, start))
                continue
            i = raw.index(start)
            j = raw.find(end, i + len(start))
            if j < 0:
                bad("%s: end anchor not found after start: %r" % (sid, end))
                continue
            cut = raw[i:j + len(end)]
            wc = len(cut.split())
            if not 12 <= wc <= 45:
                bad("%s: %d words (need 12-45)" % (sid, wc))
            top = section_at(secs, i)
            declared = sent.get("section", "").split(" (")[0]
            tops.add(top)
            if declared != top:
                bad("%s: section field %r, but the cut sits in top-level section %r"
                    % (sid, sent.get("section"), top))
            print("%s  %2d words  %-28s %s" % (sid, wc, sent.get("section"),
                                               " ".join(cut.split())[:60]))
            for k in KINDS:
                v = sent.get(k)
                if not (isinstance(v, tuple) and len(v) == 2
                        and all(isinstance(x, str) and x.strip() for x in v)):
                    bad("%s: %s is not a (claim, note) tuple of non-empty strings" % (sid, k))
                    continue
                claim, note = v
                n_claims += 1
                seen[claim] += 1
                if "\n" in claim or claim != claim.strip():
                    bad("%s %s: claim is not a clean single line" % (sid, k))
                if not claim[0].isupper():
                    bad("%s %s: claim does not start with an upper-case letter" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a valid tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: note starts with a bracketed tag: %r" % (sid, k, note))
                if show_words and k in ("added", "overclaim"):
                    rest = raw[:i] + raw[j + len(end):]
                    new = sorted(w for w in words4(claim) - words4(cut)
                                 if re.search(re.escape(w), rest, re.I))
                    print("    %s words in doc outside the cut: %s" % (k, ", ".join(new) or "-"))
        if len(tops) < 3:
            print("note: d%02d takes its sentences from %d top-level section(s): %s"
                  % (d, len(tops), ", ".join(sorted(t or "?" for t in tops))))
    for c, n in seen.items():
        if n > 1:
            bad("duplicate claim (%d times): %r" % (n, c))
    print("claims: %d  (want 100)" % n_claims)
    if n_claims != 100:
        bad("expected 100 claims, got %d" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
