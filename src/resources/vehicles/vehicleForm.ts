import { type Vehicle, VehicleBody } from '../../../contract/vehicles';
import type { AppTranslate } from '../../i18n/useAppTranslate';
import { translateValidationMessage } from '../../i18n/validationMessage';
import { fieldErrorsOf } from '../../providers/httpError';

/** Only what the server accepts: the editable fields, never the id, source or timestamps. */
export const toVehicleBody = (car: Partial<Vehicle>) => ({
  make: car.make,
  model: car.model,
  version: car.version ?? '',
  year: car.year,
  modelYear: car.modelYear,
  km: car.km,
  price: car.price,
  color: car.color ?? '',
  fuel: car.fuel ?? '',
  transmission: car.transmission ?? '',
  bodyType: car.bodyType ?? '',
  plate: car.plate || null,
  photos: (car.photos ?? []).filter(Boolean),
  status: car.status ?? 'available',
});

export type FormErrors = Record<string, unknown>;

/** Puts a message at its field's place in the form's shape (`photos.2` is the third photo's input). */
const place = (errors: FormErrors, path: readonly PropertyKey[], message: string) => {
  const [head, ...rest] = path;
  if (typeof head !== 'string' && typeof head !== 'number') return;
  const key = String(head);
  if (rest.length === 0) {
    // The first problem of a field is the one to fix first.
    if (errors[key] === undefined) errors[key] = message;
    return;
  }
  const inner = errors[key];
  if (typeof inner === 'string') return;
  const child = (inner ?? (typeof rest[0] === 'number' ? [] : {})) as FormErrors;
  errors[key] = child;
  place(child, rest, message);
};

/**
 * The contract's own rules, checked in the form: every wrong field says what is wrong under it
 * before anything is sent, instead of one toast naming whichever field the server met first.
 */
export const validateVehicle = (t: AppTranslate, values: Partial<Vehicle>): FormErrors => {
  const parsed = VehicleBody.safeParse(toVehicleBody(values));
  const errors: FormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    place(errors, issue.path, translateValidationMessage(t, issue.message));
  }
  return errors;
};

/** The server's field errors (400 `details`) keyed by field path, for the form to show on its fields. */
export const serverFieldErrors = (t: AppTranslate, error: unknown): FormErrors | undefined => {
  const details = fieldErrorsOf(error);
  if (details.length === 0) return undefined;
  const errors: FormErrors = {};
  for (const { field, message } of details) {
    errors[field] ??= translateValidationMessage(t, message);
  }
  return errors;
};
