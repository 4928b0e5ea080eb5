/**
 * The catering menu (SPEC.md §2 "Other links"): a PDF the server makes from the catalogue and
 * the storefront links to from its menus and the About page.
 */
export const CATERING_MENU_URL = '/media/catering-menu.pdf';
export const CATERING_MENU_TITLE = 'Меню кейтеринга';
