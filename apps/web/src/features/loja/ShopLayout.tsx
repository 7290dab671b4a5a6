import { useState, type ReactNode } from 'react';
import { Anchor, Box, Button, Container, Drawer, Group, Indicator, Text, TextInput } from '@mantine/core';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useBrand } from '@/platform/boot/BrandProvider';
import { LanguageSwitch } from '@/platform/i18n/LanguageSwitch';
import { CartPanel } from './CartPanel';
import { useCart } from './cart';
import classes from './shop.module.css';

/** The shop's frame: the company's logo and colours (its theme, by host), search, categories and the cart. */
export function ShopLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const lines = useCart();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('busca') ?? '');
  const [cartOpen, setCartOpen] = useState(false);
  const name = brand?.alias || brand?.name || '';
  const logo = brand?.tema?.logoMenu || brand?.tema?.logoLogin;
  const count = lines.reduce((n, l) => n + l.QtPedida, 0);
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" gap="sm" py="sm" wrap="wrap">
            <Anchor component={Link} to="/shop" underline="never" className={classes.brand} data-testid="shop-brand">
              {logo ? <img src={logo} alt="" className={classes.logo} /> : null}
              <Text fw={800} fz="lg" c="brand">
                {name}
              </Text>
            </Anchor>
            <form
              role="search"
              className={classes.search}
              onSubmit={(event) => {
                event.preventDefault();
                const busca = search.trim();
                void navigate(busca ? `/shop?busca=${encodeURIComponent(busca)}` : '/shop');
              }}
            >
              <TextInput
                aria-label={t('shop.search')}
                placeholder={t('shop.searchPlaceholder')}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                type="search"
              />
            </form>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/shop/categorias" variant="subtle">
                {t('shop.categories')}
              </Button>
              <Indicator label={count} size={18} disabled={count === 0} color="brand">
                <Button leftSection={<IconShoppingCart size={18} />} onClick={() => setCartOpen(true)} aria-label={t('shop.cartCount', { count })}>
                  {t('shop.cart')}
                </Button>
              </Indicator>
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" py="lg">
        {children}
      </Container>
      <Drawer opened={cartOpen} onClose={() => setCartOpen(false)} position="right" size="lg" title={t('shop.cart')}>
        <CartPanel />
      </Drawer>
    </Box>
  );
}
