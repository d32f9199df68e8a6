#!/usr/bin/env python3
"""Stdlib self-check of review-claims-39 part D (drafts 16-20).

Usage: python3 check_part_d.py [--words]

Adapted from review-claims-38's check_part_d.py for npm package READMEs under
/work/main/node_modules (computed from this file's location: parents[3]).

Checks: 5 documents in the assigned order; 4 sentences each; each start
anchor occurs exactly once in the raw file and the end anchor is found after
it (the same cut whether the end is searched from the start or from the end of
the start anchor, as build_gold.py does); the cut has 12-45 words, no blank
line, does not lie in or cross a code fence; the headings (kind, num, title)
follow the README rules (kind "README"; num = the package folder, equal to
the "name" of its package.json; title = the first `#` heading with badges
removed); the `section` field equals the nearest heading above the cut; all
five kinds present as (claim, note) tuples of non-empty strings;
contradiction notes start with a valid sub-kind tag and no other note starts
with a bracketed tag; claims carry no markup (the MARKUP patterns of
review-claims-38's check_gold.py), are clean single lines, do not start with a
lower-case letter, have no double spaces and differ from their rationale; no
duplicate claims; no two sentences of a document overlap; a note is printed
for a document with fewer than three distinct `section` headings or fewer
than three top-level sections (the nearest `#`/`##` heading).  Prints the
contradiction sub-kind counts.  Exits non-zero on any problem.

--words: for every added and overclaim claim, list each word of four or more
letters that is not in its rationale but occurs in the document (to be read
by hand), and the words that do not occur in the document at all.
"""
import collections
import json
import os
import re
import sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from part_d import DOCS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
ASSIGNED = [
    "escalade/readme.md",
    "globby/readme.md",
    "brace-expansion/README.md",
    "mdurl/README.md",
    "@pkgjs/parseargs/README.md",
]
SPARE = "tmp/README.md"
FIRST_DRAFT = 16
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
SUBKINDS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(SUBKINDS))
ANY_TAG_RE = re.compile(r"^\[[^\]]*\]")
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
]
BADGE_RES = [
    re.compile(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)"),   # [![alt](img)](link)
    re.compile(r"\[!\[[^\]]*\]\[[^\]]*\]\]\[[^\]]*\]"),  # [![alt][img]][link]
    re.compile(r"!\[[^\]]*\]\([^)]*\)"),                 # ![alt](img)
]
HEADING_RE = re.compile(r"^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")

problems = []


def bad(msg):
    problems.append(msg)


def clean_heading(text):
    for rx in BADGE_RES:
        text = rx.sub("", text)
    return " ".join(text.split())


def headings(raw):
    """[(offset, level, text)] of Markdown ATX headings outside code fences,
    and the list of (start, end) offsets of fenced code blocks."""
    out, fences = [], []
    pos = 0
    fence_start = None
    for line in raw.splitlines(keepends=True):
        s = line.strip()
        if s.startswith("```") or s.startswith("~~~"):
            if fence_start is None:
                fence_start = pos
            else:
                fences.append((fence_start, pos + len(line)))
                fence_start = None
        elif fence_start is None:
            m = HEADING_RE.match(line.rstrip("\n"))
            if m:
                out.append((pos, len(m.group(1)), clean_heading(m.group(2))))
        pos += len(line)
    if fence_start is not None:
        fences.append((fence_start, len(raw)))
    return out, fences


def expected_heading(path, raw):
    """(kind, num, title) for a README: num is the package folder (the path
    without its file name), title the first level-1 heading, badges removed
    (the package name if the README has no level-1 heading)."""
    pkg = path.rsplit("/", 1)[0]
    hs, _ = headings(raw)
    top = [t for (_, lvl, t) in hs if lvl == 1]
    return ("README", pkg, top[0] if top else pkg)


def section_at(hs, offset):
    """(nearest heading text, nearest heading of level 1-2) above offset."""
    near, top = None, None
    for (pos, lvl, text) in hs:
        if pos > offset:
            break
        near = text
        if lvl <= 2:
            top = text
    return near, top


