// git's pre-receive hook for a push to a managed repository, run by `git receive-pack` (under `git http-backend`)
// once the pushed objects are in quarantine and before any ref moves. It decides nothing itself: it hands the ref
// updates (stdin: `<old> <new> <ref>` per line) and the quarantine folder to the server process that started the
// push, over the Unix socket and with the one-push token that process put in the environment
// (src/providers/git/push-hooks.ts), prints the server's message (git shows it to the pusher as `remote: …`) and
// exits 0 to let the push through or 1 to refuse all of it. Plain JavaScript with no imports but Node's, so it
// starts fast and without the server's loader.
import { connect } from 'node:net';

const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const input = [];
for await (const chunk of process.stdin) input.push(chunk);
const commands = Buffer.concat(input)
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [old, next, ref] = line.split(' ');
    return { old, new: next, ref };
  });

const {
  STOREFRONT_PUSH_SOCKET: socketPath,
  STOREFRONT_PUSH_TOKEN: token,
  GIT_QUARANTINE_PATH: quarantine,
} = process.env;
if (!socketPath || !token) fail('This push did not come through the server; it is refused.');

const socket = connect(socketPath);
socket.on('error', (err) => fail(`The push could not be recorded (${err.message}); nothing was changed, push again.`));
// One line out; the answer is one line back, then the server closes.
socket.write(`${JSON.stringify({ token, quarantine: quarantine ?? null, commands })}\n`);
let answer = '';
socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
socket.on('end', () => {
  let verdict;
  try {
    verdict = JSON.parse(answer);
  } catch {
    fail('The push could not be recorded (no answer); nothing was changed, push again.');
  }
  if (verdict.message) process.stderr.write(`${verdict.message}\n`);
  process.exit(verdict.ok ? 0 : 1);
});
