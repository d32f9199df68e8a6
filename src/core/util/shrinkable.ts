// A buffer whose tail can be given back at once. An ArrayBuffer's memory is freed only when V8 next collects it (a
// full collection for a large one), however long after its last use; a resizable one (ES2024) returns the pages it
// is shrunk by to the system at the call. Where the runtime has none (`maxByteLength` ignored), the buffer is a
// plain one and `shrinkable` says false: callers then copy what they keep instead.

interface ResizableArrayBuffer extends ArrayBuffer {
  readonly resizable: boolean;
  resize(byteLength: number): void;
}

const Resizable = ArrayBuffer as unknown as new (byteLength: number, options: { maxByteLength: number }) => ArrayBuffer;

/** `byteLength` bytes (zeroed) that can later be shrunk in place (see shrink), where the runtime allows it. */
export function shrinkableBuffer(byteLength: number): ArrayBuffer {
  return new Resizable(byteLength, { maxByteLength: byteLength });
}

/** True when `buffer` can be shrunk in place. */
export function shrinkable(buffer: ArrayBufferLike): boolean {
  return (buffer as Partial<ResizableArrayBuffer>).resizable === true;
}

/**
 * Shrinks a shrinkable buffer to its first `byteLength` bytes; its tail's memory goes back to the system now. Views
 * of it that reach past the new length are out of bounds from then on (length 0, reads undefined).
 */
export function shrink(buffer: ArrayBufferLike, byteLength: number): void {
  if (!shrinkable(buffer)) throw new Error('not a shrinkable buffer');
  (buffer as ResizableArrayBuffer).resize(byteLength);
}
