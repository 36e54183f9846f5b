import { useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { fileProblem, maxUploadMegabytes } from './accepted-files.ts';
import type { ChosenFile } from './chosen-file-list.tsx';
import { previewOf } from './file-preview.ts';
import type { HeicConverter } from './heic-preview.ts';

let nextId = 0;

/**
 * Files chosen for sending, each with its preview (HEIC converted to JPEG): files of another type or over the size
 * limit are refused at once, named. In single-file mode a new file replaces the chosen one.
 */
export function useChosenFiles(single: boolean, convertHeic: HeicConverter) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);

  const choose = (files: File[]) => {
    const problems = files.flatMap((file) => {
      const problem = fileProblem(file);
      if (!problem) return [];
      const why =
        problem === 'wrongType'
          ? t.contract.uploadWrongType()
          : t.contract.uploadTooLarge({ megabytes: maxUploadMegabytes });
      return [`${file.name}: ${why}`];
    });
    setRefusals(problems);
    const fitting = files.filter((file) => !fileProblem(file)).slice(0, single ? 1 : undefined);
    if (fitting.length === 0) return [];
    const added = fitting.map((file) => ({ id: nextId++, file, preview: { kind: 'converting' } as const }));
    setChosen((current) => (single ? added : [...current, ...added]));
    for (const { id, file } of added) {
      void previewOf(file, convertHeic).then((preview) =>
        setChosen((current) => current.map((entry) => (entry.id === id ? { ...entry, preview } : entry))),
      );
    }
    return added;
  };

  return {
    chosen,
    refusals,
    choose,
    remove: (id: number) => setChosen((current) => current.filter((entry) => entry.id !== id)),
    converting: chosen.some((entry) => entry.preview.kind === 'converting'),
    heicFailed: chosen.some((entry) => entry.preview.kind === 'heicFailed'),
  };
}
