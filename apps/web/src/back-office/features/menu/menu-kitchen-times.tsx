/**
 * A dish's kitchen times with POS=iiko (issue 33): the rest of the dish is iiko's and read-only
 * here, but its make-minutes and lead hours are the site's (iiko's nomenclature has no cooking
 * time, decision 088), saved alone (PUT …/kitchen) and kept by every menu import.
 */
import { kitchenSettingsMessages } from '@storefront/contract/staff-kitchen';
import {
  dishKitchenSchema,
  type EditorDish,
  editorDishSchema,
} from '@storefront/contract/staff-menu';
import { useId, useState } from 'react';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { Form, TextField, useKitForm } from '../../../ui/form/form';
import { conflictCurrent } from '../../app/staff-errors';
import staffStyles from '../../ui/staff.module.css';
import { optionalWholeOf, optionalWholeText, wholeOf } from '../../ui/typed-numbers';
import { useSetDishKitchenMutation } from './menu-api';
import { CONFLICT_TEXT, menuErrorText, SAVED } from './menu-form-kit';

interface TimesValues {
  makeMinutes: string;
  leadHours: string;
}

const valuesOf = (dish: EditorDish): TimesValues => ({
  makeMinutes: optionalWholeText(dish.makeMinutes),
  leadHours: String(dish.leadHours),
});

export const KITCHEN_TIMES_SAVE = 'Сохранить время кухни';

export function DishKitchenTimes({
  venueId,
  dish,
  onChanged,
}: {
  venueId: number;
  dish: EditorDish;
  onChanged: (dish: EditorDish) => void;
}) {
  const wireOf = (values: TimesValues) => ({
    makeMinutes: optionalWholeOf(values.makeMinutes),
    leadHours: values.leadHours.trim() === '' ? 0 : wholeOf(values.leadHours),
    version: dish.version,
  });
  const form = useKitForm<TimesValues>(
    () => valuesOf(dish),
    contractResolver(
      () => dishKitchenSchema,
      wireOf,
      (field) => (field === 'makeMinutes' || field === 'leadHours' ? field : undefined),
    ),
  );
  const [setKitchen, { isLoading }] = useSetDishKitchenMutation();
  const [answer, setAnswer] = useState({ failure: '', notice: '' });
  const id = useId();

  const onValid = async (values: TimesValues) => {
    try {
      const saved = await setKitchen({
        venueId,
        kind: dish.kind,
        id: dish.id,
        body: dishKitchenSchema.parse(wireOf(values)),
      }).unwrap();
      onChanged(saved);
      form.reset(valuesOf(saved));
      setAnswer({ failure: '', notice: SAVED });
    } catch (failure) {
      const current = editorDishSchema.safeParse(conflictCurrent(failure));
      if (current.success) {
        onChanged(current.data);
        form.reset(valuesOf(current.data));
      }
      setAnswer({ failure: current.success ? CONFLICT_TEXT : menuErrorText(failure), notice: '' });
    }
  };

  return (
    <Form
      form={form}
      className={staffStyles.form}
      locked={isLoading}
      labelledBy={`${id}-title`}
      onSubmitStart={() => setAnswer({ failure: '', notice: '' })}
      onValid={onValid}
    >
      <h3 id={`${id}-title`}>{kitchenSettingsMessages.title}</h3>
      <TextField
        name="makeMinutes"
        label="Время готовки, минут"
        hint={kitchenSettingsMessages.dishMakeMinutesHint}
        inputMode="numeric"
      />
      <TextField
        name="leadHours"
        label="Готовим заранее, часов"
        hint={kitchenSettingsMessages.leadHoursHint}
        inputMode="numeric"
      />
      <p className={staffStyles.error} role="alert">
        {answer.failure}
      </p>
      <p className={staffStyles.notice} role="status">
        {answer.notice}
      </p>
      <div className={staffStyles.actions}>
        <button type="submit" className={staffStyles.primaryButton} aria-disabled={isLoading}>
          {KITCHEN_TIMES_SAVE}
        </button>
      </div>
    </Form>
  );
}
