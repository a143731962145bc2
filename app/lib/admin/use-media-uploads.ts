import { useCallback, useRef, useState } from "react";
import type { Media } from "../../../domain/media.ts";
import { messageOf } from "./api-client.ts";
import { adminApi } from "./endpoints.ts";

/** One file on its way into the library: how far it got, and what the server said of it. */
export type MediaUpload = {
  key: number;
  name: string;
  /** 0..1 of the file sent. */
  progress: number;
  status: "waiting" | "sending" | "done" | "failed";
  /** The server's answer: "Uploaded", or why it refused the file (its type, its size). */
  message: string;
  media?: Media;
};

/** Files sent side by side: enough to keep the line busy, few enough that each one's progress moves. */
const LANES = 2;

/**
 * Sends files into the library one request per file, each with its own progress and the server's
 * own words when it refuses one (a 415 type, a 413 size), so one bad file never stops the others.
 * `onUploaded` hears of each file the library took.
 */
export function useMediaUploads(onUploaded: (media: Media) => void) {
  const [uploads, setUploads] = useState<MediaUpload[]>([]);
  const nextKey = useRef(1);
  const heard = useRef(onUploaded);
  heard.current = onUploaded;

  const change = useCallback((key: number, update: Partial<MediaUpload>) => {
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...update } : upload)));
  }, []);

  const send = useCallback(
    async (key: number, file: File) => {
      change(key, { status: "sending" });
      const form = new FormData();
      form.set("file", file);
      try {
        const answer = await adminApi.media.upload(form, {
          onUploadProgress: (progress) => change(key, { progress }),
        });
        change(key, { status: "done", progress: 1, message: answer.message, media: answer.data });
        heard.current(answer.data);
      } catch (error) {
        change(key, { status: "failed", message: messageOf(error, "The file could not be uploaded") });
      }
    },
    [change],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      const batch = files.map((file) => ({ key: nextKey.current++, file }));
      setUploads((all) => [
        ...batch.map(({ key, file }) => ({
          key,
          name: file.name,
          progress: 0,
          status: "waiting" as const,
          message: "",
        })),
        ...all,
      ]);
      let next = 0;
      const lane = async () => {
        while (next < batch.length) {
          const { key, file } = batch[next++];
          await send(key, file);
        }
      };
      await Promise.all(Array.from({ length: Math.min(LANES, batch.length) }, lane));
    },
    [send],
  );

  /** Forgets the finished ones (the failed stay until dismissed with them). */
  const clear = useCallback(() => setUploads((all) => all.filter((upload) => upload.status === "sending")), []);

  return { uploads, add, clear, busy: uploads.some((u) => u.status === "sending" || u.status === "waiting") };
}
