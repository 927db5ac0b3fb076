// An ordering key for documents written by this process. Test clocks stand still, so many codes and messages
// share one created_at; "the newest" must still be well defined. Real milliseconds × 1000 plus a counter stays
// increasing within a process and roughly ordered across processes.
let last = 0;

export function nextSeq(): number {
  const candidate = Date.now() * 1000;
  last = candidate > last ? candidate : last + 1;
  return last;
}
