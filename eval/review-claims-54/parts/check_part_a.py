# -*- coding: utf-8 -*-
"""Self-check for review-claims-54 part A (drafts 1-5), stdlib only.

    python3 parts/check_part_a.py            # checks; exit 1 on any problem
    python3 parts/check_part_a.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the page and those that do not

Run from eval/review-claims-54 (or anywhere: paths are computed from this
file and the corpus root).  Adapted from review-claims-53's
parts/check_part_a.py (same checks, new corpus): the Markdown contributor
guides of Node.js as installed on this machine by the Debian package nodejs
(20.20.2-1nodesource1+repack1), under CORPUS_ROOT (default
/usr/share/doc/nodejs/contributing, overridable with the environment
variable RC54_CORPUS_ROOT).

Checks: the five assigned pages (ASSIGNED) in draft order, with any spare
in place of a page that lacks four page-specific sentences (REPLACED;
empty in this part: every assigned page has four or more, printed); that
each replaced page really has fewer than four, that every spare before the
chosen one in the brief's list (SPARES) has fewer than four as well and
that the chosen spare has four or more; none of the used pages is one of
the pages the brief says are used elsewhere (AVOID); the version of the
installed nodejs package (dpkg-query), when the corpus root is the default
one and dpkg-query exists, is 20.20.2-1nodesource1+repack1; every used
page has at least four page-specific prose sentences of 12-45 words
(printed per page); DRAFTS gives the draft number of each DOCS entry; 4
sentences each; the start anchor occurs exactly once in the raw page and
the end anchor is found after it (the cut taken from the start of the
start anchor must equal the cut taken from its end, as a build script cuts
it); 12-45 words (whitespace split of the raw cut); no blank line and no
carriage return inside a cut; no overlapping cuts; the cut is prose: not
inside a fenced code block, no heading line, table row, HTML comment,
image or link reference definition inside it, not in a blockquote (the
pages' "> Stability:" and "> The personal token" lines), not in an
indented code block (an indented line counts as a list item's
continuation when the first less-indented non-blank line above it is a
list item); the cut occurs in no other file under the corpus root (every
file, the maintaining/ folder included), tested raw, with case and white
space read away, and with Markdown markup stripped (links and images read
to their text, the marks ` * _ and backslash escapes removed, HTML tags
removed, white space normalised, case folded); each sentence of 6+ words
inside the cut is tested the same way, so that a cut cannot be
page-specific only through a few words added to a shared sentence; the
cut, and each sentence of 6+ words inside it, occurs only once in its own
page (in all three views); the `section` field equals the nearest heading
above the cut ('#' marks dropped, other markup kept; the page's H1 title
for text above the first ## heading); at least the number of distinct
top-level sections (## headings, or the H1 for the introduction) given in
MIN_SECTIONS; all five kinds present as (claim, note) tuples of non-empty
strings; contradiction notes start with one valid tag followed by a
space, no other note starts with a bracketed tag; four tags per document
and the planned split over the part (PLANNED); no markup in claims; claims
are one clean line, start upper-case, end with a full stop, have no
double spaces, do not equal their rationale, do not say
"you"/"your"/"this document"/"this command"; every reworded claim names
Node.js; no duplicate claims; 20 claims per document; kind
"contributing", num "Node.js" and title = the page's H1 title without
markup.
"""
import collections
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_a import DOCS, DRAFTS  # noqa: E402

