/**
 * 'ЛИЧНЫЕ ДАННЫЕ' (SPEC.md §2 "Account", §4 "Account contact change", §5 "Account", §8): the
 * profile with its edit mode, the order statistics, and the code check of a changed contact.
 */
import { birthdayText, statsPhrase, type UserInfo } from '@storefront/contract/accounts';
import { formatPrice } from '@storefront/contract/money';
import { formatPhone } from '@storefront/contract/phone';
import { useGetUserInfoQuery, useGetUserOrdersInfoQuery } from '../../lib/account-api';
import { Skeleton } from '../../ui/skeleton';
import styles from './account-page.module.css';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { useProfileEdit } from './use-profile-edit';

const LOAD_FAILED = 'Не удалось загрузить данные.';

export function PersonalDataTab({ token }: { token: string }) {
  const info = useGetUserInfoQuery(token);
  return (
    <div className={styles.personal}>
      {info.data ? (
        <Profile saved={info.data} />
      ) : info.isError ? (
        <LoadFailed onRetry={info.refetch} />
      ) : (
        <Skeleton className={styles.loading} />
      )}
      <Statistics token={token} />
      <PasswordForm />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p className={styles.status} role="alert">
      {LOAD_FAILED}{' '}
      <button type="button" className={styles.textButton} onClick={onRetry}>
        Повторить
      </button>
    </p>
  );
}

function Profile({ saved }: { saved: UserInfo }) {
  const edit = useProfileEdit(saved);
  return (
    <section className={styles.card} aria-labelledby="account-profile">
      <h2 id="account-profile" className={styles.cardTitle}>
        Профиль
      </h2>
      {edit.editing ? (
        <ProfileForm edit={edit} />
      ) : (
        <>
          <dl className={styles.facts}>
            <Fact label="Имя" value={saved.userName} />
            <Fact label="Фамилия" value={saved.userLastName} />
            <Fact label="Телефон" value={formatPhone(saved.phone)} />
            <Fact label="E-mail" value={saved.email} />
            <Fact label="Дата рождения" value={birthdayText(saved.birthday)} />
          </dl>
          <button type="button" className={styles.secondaryButton} onClick={edit.startEditing}>
            РЕДАКТИРОВАТЬ
          </button>
        </>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value === '' ? <span className={styles.muted}>не указано</span> : value}</dd>
    </div>
  );
}

/** SPEC §2: amount spent, orders and dishes, with Russian plural words. */
function Statistics({ token }: { token: string }) {
  const { data, isError, refetch } = useGetUserOrdersInfoQuery(token);
  return (
    <section className={styles.card} aria-labelledby="account-stats">
      <h2 id="account-stats" className={styles.cardTitle}>
        Статистика
      </h2>
      {data ? (
        <ul className={styles.stats}>
          <li>
            <span className={styles.statValue}>{formatPrice(data.amountSpent)}</span>{' '}
            <span className={styles.statLabel}>потрачено на заказы</span>
          </li>
          <Stat {...statsPhrase('orders', data.ordersCount)} />
          <Stat {...statsPhrase('dishes', data.dishesOrdered)} />
        </ul>
      ) : isError ? (
        <LoadFailed onRetry={refetch} />
      ) : (
        <Skeleton className={styles.statsLoading} />
      )}
    </section>
  );
}

/** '1 заказ' large, 'оформлен' under it: read together as '1 заказ оформлен'. */
function Stat({ value, verb }: { value: string; verb: string }) {
  return (
    <li>
      <span className={styles.statValue}>{value}</span>{' '}
      <span className={styles.statLabel}>{verb}</span>
    </li>
  );
}
