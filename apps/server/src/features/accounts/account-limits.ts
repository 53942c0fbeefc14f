import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { byAddress } from '../../lib/address-key.js';
import { type PasswordTries, passwordTries, type RateLimitHook, rateLimit } from '../../lib/rate-limit.js';
import { byMember, byMobile, byMobileAndAddress } from './limit-keys.js';

/**
 * The limits of logging in, signing up and asking for a reset, made once: the API and the pages'
 * own forms (form-routes.ts) count on the same counters, so a guesser gains nothing by using both.
 */
export interface AccountLimits {
  signupPerIp: RateLimitHook;
  signupPerMobile: RateLimitHook;
  loginPerIp: RateLimitHook;
  loginTries: PasswordTries;
  passwordChangeTries: PasswordTries;
  passwordResetPerIp: RateLimitHook;
  passwordResetPerMobile: RateLimitHook;
}

export function accountLimits(app: App, deps: Deps): AccountLimits {
  const rules = deps.config.rateLimits;
  return {
    signupPerIp: rateLimit(app, rules, 'signupPerIp', byAddress),
    signupPerMobile: rateLimit(app, rules, 'signupPerMobile', byMobile),
    loginPerIp: rateLimit(app, rules, 'loginPerIp', byAddress),
    loginTries: passwordTries(deps.redis, rules, 'loginPerMobile', byMobileAndAddress),
    passwordChangeTries: passwordTries(deps.redis, rules, 'passwordChangePerMember', byMember),
    passwordResetPerIp: rateLimit(app, rules, 'passwordResetPerIp', byAddress),
    passwordResetPerMobile: rateLimit(app, rules, 'passwordResetPerMobile', byMobile),
  };
}
