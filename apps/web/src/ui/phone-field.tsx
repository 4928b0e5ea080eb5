/**
 * The masked phone input as a react-hook-form field (the booking modal's and the checkout's phone):
 * the form keeps the text, the mask shapes it as it is typed. Its own file: pages whose phone is
 * not a form field (sign-in, the account) load no react-hook-form for it.
 */
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldAria } from './form-field';
import { PhoneInput } from './phone-input';

interface PhoneFieldProps<Form extends FieldValues> {
  control: Control<Form>;
  name: FieldPath<Form>;
  /** the input's id, also its error's and hint's (form-field.tsx) */
  id: string;
  error: string | undefined;
  required?: boolean;
}

export function PhoneField<Form extends FieldValues>({
  control,
  name,
  id,
  error,
  required = false,
}: PhoneFieldProps<Form>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneInput
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...fieldAria(id, error, required)}
        />
      )}
    />
  );
}
