# -*- coding: utf-8 -*-
"""Self-check for review-claims-48 part B (drafts 6-10), stdlib only.

    python3 -B check_part_b.py            # checks; exit 1 on any problem
    python3 -B check_part_b.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-47's parts/check_part_a.py for this part's npm
READMEs under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules").  Changes from that
check: the import (part_b), ASSIGNED, FIRST_DRAFT = 6, MIN_SECTIONS, the
replacement constants, and these additions (see notes-b.md):

- REPLACEMENT is the first spare, environment/readme.md, used for draft 06
  in place of micromark-factory-destination/readme.md (REPLACED); the second
  spare, which/README.md, is in SPARES_NOT_USED.
- KEPT_THIN names the assigned READMEs of drafts 07 (i) and 08
  (micromark-util-normalize-identifier) that have fewer than four
  package-specific prose sentences of 12-45 words but are kept, because the
  only spare left (which) has fewer than four too; each takes one sentence
  of 8-11 words (SHORT_OK = {"d07-s3", "d08-s1"}), review-claims-47's
  allowance for a document with only three usable sentences.  The check
  tests that every KEPT_THIN README and every unused spare has fewer than
  four such sentences, that the replacement has at least four, that each
  SHORT_OK sentence belongs to a KEPT_THIN draft and that each KEPT_THIN draft
  has exactly one SHORT_OK sentence.
- The test for package-specific sentences also counts a sentence as shared
  when it occurs in another README with the package name replaced by that
  README's own name (the family templates: micromark's Compatibility line,
  the Tidelift paragraph), as the brief's rule excludes them.
- It prints that count for each assigned README as information (no test
  for drafts that keep their README and need no allowance).
- MIN_HEADINGS: at least three distinct nearest headings per draft, two for
  d08 (all three of its 12+-word sentences sit under one ### heading).
- A reworded claim must name the package as a whole word (not as part of
  another word: the package "i" is a single letter), or the README's title
  ("inflect").

Unchanged from review-claims-47: the documents in draft order (DRAFTS in
part_b.py gives the draft number of each DOCS entry); 4 sentences each;
start anchor occurs exactly once in the raw file and the end anchor is found
after it (the cut taken from the start of the start anchor must equal the
cut taken from its end, as a build script cuts it); 12-45 words (whitespace
split of the raw cut; 8-11 for SHORT_OK); no blank line or carriage return
inside a cut; no overlapping cuts; the cut is prose: not inside a fenced code
block, no heading line, badge, image, code fence, table row or HTML comment
inside it, not in an indented code block, and not under a licence heading;
the cut (raw, and with whitespace normalised) occurs in no other README under
node_modules (every file named readme.md in any letter case at any depth);
the `section` field equals the heading the cut sits under; at least the
number of distinct top-level sections in MIN_SECTIONS; all five kinds present
as (claim, note) tuples of non-empty strings; contradiction notes start with
one valid tag followed by a space, no other note starts with a bracketed tag;
20 tags in all; no markup in claims; claims are one clean line, start
upper-case, end with a full stop, have no double spaces, do not equal their
rationale, do not say "you"/"your"/"this module"/"this package"/"this
library"; no duplicate claims; kind/num/title follow the README heading rules
(kind "README", num = the package folder = the "name" field of its
package.json, keeping a scope; title = the text of the first level-1 heading
with images, links, HTML and code marks read away, or the package name where
the README has no level-1 heading).  Prints the contradiction sub-kind counts,
the replacement and the spares.
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
from part_b import DOCS, DRAFTS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
ASSIGNED = [
    "micromark-factory-destination/readme.md",
    "i/README.md",
    "micromark-util-normalize-identifier/readme.md",
    "@textlint/types/README.md",
    "mute-stream/README.md",
]
# The replacement for draft 06: micromark-factory-destination/readme.md has
# no package-specific prose sentence of 12-45 words (its one sentence of that
# length is the micromark Compatibility template); the brief's first spare,
# environment/readme.md, has four (see notes-b.md).
REPLACEMENT = "environment/readme.md"
REPLACED = {6: "micromark-factory-destination/readme.md"}   # draft -> the assigned README it replaces
# spares passed over because they have too little prose themselves: the
# second spare has three such sentences, no more than i or
# micromark-util-normalize-identifier, so it would not help drafts 07 or 08
SPARES_NOT_USED = ["which/README.md"]
# Assigned READMEs with fewer than four such sentences that are kept, each
# with one SHORT_OK sentence of 8-11 words, because no spare with four is
# left (draft -> README)
KEPT_THIN = {7: "i/README.md", 8: "micromark-util-normalize-identifier/readme.md"}
# Drafts with no document: none.
OPEN = {}
FIRST_DRAFT = 6
# the path expected for each draft (None: open)
EXPECTED = [None if (FIRST_DRAFT + k) in OPEN else (REPLACEMENT if (FIRST_DRAFT + k) in REPLACED else p)
            for k, p in enumerate(ASSIGNED)]
# READMEs with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: one in each KEPT_THIN draft.
# d07-s3 "We can use regexp in any of these custom rules" (10 words);
# d08-s1 "This package exposes an algorithm to normalize identifiers found in
# markdown." (11 words).
SHORT_OK = {"d07-s3", "d08-s1"}
# Distinct top-level sections each draft draws on (explained in notes-b.md):
# environment (d06) has one level-1 heading, so its ## headings are top
# level; its prose of 12+ words sits under Usage (the NOTE callout), API
# (### `isWebWorker`, the only API line of 12+ words; the fourteen others
# have 8-11) and Related (two items), so d06 draws on three.  i (d07):
# the intro under "# inflect", Usage, Custom rules for inflection (###
# Custom plural) and Contributors (### TODO): four.
# micromark-util-normalize-identifier (d08): What is this? and API (its
# three sentences of 12+ words all sit under ### `normalizeIdentifier(value)`;
# the rest is micromark boilerplate or lines of 2-11 words): two, with two
# distinct nearest headings (MIN_HEADINGS).  @textlint/types (d09): the intro
# under the title, Types, FAQ and Versioning Policy: four.  mute-stream
# (d10): the intro under the title, Options, ms.isTTY and Other stream
# methods...: four.
MIN_SECTIONS = {6: 3, 7: 4, 8: 2, 9: 4, 10: 4}
MIN_HEADINGS = {8: 2}   # distinct nearest headings; 3 for the other drafts
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


def template_shared(text, pkg, others):
    """True when `text` (links read away, whitespace normalised) occurs in
    one of `others` with the package name (with or without its scope)
    standing for some other name: the family templates that differ only by
    the package name (micromark's Compatibility line, the Tidelift texts)."""
    names = sorted({pkg, pkg.split("/")[-1]}, key=len, reverse=True)
    if not any(n in text for n in names):
        return False
    parts = re.split("(%s)" % "|".join(re.escape(n) for n in names), text)
    rx = re.compile("".join(r"[^\s`]+" if i % 2 else re.escape(x) for i, x in enumerate(parts)))
    return any(rx.search(t) for t in others)


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
                if (12 <= len(text.split()) <= 45 and not any(text in t for t in others)
                        and not template_shared(text, os.path.dirname(path), others)):
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
    if any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in list(REPLACED.items()) + list(OPEN.items())):
        bad("REPLACED/OPEN do not name the assigned READMEs")
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    # the reason for a replacement, a kept thin README or an open draft:
    # fewer than four package-specific prose sentences of 12-45 words (the
    # brief's test); every assigned README's count is printed
    if any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in KEPT_THIN.items()):
        bad("KEPT_THIN does not name the assigned READMEs")
    if set(KEPT_THIN) & (set(REPLACED) | set(OPEN)):
        bad("a draft is both KEPT_THIN and replaced/open")
    for k, p in enumerate(ASSIGNED):
        d = FIRST_DRAFT + k
        if d in REPLACED or d in OPEN or d in KEPT_THIN:
            continue
        try:
            own = prose_sentences((ROOT / p).read_text(encoding="utf-8"), p)
            print("d%02d: assigned %s (kept): %d package-specific prose sentence(s) of 12-45 words (information)" % (d, p, len(own)))
        except OSError as e:
            bad("d%02d: cannot read the assigned README %r (%s)" % (d, p, e))
    thin = [(d, "assigned", p) for d, p in sorted(list(REPLACED.items()) + list(OPEN.items()) + list(KEPT_THIN.items()))]
    # the unused spare was the one left for the first KEPT_THIN draft
    thin += [(min(list(KEPT_THIN) + list(OPEN) or [FIRST_DRAFT]), "spare", p) for p in SPARES_NOT_USED]
    thin += [(d, "spare", REPLACEMENT) for d in sorted(OPEN)]
    for d, role, p in thin:
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the %s README %r (%s)" % (d, role, p, e))
            continue
        own = prose_sentences(raw_r, p)
        kept = " (kept)" if KEPT_THIN.get(d) == p else ""
        print("d%02d: %s %s%s: %d package-specific prose sentence(s) of 12-45 words" % (d, role, p, kept, len(own)))
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
        print("d%02d: replacement %s: %d package-specific prose sentence(s) of 12-45 words" % (d, REPLACEMENT, len(own)))
        for x in own:
            print("    %r" % x[:100])
        if len(own) < 4:
            bad("d%02d: the replacement %s has fewer than four such sentences" % (d, REPLACEMENT))
    for d in sorted(OPEN):
        bad("d%02d: no document: the assigned README %s and the spare %s both have fewer than four "
            "package-specific prose sentences of 12-45 words, and the brief names no other replacement" % (
                d, OPEN[d], REPLACEMENT))
    for sid in sorted(SHORT_OK):
        if int(sid[1:3]) not in KEPT_THIN:
            bad("%s: SHORT_OK sentence outside a KEPT_THIN draft" % sid)
    for d in sorted(KEPT_THIN):
        n_short = sum(1 for sid in SHORT_OK if int(sid[1:3]) == d)
        if n_short != 1:
            bad("d%02d: KEPT_THIN draft has %d SHORT_OK sentences (want 1)" % (d, n_short))
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
                if k == "reworded" and not any(
                        re.search(r"(?<![\w@/-])%s(?![\w/-])" % re.escape(n), claim)
                        for n in {pkg, pkg.split("/")[-1], doc.get("title") or pkg}):
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
        if len(used_heads) < MIN_HEADINGS.get(draft, 3):
            bad("d%02d: only %d distinct nearest headings" % (draft, len(used_heads)))
        if len(used_secs) < 3:
            print("note: d%02d draws on %d top-level section(s): %s (%d distinct headings: %s)" % (
                draft, len(used_secs), ", ".join(sorted(x or "?" for x in used_secs)),
                len(used_heads), ", ".join(sorted(x or "?" for x in used_heads))))
    print("claims: %d (want 100)" % n_claims)
    if n_claims != 100:
        bad("claims: %d (want 100)" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if sum(subk.values()) != 20:
        bad("contradiction tags: %d (want 20)" % sum(subk.values()))
    for d, p in sorted(REPLACED.items()):
        print("replacement (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENT))
    if not REPLACED:
        print("spare (not used: too little prose itself): %s" % REPLACEMENT)
    for p in SPARES_NOT_USED:
        print("spare (not used: too little prose itself): %s" % p)
    for d, p in sorted(KEPT_THIN.items()):
        print("kept with one 8-11-word sentence (no spare left): d%02d %s (%s)" % (
            d, p, ", ".join(sorted(x for x in SHORT_OK if int(x[1:3]) == d))))
    for d in sorted(OPEN):
        print("OPEN: d%02d has no document (assigned %s; spare %s; see notes-b.md)" % (d, OPEN[d], REPLACEMENT))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
