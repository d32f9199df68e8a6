# -*- coding: utf-8 -*-
"""Self-check for review-claims-51 part D (drafts 16-20), stdlib only.

    python3 parts/check_part_d.py            # checks; exit 1 on any problem
    python3 parts/check_part_d.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the page and those that do not

Run from eval/review-claims-51.  The corpus is npm's own Markdown
documentation as installed on this machine (npm 11.19.1):
CORPUS_ROOT = $RC51_CORPUS_ROOT or /usr/lib/node_modules/npm/docs/content.

Checks: the five assigned pages in draft order (the spare,
using-npm/removal.md, is printed as not used); DRAFTS is 16-20; kind "docs",
num "npm" and title = the page's front-matter `title:`; 4 sentences per
page; the start anchor occurs exactly once in the raw page and the end
anchor is found after it (the cut taken from the start of the start anchor
must equal the one taken from its end, as build_gold.py cuts it); 12-45
words (whitespace split of the raw cut); no blank line and no carriage
return in a cut; no overlapping cuts; prose only: not in the front matter,
not in or across a fenced code block, not in an indented code block or a
blockquote, no heading line, table row, HTML comment, image or code fence
inside, not under a "See Also" or "Synopsis" section, not a "Default:" or
"Type:" line; the `section` field equals the nearest heading above the cut
('#' marks dropped, other markup kept); at least three distinct ##/###
sections per page; THE SHARING RULE: no cut occurs in any other file under
CORPUS_ROOT (all three folders), tested with case and white space read away
and again with Markdown markup stripped (links and autolinks read away, the
marks ` * _ removed, list markers dropped); all five kinds present as
(claim, note) tuples of non-empty strings; contradiction notes start with
one valid tag and a space, no other note starts with a bracketed tag; no
markup in claims (check_gold.py's list plus HTML tags); claims are one
clean line, do not start with a lower-case letter, end with a full stop,
have no double spaces, do not equal their rationale, do not say
"you"/"your"; every reworded claim names npm; no duplicate claims; 20
claims per page; the contradiction sub-kind counts lie in the brief's
ranges (number 3-4, entity 2-3, direction 4, negation 5-6, roles 3-4).
"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from part_d import DOCS, DRAFTS  # noqa: E402

CORPUS_ROOT = os.environ.get("RC51_CORPUS_ROOT", "/usr/lib/node_modules/npm/docs/content")
ASSIGNED = [
    "using-npm/scripts.md",
    "using-npm/workspaces.md",
    "using-npm/developers.md",
    "using-npm/registry.md",
    "using-npm/dependency-selectors.md",
]
SPARE = "using-npm/removal.md"   # not used (every assigned page gives four)
FIRST_DRAFT = 16
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RANGE = {"number": (3, 4), "entity": (2, 3), "direction": (4, 4),
             "negation": (5, 6), "roles": (3, 4)}
TAG_RE = re.compile(r"^\[(%s)\] \S" % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
MARKUP = [
    ("backtick", re.compile(r"`")),
    ("asterisk", re.compile(r"\*")),
    ("url", re.compile(r"https?://|www\.", re.I)),
    ("reST role", re.compile(r":[a-z]+:`|:(pep|ref|mod|func|rfc|math):", re.I)),
    ("link/footnote syntax", re.compile(r"\]_|\[#|`_|<https?:|\]\(")),
    ("backslash", re.compile(r"\\")),
    ("HTML tag", re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^>]*)?>")),
]
ADDRESS_RE = re.compile(r"\b(you|your|yours)\b", re.I)

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return " ".join(s.split()).lower()


def strip_md(s):
    """Markdown read away: images/links -> their text, autolinks -> the URL,
    HTML tags dropped, the marks ` * _ removed, list markers dropped, then
    white space normalised and case folded."""
    t = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", s)
    t = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", t)
    t = re.sub(r"<(https?://[^>]+)>", r"\1", t)
    t = re.sub(r"<[^>]+>", "", t)
    t = re.sub(r"[`*_]", "", t)
    t = re.sub(r"^\s*([-*+]|\d+\.)\s+", "", t, flags=re.M)
    return norm(t)


def read(rel):
    with open(os.path.join(CORPUS_ROOT, rel), encoding="utf-8", newline="") as f:
        return f.read()


_ALL = None


