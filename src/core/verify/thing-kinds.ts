// The kinds of thing a document or one of its entries is about, as a writer points at it with "this" or "the" ("This
// package", "this command", "this function"). One list, read three ways: what a README or manual page is about, what
// "this <kind>" in a span names, and whose "will" is what always happens.

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
