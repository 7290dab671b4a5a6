import * as z from 'zod';
import { requiredObject, requiredOr, requiredText } from '../common/schema.ts';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/** Usuário: só letras (sem acento) e números, sem espaços, de 3 a 50 caracteres. */
export const usernameSchema = z
  .string({ error: requiredOr() })
  .min(1, { error: 'required', abort: true })
  .regex(/^[A-Za-z0-9]+$/, { error: 'username_chars' })
  .min(USERNAME_MIN_LENGTH, { error: 'username_length' })
  .max(USERNAME_MAX_LENGTH, { error: 'username_length' });

/** Senha: pelo menos 6 caracteres (sem aparar espaços: eles fazem parte da senha). */
export const passwordSchema = z
  .string({ error: requiredOr() })
  .min(1, { error: 'required', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: 'password_min' })
  .max(PASSWORD_MAX_LENGTH, { error: 'too_long' });

/** Login: só exige os dois campos (contas antigas podem não seguir as regras atuais). */
export const loginSchema = requiredObject({
  username: requiredText(180),
  password: z.string({ error: requiredOr() }).min(1, { error: 'required' }),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

const confirmPasswordField = z.string({ error: requiredOr() }).min(1, { error: 'required' });

/** Troca de senha pelo próprio usuário. */
export const changePasswordSchema = requiredObject({
  currentPassword: z.string({ error: requiredOr() }).min(1, { error: 'required' }),
  password: passwordSchema,
  confirmPassword: confirmPasswordField,
}).refine((d) => d.password === d.confirmPassword, { error: 'password_mismatch', path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Nova senha pelo link de recuperação. */
export const resetPasswordSchema = requiredObject({
  password: passwordSchema,
  confirmPassword: confirmPasswordField,
}).refine((d) => d.password === d.confirmPassword, { error: 'password_mismatch', path: ['confirmPassword'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * Força da senha, para o indicador do formulário: com menos de 6 caracteres é 'weak'; com 6 ou mais,
 * 'strong' quando mistura letras, números e símbolos, 'medium' com dois desses grupos, senão 'weak'.
 */
export function passwordStrength(pw: string | null | undefined): PasswordStrength {
  const s = pw ?? '';
  if (s.length < PASSWORD_MIN_LENGTH) return 'weak';
  const groups = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u].filter((re) => re.test(s)).length;
  if (groups === 3) return 'strong';
  return groups === 2 ? 'medium' : 'weak';
}