def all_files():
    """Every file under CORPUS_ROOT (relative path -> (normalised, stripped))."""
    global _ALL
    if _ALL is None:
        _ALL = {}
        for dp, dn, fn in os.walk(CORPUS_ROOT):
            for f in fn:
                full = os.path.join(dp, f)
                rel = os.path.relpath(full, CORPUS_ROOT)
                try:
                    with open(full, encoding="utf-8", errors="replace") as fh:
                        txt = fh.read()
                except OSError:
                    continue
                _ALL[rel] = (norm(txt), strip_md(txt))
    return _ALL


def front_matter(raw):
    """(end offset of the front matter, its title) or (0, None)."""
    m = re.match(r"---\n(.*?)\n---\n", raw, re.S)
    if not m:
        return 0, None
    t = re.search(r"^title:\s*(.+?)\s*$", m.group(1), re.M)
    return m.end(), (t.group(1).strip("'\"") if t else None)


def parse(raw, fm_end):
    """Headings (offset, level, text) and fenced code spans, after the front
    matter."""
    heads, fences = [], []
    o = 0
    fence_start = None
    for line in raw.split("\n"):
        if o >= fm_end:
            if re.match(r"^ {0,3}(```|~~~)", line):
                if fence_start is None:
                    fence_start = o
                else:
                    fences.append((fence_start, o + len(line)))
                    fence_start = None
            elif fence_start is None:
                m = re.match(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$", line)
                if m:
                    heads.append((o, len(m.group(1)), m.group(2).strip()))
        o += len(line) + 1
    if fence_start is not None:
        fences.append((fence_start, len(raw)))
    return heads, fences


def heading_at(heads, pos, max_level=6):
    name = None
    for off, lv, t in heads:
        if off <= pos and lv <= max_level:
            name = t
    return name


def words_of(s):
    return set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s))


