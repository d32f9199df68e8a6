# -*- coding: utf-8 -*-
"""Self-check for review-claims-53 part A (drafts 1-5), stdlib only.

    python3 parts/check_part_a.py            # checks; exit 1 on any problem
    python3 parts/check_part_a.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the page and those that do not

Run from eval/review-claims-53 (or anywhere: paths are computed from this
file and the corpus root).  Adapted from review-claims-52's
parts/check_part_a.py (same checks, new pages, and the spare handling of
review-claims-52's parts/check_part_b.py): the Markdown documentation of
npm 11.19.1 under CORPUS_ROOT (default
/usr/lib/node_modules/npm/docs/content, overridable with the environment
variable RC53_CORPUS_ROOT).

Checks: the five assigned pages (ASSIGNED), with the spare
using-npm/removal.md in place of commands/npm-pack.md, in draft order
(USED); that each replaced page really has fewer than four page-specific
prose sentences of 12-45 words, that every spare before the chosen one in
the brief's list (SPARES) has fewer than four as well, and that the chosen
spare has four or more (all printed); none of the used pages is a page of
review-claims-51 or review-claims-52 (EARLIER_PAGES); the npm version in
the package.json two folders above the corpus root, when that file exists,
is 11.19.1; every used page has at least four page-specific prose
sentences of 12-45 words (printed per page); DRAFTS gives the draft number
of each DOCS entry; 4 sentences each; the start anchor occurs exactly once
in the raw page and the end anchor is found after it (the cut taken from
the start of the start anchor must equal the cut taken from its end, as a
build script cuts it); 12-45 words (whitespace split of the raw cut); no
blank line and no carriage return inside a cut; no overlapping cuts; the
cut is prose: not in the front matter, not inside a fenced code block
(fences may be indented, as in npm-install.md's list items), not under the
Synopsis or See Also headings, no heading line, table row, HTML comment,
image, "Default:"/"Type:"/"Alias:" line inside it, not in a blockquote (npm's
"> NOTE:" lines), not in an indented code block (an indented line counts as
a list item's continuation when the first less-indented non-blank line
above it is a list item); the cut occurs in no other file under the corpus
root (all three folders, every file), tested raw, with case and white space
read away, and with Markdown markup stripped (links and images read to their
text, the marks ` * _ removed, HTML tags removed, white space normalised,
case folded); as in review-claims-52: each sentence of 6+ words inside the
cut is tested the same way, so that a cut cannot be page-specific only
through a few words added to a shared sentence; the `section` field equals
the nearest heading above the cut ('#' marks dropped, other markup kept); at
least the number of distinct ### sections given in MIN_SECTIONS; all five
kinds present as (claim, note) tuples of non-empty strings; contradiction
notes start with one valid tag followed by a space, no other note starts
with a bracketed tag; four tags per document and the planned split over the
part (PLANNED); no markup in claims; claims are one clean line, start
upper-case, end with a full stop, have no double spaces, do not equal their
rationale, do not say "you"/"your"/"this command"/"this module"; every
reworded claim names npm; no duplicate claims; 20 claims per document; kind
"docs", num "npm" and title = the page's front-matter title.
"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_a import DOCS, DRAFTS  # noqa: E402

CORPUS_ROOT = os.environ.get("RC53_CORPUS_ROOT", "/usr/lib/node_modules/npm/docs/content")
NPM_VERSION = "11.19.1"
# the brief's pages, in draft order
ASSIGNED = [
    "commands/npm-doctor.md",
    "commands/npm-stage.md",
    "commands/npm-approve-scripts.md",
    "commands/npm-team.md",
    "commands/npm-pack.md",
]
# the brief's spares, in order; part A takes them from the start of the list
SPARES = [
    "commands/npm-docs.md",
    "commands/npm-bugs.md",
    "using-npm/removal.md",
    "commands/npm-logout.md",
    "commands/npm-star.md",
]
# npm-pack's Description has three sentences (46, 17 and 12 words), each a
# paragraph of its own, and the rest of the page is code or copied option
# texts, so it has two page-specific sentences of 12-45 words.  The first two
# spares have one each; the third, using-npm/removal.md, has six and takes
# npm-pack's place as draft 05.
REPLACED = {"commands/npm-pack.md": "using-npm/removal.md"}
USED = [REPLACED.get(p, p) for p in ASSIGNED]
# the pages of review-claims-51 and review-claims-52 (their READMEs and
# sources.txt), which this set must not use
EARLIER_PAGES = [
    # review-claims-51
    "commands/npm-install.md", "commands/npm-ci.md", "commands/npm-audit.md",
    "commands/npm-publish.md", "commands/npm-exec.md", "commands/npm-link.md",
    "commands/npm-ls.md", "commands/npm-outdated.md", "commands/npm-update.md",
    "commands/npm-version.md", "configuring-npm/folders.md",
    "configuring-npm/npmrc.md", "configuring-npm/package-json.md",
    "configuring-npm/package-lock-json.md", "using-npm/scope.md",
    "using-npm/scripts.md", "using-npm/workspaces.md", "using-npm/developers.md",
    "using-npm/registry.md", "using-npm/dependency-selectors.md",
    # review-claims-52
    "commands/npx.md", "commands/npm-dedupe.md", "commands/npm-query.md",
    "commands/npm-trust.md", "commands/npm-init.md", "commands/npm-diff.md",
    "commands/npm-pkg.md", "commands/npm-config.md", "commands/npm-run.md",
    "commands/npm-view.md", "commands/npm-rebuild.md", "commands/npm-prune.md",
    "commands/npm.md", "commands/npm-install-scripts.md",
    "commands/npm-dist-tag.md", "commands/npm-token.md",
    "commands/npm-unpublish.md", "commands/npm-uninstall.md",
    "using-npm/logging.md", "using-npm/package-spec.md",
]
FIRST_DRAFT = 1
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
# the split planned before writing (notes-a.md): review-claims-52 part A's
# split, kept as the brief asks
PLANNED = {"number": 4, "entity": 3, "direction": 4, "negation": 5, "roles": 4}
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# distinct ### sections each draft draws on (at least).  npm-doctor.md's
# page-specific prose is all under ### Description (its checks are ####
# sections inside it; Configuration is one copied option), so draft 1 draws
# on one ### section (and on four of its parts).  npm-approve-scripts.md has
# exactly four page-specific passages that make cuts, all under ###
# Description, so draft 3 draws on one.  npm-team.md has prose under ###
# Description and ### Details: draft 4 draws on two.  removal.md's prose of
# 12-45 words is all under ### More Severe Uninstalling (the Synopsis lines
# are 6 and 11 words and sit under Synopsis), so draft 5 draws on one.
# Draft 2 (npm-stage.md) draws on three.
MIN_SECTIONS = {1: 1, 2: 3, 3: 1, 4: 2, 5: 1}
SECTION_LEVEL = 3   # the pages' top-level sections are ### headings
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
# words a summary should replace by the command's name
ADDRESS_RE = re.compile(r"\b(you|your|yours)\b|\bthis (command|module|package|library)\b", re.I)
NOT_PROSE_HEADS = re.compile(r"^(Synopsis|See Also)$", re.I)

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


def front_matter(raw):
    """(end offset of the front matter, its title) -- ('---' lines)."""
    m = re.match(r"---\n(.*?)\n---\n", raw, re.S)
    if not m:
        return 0, None
    t = re.search(r"^title:\s*(.+?)\s*$", m.group(1), re.M)
    return m.end(), (t.group(1) if t else None)


def parse(raw):
    """Headings (offset, level, text) and fenced code spans (start, end),
    front matter skipped.  Fences may be indented (list items)."""
    fm_end, _ = front_matter(raw)
    lines = raw.split("\n")
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    heads, fences = [], []
    fence = None
    for i, l in enumerate(lines):
        if offs[i] < fm_end:
            continue
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
    """Page-specific prose sentences of 12-45 words: paragraphs after the
    front matter, outside code fences, not under Synopsis / See Also, not
    blockquotes, headings, tables or Default:/Type: lines; list items taken
    one by one; a sentence counts if it occurs in no other file (loosely)."""
    heads, fences = parse(raw)
    fm_end, _ = front_matter(raw)
    others = others_of(path)
    out = []
    o = 0
    for block in re.split(r"\n[ \t]*\n", raw):
        a = raw.find(block, o)
        o = a + len(block)
        if a < fm_end or any(fa <= a < fb for fa, fb in fences) or "```" in block:
            continue
        h = heading_at(heads, a) or ""
        top = heading_at(heads, a, SECTION_LEVEL) or ""
        if NOT_PROSE_HEADS.match(top) or NOT_PROSE_HEADS.match(h):
            continue
        lines = [l for l in block.split("\n") if not re.match(r"^\s*#{1,6}\s", l)]
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
            if re.match(r"^(Default|Type|Alias|DEPRECATED):", it.strip()):
                continue
            for sent in split_sentences(it):
                if 12 <= len(norm(strip_md(sent)).split()) <= 45 and not shared_in(sent, others):
                    out.append(sent)
    return out


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def main():
    show_words = "--words" in sys.argv[1:]
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    print("corpus root: %s (%s)" % (CORPUS_ROOT, "found" if os.path.isdir(CORPUS_ROOT) else "MISSING"))
    if not os.path.isdir(CORPUS_ROOT):
        bad("corpus root not found: %s" % CORPUS_ROOT)
        return finish()
    pj = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(CORPUS_ROOT))), "package.json")
    if os.path.isfile(pj):
        with open(pj, encoding="utf-8") as f:
            meta = json.load(f)
        print("npm version: %s (%s)" % (meta.get("version"), pj))
        if meta.get("name") != "npm" or meta.get("version") != NPM_VERSION:
            bad("package.json at %s is %s %s, want npm %s" % (pj, meta.get("name"), meta.get("version"), NPM_VERSION))
    else:
        print("npm version: no package.json at %s (not tested)" % pj)
    print("files under the corpus root: %d" % len(all_files()))
    paths = [d.get("path") for d in DOCS]
    if paths != USED:
        bad("documents/order differ from the pages used: %r (want %r)" % (paths, USED))
    if list(DRAFTS) != [FIRST_DRAFT + k for k in range(len(ASSIGNED))]:
        bad("DRAFTS %r differ from %r" % (DRAFTS, [FIRST_DRAFT + k for k in range(len(ASSIGNED))]))
    for p in paths:
        if p in EARLIER_PAGES:
            bad("%s is a page of review-claims-51 or -52" % p)

    def own_count(p):
        try:
            with open(os.path.join(CORPUS_ROOT, p), encoding="utf-8") as f:
                raw_p = f.read()
        except OSError as e:
            bad("cannot read %r (%s)" % (p, e))
            return None, 0, []
        return raw_p, len(raw_p.encode("utf-8")), prose_sentences(raw_p, p)

    # the replaced pages and the spares passed over
    for old, new in REPLACED.items():
        _, nb, own = own_count(old)
        print("replaced: %s: %d bytes, %d page-specific prose sentence(s) of 12-45 words (need 4): %s"
              % (old, nb, len(own), "; ".join(repr(norm(x)[:40]) for x in own) or "-"))
        if len(own) >= 4:
            bad("%s has %d page-specific sentences: the spare is not needed" % (old, len(own)))
        if new not in SPARES:
            bad("%s is not one of the brief's spares" % new)
            continue
        for sp in SPARES[:SPARES.index(new) + 1]:
            _, nb, own = own_count(sp)
            print("spare %d: %s: %d bytes, %d page-specific prose sentence(s) of 12-45 words%s"
                  % (SPARES.index(sp) + 1, sp, nb, len(own), " (used)" if sp == new else " (passed over)"))
            if sp != new and len(own) >= 4:
                bad("spare %s has %d page-specific sentences and comes before %s" % (sp, len(own), new))
    if len(set(REPLACED.values())) != len(REPLACED):
        bad("a spare is used twice")
    for k, p in enumerate(USED):
        d = FIRST_DRAFT + k
        raw_p, nb, own = own_count(p)
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
        fm_end, title = front_matter(raw)
        want = ("docs", "npm", title)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != want:
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), *want))
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
            # not shared with any other file of the corpus
            sh = shared_in(cut, others)
            if sh:
                bad("%s: cut occurs in another file: %s" % (sid, ", ".join(sh[:4])))
            for sent in split_sentences(cut):
                if len(sent.split()) >= 6:
                    sh = shared_in(sent, others)
                    if sh:
                        bad("%s: a sentence of the cut occurs in another file (%s): %r" % (sid, ", ".join(sh[:3]), sent[:80]))
            for (a, b, other) in spans:
                if i < b and a < ce:
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, ce, sid))
            # prose only
            if i < fm_end:
                bad("%s: cut sits in the front matter" % sid)
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
                if re.match(r"^\s*([-*+]\s+)?(Default|Type|Alias|DEPRECATED):", ln):
                    bad("%s: cut contains a Default:/Type: line" % sid)
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
            print("%s  %2d words  [%s | ###: %s]  %s" % (sid, nw, actual, top, norm(cut)[:60].rstrip()))
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
                if not claim[:1].isupper() and not re.match(r"npm\b", claim):
                    bad("%s %s: claim does not start upper-case (or with 'npm'): %r" % (sid, k, claim[:30]))
                if not claim.endswith("."):
                    bad("%s %s: claim does not end with a full stop" % (sid, k))
                if ADDRESS_RE.search(claim):
                    bad("%s %s: claim addresses the reader or says 'this command': %r" % (sid, k, claim))
                if k == "reworded" and not re.search(r"\bnpm\b", claim):
                    bad("%s reworded: claim does not name npm" % sid)
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
            bad("d%02d: %d distinct ### sections (want at least %d)" % (draft, len(used_secs), want_secs))
        print("d%02d: ### sections used: %s" % (draft, ", ".join(sorted(x or "?" for x in used_secs))))
    want_claims = 20 * len(DOCS)
    print("claims: %d (want %d)" % (n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    if dict(subk) != {t: n for t, n in PLANNED.items() if n}:
        bad("contradiction sub-kinds %s differ from the planned split %s" % (dict(subk), PLANNED))
    print("spare used: %s" % ", ".join("%s (for %s)" % (n, o) for o, n in REPLACED.items()))
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
