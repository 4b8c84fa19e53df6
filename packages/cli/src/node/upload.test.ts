import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@staffplan/core';
import { ValidationError } from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlob } from './upload';

describe('fileBlob checks a file as the planner does', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'staffplan-upload-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a file over the upload limit with the planner\'s "File Too Large" text', async () => {
    const path = join(dir, 'big.pdf');
    await writeFile(path, '');
    await truncate(path, MAX_UPLOAD_BYTES + 1);
    const error = await fileBlob(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(
      'File size (50.00 MB) exceeds the maximum allowed size of 50MB. Please choose a smaller file',
    );
  });

  it('reads an accepted file into a Blob of its type', async () => {
    const path = join(dir, 'notes.md');
    await writeFile(path, '# Scope\nThe contractor shall staff the help desk.\n');
    const blob = await fileBlob(path);
    expect(blob.type).toBe('text/markdown');
    expect(await blob.text()).toContain('help desk');
  });
});
