import type { MessageReferral } from '../events';
import { isRecord, text } from './values';

/**
 * The click-to-WhatsApp ad behind a message. Baileys puts it in the content's `contextInfo`
 * (`externalAdReply` with `sourceId`, `title`, `ctwaClid`…, beside `conversionSource` and
 * `entryPointConversionApp`); Evolution 2.1+ moves that `contextInfo` to the top of `data`, older
 * builds leave it inside `extendedTextMessage` or the media object. Both places are read.
 */

const WRAPPERS = ['ephemeralMessage', 'viewOnceMessage', 'viewOnceMessageV2', 'documentWithCaptionMessage'];

function contextsOf(
  message: Record<string, unknown> | null | undefined,
  top: unknown,
): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  if (isRecord(top)) found.push(top);
  let current = message;
  for (let depth = 0; current && depth < 4; depth++) {
    for (const value of Object.values(current)) {
      if (isRecord(value) && isRecord(value.contextInfo)) found.push(value.contextInfo);
    }
    const wrapper = WRAPPERS.map((key) => current?.[key]).find(isRecord);
    current = wrapper && isRecord(wrapper.message) ? wrapper.message : null;
  }
  return found;
}

/** `FB_Ads`, `ctwa_ad`…: conversion markers WhatsApp sets on a chat opened from an ad. */
const fromAd = (context: Record<string, unknown>): boolean =>
  /ad/i.test(text(context.conversionSource) ?? '') ||
  /ad/i.test(text(context.entryPointConversionSource) ?? '');

export function referralOf(
  message: Record<string, unknown> | null | undefined,
  top: unknown,
): MessageReferral | null {
  for (const context of contextsOf(message, top)) {
    const ad = isRecord(context.externalAdReply) ? context.externalAdReply : null;
    const sourceId = text(ad?.sourceId);
    const ctwaClid = text(ad?.ctwaClid);
    // A plain link preview also fills externalAdReply (title, thumbnail): only an ad has these.
    if (!sourceId && !ctwaClid && !fromAd(context)) continue;
    return {
      sourceId,
      sourceType: text(ad?.sourceType),
      sourceUrl: text(ad?.sourceUrl),
      headline: text(ad?.title),
      body: text(ad?.body),
      ctwaClid,
      app: text(context.entryPointConversionApp)?.toLowerCase() ?? null,
    };
  }
  return null;
}
