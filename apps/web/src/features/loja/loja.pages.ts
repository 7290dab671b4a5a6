/** The shop's screens: one chunk, loaded on the first visit to any of them. */
export { ShopProductsPage } from './ShopProductsPage';
export { ShopCategoriesPage } from './ShopCategoriesPage';
export { ProductPage } from './ProductPage';
