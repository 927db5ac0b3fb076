// Small conversions every area needs the same way: a stored date as the contract's timestamp, text made safe
// inside a regular expression (prefix and search filters), and text cut to a length without splitting a character.

/** An ISO 8601 timestamp, or null for a date that is not set. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** `s` matched literally inside a regular expression. */
export const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut to at most `max` characters (code points, as JSON Schema counts them), never inside a surrogate pair. */
export function cutToChars(text: string, max: number): string {
  if (text.length <= max) return text;
  let chars = 0;
  let end = 0;
  for (const c of text) {
    if (chars === max) return text.slice(0, end);
    chars++;
    end += c.length;
  }
  return text;
}
