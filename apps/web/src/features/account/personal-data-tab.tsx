/**
 * 'ЛИЧНЫЕ ДАННЫЕ' (SPEC.md §2 "Account", §4 "Account contact change", §5 "Account", §8): the
 * profile with its edit mode, the order statistics, and the code check of a changed contact.
 */
import {
  accountContactErrors,
  accountMessages,
  normalizeAccountEmail,
  normalizeAccountPhone,
  statsPhrase,
  type UserInfo,
} from '@storefront/contract/accounts';
import { guestErrorMessages } from '@storefront/contract/guest-error-messages';
import { formatPrice } from '@storefront/contract/money';
import { formatPhone, isPhoneEmpty } from '@storefront/contract/phone';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  type ContactType,
  useCheckEmailMutation,
  useCheckPhoneMutation,
  useGetUserInfoQuery,
  useGetUserOrdersInfoQuery,
  useSendChangeEmailCodeMutation,
  useSendChangePhoneCodeMutation,
  useUpdateUserInfoMutation,
} from '../../lib/account-api';
import { errorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { FormField, inputClassName } from '../../ui/form-field';
import { PhoneInput } from '../../ui/phone-input';
import { Skeleton } from '../../ui/skeleton';
import styles from './account-page.module.css';
import { ContactCodeModal } from './contact-code-modal';
import { PasswordForm } from './password-form';

const SAVE_FAILED = 'Не удалось сохранить данные. Попробуйте ещё раз.';
const LOAD_FAILED = 'Не удалось загрузить данные.';

interface Draft {
  userName: string;
  userLastName: string;
  /** as the phone field shows it: '+7 (914) 12 34 567' */
  phone: string;
  email: string;
}

type Errors = Partial<Record<ContactType | 'contacts', string>>;

const draftOf = (info: UserInfo): Draft => ({
  userName: info.userName,
  userLastName: info.userLastName,
  phone: formatPhone(info.phone),
  email: info.email,
});

/** A contact as the API takes it: '' for none, null when it is not a phone or an e-mail. */
function contactValue(type: ContactType, draft: Draft): string | null {
  if (type === 'phone') return isPhoneEmpty(draft.phone) ? '' : normalizeAccountPhone(draft.phone);
  const email = draft.email.trim();
  return email === '' ? '' : normalizeAccountEmail(email);
}

/**
 * SPEC §5 "Account": each contact empty or right. An emptied contact is fine while the other one
 * is given; both empty is the one error 'Должны быть указаны телефон или почта', shown at once.
 */
function validate(draft: Draft): Errors {
  return accountContactErrors(draft.phone, draft.email);
}

export function PersonalDataTab({ token }: { token: string }) {
  const info = useGetUserInfoQuery(token);
  return (
    <div className={styles.personal}>
      {info.data ? (
        <Profile saved={info.data} />
      ) : info.isError ? (
        <LoadFailed onRetry={info.refetch} />
      ) : (
        <Skeleton className={styles.loading} />
      )}
      <Statistics token={token} />
      <PasswordForm />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={styles.status} role="alert">
      {LOAD_FAILED}{' '}
      <button type="button" className={styles.textButton} onClick={onRetry}>
        Повторить
      </button>
    </p>
  );
}

function Profile({ saved }: { saved: UserInfo }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  /** contacts confirmed by a code while editing (the refreshed profile will carry them too) */
  const [confirmed, setConfirmed] = useState<Partial<Record<ContactType, string>>>({});
  const [confirming, setConfirming] = useState<{ type: ContactType; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [checkEmail] = useCheckEmailMutation();
  const [checkPhone] = useCheckPhoneMutation();
  const [sendEmailCode] = useSendChangeEmailCodeMutation();
  const [sendPhoneCode] = useSendChangePhoneCodeMutation();
  const [updateUserInfo] = useUpdateUserInfoMutation();

  /** SPEC §5: a contact is verified only if it differs from the saved one. */
  const pending = (type: ContactType) => {
    const value = contactValue(type, draft);
    return value !== null && value !== '' && value !== saved[type] && value !== confirmed[type];
  };
  const unconfirmed = pending('email') || pending('phone');
  /** both contacts emptied: said at once, not only on saving */
  const contactsError = validate(draft).contacts;

  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'email' || field === 'phone') {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  /** Back to the saved value, with `message` under the field. */
  const restore = (type: ContactType, message?: string) => {
    setDraft((current) => ({
      ...current,
      [type]: type === 'phone' ? formatPhone(saved.phone) : saved.email,
    }));
    setErrors((current) => ({ ...current, [type]: message }));
  };

  const startEditing = () => {
    setDraft(draftOf(saved));
    setErrors({});
    setConfirmed({});
    setEditing(true);
  };

  /** SPEC §4: taken → restored with a message; free → a code and the confirmation modal. */
  const verify = async (type: ContactType) => {
    const value = contactValue(type, draft);
    const invalid = validate(draft)[type];
    if (invalid || !value) {
      setErrors((current) => ({ ...current, [type]: invalid }));
      return;
    }
    setBusy(true);
    try {
      const check =
        type === 'email' ? await checkEmail({ email: value }) : await checkPhone({ phone: value });
      if ('error' in check) {
        const fallback =
          type === 'email' ? accountMessages.accountEmail : accountMessages.accountPhone;
        restore(type, errorText(check.error, fallback));
        return;
      }
      if (check.data.isExist) {
        restore(type, type === 'email' ? accountMessages.emailTaken : accountMessages.phoneTaken);
        return;
      }
      const sent =
        type === 'email'
          ? await sendEmailCode({ email: value })
          : await sendPhoneCode({ phone: value });
      if ('error' in sent) {
        const fallback =
          type === 'email'
            ? accountMessages.emailChangeFailed
            : guestErrorMessages.errorSendSMSChange;
        restore(type, errorText(sent.error, fallback));
        return;
      }
      setConfirming({ type, value });
    } finally {
      setBusy(false);
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || unconfirmed) return;
    const found = validate(draft);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const result = await updateUserInfo({
        userName: draft.userName.trim(),
        userLastName: draft.userLastName.trim(),
        phone: contactValue('phone', draft) ?? '',
        email: contactValue('email', draft) ?? '',
      });
      if ('error' in result) {
        toast.error(errorText(result.error, SAVE_FAILED));
        return;
      }
      toast.success(accountMessages.saved);
      setEditing(false);
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <section className={styles.card} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.cardTitle}>
          Профиль
        </h2>
        <dl className={styles.facts}>
          <Fact label="Имя" value={saved.userName} />
          <Fact label="Фамилия" value={saved.userLastName} />
          <Fact label="Телефон" value={formatPhone(saved.phone)} />
          <Fact label="E-mail" value={saved.email} />
        </dl>
        <button type="button" className={styles.secondaryButton} onClick={startEditing}>
          РЕДАКТИРОВАТЬ
        </button>
      </section>
    );
  }

  const contactAction = (type: ContactType) =>
    pending(type) && (
      <button
        type="button"
        className={styles.confirmButton}
        disabled={busy}
        onClick={() => void verify(type)}
      >
        ПОДТВЕРДИТЬ
      </button>
    );

  return (
    <section className={styles.card} aria-labelledby="account-profile">
      <h2 id="account-profile" className={styles.cardTitle}>
        Профиль
      </h2>
      <form className={styles.form} noValidate onSubmit={onSave}>
        <div className={styles.fields}>
          <Field id="account-name" label="Имя">
            <input
              id="account-name"
              className={inputClassName}
              type="text"
              autoComplete="given-name"
              maxLength={60}
              value={draft.userName}
              onChange={(event) => set('userName')(event.target.value)}
            />
          </Field>
          <Field id="account-surname" label="Фамилия">
            <input
              id="account-surname"
              className={inputClassName}
              type="text"
              autoComplete="family-name"
              maxLength={60}
              value={draft.userLastName}
              onChange={(event) => set('userLastName')(event.target.value)}
            />
          </Field>
          <Field
            id="account-phone"
            label="Телефон"
            error={errors.phone}
            action={contactAction('phone')}
          >
            <PhoneInput
              id="account-phone"
              value={draft.phone}
              onChange={set('phone')}
              onBlur={() =>
                setErrors((current) => ({
                  ...current,
                  phone: current.phone ?? validate(draft).phone,
                }))
              }
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'account-phone-error' : undefined}
            />
          </Field>
          <Field
            id="account-email"
            label="E-mail"
            error={errors.email}
            action={contactAction('email')}
          >
            <input
              id="account-email"
              className={inputClassName}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={draft.email}
              onChange={(event) => set('email')(event.target.value)}
              onBlur={() =>
                setErrors((current) => ({
                  ...current,
                  email: current.email ?? validate(draft).email,
                }))
              }
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'account-email-error' : undefined}
            />
          </Field>
        </div>
        {contactsError && (
          <p className={styles.error} role="alert">
            {contactsError}
          </p>
        )}
        {unconfirmed && (
          <p className={styles.note}>
            Новый телефон или e-mail нужно подтвердить кодом, прежде чем сохранить данные.
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={busy || unconfirmed}>
            СОХРАНИТЬ
          </button>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={busy}
            onClick={() => {
              setEditing(false);
              setErrors({});
            }}
          >
            ОТМЕНА
          </button>
        </div>
      </form>
      {confirming && (
        <ContactCodeModal
          type={confirming.type}
          value={confirming.value}
          onConfirmed={() => {
            setConfirmed((current) => ({ ...current, [confirming.type]: confirming.value }));
            setConfirming(null);
            toast.success(accountMessages.codeConfirmed);
          }}
          onCancel={() => {
            restore(confirming.type);
            setConfirming(null);
          }}
        />
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value === '' ? <span className={styles.muted}>не указано</span> : value}</dd>
    </div>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  action?: ReactNode;
  children: ReactNode;
}

function Field({ id, label, error, action, children }: FieldProps) {
  return (
    <FormField id={id} label={label} error={error} errorRole="alert">
      <div className={styles.withAction}>
        {children}
        {action}
      </div>
    </FormField>
  );
}

/** SPEC §2: amount spent, orders and dishes, with Russian plural words. */
function Statistics({ token }: { token: string }) {
  const { data, isError, refetch } = useGetUserOrdersInfoQuery(token);
  return (
    <section className={styles.card} aria-labelledby="account-stats">
      <h2 id="account-stats" className={styles.cardTitle}>
        Статистика
      </h2>
      {data ? (
        <ul className={styles.stats}>
          <li>
            <span className={styles.statValue}>{formatPrice(data.amountSpent)}</span>{' '}
            <span className={styles.statLabel}>потрачено на заказы</span>
          </li>
          <Stat {...statsPhrase('orders', data.ordersCount)} />
          <Stat {...statsPhrase('dishes', data.dishesOrdered)} />
        </ul>
      ) : isError ? (
        <LoadFailed onRetry={refetch} />
      ) : (
        <Skeleton className={styles.statsLoading} />
      )}
    </section>
  );
}

/** '1 заказ' large, 'оформлен' under it: read together as '1 заказ оформлен'. */
function Stat({ value, verb }: { value: string; verb: string }) {
  return (
    <li>
      <span className={styles.statValue}>{value}</span>{' '}
      <span className={styles.statLabel}>{verb}</span>
    </li>
  );
}
