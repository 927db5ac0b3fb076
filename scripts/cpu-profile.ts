// Summarises a V8 .cpuprofile (node --cpu-prof, e.g. from `npm run bench:http -- --only server --profile DIR`):
// the functions with the most self time, the functions with the most inclusive time (on the stack), and self time
// grouped by where the code lives (this project's modules by folder, node internals, each dependency).
//
//   npx tsx scripts/cpu-profile.ts DIR/CPU.*.cpuprofile [--top 40] [--filter src/http] [--tree handle --depth 6] [--from-ms 3000]
// `--tree NAME` prints the merged call tree below every frame named NAME (inclusive time, children ≥ 0.3 %).
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/cpu-profile.ts FILE.cpuprofile [--top N] [--filter TEXT]');
  process.exit(2);
}
const argValue = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const top = Number(argValue('top') ?? 40);
const filter = argValue('filter');
const treeRoot = argValue('tree');
const depthLimit = Number(argValue('depth') ?? 6);
// Samples before this many ms after the profile's start are dropped (start-up, module loading, the demo seed).
const fromMs = Number(argValue('from-ms') ?? 0);

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
if (fromMs > 0) {
  // timeDeltas are µs between samples; keep the samples from fromMs on, in the same order.
  let t = 0;
  let first = profile.samples.length;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t >= fromMs * 1000) {
      first = i;
      break;
    }
  }
  profile.samples = profile.samples.slice(first);
  profile.timeDeltas = profile.timeDeltas.slice(first);
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

function where(url: string): string {
  if (!url) return '(native/vm)';
  if (url.startsWith('node:')) return url;
  const nm = url.lastIndexOf('/node_modules/');
  if (nm !== -1) {
    const rest = url.slice(nm + 14).split('/');
    return 'dep ' + (rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]);
  }
  const src = url.indexOf('/src/');
  if (src !== -1) {
    const parts = url.slice(src + 1).split('/');
    return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
  }
  return url;
}
const label = (f: CallFrame) => {
  const u = f.url.replace(/^file:\/\/.*?\/(src|node_modules)\//, '$1/');
  return `${f.functionName || '(anonymous)'} ${u}${f.url ? ':' + (f.lineNumber + 1) : ''}`;
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
let idle = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  const node = byId.get(profile.samples[i])!;
  const name = node.callFrame.functionName;
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    if (name === '(idle)') idle += dt;
    else {
      total += dt;
      self.set(name, (self.get(name) ?? 0) + dt);
      byPlace.set(name, (byPlace.get(name) ?? 0) + dt);
    }
    continue;
  }
  total += dt;
  const l = label(node.callFrame);
  self.set(l, (self.get(l) ?? 0) + dt);
  const p = where(node.callFrame.url);
  byPlace.set(p, (byPlace.get(p) ?? 0) + dt);
  const seen = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(root)') break;
    const k = label(f);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
  }
}

const pct = (us: number) => ((100 * us) / total).toFixed(1).padStart(5) + ' %';
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7) + ' ms';
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  const rows = [...m]
    .filter(([k]) => !filter || k.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  for (const [k, v] of rows) console.log(`${ms(v)} ${pct(v)}  ${k}`);
};
console.log(`busy ${ms(total)}, idle ${ms(idle)} (percentages are of busy time)`);
print('self time by place', byPlace);
print('self time by function', self);
print('inclusive time by function', inclusive);

if (treeRoot) {
  // Inclusive time per node, then a merged tree (same labels under the same parent path are added together).
  const nodeSelf = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    nodeSelf.set(profile.samples[i], (nodeSelf.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  interface Merged {
    time: number;
    self: number;
    children: Map<string, Merged>;
  }
  const newMerged = (): Merged => ({ time: 0, self: 0, children: new Map() });
  const incl = new Map<number, number>();
  const inclusiveOf = (id: number): number => {
    const cached = incl.get(id);
    if (cached !== undefined) return cached;
    const n = byId.get(id)!;
    let t = nodeSelf.get(id) ?? 0;
    for (const c of n.children ?? []) t += inclusiveOf(c);
    incl.set(id, t);
    return t;
  };
  const rootMerged = newMerged();
  const addInto = (m: Merged, id: number, depth: number) => {
    m.time += inclusiveOf(id);
    m.self += nodeSelf.get(id) ?? 0;
    if (depth >= depthLimit) return;
    for (const c of byId.get(id)!.children ?? []) {
      const k = label(byId.get(c)!.callFrame);
      let child = m.children.get(k);
      if (!child) m.children.set(k, (child = newMerged()));
      addInto(child, c, depth + 1);
    }
  };
  // Outermost frames named treeRoot only (a recursive frame is counted once).
  const visit = (id: number, inside: boolean) => {
    const n = byId.get(id)!;
    const hit = !inside && n.callFrame.functionName === treeRoot;
    if (hit) addInto(rootMerged, id, 0);
    for (const c of n.children ?? []) visit(c, inside || hit);
  };
  visit(profile.nodes[0].id, false);
  console.log(`\ntree below ${treeRoot}: ${ms(rootMerged.time)} ${pct(rootMerged.time)} (self ${ms(rootMerged.self)})`);
  const printTree = (m: Merged, indent: string) => {
    for (const [k, c] of [...m.children].sort((a, b) => b[1].time - a[1].time)) {
      if (c.time < total * 0.003) continue;
      console.log(
        `${ms(c.time)} ${pct(c.time)} ${indent}${k}${c.self ? `  [self ${(c.self / 1000).toFixed(0)} ms]` : ''}`,
      );
      printTree(c, indent + '  ');
    }
  };
  printTree(rootMerged, '  ');
}
