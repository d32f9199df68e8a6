# -*- coding: utf-8 -*-
"""Self-check for review-claims-45 part C (drafts 11-15), stdlib only.

    python3 -B check_part_c.py            # checks; exit 1 on any problem
    python3 -B check_part_c.py --words    # also list, for every added and
        overclaim claim, the words (4+ letters) that are not in its rationale,
        split into those that occur in the document and those that do not

Adapted from review-claims-44's parts/check_part_a.py (itself adapted from
review-claims-42's and review-claims-39's) for npm READMEs under
/work/main/node_modules (computed as Path(__file__).resolve().parents[3] /
"node_modules").  Checks: the five assigned documents in draft order; 4
sentences each; start anchor occurs exactly once in the raw file and the end
anchor is found after it (the cut taken from the start of the start anchor
must equal the cut taken from its end, as a build script cuts it); 12-45
words (whitespace split of the raw cut; SHORT_OK is empty in this part); no
blank line inside a cut; no overlapping cuts; the cut is prose: not inside a
fenced code block, no heading line, badge, image, code fence, table row or
HTML comment inside it, not in an indented code block, and not
under a licence heading; the cut does not occur word for word in another
README under node_modules, and neither does any line or sentence of it of 20+
characters unless listed in SHARED_OK (new here); the `section` field
equals the heading the cut sits under (ATX, setext and HTML <hN> headings
outside code fences, including an <hN> block spread over several lines, new
here); at least the number of distinct top-level sections
noted below; all five kinds present as (claim, note) tuples of non-empty
strings; contradiction notes start with one valid tag followed by a space,
no other note starts with a bracketed tag; 20 tags in all; no markup in claims
(the MARKUP list of review-claims-39's part-A check); claims are one clean
line, start upper-case, end with a full stop, have no double spaces, do not
equal their rationale, do not say "you"/"your"/"this module"/"this
package"/"this library"; every reworded claim names the package; no duplicate
claims; kind/num/title follow the README heading rules (kind "README", num =
the package folder, scope included, = the "name" field of its package.json,
title = the first heading's text with images, links, HTML and code marks read
away, or, where nothing is left, the alt text of the heading's image, new
here).  Prints the contradiction sub-kind counts and the replacements.
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
# The brief's five documents, in draft order.  Two were replaced (notes-c.md):
# yargs has three prose sentences of 12-45 words that no other README shares
# (its fourth, the Node.js-versions paragraph, is word for word in the
# READMEs of yargs-parser, yargs-unparser and y18n), so draft 11 is the spare;
# @azure/core-rest-pipeline has one package-specific prose sentence (the rest
# of its prose is word for word in @typespec/ts-http-runtime's or
# @azure/core-client's README; two sentences differ only in a URL or the
# package name), so draft 12 is yazl, chosen by this part's writer.
ASSIGNED = [
    "yargs/README.md",
    "@azure/core-rest-pipeline/README.md",
    "zod/README.md",
    "css-select/README.md",
    "chalk/readme.md",
]
REPLACEMENT = "@typespec/ts-http-runtime/README.md"   # the spare named by the brief; used for draft 11
WRITER_REPLACEMENT = "yazl/README.md"                  # not named by the brief; used for draft 12
EXPECTED = [
    REPLACEMENT,
    WRITER_REPLACEMENT,
    "zod/README.md",
    "css-select/README.md",
    "chalk/readme.md",
]
FIRST_DRAFT = 11
KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
TAGS = ["number", "entity", "direction", "negation", "roles"]
TAG_RE = re.compile(r"^\[(%s)\] " % "|".join(TAGS))
ANY_TAG_RE = re.compile(r"^\s*\[[^\]]*\]")
# Sentences allowed 8-11 words: none in this part.
SHORT_OK = set()
# Distinct top-level sections each draft draws on (explained in notes-c.md):
# @typespec/ts-http-runtime's package-specific prose sits under the title,
# ## Getting started (### Installation) and ## Key concepts (### Pipelines)
# only; zod's prose of 12+ words sits under ## What is Zod? and ## Basic usage
# only (the Features items have 2-7 words, Installation is code).
MIN_SECTIONS = {11: 3, 12: 4, 13: 2, 14: 4, 15: 4}
# Lines or sentences of a cut that also occur word for word in another
# README, allowed for one cut each (notes-c.md): the first sentence of d11-s2
# is also in the READMEs of @azure/core-rest-pipeline and @azure/core-client;
# the cut as a whole (with the package-specific second sentence) is not.
SHARED_OK = {
    ("d11-s2", "This package is primarily used in generated code and not meant to be consumed directly by end users."),
}
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
# an <hN> block spread over several lines (chalk's logo heading)
HTML_HEAD_OPEN_RE = re.compile(r"^\s*<h([1-6])\b[^>]*>(.*)$", re.I)

problems = []


def bad(msg):
    problems.append(msg)


def clean_heading(text):
    """Section text: badges/images dropped, ATX closing hashes removed, other
    markup kept (as review-claims-39)."""
    t = re.sub(r"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)", "", text)   # linked badge
    t = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", t)                    # image
    t = re.sub(r"[ \t]+#+[ \t]*$", "", t)                          # closing #s
    return t.strip()


def read_away(text):
    """Title text: images, links, HTML and code marks read away."""
    t = clean_heading(text)
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)                # link -> text
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
    skip_to = -1
    for i, l in enumerate(lines):
        if i <= skip_to:
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
        m = HTML_HEAD_OPEN_RE.match(l)
        if m and not re.search(r"</h%s>" % m.group(1), l, re.I):
            # multi-line <hN> block: collect up to the closing tag; its text
            # is read away, and if nothing is left the alt text of an image
            # in it stands for the heading (new in review-claims-45)
            lv = m.group(1)
            body = [m.group(2)]
            k = i + 1
            while k < len(lines) and not re.search(r"</h%s>" % lv, lines[k], re.I):
                body.append(lines[k])
                k += 1
            if k < len(lines):
                body.append(lines[k].split("</")[0])
                inner = "\n".join(body)
                txt = read_away(inner)
                if not txt:
                    alt = re.search(r'<img\b[^>]*\balt="([^"]*)"', inner, re.I)
                    txt = alt.group(1).strip() if alt else ""
                heads.append((offs[i], int(lv), txt, txt))
                skip_to = k
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


def pkg_dir(path):
    """The package folder of a README path, scope included."""
    return path.rsplit("/", 1)[0]


def other_readmes(own):
    """Texts of every README (any letter case) of a package folder under
    ROOT, scoped packages included, except `own` (read once)."""
    global _READMES
    if _READMES is None:
        _READMES = {}
        for d in sorted(ROOT.iterdir()) if ROOT.is_dir() else []:
            subs = sorted(d.iterdir()) if d.name.startswith("@") and d.is_dir() else [d]
            for pd in subs:
                if not pd.is_dir():
                    continue
                for f in sorted(pd.iterdir()):
                    if f.name.lower() == "readme.md" and f.is_file():
                        _READMES[str(f.relative_to(ROOT))] = f.read_text(encoding="utf-8", errors="replace")
    return [(k, v) for k, v in _READMES.items() if k != own]


_READMES = None


def fragments(cut):
    """Lines and sentences of a cut, 20+ characters, whitespace kept as in
    the file."""
    out = []
    for part in re.split(r"\n|(?<=[.;:!?])[ \t]+", cut):
        part = part.strip()
        if len(part) >= 20:
            out.append(part)
    return out


def expected_heading(path, raw, heads):
    pkg = pkg_dir(path)
    title = heads[0][3] if heads else pkg
    return ("README", pkg, title)


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
    print("root: node_modules (%s)" % ("found" if ROOT.is_dir() else "MISSING"))
    for di, doc in enumerate(DOCS):
        draft = FIRST_DRAFT + di
        path = doc.get("path")
        try:
            raw = (ROOT / path).read_text(encoding="utf-8")
        except (OSError, TypeError) as e:
            bad("d%02d: cannot read %r (%s)" % (draft, path, e))
            continue
        if "\r" in raw:
            bad("d%02d: document has carriage returns" % draft)
        heads, fences = parse(raw)
        kind, num, title = expected_heading(path, raw, heads)
        if (doc.get("kind"), doc.get("num"), doc.get("title")) != (kind, num, title):
            bad("d%02d: heading %r/%r/%r, want %r/%r/%r" % (
                draft, doc.get("kind"), doc.get("num"), doc.get("title"), kind, num, title))
        if not isinstance(doc.get("num"), str):
            bad("d%02d: num is not a string" % draft)
        try:
            pj = json.loads((ROOT / pkg_dir(path) / "package.json").read_text(encoding="utf-8"))
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
            if re.search(r"\n[ \t]*\n", cut):
                bad("%s: cut spans a blank line" % sid)
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
            # shared boilerplate (new in review-claims-45): the cut, or a
            # line or sentence of it, word for word in another README
            for other, text in other_readmes(path):
                if cut in text:
                    bad("%s: cut occurs word for word in %s" % (sid, other))
                for fr in fragments(cut):
                    if fr in text and (sid, fr) not in SHARED_OK:
                        bad("%s: %r also occurs in %s" % (sid, fr[:50], other))
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
    print("spare (used for d11, in place of %s): %s" % (ASSIGNED[0], REPLACEMENT))
    print("writer's replacement (used for d12, in place of %s): %s" % (ASSIGNED[1], WRITER_REPLACEMENT))
    for p in problems:
        print("FAIL: " + p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
