import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, passwordResetFormSchema, signupFormSchema } from '@varmala/shared';

/** The public forms' validation, a chunk of its own (lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(loginFormSchema);
export const signupResolver = zodResolver(signupFormSchema);
export const passwordResetResolver = zodResolver(passwordResetFormSchema);
