import { Anchor, Badge, Button, Card, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Disponibilidade, ShopProduct } from '@backoffice/domain';
import { useFormat } from '@/platform/i18n/format';
import { notifySuccess } from '@/platform/ui/notify';
import { cart } from './cart';
import { thumbnailOf } from './shop.api';
import classes from './shop.module.css';

export function AvailabilityBadge({ value }: { value: Disponibilidade }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={value === 'em_estoque' ? 'teal' : 'orange'} tt="none">
      {t(value === 'em_estoque' ? 'shop.inStock' : 'shop.onOrder')}
    </Badge>
  );
}

export const productHref = (product: Pick<ShopProduct, 'CdChamada'>) => `/catalogo/produtos/${encodeURIComponent(product.CdChamada)}`;

/** A product of the grid: picture, code, name, public price, availability and "add to cart". */
export function ProductCard({ product }: { product: ShopProduct }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const picture = thumbnailOf(product.ImConteudo);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="shop-product">
      <Stack gap={6} h="100%">
        <Link to={productHref(product)} aria-hidden tabIndex={-1}>
          {picture ? <img src={picture} alt="" className={classes.picture} loading="lazy" decoding="async" width={240} height={240} /> : <div className={classes.picture} />}
        </Link>
        <Text size="xs" c="dimmed">
          {product.CdChamada}
        </Text>
        <Anchor component={Link} to={productHref(product)} fw={600} size="sm" lineClamp={2}>
          {product.NmProduto}
        </Anchor>
        <Text fw={700} fz="lg" c="brand" data-testid="shop-price">
          {fmt.money(product.VlPreco)}
          <Text span size="xs" c="dimmed" fw={400}>
            {' '}/ {product.CdSigla}
          </Text>
        </Text>
        <AvailabilityBadge value={product.disponibilidade} />
        <Button
          mt="auto"
          size="xs"
          variant="light"
          leftSection={<IconShoppingCartPlus size={16} />}
          aria-label={t('shop.addToCart')}
          onClick={() => {
            cart.add(product);
            notifySuccess(t('shop.added', { name: product.NmProduto }));
          }}
        >
          {t('shop.add')}
        </Button>
      </Stack>
    </Card>
  );
}
