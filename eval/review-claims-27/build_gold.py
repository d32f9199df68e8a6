#!/usr/bin/env python3
"""Build drafts/, gold.jsonl and sources.txt for review-claims-27.

Usage: python3 build_gold.py [--corpus-root DIR]

Reads the hand-written data in build_data.py, cuts every rationale verbatim
from the raw corpus file by start/end anchors, checks it, shuffles each
draft's 20 claims with seed SEED_BASE + draft number and writes the outputs.
The output is byte-identical on every run.
"""
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build_data as D  # noqa: E402

KINDS = ["reworded", "paraphrase", "contradiction", "overclaim", "added"]
LABEL = {"reworded": "supports", "paraphrase": "supports",
         "contradiction": "contradicts", "overclaim": "not_supported",
         "added": "not_supported"}
TAGS = ["number", "entity", "direction", "negation", "roles"]
KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files",
        "kind", "sentence_id", "note"]


def fail(msg):
    sys.stderr.write("build_gold: ERROR: " + msg + "\n")
    sys.exit(1)


def markup_problem(claim):
    """Return a description of markup found in a claim, or None."""
    if "\n" in claim or "\r" in claim:
        return "line break"
    if claim != claim.strip():
        return "leading/trailing space"
    for ch in "`*\\[]<>|#~":
        if ch in claim:
            return "character %r" % ch
    if re.search(r"https?:|www\.", claim):
        return "URL"
    if re.search(r"(^|[^A-Za-z0-9])_|_($|[^A-Za-z0-9])", claim):
        return "underscore at a word edge (emphasis)"
    return None


def headings(text):
    """(offset, level, title) for every Markdown heading outside code fences."""
    out, pos, fence = [], 0, False
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("```"):
            fence = not fence
        elif not fence:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*$", line)
            if m:
                out.append((pos, len(m.group(1)), line.strip()))
        pos += len(line) + 1
    return out


def section_of(text, offset, level):
    best = None
    for off, lvl, title in headings(text):
        if off >= offset:
            break
        if lvl <= level:
            best = title
    return best


def term_absent(text, term):
    pat = re.escape(term)
    if term[0].isalnum():
        pat = r"\b" + pat
    if term[-1].isalnum():
        pat = pat + r"\b"
    return re.search(pat, text, re.IGNORECASE) is None


def cut(text, start, end, where):
    n = text.count(start)
    if n != 1:
        fail("%s: start anchor occurs %d times: %r" % (where, n, start))
    i = text.index(start)
    j = text.find(end, i + len(start))
    if j < 0:
        fail("%s: end anchor not found after start: %r" % (where, end))
    return text[i:j + len(end)], i


def build(corpus_root):
    rows, sources, drafts = [], [], {}
    tag_counts = {t: 0 for t in TAGS}
    seen_claims = set()
    if len(D.DOCS) != 20:
        fail("expected 20 documents, got %d" % len(D.DOCS))
    for dn, doc in enumerate(D.DOCS, 1):
        path = doc["path"]
        full = os.path.join(corpus_root, path)
        with open(full, encoding="utf-8") as f:
            text = f.read()
        sources.append(path)
        sents = doc["sentences"]
        if len(sents) != 4:
            fail("%s: expected 4 sentences" % path)
        sections = set()
        items = []
        for sn, s in enumerate(sents, 1):
            sid = "d%02d-s%d" % (dn, sn)
            rat, off = cut(text, s["start"], s["end"], sid)
            nw = len(rat.split())
            if not 12 <= nw <= 45:
                fail("%s: rationale has %d words" % (sid, nw))
            level = len(s["section"]) - len(s["section"].lstrip("#"))
            got = section_of(text, off, level)
            if got != s["section"].strip():
                fail("%s: declared section %r but sentence is under %r"
                     % (sid, s["section"], got))
            sections.add(s["section"])
            ctx = s.get("ctx")
            ctx_note = (" Referent from context: " + ctx + ".") if ctx else ""
            tag, con_claim, con_what = s["con"]
            if tag not in TAGS:
                fail("%s: bad contradiction tag %r" % (sid, tag))
            tag_counts[tag] += 1
            over_claim, over_what, over_terms = s["over"]
            add_claim, add_what, add_terms = s["add"]
            for terms, kind in ((over_terms, "overclaim"), (add_terms, "added")):
                for t in terms:
                    if not term_absent(text, t):
                        fail("%s %s: term %r occurs in the document" % (sid, kind, t))
            claims = {
                "reworded": (s["rew"], "Light rewording of the sentence." + ctx_note),
                "paraphrase": (s["para"], "Freer paraphrase keeping the sentence's qualifiers." + ctx_note),
                "contradiction": (con_claim, "[%s] %s; the sentence says otherwise." % (tag, con_what)),
                "overclaim": (over_claim, "Overclaim: %s; the document does not state this." % over_what),
                "added": (add_claim, "Added detail: %s; not stated anywhere in the document." % add_what),
            }
            for kind in KINDS:
                claim, note = claims[kind]
                prob = markup_problem(claim)
                if prob:
                    fail("%s %s: markup in claim (%s): %r" % (sid, kind, prob, claim))
                if claim in seen_claims:
                    fail("%s %s: duplicate claim" % (sid, kind))
                seen_claims.add(claim)
                if kind != "contradiction" and note.startswith("["):
                    fail("%s %s: note starts with a tag" % (sid, kind))
                items.append(dict(claim=claim, label=LABEL[kind], rationale=[rat],
                                  doc_ids_files=[path], kind=kind,
                                  sentence_id=sid, note=note))
        if len(sections) < 3:
            fail("%s: sentences come from only %d sections" % (path, len(sections)))
        rng = random.Random(D.SEED_BASE + dn)
        order = list(items)
        rng.shuffle(order)
        tries = 1
        while any(order[i]["sentence_id"] == order[i + 1]["sentence_id"]
                  for i in range(len(order) - 1)):
            rng.shuffle(order)
            tries += 1
        dname = "draft-%02d.md" % dn
        rnum = str(int(doc["num"]))
        body = ["# Notes on %s" % doc["title"], "",
                "## RFC %s: %s" % (rnum, doc["title"]), ""]
        for p, it in enumerate(order, 1):
            row = {"claim": it["claim"], "draft": dname, "paragraph": p,
                   "label": it["label"], "rationale": it["rationale"],
                   "doc_ids_files": it["doc_ids_files"], "kind": it["kind"],
                   "sentence_id": it["sentence_id"], "note": it["note"]}
            rows.append(row)
            body.append(it["claim"])
            body.append("")
        drafts[dname] = "\n".join(body[:-1]) + "\n"
    return rows, sources, drafts, tag_counts


def main():
    root = D.CORPUS_ROOT
    args = sys.argv[1:]
    if args[:1] == ["--corpus-root"] and len(args) >= 2:
        root = args[1]
    rows, sources, drafts, tag_counts = build(root)
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    outputs = {}
    for name, text in sorted(drafts.items()):
        outputs[os.path.join("drafts", name)] = text.encode("utf-8")
    outputs["gold.jsonl"] = "".join(
        json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")
    outputs["sources.txt"] = ("\n".join(sources) + "\n").encode("utf-8")
    for rel, data in outputs.items():
        with open(os.path.join(HERE, rel), "wb") as f:
            f.write(data)
    kinds = {}
    for r in rows:
        kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
    print("rows:", len(rows), "kinds:", kinds)
    print("contradiction sub-kinds:", tag_counts)
    for rel in sorted(outputs):
        print(hashlib.sha256(outputs[rel]).hexdigest(), rel)


if __name__ == "__main__":
    main()
