# -*- coding: utf-8 -*-
"""Self-check for review-claims-50 part C (drafts 11-15), stdlib only.

    python3 -B check_part_c.py            # checks; exit 1 on any problem
    python3 -B check_part_c.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-49's parts/check_part_a.py for this part's
documentation pages under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules").  What changed:

- the documents: ASSIGNED holds the brief's five pages for drafts 11-15, and
  FIRST_DRAFT = 11.  Two assigned pages have fewer than four page-specific
  prose sentences of 12-45 words (REPLACED): undici's best-practices
  proxy.md (draft 11; three) and playwright-core's request-mocking.md
  (draft 15; none).  Draft 11 takes the first spare, REPLACEMENT =
  yargs/CHANGELOG.md.  The second spare, mime-db/HISTORY.md, has none either
  (SPARES_TRIED), so draft 15 was first left open.  A second brief gave
  draft 15 object-inspect/CHANGELOG.md (SECOND_ASSIGNED, with the spare
  get-intrinsic/CHANGELOG.md in SECOND_SPARES, not needed), so draft 15
  now takes that page (REPLACEMENTS[15]), OPEN is empty, DRAFTS = [11, 12,
  13, 14, 15] and part_c.py has 100 claims.  The check counts the
  page-specific sentences of every replaced page, every replacement and
  every spare tried (prose_sentences, as review-claims-49's part A) and
  fails if the counts do not bear this out;
- the sharing test: a cut is refused if it occurs in another file under
  the page's own package folder, in any file named readme.md (any letter
  case, any depth) under node_modules, or (new here) in any other file
  under node_modules with the page's own file name (case-insensitive:
  other CHANGELOG.md, CODE_OF_CONDUCT.md, GOVERNANCE.md, HISTORY.md,
  release-notes.md ...), so that a code of conduct, governance template or
  changelog header shared with another project is caught; tested raw, with
  white space normalised and loosely (links read away, ` * _ removed, case
  folded), as in review-claims-49;
- top_level: the level of the top-level sections is the lowest heading
  level if several headings have it (readable-stream's GOVERNANCE.md has
  only ### headings, the first of which is the title), else the next level
  present (a page with one # title: its ## headings);
- prose_sentences: words are counted with links read away and with bare
  commit hashes and issue/PR numbers in parentheses (a changelog's
  "(30edd50)", "(#2231)", ", closes #1042") left out, since the brief does
  not count those as prose; (added for draft 15) also the code-marked
  hashes and issue numbers that auto-changelog writes as link text
  ("[`77a3946`](...)", "[`#47`](...)"), and the sharing test compares the
  sentence without them, since another package's changelog repeats a
  commit subject under another hash;
- MIN_SECTIONS per draft (below), MIN_HEADS 3 for every draft but 15 (1:
  every object-inspect item of 12+ words sits under a ### Commits heading).

Everything else is review-claims-49's part-A check: the anchors (start
anchor exactly once, end anchor found after it, the cut from the start of
the start anchor equal to the cut from its end), 12-45 words (whitespace
split; SHORT_OK is empty), no blank line or carriage return inside a cut, no
overlapping cuts, the prose tests (no fenced or indented code, heading line,
badge, image, table row, HTML comment or licence text), the `section` field
equal to the heading the cut sits under, the five (claim, note) tuples,
contradiction tags, no markup in claims, one clean upper-case line ending
in a full stop, no double spaces, no "you"/"your"/"this module"/"this
package"/"this library", every reworded claim naming the package
(case-insensitively), no duplicate claims, 20 claims per document, the
page heading rule (kind "docs", num = the page's top folder under
node_modules = the "name" of its package.json, title = the first Markdown
heading of any level with '#' marks, links, HTML and code marks removed).
Prints the contradiction sub-kind counts, the replacement, the open draft
and the spares.
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
from part_c import DOCS, DRAFTS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
ASSIGNED = [
    "undici/docs/docs/best-practices/proxy.md",
    "diff/release-notes.md",
    "readable-stream/GOVERNANCE.md",
    "wink-nlp/CODE_OF_CONDUCT.md",
    "playwright-core/lib/tools/skills/playwright-cli/references/request-mocking.md",
]
# The brief's spares, in order: yargs/CHANGELOG.md, then mime-db/HISTORY.md.
SPARES = ["yargs/CHANGELOG.md", "mime-db/HISTORY.md"]
# proxy.md (draft 11) has three prose sentences of 12-45 words (27, 23 and 14
# words); the rest is a 7-word lead-in, two list items of 3 and 4 words,
# headings and code.  request-mocking.md (draft 15) has none: a 7-word intro,
# a 10-word lead-in, headings and code.  So both are replaced.
REPLACED = {11: ASSIGNED[0], 15: ASSIGNED[4]}   # draft -> the assigned page that is too short
REPLACEMENT = "yargs/CHANGELOG.md"              # the first spare, used for draft 11
REPLACEMENTS = {11: REPLACEMENT}                # draft -> the spare it uses
# mime-db/HISTORY.md, the second spare, is a list of release items of 3-10
# words: no prose sentence of 12-45 words, so it cannot take draft 15, and no
# spare was left for it; draft 15 was first left open.
SPARES_TRIED = {15: ["mime-db/HISTORY.md"]}     # draft -> spares tried and found too short
# A second brief (rc50-c2) then gave draft 15 its own page with its own
# spare.  object-inspect/CHANGELOG.md has enough worded items, so draft 15
# takes it and its spare get-intrinsic/CHANGELOG.md is not needed.
SECOND_ASSIGNED = {15: "object-inspect/CHANGELOG.md"}   # draft -> page of the second brief
SECOND_SPARES = {15: ["get-intrinsic/CHANGELOG.md"]}    # draft -> that brief's spare(s)
REPLACEMENTS.update(SECOND_ASSIGNED)
OPEN = set()                                    # drafts without a document: none
# the path expected for each draft (None: open)
FIRST_DRAFT = 11
EXPECTED = [None if (FIRST_DRAFT + k) in OPEN else REPLACEMENTS.get(FIRST_DRAFT + k, p)
            for k, p in enumerate(ASSIGNED)]
# pages with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: none.
SHORT_OK = set()
# Distinct top-level sections each draft draws on (explained in notes-c.md).
MIN_SECTIONS = {11: 4, 12: 4, 13: 4, 14: 4, 15: 4}
# distinct nearest headings each draft draws on (3 unless noted).  Draft 15:
# in object-inspect's changelog every worded item of 12+ words stands under
# a "### Commits" heading (the ### Fixed and ### Merged items have 3-8
# words), so its four cuts, from four releases, share that one heading.
MIN_HEADS = {15: 1}
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
    """Level of the top-level sections (changed here): the lowest heading
    level where several headings have it (readable-stream's GOVERNANCE.md:
    six ### headings, the first of them the title), else the next level
    present (a page with one # title: its ## headings)."""
    levels = [h[1] for h in heads]
    if not levels:
        return 1
    low = min(levels)
    if levels.count(low) > 1:
        return low
    rest = [lv for lv in levels if lv > low]
    return min(rest) if rest else low


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


def package_dir(path):
    """The page's top folder under node_modules (a scoped package keeps its
    scope)."""
    parts = path.split("/")
    return "/".join(parts[:2]) if parts[0].startswith("@") else parts[0]


_CACHE = {}


def other_files(exclude):
    """Text of every file under the page's own package folder, of every file
    named readme.md (any letter case) at any depth under node_modules, and
    (new here) of every file at any depth under node_modules whose name is
    the page's own file name (case-insensitive), except `exclude` (the page,
    a path relative to ROOT)."""
    if exclude in _CACHE:
        return _CACHE[exclude]
    out = {}
    same_name = exclude.split("/")[-1].lower()
    for d in [package_dir(exclude)]:
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
            if fn.lower() not in ("readme.md", same_name):
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
    _CACHE[exclude] = out
    return out


def norm(s):
    return " ".join(s.split())


def strip_links(s):
    """Link text only: inline and reference-style links read away (so that
    bevry's templated link lines, whose URLs name the package, compare equal)."""
    t = re.sub(r"\]\([^)]*\)", "]", s)
    t = re.sub(r"\]\[[^\]]*\]", "]", t)
    return t.replace("[", "").replace("]", "")


def strip_refs(s):
    """A changelog's bare references read away (new here): commit hashes and
    issue/PR numbers in parentheses, "closes #N" (after strip_links)."""
    t = re.sub(r",?\s*closes\s+#\d+", "", s)
    t = re.sub(r"\((#?\d+|[0-9a-f]{7,40})\)", "", t)
    # auto-changelog's code-marked link texts ("[`77a3946`](...)" and
    # "[`#47`](...)" read as "`77a3946`", "`#47`"; added for draft 15)
    t = re.sub(r"`(#\d+|[0-9a-f]{7,40})`", "", t)
    return t


def loose(s):
    """Markup, case and white space read away (new here): links read away,
    the marks ` * _ removed, white space normalised, case folded, so that
    H2CClient.md's _keep-alive_ equals Client.md's *keep-alive*."""
    return norm(re.sub(r"[`*_]", "", strip_links(s))).lower()


def prose_sentences(raw, path):
    """The brief's test for a replacement: prose sentences of 12-45 words
    (whitespace split) that occur in no other file (other_files).  Paragraphs outside
    code fences, not under a licence heading; HTML blocks and comments,
    headings, badges, images, table rows and link definitions skipped; list
    items taken one by one; sentences split after . ! or ? before white space
    (not after e.g., i.e., etc. or vs.); words counted with links read away.
    Sharing is tested loosely (new here: links read away, the marks ` * _
    removed, white space normalised, case folded; in the sentence and in the
    other files), so that a sentence repeated with other emphasis marks
    counts as shared."""
    heads, fences = parse(raw)
    others = [loose(t) for t in other_files(path).values()]
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
                text = norm(strip_refs(strip_links(sent)))   # words counted without URLs or bare refs
                if 12 <= len(text.split()) <= 45 and not any(loose(text) in t for t in others):
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
    if any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in REPLACED.items()):
        bad("REPLACED does not name the assigned pages")
    if set(REPLACEMENTS) | set(OPEN) != set(REPLACED) or set(REPLACEMENTS) & set(OPEN):
        bad("every replaced draft must either take a spare or be open, not both")
    used = list(REPLACEMENTS.values()) + [p for d in sorted(SPARES_TRIED) for p in SPARES_TRIED[d]]
    if sorted(set(used) & set(SPARES)) != sorted(SPARES) and OPEN:
        bad("a draft is open although not every spare was used or tried: %r" % used)
    for d, p in SECOND_ASSIGNED.items():
        if REPLACEMENTS.get(d) != p or d not in REPLACED or d in OPEN:
            bad("d%02d: the second assignment %s is not the draft's document" % (d, p))
        if not set(SPARES_TRIED.get(d, [])) | set(q for q in SPARES if q in REPLACEMENTS.values()) >= set(SPARES):
            bad("d%02d: second assignment used before the first brief's spares were used or tried" % d)
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))

    def count(p):
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("cannot read %r (%s)" % (p, e))
            return None
        return prose_sentences(raw_r, p)

    # the reason for a replacement: fewer than four page-specific prose
    # sentences of 12-45 words (the brief's test)
    for d, p in sorted(REPLACED.items()):
        own = count(p)
        if own is None:
            continue
        print("d%02d: assigned %s: %d page-specific prose sentence(s) of 12-45 words" % (d, p, len(own)))
        for x in own:
            print("    %r" % x[:100])
        if len(own) >= 4:
            bad("d%02d: the assigned page %s has four or more such sentences" % (d, p))
    for d, p in sorted(REPLACEMENTS.items()):
        own = count(p)
        if own is None:
            continue
        short = sorted(x for x in SHORT_OK if x.startswith("d%02d-" % d))
        need = 4 - len(short)
        print("d%02d: replacement %s: %d page-specific prose sentence(s) of 12-45 words (need %d%s)" % (
            d, p, len(own), need, "; SHORT_OK: " + ", ".join(short) if short else ""))
        for x in own[:8]:
            print("    %r" % x[:100])
        if len(own) > 8:
            print("    ... and %d more" % (len(own) - 8))
        if len(own) < need or need < 3:
            bad("d%02d: the replacement %s has fewer than %d such sentences" % (d, p, max(need, 3)))
    for d in sorted(SPARES_TRIED):
        for p in SPARES_TRIED[d]:
            own = count(p)
            if own is None:
                continue
            print("d%02d: spare tried %s: %d page-specific prose sentence(s) of 12-45 words" % (d, p, len(own)))
            for x in own:
                print("    %r" % x[:100])
            if len(own) >= 4:
                bad("d%02d: the spare %s has four or more such sentences; use it" % (d, p))
    for d in sorted(OPEN):
        print("d%02d: OPEN: no document (assigned page and remaining spare too short; see notes-c.md)" % d)
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
    want_claims = 20 * len(DOCS)
    print("claims: %d (want %d)" % (n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if sum(subk.values()) != 4 * len(DOCS):
        bad("contradiction tags: %d (want %d)" % (sum(subk.values()), 4 * len(DOCS)))
    print("documents: %d  drafts: %s  open: %s" % (
        len(DOCS), ", ".join("%02d" % d for d in DRAFTS), ", ".join("%02d" % d for d in sorted(OPEN)) or "-"))
    for d, p in sorted(REPLACEMENTS.items()):
        if SECOND_ASSIGNED.get(d) == p:
            print("second assignment (used for d%02d, in place of %s; spare(s) tried before: %s): %s" % (
                d, REPLACED[d], ", ".join(SPARES_TRIED.get(d, [])) or "-", p))
        else:
            print("replacement (used for d%02d, in place of %s): %s" % (d, REPLACED[d], p))
    for d in sorted(OPEN):
        print("open (d%02d, in place of %s): spare(s) tried and too short: %s" % (
            d, REPLACED[d], ", ".join(SPARES_TRIED.get(d, [])) or "-"))
    for p in SPARES:
        if p not in REPLACEMENTS.values() and not any(p in v for v in SPARES_TRIED.values()):
            print("spare (not used): %s" % p)
    for d, ps in sorted(SECOND_SPARES.items()):
        for p in ps:
            if p not in REPLACEMENTS.values():
                print("spare of the second assignment for d%02d (not used): %s" % (d, p))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
