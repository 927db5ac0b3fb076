/** Brings the compiled mirror of `root` at `out` up to date; answers how many TypeScript files it compiled. */
export function buildForTests(root: string, out: string): Promise<number>;
/** Where `file` (under `root`) runs from in the mirror at `out`. */
export function builtPath(root: string, out: string, file: string): string;
