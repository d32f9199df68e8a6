# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-50, part D (drafts 16-20).

Same format as review-claims-49's parts: the documents are documentation
pages (here three playwright-core skill references and two changelogs).  One
entry per document, in draft order.  Each sentence gives the section it comes
from, a start anchor (unique in the raw file) and an end anchor (first match
after the start, inclusive), plus five hand-written (claim, note) tuples, one
per kind.

`path` is relative to /work/main/node_modules (a build script computes that
folder as Path(__file__).resolve().parents[N] / "node_modules").  `kind` is
"docs"; `num` is the page's top folder under node_modules (the package,
equal to the "name" field of that folder's package.json: playwright-core,
wink-nlp, jszip); `title` is the page's first Markdown heading (any level)
with the '#' marks, links and code marks removed, kept otherwise as written.
The draft heading built from it reads "## <package> docs: <title>".
`section` is the text of the nearest heading above the sentence (closing
'#'s of ATX headings dropped, other markup kept, as in review-claims-49).

Two titles follow the rule literally and may look odd (see notes-d.md):
wink-nlp/CHANGELOG.md opens with the newest release's heading,
"# [Added map()](...releases/tag/2.4.0)", so its title is "Added map()";
jszip/CHANGES.md opens with a Jekyll YAML front matter block (---,
title: Changelog, layout: default, section: main, ---), which is not a
Markdown heading, so its first Markdown heading is "### v3.10.2 2026-09-09"
and that is its title.

