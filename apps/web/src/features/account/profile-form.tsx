/**
 * The profile in edit mode: names and contacts, a changed contact's ПОДТВЕРДИТЬ and its code, the
 * birthday (a native date field while none is saved, read-only text after: decision 085).
 */
import { birthdayMessages, birthdayText } from '@storefront/contract/accounts';
import type { ReactNode } from 'react';
import type { ContactType } from '../../lib/account-api';
import { FormField, inputClassName } from '../../ui/form-field';
import { PhoneInput } from '../../ui/phone-input';
import styles from './account-page.module.css';
import { ContactCodeModal } from './contact-code-modal';
import type { ProfileEdit } from './use-profile-edit';

export function ProfileForm({ edit }: { edit: ProfileEdit }) {
  const { draft, errors, confirming, busy, unconfirmed, contactsError, set, leave } = edit;

  const contactAction = (type: ContactType) =>
    edit.pending(type) && (
      <button
        type="button"
        className={styles.confirmButton}
        disabled={busy}
        onClick={() => void edit.verify(type)}
      >
        ПОДТВЕРДИТЬ
      </button>
    );

  return (
    <>
      <form className={styles.form} noValidate onSubmit={edit.onSave}>
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
              onBlur={() => leave('phone')}
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
              onBlur={() => leave('email')}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'account-email-error' : undefined}
            />
          </Field>
          <Field id="account-birthday" label="Дата рождения" error={errors.birthday}>
            {edit.savedBirthday ? (
              <input
                id="account-birthday"
                className={inputClassName}
                type="text"
                readOnly
                value={birthdayText(edit.savedBirthday)}
                aria-describedby="account-birthday-note"
              />
            ) : (
              <input
                id="account-birthday"
                className={inputClassName}
                type="date"
                name="birthday"
                autoComplete="bday"
                value={draft.birthday}
                onChange={(event) => set('birthday')(event.target.value)}
                aria-invalid={errors.birthday ? true : undefined}
                aria-describedby={errors.birthday ? 'account-birthday-error' : undefined}
              />
            )}
          </Field>
        </div>
        {edit.savedBirthday && (
          <p id="account-birthday-note" className={styles.note}>
            {birthdayMessages.fixed}
          </p>
        )}
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
            onClick={edit.cancelEditing}
          >
            ОТМЕНА
          </button>
        </div>
      </form>
      {confirming && (
        <ContactCodeModal
          type={confirming.type}
          value={confirming.value}
          onConfirmed={() => edit.onCodeConfirmed(confirming.type, confirming.value)}
          onCancel={() => edit.onCodeCancelled(confirming.type)}
        />
      )}
    </>
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
