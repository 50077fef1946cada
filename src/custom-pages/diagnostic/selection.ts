import type { Instance } from '../../../contract/instances';

/** Which instances the diagnostic shows: from the URL, or a preset (DESIGN §6). */

/** `?instanceId=` picks that instance; `?phone=` every instance whose number contains the digits. */
export function preselected(instances: readonly Instance[], search: string): string[] {
  const params = new URLSearchParams(search);
  const id = params.get('instanceId');
  if (id) return instances.some((instance) => instance.id === id) ? [id] : [];
  const digits = (params.get('phone') ?? '').replace(/\D/g, '');
  if (!digits) return [];
  return instances
    .filter((instance) => instance.phone.replace(/\D/g, '').includes(digits))
    .map((instance) => instance.id);
}

export const firstTwo = (instances: readonly Instance[]): string[] =>
  instances.slice(0, 2).map((instance) => instance.id);

export const firstThreeConnected = (instances: readonly Instance[]): string[] =>
  instances
    .filter((instance) => instance.isConnected)
    .slice(0, 3)
    .map((instance) => instance.id);

export const all = (instances: readonly Instance[]): string[] => instances.map((instance) => instance.id);

export function toggled(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];
}
