# -*- coding: utf-8 -*-
"""Self-check for review-claims-47 part C (drafts 11-15), stdlib only.

    python3 -B check_part_c.py            # checks; exit 1 on any problem
    python3 -B check_part_c.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Copied from review-claims-46's parts/check_part_a.py (itself adapted from
review-claims-45's, -44's, -42's and -39's) for npm READMEs under
/work/main/node_modules (computed as Path(__file__).resolve().parents[3] /
"node_modules"), with EXPECTED, FIRST_DRAFT, MIN_SECTIONS, SHORT_OK and the
replacements set for part C, and three changes: (1) each entry of DOCS is
given its draft number from its path's place in EXPECTED (not from its place
in DOCS), and every document of EXPECTED that has no entry is reported as a
problem of its own; (2) two assigned documents are replaced (REPLACED), not
by the spare but by documents from the assigner's list (REPLACEMENT_LIST),
and the check recomputes the reason and the choice: it counts each README's
"usable sentences" (see usable_sentences(): prose sentences of 12-45 words,
outside code, headings, HTML blocks, badges, link definitions and licence
sections, that occur word for word in no other README) and requires fewer
than four in each replaced README, and that the replacements are, in draft
order, the list's documents with four or more, followed (when fewer than
two have four) by the list's other documents with the most, list order
breaking ties; a SHORT_OK sentence is allowed only in a draft whose document
has fewer than four; (3) drafts whose cuts include family-template wording
(TEMPLATE_KEPT) must have no usable sentence outside their cuts, i.e. no
package-specific sentence that could replace a template cut.  The count is a
mechanical upper bound on package-specific sentences (it does not drop
descriptions of other packages or template text that happens to be unique);
notes-c.md gives the hand judgement.  Checks:
the five documents in draft order (ASSIGNED, with the replacements in place
where REPLACED says so); 4 sentences each; start
anchor occurs exactly once in the raw file and the end anchor is found after it
(the cut taken from the start of the start anchor must equal the cut taken from
its end, as a build script cuts it); 12-45 words (whitespace split of the raw
cut; 8-45 for the one SHORT_OK sentence, d14-s1); no blank line inside a cut (CRLF-aware);
no carriage return inside a cut (none of this part's READMEs has any, and
CRLF_OK is empty); no overlapping cuts; the cut is prose: not inside a fenced
code block, no heading line, badge, image, code fence, table row or HTML
comment inside it, not in an indented code block, and not under a licence
heading; the cut (raw, and with whitespace normalised) occurs in no other
README under node_modules (the brief's boilerplate rule, over every file named
readme.md in any letter case at any depth; no other copy of part C's packages
is installed); the `section` field equals the heading the
cut sits under (ATX, setext and HTML <hN> headings outside code fences); at
least the number of distinct top-level sections noted below; all five kinds
present as (claim, note) tuples of non-empty strings; contradiction notes start
with one valid tag followed by a space, no other note starts with a bracketed
tag; 20 tags in all; no markup in claims (the MARKUP list of review-claims-39's
part-A check); claims are one clean line, start upper-case, end with a full
stop, have no double spaces, do not equal their rationale, do not say
"you"/"your"/"this module"/"this package"/"this library"; every reworded claim
names the package; no duplicate claims; kind/num/title follow the README
heading rules (kind "README", num = the package folder = the "name" field of
its package.json, title = the text of the first level-1 heading with images,
links, HTML and code marks read away, or the package name where the README has
no level-1 heading, as review-claims-45's check_gold.py does for mocha;
reference-style images and links are read away too, as in review-claims-46).
Prints the usable-sentence counts, the contradiction sub-kind counts, the
replacements and the (unused) spare.
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
from part_c import DOCS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
EXPECTED = [
    "mdast-util-phrasing/readme.md",
    "micromark-util-html-tag-name/readme.md",
    "lie/README.md",                  # replaces parse-semver/README.md
    "universalify/README.md",         # replaces micromark-core-commonmark/readme.md
    "character-entities/readme.md",
]
# the five documents first assigned to part C, in draft order
ASSIGNED = [
    "mdast-util-phrasing/readme.md",
    "micromark-util-html-tag-name/readme.md",
    "parse-semver/README.md",
    "micromark-core-commonmark/readme.md",
    "character-entities/readme.md",
]
SPARE = "structured-source/README.md"   # the first brief's spare; not used
# (it has no prose sentence of 12+ words outside its licence text: notes-c.md)
# draft -> the assigned README it replaces (both too thin: notes-c.md)
REPLACED = {13: "parse-semver/README.md", 14: "micromark-core-commonmark/readme.md"}
# draft -> the README used instead, from the assigner's list below
REPLACEMENTS = {13: "lie/README.md", 14: "universalify/README.md"}
# the assigner's list of replacement documents, in its order ("the first two
# that have at least four package-specific prose sentences of 12-45 words");
# only lie has four, so draft 14 takes the list's next document with the most
# (universalify and strip-json-comments tie; universalify comes first)
REPLACEMENT_LIST = [
    "xmlbuilder/README.md",
    "lie/README.md",
    "universalify/README.md",
    "strip-json-comments/readme.md",
    "parse-json/readme.md",
]
# cuts that are family-template wording with the package's name or versions
# filled in, kept because their READMEs offer no other usable sentence
TEMPLATE_KEPT = {"d11-s3", "d11-s4", "d15-s4"}
# READMEs with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
FIRST_DRAFT = 11
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: universalify's 11-word tagline, the fourth
# sentence of a README that has only three of 12+ words (notes-c.md), as
# review-claims-38 allowed d05-s3.
SHORT_OK = {"d14-s1"}
# Distinct top-level sections each draft draws on (explained in notes-c.md):
# mdast-util-phrasing's four cuts are the one usable sentence or paragraph of
# ## What is this?, ## When should I use this?, ## Compatibility and
# ## Security, so d11 draws on four; micromark-util-html-tag-name's only
# package-specific prose of 12+ words is the one sentence of ## When should I
# use this? and the two item paragraphs under ## API (### `htmlBlockNames`,
# cut in two, and ### `htmlRawNames`), so d12 draws on two (three distinct
# nearest headings); character-entities's four cuts come from ## What is
# this?, ## When should I use this?, ## API and ## Compatibility, so d15
# draws on four.  lie's prose is in three top-level sections (the title's
# section, ## Usage, ## Unhandled Rejections; ## API has a 5-word line), so
# d13 draws on all three; universalify's is under the title and in ## API
# (### `universalify.fromCallback(fn)` and ### `universalify.fromPromise(fn)`),
# so d14 draws on two (three distinct nearest headings).
MIN_SECTIONS = {11: 4, 12: 2, 13: 3, 14: 2, 15: 4}
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
    # reference-style badge and image (review-claims-46's qs title line)
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
    pkg = path.split("/")[0]
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


LIST_ITEM_RE = re.compile(r"^\s*([-*+]|\d+\.)\s+")


def usable_sentences(raw, others_norm):
    """Prose sentences of 12-45 words (whitespace split) that occur in no
    other README (whitespace normalised).  Code fences are blanked; blocks
    that are headings (the heading line is dropped, its text kept for the
    licence test), HTML, badges, images, link definitions or table rows are
    skipped, as is everything under a licence heading; list items are taken
    one by one and blockquote and list markers are dropped; sentences end at
    . ! or ? followed by white space and an upper-case letter, a backtick,
    bracket, parenthesis, asterisk, underscore or quotation mark."""
    raw = raw.replace("\r\n", "\n")
    lines, infence = [], False
    for l in raw.split("\n"):
        if re.match(r"^ {0,3}(```|~~~)", l):
            infence = not infence
            lines.append("")
            continue
        lines.append("" if infence else l)
    out, lic = [], False
    for block in re.split(r"\n[ \t]*\n", "\n".join(lines)):
        b = block.strip()
        if not b:
            continue
        hl = [x for x in b.split("\n") if x.startswith("#")]
        if hl:
            lic = bool(re.search(r"licen[cs]e|copyright", hl[-1], re.I))
            b = "\n".join(x for x in b.split("\n") if not x.startswith("#")).strip()
            if not b:
                continue
        if lic or b.startswith(("<", "![", "[![", "|")) or re.match(r"^\[[^\]]+\]:", b):
            continue
        items, cur = [], []
        for l in b.split("\n"):
            if LIST_ITEM_RE.match(l) and cur:
                items.append(cur)
                cur = []
            cur.append(LIST_ITEM_RE.sub("", re.sub(r"^\s*>\s?", "", l)))
        if cur:
            items.append(cur)
        for it in items:
            for sent in re.split(r"(?<=[.!?])\s+(?=[A-Z`\[(*_\"'\u2018\u201c])", " ".join(it)):
                sent = sent.strip()
                if 12 <= len(sent.split()) <= 45 and not any(norm(sent) in t for t in others_norm):
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
    if paths != EXPECTED:
        bad("documents/order differ: %r" % paths)
    present = [p for p in EXPECTED if p in paths]
    if paths != present:
        bad("DOCS holds a path not in EXPECTED, twice, or out of draft order")
    print("documents: %d of %d" % (len(paths), len(EXPECTED)))
    for k, p in enumerate(EXPECTED):
        if p not in paths:
            bad("d%02d: %s has no entry in part_c.py (not written)" % (FIRST_DRAFT + k, p))
    want_paths = [REPLACEMENTS.get(FIRST_DRAFT + k, p) for k, p in enumerate(ASSIGNED)]
    if want_paths != EXPECTED or any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in REPLACED.items()) \
            or sorted(REPLACED) != sorted(REPLACEMENTS):
        bad("EXPECTED is not ASSIGNED with the replacements in place")
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    usable = {}

    def count_usable(p):
        if p not in usable:
            try:
                raw_u = (ROOT / p).read_text(encoding="utf-8")
            except OSError as e:
                bad("cannot read %r (%s)" % (p, e))
                usable[p] = []
                return usable[p]
            usable[p] = usable_sentences(raw_u, [norm(t) for t in other_readmes(p).values()])
        return usable[p]
    # the reason for each replacement: fewer than four usable sentences
    for d, p in sorted(REPLACED.items()):
        n = len(count_usable(p))
        print("d%02d: assigned %s replaced: %d usable sentence(s) of 12-45 words" % (d, p, n))
        if n >= 4:
            bad("d%02d: the replaced README has %d usable sentences" % (d, n))
    # the choice: the list's documents with four or more, in list order, then
    # the others by most usable sentences (list order breaking ties)
    counts = [(p, len(count_usable(p))) for p in REPLACEMENT_LIST]
    for p, n in counts:
        print("list: %-30s %d usable sentence(s)%s" % (p, n, "" if n >= 4 else " (fewer than four)"))
    ranked = [p for p, n in counts if n >= 4]
    ranked += [p for p, n in sorted(((p, n) for p, n in counts if n < 4), key=lambda x: (-x[1], REPLACEMENT_LIST.index(x[0])))]
    want_repl = dict(zip(sorted(REPLACED), ranked))
    if want_repl != REPLACEMENTS:
        bad("replacements %r, but the list's order and counts give %r" % (REPLACEMENTS, want_repl))
    for sid in sorted(SHORT_OK):
        d = int(sid[1:3])
        p = EXPECTED[d - FIRST_DRAFT] if 0 <= d - FIRST_DRAFT < len(EXPECTED) else None
        if p is None or len(count_usable(p)) >= 4:
            bad("%s: SHORT_OK in a draft whose document has four usable sentences" % sid)
    if len({x[:3] for x in SHORT_OK}) != len(SHORT_OK):
        bad("more than one SHORT_OK sentence in a draft")
    for di, doc in enumerate(DOCS):
        path = doc.get("path")
        # the draft number comes from the path's place in EXPECTED, so that
        # an entry keeps its number even if an earlier draft were missing
        draft = FIRST_DRAFT + (EXPECTED.index(path) if path in EXPECTED else di)
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
            pj = json.loads((ROOT / path.split("/")[0] / "package.json").read_text(encoding="utf-8"))
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
                if k == "reworded" and pkg not in claim:
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
        tk = sorted(x for x in TEMPLATE_KEPT if x.startswith("d%02d-" % draft))
        if tk:
            ncuts = [norm(raw[a:b]) for a, b, _ in spans]
            outside = [x for x in count_usable(path) if not any(norm(x) in c for c in ncuts)]
            print("d%02d: template cuts kept (%s); usable sentences outside the cuts: %d" % (
                draft, ", ".join(tk), len(outside)))
            if outside:
                bad("d%02d: %r could replace a template cut" % (draft, outside[0][:60]))
        want = MIN_SECTIONS.get(draft, 3)
        if len(used_secs) < want:
            bad("d%02d: %d distinct top-level sections (want at least %d)" % (draft, len(used_secs), want))
        if len(used_heads) < 3:
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
        print("replacement (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENTS.get(d)))
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
