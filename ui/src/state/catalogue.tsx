// The catalogue: media-api's providers, costs, aspect ratios and the rest (loaded once connected), and
// a provider's product name by its slug.
import { createContext, useCallback, useMemo, useState, type ReactNode } from "react";
import { api, type ApiError, type Catalogue } from "../api";
import { useProvided } from "./context";
import { useHandleError } from "./session";
import { makerName } from "./makerNames";

export interface CatalogueStore {
  catalogue: Catalogue | null;
  catalogueError: ApiError | null;
  reloadCatalogue: () => Promise<void>;
  /** A provider's product name (image or video), a tool's or a mix's maker, the service's music or video edit
   * in words, else the slug (state/makerNames.ts). */
  providerName: (slug: string | null | undefined) => string;
}

const CatalogueContext = createContext<CatalogueStore | null>(null);

export function CatalogueProvider({ children }: { children: ReactNode }) {
  const handleError = useHandleError();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [catalogueError, setCatalogueError] = useState<ApiError | null>(null);

  const reloadCatalogue = useCallback(async () => {
    try {
      setCatalogue(await api.catalogueGet());
      setCatalogueError(null);
    } catch (e) {
      setCatalogueError(handleError(e));
    }
  }, [handleError]);

  const providerName = useCallback((slug: string | null | undefined) => makerName(slug, catalogue), [catalogue]);

  const value = useMemo(
    () => ({ catalogue, catalogueError, reloadCatalogue, providerName }),
    [catalogue, catalogueError, reloadCatalogue, providerName],
  );
  return <CatalogueContext.Provider value={value}>{children}</CatalogueContext.Provider>;
}

export function useCatalogue(): CatalogueStore {
  return useProvided(CatalogueContext, "useCatalogue");
}
