// Project slugs: lower-case letters, digits and inner hyphens, 1 to 50 characters (the contract's pattern). A slug
// derived from a name keeps its letters and digits (accents folded), joins the rest with single hyphens, and takes
// the first free numeric suffix when the business already has it. Pure.
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/;
const MAX = 50;

/** The slug a name suggests; `project` when the name has no letter or digit. */
export function slugFromName(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const base = folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/, '');
  return base || 'project';
}

/** `base`, or `base-2`, `base-3`, … : the first not in `taken`, cut so that it stays within 50 characters. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
