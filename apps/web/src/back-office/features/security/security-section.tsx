/**
 * /staff/security: the TOTP second factor (RFC 6238). Enabling takes a new secret from the
 * server, shown as a QR code and as text for manual entry, and becomes real only once a code
 * made from it is given with the member's password (and then the member's other sessions end);
 * disabling asks for the password and a current code (decision 076).
 */
import { errorMessages } from '@storefront/contract/error-messages';
import {
  STAFF_PASSWORD_MAX,
  type StaffProfile,
  staffMessages,
  TOTP_CODE_PATTERN,
} from '@storefront/contract/staff';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, type ResolverResult } from 'react-hook-form';
import { errorType } from '../../../lib/api';
import { Form, TextField, useKitForm } from '../../../ui/form/form';
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
  const send = async (proof: CodeValues) => {
    const result = await enable(proof);
    if ('data' in result) onDone();
    return result;
  };
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
        <li>Введите свой пароль и код, который покажет приложение.</li>
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
      <CodeForm id="staff-totp-enable-code" send={send}>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isLoading}>
            Подтвердить
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            Отмена
          </button>
        </div>
      </CodeForm>
    </>
  );
}

function DisableTotp({ onDone }: { onDone: () => void }) {
  const [disable, { isLoading }] = useTotpDisableMutation();
  const send = async (proof: CodeValues) => {
    const result = await disable(proof);
    if ('data' in result) onDone();
    return result;
  };
  return (
    <>
      <p className={styles.muted}>
        Вход с кодом включён. Чтобы отключить его, введите свой пароль и текущий код из приложения.
      </p>
      <CodeForm id="staff-totp-disable-code" send={send}>
        <div className={styles.actions}>
          <button type="submit" className={styles.secondaryButton} disabled={isLoading}>
            Отключить
          </button>
        </div>
      </CodeForm>
    </>
  );
}

type CodeValues = { password: string; code: string };

/** Before the call: a password typed, and six digits (the contract's rules and words). */
const codeResolver: Resolver<CodeValues> = (values): ResolverResult<CodeValues> => {
  const errors: Partial<Record<keyof CodeValues, { type: string; message: string }>> = {};
  if (values.password === '') {
    errors.password = { type: 'required', message: staffMessages.currentPassword };
  }
  if (!TOTP_CODE_PATTERN.test(values.code)) {
    errors.code = { type: 'pattern', message: CODE_INCOMPLETE };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The member's password and a code, and their submit: checked first, a refusal said under the
 * field it is about (a wrong password under the password), the focus put there.
 */
function CodeForm({
  id,
  send,
  children,
}: {
  id: string;
  send: (proof: CodeValues) => Promise<{ error?: unknown }>;
  /** the form's buttons */
  children: ReactNode;
}) {
  const form = useKitForm<CodeValues>(() => ({ password: '', code: '' }), codeResolver);
  const busy = useRef(false);

  const onValid = async (proof: CodeValues) => {
    busy.current = true;
    try {
      const result = await send(proof);
      if (!('error' in result) || result.error === undefined) return;
      const type = errorType(result.error);
      if (type === 'wrongPassword') {
        form.setValue('password', '');
        form.setError('password', { type: 'server', message: errorMessages.wrongPassword });
        form.setFocus('password');
        return;
      }
      form.setValue('code', '');
      form.setError('code', {
        type: 'server',
        message:
          type === 'invalidTotpCode' ? errorMessages.invalidTotpCode : staffErrorText(result.error),
      });
      form.setFocus('code');
    } finally {
      busy.current = false;
    }
  };

  return (
    <Form
      form={form}
      className={styles.form}
      onValid={(values) => {
        if (!busy.current) return onValid(values);
      }}
    >
      <TextField
        name="password"
        id={`${id}-password`}
        label="Ваш пароль"
        type="password"
        required
        errorRole="alert"
        autoComplete="current-password"
        input={{ maxLength: STAFF_PASSWORD_MAX }}
      />
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <CodeField
            id={id}
            ref={field.ref}
            value={field.value}
            error={fieldState.error?.message}
            onChange={(next) => {
              field.onChange(next);
              form.clearErrors('code');
            }}
          />
        )}
      />
      {children}
    </Form>
  );
}
