import type { UserRole } from './enums';

/** What `GET /api/jwt/me/` answers. */
export interface TSessionUser {
  email: string;
  role: UserRole;
  owner_id: string | null;
  user_id: string;
  is_masqueraded: boolean;
  is_cohost: boolean;
  first_name: string;
}

/** Host routes need role HOST and an owner id (spec, roles). */
export function canUseHostArea(user: Pick<TSessionUser, 'role' | 'owner_id'> | null): boolean {
  return user != null && user.role === 'HOST' && user.owner_id != null;
}
