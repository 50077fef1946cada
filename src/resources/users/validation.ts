import type { z } from 'zod';
import {
  InstanceUpdateBody,
  Role,
  UserCreateBody,
  UserUpdateBody,
  type UserWithInstanceBody,
  UserWithInstanceBody as UserWithInstanceSchema,
} from '../../../contract';
import { ptBR } from '../../i18n/pt-BR';

/** Error texts by field, in the contract's pt-BR wording (translated when shown). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Validated<T, F extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<F>; formError?: string };

const fieldErrorsOf = <F extends string>(
  issues: readonly z.core.$ZodIssue[],
  rename: Partial<Record<string, F>> = {},
): FieldErrors<F> => {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const path = String(issue.path[0] ?? '');
    const field = (rename[path] ?? path) as F;
    errors[field] ??= issue.message;
  }
  return errors;
};

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  role: Role;
}
export type UserField = keyof UserFormValues;

export const validateNewUser = (values: UserFormValues): Validated<UserCreateBody, UserField> => {
  const parsed = UserCreateBody.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
};

/** The platform owner keeps a role an organization admin cannot assign. */
const SuperAdminUpdateBody = UserUpdateBody.extend({ role: Role });

/** Edit: a blank password keeps the current one, so it is left out of the body. */
export const validateUserUpdate = (values: UserFormValues): Validated<UserUpdateBody, UserField> => {
  const schema = values.role === 'super_admin' ? SuperAdminUpdateBody : UserUpdateBody;
  const parsed = schema.safeParse({
    ...values,
    password: values.password === '' ? undefined : values.password,
  });
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  const { password, ...rest } = parsed.data;
  return { ok: true, data: (password ? { ...rest, password } : rest) as UserUpdateBody };
};

export interface InstanceFormValues {
  userId: string;
  name: string;
  phone: string;
  notificationPhone: string;
  notificationName: string;
}
export type InstanceField = keyof InstanceFormValues;

const blankToNull = (value: string | null | undefined): string | null => (value ? value : null);

/** Spec 3 §5: a user first, then name and phone, then each field's own rule; values trimmed. */
export const validateNewInstance = (
  values: InstanceFormValues,
): Validated<UserWithInstanceBody, InstanceField> => {
  const { selectUser, instanceNameAndPhoneRequired } = ptBR.app.validation;
  if (values.userId === '') return { ok: false, errors: { userId: selectUser }, formError: selectUser };
  if (values.name.trim() === '' || values.phone.trim() === '') {
    return { ok: false, errors: {}, formError: instanceNameAndPhoneRequired };
  }
  const parsed = UserWithInstanceSchema.safeParse({
    userId: values.userId,
    createInstance: true,
    instanceName: values.name,
    instancePhone: values.phone,
    notificationPhone: values.notificationPhone,
    notificationName: values.notificationName,
    bikerHubEnabled: false,
  });
  if (!parsed.success) {
    return {
      ok: false,
      errors: fieldErrorsOf(parsed.error.issues, { instanceName: 'name', instancePhone: 'phone' }),
    };
  }
  const data = parsed.data;
  return {
    ok: true,
    data: {
      ...data,
      notificationPhone: blankToNull(data.notificationPhone),
      notificationName: blankToNull(data.notificationName),
    },
  };
};

export const validateInstanceUpdate = (
  values: InstanceFormValues,
): Validated<InstanceUpdateBody, InstanceField> => {
  const parsed = InstanceUpdateBody.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  const data = parsed.data;
  return {
    ok: true,
    data: {
      ...data,
      notificationPhone: blankToNull(data.notificationPhone),
      notificationName: blankToNull(data.notificationName),
    },
  };
};

/** Server field names of `POST /api/users-with-instances` as the instance form names them. */
export const INSTANCE_SERVER_FIELDS: Partial<Record<string, InstanceField>> = {
  instanceName: 'name',
  instancePhone: 'phone',
};
