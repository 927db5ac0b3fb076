// test-store: any (the MCP Inspector, a client of /mcp: the tools it calls run in every pass in the journey of the SDK clients)
// The agent journey's core (journey-steps.ts) with the MCP Inspector's command line, `--protocol-era modern`.
import { inspectorAgent } from './inspector-agent.js';
import { runJourney } from './journey-steps.js';

runJourney('the Inspector 2.x command line, --protocol-era modern', inspectorAgent('modern'), { whole: false });
