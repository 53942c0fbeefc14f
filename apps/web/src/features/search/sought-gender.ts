import type { Gender, TokenClaims } from '@varmala/shared';

const OTHER_SIDE: Record<Gender, Gender> = { Male: 'Female', Female: 'Male' };

/**
 * Whom the signed-in reader's search shows: a groom sees brides and a bride grooms, so labels can
 * agree with them. The operator sees both, and a member without basic details yet neither.
 */
export function soughtGender(claims: TokenClaims | null | undefined): Gender | null {
  if (!claims?.gender || claims.role === 'ADMIN') return null;
  return OTHER_SIDE[claims.gender];
}
