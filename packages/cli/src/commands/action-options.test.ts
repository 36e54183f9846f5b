import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { updateKycStatusAction, uploadDocumentFileAction } from '@ops/core/actions';
import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import { parameterOptions, parametersFrom } from './action-options.ts';

describe('action options', () => {
  it('takes a file parameter as a path and reads the file', async () => {
    const options = parameterOptions(uploadDocumentFileAction.parameters, i18nObject('en'));
    const file = options.find((option) => option.name === 'file');
    expect(file?.option.flags).toBe('--file <path>');
    const path = join(mkdtempSync(join(tmpdir(), 'ops-cli-')), 'extract.pdf');
    writeFileSync(path, '%PDF-1.4');
    const parameters = parametersFrom(options, { file: path, documentCode: 'DOC-1', kind: 'ORGANIZATION' }) as {
      file: File;
      documentCode: string;
    };
    expect(parameters.documentCode).toBe('DOC-1');
    expect(parameters.file.name).toBe('extract.pdf');
    expect(await parameters.file.text()).toBe('%PDF-1.4');
  });

  it('takes a list of files as several paths, each read', async () => {
    const options = parameterOptions(updateKycStatusAction.parameters, i18nObject('en'));
    const files = options.find((option) => option.name === 'files');
    expect(files?.option.flags).toBe('--files <paths...>');
    const folder = mkdtempSync(join(tmpdir(), 'ops-cli-'));
    const paths = ['passport.pdf', 'selfie.png'].map((name) => join(folder, name));
    for (const path of paths) writeFileSync(path, `bytes of ${path}`);
    const parameters = parametersFrom(options, { files: paths, accountHolderCode: 'AH-1', status: 'ACTIVE' }) as {
      files: File[];
    };
    expect(parameters.files.map((file) => [file.name, file.type])).toEqual([
      ['passport.pdf', 'application/pdf'],
      ['selfie.png', 'image/png'],
    ]);
    expect(await parameters.files[1]?.text()).toBe(`bytes of ${paths[1]}`);
  });
});
