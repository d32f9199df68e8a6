# -*- coding: utf-8 -*-
"""Self-check for review-claims-54 part D (drafts 16-20), stdlib only.

    python3 parts/check_part_d.py            # checks; exit 1 on any problem
    python3 parts/check_part_d.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the page and those that do not

Run from eval/review-claims-54 (or anywhere: paths are computed from this
file and the corpus root).  review-claims-53's parts/check_part_d.py with the
set's name, RC54_CORPUS_ROOT, the corpus, the assigned pages, the spares and
the per-sentence plan of the contradiction tags changed, for review-claims-54's
part D: the Markdown contributor guides of Node.js as installed on this
machine by the Debian package nodejs, under CORPUS_ROOT (default
/usr/share/doc/nodejs/contributing, overridable with the environment variable
RC54_CORPUS_ROOT).

What changed from the template, besides names:
- the pages have no front matter: the title is the page's H1 heading with its
  markup read away, and the draft heading is "## Node.js contributing:
  <title>" (kind "contributing", num "Node.js"); the draft's first line is
  "# Notes on Node.js contributing";
- the pages' top-level sections are ## headings (SECTION_LEVEL 2);
- no heading is excluded as a whole (the pages have no Synopsis,
  Configuration or See Also); instead reference-link definitions
  ("[x]: url") and footnote lines ("[^1]: ...") are refused in a cut, as
  are blockquotes, tables, HTML comments and code;
- the version of the Debian package nodejs is tested (dpkg-query) when the
  corpus root is the default one;
- no page used may be one of the pages the brief reserves for other parts
  (AVOID), and a spare may only be used for a page that has fewer than four
  page-specific sentences, the first fitting one in the brief's order;
- uniqueness inside the page: the cut, and every sentence of six words or
  more inside it, must occur only once in its own page (folded and with
  Markdown stripped), besides occurring in no other file under the root;
- every reworded claim names Node.js or the page's subject (SUBJECT);
  "you", "your", "this document", "this guide" are refused in claims.

Everything else is the template's: the assigned pages in draft order, four
sentences each; start anchor exactly once in the raw page, end anchor after
it; 12-45 words; no blank line and no carriage return inside a cut; no
overlapping cuts; prose only (not inside a fenced code block, no heading
line, table row, HTML comment, image, blockquote, indented code block); the
cut and each sentence of 6+ words inside it occur in no other file under the
corpus root (every file), raw, with case and white space read away, and with
Markdown stripped; the `section` field equals the nearest heading above the
cut; MIN_SECTIONS / MIN_HEADS; five kinds as (claim, note) tuples;
contradiction tags by plan (PLAN) and split (PLANNED); claim hygiene (no
markup, one line, upper-case start, full stop, no double spaces, not equal to
the rationale, no duplicates); 20 claims per document; kind, num and title.
"""
import collections
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_d import DOCS, DRAFTS  # noqa: E402

DEFAULT_ROOT = "/usr/share/doc/nodejs/contributing"
CORPUS_ROOT = os.environ.get("RC54_CORPUS_ROOT", DEFAULT_ROOT)
NODEJS_DEB_VERSION = "20.20.2-1nodesource1+repack1"
ASSIGNED = [
    "maintaining/maintaining-V8.md",
    "maintaining/maintaining-dependencies.md",
    "maintaining/maintaining-openssl.md",
    "maintaining/maintaining-icu.md",
    "maintaining/maintaining-types-for-nodejs.md",
]
# The brief's spares for part D, in order; used only for a page that lacks
# four page-specific sentences.
SPARES = [
    "maintaining/maintaining-http.md",
    "maintaining/maintaining-web-assembly.md",
]
SPARE_START = 0
# every assigned page has four or more page-specific sentences: no spare
REPLACED = {}
USED = [REPLACED.get(p, p) for p in ASSIGNED]
# pages the brief reserves for other parts: never used here
AVOID = [
    "pull-requests.md", "collaborator-guide.md", "writing-tests.md",
    "releases.md", "technical-values.md", "primordials.md",
    "using-internal-errors.md", "backporting-to-release-lines.md",
]
FIRST_DRAFT = 16
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
# review-claims-53 part D's split, kept; planned over the 20 sentences before
# writing (notes-d.md), sentence by sentence:
PLANNED = {"number": 3, "entity": 3, "direction": 4, "negation": 6, "roles": 4}
PLAN = {
    16: ["direction", "number", "roles", "entity"],
    17: ["negation", "roles", "entity", "roles"],
    18: ["negation", "number", "negation", "roles"],
    19: ["negation", "direction", "number", "direction"],
    20: ["entity", "negation", "direction", "negation"],
}
# the page's subject: a reworded claim must name Node.js or it
SUBJECT = {
    16: r"\bV8\b",
    17: r"\bdependenc(y|ies)\b",
    18: r"\bOpenSSL\b",
    19: r"\bICU\b",
    20: r"\btypes?\b|\bTypeScript\b",
}
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# distinct ## sections (the H1 counts as the section of the intro) and
# distinct nearest headings (any level) each draft draws on.  OpenSSL (18)
# has little prose of its own outside the intro, ## Requirements and ## 3.
# Check diffs (two cuts there); ICU (19) has two cuts under ## Release
# schedule (one directly, one under ### V8 depends on ICU).
MIN_SECTIONS = {16: 4, 17: 4, 18: 3, 19: 3, 20: 4}
MIN_HEADS = {16: 4, 17: 4, 18: 3, 19: 4, 20: 4}
SECTION_LEVEL = 2   # the pages' top-level sections are ## headings
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(|\[\^")),
    ("backslash", re.compile(r"\\")),
    ("HTML tag", re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^>]*)?>")),
    ("underscore emphasis", re.compile(r"(^|\s)_\w|\w_(\s|[.,;:]|$)")),
]
# words a summary should replace by the thing they stand for
ADDRESS_RE = re.compile(r"\b(you|your|yours)\b|\bthis (document|guide|page)\b", re.I)
# no heading of these pages is excluded as a whole
NOT_PROSE_HEADS = re.compile(r"^$")
# reference-link definitions and footnotes
REFDEF_RE = re.compile(r"^\s*\[[^\]]+\]:")

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return " ".join(s.split())


