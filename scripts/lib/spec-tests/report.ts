// Tallies outcomes per suite and prints them: figures per suite, skips grouped by reason, each failure with its
// file, test and first difference, and the closing `N passed, N failed, N skipped` line.
import type { Outcome } from './run-test.js';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export interface FailureEntry {
  suite: string;
  file: string;
  test: string;
  difference: string;
}

export class Report {
  readonly suites = new Map<string, Tally>();
  readonly skips = new Map<string, number>();
  readonly failures: FailureEntry[] = [];
  /** Driver differences tolerated, with how many passed and failed tests needed each. */
  readonly allowances = new Map<string, number>();

  add(suite: string, file: string, test: string, outcome: Outcome): void {
    const tally = this.suites.get(suite) ?? { passed: 0, failed: 0, skipped: 0 };
    this.suites.set(suite, tally);
    tally[outcome.status]++;
    if (outcome.status === 'skipped') this.skips.set(outcome.reason, (this.skips.get(outcome.reason) ?? 0) + 1);
    if (outcome.status === 'failed') this.failures.push({ suite, file, test, difference: outcome.difference });
    if (outcome.status !== 'skipped')
      for (const a of outcome.allowances ?? []) this.allowances.set(a, (this.allowances.get(a) ?? 0) + 1);
  }

  totals(): Tally {
    const t = { passed: 0, failed: 0, skipped: 0 };
    for (const s of this.suites.values()) {
      t.passed += s.passed;
      t.failed += s.failed;
      t.skipped += s.skipped;
    }
    return t;
  }

  print(out: (line: string) => void): void {
    out('');
    out('Per suite (passed / failed / skipped):');
    for (const [name, t] of this.suites)
      out(
        `  ${name.padEnd(30)} ${String(t.passed).padStart(4)} ${String(t.failed).padStart(4)} ${String(t.skipped).padStart(4)}`,
      );
    if (this.skips.size) {
      out('');
      out('Skipped, by reason:');
      for (const [reason, n] of [...this.skips].sort((a, b) => b[1] - a[1]))
        out(`  ${String(n).padStart(4)}  ${reason}`);
    }
    if (this.allowances.size) {
      out('');
      out('Driver differences tolerated (tests that ran with them):');
      for (const [reason, n] of this.allowances) out(`  ${String(n).padStart(4)}  ${reason}`);
    }
    if (this.failures.length) {
      out('');
      out('Failed:');
      for (const f of this.failures) out(`  ${f.file} — ${f.test}\n      ${f.difference}`);
    }
    const t = this.totals();
    out('');
    out(`${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
  }
}
