// The chunks remark's reader of sources parses a Markdown text in (markdownTrees in claims/markdown.ts: cut after
// CHUNK_SIZE characters where a new unindented top-level block starts, each chunk followed by a trailer repeating
// the definitions it names): the fast reader reads a source chunk by chunk and leaves to remark only the chunks it
// cannot read. test/unit/fast-markdown-chunks.test.ts compares the documents both ways give.
export { CHUNK_SIZE, sourceChunks, type SourceChunk } from '../claims/markdown';
