// The agent journey (journey-steps.ts) with the official 1.x SDK client, MCP 2025-11-25 in a session.
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { connect } from './mcp-client.js';
import { runJourney } from './journey-steps.js';

runJourney('the 1.x SDK client, 2025-11-25', async (url, key) => {
  const { client, close } = await connect(url, key);
  return {
    era: 'legacy',
    keepsContext: true,
    callTool: (name, args) => client.callTool({ name, arguments: args }) as never,
    readResource: (uri) => client.readResource({ uri }) as never,
    async refusal(name, args) {
      try {
        await client.callTool({ name, arguments: args });
      } catch (err) {
        if (err instanceof McpError) return { code: err.code, message: err.message, data: err.data };
        throw err;
      }
      throw new Error(`${name} was not refused`);
    },
    close,
  };
});
