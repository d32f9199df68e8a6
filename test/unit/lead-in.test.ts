// A writer's characterising lead-in before a colon, and the rest a source may state.
import assert from 'node:assert/strict';
import { leadIn } from '../../src/core/engine/lead-in';

describe('lead-in before a colon', () => {
  it('finds a characterisation and reads an opening "it" as its subject', () => {
    assert.deepEqual(leadIn('The moderation team is the exception: it has no leader, and it must not include any core team members.'),
      { lead: 'The moderation team is the exception', rest: 'The moderation team has no leader, and it must not include any core team members.', subjectWords: ['moderation', 'team'] });
    assert.deepEqual(leadIn('The numbers in the motivation are stark: the index is 176MiB as an uncompressed tarball.'),
      { lead: 'The numbers in the motivation are stark', rest: 'The index is 176MiB as an uncompressed tarball.', subjectWords: ['numbers', 'motivation'] });
    assert.equal(leadIn('Rival formats get a brisk review: XML and SGML are too verbose to read as source.')?.rest, 'XML and SGML are too verbose to read as source.');
  });

  it('leaves a lead-in that states a fact, and a claim with no lead-in, to be checked whole', () => {
    for (const text of [
      'The PEP was rejected: it has no leader, and it must not include any core team members.', // an act
      'There are four kinds of PEP: Standards Track, Informational, Process and Meta.', // a figure
      'The transition ran over three releases: opt-in in 3.5, a warning in 3.6 and the new semantics in 3.7.',
      'The moderation team is not the exception: it has no leader at all in the project.', // a denial
      'The feature is experimental: it may change in any release of the compiler.', // a state a source states
      'The default is JSON: every response is encoded that way by the server.', // a name
      'The moderation team has no leader and must not include any core team members.', // no colon
      'Note: the moderation team has no leader in the project.', // too short a lead-in
      'The PEP is strict: A: b and c: d are all that it says here.', // two colons
      "Each version of Ubuntu is effectively long-term support: it's supported for five years, with regular fixes.", // "it's" points back
      'The higher left box is a mix: this means you do not have to match case when opening it.',
    ]) assert.equal(leadIn(text), null, text);
  });

  it('does not guess what "it" stands for when the lead-in has no noun phrase of its own', () => {
    assert.equal(leadIn('Under the hood it is pure sugar: it substitutes the header of the type for Self.'), null);
  });
});
