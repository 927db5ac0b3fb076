// The agent journey (journey-steps.ts) with the official 2.x client pinned to MCP 2026-07-28: no session.
import { ProtocolError } from '@modelcontextprotocol/client';
import { connectModern } from './mcp-client.js';
import { runJourney } from './journey-steps.js';

runJourney('the 2.x SDK client, 2026-07-28', async (url, key) => {
  const { client, close } = await connectModern(url, key);
  return {
    era: 'modern',
    keepsContext: true,
    callTool: (name, args) => client.callTool({ name, arguments: args }) as never,
    readResource: (uri) => client.readResource({ uri }) as never,
    async refusal(name, args) {
      try {
        await client.callTool({ name, arguments: args });
      } catch (err) {
        if (err instanceof ProtocolError) return { code: err.code, message: err.message, data: err.data };
        throw err;
      }
      throw new Error(`${name} was not refused`);
    },
    close,
  };
});