DEFAULT_ROOT = "/usr/share/doc/nodejs/contributing"
CORPUS_ROOT = os.environ.get("RC54_CORPUS_ROOT", DEFAULT_ROOT)
NODE_PACKAGE_VERSION = "20.20.2-1nodesource1+repack1"
# the brief's pages, in draft order
ASSIGNED = [
    "commit-queue.md",
    "issues.md",
    "feature-request-management.md",
    "components-in-core.md",
    "security-model-strategy.md",
]
# the brief's spares, in order (none is needed: see notes-a.md)
SPARES = [
    "using-symbols.md",
    "offboarding.md",
]
REPLACED = {}
USED = [REPLACED.get(p, p) for p in ASSIGNED]
# pages the brief says are used by the other parts: never to be used here
AVOID = [
    "pull-requests.md", "collaborator-guide.md", "writing-tests.md",
    "releases.md", "technical-values.md", "primordials.md",
    "using-internal-errors.md", "backporting-to-release-lines.md",
]
FIRST_DRAFT = 1
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
# the split planned before writing (notes-a.md): review-claims-53 part A's
# split, kept as the brief asks
PLANNED = {"number": 4, "entity": 3, "direction": 4, "negation": 5, "roles": 4}
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# distinct top-level sections each draft draws on (at least); the pages'
# top-level sections are ## headings, and text above the first ## heading
# counts as the H1's section (the introduction).  See notes-a.md.
MIN_SECTIONS = {1: 4, 2: 3, 3: 4, 4: 4, 5: 2}
SECTION_LEVEL = 2
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
    ("HTML tag", re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^>]*)?>")),
    ("underscore emphasis", re.compile(r"(^|\s)_\w|\w_(\s|[.,;:]|$)")),
]
# words a summary should replace by a name
ADDRESS_RE = re.compile(r"\b(you|your|yours)\b|\bthis (command|module|package|library|document|page|section)\b", re.I)
NOT_PROSE_HEADS = re.compile(r"^(Synopsis|See Also)$", re.I)
LINK_DEF_RE = re.compile(r"^\s*\[[^\]]+\]:\s")

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return " ".join(s.split())


def strip_md(s):
    """Markdown markup read away: images and links to their text, HTML tags
    and autolinks removed, backslash escapes undone, the marks ` * _
    removed."""
    t = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r"\1", s)
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)
    t = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", t)
    t = re.sub(r"<[^<>\n]+>", "", t)                 # HTML tags (and <autolinks>, on both sides)
    t = re.sub(r"\\([\\`*_{}\[\]()#+\-.!|<>])", r"\1", t)
    return re.sub(r"[`*_]", "", t)


def fold(s):
    """Case and white space read away."""
    return norm(s).lower()


def loose(s):
    """Markup, case and white space read away."""
    return norm(strip_md(s)).lower()


def h1_title(raw):
    """(end offset of the H1 line, its text without markup) -- the pages
    have no front matter; the first line is '# Title'."""
    m = re.match(r"#[ \t]+(.+?)[ \t]*\n", raw)
    if not m:
        return 0, None
    return m.end(), norm(strip_md(m.group(1)))


