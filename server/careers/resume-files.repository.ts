import type { Executor } from "../db/database";

/** A resume file as it is stored, once the service has checked it (server/careers/resume-file-upload.ts). */
export type CheckedResumeFile = { fileName: string; contentType: string; size: number; sha256: string; bytes: Buffer };

/** Stores a checked resume and returns its id; call it inside the submission's transaction. */
export async function insertResumeFile(db: Executor, file: CheckedResumeFile, clientIp: string): Promise<number> {
  const row = await db
    .insertInto("resume_files")
    .values({
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.size,
      sha256: file.sha256,
      bytes: file.bytes,
      created_at: new Date().toISOString(),
      client_ip: clientIp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
