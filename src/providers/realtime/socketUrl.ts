/** `ws(s)://host/ws?token=…` on the page's own origin, so the dev proxy and production both work. */
export const socketUrl = (location: Pick<Location, 'protocol' | 'host'>, token: string): string => {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`;
};
