import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FormFailure } from '../form-failure/form-failure.tsx';
import { ErrorIcon } from './error-icon.tsx';

/** The files refused when chosen, named, and the HEIC previews that could not be made. */
export function ChosenFileProblems({ refusals, heicFailed }: { refusals: string[]; heicFailed: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {refusals.map((refusal) => (
        <FormFailure key={refusal} message={refusal} />
      ))}
      <FormFailure
        message={heicFailed ? t.documents.uploader.heicFailed() : undefined}
        className="upload-error"
        icon={<ErrorIcon />}
      />
    </>
  );
}
