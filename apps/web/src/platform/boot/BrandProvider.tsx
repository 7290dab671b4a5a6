import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { applyDocumentBranding, boot, buildTheme, cacheBrand, cachedBrand, type DefaultCompany } from './boot';

const BrandContext = createContext<DefaultCompany | null>(null);
const BrandUpdateContext = createContext<(company: DefaultCompany) => void>(() => undefined);

/** The default company (theme, logos, alias) fetched at start-up; null until known. */
export function useBrand(): DefaultCompany | null {
  return use(BrandContext);
}

/** Replaces the brand at once (after the company's theme is saved): theme, favicon and cache follow. */
export function useUpdateBrand(): (company: DefaultCompany) => void {
  return use(BrandUpdateContext);
}

interface BrandProviderProps {
  children: ReactNode;
  /** Skip the network start-up (tests). */
  skipBoot?: boolean;
  initialBrand?: DefaultCompany | null;
  /** Mantine's test environment (no transitions, no detached-target hiding). */
  env?: 'default' | 'test';
}

/** Runs the start-up once and provides the company's Mantine theme. */
export function BrandProvider({ children, skipBoot = false, initialBrand, env }: BrandProviderProps) {
  const [company, setCompany] = useState<DefaultCompany | null>(() => initialBrand ?? cachedBrand());
  useEffect(() => {
    if (skipBoot) return;
    void boot((fresh) => setCompany(fresh));
  }, [skipBoot]);
  const theme = useMemo(() => buildTheme(company), [company]);
  const update = useCallback((fresh: DefaultCompany) => {
    cacheBrand(fresh);
    applyDocumentBranding(fresh);
    setCompany(fresh);
  }, []);
  return (
    <BrandUpdateContext value={update}>
      <BrandContext value={company}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
          {children}
        </MantineProvider>
      </BrandContext>
    </BrandUpdateContext>
  );
}
