/** The one dialog of the auth modals: its content follows `showingModal`, focus stays inside. */
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../ui/modal';
import { LoginRegister } from './login-register';
import { RestoreAccess } from './restore-access';
import { closeModal, selectShowingModal } from './session-slice';

export function AuthDialog() {
  const dispatch = useAppDispatch();
  const showing = useAppSelector(selectShowingModal);
  const close = () => dispatch(closeModal());
  if (showing === 'restoreAccess') {
    return (
      <Modal title="ВОССТАНОВИТЬ ДОСТУП" onClose={close}>
        <RestoreAccess />
      </Modal>
    );
  }
  return (
    <Modal title="Вход в личный кабинет" hideTitle onClose={close}>
      <LoginRegister />
    </Modal>
  );
}
