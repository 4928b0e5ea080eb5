/** A registered form field that keeps only the digits typed into it (entrance, floor, flat). */
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function digitsOnly<Name extends string>(registered: UseFormRegisterReturn<Name>) {
  return {
    ...registered,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.replace(/\D/g, '');
      return registered.onChange(event);
    },
  };
}
