// JSON text attached to the value it encodes. A product list served from memory is assembled from the same few
// presented products again and again; encoding each once and splicing the attached texts spares the HTTP adapter
// most of a list's JSON work (a tenth of its CPU per request). Other transports, and any code, see the value
// itself: the text is only ever an encoding of it, and the value is frozen so it cannot drift from its text.
import { deepFreeze } from './freeze.js';

const texts = new WeakMap<object, string>();

/** Freezes `value` and attaches `text` as its JSON (the caller guarantees text === JSON.stringify(value)). */
export function freezeWithJson<T extends object>(value: T, text: string): T {
  deepFreeze(value);
  texts.set(value, text);
  return value;
}

/** The JSON text freezeWithJson attached to `value`, if any (for encoders that wrap it: an envelope around it). */
export function attachedJson(value: unknown): string | undefined {
  return value !== null && typeof value === 'object' ? texts.get(value) : undefined;
}
