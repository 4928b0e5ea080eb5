/**
 * Editing the profile (SPEC.md §4 "Account contact change", §5 "Account"): the draft and its
 * messages, the code check of a changed contact, the birthday while none is saved (decision 085),
 * and saving.
 */
import {
  accountContactErrors,
  accountMessages,
  birthdayError,
  birthdayMessages,
  normalizeAccountEmail,
  normalizeAccountPhone,
  type UserInfo,
} from '@storefront/contract/accounts';
import { guestErrorMessages } from '@storefront/contract/guest-error-messages';
import { formatPhone, isPhoneEmpty } from '@storefront/contract/phone';
import { venueDate } from '@storefront/contract/venue-clock';
import { type FormEvent, useState } from 'react';
import {
  type ContactType,
  useCheckEmailMutation,
  useCheckPhoneMutation,
  useSendChangeEmailCodeMutation,
  useSendChangePhoneCodeMutation,
  useUpdateUserInfoMutation,
} from '../../lib/account-api';
import { errorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';

const SAVE_FAILED = 'Не удалось сохранить данные. Попробуйте ещё раз.';

export interface Draft {
  userName: string;
  userLastName: string;
  /** as the phone field shows it: '+7 (914) 12 34 567' */
  phone: string;
  email: string;
  /** 'YYYY-MM-DD' or '' (the date field's value) */
  birthday: string;
}

type Errors = Partial<Record<ContactType | 'contacts' | 'birthday', string>>;

const draftOf = (info: UserInfo): Draft => ({
  userName: info.userName,
  userLastName: info.userLastName,
  phone: formatPhone(info.phone),
  email: info.email,
  birthday: info.birthday,
});

/** The `fields.birthday` of an error answer: the server's refusal, said at the field. */
const birthdayRefusal = (error: unknown) =>
  (error as { data?: { fields?: { birthday?: unknown } } }).data?.fields?.birthday;

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

export function useProfileEdit(saved: UserInfo) {
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
    if (field !== 'userName' && field !== 'userLastName') {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  /** A contact's field left: its message, unless one is already shown. */
  const leave = (type: ContactType) =>
    setErrors((current) => ({ ...current, [type]: current[type] ?? validate(draft)[type] }));

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

  const cancelEditing = () => {
    setEditing(false);
    setErrors({});
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

  /** The code was right: the contact counts as confirmed. */
  const onCodeConfirmed = (type: ContactType, value: string) => {
    setConfirmed((current) => ({ ...current, [type]: value }));
    setConfirming(null);
    toast.success(accountMessages.codeConfirmed);
  };

  /** The code modal closed without a code: the field gets its saved value back. */
  const onCodeCancelled = (type: ContactType) => {
    restore(type);
    setConfirming(null);
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || unconfirmed) return;
    // Sent only while none is saved: a saved birthday is read-only text (decision 085).
    const birthday = saved.birthday === '' && draft.birthday !== '' ? draft.birthday : undefined;
    // A date typed only in part: the browser's field holds no value, but says its input is bad.
    const birthdayInput = (event.currentTarget as HTMLFormElement).elements.namedItem('birthday');
    const partial = birthdayInput instanceof HTMLInputElement && birthdayInput.validity.badInput;
    const found: Errors = {
      ...validate(draft),
      birthday: partial
        ? birthdayMessages.format
        : birthday && birthdayError(birthday, venueDate(Date.now())),
    };
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
        birthday,
      });
      if ('error' in result) {
        const refusal = birthdayRefusal(result.error);
        if (typeof refusal === 'string') setErrors({ birthday: refusal });
        else toast.error(errorText(result.error, SAVE_FAILED));
        return;
      }
      toast.success(accountMessages.saved);
      setEditing(false);
    } finally {
      setBusy(false);
    }
  };

  return {
    editing,
    /** the saved birthday: once there, the guest cannot change it */
    savedBirthday: saved.birthday,
    draft,
    errors,
    confirming,
    busy,
    pending,
    unconfirmed,
    contactsError,
    set,
    leave,
    startEditing,
    cancelEditing,
    verify,
    onCodeConfirmed,
    onCodeCancelled,
    onSave,
  };
}

export type ProfileEdit = ReturnType<typeof useProfileEdit>;
