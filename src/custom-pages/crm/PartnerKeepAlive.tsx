import { useEffect, useState } from 'react';
import { usePortals } from './crmQueries';
import { KEEP_ALIVE_INTERVAL_MS, type PartnerArea, visitedRecently } from './partnerSession';

/**
 * The keep-alive frames (spec 2 §2.3, spec 3 §4): every 5 minutes, one hidden frame per partner
 * system whose area was visited in the last 30 minutes, so its session does not expire.
 */
export const PartnerKeepAlive = () => {
  const { data: portals } = usePortals();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), KEEP_ALIVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  if (!portals || tick === 0) return null;
  const frames: [PartnerArea, string][] = [
    ['autocerto', portals.crmUrl],
    ['financeiras', portals.creditPortalUrl],
  ];
  return (
    <>
      {frames
        .filter(([area]) => visitedRecently(area))
        .map(([area, url]) => (
          <iframe
            key={`${area}-${tick}`}
            src={url}
            title={`keep-alive-${area}`}
            aria-hidden="true"
            tabIndex={-1}
            style={{ display: 'none' }}
          />
        ))}
    </>
  );
};
