import { accountMessages, CODE_LENGTH, CODE_RESEND_SECONDS } from '@storefront/contract/accounts';
import type { FormEvent } from 'react';
import { CodeInput, isCompleteCode } from '../../ui/code-input';
import { CodeResend } from '../../ui/code-resend';
import styles from './auth-dialog.module.css';
import { FormError } from './form-error';

interface CodeStepProps {
  /** prefix of the prompt's id */
  id: string;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  errorId: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onResend: () => Promise<boolean>;
  /** back to the first step: 'Изменить данные' */
  backLabel: string;
  onBack: () => void;
}

/**
 * The verification screen of registration and access restore (SPEC §2): the 60-second prompt,
 * six digit boxes, 'ПРОДОЛЖИТЬ' once all six are in, a resend after 60 s, and a way back.
 */
export function CodeStep({
  id,
  code,
  onCodeChange,
  error,
  errorId,
  busy,
  onSubmit,
  onResend,
  backLabel,
  onBack,
}: CodeStepProps) {
  const promptId = `${id}-code-prompt`;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p id={promptId} className={styles.prompt}>
        {accountMessages.codePrompt}
      </p>
      <CodeInput
        value={code}
        onChange={onCodeChange}
        length={CODE_LENGTH}
        disabled={busy}
        invalid={!!error}
        describedBy={error ? `${promptId} ${errorId}` : promptId}
      />
      <FormError id={errorId} message={error} />
      <button
        type="submit"
        className={styles.submit}
        disabled={busy || !isCompleteCode(code, CODE_LENGTH)}
      >
        ПРОДОЛЖИТЬ
      </button>
      <CodeResend seconds={CODE_RESEND_SECONDS} onResend={onResend} disabled={busy} />
      <button type="button" className={styles.link} onClick={onBack}>
        {backLabel}
      </button>
    </form>
  );
}
