/**
 * A kit form for one saved row that another person may change at the same time (a week of
 * hours, a zone, a venue's busy mode): the row's version goes with the save, and a 409 conflict
 * with the row as it is now puts that row in the fields with the person's differing values
 * beside them (useKeepMine). The page shows the row from its cache; the form keeps the version
 * it was made from, so that a row refreshed meanwhile is still refused rather than overwritten.
 */
import { useState } from 'react';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { useKitForm } from './form';
import { type KeepMine, useKeepMine } from './use-keep-mine';

export interface RowForm<R, V extends FieldValues> {
  form: UseFormReturn<V>;
  keepMine: KeepMine<V>;
  /** the row the fields were made from: its version goes with the save */
  base: R;
  /** saved: the fields show the saved row */
  saved: (row: R) => void;
  /** another person saved first: their row in the fields, the person's typing kept beside */
  conflict: (current: R) => void;
}

export function useRowForm<R, V extends FieldValues>(
  row: R,
  valuesOf: (row: R) => V,
  resolver: (base: R) => Resolver<V>,
  options?: { focusFirstError?: boolean },
): RowForm<R, V> {
  const [base, setBase] = useState(row);
  const form = useKitForm<V>(() => valuesOf(row) as DefaultValues<V>, resolver(base), options);
  const keepMine = useKeepMine(form);
  return {
    form,
    keepMine,
    base,
    saved: (savedRow) => {
      setBase(savedRow);
      keepMine.settle(valuesOf(savedRow));
    },
    conflict: (current) => {
      setBase(current);
      keepMine.reload(valuesOf(current));
    },
  };
}
