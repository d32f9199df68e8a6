# -*- coding: utf-8 -*-
"""Self-check for review-claims-49 part C (drafts 11-15), stdlib only.

    python3 -B check_part_c.py            # checks; exit 1 on any problem
    python3 -B check_part_c.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-48's parts/check_part_a.py for this part's
documentation pages (not READMEs) under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules").  Checks: the assigned
pages in draft order (ASSIGNED; a spare where REPLACED says so: none is
replaced, so REPLACEMENT, the brief's first spare
undici/docs/docs/best-practices/proxy.md, is printed as not used, and so is
the second spare, undici/docs/docs/api/Cookies.md); each assigned page has
at least four page-specific prose sentences of 12-45 words (the brief's test
for a spare, printed); DRAFTS in part_c.py gives the draft number of each
DOCS entry; 4 sentences each; start anchor occurs exactly once in the raw
file and the end anchor is found after it (the cut taken from the start of
the start anchor must equal the cut taken from its end, as a build script
cuts it); 12-45 words (whitespace split of the raw cut; SHORT_OK is empty);
no blank line inside a cut (CRLF-aware); no carriage return inside a cut
(none of the pages has any); no overlapping cuts; the cut is prose: not
inside a fenced code block, no heading line, badge, image, code fence, table
row or HTML comment inside it, not in an indented code block, and not under a
licence heading; the cut (raw, and with whitespace normalised) occurs in no
other file (new here: the brief's rule that undici's pages share passages
with each other and with undici/README.md: every file under the page's
package folder and under undici/, every *.md file at any depth under
node_modules, and so every file named readme.md in any letter case); the
`section` field equals the heading the cut sits under (ATX, setext and HTML
<hN> headings outside code fences; for a cut under the level-1 title before
any other heading, the title heading); at least the number of distinct
top-level sections noted below (MIN_SECTIONS) and at least three distinct
nearest headings unless MIN_HEADS says fewer; all five kinds present as
(claim, note) tuples of non-empty strings; contradiction notes start with one
valid tag followed by a space, no other note starts with a bracketed tag;
four tags per document; no markup in claims (the MARKUP list of
review-claims-39's part-A check); claims are one clean line, start
upper-case, end with a full stop, have no double spaces, do not equal their
rationale, do not say "you"/"your"/"this module"/"this package"/"this
library"; every reworded claim names the package (new here: in any letter
case, since the pages write "Undici" at the start of a sentence); no
duplicate claims; 20 claims per document; kind/num/title follow the brief's
heading rule for pages (new here: kind "docs", num = the page's top folder
under node_modules = the "name" field of that folder's package.json, title =
the page's first Markdown heading of any level with the '#' marks, links and
code marks removed, kept otherwise as written; the draft heading
"## <num> docs: <title>" is printed).  Prints the contradiction sub-kind
counts and the spares.
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
    "undici/docs/docs/best-practices/undici-vs-builtin-fetch.md",
    "undici/docs/docs/best-practices/writing-tests.md",
    "undici/docs/docs/best-practices/crawling.md",
    "undici/docs/docs/best-practices/client-certificate.md",
    "safer-buffer/Porting-Buffer.md",
]
# The brief's spares, in order: proxy.md, then Cookies.md.  Every assigned
# page has four or more page-specific prose sentences of 12-45 words (the
# test below prints them), so no draft is replaced and neither spare is used
# or tested.
REPLACEMENT = "undici/docs/docs/best-practices/proxy.md"
SPARES = [REPLACEMENT, "undici/docs/docs/api/Cookies.md"]
REPLACED = {}   # draft -> the assigned page it replaces (none)
# the path expected for each draft
EXPECTED = [REPLACEMENT if (11 + k) in REPLACED else p for k, p in enumerate(ASSIGNED)]
# pages with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
FIRST_DRAFT = 11
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: none in this part.
SHORT_OK = set()
# Distinct top-level sections each draft draws on (explained in notes-c.md).
# Every page has one level-1 heading (its title), so its ## headings are the
# top level, and a cut under the title before any ## has the title as its
# top-level section.
# - d11, undici-vs-builtin-fetch.md: four (Background, When you do NOT need
#   to install undici, When you SHOULD install undici, Version compatibility).
# - d12, writing-tests.md: prose only in the intro under the title and under
#   ## Guarding against unexpected disconnects: two (two distinct headings).
# - d13, crawling.md: prose only in the intro under the title and under
#   ## Best Practices for Crawlers (## References and Further Reading is
#   links): two (two distinct headings; the list items' bold labels are not
#   headings).
# - d14, client-certificate.md: all prose stands under the title, before its
#   only other heading, ### Client Certificate Authentication (code only):
#   one (one distinct heading).
# - d15, Porting-Buffer.md: four (Overview, Variant 1, Variant 3, FAQ).
MIN_SECTIONS = {11: 4, 12: 2, 13: 2, 14: 1, 15: 4}
# distinct nearest headings each draft draws on (3 unless noted; above)
MIN_HEADS = {12: 2, 13: 2, 14: 1}
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
    headings, else 2 (the level-1 heading is the title)."""
    return 1 if sum(1 for h in heads if h[1] == 1) > 1 else 2


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t, _ in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


def package_of(path):
    """The page's top folder under node_modules (with its scope, if any)."""
    parts = path.split("/")
    return "/".join(parts[:2]) if parts[0].startswith("@") else parts[0]


def expected_heading(path, raw, heads):
    """The brief's rule for pages: kind "docs"; num = the page's top folder;
    title = the first Markdown heading of any level with '#' marks, links and
    code marks removed (read_away), kept otherwise as written."""
    pkg = package_of(path)
    title = heads[0][3] if heads else None
    return ("docs", pkg, title)


_CORPUS = None


