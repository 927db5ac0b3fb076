// The MCP Inspector's command line (Inspector 2.x on Node 22: test/harness/mcp-tools.ts) as a journey agent: one
// Inspector run per call, as a person or a script drives it, in the protocol era given (`--protocol-era`).
import { runInspector } from '../harness/mcp-tools.js';
import type { JourneyAgent } from './journey-steps.js';

export function inspectorAgent(era: 'legacy' | 'modern'): (url: string, key: string) => Promise<JourneyAgent> {
  return (url, key) => {
    const target = ['--server-url', `${url}/mcp`, '--transport', 'http', '--protocol-era', era];
    const auth = ['--header', `Authorization: Bearer ${key}`];
    const run = (args: string[]) => runInspector([...target, ...args, ...auth]);
    const toolArgs = (name: string, args: Record<string, unknown>) => [
      '--method',
      'tools/call',
      '--tool-name',
      name,
      '--tool-args-json',
      JSON.stringify(args),
    ];
    /** The run's result; a run that failed throws with what the Inspector printed. */
    const resultOf = async (args: string[]) => {
      const r = await run(args);
      // Exit code 5 is a tool result with isError, which the journey reads like any other result.
      const answered = r.code === 0 || (r.code === 5 && r.error?.code === 'tool_is_error');
      if (!answered || r.result === undefined)
        throw new Error(`inspector ${args.join(' ')} exited ${r.code}:\n${r.stderr}${r.stdout}`);
      return r.result;
    };
    return Promise.resolve({
      era,
      // Each run opens its own session on 2025-11-25, and the attachment is the session's.
      keepsContext: era === 'modern',
      callTool: (name, args) => resultOf(toolArgs(name, args)),
      readResource: (uri) => resultOf(['--method', 'resources/read', '--uri', uri]),
      // The Inspector prints a refused call's message only (its error envelope's code is its own, "error").
      async refusal(name, args) {
        const r = await run(toolArgs(name, args));
        if (r.code === 0 || !r.error) throw new Error(`${name} was not refused:\n${r.stdout}${r.stderr}`);
        return { message: r.error.message };
      },
      close: () => Promise.resolve(),
    });
  };
}
