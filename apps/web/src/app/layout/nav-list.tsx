import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface NavListProps {
  items: NavItem[];
  className?: string;
  separatorClassName?: string;
  onNavigate?: () => void;
}

export function NavList({ items, className, separatorClassName, onNavigate }: NavListProps) {
  return (
    <ul className={className}>
      {items.map((item, index) => {
        const key = `${index}-${item.label}`;
        if (item.to) {
          return (
            <li key={key}>
              <NavLink to={item.to} onClick={onNavigate} caseSensitive end>
                {item.label}
              </NavLink>
            </li>
          );
        }
        if (item.href) {
          const external = item.href.startsWith('http');
          return (
            <li key={key}>
              <a
                href={item.href}
                onClick={onNavigate}
                {...(external
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : { download: true })}
              >
                {item.label}
              </a>
            </li>
          );
        }
        return (
          <li key={key} className={separatorClassName} aria-hidden="true">
            —
          </li>
        );
      })}
    </ul>
  );
}
