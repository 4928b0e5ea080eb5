/**
 * /staff/members (admins): every staff member, adding one, and changes to each — clearing
 * another member's second factor among them (a lost phone; one's own is turned off on
 * /staff/security with the password and a code).
 */
import { staffRoleNames } from '@storefront/contract/staff';
import { useState } from 'react';
import { ReauthProvider } from '../../app/reauth';
import { QueryState } from '../../ui/query-state';
import styles from '../../ui/staff.module.css';
import { venueNames } from '../../ui/venue-checks';
import { MemberCreateForm } from './member-create-form';
import { type MemberDialog, MemberDialogView } from './member-dialogs';
import { useStaffMembersQuery } from './members-api';

export function MembersSection({ meId }: { /** the admin looking */ meId: number }) {
  const { data: members, error, isError, refetch } = useStaffMembersQuery();
  const [dialog, setDialog] = useState<MemberDialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <ReauthProvider>
      <h1 className={styles.title}>Сотрудники</h1>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="staff-members-title">
        <h2 id="staff-members-title">Все сотрудники</h2>
        <QueryState isError={isError} error={error} refetch={refetch} loaded={!!members} />
        {members && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Логин</th>
                  <th scope="col">Имя</th>
                  <th scope="col">Роль</th>
                  <th scope="col">Заведения</th>
                  <th scope="col">Вход с кодом</th>
                  <th scope="col">Учётная запись</th>
                  <th scope="col">Действия</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member.id} className={member.disabled ? styles.disabledRow : undefined}>
                    <th scope="row">{member.login}</th>
                    <td>{member.name}</td>
                    <td>{staffRoleNames[member.role]}</td>
                    <td>{venueNames(member.role, member.venues)}</td>
                    <td>{member.totpEnabled ? 'Включён' : 'Выключен'}</td>
                    <td>{member.disabled ? 'Отключена' : 'Активна'}</td>
                    <td>
                      <div className={styles.rowActions}>
                        <RowButton
                          label="Роль и заведения"
                          login={member.login}
                          onClick={() => setDialog({ kind: 'edit', member })}
                        />
                        <RowButton
                          label="Сменить пароль"
                          login={member.login}
                          onClick={() => setDialog({ kind: 'password', member })}
                        />
                        {member.totpEnabled && member.id !== meId && (
                          <RowButton
                            label="Сбросить вход с кодом"
                            login={member.login}
                            onClick={() => setDialog({ kind: 'totp', member })}
                          />
                        )}
                        <RowButton
                          label={member.disabled ? 'Включить' : 'Отключить'}
                          login={member.login}
                          onClick={() => setDialog({ kind: 'toggle', member })}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <MemberCreateForm onCreated={(login) => setNotice(`Сотрудник добавлен: ${login}`)} />
      {dialog && (
        <MemberDialogView
          dialog={dialog}
          onClose={() => setDialog(null)}
          onSaved={(text) => {
            setDialog(null);
            setNotice(text);
          }}
        />
      )}
    </ReauthProvider>
  );
}

/** A row's action: its visible word, and the member it is for when read out of the table. */
function RowButton({
  label,
  login,
  onClick,
}: {
  label: string;
  login: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${styles.secondaryButton} ${styles.smallButton}`}
      aria-label={`${label}: ${login}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
