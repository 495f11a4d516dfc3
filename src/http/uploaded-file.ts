import { utf8Text } from './bytes.js';

/**
 * A file sent in a multipart/form-data body. The content is held in memory (bounded by the multipart limit),
 * as a `Uint8Array` (a `Buffer` on Node and Bun, whose bodies arrive as Buffers).
 */
export class UploadedFile {
  constructor(
    /** The file's base name as the browser sent it (any directory part removed). */
    readonly filename: string,
    /** The part's `Content-Type`, `application/octet-stream` when absent. */
    readonly contentType: string,
    readonly data: Uint8Array,
  ) {}

  get size(): number {
    return this.data.length;
  }

  /** The content as text: UTF-8 unless told otherwise (any encoding label `TextDecoder` knows: `latin1`, `utf-16le`…). */
  text(encoding = 'utf-8'): string {
    const label = encoding.toLowerCase();
    return label === 'utf8' || label === 'utf-8' ? utf8Text(this.data) : new TextDecoder(label).decode(this.data);
  }

  /** What JSON and logs show: the description, not the bytes. */
  toJSON(): { filename: string; contentType: string; size: number } {
    return { filename: this.filename, contentType: this.contentType, size: this.size };
  }
}
