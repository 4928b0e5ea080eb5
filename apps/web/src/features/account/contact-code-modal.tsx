/** 'КОД ПОДТВЕРЖДЕНИЯ' (SPEC.md §2, §4 "Account contact change"): six boxes for the code sent. */
import { accountMessages, CODE_LENGTH, CODE_RESEND_SECONDS } from '@storefront/contract/accounts';
import { guestErrorMessages } from '@storefront/contract/guest-error-messages';
import { formatPhone } from '@storefront/contract/phone';
import { type FormEvent, useState } from 'react';
import {
  type ContactType,
  useSendChangeEmailCodeMutation,
  useSendChangePhoneCodeMutation,
  useUpdateEmailPhoneMutation,
} from '../../lib/account-api';
import { errorText } from '../../lib/error-text';
import { CodeInput, isCompleteCode } from '../../ui/code-input';
import { CodeResend } from '../../ui/code-resend';
import { Modal } from '../../ui/modal';
import styles from './account-page.module.css';

interface ContactCodeModalProps {
  type: ContactType;
  /** the new contact, as sent: '79141234567' or 'ivan@mail.ru' */
  value: string;
  onConfirmed: () => void;
  /** closed without a confirmed code: the field gets its old value back */
  onCancel: () => void;
}

export function ContactCodeModal({ type, value, onConfirmed, onCancel }: ContactCodeModalProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useUpdateEmailPhoneMutation();
  const [sendEmailCode] = useSendChangeEmailCodeMutation();
  const [sendPhoneCode] = useSendChangePhoneCodeMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isCompleteCode(code, CODE_LENGTH)) return;
    setBusy(true);
    setError(null);
    try {
      const result = await update({ code, contactType: type });
      if ('error' in result) {
        // SPEC §8: a failed code check shows invalidCode.
        setError(errorText(result.error, guestErrorMessages.invalidCode));
        return;
      }
      onConfirmed();
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    const sent =
      type === 'email'
        ? await sendEmailCode({ email: value })
        : await sendPhoneCode({ phone: value });
    if ('error' in sent) {
      const fallback =
        type === 'email'
          ? accountMessages.emailChangeFailed
          : guestErrorMessages.errorSendSMSChange;
      setError(errorText(sent.error, fallback));
      return false;
    }
    setCode('');
    return true;
  };

  return (
    <Modal title="КОД ПОДТВЕРЖДЕНИЯ" onClose={onCancel}>
      <form className={styles.codeForm} noValidate onSubmit={onSubmit}>
        <p id="contact-code-prompt" className={styles.note}>
          {accountMessages.codePrompt}
          <br />
          {type === 'email' ? 'Письмо с кодом отправлено на ' : 'SMS с кодом отправлено на '}
          <strong>{type === 'email' ? value : formatPhone(value)}</strong>
        </p>
        <CodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          length={CODE_LENGTH}
          disabled={busy}
          invalid={!!error}
          describedBy={error ? 'contact-code-prompt contact-code-error' : 'contact-code-prompt'}
        />
        <p id="contact-code-error" className={styles.error} role="alert">
          {error}
        </p>
        <button
          type="submit"
          className={styles.primaryButton}
          disabled={busy || !isCompleteCode(code, CODE_LENGTH)}
        >
          ПРОДОЛЖИТЬ
        </button>
        <CodeResend seconds={CODE_RESEND_SECONDS} onResend={resend} disabled={busy} />
        <button type="button" className={styles.textButton} onClick={onCancel}>
          Отменить изменение
        </button>
      </form>
    </Modal>
  );
}
