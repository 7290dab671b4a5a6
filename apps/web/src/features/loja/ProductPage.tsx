import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Grid, Group, NumberInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useBrand } from '@/platform/boot/BrandProvider';
import { useFormat } from '@/platform/i18n/format';
import { notifySuccess } from '@/platform/ui/notify';
import { AvailabilityBadge } from './ProductCard';
import { ShopLayout } from './ShopLayout';
import { cart } from './cart';
import { useShopProduct } from './shop.api';
import classes from './shop.module.css';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * /catalogo/produtos/:cdChamadaProduto: one published product. The server already wrote its title, description
 * and picture into the page's head for shared links; the app keeps them when the visitor browses to it.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const brand = useBrand();
  const { cdChamadaProduto = '' } = useParams();
  const product = useShopProduct(cdChamadaProduto);
  const [quantity, setQuantity] = useState<number>(1);
  const p = product.data;
  const company = brand?.alias || brand?.name;

  useEffect(() => {
    if (!p) return;
    const title = company ? `${p.NmProduto} | ${company}` : p.NmProduto;
    const description = `${p.DsProduto ?? p.NmProduto} — ${fmt.money(p.VlPreco)}`;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    if (p.ImConteudo) setMeta('property', 'og:image', `${window.location.origin}${p.ImConteudo}`);
  }, [p, company, fmt]);

  return (
    <ShopLayout>
      <Stack gap="md">
        <Anchor component={Link} to="/shop" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('shop.backToShop')}
          </Group>
        </Anchor>
        {product.isPending ? (
          <Skeleton h={360} />
        ) : !p ? (
          <Alert color="orange">{t('shop.notFound')}</Alert>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              {p.ImConteudo ? <img src={p.ImConteudo} alt={p.NmProduto} className={classes.picture} width={480} height={480} /> : <div className={classes.picture} />}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('shop.code')}: {p.CdChamada}
                </Text>
                <Title order={1} fz={28}>
                  {p.NmProduto}
                </Title>
                {p.DsProduto && <Text>{p.DsProduto}</Text>}
                <Text fw={800} fz={30} c="brand" data-testid="shop-price">
                  {fmt.money(p.VlPreco)}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}/ {p.CdSigla}
                  </Text>
                </Text>
                <Group>
                  <AvailabilityBadge value={p.disponibilidade} />
                  {p.NmFamiliaProduto && (
                    <Anchor component={Link} to={`/shop?familia=${p.IdFamiliaProduto}`} size="sm">
                      {p.NmFamiliaProduto}
                    </Anchor>
                  )}
                  {p.NmGrupoProduto && (
                    <Anchor component={Link} to={`/shop/grupo-produto/${p.IdGrupoProduto}`} size="sm">
                      {p.NmGrupoProduto}
                    </Anchor>
                  )}
                </Group>
                <Group align="flex-end">
                  <NumberInput label={t('shop.quantity')} min={1} max={9999} allowDecimal={false} value={quantity} onChange={(v) => setQuantity(Math.max(1, Number(v) || 1))} w={120} />
                  <Button
                    leftSection={<IconShoppingCartPlus size={18} />}
                    onClick={() => {
                      cart.add(p, quantity);
                      notifySuccess(t('shop.added', { name: p.NmProduto }));
                    }}
                  >
                    {t('shop.addToCart')}
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </ShopLayout>
  );
}
