# -*- coding: utf-8 -*-
"""Self-check for review-claims-50 part D (drafts 16-20), stdlib only.

    python3 -B check_part_d.py            # checks; exit 1 on any problem
    python3 -B check_part_d.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-49's parts/check_part_a.py for this part's
documentation pages under /work/main/node_modules (computed as
Path(__file__).resolve().parents[3] / "node_modules"): three playwright-core
skill references and two changelogs (wink-nlp/CHANGELOG.md, jszip/CHANGES.md).
Checks: the assigned documents in draft order (ASSIGNED; no spare used, so
EXPECTED equals ASSIGNED; the spare REPLACEMENT, undici/docs/docs/api/Util.md,
is printed as not used and not tested); every assigned page has at least four
page-specific prose sentences of 12-45 words (the brief's test for using the
spare; the count is printed); DRAFTS in part_d.py gives the draft number of
each DOCS entry; 4 sentences each; start anchor occurs exactly once in the raw
file and the end anchor is found after it (the cut taken from the start of the
start anchor must equal the cut taken from its end, as a build script cuts
it); 12-45 words (whitespace split of the raw cut; SHORT_OK is empty); no
blank line inside a cut; no carriage return inside a cut (none of these pages
has any, and CRLF_OK is empty); no overlapping cuts; the cut is prose: not
inside a fenced code block, no heading line, badge, image, code fence, table
row or HTML comment inside it, not in an indented code block, and not under a
licence heading; the cut occurs in no other file (every file under the top
folders of the five pages and of the spare, i.e. node_modules/playwright-core/,
wink-nlp/, jszip/ and undici/, except the page itself, plus every file named
readme.md in any letter case at any depth under node_modules), tested raw,
with white space normalised, and "loosely" (links read away, the marks ` * _
removed, white space normalised, case folded); the `section` field equals the
heading the cut sits under (ATX, setext and HTML <hN> headings outside code
fences and outside a YAML front matter block, new here: jszip/CHANGES.md opens
with one); at least the number of distinct top-level sections noted below
(MIN_SECTIONS; the top level is the ## level where a page has one level-1
heading, the # level where it has several, and for jszip/CHANGES.md, whose
release headings are of levels 1 and 3, the nearest heading: TOP_LEVEL) and
at least three distinct nearest headings (MIN_HEADS); all five kinds present
as (claim, note) tuples of non-empty strings; contradiction notes start with
one valid tag followed by a space, no other note starts with a bracketed tag;
four tags per document; no markup in claims (the MARKUP list); claims are one
clean line, start upper-case, end with a full stop, have no double spaces, do
not equal their rationale, do not say "you"/"your"/"this module"/"this
package"/"this library"; every reworded claim names the package
case-insensitively, by its folder name or by the name its page uses for it
(NAME_ALIASES, new here: "Playwright" for playwright-core, "winkNLP" for
wink-nlp); no duplicate claims; 20 claims per document; kind/num/title follow
the page heading rule (kind "docs", num = the page's top folder under
node_modules = the "name" field of that folder's package.json, title = the
page's first Markdown heading of any level with its '#' marks, links, HTML and
code marks removed, kept otherwise as written).  Prints the contradiction
sub-kind counts and the unused spare.
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
from part_d import DOCS, DRAFTS  # noqa: E402

ROOT = Path(__file__).resolve().parents[3] / "node_modules"
ASSIGNED = [
    "playwright-core/lib/tools/skills/playwright-component-testing/references/typing.md",
    "playwright-core/lib/tools/skills/playwright-component-testing/references/gallery-spec.md",
    "playwright-core/lib/tools/skills/playwright-cli/references/pr-attachments.md",
    "wink-nlp/CHANGELOG.md",
    "jszip/CHANGES.md",
]
# The brief's spare: undici/docs/docs/api/Util.md.  Every assigned page has
# four or more page-specific prose sentences of 12-45 words (the check counts
# them below), so the spare was not used.
REPLACEMENT = "undici/docs/docs/api/Util.md"
REPLACED = {}   # draft -> the assigned page it replaces (none)
SPARES_NOT_USED = []
FIRST_DRAFT = 16
# the path expected for each draft
EXPECTED = [REPLACEMENT if (FIRST_DRAFT + k) in REPLACED else p for k, p in enumerate(ASSIGNED)]
# pages with CRLF line endings (no cut may contain a carriage return): none
CRLF_OK = set()
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: none.
SHORT_OK = set()
# Names a reworded claim may use for the package besides its folder name (the
# names the pages themselves use): the playwright-core skill pages speak of
# Playwright, the wink-nlp changelog of winkNLP.
NAME_ALIASES = {"playwright-core": ["playwright"], "wink-nlp": ["winknlp"]}
# Level of the top-level sections where the default rule (## if a page has one
# level-1 heading, # if it has several) does not fit: jszip/CHANGES.md has
# release headings of level 3 ("### v3.10.2 ...") and two of level 1
# ("# v2.0.0, ...", "# v1.0.0, ..."), all peers; each release heading, whatever
# its level, is a top-level section (6 = the nearest heading).
TOP_LEVEL = {"jszip/CHANGES.md": 6}
# Distinct top-level sections each draft draws on (explained in notes-d.md).
# typing.md (d16): three (the intro under the title, ## Explicit story type,
# ## Gallery types x2: one under ## Gallery types itself, one under its
# ### The plugin).  gallery-spec.md (d17): four (the intro under the title,
# window.mount(params), window.unmount(), Vue variant).  pr-attachments.md
# (d18): four (the intro, When to attach, Limits, From CI).  CHANGELOG.md
# (d19): four releases (2.3.0, 2.2.2, 1.12.1, 0.2.0), whose level-1 headings
# are the top level.  CHANGES.md (d20): four releases (3.8.0, 3.7.0, 3.2.2,
# 2.1.0).
MIN_SECTIONS = {16: 3, 17: 4, 18: 4, 19: 4, 20: 4}
# distinct nearest headings each draft draws on (3 unless noted): d19's
# nearest headings are ### Features (x2), ### Updates and ### Fixes, three
# distinct texts.
MIN_HEADS = {}
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


def front_matter_end(lines):
    """Number of lines taken by a YAML front matter block at the top of the
    file ("---" on the first line, up to the next line of "---" or "..."),
    or 0 (new here: jszip/CHANGES.md opens with one; without this, its
    "section: main" line above the closing "---" would read as a setext
    heading)."""
    if lines and lines[0].strip() == "---":
        for k in range(1, len(lines)):
            if lines[k].strip() in ("---", "..."):
                return k + 1
    return 0


def parse(raw):
    """Headings (offset, level, section text, title text) and fenced code
    spans (start, end); a YAML front matter block is skipped."""
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    heads, fences = [], []
    fence_start = None
    skip = front_matter_end(lines)
    for i, l in enumerate(lines):
        if i < skip:
            continue
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


def top_level(heads, path=None):
    """Level of the top-level sections: TOP_LEVEL[path] where given (new
    here), else 1 where a page has several level-1 headings (the wink-nlp
    changelog), else 2 (the level-1 heading is the title)."""
    if path in TOP_LEVEL:
        return TOP_LEVEL[path]
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
    """Text of every file under the top folders of this part's pages and of
    its spare (node_modules/playwright-core/, wink-nlp/, jszip/, undici/) and
    of every file named readme.md (any letter case) at any depth under
    node_modules, except `exclude` (a path relative to ROOT)."""
    out = {}
    pkg_dirs = sorted(set(p.split("/")[0] for p in ASSIGNED + [REPLACEMENT]))
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
    counts as shared.  New here: a YAML front matter block is skipped, and
    heading lines are dropped from a block rather than skipping the block (in
    the two changelogs a release's heading lines and its list items form one
    block, with no blank line between them)."""
    heads, fences = parse(raw)
    others = [loose(t) for t in other_files(path).values()]
    lines = raw.split("\n")
    fm_end = sum(len(l) + 1 for l in lines[:front_matter_end(lines)])
    out, o = [], 0
    for block in re.split(r"\n[ \t\r]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if a < fm_end:
            continue
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        if re.search(r"licen[cs]e|copyright", heading_at(heads, a) or "", re.I):
            continue
        b = "\n".join(l for l in block.split("\n") if not re.match(r"^ {0,3}#{1,6}([ \t]|$)", l)).strip()
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
                if 12 <= len(text.split()) <= 45 and not any(loose(sent) in t for t in others):
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
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    # the reason for a replacement: fewer than four page-specific prose
    # sentences of 12-45 words (the brief's test)
    for d, p in sorted(REPLACED.items()):
        try:
            raw_r = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the assigned page %r (%s)" % (d, p, e))
            continue
        own = prose_sentences(raw_r, p)
        print("d%02d: assigned %s: %d page-specific prose sentence(s) of 12-45 words" % (d, p, len(own)))
        for x in own:
            print("    %r" % x[:100])
        if len(own) >= 4:
            bad("d%02d: the assigned page %s has four or more such sentences" % (d, p))
    for d in sorted(REPLACED):
        try:
            raw_r = (ROOT / REPLACEMENT).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the replacement %r (%s)" % (d, REPLACEMENT, e))
            continue
        own = prose_sentences(raw_r, REPLACEMENT)
        short = sorted(x for x in SHORT_OK if x.startswith("d%02d-" % d))
        need = 4 - len(short)
        print("d%02d: replacement %s: %d page-specific prose sentence(s) of 12-45 words (need %d%s)" % (
            d, REPLACEMENT, len(own), need, "; SHORT_OK: " + ", ".join(short) if short else ""))
        for x in own:
            print("    %r" % x[:100])
        if len(own) < need or need < 3:
            bad("d%02d: the replacement %s has fewer than %d such sentences" % (d, REPLACEMENT, max(need, 3)))
    # the brief's test for using the spare, applied to every assigned page that
    # is not replaced (new here): four or more page-specific prose sentences
    # of 12-45 words
    for k, p in enumerate(ASSIGNED):
        d = FIRST_DRAFT + k
        if d in REPLACED:
            continue
        try:
            raw_a = (ROOT / p).read_text(encoding="utf-8")
        except OSError as e:
            bad("d%02d: cannot read the assigned page %r (%s)" % (d, p, e))
            continue
        own = prose_sentences(raw_a, p)
        print("d%02d: %s: %d page-specific prose sentence(s) of 12-45 words (need 4)" % (d, p, len(own)))
        if len(own) < 4:
            bad("d%02d: the assigned page %s has fewer than four such sentences" % (d, p))
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
        top = top_level(heads, path)
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
                names = [pkg.lower(), pkg.split("/")[-1].lower()] + NAME_ALIASES.get(pkg, [])
                if k == "reworded" and not any(n and n in claim.lower() for n in names):
                    bad("%s reworded: claim does not name the package %r (or %s)" % (
                        sid, pkg, "/".join(NAME_ALIASES.get(pkg, [])) or "no alias"))
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
    for d, p in sorted(REPLACED.items()):
        print("replacement (used for d%02d, in place of %s): %s" % (d, p, REPLACEMENT))
    if not REPLACED:
        print("spare (not used): %s" % REPLACEMENT)
    for p in SPARES_NOT_USED:
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
