/**
 * An official number's name on the gateway is its phone-number-id plus a random tail: the id
 * addresses every Graph call, and the tail lets a number removed from one instance be added again
 * (the gateway name is unique across instances, deleted ones included).
 */
export const cloudInstanceName = (phoneNumberId: string, tail: string): string => `${phoneNumberId}:${tail}`;

/** The phone-number-id a Graph call needs, from the instance's gateway name. */
export const phoneNumberIdOf = (gatewayInstanceName: string): string =>
  gatewayInstanceName.split(':')[0] ?? '';
