/**
 * A back-office form in a card of its own: its heading, the fields, the last answer's failure
 * (an alert) and notice (a status), and the buttons. `useAnswer` keeps that answer; the card
 * clears it when the form is sent again.
 */
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '../../ui/form/form';
import type { KeepMine } from '../../ui/form/use-keep-mine';
import styles from './staff.module.css';

/** The last answer of a form's call: what failed, or what was done. */
export function useAnswer() {
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  return {
    failure,
    notice,
    fail: (text: string) => {
      setNotice('');
      setFailure(text);
    },
    tell: (text: string) => {
      setFailure(null);
      setNotice(text);
    },
    clear: () => {
      setFailure(null);
      setNotice('');
    },
  };
}

interface FormCardProps<V extends FieldValues> {
  /** the id of the heading, which names the card */
  headingId: string;
  /** the card's heading element (an `h2` with `headingId`) */
  heading: ReactNode;
  form: UseFormReturn<V>;
  keepMine?: KeepMine<V>;
  /** a call is under way: nothing more is sent */
  locked: boolean;
  answer: ReturnType<typeof useAnswer>;
  onValid: (values: V) => unknown;
  /** the fields */
  children: ReactNode;
  /** the buttons, the submit button first */
  actions: ReactNode;
}

export function FormCard<V extends FieldValues>({
  headingId,
  heading,
  form,
  keepMine,
  locked,
  answer,
  onValid,
  children,
  actions,
}: FormCardProps<V>) {
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby={headingId}>
      {heading}
      <Form
        form={form}
        keepMine={keepMine}
        className={styles.form}
        locked={locked}
        onSubmitStart={answer.clear}
        onValid={onValid}
      >
        {children}
        <p className={styles.error} role="alert">
          {answer.failure ?? form.formState.errors.root?.message}
        </p>
        <p className={styles.notice} role="status">
          {answer.notice}
        </p>
        <div className={styles.actions}>{actions}</div>
      </Form>
    </section>
  );
}
