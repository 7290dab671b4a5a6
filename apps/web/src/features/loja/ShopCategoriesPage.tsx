import { useEffect } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ShopCategory } from '@backoffice/domain';
import { ShopLayout } from './ShopLayout';
import { useShopCategories } from './shop.api';

function CategoryList({ title, items, href }: { title: string; items: ShopCategory[]; href: (c: ShopCategory) => string }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {items.map((c) => (
          <Card key={c.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={href(c)} fw={600}>
                {c.nome}
              </Anchor>
              <Badge variant="light">{c.produtos}</Badge>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /shop/categorias: the families and the groups that have published products, each opening its products. */
export function ShopCategoriesPage() {
  const { t } = useTranslation();
  const categories = useShopCategories();
  useEffect(() => {
    document.title = t('shop.categories');
  }, [t]);
  return (
    <ShopLayout>
      <Stack gap="xl">
        <Title order={1} fz={26}>
          {t('shop.categories')}
        </Title>
        {categories.isPending ? (
          <Skeleton h={200} />
        ) : (
          <>
            <CategoryList title={t('shop.families')} items={categories.data?.familias ?? []} href={(c) => `/shop?familia=${c.id}`} />
            <CategoryList title={t('shop.groups')} items={categories.data?.grupos ?? []} href={(c) => `/shop/grupo-produto/${c.id}`} />
          </>
        )}
      </Stack>
    </ShopLayout>
  );
}
