/**
 * Which page views have been counted. A view is counted once: React may run an effect twice for
 * one view (StrictMode mounts, unmounts and mounts again), and the ledger answers true only the
 * first time it sees a view's key.
 */
export function createViewLedger(): (key: string) => boolean {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
