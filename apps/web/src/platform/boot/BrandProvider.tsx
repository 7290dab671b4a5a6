import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { activeCompanyId } from '../session/storage';
import { useSession } from '../session/useSession';
import { applyDocumentBranding, boot, buildTheme, cacheBrand, cachedBrand, type DefaultCompany } from './boot';

const BrandContext = createContext<DefaultCompany | null>(null);
const BrandUpdateContext = createContext<(company: DefaultCompany) => void>(() => undefined);

/**
 * The brand on screen (theme, logos, alias, page title): the signed-in user's session company, else the company
 * of the host's domain; null until known. A user of another company never sees the domain company's brand.
 */
export function useBrand(): DefaultCompany | null {
  return use(BrandContext);
}

/** Replaces the brand at once (after the company's theme is saved, or the session company's brand arrived). */
export function useUpdateBrand(): (company: DefaultCompany) => void {
  return use(BrandUpdateContext);
}

/** The session company's brand, kept apart from the domain's (the login page shows the domain's). */
const SESSION_BRAND_KEY = 'session-brand';

function storedSessionBrand(): DefaultCompany | null {
  try {
    const raw = window.localStorage.getItem(SESSION_BRAND_KEY);
    return raw ? (JSON.parse(raw) as DefaultCompany) : null;
  } catch {
    return null;
  }
}

function storeSessionBrand(company: DefaultCompany): void {
  try {
    window.localStorage.setItem(SESSION_BRAND_KEY, JSON.stringify(company));
  } catch {
    // Not remembered: fetched again next time.
  }
}

interface BrandProviderProps {
  children: ReactNode;
  /** Skip the network start-up (tests). */
  skipBoot?: boolean;
  initialBrand?: DefaultCompany | null;
  /** Mantine's test environment (no transitions, no detached-target hiding). */
  env?: 'default' | 'test';
}

/** Runs the start-up once and provides the brand's Mantine theme. */
export function BrandProvider({ children, skipBoot = false, initialBrand, env }: BrandProviderProps) {
  const [domainBrand, setDomainBrand] = useState<DefaultCompany | null>(() => initialBrand ?? cachedBrand());
  const [sessionBrand, setSessionBrand] = useState<DefaultCompany | null>(() => (skipBoot ? null : storedSessionBrand()));
  const session = useSession();
  const company = activeCompanyId(session);
  useEffect(() => {
    if (skipBoot) return;
    void boot((fresh) => setDomainBrand(fresh));
  }, [skipBoot]);
  // Signed in: the session company's brand once known; the domain's only when it is the same company.
  const brand = session
    ? sessionBrand && sessionBrand.id === company
      ? sessionBrand
      : domainBrand && domainBrand.id === company
        ? domainBrand
        : null
    : domainBrand;
  const sessionTitle = session ? session.company?.alias || session.company?.name || null : null;
  useEffect(() => {
    // Until the session company's brand arrives, its name from the session (if any), never another company's.
    applyDocumentBranding(brand ?? (sessionTitle ? { id: company ?? 0, name: sessionTitle } : null));
  }, [brand, sessionTitle, company]);
  const theme = useMemo(() => buildTheme(brand), [brand]);
  const update = useCallback(
    (fresh: DefaultCompany) => {
      if (session) {
        storeSessionBrand(fresh);
        setSessionBrand(fresh);
      }
      setDomainBrand((current) => {
        if (session && current && current.id !== fresh.id) return current;
        cacheBrand(fresh);
        return fresh;
      });
    },
    [session],
  );
  return (
    <BrandUpdateContext value={update}>
      <BrandContext value={brand}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
          {children}
        </MantineProvider>
      </BrandContext>
    </BrandUpdateContext>
  );
}
