#!/usr/bin/env python3
"""Self-check for writer-chapters-31 (python3 standard library only).

Prints counts and exits non-zero on any problem: claim vs draft paragraph,
draft structure, heading numbers vs documents, cuts found exactly once,
label/kind fit, per-draft kind counts, every label present in every section,
framing never first, markup in claims, duplicates, cut counts per kind,
verbatim claims vs their markup-stripped cut, sources.txt vs gold.
"""
import collections
import json
import os
import re
import sys

ROOT = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]
LABEL = {
    "paraphrase": "supports", "summary": "supports", "verbatim": "supports",
    "number_changed": "contradicts", "wrong_agent": "contradicts",
    "direction_flipped": "contradicts", "negated": "contradicts",
    "overclaim": "not_supported", "unstated_detail": "not_supported",
    "opinion": "opinion", "framing": "opinion",
}
PER_DRAFT = {
    "paraphrase": 5, "summary": 3, "verbatim": 2,
    "number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1,
    "overclaim": 1, "unstated_detail": 2, "opinion": 2, "framing": 1,
}
CUTS = {  # allowed number of rationale cuts per kind
    "paraphrase": (1, 1), "summary": (2, 3), "verbatim": (1, 1),
    "number_changed": (1, 1), "wrong_agent": (1, 1), "direction_flipped": (1, 1),
    "negated": (1, 1), "overclaim": (0, 0), "unstated_detail": (0, 0),
    "opinion": (0, 0), "framing": (0, 0),
}
MARKUP = re.compile(r"[`*\[\]<>|#\\]|https?:|www\.|__|:pep:|:ref:|\]\(")
ABBREV = ("e.g.", "i.e.", "etc.", "v.", "vs.", "Mr.", "Dr.", "R.")

problems = []


def bad(msg):
    problems.append(msg)


def strip_markup(s):
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", s)          # markdown links
    s = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", s)         # markdown ref links
    s = re.sub(r"`([^`<]*?)\s*<[^>]*>`__?", r"\1", s)       # reST links
    s = re.sub(r":[a-z]+:`([^`]*)`", r"\1", s)              # reST roles
    s = s.replace("``", "").replace("`", "")
    s = s.replace("**", "").replace("*", "")
    return " ".join(s.split())


def one_sentence(s):
    t = s
    for a in ABBREV:
        t = t.replace(a, a.replace(".", ""))
    t = re.sub(r"\d\.\d", "00", t)
    t = t.replace("Node.js", "Nodejs").replace("anaconda.org", "anacondaorg")
    t = t.replace("jsdelivr.com", "jsdelivrcom").replace("Cargo.lock", "Cargolock")
    body = t.rstrip()
    if not body or body[-1] not in ".!?":
        return False
    return not re.search(r"[.!?]\s", body[:-1])


def heading_number(path):
    base = os.path.basename(path)
    m = re.match(r"pep-(\d+)\.rst$", base) or re.match(r"(\d+)-", base)
    return int(m.group(1)) if m else None


