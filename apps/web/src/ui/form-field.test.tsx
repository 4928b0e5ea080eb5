import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldError, FormField, fieldAria, inputClassName } from './form-field';

afterEach(cleanup);

describe('a form field', () => {
  it('names its control by the label and describes it by the hint and the error', () => {
    render(
      <FormField
        id="f-phone"
        label="Телефон"
        required
        hint="Мы позвоним"
        error="Вы не ввели номер!"
      >
        <input
          className={inputClassName}
          {...fieldAria('f-phone', 'Вы не ввели номер!', true, true)}
        />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-phone-hint f-phone-error');
    expect(screen.getByText('Мы позвоним').id).toBe('f-phone-hint');
    expect(screen.getByText('Вы не ввели номер!').id).toBe('f-phone-error');
  });

  it('claims nothing while the value is fine', () => {
    render(
      <FormField id="f-name" label="Имя">
        <input {...fieldAria('f-name', undefined)} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Имя' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-required')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('p')).toBeNull();
  });

  it('announces an error given in answer to an action', () => {
    render(<FieldError id="f-email" message="Указанная почта уже зарегистрирована" role="alert" />);
    expect(screen.getByRole('alert').textContent).toBe('Указанная почта уже зарегистрирована');
  });
});
