import { createReadStream, type ReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Daily backups kept per organization; older ones are deleted after each new one. */
export const BACKUPS_KEPT = 14;

const NAME = /^backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.jsonl\.gz$/;

export const backupFolder = (dataDir: string, organizationId: string): string =>
  join(dataDir, 'backups', organizationId);

/** `backup-2025-03-10T13-00-00Z.jsonl.gz`: sorts by time, and says when it was taken. */
export const backupFileName = (at: Date): string =>
  `backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.jsonl.gz`;

const takenAtOf = (name: string): Date | null => {
  const match = NAME.exec(name);
  if (!match?.[1]) return null;
  const [date, time] = match[1].split('T');
  return new Date(`${date}T${(time ?? '').replace(/-/g, ':')}`);
};

export interface BackupFile {
  fileName: string;
  path: string;
  takenAt: Date;
}

/** The organization's finished backups, newest first (unfinished temporary files are not listed). */
export async function listBackups(dataDir: string, organizationId: string): Promise<BackupFile[]> {
  const folder = backupFolder(dataDir, organizationId);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  return names
    .map((fileName) => ({ fileName, path: join(folder, fileName), takenAt: takenAtOf(fileName) }))
    .filter((file): file is BackupFile => file.takenAt !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

export async function latestBackup(dataDir: string, organizationId: string): Promise<BackupFile | undefined> {
  return (await listBackups(dataDir, organizationId))[0];
}

/** The latest backup opened for download, or undefined when none was taken yet. */
export async function openBackup(
  dataDir: string,
  organizationId: string,
): Promise<(BackupFile & { stream: ReadStream; size: number }) | undefined> {
  const latest = await latestBackup(dataDir, organizationId);
  if (!latest) return undefined;
  const { size } = await stat(latest.path);
  return { ...latest, size, stream: createReadStream(latest.path) };
}

/** Deletes all but the newest `BACKUPS_KEPT`; answers how many were deleted. */
export async function pruneBackups(dataDir: string, organizationId: string): Promise<number> {
  const old = (await listBackups(dataDir, organizationId)).slice(BACKUPS_KEPT);
  for (const file of old) await rm(file.path, { force: true });
  return old.length;
}