def main():
    show_words = "--words" in sys.argv[1:]
    print("corpus root: %s (%s)" % (CORPUS_ROOT, "found" if os.path.isdir(CORPUS_ROOT) else "MISSING"))
    try:
        with open(os.path.join(os.path.dirname(os.path.dirname(CORPUS_ROOT)), "package.json"), encoding="utf-8") as f:
            print("npm version: %s" % json.load(f).get("version"))
    except (OSError, ValueError):
        print("npm version: (package.json not found)")
    paths = [d.get("path") for d in DOCS]
    if paths != ASSIGNED:
        bad("documents/order differ from the assignment: %r" % paths)
    if list(DRAFTS) != list(range(FIRST_DRAFT, FIRST_DRAFT + len(ASSIGNED))):
        bad("DRAFTS %r (want 16-20)" % (DRAFTS,))
    others_all = all_files()
    claims_seen = {}
    subk = collections.Counter()
    n_claims = 0
    for di, doc in enumerate(DOCS):
        draft = DRAFTS[di] if di < len(DRAFTS) else FIRST_DRAFT + di
        path = doc.get("path")
        try:
            raw = read(path)
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        if "\r" in raw:
            bad("d%02d: page has carriage returns" % draft)
        fm_end, title = front_matter(raw)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != ("docs", "npm", title):
            bad("d%02d: heading %r/%r/%r, want 'docs'/'npm'/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), title))
        heads, fences = parse(raw, fm_end)
        others = {k: v for k, v in others_all.items() if k != path}
        sents = doc.get("sentences", [])
        if len(sents) != 4:
            bad("d%02d: %d sentences (want 4)" % (draft, len(sents)))
        print("d%02d  %s  (%d bytes)  title: %s" % (draft, path, len(raw.encode("utf-8")), title))
        spans = []
        used_top = set()
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
            e = j + len(end)
            nw = len(cut.split())
            if not 12 <= nw <= 45:
                bad("%s: %d words (want 12-45)" % (sid, nw))
            if re.search(r"\n[ \t\r]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
            if "\r" in cut:
                bad("%s: cut contains a carriage return" % sid)
            for (a, b, other) in spans:
                if i < b and a < e:
                    bad("%s: cut overlaps %s" % (sid, other))
            spans.append((i, e, sid))
            # prose only
            if i < fm_end:
                bad("%s: cut sits in the front matter" % sid)
            for (fa, fb) in fences:
                if i < fb and fa < e:
                    bad("%s: cut touches a fenced code block" % sid)
            if "```" in cut or "![" in cut or "<img" in cut or "<!--" in cut:
                bad("%s: cut contains a code fence, image or HTML comment" % sid)
            if re.search(r"(^|\n)\s*\|", cut):
                bad("%s: cut contains a table row" % sid)
            line_start = raw.rfind("\n", 0, i) + 1
            before = raw[line_start:i]
            if before.lstrip().startswith("|"):
                bad("%s: cut starts inside a table row" % sid)
            if before.lstrip().startswith(">") or re.search(r"\n\s*>", cut):
                bad("%s: cut sits in a blockquote" % sid)
            if re.match(r"^#{1,6}\s", before.lstrip()):
                bad("%s: cut sits in a heading line" % sid)
            prev_end = line_start - 1
            prev = raw[raw.rfind("\n", 0, max(prev_end, 0)) + 1:max(prev_end, 0)] if prev_end > 0 else ""
            if re.match(r"^( {4,}|\t)", raw[line_start:i + 1]) and (not prev.strip() or re.match(r"^( {4,}|\t)", prev)):
                bad("%s: cut starts inside an indented code block" % sid)
            for off, lv, t in heads:
                if i < off < e:
                    bad("%s: cut crosses the heading %r" % (sid, t))
            if re.match(r"^\s*([-*+]\s+)?\**(Default|Type)\**:", before + cut):
                bad("%s: cut is a Default:/Type: line" % sid)
            actual = heading_at(heads, i)
            top = heading_at(heads, i, 3)
            if actual is None or top is None:
                bad("%s: cut sits before any heading" % sid)
            if re.match(r"^(see also|synopsis)$", (top or "").strip(), re.I):
                bad("%s: cut sits under %r" % (sid, top))
            if s.get("section") != actual:
                bad("%s: section field %r, cut sits under %r" % (sid, s.get("section"), actual))
            used_top.add(top)
            # the sharing rule: in no other file under the corpus root
            ncut, scut = norm(cut), strip_md(cut)
            shared = sorted(k for k, (nv, sv) in others.items() if ncut in nv or scut in sv)
            if shared:
                bad("%s: cut occurs in another file: %s" % (sid, ", ".join(shared[:4])))
            print("  %s  %2d words  [%s | %s]  shared: %s  %s" % (
                sid, nw, actual, top, len(shared), " ".join(cut.split())[:50]))
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
                        bad("%s contradiction: note lacks a valid tag: %r" % (sid, note[:40]))
                    else:
                        subk[m.group(1)] += 1
                elif ANY_TAG_RE.match(note):
                    bad("%s %s: non-contradiction note starts with a tag" % (sid, k))
                for name, rx in MARKUP:
                    if rx.search(claim):
                        bad("%s %s: claim contains markup (%s): %r" % (sid, k, name, claim))
                if "\n" in claim or "\r" in claim or claim != claim.strip():
                    bad("%s %s: claim is not one clean line" % (sid, k))
                if "  " in claim:
                    bad("%s %s: double space in claim" % (sid, k))
                if claim[:1].islower():
                    bad("%s %s: claim starts with a lower-case letter: %r" % (sid, k, claim[:30]))
                if not claim.endswith("."):
                    bad("%s %s: claim does not end with a full stop" % (sid, k))
                if ADDRESS_RE.search(claim):
                    bad("%s %s: claim addresses the reader: %r" % (sid, k, claim))
                if k == "reworded" and not re.search(r"\bnpm\b", claim, re.I):
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
                    print("      %s %s: in page: %s | not in page: %s" % (
                        sid, k, ", ".join(indoc) or "-", ", ".join(notdoc) or "-"))
        if len(used_top) < 3:
            bad("d%02d: %d distinct ##/### sections (want at least 3)" % (draft, len(used_top)))
        print("  ##/### sections: %d (%s)" % (len(used_top), "; ".join(sorted(x or "?" for x in used_top))))
    want_claims = 20 * len(ASSIGNED)
    print("documents: %d  claims: %d (want %d)" % (len(DOCS), n_claims, want_claims))
    if n_claims != want_claims:
        bad("claims: %d (want %d)" % (n_claims, want_claims))
    print("spare (not used): %s" % SPARE)
    print("contradiction sub-kinds: " + ", ".join("%s=%d" % (t, subk[t]) for t in TAGS))
    for t, (lo, hi) in TAG_RANGE.items():
        if not lo <= subk[t] <= hi:
            bad("sub-kind %s: %d (want %d-%d)" % (t, subk[t], lo, hi))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
