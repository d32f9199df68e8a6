// Text primitives shared by claims, verifier, discovery and engine. Pure functions, no I/O.
export { normalizeWord } from './normalize';
export { stem } from './stem';
export { STOPWORDS } from './stopwords';
export { tokenize, scanTokens, type Token, type TokenKind } from './tokenize';
export { contentTerms, forEachContentTerm, scanContentTerms, wordTerm } from './terms';
export {
  extractQuantities, sameQuantity, quantityTerm, type Quantity, type QuantityKind,
  PERCENT_UNIT, PERCENTAGE_POINT_UNIT, MULTIPLIER_UNIT,
} from './quantities';
export { findAcronyms, withCommonAcronyms } from './acronyms';
export { splitSentences, type SentenceRange } from './sentences';
export { lineStarts, offsetToPosition } from './lines';
