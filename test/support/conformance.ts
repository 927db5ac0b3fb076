// Runs a suite's HTTP traffic through Prism's validation proxy in front of the real server, and reports every
// response that breaks the contract. Request-side findings are not counted: negative tests send invalid
// requests on purpose, and the server's answer to them is what must conform.
import { startConformanceProxy, type RunningMock, type Violation } from '../../scripts/mock.js';

export interface Conformance {
  /** Base URL to send the suite's requests to (the proxy). */
  url: string;
  /** Response violations seen so far, errors and warnings alike. */
  responseViolations(): Violation[];
  close(): Promise<void>;
}

export async function startConformance(upstream: string): Promise<Conformance> {
  const proxy: RunningMock = await startConformanceProxy(upstream);
  return {
    url: proxy.url,
    responseViolations: () =>
      proxy.violations
        .map((v) => ({ ...v, violations: v.violations.filter((x) => (x as { location?: string[] }).location?.[0] !== 'request') }))
        .filter((v) => v.violations.length > 0),
    close: () => proxy.close(),
  };
}
