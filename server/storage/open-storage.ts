import path from "node:path";
import type { AppConfig } from "../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { LocalDiskStorage } from "./local-disk-storage.ts";
import { loadS3Sdk, S3Storage } from "./s3-storage.ts";

export const publicUploadsDir = (dataDir: string) => path.join(dataDir, "uploads");
export const privateFilesDir = (dataDir: string) => path.join(dataDir, "private");
export const backupsDir = (dataDir: string) => path.join(dataDir, "backups");

/** Public images (served under /uploads) and private files (resumes, only ever through the signed-in download). */
export type Storages = { public: FileStorage; private: FileStorage; backups: FileStorage; close(): void };

/** The configured store: directories under DATA_DIR, or two prefixes of one S3 bucket. */
export async function openStorage(config: Pick<AppConfig, "storage" | "dataDir">): Promise<Storages> {
  const { storage } = config;
  if (storage.driver === "local") {
    return {
      public: new LocalDiskStorage(publicUploadsDir(config.dataDir)),
      private: new LocalDiskStorage(privateFilesDir(config.dataDir)),
      backups: new LocalDiskStorage(backupsDir(config.dataDir)),
      close: () => {},
    };
  }
  const sdk = await loadS3Sdk();
  const client = new sdk.S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    credentials: storage.credentials,
    forcePathStyle: storage.forcePathStyle,
  });
  return {
    public: new S3Storage(sdk, client, storage.bucket, "public/"),
    private: new S3Storage(sdk, client, storage.bucket, "private/"),
    backups: new S3Storage(sdk, client, storage.bucket, "backups/"),
    close: () => client.destroy(),
  };
}
