// A generated part of a hand-written Markdown document: from the end of a marker line (a sentence saying which
// command writes the part) to the next `## ` heading, or the end of the file. The served guides show raw HTML as
// text, so the marker is a sentence rather than an HTML comment.

/** Where the generated part of `doc` is; throws naming `file` when the marker line is missing. */
export function generatedRegion(doc: string, marker: string, file: string): { start: number; end: number } {
  const line = doc.indexOf(`\n${marker}\n`);
  if (line < 0) throw new Error(`${file}: the line "${marker}" is missing`);
  const start = line + marker.length + 2;
  const next = doc.indexOf('\n## ', start);
  return { start, end: next < 0 ? doc.length : next + 1 };
}

/** `doc` with its generated part replaced by `text` (a blank line on each side). */
export function withRegion(doc: string, marker: string, file: string, text: string): string {
  const { start, end } = generatedRegion(doc, marker, file);
  return `${doc.slice(0, start)}\n${text}\n${end < doc.length ? '\n' : ''}${doc.slice(end)}`;
}