def main():
    words_mode = "--words" in sys.argv[1:]
    paths = [d["path"] for d in DOCS]
    if paths != ASSIGNED:
        bad("documents %s, want %s in this order" % (paths, ASSIGNED))
    all_claims = collections.Counter()
    subk = collections.Counter()
    nclaims = 0
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        p = ROOT / doc["path"]
        if not p.is_file():
            bad("d%02d: document not found: %s" % (draft, doc["path"]))
            continue
        raw = p.read_text(encoding="utf-8")
        want = expected_heading(doc["path"], raw)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if want != got:
            bad("d%02d: heading %s, want %s" % (draft, got, want))
        pj = p.parent / "package.json"
        if not pj.is_file():
            bad("d%02d: no package.json next to %s" % (draft, doc["path"]))
        else:
            name = json.loads(pj.read_text(encoding="utf-8")).get("name")
            if name != doc.get("num"):
                bad("d%02d: num %r differs from package.json name %r" % (draft, doc.get("num"), name))
        hs, fences = headings(raw)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        sections = []
        tops = []
        for si, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (draft, si)
            sections.append(s.get("section"))
            n = raw.count(s["start"])
            if n != 1:
                bad("%s: start anchor occurs %d times" % (sid, n))
                continue
            i = raw.find(s["start"])
            j = raw.find(s["end"], i)
            if j < 0:
                bad("%s: end anchor not found after the start" % sid)
                continue
            if raw.find(s["end"], i + len(s["start"])) != j:
                bad("%s: end anchor found inside the start anchor (build_gold.py would cut differently)" % sid)
            cut = raw[i:j + len(s["end"])]
            spans.append((i, j + len(s["end"]), sid))
            wc = len(cut.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            if re.search(r"\n[ \t]*\n", cut):
                bad("%s: rationale spans a blank line" % sid)
            if "```" in cut or any(a < j + len(s["end"]) and i < b for (a, b) in fences):
                bad("%s: rationale lies in or crosses a code fence" % sid)
            near, top = section_at(hs, i)
            tops.append(top)
            if s.get("section") != near:
                bad("%s: section %r, but the nearest heading above the cut is %r" % (sid, s.get("section"), near))
            print("%s  %-42s %2d words  %s" % (sid, s.get("section"), wc, " ".join(cut.split())[:60]))
            for k in KINDS:
                t = s.get(k)
                if not (isinstance(t, tuple) and len(t) == 2 and all(isinstance(x, str) and x.strip() for x in t)):
                    bad("%s: %s is not a (claim, note) tuple of non-empty strings" % (sid, k))
                    continue
                claim, note = t
                nclaims += 1
                all_claims[claim] += 1
                if k == "contradiction":
                    m = TAG_RE.match(note)
                    if not m:
                        bad("%s: contradiction note lacks a sub-kind tag: %r" % (sid, note))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s: %s note starts with a bracketed tag: %r" % (sid, k, note))
                if "\n" in claim or claim != claim.strip():
                    bad("%s: %s claim is not a clean single line" % (sid, k))
                if "  " in claim:
                    bad("%s: %s claim has a double space" % (sid, k))
                if claim[:1].islower():
                    bad("%s: %s claim starts lower-case" % (sid, k))
                if claim == cut or claim == " ".join(cut.split()):
                    bad("%s: %s claim equals its rationale" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s: %s claim contains markup (%s): %r" % (sid, k, name, claim))
                if words_mode and k in ("added", "overclaim"):
                    cw = set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9#+]{3,}", claim))
                    rw = set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9#+]{3,}", cut))
                    new = sorted(cw - rw)
                    low = raw.lower()
                    indoc = [w for w in new if w in low]
                    notdoc = [w for w in new if w not in low]
                    print("    --words %s %s: in doc: %s | not in doc: %s" % (sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        spans.sort()
        for a, b in zip(spans, spans[1:]):
            if b[0] < a[1]:
                bad("d%02d: cuts of %s and %s overlap" % (draft, a[2], b[2]))
        distinct = len(set(sections))
        distinct_top = len(set(tops))
        if distinct < 3:
            print("note: d%02d draws on %d section heading(s) (fewer than three)" % (draft, distinct))
        if distinct_top < 3:
            print("note: d%02d draws on %d top-level section(s) (fewer than three)" % (draft, distinct_top))
    for c, n in all_claims.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), nclaims))
    if nclaims != 100:
        bad("claims: %d (want 100)" % nclaims)
    print("spare (not used): %s" % SPARE)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (k, subk[k]) for k in SUBKINDS))
    if problems:
        for p in problems:
            print("FAIL: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
