// The commented `.warrant.json` that "Warrant: Open Config" creates when a folder has none.
export const CONFIG_TEMPLATE = `{
  // Warrant configuration. Schema-checked while you edit; every field is optional.

  // Where evidence may come from: folders, files or globs relative to this file.
  // Empty or missing: every supported file in the workspace except the drafts.
  "sources": [],

  // Never searched, on top of the built-in exclusions (.git, node_modules, .env*, keys, secrets/, private/).
  "exclude": [],

  // The drafts to verify (never used as evidence).
  "drafts": ["**/*.md"],

  // Per-claim search budgets. When a budget runs out, the claim abstains instead of guessing.
  "budgets": { "maxFilesTouched": 12, "maxSearchOps": 24 },

  // Permission to read is not permission to keep: what the lockfile and traces may store.
  "retention": { "default": "metadata_only" }
}
`;
