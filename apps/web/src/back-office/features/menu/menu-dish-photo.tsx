/**
 * A saved dish's photo: the picture guests see now, a file to upload instead (sent as it is,
 * the server checks its content and makes the sizes) and 'Удалить фото' back to the generated
 * picture. Each is its own call with the dish's version, apart from the form's 'Сохранить'.
 */
import {
  type EditorDish,
  editorDishSchema,
  menuEditorMessages,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
} from '@storefront/contract/staff-menu';
import { type ChangeEvent, useId, useState } from 'react';
import { errorStatus } from '../../../lib/api';
import { FieldError, fieldAria } from '../../../ui/form-field';
import { conflictCurrent } from '../../app/staff-errors';
import staffStyles from '../../ui/staff.module.css';
import styles from './menu.module.css';
import { useRemoveDishPhotoMutation, useUploadDishPhotoMutation } from './menu-api';
import { CONFLICT_TEXT, menuErrorText } from './menu-form-kit';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,.heic';
export const PHOTO_UPLOADED = 'Фото загружено';
export const PHOTO_REMOVED = 'Фото удалено: показывается нарисованная картинка';
export const UPLOAD_PHOTO = 'Загрузить фото';

/**
 * What is refused before sending. The type only when the browser names one it knows to be
 * something else: HEIC often comes unnamed, and the server looks at the content anyway.
 */
export function photoProblem(file: Pick<File, 'size' | 'type' | 'name'>): string | undefined {
  if (file.size > PHOTO_MAX_BYTES) return menuEditorMessages.photoTooLarge;
  const named = file.type !== '' && file.type !== 'application/octet-stream';
  const known = (PHOTO_TYPES as readonly string[]).includes(file.type);
  if (named && !known && !/\.hei[cf]$/i.test(file.name)) return menuEditorMessages.photoType;
  return undefined;
}

interface DishPhotoProps {
  venueId: number;
  dish: EditorDish;
  locked: boolean;
  onChanged: (dish: EditorDish) => void;
  onConflict: (current: EditorDish) => void;
}

export function DishPhoto({ venueId, dish, locked, onChanged, onConflict }: DishPhotoProps) {
  const inputId = useId();
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [upload, uploading] = useUploadDishPhotoMutation();
  const [remove, removing] = useRemoveDishPhotoMutation();
  const busy = uploading.isLoading || removing.isLoading;
  const ref = { venueId, kind: dish.kind, id: dish.id, version: dish.version };

  const failed = (failure: unknown, tooLarge: boolean) => {
    const current = editorDishSchema.safeParse(conflictCurrent(failure));
    if (current.success) {
      onConflict(current.data);
      setError(CONFLICT_TEXT);
      return;
    }
    // A body over the server's limit is refused before any errType of ours is written.
    setError(
      tooLarge && errorStatus(failure) === 413
        ? menuEditorMessages.photoTooLarge
        : menuErrorText(failure),
    );
  };

  const done = (changed: EditorDish, text: string) => {
    onChanged(changed);
    setStatus(text);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // The same file may be chosen again after a refusal.
    input.value = '';
    if (!file || busy) return;
    setStatus('');
    const problem = photoProblem(file);
    setError(problem);
    if (problem) return;
    try {
      done(await upload({ ...ref, photo: file }).unwrap(), PHOTO_UPLOADED);
    } catch (failure) {
      failed(failure, true);
    }
  };

  const onRemove = async () => {
    setError(undefined);
    setStatus('');
    try {
      done(await remove(ref).unwrap(), PHOTO_REMOVED);
    } catch (failure) {
      failed(failure, false);
    }
  };

  const hint = `${inputId}-hint`;
  const aria = fieldAria(inputId, error);
  return (
    <section className={styles.photo} aria-labelledby={`${inputId}-title`} aria-busy={busy}>
      <h3 id={`${inputId}-title`} className={styles.photoTitle}>
        Фото
      </h3>
      <img
        className={styles.preview}
        src={dish.imageUrl}
        alt={dish.hasPhoto ? `Фото: ${dish.name}` : `Нарисованная картинка: ${dish.name}`}
        width={240}
        height={180}
      />
      <div className={styles.photoField}>
        <label htmlFor={inputId} className={styles.photoLabel}>
          {UPLOAD_PHOTO}
        </label>
        <input
          {...aria}
          aria-describedby={[hint, aria['aria-describedby']].filter(Boolean).join(' ')}
          type="file"
          accept={PHOTO_ACCEPT}
          // Not disabled while sending: the focus stays here for the next choice.
          disabled={locked}
          onChange={(event) => void onFile(event)}
        />
        <p id={hint} className={staffStyles.muted}>
          JPEG, PNG, WebP или HEIC, до 15 МБ. Сохраняется сразу.
        </p>
        <FieldError id={inputId} message={error} role="alert" />
      </div>
      {dish.hasPhoto && (
        <div className={staffStyles.actions}>
          <button
            type="button"
            className={`${staffStyles.secondaryButton} ${staffStyles.smallButton}`}
            disabled={locked || busy}
            onClick={() => void onRemove()}
          >
            Удалить фото
          </button>
        </div>
      )}
      <p className={styles.photoStatus} role="status">
        {busy ? 'Отправляем…' : status}
      </p>
    </section>
  );
}
