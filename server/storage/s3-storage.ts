import { PassThrough, type Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { isServiceUnavailable, StorageUnavailableError } from "../errors/unavailable.ts";
import type { FileStorage } from "./file-storage.ts";
import { assertSafeKey, folderKey } from "./storage-key.ts";

/** The AWS SDK's modules, loaded only when the bucket is the store (they add ~20 MB to a process). */
export type S3Sdk = typeof import("@aws-sdk/client-s3") & typeof import("@aws-sdk/lib-storage");

export async function loadS3Sdk(): Promise<S3Sdk> {
  const [client, storage] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  return { ...client, ...storage };
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) under one prefix: `public/` for
 * images, `private/` for resumes. Objects are written without any ACL, so they are as private as
 * the bucket; images reach visitors only through the app's /uploads route. Uploads stream in parts
 * and reads stream out: a resume is never held whole in memory.
 */
/** A bucket that does not answer fails the call as StorageUnavailableError (503 with its message). */
async function reachable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw isServiceUnavailable(error) ? new StorageUnavailableError(error) : error;
  }
}

export class S3Storage implements FileStorage {
  constructor(
    private readonly sdk: S3Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private missing(error: unknown) {
    return error instanceof this.sdk.NoSuchKey || error instanceof this.sdk.NotFound;
  }

  private keyOf(key: string) {
    assertSafeKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, data: Buffer | Readable) {
    // A multipart upload completes atomically: a reader sees the whole object or the previous one.
    await reachable(
      new this.sdk.Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: this.keyOf(key), Body: data },
      }).done(),
    );
  }

  read(key: string): Readable {
    const out = new PassThrough();
    this.client
      .send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }))
      .then((object) => {
        const body = object.Body;
        if (!body || !("pipe" in body)) throw new Error("the store answered without a body");
        body.on("error", (error: Error) => out.destroy(error));
        body.pipe(out);
      })
      .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error("read failed")));
    return out;
  }

  async exists(key: string) {
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (this.missing(error)) return false;
      throw error;
    }
  }

  async remove(key: string) {
    await reachable(this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) })));
  }

  async removeFolder(folder: string) {
    // A picture's folder holds a few dozen renditions at most: one delete each is simple and enough.
    const keys: string[] = [];
    for await (const key of this.keysUnder(`${this.prefix}${folderKey(folder)}/`)) keys.push(key);
    await Promise.all(
      keys.map((key) => this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }))),
    );
  }

  async *list(): AsyncIterable<string> {
    for await (const key of this.keysUnder(this.prefix)) yield key.slice(this.prefix.length);
  }

  /** The bucket's full keys under a prefix, page by page. */
  private async *keysUnder(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key?.startsWith(prefix)) yield object.Key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
