/**
 * SPEC.md §8's toast for a guest who must log in first. Apart from guest-error-messages.ts because
 * every page's header shows it (the account button), and the other texts are for the pages that
 * send forms.
 */
export const SIGN_IN_NEEDED_TEXT = 'Для работы с личным кабинетом необходимо авторизоваться';
