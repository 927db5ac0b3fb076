/** Node's arguments that run `file` (a path ending in .ts): its compiled .js beside it, else the source through tsx. */
export function tsEntry(file: string): string[];
