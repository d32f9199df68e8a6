# -*- coding: utf-8 -*-
"""Self-check for review-claims-50 part B (drafts 6-10), stdlib only.

    python3 -B check_part_b.py            # checks; exit 1 on any problem
    python3 -B check_part_b.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-49's parts/check_part_a.py for this part's
documentation pages under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules").

Changes from that check (see notes-b.md):
- FIRST_DRAFT = 6; ASSIGNED holds the brief's five undici pages (drafts
  06-10); SPARES the brief's two spares in order (qs/CHANGELOG.md,
  form-data/CHANGELOG.md).  REPLACEMENTS maps draft 07 to the first spare and
  draft 08 to the second (REPLACEMENT, kept for the brief's wording, is the
  first spare).  Drafts 09 and 10 were first left open (their assigned
  pages have too little prose and no spare was left); a second brief
  (rc50-b2) gave them new pages, SECOND_ASSIGNED (09: mime-types/HISTORY.md,
  10: yargs-parser/CHANGELOG.md), and two spares of its own in order,
  SECOND_SPARES (wink-eng-lite-web-model/CHANGELOG.md,
  @pkgjs/parseargs/CHANGELOG.md).  mime-types/HISTORY.md has no such source
  sentence, so SECOND_REPLACEMENTS gives draft 09 the first of these spares;
  yargs-parser/CHANGELOG.md is kept for draft 10.  OPEN is now empty.  The
  check tests all of this mechanically (prose_units below): every replaced
  page has fewer than four page-specific source sentences of 12-45 words,
  every kept page and every replacement has at least four, each brief's
  spares are used in its order, and OPEN is non-empty only when every spare
  is used.
- prose_units: review-claims-49's prose_sentences plus "source sentences":
  the largest number of non-overlapping runs of consecutive sentences inside
  one paragraph or list item with 12-45 words each (a rationale may span more
  than one sentence, as in review-claims-38).  Heading lines are dropped from
  a block instead of skipping the block (qs's changelog has no blank line
  between a version heading and its list), and trailing commit/PR references
  ("[`8dff42c`](...)", "(#502)", and, new with the second brief,
  yargs-parser's "([#454](...)) ([d69f9c3](...)), closes [#452](...)") are not
  counted as words (the brief: bare commit hashes and PR links are not
  prose); trailing emoji (wink-eng-lite-web-model's "... 🙌") are not counted
  as words either (second brief).
- other_files covers every file under the package folder of each page this
  check reads (undici/, qs/, form-data/, mime-types/, yargs-parser/,
  wink-eng-lite-web-model/) plus every readme.md.
- MIN_SECTIONS / MIN_HEADS per this part's documents.
- The final lines print the replacements, the open drafts and any unused
  spare.

Everything else is review-claims-49's part-A check: the anchor rules
(start anchor once in the raw file, end anchor after it, the cut taken from
the start of the start anchor equal to the cut taken from its end); 12-45
words (whitespace split; SHORT_OK is empty); no blank line or carriage return
inside a cut; no overlapping cuts; prose only (no fence, heading, badge,
image, table row, HTML comment, indented code, licence); the cut occurs in no
other file (raw, white space normalised, and loosely: links read away, the
marks ` * _ removed, white space normalised, case folded); the `section`
field equals the nearest heading above the cut; tags, markup and the shape of
claims; every reworded claim names the package; no duplicate claims; 20
claims per document; kind "docs", num = the page's top folder = the "name" of
its package.json, title = the page's first Markdown heading of any level with
its '#' marks, links, HTML and code marks removed, kept otherwise as written.
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
from part_b import DOCS, DRAFTS, OPEN_DRAFTS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
ASSIGNED = [
    "undici/docs/docs/api/Cookies.md",
    "undici/docs/docs/api/CacheStorage.md",
    "undici/docs/docs/api/EventSource.md",
    "undici/docs/docs/api/ContentType.md",
    "undici/docs/docs/api/PoolStats.md",
]
# The brief's spares, in order.
SPARES = ["qs/CHANGELOG.md", "form-data/CHANGELOG.md"]
# Cookies.md (d06) has four page-specific source sentences of 12-45 words
# (three single sentences and a two-sentence Notes item), so it is kept.
# CacheStorage.md (d07) has three, EventSource.md (d08) two, ContentType.md
# (d09) two, and PoolStats.md (d10) none of its own (its two sentences of
# 12+ words are in undici/types/pool-stats.d.ts).  The spares go, in order,
# to the first two of these; d09 and d10 were left open.
REPLACEMENTS = {7: "qs/CHANGELOG.md", 8: "form-data/CHANGELOG.md"}   # draft -> spare used
REPLACEMENT = SPARES[0]   # the first spare (the brief's name); see REPLACEMENTS
# The second brief (rc50-b2) for the two open drafts: a page for each, and
# two spares of its own, in order.  mime-types/HISTORY.md (d09) has no
# page-specific source sentence of 12-45 words (every entry is under 9
# words), so d09 takes the first of these spares; yargs-parser/CHANGELOG.md
# (d10) has five and is kept; @pkgjs/parseargs/CHANGELOG.md is not used.
SECOND_ASSIGNED = {9: "mime-types/HISTORY.md", 10: "yargs-parser/CHANGELOG.md"}
SECOND_SPARES = ["wink-eng-lite-web-model/CHANGELOG.md", "@pkgjs/parseargs/CHANGELOG.md"]
SECOND_REPLACEMENTS = {9: "wink-eng-lite-web-model/CHANGELOG.md"}   # draft -> second-brief spare used
# draft -> the assigned undici page it does not use (d09 and d10: replaced by
# the second brief's pages)
REPLACED = {d: ASSIGNED[d - 6] for d in sorted(list(REPLACEMENTS) + list(SECOND_ASSIGNED))}
SECOND_REPLACED = {d: SECOND_ASSIGNED[d] for d in SECOND_REPLACEMENTS}   # draft -> second-brief page replaced
OPEN = {}   # no draft is left without a document
SPARES_NOT_USED = [p for p in SPARES + SECOND_SPARES
                   if p not in list(REPLACEMENTS.values()) + list(SECOND_REPLACEMENTS.values())]
FIRST_DRAFT = 6


def _expected(d, p):
    if d in OPEN:
        return None
    if d in SECOND_ASSIGNED:
        return SECOND_REPLACEMENTS.get(d, SECOND_ASSIGNED[d])
    return REPLACEMENTS.get(d, p)


# the path expected for each draft (None: open)
EXPECTED = [_expected(FIRST_DRAFT + k, p) for k, p in enumerate(ASSIGNED)]
# pages with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: none.
SHORT_OK = set()
# Distinct top-level sections each draft draws on (explained in notes-b.md).
# Cookies.md (d06): one level-1 heading (the title), so its ## headings are
# top level; its prose of 12+ words sits under ## deleteCookie, ## getCookies
# and ## parseCookie (x2, the two Notes items): three sections, three nearest
# headings.  qs/CHANGELOG.md (d07): no level-1 heading, each ## **x.y.z**
# version is top level and is also the nearest heading: four.
# form-data/CHANGELOG.md (d08): "# Changelog" is the title, each ## version is
# top level (four), but all four cuts stand under a ### Commits heading, so
# there is one distinct nearest heading.
# wink-eng-lite-web-model/CHANGELOG.md (d09): one "# [release title](link)"
# heading per release (many level-1 headings, so they are the top level),
# each with "## Version x.y.z date" and "### <emoji> Features/Updates/Fixes";
# the four cuts come from four releases (1.8.0, 1.5.0, 1.4.1, 1.0.1) and
# three nearest headings (Features x2, Updates, Fixes).
# yargs-parser/CHANGELOG.md (d10): "# Changelog" is the title; minor and
# major releases are "## [x.y.z](link) (date)", patch releases
# "### [x.y.z](link) (date)", at the level of "### Bug Fixes", so the
# computed top-level section of a cut in a patch release is the ## release
# above it in the file (a newer version): 21.0.0 for the 20.2.3 cut, 19.0.0
# for the 18.1.1 cut.  The four cuts (20.2.3, 18.1.1, 18.0.0, 17.0.0) give
# four computed top-level sections either way, and three nearest headings
# (Bug Fixes x2, Features, ⚠ BREAKING CHANGES).
MIN_SECTIONS = {6: 3, 7: 4, 8: 4, 9: 4, 10: 4}
# distinct nearest headings each draft draws on (3 unless noted)
MIN_HEADS = {7: 4, 8: 1, 9: 3, 10: 3}
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
    """Level of the top-level sections: 1 where a page has several level-1
    headings (ret), else 2 (the level-1 heading is the title)."""
    return 1 if sum(1 for h in heads if h[1] == 1) > 1 else 2


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t, _ in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


def expected_heading(path, raw, heads):
    """The page heading rule (new here): kind "docs"; num = the page's top
    folder under node_modules (a scoped package keeps its scope); title = the
    first Markdown heading of any level with its '#' marks, links, HTML and
    code marks removed (read_away), kept otherwise as written."""
    parts = path.split("/")
    pkg = "/".join(parts[:2]) if parts[0].startswith("@") else parts[0]
    title = heads[0][3] if heads else None
    return ("docs", pkg, title)


def other_files(exclude):
    """Text of every file under the package folders of this part's pages
    (node_modules/undici/, qs/, form-data/) and of every file named readme.md
    (any letter case) at any depth under node_modules, except `exclude` (a
    path relative to ROOT)."""
    out = {}
    # every page this check reads (not the unused second-brief spare, which
    # was not opened); a scoped package keeps its scope
    pages = (ASSIGNED + SPARES + list(SECOND_ASSIGNED.values())
             + list(SECOND_REPLACEMENTS.values()))
    pkg_dirs = sorted(set("/".join(p.split("/")[:2]) if p.startswith("@") else p.split("/")[0]
                          for p in pages))
    for d in pkg_dirs:
        for dirpath, dirnames, filenames in os.walk(ROOT / d):
            for fn in filenames:
                full = os.path.join(dirpath, fn)
                rel = os.path.relpath(full, ROOT)
                if rel == exclude or not os.path.isfile(full):
                    continue
                try:
                    with open(full, encoding="utf-8", errors="replace") as f:
                        out[rel] = f.read()
                except OSError:
                    pass
    for dirpath, dirnames, filenames in os.walk(ROOT):
        for fn in filenames:
            if fn.lower() != "readme.md":
                continue
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, ROOT)
            if rel == exclude or rel in out or not os.path.isfile(full):
                continue
            try:
                with open(full, encoding="utf-8", errors="replace") as f:
                    out[rel] = f.read()
            except OSError:
                pass
    return out


def norm(s):
    return " ".join(s.split())


def strip_links(s):
    """Link text only: inline and reference-style links read away (so that
    bevry's templated link lines, whose URLs name the package, compare equal)."""
    t = re.sub(r"\]\([^)]*\)", "]", s)
    t = re.sub(r"\]\[[^\]]*\]", "]", t)
    return t.replace("[", "").replace("]", "")


def loose(s):
    """Markup, case and white space read away (new here): links read away,
    the marks ` * _ removed, white space normalised, case folded, so that
    H2CClient.md's _keep-alive_ equals Client.md's *keep-alive*."""
    return norm(re.sub(r"[`*_]", "", strip_links(s))).lower()


# trailing commit / PR references of a changelog item, not counted as words
# (second brief: also yargs-parser's "([#454](url)) ([d69f9c3](url)), closes
# [#452](url)")
REF_TAIL_RE = re.compile(r"(\s*(\[`?#?[0-9a-f]{5,40}`?\]\([^)]*\)|\[`#\d+`\]\([^)]*\)|\((#\d+(,\s*#\d+)*)\)"
                         r"|\(\[#?[0-9a-f]{3,40}\]\([^)]*\)\)|,?\s*closes\s+\[#\d+\]\([^)]*\)))+\s*$")
# trailing emoji of a changelog item (wink-eng-lite-web-model), not counted
# as words (second brief)
EMOJI_TAIL_RE = re.compile("(\\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+)+\\s*$")


def split_sentences(text):
    """Sentences split after . ! or ? before white space (not after e.g.,
    i.e., etc. or vs.), as review-claims-49's prose_sentences."""
    sents = []
    for piece in re.split(r"(?<=[.!?])\s+", norm(text)):
        if sents and re.search(r"(\b|\()(e\.g|i\.e|etc|vs)\.$", sents[-1]):
            sents[-1] += " " + piece
        else:
            sents.append(piece)
    return [x for x in sents if x]


def max_runs(sents, others):
    """Largest number of non-overlapping runs of consecutive sentences with
    12-45 words each (words counted with links read away) that occur in no
    other file (loosely), and one such choice of runs."""
    n = len(sents)
    best = [(0, [])] * (n + 1)     # best[i]: for sents[i:]
    for i in range(n - 1, -1, -1):
        cand = best[i + 1]
        for j in range(i + 1, n + 1):
            run = " ".join(sents[i:j])
            nw = len(norm(strip_links(run)).split())
            if nw > 45:
                break
            if nw >= 12 and not any(loose(run) in t for t in others):
                c = (1 + best[j][0], [run] + best[j][1])
                if c[0] > cand[0]:
                    cand = c
        best[i] = cand
    return best[0]


def prose_units(raw, path):
    """The brief's test for a replacement: (single sentences, source
    sentences) of 12-45 words that occur in no other file (other_files,
    compared loosely).  Paragraphs outside code fences, not under a licence
    heading; heading lines dropped from a block (new here); HTML blocks and
    comments, badges, images, table rows and link definitions skipped; list
    items taken one by one; trailing commit/PR references dropped (new here);
    sentences split as split_sentences; a source sentence is a run of one or
    more consecutive sentences of one paragraph or item (new here); text that
    occurs more than once in the page is not counted (new here)."""
    heads, fences = parse(raw)
    others = [loose(t) for t in other_files(path).values()]
    singles, units, o = [], [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        if re.search(r"licen[cs]e|copyright", heading_at(heads, a) or "", re.I):
            continue
        lines = [l for l in block.split("\n") if not re.match(r"^#{1,6}\s", l)]
        b = "\n".join(lines).strip()
        if (not b or b[0] in "<|" or b.startswith("![") or b.startswith("[![")
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
            it = EMOJI_TAIL_RE.sub("", REF_TAIL_RE.sub("", norm(it)))
            sents = split_sentences(it)
            for sent in sents:
                text = norm(strip_links(sent))   # words counted without URLs
                if 12 <= len(text.split()) <= 45 and not any(loose(sent) in t for t in others):
                    singles.append(sent)
            units += max_runs(sents, others)[1]
    # a cut needs a start anchor that occurs once in the page: text repeated
    # in the page (a changelog entry backported under several versions) is
    # not counted (new here)
    nraw = norm(raw)
    singles = [x for x in singles if nraw.count(norm(x)) == 1]
    units = [x for x in units if nraw.count(norm(x)) == 1]
    return singles, units


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
        bad("REPLACED/OPEN do not name the assigned pages")
    if dict(OPEN_DRAFTS) != OPEN:
        bad("OPEN_DRAFTS in part_b.py %r differ from OPEN %r" % (OPEN_DRAFTS, OPEN))
    if list(REPLACEMENTS.values()) != SPARES[:len(REPLACEMENTS)]:
        bad("the spares are not used in the brief's order: %r" % list(REPLACEMENTS.values()))
    if list(SECOND_REPLACEMENTS.values()) != SECOND_SPARES[:len(SECOND_REPLACEMENTS)]:
        bad("the second brief's spares are not used in its order: %r" % list(SECOND_REPLACEMENTS.values()))
    if set(SECOND_ASSIGNED) & (set(REPLACEMENTS) | set(OPEN)) or not set(SECOND_REPLACEMENTS) <= set(SECOND_ASSIGNED):
        bad("SECOND_ASSIGNED/SECOND_REPLACEMENTS overlap the first brief's replacements or the open drafts")
    if OPEN and SPARES_NOT_USED:
        bad("drafts %r are open although a spare is unused: %r" % (sorted(OPEN), SPARES_NOT_USED))
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    # the brief's test: a page with fewer than four page-specific prose
    # source sentences of 12-45 words is replaced by the next spare (or left
    # open when none is left); a kept page or a replacement needs four
    for k, p in enumerate(ASSIGNED):
        d = FIRST_DRAFT + k
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the assigned page %r (%s)" % (d, p, e))
            continue
        singles, units = prose_units(raw_r, p)
        state = "open" if d in OPEN else ("replaced" if d in REPLACED else "kept")
        print("d%02d: assigned %s (%s): %d page-specific source sentence(s) of 12-45 words (%d single sentence(s))" % (
            d, p, state, len(units), len(singles)))
        for x in units:
            print("    %r" % x[:100])
        if state == "kept" and len(units) < 4:
            bad("d%02d: the kept page %s has fewer than four such source sentences" % (d, p))
        if state != "kept" and len(units) >= 4:
            bad("d%02d: the %s page %s has four or more such source sentences" % (d, state, p))
    # the second brief's pages for drafts 09 and 10, tested the same way
    for d, p in sorted(SECOND_ASSIGNED.items()):
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the second brief's page %r (%s)" % (d, p, e))
            continue
        singles, units = prose_units(raw_r, p)
        state = "replaced" if d in SECOND_REPLACEMENTS else "kept"
        print("d%02d: second brief's page %s (%s): %d page-specific source sentence(s) of 12-45 words (%d single sentence(s))" % (
            d, p, state, len(units), len(singles)))
        for x in units:
            print("    %r" % x[:100])
        if state == "kept" and len(units) < 4:
            bad("d%02d: the kept page %s has fewer than four such source sentences" % (d, p))
        if state != "kept" and len(units) >= 4:
            bad("d%02d: the %s page %s has four or more such source sentences" % (d, state, p))
    for d, sp in sorted(list(REPLACEMENTS.items()) + list(SECOND_REPLACEMENTS.items())):
        try:
            raw_r = (ROOT / sp).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the replacement %r (%s)" % (d, sp, e))
            continue
        singles, units = prose_units(raw_r, sp)
        print("d%02d: replacement %s: %d page-specific source sentence(s) of 12-45 words (%d single sentence(s); need 4)" % (
            d, sp, len(units), len(singles)))
        if len(units) < 4:
            bad("d%02d: the replacement %s has fewer than four such source sentences" % (d, sp))
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
        others = other_files(path)
        nothers = {k: norm(v) for k, v in others.items()}
        lothers = {k: loose(v) for k, v in others.items()}
        heads, fences = parse(raw)
        kind, num, title = expected_heading(path, raw, heads)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        try:
            pj = json.loads((ROOT / num / "package.json").read_text(encoding="utf-8"))
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
            shared += sorted(k for k, v in lothers.items() if loose(cut) in v and k not in shared)
            if shared:
                bad("%s: cut occurs word for word in another file: %s" % (sid, ", ".join(shared[:3])))
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
                if k == "reworded" and pkg.lower() not in claim.lower() and pkg.split("/")[-1].lower() not in claim.lower():
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
    print("documents: %d of %d (open: %s)" % (len(DOCS), len(ASSIGNED), ", ".join("d%02d" % d for d in sorted(OPEN)) or "none"))
    want_claims = 20 * len(DOCS)
    print("claims: %d (want %d)" % (n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if sum(subk.values()) != 4 * len(DOCS):
        bad("contradiction tags: %d (want %d)" % (sum(subk.values()), 4 * len(DOCS)))
    for d, p in sorted(REPLACED.items()):
        if d in REPLACEMENTS:
            print("replacement (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENTS[d]))
        elif d in SECOND_REPLACEMENTS:
            print("replacement (used for d%02d, in place of the second brief's %s, itself in place of %s): %s" % (
                d, SECOND_ASSIGNED[d], p, SECOND_REPLACEMENTS[d]))
        else:
            print("second brief's page (used for d%02d, in place of %s): %s" % (d, p, SECOND_ASSIGNED[d]))
    for p in SPARES_NOT_USED:
        print("spare (not used): %s" % p)
    for d, p in sorted(OPEN.items()):
        print("OPEN: d%02d has no document (assigned %s has too little prose; no spare left)" % (d, p))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
