import type { Readable } from "node:stream";

/**
 * Where uploaded files live: the local disk (one machine) or an S3-compatible bucket (several
 * instances; docs/api.md "Running several instances"). Both pass tests/api/file-storage.test.ts.
 */
export interface FileStorage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes every key under `folder` (a key prefix ending in `/`); nothing there is no error. */
  removeFolder(folder: string): Promise<void>;
  /** Every key held, in no particular order (backups copy them all). */
  list(): AsyncIterable<string>;
}
