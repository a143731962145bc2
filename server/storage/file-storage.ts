import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Local disk today; an S3-compatible driver implements the same
 * interface when the app runs on several machines (docs/architecture.md).
 */
export interface FileStorage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}
