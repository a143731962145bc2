import { z } from "zod";
import { notFound } from "./text-patterns.ts";

/**
 * Backups (docs/api.md "Backups"): one archive holding a logical dump of the database, every stored
 * file and a manifest. Shapes, names and messages live here for the script, the API and the screen.
 */

/** Bumped when the archive's layout changes; a restore refuses a layout it does not know. */
export const BACKUP_FORMAT = 1;

export const backupTriggers = ["manual", "scheduled", "script"] as const;
export type BackupTrigger = (typeof backupTriggers)[number];

export const backupStatuses = ["running", "completed", "failed"] as const;
export type BackupStatus = (typeof backupStatuses)[number];

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** manifest.json, the first entry of every archive. */
export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  appVersion: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** How many migrations the database had run, and the last one's name. */
  migrationLevel: z.object({ count: z.number().int().min(0), last: z.string().nullable() }),
  encrypted: z.boolean(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0), sha256 })),
  sequences: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
  files: z.array(
    z.object({ store: z.enum(["public", "private"]), key: z.string(), size: z.number().int().min(0), sha256 }),
  ),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** One backup as the Backups screen lists it. */
export const backupSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  trigger: z.enum(backupTriggers),
  status: z.enum(backupStatuses),
  startedAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  sizeBytes: z.number().int().nullable(),
  tableRows: z.number().int().nullable(),
  fileCount: z.number().int().nullable(),
  encrypted: z.boolean(),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;

/** What a restore says when it refuses: the operator reads these on the terminal. */
export const backupMessages = {
  notAnArchive: "This file is not a backup archive of this site (no manifest.json inside).",
  damaged: (detail: string) => `The archive is damaged and was not restored: ${detail}.`,
  encryptedNoKey: "The archive is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with.",
  wrongKey: "The archive cannot be decrypted with this BACKUP_ENCRYPTION_KEY (wrong key, or the file was changed).",
  unknownFormat: (format: unknown) => `The archive's format (${String(format)}) is not one this version can read.`,
  newerMigrationLevel: (archive: number, code: number) =>
    `The archive comes from a newer version of the site (migration level ${archive}; this version has ${code}). Upgrade the site, then restore.`,
  databaseNotEmpty: (rows: number) =>
    `The database is not empty (${rows} rows). Restore into an empty one, or pass --force to replace everything in it.`,
  storageNotEmpty: (files: number) =>
    `The file store is not empty (${files} files). Restore into an empty one, or pass --force to replace everything in it.`,
  checksum: (what: string) => `the checksum of ${what} does not match the manifest`,
  rowCount: (table: string, expected: number, found: number) =>
    `${table} holds ${found} rows, the manifest says ${expected}`,
  missing: (what: string) => `${what} is listed in the manifest but missing from the archive`,
  unlisted: (what: string) => `${what} is in the archive but not in the manifest`,
} as const;

/** The archive's file name: sortable by time, safe as a storage key and a download name. */
export const backupFileName = (startedAt: Date, encrypted: boolean) =>
  `agency-backup-${startedAt.toISOString().replace(/[:.]/g, "-")}.tar.gz${encrypted ? ".enc" : ""}`;

export const backupApiMessages = {
  started: "Backup started",
  notFound: notFound("Backup"),
  notReady: "This backup is not complete; only a completed backup can be downloaded",
  busy: "A backup was started at this very moment; try again",
} as const;
