// Inverted indexes over the lockfile, so a change touches only what depends on it:
// source → records, claim → records, verifier version → records.
import { recordSources } from './update';
import type { EvidenceRecord, Lockfile } from './schema';

export class DependencyIndex {
  private readonly bySourcePath = new Map<string, EvidenceRecord[]>();
  private readonly byClaimId = new Map<string, EvidenceRecord[]>();
  private readonly byVerifierVersion = new Map<string, EvidenceRecord[]>();

  constructor(lock: Lockfile) {
    for (const records of Object.values(lock.documents)) {
      for (const record of records) {
        for (const source of recordSources(record)) push(this.bySourcePath, source, record);
        push(this.byClaimId, record.claimId, record);
        push(this.byVerifierVersion, record.verifierVersion, record);
      }
    }
  }

  /** Records whose evidence (support, synthesis parts or counter-evidence) comes from this workspace-relative source. */
  bySource(relPath: string): readonly EvidenceRecord[] {
    return this.bySourcePath.get(relPath) ?? [];
  }

  byClaim(claimId: string): readonly EvidenceRecord[] {
    return this.byClaimId.get(claimId) ?? [];
  }

  byVerifier(version: string): readonly EvidenceRecord[] {
    return this.byVerifierVersion.get(version) ?? [];
  }

  /** Records made by any verifier other than `current`: these need a replay. */
  notVerifiedBy(current: string): EvidenceRecord[] {
    return [...this.byVerifierVersion].filter(([v]) => v !== current).flatMap(([, records]) => records);
  }

  sources(): string[] {
    return [...this.bySourcePath.keys()].sort();
  }

  /** For changed sources: the claim ids to re-verify, per draft (workspace-relative). */
  dependents(changedSources: Iterable<string>): Map<string, Set<string>> {
    const out = new Map<string, Set<string>>();
    for (const source of changedSources) {
      for (const record of this.bySource(source)) {
        let ids = out.get(record.document);
        if (!ids) out.set(record.document, (ids = new Set()));
        ids.add(record.claimId);
      }
    }
    return out;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
