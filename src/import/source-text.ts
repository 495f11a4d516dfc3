/** Where a node lies: Prism's locations are byte offsets into the UTF-8 source. */
export interface ByteRange {
  readonly startOffset: number;
  readonly length: number;
}

/** The parsed file's text, answering line numbers and source slices for Prism's byte offsets. */
export class SourceText {
  private readonly bytes: Buffer;
  private readonly lineStarts: number[] = [0];

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text, 'utf8');
    for (let i = 0; i < this.bytes.length; i++) if (this.bytes[i] === 0x0a) this.lineStarts.push(i + 1);
  }

  /** The 1-based line of a byte offset. */
  lineAt(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /** First and last line of a range. */
  lines(range: ByteRange): { first: number; last: number } {
    return { first: this.lineAt(range.startOffset), last: this.lineAt(range.startOffset + Math.max(0, range.length - 1)) };
  }

  /** The source text of a range. */
  slice(range: ByteRange): string {
    return this.bytes.subarray(range.startOffset, range.startOffset + range.length).toString('utf8');
  }

  /** The whole source lines a range spans, without their line breaks. */
  lineTexts(range: ByteRange): string[] {
    const { first, last } = this.lines(range);
    const out: string[] = [];
    for (let line = first; line <= last; line++) {
      const start = this.lineStarts[line - 1]!;
      const end = line < this.lineStarts.length ? this.lineStarts[line]! - 1 : this.bytes.length;
      out.push(this.bytes.subarray(start, end).toString('utf8').replace(/\r$/, ''));
    }
    return out;
  }
}
