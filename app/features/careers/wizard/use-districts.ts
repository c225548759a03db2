import { useEffect, useState } from "react";
import type { LookupOption } from "~/domain/job-application";
import { memoizePromiseByKey } from "~/shared/memoize-promise";
import { getJson } from "~/lib/api-client";

// Districts rarely change, so each state's list is fetched once per page view and shared; a failed
// fetch (null) is not kept, so choosing the state again retries.
const fetchDistricts = memoizePromiseByKey(
  (state: string) =>
    getJson<LookupOption[]>(`/api/Career/GetDistricts/${encodeURIComponent(state)}`).then((r) =>
      r.ok && Array.isArray(r.data) ? r.data : null,
    ),
  { keep: (list) => list !== null },
);

/** The districts of a state (docs/product.md §4.4: choosing a state loads its districts). */
export function useDistricts(state: string): { districts: LookupOption[]; loading: boolean; failed: boolean } {
  const [result, setResult] = useState<{ state: string; districts: LookupOption[]; failed: boolean }>({
    state: "",
    districts: [],
    failed: false,
  });
  useEffect(() => {
    if (!state) return;
    let live = true;
    void fetchDistricts(state).then((list) => {
      if (live) setResult({ state, districts: list ?? [], failed: list === null });
    });
    return () => {
      live = false;
    };
  }, [state]);
  if (!state) return { districts: [], loading: false, failed: false };
  const current = result.state === state;
  return { districts: current ? result.districts : [], loading: !current, failed: current && result.failed };
}
