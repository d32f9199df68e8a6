// Evidence panel renderer. Receives plain data from the extension (see src/extension/protocol.ts)
// and builds the DOM with textContent only: no draft or source text is ever parsed as HTML.
// @ts-check
(function () {
  // eslint-disable-next-line no-undef
  const vscode = acquireVsCodeApi();
  const root = /** @type {HTMLElement} */ (document.getElementById('root'));

  /** @param {string} tag @param {string} [cls] @param {string | number} [text] */
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = String(text);
    return e;
  }

  /** @param {HTMLElement} parent @param {string} title */
  function section(parent, title) {
    const s = el('section');
    s.appendChild(el('h2', undefined, title));
    parent.appendChild(s);
    return s;
  }

  /** @param {HTMLElement} parent @param {Array<[string, string | number]>} rows */
  function facts(parent, rows) {
    const dl = el('dl');
    for (const [k, v] of rows) {
      dl.appendChild(el('dt', undefined, k));
      dl.appendChild(el('dd', undefined, v));
    }
    parent.appendChild(dl);
  }

  /** @param {string} cls @param {string} text */
  function badge(cls, text) {
    return el('span', `badge ${cls}`, text);
  }

  /**
   * @param {HTMLElement} parent @param {any} span @param {'evidence' | 'refutation' | 'subclaim'} list @param {number} index
   * @param {number} [part] the synthesis part, for list 'subclaim'
   */
  function spanBlock(parent, span, list, index, part) {
    const box = el('div', `span span-${list}`);
    const link = el('button', 'link', span.place);
    link.title = 'Open the source at this span';
    link.addEventListener('click', () => vscode.postMessage(list === 'subclaim' ? { type: 'openSpan', list, part, index } : { type: 'openSpan', list, index }));
    box.appendChild(link);
    box.appendChild(el('blockquote', 'quote', span.text));
    if (list === 'subclaim') {
      parent.appendChild(box); // a part's span: where and what; its hashes are in the lockfile
      return;
    }
    facts(box, [
      ['offsets', `${span.start}–${span.end}`],
      ['span hash', span.spanHash],
      ['source hash', span.sourceHash],
    ]);
    parent.appendChild(box);
  }

  /** @param {any} c */
  function renderClaim(c) {
    root.replaceChildren();
    const head = el('header');
    head.appendChild(el('div', 'doc', c.documentName));
    head.appendChild(el('blockquote', 'claim', c.text));
    const badges = el('div', 'badges');
    badges.append(badge(`action-${c.action}`, c.action), badge('neutral', c.modality), badge(`risk-${c.risk}`, `${c.risk} risk`));
    head.appendChild(badges);
    root.appendChild(head);

    const v = section(root, 'Verdict');
    v.appendChild(el('p', 'headline', c.headline));
    facts(v, [
      ['verdict', `${c.verdict.label} (${c.verdict.words})`],
      ['quality', c.verdict.quality],
      ['support', c.verdict.supportScore.toFixed(2)],
      ['drift', c.verdict.driftScore.toFixed(2)],
      ['reason', c.verdict.reason],
      ['flags', c.verdict.flags.length ? c.verdict.flags.join(', ') : '—'],
    ]);

    if (c.repair) {
      const r = section(root, c.repair.verified ? 'Repair (re-verified)' : 'Repair (not verified)');
      r.appendChild(el('blockquote', 'repair', c.repair.text));
      facts(r, [
        ['basis', c.repair.basis],
        ['risk', c.repair.highRisk ? 'high: review before applying' : 'normal'],
      ]);
      if (c.repair.verified) {
        const b = el('button', 'primary', 'Apply repair');
        b.addEventListener('click', () => vscode.postMessage({ type: 'applyRepair', claimId: c.claimId }));
        r.appendChild(b);
      }
    }

    if (c.evidenceSet) {
      const es = section(root, `Synthesis: ${c.evidenceSet.compositionWords}`);
      facts(es, [
        ['composition', c.evidenceSet.compositionVerdict],
        ['note', c.evidenceSet.note],
      ]);
      const ol = el('ol', 'parts');
      c.evidenceSet.subclaims.forEach((/** @type {any} */ sub, /** @type {number} */ p) => {
        const li = el('li', `part label-${sub.label}`);
        const head = el('div', 'part-head');
        head.append(badge(sub.label === 'supports' ? 'action-accept' : 'action-review', sub.words), el('span', undefined, ` ${sub.text}`));
        li.appendChild(head);
        if (!sub.evidence.length) li.appendChild(el('p', 'muted', 'No verbatim span carries this part.'));
        sub.evidence.forEach((/** @type {any} */ s, /** @type {number} */ i) => spanBlock(li, s, 'subclaim', i, p));
        ol.appendChild(li);
      });
      es.appendChild(ol);
      for (const j of c.evidenceSet.joins) {
        const join = el('div', 'join');
        join.append(badge('neutral', "author's interpretation"), el('span', undefined, ` ${j}`));
        join.appendChild(el('div', 'muted', 'A join between the parts: yours, not the sources\'; no span is given for it.'));
        es.appendChild(join);
      }
    }

    const ev = section(root, `Evidence (${c.evidence.length})`);
    if (!c.evidence.length) ev.appendChild(el('p', 'muted', 'No verbatim span carries this claim.'));
    c.evidence.forEach((/** @type {any} */ s, /** @type {number} */ i) => spanBlock(ev, s, 'evidence', i));
    if (c.suggestedCitation) {
      ev.appendChild(el('p', 'warn', `The cited source does not carry this claim; ${c.suggestedCitation.relPath} line ${c.suggestedCitation.line} does (${c.suggestedCitation.reason}).`));
      if (c.canFixCitation) {
        const b = el('button', 'primary', `Fix citation: cite ${c.suggestedCitation.relPath} line ${c.suggestedCitation.line}`);
        b.addEventListener('click', () => vscode.postMessage({ type: 'fixCitation', claimId: c.claimId }));
        ev.appendChild(b);
      }
    }

    if (c.refutation && (c.refutation.evidence.length || c.refutation.outcome !== 'no_counterevidence_found')) {
      const rf = section(root, `Counter-evidence (${c.refutation.words})`);
      if (!c.refutation.evidence.length) rf.appendChild(el('p', 'muted', 'The counter-evidence search returned no span.'));
      c.refutation.evidence.forEach((/** @type {any} */ s, /** @type {number} */ i) => spanBlock(rf, s, 'refutation', i));
    } else if (c.refutation) {
      const rf = section(root, 'Counter-evidence');
      rf.appendChild(el('p', 'muted', 'No counter-evidence found in the allowed sources (the claim stays provisional, not proven).'));
    }

    const w = section(root, 'Warrant');
    if (!c.warrant) {
      w.appendChild(el('p', 'muted', 'This sentence needs no evidence, so no warrant was issued.'));
    } else {
      facts(w, [
        ['id', c.warrant.id],
        ['kind', c.warrant.kind],
        ['purpose', c.warrant.purpose],
        ['scope', c.warrant.scope.join(', ') || '—'],
        ['cited files only', c.warrant.files ? c.warrant.files.join(', ') : 'no'],
        ['operations', c.warrant.operations.join(', ')],
        ['retention', c.warrant.retention],
      ]);
      const u = c.usage || { opsUsed: 0, filesTouched: 0, charsRead: 0, charsReturned: 0, exhausted: false, refusals: 0 };
      const table = el('table', 'budget');
      const hr = el('tr');
      hr.append(el('th', undefined, 'budget'), el('th', undefined, 'used'), el('th', undefined, 'limit'));
      table.appendChild(hr);
      /** @type {Array<[string, number, number]>} */
      const rows = [
        ['search ops', u.opsUsed, c.warrant.budgets.maxSearchOps],
        ['files touched', u.filesTouched, c.warrant.budgets.maxFilesTouched],
        ['chars read', u.charsRead, c.warrant.budgets.maxCharsRead],
        ['chars returned', u.charsReturned, c.warrant.budgets.maxCharsReturned],
      ];
      for (const [name, used, limit] of rows) {
        const tr = el('tr');
        tr.append(el('td', undefined, name), el('td', 'num', used), el('td', 'num', limit));
        table.appendChild(tr);
      }
      w.appendChild(table);
      if (u.exhausted) w.appendChild(el('p', 'warn', 'The warrant was exhausted: the verdict abstains rather than guesses.'));
      if (u.refusals) w.appendChild(el('p', 'warn', `${u.refusals} request(s) outside the warrant were refused.`));
    }

    const t = section(root, `Search trace (${c.trace.length} steps)`);
    const ol = el('ol', 'trace');
    for (const step of c.trace) {
      const li = el('li', `status-${step.status}`);
      li.appendChild(el('code', undefined, step.op));
      li.appendChild(el('span', undefined, ` ${step.status}: ${step.result}`));
      if (step.files.length) li.appendChild(el('div', 'muted', step.files.join(', ')));
      if (step.reason) li.appendChild(el('div', 'warn', step.reason));
      ol.appendChild(li);
    }
    t.appendChild(ol);
    vscode.postMessage({ type: 'rendered', claimId: c.claimId });
  }

  /** @param {string} message */
  function renderEmpty(message) {
    root.replaceChildren(el('p', 'muted empty', message));
    vscode.postMessage({ type: 'rendered', claimId: null });
  }

  window.addEventListener('message', (event) => {
    const m = event.data;
    if (!m || typeof m !== 'object') return;
    if (m.type === 'claim') renderClaim(m.claim);
    else if (m.type === 'empty') renderEmpty(String(m.message));
  });
  vscode.postMessage({ type: 'ready' });
})();