def parse(raw):
    """Headings (offset, level, text) and fenced code spans (start, end).
    Fences may be indented (list items)."""
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    heads, fences = [], []
    fence = None
    for i, l in enumerate(lines):
        f = re.match(r"^\s*(`{3,}|~{3,})", l)
        if fence is not None:
            if f and f.group(1)[0] == fence[1]:
                fences.append((fence[0], offs[i] + len(l)))
                fence = None
            continue
        if f:
            fence = (offs[i], f.group(1)[0])
            continue
        m = re.match(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$", l)
        if m:
            heads.append((offs[i], len(m.group(1)), m.group(2).strip()))
    if fence is not None:
        fences.append((fence[0], len(raw)))
    return heads, fences


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


_ALL = None


def all_files():
    """Text of every file under the corpus root (relative path -> text)."""
    global _ALL
    if _ALL is None:
        _ALL = {}
        for dirpath, dirnames, filenames in os.walk(CORPUS_ROOT):
            dirnames.sort()
            for fn in sorted(filenames):
                full = os.path.join(dirpath, fn)
                rel = os.path.relpath(full, CORPUS_ROOT).replace(os.sep, "/")
                try:
                    with open(full, encoding="utf-8", errors="replace") as f:
                        _ALL[rel] = f.read()
                except OSError:
                    pass
    return _ALL


_VIEWS = {}


def others_of(path):
    """Three views (raw, folded, loose) of every file except `path`."""
    if path not in _VIEWS:
        _VIEWS[path] = [(k, v, fold(v), loose(v)) for k, v in all_files().items() if k != path]
    return _VIEWS[path]


def shared_in(text, others):
    """Files in which `text` occurs raw, folded or loose."""
    f, l = fold(text), loose(text)
    return [k for k, raw, fv, lv in others if text in raw or f in fv or l in lv]


def own_count(text, raw):
    """Largest number of times `text` occurs in its own page, over the
    three views."""
    return max(raw.count(text), fold(raw).count(fold(text)), loose(raw).count(loose(text)))


def split_sentences(text):
    out = []
    for piece in re.split(r"(?<=[.!?:])\s+", norm(text)):
        if out and re.search(r"(\b|\()(e\.g|i\.e|ie|eg|etc|vs)\.?,?$", out[-1]):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return out


def in_indented_code(raw, line_start):
    """True if the line at line_start is indented 4+ spaces (or a tab) and
    is not the continuation of a list item: walking up over blank and
    indented lines, the first line indented less than 4 must be a list
    item."""
    line = raw[line_start:raw.find("\n", line_start) if raw.find("\n", line_start) >= 0 else len(raw)]
    if not re.match(r"^( {4,}|\t)", line):
        return False
    pos = line_start
    while pos > 0:
        prev_end = pos - 1
        prev_start = raw.rfind("\n", 0, prev_end) + 1
        prev = raw[prev_start:prev_end]
        pos = prev_start
        if not prev.strip() or re.match(r"^( {4,}|\t)", prev):
            continue
        return not re.match(r"^\s*([-*+]|\d+\.)\s+", prev)
    return True


def prose_sentences(raw, path):
    """Page-specific prose sentences of 12-45 words: paragraphs outside code
    fences, not blockquotes, headings, tables or link reference
    definitions; list items taken one by one; a sentence counts if it
    occurs in no other file (loosely) and only once in its own page."""
    heads, fences = parse(raw)
    others = others_of(path)
    out = []
    o = 0
    for block in re.split(r"\n[ \t]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        h = heading_at(heads, a) or ""
        top = heading_at(heads, a, SECTION_LEVEL) or ""
        if NOT_PROSE_HEADS.match(top) or NOT_PROSE_HEADS.match(h):
            continue
        lines = [l for l in block.split("\n")
                 if not re.match(r"^\s*#{1,6}\s", l) and not LINK_DEF_RE.match(l)]
        if not lines or any(l.lstrip().startswith((">", "|", "<!--")) for l in lines):
            continue
        items, cur = [], []
        for line in lines:
            if re.match(r"^\s*([-*+]|\d+\.)\s+", line) and cur:
                items.append(" ".join(cur))
                cur = []
            cur.append(re.sub(r"^\s*([-*+]|\d+\.)\s+", "", line))
        items.append(" ".join(cur))
        for it in items:
            for sent in split_sentences(it):
                if (12 <= len(norm(strip_md(sent)).split()) <= 45 and not shared_in(sent, others)
                        and own_count(sent, raw) == 1):
                    out.append(sent)
    return out


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def node_package_version():
    if not shutil.which("dpkg-query"):
        return None
    try:
        r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "nodejs"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=False)
    except OSError:
        return None
    return r.stdout.decode("utf-8", "replace").strip() or None


def main():
    show_words = "--words" in sys.argv[1:]
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    print("corpus root: %s (%s)" % (CORPUS_ROOT, "found" if os.path.isdir(CORPUS_ROOT) else "MISSING"))
    if not os.path.isdir(CORPUS_ROOT):
        bad("corpus root not found: %s" % CORPUS_ROOT)
        return finish()
    if os.path.abspath(CORPUS_ROOT) == DEFAULT_ROOT:
        v = node_package_version()
        print("nodejs package version: %s" % (v or "unknown (dpkg-query missing; not tested)"))
        if v is not None and v != NODE_PACKAGE_VERSION:
            bad("nodejs package is %s, want %s" % (v, NODE_PACKAGE_VERSION))
    else:
        print("nodejs package version: not tested (corpus root is not %s)" % DEFAULT_ROOT)
    print("files under the corpus root: %d" % len(all_files()))
    paths = [d.get("path") for d in DOCS]
    if paths != USED:
        bad("documents/order differ from the pages used: %r (want %r)" % (paths, USED))
    if list(DRAFTS) != [FIRST_DRAFT + k for k in range(len(ASSIGNED))]:
        bad("DRAFTS %r differ from %r" % (DRAFTS, [FIRST_DRAFT + k for k in range(len(ASSIGNED))]))
    for p in paths:
        if p in AVOID:
            bad("%s is one of the pages used elsewhere" % p)
        if p not in ASSIGNED and p not in SPARES:
            bad("%s is neither an assigned page nor a spare" % p)

    def count_own(p):
        try:
            with open(os.path.join(CORPUS_ROOT, p), encoding="utf-8") as f:
                raw_p = f.read()
        except OSError as e:
            bad("cannot read %r (%s)" % (p, e))
            return None, 0, []
        return raw_p, len(raw_p.encode("utf-8")), prose_sentences(raw_p, p)

    # the replaced pages and the spares passed over
    for old, new in REPLACED.items():
        _, nb, own = count_own(old)
        print("replaced: %s: %d bytes, %d page-specific prose sentence(s) of 12-45 words (need 4): %s"
              % (old, nb, len(own), "; ".join(repr(norm(x)[:40]) for x in own) or "-"))
        if len(own) >= 4:
            bad("%s has %d page-specific sentences: the spare is not needed" % (old, len(own)))
        if new not in SPARES:
            bad("%s is not one of the brief's spares" % new)
            continue
        for sp in SPARES[:SPARES.index(new) + 1]:
            _, nb, own = count_own(sp)
            print("spare %d: %s: %d bytes, %d page-specific prose sentence(s) of 12-45 words%s"
                  % (SPARES.index(sp) + 1, sp, nb, len(own), " (used)" if sp == new else " (passed over)"))
            if sp != new and len(own) >= 4:
                bad("spare %s has %d page-specific sentences and comes before %s" % (sp, len(own), new))
    if len(set(REPLACED.values())) != len(REPLACED):
        bad("a spare is used twice")
    if not REPLACED:
        print("spares: none used")
    for k, p in enumerate(USED):
        d = FIRST_DRAFT + k
        raw_p, nb, own = count_own(p)
        if raw_p is None:
            continue
        print("d%02d: %s: %d bytes, %d page-specific prose sentence(s) of 12-45 words (need 4)%s"
              % (d, p, nb, len(own), " [spare]" if p in REPLACED.values() else ""))
        if len(own) < 4:
            bad("d%02d: %s has fewer than four such sentences" % (d, p))
    for di, doc in enumerate(DOCS):
        draft = DRAFTS[di] if di < len(DRAFTS) else FIRST_DRAFT + di
        path = doc.get("path")
        try:
            with open(os.path.join(CORPUS_ROOT, path), encoding="utf-8", newline="") as f:
                raw = f.read()
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        if "\r" in raw:
            bad("d%02d: document has carriage returns" % draft)
        others = others_of(path)
        heads, fences = parse(raw)
        h1_end, title = h1_title(raw)
        if title is None:
            bad("d%02d: %s does not start with an H1 title" % (draft, path))
        want = ("contributing", "Node.js", title)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != want:
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), *want))
        print("d%02d: draft heading: ## %s %s: %s" % (draft, doc.get("num"), doc.get("kind"), doc.get("title")))
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        used_secs = set()
        doc_tags = 0
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
            ce = j + len(end)
            nw = len(cut.split())
            if not 12 <= nw <= 45:
                bad("%s: %d words (want 12-45)" % (sid, nw))
            if re.search(r"\n[ \t\r]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
            if "\r" in cut:
                bad("%s: cut contains a carriage return" % sid)
            # not shared with any other file of the corpus, not repeated in its own page
            sh = shared_in(cut, others)
            if sh:
                bad("%s: cut occurs in another file: %s" % (sid, ", ".join(sh[:4])))
            if own_count(cut, raw) != 1:
                bad("%s: cut occurs %d times in its own page" % (sid, own_count(cut, raw)))
            for sent in split_sentences(cut):
                if len(sent.split()) >= 6:
                    sh = shared_in(sent, others)
                    if sh:
                        bad("%s: a sentence of the cut occurs in another file (%s): %r" % (sid, ", ".join(sh[:3]), sent[:80]))
                    if own_count(sent, raw) != 1:
                        bad("%s: a sentence of the cut occurs %d times in its own page: %r" % (sid, own_count(sent, raw), sent[:80]))
            for (a, b, other) in spans:
                if i < b and a < ce:
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, ce, sid))
            # prose only
            if i < h1_end:
                bad("%s: cut touches the H1 title line" % sid)
            for (fa, fb) in fences:
                if i < fb and fa < ce:
                    bad("%s: cut touches a fenced code block" % sid)
            if "```" in cut or "![" in cut or "<img" in cut or "<!--" in cut:
                bad("%s: cut contains a code fence, image or HTML comment" % sid)
            line_start = raw.rfind("\n", 0, i) + 1
            full = raw[line_start:ce]
            for ln in full.split("\n"):
                if re.match(r"^\s*\|", ln):
                    bad("%s: cut contains a table row" % sid)
                if re.match(r"^\s*>", ln):
                    bad("%s: cut sits in a blockquote" % sid)
                if re.match(r"^\s*#{1,6}\s", ln):
                    bad("%s: cut contains a heading line" % sid)
                if LINK_DEF_RE.match(ln):
                    bad("%s: cut contains a link reference definition" % sid)
            if in_indented_code(raw, line_start):
                bad("%s: cut starts inside an indented code block" % sid)
            for off, lv, t in heads:
                if i < off < ce:
                    bad("%s: cut crosses the heading %r" % (sid, t))
            actual = heading_at(heads, i)
            top = heading_at(heads, i, SECTION_LEVEL)
            if actual is None or top is None:
                bad("%s: cut sits before any heading" % sid)
            if NOT_PROSE_HEADS.match(top or "") or NOT_PROSE_HEADS.match(actual or ""):
                bad("%s: cut sits under %r" % (sid, top))
            if re.search(r"licen[cs]e|copyright", cut, re.I):
                bad("%s: cut mentions a licence or copyright" % sid)
            used_secs.add(top)
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits under %r" % (sid, s.get("section"), actual))
            print("%s  %2d words  [%s | ##: %s]  %s" % (sid, nw, actual, top, norm(cut)[:60].rstrip()))
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
                        doc_tags += 1
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
                    bad("%s %s: claim addresses the reader or says 'this document': %r" % (sid, k, claim))
                if k == "reworded" and not re.search(r"\bNode\.js\b", claim):
                    bad("%s reworded: claim does not name Node.js" % sid)
                if norm(claim) == norm(cut):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if claim in claims_seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, claims_seen[claim]))
                claims_seen[claim] = "%s %s" % (sid, k)
                if show_words and k in ("added", "overclaim"):
                    new = sorted(words_of(claim) - words_of(cut))
                    low = raw.lower()
                    indoc = [w for w in new if re.search(r"\b%s\b" % re.escape(w), low)]
                    notdoc = [w for w in new if w not in indoc]
                    print("    %s %s: in page: %s | not in page: %s" % (
                        sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        if doc_tags != 4:
            bad("d%02d: %d contradiction tags (want 4)" % (draft, doc_tags))
        want_secs = MIN_SECTIONS.get(draft, 3)
        if len(used_secs) < want_secs:
            bad("d%02d: %d distinct top-level sections (want at least %d)" % (draft, len(used_secs), want_secs))
        print("d%02d: top-level sections used: %s" % (draft, ", ".join(sorted(x or "?" for x in used_secs))))
    want_claims = 20 * len(ASSIGNED)
    print("claims: %d (want %d)" % (n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if dict(subk) != {t: n for t, n in PLANNED.items() if n}:
        bad("contradiction sub-kinds %s differ from the planned split %s" % (dict(subk), PLANNED))
    return finish()


def finish():
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
