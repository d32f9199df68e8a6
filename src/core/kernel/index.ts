// The kernel: the only code that reads source files (SourceStore for corpus-level reads, ScopedSearchKernel per claim).
export { ScopedSearchKernel, MAX_WINDOW_CHARS, MAX_READ_WINDOW_CHARS, windowAround, type SearchOptions, type TextSearchOptions } from './kernel';
export {
  SourceStore,
  SourceLoadError,
  decodeText,
  lineStartsOf,
  type SourceDoc,
  type SourceFileInfo,
  type SourceListing,
  type SkipReason,
  type SkippedSource,
  type SourceStatus,
} from './source-store';
export { checkSources, describeSourceProblem, sourcesOrigin, type SourceCheckInput } from './source-check';
export { WarrantViolation, BOUNDARY_CODES, type ViolationCode } from './violation';
export { foldText, foldQuery, type FoldedText } from './fold';
