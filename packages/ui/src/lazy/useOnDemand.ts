import { useCallback, useEffect, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module that a control needs only once it is used (a menu's popup, a toast viewport): nothing is fetched
 * until `request()` — called on the first sign of intent, pointer over or focus — so pages do not pay for it
 * on their first load. Every instance shares one load per module; `null` until it has arrived.
 */
export function useOnDemand<Module>(load: () => Promise<Module>): [Module | null, () => void] {
  // Keyed by the loader, so what is stored is that loader's module.
  const [module, setModule] = useState<Module | null>(() => (loaded.get(load) as Module | undefined) ?? null);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!requested || module) return;
    let current = true;
    load().then(
      (arrived) => {
        loaded.set(load, arrived);
        if (current) setModule(arrived);
      },
      // A failed download (offline) leaves the light control in place; the next intent tries again.
      () => {
        if (current) setRequested(false);
      },
    );
    return () => {
      current = false;
    };
  }, [requested, module, load]);
  const request = useCallback(() => setRequested(true), []);
  return [module, request];
}
