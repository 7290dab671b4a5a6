import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { boot, buildTheme, cachedBrand, type DefaultCompany } from './boot';

const BrandContext = createContext<DefaultCompany | null>(null);

/** The default company (theme, logos, alias) fetched at start-up; null until known. */
export function useBrand(): DefaultCompany | null {
  return use(BrandContext);
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
  return (
    <BrandContext value={company}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
        {children}
      </MantineProvider>
    </BrandContext>
  );
}
