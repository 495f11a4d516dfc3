/** A file sent in a multipart/form-data body. The content is held in memory (bounded by the multipart limit). */
export class UploadedFile {
  constructor(
    /** The file's base name as the browser sent it (any directory part removed). */
    readonly filename: string,
    /** The part's `Content-Type`, `application/octet-stream` when absent. */
    readonly contentType: string,
    readonly data: Buffer,
  ) {}

  get size(): number {
    return this.data.length;
  }

  /** The content as text (UTF-8 unless told otherwise). */
  text(encoding: BufferEncoding = 'utf8'): string {
    return this.data.toString(encoding);
  }

  /** What JSON and logs show: the description, not the bytes. */
  toJSON(): { filename: string; contentType: string; size: number } {
    return { filename: this.filename, contentType: this.contentType, size: this.size };
  }
}
