/* global structuredClone */
// The blog's data: one JSON file, rewritten whole on every change. A change is written to a temporary file
// in the same directory, flushed to disk, then renamed over the old file: rename is atomic, so a crash
// leaves either the old data or the new, never half a file.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

const EMPTY = () => ({ sequences: { posts: 0, comments: 0 }, posts: [], comments: [], profile: null });

export class JsonStore {
  constructor(file) {
    this.file = file;
    this.data = existsSync(file) ? { ...EMPTY(), ...JSON.parse(readFileSync(file, 'utf8')) } : EMPTY();
  }

  /** Runs a change and saves it; if the change throws, the data is left as it was. */
  change(fn) {
    const before = structuredClone(this.data);
    try {
      const result = fn(this.data);
      this.save();
      return result;
    } catch (error) {
      this.data = before;
      throw error;
    }
  }

  nextId(table) {
    this.data.sequences[table] = (this.data.sequences[table] ?? 0) + 1;
    return this.data.sequences[table];
  }

  save() {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, JSON.stringify(this.data, null, 2));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      renameSync(temp, this.file);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }
}
