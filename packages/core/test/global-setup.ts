import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's LibreOffice profiles (test/office/libreoffice.ts), removed at the end. */
    libreOfficeProfiles: string;
  }
}

/** Once per run: a folder for the LibreOffice profile each test worker keeps for all its files. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'staffplan-lo-profiles-'));
  project.provide('libreOfficeProfiles', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
