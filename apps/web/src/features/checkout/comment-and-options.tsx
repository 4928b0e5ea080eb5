/** Block 01, last: the comment, the privacy consent, the newsletter and ordering without a call. */
import {
  CHECKOUT_COMMENT_MAX,
  type CheckoutForm as CheckoutFormValues,
  NO_CALL_NOTE,
} from '@storefront/contract/checkout';
import type { ReactNode } from 'react';
import { type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { FieldError, FormField, fieldAria, textareaClassName } from '../../ui/form-field';
import styles from './checkout-form.module.css';

export function CommentAndOptions() {
  const {
    register,
    watch,
    trigger,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const privacyCall = watch('privacyCall');
  return (
    <>
      <FormField id="checkout-comment" label="Комментарий к заказу" error={errors.comment?.message}>
        <textarea
          className={textareaClassName}
          rows={3}
          // Room for the no-call note the order may add on its own line.
          maxLength={CHECKOUT_COMMENT_MAX - NO_CALL_NOTE.length - 1}
          {...register('comment')}
          {...fieldAria('checkout-comment', errors.comment?.message)}
        />
      </FormField>

      <div className={styles.checks}>
        <div>
          <Check
            id="checkout-privacy"
            field={register('privacyPolicy', {
              onChange: () => void trigger('privacyPolicy'),
            })}
            error={errors.privacyPolicy?.message}
          >
            Я согласен с{' '}
            <a href="/privacy" target="_blank" rel="noopener noreferrer">
              политикой конфиденциальности
            </a>
          </Check>
          <div className={styles.checkError}>
            <FieldError id="checkout-privacy" message={errors.privacyPolicy?.message} />
          </div>
        </div>
        <Check id="checkout-spam" field={register('privacySpam')}>
          Хочу получать рассылку на вкусном
        </Check>
        <Check id="checkout-no-call" field={register('privacyCall')}>
          Оформить без звонка оператора
        </Check>
        {privacyCall && <p className={styles.note}>В комментарий добавится «{NO_CALL_NOTE}».</p>}
      </div>
    </>
  );
}

interface CheckProps {
  id: string;
  field: UseFormRegisterReturn;
  error?: string;
  children: ReactNode;
}

function Check({ id, field, error, children }: CheckProps) {
  return (
    <span className={styles.check}>
      <input className={styles.checkInput} type="checkbox" {...field} {...fieldAria(id, error)} />
      <label className={styles.checkLabel} htmlFor={id}>
        {children}
      </label>
    </span>
  );
}
