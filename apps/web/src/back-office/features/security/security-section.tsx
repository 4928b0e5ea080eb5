/**
 * /staff/security: the TOTP second factor (RFC 6238). Enabling takes a new secret from the
 * server, shown as a QR code and as text for manual entry, and becomes real only once a code
 * made from it is given; disabling asks for a current code.
 */
import { errorMessages } from '@storefront/contract/error-messages';
import { type StaffProfile, TOTP_CODE_PATTERN } from '@storefront/contract/staff';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorType } from '../../../lib/api';
import {
  type TotpSetup,
  useTotpDisableMutation,
  useTotpEnableMutation,
  useTotpSetupMutation,
} from '../../app/staff-api';
import { staffErrorText } from '../../app/staff-errors';
import { CODE_INCOMPLETE, CodeField } from '../../ui/code-field';
import styles from '../../ui/staff.module.css';

/**
 * The server's SVG as a picture: an <img> never runs what a document might carry, unlike markup
 * put into the page.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type from the screen. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function SecuritySection({ me }: { me: StaffProfile }) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <h1 className={styles.title}>Безопасность</h1>
      {me.totpSetupRequired && (
        <p className={styles.notice} role="alert">
          {errorMessages.totpSetupRequired}
        </p>
      )}
      <p className={styles.notice} role="status">
        {done}
      </p>
      <section className={styles.card} aria-labelledby="staff-totp-title">
        <h2 id="staff-totp-title">Вход с кодом из приложения</h2>
        {me.totpEnabled ? (
          <DisableTotp onDone={() => setDone('Вход с кодом отключён')} />
        ) : (
          <EnableTotp onDone={() => setDone('Вход с кодом включён')} />
        )}
      </section>
    </>
  );
}

function EnableTotp({ onDone }: { onDone: () => void }) {
  const [setup, { data: secret, isLoading, error, reset }] = useTotpSetupMutation();
  if (!secret) {
    return (
      <>
        <p className={styles.muted}>
          Кроме пароля при входе понадобится шестизначный код из приложения-аутентификатора на
          телефоне (Яндекс Ключ, Google Authenticator и другие).
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {staffErrorText(error)}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={isLoading}
            onClick={() => void setup()}
          >
            Включить вход с кодом
          </button>
        </div>
      </>
    );
  }
  return <ConfirmSecret secret={secret} onCancel={reset} onDone={onDone} />;
}

function ConfirmSecret({
  secret,
  onCancel,
  onDone,
}: {
  secret: TotpSetup;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [enable, { isLoading }] = useTotpEnableMutation();
  const codeForm = useCodeForm(async (code) => {
    const result = await enable({ code });
    if ('data' in result) onDone();
    return result;
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the button that was pressed: the focus goes to its start, so the QR code
  // and the key are read before the field.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        Подключите приложение
      </h3>
      <ol className={styles.form}>
        <li>Отсканируйте QR-код в приложении-аутентификаторе.</li>
        <li>Введите код, который покажет приложение.</li>
      </ol>
      <img
        className={styles.qr}
        src={svgDataUrl(secret.qrSvg)}
        alt="QR-код для приложения-аутентификатора"
        width={220}
        height={220}
      />
      <p className={styles.muted}>
        Не получается отсканировать? Введите в приложении ключ вручную:{' '}
        <code className={styles.secret}>{grouped(secret.secret)}</code>
      </p>
      <form className={styles.form} noValidate onSubmit={codeForm.onSubmit}>
        {codeForm.field('staff-totp-enable-code')}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isLoading}>
            Подтвердить
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            Отмена
          </button>
        </div>
      </form>
    </>
  );
}

function DisableTotp({ onDone }: { onDone: () => void }) {
  const [disable, { isLoading }] = useTotpDisableMutation();
  const codeForm = useCodeForm(async (code) => {
    const result = await disable({ code });
    if ('data' in result) onDone();
    return result;
  });
  return (
    <>
      <p className={styles.muted}>
        Вход с кодом включён. Чтобы отключить его, введите текущий код из приложения.
      </p>
      <form className={styles.form} noValidate onSubmit={codeForm.onSubmit}>
        {codeForm.field('staff-totp-disable-code')}
        <div className={styles.actions}>
          <button type="submit" className={styles.secondaryButton} disabled={isLoading}>
            Отключить
          </button>
        </div>
      </form>
    </>
  );
}

/** A code field and its submit: the code checked, a refusal said under the field, focus kept there. */
function useCodeForm(send: (code: string) => Promise<{ error?: unknown }>) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (!TOTP_CODE_PATTERN.test(code)) {
      setError(CODE_INCOMPLETE);
      input.current?.focus();
      return;
    }
    busy.current = true;
    try {
      const result = await send(code);
      if (!('error' in result) || result.error === undefined) return;
      setCode('');
      setError(
        errorType(result.error) === 'invalidTotpCode'
          ? errorMessages.invalidTotpCode
          : staffErrorText(result.error),
      );
      input.current?.focus();
    } finally {
      busy.current = false;
    }
  };

  const field = (id: string) => (
    <CodeField
      id={id}
      ref={input}
      value={code}
      error={error}
      onChange={(next) => {
        setCode(next);
        setError(undefined);
      }}
    />
  );

  return { onSubmit: (event: FormEvent) => void onSubmit(event), field };
}
