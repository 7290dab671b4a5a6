import { useEffect } from 'react';
import { Alert, Chip, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { SHOP_PAGE_SIZE } from '@backoffice/domain';
import { useBrand } from '@/platform/boot/BrandProvider';
import { ProductCard } from './ProductCard';
import { ShopLayout } from './ShopLayout';
import { useShopCategories, useShopProducts } from './shop.api';
import classes from './shop.module.css';

const positive = (v: string | null | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/**
 * /shop and /shop/grupo-produto/:id: the published products of the host's company, by name, with search
 * (accents ignored), a family filter and pages. Search, family and page live in the address (shareable).
 */
export function ShopProductsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const grupo = positive(id);
  const familia = positive(params.get('familia'));
  const busca = params.get('busca')?.trim() || undefined;
  const pagina = positive(params.get('pagina')) ?? 1;
  const products = useShopProducts({ busca, familia, grupo, pagina });
  const categories = useShopCategories();
  const group = grupo ? categories.data?.grupos.find((g) => g.id === grupo) : undefined;
  const title = group?.nome ?? (busca ? t('shop.resultsFor', { busca }) : t('shop.title'));
  const name = brand?.alias || brand?.name;

  useEffect(() => {
    document.title = name ? `${title} | ${name}` : title;
  }, [title, name]);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));

  return (
    <ShopLayout>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1} fz={26}>
            {title}
          </Title>
          {products.data && (
            <Text size="sm" c="dimmed" data-testid="shop-total">
              {t('shop.total', { count: total })}
            </Text>
          )}
        </Group>
        {!grupo && (categories.data?.familias.length ?? 0) > 0 && (
          <Chip.Group multiple={false} value={familia ? String(familia) : ''} onChange={(value) => set({ familia: value || null, pagina: null })}>
            <Group gap="xs">
              <Chip value="" size="sm">
                {t('shop.allFamilies')}
              </Chip>
              {categories.data!.familias.map((f) => (
                <Chip key={f.id} value={String(f.id)} size="sm">
                  {f.nome}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {products.isError && <Alert color="red">{t('shop.loadError')}</Alert>}
        {products.isPending ? (
          <div className={classes.grid}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h={320} radius="md" />
            ))}
          </div>
        ) : total === 0 ? (
          <Text c="dimmed">{t('shop.empty')}</Text>
        ) : (
          <div className={classes.grid} style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
            {products.data?.produtos.map((product) => <ProductCard key={product.CdChamada} product={product} />)}
          </div>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={pagina} onChange={(page) => set({ pagina: page > 1 ? String(page) : null })} aria-label={t('shop.pages')} />
          </Group>
        )}
      </Stack>
    </ShopLayout>
  );
}
