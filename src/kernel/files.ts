// Files shipped with the project (the demo images): listing a folder and the media type of an image by its name.
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** The media types of the image files the project ships, by extension. */
const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
};

/** The media type of an image file by its name, or undefined for anything else. */
export const imageTypeOf = (name: string): string | undefined => IMAGE_TYPES[extname(name).toLowerCase()];

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split(sep).join('/'))
    .sort();
}
