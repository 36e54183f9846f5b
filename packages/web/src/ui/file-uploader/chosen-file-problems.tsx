import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ErrorIcon } from './error-icon.tsx';

/** The files refused when chosen, named, and the HEIC previews that could not be made. */
export function ChosenFileProblems({ refusals, heicFailed }: { refusals: string[]; heicFailed: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {refusals.map((refusal) => (
        <p key={refusal} role="alert" className="form-failure">
          {refusal}
        </p>
      ))}
      {heicFailed ? (
        <p role="alert" className="form-failure upload-error">
          <ErrorIcon />
          {t.documents.uploader.heicFailed()}
        </p>
      ) : null}
    </>
  );
}