Every cut is a passage that occurs in no other file under the page's package
folder and in no README under node_modules, raw or with markup, case and
white space read away (check_part_d.py tests this over the folders of all
five pages and of the spare).  No spare was used: the spare,
undici/docs/docs/api/Util.md, was not needed.  DRAFTS gives the draft
number of each DOCS entry.
"""

DOCS = []
DRAFTS = [16, 17, 18, 19, 20]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-16
# playwright-core/lib/tools/skills/playwright-component-testing/references/
# typing.md (playwright-core 1.65.1): "# Typing `mount()`" (the title) with a
# two-sentence intro and a comparison table, then ## Explicit story type (two
# short lines, code, one paragraph), ## Gallery types (a paragraph, code, a
# paragraph) with ### Namespace ids with the package name and ### The plugin
# (mostly code; prose before and after it).  Sentences from three top-level
# sections (the intro under the title, Explicit story type, Gallery types
# x2) and four distinct nearest headings (the title, Explicit story type,
# Gallery types, The plugin).
DOCS.append(dict(
    path="playwright-core/lib/tools/skills/playwright-component-testing/references/typing.md",
    kind="docs", num="playwright-core", title="Typing mount()",
    sentences=[
        dict(
            section="Typing `mount()`",
            start="Two optional layers",
            end="mixed in one project.",
            reworded=("On top of Playwright's component-testing mount(), two optional layers add type checking, and both are supported and can be mixed in one project.",
                      "'on top' given its referent, mount() (the title Typing mount() and the sentence before, on mount(storyId, props?)); 'Playwright's component-testing' from the skill the page belongs to; the semicolon made 'and'; line break dropped"),
            paraphrase=("Type checking for Playwright's mount() comes as two optional layers, both of them supported, and a single project is free to combine them.",
                        "freer rewording; 'Two optional layers add type checking on top' -> 'Type checking ... comes as two optional layers'; 'both are supported' kept; 'can be mixed in one project' -> 'a single project is free to combine them' (a possibility, as in the page)"),
            contradiction=("On top of Playwright's component-testing mount(), two mandatory layers add type checking, and both are supported and can be mixed in one project.",
                           "[direction] 'optional' -> 'mandatory' (the opposite); the page's layers are optional, and the sentence before says mount() 'accepts any string id and any serializable props' without them"),
            overclaim=("On top of Playwright's component-testing mount(), two optional layers add type checking, and mixing both in one project is the recommended setup.",
                       "a possibility made a recommendation: 'can be mixed in one project' -> 'mixing both ... is the recommended setup'; the page says both are supported and can be mixed, but recommends no combination ('recommended' does not occur in it)"),
            added=("On top of Playwright's component-testing mount(), two optional layers add type checking, both supported and combinable in one project, and both were introduced in Playwright 1.50.",
                   "added origin (both layers introduced in Playwright 1.50) not in the page, which names no version ('1.50' and 'introduced' do not occur in it); invented, not checked in the world"),
        ),
        dict(
            section="Explicit story type",
            start="Use `import type` so the story",
            end="Node test process.",
            reworded=("For the explicit story type in Playwright's mount(), the guide says to use import type so that the story, and with it React/Vue and CSS imports, is never loaded into the Node test process.",
                      "the setting 'For the explicit story type in Playwright's mount()' from the ## heading Explicit story type and the title; the imperative 'Use import type' given the frame 'the guide says to use'; the parenthesis made an apposition; backticks and the line break dropped"),
            paraphrase=("Importing a story's type with import type keeps the story, along with its React/Vue and CSS imports, from ever being loaded into Playwright's Node test process.",
                        "freer rewording; the imperative made a statement of effect ('Importing ... with import type keeps ...'); 'is never loaded into' -> 'keeps ... from ever being loaded into'; 'and with it React/Vue and CSS imports' -> 'along with its React/Vue and CSS imports'"),
            contradiction=("For the explicit story type in Playwright's mount(), the guide says to use import type so that the story, together with its React/Vue and CSS imports, is loaded into the Node test process.",
                           "[negation] 'is never loaded into the Node test process' -> 'is loaded into the Node test process' (the purpose of import type turned round)"),
            overclaim=("Playwright's typing guide says every import in a component-test spec must use import type, so that no React/Vue or CSS code is ever loaded into the Node test process.",
                       "scope widened in place: the page tells the reader to import the story's type with import type; it says nothing of every import in a spec ('every import' does not occur in it, and 'every' only in 'works in every project', 'Prefix every id' and 'on every dev-server start')"),
            added=("For the explicit story type in Playwright's mount(), the guide says to use import type so that the story, with its React/Vue and CSS imports, is never loaded into the Node test process, where a CSS import would fail to parse.",
                   "added consequence (a CSS import would fail to parse in the Node process) not in the page, which gives no reason why loading them would be a problem; 'parse' and 'fail to' do not occur in it ('fail' only in the monorepo paragraph's TS2320 error); may be true in the world, not checked"),
        ),
        dict(
            section="Gallery types",
            start="When a story id is a key of",
            end="partial.",
            reworded=("With Playwright's gallery types, when a story id is a key of Stories, mount types the props from that entry, while any other string keeps untyped props, so adoption can be partial.",
                      "the setting 'With Playwright's gallery types' from the ## heading Gallery types; the semicolon made 'while'; backticks and line breaks dropped"),
            paraphrase=("Under Playwright's gallery types, only ids registered as keys of the Stories interface get their props typed by mount; every other string stays untyped, which lets a project adopt the types for just some of its stories.",
                        "freer rewording; 'When a story id is a key of Stories, mount types the props from that entry' -> 'only ids registered as keys ... get their props typed by mount' ('only' follows from 'any other string keeps untyped props'); 'interface' from the sentence before ('exports an empty interface Stories {}'); 'adoption can be partial' -> 'lets a project adopt the types for just some of its stories'"),
            contradiction=("With Playwright's gallery types, when a story id is a key of Stories, mount keeps untyped props, while any other string gets its props typed from the matching entry.",
                           "[roles] the two cases swapped: the page types the props of an id that is a key of Stories and leaves any other string untyped"),
            overclaim=("With Playwright's gallery types, ids that are keys of Stories get typed props and other strings stay untyped, and adopting the types partially is the recommended way to introduce them.",
                       "a possibility made a recommendation: 'so adoption can be partial' -> 'adopting the types partially is the recommended way'; the page allows partial adoption but recommends no way of introducing the types ('recommended' does not occur in it)"),
            added=("With Playwright's gallery types, when a story id is a key of Stories, mount types the props from that entry, while any other string keeps untyped props and makes mount log a warning.",
                   "added behaviour (a warning logged for an id that is not a key of Stories) not in the page; 'warning', 'warn' and 'log' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="The plugin",
            start="The file is regenerated on every dev-server start",
            end="a story file appears or disappears.",
            reworded=("Playwright's generated stories.d.ts is regenerated on every dev-server start and build, and, while the server runs, whenever a story file appears or disappears.",
                      "'The file' -> 'Playwright's generated stories.d.ts' (the file the plugin of the ### heading The plugin writes: Gallery types says the plugin 'generates stories.d.ts', and the registration code's outFile is playwright/gallery/stories.d.ts); commas added around 'while the server runs'; line break dropped"),
            paraphrase=("The story-types plugin rewrites stories.d.ts each time the dev server starts or a build runs, and also, during a running server, each time a story file is added or deleted.",
                        "freer rewording; the plugin named by its name in the code ('story-types'); passive made active; 'on every dev-server start and build' -> 'each time the dev server starts or a build runs'; 'appears or disappears' -> 'is added or deleted'"),
            contradiction=("Playwright's generated stories.d.ts is regenerated only once, on the first dev-server start, and, while the server runs, whenever a story file appears or disappears.",
                           "[number] 'on every dev-server start and build' -> 'only once, on the first dev-server start'"),
            overclaim=("Playwright's generated stories.d.ts is regenerated on every dev-server start and build and whenever a story file appears or disappears, so it can never be out of date.",
                       "a degree raised: the page says when the file is regenerated, not that it can never be stale (it asks to commit it so that CI and editors need no running dev server); 'never be out of date', 'stale' and 'out of date' do not occur in it ('never' as a word only in 'is never loaded into the Node test process', and inside this very sentence's 'whenever')"),
            added=("Playwright's generated stories.d.ts is regenerated on every dev-server start and build, whenever a story file appears or disappears while the server runs, and also whenever tsconfig changes.",
                   "added condition (regenerated when tsconfig changes) not in the page; 'tsconfig' occurs in it only about monorepos sharing one tsconfig and about listing the file in the project's tsconfig, never as a trigger; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# playwright-core/lib/tools/skills/playwright-component-testing/references/
# gallery-spec.md: "# Gallery contract" (the title) with an intro (the gallery
# page, two items, one paragraph), then ## `window.mount(params)` (items and
# three paragraphs), ## `window.unmount()`, ## `#root`, ## Story id grammar
# (recommended), ## Worked example (React + Vite SPA) (a lead-in and code)
# and ## Vue variant (state-preserving) (a lead-in, code and a closing line).
# Sentences from four top-level sections: the intro under the title,
# window.mount(params), window.unmount() and Vue variant.
DOCS.append(dict(
    path="playwright-core/lib/tools/skills/playwright-component-testing/references/gallery-spec.md",
    kind="docs", num="playwright-core", title="Gallery contract",
    sentences=[
        dict(
            section="Gallery contract",
            start="The built-in `mount` fixture navigates",
            end="`page.evaluate()`.",
            reworded=("In Playwright component testing, the built-in mount fixture navigates to the gallery and then calls window.mount via page.evaluate().",
                      "the setting 'In Playwright component testing' from the skill the page belongs to (playwright-component-testing); ', then' -> 'and then'; backticks and the line break dropped"),
            paraphrase=("Playwright's built-in mount fixture first opens the gallery page and afterwards invokes window.mount through page.evaluate().",
                        "freer rewording; 'navigates to the gallery, then calls' -> 'first opens the gallery page and afterwards invokes'; 'via' -> 'through'; 'page' from the intro ('The gallery is a single page')"),
            contradiction=("In Playwright component testing, the built-in mount fixture calls window.mount via page.evaluate() and then navigates to the gallery.",
                           "[roles] the order of the two steps swapped: the page says the fixture navigates to the gallery first, then calls window.mount"),
            overclaim=("In Playwright component testing, the built-in mount fixture navigates to the gallery, then calls window.mount via page.evaluate(), which is the fastest way to render a component in a test.",
                       "a ranking added: 'the fastest way to render a component'; the page describes what the fixture does but compares it with nothing ('fast' and 'fastest' do not occur in it)"),
            added=("In Playwright component testing, the built-in mount fixture navigates to the gallery, waits for its load event, then calls window.mount via page.evaluate().",
                   "added step (the fixture waits for the gallery's load event) not in the page; 'load' and 'event' do not occur in it, and 'wait' only inside 'await' (the test's 'await mount(...)' and the code); not checked in the world"),
        ),
        dict(
            section="`window.mount(params)`",
            start="Return a `Promise` that resolves once",
            end="render throw).",
            reworded=("In Playwright's gallery contract, window.mount should return a Promise that resolves once the component is mounted and rejects on failure, such as an unknown story or a render throw.",
                      "the imperative 'Return a Promise' given the subject 'window.mount' (the ## heading window.mount(params)) and 'should'; the setting 'In Playwright's gallery contract' from the title; the parenthesis '(unknown story, render throw)' made 'such as an unknown story or a render throw'; markup and the line break dropped"),
            paraphrase=("A gallery's window.mount has to hand back a Promise that settles successfully after the component mounts and is rejected when something fails, for instance an unknown story or a throw during rendering.",
                        "freer rewording; 'Return a Promise' -> 'has to hand back a Promise' (the page's contract); 'resolves once the component is mounted' -> 'settles successfully after the component mounts'; 'rejects on failure' -> 'is rejected when something fails'; both examples kept"),
            contradiction=("In Playwright's gallery contract, window.mount should return a Promise that resolves once the component is mounted and never rejects, even for an unknown story or a render throw.",
                           "[negation] 'rejects on failure (unknown story, render throw)' -> 'never rejects, even for an unknown story or a render throw'"),
            overclaim=("In Playwright's gallery contract, window.mount returns a Promise that rejects on failure, which guarantees that every rendering bug in a component makes its test fail.",
                       "a degree raised and an effect asserted: the page asks for a Promise that rejects on failure (unknown story, render throw); it does not say that every rendering bug is caught ('guarantee', 'bug' and 'every rendering' do not occur in it)"),
            added=("In Playwright's gallery contract, window.mount should return a Promise that resolves once the component is mounted, rejects on failure such as an unknown story or a render throw, and settles within 30 seconds.",
                   "added requirement (the Promise must settle within 30 seconds) not in the page; '30', 'second' and 'timeout' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="`window.unmount()`",
            start="Needed only to assert teardown/cleanup",
            end="tests are already isolated.",
            reworded=("In Playwright's gallery contract, window.unmount() is needed only to assert teardown or cleanup effects, since each mount navigates fresh, so tests are already isolated.",
                      "the subjectless 'Needed only' given the subject 'window.unmount() is' (the ## heading window.unmount()); the dash made 'since'; 'teardown/cleanup' -> 'teardown or cleanup'; backticks and the line break dropped"),
            paraphrase=("A gallery's window.unmount() matters only for checking teardown and cleanup behaviour, because every mount begins with a fresh navigation and tests are therefore isolated already.",
                        "freer rewording; 'Needed only to assert teardown/cleanup effects' -> 'matters only for checking teardown and cleanup behaviour'; 'each mount navigates fresh' -> 'every mount begins with a fresh navigation'; 'so tests are already isolated' -> 'tests are therefore isolated already'"),
            contradiction=("In Playwright's gallery contract, window.unmount() is needed to keep tests isolated, since each mount does not navigate fresh.",
                           "[negation] 'each mount navigates fresh, so tests are already isolated' -> 'each mount does not navigate fresh' (and unmount is then needed for isolation)"),
            overclaim=("In Playwright's gallery contract, each mount navigates fresh, so tests are completely isolated from one another, including any state held by the dev server.",
                       "scope widened in place: the page says tests are already isolated because each mount navigates fresh (the browser page); it says nothing of state held by the dev server ('completely' and 'state held' do not occur in it)"),
            added=("In Playwright's gallery contract, window.unmount() is needed only to assert teardown or cleanup effects, since each mount navigates fresh, which costs about one page load per test.",
                   "added estimate (about one page load per test) not in the page; 'page load' and 'cost' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Vue variant (state-preserving)",
            start="Vue's `createApp(...).mount()` builds",
            end="`update()`:",
            reworded=("For Vue, Playwright's gallery contract notes that createApp(...).mount() builds a fresh instance each call, so a small reactive host should be mounted once and its refs updated, since updating them re-renders in place, which is what preserves state across update().",
                      "the frame 'For Vue, Playwright's gallery contract notes that' added (the ## heading Vue variant); the imperative 'mount ... once and update its refs' made passive with 'should'; the dash made 'since'; markup, line breaks and the closing colon (a lead-in to the code) dropped"),
            paraphrase=("Because each call to Vue's createApp(...).mount() creates a new instance, a Vue gallery for Playwright mounts one small reactive host a single time and then changes its refs, whose in-place re-render is what keeps state across update().",
                        "freer rewording; 'builds a fresh instance each call' -> 'each call ... creates a new instance'; the advice rendered as what the Vue gallery does (the section's example); 'updating them re-renders in place, which is what preserves state' -> 'whose in-place re-render is what keeps state'"),
            contradiction=("For Vue, Playwright's gallery contract notes that createApp(...).mount() reuses the existing instance on each call, so a small reactive host should be mounted once and its refs updated to preserve state across update().",
                           "[direction] 'builds a fresh instance each call' -> 'reuses the existing instance on each call' (fresh -> existing, the opposite)"),
            overclaim=("For Vue, Playwright's gallery contract says a small reactive host mounted once, with its refs updated, is the only way to preserve state across update().",
                       "exclusivity added: the page says updating the host's refs 're-renders in place, which is what preserves state across update()'; it does not say no other way exists ('only way' does not occur in it; 'only' occurs only in 'remounting on its own only when the story ... changes' and unmount's 'Needed only')"),
            added=("For Vue, Playwright's gallery contract notes that createApp(...).mount() builds a fresh instance each call, so a small reactive host is mounted once and its refs updated, a pattern that works the same way in Vue 2.",
                   "added detail (the pattern works the same way in Vue 2) not in the page, which names no Vue version ('Vue 2' does not occur in it); probably false in the world (createApp is a Vue 3 API), not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# playwright-core/lib/tools/skills/playwright-cli/references/pr-attachments.md:
# "# Attaching Screenshots and Videos to Pull Requests" (the title) with a
# two-sentence intro, then ## When to attach (two sentences), ## From a local
# session (code, then two sentences; the first quotes an image link in
# backticks), ## Limits (four items) and ## From CI (a lead-in, code and a
# closing sentence).  Sentences from four top-level sections: the intro, When
# to attach, Limits and From CI.
DOCS.append(dict(
    path="playwright-core/lib/tools/skills/playwright-cli/references/pr-attachments.md",
    kind="docs", num="playwright-core", title="Attaching Screenshots and Videos to Pull Requests",
    sentences=[
        dict(
            section="Attaching Screenshots and Videos to Pull Requests",
            start="PNG, JPEG, GIF, WebP",
            end="attached as is.",
            reworded=("Per Playwright's PR attachment guide, gh's attach flag accepts PNG, JPEG, GIF, WebP, SVG, MP4, MOV and WebM, so playwright-cli screenshot and video-start output can be attached as is.",
                      "'are accepted' given its agent, gh's attach flag (the sentence before: 'gh 2.99+ uploads local images and videos with the repeatable --attach flag'), and made active; the frame 'Per Playwright's PR attachment guide' (the title); backticks dropped"),
            paraphrase=("Since gh takes PNG, JPEG, GIF, WebP, SVG, MP4, MOV and WebM attachments, what playwright-cli's screenshot and video-start commands produce needs no conversion before it is attached.",
                        "freer rewording; 'are accepted' -> 'gh takes ... attachments'; 'output can be attached as is' -> 'needs no conversion before it is attached'; all eight formats kept"),
            contradiction=("Per Playwright's PR attachment guide, gh's attach flag accepts PNG, JPEG, GIF, WebP, SVG, MP4, MOV and WebM, but playwright-cli screenshot and video-start output cannot be attached as is.",
                           "[negation] 'so ... output can be attached as is' -> 'but ... output cannot be attached as is'"),
            overclaim=("Per Playwright's PR attachment guide, gh's attach flag accepts every image and video format, so any playwright-cli output can be attached as is.",
                       "scope widened in place: the page lists eight formats; 'every image and video format' and 'any playwright-cli output' go beyond it ('every' and 'format' do not occur in it)"),
            added=("Per Playwright's PR attachment guide, gh's attach flag accepts PNG, JPEG, GIF, WebP, SVG, MP4, MOV and WebM, so playwright-cli output can be attached as is, and MOV files are converted to MP4 on upload.",
                   "added detail (MOV converted to MP4 on upload) not in the page; 'convert' does not occur in it, and MOV and MP4 only in the list of accepted formats; invented, not checked in the world"),
        ),
        dict(
            section="When to attach",
            start="Attach visual evidence when",
            end="when filing a bug.",
            reworded=("Playwright's PR attachment guide says to attach visual evidence when it saves the reviewer a checkout, such as a screenshot of a UI fix, a before/after pair, a short video of a new user-facing flow, or the failure state when filing a bug.",
                      "the imperative given the frame 'Playwright's PR attachment guide says to'; the colon before the list made 'such as'; otherwise as written"),
            paraphrase=("Screenshots or videos are worth adding to a pull request when they spare the reviewer from checking out the change, for example a UI fix, a before-and-after pair, a brief recording of a new user-facing flow, or the failing state in a bug report.",
                        "freer rewording; 'Attach visual evidence when it saves the reviewer a checkout' -> 'worth adding ... when they spare the reviewer from checking out the change'; the four examples kept ('a screenshot of a UI fix' shortened to 'a UI fix' under 'Screenshots or videos'); 'when filing a bug' -> 'in a bug report'"),
            contradiction=("Playwright's PR attachment guide says to attach visual evidence when it saves the reviewer a CI run, such as a screenshot of a UI fix, a before/after pair, a short video of a new user-facing flow, or the failure state when filing a bug.",
                           "[entity] what the evidence saves the reviewer: 'a checkout' -> 'a CI run'; the page speaks of a checkout and never of CI runs in this section ('CI' occurs only in the From CI section, about uploading from a workflow)"),
            overclaim=("Playwright's PR attachment guide ranks a before/after pair as the most useful kind of visual evidence for saving the reviewer a checkout.",
                       "a ranking added: the page lists a before/after pair as one of four examples and ranks none ('most useful' and 'rank' do not occur in it)"),
            added=("Playwright's PR attachment guide says to attach visual evidence when it saves the reviewer a checkout, such as a screenshot of a UI fix or a before/after pair, because many reviewers read pull requests on mobile devices.",
                   "added cause (many reviewers read pull requests on mobile devices) not in the page; 'mobile' and 'device' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Limits",
            start="Images up to 10 MB",
            end="keep recordings short.",
            reworded=("For gh attachments, Playwright's PR attachment guide gives limits of 10 MB for images and, for videos, 10 MB on free plans and 100 MB on paid plans, so recordings should be kept short.",
                      "the setting 'For gh attachments' and the frame 'Playwright's PR attachment guide gives limits of' added for the list item under ## Limits; the imperative 'keep recordings short' made passive with 'should'; the numbers kept"),
            paraphrase=("Uploads are capped at 10 MB for images, while videos may reach 10 MB on a free plan or 100 MB on a paid one, which is why the guide says to keep recordings brief.",
                        "freer rewording; 'Images up to 10 MB' -> 'capped at 10 MB for images'; 'videos up to 10 MB on free plans and 100 MB on paid plans' -> 'videos may reach 10 MB on a free plan or 100 MB on a paid one'; 'so keep recordings short' -> 'which is why the guide says to keep recordings brief'"),
            contradiction=("For gh attachments, Playwright's PR attachment guide gives limits of 10 MB for images and, for videos, 10 MB on free plans and 100 MB on paid plans, so recordings can be as long as needed.",
                           "[direction] 'so keep recordings short' -> 'so recordings can be as long as needed' (short -> long, the opposite advice)"),
            overclaim=("For every file uploaded to GitHub, images are limited to 10 MB and videos to 10 MB on free plans and 100 MB on paid plans.",
                       "scope widened in place: the page gives the limits of gh's --attach uploads (its Limits section); it says nothing of every file uploaded to GitHub ('every file' does not occur in it); may be true in the world for GitHub's own upload limits, not checked"),
            added=("For gh attachments, Playwright's PR attachment guide gives limits of 10 MB for images and, for videos, 10 MB on free plans and 100 MB on paid plans, and gh skips a file over the limit with a warning instead of failing.",
                   "added behaviour (gh skips an oversized file with a warning) not in the page; 'skip' occurs only in When to attach ('Skip it for refactors'), and 'warning' does not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="From CI",
            start="For a polished walkthrough",
            end="the same way.",
            reworded=("For a polished walkthrough of a new feature, Playwright's PR attachment guide suggests recording a hero script as described in video-recording.md and attaching the resulting WebM the same way.",
                      "the imperatives 'record ... and attach' given the frame 'Playwright's PR attachment guide suggests recording ... and attaching'; the link syntax dropped (its text kept)"),
            paraphrase=("When a new feature calls for a polished walkthrough, the guide's advice is to record a hero script following video-recording.md and attach the WebM it produces just like the other files.",
                        "freer rewording; 'For a polished walkthrough of a new feature' -> 'When a new feature calls for a polished walkthrough' (the condition kept); 'as described in' -> 'following'; 'the resulting WebM' -> 'the WebM it produces'; 'the same way' -> 'just like the other files'"),
            contradiction=("For a polished walkthrough of a new feature, Playwright's PR attachment guide suggests recording a hero script as described in video-recording.md and attaching the resulting GIF the same way.",
                           "[entity] 'the resulting WebM' -> 'the resulting GIF'; GIF occurs in the page only in the intro's list of accepted formats"),
            overclaim=("Playwright's PR attachment guide requires a hero-script video walkthrough, recorded as described in video-recording.md, for every new feature.",
                       "a suggestion made a rule and a condition dropped: 'For a polished walkthrough of a new feature, record a hero script' -> 'requires ... for every new feature'; 'require' and 'every new feature' do not occur in the page"),
            added=("For a polished walkthrough of a new feature, Playwright's PR attachment guide suggests recording a hero script as described in video-recording.md, attaching the resulting WebM the same way and keeping the script in the repository for re-recording.",
                   "added plan (keep the hero script in the repository to re-record it) not in the page; 're-record' does not occur in it, and 'repository' only in the Limits item 'Uploads need push access to the repository'; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# wink-nlp/CHANGELOG.md (wink-nlp 2.4.0): one level-1 heading per release, a
# link to the GitHub release named after the release's theme
# ("# [Added map()](...tag/2.4.0)"), then "## Version X.Y.Z <date>" and
# "### ✨ Features", "### 🐛 Fixes" or "### ⚙️ Updates" with list items.  The
# first heading is "# [Added map()](...)", so the title is "Added map()".
# The level-1 release headings are the top-level sections.  Sentences from
# four releases (2.3.0, 2.2.2, 1.12.1, 0.2.0) and the three kinds of nearest
# heading (Features x2, Updates, Fixes).  Every cut ends before the item's
# emoji.  Two lines consist of a lone "#" (before 1.2.0's Updates and 0.2.0's
# Fixes); they are not headings to check_part_d.py (see notes-d.md).
DOCS.append(dict(
    path="wink-nlp/CHANGELOG.md",
    kind="docs", num="wink-nlp", title="Added map()",
    sentences=[
        dict(
            section="✨ Features",
            start="Detokenization now restores em/en",
            end="besides the regular nbsp.",
            reworded=("Since winkNLP 2.3.0, detokenization restores em/en, third/quarter, thin/hair and medium math space characters and narrow non-breaking space characters besides the regular nbsp.",
                      "'now' -> 'Since winkNLP 2.3.0' (the release headings: 'Enabled more special space characters handling', Version 2.3.0); '&' -> 'and'; 'non breaking' hyphenated; the comma before 'medium' made 'and'"),
            paraphrase=("In wink-nlp 2.3.0, detokenizing brings back not only the ordinary nbsp but also em and en, third and quarter, thin and hair, medium mathematical and narrow non-breaking spaces.",
                        "freer rewording; 'restores' -> 'brings back'; 'besides the regular nbsp' -> 'not only the ordinary nbsp but also'; the slash pairs written out; 'medium math space characters' -> 'medium mathematical ... spaces'; the release from the heading"),
            contradiction=("Since winkNLP 2.3.0, detokenization strips em/en, third/quarter, thin/hair and medium math space characters and narrow non-breaking space characters, keeping only the regular nbsp.",
                           "[direction] 'restores' -> 'strips' (the opposite), and 'besides the regular nbsp' -> 'keeping only the regular nbsp'"),
            overclaim=("Since winkNLP 2.3.0, detokenization restores every Unicode space character to its original position.",
                       "scope widened in place: the item lists the space characters it restores; 'every Unicode space character' goes beyond the list ('Unicode' and 'every' do not occur in the page; 'original positions' is from 2.2.0's item about regular and non-breaking spaces)"),
            added=("Since winkNLP 2.3.0, detokenization restores em/en, third/quarter, thin/hair and medium math space characters and narrow non-breaking space characters besides the regular nbsp, a change requested by users of typeset PDF text.",
                   "added origin (requested by users working with typeset PDF text) not in the page; 'PDF', 'typeset' and 'request' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="✨ Features",
            start="`.contextualVectors()` now throws error",
            end="missing in the NLP pipe.",
            reworded=("Since winkNLP 2.2.2, .contextualVectors() throws an error if word vectors are not loaded and, with lemma: true, if pos is missing in the NLP pipe.",
                      "'now' -> 'Since winkNLP 2.2.2' (the heading Version 2.2.2); the labels (a) and (b) dropped, the two conditions kept; 'throws error' -> 'throws an error'; backticks and quotation marks dropped"),
            paraphrase=("From wink-nlp 2.2.2, calling contextualVectors() raises an error in two cases: no word vectors have been loaded, or lemma is set to true while the NLP pipe lacks pos.",
                        "freer rewording; the two lettered conditions made 'two cases'; 'word vectors are not loaded' -> 'no word vectors have been loaded'; 'with lemma: true, \"pos\" is missing in the NLP pipe' -> 'lemma is set to true while the NLP pipe lacks pos'"),
            contradiction=("Since winkNLP 2.2.2, .contextualVectors() throws an error if word vectors are not loaded and, with pos: true, if lemma is missing in the NLP pipe.",
                           "[roles] lemma and pos swapped: the item says the error comes when lemma: true is set and pos is missing from the pipe"),
            overclaim=("Since winkNLP 2.2.2, .contextualVectors() checks every option and throws an error for any misconfiguration of the NLP pipe.",
                       "scope widened in place: the item names two conditions (word vectors not loaded; pos missing with lemma: true); 'every option' and 'any misconfiguration' go beyond them ('misconfiguration' does not occur in the page)"),
            added=("Since winkNLP 2.2.2, .contextualVectors() throws an error if word vectors are not loaded and, with lemma: true, if pos is missing in the NLP pipe, and the message names the missing piece.",
                   "added detail (the error message names the missing piece) not in the page; 'message' and 'names' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="⚙️ Updates",
            start="Ready for future",
            end="including its models.",
            reworded=("For winkNLP 1.12.1, the team tested winkNLP on Node.js version 18, including its models, to be ready for the future.",
                      "'we' -> 'the team' and the setting 'For winkNLP 1.12.1' (the heading Version 1.12.1); the opening 'Ready for future —' made the purpose 'to be ready for the future'"),
            paraphrase=("The 1.12.1 release of wink-nlp prepared for what lies ahead by testing the library together with its language models on Node.js 18.",
                        "freer rewording; 'Ready for future' -> 'prepared for what lies ahead'; 'we have tested winkNLP on Node.js version 18 including its models' -> 'by testing the library together with its language models on Node.js 18' ('models' named language models, as the page does elsewhere)"),
            contradiction=("For winkNLP 1.12.1, the team tested winkNLP on Node.js version 16, including its models, to be ready for the future.",
                           "[number] 'Node.js version 18' -> 'Node.js version 16' ('16' does not occur in the page)"),
            overclaim=("For winkNLP 1.12.1, the team tested winkNLP and its models on Node.js version 18, which guarantees that it will run on every future Node.js release.",
                       "an aim made a guarantee and the scope widened in time: 'Ready for future' -> 'guarantees that it will run on every future Node.js release'; 'guarantee' and 'every future' do not occur in the page"),
            added=("For winkNLP 1.12.1, the team tested winkNLP on Node.js version 18, including its models, and found that no code changes were needed.",
                   "added result (no code changes were needed) not in the page, which reports the testing only; 'code changes' does not occur in it ('code updates' only in 2.0.0's 'no code updates needed for existing projects', about the word-embedding API); not checked in the world"),
        ),
        dict(
            section="🐛 Fixes",
            start="Accessing custom entities was failing",
            end="that there are none!",
            reworded=("In winkNLP 0.2.0, a bug was fixed where accessing custom entities was failing whenever there were no custom entities; now things are as they should be, and it reports that there are none.",
                      "the setting 'In winkNLP 0.2.0' and 'a bug was fixed' from the headings (Version 0.2.0, Fixes); the two sentences joined with a semicolon; 'it tells you that there are none!' -> 'it reports that there are none' (no 'you', no exclamation mark)"),
            paraphrase=("Before the wink-nlp 0.2.0 fix, reading custom entities broke whenever none existed; since then the library behaves properly and simply says there are none.",
                        "freer rewording; 'Accessing custom entities was failing whenever there were no custom entities' -> 'reading custom entities broke whenever none existed'; 'Now things are as they should be' -> 'the library behaves properly'; 'it tells you that there are none' -> 'simply says there are none'"),
            contradiction=("In winkNLP 0.2.0, accessing custom entities was still failing whenever there were no custom entities, and the bug was left unfixed in that release.",
                           "[negation] 'Now things are as they should be' (the bug fixed) -> 'was still failing ... the bug was left unfixed'"),
            overclaim=("In winkNLP 0.2.0, every bug in accessing custom entities was fixed, so custom entities now work correctly in all cases.",
                       "scope widened in place: the item fixes one failure (accessing custom entities when there are none); 'every bug' and 'in all cases' go beyond it ('every' and 'all cases' do not occur in the page)"),
            added=("In winkNLP 0.2.0, a bug was fixed where accessing custom entities failed whenever there were none, a bug that had been found while writing the custom entities examples.",
                   "added origin (the bug found while writing the custom entities examples) not in the page; 'writing' does not occur in it, and 'example(s)' only in other items (README, Deno, word embeddings, 1.14.0's live example, and 1.13.0's 'For example if a pattern matches', about custom-entity marks), never about how the 0.2.0 bug was found; invented, not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# jszip/CHANGES.md (jszip 3.10.2): a Jekyll front matter block (title:
# Changelog, layout: default, section: main), then one heading per release,
# "### vX.Y.Z <date>" (two of them, v2.0.0 and v1.0.0, are level-1 "#"),
# each with list items, mostly one-line changes with PR links.  The first
# Markdown heading is "### v3.10.2 2026-09-09", the title.  The release
# headings, whatever their level, are the top-level sections (check_part_d.py
# takes the nearest heading for this page).  Sentences from four releases
# (3.8.0, 3.7.0, 3.2.2, 2.1.0).
DOCS.append(dict(
    path="jszip/CHANGES.md",
    kind="docs", num="jszip", title="v3.10.2 2026-09-09",
    sentences=[
        dict(
            section="v3.8.0 2022-03-30",
            start="Santize filenames when files are loaded",
            end="as `unsafeOriginalName`.",
            reworded=("JSZip 3.8.0 sanitizes filenames when files are loaded with loadAsync, to avoid zip slip attacks, and the original filename is available on each zip entry as unsafeOriginalName.",
                      "the imperative 'Santize filenames' given the subject 'JSZip 3.8.0' (the heading v3.8.0) and its typo corrected; the two sentences joined with 'and'; link syntax, quotation marks and backticks dropped"),
            paraphrase=("To protect against zip slip attacks, JSZip 3.8.0's loadAsync cleans up file names, while every entry still carries its unaltered name as unsafeOriginalName.",
                        "freer rewording; the purpose moved to the front; 'Santize filenames when files are loaded with loadAsync' -> 'JSZip 3.8.0's loadAsync cleans up file names' (the release from the heading); 'The original filename is available on each zip entry as unsafeOriginalName' -> 'every entry still carries its unaltered name as unsafeOriginalName'"),
            contradiction=("JSZip 3.8.0 sanitizes filenames when files are generated with generateAsync, to avoid zip slip attacks, and the original filename is available on each zip entry as unsafeOriginalName.",
                           "[entity] 'loaded with loadAsync' -> 'generated with generateAsync', another JSZip method (named in the page's 3.0.0, 3.9.0 and 3.1.2 items)"),
            overclaim=("JSZip 3.8.0 sanitizes filenames when files are loaded with loadAsync, which makes JSZip immune to every kind of path traversal attack.",
                       "a degree raised: 'to avoid zip slip attacks' (an aim) -> 'makes JSZip immune to every kind of path traversal attack'; 'immune', 'path traversal' and 'every kind' do not occur in the page"),
            added=("JSZip 3.8.0 sanitizes filenames loaded with loadAsync, to avoid zip slip attacks, by stripping leading slashes and parent-directory segments, and keeps the original filename as unsafeOriginalName.",
                   "added mechanism (stripping leading slashes and parent-directory segments) not in the page, which does not say how filenames are sanitized; 'slash', 'parent' and 'segment' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="v3.7.0 2021-07-23",
            start="This change might break existing code",
            end="exist on a normal object.",
            reworded=("JSZip 3.7.0's null prototype object for this.files might break existing code that uses prototype methods on the .files property of a zip object, for example zip.files.toString(), and the approach is taken to prevent files in the zip overriding object methods that would exist on a normal object.",
                      "'This change' -> 'JSZip 3.7.0's null prototype object for this.files' (the item the note stands under: 'Fix: Use a null prototype object for this.files'); 'if it uses' -> 'that uses'; the two sentences joined with 'and'; backticks dropped"),
            paraphrase=("JSZip 3.7.0 gave zip.files a null prototype so that the files in an archive cannot override the methods an ordinary object would have, which might break code calling prototype methods such as toString() on it.",
                        "freer rewording; the purpose and the risk reordered; 'This approach is taken to prevent files in the zip overriding object methods that would exist on a normal object' -> 'so that the files in an archive cannot override the methods an ordinary object would have'; 'This change' named from the item ('Use a null prototype object for this.files'); 'might break existing code if it uses prototype methods' kept as 'might break code calling prototype methods'"),
            contradiction=("JSZip 3.7.0's null prototype object for this.files might break existing code that uses prototype methods on zip.files, and it is meant to prevent object methods that would exist on a normal object from overriding files in the zip.",
                           "[roles] what overrides what swapped: the page says the approach prevents files in the zip from overriding object methods, not object methods from overriding files"),
            overclaim=("JSZip 3.7.0's null prototype object for this.files will break all existing code that reads the .files property of a zip object.",
                       "hedge and condition removed: 'might break existing code if it uses prototype methods on the .files property' -> 'will break all existing code that reads the .files property'"),
            added=("JSZip 3.7.0's null prototype object for this.files might break existing code that uses prototype methods on zip.files, such as zip.files.toString(), and Object.keys(zip.files) is the suggested replacement.",
                   "added recommendation (Object.keys(zip.files) as the replacement) not in the page; 'Object.keys', 'suggest' and 'replacement' do not occur in it; not checked in the world"),
        ),
        dict(
            section="v3.2.2 2019-07-04",
            start="Tested browsers are now",
            end="removed from the test matrix.",
            reworded=("As of JSZip 3.2.2, the tested browsers are Internet Explorer 11, Chrome (most recent) and Firefox (most recent); other browsers, specifically Safari, are still supported, but testing them on Saucelabs is broken, so they were removed from the test matrix.",
                      "'now' -> 'As of JSZip 3.2.2' (the heading v3.2.2); the two sentences joined with a semicolon; the parenthesis '(specifically Safari)' made an apposition; 'however' -> 'but'; 'and so' -> 'so'"),
            paraphrase=("With JSZip 3.2.2 only IE 11 and the latest Chrome and Firefox are tested; Safari and other browsers remain supported but were dropped from the test matrix because Saucelabs testing of them is broken.",
                        "freer rewording; 'Tested browsers are now' -> 'only ... are tested' ('only' from the list being the whole of the tested set); 'Internet Explorer 11' -> 'IE 11'; '(most recent)' -> 'the latest'; 'are still supported' -> 'remain supported'; the cause kept"),
            contradiction=("As of JSZip 3.2.2, the tested browsers are Internet Explorer 11, Chrome and Firefox, and other browsers, specifically Safari, are no longer supported because testing them on Saucelabs is broken.",
                           "[negation] 'Other browsers (specifically Safari) are still supported' -> 'are no longer supported'"),
            overclaim=("As of JSZip 3.2.2, Safari and the other untested browsers are still supported and guaranteed to work as well as Internet Explorer 11, Chrome and Firefox.",
                       "a degree raised: 'are still supported' (while untested) -> 'guaranteed to work as well as' the tested browsers; 'guarantee' and 'as well as' do not occur in the page"),
            added=("As of JSZip 3.2.2, the tested browsers are Internet Explorer 11 and the most recent Chrome and Firefox, while Safari, still supported, left the test matrix until Saucelabs testing is fixed in the next release.",
                   "added plan (Saucelabs testing to be fixed in the next release) not in the page, which only says testing on Saucelabs is broken; 'next release' does not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="v2.1.0, 2014-02-06",
            start="packaging change :",
            end="dist/jszip.min.js",
            reworded=("JSZip 2.1.0 changed its packaging: instead of 4 files (jszip.js, jszip-load.js, jszip-inflate.js, jszip-deflate.js) there are now 2 files, dist/jszip.js and dist/jszip.min.js.",
                      "the fragment 'packaging change :' given the subject 'JSZip 2.1.0' (the heading v2.1.0) and made 'changed its packaging:'; 'we now have 2 files :' -> 'there are now 2 files,'; the space before each colon dropped"),
            paraphrase=("With version 2.1.0, JSZip's four separate scripts, jszip.js, jszip-load.js, jszip-inflate.js and jszip-deflate.js, gave way to two files, dist/jszip.js and dist/jszip.min.js.",
                        "freer rewording; 'packaging change: instead of 4 files ... we now have 2 files' -> 'four separate scripts ... gave way to two files'; all six file names kept"),
            contradiction=("JSZip 2.1.0 changed its packaging: instead of 4 files (jszip.js, jszip-load.js, jszip-inflate.js, jszip-deflate.js) there is now a single file, dist/jszip.js.",
                           "[number] '2 files : dist/jszip.js and dist/jszip.min.js' -> 'a single file, dist/jszip.js'"),
            overclaim=("JSZip 2.1.0 changed its packaging from 4 files to 2, dist/jszip.js and dist/jszip.min.js, and every JSZip release since has shipped exactly these two files.",
                       "scope widened in time: the item describes the 2.1.0 change only; 'every JSZip release since' goes beyond it (2.6.0's item 'publish dist/ files in the npm package' says nothing of which files; 'exactly' does not occur in the page); may even be true in the world, not checked"),
            added=("JSZip 2.1.0 changed its packaging from 4 files to 2, dist/jszip.js and dist/jszip.min.js, so a page using JSZip now needs only one script tag.",
                   "added consequence (one script tag per page) not in the page; 'script tag' does not occur in it ('script' only inside 'Typescript'); not checked in the world"),
        ),
    ]))