def corpus():
    """Text of every file the brief's sharing rule covers, by path relative
    to ROOT: every *.md file at any depth (so every readme.md in any letter
    case), every file under undici/ and every file under the package folder
    of each assigned page."""
    global _CORPUS
    if _CORPUS is None:
        _CORPUS = {}
        pkgs = {"undici"} | {package_of(p) for p in ASSIGNED + SPARES}
        for dirpath, dirnames, filenames in os.walk(ROOT):
            for fn in filenames:
                full = os.path.join(dirpath, fn)
                rel = os.path.relpath(full, ROOT)
                if not (fn.lower().endswith(".md") or rel.split(os.sep)[0] in pkgs):
                    continue
                if not os.path.isfile(full) or os.path.getsize(full) > 5_000_000:
                    continue
                try:
                    with open(full, encoding="utf-8", errors="replace") as f:
                        _CORPUS[rel.replace(os.sep, "/")] = f.read()
                except OSError:
                    pass
    return _CORPUS


def other_texts(exclude):
    """The corpus without `exclude` (a path relative to ROOT)."""
    return {k: v for k, v in corpus().items() if k != exclude}


def norm(s):
    return " ".join(s.split())


def strip_links(s):
    """Link text only: inline and reference-style links read away."""
    t = re.sub(r"\]\([^)]*\)", "]", s)
    t = re.sub(r"\]\[[^\]]*\]", "]", t)
    return t.replace("[", "").replace("]", "")


_NORM_OTHERS = {}


def prose_sentences(raw, path):
    """The brief's test for a spare: prose sentences of 12-45 words
    (whitespace split) that occur in no other file of the corpus.
    Paragraphs outside code fences, not under a licence heading; HTML blocks
    and comments, headings, badges, images, table rows and link definitions
    skipped; list items taken one by one; sentences split after . ! or ?
    before white space (not after e.g., i.e., etc. or vs.); words counted
    with links read away.  Sharing is tested on whitespace-normalised text
    with links read away (in the sentence and in the other files)."""
    heads, fences = parse(raw)
    if path not in _NORM_OTHERS:
        _NORM_OTHERS[path] = [norm(strip_links(t)) for t in other_texts(path).values()]
    others = _NORM_OTHERS[path]
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
    want_docs = [(FIRST_DRAFT + k, p) for k, p in enumerate(EXPECTED)]
    if paths != [p for _, p in want_docs]:
        bad("documents/order differ: %r" % paths)
    if list(DRAFTS) != [d for d, _ in want_docs]:
        bad("DRAFTS %r differ from the drafts %r" % (DRAFTS, [d for d, _ in want_docs]))
    if any(ASSIGNED[d - FIRST_DRAFT] != p for d, p in REPLACED.items()):
        bad("REPLACED does not name the assigned pages")
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    print("documents: %d" % len(DOCS))
    # the brief's test: a page with fewer than four page-specific prose
    # sentences of 12-45 words gives way to a spare
    for k, p in enumerate(ASSIGNED):
        d = FIRST_DRAFT + k
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the assigned page %r (%s)" % (d, p, e))
            continue
        own = prose_sentences(raw_r, p)
        print("d%02d: assigned %s: %d page-specific prose sentence(s) of 12-45 words%s" % (
            d, p, len(own), " (replaced)" if d in REPLACED else ""))
        if d in REPLACED and len(own) >= 4:
            bad("d%02d: the assigned page %s has four or more such sentences but is replaced" % (d, p))
        if d not in REPLACED and len(own) < 4:
            bad("d%02d: the assigned page %s has fewer than four such sentences (a spare is due)" % (d, p))
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
        others = other_texts(path)
        nothers = {k: norm(v) for k, v in others.items()}
        heads, fences = parse(raw)
        kind, num, title = expected_heading(path, raw, heads)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        try:
            pj = json.loads((ROOT / package_of(path) / "package.json").read_text(encoding="utf-8"))
            if pj.get("name") != doc.get("num"):
                bad("d%02d: num %r differs from package.json name %r" % (draft, doc.get("num"), pj.get("name")))
        except (OSError, ValueError) as e:
            bad("d%02d: cannot read package.json (%s)" % (draft, e))
        print("d%02d: %s  ->  ## %s docs: %s" % (draft, path, doc.get("num"), doc.get("title")))
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
            # indented code block: the cut's first line is indented 4+
            # spaces or a tab and the line above is blank or indented too (no
            # cut of this part starts on an indented line)
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
            print("  %s  %2d words  [%s | top: %s]  %s" % (sid, nw, actual, topsec, " ".join(cut.split())[:60].rstrip()))
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
                    print("      %s %s: in document: %s | not in document: %s" % (
                        sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        want = MIN_SECTIONS.get(draft, 3)
        if len(used_secs) < want:
            bad("d%02d: %d distinct top-level sections (want at least %d)" % (draft, len(used_secs), want))
        if len(used_heads) < MIN_HEADS.get(draft, 3):
            bad("d%02d: only %d distinct nearest headings (want at least %d)" % (
                draft, len(used_heads), MIN_HEADS.get(draft, 3)))
        print("  top-level sections: %d (%s); distinct headings: %d" % (
            len(used_secs), ", ".join(sorted(x or "?" for x in used_secs)), len(used_heads)))
    want_claims = 20 * len(EXPECTED)
    print("claims: %d  (want %d)" % (n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if sum(subk.values()) != 4 * len(EXPECTED):
        bad("contradiction tags: %d (want %d)" % (sum(subk.values()), 4 * len(EXPECTED)))
    for d, p in sorted(REPLACED.items()):
        print("spare (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENT))
    for p in SPARES:
        if not (p == REPLACEMENT and REPLACED):
            print("spare (not used): %s" % p)
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