def main():
    gold_path = os.path.join(HERE, "gold.jsonl")
    with open(gold_path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines[-1] != "":
        bad("gold.jsonl does not end with a newline")
    rows = [json.loads(l) for l in lines if l]
    if len(rows) != 120:
        bad("gold has %d rows, expected 120" % len(rows))

    docs = {}

    def doc(path):
        if path not in docs:
            full = os.path.join(ROOT, path)
            if not os.path.isfile(full):
                bad("missing document %s" % path)
                docs[path] = ""
            else:
                with open(full, encoding="utf-8") as fh:
                    docs[path] = fh.read()
        return docs[path]

    by_draft = collections.OrderedDict()
    for i, r in enumerate(rows):
        if list(r.keys()) != KEYS:
            bad("row %d keys %s" % (i, list(r.keys())))
            continue
        by_draft.setdefault(r["draft"], []).append(r)

    expected_drafts = ["drafts/draft-%02d.md" % i for i in range(1, 7)]
    if list(by_draft) != expected_drafts:
        bad("drafts in gold: %s" % list(by_draft))

    sources = []
    all_claims = collections.Counter()
    all_cuts = collections.Counter()
    n_cuts = 0
    kind_total = collections.Counter()
    label_total = collections.Counter()

    for draft, drows in by_draft.items():
        # ---- paragraph order and doc per section
        if [r["paragraph"] for r in drows] != list(range(1, 21)):
            bad("%s paragraphs %s" % (draft, [r["paragraph"] for r in drows]))
            continue
        pep_docs = {tuple(r["doc_ids_files"]) for r in drows[:10]}
        rfc_docs = {tuple(r["doc_ids_files"]) for r in drows[10:]}
        if len(pep_docs) != 1 or len(rfc_docs) != 1:
            bad("%s: sections do not each use one document" % draft)
            continue
        pep = list(pep_docs)[0]
        rfc = list(rfc_docs)[0]
        if len(pep) != 1 or len(rfc) != 1:
            bad("%s: doc_ids_files must be one-item lists" % draft)
            continue
        pep, rfc = pep[0], rfc[0]
        if not pep.startswith("python-peps/pep-") or not rfc.startswith("rust-rfcs/"):
            bad("%s: wrong document families %s %s" % (draft, pep, rfc))
        sources += [pep, rfc]

        # ---- draft structure
        path = os.path.join(HERE, draft)
        if not os.path.isfile(path):
            bad("missing %s" % draft)
            continue
        with open(path, encoding="utf-8") as fh:
            raw = fh.read()
        if not raw.endswith("\n") or raw.endswith("\n\n"):
            bad("%s must end with exactly one newline" % draft)
        blocks = raw.rstrip("\n").split("\n\n")
        if len(blocks) != 23:
            bad("%s has %d blocks, expected 23" % (draft, len(blocks)))
            continue
        for b in blocks:
            if "\n" in b or b != b.strip() or not b:
                bad("%s: malformed block %r" % (draft, b[:60]))
        if not re.match(r"# \S", blocks[0]) or blocks[0].startswith("##"):
            bad("%s: first block is not a # Title" % draft)
        m1 = re.match(r"## PEP (\d+)\b", blocks[1])
        m2 = re.match(r"## RFC (\d+)\b", blocks[12])
        if not m1 or int(m1.group(1)) != heading_number(pep):
            bad("%s: PEP heading %r does not match %s" % (draft, blocks[1], pep))
        if not m2 or int(m2.group(1)) != heading_number(rfc):
            bad("%s: RFC heading %r does not match %s" % (draft, blocks[12], rfc))
        paras = blocks[2:12] + blocks[13:23]
        for p in paras:
            if p.startswith("#"):
                bad("%s: heading where a paragraph was expected: %r" % (draft, p))

        kinds = collections.Counter()
        for r in drows:
            p = r["paragraph"]
            claim = r["claim"]
            kind = r["kind"]
            label = r["label"]
            kinds[kind] += 1
            kind_total[kind] += 1
            label_total[label] += 1
            where = "%s p%d" % (draft, p)
            if paras[p - 1] != claim:
                bad("%s: claim differs from draft paragraph" % where)
            if kind not in LABEL:
                bad("%s: unknown kind %s" % (where, kind))
                continue
            if LABEL[kind] != label:
                bad("%s: label %s does not fit kind %s" % (where, label, kind))
            if not isinstance(r["note"], str) or not r["note"].strip():
                bad("%s: empty note" % where)
            if MARKUP.search(claim):
                bad("%s: markup in claim: %r" % (where, claim))
            if not one_sentence(claim):
                bad("%s: not one sentence: %r" % (where, claim))
            all_claims[claim] += 1
            # ---- cuts
            cuts = r["rationale"]
            lo, hi = CUTS[kind]
            if not isinstance(cuts, list) or not (lo <= len(cuts) <= hi):
                bad("%s: %s has %d cuts" % (where, kind, len(cuts)))
            text = doc(r["doc_ids_files"][0])
            if len(set(cuts)) != len(cuts):
                bad("%s: repeated cut" % where)
            for c in cuts:
                n_cuts += 1
                all_cuts[(r["doc_ids_files"][0], c)] += 1
                k = text.count(c)
                if k != 1:
                    bad("%s: cut found %d times: %r" % (where, k, c[:70]))
            if kind == "verbatim" and cuts:
                if strip_markup(cuts[0]) != " ".join(claim.split()):
                    bad("%s: verbatim claim differs from stripped cut %r"
                        % (where, strip_markup(cuts[0])))
        # ---- per-draft kind counts
        if dict(kinds) != PER_DRAFT:
            bad("%s kind counts %s" % (draft, dict(kinds)))
        # ---- labels per section, framing position
        for name, sec in (("PEP", drows[:10]), ("RFC", drows[10:])):
            labels = {r["label"] for r in sec}
            for lab in ("supports", "contradicts", "not_supported", "opinion"):
                if lab not in labels:
                    bad("%s %s section lacks %s" % (draft, name, lab))
            if sec[0]["kind"] == "framing":
                bad("%s %s section opens with framing" % (draft, name))

    for c, k in all_claims.items():
        if k > 1:
            bad("duplicate claim: %r" % c)
    for (d, c), k in all_cuts.items():
        if k > 1:
            bad("cut used by %d rows in %s: %r" % (k, d, c[:60]))

    # ---- sources.txt
    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        listed = fh.read().split("\n")
    if listed[-1] != "":
        bad("sources.txt does not end with a newline")
    listed = [l for l in listed if l]
    if listed != sources:
        bad("sources.txt %s differs from gold order %s" % (listed, sources))
    if len(set(sources)) != 12:
        bad("expected 12 distinct documents, got %d" % len(set(sources)))

    print("rows: %d   drafts: %d   documents: %d   cuts: %d"
          % (len(rows), len(by_draft), len(set(sources)), n_cuts))
    print("labels: " + ", ".join("%s %d" % (l, label_total[l])
                                 for l in ("supports", "contradicts", "not_supported", "opinion")))
    print("kinds:  " + ", ".join("%s %d" % (k, kind_total[k]) for k in PER_DRAFT))
    if problems:
        for p in problems:
            print("PROBLEM: " + p)
        print("%d problem(s)" % len(problems))
        sys.exit(1)
    print("OK: no problems")


if __name__ == "__main__":
    main()
