// Types of test-store.mjs (plain JavaScript: the test runner runs without tsx) for the TypeScript tests that use it.
export function newRunPrefix(): string;
export function testDatabasePrefix(env?: Record<string, string | undefined>): string;
export function testDatabaseName(): string;
export function processOfDatabase(name: string, prefix: string): number | undefined;
export function withDatabase(uri: string, name: string): string;
export function startStoreProcess(
  root: string,
  flags?: string[],
): Promise<{ uri: string; exited: Promise<{ code: number | null; signal: string | null }>; stop(): Promise<void> }>;
export function listDatabases(uri: string): Promise<string[]>;
export function dropDatabases(uri: string, names: string[]): Promise<void>;
