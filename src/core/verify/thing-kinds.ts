// The kinds of thing a document or one of its entries is about, as a writer points at it with "this" or "the" ("This
// package", "this command", "this function"). One list, read three ways: what a README or manual page is about, what
// "this <kind>" in a span names, and whose "will" is what always happens. And the kind nouns a writer puts after a name
// ("the PRDM1 gene", "the `Debug` trait"), which say only what kind of thing the name is.
import { stem } from '../text/stem';

/** What a README or a manual page is about. */
export const DOCUMENT_KINDS = ['package', 'module', 'library', 'tool', 'utility', 'project', 'crate', 'command'] as const;
/** A member of what a document is about: an entry of an API or a command's page. */
export const MEMBER_KINDS = ['subcommand', 'function', 'method', 'class'] as const;
/** A setting or a piece of an interface. */
export const SETTING_KINDS = ['option', 'flag', 'setting', 'api', 'script'] as const;
/** Kinds that have plans: "This project will add …" is a plan, not what it does. */
const PLANNING_KINDS: ReadonlySet<string> = new Set(['project', 'crate']);

/** Alternatives for a regular expression ("package|module|…"). */
export const alternatives = (kinds: readonly string[]): string => kinds.join('|');
/** The kinds whose "This <kind> will …" says what it does whenever it runs. */
export const BEHAVING_KINDS: readonly string[] = [...DOCUMENT_KINDS.filter((k) => !PLANNING_KINDS.has(k)), ...MEMBER_KINDS, ...SETTING_KINDS];

/** Nouns that name the kind of a named thing: code things, software, molecules. */
const KIND_NOUNS = [
  'gene', 'protein', 'enzyme', 'kinase', 'peptide', 'molecule', 'compound', 'drug', 'virus', 'bacterium', 'strain',
  'trait', 'type', 'macro', 'function', 'method', 'class', 'module', 'struct', 'enum', 'keyword', 'attribute', 'operator',
  'crate', 'package', 'library', 'command', 'subcommand', 'tool', 'utility', 'program', 'project', 'language', 'framework',
  'field', 'flag', 'variable', 'constant', 'decorator', 'statement', 'builtin', 'directive', 'lint', 'target', 'compiler',
  'interpreter', 'file', 'directory', 'repository', 'format', 'protocol', 'interface', 'api', 'platform', 'expression',
  'object', 'property', 'option', 'parameter', 'argument', 'event',
];
/** Their singular and plural spellings: a word matched by its stem only may be a verb ("filed", "formatted"). */
export const KIND_FORMS = new Set(KIND_NOUNS.flatMap((w) => [w, /(?:s|x|ch|sh)$/.test(w) ? `${w}es` : w.endsWith('y') ? `${w.slice(0, -1)}ies` : `${w}s`]));

/** The stems of kind nouns a text writes right after a name in code marks ("a top level `await` expression"). */
export function kindsAfterCode(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/`[^`\n]+`\s+(\p{L}+)/gu)) if (KIND_FORMS.has(m[1]!.toLowerCase())) out.add(stem(m[1]!.toLowerCase()));
  return out;
}
