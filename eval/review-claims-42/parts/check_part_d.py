#!/usr/bin/env python3
"""Stdlib self-check of review-claims-42 part D (drafts 16-20).

Usage: python3 check_part_d.py [--words]

Adapted from review-claims-39's check_part_d.py (npm package READMEs under
/work/main/node_modules, computed from this file's location: parents[3]).

Checks: 5 documents in the assigned order; 4 sentences each; each start
anchor occurs exactly once in the raw file and the end anchor is found after
it (the same cut whether the end is searched from the start or from the end of
the start anchor, as build_gold.py does); the cut has 12-45 words, no blank
line, does not lie in or cross a code fence, holds no image/badge, install
command or licence text and is not under a License heading; the headings
(kind, num, title) follow the README rules (kind "README"; num = the package
folder, equal to the "name" of its package.json; title = the README's first
heading - ATX or setext, code fences skipped - with images, links, HTML and
code marks read away, and also the start of the title review-claims-39's
check_gold.py derives); the `section` field equals the nearest heading above
the cut; all five kinds present as (claim, note) tuples of non-empty strings;
contradiction notes start with a valid sub-kind tag and no other note starts
with a bracketed tag; claims carry no markup (the MARKUP patterns of
review-claims-38's check_gold.py), are clean single lines ending in a full
stop, do not start with a lower-case letter, have no double spaces and differ
from their rationale; no duplicate claims; no two sentences of a document
overlap.  A note is printed for a document with fewer than three distinct
`section` headings or fewer than three top-level sections (the nearest
heading of the file's top section level: the smallest level among the
headings after the title, `##` in four of the five, `###` in run-parallel).
Prints the contradiction sub-kind counts.  Exits non-zero on any problem.

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
    "readdirp/README.md",
    "reusify/README.md",
    "run-parallel/README.md",
    "mime-db/README.md",
    "markdown-table/readme.md",
]
SPARES = ["is-glob", "flat"]
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
    ("curly quote", re.compile(u"[\u2018\u2019\u201c\u201d]")),
]
NOT_PROSE = [
    ("image/badge", re.compile(r"!\[")),
    ("install command", re.compile(r"npm install|yarn add|jsr add")),
    ("licence text", re.compile(r"MIT License|Copyright|Permission is hereby", re.I)),
]
FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
ATX_RE = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
SETEXT_RE = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")

problems = []


def bad(msg):
    problems.append(msg)


def read_away(text):
    """Heading text with images (inline and reference), links (text kept),
    HTML tags and code marks read away, whitespace collapsed."""
    text = re.sub(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)", "", text)    # [![alt](img)](link)
    text = re.sub(r"\[!\[[^\]]*\]\[[^\]]*\]\]\[[^\]]*\]", "", text)  # [![alt][img]][link]
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text)                 # ![alt](img)
    text = re.sub(r"!\[[^\]]*\]\[[^\]]*\]", "", text)                # ![alt][img]
    text = re.sub(r"<[^>]+>", "", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", text)
    text = text.replace("`", "")
    return " ".join(text.split())


def scan(raw):
    """([(offset, level, raw heading text)], [(start, end)] of code fences).
    ATX headings and setext headings outside fences."""
    heads, fences = [], []
    lines = raw.splitlines(keepends=True)
    offs, pos = [], 0
    for line in lines:
        offs.append(pos)
        pos += len(line)
    fence = None
    fstart = None
    for k, line in enumerate(lines):
        bare = line.rstrip("\n")
        f = FENCE_RE.match(bare)
        if fence:
            if f and f.group(1)[0] == fence:
                fences.append((fstart, offs[k] + len(line)))
                fence = None
            continue
        if f:
            fence, fstart = f.group(1)[0], offs[k]
            continue
        m = ATX_RE.match(bare)
        if m:
            heads.append((offs[k], len(m.group(1)), m.group(2)))
            continue
        if (bare.strip() and k + 1 < len(lines) and SETEXT_RE.match(lines[k + 1].rstrip("\n"))
                and not re.match(r"^\s*([-*+] |>)", bare) and not (k > 0 and lines[k - 1].strip())):
            lvl = 1 if lines[k + 1].strip()[0] == "=" else 2
            heads.append((offs[k], lvl, bare.strip()))
    if fence:
        fences.append((fstart, len(raw)))
    return heads, fences


def rc39_title(raw):
    """The title review-claims-39's check_gold.py derives (it accepts a title
    that is the start of this text)."""
    first = None
    fence = None
    lines = raw.splitlines()
    for k, line in enumerate(lines):
        f = re.match(r"^ {0,3}(`{3,}|~{3,})", line)
        if fence:
            if f and f.group(1)[0] == fence:
                fence = None
            continue
        if f:
            fence = f.group(1)[0]
            continue
        if re.match(r"^#{1,6} ", line):
            first = line
            break
        if line.strip() and k + 1 < len(lines) and re.match(r"^(=+|-+)\s*$", lines[k + 1]) and not re.match(r"^[-*+] |^>", line):
            first = "# " + line
            break
    if first is None:
        return None
    text = re.sub(r"^#+ ", "", first)
    text = re.sub(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|!\[[^\]]*\]\([^)]*\)|<[^>]+>|`", "", text)
    return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text).strip()


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
        heads, fences = scan(raw)
        pkg = doc["path"].rsplit("/", 1)[0]
        title = read_away(heads[0][2]) if heads else pkg
        want = ("README", pkg, title)
        got = (doc.get("kind"), doc.get("num"), doc.get("title"))
        if want != got:
            bad("d%02d: heading %s, want %s" % (draft, got, want))
        t39 = rc39_title(raw)
        if t39 is not None and not t39.startswith(str(doc.get("title"))):
            bad("d%02d: title %r is not the start of review-claims-39's derived title %r" % (draft, doc.get("title"), t39))
        pj = p.parent / "package.json"
        if not pj.is_file():
            bad("d%02d: no package.json next to %s" % (draft, doc["path"]))
        else:
            name = json.loads(pj.read_text(encoding="utf-8")).get("name")
            if name != doc.get("num"):
                bad("d%02d: num %r differs from package.json name %r" % (draft, doc.get("num"), name))
        top_level = min((lvl for (_, lvl, _) in heads[1:]), default=2)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans, sections, tops = [], [], []
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
            end = j + len(s["end"])
            cut = raw[i:end]
            spans.append((i, end, sid))
            wc = len(cut.split())
            if not 12 <= wc <= 45:
                bad("%s: rationale has %d words" % (sid, wc))
            if re.search(r"\n[ \t]*\n", cut):
                bad("%s: rationale spans a blank line" % sid)
            if "```" in cut or any(a < end and i < b for (a, b) in fences):
                bad("%s: rationale lies in or crosses a code fence" % sid)
            for name, rx in NOT_PROSE:
                if rx.search(cut):
                    bad("%s: rationale contains %s" % (sid, name))
            near, top = None, None
            for (pos, lvl, text) in heads:
                if pos > i:
                    break
                near = read_away(text)
                if lvl <= top_level or top is None:
                    top = read_away(text)
            near_raw = None
            for (pos, lvl, text) in heads:
                if pos > i:
                    break
                near_raw = re.sub(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|\[!\[[^\]]*\]\[[^\]]*\]\]\[[^\]]*\]", "", text).strip()
            tops.append(top)
            if s.get("section") != near_raw:
                bad("%s: section %r, but the nearest heading above the cut is %r" % (sid, s.get("section"), near_raw))
            if near and re.match(r"licen[cs]e", near, re.I):
                bad("%s: cut lies under a licence heading" % sid)
            print("%s  %-30s %2d words  %s" % (sid, s.get("section"), wc, " ".join(cut.split())[:60]))
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
                if not claim.endswith("."):
                    bad("%s: %s claim does not end in a full stop" % (sid, k))
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
        if len(set(sections)) < 3:
            print("note: d%02d draws on %d section heading(s) (fewer than three)" % (draft, len(set(sections))))
        if len(set(tops)) < 3:
            print("note: d%02d draws on %d top-level section(s) (fewer than three; top level = %s)" % (draft, len(set(tops)), "#" * top_level))
    for c, n in all_claims.items():
        if n > 1:
            bad("duplicate claim: %r" % c)
    print("documents: %d  claims: %d (want 100)" % (len(DOCS), nclaims))
    if nclaims != 100:
        bad("claims: %d (want 100)" % nclaims)
    print("spares (not used): %s" % ", ".join(SPARES))
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
