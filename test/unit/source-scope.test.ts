// What the editor says about a folder's sources (src/extension/source-scope.ts, no vscode needed).
import assert from 'node:assert/strict';
import type { SourceCheck } from '../../src/core/model';
import { NoticeOnce, noticeText, quietOnClaims, SETTING_ORIGIN, statusView } from '../../src/extension/source-scope';

const COUNTS = { accept: 3, attention: 2, detail: '3 accepted, 2 need attention' };
const ok: SourceCheck = { files: 4, origin: '.warrant.json "sources"', problems: [] };
const none: SourceCheck = {
  files: 0,
  origin: '',
  problems: [{ entry: '', label: '', kind: 'no_sources', message: 'no sources: the workspace holds no supported file (.md .txt) besides the drafts' }],
};
const missing = { entry: 'sourcez', label: 'sourcez', kind: 'missing' as const, message: '"sourcez" does not exist' };
const unusable: SourceCheck = { files: 0, origin: '.warrant.json "sources"', problems: [missing] };
const partial: SourceCheck = { files: 4, origin: '.warrant.json "sources"', problems: [missing] };

describe('editor: sources that give nothing to search', () => {
  it('a good check (or none) shows the counts and opens the panel, as before', () => {
    for (const check of [ok, undefined]) {
      const v = statusView(check, COUNTS);
      assert.equal(v.text, '$(pass) 3 $(warning) 2');
      assert.equal(v.opens, 'panel');
    }
    assert.equal(quietOnClaims(ok), false);
    assert.equal(quietOnClaims(undefined), false);
    assert.equal(noticeText('ws', ok), undefined);
  });

  it('no sources at all: quiet on claims, no notification, the status bar offers to create .warrant.json', () => {
    assert.equal(quietOnClaims(none), true);
    assert.equal(noticeText('ws', none), undefined);
    const v = statusView(none, COUNTS);
    assert.equal(v.text, '$(info) no sources: add .warrant.json');
    assert.equal(v.opens, 'config');
  });

  it('no named source exists: quiet on claims, one notice naming it, the status bar says so', () => {
    assert.equal(quietOnClaims(unusable), true);
    assert.equal(noticeText('ws', unusable), 'Warrant (ws): .warrant.json "sources": "sourcez" does not exist (nothing to search, claims are not checked).');
    const v = statusView(unusable, COUNTS);
    assert.equal(v.text, '$(error) no sources found');
    assert.match(v.tooltip, /"sourcez" does not exist/);
    assert.equal(v.opens, 'config');
  });

  it('one bad entry among good ones: claims keep their marks, the status bar shows both', () => {
    assert.equal(quietOnClaims(partial), false);
    assert.match(noticeText('ws', partial)!, /"sourcez" does not exist \(claims are checked without it\)/);
    assert.equal(statusView(partial, COUNTS).text, '$(error) 1 source not found · $(pass) 3 $(warning) 2');
  });

  it('entries from the warrant.sources setting open the setting', () => {
    const fromSetting = { ...partial, origin: SETTING_ORIGIN };
    assert.equal(statusView(fromSetting, COUNTS).opens, 'settings');
    assert.match(noticeText('ws', fromSetting)!, /the setting "warrant\.sources": "sourcez" does not exist/);
  });

  it('a folder is notified once per set of problems, and again after they were fixed and came back', () => {
    const once = new NoticeOnce();
    const text = noticeText('ws', unusable);
    assert.equal(once.take('file:///ws', text), true);
    assert.equal(once.take('file:///ws', text), false, 'the next draft of the folder, or the next keystroke');
    assert.equal(once.take('file:///other', text), true, 'another folder');
    assert.equal(once.take('file:///ws', noticeText('ws', { ...unusable, problems: [missing, { ...missing, entry: 'b', label: 'b', message: '"b" does not exist' }] })), true);
    assert.equal(once.take('file:///ws', undefined), false, 'fixed');
    assert.equal(once.take('file:///ws', text), true, 'broken again');
  });
});
