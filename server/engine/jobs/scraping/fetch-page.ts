import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { type AddressPolicy, BlockedAddressError } from './address-guard';

export interface FetchLimits {
  policy: AddressPolicy;
  userAgent: string;
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

export interface FetchedPage {
  /** After redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** A reading that failed for a reason worth showing to the owner (in Portuguese). */
export class ScrapeError extends Error {
  override readonly name = 'ScrapeError';
}

/**
 * Resolves the host and connects only to an address the policy allows. Handing this to the request
 * (instead of checking first and connecting by name) means the address checked is the address
 * used: a name that resolves differently on the second lookup cannot slip through.
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((entry) => !policy(entry.address, entry.family as 4 | 6));
      if (refused || addresses.length === 0) {
        return callback(new BlockedAddressError(hostname, refused?.address ?? '?'), '', 4);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

function checkTarget(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScrapeError(`endereço não é http(s): ${url.protocol}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  // Literal addresses never reach the lookup, so they are judged here.
  if (family !== 0 && !policy(host, family as 4 | 6)) throw new BlockedAddressError(host, host);
}

function decoderFor(encoding: string): Transform | null {
  switch (encoding.toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** The body decompressed; an aborted response also ends the decoder, so reading never hangs. */
function decoded(response: IncomingMessage): Readable {
  const decoder = decoderFor(response.headers['content-encoding'] ?? '');
  if (!decoder) return response;
  pipeline(response, decoder, () => {
    // Errors reach the reader through the decoder, which pipeline destroys with them.
  });
  return decoder;
}

async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new ScrapeError(`página maior que ${Math.round(maxBytes / 1024)} KB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function requestOnce(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      agent: false,
      lookup: guardedLookup(limits.policy),
      signal,
      headers: {
        'user-agent': limits.userAgent,
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'pt-BR,pt;q=0.9',
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
}

/**
 * GETs a public page within the limits, following redirects by hand so each hop is checked again.
 * Answers any final status; the caller decides what a 404 means.
 */
export async function fetchPublicPage(address: string, limits: FetchLimits): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      checkTarget(url, limits.policy);
      const response = await requestOnce(url, limits, controller.signal);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (hop >= limits.maxRedirects) throw new ScrapeError('redirecionamentos demais');
        url = new URL(location, url);
        continue;
      }
      return {
        url: url.toString(),
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type'] ?? ''),
        body: await readLimited(decoded(response), limits.maxBytes),
      };
    }
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ScrapeError(`tempo esgotado após ${String(limits.timeoutMs / 1000).replace('.', ',')} s`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    // Closes a connection left open by a refused or oversized answer.
    controller.abort();
  }
}
