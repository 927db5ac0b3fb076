// Small conversions every area needs the same way: a stored date as the contract's timestamp, and text made safe
// inside a regular expression (prefix and search filters).

/** An ISO 8601 timestamp, or null for a date that is not set. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** `s` matched literally inside a regular expression. */
export const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
