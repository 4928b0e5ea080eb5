import type { SpecialHeaderItem } from '@storefront/contract/catalog';
import { links } from '../../features/content/site';

/** `to` for routes, `href` for files and outside links, neither for a separator (a dash). */
export interface NavItem {
  label: string;
  to?: string;
  href?: string;
}

const separator: NavItem = { label: '—' };

/** The top menu (SPEC.md §2 "Header and menus"). */
export function topMenu(specials: readonly SpecialHeaderItem[]): NavItem[] {
  return [
    { label: 'О ПРОЕКТЕ', to: '/about' },
    { label: 'ЗАКАЗАТЬ ДОСТАВКУ', to: '/Gastropub' },
    ...(specials.length > 0
      ? [
          separator,
          ...specials.map((s) => ({ label: s.name.toUpperCase(), to: `/specials/${s.URL}` })),
        ]
      : []),
    separator,
    { label: 'SIBUMI', to: '/sibumi' },
    { label: 'ГАСТРОПАБ', to: '/gastropub' },
    { label: 'КОНДИТЕРСКАЯ', to: '/bistro' },
    separator,
    { label: 'КЕЙТЕРИНГ', href: links.cateringMenu },
    { label: 'КОНТАКТЫ', to: '/contacts' },
    { label: 'Оставить отзыв', href: links.feedback },
  ];
}

export const secondaryMenu: NavItem[] = [
  { label: 'Меню кейтеринга', href: links.cateringMenu },
  { label: 'Контакты', to: '/contacts' },
  { label: 'Доставка', to: '/delivery' },
  { label: 'Оплата', to: '/payment' },
  { label: 'Оставить отзыв', href: links.feedback },
];
