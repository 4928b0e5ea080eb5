/**
 * Every error answer's text (SPEC.md §8 and ours), apart from the schemas in errors.ts: the
 * guest's (guest-error-messages.ts, which the storefront imports by itself) and the staff back
 * office's. A new errType is a key here (decision 041); one the storefront shows goes to the
 * guest's texts.
 */
import { birthdayMessages } from './accounts';
import { guestErrorMessages } from './guest-error-messages';
import { menuEditorMessages } from './staff-menu';
import { cancelRefusals } from './staff-permissions';

export const errorMessages = {
  ...guestErrorMessages,
  // The staff back office (issue 14, packages/contract/src/staff.ts).
  staffUnauthorized: 'Войдите в рабочий кабинет',
  totpRequired: 'Введите код из приложения-аутентификатора',
  invalidTotpCode: 'Код не подошёл: проверьте время на телефоне и введите новый код',
  wrongPassword: 'Пароль не подошёл: введите свой текущий пароль',
  reauthRequired: 'Для этого действия введите свой пароль ещё раз',
  totpSetupRequired:
    'Администратору нужно включить вход с кодом из приложения-аутентификатора: отсканируйте QR-код',
  staffDisabled: 'Учётная запись отключена. Обратитесь к администратору',
  loginTaken: 'Такой логин уже есть',
  lastAdmin: 'Нельзя отключить или понизить последнего администратора',
  conflict: 'Это уже изменили: данные обновлены, проверьте ещё раз',
  posManaged: 'Стоп-лист ведётся в iiko: изменения там появятся здесь автоматически',
  // Cancelling a whole order from the board (the server's orders/transitions.ts staffCancelRight).
  cancelNotTheirs: cancelRefusals.notTheirs,
  cancelManagersOnly: cancelRefusals.managersOnly,
  cancelReasonNeeded: cancelRefusals.reasonNeeded,
  // The menu editor's refusals, in its own words (staff-menu.ts).
  categoryNotEmpty: menuEditorMessages.categoryNotEmpty,
  specialUrlTaken: menuEditorMessages.specialUrlTaken,
  photoType: menuEditorMessages.photoType,
  photoBroken: menuEditorMessages.photoBroken,
  // A guest's change of a birthday already set (decision 085): the account page shows the
  // answer's field, so the storefront's first load does not carry the text.
  birthdayFixed: birthdayMessages.fixed,
} as const;

export type ErrType = keyof typeof errorMessages;
