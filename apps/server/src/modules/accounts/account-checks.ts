/** The checks every account use case shares: the login, the password, the logged-in user. */
import { parseLogin, passwordError } from '@storefront/contract/accounts';
import type { ErrType } from '@storefront/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { userById } from './repository';

export const fail = (status: number, errType: ErrType) => new AppError(status, errType);

export function loginOrFail(input: string) {
  const login = parseLogin(input);
  if (!login) throw fail(400, 'invalidLogin');
  return login;
}

export function checkPassword(password: string, repeat: string) {
  const problem = passwordError(password, repeat);
  if (problem === 'passwordTooShort' || problem === 'passwordsNotMatch') throw fail(400, problem);
}

export async function userOrFail(db: Db, userId: number) {
  const user = await userById(db, userId);
  if (!user) throw fail(401, 'unauthorizedToast');
  return user;
}
