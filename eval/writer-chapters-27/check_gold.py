#!/usr/bin/env python3
"""Stdlib self-check for the writer-chapters-27 held-out set.

Prints counts and exits non-zero on any problem.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"
README_FIRST = ("**Held-out set: it is measured once, against the build of its day, "
                "before anyone reads its failures. Do not tune the tool against it; "
                "once its failures have been read, it is no longer held out.**")
KEYS = ["claim", "draft", "paragraph", "label", "rationale", "doc_ids_files", "kind", "note"]
KINDS = {
    "supports": {"paraphrase": 5, "summary": 3, "verbatim": 2},
    "contradicts": {"number_changed": 1, "wrong_agent": 1, "direction_flipped": 1, "negated": 1},
    "not_supported": None,  # overclaim / unstated_detail, >=1 each, 3 total
    "opinion": {"opinion": 2, "framing": 1},
}
LABEL_PER_DRAFT = {"supports": 10, "contradicts": 4, "not_supported": 3, "opinion": 3}
CUTS = {"paraphrase": (1, 1), "verbatim": (1, 1), "summary": (2, 3),
        "number_changed": (1, 1), "wrong_agent": (1, 1), "direction_flipped": (1, 1),
        "negated": (1, 1), "overclaim": (0, 0), "unstated_detail": (0, 0),
        "opinion": (0, 0), "framing": (0, 0)}

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    return " ".join(s.split())


def strip_markup(raw):
    s = re.sub(r":pep:`(\d+)`", r"PEP \1", raw)
    s = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", s)   # md links
    s = re.sub(r"\[([^\]]+)\]\[[^\]]*\]", r"\1", s)   # md ref links
    s = re.sub(r"`([^`]*)`_", r"\1", s)                 # rst named refs
    s = s.replace("``", "").replace("`", "")
    s = re.sub(r"\*+([^*]+)\*+", r"\1", s)
    s = re.sub(r"\s*\[\d+\]_", "", s)
    return norm(s)


def parse_draft(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text) if b.strip()]
    if not blocks or not blocks[0].startswith("# ") or "\n" in blocks[0]:
        bad(f"{path}: must start with one '# Title' line")
        return [], []
    sections, paras = [], []
    for b in blocks[1:]:
        if b.startswith("# "):
            bad(f"{path}: second top-level title")
        elif b.startswith("## "):
            sections.append((b[3:], len(paras)))
        else:
            if "\n" in b:
                bad(f"{path}: paragraph spans several lines: {b[:60]!r}")
            paras.append((len(sections) - 1, b))
    return sections, paras


def main():
    rows = []
    with open(os.path.join(HERE, "gold.jsonl"), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            row = json.loads(line)
            if list(row) != KEYS:
                bad(f"gold line {n}: keys {list(row)}")
            rows.append(row)
    if len(rows) != 120:
        bad(f"gold has {len(rows)} rows, expected 120")

    with open(os.path.join(HERE, "sources.txt"), encoding="utf-8") as fh:
        sources = [l.strip() for l in fh if l.strip()]
    if len(sources) != 12 or len(set(sources)) != 12:
        bad(f"sources.txt: {len(sources)} lines, {len(set(sources))} unique")
    docs = {}
    for s in sources:
        p = os.path.join(CORPUS, s)
        if not os.path.isfile(p):
            bad(f"source missing: {s}")
            continue
        with open(p, encoding="utf-8") as fh:
            docs[s] = fh.read()

    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as fh:
        readme = fh.read().split("\n")
    if readme[0] != README_FIRST or readme[1] != "":
        bad("README.md must start with the held-out line followed by a blank line")

    # draft order and structure
    drafts = sorted({r["draft"] for r in rows})
    if drafts != [f"draft-{i:02d}.md" for i in range(1, 7)]:
        bad(f"drafts: {drafts}")
    expected_order = sorted(rows, key=lambda r: (r["draft"], r["paragraph"]))
    if expected_order != rows:
        bad("gold rows are not in draft/paragraph order")

    seen_claims = set()
    used_docs = []
    framing_positions = []
    totals = collections.Counter()
    kind_totals = collections.Counter()
    for dname in drafts:
        drows = [r for r in rows if r["draft"] == dname]
        sections, paras = parse_draft(os.path.join(HERE, "drafts", dname))
        if len(sections) != 2 or [s[1] for s in sections] != [0, 10] or len(paras) != 20:
            bad(f"{dname}: expected 2 sections of 10 paragraphs, got {sections} / {len(paras)}")
        if len(drows) != len(paras):
            bad(f"{dname}: {len(drows)} gold rows vs {len(paras)} paragraphs")
        sec_docs = []
        for si, (heading, _) in enumerate(sections):
            srows = [r for r, (psi, _) in zip(drows, paras) if psi == si]
            sdocs = {r["doc_ids_files"][0] for r in srows}
            if len(sdocs) != 1:
                bad(f"{dname} section {si}: docs {sdocs}")
                continue
            doc = sdocs.pop()
            sec_docs.append(doc)
            num = re.match(r"(?:pep-0*|0*)(\d+)", os.path.basename(doc)).group(1)
            want = "PEP" if doc.startswith("python-peps/") else "RFC"
            if not re.search(rf"\b{want} {num}\b", heading):
                bad(f"{dname}: heading {heading!r} does not name {want} {num}")
            slabels = collections.Counter(r["label"] for r in srows)
            if slabels["supports"] < 1 or slabels["contradicts"] < 1 or \
                    slabels["not_supported"] + slabels["opinion"] < 1:
                bad(f"{dname} section {si}: labels not spread: {dict(slabels)}")
        if len(sec_docs) == 2 and not (sec_docs[0].startswith("python-peps/")
                                       and sec_docs[1].startswith("rust-rfcs/")):
            bad(f"{dname}: sections must be PEP then RFC: {sec_docs}")
        used_docs += sec_docs

        labels = collections.Counter(r["label"] for r in drows)
        if dict(labels) != LABEL_PER_DRAFT:
            bad(f"{dname}: label counts {dict(labels)}")
        for label, want in KINDS.items():
            kinds = collections.Counter(r["kind"] for r in drows if r["label"] == label)
            if want is None:
                if set(kinds) != {"overclaim", "unstated_detail"}:
                    bad(f"{dname}: not_supported kinds {dict(kinds)}")
            elif dict(kinds) != want:
                bad(f"{dname}: {label} kinds {dict(kinds)} != {want}")

        for i, r in enumerate(drows):
            p = i + 1
            if r["paragraph"] != p:
                bad(f"{dname}: row {i} paragraph {r['paragraph']} != {p}")
            if i < len(paras) and paras[i][1] != r["claim"]:
                bad(f"{dname} p{p}: claim differs from draft paragraph")
            if len(r["doc_ids_files"]) != 1:
                bad(f"{dname} p{p}: doc_ids_files must have one item")
            c = r["claim"]
            if c in seen_claims:
                bad(f"duplicate claim: {c!r}")
            seen_claims.add(c)
            if re.search(r"[`*<>]|\]\(|https?:|www\.", c):
                bad(f"{dname} p{p}: markup in claim: {c!r}")
            if re.search(r"(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])", c):
                bad(f"{dname} p{p}: emphasis underscore in claim: {c!r}")
            if re.match(r"\s*([#>\-+]|\d+\.)", c):
                bad(f"{dname} p{p}: claim starts like markdown block syntax")
            if re.search(r"[.!?]\s+[A-Z]", c) or not c.endswith((".", "?", "!")):
                bad(f"{dname} p{p}: claim is not one sentence: {c!r}")
            lo, hi = CUTS.get(r["kind"], (-1, -1))
            if not lo <= len(r["rationale"]) <= hi:
                bad(f"{dname} p{p}: {r['kind']} has {len(r['rationale'])} cuts")
            text = docs.get(r["doc_ids_files"][0], "")
            for cut in r["rationale"]:
                if text.count(cut) != 1:
                    bad(f"{dname} p{p}: cut occurs {text.count(cut)} times in doc: {cut[:60]!r}")
            if len(set(r["rationale"])) != len(r["rationale"]):
                bad(f"{dname} p{p}: duplicate cuts")
            if r["kind"] == "verbatim" and r["rationale"]:
                if strip_markup(r["rationale"][0]) != norm(c):
                    bad(f"{dname} p{p}: verbatim claim != cut without markup: "
                        f"{strip_markup(r['rationale'][0])!r}")
            if not r["note"]:
                bad(f"{dname} p{p}: empty note")
            if r["kind"] == "framing":
                framing_positions.append(p)
            totals[r["label"]] += 1
            kind_totals[r["kind"]] += 1

    if used_docs != sources:
        bad("sources.txt does not list the section documents in draft order")
    if len(set(framing_positions)) < 2 or all(p == 1 for p in framing_positions):
        bad(f"framing paragraph positions not varied: {framing_positions}")

    print("labels:", dict(sorted(totals.items())))
    print("kinds: ", dict(sorted(kind_totals.items())))
    print("framing positions:", framing_positions)
    print(f"rows={len(rows)} drafts={len(drafts)} sources={len(sources)}")
    if totals != collections.Counter({"supports": 60, "contradicts": 24,
                                      "not_supported": 18, "opinion": 18}):
        bad(f"set-wide label totals {dict(totals)}")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for m in problems:
            print(" -", m)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
