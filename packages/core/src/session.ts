import type { TSessionUser } from './contract/auth';

export type { TSessionUser };

/** Host routes need role HOST and an owner id (spec, roles). */
export function canUseHostArea(user: Pick<TSessionUser, 'role' | 'owner_id'> | null): boolean {
  return user != null && user.role === 'HOST' && user.owner_id != null;
}