def strip_md(s):
    """Markdown markup read away: images and links to their text, HTML tags
    removed, the marks ` * _ removed."""
    t = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r"\1", s)
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)
    t = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", t)
    t = re.sub(r"<[^<>\n]+>", "", t)                 # HTML tags (and <placeholders>, on both sides)
    return re.sub(r"[`*_]", "", t)


def fold(s):
    """Case and white space read away."""
    return norm(s).lower()


def loose(s):
    """Markup, case and white space read away."""
    return norm(strip_md(s)).lower()


def h1_title(raw):
    """(offset after the H1 line, the H1 text with its markup read away)."""
    m = re.search(r"^#[ \t]+(.+?)[ \t]*#*[ \t]*$", raw, re.M)
    if not m:
        return 0, None
    t = norm(strip_md(m.group(1)))
    t = t.replace("[", "").replace("]", "")
    return m.end(), t


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
    """How often `text` occurs in its own page, folded and loose (the larger)."""
    return max(fold(raw).count(fold(text)), loose(raw).count(loose(text)))


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
    fences, not blockquotes, headings, tables, HTML comments or reference
    definitions; list items taken one by one; a sentence counts if it occurs
    in no other file (loosely) and once in its own page."""
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
        lines = [l for l in block.split("\n") if not re.match(r"^\s*#{1,6}\s", l)]
        if not lines or any(l.lstrip().startswith((">", "|", "<!--")) or REFDEF_RE.match(l) for l in lines):
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


def deb_version():
    try:
        r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "nodejs"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return r.stdout.decode().strip() or None if r.returncode == 0 else None


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
        v = deb_version()
        print("nodejs package version: %s" % v)
        if v is not None and v != NODEJS_DEB_VERSION:
            bad("Debian package nodejs is %s, want %s" % (v, NODEJS_DEB_VERSION))
    else:
        print("nodejs package version: corpus root is not the default (not tested)")
    print("files under the corpus root: %d" % len(all_files()))
    paths = [d.get("path") for d in DOCS]
    if paths != USED:
        bad("documents/order differ from the assigned pages (with any spare in place): %r (want %r)" % (paths, USED))
    if list(DRAFTS) != [FIRST_DRAFT + k for k in range(len(ASSIGNED))]:
        bad("DRAFTS %r differ from %r" % (DRAFTS, [FIRST_DRAFT + k for k in range(len(ASSIGNED))]))
    for p in paths:
        if p in AVOID or os.path.basename(p or "") in AVOID:
            bad("%s is a page the brief reserves for other parts" % p)
        if p not in ASSIGNED and p not in SPARES:
            bad("%s is neither an assigned page nor a spare" % p)
    # page-specific sentences: the assigned pages and the spares
    own_n = {}
    for p in ASSIGNED + [sp for sp in SPARES if sp not in ASSIGNED]:
        try:
            with open(os.path.join(CORPUS_ROOT, p), encoding="utf-8") as f:
                own_n[p] = len(prose_sentences(f.read(), p))
        except OSError as e:
            own_n[p] = None
            if p in paths:
                bad("cannot read %r (%s)" % (p, e))
    for k, p in enumerate(ASSIGNED):
        d = FIRST_DRAFT + k
        print("d%02d: %s: %s page-specific prose sentence(s) of 12-45 words (need 4)%s"
              % (d, p, own_n.get(p), " -> replaced by %s (%s)" % (REPLACED[p], own_n.get(REPLACED[p])) if p in REPLACED else ""))
        if p in REPLACED:
            if own_n.get(p) is not None and own_n[p] >= 4:
                bad("d%02d: %s has %d such sentences: the spare is not needed" % (d, p, own_n[p]))
        elif (own_n.get(p) or 0) < 4:
            bad("d%02d: %s has fewer than four such sentences" % (d, p))
    order = SPARES[SPARE_START:] + SPARES[:SPARE_START]
    fit = [sp for sp in order if (own_n.get(sp) or 0) >= 4 and sp not in ASSIGNED]
    print("spares (not used unless needed): %s" % ", ".join("%s (%s)" % (sp, own_n.get(sp)) for sp in order))
    for i, (old, new) in enumerate(REPLACED.items()):
        if new not in SPARES:
            bad("%s is not one of the brief's spares" % new)
        elif not fit or new != fit[i]:
            bad("spare %s is not the first fitting spare (%r)" % (new, fit[:1]))
    for sp in SPARES:
        if sp in paths and sp not in REPLACED.values():
            bad("the spare %s is used but not listed in REPLACED" % sp)
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
        want = ("contributing", "Node.js", title)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != want:
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), *want))
        if sum(1 for _, lv, _t in heads if lv == 1) != 1:
            bad("d%02d: the page has not exactly one H1 heading" % draft)
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        spans = []
        used_secs = set()
        used_heads = set()
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
            # not shared with any other file of the corpus, not twice in its page
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
                bad("%s: cut sits in the H1 heading or before it" % sid)
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
                if REFDEF_RE.match(ln):
                    bad("%s: cut contains a reference definition or footnote line" % sid)
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
            used_heads.add(actual)
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
                        want_tag = PLAN.get(draft, [None] * 4)[si - 1] if si <= 4 else None
                        if m.group(1) != want_tag:
                            bad("%s contradiction: tag %s, planned %s" % (sid, m.group(1), want_tag))
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
                if not claim[:1].isupper() and not re.match(r"(npm|make|git)\b", claim):
                    bad("%s %s: claim does not start upper-case: %r" % (sid, k, claim[:30]))
                if not claim.endswith("."):
                    bad("%s %s: claim does not end with a full stop" % (sid, k))
                if ADDRESS_RE.search(claim):
                    bad("%s %s: claim addresses the reader or says 'this document': %r" % (sid, k, claim))
                if k == "reworded" and not re.search(r"\bNode\.js\b|" + SUBJECT.get(draft, r"$^"), claim):
                    bad("%s reworded: claim names neither Node.js nor the page's subject" % sid)
                if norm(claim) == norm(cut):
                    bad("%s %s: claim equals its rationale" % (sid, k))
                if claim in claims_seen:
                    bad("%s %s: duplicate claim (also %s)" % (sid, k, claims_seen[claim]))
                claims_seen[claim] = "%s %s" % (sid, k)
                if show_words and k in ("added", "overclaim"):
                    new = sorted(words_of(claim) - words_of(cut))
                    low = raw.lower()
                    indoc = [w for w in new if w in low]
                    notdoc = [w for w in new if w not in low]
                    print("    %s %s: in page: %s | not in page: %s" % (
                        sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        if doc_tags != 4:
            bad("d%02d: %d contradiction tags (want 4)" % (draft, doc_tags))
        want_secs = MIN_SECTIONS.get(draft, 3)
        if len(used_secs) < want_secs:
            bad("d%02d: %d distinct ## sections (want at least %d)" % (draft, len(used_secs), want_secs))
        want_heads = MIN_HEADS.get(draft, 3)
        if len(used_heads) < want_heads:
            bad("d%02d: %d distinct nearest headings (want at least %d)" % (draft, len(used_heads), want_heads))
        print("d%02d: ## sections used: %s; nearest headings: %d" % (
            draft, ", ".join(sorted(x or "?" for x in used_secs)), len(used_heads)))
        print("d%02d: draft heading: ## %s %s: %s" % (draft, doc.get("num"), doc.get("kind"), doc.get("title")))
    want_claims = 20 * len(DOCS)
    print("claims: %d (want %d)" % (n_claims, want_claims))
    if n_claims != want_claims or len(DOCS) != 5:
        bad("claims: %d (want 100 over 5 documents)" % n_claims)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if dict(subk) != {t: n for t, n in PLANNED.items() if n}:
        bad("contradiction sub-kinds %s differ from the planned split %s" % (dict(subk), PLANNED))
    print("spare used: %s" % ("; ".join("%s for %s" % (n, o) for o, n in REPLACED.items()) or "none"))
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
